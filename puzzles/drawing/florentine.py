"""Florentine Domino drawn: cards, the board with its labels, the pool, the key.

A card is a square cut by both diagonals into four triangles; each triangle
shows its colour, hatch and letter, and its gems as small gem shapes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from puzzles.board import Board, Cell
from puzzles.cards import Card, Plug, parse_piece
from puzzles.drawing import style
from puzzles.drawing.words import colour_word, word
from puzzles.florentine import Position

CELL = 12.0  # mm a board cell is wide, before the page scales it
LABEL = 6.0  # mm for the A.. and 1.. labels


def _local(x: float, y: float, s: float, side: int, u: float, v: float) -> tuple[float, float]:
    """A point `u` along the edge of triangle `side` from its middle, `v` in from it."""
    cx, cy = x + s / 2, y + s / 2
    if side == 0:
        return cx + u, y + v
    if side == 1:
        return x + s - v, cy + u
    if side == 2:
        return cx - u, y + s - v
    return x + v, cy - u


def gem(cx: float, cy: float, r: float):
    """A small cut gem: a diamond with a facet line."""
    g = style.group(**{"class": "gem"})
    g.add(
        style.polygon(
            [
                (cx - r, cy - r * 0.3),
                (cx - r * 0.5, cy - r),
                (cx + r * 0.5, cy - r),
                (cx + r, cy - r * 0.3),
                (cx, cy + r),
            ],
            fill=style.PAPER_WHITE,
            stroke=style.INK,
            stroke_width=mm_w(r),
        )
    )
    g.add(
        style.line(
            cx - r, cy - r * 0.3, cx + r, cy - r * 0.3, stroke=style.INK, stroke_width=mm_w(r) * 0.7
        )
    )
    return g


def mm_w(r: float) -> float:
    return style.mm(max(0.15, r * 0.22))


def card(piece: Card | Plug, x: float, y: float, s: float = CELL):
    """One card as it lies, its top-left corner at (x, y), `s` mm wide."""
    g = style.group(**{"class": "card"})
    if isinstance(piece, Plug):
        g.add(style.rect(x, y, s, s, fill="#444444", stroke=style.INK, stroke_width=0.4))
        g.add(style.circle(x + s / 2, y + s / 2, s * 0.3, fill=style.PAPER_WHITE))
        g.add(style.text("P", x + s / 2, y + s / 2, s * 0.35, bold=True))
        return g
    corners = [(x, y), (x + s, y), (x + s, y + s), (x, y + s)]
    centre = (x + s / 2, y + s / 2)
    for side in range(4):
        letter = piece.colours[side]
        tri = [corners[side], corners[(side + 1) % 4], centre]
        g.add(style.coloured(letter, tri))
    for side in range(4):
        # a thin white line where two triangles of different rooms meet
        if not piece.joined(side):
            g.add(
                style.line(
                    *corners[(side + 1) % 4],
                    *centre,
                    stroke=style.PAPER_WHITE,
                    stroke_width=style.mm(s * 0.03),
                )
            )
    for side in range(4):
        letter, gems = piece.colours[side], piece.gems[side]
        lx, ly = _local(x, y, s, side, 0, s * 0.16)
        g.add(style.circle(lx, ly, s * 0.115, fill=style.PAPER_WHITE, fill_opacity=0.9))
        g.add(style.text(letter, lx, ly, s * 0.17, bold=True, **{"class": "colour"}))
        if gems:
            shown = min(gems, 3) if gems <= 3 else 1
            r = s * (0.08 if shown == 1 else 0.055)
            for i in range(shown):
                u = (i - (shown - 1) / 2) * r * 2.3
                gx, gy = _local(x, y, s, side, u, s * 0.345)
                g.add(gem(gx, gy, r))
            if gems > 3:
                gx, gy = _local(x, y, s, side, s * 0.12, s * 0.32)
                g.add(style.text(str(gems), gx, gy, s * 0.12, bold=True))
    g.add(style.rect(x, y, s, s, fill="none", stroke=style.INK, stroke_width=0.4))
    return g


def board(b: Board, numbered: Mapping[Cell, int] | None = None):
    """The board with column letters on top and row numbers on the left."""
    n = b.size
    g = style.group(**{"class": "board"})
    ox, oy = LABEL, LABEL
    for i in range(n):
        g.add(
            style.text(
                chr(ord("A") + i),
                ox + (i + 0.5) * CELL,
                LABEL / 2,
                4.5,
                bold=True,
                **{"class": "label"},
            )
        )
        g.add(
            style.text(
                str(i + 1), LABEL / 2, oy + (i + 0.5) * CELL, 4.5, bold=True, **{"class": "label"}
            )
        )
    for cell in b.cells():
        x, y = ox + cell.col * CELL, oy + cell.row * CELL
        piece = b.at(cell)
        if piece is None:
            fill = "#f2f2f2" if b.on_cross(cell) else style.PAPER_WHITE
            g.add(style.rect(x, y, CELL, CELL, fill=fill, stroke=style.GREY, stroke_width=0.3))
        else:
            g.add(card(piece, x, y))
    for cell, number in (numbered or {}).items():
        x, y = ox + cell.col * CELL, oy + cell.row * CELL
        g.add(style.rect(x, y, CELL, CELL, fill="none", stroke=style.INK, stroke_width=1.2))
        g.add(
            style.circle(
                x + CELL * 0.2,
                y + CELL * 0.2,
                CELL * 0.17,
                fill=style.PAPER_WHITE,
                stroke=style.INK,
                stroke_width=0.3,
            )
        )
        g.add(
            style.text(
                str(number),
                x + CELL * 0.2,
                y + CELL * 0.2,
                CELL * 0.22,
                bold=True,
                **{"class": "move"},
            )
        )
    g.add(style.rect(ox, oy, n * CELL, n * CELL, fill="none", stroke=style.INK, stroke_width=0.8))
    return g, LABEL + n * CELL, LABEL + n * CELL


def draw(position: Position, answer: Mapping[str, Any] | None = None, lang: str = "en"):
    """The puzzle (board, pool, colour to play), or with `answer` its key."""
    g = style.group(**{"class": "florentine"})
    if answer and answer.get("board"):
        final = Board.from_pieces(
            position.size,
            {Cell.parse(k, position.size): parse_piece(v) for k, v in answer["board"].items()},
        )
        numbered = {
            Cell.parse(m["cell"], position.size): i
            for i, m in enumerate(answer.get("moves", []), 1)
        }
        drawn, width, height = board(final, numbered)
        g.add(drawn)
        y = height + 6
        colour = position.colour
        g.add(_swatch(colour, LABEL, y, lang))
        g.add(
            style.text(
                f"{answer.get('score')} {word(lang, 'score')}",
                LABEL,
                y + 14,
                5,
                anchor="start",
                bold=True,
            )
        )
        y += 22
        for i, move in enumerate(answer.get("moves", []), 1):
            if move.get("personal"):
                what = f"{i}. {move['cell']}: P ({word(lang, 'personal')})"
            else:
                what = f"{i}. {move['cell']}: {move['card']} ↻{move.get('turn', 0)}"
            g.add(style.text(what, LABEL, y, 4.5, anchor="start", **{"class": "move-list"}))
            y += 6.5
        return g, max(width, 95.0), y
    drawn, width, height = board(position.board)
    g.add(drawn)
    y = height + 5
    g.add(style.text(word(lang, "pool"), LABEL, y + 2, 4.5, anchor="start", bold=True))
    y += 6
    x = LABEL
    pieces: list[Card | Plug] = list(position.pool)
    for piece in pieces:
        if x + CELL > width:
            x, y = LABEL, y + CELL + 3
        g.add(card(piece, x, y))
        x += CELL + 3
    y += CELL + 6
    g.add(_swatch(position.colour, LABEL, y, lang))
    if position.personal:
        # On its own line: beside the colour it ran off narrow pages in long languages.
        y += 11
        g.add(card(Plug(), LABEL, y, 8))
        g.add(style.text(word(lang, "personal"), LABEL + 10, y + 4, 4, anchor="start"))
    return g, width, y + 10


def _swatch(colour: str, x: float, y: float, lang: str):
    g = style.group(**{"class": "play-for"})
    g.add(style.text(word(lang, "play_for"), x, y + 4, 4.5, anchor="start", bold=True))
    sx = x + len(word(lang, "play_for")) * 4.5 * 0.66 + 3
    g.add(style.coloured(colour, [(sx, y), (sx + 8, y), (sx + 8, y + 8), (sx, y + 8)]))
    g.add(style.rect(sx, y, 8, 8, fill="none", stroke=style.INK, stroke_width=0.4))
    g.add(style.circle(sx + 4, y + 4, 2.8, fill=style.PAPER_WHITE))
    g.add(style.text(colour, sx + 4, y + 4, 4.2, bold=True))
    g.add(style.text(colour_word(lang, colour), sx + 10, y + 4, 4.5, anchor="start"))
    return g
