"""Once the draw pile is empty a review values each move by the result at the
end of the game's search (solver/florentine/analyse_game.py, `both`): the
player's margin over the best other score and 3 for a win, a share of it
for a shared win, with every player count: two players exact play, three or
four the others against that result (issue 51: with 3 and 4 players the open
phase was valued by the seat's own gems). Checked against a plain search
(tests/reference/florentine_result.py) at positions cut from games `play`
writes (tests/logs: `play --rules florentine --players N --seed 5` with the
`best` bots, N 2, 3 and 4)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from puzzles.florentine.cards import Card
from puzzles.game_positions import position_after
from solver.florentine.analyse_game import game_moves, result_value
from solver.florentine.review import florentine_decision
from solver.limits import Clock, Limits
from solver.registry import load
from tests.reference.florentine_result import first_moves, result

LOGS = Path(__file__).parent / "logs"
# (players, the move cut at): late turns of the open phase, where a plain
# search ends quickly
CUTS = [(2, 48), (3, 55), (3, 56), (4, 52), (4, 53)]


@pytest.mark.parametrize("players,n", CUTS)
def test_each_first_move_s_result_is_the_plain_search_s(players, n):
    log = json.loads((LOGS / f"florentine-{players}.json").read_text())
    _, position = load(position_after(log, n))
    assert len(position.players) == players and position.pool
    rows = game_moves(position, Clock(Limits()), both=True)
    assert rows is not None
    truth = {(cell.name, lying): value for cell, lying, value in first_moves(position)}
    searched = {}
    for row in rows:
        lying = Card.parse(row.move["card"]).turned(row.move["turn"])
        searched[(row.move["cell"], lying)] = result_value(row.value, 0)
    assert searched == truth
    # and the review's value of the move played there is that result
    d = florentine_decision(log, n, 0.05)
    if not d.get("forced"):
        assert d["model"] == ("exact" if players == 2 else "paranoid")
        move = log["moves"][n]
        lying = Card.parse(move["card"]).turned(move["turn"])
        assert d["played"]["value"] == pytest.approx(truth[(move["cell"], lying)])
        assert d["best"]["value"] == pytest.approx(max(truth.values()))


def test_the_result_is_the_margin_and_a_share_of_the_win():
    for scores, me, worth in (
        ([8, 9], 0, -1.0),
        ([9, 9], 0, 1.5),
        ([9, 8, 9], 1, -1.0),
        ([9, 9, 9, 2], 3, -7.0),
        ([9, 9, 9, 2], 0, 1.0),
        ([10, 9, 9, 2], 0, 4.0),
    ):
        assert result(scores, me) == worth
        assert result_value(scores, me) == worth
