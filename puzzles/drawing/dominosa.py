"""A `dominosa` puzzle drawn: the grid of numbers, the set to tick off; the key
with every domino outlined.

Every cell is a domino half in size (the reader's minimum), its number large
and bold; column letters and row numbers name the cells as hints do. Given
dominoes and a key's dominoes are thick black outlines: nothing depends on
colour, so a page prints the same in grey.
"""

from __future__ import annotations

import functools

from puzzles import i18n
from puzzles.dominoes.dominosa import Domino, DominosaAnswer, Position, cell_name
from puzzles.dominoes.tiles import Tile, double_set
from puzzles.drawing import Printing, dominoes, key_text, style, young
from puzzles.drawing import young_steps as young_steps_
from puzzles.drawing.page import text_width
from puzzles.drawing.sheet_words import sentences
from puzzles.drawing.words import count, kind_word
from puzzles.words import ENGLISH, Words

CELL = dominoes.HALF  # mm: a cell is one domino half
LABEL = 2.6  # mm: the column letters and row numbers
PRINT = Printing(
    unit="half",
    unit_mm=CELL,
    scales={"adult": 1.0, "child": 1.5, "older": 1.1},
    key=0.55,
    text=2.6,  # the grid's row and column labels
)

WORDS = i18n.lists_table("paper.dominosa")


BESIDE = 5.0  # mm between the grid and the set printed beside it (`draw(beside=True)`)
YOUNG_BOX = 9.0  # mm, a tick box for ages 6-7: a child's pencil mark fits (issue 54)


def draw(
    position: Position,
    answer: DominosaAnswer | None = None,
    words: Words = ENGLISH,
    width: float = dominoes.ROW,
    steps=None,
    age: int | None = None,  # a worksheet draws it as a book does
    sheet=None,
    beside: bool = False,
):
    """The grid and the set to tick off under it, or with `answer` its key.
    `beside`: where `width` leaves room beside the grid for the whole set, it
    goes there (a large board on a book's narrow page: two a page, not one)."""
    col = dominoes.Column("dominosa")
    if answer is not None and answer.dominoes:
        # a book's key is reduced to PRINT.key: its letters and numbers 7 pt still
        label = LABEL if age is not None else key_text(LABEL, PRINT.key)
        least = 0.0 if age is not None else key_text(0.0, PRINT.key)
        g, w, h = grid(position, answer.dominoes, label=label, least=least)
        key = style.group(**{"class": "result"})  # what only a key shows
        key.add(g)
        col.add((key, w, h))
        for step in steps or ():
            col.caption(step, size=3.2, bold=False, css="step", width=width)
        return col.done()
    drawn = grid(position, position.given)
    box = YOUNG_BOX if young(age) else None
    # a young sheet's set, its boxes large, goes beside the grid where it fits
    room = width - drawn[1] - BESIDE if beside or box else 0.0
    if room > 0:
        side = dominoes.Column("dominosa-set")
        side.caption(kind_word(WORDS, words, "tick"), size=3.2, width=room)
        side.add(tick_list(position.set_size, {d.tile for d in position.given}, room, box=box))
        _, used, high = side.done()
        if used <= room + 1e-6 and high + LABEL * 1.6 <= drawn[2]:
            col.add(drawn)
            col.group.add(style.place(side.group, drawn[1] + BESIDE, LABEL * 1.6))
            g, _w, h = col.done()
            return g, drawn[1] + BESIDE + used, h
    col.add(drawn)
    col.caption(kind_word(WORDS, words, "tick"), size=3.2, width=width)
    col.add(tick_list(position.set_size, {d.tile for d in position.given}, width, box=box))
    return col.done()


def grid(
    position: Position,
    laid: tuple[Domino, ...] = (),
    s: float = CELL,
    label: float = LABEL,
    least: float = 0.0,
):
    """The numbered grid under its letters and beside its row numbers (`label`
    mm high), `laid` dominoes outlined thick; its numbers `least` mm high at
    least (a key's, 7 pt once reduced).

    The same whatever width a page tries the puzzle at, so drawn once and
    kept (puzzles/drawing/regions.py `board` says why that is safe)."""
    return _grid(position, tuple(laid), s, label, least)


@functools.lru_cache(maxsize=512)
def _grid(position: Position, laid: tuple[Domino, ...], s: float, label: float, least: float):
    g = style.group(**{"class": "grid"})
    cols, rows = position.columns, position.rows
    # the row numbers' margin: room for one digit, for two past row 9
    left, top = label * (1.4 if rows < 10 else 1.6), label * 1.6
    for c in range(cols):
        g.add(style.text(chr(65 + c), left + (c + 0.5) * s, top / 2, label, fill=style.GREY))
    for r in range(rows):
        g.add(style.text(str(r + 1), left / 2, top + (r + 0.5) * s, label, fill=style.GREY))
    size = max(least, s * (0.6 if position.set_size < 10 else 0.48))
    for i, number in enumerate(position.grid):
        r, c = divmod(i, cols)
        x, y = left + c * s, top + r * s
        cell = style.group(**{"class": "blank cell", "data-cell": cell_name(i, cols)})
        cell.add(style.rect(x, y, s, s, fill="none", stroke=style.GREY, stroke_width=0.25))
        cell.add(style.text(str(number), x + s / 2, y + s / 2, size, bold=True))
        g.add(cell)
    g.add(
        style.rect(left, top, cols * s, rows * s, fill="none", stroke=style.INK, stroke_width=0.6)
    )
    for d in laid:
        g.add(outline(d, cols, left, top, s))
    return g, left + cols * s, top + rows * s


