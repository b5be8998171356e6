"""One legal-move function for Block and Draw (puzzles/dominoes/tiles.py,
`legal_lays`): the match's referee, a seat's view and the sampler's player
model all ask it, and it agrees with a brute force of docs/rules.md."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from puzzles.dominoes.match import Setup, deal, play_match
from puzzles.dominoes.tiles import Rules, Tile, double_set, legal_lays
from solver.dominoes import expert, sampling
from solver.dominoes.players import DECIDERS
from solver.dominoes.seat_view import from_round

TILES = double_set(6)


def brute_force(hand, ends, game) -> set:
    """Every (tile, number) a tile of the hand may go to, by the rules alone."""
    if not ends:
        if game == Rules.DRAW:  # the highest double opens a draw round
            doubles = [t for t in hand if t.is_double]
            return {(max(doubles), None)} if doubles else set()
        return {(t, None) for t in hand}
    return {(t, x) for t in hand for x in (t.a, t.b) if x in ends}


@given(
    st.lists(st.sampled_from(TILES), min_size=1, max_size=9, unique=True),
    st.lists(st.integers(0, 6), max_size=4),
    st.sampled_from([Rules.BLOCK, Rules.DRAW]),
)
def test_the_lays_are_the_rules_lays_each_once(hand, ends, game):
    lays = legal_lays(hand, tuple(sorted(ends)), game)
    assert len(lays) == len(set(lays))
    assert set(lays) == brute_force(hand, ends, game)


def test_a_draw_round_opens_with_the_highest_double_only():
    hand = [Tile(1, 1), Tile(2, 5), Tile(4, 4), Tile(0, 6)]
    assert legal_lays(hand, (), Rules.DRAW) == [(Tile(4, 4), None)]
    assert legal_lays(hand, (), Rules.BLOCK) == [(t, None) for t in hand]


def test_a_hand_without_a_double_has_no_draw_opening():
    # docs/rules.md section 4: the holder of the highest double opens; a deal
    # where nobody holds one is dealt again. The match's referee took the
    # highest double without this guard (max() of nothing); the seat's view
    # and the sampler let any tile open: neither is a rule.
    hand = [Tile(2, 5), Tile(0, 6)]
    assert legal_lays(hand, (), Rules.DRAW) == []
    # and a dealt draw round always gives its starter a double to open with
    for seed in range(30):
        round_ = deal(Setup("draw", 4), random.Random(seed))
        assert round_.legal(round_.starter)[0][0].is_double


def test_the_referee_the_view_and_the_sampler_ask_the_one_function():
    seen = []
    rng = random.Random(3)
    bots = [DECIDERS["random"](rng) for _ in range(3)]

    def spy(round_, player, legal):
        view = from_round(round_, player)
        assert legal == legal_lays(round_.hands[player], round_.ends, round_.setup.game)
        assert view.legal() == legal
        seen.append(view)
        return bots[player](view, legal)

    for setup in (Setup("draw", 3), Setup("block", 3)):
        play_match(setup, 11, [spy] * 3, max_rounds=1)
    assert seen
    assert sampling.legal_lays is legal_lays  # the player model's lays
    assert expert.legal_lays is legal_lays  # and the rollouts' (in any order: `best` sorts)
