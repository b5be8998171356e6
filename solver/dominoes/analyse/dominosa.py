"""`analyse` for Dominosa, the generic way (solver/analyse.py): each domino on
each pair of neighbouring cells that shows its numbers, then a covering that
holds it there.

A first move is `{tile, cells}` as `hint` writes it. A place whose cells a
given domino covers, or whose domino is given elsewhere, is no move. The
value is the dominoes of the covering, the whole set, or null where no
covering holds the move: in a unique puzzle exactly one place of each domino
has a value.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from puzzles import i18n
from puzzles.dominoes.dominosa import Position
from puzzles.words import ENGLISH, Words


def children(position: Position) -> list[tuple[dict[str, Any], Position | None]]:
    covered = {c for d in position.given for c in d.cells}
    given_tiles = {d.tile for d in position.given}
    out: list[tuple[dict[str, Any], Position | None]] = []
    for domino in position.places():
        if covered & set(domino.cells) or domino.tile in given_tiles:
            continue
        child = replace(position, given=(*position.given, domino), solution=None)
        out.append((domino.to_mapping(position.columns), child))
    return out


def value(position: Position, move: dict[str, Any], answer) -> tuple[Any, Any]:
    if answer.dominoes is None:
        return None, None
    return len(answer.dominoes), 0


def position_text(position: Position, words: Words = ENGLISH) -> str:
    from puzzles.dominoes.dominosa import draw_text

    return draw_text(position, position.given)


def move_text(move, words: Words = ENGLISH) -> str:
    from puzzles.dominoes.dominosa import TEXT

    return TEXT[words.lang]["at"].format(tile=move["tile"], cells="-".join(move["cells"]))


def value_text(value, words: Words = ENGLISH) -> str:

    return i18n.nformat(words.lang, "answer.dominosa.value", value)


def same(position: Position, a, b) -> bool:
    """One domino on the same two cells, whichever cell is named first."""
    return a["tile"] == b["tile"] and sorted(a["cells"]) == sorted(b["cells"])
