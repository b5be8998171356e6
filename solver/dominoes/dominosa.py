"""Solve a `dominosa` puzzle by exact cover: every cell once, every domino once.

The search keeps the places still open as one bit set (a Python int, a bit
per pair of neighbouring cells), lays every domino that a cell or a domino
leaves no choice for, and then tries each place of the cell or domino with
the fewest left. It stops at the second covering: two coverings are enough
to say "not unique". Measured against one boolean per place in CP-SAT
(solver/dominoes/dominosa_cp_sat.py, `python -m tests.bench dominosa`), it is the
faster on every order, with no model to build and no OR-Tools to import.

Its work counts against the answer's budget (solver/limits.py) as nodes
searched, so the answer is the same on every run.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from puzzles.dominoes.dominosa import Domino, DominosaAnswer, Position, answer
from puzzles.dominoes.tiles import double_set
from puzzles.errors import ProjectError
from puzzles.status import Status
from solver.limits import Clock, Limits

NODE_WORK = 1e-4  # deterministic "seconds" of work per node: WORK = 15 is 150 000 nodes


class Exhausted(ProjectError):
    """The search ran out of its budget before it could decide."""


@dataclass(frozen=True)
class GridPlaces:
    """The places of a grid and, for each cell and each domino, the bit set of its places."""

    places: tuple[Domino, ...]
    tiles: tuple[int, ...]  # each place's domino, as its index in the set
    at_cell: tuple[int, ...]
    of_tile: tuple[int, ...]
    cells: int  # how many
    ntiles: int

    @classmethod
    def of(cls, position: Position) -> GridPlaces:
        return _board(position.set_size, position.grid)

    def touching(self, p: int) -> int:
        """Every place that cannot lie with place p: it shares a cell or the domino."""
        a, b = self.places[p].cells
        return self.at_cell[a] | self.at_cell[b] | self.of_tile[self.tiles[p]]


@lru_cache(maxsize=64)
def _board(n: int, grid: tuple[int, ...]) -> GridPlaces:
    position = Position(n, grid)
    places = tuple(position.places())
    index = {t: i for i, t in enumerate(double_set(n))}
    tiles = tuple(index[d.tile] for d in places)
    at_cell = [0] * len(grid)
    of_tile = [0] * len(index)
    for p, d in enumerate(places):
        for c in d.cells:
            at_cell[c] |= 1 << p
        of_tile[tiles[p]] |= 1 << p
    return GridPlaces(places, tiles, tuple(at_cell), tuple(of_tile), len(grid), len(index))


def bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


@dataclass
class Open:
    """Where a search stands: places still open, cells and dominoes still free, laid places."""

    alive: int
    cells: int
    tiles: int
    laid: tuple[int, ...]

    @classmethod
    def start(cls, board: GridPlaces) -> Open:
        return cls(
            (1 << len(board.places)) - 1, (1 << board.cells) - 1, (1 << board.ntiles) - 1, ()
        )

    def lay(self, board: GridPlaces, p: int) -> Open:
        a, b = board.places[p].cells
        return Open(
            self.alive & ~board.touching(p),
            self.cells & ~(1 << a) & ~(1 << b),
            self.tiles & ~(1 << board.tiles[p]),
            (*self.laid, p),
        )


def settle(board: GridPlaces, state: Open) -> Open | None:
    """Lay every forced domino (a cell or a domino with one place left) until
    none is; None when a cell or a domino has no place left."""
    while True:
        forced = None
        for c in bits(state.cells):
            m = state.alive & board.at_cell[c]
            if not m:
                return None
            if not m & (m - 1):
                forced = m
                break
        if forced is None:
            for t in bits(state.tiles):
                m = state.alive & board.of_tile[t]
                if not m:
                    return None
                if not m & (m - 1):
                    forced = m
                    break
        if forced is None:
            return state
        state = state.lay(board, forced.bit_length() - 1)


def choices(board: GridPlaces, state: Open) -> int:
    """The places of the cell or domino with the fewest left (at least two)."""
    best, most = 0, 1 << 30
    for masks, free in ((board.at_cell, state.cells), (board.of_tile, state.tiles)):
        for i in bits(free):
            m = state.alive & masks[i]
            k = m.bit_count()
            if k < most:
                best, most = m, k
                if k == 2:
                    return best
    return best


def coverings(
    board: GridPlaces, start: Open, limit: int = 2, nodes=None, clock: Clock | None = None
):
    """Up to `limit` coverings from `start` (each a tuple of place indices) and
    the nodes searched; Exhausted past `nodes`, or once `clock`'s time limit
    is spent (looked at every 512 nodes)."""
    timed = clock if clock is not None and clock.left() is not None else None
    found: list[tuple[int, ...]] = []
    count = 0
    stack = [start]
    while stack:
        count += 1
        if (nodes is not None and count > nodes) or (
            timed is not None and count % 512 == 0 and not timed.left()
        ):
            raise Exhausted(count)
        state = settle(board, stack.pop())
        if state is None:
            continue
        if not state.cells:
            found.append(state.laid)
            if len(found) >= limit:
                break
            continue
        for p in reversed(list(bits(choices(board, state)))):
            stack.append(state.lay(board, p))
    return found, count


def start_with(board: GridPlaces, position: Position, laid: Iterable[Domino] = ()) -> Open | None:
    """The search's start with the given dominoes (and `laid`) in place; None
    when they leave no covering."""
    where = {d: p for p, d in enumerate(board.places)}
    state = Open.start(board)
    for d in (*position.given, *laid):
        p = where[d]
        if not state.alive >> p & 1:
            return None
        state = state.lay(board, p)
    return state


def count(position: Position, limit: int = 2, laid: Iterable[Domino] = (), nodes=None):
    """The coverings of `position` (with `laid` too), up to `limit`, as domino tuples."""
    board = GridPlaces.of(position)
    state = start_with(board, position, laid)
    if state is None:
        return []
    found, _ = coverings(board, state, limit, nodes)
    return [tuple(board.places[p] for p in f) for f in found]


def solve(position: Position, limits: Limits | None = None) -> DominosaAnswer:
    return solve_on(position, Clock(limits or Limits()))


def solve_on(position: Position, clock: Clock, laid: Iterable[Domino] = ()) -> DominosaAnswer:
    """The covering and whether it is the only one, `laid` dominoes kept too
    (what `analyse` asks after a move: is there still a covering, one only?)."""
    board = GridPlaces.of(position)
    state = start_with(board, position, laid)
    if state is None:
        return answer(position, Status.INFEASIBLE, False, clock.elapsed())
    work = clock.work_left()
    nodes = None if work is None else max(1, int(work / NODE_WORK))
    try:
        found, searched = coverings(board, state, 2, nodes, clock)
    except Exhausted as stop:
        clock.searched += stop.args[0] * NODE_WORK
        return answer(position, Status.UNKNOWN, None, clock.elapsed())
    clock.searched += searched * NODE_WORK
    if not found:
        return answer(position, Status.INFEASIBLE, False, clock.elapsed())
    dominoes = [board.places[p] for p in found[0]]
    return answer(position, Status.OPTIMAL, len(found) == 1, clock.elapsed(), dominoes)
