"""Sheets whose puzzles fit their pages: a hard Florentine puzzle on a
child's sheet (a 7x7 board, twelve cards and the personal card) keeps its
"play for" and write lines above the footer, measured on the printed page;
blocked and endgame sheets at ages 8 and 10 put two puzzles a page, their
writing rows kept (issue 54 item 7)."""

from __future__ import annotations

from pathlib import Path

import pytest

import domino_puzzles as dp
from domino_puzzles import sheets
from puzzles.drawing import florentine
from puzzles.drawing.words import kind_word, word


def printed(folder: Path, sub: str = "pupils") -> list[sheets.PrintedSheet]:
    return [sheets.read_svg(p.read_text("utf-8")) for p in sorted((folder / sub).glob("*.svg"))]


def below_the_body(sheet: sheets.PrintedSheet, lang: str) -> tuple[float, list[sheets.Ink]]:
    """The footer's top ("Page n/N") and every other ink of the page (the
    page's white ground aside)."""
    said = f"text '{word(lang, 'page')} "
    (foot,) = [i for i in sheet.inks if i.text and i.what.startswith(said)]
    return foot.box[1], [i for i in sheet.inks if i is not foot and not i.white]


@pytest.fixture(scope="module")
def hard_florentine():
    # Seed 8's second hard puzzle: a pool of twelve and the personal card,
    # the tallest a sheet draws (three rows of cards under a child's board,
    # the colour and the write line under the footer, before).
    return dp.generate("florentine", 2, 8, "hard")


@pytest.mark.parametrize(("age", "lang"), [(6, "en"), (8, "en"), (10, "en"), (8, "de"), (10, "lv")])
def test_a_hard_florentine_sheet_keeps_every_line_above_the_footer(
    tmp_path, hard_florentine, age, lang
):
    tallest = hard_florentine[1].puzzle
    assert len(tallest.pool) == 12 and tallest.personal
    dp.worksheet(tmp_path, "florentine", count=2, age=age, lang=lang, puzzles=hard_florentine)
    gems = f"text '{kind_word(florentine.WORDS, lang, 'write_gems')}"
    pages = printed(tmp_path)
    assert len(pages) == 3  # the rules, then a puzzle a page
    for sheet in pages:
        top, body = below_the_body(sheet, lang)
        lowest = max(i.box[3] for i in body)
        assert lowest <= top - 1.0, (age, lang, sheet.page, lowest, top)
    # every puzzle keeps its line to write on, above the footer
    assert sum(1 for s in pages for i in s.inks if i.what.startswith(gems)) == 2
