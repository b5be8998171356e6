"""Solve a `regions` puzzle (Domino regions) by search with bounds.

Each node works out, for every region still open, the numbers its next cell
can take: a sum's least and greatest total from the halves left in the tray
(the smallest and the largest of them), an equal region's value that enough
halves still show, an unequal region's numbers not yet in it. A domino can
lie on two free neighbouring cells only as a tile left in the tray whose
halves both cells can take (and, in one region, take together). The search
lays every placement that a cell leaves no choice for, then tries each
placement of the cell with the fewest. Each answer is met once: a node's
placements of one cell are disjoint, and a double is laid one way only. It
stops at the second answer: two are enough to say "not unique".

Its work counts against the answer's budget (solver/limits.py) as nodes
searched, so the answer is the same on every run.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from puzzles.dominoes.regions import (
    EQUAL,
    LESS,
    MORE,
    SUM,
    UNEQUAL,
    LaidDomino,
    Position,
    RegionsAnswer,
    answer,
)
from puzzles.errors import ProjectError
from puzzles.status import Status
from solver.limits import Clock, Limits

NODE_WORK = 1e-4  # deterministic "seconds" of work per node: WORK = 15 is 150 000 nodes


class SearchSpent(ProjectError):
    """The search ran out of its budget before it could decide."""


class Pool:
    """The halves left in the tray, sorted, with what a node asks of them: the
    least and the greatest sum of k of them, some set aside."""

    def __init__(self, values: list[int]):
        self.values = values
        self.count: dict[int, int] = {}
        for x in values:
            self.count[x] = self.count.get(x, 0) + 1
        self.distinct = set(values)
        self.prefix = [0]
        for x in values:
            self.prefix.append(self.prefix[-1] + x)
        self.first: dict[int, int] = {}
        for i, x in enumerate(values):
            self.first.setdefault(x, i)
        self.regions: dict[str, tuple[list[int], int, int]] = {}  # a node's regions, once
        self.sums: dict[tuple[int, tuple[int, ...]], tuple[int, int]] = {}  # least and most, once
        # the halves two cells' masks (and their one region) let through, once a node
        self.pairs: dict[tuple[int, int, str | None], list[tuple[int, int]]] = {}

    def __iter__(self):
        return iter(self.values)

    def region(self, region, shows: dict[int, int]) -> tuple[list[int], int, int]:
        """`region`'s numbers shown, their sum and its open cells, once a node."""
        seen = self.regions.get(region.name)
        if seen is None:
            shown = [shows[c] for c in region.cells if c in shows]
            seen = self.regions[region.name] = (shown, sum(shown), len(region.cells) - len(shown))
        return seen

    def _spots(self, added: tuple[int, ...]) -> list[int]:
        """Where `added` lie in `values` (a number twice: two spots in a row)."""
        spots = []
        for x in added:
            i = self.first.get(x, len(self.values))
            while i in spots:
                i += 1
            spots.append(i)
        return sorted(spots)

    def bounds(self, k: int, added: tuple[int, ...]) -> tuple[int, int]:
        """(least, most) of k halves once `added` are taken out, worked out once a node."""
        key = (k, added)
        got = self.sums.get(key)
        if got is None:
            got = self.sums[key] = (self.least(k, added), self.most(k, added))
        return got

    def least(self, k: int, added: tuple[int, ...]) -> int:
        """The sum of the k smallest halves once `added` are taken out."""
        m, out = k, 0
        for i in self._spots(added):
            if i < m:
                m += 1
                out -= self.values[i]
        m = min(m, len(self.values))
        return self.prefix[m] + out

    def most(self, k: int, added: tuple[int, ...]) -> int:
        """The sum of the k largest halves once `added` are taken out."""
        size = len(self.values)
        spots: list[int] = []
        for x in added:
            if x not in self.count:
                continue
            i = self.first[x] + self.count[x] - 1
            while i in spots:
                i -= 1
            spots.append(i)
        lower, out = size - k, 0
        for i in sorted(spots, reverse=True):
            if i >= lower:
                lower -= 1
                out -= self.values[i]
        lower = max(lower, 0)
        return self.prefix[size] - self.prefix[lower] + out


