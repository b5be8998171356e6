"""The human solver for `dominosa`: lay one domino at a time, crossing out places.

A person keeps, in pencil, the places each domino may still take: two
neighbouring cells showing its numbers, neither covered yet. A step lays
one domino; the harder techniques first cross out places (for good: the
page of pencil marks goes on to the next step) until a cell or a domino has
one place left. Techniques, easiest first:

1. only-place: a domino has one place left.
1. only-domino: a cell has one domino left that can cover it.
2. twin: every place left at a cell holds the same domino (the cell's open
   neighbours show one number), so that domino covers this cell: its twins
   elsewhere are crossed out.
2. must-cover: every place left for a domino covers one cell, so no other
   domino covers that cell.
3. set-analysis: k cells of one number can only take k dominoes between them
   (counting a double twice): those dominoes lie on those cells, nowhere
   else; or k dominoes of a number fit only on k cells of it, so no other
   domino covers those cells.
3. parity: a domino that would cut off a region of an odd number of cells
   is crossed out: dominoes cover two cells at a time.
4. forcing-chain: a cell (or a domino) has two places left; laying one
   forces domino after domino until a cell or a domino has no place: the
   other place is right.
5. search: nothing above settles it; the solver's domino.

Every technique is a deduction: it never crosses out a place of the unique
answer (tests/test_dominosa_hints.py checks it on random puzzles).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from itertools import combinations

from puzzles.dominoes.dominosa import Position
from solver.dominoes.dominosa import GridPlaces, Open, bits, start_with
from solver.hints import SEARCH, Found, counted, walk
from solver.results import Technique

TECHNIQUES = (
    Technique("only-place", 1, "A domino has one place left: lay it there."),
    Technique("only-domino", 1, "A cell can be covered by one domino only: lay it."),
    Technique(
        "twin",
        2,
        "Every place left at a cell holds the same domino, so it covers that cell: "
        "cross out its other places.",
    ),
    Technique(
        "must-cover",
        2,
        "Every place left for a domino covers one cell: no other domino covers that cell.",
    ),
    Technique(
        "set-analysis",
        3,
        "k cells of one number can take only k dominoes between them (a double counts "
        "twice), or k dominoes of a number fit only on k cells: they belong together.",
    ),
    Technique("parity", 3, "A domino that would cut off an odd number of cells is crossed out."),
    Technique(
        "forcing-chain",
        4,
        "Of two places, one forces domino after domino until something has no place left: "
        "the other is right.",
    ),
    Technique(SEARCH, 5, "Nothing above settles it: try each domino a cell can take."),
)
_BY_NAME = {t.name: t for t in TECHNIQUES}
_MOST_WORDS = 3  # crossings-out a reason spells out before "and more"
_REGION = 12  # parity looks at regions up to this many cells, as a person would


@dataclass(frozen=True)
class DominosaState:
    position: Position
    board: GridPlaces
    answer: frozenset[int]  # place indices of the unique covering
    open: Open

    def finished(self) -> bool:
        return not self.open.cells

    def on_answer(self, found: Found) -> bool:
        return found.play[0] in self.answer

    def after(self, found: Found) -> DominosaState:
        p, alive = found.play
        now = Open(alive, self.open.cells, self.open.tiles, self.open.laid)
        return DominosaState(self.position, self.board, self.answer, now.lay(self.board, p))

    def search(self) -> Found:
        board, st = self.board, self.open
        cell = min(bits(st.cells), key=lambda c: ((st.alive & board.at_cell[c]).bit_count(), c))
        p = next(q for q in bits(board.at_cell[cell]) if q in self.answer)
        return Found(
            move(self, p),
            f"No rule settles it: trying each domino that can cover {self.name(cell)}, only "
            f"{self.words(p)} leads to a covering of the whole grid.",
            (p, st.alive),
        )

    def name(self, cell: int) -> str:
        return self.position.name(cell)

    def words(self, p: int) -> str:
        return self.board.places[p].words(self.position.columns)

    def where(self, p: int) -> str:
        return self.board.places[p].where(self.position.columns)


def move(state: DominosaState, p: int) -> dict:
    return state.board.places[p].to_mapping(state.position.columns)


# -- singles ----------------------------------------------------------------------
def singles(board: GridPlaces, st: Open, state: DominosaState) -> Iterator[tuple[int, bool, str]]:
    """(place, by_domino, words): each domino with one place left, then each
    cell with one domino left."""
    for t in bits(st.tiles):
        m = st.alive & board.of_tile[t]
        if m and not m & (m - 1):
            p = m.bit_length() - 1
            yield p, True, f"{board.places[p].tile} has one place left: {state.where(p)}"
    for c in bits(st.cells):
        m = st.alive & board.at_cell[c]
        if m and not m & (m - 1):
            p = m.bit_length() - 1
            yield p, False, f"{state.name(c)} can be covered only by {state.words(p)}"


def only_place(state: DominosaState) -> Iterator[Found]:
    for p, by_domino, words in singles(state.board, state.open, state):
        if by_domino:
            yield Found(move(state, p), words + ".", (p, state.open.alive))


def only_domino(state: DominosaState) -> Iterator[Found]:
    for p, by_domino, words in singles(state.board, state.open, state):
        if not by_domino:
            yield Found(move(state, p), words + ".", (p, state.open.alive))


# -- crossing out ------------------------------------------------------------------
def twin(board: GridPlaces, st: Open, state: DominosaState) -> Iterator[tuple[int, str]]:
    for c in bits(st.cells):
        m = st.alive & board.at_cell[c]
        tiles = {board.tiles[p] for p in bits(m)}
        if len(tiles) == 1 and m & (m - 1):
            (t,) = tiles
            out = st.alive & board.of_tile[t] & ~m
            if out:
                tile = board.places[next(bits(m))].tile
                yield (
                    out,
                    (
                        f"every domino that can cover {state.name(c)} is {tile}, so {tile} lies "
                        f"there: cross out {tile} at {_places(state, out)}"
                    ),
                )


def must_cover(board: GridPlaces, st: Open, state: DominosaState) -> Iterator[tuple[int, str]]:
    for t in bits(st.tiles):
        m = st.alive & board.of_tile[t]
        common = None
        for p in bits(m):
            cells = set(board.places[p].cells)
            common = cells if common is None else common & cells
        for c in sorted(common or ()):
            out = st.alive & board.at_cell[c] & ~m
            if out:
                tile = board.places[next(bits(m))].tile
                yield (
                    out,
                    (
                        f"every place left for {tile} covers {state.name(c)}, so no other domino "
                        f"covers it: cross out {_dominoes(state, out)}"
                    ),
                )


def set_analysis(board: GridPlaces, st: Open, state: DominosaState) -> Iterator[tuple[int, str]]:
    grid, n = state.position.grid, state.position.set_size
    for x in range(n + 1):
        cells = [c for c in bits(st.cells) if grid[c] == x]
        takes = {c: {board.tiles[p] for p in bits(st.alive & board.at_cell[c])} for c in cells}
        tile_of = {board.tiles[p]: board.places[p].tile for p in bits(st.alive)}
        room = {t: 2 if tile_of[t].is_double else 1 for t in tile_of}
        # k cells that only k dominoes can cover: those dominoes lie there
        for k in range(2, min(4, len(cells) - 1) + 1):
            for group in combinations([c for c in cells if len(takes[c]) <= k], k):
                tiles = set().union(*(takes[c] for c in group))
                if sum(room[t] for t in tiles) != k:
                    continue
                inside = set(group)
                out = 0
                for t in tiles:
                    for p in bits(st.alive & board.of_tile[t]):
                        xs = [c for c in board.places[p].cells if grid[c] == x]
                        if not set(xs) <= inside:
                            out |= 1 << p
                if out:
                    names = ", ".join(state.name(c) for c in group)
                    what = ", ".join(str(tile_of[t]) for t in sorted(tiles))
                    yield (
                        out,
                        (
                            f"the {k} cells {names} showing {x} can only take {what} between them, "
                            f"so those lie there: cross out {_dominoes(state, out)}"
                        ),
                    )


def set_analysis_tiles(
    board: GridPlaces, st: Open, state: DominosaState
) -> Iterator[tuple[int, str]]:
    """k dominoes of a number that fit only on k cells of it: no other domino covers them."""
    grid = state.position.grid
    for x in range(state.position.set_size + 1):
        spots: dict[int, set[int]] = {}
        for t in bits(st.tiles):
            m = st.alive & board.of_tile[t]
            tile = board.places[next(bits(m))].tile if m else None
            if tile is None or x not in (tile.a, tile.b):
                continue
            spots[t] = {c for p in bits(m) for c in board.places[p].cells if grid[c] == x}
        for k in range(2, min(3, len(spots) - 1) + 1):
            for group in combinations(sorted(spots), k):
                cells = set().union(*(spots[t] for t in group))
                room = sum(2 if _tile(board, st, t).is_double else 1 for t in group)
                if len(cells) != room:
                    continue
                mine = 0
                for t in group:
                    mine |= board.of_tile[t]
                out = 0
                for c in cells:
                    out |= st.alive & board.at_cell[c] & ~mine
                if out:
                    what = ", ".join(str(_tile(board, st, t)) for t in group)
                    names = ", ".join(state.name(c) for c in sorted(cells))
                    yield (
                        out,
                        (
                            f"{what} can only lie with their {x} on {names}, so no other domino "
                            f"covers those cells: cross out {_dominoes(state, out)}"
                        ),
                    )


def _tile(board: GridPlaces, st: Open, t: int):
    return board.places[next(bits(board.of_tile[t]))].tile


def parity(board: GridPlaces, st: Open, state: DominosaState) -> Iterator[tuple[int, str]]:
    for p in bits(st.alive):
        after = st.alive & ~board.touching(p)
        a, b = board.places[p].cells
        free = st.cells & ~(1 << a) & ~(1 << b)
        for start in _near(board, state, (a, b)):
            if not free >> start & 1:
                continue
            region = _region(board, state, after, free, start)
            if region is not None and len(region) % 2:
                names = ", ".join(state.name(c) for c in sorted(region))
                yield (
                    1 << p,
                    (
                        f"{state.words(p)} would cut off {counted(len(region), 'cell')} "
                        f"({names}), an odd number that dominoes cannot cover: cross it out"
                    ),
                )
                break


def _near(board: GridPlaces, state: DominosaState, cells) -> list[int]:
    from puzzles.dominoes.dominosa import neighbours

    near = neighbours(state.position.rows, state.position.columns)
    return sorted({n for c in cells for n in near[c]} - set(cells))


def _region(board: GridPlaces, state: DominosaState, alive: int, free: int, start: int):
    """The free cells joined to `start` by places still open, if at most _REGION of them."""
    seen, todo = {start}, [start]
    while todo:
        c = todo.pop()
        for p in bits(alive & board.at_cell[c]):
            for d in board.places[p].cells:
                if d not in seen and free >> d & 1:
                    seen.add(d)
                    if len(seen) > _REGION:
                        return None
                    todo.append(d)
    return seen


# (technique, what it crosses out: (places as a mask, why) each time it applies)
CROSSERS: list[
    tuple[Technique, Callable[[GridPlaces, Open, DominosaState], Iterable[tuple[int, str]]]]
] = [
    (_BY_NAME["twin"], twin),
    (_BY_NAME["must-cover"], must_cover),
    (
        _BY_NAME["set-analysis"],
        lambda b, s, st: _chain(set_analysis(b, s, st), set_analysis_tiles(b, s, st)),
    ),
    (_BY_NAME["parity"], parity),
]


def _chain(*iterators: Iterable[tuple[int, str]]) -> Iterator[tuple[int, str]]:
    for it in iterators:
        yield from it


def _places(state: DominosaState, mask: int) -> str:
    return _listed([state.where(p) for p in bits(mask)])


def _dominoes(state: DominosaState, mask: int) -> str:
    return _listed([state.words(p) for p in bits(mask)])


def _listed(words: list[str]) -> str:
    if len(words) > _MOST_WORDS:
        return ", ".join(words[:_MOST_WORDS]) + f" and {len(words) - _MOST_WORDS} more"
    return ", ".join(words)


def crossing(own: Technique):
    """The finder of a crossing-out technique: cross out with it and the easier
    ones (never another of its level) until a domino or a cell has one place."""
    allowed = [(t, f) for t, f in CROSSERS if t.level < own.level or t is own]

    def finder(state: DominosaState) -> Iterator[Found]:
        board, st = state.board, state.open
        notes: list[str] = []
        used = False
        for _ in range(4 * len(board.places)):
            if used:
                for p, _, words in singles(board, st, state):
                    reason = "; ".join(notes[-_MOST_WORDS:])
                    more = "" if len(notes) <= _MOST_WORDS else " (after more of the same)"
                    yield Found(
                        move(state, p), f"{_cap(reason)}{more}. Now {words}.", (p, st.alive)
                    )
                    return
            step = next(
                (
                    (t, out, why)
                    for t, f in allowed
                    for out, why in f(board, st, state)
                    if out & st.alive
                ),
                None,
            )
            if step is None:
                return
            technique, out, why = step
            used = used or technique is own
            notes.append(why)
            st = Open(st.alive & ~out, st.cells, st.tiles, st.laid)

    return finder


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


# -- forcing chains ------------------------------------------------------------------
def forcing_chain(state: DominosaState) -> Iterator[Found]:
    board, st = state.board, state.open
    pairs = []
    for masks, free in ((board.at_cell, st.cells), (board.of_tile, st.tiles)):
        for i in bits(free):
            m = st.alive & masks[i]
            if m.bit_count() == 2:
                pairs.append(m)
    for m in pairs:
        first, second = bits(m)
        for wrong, right in ((first, second), (second, first)):
            trace = _fails(board, st.lay(board, wrong), state)
            if trace is not None:
                shown = trace if len(trace) <= 5 else [*trace[:3], "...", trace[-1]]
                chain = ", then ".join(shown)
                yield Found(
                    move(state, right),
                    f"Either {state.words(wrong)} or {state.words(right)}. "
                    f"If {state.words(wrong)}, then {chain}: so {state.words(right)}.",
                    (right, st.alive),
                )
                break


def _fails(board: GridPlaces, st: Open, state: DominosaState) -> list[str] | None:
    """What laying the forced dominoes from `st` leads to, if it ends with a cell
    or a domino without a place (else None)."""
    said: list[str] = []
    while True:
        for c in bits(st.cells):
            if not st.alive & board.at_cell[c]:
                return [*said, f"nothing can cover {state.name(c)}"]
        for t in bits(st.tiles):
            if not st.alive & board.of_tile[t]:
                return [*said, f"{_tile(board, st, t)} has no place left"]
        forced = next(singles(board, st, state), None)
        if forced is None:
            return None
        p = forced[0]
        said.append(state.words(p))
        st = st.lay(board, p)


FINDERS = [
    (_BY_NAME["only-place"], only_place),
    (_BY_NAME["only-domino"], only_domino),
    *((t, crossing(t)) for t, _ in CROSSERS),
    (_BY_NAME["forcing-chain"], forcing_chain),
]


def start(position: Position, answer) -> DominosaState:
    board = GridPlaces.of(position)
    where = {d: p for p, d in enumerate(board.places)}
    begun = start_with(board, position)
    assert begun is not None  # the position has an answer, so a covering
    return DominosaState(position, board, frozenset(where[d] for d in answer.dominoes), begun)


def explain(position: Position, answer) -> list:
    return walk(start(position, answer), FINDERS, _BY_NAME[SEARCH])
