"""One word per idea: statuses and move ends are str enums that print as the words."""

from __future__ import annotations

import json

import pytest
import yaml

from puzzles.dominoes.endgame import End, Move
from puzzles.dominoes.lines_common import LineAnswer
from puzzles.dominoes.tiles import Tile
from puzzles.files import dump_yaml
from puzzles.florentine.cards import PERSONAL, parse_piece
from puzzles.florentine.endgame import Answer, draw_board
from puzzles.status import Status
from solver import api


def test_a_status_is_its_word_in_json_and_yaml() -> None:
    answer = LineAnswer("chain", "optimal", True, 0.0)
    assert answer.status is Status.OPTIMAL and answer.status == "optimal"
    mapping = answer.to_mapping()
    assert type(mapping["status"]) is str
    assert json.loads(json.dumps(mapping))["status"] == "optimal"
    assert "status: optimal\n" in dump_yaml({"status": Status.OPTIMAL})
    assert yaml.safe_load(dump_yaml({"end": End.PASS})) == {"end": "pass"}


def test_an_unknown_status_or_end_is_refused() -> None:
    with pytest.raises(ValueError):
        Answer("solved", True, 0.0)
    with pytest.raises(ValueError):
        Move(0, "middle")


def test_a_move_end_reads_and_prints_as_before() -> None:
    move = Move.from_mapping({"player": 1, "tile": "2-3", "end": "left", "to": 2})
    assert move.end is End.LEFT and move == Move(1, "left", Tile(2, 3), 2)
    assert move.to_mapping() == {"player": 1, "tile": "2-3", "end": "left", "to": 2}
    assert Move(0, "pass").to_mapping() == {"player": 0, "end": "pass"}


def test_the_personal_card_is_called_personal() -> None:
    assert parse_piece("p") is PERSONAL and str(PERSONAL) == "P"
    entry = api.load(
        {"kind": "florentine", "colour": "red", "board": {"D4": "RR1BG", "D3": "P"}, "pool": []}
    )
    assert "plug" not in draw_board(entry.puzzle.board).lower()
    assert "#  P  #" in draw_board(entry.puzzle.board)
