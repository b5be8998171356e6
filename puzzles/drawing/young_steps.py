"""A young sheet's two steps: what a pupil of 6-7 does, shown in a drawing.

A worksheet for pupils up to `puzzles.drawing.YOUNG` opens with two steps in
place of the rules box (`domino_puzzles/pages.py`, `rules_for`): each a
small drawing of the move the pupil makes (a tile drawn into its box, an
arrow to where a card goes, a ring round a domino) and a short sentence
under it, its words in the catalogs (`STEPS`, `<kind>_1` and `<kind>_2`).
The drawings print no word: only pips, numbers, shapes and arrows, so the
sheet's words before its first puzzle are the title, the name line and
these two sentences (tests/test_young_sheets.py counts them).
"""

from __future__ import annotations

from typing import Any

from puzzles import i18n
from puzzles.drawing import dominoes, style
from puzzles.drawing.dominoes import HALF

STEPS = i18n.table("puzzles.drawing.young_steps.STEPS")
PENCIL = "#555555"  # what the pupil draws or writes in a picture: a pencil's grey
Drawn = tuple[Any, float, float]


def caption(kind: str, lang: str, step: int) -> str:
    table = STEPS.get(lang) or STEPS["en"]
    return table.get(f"{kind}_{step}") or STEPS["en"][f"{kind}_{step}"]


def arrow(g, x1: float, y1: float, x2: float, y2: float) -> None:
    """A thick arrow from (x1, y1) to (x2, y2), its head at the end."""
    dx, dy = x2 - x1, y2 - y1
    length = max((dx * dx + dy * dy) ** 0.5, 1e-6)
    ux, uy = dx / length, dy / length
    head = 3.0
    bx, by = x2 - ux * head, y2 - uy * head
    a = style.group(**{"class": "arrow"})
    a.add(style.line(x1, y1, bx, by, stroke=style.INK, stroke_width=0.9))
    a.add(
        style.polygon(
            [(x2, y2), (bx - uy * 1.8, by + ux * 1.8), (bx + uy * 1.8, by - ux * 1.8)],
            fill=style.INK,
        )
    )
    g.add(a)


def _drawn_in(g, a: int, b: int, x: float, y: float, s: float = HALF) -> None:
    """A blank with a|b drawn into it in pencil, as the pupil draws it."""
    g.add(dominoes.blank(x, y, s))
    pencil = style.group(**{"class": "drawn-in", "fill": PENCIL})
    pencil.add(dominoes.half(a, x, y, s))
    pencil.add(dominoes.half(b, x + s, y, s))
    g.add(pencil)


def _cross(g, x: float, y: float, r: float) -> None:
    """A bold X: does not fit."""
    c = style.group(**{"class": "cross"})
    for sx in (-1, 1):
        c.add(style.line(x - r, y - sx * r, x + r, y + sx * r, stroke=style.INK, stroke_width=1.2))
    g.add(c)


def _ring(g, x: float, y: float, w: float, h: float) -> None:
    g.add(
        style.rect(
            x,
            y,
            w,
            h,
            rx=style.mm(h / 2),
            fill="none",
            stroke=style.INK,
            stroke_width=1.0,
            **{"class": "ring"},
        )
    )


# -- each kind's pictures ------------------------------------------------------
def _chain() -> tuple[Drawn, Drawn]:
    s, gap = HALF, 10.0
    one = style.group()
    one.add(dominoes.tile(2, 4, 0, 0))
    arrow(one, 2 * s + 1.5, s / 2, 2 * s + gap - 1.5, s / 2)
    _drawn_in(one, 2, 4, 2 * s + gap, 0)
    two = style.group()
    two.add(dominoes.tile(1, 2, 0, 0))
    two.add(dominoes.tile(2, 4, 2 * s + dominoes.GAP, 0))
    _ring(two, s - 1.5, -1.5, 2 * s + dominoes.GAP + 3, s + 3)
    return (one, 4 * s + gap, s), (two, 4 * s + dominoes.GAP, s)


