"""The plain room finder and walks the fast ones in puzzles/florentine/rooms.py replaced.

Union-find over (cell, side) triangles, straight from docs/rules.md section 1
"Rooms and sealing": triangles of one card join when they share a colour and
an edge, triangles of two touching cards always join; a room is sealed when
none of its triangles faces an empty cell (or the rim, if rims do not seal).
The walks from one cell go the same way, triangle by triangle. Kept to
cross-check the fast ones on random boards.
"""

from __future__ import annotations

from puzzles.florentine.board import Board
from puzzles.florentine.cards import Card, opposite
from puzzles.florentine.rooms import Reach, Room, is_open


def rooms(board: Board, rim_seals: bool = True) -> list[Room]:
    found = _unordered(board, rim_seals)
    found.sort(key=lambda r: min((c.row, c.col, s) for c, s in r.triangles))
    return found


def _unordered(board: Board, rim_seals: bool) -> list[Room]:
    parent: dict = {}

    def find(t):
        while parent[t] != t:
            parent[t] = parent[parent[t]]
            t = parent[t]
        return t

    def join(a, b) -> None:
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

    groups: dict = {}
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
    return found


def score(board: Board, colour: str, rim_seals: bool = True) -> int:
    return sum(r.gems for r in _unordered(board, rim_seals) if r.colour == colour and r.sealed)


def rooms_through(board: Board, cell, rim_seals: bool = True) -> list[Reach]:
    if not isinstance(board.at(cell), Card):
        return []
    return _walk(board, [(cell, side) for side in range(4)], rim_seals)


def rooms_facing(board: Board, cell, rim_seals: bool = True) -> list[Reach]:
    starts = []
    for side, other in board.neighbours(cell):
        if isinstance(board.at(other), Card):
            starts.append((other, opposite(side)))
    return _walk(board, starts, rim_seals)


def _walk(board: Board, starts: list, rim_seals: bool) -> list[Reach]:
    seen: set = set()
    found = []
    for start in starts:
        if start in seen:
            continue
        colour, gems, cells, rim = board.at(start[0]).colours[start[1]], 0, set(), False
        todo = [start]
        seen.add(start)
        while todo:
            here, side = todo.pop()
            piece = board.at(here)
            gems += piece.gems[side]
            steps = []
            if piece.colours[(side + 1) % 4] == colour:
                steps.append((here, (side + 1) % 4))
            if piece.colours[(side + 3) % 4] == colour:
                steps.append((here, (side + 3) % 4))
            other = board.beyond(here, side)
            if other is None:
                rim = rim or not rim_seals
            else:
                there = board.at(other)
                if there is None:
                    cells.add(other)
                elif isinstance(there, Card):
                    steps.append((other, opposite(side)))
            for t in steps:
                if t not in seen:
                    seen.add(t)
                    todo.append(t)
        found.append(Reach(colour, gems, frozenset(cells), rim))
    return found
