"""Where the tiles of a line and of a pool go: geometry only, in mm.

A line that does not fit its column turns as a line on a table does: a
snake. The first row runs left to right; at its end the next tile hangs
down under the last tile's outer half, laid lengthwise down (the turn),
and the next row runs back from beside the turn tile's lower half, right
to left; the next turn is at the left, and so on. Every tile touches the
one before it, so the line reads along one path without arrows, from its
left end (the first row's first tile) to its right end (wherever the
last row stops). A double lies crosswise in its row and never takes or
meets a turn: the turn moves one tile back instead (a double hanging off
its short side would read as a spinner's arm), unless the column is too
narrow for any other way. Of the ways to turn (each row at one of its two
latest possible turns; the first row at the left, or pushed right so that
the row after its turn holds more), the one with the fewest rows is drawn.

A line with no double crosswise and no numbers (a row of blanks to draw
into, a worksheet's key laid as its blanks) turns tighter: the turn tile
stands beside the row's last tile, and the next row runs back right under
the row, a hairpin.

A pool (a hand, the tiles to lay) is a set, not a line: a grid of tiles
lying flat, wider apart than a line's tiles, in rows that always run left
to right, never joined.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

GAP = 1.2  # mm between touching tiles of a line
POOL_GAP = 3.0  # mm between the tiles of a pool, at most
POOL_ROW_GAP = 3.0  # mm between a pool's rows
NUMBER_STRIP = 5.0  # mm under a row for the numbers under its tiles
EPS = 1e-6  # mm: a width met exactly is met
TRIES = 2  # the latest turns a row tries (each turn earlier holds a tile fewer)


@dataclass(frozen=True)
class Placed:
    """One slot of a line as drawn: its top-left corner, whether it stands
    (a double crosswise, or a turn tile), whether it is drawn b-a (a row
    running leftwards), and its row (a turn tile: the row it leaves)."""

    x: float
    y: float
    w: float
    h: float
    standing: bool
    flipped: bool
    row: int
    turn: bool = False


@dataclass(frozen=True)
class Snake:
    """A line laid out: every slot placed, the rows' tops (of their tiles
    lying along the row), and each row's direction (+1 rightwards)."""

    placed: tuple[Placed, ...]
    tops: tuple[float, ...]
    directions: tuple[int, ...]

    @property
    def rows(self) -> int:
        return len(self.tops)

    def open_end(self, last: bool) -> tuple[float, float, int]:
        """An open end: the x of the outer edge of the end tile, the top of
        the row's lying tiles, and the way it faces (-1 left, +1 right)."""
        if not self.placed:
            return 0.0, 0.0, -1 if not last else 1
        p = self.placed[-1] if last else self.placed[0]
        if last and p.turn:  # a column too narrow for more: its lower half is open
            direction = self.directions[p.row + 1]
            return (p.x + p.w if direction > 0 else p.x), self.tops[p.row + 1], direction
        direction = self.directions[p.row] if last else -1
        x = p.x + p.w if direction > 0 else p.x
        return x, self.tops[p.row], direction