@dataclass
class SearchState:
    """Where a search stands: the numbers shown, the tiles left, the dominoes laid."""

    position: Position
    shows: dict[int, int] = field(default_factory=dict)
    left: list[tuple[int, int]] = field(default_factory=list)  # tiles left, as (a, b)
    laid: list[LaidDomino] = field(default_factory=list)

    @classmethod
    def start(cls, position: Position, laid: Iterable[LaidDomino] = ()) -> SearchState | None:
        state = cls(position, {}, [(t.a, t.b) for t in position.dominoes], [])
        for d in (*position.given, *laid):
            if (
                any(c in state.shows for c in d.cells)
                or (min(d.numbers), max(d.numbers)) not in state.left
            ):
                return None
            state.lay(d)
        return state

    def lay(self, d: LaidDomino) -> None:
        self.left.remove((min(d.numbers), max(d.numbers)))
        for c, n in zip(d.cells, d.numbers, strict=True):
            self.shows[c] = n
        self.laid.append(d)

    def lift(self) -> None:
        d = self.laid.pop()
        for c in d.cells:
            del self.shows[c]
        self.left.append((min(d.numbers), max(d.numbers)))
        self.left.sort()

    # -- what the tray and the regions allow -------------------------------------
    def halves(self) -> Pool:
        """Every half of the tiles left."""
        return Pool(sorted(x for t in self.left for x in t))

    def allowed(self, region, added: tuple[int, ...], halves: Pool) -> bool:
        """Can `region` still be met once its next open cells show `added`,
        the other open cells taking halves left in the tray?"""
        cond = region.condition
        shown, total, open_ = halves.region(region, self.shows)
        rest = open_ - len(added)
        if cond.what == EQUAL:
            values = {*shown, *added}
            if len(values) > 1:
                return False
            return not values or halves.count.get(added[0] if added else shown[0], 0) >= open_
        if cond.what in (SUM, LESS, MORE):
            total += sum(added)
            n = cond.n or 0
            low, high = halves.bounds(rest, added)
            if cond.what == MORE:
                return total + high > n
            if cond.what == LESS:
                return total + low < n
            return total + low <= n <= total + high
        # UNEQUAL
        got = [*shown, *added]
        if len(set(got)) < len(got):
            return False
        return len(halves.distinct - set(got)) >= rest

    def domains(self, halves: Pool) -> dict[int, int]:
        """Each open cell's numbers still possible, as a bit set."""
        there = 0
        for x in halves.distinct:
            there |= 1 << x
        out: dict[int, int] = {}
        region_at = self.position.region_at
        masks: dict[str, int] = {}
        shows = self.shows
        for c in self.position.cells:
            if c in shows:
                continue
            region = region_at.get(c)
            if region is None:
                out[c] = there
                continue
            mask = masks.get(region.name)
            if mask is None:
                mask = masks[region.name] = self._mask(region, halves)
            out[c] = mask
        return out

    def _mask(self, region, halves: Pool) -> int:
        """The numbers `region`'s next open cell can show, as a bit set: each x
        of the tray that `allowed(region, (x,), halves)` lets through, worked
        out at once."""
        shown, total, open_ = halves.region(region, self.shows)
        what = region.condition.what
        mask = 0
        if what == EQUAL:
            there = set(shown)
            if len(there) > 1:
                return 0
            for x in halves.distinct:
                if (not there or x in there) and halves.count[x] >= open_:
                    mask |= 1 << x
            return mask
        if what in (SUM, LESS, MORE):
            n = region.condition.n or 0
            k = open_ - 1
            values, prefix, first, count = halves.values, halves.prefix, halves.first, halves.count
            size = len(values)
            lower = size - k
            top = prefix[size]
            for x in halves.distinct:
                t = total + x
                if what != MORE:  # the k smallest halves but x
                    if first[x] < k:
                        low = t + prefix[min(k + 1, size)] - x
                    else:
                        low = t + prefix[min(k, size)]
                    if what == LESS:
                        if low < n:
                            mask |= 1 << x
                        continue
                    if low > n:
                        continue
                # the k largest halves but x
                if first[x] + count[x] - 1 >= lower:
                    high = t + top - prefix[max(lower - 1, 0)] - x
                else:
                    high = t + top - prefix[max(lower, 0)]
                if (what == MORE and high > n) or (what == SUM and n <= high):
                    mask |= 1 << x
            return mask
        # UNEQUAL
        if len(set(shown)) < len(shown):
            return 0
        rest = open_ - 1
        free = halves.distinct.difference(shown)  # the tray's numbers not yet in the region
        for x in free:
            if len(free) - 1 >= rest:
                mask |= 1 << x
        return mask

    def placements(
        self,
        c: int,
        doms: dict[int, int],
        halves: Pool,
        memo: dict,
        most: int = 1 << 30,
    ) -> list[tuple[int, int, int]]:
        """The dominoes that can cover open cell `c`, as (other cell, number on
        `c`, number on the other); stops past `most`. `memo` keeps a node's
        checks of two numbers in one region."""
        out: list[tuple[int, int, int]] = []
        region_at = self.position.region_at
        mine = doms[c]
        here = region_at.get(c)
        pairs = halves.pairs
        shows = self.shows
        for d in self.position.neighbours[c]:
            if d in shows:
                continue
            theirs = doms[d]
            same = here if here is not None and region_at.get(d) is here else None
            key = (mine, theirs, None if same is None else same.name)
            both = pairs.get(key)
            if both is None:  # the tiles' halves the two masks (and one region) let through
                both = pairs[key] = [
                    (x, y)
                    for a, b in self.left
                    for x, y in (((a, b), (b, a)) if a != b else ((a, b),))
                    if mine >> x & 1
                    and theirs >> y & 1
                    and (same is None or self._pair_ok(same, x, y, halves, memo))
                ]
            out.extend((d, x, y) for x, y in both)
            if len(out) > most:
                return out[: most + 1]
        return out

    def _pair_ok(self, region, x: int, y: int, halves: Pool, memo: dict) -> bool:
        """`allowed(region, (x, y), halves)`: two halves of one domino in one
        region, worked out once a node (`memo`) without building the sets."""
        key = (region.name, x, y)
        ok = memo.get(key)
        if ok is None:
            ok = memo[key] = self._pair_allowed(region, x, y, halves)
        return ok

    def _pair_allowed(self, region, x: int, y: int, halves: Pool) -> bool:
        shown, total, open_ = halves.region(region, self.shows)
        what = region.condition.what
        if what == EQUAL:
            return x == y and all(v == x for v in shown) and halves.count.get(x, 0) >= open_
        if what == UNEQUAL:
            if x == y or x in shown or y in shown or len(set(shown)) < len(shown):
                return False
            return len(halves.distinct.difference(shown, (x, y))) >= open_ - 2
        low, high = halves.bounds(open_ - 2, (x, y))
        t = total + x + y
        n = region.condition.n or 0
        if what == MORE:
            return t + high > n
        if what == LESS:
            return t + low < n
        return t + low <= n <= t + high

    def tiles_fit(self, doms: dict[int, int]) -> bool:
        """Has every tile left two free neighbouring cells that can show its
        halves (one way round or the other)?"""
        near = self.position.neighbours
        pairs = [(doms[c], doms[d]) for c in doms for d in near[c] if c < d and d in doms]
        for a, b in set(self.left):
            if not any(
                (x >> a & 1 and y >> b & 1) or (x >> b & 1 and y >> a & 1) for x, y in pairs
            ):
                return False
        return True

    def choice(self) -> tuple[int, list[LaidDomino]] | None:
        """The open cell with the fewest placements and them; None when every
        cell is covered. A cell with none gives an empty list."""
        halves = self.halves()
        doms = self.domains(halves)
        if not doms:
            return None
        if not self.tiles_fit(doms):
            return -1, []
        memo: dict = {}
        best_cell, best = -1, None
        for c in doms:
            found = self.placements(
                c, doms, halves, memo, len(best) if best is not None else 1 << 30
            )
            if best is None or len(found) < len(best):
                best_cell, best = c, found
                if len(found) <= 1:
                    break
        assert best is not None
        return best_cell, [LaidDomino.laid((best_cell, d), (x, y)) for d, x, y in best]


