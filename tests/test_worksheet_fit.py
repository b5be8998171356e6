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
from puzzles.drawing import MINIMUM, florentine
from puzzles.drawing.words import kind_word
from puzzles.words import Words
from tests import corpus
from tests.pagecheck import measure


def printed(folder: Path, sub: str = "pupils") -> list[sheets.PrintedSheet]:
    return [sheets.read_svg(p.read_text("utf-8")) for p in sorted((folder / sub).glob("*.svg"))]


def below_the_body(sheet: sheets.PrintedSheet, lang: str) -> tuple[float, list[sheets.Ink]]:
    """The footer's top ("Page n/N") and every other ink of the page (the
    page's white ground aside)."""
    said = f"text '{Words(lang)('paper.common.page')} "
    (foot,) = [i for i in sheet.inks if i.text and i.what.startswith(said)]
    return foot.box[1], [i for i in sheet.inks if i is not foot and not i.white]


@pytest.fixture(scope="module")
def hard_florentine():
    # Seed 8's second hard puzzle: a pool of twelve and the personal card,
    # the tallest a sheet draws (three rows of cards under a child's board,
    # the colour and the write line under the footer, before).
    return dp.generate("florentine", 2, 8, "hard")


@pytest.mark.parametrize(
    ("age", "lang", "paper"),
    [(6, "en", "a4"), (8, "en", "a4"), (10, "en", "a4"), (8, "de", "letter"), (10, "lv", "a4")],
)
def test_a_hard_florentine_sheet_keeps_every_line_above_the_footer(
    tmp_path, hard_florentine, age, lang, paper
):
    tallest = hard_florentine[1].puzzle
    assert len(tallest.pool) == 12 and tallest.personal
    dp.worksheet(
        tmp_path, "florentine", count=2, age=age, lang=lang, paper=paper, puzzles=hard_florentine
    )
    gems = f"text '{kind_word(florentine.WORDS, Words(lang), 'write_gems')}"
    pages = printed(tmp_path)
    assert len(pages) == 3  # the rules, then a puzzle a page
    for sheet in pages:
        top, body = below_the_body(sheet, lang)
        lowest = max(i.box[3] for i in body)
        assert lowest <= top - 1.0, (age, lang, sheet.page, lowest, top)
    # every puzzle keeps its line to write on, above the footer
    assert sum(1 for s in pages for i in s.inks if i.what.startswith(gems)) == 2


def held(folder: Path) -> list[int]:
    """The puzzles on each pupils' page."""
    return [
        p.read_text("utf-8").count('class="item"')
        for p in sorted((folder / "pupils").glob("page-*.svg"))
    ]


@pytest.mark.parametrize(
    ("kind", "age", "lang", "pages"),
    [("blocked", 10, "en", [2, 2]), ("endgame", 8, "nl", [1, 2, 1])],
)
def test_line_sheets_for_eight_to_ten_put_two_puzzles_a_page(tmp_path, kind, age, lang, pages):
    given = [e for e in corpus.book_set("book-5") if e.kind.name == kind]
    made = dp.worksheet(tmp_path, kind, count=4, age=age, lang=lang, puzzles=given)
    # Two a page, under the rules box too where two fit there at the least
    # size (blocked: its ends side by side); else the rules box and one
    # puzzle, then two a page: three pages, four before.
    assert held(tmp_path) == pages
    assert made.pages == len(pages)
    text = "".join(p.read_text("utf-8") for p in (tmp_path / "pupils").glob("page-*.svg"))
    if kind == "blocked":  # both ends' writing rows kept under every line
        assert (
            text.count('class="end-area end-left"') == text.count('class="end-area end-right"') == 4
        )
    else:  # the box to draw the answer in under every puzzle
        assert text.count('class="answer-box') == 4  # a box, or rows for the whole line
    for sheet in printed(tmp_path):  # nothing runs into the footer
        top, body = below_the_body(sheet, lang)
        assert max(i.box[3] for i in body) <= top - 1.0
    for path in sorted((tmp_path / "pupils").glob("page-*.svg")):
        # a half as large as a book's for adults at least, the type the children's
        drawn = measure(path.read_text("utf-8"), 1, False)
        assert drawn.half_mm is not None and MINIMUM["adult"]["half"] - 1e-6 <= drawn.half_mm
        assert drawn.text_mm >= MINIMUM["child"]["text"] - 1e-6
    # A pupil of 6 keeps the children's size: as many a page as fit at it.
    dp.worksheet(tmp_path / "six", kind, count=3, age=6, lang=lang, puzzles=given)
    for path in sorted((tmp_path / "six" / "pupils").glob("page-*.svg")):
        drawn = measure(path.read_text("utf-8"), 1, False)
        assert drawn.half_mm is not None and drawn.half_mm >= MINIMUM["child"]["half"] - 1e-6


def test_a_teacher_may_still_ask_for_one_or_two_puzzles_a_page(tmp_path):
    given = [e for e in corpus.book_set("book-5") if e.kind.name == "blocked"]
    dp.worksheet(tmp_path, "blocked", count=3, age=10, per_page=1, puzzles=given)
    assert max(held(tmp_path)) == 1 and sum(held(tmp_path)) == 3
    # asked for, two a page is what the sheet does anyway, not refused
    dp.worksheet(tmp_path / "two", "blocked", count=4, age=10, per_page=2, puzzles=given)
    assert held(tmp_path / "two") == [2, 2]
