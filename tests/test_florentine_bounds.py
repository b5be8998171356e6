"""Sound bounds and the open-phase search of the Florentine expert
(solver/florentine/bounds.py, solver/florentine/open_search.py), against an
exhaustive search of small positions."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from puzzles.florentine.game import DRAW, OPEN, FlorentineGame, FlorentineSetup, shuffled_deck
from puzzles.florentine.rooms import score
from solver.florentine.bounds import colour_bounds
from solver.florentine.expert import exact
from solver.florentine.open_search import Search, bounds, children, choose, personal_done


def position(seed: int, players: int, pool: int, personal: int = 0) -> FlorentineGame:
    """A game played at random into its open phase until at most `pool` cards
    are left in the pool (then `personal` personal turns, if it gets there):
    random lays leave gems in the pool and rooms open, where the bounds work."""
    rng = random.Random(seed)
    game = FlorentineGame(FlorentineSetup(players), shuffled_deck(rng))
    while game.phase == DRAW or (game.phase == OPEN and len(game.pool) > pool):
        options = game.options(game.to_move)
        if not options:
            break
        game.apply(game.to_move, rng.choice(options))
        game.to_move = (game.to_move + 1) % players
    for _ in range(personal):
        kids = children(game)
        if not kids:
            break
        game = kids[rng.randrange(len(kids))][1]
    return game


def finals(game: FlorentineGame, seen: dict) -> frozenset:
    """Every tuple of final scores some line of play reaches."""
    key = (
        game.board.pieces,
        tuple(sorted(map(str, game.pool))),
        game.to_move,
        game.phase,
        personal_done(game),
    )
    if key not in seen:
        kids = children(game)
        if not kids:
            rim = game.setup.rim_seals
            seen[key] = frozenset([tuple(score(game.board, c, rim) for c in game.colours)])
        else:
            seen[key] = frozenset().union(*(finals(child, seen) for _, child in kids))
    return seen[key]


SMALL = dict(
    seed=st.integers(0, 10**6),
    players=st.integers(2, 3),
    pool=st.integers(0, 6),
    personal=st.integers(0, 2),
)


@settings(max_examples=25, deadline=None)
@given(**SMALL)
def test_every_final_score_lies_within_the_colour_bounds(seed, players, pool, personal):
    game = position(seed, players, pool, personal)
    n = game.setup.players
    left = n - personal_done(game) if game.phase != OPEN else n
    by_colour = colour_bounds(game.board, game.pool, game.colours, left)
    for final in finals(game, {}):
        for colour, got in zip(game.colours, final, strict=True):
            low, high = by_colour[colour]
            assert low <= got <= high, (colour, low, got, high)


@settings(max_examples=25, deadline=None)
@given(**SMALL)
def test_the_bounded_search_is_exact_and_within_the_margin_bounds(seed, players, pool, personal):
    game = position(seed, players, pool, personal)
    for me in range(players):
        want = exact(game, me)
        low, high = bounds(game, me)
        assert low <= want <= high
        assert Search(me).value(game, -(1 << 20), 1 << 20) == want
        # any window: a fail-soft value on the right side of it
        got = Search(me).value(game, want - 1, want + 1)
        assert got == want


@settings(max_examples=15, deadline=None)
@given(**SMALL)
def test_the_searchs_choice_is_an_exactly_best_option(seed, players, pool, personal):
    game = position(seed, players, pool, personal)
    me = game.to_move
    kids = children(game)
    if not kids:
        return
    options = [o for o, _ in kids]
    option, value, is_exact = choose(game, me, options, None, random.Random(seed))
    assert is_exact
    assert value == max(exact(child, me) for _, child in kids)
    # a small budget still gives one of the options
    option, _, _ = choose(game, me, options, 3, random.Random(seed))
    assert option in options
