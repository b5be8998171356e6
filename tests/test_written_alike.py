"""Issue 24, item 7: a line as a YAML list, `api.load` naming the id, and a hint
naming its tile as its move does."""

from __future__ import annotations

import pytest

from solver import api, hints
from solver.limits import Limits
from solver.registry import KINDS


def test_a_line_may_be_a_yaml_list_like_tiles_and_hands():
    as_list = api.load({"kind": "blocked", "line": ["6-6", "6-3"]})
    as_text = api.load({"kind": "blocked", "line": "6-6 6-3"})
    assert as_list.puzzle == as_text.puzzle
    endgame = api.load({"kind": "endgame", "line": ["2-0", "0-1"], "hands": [["1-5"], ["2-2"]]})
    assert str(endgame.puzzle.line) == "2-0 0-1"


def test_a_line_list_of_non_tiles_is_refused_naming_the_field():
    with pytest.raises(api.BadInput, match=r"line: a line is written like .* or \[6-6"):
        api.load({"kind": "blocked", "line": ["6-6", 3]})


def test_api_load_keeps_the_id_in_messages():
    with pytest.raises(api.BadInput) as caught:
        api.load({"kind": "chain", "id": "my-chain", "tiles": ["1-2", "9-9"]})
    assert str(caught.value).startswith("puzzle 1 (my-chain): tiles[1]:")


def test_blocked_hints_name_the_tile_as_the_move_lays_it():
    entry = api.load_file("examples/blocked.yaml").puzzles[0]
    kind = KINDS["blocked"]
    answer = kind.solve(entry.puzzle, Limits())
    for step in hints.explain(kind, entry.puzzle, answer):
        tile = step.move["tile"]
        a, b = tile.split("-")
        if a != b:
            assert f"{b}-{a}" not in step.reason, step.reason


def test_a_card_and_the_personal_card_that_seal_together_are_a_technique():
    entry = api.load_file("examples/florentine.yaml").puzzles[0]
    steps = api.explain(entry)
    step = next(s for s in steps if s.technique == "with-personal")
    assert step.move == {"cell": "F7", "card": "RR1GB", "turn": 3}
    assert "then your personal card on G7, seal a green room together" in step.reason


def test_seals_now_names_a_card_that_fits_too_but_scores_less():
    from puzzles.florentine.board import Board
    from puzzles.florentine.cards import Card
    from puzzles.florentine.endgame import Position
    from solver.hints.florentine import FlorentineState, _less

    # Any card fits an empty board's centre; none seals there.
    position = Position("G", Board.empty(3), (Card.parse("GG1RB"), Card.parse("RRBB")))
    state = FlorentineState(position, position.board, position.pool, (), position.board)
    cell = position.board.centre
    assert _less(state, cell, Card.parse("GG1RB"), 1) == " RRBB fits there too, but scores only 0."
    assert _less(state, cell, Card.parse("GG1RB"), 0) == ""
