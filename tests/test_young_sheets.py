"""Issue 54, item 1, the parts done: a Florentine sheet for ages 6-7 shows
each card the answer lays already turned as it lies (no turning in the
head), and a chain sheet says what to draw where."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

import domino_puzzles as dp
from domino_puzzles.paper_kind import on_paper
from puzzles.drawing.florentine import as_laid, card_name
from puzzles.drawing.sheet_words import SHEET
from puzzles.drawing.words import LANGUAGES
from puzzles.florentine.cards import Card
from solver.registry import KINDS

EXAMPLES = Path(__file__).parent.parent / "examples"


def test_a_young_florentine_sheet_shows_each_card_turned_as_it_lies(tmp_path):
    sheet = dp.worksheet(tmp_path / "f", "florentine", count=2, age=6, seed=1)
    turned = 0
    for puzzle in sheet.puzzles:
        shown = as_laid(puzzle)
        # the same cards, by their names in the deck
        assert sorted(map(card_name, shown)) == sorted(map(card_name, puzzle.pool))
        final = puzzle.solution.board
        laid = [
            final.at(c)
            for c in final.cells()
            if isinstance(final.at(c), Card) and puzzle.board.at(c) is None
        ]
        for card in laid:  # each laid card is shown exactly as it lies
            assert card in shown, card
        turned += sum(a != b for a, b in zip(shown, puzzle.pool, strict=True))
    assert turned, "no card of the sheet needed turning: the test shows nothing"
    # the sheet's pages draw every card of the pools, each named under it
    pages = "".join(p.read_text("utf-8") for p in (tmp_path / "f/pupils").glob("*.svg"))
    assert pages.count('class="card-name"') == sum(len(p.pool) for p in sheet.puzzles)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_chain_sheet_says_what_to_draw_where(lang):
    chain = KINDS["chain"].load(yaml.safe_load((EXAMPLES / "chain.yaml").read_text()))
    paper = on_paper(KINDS["chain"])
    for age, group in ((6, "young"), (10, "older")):
        draw = SHEET["chain"][lang][group]["draw"]
        assert draw in paper.sheet_rules(lang, [chain], age)
        assert draw not in paper.sheet_rules(lang, [chain], age, screen=True)  # no boxes there


def test_a_young_dominosa_sheets_tick_boxes_are_nine_millimetres():
    from puzzles.drawing import dominosa

    puzzle = KINDS["dominosa"].load(yaml.safe_load((EXAMPLES / "dominosa.yaml").read_text()))

    def boxes(age: int | None) -> list[float]:
        g, _w, _h = dominosa.draw(puzzle, None, "en", 180.0, age=age)
        ticks = g.tostring().split('class="ticks"')[1]  # drawn in mm
        return [float(w) for w in re.findall(r'<rect[^>]*width="([\d.]+)"', ticks)]

    young = boxes(6)
    assert young and min(young) >= 9.0, young
    assert max(boxes(10)) < 9.0  # older pupils and books keep the small boxes
