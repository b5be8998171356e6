"""The expert under every spinner option (solver/dominoes/expert.py): under draw
rules with `first` or `none` and tiles in the boneyard it searches too, and
each deal's values are those of a brute-force referee of the whole round."""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzles.dominoes.match import Setup, deal, round_points
from puzzles.dominoes.tiles import add_to_ends, first_ends
from solver.dominoes import expert
from solver.dominoes.expert import deal_values, evaluate, expert_decider, searchable
from solver.dominoes.players import DECIDERS
from solver.dominoes.sampling import Sampler
from solver.dominoes.seat_view import from_round

SPINNERS = ["first", "none", "all"]


def reference(setup: Setup, hands, stock, ends, doubles, player) -> int:
    """The exact points of the round for `player` (2 players), both playing
    their best, by the rules themselves: lay if you can, else draw until a
    tile fits, else pass; over when a hand is empty or nobody can play."""

    @cache
    def value(hands, k, ends, doubles, p) -> int:
        def fits(h):
            return [(t, x) for t in sorted(h) for x in {t.a, t.b} if x in ends]

        hand = hands[p]
        if not fits(hand):
            if k < len(stock):
                tile = stock[k]
                new = list(hands)
                new[p] = hand | {tile}
                return value(tuple(new), k + 1, ends, doubles, p)
            if not any(fits(h) for h in hands):
                winner, points = round_points(setup, [sum(t.pips for t in h) for h in hands], None)
                return 0 if winner is None else points if winner == p else -points
            return -value(hands, k, ends, doubles, 1 - p)
        best = None
        for tile, x in fits(hand):
            spinner = setup.spinner(tile, doubles)
            after = tuple(sorted(add_to_ends(ends, tile, x, spinner)))
            new = list(hands)
            new[p] = hand - {tile}
            if not new[p]:
                winner, points = round_points(setup, [sum(t.pips for t in h) for h in new], p)
                v = 0 if winner is None else points if winner == p else -points
            else:
                v = -value(tuple(new), k, after, doubles + tile.is_double, 1 - p)
            best = v if best is None else max(best, v)
        return best

    return value(tuple(frozenset(h) for h in hands), 0, tuple(sorted(ends)), doubles, player)


def views(setup: Setup, seed: int):
    """Every view a seat is asked for a choice in one round played by `best`."""
    out = []
    best = DECIDERS["best"](None)

    def spy(round_, player, legal):
        view = from_round(round_, player)
        out.append((view, legal))
        return best(view, legal)

    round_ = deal(setup, random.Random(seed), seed % setup.players)
    round_.play([spy] * setup.players)
    return out


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6), spinners=st.sampled_from(SPINNERS))
def test_deal_values_are_the_brute_force_values_under_every_spinner_option(seed, spinners):
    """And their signs, searched alone, are the signs of those values."""
    # A double-4 set: 15 tiles, two hands of 5 and a boneyard of 5.
    setup = Setup("draw", 2, False, 4, spinners)
    for view, legal in views(setup, seed):
        deal_ = Sampler(view).deal(random.Random(seed))
        values, _ = deal_values(view, deal_, legal, 50.0)
        signs, _ = deal_values(view, deal_, legal, 50.0, signs=True)
        assert values is not None and signs is not None
        for (tile, at), got, sign in zip(legal, values, signs, strict=True):
            spinner = setup.spinner(tile, view.doubles_laid)
            hands = [set(h) for h in deal_.hands]
            hands[view.seat].discard(tile)
            after = (
                first_ends(tile, spinner)
                if at is None
                else add_to_ends(view.ends, tile, at, spinner)
            )
            if not hands[view.seat]:
                winner, points = round_points(
                    setup, [sum(t.pips for t in h) for h in hands], view.seat
                )
                want = 0 if winner is None else points if winner == view.seat else -points
            else:
                want = -reference(
                    setup,
                    hands,
                    deal_.boneyard,
                    after,
                    view.doubles_laid + tile.is_double,
                    1 - view.seat,
                )
            assert got == want, (tile, at)
            assert sign == (want > 0) - (want < 0), (tile, at)  # the search for who wins


@settings(max_examples=10, deadline=None, derandomize=True)
@given(
    seed=st.integers(0, 10**6),
    spinners=st.sampled_from(["first", "none"]),
    players=st.integers(2, 3),
)
def test_the_expert_lays_legal_tiles_and_never_falls_back(seed, spinners, players):
    # Two players with a double-six set, three with a double-five: sizes whose
    # deals are searched to the end within one deal's work from the first lay.
    setup = Setup("draw", players, False, 6 if players == 2 else 5, spinners)
    fell_back = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(expert, "best_decider", lambda rng: lambda v, lg: fell_back.append(v))
        decide = expert_decider(random.Random(seed), 0.05)
    checked = 0
    for view, legal in views(setup, seed):
        assert searchable(view)
        ranked = evaluate(view, legal, random.Random(seed), 0.0, most=2)
        assert {m.move for m in ranked} == set(legal)
        move = decide(view, legal)
        assert move in legal
        checked += bool(view.boneyard)
    assert not fell_back
    assert checked