def search(
    state: SearchState, limit: int = 2, nodes: int | None = None, clock: Clock | None = None
) -> tuple[list[tuple[LaidDomino, ...]], int]:
    """Up to `limit` answers from `state` and the nodes searched; SearchSpent past
    `nodes`, or once `clock`'s time limit is spent (looked at every 256 nodes)."""
    timed = clock if clock is not None and clock.left() is not None else None
    found: list[tuple[LaidDomino, ...]] = []
    count = 0

    def go() -> bool:
        nonlocal count
        count += 1
        if (nodes is not None and count > nodes) or (
            timed is not None and count % 256 == 0 and not timed.left()
        ):
            raise SearchSpent(count)
        pick = state.choice()
        if pick is None:
            if state.position.covers(state.laid):
                found.append(tuple(sorted(state.laid)))
            return len(found) >= limit
        for d in pick[1]:
            state.lay(d)
            done = go()
            state.lift()
            if done:
                return True
        return False

    go()
    return found, count


def count(position: Position, limit: int = 2, laid: Iterable[LaidDomino] = (), nodes=None):
    """The answers of `position` (with `laid` too), up to `limit`."""
    state = SearchState.start(position, laid)
    if state is None:
        return []
    found, _ = search(state, limit, nodes)
    return found


def solve(position: Position, limits: Limits | None = None) -> RegionsAnswer:
    return solve_on(position, Clock(limits or Limits()))


def solve_on(position: Position, clock: Clock, laid: Iterable[LaidDomino] = ()) -> RegionsAnswer:
    """The answer and whether it is the only one, `laid` dominoes kept too
    (what `analyse` asks after a move: is there still an answer, one only?)."""
    state = SearchState.start(position, laid)
    if state is None:
        return answer(position, Status.INFEASIBLE, False, clock.elapsed())
    work = clock.work_left()
    nodes = None if work is None else max(1, int(work / NODE_WORK))
    try:
        found, searched = search(state, 2, nodes, clock)
    except SearchSpent as stop:
        clock.searched += stop.args[0] * NODE_WORK
        return answer(position, Status.UNKNOWN, None, clock.elapsed())
    clock.searched += searched * NODE_WORK
    if not found:
        return answer(position, Status.INFEASIBLE, False, clock.elapsed())
    return answer(position, Status.OPTIMAL, len(found) == 1, clock.elapsed(), found[0])
