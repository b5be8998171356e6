"""`analyse` for blocked lines, the generic way (solver/analyse.py): each
first tile laid, then the best blocked line from there.

A first move is a tile laid at an end (`{tile, end}` as `hint` writes it,
the tile read outward from that end); on an empty line, any tile. Two ends
that show the same number take a tile alike (the same open ends, the same
tiles left): one move. The value is the best answer's objective counting
the move: tiles laid (min-tiles), or pips left in the hand (max-pips, ties
to fewer tiles).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from puzzles.dominoes.blocked import Position
from puzzles.dominoes.line import End, Half, Line
from puzzles.words import ENGLISH, Words


def children(position: Position) -> list[tuple[dict[str, Any], Position | None]]:
    line = position.line
    out: list[tuple[dict[str, Any], Position | None]] = []
    if not line.laid:
        for tile in position.layable:
            out.append(
                ({"tile": str(tile), "end": End.RIGHT.value}, _after(position, tile, Line()))
            )
        return out
    if position.is_blocked(line):
        return []
    ends = [(End.LEFT, line.left)]
    if line.right != line.left:
        ends.append((End.RIGHT, line.right))
    for end, x in ends:
        for tile in position.layable:
            if x in (tile.a, tile.b):
                move = {"tile": str(Half(x, tile.other(x))), "end": end.value}
                out.append((move, _after(position, tile, line.add(tile, end))))
    return out


def _after(position: Position, tile, line: Line) -> Position:
    if not line.laid:
        line = Line((Half(tile.a, tile.b),))
    tiles = None if position.tiles is None else tuple(t for t in position.tiles if t != tile)
    hands = None
    if position.hands is not None:
        hands = tuple(tuple(t for t in hand if t != tile) for hand in position.hands)
    return replace(position, line=line, tiles=tiles, hands=hands, solution=None)


def value(position: Position, move: dict[str, Any], answer) -> tuple[Any, Any]:
    if answer.line is None:
        return None, None
    tiles = answer.tiles_laid + 1
    if position.objective == "max-pips":
        pips = answer.extra["pips_left"]
        return pips, (pips, -tiles)
    return tiles, -tiles


def position_text(position: Position, words: Words = ENGLISH) -> str:
    from puzzles.dominoes.blocked import start_text

    return start_text(position, words)


def move_text(move, words: Words = ENGLISH) -> str:
    from puzzles.dominoes.blocked import TEXT

    return TEXT[words.lang][f"move_{move['end']}"].format(tile=move["tile"])


def value_text(value, words: Words = ENGLISH) -> str:
    return str(value)


def same(position: Position, a, b) -> bool:
    """One tile laid at either of two ends that show the same number is one move."""
    if a["tile"] != b["tile"]:
        return False
    line = position.line
    return a["end"] == b["end"] or not line.laid or line.left == line.right
