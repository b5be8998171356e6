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

**Three or four players, each for themselves** (`race_chance`). Which of the
others scores matters then: points to the leader hurt more than points to
the last. The model is the same, for every player: each round one of them
wins it, each with chance 1/n, and scores the geometric points of the mean
measured for the game and player count (MEAN_POINTS_EACH, between `best`
players). With a target of 61 and four players the needs, searched
exactly, make some 15 million states, so they are counted in steps of
ceil(target / UNITS) points (a need of 1 to `UNITS` steps, rounded up) and
the chance is exact for that coarser model: a table of a few thousand
states, the same on every run. A round's value must then say who scored
(`Scored`, what the expert's playouts give); a value that does not (the
search's, which is paranoid: solver/dominoes/expert.py) is counted as the
best placed of the others scoring it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache
from typing import Any

from puzzles.dominoes.tiles import Rules

# The mean points of a round won, by (game, partnerships).
MEAN_POINTS = {
    (Rules.BLOCK, False): 7.3,
    (Rules.DRAW, False): 12.9,
    (Rules.BLOCK, True): 10.0,
    (Rules.DRAW, True): 12.2,
}


# The mean points of a round won with 3 or 4 players each for themselves, by
# (game, players) (measured: 1,500 rounds between `best` players each).
MEAN_POINTS_EACH = {
    (Rules.BLOCK, 3): 17.4,
    (Rules.BLOCK, 4): 26.3,
    (Rules.DRAW, 3): 17.8,
    (Rules.DRAW, 4): 21.1,
}
UNITS = 12  # with 3 or 4 players a need is counted in steps of ceil(target / UNITS) points


class Scored(int):
    """A round's points for the seat's side (less than 0: another side scores),
    which also says which side scored them (`winner`, None: nobody)."""

    winner: int | None

    def __new__(cls, value: int, winner: int | None) -> Scored:
        out = super().__new__(cls, value)
        out.winner = winner
        return out


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


@lru_cache(maxsize=16)
def _race(mean_steps: float, players: int):
    """chance(mine, others): the chance that the player who needs `mine` more
    steps reaches the target first, against the others' needs (a sorted
    tuple), every need 1 or more; each round one of the `players` wins it
    (chance 1/n each) and scores k >= 1 steps with the geometric chance
    q (1-q)^(k-1), q = 1 / mean_steps (at most 1)."""
    q = min(1.0, 1.0 / mean_steps)
    r = 1.0 - q
    step = [q * r ** (k - 1) for k in range(UNITS + 2)]  # step[k], k >= 1

    @cache
    def chance(mine: int, others: tuple[int, ...]) -> float:
        # I win the round: the match once k >= mine, else I need mine - k.
        total = r ** (mine - 1)  # the chance of k >= mine
        total += sum(step[k] * chance(mine - k, others) for k in range(1, mine))
        for j, need in enumerate(others):  # another wins it: k >= need loses me the match
            rest = others[:j] + others[j + 1 :]
            for k in range(1, need):
                total += step[k] * chance(mine, tuple(sorted(rest + (need - k,))))
        return total / players

    return chance


def steps(need: int, target: int) -> int:
    """A need of points in steps of ceil(target / UNITS) points, rounded up."""
    size = -(-target // UNITS)
    return -(-need // size)


def race_chance(game: Rules, target: int, mine: int, others: list[int]) -> float:
    """The chance that I (with `mine` points) reach `target` first against the
    others' points, 3 or 4 players each for themselves (see the module)."""
    if mine >= target:
        return 1.0
    if any(s >= target for s in others):
        return 0.0
    size = -(-target // UNITS)
    chance = _race(MEAN_POINTS_EACH[(Rules.parse(game), len(others) + 1)] / size, len(others) + 1)
    return chance(
        steps(target - mine, target), tuple(sorted(steps(target - s, target) for s in others))
    )


def match_odds(view: Any) -> Callable[[int], float] | Callable[[Scored], float] | None:
    """`value -> chance of winning the match` once the round gives the seat's
    side `value` points (less than 0: another side scores; with 3 or 4 sides a
    `Scored` says which), or None where the view has no match score."""
    setup = view.setup
    if view.scores is None or view.target is None or len(view.scores) != setup.sides:
        return None
    if setup.sides > 2:
        return _odds_each(view)
    me = setup.side(view.seat)
    mine, theirs = view.scores[me], view.scores[1 - me]
    target = view.target

    def odds(value: int) -> float:
        if value > 0:
            return win_chance(setup.game, setup.partnerships, target, mine + value, theirs)
        return win_chance(setup.game, setup.partnerships, target, mine, theirs - value)

    return odds


def _odds_each(view: Any) -> Callable[[Scored], float]:
    """match_odds with 3 or 4 players each for themselves."""
    game, target, me = view.setup.game, view.target, view.seat
    scores = list(view.scores)

    def odds(value: int) -> float:
        after = list(scores)
        if value > 0:
            after[me] += value
        elif value < 0:
            winner = getattr(value, "winner", None)
            if winner is None:  # who scored is not said: the best placed of the others
                winner = max((q for q in range(len(scores)) if q != me), key=scores.__getitem__)
            after[winner] -= value
        return race_chance(game, target, after[me], [s for q, s in enumerate(after) if q != me])

    return odds