def snake(
    doubles: Sequence[bool],
    s: float,
    width: float,
    margins: tuple[float, float] = (0.0, 0.0),
    clearance=None,
    beside: bool = False,
) -> Snake:
    """Lay out a line of slots (`doubles[i]`: slot i is a double lying
    crosswise) in rows at most `width` wide, `margins` kept clear at the
    left and the right (for a turn tile's number).

    A turn tile hangs under the row's last tile (rows 2s + g apart, g from
    `clearance(row_above, row_below, xs, lengths)`, or GAP), or with
    `beside` (a line with no double crosswise and no numbers: every tile
    one half tall) stands beside its end, outside the row, the next row
    running back right under it, s + GAP lower: a hairpin. In a column too
    narrow to turn clear of every double, a turn may hang under one; too
    narrow for that, a row runs on past the width until it can turn (the
    drawing's size says so)."""
    n = len(doubles)
    length = [s if d else 2 * s for d in doubles]
    left, right = margins[0], width - margins[1]
    xs: list[float] = [0.0] * n  # each slot's left edge
    rows: list[int] = [0] * n
    turns: set[int] = set()
    directions = [1]

    def row_from(i: int, x: float, d: int, run_on: bool = False):
        """Slots from i laid from x (the near edge) in direction d while they
        fit: their left edges and the first slot that did not (n: all did);
        `run_on`: past the width up to the first slot a turn may follow."""
        pos: list[float] = []
        first = i
        while i < n:
            w = length[i]
            fits = x + w <= right + EPS if d > 0 else x - w >= left - EPS
            if not fits and i > first and (not run_on or turns_at(first, pos, i, d)):
                break
            pos.append(x if d > 0 else x - w)
            x = x + w + GAP if d > 0 else x - w - GAP
            i += 1
        return pos, i

    def turns_at(first: int, pos: list[float], stop: int, d: int) -> list[tuple[int, float]]:
        """Where a row from `first` may turn when `stop` did not fit, latest
        first, each with the outer edge of the tile the turn hangs from."""

        def outer(k: int) -> float:
            return pos[k - 1 - first] + length[k - 1] if d > 0 else pos[k - 1 - first]

        def fits(k: int) -> bool:  # no double takes or meets a turn; a turn beside has room
            if doubles[k] or (doubles[k - 1] and not loose):
                return False
            if not beside:
                return True
            e = outer(k)
            return e + GAP + s <= right + EPS if d > 0 else e - GAP - s >= left - EPS

        ks = [k for k in range(min(stop, n - 2), first, -1) if fits(k)]
        if not ks and stop == n - 1 and n - 1 > first and fits(n - 1):
            ks = [n - 1]  # the line ends hanging: a column too narrow for more
        return [(k, outer(k)) for k in ks]

    def after(e: float, d: int) -> tuple[float, float]:
        """The turn tile's left edge, and the next row's start, for a turn
        off the outer edge `e` of a row running in direction d."""
        if beside:
            return (e + GAP if d > 0 else e - GAP - s), e
        return (e - s if d > 0 else e), (e - s - GAP if d > 0 else e + s + GAP)

    tried: dict = {}

    def plan(i: int, x: float, d: int):
        """The turns (slot, outer edge) of the rows from a row starting at
        slot i, every row within the width, as few rows as may be (of as
        many, the row that holds more first); None if there is no such way."""
        if i >= n:
            return []  # the line ended hanging off the last turn
        key = (i, round(x, 3), d)
        if key not in tried:
            tried[key] = None
            pos, stop = row_from(i, x, d)
            if pos[0] < left - EPS or pos[0] + length[i] > right + EPS:
                return None  # not even its first tile fits
            if stop >= n:
                tried[key] = []
            for k, e in turns_at(i, pos, stop, d)[:TRIES] if stop < n else []:
                rest = plan(k + 1, after(e, d)[1], -d)
                if rest is not None and (tried[key] is None or len(rest) + 1 < len(tried[key])):
                    tried[key] = [(k, e), *rest]
        return tried[key]

    def start() -> tuple[float, list | None]:
        """Where the first row starts, and the turns: at the left, or further
        right (its last tile at the right edge, so that the next row, which
        starts by the turn, holds more) where that takes fewer rows or is
        the only way to stay within the width."""
        pos, stop = row_from(0, left, 1)
        slides = [0.0] + [right - e for _, e in turns_at(0, pos, stop, 1)] if stop < n else [0.0]
        best: tuple[float, list | None] = (left, None)
        for slide in slides:
            found = plan(0, left + slide, 1)
            if found is not None and (best[1] is None or len(found) < len(best[1])):
                best = (left + slide, found)
        return best

    loose = False
    x0, within = start()
    if within is None and not beside:  # too narrow: a turn may hang under a double
        loose, tried = True, {}
        x0, within = start()
    i, x, row = 0, x0, 0
    while i < n:
        d = directions[row]
        if within is not None:
            pos, stop = row_from(i, x, d)
            k, e = within[row] if row < len(within) else (n, 0.0)
        else:  # no way within the width: a row runs on until it may turn
            pos, stop = row_from(i, x, d, run_on=True)
            options = turns_at(i, pos, stop, d) if stop < n else []
            k, e = options[0] if options else (n, 0.0)
        for j in range(i, min(k, stop)):
            xs[j], rows[j] = pos[j - i], row
        if k >= n:
            break
        xs[k], x = after(e, d)
        rows[k] = row
        turns.add(k)
        i = k + 1
        row += 1
        directions.append(-d)
    if beside:
        tops = [r * (s + GAP) for r in range(len(directions))]
    else:
        tops = _tops(rows, turns, xs, length, s, len(directions), clearance, doubles)
    placed = []
    for j in range(n):
        r = rows[j]
        if j in turns:  # its halves level with the two rows' lying tiles
            y = tops[r] + GAP / 2 if beside else tops[r + 1] - s
            placed.append(Placed(xs[j], y, s, 2 * s, True, False, r, turn=True))
        elif doubles[j]:
            placed.append(Placed(xs[j], tops[r] - s / 2, s, 2 * s, True, False, r))
        else:
            placed.append(Placed(xs[j], tops[r], 2 * s, s, False, directions[r] < 0, r))
    shift = min(0.0, *(p.x - margins[0] for p in placed)) if placed else 0.0
    if shift < 0:  # a row ran on past the left side
        placed = [dataclasses.replace(p, x=p.x - shift) for p in placed]
    return Snake(tuple(placed), tuple(tops), tuple(directions))


