"""Florentine cards and the board drawn, the parts of every Florentine page.

A card is a square cut by both diagonals into four triangles; each triangle
shows its colour, its pattern and its shape (no letter: a shape needs no
language), and its gems as small gem shapes. The board has its column
letters and row numbers; a key fades the triangles that do not score and
numbers the cards laid (puzzles/drawing/florentine.py).
"""

from __future__ import annotations

from collections.abc import Mapping

from puzzles.drawing import key_text, metrics, style
from puzzles.florentine.board import Board, Cell
from puzzles.florentine.cards import Card, Personal

CELL = 12.0  # mm a board cell is wide, before the page scales it
FADE = 0.72  # how much paper white a key's faded triangle is mixed with
LABEL = 4.4  # mm for the A.. and 1.. labels: two 7x7 boards fit side by side on A4


def _local(x: float, y: float, s: float, side: int, u: float, v: float) -> tuple[float, float]:
    """A point `u` along the edge of triangle `side` from its middle, `v` in from it."""
    cx, cy = x + s / 2, y + s / 2
    if side == 0:
        return cx + u, y + v
    if side == 1:
        return x + s - v, cy + u
    if side == 2:
        return cx - u, y + s - v
    return x + v, cy - u


def gem(cx: float, cy: float, r: float):
    """A small cut gem: a diamond with a facet line."""
    g = style.group(**{"class": "gem"})
    width = style.mm(max(0.2, r * 0.25))
    g.add(
        style.polygon(
            [
                (cx - r, cy - r * 0.3),
                (cx - r * 0.5, cy - r),
                (cx + r * 0.5, cy - r),
                (cx + r, cy - r * 0.3),
                (cx, cy + r),
            ],
            fill=style.PAPER_WHITE,
            stroke=style.INK,
            stroke_width=width,
        )
    )
    g.add(
        style.line(cx - r, cy - r * 0.3, cx + r, cy - r * 0.3, stroke=style.INK, stroke_width=width)
    )
    return g


# A young sheet's gems (`big`): one gem a quarter of the edge across, two
# and more one gem as large and their number beside it.
BIG_GEM = 0.12  # of the card's side: the radius of a young sheet's one gem
BIG_COUNT = 3.4  # mm before the page's scale: a young sheet's gem count (14 pt at 1.5)


def _gems(marks, x: float, y: float, s: float, side: int, gems: int, big: bool) -> None:
    """A triangle's gems: small in a row (three at most, else one and its
    number), or, `big`, as a young sheet draws them."""
    if not big:
        shown_gems = min(gems, 3) if gems <= 3 else 1
        r = s * (0.075 if shown_gems == 1 else 0.055)
        for i in range(shown_gems):
            u = (i - (shown_gems - 1) / 2) * r * 2.3
            marks.add(gem(*_local(x, y, s, side, u, s * 0.34), r))
        if gems > 3:
            gx, gy = _local(x, y, s, side, s * 0.14, s * 0.33)
            marks.add(style.text(str(gems), gx, gy, max(2.6, s * 0.2), bold=True))
        return
    if gems == 1:
        marks.add(gem(*_local(x, y, s, side, 0, s * 0.32), s * BIG_GEM))
    else:
        marks.add(gem(*_local(x, y, s, side, -s * 0.09, s * 0.32), s * 0.115))
        gx, gy = _local(x, y, s, side, s * 0.11, s * 0.32)
        marks.add(style.text(str(gems), gx, gy, BIG_COUNT, bold=True, **{"class": "gem-count"}))


