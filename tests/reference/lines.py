"""Exhaustive references for the line puzzles: every line, one by one.

Grows lines from the given line (or from every single tile) by every tile
that fits at either end, keeps those that answer the puzzle, and compares
them by the objective. Only for small sets: the number of lines explodes.
"""

from __future__ import annotations

from dataclasses import dataclass

from puzzles.dominoes import blocked, chain
from puzzles.dominoes.line import Line
from puzzles.dominoes.tiles import Tile
from tests.helpers import canonical


@dataclass(frozen=True)
class Result:
    best: tuple | None  # the objective, smaller is better
    lines: frozenset[Line]  # every best line, the one of it and its reverse that sorts first

    @property
    def unique(self) -> bool:
        return len(self.lines) == 1


def all_lines(start: Line, tiles: list[Tile]):
    """Every line that holds `start` (as written) and tiles from `tiles`."""
    seen: set[tuple] = set()
    # each line with the set of its tiles, grown as the line grows
    stack = (
        [(start, frozenset(start.tiles))]
        if start.laid
        else [(Line(((t.a, t.b),)), frozenset((t,))) for t in tiles]
    )
    while stack:
        line, there = stack.pop()
        if line.laid in seen:
            continue
        seen.add(line.laid)
        yield line
        for tile in tiles:
            if tile in there:
                continue
            for end in ("left", "right"):
                x = line.left if end == "left" else line.right
                if x in (tile.a, tile.b):
                    stack.append((line.add(tile, end), there | {tile}))


def _best(candidates) -> Result:
    best, lines = None, set()
    for value, line in candidates:
        if best is None or value < best:
            best, lines = value, {canonical(line)}
        elif value == best:
            lines.add(canonical(line))
    return Result(best, frozenset(lines))


def solve_blocked(position: blocked.Position) -> Result:
    hand = set(position.hands[position.hand]) if position.objective == "max-pips" else set()

    given = set(position.line.tiles)

    def value(line: Line) -> tuple:
        laid = [t for t in line.tiles if t not in given]
        return (sum(t.pips for t in laid if t in hand), len(laid))

    return _best(
        (value(line), line)
        for line in all_lines(position.line, position.layable)
        if position.is_blocked(line)
    )


def solve_chain(position: chain.Position) -> Result:
    n = len(position.tiles)
    return _best(
        ((), line)
        for line in all_lines(Line(), list(position.tiles))
        if len(line) == n and (position.fits(line) or position.fits(line.reversed()))
    )


def blocked_first_moves(position: blocked.Position) -> dict[tuple, tuple | None]:
    """The best objective (pips of the hand laid, tiles laid: smaller is
    better) of the blocked lines that can begin with each first move: (tile,
    None) on an empty line, a line that holds it; else (tile, end), lines in
    which that tile lies next to the given line on that end."""
    hand = set(position.hands[position.hand]) if position.objective == "max-pips" else set()
    given = position.line
    out: dict[tuple, tuple | None] = {}
    for line in all_lines(given, position.layable):
        if not position.is_blocked(line):
            continue
        laid = [t for t in line.tiles if t not in set(given.tiles)]
        value = (sum(t.pips for t in laid if t in hand), len(laid))
        if not given.laid:
            starts = [(t, None) for t in line.tiles]
        else:
            i = line.find(given)
            starts = []
            if i > 0:
                starts.append((line.tiles[i - 1], "left"))
            if i + len(given) < len(line):
                starts.append((line.tiles[i + len(given)], "right"))
        for start in starts:
            if out.get(start) is None or value < out[start]:
                out[start] = value
    return out


def chain_first_moves(position: chain.Position) -> dict[tuple[int, tuple[int, int]], bool]:
    """For each place and tile as laid there, is there a whole line, this way
    round or reversed, that meets the clues and holds it there?"""
    n = len(position.tiles)
    out: dict[tuple[int, tuple[int, int]], bool] = {}
    for line in all_lines(Line(), list(position.tiles)):
        if len(line) != n:
            continue
        for way in (line, line.reversed()):
            if position.fits(way):
                for at, laid in enumerate(way.laid, 1):
                    out[(at, laid)] = True
    return out
