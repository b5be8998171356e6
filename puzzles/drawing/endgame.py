"""An `endgame` drawn: the line on the table and every open hand; the key."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from puzzles.dominoes import Tile
from puzzles.drawing import dominoes
from puzzles.drawing.words import word
from puzzles.line import Line


def draw(position, answer: Mapping[str, Any] | None = None, lang: str = "en"):
    col = dominoes.Column("endgame")
    if answer and answer.get("moves") is not None:
        moves = answer["moves"]
        final = _final_line(position.line, moves)
        if final is not None:
            col.add(dominoes.line(final.laid))
        if answer.get("value") is not None:
            col.caption(word(lang, "value", v=answer["value"]), css="move-list")
        for i, move in enumerate(moves, 1):
            who = word(lang, "player", p=move["player"] + 1)
            if move.get("end") == "pass":
                what = word(lang, "pass")
            elif "draw" in move:
                what = f"{word(lang, 'draws')} {move['draw']}"
            else:
                what = f"{move['tile']} → {move['end']}"
            col.caption(f"{i}. {who}: {what}", size=3.8, bold=False, css="move-list")
        return col.done()
    if position.line.laid:
        col.caption(word(lang, "line"))
        col.add(dominoes.line(position.line.laid))
    else:
        col.caption(word(lang, "empty_table"))
    sides = _sides(position, lang)
    if sides:
        col.caption(sides, size=3.8, bold=False)
    for p, hand in enumerate(position.hands):
        label = word(lang, "player", p=p + 1)
        if p == position.to_move:
            label = "▶ " + label + " " + word(lang, "to_move")
        col.caption(label)
        col.add(dominoes.tiles(hand))
    if position.rules == "draw":
        col.caption(word(lang, "boneyard"))
        if position.boneyard:
            col.add(dominoes.tiles(position.boneyard))
    return col.done()


def _sides(position, lang: str) -> str | None:
    """Who plays against whom, players numbered from 1 as on the page."""
    if position.partnerships:
        return word(lang, "partners", a=1, b=2, c=3, d=4)
    if not position.paranoid:
        return None  # two players: plainly one against the other
    others = [str(p + 1) for p in range(position.players) if p != position.to_move]
    together = f"{', '.join(others[:-1])} {word(lang, 'and')} {others[-1]}"
    return word(lang, "against", p=position.to_move + 1, others=together)


def _final_line(line: Line, moves) -> Line | None:
    """The line after the principal moves, when they lie only at its two ends."""
    for move in moves:
        if "draw" in move or move.get("end") == "pass":
            continue
        if move.get("end") not in ("left", "right"):
            return None
        try:
            line = line.add(Tile.parse(move["tile"]), move["end"])
        except ValueError:
            return None
    return line
