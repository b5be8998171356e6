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
from puzzles.words import Words

STEPS = i18n.table("steps.young")
PENCIL = "#555555"  # what the pupil draws or writes in a picture: a pencil's grey
Drawn = tuple[Any, float, float]


def caption(kind: str, words: Words, step: int) -> str:
    table = STEPS.get(words.lang) or STEPS["en"]
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


def drawn_in(g, a: int, b: int, x: float, y: float, s: float = HALF) -> None:
    """A blank with a|b drawn into it in pencil, as the pupil draws it."""
    g.add(dominoes.blank(x, y, s))
    pencil = style.group(**{"class": "drawn-in", "fill": PENCIL})
    pencil.add(dominoes.half(a, x, y, s))
    pencil.add(dominoes.half(b, x + s, y, s))
    g.add(pencil)


def cross(g, x: float, y: float, r: float) -> None:
    """A bold X: does not fit."""
    c = style.group(**{"class": "cross"})
    for sx in (-1, 1):
        c.add(style.line(x - r, y - sx * r, x + r, y + sx * r, stroke=style.INK, stroke_width=1.2))
    g.add(c)


def ring(g, x: float, y: float, w: float, h: float) -> None:
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


def steps(drawing: Any, kind: str, words: Words) -> list[tuple[Drawn, str]]:
    """The kind's two steps: (drawing, sentence) each, the pictures its
    drawing module's `young_steps()`, the sentences the catalogs'
    `<kind>_1` and `<kind>_2`."""
    first, second = drawing.young_steps()
    return [(first, caption(kind, words, 1)), (second, caption(kind, words, 2))]
