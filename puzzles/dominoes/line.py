"""A line of play written left to right: `6-6 6-3 3-1` (docs/rules.md section 5).

Each tile is written as its halves appear, so neighbours meet with equal
halves. Under block rules the open ends are the two outer halves; under draw
rules every double in the line is a spinner and adds its two free sides.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

from puzzles.dominoes.tiles import MAX_SET, Rules, Tile, halves
from puzzles.errors import BadInput, IllegalMove, shown


class End(StrEnum):
    """Where a move goes: an end of the line, a spinner's side (draw rules),
    or no tile laid at all: a draw from the boneyard, a pass."""

    LEFT = "left"
    RIGHT = "right"
    SPINNER = "spinner"
    DRAW = "draw"
    PASS = "pass"


class Half(NamedTuple):
    """A tile as it lies: its left half and its right half, written `3-4`."""

    left: int
    right: int

    @classmethod
    def parse(cls, text: object, highest: int = MAX_SET) -> Half:
        """`3-4` (or `3|4`, `3:4`) as written: left half 3, right half 4."""
        return cls(*halves(text, highest))

    def __str__(self) -> str:
        return f"{self.left}-{self.right}"


@dataclass(frozen=True)
class Line:
    laid: tuple[Half, ...] = ()  # read as Halfs whatever pairs are given

    def __post_init__(self) -> None:
        if not all(type(h) is Half for h in self.laid):
            object.__setattr__(self, "laid", tuple(Half(*h) for h in self.laid))

    @classmethod
    def parse(cls, text: object, highest: int = MAX_SET) -> Line:
        if text is None:
            return cls()
        if isinstance(text, list | tuple) and all(isinstance(w, str) for w in text):
            words = list(text)  # a YAML list, as `tiles` and `hands` are written
        elif isinstance(text, str):
            words = text.replace(",", " ").split()
        else:
            raise BadInput(
                f"a line is written like '6-6 6-3 3-1' or [6-6, 6-3, 3-1], not {shown(text)}"
            )
        laid: list[Half] = []
        seen: set[Tile] = set()
        for i, word in enumerate(words):
            left, right = Half.parse(word, highest)
            tile = Tile(left, right)
            if tile in seen:
                raise BadInput(f"tile {tile} is in the line twice")
            seen.add(tile)
            if laid and laid[-1][1] != left:
                raise BadInput(
                    f"tile {i + 1} '{word}' does not match: its left half {left} meets "
                    f"{laid[-1][1]}"
                )
            laid.append(Half(left, right))
        return cls(tuple(laid))

    def __str__(self) -> str:
        return " ".join(map(str, self.laid))

    def __len__(self) -> int:
        return len(self.laid)

    @property
    def tiles(self) -> list[Tile]:
        return [Tile(a, b) for a, b in self.laid]

    def reversed(self) -> Line:
        return Line(tuple(Half(b, a) for a, b in reversed(self.laid)))

    def find(self, run: Line) -> int | None:
        """Where `run` lies in this line as tiles in a row, read this way round:
        the index of its first tile (0 for an empty run), or None."""
        n = len(run)
        return next((i for i in range(len(self) - n + 1) if self.laid[i : i + n] == run.laid), None)

    def same_as(self, other: Line) -> bool:
        """A line and its reverse are the same line."""
        return self == other or self == other.reversed()

    @property
    def left(self) -> int | None:
        return self.laid[0][0] if self.laid else None

    @property
    def right(self) -> int | None:
        return self.laid[-1][1] if self.laid else None

    def open_ends(self, game: Rules = Rules.BLOCK) -> tuple[int, ...]:
        """The outer halves; under draw rules each double adds its two free sides."""
        if not self.laid:
            return ()
        ends = [self.laid[0][0], self.laid[-1][1]]  # left, right
        if game == Rules.DRAW:
            ends += [a for a, b in self.laid if a == b for _ in range(2)]
        return tuple(sorted(ends))

    def add(self, tile: Tile, end: End) -> Line:
        """Lay `tile` at the left or right end (the first tile: as written a-b)."""
        if not self.laid:
            return Line((Half(tile.a, tile.b),))
        if end == End.LEFT:
            x = self.left
            if x not in (tile.a, tile.b):
                raise IllegalMove(f"{tile} does not fit the left end {x}")
            return Line((Half(tile.other(x), x), *self.laid))
        x = self.right
        if x not in (tile.a, tile.b):
            raise IllegalMove(f"{tile} does not fit the right end {x}")
        return Line((*self.laid, Half(x, tile.other(x))))

    def draw(self) -> str:
        """For people: tiles as [a|b], doubles crosswise."""
        from puzzles.dominoes.layout import draw_line

        return draw_line([(a, b, a == b) for a, b in self.laid]) if self.laid else "(empty line)"

    def is_blocked(self, others, game: Rules = Rules.BLOCK) -> bool:
        """No tile of `others` (tiles not in the line) matches an open end."""
        ends = set(self.open_ends(game))
        return not any(t.a in ends or t.b in ends for t in others)
