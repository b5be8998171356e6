"""Domino tiles, lines, hands and blanks to fill: shared by every line kind.

A tile lies along the line; a double lies crosswise. Halves show the
standard pip layouts up to 9, and their number beyond that.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from typing import Any

from puzzles.dominoes.tiles import Tile
from puzzles.drawing import key_text, line_layout, metrics, style
from puzzles.drawing.line_layout import GAP, NUMBER_STRIP
from puzzles.drawing.page import lines_of, text_width
from puzzles.words import ENGLISH, Words

HALF = 8.0  # mm: one half of a tile is HALF x HALF
MARK = "#d0d0d0"  # the fill that marks a tile (a key's winning move)
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
    x0, y0, x1, y1 = (
        (x + s * 0.2, y + s, x + s * 0.8, y + s)
        if vertical
        else (x + s, y + s * 0.2, x + s, y + s * 0.8)
    )
    g.add(style.line(x0, y0, x1, y1, stroke=style.GREY, stroke_width=0.3, stroke_dasharray="1,1"))
    return g


def end_half(pips: int, x: float, y: float, s: float):
    """A line's end, or a chain's end clue: a grey half with its pips; a 0
    is a half with none, as on every tile (the rules: a 0 half is blank),
    and its grey tells it from a white space to write in."""
    g = style.group(**{"class": f"end-clue end-{pips}"})
    g.add(style.rect(x, y, s, s, fill=MARK, stroke=style.INK, stroke_width=0.5, rx=s * 0.12))
    g.add(half(pips, x, y, s))
    return g


Slot = tuple[int, int] | None  # a tile as it lies in the line, or a blank
# A number under a tile is a key's (the move that laid it): 7 pt in a key at 0.55.
NUMBER = key_text(3.6)  # mm: the size of a number under a tile
LABEL = 3.3  # mm: the words at a turning line's ends (a key's: `key_text`)
LABEL_STRIP = 4.0  # mm above a turning line for its left end's word
NUMBER_BELOW = 3.0  # mm from a tile's lower edge to the middle of its number
ROW_CLEAR = 3.0  # mm at least between tiles of two rows that are not joined
SNAKE_LEAST = 6 + 2 * GAP / HALF  # halves: a turning line's rows hold three tiles at least


def line(
    slots: Iterable[Slot],
    numbers: Mapping[int, int] | None = None,
    s: float = HALF,
    bold: Iterable[int] = (),
    row: float = ROW,
    crosswise: bool = True,
    marked: Iterable[int] = (),
    words: Words = ENGLISH,
    words_beside: bool = True,
    names: tuple[str, str] | None = None,
    key: bool = False,
):
    """Tiles (or blanks) of a line, its left end first, doubles crosswise,
    in rows at most `row` mm wide: a line that does not fit turns back
    and forth as on a table (puzzles/drawing/line_layout.py), every tile
    touching the next, and its two ends are named in `words`' language (beside the
    right end where it has room, unless `words_beside` is False: a clue
    goes there). `names` gives the two ends' words instead ("left end 4"),
    and names them even on one row (a worksheet); `key`: a book's key, its
    words large enough to print at 7 pt once the key is reduced.

    `numbers` puts a number under slot i (0-based); `bold` outlines slots, `marked` also fills them
    grey. Returns (group, width, height); the group's `open_ends` are the
    left and right end as (x of the end's outer edge, top of its row's
    lying tiles, the way it faces: -1 left, +1 right)."""
    slots = list(slots)
    bold, marked = set(bold), set(marked)
    numbers = numbers or {}
    doubles = [crosswise and slot is not None and slot[0] == slot[1] for slot in slots]
    # Doubles crosswise stand two halves tall; a row without them is one half tall.
    lift = s / 2 if crosswise else 0.0
    band = (2 * s if crosswise else s) + (NUMBER_STRIP if numbers else 0)

    def bottom(i: int) -> float:  # below a slot's tile, under its row's lying tiles' top
        return 1.5 * s if doubles[i] else s

    def clearance(above, under, xs, length) -> float:
        """The gap two rows need beyond their tiles' 2s: a tile, or the
        number under it, of the upper row over a tile of the lower one."""
        need = GAP
        for a in above:
            for b in under:
                if xs[a] < xs[b] + length[b] + 0.5 and xs[b] < xs[a] + length[a] + 0.5:
                    b_top = -s / 2 if doubles[b] else 0.0
                    need = max(need, ROW_CLEAR + bottom(a) - b_top - 2 * s)
                    if a in numbers:
                        need = max(need, 1.0 + bottom(a) + NUMBER_BELOW + 1.8 - b_top - 2 * s)
        return need

    beside = not numbers and not any(doubles)
    laid = line_layout.snake(doubles, s, row, (0.0, 0.0), clearance, beside)
    least = SNAKE_LEAST * s + (s + GAP if beside else 0.0)  # a hairpin's turn stands outside
    if laid.rows > 1 and row < least:
        # rows of a tile or two read as a staircase, not a line: it asks for more
        laid = line_layout.snake(doubles, s, least, (0.0, 0.0), clearance, beside)
    # Everything placed with the first row's lying tiles at y = 0, drawn `top` lower.
    parts: list[tuple] = []  # (kind, slot, x, y, extra)
    boxes: list[tuple[float, float, float, float]] = []
    last_in_row = {j - 1 for j, p in enumerate(laid.placed) if p.turn}
    for i, p in enumerate(laid.placed):
        parts.append(("slot", i, p.x, p.y, p))
        boxes.append((p.x, p.y, p.x + p.w, p.y + p.h))
        if i not in numbers:
            continue
        label = str(numbers[i])
        half_w = metrics.width(label, NUMBER, bold=True) / 2
        if p.turn:  # under it, with the row its lower half lies in
            cx, cy = p.x + s / 2, p.y + 2 * s + NUMBER_BELOW
        elif i in last_in_row and doubles[i]:  # a turn hangs under it: beside the turn
            turn = laid.placed[i + 1]
            inward = -laid.directions[p.row]
            cx = turn.x + s / 2 + inward * (s / 2 + 1 + half_w)
            cy = turn.y + s / 2
        else:
            cx = p.x + p.w / 2
            if i in last_in_row:  # under its inner half: the turn tile hangs under the outer
                cx = p.x + s / 2 if laid.directions[p.row] > 0 else p.x + 1.5 * s
            cy = laid.tops[p.row] + bottom(i) + NUMBER_BELOW
        parts.append(("number", i, cx, cy, label))
        boxes.append((cx - half_w, cy - 1.7, cx + half_w, cy + 1.7))
    low = (laid.tops[-1] if slots else 0.0) - lift + band  # the rows' bottom
    high = -lift
    ends = [laid.open_end(False), laid.open_end(True)]
    labels: list[tuple[str, float, float, str]] = []
    if names is not None:  # a sheet's: arrows point the way each end goes on
        facing = ends[1][2]
        names = ("◀ " + names[0], names[1] + " ▶" if facing > 0 else "◀ " + names[1])
    elif laid.rows > 1:
        names = (words("paper.common.left_end"), words("paper.common.right_end"))
    if names is not None:
        size = key_text(LABEL) if key else LABEL
        high, low, labels = _end_words(ends, boxes, high, low, row, names, words_beside, size)
    top = -high  # the drawing's top edge at 0
    g = style.group(**{"class": "line"})
    width = 0.0
    for kind, i, x, y, extra in parts:
        if kind == "slot":
            slot, p = slots[i], extra
            fill = MARK if i in marked else style.PAPER_WHITE
            heavy = i in bold or i in marked
            if slot is None:
                g.add(blank(x, y + top, s, vertical=p.standing))
            else:
                a, b = (slot[1], slot[0]) if p.flipped else slot
                g.add(tile(a, b, x, y + top, s, vertical=p.standing, bold=heavy, fill=fill))
            width = max(width, x + p.w)
        else:
            g.add(style.text(extra, x, y + top, NUMBER, bold=True, **{"class": "move"}))
            width = max(width, x + metrics.width(extra, NUMBER, bold=True) / 2)
    for content, x, y, anchor in labels:
        g.add(style.text(content, x, y + top, size, anchor=anchor, class_="line-end"))
        width = max(width, x + (metrics.width(content, size) if anchor == "start" else 0))
    g.open_ends = tuple((x, y + top, d) for x, y, d in ends)
    return g, max(width, 0.0), low - high


def _end_words(
    ends, boxes, high: float, low: float, width: float, names, beside: bool, size: float = LABEL
):
    """A turning line's ends named: "left end" over its first tile (in the
    room over a lying tile where nothing stands, else above the line), and
    "right end" by its last: beside it where the row leaves room, under it
    where nothing is, else under the line. Returns the drawing's top and
    bottom edges and the words as (text, x, y, anchor)."""
    pad = 0.4

    def free(x0, y0, x1, y1) -> bool:
        return all(x1 <= a or x0 >= c or y1 <= b or y0 >= d for a, b, c, d in boxes)

    left_word, right_word = names
    x0, y0, _ = ends[0]
    w0 = metrics.width(left_word, size)
    if free(x0, high, x0 + w0, y0 - pad) and y0 - pad - high >= size:
        y_left = y0 - pad - size * 0.5
    else:
        high = high - size - pad
        y_left = high + size * 0.5
    x1, y1, d1 = ends[1]
    w1 = metrics.width(right_word, size)
    middle = y1 + HALF / 2
    if beside and d1 > 0 and x1 + 1.5 + w1 <= width and free(x1, y1, x1 + 1.5 + w1, y1 + HALF):
        right = (right_word, x1 + 1.5, middle, "start")
    elif beside and d1 < 0 and x1 - 1.5 - w1 >= 0 and free(x1 - 1.5 - w1, y1, x1, y1 + HALF):
        right = (right_word, x1 - 1.5, middle, "end")
    else:
        under = y1 + HALF + pad
        span = (x1 - w1, x1) if d1 > 0 else (x1, x1 + w1)
        if not (under + size <= low and free(span[0], under, span[1], under + size)):
            under = low + pad
            low = under + size
        right = (right_word, x1, under + size * 0.5, "end" if d1 > 0 else "start")
    return high, low, [(left_word, x0, y_left, "start"), right]


def tiles(items: Iterable[Tile], s: float = HALF, row: float = ROW):
    """Loose tiles, a set and not a line (a hand, a pool): a grid of tiles
    each lying a-b, wider apart than a line's and never joined, rows left
    to right. Returns (group, width, height)."""
    items = list(items)
    g = style.group(**{"class": "pool"})
    width, height = 0.0, s
    for t, (x, y) in zip(items, line_layout.pool(len(items), s, row), strict=True):
        g.add(tile(t.a, t.b, x, y, s))
        width, height = max(width, x + 2 * s), max(height, y + s)
    return g, width, height


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
        """A line of text; wrapped when `width` is given and the text is longer
        (bold or not as one line would be: a key's result reads alike, wrapped
        or not). Its width is measured as drawn (bold is wider than the
        estimate), so that a line never runs into what stands beside it."""
        wide = max(text_width(content, size), metrics.width(content, size, bold=bold))
        if width and wide > width:
            y = self.y + size * 0.6
            for line in lines_of(content, width, size, bold=bold):
                self.group.add(
                    style.text(line, 0, y, size, anchor="start", bold=bold, **{"class": css})
                )
                y += size * 1.3
            self.y = y + size * 0.2
            self.width = max(self.width, width)
            self.tail = size * 0.3
            return
        self.group.add(
            style.text(
                content, 0, self.y + size * 0.6, size, anchor="start", bold=bold, **{"class": css}
            )
        )
        self.width = max(
            self.width, text_width(content, size) * 0.95, metrics.width(content, size, bold=bold)
        )
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
            bw = max(w, metrics.width(caption, size, bold=True))  # the caption is bold
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