def card(
    piece: Card | Personal, x: float, y: float, s: float = CELL, faded=None, big: bool = False
):
    """One card as it lies, its top-left corner at (x, y), `s` mm wide; the
    triangles on the sides in `faded` are washed out, the others outlined (a
    key); `big`: its gems drawn large, as a young sheet shows them."""
    g = style.group(**{"class": "card"})
    if isinstance(piece, Personal):
        g.add(style.rect(x, y, s, s, fill="#444444", stroke=style.INK, stroke_width=0.4))
        g.add(style.circle(x + s / 2, y + s / 2, s * 0.3, fill=style.PAPER_WHITE))
        g.add(style.text("P", x + s / 2, y + s / 2, max(2.6, s * 0.35), bold=True))
        return g
    corners = [(x, y), (x + s, y), (x + s, y + s), (x, y + s)]
    centre = (x + s / 2, y + s / 2)
    # A faded triangle is drawn in its colours mixed with paper white (a
    # veil of 72%), opaque: no transparency on the page.
    fade = set(faded or ())
    for side in range(4):
        tri = [corners[side], corners[(side + 1) % 4], centre]
        shown = style.coloured(piece.colours[side], tri)
        g.add(style.washed(shown, FADE) if side in fade else shown)
    for side in range(4):
        # a white line where two triangles of different rooms meet
        if not piece.joined(side):
            g.add(
                style.line(
                    *corners[(side + 1) % 4],
                    *centre,
                    stroke=style.PAPER_WHITE,
                    stroke_width=style.mm(s * 0.04),
                )
            )
    for side in range(4):
        letter, gems = piece.colours[side], piece.gems[side]
        marks = style.group() if side in fade else g
        shape_at, shape_size = (s * 0.11, s * 0.085) if big else (s * 0.15, s * 0.11)
        marks.add(style.shape(letter, *_local(x, y, s, side, 0, shape_at), shape_size))
        if gems:
            _gems(marks, x, y, s, side, gems, big)
        if side in fade:
            g.add(style.washed(marks, FADE))
    if faded is not None:
        # What is lit gets a heavy rim too: a light colour stands out in grey print.
        for side in set(range(4)) - set(faded):
            tri = [corners[side], corners[(side + 1) % 4], centre]
            g.add(style.polygon(tri, fill="none", stroke=style.INK, stroke_width=0.7))
    g.add(style.rect(x, y, s, s, fill="none", stroke=style.INK, stroke_width=0.4))
    return g


def board(
    b: Board,
    numbered: Mapping[Cell, int | str] | None = None,
    lit=None,
    key: float = 1.0,
    big: bool = False,
):
    """The board with column letters on top and row numbers on the left. With
    `lit` (a set of (cell, side) triangles), every other triangle is faded.
    `key`: the scale a book's key is reduced to, its letters and numbers
    drawn to print at 7 pt still; `big`: gems drawn large (a young sheet)."""
    n = b.size
    g = style.group(**{"class": "board"})
    ox, oy = LABEL, LABEL
    size = key_text(3.6, key)
    for i in range(n):
        x, y = ox + (i + 0.5) * CELL, oy + (i + 0.5) * CELL
        g.add(style.text(chr(ord("A") + i), x, LABEL / 2, size, bold=True, **{"class": "label"}))
        g.add(style.text(str(i + 1), LABEL / 2, y, size, bold=True, **{"class": "label"}))
    number_size = key_text(CELL * 0.24, key)
    for cell in b.cells():
        x, y = ox + cell.col * CELL, oy + cell.row * CELL
        piece = b.at(cell)
        if piece is None:
            fill = "#f2f2f2" if b.on_cross(cell) else style.PAPER_WHITE
            g.add(style.rect(x, y, CELL, CELL, fill=fill, stroke=style.GREY, stroke_width=0.3))
        else:
            faded = None if lit is None else frozenset(s for s in range(4) if (cell, s) not in lit)
            g.add(card(piece, x, y, faded=faded, big=big))
    for cell, number in (numbered or {}).items():
        x, y = ox + cell.col * CELL, oy + cell.row * CELL
        # a heavy frame: the cards the answer laid stand out among the given
        g.add(
            style.rect(
                x + 0.6,
                y + 0.6,
                CELL - 1.2,
                CELL - 1.2,
                fill="none",
                stroke=style.INK,
                stroke_width=1.1,
                **{"class": "laid"},
            )
        )
        # the number's disc holds it with a rim of paper round it
        wide = metrics.width(str(number), number_size, bold=True)
        g.add(
            style.circle(
                x + CELL * 0.5,
                y + CELL * 0.5,
                max(CELL * 0.2, wide / 2 + 0.5, number_size * 0.62),
                fill=style.PAPER_WHITE,
                stroke=style.INK,
                stroke_width=0.35,
            )
        )
        g.add(
            style.text(
                str(number),
                x + CELL * 0.5,
                y + CELL * 0.5,
                number_size,
                bold=True,
                **{"class": "move"},
            )
        )
    g.add(style.rect(ox, oy, n * CELL, n * CELL, fill="none", stroke=style.INK, stroke_width=0.8))
    return g, LABEL + n * CELL, LABEL + n * CELL
