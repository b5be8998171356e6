"""Rooms, open triangles, sealing and scores: RULES.md section 1, "Rooms and sealing"."""

from __future__ import annotations

from dataclasses import dataclass

from puzzles.board import Board, Cell
from puzzles.cards import Card, Personal, opposite

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
    parent: dict[Triangle, Triangle] = {}

    def find(t: Triangle) -> Triangle:
        while parent[t] != t:
            parent[t] = parent[parent[t]]
            t = parent[t]
        return t

    def join(a: Triangle, b: Triangle) -> None:
        parent[find(a)] = find(b)

    cards = {c: p for c, p in board.placed().items() if isinstance(p, Card)}
    for cell in cards:
        for side in range(4):
            parent[(cell, side)] = (cell, side)
    for cell, card in cards.items():
        for side in range(4):
            if card.joined(side):
                join((cell, side), (cell, (side + 1) % 4))
            other = board.beyond(cell, side)
            if other in cards:
                join((cell, side), (other, opposite(side)))

    groups: dict[Triangle, list[Triangle]] = {}
    for t in parent:
        groups.setdefault(find(t), []).append(t)
    found = []
    for members in groups.values():
        cell, side = members[0]
        found.append(
            Room(
                colour=cards[cell].colours[side],
                triangles=frozenset(members),
                gems=sum(cards[c].gems[s] for c, s in members),
                sealed=not any(is_open(board, c, s, rim_seals) for c, s in members),
            )
        )
    found.sort(key=lambda r: min((c.row, c.col, s) for c, s in r.triangles))
    return found


def score(board: Board, colour: str, rim_seals: bool = True) -> int:
    """Gems of `colour` in sealed rooms."""
    return sum(r.gems for r in rooms(board, rim_seals) if r.colour == colour and r.sealed)


__all__ = ["Room", "Triangle", "rooms", "score", "is_open", "Personal"]
