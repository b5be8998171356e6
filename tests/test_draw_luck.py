"""The luck of a Block or Draw draw in `review` comes from the one engine
(solver/dominoes/advice.py, `expected`: the others play as the `best` bot
would and do not see the drawer's hand), as every other figure of a view
does, and names its model (issue 51: it came from the double-dummy search,
the others seeing every hand). A rollout that begins with the drawer drawing
is checked against the referee: the round as `best` players play it."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from puzzles.dominoes.match import Setup, play_match
from puzzles.dominoes.tiles import Tile
from solver.dominoes.advice import EXPERT, expected
from solver.dominoes.analyse.endgame import seat_view
from solver.dominoes.expert import played_out
from solver.dominoes.players import DECIDERS
from solver.dominoes.sampling import Deal
from solver.dominoes.seat_view import from_round
from solver.review import _domino_tasks, _task, _view


def _draws(setup: Setup, seed: int):
    """(the round `best` played, the log, each draw's context as `review` cuts it)."""
    best = DECIDERS["best"](None)

    def choose(round_, player, legal):
        return best(from_round(round_, player), legal)

    match = play_match(setup, seed, [choose] * setup.players, max_rounds=1)
    log = json.loads(json.dumps(match.record()))
    draws = [(n, c) for kind, r, n, c in _domino_tasks(log) if kind == "dominoes" and "luck" in c]
    return match.rounds[0], log, draws


def _deal(full) -> Deal:
    """The true deal of a cut with every hand open."""
    hands = tuple(tuple(Tile.parse(t) for t in h) for h in full["hands"])
    return Deal(hands, tuple(Tile.parse(t) for t in full.get("boneyard") or ()), ())


@pytest.mark.parametrize("players", [2, 3])
def test_a_rollout_from_a_draw_is_the_round_best_players_play(players):
    """The seat has no lay: it draws first, then everybody plays as `best` does;
    in the true deal that is the round as it was played, to the point."""
    setup = Setup("draw", players)
    checked = 0
    for seed in range(8):
        round_, _, draws = _draws(setup, seed)
        for _, context in draws:
            (before, moves), _ = context["luck"]
            view = seat_view(_view(before, moves))
            assert not view.legal() and view.boneyard  # it must draw
            won = setup.side(view.seat) == round_.winner
            want = 0 if round_.winner is None else round_.points if won else -round_.points
            assert played_out(view, _deal(before), None)[0] == want
            checked += 1
    assert checked >= 4


def test_with_a_lay_in_hand_the_seat_s_first_lay_is_best_s():
    """A rollout that starts from the seat's turn with lays in hand lays what
    `best` lays (no tree), so it is the rollout of that lay."""
    setup = Setup("draw", 2)
    best = DECIDERS["best"](None)
    checked = 0

    def choose(round_, player, legal):
        view = from_round(round_, player)
        lay = best(view, legal)
        deal = Deal(tuple(map(tuple, round_.hands)), tuple(round_.stock), ())
        assert played_out(view, deal, None)[0] == played_out(view, deal, lay)[0]
        nonlocal checked
        checked += 1
        return lay

    for seed in range(3):
        play_match(setup, seed, [choose] * setup.players, max_rounds=1)
    assert checked >= 6


def test_a_draw_s_luck_is_the_engine_s_expectation_after_less_before():
    log = json.loads((Path(__file__).parent / "logs" / "draw-3.json").read_text())
    draws = [
        (r, n, c) for kind, r, n, c in _domino_tasks(log) if kind == "dominoes" and "luck" in c
    ]
    assert draws
    for r, n, context in draws:
        d = _task(("dominoes", r, n, 0.1, context))
        (before, b_moves), (after, a_moves) = context["luck"]
        a = expected(seat_view(_view(after, a_moves)), 0.1)
        b = expected(seat_view(_view(before, b_moves)), 0.1)
        assert a is not None and b is not None and a.model == b.model == EXPERT
        assert d["luck"] == round(a.mean - b.mean, 3)
        assert d["model"] == EXPERT
        assert a.deals >= 2 and all(math.isfinite(x) for x in a.ci)
