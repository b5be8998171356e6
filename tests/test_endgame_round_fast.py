"""The referee's short cuts (puzzles/dominoes/endgame_round.py) that the
generators' random play-outs and the search lean on: `over` asks for the
open ends once for every hand, an arm-less round reads no spinner off the
line, and `play(move, checked=True)` (a move `options()` just gave) skips
looking the move up again. Each must leave the round as the plain rules
would, move by move, checked against them on random rounds."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from puzzles.dominoes.endgame import Position, Table, load
from puzzles.dominoes.match import Setup, deal
from puzzles.dominoes.tiles import Rules

SETTINGS = dict(deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])

# A draw-rules round with spinners and arms (as tests/test_spinner_arms.py has it).
ARMS = {
    "kind": "endgame",
    "rules": "draw",
    "line": "4-3 3-2 2-6 6-6 6-4 4-4",
    "spinners": {4: {"up": "6-5 5-1", "down": "6-0"}},
    "hands": [["1-1", "0-0", "4-5"], ["1-2", "2-2"]],
    "boneyard": ["0-1", "3-3", "5-5"],
}


def plain_over(table: Table) -> str | None:
    """`over` as the rules say it, hand by hand."""
    if not all(table.hands):
        return "domino"
    if table.boneyard or any(table.can_lay(p) for p in range(len(table.hands))):
        return None
    return "blocked"


def played_out(start: Table, rng: random.Random) -> int:
    """Plays `start` out at random, checking every step; the moves made."""
    table, moves = start, 0
    while True:
        assert table.over == plain_over(table)
        options = table.options()
        if not options:
            assert table.over is not None
            return moves
        move = options[rng.randrange(len(options))]
        checked, plain = table.copy(), table.copy()
        checked.play(move, checked=True)
        plain.play(move)
        assert checked == plain
        table, moves = plain, moves + 1


@settings(max_examples=40, **SETTINGS)
@given(st.integers(0, 2**32), st.sampled_from([(2, False), (3, False), (4, True)]))
def test_a_block_round_plays_the_same_with_the_short_cuts(seed, shape):
    players, partnerships = shape
    rng = random.Random(seed)
    dealt = deal(Setup(Rules.BLOCK, players, partnerships), rng, starter=0)
    position = Position(
        hands=tuple(tuple(sorted(h)) for h in dealt.hands),
        to_move=0,
        partnerships=partnerships,
    )
    assert played_out(Table.start(position), rng) >= 1


@settings(max_examples=20, **SETTINGS)
@given(st.integers(0, 2**32))
def test_a_round_with_spinners_and_a_boneyard_plays_the_same(seed):
    position = load(ARMS)
    assert isinstance(position, Position)
    assert played_out(Table.start(position), random.Random(seed)) >= 1
