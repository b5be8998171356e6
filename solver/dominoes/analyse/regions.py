"""`analyse` for Domino regions: every placement of the most constrained cell
or domino, each valued possible (an answer holds it) or not.

The search's own pencil marks (solver/dominoes/regions.py) say where each
open cell and each domino left can still lie; the cell or the domino with
the fewest placements is the one a person would look at, and each of its
placements is forced in turn and solved. A first move is `{tile, cells}` as
`hint` writes it. In a unique puzzle exactly one placement is possible; the
table says which cell or domino it looked at (`cell` or `domino`).
"""

from __future__ import annotations

from typing import Any

from puzzles import i18n
from puzzles.dominoes.regions import LaidDomino, Position
from puzzles.status import Status
from puzzles.words import ENGLISH, Words
from solver.dominoes.regions import SearchState, solve_on
from solver.limits import Clock
from solver.results import Valued


def most_constrained(position: Position) -> tuple[dict[str, str], list[LaidDomino]]:
    """({"cell": name} or {"domino": tile}, its placements), fewest first;
    ({}, []) when every cell is covered or there is no answer to start from."""
    state = SearchState.start(position)
    if state is None:
        return {}, []
    pick = state.choice()
    if pick is None:
        return {}, []
    cell, placements = pick
    if not placements:  # some cell or domino has no placement: nothing to value
        return {}, []
    best: tuple[dict[str, str], list[LaidDomino]] = ({"cell": position.name(cell)}, placements)
    halves = state.halves()
    doms = state.domains(halves)
    memo: dict = {}
    every: list[LaidDomino] = []
    for c in doms:
        for d, x, y in state.placements(c, doms, halves, memo):
            if c < d:
                every.append(LaidDomino.laid((c, d), (x, y)))
    for a, b in sorted(set(state.left)):
        mine = [d for d in every if d.tile.a == a and d.tile.b == b]
        if len(mine) < len(best[1]):
            best = ({"domino": f"{a}-{b}"}, mine)
    return best[0], sorted(best[1])


def analyse_moves(position: Position, clock: Clock):
    looked, placements = most_constrained(position)
    rows = []
    for d in placements:
        answer = solve_on(position, clock, (d,))
        move = d.to_mapping(position.columns)
        if answer.status == Status.OPTIMAL:
            rows.append(Valued(move, True, 1))
        elif answer.status == Status.INFEASIBLE:
            rows.append(Valued(move, None, None))
        else:
            rows.append(Valued(move, None, None, exact=False))
    return rows, looked


def position_text(position: Position, words: Words = ENGLISH) -> str:
    from puzzles.dominoes.regions import draw_text

    return draw_text(position, position.given)


def move_text(move, words: Words = ENGLISH) -> str:
    from puzzles.dominoes.regions import TEXT

    return TEXT[words.lang]["at"].format(tile=move["tile"], cells="-".join(move["cells"]))


def value_text(value, words: Words = ENGLISH) -> str:
    return i18n.gettext(words.lang, "answer.regions.possible")


def same(position: Position, a, b) -> bool:
    """One placement, whichever cell is named first (the tile written to match)."""
    return _laid(a) == _laid(b)


def _laid(move: Any) -> tuple:
    x, y = (int(v) for v in move["tile"].split("-"))
    (c, d) = move["cells"]
    return (c, d, x, y) if c <= d else (d, c, y, x)
