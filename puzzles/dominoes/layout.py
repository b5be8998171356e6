"""Where the tiles of a round lie, for people: the line and its spinner arms.

The rules need only the open ends (puzzles/dominoes/tiles.py); this rebuilds a
layout from the moves so that text output can draw it. A tile added at an
open end showing x goes to the oldest open end showing x.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from puzzles.dominoes.tiles import Tile
from puzzles.game_words import checked, phrase
from puzzles.words import ENGLISH, Words


@dataclass
class _Placed:
    tile: Tile
    near: int  # the half that touches the tile before it (the first tile: its left half)
    arms: dict[str, list[_Placed]] = field(default_factory=dict)

    @property
    def far(self) -> int:
        return self.tile.other(self.near)


@dataclass
class Layout:
    root: _Placed | None = None
    # open ends, oldest first: (number, the arm list it extends, arm owner, arm name)
    ends: list[tuple[int, list[_Placed]]] = field(default_factory=list)
    spinner_arms: list[tuple[_Placed, str, list[_Placed]]] = field(default_factory=list)
    left: list[_Placed] = field(default_factory=list)
    right: list[_Placed] = field(default_factory=list)

    def add(self, tile: Tile, at: int | None, spinner: bool) -> None:
        if at is None:
            self.root = _Placed(tile, tile.a)
            self.ends = [(tile.a, self.left), (tile.b, self.right)]
            if spinner:
                self._open_sides(self.root)
            return
        i = next(i for i, (x, _) in enumerate(self.ends) if x == at)
        _, arm = self.ends.pop(i)
        placed = _Placed(tile, at)
        arm.append(placed)
        self.ends.append((placed.far, arm))
        if spinner:
            self._open_sides(placed)

    def _open_sides(self, double: _Placed) -> None:
        for side in ("up", "down"):
            arm: list[_Placed] = []
            double.arms[side] = arm
            self.spinner_arms.append((double, side, arm))
            self.ends.append((double.tile.a, arm))

    def text(self, words: Words = ENGLISH) -> str:
        """The main line left to right (doubles crosswise, stood on end), then each
        spinner arm that holds tiles, outwards from its spinner; its words in `words`' language."""
        checked(words)
        if self.root is None:
            return words("game.no_tile")
        line = [(p.far, p.near, p.tile.is_double) for p in reversed(self.left)]
        line.append((self.root.tile.a, self.root.tile.b, self.root.tile.is_double))
        line += [(p.near, p.far, p.tile.is_double) for p in self.right]
        out = draw_line(line).splitlines()
        for double, side, arm in self.spinner_arms:
            if arm:
                tiles = " ".join(f"[{p.near}|{p.far}]" for p in arm)
                out.append("  " + phrase(words, f"arm_{side}", tile=double.tile, tiles=tiles))
        return "\n".join(out)


def draw_line(laid: list[tuple[int, int, bool]]) -> str:
    """Tiles left to right as `[a|b]`; a double stands crosswise on three rows."""
    rows = ["", "", ""]
    for a, b, double in laid:
        if double:
            top, bottom = f"[{a}]", f"[{b}]"
            rows[0] += top
            rows[1] += "|".center(len(top))
            rows[2] += bottom
        else:
            cell = f"[{a}|{b}]"
            rows[0] += " " * len(cell)
            rows[1] += cell
            rows[2] += " " * len(cell)
    return "\n".join(r.rstrip() for r in rows if r.strip())
