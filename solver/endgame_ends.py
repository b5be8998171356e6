"""Open ends for the endgame search: interned, and keyed as the rest of the round
sees them.

Under draw rules every double is a spinner (RULES.md section 4), so the open
ends are a multiset that grows: `5-5` laid on a 5 leaves three 5s where one
was. Rounds that reach the same hands by different lays often differ only in
ends that no longer matter, and the transposition key treats them as one:

- a number that no tile still in play shows (no hand, no boneyard) is dead:
  whatever it is and however often it shows, nothing is ever laid on it;
- of a number that `r` tiles still in play show, `r` open ends are as good
  as more: each of those tiles takes at most one such end when it is laid, so
  with `r` or more the number stays open as long as a tile may need it.

So the key holds, for each number, min(open ends showing it, tiles in play
showing it). Two positions with equal keys (and equal hands, player and
boneyard) offer the same tiles at every turn from here on and end the same:
the same value. Equal multisets of open ends are one id, so the order of the
line and where the spinners lie never split the table.

Move order among lays of equal rank: heavy tiles and doubles first, as a good
player sheds them; a double that opens spinner sides after plain lays, since
it gives the next player three more ends to lay on.
"""

from __future__ import annotations

from puzzles.dominoes import Ends, Tile

_BITS = 5  # per number in a key: up to 31 open ends counted (a double-18 set has 19 tiles a number)


class OpenEnds:
    """Ends <-> small ids, and the key of an id given the tiles still in play."""

    def __init__(self, with_number: list[int]):
        self.with_number = with_number
        self.of: list[Ends] = []
        self._ids: dict[Ends, int] = {}
        self._counts: list[tuple[tuple[int, int, int], ...]] = []

    def id(self, ends: Ends) -> int:
        e = self._ids.get(ends)
        if e is None:
            e = self._ids[ends] = len(self.of)
            self.of.append(ends)
            self._counts.append(
                tuple((_BITS * x, ends.count(x), self.with_number[x]) for x in sorted(set(ends)))
            )
        return e

    def key(self, e: int, in_play: int) -> int:
        """The ends `e` as the rest of the round sees them, with `in_play` the mask
        of the tiles still in a hand or the boneyard. Before the first tile every
        tile fits: that is kept apart from every multiset by the key 1 << 127."""
        if not self.of[e]:
            return 1 << 127
        out = 0
        for shift, count, showing in self._counts[e]:
            r = (showing & in_play).bit_count()
            out |= (count if count < r else r) << shift
        return out

    def order(self, ends: Ends, after: int, tile: Tile) -> tuple[int, int]:
        """The static rank of laying `tile` onto `ends` (leaving ends id `after`)."""
        opened = len(self.of[after]) - len(ends) if ends else 0  # 2 for a spinner
        return (-tile.pips - 4 * tile.is_double + 3 * (opened > 1), opened)
