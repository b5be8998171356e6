"""`--time-limit` bounds the whole answer, model building included; nan and inf are refused."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from cli.main import main
from puzzles.florentine.board import Board
from puzzles.florentine.cards import standard_deck
from puzzles.florentine.endgame import Position
from puzzles.status import Status
from solver.florentine import solve as florentine
from solver.limits import Clock, Limits, OutOfTime

EXAMPLE = "examples/florentine.yaml"
# The largest position the loaders take: a 15x15 board, the whole deck to lay.
BIGGEST = Position("R", Board.empty(15), tuple(standard_deck()))


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "0", "-1", "1e999", "soon"])
@pytest.mark.parametrize("command", ["solve", "check"])
def test_a_time_limit_is_a_finite_number_of_seconds(command, value):
    result = CliRunner().invoke(main, [command, EXAMPLE, "--time-limit", value])
    assert result.exit_code == 2
    assert "--time-limit" in result.stderr and "Traceback" not in result.stderr


def test_building_the_model_stops_when_the_time_is_spent():
    clock = Clock(Limits(time_limit=1e-9))
    with pytest.raises(OutOfTime):
        florentine.build(BIGGEST, clock)


def test_without_a_limit_building_never_looks_at_the_clock():
    florentine.build(Position("R", Board.empty(7), tuple(standard_deck()[:3])), Clock(Limits()))


def test_out_of_time_while_building_is_status_unknown():
    answer = florentine.solve(BIGGEST, Limits(time_limit=1e-9))
    assert (answer.status, answer.unique, answer.board) == (Status.UNKNOWN, None, None)


def test_one_out_of_time_for_every_solver() -> None:
    # Catching solver.limits.OutOfTime catches the endgame search's running out too.
    from solver.dominoes.endgame import search

    assert search.OutOfTime is OutOfTime
