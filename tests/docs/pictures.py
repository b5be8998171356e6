"""Draw the pictures in docs/pictures/ with the tool's own drawing code.

    python -m tests.docs.pictures [OUT_DIR]     (default: docs/pictures)

Each example of examples/ is drawn as a puzzle (`NAME.svg`) and with its
answer (`NAME-key.svg`); a collection's puzzles are named by their ids. The
drawings change when the drawing code does: run this again and commit.
"""

from __future__ import annotations

import sys
from pathlib import Path

from domino_puzzles.output import write_file
from solver import api

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
PICTURES = ROOT / "docs" / "pictures"


def pictures() -> dict[str, tuple[api.Entry, bool]]:
    """File name -> (puzzle, with its key?) for every picture the docs may show."""
    out = {}
    for path in sorted(EXAMPLES.glob("*.yaml")):
        loaded = api.load_file(path)
        for entry in loaded.puzzles:
            name = entry.puzzle.header["id"] if loaded.collection else path.stem
            out[f"{name}.svg"] = (entry, False)
            out[f"{name}-key.svg"] = (entry, True)
    return out


def write(out: Path = PICTURES) -> list[Path]:
    written = []
    for name, (entry, key) in pictures().items():
        answer = api.solve(entry) if key else None
        path = out / name
        write_file(path, api.draw(entry, answer))
        written.append(path)
    return written


if __name__ == "__main__":
    for path in write(Path(sys.argv[1]) if len(sys.argv) > 1 else PICTURES):
        print(f"wrote {path}")
