"""A `blocked` puzzle drawn: the line so far, the tiles to lay, blanks; the key."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from puzzles.blocked import Position
from puzzles.drawing import dominoes
from puzzles.drawing.words import word
from puzzles.line import Line


def draw(position: Position, answer: Mapping[str, Any] | None = None, lang: str = "en"):
    col = dominoes.Column("blocked")
    given = position.line
    if answer and answer.get("line"):
        solved = Line.parse(answer["line"])
        start = _find(solved, given)
        new = [i for i in range(len(solved)) if not start <= i < start + len(given)]
        numbers = {i: n for n, i in enumerate(new, 1)}
        col.add(dominoes.line(solved.laid, numbers, bold=new))
        ends = ", ".join(str(x) for x in solved.open_ends(position.game))
        col.caption(word(lang, "tiles_laid", n=len(new), ends=ends), css="move-list")
        if answer.get("pips_left") is not None:
            col.caption(f"{answer['pips_left']}", css="move-list")
        return col.done()
    if given.laid:
        col.caption(word(lang, "line"))
        col.add(dominoes.line(given.laid))
    else:
        col.caption(word(lang, "empty_table"))
    if position.hands is not None:
        for p, hand in enumerate(position.hands):
            mark = " ★" if position.hand == p else ""
            col.caption(word(lang, "hand", p=p + 1) + mark)
            col.add(dominoes.tiles(hand))
    if position.tiles is not None:
        col.caption(word(lang, "tiles"))
        col.add(dominoes.tiles(position.tiles))
    elif position.hands is None:
        col.caption(
            word(lang, "tiles") + ": " + word(lang, "any_tile", n=position.set_size), bold=False
        )
    solution = position.header.get("solution") or {}
    laid = solution.get("tiles_laid")
    if laid:
        col.caption(word(lang, "your_line") + ": " + word(lang, "lay", n=laid))
        col.add(dominoes.line([None] * laid))
    return col.done()


def _find(solved: Line, given: Line) -> int:
    """Where the given line sits inside the solved one (it may be reversed)."""
    n = len(given)
    if n == 0:
        return 0
    for line in (solved,):
        for i in range(len(line) - n + 1):
            if line.laid[i : i + n] in (given.laid, given.reversed().laid):
                return i
    return 0
