"""What the line-puzzle generators (solver/dominoes/generate/blocked.py,
solver/dominoes/generate/chain.py) share: a random line of play, the candidate's
budget, and the last word of the real solver.

A candidate is kept only when the real solver (`solve`, one worker, seed 0,
no limit: what `check` runs) says `optimal` and unique, with the line the
generator meant. Each candidate has a budget of CP-SAT deterministic time
(`BUDGET`, the same on every machine) for its searches; one the solver cannot
decide within it is dropped and the next candidate comes from the same rng,
so the output depends on the seed alone.

Both write into a puzzle's `meta`, beside their own features:

- `solver_branches`: CP-SAT's `num_branches` summed over the real solve
  (optimum and uniqueness proof, one worker): the solver's search effort.
  Deterministic for one OR-Tools version; it grows with the model's size
  more than with the puzzle's subtlety, so it ranks and does not grade.
- `repairs`: how many times the candidate was repaired before it was unique.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from puzzles.dominoes.line import Half, Line
from puzzles.dominoes.tiles import Tile
from puzzles.status import Status
from solver.limits import Clock, Limits
from solver.results import Generated, first_unique

BUDGET = 2.0  # CP-SAT deterministic time per candidate, about 30 times what one needs
CANDIDATES = 300  # per puzzle, before giving up
MAX_REPAIRS = 12


def first_of(
    candidate: Callable[[random.Random, dict[str, Any]], Generated | None],
    rng: random.Random,
    band: dict[str, Any],
    what: str,
) -> Generated:
    """The first of up to CANDIDATES candidates in `band` that comes out unique."""
    return first_unique(lambda: candidate(rng, band), f"{what} puzzle", CANDIDATES)


class Budget(Clock):
    """The solver's own clock (one worker, seed 0) with `limit`, a deterministic
    budget shared by every solve of one candidate; it counts the search's
    branches. With `limit=None` its solvers are exactly those of `solve`
    without a time limit (the default work, solver/limits.py)."""

    def __init__(self, limit: float | None):
        super().__init__(Limits() if limit is None else Limits(work=limit))

    @property
    def branches(self) -> int:
        return sum(int(s.num_branches) for s in self.solvers)


def random_line(rng: random.Random, tiles: list[Tile], length: int) -> Line:
    """A line of play: a random first tile, then random tiles at random ends
    as the rules allow, until `length` tiles or nothing fits."""
    first = rng.choice(tiles)
    left, right = (first.a, first.b) if rng.random() < 0.5 else (first.b, first.a)
    before: list[Half] = []  # laid at the left end, nearest first
    after: list[Half] = [Half(left, right)]
    rest = [t for t in tiles if t != first]
    while len(before) + len(after) < length:
        moves = [
            (i, end)
            for i, t in enumerate(rest)
            for end, x in ((0, left), (1, right))
            if x == t.a or x == t.b
        ]
        if not moves:
            break
        i, end = rng.choice(moves)
        tile = rest.pop(i)
        if end == 0:
            before.append(Half(tile.other(left), left))
            left = before[-1][0]
        else:
            after.append(Half(right, tile.other(right)))
            right = after[-1][1]
    return Line((*reversed(before), *after))


def within(value: int, band: tuple[int, int]) -> bool:
    return band[0] <= value <= band[1]


def graded(
    solve_on: Callable, position: Any, answer_line: Line, features: Callable, repairs: int
) -> Generated | None:
    """The puzzle with the real solver's answer and the features that grade it
    (`features(position, line)`, the solver's effort, the repairs), or None
    unless that answer is the unique `answer_line`."""
    clock = Budget(None)
    answer = solve_on(position, clock)
    if answer.status != Status.OPTIMAL or answer.unique is not True:
        return None
    if not answer.line.same_as(answer_line):
        return None
    meta = features(position, answer.line)
    meta.update(solver_branches=clock.branches, repairs=repairs)
    return Generated(position, answer, meta)
