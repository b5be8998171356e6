"""Open ends for the endgame search: one int each, the lays onto them, reduced.

The rules need the open ends only as a multiset of numbers (docs/rules.md section
4), so the search holds them as one int, 5 bits a number counting the ends
that show it: equal multisets are one value, whatever the line's order or
where the spinners lie, and a lay is arithmetic. Under draw rules every
double is a spinner and the ends grow (`5-5` laid on a 5 leaves three 5s
where one was), so a round meets many more multisets than it has lays; none
of them is interned or built from tuples.

Rounds that reach the same hands by different lays often differ only in ends
that no longer matter, and the transposition key treats them as one:

- a number that no tile still in play shows (no hand, no boneyard) is dead:
  whatever it is and however often it shows, nothing is ever laid on it;
- of a number that `r` tiles still in play show, `r` open ends are as good
  as more: each of those tiles takes at most one such end when it is laid, so
  with `r` or more the number stays open as long as a tile may need it.

So under draw rules the search holds, for each number, min(open ends
showing it, tiles in play showing it): the ends as the rest of the round
sees them (`reduce`). Two positions with equal such ends (and equal hands,
player and boneyard) offer the same tiles at every turn from here on and end
the same: the same value. Held this way the ends are their own key, and far
fewer of them meet, so their lays are built once and looked up after. Still
a draw endgame meets thousands of them, each with a few tiles to lay: there
the search takes a tile's steps (what a lay adds to the ends), which depend
only on which numbers show, built once for every ends showing the same
numbers, and adds them itself. A lay
changes the count of only the number it opens, so the search caps only that
one. Under block rules the tiles laid fix the two ends but for rare
loops, so the ends stay as they are.

Static move order: heavy tiles and doubles first, as a good player sheds
them; a double that opens spinner sides after plain lays of equal weight,
since it gives the next player two more ends to lay on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from puzzles.dominoes.tiles import Ends, Tile

BITS = 5  # per number: up to 31 ends counted (a double-18 set has 19 tiles a number)
_ONE = [1 << (BITS * x) for x in range(32)]
# Reduced ends where every number is dead: nothing fits, and still not the
# empty line (0), onto which any tile fits. No set has a number 31.
DEAD = _ONE[31]


def encode(ends: Ends) -> int:
    return sum(_ONE[x] for x in ends)


def decode(e: int) -> Ends:
    out: list[int] = []
    x = 0
    while e:
        out += [x] * (e & 31)
        e >>= BITS
        x += 1
    return tuple(out)


class Cache(dict):
    """A dict that builds a missing value with `build(key)` and keeps it."""

    def __init__(self, build: Callable[[int], Any]) -> None:
        super().__init__()
        self.build = build

    def __missing__(self, e: int):
        value = self[e] = self.build(e)
        return value


class OpenEnds:
    """The tiles that fit each ends value, the lays onto it, and the ends reduced."""

    def __init__(self, tiles: tuple[Tile, ...], spinners: bool):
        self.tiles = tiles
        self.spinners = spinners
        numbers = max(t.b for t in tiles) + 1
        self.with_number = [0] * numbers
        for i, t in enumerate(tiles):
            self.with_number[t.a] |= 1 << i
            self.with_number[t.b] |= 1 << i
        # Per tile bit: what its lays need, so that building them is arithmetic.
        # Each side: its number in `cutoffs`, the shifts of the numbers it covers
        # and opens, and the tiles showing the one it opens. Ranks: onto the
        # empty line, onto ends.
        self._tile = {}
        for i, t in enumerate(tiles):
            a, b = t.a, t.b
            sides = [(2 * i, BITS * a, BITS * b, self.with_number[b])]
            if a != b:
                sides.append((2 * i + 1, BITS * b, BITS * a, self.with_number[a]))
            spins = spinners and a == b
            rank = (-t.pips - 4 * (a == b), -t.pips - 4 * (a == b) + 3 * spins)
            self._tile[1 << i] = (1 << i, t.pips, a, b, rank, sides)
        # {a, a, a} where a double covers one a, if it spins
        self.grow = [2 * _ONE[x] if spinners else 0 for x in range(numbers)]
        self.fits = Cache(self._fitting)  # ends -> mask of the tiles that fit
        self.lays = Cache(lambda e: {})  # ends -> tile bit -> its lays, built on first use
        self._counts = Cache(self._numbers)
        # ends -> tile bit -> its steps, built on first use and shared by all the
        # ends that show the same numbers (`_showing`)
        self._feet = sum(_ONE[x] for x in range(numbers))
        self._by_showing = Cache(lambda showing: {})
        self.steps = Cache(lambda e: self._by_showing[self._showing(e)])
        # How often each lay (a tile onto a number) cut a search short: a lay
        # that refuted one position tends to refute its neighbours. Under draw
        # rules a cut-off counts the more the fuller the hand (its square):
        # a tenth fewer nodes there, but more on block deals.
        self.cutoffs = [0] * (2 * len(tiles))

    def release(self) -> None:
        """Empties the caches (see solver/dominoes/endgame/solve.py, `release`)."""
        self.fits.clear()
        self.lays.clear()
        self._counts.clear()
        self.steps.clear()
        self._by_showing.clear()

    def _fitting(self, e: int) -> int:
        if not e:
            return (1 << len(self.tiles)) - 1
        mask = 0
        for x, showing in enumerate(self.with_number):
            if e >> (BITS * x) & 31:
                mask |= showing
        return mask

    def lays_of(self, e: int, bit: int) -> list[tuple]:
        """The distinct lays of one tile onto ends `e` (the same tile leaving the same
        ends is one move: docs/rules.md section 5; the two halves of a tile that is not
        a double leave different ends): (tile bit, pips, ends after, mask fitting
        after, its number in `cutoffs`, its static rank, and the number it opens: its
        shift and the tiles showing it)."""
        bit, pips, a, b, rank, sides = self._tile[bit]
        fits = self.fits
        if not e:  # block rules only: draw rules start from a double on the table
            after = _ONE[a] + _ONE[b]
            n, _, shift, showing = sides[0]
            out = [(bit, pips, after, fits[after], n, rank[0], shift, showing)]
        elif a == b:
            after = e + self.grow[a]
            n, _, shift, showing = sides[0]
            out = [(bit, pips, after, fits[after], n, rank[1], shift, showing)]
        else:
            out = []
            for n, covers, shift, showing in sides:
                if e >> covers & 31:
                    after = e - (1 << covers) + (1 << shift)
                    out.append((bit, pips, after, fits[after], n, rank[1], shift, showing))
        self.lays[e][bit] = out
        return out

    def _showing(self, e: int) -> int:
        """The numbers `e` shows, one bit at the foot of each count that is not 0
        (-1 for the empty line)."""
        return (e | e >> 1 | e >> 2 | e >> 3 | e >> 4) & self._feet if e else -1

    def steps_of(self, e: int, bit: int) -> list[tuple]:
        """The lays of `lays_of`, each with what it adds to the ends in place of
        the ends after and None for what fits them: they depend only on the
        numbers the ends show."""
        out = [(lay[0], lay[1], lay[2] - e, None, *lay[4:]) for lay in self.lays_of(e, bit)]
        self.steps[e][bit] = out
        return out

    def moves(self, e: int, fit: int) -> list[tuple]:
        """Every lay of the tiles in `fit` onto ends `e`, in their static order."""
        out: list[tuple] = []
        while fit:
            low = fit & -fit
            fit ^= low
            out += self.lays[e].get(low) or self.lays_of(e, low)
        out.sort(key=lambda lay: lay[5])
        return out

    def _numbers(self, e: int) -> tuple[tuple[int, int, int], ...]:
        return tuple(
            (BITS * x, e >> (BITS * x) & 31, showing)
            for x, showing in enumerate(self.with_number)
            if e >> (BITS * x) & 31
        )

    def reduce(self, e: int, in_play: int) -> int:
        """The ends `e` as the rest of the round sees them, with `in_play` the mask
        of the tiles still in a hand or the boneyard (see above)."""
        if not e:
            return 0  # before the first tile: no multiset of ends is empty
        out = 0
        for shift, count, showing in self._counts[e]:
            r = (showing & in_play).bit_count()
            out |= (count if count < r else r) << shift
        return out or DEAD
