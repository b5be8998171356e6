"""`best`'s lore (solver/dominoes/players.py, `lore_value`) counts the hand's
numbers once and values each lay from the counts; a plain reference that
walks the tiles left in hand for every lay must give the very same floats
(the expert's rollouts and its chain's weights stand on them)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from puzzles.dominoes.match import Setup
from puzzles.dominoes.tiles import Tile, add_to_ends, double_set, first_ends
from solver.dominoes.players import lore_value

SETUPS = [Setup("block", 2), Setup("draw", 2), Setup("block", 4, True), Setup("draw", 3)]


def reference(setup, player, hand, ends, doubles_laid, void, unseen):
    nxt = (player + 1) % setup.players
    partner = (player + 2) % setup.players if setup.partnerships else None

    def value(move):
        tile, at = move
        if len(hand) == 1:
            return float("inf")
        spinner = setup.spinner(tile, doubles_laid)
        after = first_ends(tile, spinner) if at is None else add_to_ends(ends, tile, at, spinner)
        rest = [t for t in hand if t != tile]
        score = tile.pips + (4.0 if tile.is_double else 0.0)
        score += 2.0 * sum(1 for t in rest if t.a in after or t.b in after)
        for x in set(after):
            score += 0.8 * sum(1 for t in rest if x in (t.a, t.b)) - 0.6 * unseen[x]
            if x in void[nxt]:
                score += 3.0
            if partner is not None and x in void[partner]:
                score -= 2.0
        if all(x in void[nxt] for x in after):
            score += 6.0
        return score

    return value


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(SETUPS), st.data())
def test_the_lore_values_every_lay_as_the_plain_count_does(setup, data):
    tiles = double_set(6)
    hand = data.draw(st.lists(st.sampled_from(tiles), min_size=1, max_size=18, unique=True))
    ends = tuple(data.draw(st.lists(st.integers(0, 6), min_size=1, max_size=5)))
    void = [set(data.draw(st.sets(st.integers(0, 6), max_size=3))) for _ in range(setup.players)]
    unseen = data.draw(st.lists(st.integers(0, 7), min_size=7, max_size=7))
    player = data.draw(st.integers(0, setup.players - 1))
    doubles = data.draw(st.integers(0, 3))
    # the lay's tile a copy, as a referee's legal list may hold
    moves = [(Tile(t.a, t.b), at) for t in hand for at in {t.a, t.b} if at in ends]
    moves.append((Tile(hand[0].a, hand[0].b), None))
    want = reference(setup, player, hand, ends, doubles, void, unseen)
    got = lore_value(setup, player, hand, ends, doubles, void, unseen)
    for move in moves:
        assert got(move) == want(move), move
