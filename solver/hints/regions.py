"""The human solver for `regions` (Domino regions): lay one domino at a time,
crossing out placements.

A person keeps, in pencil, the placements still possible: a domino of the
tray on two free neighbouring cells, one way round. A step lays one domino;
the techniques first cross out placements (for good: the pencil marks go on
to the next step) until a domino or a cell has one placement left.
Techniques, easiest first:

1. only-place: a domino has one placement left, or a cell one domino: lay it.
1. one-cell-region: a region of one cell takes only the numbers its
   condition allows (a sum names its number).
1. one-neighbour: a cell with one free neighbour shares its domino with it,
   so no other domino covers that neighbour (a domino forced by the shape).
2. equal-value: an equal region takes one number, that enough halves left in
   the tray still show (and a number it shows already); an unequal region
   takes no number twice.
2. sum-bounds: a placement that would take a region's sum past what its other
   cells can still reach (their least and greatest numbers) is crossed out.
2. tray: as many cells can show a number as halves of it are left in the
   tray, so they all show it (or as many cells must show it as there are
   halves: no other cell does).
3. two-regions: a domino across two regions must leave both able to be met
   together, by dominoes that can still lie there; where it cannot, it is
   crossed out.
4. search: nothing above settles it; the solver's domino.

Every technique is a deduction: it never crosses out a placement of the
unique answer (tests/test_regions_hints.py checks it on random puzzles).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from puzzles.dominoes.regions import (
    EQUAL,
    NUMBERED,
    UNEQUAL,
    LaidDomino,
    Position,
    Region,
)
from solver.hints import SEARCH, Found, walk
from solver.results import Technique

TECHNIQUES = (
    Technique("only-place", 1, "A domino has one placement left, or a cell one domino: lay it."),
    Technique(
        "one-cell-region",
        1,
        "A region of one cell takes only the numbers its condition allows.",
    ),
    Technique(
        "one-neighbour",
        1,
        "A cell with one free neighbour shares its domino with it: no other domino covers "
        "that neighbour.",
    ),
    Technique(
        "equal-value",
        2,
        "An equal region takes one number that enough halves left still show; an unequal "
        "region takes no number twice.",
    ),
    Technique(
        "sum-bounds",
        2,
        "A placement that takes a region's sum past what its other cells can still reach "
        "is crossed out.",
    ),
    Technique(
        "tray",
        2,
        "As many cells can show a number as halves of it are left: they all show it; or as "
        "many must show it: no other cell does.",
    ),
    Technique(
        "two-regions",
        3,
        "A domino across two regions must leave both able to be met together: where it "
        "cannot, it is crossed out.",
    ),
    Technique(SEARCH, 4, "Nothing above settles it: try each domino a cell can take."),
)
_BY_NAME = {t.name: t for t in TECHNIQUES}
_MOST_WORDS = 3  # crossings-out a reason spells out before "and more"
_TOGETHER = 8  # two-regions reads regions of up to this many open cells together


@dataclass(frozen=True)
class Grid:
    """Every placement of a puzzle and, for each cell and each domino, the bit
    set of its placements."""

    places: tuple[LaidDomino, ...]
    tiles: tuple[int, ...]  # each placement's domino, as its index in position.dominoes
    at_cell: dict[int, int]
    of_tile: tuple[int, ...]
    showing: dict[tuple[int, int], int]  # (cell, number): placements showing it there

    def touching(self, p: int) -> int:
        a, b = self.places[p].cells
        return self.at_cell[a] | self.at_cell[b] | self.of_tile[self.tiles[p]]


@lru_cache(maxsize=32)
def board_of(position: Position) -> Grid:
    places: list[LaidDomino] = []
    tiles: list[int] = []
    for a, b in position.pairs():
        for i, t in enumerate(position.dominoes):
            for x, y in ((t.a, t.b), (t.b, t.a)) if t.a != t.b else ((t.a, t.b),):
                places.append(LaidDomino((a, b), (x, y)))
                tiles.append(i)
    at_cell = {c: 0 for c in position.cells}
    of_tile = [0] * len(position.dominoes)
    showing: dict[tuple[int, int], int] = {}
    for p, d in enumerate(places):
        for c, x in zip(d.cells, d.numbers, strict=True):
            at_cell[c] |= 1 << p
            showing[(c, x)] = showing.get((c, x), 0) | 1 << p
        of_tile[tiles[p]] |= 1 << p
    return Grid(tuple(places), tuple(tiles), at_cell, tuple(of_tile), showing)


def bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


@dataclass(frozen=True)
class RegionsState:
    position: Position
    board: Grid
    answer: frozenset[int]  # placement indices of the unique answer
    alive: int
    shows: tuple[tuple[int, int], ...]  # (cell, number) laid so far
    left: frozenset[int]  # the dominoes left, as indices

    def finished(self) -> bool:
        return not self.left

    def on_answer(self, found: Found) -> bool:
        return found.play[0] in self.answer

    def after(self, found: Found) -> RegionsState:
        p, alive = found.play
        return self.lay(p, alive)

    def lay(self, p: int, alive: int | None = None) -> RegionsState:
        d = self.board.places[p]
        now = (self.alive if alive is None else alive) & ~self.board.touching(p)
        shows = (*self.shows, *zip(d.cells, d.numbers, strict=True))
        return RegionsState(
            self.position,
            self.board,
            self.answer,
            now,
            shows,
            self.left - {self.board.tiles[p]},
        )

    def search(self) -> Found:
        board, alive = self.board, self.alive
        free = self.free()
        cell = min(free, key=lambda c: ((alive & board.at_cell[c]).bit_count(), c))
        p = next(q for q in bits(board.at_cell[cell]) if q in self.answer)
        return Found(
            move(self, p),
            f"No rule settles it: trying each domino that can cover {self.name(cell)}, only "
            f"{self.words(p)} leads to an answer.",
            (p, alive),
        )

    def free(self) -> list[int]:
        shown = {c for c, _ in self.shows}
        return [c for c in self.position.cells if c not in shown]

    def name(self, cell: int) -> str:
        return self.position.name(cell)

    def words(self, p: int) -> str:
        d = self.board.places[p]
        return f"{d.written()} at {d.where(self.position.columns)}"

    def halves(self, x: int) -> int:
        """How many halves showing `x` the dominoes left hold."""
        dominoes = self.position.dominoes
        return sum((dominoes[t].a == x) + (dominoes[t].b == x) for t in self.left)


def move(state: RegionsState, p: int) -> dict:
    return state.board.places[p].to_mapping(state.position.columns)


# -- singles ----------------------------------------------------------------------
def singles(state: RegionsState, alive: int) -> Iterator[tuple[int, str]]:
    """(placement, words): each domino with one placement left, then each
    cell with one placement left."""
    board = state.board
    for t in sorted(state.left):
        m = alive & board.of_tile[t]
        if m and not m & (m - 1):
            p = m.bit_length() - 1
            yield p, f"{state.position.dominoes[t]} has one placement left: {state.words(p)}"
    for c in state.free():
        m = alive & board.at_cell[c]
        if m and not m & (m - 1):
            p = m.bit_length() - 1
            yield p, f"{state.name(c)} can be covered only by {state.words(p)}"


def only_place(state: RegionsState) -> Iterator[Found]:
    for p, words in singles(state, state.alive):
        yield Found(move(state, p), words + ".", (p, state.alive))


# -- crossing out ------------------------------------------------------------------
Crosser = Callable[[RegionsState, int], Iterable[tuple[int, str]]]


def _open(state: RegionsState, region: Region) -> list[int]:
    shown = {c for c, _ in state.shows}
    return [c for c in region.cells if c not in shown]


def _shown(state: RegionsState, region: Region) -> list[int]:
    shows = dict(state.shows)
    return [shows[c] for c in region.cells if c in shows]


def _numbers(state: RegionsState, alive: int, cell: int, avoid: int = 0) -> set[int]:
    """The numbers `cell` can still show (by placements not in `avoid`)."""
    return {
        state.board.places[p].numbers[state.board.places[p].cells.index(cell)]
        for p in bits(alive & state.board.at_cell[cell] & ~avoid)
    }


def one_cell_region(state: RegionsState, alive: int) -> Iterator[tuple[int, str]]:
    board = state.board
    for region in state.position.regions:
        if len(region.cells) != 1 or not _open(state, region):
            continue
        (c,) = region.cells
        out = 0
        for x in _numbers(state, alive, c):
            if not region.condition.met([x]):
                out |= alive & board.showing[(c, x)]
        if out:
            yield (
                out,
                f"{state.name(c)} is region {region.name} alone{_said(region)}: "
                + (f"cross out {_listed(state, out)}"),
            )


def _said(region: Region) -> str:
    cond = region.condition
    if cond.what == "sum":
        return f" (sum {cond.n})"
    if cond.what == "less":
        return f" (less than {cond.n})"
    if cond.what == "more":
        return f" (more than {cond.n})"
    return ""


def one_neighbour(state: RegionsState, alive: int) -> Iterator[tuple[int, str]]:
    board = state.board
    for c in state.free():
        partners = {
            board.places[p].cells[1 - board.places[p].cells.index(c)]
            for p in bits(alive & board.at_cell[c])
        }
        if len(partners) != 1:
            continue
        (d,) = partners
        out = alive & board.at_cell[d] & ~board.at_cell[c]
        if out:
            yield (
                out,
                (
                    f"{state.name(c)} can share a domino only with {state.name(d)}, so no other "
                    f"domino covers {state.name(d)}: cross out {_listed(state, out)}"
                ),
            )


def equal_value(state: RegionsState, alive: int) -> Iterator[tuple[int, str]]:
    board = state.board
    for region in state.position.regions:
        if region.condition.what not in (EQUAL, UNEQUAL):
            continue
        cells = _open(state, region)
        if not cells:
            continue
        shown = _shown(state, region)
        out = 0
        if region.condition.what == EQUAL:
            for c in cells:
                for x in _numbers(state, alive, c):
                    enough = state.halves(x) >= len(cells)
                    everywhere = all(x in _numbers(state, alive, e) for e in cells if e != c)
                    if (shown and x != shown[0]) or not enough or not everywhere:
                        out |= alive & board.showing[(c, x)]
                for p in bits(alive & board.at_cell[c]):
                    d = board.places[p]
                    if all(e in region.cells for e in d.cells) and d.numbers[0] != d.numbers[1]:
                        out |= 1 << p
            why = (
                f"region {region.name} shows {shown[0]} already"
                if shown
                else f"region {region.name} needs {len(cells)} equal numbers, that each of "
                "its cells can show and enough halves left show"
            )
        else:
            for c in cells:
                for x in shown:
                    out |= alive & board.showing.get((c, x), 0)
                for p in bits(alive & board.at_cell[c]):
                    d = board.places[p]
                    if all(e in region.cells for e in d.cells) and d.numbers[0] == d.numbers[1]:
                        out |= 1 << p
            why = f"region {region.name} takes no number twice"
        if out:
            yield out, f"{why}: cross out {_listed(state, out)}"


def sum_bounds(state: RegionsState, alive: int) -> Iterator[tuple[int, str]]:
    board = state.board
    for region in state.position.regions:
        if region.condition.what not in NUMBERED:
            continue
        cells = _open(state, region)
        if not cells:
            continue
        total = sum(_shown(state, region))
        ranges = {c: _numbers(state, alive, c) for c in cells}
        if any(not r for r in ranges.values()):
            continue
        low = {c: min(r) for c, r in ranges.items()}
        high = {c: max(r) for c, r in ranges.items()}
        out = 0
        mask = 0
        for c in cells:
            mask |= board.at_cell[c]
        for p in bits(alive & mask):
            d = board.places[p]
            inside = [(c, x) for c, x in zip(d.cells, d.numbers, strict=True) if c in ranges]
            rest = [c for c in cells if c not in d.cells]
            got = total + sum(x for _, x in inside)
            least = got + sum(low[c] for c in rest)
            most = got + sum(high[c] for c in rest)
            if not _reachable(region, least, most):
                out |= 1 << p
        if out:
            yield (
                out,
                (
                    f"region {region.name}{_said(region)} cannot be met with "
                    f"{_listed(state, out)}: cross {'it' if out.bit_count() == 1 else 'them'} out"
                ),
            )


def _reachable(region: Region, least: int, most: int) -> bool:
    n = region.condition.n or 0
    what = region.condition.what
    if what == "sum":
        return least <= n <= most
    if what == "less":
        return least < n
    return most > n


def tray(state: RegionsState, alive: int) -> Iterator[tuple[int, str]]:
    board = state.board
    free = state.free()
    can = {c: _numbers(state, alive, c) for c in free}
    for x in range(state.position.set_size + 1):
        halves = state.halves(x)
        if not halves:
            continue
        able = [c for c in free if x in can[c]]
        must = [c for c in free if can[c] == {x}]
        out = 0
        if len(able) == halves:
            for c in able:
                out |= alive & board.at_cell[c] & ~board.showing[(c, x)]
            if out:
                names = ", ".join(state.name(c) for c in able)
                yield (
                    out,
                    (
                        f"{_count(halves, 'half')} showing {x} {_is(halves)} left "
                        f"and only {names} can show {x}: cross out {_listed(state, out)}"
                    ),
                )
                continue
        if len(must) == halves:
            for c in free:
                if c not in must:
                    out |= alive & board.showing.get((c, x), 0)
            if out:
                names = ", ".join(state.name(c) for c in must)
                yield (
                    out,
                    (
                        f"{names} must show {x}, using every {x} left: cross out "
                        f"{_listed(state, out)}"
                    ),
                )


def two_regions(state: RegionsState, alive: int) -> Iterator[tuple[int, str]]:
    board = state.board
    region_at = state.position.region_at
    for p in bits(alive):
        a, b = board.places[p].cells
        ra, rb = region_at.get(a), region_at.get(b)
        if ra is None or rb is None or ra is rb:
            continue
        cells = [c for c in _open(state, ra) + _open(state, rb) if c not in (a, b)]
        if len(cells) > _TOGETHER:
            continue
        if not _fillable(state, alive & ~board.touching(p), p, (ra, rb), cells):
            yield (
                1 << p,
                (
                    f"{state.words(p)} would leave regions {ra.name} and {rb.name} unable to be "
                    "met together: cross it out"
                ),
            )


def _fillable(state: RegionsState, alive: int, p: int, both, cells: list[int]) -> bool:
    """Can `cells` be covered by placements of `alive` (different dominoes)
    so that both regions are met, `p` laid?"""
    board = state.board
    shows = dict(state.shows)
    d = board.places[p]
    shows.update(zip(d.cells, d.numbers, strict=True))

    def ok(partial: bool) -> bool:
        for region in both:
            got = [shows[c] for c in region.cells if c in shows]
            left = len(region.cells) - len(got)
            if left == 0 and not region.condition.met(got):
                return False
            if partial and left and region.condition.broken(got, left, state.position.set_size):
                return False
        return True

    def go(alive: int, todo: list[int]) -> bool:
        if not ok(True):
            return False
        rest = [c for c in todo if c not in shows]
        if not rest:
            return ok(False)
        c = rest[0]
        for q in bits(alive & board.at_cell[c]):
            e = board.places[q]
            for cell, x in zip(e.cells, e.numbers, strict=True):
                shows[cell] = x
            found = go(alive & ~board.touching(q), rest[1:])
            for cell in e.cells:
                del shows[cell]
            if found:
                return True
        return False

    return go(alive, cells)


CROSSERS: list[tuple[Technique, Crosser]] = [
    (_BY_NAME["one-cell-region"], one_cell_region),
    (_BY_NAME["one-neighbour"], one_neighbour),
    (_BY_NAME["equal-value"], equal_value),
    (_BY_NAME["sum-bounds"], sum_bounds),
    (_BY_NAME["tray"], tray),
    (_BY_NAME["two-regions"], two_regions),
]


def _is(n: int) -> str:
    return "is" if n == 1 else "are"


def _count(n: int, word: str) -> str:
    plural = {"half": "halves"}.get(word, word + "s")
    return f"{n} {word if n == 1 else plural}"


def _listed(state: RegionsState, mask: int) -> str:
    words = [state.words(p) for p in bits(mask)]
    if len(words) > _MOST_WORDS:
        return ", ".join(words[:_MOST_WORDS]) + f" and {len(words) - _MOST_WORDS} more"
    return ", ".join(words)


def crossing(own: Technique):
    """The finder of a crossing-out technique: cross out with it and the easier
    ones (never another of its level) until a domino or a cell has one placement."""
    allowed = [(t, f) for t, f in CROSSERS if t.level < own.level or t is own]

    def finder(state: RegionsState) -> Iterator[Found]:
        alive = state.alive
        notes: list[str] = []
        used = False
        for _ in range(4 * len(state.board.places)):
            if used:
                for p, words in singles(state, alive):
                    reason = "; ".join(notes[-_MOST_WORDS:])
                    more = "" if len(notes) <= _MOST_WORDS else " (after more of the same)"
                    yield Found(move(state, p), f"{_cap(reason)}{more}. Now {words}.", (p, alive))
                    return
            step = next(
                ((t, out, why) for t, f in allowed for out, why in f(state, alive) if out & alive),
                None,
            )
            if step is None:
                return
            technique, out, why = step
            used = used or technique is own
            notes.append(why)
            alive &= ~out

    return finder


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


FINDERS = [
    (_BY_NAME["only-place"], only_place),
    *((t, crossing(t)) for t, _ in CROSSERS),
]


def start(position: Position, answer) -> RegionsState:
    board = board_of(position)
    where = {d: p for p, d in enumerate(board.places)}
    state = RegionsState(
        position,
        board,
        frozenset(where[d] for d in answer.dominoes),
        (1 << len(board.places)) - 1,
        (),
        frozenset(range(len(position.dominoes))),
    )
    for d in position.given:
        state = state.lay(where[d])
    return state


def explain(position: Position, answer) -> list:
    return walk(start(position, answer), FINDERS, _BY_NAME[SEARCH])
