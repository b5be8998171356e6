"""The expert (solver/dominoes/expert.py): exact values per deal, reproducible moves."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from cli.bot import answer
from puzzles.dominoes.endgame_round import Position
from puzzles.dominoes.line import Line
from puzzles.dominoes.match import Setup, play_match, round_points
from puzzles.dominoes.tiles import Tile
from solver.dominoes.endgame.solve import solve
from solver.dominoes.expert import (
    deal_values,
    decided_now,
    evaluate,
    expected_values,
    expert_decider,
    played_out,
    rollout,
)
from solver.dominoes.players import DECIDERS
from solver.dominoes.sampling import Deal, Sampler, looks
from solver.dominoes.seat_view import from_round
from solver.limits import Limits


def snapshots(setup: Setup, seed: int):
    out = []
    best = DECIDERS["best"](None)

    def spy(round_, player, legal):
        view = from_round(round_, player)
        out.append((view, legal))
        return best(view, legal)

    play_match(setup, seed, [spy] * setup.players, max_rounds=1)
    return out


def line_of(view) -> Line:
    line = Line()
    for move in view.moves:
        if "tile" in move:
            tile, at = Tile.parse(move["tile"]), move["to"]
            line = line.add(tile, "left" if at is not None and line.left == at else "right")
    return line


@pytest.mark.parametrize("setup", [Setup("block", 2), Setup("block", 4, True)], ids=str)
def test_deal_values_are_the_endgame_solvers_values_of_each_lay(setup):
    checked = 0
    for seed in range(4):
        for view, legal in snapshots(setup, seed)[::3]:
            deal = Sampler(view).deal(random.Random(seed))
            values, _ = deal_values(view, deal, legal, 50.0)
            line = line_of(view)
            for (tile, at), value in zip(legal, values, strict=True):
                hands = [list(h) for h in deal.hands]
                hands[view.seat].remove(tile)
                end = "left" if at is not None and line.left == at else "right"
                after = line.add(tile, end)
                if not hands[view.seat]:
                    winner, points = round_points(
                        setup, [sum(t.pips for t in h) for h in hands], view.seat
                    )
                    want = (
                        0
                        if winner is None
                        else points
                        if winner == setup.side(view.seat)
                        else -points
                    )
                else:
                    child = Position(
                        tuple(tuple(h) for h in hands),
                        after,
                        (view.seat + 1) % setup.players,
                        setup.game,
                        setup.set_size,
                        setup.partnerships,
                    )
                    want = -solve(child, Limits(work=50.0)).value
                assert value == want
                checked += 1
    assert checked > 20


def test_the_same_view_and_seed_give_the_same_move_and_values():
    view, legal = next(v for v in snapshots(Setup("draw", 3), 2) if len(v[1]) > 1)
    one = evaluate(view, legal, random.Random(5), 0.5)
    two = evaluate(view, legal, random.Random(5), 0.5)
    assert one == two and one
    assert {m.move for m in one} == set(legal)
    assert all(m.ci[0] <= m.mean <= m.ci[1] and 0 <= m.win <= 1 for m in one)
    line = json.dumps(view.to_mapping())
    assert answer("draw", "expert", 3, 0.3, line) == answer("draw", "expert", 3, 0.3, line)


def test_the_expert_plays_whole_rounds_of_every_game():
    for setup in [Setup("block", 3), Setup("draw", 2, False, 6, "none"), Setup("draw", 4, True)]:
        bots = [expert_decider(random.Random(p), 0.02) for p in range(setup.players)]
        from solver.dominoes.players import seated

        match = play_match(setup, 1, [seated(b) for b in bots], max_rounds=1)
        assert match.rounds[0].end in ("domino", "blocked")


def test_expected_values_cover_every_legal_lay():
    view, legal = next(v for v in snapshots(Setup("block", 2), 3) if len(v[1]) > 2)
    values = expected_values(view, random.Random(1), samples=10)
    assert sorted(m.move for m in values) == sorted(legal)
    assert all(m.samples == 10 for m in values)
    assert values[0].mean == max(m.mean for m in values)


@pytest.mark.parametrize(
    "setup", [Setup("block", 2), Setup("draw", 2), Setup("block", 4, True)], ids=str
)
def test_the_signs_searched_are_the_signs_of_the_exact_values(setup):
    """A round that decides the match is searched for who wins it only: each
    lay's sign must be the sign of its exact points."""
    checked = 0
    for seed in range(4):
        for view, legal in snapshots(setup, seed)[::2]:
            deal = Sampler(view).deal(random.Random(seed))
            exact, _ = deal_values(view, deal, legal, 50.0)
            signs, _ = deal_values(view, deal, legal, 50.0, signs=True)
            assert exact is not None and signs is not None
            assert signs == [(v > 0) - (v < 0) for v in exact]
            checked += 1
    assert checked >= 8


