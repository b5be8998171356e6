"""A Florentine board and an endgame's answer as text, for people.

The answer's board marks each card it lays with its place in the order
(1, 2, ... in the cell's top left corner), then
lists the moves with the gems each seals ("+N gems"), the pool cards left
unused, and the rooms of the colour sealed, those the answer seals apart
from those sealed before.
"""

from __future__ import annotations

from collections.abc import Mapping

from puzzles import fields
from puzzles.florentine.board import Board, Cell
from puzzles.florentine.cards import COLOUR_NAMES, PERSONAL, Personal
from puzzles.florentine.rooms import rooms, score

_W = 7  # characters a cell is wide


def draw_board(board: Board, marks: Mapping[Cell, str] | None = None) -> str:
    """The board as text: each card shows N on top, W and E beside, S below;
    `marks` (one or two characters) go in a card's top left corner."""
    marks = marks or {}
    n = board.size
    lines = ["    " + "".join(chr(ord("A") + c).center(_W + 1) for c in range(n))]
    rule = "   +" + ("-" * _W + "+") * n
    lines.append(rule)
    for row in range(n):
        top, mid, bottom = [], [], []
        for col in range(n):
            cell = Cell(col, row)
            piece = board.at(cell)
            if piece is None:
                top.append(" " * _W)
                mid.append(" " * _W)
                bottom.append(" " * _W)
            elif isinstance(piece, Personal):
                top.append(_marked("#" * _W, marks.get(cell)))
                mid.append("#  P  #")
                bottom.append("#" * _W)
            else:
                t = [piece.triangle(side) for side in range(4)]
                top.append(_marked(t[0].center(_W), marks.get(cell)))
                mid.append(t[3].ljust(_W // 2) + "." + t[1].rjust(_W // 2))
                bottom.append(t[2].center(_W))
        lines.append("   |" + "|".join(top) + "|")
        lines.append(f"{row + 1:>2} |" + "|".join(mid) + "|")
        lines.append("   |" + "|".join(bottom) + "|")
        lines.append(rule)
    return "\n".join(lines)


def _marked(text: str, mark: str | None) -> str:
    return text if mark is None else mark + text[len(mark) :]


def describe(position, answer) -> str:
    """`solve --format text` of a Florentine endgame."""
    colour = COLOUR_NAMES[position.colour]
    head = fields.headline("florentine", answer.status, answer.unique, answer.seconds)
    if answer.board is None:
        return head + "\nno answer found"
    marks = {m.cell: str(i) for i, m in enumerate(answer.moves, 1)}
    out = [head, draw_board(answer.board, marks)]
    if marks:
        out.append("   (1, 2, ... in a corner: the cards the answer lays, in order)")
    before = position.score()
    out += [
        "",
        f"{colour} scores {answer.score} with {answer.cards_placed} card(s) laid"
        f" ({before} sealed before)",
    ]
    board = position.board
    for i, move in enumerate(answer.moves, 1):
        if move.personal:
            after = board.put(move.cell, PERSONAL)
            what = f"personal card on {move.cell}"
        else:
            after = board.put(move.cell, move.card.turned(move.turn))
            what = f"{move.card} turned {move.turn} on {move.cell}"
        gained = score(after, position.colour, position.rim_seals) - score(
            board, position.colour, position.rim_seals
        )
        out.append(f"{i:>3}. {what}   +{gained} gem{'' if gained == 1 else 's'}")
        board = after
    laid = {m.card for m in answer.moves if not m.personal}
    unused = [str(c) for c in position.pool if c not in laid]
    out.append(f"unused pool: {' '.join(unused) if unused else '(none)'}")
    old = {
        r.triangles
        for r in rooms(position.board, position.rim_seals)
        if r.colour == position.colour and r.sealed
    }
    sealed = [
        r
        for r in rooms(answer.board, position.rim_seals)
        if r.colour == position.colour and r.sealed and r.gems
    ]
    for title, group in (
        ("sealed by the answer", [r for r in sealed if r.triangles not in old]),
        ("sealed before", [r for r in sealed if r.triangles in old]),
    ):
        if group:
            out.append(f"{title}:")
        for room in group:
            cells = " ".join(c.name for c in room.cells())
            out.append(f"  {colour} room, {room.gems} gem(s): {cells}")
    return "\n".join(out)
