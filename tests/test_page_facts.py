"""A blocked puzzle's page shows what its paper prints under the title (issue
49, item 7): the set ("double-3 set"), so a child can tell which tiles are
left, and the rules where the paper names them; on a worksheet and in a book."""

from __future__ import annotations

import pytest

from domino_puzzles import play_html
from domino_puzzles.paper_kind import on_paper
from puzzles.drawing.words import word
from puzzles.words import Words
from solver.limits import Limits
from solver.registry import KINDS
from tests.test_worksheet_ages import page_data, printed, sheet

FACTS = """(id) => document.querySelector(`section[data-id="${id}"] .play p.facts`)?.textContent"""


@pytest.mark.parametrize(("age", "lang"), [(6, "en"), (10, "lv")])
def test_a_blocked_sheets_page_shows_the_set_as_its_paper_does(tab, tmp_path, age, lang):
    folder = sheet(tmp_path / "s", "blocked", age, lang)
    text = printed(folder)
    path = folder / "pupils" / "play.html"
    page, watch = tab.open(path)
    for d in page_data(path)["puzzles"]:
        shown = page.evaluate(FACTS, d["id"])
        assert shown and shown == d["facts"], (shown, d["id"])
        assert Words(lang)("paper.common.set", n=d["set"]) in shown
        assert " ".join(shown.split()) in text  # as printed under its title
    assert watch.errors == []


def test_a_books_blocked_page_names_its_set_and_rules(tab, tmp_path):
    kind = KINDS["blocked"]
    raw = {"kind": "blocked", "set": 3, "line": "1-2 2-2", "tiles": ["0-1", "2-3", "3-3"]}
    puzzle = kind.load(raw)
    out = tmp_path / "book.html"
    out.write_text(play_html.page("t", [(kind, puzzle, kind.solve(puzzle, Limits()))], Words("de")))
    d = page_data(out)["puzzles"][0]
    assert d["facts"] == on_paper(kind).facts(puzzle, Words("de"))
    page, watch = tab.open(out)
    shown = page.evaluate(FACTS, d["id"])
    assert (
        Words("de")("paper.common.set", n=3) in shown and word(Words("de"), puzzle.game) in shown
    ), shown
    assert watch.errors == []
