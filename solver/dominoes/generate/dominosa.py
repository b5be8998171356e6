"""Dominosa puzzles with one answer, graded, from one rng.

A candidate starts as a random covering of the grid by dominoes (a tiling
built cell by cell, then stirred by turning pairs of dominoes that fill a
2x2 square), each given a tile of the set at random, either way round. Such
a grid is rarely unique (1 in 70 at double-six), so it is repaired by hill
climbing: two dominoes swap their tiles (each maybe turned round), kept when
the grid has no more coverings than before (counted up to COUNT), until one
is left; the covering built is then the answer.

The human solver (solver/hints/dominosa.py) then grades it. An easy puzzle
needs only level 1 and a medium one at most level 2: where a step needs more,
the domino that step lays is given, and the puzzle is graded again; a medium
one must still need level 2. A hard one needs level 3 exactly (givens bring
a forcing chain down to it) and an extreme one level 4 or more (LEVELS),
with no givens. One that does not fit is drawn again (solver/generate.py
keeps drawing from the slot's rng).

Difficulty, by age first: children get small grids, and large numbers:

| feature | easy | medium | hard | extreme |
| --- | --- | --- | --- | --- |
| `set`: double-N | 3 or 4 | 4 or 5 | 6 | 7 |
| hardest technique (`level`) | 1 | 2 | 3 | 4 or more |
| `given` | where level 1 needs them | where level 2 needs them | where level 3 needs them | none |

`meta` also gets `set`, `given` and `swaps`, the swaps that made it unique.
"""

from __future__ import annotations

import random
from typing import Any

from puzzles.dominoes import dominosa
from puzzles.dominoes.dominosa import Domino, Position
from puzzles.dominoes.tiles import double_set
from puzzles.status import Status
from solver.dominoes.dominosa import Exhausted, count
from solver.results import Generated

BANDS: dict[str, dict[str, Any]] = {
    "easy": {"sets": (3, 4), "most": 1},
    "medium": {"sets": (5,), "most": 2},
    "hard": {"sets": (6,), "most": 3},
    "extreme": {"sets": (7,), "most": None},
}
# Narrower than the shared bands (solver/generate.py), and one past them: a
# medium puzzle needs a twin or a must-cover, a hard one set analysis or
# parity, an extreme one (for adults) a forcing chain or trial.
LEVELS = {"medium": (2, 2), "hard": (3, 3), "extreme": (4, 99)}
# Beyond Simon Tatham's basic deductions (single places, must-cover, twins,
# parity): a hard puzzle needs set analysis at least once, not parity alone.
BEYOND_BASIC = {"hard": "set-analysis"}
COUNT = 20  # coverings counted while climbing: fewer is better
NODES = 20_000  # search nodes a count may take; past it the grid counts as COUNT
SWAPS = 400  # tries to make one grid unique before a new covering is drawn


def generate(rng: random.Random, difficulty: str) -> Generated:
    band = BANDS[difficulty]
    return make(rng, rng.choice(band["sets"]), band["most"])


def fits(difficulty: str, steps: list, meta: dict) -> bool:
    """Does a graded puzzle need its difficulty's own technique (BEYOND_BASIC)?"""
    needed = BEYOND_BASIC.get(difficulty)
    return needed is None or any(s.technique == needed for s in steps)


def make(rng: random.Random, n: int, most: int | None = None) -> Generated:
    """A unique double-`n` puzzle drawn from `rng` alone, given dominoes where
    it needs a technique above level `most` (None: never)."""
    while True:
        made = unique_grid(rng, n)
        if made is not None:
            break
    puzzle, target, swaps = made
    given: list[Domino] = []
    if most is not None:
        from solver.hints import dominosa as human

        while True:
            answer = dominosa.answer(puzzle, Status.OPTIMAL, True, None, target)
            hard = next((s for s in human.explain(puzzle, answer) if s.level > most), None)
            if hard is None:
                break
            cells = [
                dominosa.parse_cell(c, puzzle.rows, puzzle.columns) for c in hard.move["cells"]
            ]
            given.append(puzzle.laid(*cells))
            puzzle = Position(n, puzzle.grid, tuple(sorted(given)))
    answer = dominosa.answer(puzzle, Status.OPTIMAL, True, None, target)
    return Generated(puzzle, answer, {"set": n, "given": len(given), "swaps": swaps})


