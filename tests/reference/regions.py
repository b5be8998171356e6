"""An exhaustive reference for Domino regions: every answer, one by one.

Covers the first empty cell (reading order) with a domino to its right or
below, laying every tile left either way round (a double once), and keeps
the coverings that meet every region's condition and keep the givens. No
bounds, no tray counting: the plain backtracking the search of
solver/dominoes/regions.py is held against (tests/test_regions_solve.py).
"""

from __future__ import annotations

from puzzles.dominoes.regions import LaidDomino, Position


def answers(position: Position, limit: int | None = None) -> list[frozenset[LaidDomino]]:
    """Every answer of `position` (at most `limit`), each as a set of dominoes."""
    cells = list(position.cells)
    covered: set[int] = set()
    left = list(position.dominoes)
    laid: list[LaidDomino] = []
    for d in position.given:
        covered |= set(d.cells)
        left.remove(d.tile)
        laid.append(d)
    out: list[frozenset[LaidDomino]] = []

    def fill(k: int) -> bool:
        while k < len(cells) and cells[k] in covered:
            k += 1
        if k == len(cells):
            if position.covers(laid):
                out.append(frozenset(laid))
            return limit is not None and len(out) >= limit
        cell = cells[k]
        for other in (cell + 1, cell + position.columns):
            if other in covered or other not in position.neighbours[cell]:
                continue
            for tile in list(left):
                turns = {(tile.a, tile.b), (tile.b, tile.a)}
                for x, y in sorted(turns):
                    domino = LaidDomino.laid((cell, other), (x, y))
                    covered.update((cell, other))
                    left.remove(tile)
                    laid.append(domino)
                    stop = fill(k + 1)
                    laid.pop()
                    left.append(tile)
                    covered.difference_update((cell, other))
                    if stop:
                        return True
        return False

    fill(0)
    return out
