"""The Florentine board: cells, the cross, and where a card may be put.

docs/rules.md section 1, "Board" and "Placing a card".
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from puzzles.errors import BadInput, IllegalMove, shown
from puzzles.florentine.cards import PERSONAL, Card, E, N, Personal, S, W, opposite

Piece = Card | Personal
# The colour each side of a cell (N, E, S, W) must show, None where it is free.
Needs = tuple[str | None, str | None, str | None, str | None]
_CELL = re.compile(r"([A-Za-z])([0-9]{1,2})")  # ASCII digits only
MAX_SIZE = 15
# Offsets of the neighbour across each side, indexed by N, E, S, W.
_STEP = {N: (0, -1), E: (1, 0), S: (0, 1), W: (-1, 0)}


class Cell(NamedTuple):
    """A cell by column and row from 0; A1 is (0, 0), top left."""

    col: int
    row: int

    @property
    def name(self) -> str:
        return f"{chr(ord('A') + self.col)}{self.row + 1}"

    def __str__(self) -> str:
        return self.name

    @classmethod
    def parse(cls, text: object, size: int) -> Cell:
        match = _CELL.fullmatch(text.strip()) if isinstance(text, str) else None
        if not match:
            raise BadInput(f"{shown(text)} is not a cell like 'D4'")
        cell = cls(ord(match[1].upper()) - ord("A"), int(match[2]) - 1)
        if not (0 <= cell.col < size and 0 <= cell.row < size):
            raise BadInput(f"cell {shown(text)} is off the {size}x{size} board")
        return cell


@dataclass(frozen=True, slots=True)
class Board:
    """An n by n board, n odd; immutable: putting a piece returns a new board."""

    size: int
    pieces: tuple[Piece | None, ...]

    @classmethod
    def empty(cls, size: int = 7) -> Board:
        if size < 3 or size % 2 == 0 or size > MAX_SIZE:
            raise BadInput(f"board size must be odd, 3 to {MAX_SIZE}, not {shown(size)}")
        return cls(size, (None,) * (size * size))

    @classmethod
    def from_pieces(cls, size: int, placed: dict[Cell, Piece]) -> Board:
        board = cls.empty(size)
        pieces = list(board.pieces)
        for cell, piece in placed.items():
            pieces[cell.row * size + cell.col] = piece
        return cls(size, tuple(pieces))

    # -- geometry -------------------------------------------------------
    def cells(self) -> Iterator[Cell]:
        return iter(geometry(self.size).cells)

    @property
    def centre(self) -> Cell:
        mid = self.size // 2
        return Cell(mid, mid)

    def on_cross(self, cell: Cell) -> bool:
        return self.size // 2 in cell

    def beyond(self, cell: Cell, side: int) -> Cell | None:
        """The cell across `side` of `cell`, or None at the rim."""
        dc, dr = _STEP[side]
        col, row = cell.col + dc, cell.row + dr
        if 0 <= col < self.size and 0 <= row < self.size:
            return Cell(col, row)
        return None

    def neighbours(self, cell: Cell) -> list[tuple[int, Cell]]:
        """(side, cell) for every cell sharing an edge with `cell`."""
        return _neighbours(self.size)[cell]

    # -- contents -------------------------------------------------------
    def at(self, cell: Cell) -> Piece | None:
        return self.pieces[cell.row * self.size + cell.col]

    def put(self, cell: Cell, piece: Piece) -> Board:
        if self.at(cell) is not None:
            raise IllegalMove(f"{cell} is not empty")
        pieces = list(self.pieces)
        pieces[cell.row * self.size + cell.col] = piece
        return Board(self.size, tuple(pieces))

    def without(self, cell: Cell) -> Board:
        """The board with `cell` emptied: a card taken back."""
        pieces = list(self.pieces)
        pieces[cell.row * self.size + cell.col] = None
        return Board(self.size, tuple(pieces))

    def placed(self) -> dict[Cell, Piece]:
        cells = geometry(self.size).cells
        return {cells[i]: p for i, p in enumerate(self.pieces) if p is not None}

    def empty_cells(self) -> list[Cell]:
        cells = geometry(self.size).cells
        return [cells[i] for i, p in enumerate(self.pieces) if p is None]

    def touching(self, cell: Cell) -> int:
        """How many placed pieces share an edge with `cell`."""
        return sum(self.at(c) is not None for _, c in self.neighbours(cell))

    def cross_full(self) -> bool:
        pieces = self.pieces
        return all(pieces[i] is not None for i in geometry(self.size).cross)

    # -- placing --------------------------------------------------------
    def open_cells(self) -> list[Cell]:
        """Empty cells where a card may go by position alone (rules 1 and 2)."""
        # On cell indices: the inner loop of every simulated game and search.
        geo, pieces = geometry(self.size), self.pieces
        if pieces[geo.centre] is None:
            return [geo.cells[geo.centre]]
        if not self.cross_full():
            cells, need = geo.cross, 1
        else:
            cells, need = tuple(range(len(pieces))), 2
        return [
            geo.cells[i]
            for i in cells
            if pieces[i] is None and sum(pieces[j] is not None for j in geo.around[i]) >= need
        ]

    def fits(self, cell: Cell, card: Card) -> bool:
        """Rule 3: the card as it lies matches every touching card edge to edge."""
        pieces, size, colours = self.pieces, self.size, card.colours
        for side, other in _neighbours(size)[cell]:
            piece = pieces[other.row * size + other.col]
            if isinstance(piece, Card) and piece.colours[(side + 2) % 4] != colours[side]:
                return False
        return True

    def needs(self, cell: Cell) -> Needs:
        """The colour each side of a card on `cell` must show (None: free)."""
        pieces, size = self.pieces, self.size
        need: list[str | None] = [None, None, None, None]
        for side, other in _neighbours(size)[cell]:
            piece = pieces[other.row * size + other.col]
            if isinstance(piece, Card):
                need[side] = piece.colours[(side + 2) % 4]
        return need[0], need[1], need[2], need[3]

    def placements(
        self, card: Card, cells: list[Cell] | None = None
    ) -> list[tuple[Cell, int, Card]]:
        """Every legal (cell, turn, card as it lies) for `card` now, in the
        order of the turns, then of the cells.

        `cells`, if given, are this board's `open_cells()`, computed once for many cards.
        """
        return self.placements_of((card,), cells)[0]

    def placements_of(
        self, cards: Sequence[Card], cells: list[Cell] | None = None
    ) -> list[list[tuple[Cell, int, Card]]]:
        """`placements` of each of `cards`, what each cell needs worked out
        once for them all (the inner loop of every simulated game and search)."""
        cells = self.open_cells() if cells is None else cells
        needs = [(c, self.needs(c)) for c in cells]
        return [_placements(card, needs) for card in cards]

    def personal_cells(self) -> list[Cell]:
        """Where a personal card may go: where a card could, colours aside,
        but never on an empty board (it must touch a card)."""
        return [c for c in self.open_cells() if self.touching(c) >= 1]

    # -- checks ---------------------------------------------------------
    def clash(self) -> tuple[Cell, Cell] | None:
        """Two touching cards whose meeting triangles differ in colour."""
        for cell, piece in self.placed().items():
            if not isinstance(piece, Card):
                continue
            for side in (E, S):
                other = self.beyond(cell, side)
                if other is None:
                    continue
                there = self.at(other)
                if isinstance(there, Card) and there.colours[opposite(side)] != piece.colours[side]:
                    return cell, other
        return None

    def laying_order(self, since: Board | None = None) -> list[Cell] | None:
        """A legal order to lay what this board has and `since` has not.

        Cross cells go from the centre outwards, then each fill-phase cell
        once two of its neighbours are there; the first such cell in reading
        order goes first, so the order is the same every time. None when no
        legal order exists (a card off the cross before the cross is full, a
        cross arm with a gap, a cell that never touches two cards).
        """
        start = since if since is not None else Board.empty(self.size)
        todo = [c for c in self.placed() if start.at(c) is None]
        filled = {c for c in self.cells() if start.at(c) is not None}
        order: list[Cell] = []
        centre = self.centre
        cross = sorted(
            (c for c in todo if self.on_cross(c)),
            key=lambda c: abs(c.col - centre.col) + abs(c.row - centre.row),
        )
        for cell in cross:
            touches = any(n in filled for _, n in self.neighbours(cell))
            if not (cell == centre and not filled) and not touches:
                return None
            filled.add(cell)
            order.append(cell)
        rest = [c for c in todo if not self.on_cross(c)]
        if rest and not all(c in filled for c in self.cells() if self.on_cross(c)):
            return None
        while rest:
            for cell in rest:
                if sum(n in filled for _, n in self.neighbours(cell)) >= 2:
                    break
            else:
                return None
            rest.remove(cell)
            filled.add(cell)
            order.append(cell)
        return order


@dataclass(frozen=True)
class Geometry:
    """A board size's cells by index (row * size + col) and what touches what;
    a triangle is numbered cell index * 4 + side, so numbers run in reading order."""

    cells: tuple[Cell, ...]
    around: tuple[tuple[int, ...], ...]  # indices of the cells sharing an edge
    cross: tuple[int, ...]  # the cross's cells, in reading order
    centre: int
    across: tuple[int, ...]  # per triangle: the triangle it faces, -1 at the rim


@cache
def geometry(size: int) -> Geometry:
    cells = tuple(Cell(col, row) for row in range(size) for col in range(size))
    around = tuple(tuple(o.row * size + o.col for _, o in _neighbours(size)[c]) for c in cells)
    mid = size // 2
    across = []
    for cell in cells:
        for side, (dc, dr) in _STEP.items():
            col, row = cell.col + dc, cell.row + dr
            inside = 0 <= col < size and 0 <= row < size
            across.append((row * size + col) * 4 + opposite(side) if inside else -1)
    cross = tuple(i for i, c in enumerate(cells) if mid in c)
    return Geometry(cells, around, cross, mid * size + mid, tuple(across))


def _placements(card: Card, needs: list[tuple[Cell, Needs]]) -> list[tuple[Cell, int, Card]]:
    out = []
    for turn, lying in card.turns():
        n, e, s, w = lying.colours
        for cell, (nn, ne, ns, nw) in needs:
            if (
                (nn is None or nn == n)
                and (ne is None or ne == e)
                and (ns is None or ns == s)
                and (nw is None or nw == w)
            ):
                out.append((cell, turn, lying))
    return out


@cache
def _neighbours(size: int) -> dict[Cell, list[tuple[int, Cell]]]:
    out: dict[Cell, list[tuple[int, Cell]]] = {}
    for row in range(size):
        for col in range(size):
            cell = Cell(col, row)
            out[cell] = []
            for side, (dc, dr) in _STEP.items():
                c, r = col + dc, row + dr
                if 0 <= c < size and 0 <= r < size:
                    out[cell].append((side, Cell(c, r)))
    return out


__all__ = ["Board", "Cell", "Piece", "PERSONAL", "N", "E", "S", "W"]
