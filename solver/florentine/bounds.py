"""Sound bounds on a Florentine game's end, for the expert's open-phase search
(solver/florentine/open_search.py).

Once the open phase has begun every card still to come lies in the pool, so
a colour's final score lies between:

- **low**: the gems of its rooms sealed now (a sealed room faces no empty
  cell, so nothing laid later touches it: it stays as it is), and
- **high**: those, plus the gems of its rooms still open that can still be
  sealed, plus the gems of its colour on pool cards that can still be laid.

A room still open is *lost* when it will never be sealed: it has an open
triangle on the rim (rims do not seal), or among the empty cells it faces
more need a personal card than personal cards are left (a cell needs one
when no pool card, in any turn, matches the colours its placed neighbours
show now: they only grow, and the pool only shrinks), or more cells than
pool cards and personal cards are left. A room that joins a lost one later
is lost too: the empty cell stays, so leaving the lost room out is sound.
A pool card that matches no empty cell now, in any turn, is never laid.

The margin of a player (their score less the best other score) lies between
their low less the others' best high and their high less the others' best
low. Tested against the exhaustive search (tests/test_florentine_bounds.py).
"""

from __future__ import annotations

from puzzles.florentine.cards import Card
from puzzles.florentine.rooms import rooms


def _fits_now(need, cards) -> bool:
    """Does some card, in some turn, match these needs (colours only)?"""
    for card in cards:
        for _, lying in card.turns():
            colours = lying.colours
            if all(n is None or n == c for n, c in zip(need, colours, strict=True)):
                return True
    return False


def colour_bounds(board, pool, colours, personal_left: int, rim_seals: bool = True):
    """{colour: (low, high)} of the final scores (see the module's docstring)."""
    low = dict.fromkeys(colours, 0)
    high = dict.fromkeys(colours, 0)
    fillable: dict = {}  # empty cell -> can a pool card go there (colours only)

    def by_card(cell) -> bool:
        if cell not in fillable:
            fillable[cell] = _fits_now(board.needs(cell), pool)
        return fillable[cell]

    for room in rooms(board, rim_seals):
        if room.colour not in low or not room.gems:
            continue
        if room.sealed:
            low[room.colour] += room.gems
            high[room.colour] += room.gems
            continue
        faced, rim = set(), False
        for cell, side in room.triangles:
            other = board.beyond(cell, side)
            if other is None:
                rim = True
            elif board.at(other) is None:
                faced.add(other)
        if rim and not rim_seals:
            continue
        plugs = sum(1 for cell in faced if not by_card(cell))
        if plugs > personal_left or len(faced) > len(pool) + personal_left:
            continue
        high[room.colour] += room.gems
    empty = board.empty_cells()
    needs = [board.needs(cell) for cell in empty]
    for card in pool:
        if not any(_fits_now(need, [card]) for need in needs):
            continue
        for colour, gems in zip(card.colours, card.gems, strict=True):
            if colour in high:
                high[colour] += gems
    return {c: (low[c], high[c]) for c in colours}


def margin_bounds(bounds: dict, colours, player: int) -> tuple[int, int]:
    """(low, high) of `player`'s margin from `colour_bounds`."""
    lo, hi = bounds[colours[player]]
    others = [bounds[c] for p, c in enumerate(colours) if p != player]
    return lo - max(h for _, h in others), hi - max(lo_ for lo_, _ in others)


__all__ = ["Card", "colour_bounds", "margin_bounds"]
