"""Domino tiles, lines, hands and blanks to fill: shared by every line kind.

A tile lies along the line; a double lies crosswise. Halves show the
standard pip layouts up to 9, and their number beyond that.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from typing import Any

from puzzles.dominoes.tiles import Tile
from puzzles.drawing import style
from puzzles.drawing.page import paragraph, text_width

HALF = 8.0  # mm: one half of a tile is HALF x HALF
MARK = "#d0d0d0"  # the fill that marks a tile (a key's winning move)
GAP = 1.2  # mm between tiles in a line
ROW = 140.0  # mm: a line wraps to the next row past this width

# Pip positions on a 3x3 grid (column, row) per number.
_PIPS = {
    0: [],
    1: [(1, 1)],
    2: [(0, 0), (2, 2)],
    3: [(0, 0), (1, 1), (2, 2)],
    4: [(0, 0), (2, 0), (0, 2), (2, 2)],
    5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
    6: [(0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)],
    7: [(0, 0), (0, 1), (0, 2), (1, 1), (2, 0), (2, 1), (2, 2)],
    8: [(0, 0), (0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1), (2, 2)],
    9: [(c, r) for c in range(3) for r in range(3)],
}


def half(number: int, x: float, y: float, s: float, vertical: bool = False):
    """One half, `s` mm square, with its pips."""
    g = style.group(**{"class": f"half-{number}"})
    if number in _PIPS:
        for c, r in _PIPS[number]:
            if not vertical:  # pips in lines along the tile's long side
                c, r = r, c
            g.add(
                style.circle(
                    x + s * (0.22 + 0.28 * c), y + s * (0.22 + 0.28 * r), s * 0.09, fill=style.INK
                )
            )
    else:
        g.add(style.text(str(number), x + s / 2, y + s / 2, s * 0.55, bold=True))
    return g


@functools.lru_cache(maxsize=8192)
def tile(
    a: int,
    b: int,
    x: float,
    y: float,
    s: float = HALF,
    vertical: bool = False,
    bold: bool = False,
    fill: str = style.PAPER_WHITE,
):
    """A tile a|b with its top-left corner at (x, y); `vertical` puts a on top.
    Made once for its place and kept: a book lays a puzzle out at several
    widths, and a drawing is only ever written out, never changed."""
    g = style.group(**{"class": "tile"})
    w, h = (s, 2 * s) if vertical else (2 * s, s)
    g.add(
        style.rect(
            x,
            y,
            w,
            h,
            rx=style.mm(s * 0.12),
            fill=fill,
            stroke=style.INK,
            stroke_width=0.9 if bold else 0.45,
        )
    )
    if vertical:
        g.add(
            style.line(
                x + s * 0.15, y + s, x + s * 0.85, y + s, stroke=style.INK, stroke_width=0.35
            )
        )
        g.add(half(a, x, y, s, True))
        g.add(half(b, x, y + s, s, True))
    else:
        g.add(
            style.line(
                x + s, y + s * 0.15, x + s, y + s * 0.85, stroke=style.INK, stroke_width=0.35
            )
        )
        g.add(half(a, x, y, s))
        g.add(half(b, x + s, y, s))
    return g


def blank(x: float, y: float, s: float = HALF, vertical: bool = False):
    """An empty tile outline to draw into."""
    w, h = (s, 2 * s) if vertical else (2 * s, s)
    g = style.group(**{"class": "blank"})
    g.add(
        style.rect(
            x,
            y,
            w,
            h,
            rx=style.mm(s * 0.12),
            fill="none",
            stroke=style.GREY,
            stroke_width=0.4,
            stroke_dasharray="1.5,1",
        )
    )
    g.add(
        style.line(
            x + s,
            y + s * 0.2,
            x + s,
            y + s * 0.8,
            stroke=style.GREY,
            stroke_width=0.3,
            stroke_dasharray="1,1",
        )
    )
    return g


Slot = tuple[int, int] | None  # a tile as it lies in the line, or a blank


def line(
    slots: Iterable[Slot],
    numbers: Mapping[int, int] | None = None,
    s: float = HALF,
    bold: Iterable[int] = (),
    row: float = ROW,
    crosswise: bool = True,
    marked: Iterable[int] = (),
):
    """Tiles (or blanks) left to right, doubles crosswise, wrapping into rows
    `row` mm wide.

    `numbers` puts a number under slot i (0-based); `bold` outlines slots,
    `marked` also fills them grey. Returns (group, width, height).
    """
    slots = list(slots)
    bold, marked = set(bold), set(marked)
    numbers = numbers or {}
    g = style.group(**{"class": "line"})
    # Doubles crosswise stand two halves tall; a row without them is one half tall.
    lift = s / 2 if crosswise else 0.0
    row_h = (2 * s if crosswise else s) + (5 if numbers else 0)
    x = y = 0.0
    width = 0.0
    for i, slot in enumerate(slots):
        double = crosswise and slot is not None and slot[0] == slot[1]
        w = s if double else 2 * s
        if x > 0 and x + w > row - s:
            g.add(style.text("↵", x + s * 0.4, y + lift + s / 2, s * 0.7, fill=style.GREY))
            x, y = 0.0, y + row_h + 3
        fill = MARK if i in marked else style.PAPER_WHITE
        heavy = i in bold or i in marked
        if slot is None:
            g.add(blank(x, y + lift, s))
        elif double:
            g.add(tile(slot[0], slot[1], x, y, s, vertical=True, bold=heavy, fill=fill))
        else:
            g.add(tile(slot[0], slot[1], x, y + lift, s, bold=heavy, fill=fill))
        if i in numbers:
            g.add(
                style.text(
                    str(numbers[i]), x + w / 2, y + row_h - 2, 3.6, bold=True, **{"class": "move"}
                )
            )
        x += w + GAP
        width = max(width, x)
    g.last_row = (x - GAP, y)  # where the last row ends: for a clue drawn after it
    return g, max(width - GAP, 0.0), y + row_h


def tiles(items: Iterable[Tile], s: float = HALF, row: float = ROW):
    """Loose tiles side by side (a hand, a pool), each laid a-b."""
    return line([(t.a, t.b) for t in items], s=s, row=row, crosswise=False)


class Column:
    """Captions and drawings stacked top to bottom, left aligned."""

    def __init__(self, css: str):
        self.group = style.group(**{"class": css})
        self.y = 0.0
        self.width = 0.0
        self.tail = 0.0  # the gap after the last part, not part of the height

    def caption(
        self,
        content: str,
        size: float = 3.6,
        bold: bool = True,
        css: str = "caption",
        width: float = 0,
    ):
        """A line of text; wrapped when `width` is given and the text is longer."""
        if width and text_width(content, size) > width:
            self.y = paragraph(
                self.group, content, 0, self.y + size * 0.6, width, size, **{"class": css}
            )
            self.y += size * 0.2
            self.width = max(self.width, width)
            self.tail = size * 0.3
            return
        self.group.add(
            style.text(
                content, 0, self.y + size * 0.6, size, anchor="start", bold=bold, **{"class": css}
            )
        )
        self.width = max(self.width, text_width(content, size) * 0.95)
        self.y += size * 1.5
        self.tail = size * 0.3

    def add(self, drawn, indent: float = 0.0) -> None:
        g, w, h = drawn
        self.group.add(style.place(g, indent, self.y))
        self.width = max(self.width, indent + w)
        self.y += h + 3
        self.tail = 3.0

    def side_by_side(self, blocks, width: float, size: float = 3.6) -> None:
        """(caption, drawing) blocks left to right, as many to a row as fit in
        `width`: short hands share a row instead of a page's height each."""
        x, row_h = 0.0, 0.0
        for caption, (g, w, h) in blocks:
            bw = max(w, text_width(caption, size) * 0.95)
            if x and x + bw > width:
                self.y += row_h
                x, row_h = 0.0, 0.0
            self.group.add(
                style.text(
                    caption,
                    x,
                    self.y + size * 0.6,
                    size,
                    anchor="start",
                    bold=True,
                    **{"class": "caption"},
                )
            )
            self.group.add(style.place(g, x, self.y + size * 1.5))
            self.width = max(self.width, x + bw)
            row_h = max(row_h, size * 1.5 + h + 3)
            x += bw + 8
        self.y += row_h
        self.tail = 3.0

    def done(self) -> tuple[Any, float, float]:
        return self.group, max(self.width, 1.0), max(self.y - self.tail, 1.0)


def emblem() -> Any:
    """A few tiles in a rising stair: a picture of dominoes, not a puzzle."""
    g = style.group(**{"class": "emblem"})
    laid = [(6, 6), (6, 3), (3, 3), (3, 5), (5, 1)]
    x = 0.0
    for i, (a, b) in enumerate(laid):
        y = 18 - i * 4.5
        if a == b:
            g.add(tile(a, b, x, y - HALF / 2, vertical=True))
            x += HALF + GAP
        else:
            g.add(tile(a, b, x, y, fill=style.PAPER_WHITE))
            x += 2 * HALF + GAP
    return g, x - GAP, 18 + 2 * HALF
