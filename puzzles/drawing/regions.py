"""A `regions` puzzle drawn: the board, its regions and their badges, the
dominoes to place beside it; the key with every domino laid.

Every cell is a domino half in size (the reader's minimum). A region is told
apart three ways, so that it reads in grey as in colour: a light colour, a
pattern of its own (dots, lines one way or another, crosses) and a dashed
outline inside its edge; neighbouring regions never share a style. Its
condition stands in a white badge in its last free cell (reading order): `7` (its
numbers add up to 7), `<4`, `>8`, `=` (all the same), `≠` (all different),
bold, at 14 pt on a young sheet and at least 9 pt in a book. Holes are not
drawn: the board's edge goes round them. Given dominoes lie on the board as
white tiles with their pips; the key lays every domino so, and leaves the
badges out (the dominoes cover them; a key checks an answer).
"""

from __future__ import annotations

import functools
from typing import Any

from puzzles import i18n
from puzzles.dominoes.regions import (
    EQUAL,
    LESS,
    MORE,
    SUM,
    Condition,
    LaidDomino,
    Position,
    RegionsAnswer,
)
from puzzles.drawing import Printing, dominoes, key_text, metrics, style, young
from puzzles.drawing import region_shapes as shapes
from puzzles.drawing import young_steps as young_steps_
from puzzles.drawing.sheet_words import sentences
from puzzles.drawing.words import count, kind_word
from puzzles.words import ENGLISH, Words

CELL = dominoes.HALF  # mm: a cell is one domino half
LABEL = 2.6  # mm: the column letters and row numbers
BADGE = 3.3  # mm: a badge's text; 14 pt once a child's sheet draws it at 1.5
YOUNG_TEXT = 3.3  # mm at scale 1: 14 pt on a young sheet (drawn at 1.5)
PRINT = Printing(
    unit="half",
    unit_mm=CELL,
    scales={"adult": 1.0, "child": 1.5, "older": 1.1},
    key=0.55,
    text=LABEL,
)

WORDS = i18n.lists_table("paper.regions")

BESIDE = 5.0  # mm between the board and the dominoes beside it
GAP = 2.5  # mm between two dominoes of the tray
INSET = 0.8  # mm: a region's dashed outline inside its edge

# A region's look: its fill, the colour of its outline and pattern, and its
# pattern. Fills are light (a badge and a number written in stay black on
# them) and differ in grey; the patterns differ in shape, so two neighbours
# read apart in grey even where their greys are close.
STYLES = (
    ("#F6C9DA", "#B0195A", "dots"),
    ("#BFE6E1", "#00695C", "rising"),
    ("#FFDDB0", "#C24E00", "rows"),
    ("#D9CDF0", "#4B2A9A", "falling"),
    ("#C4DDF7", "#0F4F9E", "crosses"),
    ("#D2EBC9", "#2C6B22", "columns"),
)


