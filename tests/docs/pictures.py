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
from domino_puzzles.paper_kind import draw
from puzzles.words import Words
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


def book_pictures(out: Path) -> list[Path]:
    """docs/book.md's pictures: the three cover designs of a small Lulu book
    with an ISBN, each whole and its front 160 px wide, one page of it in
    colour and in greys, a page of compact keys, and the worked example and
    tips pages of its Dominosa section with `guide`."""
    import dataclasses
    import tempfile

    from domino_puzzles.book_folder import book
    from domino_puzzles.recipe import Part, Recipe

    plan = Recipe(
        title="Domino Puzzles",
        subtitle="Every puzzle with a single answer",
        author="A. Author",
        isbn="9780306406157",
        paper="6x9in",
        bleed=True,
        service="lulu",
        pad=True,
        seed=5,
        sections=(Part("florentine", ("easy",), 3), Part("dominosa", ("easy",), 3)),
    )
    shots = {
        "book-cover-classic.svg": (plan, "cover.svg"),
        "book-cover-board.svg": (dataclasses.replace(plan, cover="board"), "cover.svg"),
        "book-cover-tiles.svg": (dataclasses.replace(plan, cover="tiles"), "cover.svg"),
        "book-page-colour.svg": (plan, "page-05.svg"),
        "book-page-bw.svg": (dataclasses.replace(plan, interior="bw"), "page-05.svg"),
    }
    written = []
    with tempfile.TemporaryDirectory() as tmp:
        made: dict[Recipe, Path] = {}
        for name, (recipe, file) in shots.items():
            if recipe not in made:
                made[recipe] = Path(tmp) / str(len(made))
                book(made[recipe], recipe, jobs=1)
            path = out / name
            svg = (made[recipe] / file).read_text(encoding="utf-8")
            write_file(path, svg)
            written.append(path)
            if file == "cover.svg":  # and its front as a shop shows it, 160 px wide
                small = out / name.replace(".svg", "-160.svg")
                write_file(small, thumbnail(svg))
                written.append(small)
        written.append(_keys_page(Path(tmp) / "keys", out / "book-keys.svg"))
        for lang in ("nl", "de", "lv"):  # the same answers in every language
            written.append(
                _keys_page(Path(tmp) / f"keys-{lang}", out / f"book-keys-{lang}.svg", lang)
            )
        # --guide: a section's worked example and its tips
        guided = Path(tmp) / "guide"
        book(guided, dataclasses.replace(plan, guide=True, sections=plan.sections[1:]), jobs=1)
        for name, heading in (("book-guide.svg", "A worked example"), ("book-tips.svg", "Solving")):
            svg = next(
                text
                for text in (
                    p.read_text(encoding="utf-8") for p in sorted(guided.glob("page-*.svg"))
                )
                if heading in text
            )
            write_file(out / name, svg)
            written.append(out / name)
    return written


def thumbnail(cover: str, width: int = 160) -> str:
    """A cover sheet's front alone, `width` px wide: the cover as a shop's
    list of books shows it."""
    import re

    head = re.search(r"<svg[^>]*>", cover)
    assert head is not None
    data = re.search(r'data-cover="([^"]+)"', head[0])
    assert data is not None
    trim_w, trim_h, spine, bleed = (float(v) for v in data[1].split())
    tag = head[0]
    for name, value in (
        ("width", f"{width}px"),
        ("height", f"{width * trim_h / trim_w:.0f}px"),
        ("viewBox", f"{bleed + trim_w + spine:g} {bleed:g} {trim_w:g} {trim_h:g}"),
    ):
        tag = re.sub(rf'\b{name}="[^"]*"', f'{name}="{value}"', tag, count=1)
    return cover.replace(head[0], tag, 1)


# A line of play long enough to turn in a narrow column, and a pool
LONG_LINE = "6-6 6-3 3-1 1-1 1-4 4-2 2-5 5-5 5-0 0-3 3-3 3-4 4-6 6-2 2-2 2-1 1-5 5-6"
POOL = "0-0 0-1 0-4 1-2 1-6 2-3 3-5 4-4 4-5"


def line_picture(out: Path) -> Path:
    """docs/book.md's picture of a line that turns (a key's, its tiles
    numbered) and of a pool, both drawn in a column 62 mm wide."""
    import svgwrite

    from puzzles.dominoes.tiles import Tile
    from puzzles.drawing import dominoes, style

    slots = [tuple(int(n) for n in t.split("-")) for t in LONG_LINE.split()]
    col = dominoes.Column("picture")
    col.caption(Words("en")("paper.common.line"))
    col.add(dominoes.line(slots, {i: i + 1 for i in range(len(slots))}, row=62.0))
    col.caption(Words("en")("paper.common.tiles"))
    col.add(dominoes.tiles([Tile(*map(int, t.split("-"))) for t in POOL.split()], row=62.0))
    g, w, h = col.done()
    pad = 3.0
    dwg = svgwrite.Drawing(
        size=(f"{w + 2 * pad:g}mm", f"{h + 2 * pad:g}mm"),
        viewBox=f"{-pad:g} {-pad:g} {w + 2 * pad:g} {h + 2 * pad:g}",
        debug=False,
    )
    dwg.add(style.rect(-pad, -pad, w + 2 * pad, h + 2 * pad, fill=style.PAPER_WHITE))
    dwg.add(g)
    path = out / "line-turns.svg"
    write_file(path, dwg.tostring() + "\n")
    return path


def _keys_page(folder: Path, path: Path, lang: str = "en") -> Path:
    """A page of compact keys with their steps (`--explain`) in `lang`: the
    first of the answers that holds two kinds' keys, else the first."""
    from domino_puzzles.book_folder import book
    from domino_puzzles.recipe import Part, Recipe

    plan = Recipe(
        paper="6x9in",
        seed=5,
        lang=lang,
        sections=(Part("endgame", ("easy",), 4), Part("blocked", ("easy",), 6)),
    )
    book(folder, plan, explain=True, jobs=1)
    keys = [
        svg
        for svg in (p.read_text(encoding="utf-8") for p in sorted(folder.glob("page-*.svg")))
        if 'data-section="answers' in svg
    ]
    shared = [svg for svg in keys if svg.count('class="title"') and svg.count("running-head")]
    write_file(path, (shared or keys)[0])
    return path


def write(out: Path = PICTURES) -> list[Path]:
    written = [*book_pictures(out), line_picture(out)]
    for name, (entry, key) in pictures().items():
        answer = api.solve(entry) if key else None
        path = out / name
        write_file(path, draw(entry, answer))
        written.append(path)
    return written


if __name__ == "__main__":
    for path in write(Path(sys.argv[1]) if len(sys.argv) > 1 else PICTURES):
        print(f"wrote {path}")
