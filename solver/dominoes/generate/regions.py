"""Domino regions puzzles with one answer, graded, from one rng.

A candidate starts from its answer. The board is grown domino by domino: a
rectangle tiled at random with a few dominoes taken out (holes), or an
irregular outline grown from one domino by laying the next against the
cells already there. Each domino gets a tile of the double-six set at
random (each tile once), either way round. Regions are then grown over the
numbers: a region of one to four neighbouring cells, its condition drawn
among those its numbers meet (a sum, a bound on the sum, all equal, all
different); a few cells stay in no region.

Such a board is seldom unique, so it is repaired: while a second answer
exists, a cell where the two differ is tied down (a cell in no region
becomes a one-cell region, or joins its neighbour's; a bound or an unequal
region becomes the sum it holds). When no repair is left the board is drawn
again.

The human solver (solver/hints/regions.py) then grades it. An easy puzzle
needs only level 1 and a medium one at most level 2: where a step needs more,
the domino that step lays is given, and the puzzle is graded again. A hard one
needs level 3 exactly (givens bring the search down to it) and an extreme one
the search, with no givens.

| feature | easy | medium | hard | extreme |
| --- | --- | --- | --- | --- |
| dominoes | 4-6 | 7-10 | 11-16 | 16-20 |
| hardest technique (`level`) | 1 | 2 | 3 | 4 |
| `given` | where level 1 needs them | where level 2 needs them | where level 3 needs them | none |

`meta` also gets `dominoes`, `regions`, `shape` (rectangle or outline),
`given` and `repairs`.
"""

from __future__ import annotations

import random
from typing import Any

from puzzles.dominoes import regions
from puzzles.dominoes.regions import (
    EQUAL,
    FREE,
    HOLE,
    LESS,
    MORE,
    SUM,
    UNEQUAL,
    Condition,
    LaidDomino,
    Position,
    Region,
)
from puzzles.dominoes.tiles import Tile, double_set
from puzzles.status import Status
from solver.dominoes.regions import SearchSpent, SearchState, search
from solver.results import Generated

SET = 6
BANDS: dict[str, dict[str, Any]] = {
    "easy": {"dominoes": (4, 6), "most": 1, "sizes": (1, 1, 1, 2, 2, 3)},
    "medium": {"dominoes": (7, 10), "most": 2},
    "hard": {"dominoes": (11, 16), "most": 3},
    "extreme": {"dominoes": (16, 20), "most": None},
}
# Narrower than the shared bands (solver/generate.py): a medium puzzle needs a
# level-2 step, a hard one two regions read together, an extreme one the search.
LEVELS = {"medium": (2, 2), "hard": (3, 3), "extreme": (4, 99)}
NODES = 4_000  # search nodes a count may take; past it the board is drawn again
FEW = 300  # nodes a count takes on a board near unique; past it two cells are tied at once
REPAIRS = 60  # repairs tried on one board before a new one is drawn
NAMES = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


SIZES = (1, 2, 2, 3, 3, 4)  # a region's cells, drawn from these (easy: smaller)


def generate(rng: random.Random, difficulty: str) -> Generated:
    band = BANDS[difficulty]
    low, high = band["dominoes"]
    return make(rng, rng.randint(low, high), band["most"], band.get("sizes", SIZES))


def make(
    rng: random.Random, dominoes: int, most: int | None = None, sizes: tuple[int, ...] = SIZES
) -> Generated:
    """A unique puzzle of `dominoes` dominoes drawn from `rng` alone, given
    dominoes where it needs a technique above level `most` (None: never)."""
    while True:
        made = unique_board(rng, dominoes, sizes)
        if made is not None:
            break
    puzzle, target, meta = made
    given: list[LaidDomino] = []
    if most is not None:
        from solver.hints import regions as human

        while True:
            answer = regions.answer(puzzle, Status.OPTIMAL, True, None, target)
            hard = next((s for s in human.explain(puzzle, answer) if s.level > most), None)
            if hard is None:
                break
            cells = tuple(regions.parse_cell(c, puzzle) for c in hard.move["cells"])
            numbers = tuple(int(x) for x in hard.move["tile"].split("-"))
            given.append(LaidDomino.laid((cells[0], cells[1]), (numbers[0], numbers[1])))
            puzzle = _with(puzzle, given=tuple(sorted(given)))
    answer = regions.answer(puzzle, Status.OPTIMAL, True, None, target)
    return Generated(puzzle, answer, {**meta, "given": len(given)})