def draw(
    position: Position,
    answer: RegionsAnswer | None = None,
    words: Words = ENGLISH,
    width: float = dominoes.ROW,
    steps=None,
    age: int | None = None,  # a worksheet draws it as a book does
    sheet=None,
    beside: bool = False,
):
    """The board and the dominoes to place beside it (under it where the
    width leaves no room), or with `answer` its key: every domino laid."""
    small = young(age)
    col = dominoes.Column("regions")
    if answer is not None and answer.dominoes:
        label = LABEL if age is not None else key_text(LABEL, PRINT.key)
        key = style.group(**{"class": "result"})  # what only a key shows
        g, w, h = board(position, answer.dominoes, badges=False, label=label)
        key.add(g)
        col.add((key, w, h))
        for step in steps or ():
            col.caption(step, size=3.2, bold=False, css="step", width=width)
        return col.done()
    label = YOUNG_TEXT if small else LABEL
    drawn = board(position, position.given, label=label)
    size = YOUNG_TEXT if small else 3.2
    caption = kind_word(WORDS, words, "tray")
    given = {d.tile for d in position.given}
    left = [t for t in position.dominoes if t not in given]
    room = width - drawn[1] - BESIDE
    step = 2 * CELL + GAP
    across = int((room + GAP) // step)
    if left and across >= 2:
        # beside the board: as few columns as keep the tray no taller than it
        rows_fit = max(1, int((drawn[2] - size * 1.5 + GAP) // (CELL + GAP)))
        across = min(across, max(2, -(-len(left) // rows_fit)))
        side = dominoes.Column("regions-tray")
        side.caption(caption, size=size, width=max(room, across * step - GAP))
        side.add(tray(left, across))
        _, used, _high = side.done()
        if used <= room + 1e-6:
            col.add(drawn)
            col.group.add(style.place(side.group, drawn[1] + BESIDE, 0.0))
            g, _w, h = col.done()
            return g, drawn[1] + BESIDE + used, max(h, _high)
    col.add(drawn)
    if left:
        col.caption(caption, size=size, width=width)
        col.add(tray(left, max(1, int((width + GAP) // step))))
    return col.done()


def tray(tiles, across: int, s: float = CELL):
    """The dominoes to place, lying a-b in rows of `across`: (group, w, h)."""
    g = style.group(**{"class": "tray"})
    w = h = 0.0
    for i, t in enumerate(tiles):
        r, c = divmod(i, across)
        x, y = c * (2 * s + GAP), r * (s + GAP)
        g.add(dominoes.tile(t.a, t.b, x, y, s))
        w, h = max(w, x + 2 * s), max(h, y + s)
    return g, w, h


def looks(position: Position) -> dict[str, int]:
    """Each region's style (an index of STYLES), neighbours never alike: the
    regions coloured smallest-last (each has at most five neighbours left
    when it comes, on a board's plane), so six styles always do."""
    near: dict[str, set[str]] = {r.name: set() for r in position.regions}
    at = position.region_at
    for a, b in position.pairs():
        if a in at and b in at and at[a].name != at[b].name:
            near[at[a].name].add(at[b].name)
            near[at[b].name].add(at[a].name)
    order: list[str] = []
    left = {k: set(v) for k, v in near.items()}
    while left:
        name = min(left, key=lambda k: (len(left[k]), k))
        order.append(name)
        for other in left.pop(name):
            left[other].discard(name)
    out: dict[str, int] = {}
    for name in reversed(order):
        taken = {out[o] for o in near[name] if o in out}
        # the first free style after the region's own place in the alphabet,
        # so that a board's regions spread over the styles
        first = sorted(near).index(name) % len(STYLES)
        out[name] = next(
            (first + k) % len(STYLES)
            for k in range(len(STYLES))
            if (first + k) % len(STYLES) not in taken
        )
    return out


def board(
    position: Position,
    laid=(),
    s: float = CELL,
    label: float = LABEL,
    badges: bool = True,
):
    """The board under its column letters and beside its row numbers (`label`
    mm high): every cell, its region's colour, pattern and dashed outline,
    the badges (`badges`), and `laid` dominoes as tiles on it.

    The same whatever width a page tries the puzzle at (only the tray beside
    it changes), so drawn once and kept: a book's layout asks for each
    puzzle at a score of widths. The group is only ever placed, never
    changed, so two drawings may hold it."""
    return _board(position, tuple(laid), s, label, badges)


@functools.lru_cache(maxsize=512)
def _board(position: Position, laid: tuple, s: float, label: float, badges: bool):
    g = style.group(**{"class": "board"})
    cols, rows = position.columns, position.rows
    left, top = label * (1.4 if rows < 10 else 1.6), label * 1.6
    for c in range(cols if label else 0):
        g.add(style.text(chr(65 + c), left + (c + 0.5) * s, top / 2, label, fill=style.GREY))
    for r in range(rows if label else 0):
        g.add(style.text(str(r + 1), left / 2, top + (r + 0.5) * s, label, fill=style.GREY))
    look = looks(position)
    at = position.region_at

    def corner(cell: int) -> tuple[float, float]:
        r, c = divmod(cell, cols)
        return left + c * s, top + r * s

    for cell in position.cells:
        x, y = corner(cell)
        region = at.get(cell)
        part = style.group(**{"class": "cell", "data-cell": position.name(cell)})
        if region is not None:
            fill, ink, pattern = STYLES[look[region.name]]
            part.attribs["class"] = f"cell region-{region.name}"
            part.add(style.rect(x, y, s, s, fill=fill))
            for e in shapes.pattern(pattern, x, y, s, ink):
                part.add(e)
        part.add(style.rect(x, y, s, s, fill="none", stroke=style.GREY, stroke_width=0.25))
        g.add(part)
    for region in position.regions:
        _, ink, _ = STYLES[look[region.name]]
        for loop in shapes.outline(position, region.cells):
            inset = shapes.inset(loop, INSET / s)
            points = [(left + px * s, top + py * s) for px, py in inset]
            g.add(
                style.polygon(
                    points,
                    fill="none",
                    stroke=ink,
                    stroke_width=0.5,
                    stroke_dasharray="1.6,1",
                    **{"class": f"outline region-{region.name}"},
                )
            )
    for loop in shapes.outline(position, position.cells):
        points = [(left + px * s, top + py * s) for px, py in loop]
        g.add(style.polygon(points, fill="none", stroke=style.INK, stroke_width=0.6))
    for d in laid:
        g.add(_tile(d, cols, left, top, s))
    if badges:
        covered = {c for d in laid for c in d.cells}
        for region in position.regions:
            free = [c for c in region.cells if c not in covered]
            if not free:  # given dominoes fill it: met already, and its badge would hide pips
                continue
            x, y = corner(max(free))
            _, ink, _ = STYLES[look[region.name]]
            g.add(badge(region.condition, x + s, y + s, ink, region.name))
    return g, left + cols * s, top + rows * s


def badge(condition: Condition, right: float, bottom: float, ink: str, name: str = ""):
    """The condition in a white badge whose lower right corner is just inside
    (`right`, `bottom`): bold black text, the region's colour round it."""
    text = badge_text(condition)
    w = max(BADGE * 1.2, metrics.width(text, BADGE, bold=True) + 1.2)
    h = BADGE * 1.3
    x, y = right - 0.45 - w, bottom - 0.45 - h
    g = style.group(**{"class": f"badge region-{name}"})
    g.add(style.rect(x, y, w, h, rx=0.9, fill=style.PAPER_WHITE, stroke=ink, stroke_width=0.5))
    g.add(style.text(text, x + w / 2, y + h / 2, BADGE, bold=True, fill=style.INK))
    return g


def badge_text(condition: Condition) -> str:
    """'7', '<4', '>8', '=' or '≠', as the badge prints it."""
    if condition.what == SUM:
        return str(condition.n)
    if condition.what == LESS:
        return f"<{condition.n}"
    if condition.what == MORE:
        return f">{condition.n}"
    return "=" if condition.what == EQUAL else "≠"


def _tile(d: LaidDomino, cols: int, left: float, top: float, s: float):
    """A domino laid on its two cells: a white tile a little inside them, so
    the region's colour shows round it, each half's pips on its own cell."""
    (r1, c1), (_, c2) = divmod(d.cells[0], cols), divmod(d.cells[1], cols)
    inset = s * 0.14
    x, y = left + c1 * s, top + r1 * s
    vertical = c1 == c2
    w, h = (s, 2 * s) if vertical else (2 * s, s)
    g = style.group(**{"class": "domino"})
    g.add(
        style.rect(
            x + inset,
            y + inset,
            w - 2 * inset,
            h - 2 * inset,
            rx=style.mm(s * 0.12),
            fill=style.PAPER_WHITE,
            stroke=style.INK,
            stroke_width=0.5,
        )
    )
    a, b = (s * 0.2, s * 0.8)
    cut = (x + a, y + s, x + b, y + s) if vertical else (x + s, y + a, x + s, y + b)
    g.add(style.line(*cut, stroke=style.INK, stroke_width=0.35))
    # each half's pips in the square of the tile on its cell
    k = s - 2 * inset
    second = (x + inset, y + s + inset) if vertical else (x + s + inset, y + inset)
    g.add(dominoes.half(d.numbers[0], x + inset, y + inset, k, vertical))
    g.add(dominoes.half(d.numbers[1], *second, k, vertical))
    return g


def sheet_levels(age: int) -> list[str] | None:
    """A sheet for ages 6-7 keeps to the easy level's boards, never a level up
    where too few of them are small (domino_puzzles/web/regions.py
    `sheet_fit` keeps those of a few dominoes); older pupils take the age's."""
    return ["easy"] if young(age) else None


def facts(position: Position, words: Words, age: int | None = None, sheet=None) -> str:
    """How many dominoes to place; a young sheet's rules box says the rest."""
    if young(age):
        return ""
    return count(words, len(position.dominoes), "tile")


def _used(puzzles) -> list[str]:
    """The conditions some puzzle of the sheet has, in the rules' order."""
    have = {r.condition.what for p in puzzles for r in p.regions}
    return [w for w in (SUM, LESS, MORE, EQUAL, "unequal") if w in have]


def sheet_rules(puzzles, words: Words, age: int, screen: bool = False) -> list[str]:
    """A worksheet's rules: only the conditions its puzzles have; given
    dominoes only where a puzzle has some."""
    given = ["given"] if any(p.given for p in puzzles) else []
    names = ["place", "cover", *_used(puzzles), *given]
    return sentences("regions", words, age, names, screen)


def screen_rules(words: Words) -> list[str]:
    """A book's play.html: the rules in the page's own words (tap a domino,
    then two cells), not the paper's."""
    names = ["place", "cover", SUM, LESS, MORE, EQUAL, "unequal", "given"]
    return sentences("regions", words, 10, names, True)


def _example() -> Position:
    from puzzles.dominoes.regions import load

    return load(
        {
            "kind": "regions",
            "board": "a a b\nc c b\n",
            "regions": {"a": {"sum": 7}, "b": {"equal": True}, "c": {"less": 4}},
            "dominoes": ["2-5", "1-1", "0-3"],
        }
    )


def rules_example(words: Words):
    """A small board as given and solved, side by side: 2 + 5 make 7, 1 and 1
    are equal, 0 + 3 is less than 4."""
    position = _example()
    laid = (
        LaidDomino.laid((0, 1), (2, 5)),
        LaidDomino.laid((2, 5), (1, 1)),
        LaidDomino.laid((3, 4), (0, 3)),
    )
    g = style.group(**{"class": "example"})
    # no letters and numbers round it: the example names no cell, and the
    # rules box's type is the page's own (14 pt on a young sheet)
    given, w, h = board(position, label=0.0)
    solved, w2, _ = board(position, laid, label=0.0, badges=False)
    g.add(given)
    arrow = w + 2.5
    g.add(style.text("→", arrow + 2, h / 2 + 1, 5.0, bold=True))
    g.add(style.place(solved, arrow + 6.5, 0))
    return g, arrow + 6.5 + w2, h, kind_word(WORDS, words, "example")


def emblem() -> Any:
    """Three coloured regions with a domino laid over two of them: a picture."""
    position = _example()
    g, w, h = board(position, (LaidDomino.laid((0, 1), (2, 5)),), label=0.0)
    return g, w, h


def young_steps() -> tuple[young_steps_.Drawn, young_steps_.Drawn]:
    """The two drawn steps of a sheet for ages 6-7 (puzzles/drawing/young_steps.py):
    a domino put on two cells, drawn in as the pupil draws it; then a
    coloured area of two cells under its number 7, its 2 and 5 ticked."""
    s, gap = dominoes.HALF, 10.0
    one = style.group()
    one.add(dominoes.tile(2, 5, 0, 0))
    young_steps_.arrow(one, 2 * s + 1.5, s / 2, 2 * s + gap - 1.5, s / 2)
    for k in range(2):  # the two cells of the board it goes on
        one.add(
            style.rect(
                2 * s + gap + k * s, 0, s, s, fill="none", stroke=style.GREY, stroke_width=0.4
            )
        )
    young_steps_.drawn_in(one, 2, 5, 2 * s + gap, 0)
    two = style.group()
    top = 7.0  # the area's number above it, as its badge stands on the board
    fill, ink, _ = STYLES[2]  # the board's own colours for a region
    two.add(style.rect(0, top, 2 * s, s, fill=fill, stroke=ink, stroke_width=0.6))
    young_steps_.drawn_in(two, 2, 5, 0, top)
    two.add(style.text("7", s, top / 2 - 0.5, 5.0, bold=True))
    tick = 2 * s + 3
    two.add(
        style.polygon(
            [(tick, top + 4.8), (tick + 1.8, top + 7.2), (tick + 5.8, top + 1.8),
             (tick + 1.8, top + 5.4)],
            fill=young_steps_.PENCIL,
            **{"class": "tick"},
        )
    )  # fmt: skip
    return (one, 4 * s + gap, s), (two, tick + 6.0, top + s)