def _turn(doubles: Sequence[bool], first: int, stop: int, room) -> int | None:
    """Which tile turns when the row from `first` is full before `stop`: the
    latest that is no double, follows no double, has `room`, and is not the
    line's last tile (a line ends in a row) unless no other can; None if
    none may."""
    n = len(doubles)
    for k in range(min(stop, n - 2), first, -1):
        if not doubles[k] and not doubles[k - 1] and room(k):
            return k
    k = n - 1
    if stop == k and k > first and not doubles[k] and not doubles[k - 1] and room(k):
        return k
    return None


def _tops(rows, turns, xs, length, s, count, clearance, doubles) -> list[float]:
    """Each row's top: the row below hangs from the turn tile's lower half,
    2s + g below, g the gap the two rows' tiles (and numbers) need (a turn
    hanging under a double: clear of it)."""
    tops = [0.0]
    for r in range(count - 1):
        turn = min(t for t in turns if rows[t] == r)
        g = GAP + s / 2 if doubles[turn - 1] else GAP
        if clearance is not None:
            # a turn tile's lower half lies in the row below the one it leaves
            above = [j for j in range(len(rows)) if rows[j] + (j in turns) == r]
            below = [j for j in range(len(rows)) if rows[j] == r + 1 and j not in turns]
            g = max(g, clearance(above, below, xs, length))
        tops.append(tops[-1] + 2 * s + g)
    return tops


def old_rows(lengths: Sequence[float], s: float, width: float) -> int:
    """The rows the line took before it turned (a row broken with an arrow
    where the next tile passed `width` less one half): the count the snake
    must never exceed."""
    rows, x = 1, 0.0
    for w in lengths:
        if x > 0 and x + w > width - s:
            rows, x = rows + 1, 0.0
        x += w + GAP
    return rows


def pool_columns(count: int, s: float, width: float) -> tuple[int, float]:
    """Tiles to a pool's row, and the gap between them: POOL_GAP apart where
    that fits as many as a row of the old drawing held, closer (never under
    2 mm) where a wider gap would cost a row."""
    tile = 2 * s
    old = 1 + max(0, int((width - 3 * s) // (tile + GAP))) if width >= 3 * s else 1
    wide = max(1, int((width + POOL_GAP) // (tile + POOL_GAP)))
    columns = min(max(old, wide), max(count, 1))
    gap = POOL_GAP
    if columns > 1 and columns * tile + (columns - 1) * POOL_GAP > width:
        gap = (width - columns * tile) / (columns - 1)
    return columns, gap


def pool(count: int, s: float, width: float) -> list[tuple[float, float]]:
    """The top-left corners of a pool's tiles, row by row, left to right."""
    columns, gap = pool_columns(count, s, width)
    return [
        ((i % columns) * (2 * s + gap), (i // columns) * (s + POOL_ROW_GAP)) for i in range(count)
    ]