# -- the board and its answer --------------------------------------------------------
def shape(rng: random.Random, dominoes: int) -> tuple[int, int, list[tuple[int, int]]]:
    """(rows, columns, the answer's pairs of cells): a board grown domino by domino."""
    if rng.random() < 0.4:
        made = _rectangle(rng, dominoes)
        if made is not None:
            return made
    return _outline(rng, dominoes)


def _rectangle(rng: random.Random, dominoes: int):
    """A rectangle of 2 * (dominoes + holes) cells tiled at random, `holes`
    dominoes taken out where the rest stays in one piece."""
    holes = rng.randint(0, 2)
    area = 2 * (dominoes + holes)
    sides = [(r, area // r) for r in range(2, 7) if area % r == 0 and 2 <= area // r <= 8]
    if not sides:
        return None
    rows, columns = rng.choice(sides)
    pairs = _tiling(rng, rows, columns)
    for _ in range(holes):
        for k in rng.sample(range(len(pairs)), len(pairs)):
            rest = pairs[:k] + pairs[k + 1 :]
            if _joined({c for p in rest for c in p}, columns):
                pairs = rest
                break
    if len(pairs) != dominoes:
        return None
    return _trimmed(rows, columns, pairs)


def _tiling(rng: random.Random, rows: int, columns: int) -> list[tuple[int, int]]:
    size = rows * columns
    mate = [-1] * size

    def fill(cell: int) -> bool:
        while cell < size and mate[cell] >= 0:
            cell += 1
        if cell == size:
            return True
        options = [
            d
            for d in (cell + 1, cell + columns)
            if d < size and mate[d] < 0 and (d != cell + 1 or d % columns)
        ]
        rng.shuffle(options)
        for other in options:
            mate[cell], mate[other] = other, cell
            if fill(cell + 1):
                return True
            mate[cell] = mate[other] = -1
        return False

    fill(0)
    return [(c, mate[c]) for c in range(size) if c < mate[c]]


def _outline(rng: random.Random, dominoes: int) -> tuple[int, int, list[tuple[int, int]]]:
    """An irregular board: each domino laid against the cells already there,
    within a box a little wider than square."""
    side = 2 + int((2 * dominoes) ** 0.5)
    columns = rows = side + 1
    start = (rows // 2) * columns + columns // 2
    pairs = [(start, start + 1)]
    taken = {start, start + 1}
    while len(pairs) < dominoes:
        edge = sorted({n for c in taken for n in _near(c, rows, columns)} - taken)
        a = rng.choice(edge)
        far = [n for n in _near(a, rows, columns) if n not in taken]
        if not far:
            continue
        b = rng.choice(far)
        pairs.append((min(a, b), max(a, b)))
        taken |= {a, b}
    return _trimmed(rows, columns, pairs)


def _near(cell: int, rows: int, columns: int) -> list[int]:
    r, c = divmod(cell, columns)
    out = []
    for rr, cc in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c)):
        if 0 <= rr < rows and 0 <= cc < columns:
            out.append(rr * columns + cc)
    return out


def _joined(cells: set[int], columns: int) -> bool:
    if not cells:
        return False
    first = min(cells)
    seen, todo = {first}, [first]
    while todo:
        c = todo.pop()
        r, k = divmod(c, columns)
        for n in (c - columns, c + columns, c - 1 if k else -1, c + 1 if k + 1 < columns else -1):
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(cells)


def _trimmed(rows: int, columns: int, pairs: list[tuple[int, int]]):
    """The pairs on the smallest box that holds them."""
    cells = [c for p in pairs for c in p]
    top = min(c // columns for c in cells)
    bottom = max(c // columns for c in cells)
    left = min(c % columns for c in cells)
    right = max(c % columns for c in cells)
    width = right - left + 1

    def moved(c: int) -> int:
        r, k = divmod(c, columns)
        return (r - top) * width + (k - left)

    return bottom - top + 1, width, [(moved(a), moved(b)) for a, b in pairs]


def numbers(rng: random.Random, pairs: list[tuple[int, int]], columns: int) -> list[LaidDomino]:
    """The answer: each pair a tile of the double-six set, at random, either
    way round; drawn again (a few times) while two dominoes side by side in a
    square could be paired the other way with the same tiles (a number
    repeated across the square's diagonal), which no region can tell apart."""
    for _ in range(20):
        tiles = rng.sample(list(double_set(SET)), len(pairs))
        out = []
        for (a, b), t in zip(pairs, tiles, strict=True):
            x, y = (t.a, t.b) if rng.random() < 0.5 else (t.b, t.a)
            out.append(LaidDomino.laid((a, b), (x, y)))
        if not _twisted(out, columns):
            break
    return out


def _twisted(laid: list[LaidDomino], columns: int) -> bool:
    """Do two parallel dominoes fill a square whose diagonal repeats a number?"""
    shows = regions.values(laid)
    joined = {d.cells for d in laid}
    for a, b in joined:
        if b == a + 1:  # side by side: is the one below parallel?
            c, d = a + columns, b + columns
        elif a % columns + 1 < columns:  # one above the other: the one to the right?
            c, d = a + 1, b + 1
        else:
            continue
        if (c, d) in joined and (shows[a] == shows[d] or shows[b] == shows[c]):
            return True
    return False


def regions_over(
    rng: random.Random,
    rows: int,
    columns: int,
    cells: list[int],
    shows: dict[int, int],
    sizes: tuple[int, ...] = SIZES,
) -> dict[int, str]:
    """Each cell's region letter (absent: no region), grown at random: a
    region of neighbouring cells, as many as drawn from `sizes`, sometimes
    of one number."""
    where: dict[int, str] = {}
    order = list(cells)
    rng.shuffle(order)
    letters = iter(NAMES)
    for c in order:
        if c in where:
            continue
        if rng.random() < 0.15:
            continue  # a cell in no region
        size = rng.choice(sizes)
        same = rng.random() < 0.3  # grow over one number: an equal region
        group = [c]
        while len(group) < size:
            near = [
                n
                for g in group
                for n in _near(g, rows, columns)
                if n in shows and n not in where and n not in group
            ]
            if same:
                near = [n for n in near if shows[n] == shows[c]]
            if not near:
                break
            group.append(rng.choice(near))
        name = next(letters)
        for g in group:
            where[g] = name
    return where


def condition_for(rng: random.Random, got: list[int]) -> Condition:
    """A condition these numbers meet, drawn the way such puzzles mix them."""
    total = sum(got)
    options: list[Condition] = [Condition(SUM, total)] * 3
    if len(got) > 1 and len(set(got)) == 1:
        options += [Condition(EQUAL)] * 6
    if len(got) > 1 and len(set(got)) == len(got):
        options += [Condition(UNEQUAL)] * 2
    options += [Condition(LESS, total + rng.randint(1, 3))]
    if total > 0:
        options += [Condition(MORE, max(0, total - rng.randint(1, 3)))]
    return rng.choice(options)


def unique_board(rng: random.Random, dominoes: int, sizes: tuple[int, ...] = SIZES):
    """(puzzle, its answer, meta) or None when REPAIRS did not make it unique."""
    rows, columns, pairs = shape(rng, dominoes)
    target = numbers(rng, pairs, columns)
    shows = regions.values(target)
    cells = sorted(shows)
    where = regions_over(rng, rows, columns, cells, shows, sizes)
    conditions = {
        name: condition_for(rng, [shows[c] for c in cells if where.get(c) == name])
        for name in sorted(set(where.values()))
    }
    letters = iter(n for n in NAMES if n not in conditions)
    for repair in range(REPAIRS + 1):
        puzzle = _position(rows, columns, shows, where, conditions, target)
        state = SearchState.start(puzzle)
        assert state is not None  # no givens yet
        try:
            found, searched = search(state, 2, NODES)
        except SearchSpent:
            return None
        if len(found) == 1:
            meta = {
                "dominoes": dominoes,
                "regions": len(puzzle.regions),
                "repairs": repair,
            }
            return puzzle, tuple(sorted(target)), meta
        other = next(f for f in found if set(f) != set(target))
        if not _repair(rng, rows, columns, shows, where, conditions, other, letters):
            return None
        if searched > FEW:  # far from unique: tie a second cell before counting again
            _repair(rng, rows, columns, shows, where, conditions, other, letters)
    return None


def _repair(rng, rows, columns, shows, where, conditions, other, letters) -> bool:
    """Tie down one cell where `other` differs from the answer; False when none can be."""
    theirs = regions.values(other)
    differ = [c for c in sorted(shows) if theirs.get(c) != shows[c]]
    if not differ:
        return False  # the same numbers paired otherwise: no region tells them apart
    rng.shuffle(differ)
    for c in differ:
        name = where.get(c)
        if name is None:
            near = [where[n] for n in _near(c, rows, columns) if n in where]
            if near and rng.random() < 0.5:
                joined = rng.choice(near)
                where[c] = joined
                got = [shows[x] for x in shows if where.get(x) == joined]
                conditions[joined] = _tighter(conditions[joined], got)
            else:
                new = next(letters, None)
                if new is None:
                    return False
                where[c] = new
                conditions[new] = Condition(SUM, shows[c])
            return True
        got = [shows[x] for x in shows if where.get(x) == name]
        tighter = _tighter(conditions[name], got, strict=True)
        if tighter != conditions[name]:
            conditions[name] = tighter
            return True
    for c in differ:  # every differing cell's region is tight: split one off
        name = where.get(c)
        rest = {x for x in shows if where.get(x) == name and x != c}
        if name is None or not rest or not _joined(rest, columns):
            continue
        new = next(letters, None)
        if new is None:
            return False
        where[c] = new
        conditions[new] = Condition(SUM, shows[c])
        if conditions[name].what != EQUAL or len(rest) == 1:
            conditions[name] = Condition(SUM, sum(shows[x] for x in rest))
        return True
    return False


def _tighter(old: Condition, got: list[int], strict: bool = False) -> Condition:
    """A condition `got` meets, as tight as `old` or tighter: `old` while it
    still holds (unless `strict`), else the sum."""
    if old.what == EQUAL and len(set(got)) == 1:
        return old
    if not strict and old.met(got):
        return old
    return Condition(SUM, sum(got))


def _position(rows, columns, shows, where, conditions, target) -> Position:
    board = []
    for i in range(rows * columns):
        board.append(HOLE if i not in shows else where.get(i, FREE))
    regs = tuple(
        Region(name, conditions[name], tuple(c for c in sorted(shows) if where.get(c) == name))
        for name in sorted(conditions)
        if any(where.get(c) == name for c in shows)
    )
    tiles = tuple(sorted(Tile(*d.numbers) for d in target))
    return Position(SET, rows, columns, tuple(board), regs, tiles)


def _with(puzzle: Position, given: tuple[LaidDomino, ...]) -> Position:
    from dataclasses import replace

    return replace(puzzle, given=given, solution=None)
