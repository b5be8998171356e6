"""A `chain` puzzle drawn: the tiles, a row of blanks with the clues; the key."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from puzzles.chain import Position
from puzzles.drawing import dominoes, style
from puzzles.drawing.words import word
from puzzles.line import Line


def draw(position: Position, answer: Mapping[str, Any] | None = None, lang: str = "en"):
    col = dominoes.Column("chain")
    if answer and answer.get("line"):
        solved = Line.parse(answer["line"])
        col.add(dominoes.line(solved.laid, {i: i + 1 for i in range(len(solved))}))
        col.caption(str(solved), size=3.6, bold=False, css="move-list")
        return col.done()
    col.caption(word(lang, "tiles"))
    col.add(dominoes.tiles(position.tiles))
    col.caption(word(lang, "your_line"))
    slots: list = [None] * len(position.tiles)
    for clue in position.clues:
        if clue.at is not None:
            slots[clue.at - 1] = clue.tile
    ends = {c.end: c.pips for c in position.clues if c.end is not None}
    drawn, w, h = dominoes.line(slots, crosswise=False)
    g = style.group()
    g.add(style.place(drawn, 9, 0))
    for end, x in (("left", 0), ("right", w + 10)):
        if end in ends:
            g.add(
                style.rect(
                    x,
                    dominoes.HALF / 2,
                    8,
                    dominoes.HALF,
                    fill="none",
                    stroke=style.INK,
                    stroke_width=0.5,
                )
            )
            g.add(dominoes.half(ends[end], x, dominoes.HALF / 2, 8))
    col.add((g, w + 18, h))
    return col.done()