def _blocked() -> tuple[Drawn, Drawn]:
    s, gap = HALF, 6.0
    one = style.group()
    one.add(dominoes.tile(3, 5, 0, 0))
    arrow(one, 2 * s + 1, s / 2, 2 * s + gap - 1, s / 2)
    one.add(dominoes.end_half(3, 2 * s + gap, 0, s))
    _drawn_in(one, 3, 5, 3 * s + gap + 2, 0)
    two = style.group()
    two.add(dominoes.end_half(2, 0, 0, s))
    two.add(dominoes.tile(2, 1, s + 2, 0))
    two.add(dominoes.tile(1, 2, 3 * s + 2 + dominoes.GAP, 0))
    right = 5 * s + 2 + dominoes.GAP
    two.add(dominoes.tile(4, 6, right - 2 * s, s + 4))
    _cross(two, right - s, 1.5 * s + 4, s * 0.7)
    return (one, 5 * s + gap + 2, s), (two, right, 2 * s + 4)


def _endgame() -> tuple[Drawn, Drawn]:
    s = HALF
    one = style.group()
    one.add(dominoes.tile(1, 3, 0, 0))
    one.add(dominoes.tile(3, 5, 2 * s + 8, s + 4))
    arrow(one, 2 * s + 7, 1.5 * s + 4, 2 * s + 1, s / 2 + 1)
    two = style.group()
    w, h = 4 * s + 10, 2 * s + 4
    two.add(style.rect(0, 0, w, h, fill="none", stroke=style.INK, stroke_width=0.6))
    two.add(dominoes.tile(3, 5, 3, 2))
    arrow(two, 2 * s + 4, 2 + s / 2, 2 * s + 7, 2 + s / 2)
    two.add(dominoes.tile(5, 1, 2 * s + 7, 2))
    pencil = style.group(**{"class": "drawn-in"})
    pencil.add(style.line(3, h - 3, w - 3, h - 3, stroke=PENCIL, stroke_width=0.5))
    two.add(pencil)
    return (one, 4 * s + 8, 2 * s + 4), (two, w, h)


def _dominosa() -> tuple[Drawn, Drawn]:
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
    _ring(one, 0.8, 0.8, 2 * c - 1.6, c - 1.6)
    two = style.group()
    box = 9.0
    two.add(style.rect(0, 0, box, box, fill="none", stroke=style.INK, stroke_width=0.6))
    two.add(
        style.polygon(
            [(1.8, 4.8), (3.6, 7.2), (7.6, 1.8), (3.6, 5.4)],
            fill=PENCIL,
            **{"class": "tick"},
        )
    )
    # as the sheet lists a domino to tick off: its name beside its box
    two.add(style.text("0-1", box + 2, box / 2, 5.0, anchor="start", class_="domino"))
    return (one, 2 * c, 2 * c), (two, box + 2 + 10.0, box)


def _florentine() -> tuple[Drawn, Drawn]:
    from puzzles.drawing.florentine_cards import CELL, card
    from puzzles.florentine.cards import Card

    laid, new = Card.parse("OBRB"), Card.parse("RG1RB")
    one = style.group()
    one.add(card(laid, 0, 0, big=True))
    # where it goes, drawn faint in its square: its blue edge meets the blue
    ghost = style.group(**{"class": "drawn-in"})
    ghost.add(style.washed(card(new, CELL, 0, big=True), 0.45))
    ghost.add(style.rect(CELL, 0, CELL, CELL, fill="none", stroke=style.INK, stroke_width=0.6))
    one.add(ghost)
    one.add(card(new, 2 * CELL + 12, 0, big=True))
    arrow(one, 2 * CELL + 11, CELL / 2, 2 * CELL + 1, CELL / 2)
    two = style.group()
    two.add(card(laid, 0, 0, faded={0, 1, 2, 3}, big=True))
    two.add(card(new, CELL, 0, faded={0, 2, 3}, big=True))
    wall = style.line(2 * CELL, -2, 2 * CELL, CELL + 2, stroke=style.INK, stroke_width=1.6)
    two.add(style.group(**{"class": "wall"}))
    two.elements[-1].add(wall)
    return (one, 3 * CELL + 12, CELL), (two, 2 * CELL + 1, CELL)


PICTURES = {
    "chain": _chain,
    "blocked": _blocked,
    "endgame": _endgame,
    "dominosa": _dominosa,
    "florentine": _florentine,
}


def steps(kind: str, lang: str) -> list[tuple[Drawn, str]]:
    """The kind's two steps: (drawing, sentence) each."""
    first, second = PICTURES[kind]()
    return [(first, caption(kind, lang, 1)), (second, caption(kind, lang, 2))]