def tiling(rng: random.Random, rows: int, columns: int) -> list[tuple[int, int]]:
    """A random covering of the grid by dominoes, as pairs of cells."""
    size = rows * columns
    mate = [-1] * size

    def fill(cell: int) -> bool:
        while cell < size and mate[cell] >= 0:
            cell += 1
        if cell == size:
            return True
        options = [d for d in (cell + 1, cell + columns) if _fits(cell, d, rows, columns, mate)]
        rng.shuffle(options)
        for other in options:
            mate[cell], mate[other] = other, cell
            if fill(cell + 1):
                return True
            mate[cell] = mate[other] = -1
        return False

    fill(0)
    for _ in range(4 * size):  # turn two dominoes that fill a 2x2 square
        r, c = rng.randrange(rows - 1), rng.randrange(columns - 1)
        a, b, d, e = (
            r * columns + c,
            r * columns + c + 1,
            (r + 1) * columns + c,
            (r + 1) * columns + c + 1,
        )
        if mate[a] == b and mate[d] == e:
            mate[a], mate[d], mate[b], mate[e] = d, a, e, b
        elif mate[a] == d and mate[b] == e:
            mate[a], mate[b], mate[d], mate[e] = b, a, e, d
    return [(c, mate[c]) for c in range(size) if c < mate[c]]


def _fits(cell: int, other: int, rows: int, columns: int, mate: list[int]) -> bool:
    if other >= rows * columns or mate[other] >= 0:
        return False
    return other != cell + 1 or other % columns != 0


def unique_grid(rng: random.Random, n: int):
    """(puzzle, its covering, swaps) or None when SWAPS did not make it unique.

    A swap takes one domino that another covering moves (it is where the
    grid is ambiguous) and one at random."""
    rows, columns = dominosa.shape(n)
    pairs = tiling(rng, rows, columns)
    tiles = list(double_set(n))
    rng.shuffle(tiles)
    laid = [_turned(rng, (t.a, t.b)) for t in tiles]
    now, loose = _coverings(n, pairs, _grid(pairs, laid, rows * columns))
    for swap in range(SWAPS):
        if now == 1:
            puzzle = Position(n, _grid(pairs, laid, rows * columns))
            target = tuple(sorted(puzzle.laid(a, b) for a, b in pairs))
            return puzzle, target, swap
        i = rng.choice(loose) if loose else rng.randrange(len(pairs))
        j = rng.randrange(len(pairs))
        tried = list(laid)
        tried[i], tried[j] = _turned(rng, laid[j]), _turned(rng, laid[i])
        count_tried, loose_tried = _coverings(n, pairs, _grid(pairs, tried, rows * columns))
        if count_tried <= now:
            laid, now, loose = tried, count_tried, loose_tried
    return None


def _turned(rng: random.Random, halves: tuple[int, int]) -> tuple[int, int]:
    return halves if rng.random() < 0.5 else (halves[1], halves[0])


def _grid(pairs, laid, size: int) -> tuple[int, ...]:
    grid = [0] * size
    for (a, b), (x, y) in zip(pairs, laid, strict=True):
        grid[a], grid[b] = x, y
    return tuple(grid)


def _coverings(n: int, pairs, grid: tuple[int, ...]) -> tuple[int, list[int]]:
    """How many coverings the grid has (up to COUNT) besides the one built,
    and the built dominoes (as indices of `pairs`) that another one moves."""
    position = Position(n, grid)
    try:
        found = count(position, COUNT, (), NODES)
    except Exhausted:
        return COUNT, []
    mine = [frozenset(pair) for pair in pairs]
    others = [{frozenset(d.cells) for d in f} for f in found]
    loose = [k for k, pair in enumerate(mine) if any(pair not in o for o in others)]
    return len(found), loose