def test_a_round_that_decides_the_match_is_played_for_the_win():
    view, legal = next(v for v in snapshots(Setup("block", 2), 3) if len(v[1]) > 2)
    assert not decided_now(view)  # no match: points
    one = replace(view, scores=(0, 0), target=1)
    assert decided_now(one) and not decided_now(replace(view, scores=(0, 90), target=100))
    ranked = evaluate(one, legal, random.Random(2), 0.3)
    assert all(m.mean in (2 * m.win - 1, pytest.approx(2 * m.win - 1)) for m in ranked)
    assert [m.match for m in ranked] == sorted((m.match for m in ranked), reverse=True)
    assert all(m.match == pytest.approx(m.win) for m in ranked)


def _played_by_best(setup, seed):
    """(the round every player plays as `best`, each choice's (view, the true
    deal then, best's lay))."""
    best = DECIDERS["best"](None)
    snaps: list = []

    def spy(round_, player, legal):
        view = from_round(round_, player)
        move = best(view, legal)
        stock = tuple(round_.stock) if setup.game == "draw" else ()
        snaps.append((view, Deal(tuple(map(tuple, round_.hands)), stock, ()), move))
        return move

    round_ = play_match(setup, seed, [spy] * setup.players, max_rounds=1).rounds[0]
    return round_, snaps


@pytest.mark.parametrize(
    "setup",
    [Setup("block", 2), Setup("draw", 2), Setup("block", 4, True), Setup("draw", 3)],
    ids=str,
)
def test_a_rollout_of_the_true_deal_is_the_round_best_players_play(setup):
    """Every player `best` from a view on: the rollout of the true deal with
    best's lay is the round as it was played, to the point."""
    checked = 0
    for seed in range(6):
        round_, snaps = _played_by_best(setup, seed)
        for view, deal, move in snaps:
            won = setup.side(view.seat) == round_.winner
            want = 0 if round_.winner is None else round_.points if won else -round_.points
            assert rollout(view, deal, move) == want
            checked += 1
    assert checked > 20


@pytest.mark.parametrize(
    "setup", [Setup("block", 2), Setup("draw", 2), Setup("block", 4, True)], ids=str
)
def test_a_rollout_counts_every_tile_it_lays_or_draws(setup):
    """The work a rollout counts follows what it did: of the true deal, every
    tile laid and drawn from the view to the round's end, and every lay
    valued at each later choice of more than one lay (more for a hand of
    more than LOOK_HAND tiles)."""
    checked = 0
    for seed in range(4):
        round_, snaps = _played_by_best(setup, seed)
        left = sum(map(len, round_.hands))
        stock = len(round_.stock) if setup.game == "draw" else 0
        choices = sum(1 for view, _, _ in snaps if len(view.legal()) > 1)
        for k, (view, deal, move) in enumerate(snaps):
            _, lays, valued = played_out(view, deal, move)
            held, pile = sum(map(len, deal.hands)), len(deal.boneyard)
            assert lays == (held + pile) - (left + stock) + (pile - stock)
            later = [(len(v.legal()), len(v.hand)) for v, _, _ in snaps[k + 1 :]]
            assert valued == pytest.approx(sum(looks(n, h) for n, h in later if n > 1))
            checked += 1
        assert choices
    assert checked > 10
