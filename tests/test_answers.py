"""Answers typed once: each kind's `load_answer` reads what `solve --format json`
prints (and a puzzle's `solution`) back into the kind's answer, checked against
the position; `Kind.load` keeps it on the position for every drawing and page."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from domino_puzzles.paper_kind import draw
from puzzles.errors import BadInput
from solver import api
from solver.limits import Limits
from solver.registry import KINDS
from tests.test_endgame import positions

EXAMPLES = Path(__file__).parent.parent / "examples"


def example(name: str) -> api.Entry:
    (entry,) = api.load_file(EXAMPLES / f"{name}.yaml").puzzles
    return entry


def same_but_time(loaded, answer) -> bool:
    return dataclasses.replace(loaded, seconds=answer.seconds) == answer


@pytest.mark.parametrize("name", list(KINDS))
def test_load_answer_is_the_inverse_of_to_mapping(name):
    entry = example(name)
    answer = api.solve(entry)
    printed = answer.to_mapping()
    loaded = entry.kind.load_answer(printed, entry.puzzle)
    assert same_but_time(loaded, answer)
    assert loaded.to_mapping() == printed
    assert entry.kind.solves(entry.puzzle, loaded)


@pytest.mark.parametrize("name", list(KINDS))
def test_a_puzzle_carries_its_solution_read_once(name):
    entry = example(name)
    printed = api.solve(entry).to_mapping()
    printed.pop("seconds")  # as `generate` writes it
    data = {**entry.kind.dump(entry.puzzle), "solution": printed}
    puzzle = entry.kind.load(data)
    assert puzzle.solution == entry.kind.load_answer(printed, puzzle)
    assert puzzle.solution.seconds is None  # left out, not made up
    assert entry.kind.dump(puzzle) == data  # the mapping as written goes back out
    assert api.check(api.Entry("1", entry.kind, puzzle)).verdict == (
        "ok: unique, solution confirmed"
    )


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(two=(1, 3), four=(1, 2)))
def test_every_endgame_answer_reads_back_as_it_was(position):
    kind = KINDS["endgame"]
    answer = kind.solve(position, Limits())
    loaded = kind.load_answer(answer.to_mapping(), position)
    assert same_but_time(loaded, answer)
    assert kind.solves(position, loaded)


def test_an_endgame_lay_may_leave_out_what_it_is_laid_on():
    entry = example("endgame")
    moves = [dict(m) for m in api.solve(entry).to_mapping()["moves"]]
    for move in moves:
        move.pop("to", None)
    loaded = entry.kind.load_answer({"value": 4, "moves": moves}, entry.puzzle)
    assert [m.to for m in loaded.moves] == [m.to for m in api.solve(entry).moves]


def test_a_florentine_answer_given_by_its_moves_gets_their_board():
    entry = example("florentine")
    solved = api.solve(entry)
    moves = solved.to_mapping()["moves"]
    loaded = entry.kind.load_answer({"moves": moves}, entry.puzzle)
    assert loaded.board == solved.board and loaded.cards_placed == solved.cards_placed
    # given its board alone, the cards are counted on it
    board = solved.to_mapping()["board"]
    alone = entry.kind.load_answer({"board": board}, entry.puzzle)
    assert alone.cards_placed == solved.cards_placed and alone.moves == ()
    # a count given alone is kept as written, for `check` to compare
    assert entry.kind.load_answer({"cards_placed": 2}, entry.puzzle).cards_placed == 2


def test_a_partial_or_wrong_solution_is_no_whole_answer():
    entry = example("chain")
    kind, puzzle = entry.kind, entry.puzzle
    assert not kind.solves(puzzle, kind.load_answer({"tiles_laid": 7}, puzzle))
    assert not kind.solves(puzzle, kind.load_answer({"line": "0-1 1-2"}, puzzle))
    blocked = example("blocked")
    short = blocked.kind.load_answer(
        {"line": "3-6 6-1 1-3 3-5 5-4 4-4 4-3 3-3 3-2"}, blocked.puzzle
    )
    assert not blocked.kind.solves(blocked.puzzle, short)


def test_a_bad_answer_mapping_names_its_field():
    entry = example("blocked")
    with pytest.raises(BadInput) as caught:
        entry.kind.load_answer({"line": "0-0 0-1"}, entry.puzzle)
    assert "line" in str(caught.value)


def test_draw_takes_an_answer_or_its_mapping():
    entry = example("chain")
    answer = api.solve(entry)
    assert draw(entry, answer) == draw(entry, answer.to_mapping())