def outline(d: Domino, cols: int, left: float, top: float, s: float):
    """A domino's outline: a rounded box inside its two cells."""
    (r1, c1), (r2, c2) = divmod(d.cells[0], cols), divmod(d.cells[1], cols)
    inset = s * 0.1
    x, y = left + min(c1, c2) * s + inset, top + min(r1, r2) * s + inset
    w = (abs(c1 - c2) + 1) * s - 2 * inset
    h = (abs(r1 - r2) + 1) * s - 2 * inset
    return style.rect(
        x,
        y,
        w,
        h,
        rx=style.mm(s * 0.18),
        fill="none",
        stroke=style.INK,
        stroke_width=0.9,
        **{"class": "domino"},
    )


def tick_list(n: int, ticked: set[Tile], width: float, size: float = 3.2, box: float | None = None):
    """The set in rows, 0-0 0-1 ... then 1-1 ..., a box before each to tick
    (past double-6 in one flow); given dominoes ticked already. `box`: the
    tick box's side in mm (a young sheet's is 9 mm), else the text's height."""
    g = style.group(**{"class": "ticks"})
    box = box or size * 0.8
    label = box + 0.8 + text_width(f"{n}-{n}", size)  # the widest: a box and its tile
    step = label + size * 0.8
    line = max(size * 1.6, box + size * 0.6)  # a row: the box and a gap under it
    per_row = max(1, int((width - label) // step) + 1)
    y, used = 0.0, label
    # a row (or more) per first number, as a child reads it; big sets flow on
    rows = [[t for t in double_set(n) if t.a == a] for a in range(n + 1)]
    if n > 6 or box > size:  # large boxes too: rows of them would fill a page
        rows = [list(double_set(n))]
    for row in rows:
        for k, t in enumerate(row):
            if k and k % per_row == 0:
                y += line
            x = (k % per_row) * step
            g.add(style.rect(x, y, box, box, fill="none", stroke=style.INK, stroke_width=0.3))
            if t in ticked:
                g.add(style.line(x, y, x + box, y + box, stroke=style.INK, stroke_width=0.4))
                g.add(style.line(x, y + box, x + box, y, stroke=style.INK, stroke_width=0.4))
            g.add(style.text(str(t), x + box + 0.8, y + box / 2, size, anchor="start"))
            used = max(used, x + label)
        y += line
    return g, used, max(y - size * 0.6, 1.0)


def facts(position: Position, words: Words, age: int | None = None, sheet=None) -> str:
    """The set and its count; a young sheet's rules box speaks of dominoes,
    not of tiles or a double-N set, and lists them under the grid: no facts."""
    if young(age):
        return ""
    tiles = len(double_set(position.set_size))
    return f"{words('paper.common.set', n=position.set_size)} · {count(words, tiles, 'tile')}"


def sheet_rules(puzzles, words: Words, age: int, screen: bool = False) -> list[str]:
    """A worksheet's rules: given dominoes only where a puzzle has some."""
    given = ["given"] if any(p.given for p in puzzles) else []
    return sentences("dominosa", words, age, ["pair", "every", "tick", *given], screen)


def screen_rules(words: Words) -> list[str]:
    """A book's play.html: the rules in the page's own words (a tap on the line
    between two cells lays a domino), not the paper's rings and ticks."""
    return sentences("dominosa", words, 10, ["pair", "every", "tick", "given"], True)


EXAMPLE = Position(1, (0, 0, 1, 1, 1, 0))


def rules_example(words: Words):
    laid = (EXAMPLE.laid(0, 1), EXAMPLE.laid(2, 5), EXAMPLE.laid(3, 4))
    drawn = grid(EXAMPLE, laid)
    return (*drawn, kind_word(WORDS, words, "example"))


emblem = dominoes.emblem


def young_steps() -> tuple[young_steps_.Drawn, young_steps_.Drawn]:
    """The two drawn steps of a sheet for ages 6-7 (puzzles/drawing/young_steps.py)."""
    c = 9.0
    one = style.group()
    numbers = ((0, 1), (1, 1))
    for r, row in enumerate(numbers):
        for k, n in enumerate(row):
            one.add(
                style.rect(k * c, r * c, c, c, fill="none", stroke=style.GREY, stroke_width=0.4)
            )
            one.add(style.text(str(n), k * c + c / 2, r * c + c / 2, 5.0, bold=True))
    one.add(style.rect(0, 0, 2 * c, 2 * c, fill="none", stroke=style.INK, stroke_width=0.8))
    young_steps_.ring(one, 0.8, 0.8, 2 * c - 1.6, c - 1.6)
    two = style.group()
    box = 9.0
    two.add(style.rect(0, 0, box, box, fill="none", stroke=style.INK, stroke_width=0.6))
    two.add(
        style.polygon(
            [(1.8, 4.8), (3.6, 7.2), (7.6, 1.8), (3.6, 5.4)],
            fill=young_steps_.PENCIL,
            **{"class": "tick"},
        )
    )
    # as the sheet lists a domino to tick off: its name beside its box
    two.add(style.text("0-1", box + 2, box / 2, 5.0, anchor="start", class_="domino"))
    return (one, 2 * c, 2 * c), (two, box + 2 + 10.0, box)
