"""Rooms, open triangles, sealing and scores: docs/rules.md section 1, "Rooms and sealing"."""

from __future__ import annotations

from dataclasses import dataclass

from puzzles.florentine.board import Board, Cell, geometry
from puzzles.florentine.cards import Card, Personal, opposite

Triangle = tuple[Cell, int]  # a cell and the side its triangle touches


@dataclass(frozen=True)
class Room:
    colour: str
    triangles: frozenset[Triangle]
    gems: int
    sealed: bool

    def cells(self) -> list[Cell]:
        return sorted({cell for cell, _ in self.triangles}, key=lambda c: (c.row, c.col))


def is_open(board: Board, cell: Cell, side: int, rim_seals: bool = True) -> bool:
    """A triangle is open when it faces an empty cell, or the rim if rims do not seal."""
    other = board.beyond(cell, side)
    if other is None:
        return not rim_seals
    return board.at(other) is None


def rooms(board: Board, rim_seals: bool = True) -> list[Room]:
    """Every room on the board, in reading order of its first triangle."""
    geo = geometry(board.size)
    pieces = board.pieces
    found = []
    for members, gems, sealed in _floods(pieces, geo.across, rim_seals):
        first = members[0]  # the least number: the first triangle in reading order
        found.append(
            Room(
                colour=pieces[first >> 2].colours[first & 3],
                triangles=frozenset((geo.cells[t >> 2], t & 3) for t in members),
                gems=gems,
                sealed=sealed,
            )
        )
    return found


def score(board: Board, colour: str, rim_seals: bool = True) -> int:
    """Gems of `colour` in sealed rooms, on a board whose touching cards match
    (as the rules keep every board): a room is one colour then."""
    floods = _floods(board.pieces, geometry(board.size).across, rim_seals, colour)
    return sum(gems for _, gems, sealed in floods if sealed)


def _floods(pieces, across, rim_seals: bool, gems_of: str | None = None):
    """(triangle numbers, least first; gems; sealed) of every room, in reading
    order of its first triangle; if `gems_of` is a colour, only the rooms that
    hold gems on a triangle of it.

    Triangles are numbered as in board.geometry, so that a score, asked for
    every placement a hint or a bot weighs, costs no Cell or Room."""
    seen = bytearray(len(across))
    for t0 in range(len(across)):
        if seen[t0]:
            continue
        piece = pieces[t0 >> 2]
        if not isinstance(piece, Card):
            continue
        if gems_of is not None and not (piece.gems[t0 & 3] and piece.colours[t0 & 3] == gems_of):
            continue
        seen[t0] = 1
        todo, members, gems, sealed = [t0], [], 0, True
        while todo:
            t = todo.pop()
            members.append(t)
            card = pieces[t >> 2]
            side = t & 3
            colours = card.colours
            gems += card.gems[side]
            # Its neighbours on the card when they are its colour, and the one it faces.
            steps = []
            if colours[side] == colours[(side + 1) & 3]:
                steps.append(t - side + ((side + 1) & 3))
            if colours[side] == colours[(side + 3) & 3]:
                steps.append(t - side + ((side + 3) & 3))
            other = across[t]
            if other < 0:
                sealed = sealed and rim_seals
            else:
                there = pieces[other >> 2]
                if there is None:
                    sealed = False
                elif isinstance(there, Card):
                    steps.append(other)
            for s in steps:
                if not seen[s]:
                    seen[s] = 1
                    todo.append(s)
        members.sort()
        yield members, gems, sealed


@dataclass(frozen=True, slots=True)
class Reach:
    """A room as one card just laid left it: what a player weighs before laying."""

    colour: str
    gems: int
    open_cells: frozenset[Cell]  # the empty cells its open triangles face
    open_rim: bool  # an open triangle on the rim (only when rims do not seal)

    @property
    def sealed(self) -> bool:
        return not self.open_cells and not self.open_rim


def rooms_through(board: Board, cell: Cell, rim_seals: bool = True) -> list[Reach]:
    """The rooms that hold a triangle of the card on `cell`, each once.

    Only these change when that card is laid: every room that faced `cell`
    meets one of its triangles now. A walk from the card alone, so that bots
    can weigh each placement without counting every room of the board.
    """
    if not isinstance(board.at(cell), Card):
        return []
    return _walk(board, [(cell, side) for side in range(4)], rim_seals)


def rooms_facing(board: Board, cell: Cell, rim_seals: bool = True) -> list[Reach]:
    """The rooms with a triangle facing `cell` (a personal card there closes them)."""
    starts = []
    for side, other in board.neighbours(cell):
        if isinstance(board.at(other), Card):
            starts.append((other, opposite(side)))
    return _walk(board, starts, rim_seals)


def _walk(board: Board, starts: list[Triangle], rim_seals: bool) -> list[Reach]:
    # On triangle numbers (board.geometry), as `_floods`: bots walk every placement.
    geo = geometry(board.size)
    pieces, across, size = board.pieces, geo.across, board.size
    seen = bytearray(len(across))
    found = []
    for cell, start_side in starts:
        start = (cell.row * size + cell.col) * 4 + start_side
        if seen[start]:
            continue
        colour, gems, cells, rim = pieces[start >> 2].colours[start_side], 0, set(), False
        todo = [start]
        seen[start] = 1
        while todo:
            t = todo.pop()
            piece, side = pieces[t >> 2], t & 3
            gems += piece.gems[side]
            steps = []
            if piece.colours[(side + 1) & 3] == colour:
                steps.append(t - side + ((side + 1) & 3))
            if piece.colours[(side + 3) & 3] == colour:
                steps.append(t - side + ((side + 3) & 3))
            other = across[t]
            if other < 0:
                rim = rim or not rim_seals
            else:
                there = pieces[other >> 2]
                if there is None:
                    cells.add(other >> 2)
                elif isinstance(there, Card):
                    steps.append(other)
            for step in steps:
                if not seen[step]:
                    seen[step] = 1
                    todo.append(step)
        found.append(Reach(colour, gems, frozenset(geo.cells[i] for i in cells), rim))
    return found


def sealed_by(board: Board, cell: Cell, rim_seals: bool = True) -> dict[str, int]:
    """Gems per colour that the piece on `cell` sealed when it was laid: a card
    or a personal card. Every room it closed faced the empty cell before, so
    none was sealed then."""
    if isinstance(board.at(cell), Card):
        reach = rooms_through(board, cell, rim_seals)
    else:
        reach = rooms_facing(board, cell, rim_seals)
    gained: dict[str, int] = {}
    for room in reach:
        if room.sealed and room.gems:
            gained[room.colour] = gained.get(room.colour, 0) + room.gems
    return gained


__all__ = [
    "Room",
    "Reach",
    "Triangle",
    "rooms",
    "rooms_through",
    "rooms_facing",
    "sealed_by",
    "score",
    "is_open",
    "Personal",
]
