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
        members, gems, faced, rim = _flood(pieces, across, t0, seen, None)
        members.sort()
        yield members, gems, not faced and not (rim and not rim_seals)


def _flood(pieces, across, start: int, seen: bytearray, colour: str | None):
    """The room of triangle `start`, marked in `seen`: (its triangles, gems,
    the empty cells it faces, whether it meets the rim). Triangles of a card
    join when they share `colour` (None: each its own colour, as a room's
    are), triangles of touching cards always."""
    seen[start] = 1
    todo, members, gems, faced, rim = [start], [], 0, set(), False
    while todo:
        t = todo.pop()
        members.append(t)
        piece, side = pieces[t >> 2], t & 3
        colours = piece.colours
        gems += piece.gems[side]
        own = colours[side] if colour is None else colour
        steps = []
        if colours[(side + 1) & 3] == own:
            steps.append(t - side + ((side + 1) & 3))
        if colours[(side + 3) & 3] == own:
            steps.append(t - side + ((side + 3) & 3))
        other = across[t]
        if other < 0:
            rim = True
        else:
            there = pieces[other >> 2]
            if there is None:
                faced.add(other >> 2)
            elif isinstance(there, Card):
                steps.append(other)
        for step in steps:
            if not seen[step]:
                seen[step] = 1
                todo.append(step)
    return members, gems, faced, rim


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
    geo = geometry(board.size)
    pieces, seen = board.pieces, bytearray(len(geo.across))
    found = []
    for cell, side in starts:
        start = (cell.row * board.size + cell.col) * 4 + side
        if seen[start]:
            continue
        # every start faces a card (faces_rooms, sealed_rooms)
        colour = pieces[start >> 2].colours[side]  # type: ignore[union-attr]
        _, gems, faced, rim = _flood(pieces, geo.across, start, seen, colour)
        cells = frozenset(geo.cells[i] for i in faced)
        found.append(Reach(colour, gems, cells, rim and not rim_seals))
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
