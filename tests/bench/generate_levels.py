"""`python -m tests.bench generate-levels`: what a medium+hard book's
puzzles cost to generate, kind by kind, against a reference measured in
the same run.

Each row generates 20 medium and 20 hard puzzles of one kind (`--quick`: 5),
the share of each kind in the 200-puzzle book (`book --count 200`, medium and
hard over five kinds), with `--jobs 1`, timed in processor seconds (the
process's, CP-SAT's thread included), so a machine busy with other work
changes the figures little. The reference is solving the committed corpus's
medium Florentine and endgame puzzles (tests/corpus, seeds 5 and 2026) once each: the
ratio of a row to it is the figure to compare between runs and machines.
The last line estimates the whole book's generation: the rows' sum, over two
processes (`book` generates with one a core) on a machine with nothing else
to do."""

from __future__ import annotations

import time
from pathlib import Path

from solver.generate import generate
from solver.registry import KINDS

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
LEVELS = ("medium", "hard")
REFERENCE = tuple(
    f"{kind}-medium-{seed}.yaml" for kind in ("florentine", "endgame") for seed in (5, 2026)
)


def reference() -> float:
    """Processor seconds to solve the reference puzzles once each."""
    from solver.api import load_file
    from solver.limits import Limits

    collections = [load_file(str(CORPUS / name)) for name in REFERENCE]
    start = time.process_time()
    for collection in collections:
        for entry in collection.puzzles:
            entry.kind.solve(entry.puzzle, Limits())
    return time.process_time() - start


def run(quick: bool = False, seed: int = 2026) -> dict[str, float]:
    count = 5 if quick else 20
    kinds = ("florentine", "endgame") if quick else tuple(KINDS)
    ref = reference()
    print(f"reference: the corpus's medium Florentine and endgame puzzles solved, {ref:.2f} s")
    print(f"{count} puzzles a level, --seed {seed}, --jobs 1; processor seconds (ratio to it)")
    print(f"{'kind':>11} " + " ".join(f"{level:>16}" for level in LEVELS) + f" {'both':>16}")
    figures: dict[str, float] = {}
    for name in kinds:
        kind = KINDS[name]
        if not kind.has_generator:
            continue
        cells, both = [], 0.0
        for level in LEVELS:
            start = time.process_time()
            generate(kind, count, seed, level, jobs=1)
            seconds = time.process_time() - start
            figures[f"{name}-{level}"] = seconds
            both += seconds
            cells.append(f"{seconds:7.1f} ({seconds / ref:5.1f})")
        cells.append(f"{both:7.1f} ({both / ref:5.1f})")
        print(f"{name:>11} " + " ".join(f"{c:>16}" for c in cells), flush=True)
    total = sum(figures.values())
    print(f"{'all':>11} {total:7.1f} s ({total / ref:.1f} x the reference)")
    if not quick:
        print(f"the 200-puzzle book's generation, two processes: about {total / 2:.0f} s")
    return figures


if __name__ == "__main__":  # also runs against another checkout's code (PYTHONPATH)
    run()
