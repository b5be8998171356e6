"""The chance of winning a Block or Draw match from its score: what the
expert plays for in a match (solver/dominoes/expert.py).

A round's result matters to a match only through the score it leaves: when
one more point no longer changes who can reach the target first, or a sure
small win reaches it where a risky big one may not, the round's points and
the match part ways. The expert then values each result by the chance of
winning the match from the score it leaves, under a simple model of the
rounds still to come: the two sides are equally strong, each wins a round
with chance 1/2 (a round that scores nothing changes nothing), and a round
won scores k >= 1 points with the geometric chance (1 - q)^(k-1) q of mean
1/q, the mean points of a round won between `best` players (measured:
Block, 2 players 7.3; Draw, 2 players 12.9; 4 in partnerships: Block 10.0,
Draw 12.2). So the chance is exact for the model and the same on every run.

Two sides only: with 3 players, or 4 each for themselves, the expert's value
is paranoid (it does not say which of the others scores), and it plays for
the round's points.
"""

from __future__ import annotations

from functools import lru_cache

from puzzles.dominoes.tiles import Rules

# The mean points of a round won, by (game, partnerships).
MEAN_POINTS = {
    (Rules.BLOCK, False): 7.3,
    (Rules.DRAW, False): 12.9,
    (Rules.BLOCK, True): 10.0,
    (Rules.DRAW, True): 12.2,
}


@lru_cache(maxsize=8)
def _table(mean: float, target: int) -> list[list[float]]:
    """win[a][b]: the chance that the side that needs `a` more points reaches the
    target before the side that needs `b` (1 <= a, b <= target; row and column
    0 unused): win[a][b] = (A(a, b) + B(a, b)) / 2, over the round won by me
    (A: the sum over my points k of q (1-q)^(k-1) win[a-k][b], a need <= 0
    won) or by them (B, likewise over b, a need of theirs <= 0 lost). Each sum
    follows its neighbour's: A(1, b) = 1, A(a+1, b) = q win[a][b] + (1-q) A(a, b);
    B(a, 1) = 0, B(a, b+1) = q win[a][b] + (1-q) B(a, b)."""
    q = 1.0 / mean
    r = 1.0 - q
    n = target + 1
    win = [[0.0] * n for _ in range(n)]
    mine = [1.0] * n  # A(a, b) for the row a being filled
    for a in range(1, n):
        theirs = 0.0  # B(a, b)
        for b in range(1, n):
            if b > 1:
                theirs = q * win[a][b - 1] + r * theirs
            win[a][b] = 0.5 * mine[b] + 0.5 * theirs
        mine = [q * win[a][b] + r * mine[b] for b in range(n)]
    return win


def win_chance(game: Rules, partnerships: bool, target: int, mine: int, theirs: int) -> float:
    """The chance that my side (with `mine` points) wins the match against the
    other (with `theirs`) to `target`."""
    if mine >= target:
        return 1.0
    if theirs >= target:
        return 0.0
    win = _table(MEAN_POINTS[(Rules.parse(game), partnerships)], target)
    return win[target - mine][target - theirs]


def match_odds(view):
    """`value -> chance of winning the match` once the round gives the seat's
    side `value` points (less than 0: the other side scores), or None where
    the view has no match score, or more than two sides play."""
    setup = view.setup
    if view.scores is None or view.target is None or setup.sides != 2:
        return None
    if len(view.scores) != 2:
        return None
    me = setup.side(view.seat)
    mine, theirs = view.scores[me], view.scores[1 - me]
    target = view.target

    def odds(value: int) -> float:
        if value > 0:
            return win_chance(setup.game, setup.partnerships, target, mine + value, theirs)
        return win_chance(setup.game, setup.partnerships, target, mine, theirs - value)

    return odds
