"""An exhaustive reference for Dominosa: every domino tiling of the grid, one by one.

Covers the first empty cell (reading order) with a domino to its right or
below, in every way, and keeps the tilings that lay each domino of the set
once and keep the givens. No propagation: the plain backtracking the fast
search (solver/dominoes/dominosa.py) is measured against (tests/bench/dominosa.py).
"""

from __future__ import annotations

from puzzles.dominoes.dominosa import Domino, Position


def coverings(position: Position, limit: int | None = None) -> list[frozenset[Domino]]:
    """Every covering of `position` (at most `limit`), each as a set of dominoes."""
    size, cols = len(position.grid), position.columns
    mate = [-1] * size
    used: set = set()
    for d in position.given:
        a, b = d.cells
        mate[a], mate[b] = b, a
        used.add(d.tile)
    out: list[frozenset[Domino]] = []
    laid: list[Domino] = list(position.given)

    def fill(cell: int) -> bool:
        while cell < size and mate[cell] >= 0:
            cell += 1
        if cell == size:
            out.append(frozenset(laid))
            return limit is not None and len(out) >= limit
        for other in (cell + 1, cell + cols):
            if other >= size or mate[other] >= 0 or (other == cell + 1 and other % cols == 0):
                continue
            domino = position.laid(cell, other)
            if domino.tile in used:
                continue
            mate[cell], mate[other] = other, cell
            used.add(domino.tile)
            laid.append(domino)
            if fill(cell + 1):
                return True
            laid.pop()
            used.discard(domino.tile)
            mate[cell] = mate[other] = -1
        return False

    fill(0)
    return out


def tilings(rows: int, columns: int) -> int:
    """How many domino tilings a rows x columns grid has (every tile allowed)."""
    size = rows * columns
    mate = [False] * size

    def fill(cell: int) -> int:
        while cell < size and mate[cell]:
            cell += 1
        if cell == size:
            return 1
        total = 0
        for other in (cell + 1, cell + columns):
            if other >= size or mate[other] or (other == cell + 1 and other % columns == 0):
                continue
            mate[cell] = mate[other] = True
            total += fill(cell + 1)
            mate[cell] = mate[other] = False
        return total

    return fill(0)
