"""Keys at full size (`book --answers full`) fit their pages whatever the
puzzles' scale: with `--per-page 1` a board grows to fill its page, and an
endgame's key (its result, its moves, the line laid) drawn at that scale
ran past the page's foot (preflight: "printed in the margin", 18 things on
three pages). A key too tall for a page at its puzzle's scale is drawn
smaller (puzzles/drawing/packing.py, `pair`)."""

from __future__ import annotations

from pathlib import Path

import domino_puzzles as dp
from domino_puzzles.book_folder import book
from domino_puzzles.recipe import Recipe, from_options
from tests import pagecheck
from tests.corpus import FOLDER


def test_full_keys_of_one_puzzle_a_page_stay_on_their_pages(tmp_path: Path):
    # `book --kinds endgame --count 4 --per-page 1 --answers full --paper 6x9in`
    puzzles = dp.load_file(str(FOLDER / "endgame-medium-2026.yaml")).puzzles[:4]
    recipe = Recipe(
        seed=0,
        sections=from_options(["endgame"], ["medium"], 4),
        paper="6x9in",
        answers="full",
    )
    out = tmp_path / "book"
    book(out, recipe, per_page=1, puzzles=puzzles)
    keys = [p for p in sorted(out.glob("page-*.svg")) if "Answers" in p.read_text()]
    assert keys, "no page of answers"
    assert pagecheck.check_folder(out) == []
