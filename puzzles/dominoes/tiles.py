"""Domino tiles, double-N sets and the open ends of a layout.

docs/rules.md sections 2 and 4 ("Open ends"). The rules of play need only the
open ends as a multiset of numbers; where a tile lies is for drawing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from puzzles.errors import BadInput, shown

MAX_SET = 18
_TILE = re.compile(r"\s*([0-9]{1,3})\s*[-|:]\s*([0-9]{1,3})\s*")  # ASCII digits only


class Rules(StrEnum):
    """Which game is played: Block (pass when stuck) or Draw (draw from the
    boneyard; doubles spin). Files and `play` name it `rules` (docs/formats.md)."""

    BLOCK = "block"
    DRAW = "draw"

    @classmethod
    def parse(cls, value: object) -> Rules:
        if not isinstance(value, str) or value not in tuple(cls):
            raise BadInput(f"unknown rule set {shown(value)} (block or draw)")
        return cls(value)


@dataclass(frozen=True, slots=True, order=True)
class Tile:
    """A tile a-b with a <= b; `order` sorts 0-0, 0-1, ..., 6-6."""

    a: int
    b: int

    def __post_init__(self) -> None:
        if self.a > self.b:
            low, high = self.b, self.a
            object.__setattr__(self, "a", low)
            object.__setattr__(self, "b", high)

    @classmethod
    def parse(cls, text: object, highest: int = MAX_SET) -> Tile:
        """`3-4` or `4-3` (either order), halves 0..`highest`."""
        return cls(*halves(text, highest))

    def __str__(self) -> str:
        return f"{self.a}-{self.b}"

    @property
    def pips(self) -> int:
        return self.a + self.b

    @property
    def is_double(self) -> bool:
        return self.a == self.b

    def other(self, half: int) -> int:
        """The half that shows when this tile is laid against `half`."""
        return self.b if half == self.a else self.a

    def rank(self) -> tuple[int, int]:
        """Higher is higher: most pips, then the higher half (docs/rules.md section 3)."""
        return (self.pips, self.b)


def halves(text: object, highest: int = MAX_SET) -> tuple[int, int]:
    """The halves of a tile as written: `3-4`, `3|4` or `3:4` is (3, 4)."""
    match = _TILE.fullmatch(text) if isinstance(text, str) else None
    if not match:
        raise BadInput(f"{shown(text)} is not a tile like '3-4'")
    a, b = int(match[1]), int(match[2])
    if max(a, b) > highest:
        raise BadInput(f"tile {shown(text)} is not in the double-{highest} set")
    return a, b


@cache
def double_set(n: int = 6) -> tuple[Tile, ...]:
    """Every tile a-b with 0 <= a <= b <= n: (n+1)(n+2)/2 of them."""
    if not 0 <= n <= MAX_SET:
        raise BadInput(f"a domino set is double-0 to double-{MAX_SET}, not double-{n}")
    return tuple(Tile(a, b) for a in range(n + 1) for b in range(a, n + 1))


def pips(tiles) -> int:
    return sum(t.pips for t in tiles)


Ends = tuple[int, ...]  # open ends as a sorted multiset; () before the first tile


def first_ends(tile: Tile, spinner: bool) -> Ends:
    """A first tile a-b opens {a, b}; a first double opens four ends as a spinner."""
    if tile.is_double and spinner:
        return (tile.a,) * 4
    return tuple(sorted((tile.a, tile.b)))


def add_to_ends(ends: Ends, tile: Tile, at: int, spinner: bool) -> Ends:
    """Lay `tile` at an open end showing `at`: that end goes, the far half comes;
    a double adds {x, x, x} as a spinner, else {x}."""
    out = list(ends)
    out.remove(at)
    if tile.is_double and spinner:
        out.extend((at, at, at))
    else:
        out.append(tile.other(at))
    out.sort()
    return tuple(out)


def legal_lays(hand, ends, game: Rules) -> list[tuple[Tile, int | None]]:
    """The lays of `hand` onto `ends` under `game`'s rules, in the order the
    referee offers them (the hand's order, a tile's lower end first): the one
    legal-move function of Block and Draw (the match, the seat's view, the
    sampler's player model and the expert's rollouts all ask it). On an
    empty table a block round opens with any tile, a draw round with the
    highest double dealt (docs/rules.md section 4): its
    holder lays it, so a hand holding no double has no opening lay there
    (the rules deal such a round again: nobody without a double opens it)."""
    if not ends:
        if game == Rules.DRAW:
            doubles = [t for t in hand if t.is_double]
            return [(max(doubles), None)] if doubles else []
        return [(t, None) for t in hand]
    # `fits`, unrolled: this is the inner loop of every simulated round.
    ends = set(ends)
    out: list[tuple[Tile, int | None]] = []
    for t in hand:
        if t.a in ends:
            out.append((t, t.a))
        if t.b != t.a and t.b in ends:
            out.append((t, t.b))
    return out


def fits(tile: Tile, ends: Ends) -> list[int]:
    """The distinct open-end numbers `tile` can be laid at (all of none yet)."""
    if not ends:
        return []
    return sorted({x for x in (tile.a, tile.b) if x in ends})
