"""`analyse` for chains, the generic way (solver/analyse.py): each tile at
each place of the line, then a whole line that holds it there.

A first move is `{at, tile}` as `hint` writes it: the tile laid left to
right at position `at`; where a clue fixes a place, its tile there is the
one move, and a tile a clue places is no move elsewhere. Without clues a
line and its reverse are one line, so `at` with `a-b` and the mirrored
place with `b-a` are one move (the one nearer the left is listed). The
value is the tiles laid, every one of them, or null where no line holds
the move.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from puzzles import i18n
from puzzles.dominoes.chain import Clue, Position
from puzzles.dominoes.line import Half
from puzzles.words import ENGLISH, Words


def children(position: Position) -> list[tuple[dict[str, Any], Position | None]]:
    n = len(position.tiles)
    fixed_at = {c.at for c in position.clues if c.at is not None}
    fixed_tiles = {(min(c.tile), max(c.tile)) for c in position.clues if c.tile is not None}
    out: list[tuple[dict[str, Any], Position | None]] = []
    seen = set()
    for at in range(1, n + 1):
        if at in fixed_at:  # the clue's tile is the one move there
            clue = next(c for c in position.clues if c.at == at)
            assert clue.tile is not None  # a clue at a place names its tile
            out.append(({"at": at, "tile": str(clue.tile)}, position))
            continue
        for tile in position.tiles:
            if (tile.a, tile.b) in fixed_tiles:
                continue
            for laid in sorted({Half(tile.a, tile.b), Half(tile.b, tile.a)}):
                if not position.clues:
                    mirror = (n + 1 - at, (laid[1], laid[0]))
                    if mirror in seen:
                        continue
                seen.add((at, laid))
                child = replace(
                    position, clues=(*position.clues, Clue(at=at, tile=laid)), solution=None
                )
                out.append(({"at": at, "tile": str(laid)}, child))
    return out


def value(position: Position, move: dict[str, Any], answer) -> tuple[Any, Any]:
    if answer.line is None:
        return None, None
    return answer.tiles_laid, 0


def position_text(position: Position, words: Words = ENGLISH) -> str:
    from puzzles.dominoes.chain import start_text

    return start_text(position, words)


def move_text(move, words: Words = ENGLISH) -> str:
    from puzzles.dominoes.chain import TEXT

    return TEXT[words.lang]["move"].format(tile=move["tile"], at=move["at"])


def value_text(value, words: Words = ENGLISH) -> str:

    return i18n.nformat(words.lang, "answer.chain.value", value)


def same(position: Position, a, b) -> bool:
    """Without clues a line and its reverse are one: `at` with a-b is the
    mirrored place with b-a."""
    if a == b:
        return True
    if position.clues:
        return False
    x, y = Half.parse(a["tile"])
    n = len(position.tiles)
    return b["at"] == n + 1 - a["at"] and b["tile"] == str(Half(y, x))
