"""The human solver for `chain`: lay every tile in one line, one position at a time.

A person fills positions 1..n. What can lie at a position is what the
neighbours, the clues and the counts allow; a technique places a tile when
that leaves one. Techniques, easiest first:

1. clue-tile: a clue names the tile at a position.
1. only-fit: beside a laid tile (or at an end a clue names) only one tile
   left carries the number that must meet it.
2. odd-count: a number shown an odd number of times lies at an end of the line;
   at that end only one tile fits.
2. only-place: a tile fits at one position only.
3. bridge: every other tile that fits would cut some tiles off the line for
   good (they could never join it again), so only one is left.
4. search: nothing above settles it; the solver's tile.

A line and its reverse are the same line: with no clue to say which way it
reads, the solver may choose, and the first step says which.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

from puzzles.dominoes.chain import Position
from puzzles.dominoes.line import End, Half, Line
from puzzles.dominoes.tiles import Tile
from solver.hints import SEARCH, Found, times, walk
from solver.results import Technique

TECHNIQUES = (
    Technique("clue-tile", 1, "A clue names the tile at a position: lay it there."),
    Technique(
        "only-fit",
        1,
        "Beside a laid tile, or at an end a clue names, only one tile left carries the "
        "number that must meet it.",
    ),
    Technique(
        "odd-count",
        2,
        "A number shown an odd number of times is at an end of the line; at that end "
        "only one tile fits.",
    ),
    Technique("only-place", 2, "A tile can go at one position only."),
    Technique(
        "bridge",
        3,
        "Every other tile that fits here would cut some tiles off from the line for good.",
    ),
    Technique(SEARCH, 4, "Nothing above settles it: try each tile that fits."),
)
_BY_NAME = {t.name: t for t in TECHNIQUES}


@dataclass(frozen=True)
class ChainState:
    position: Position
    answers: tuple[Line, ...]  # the answer as it must read; both ways while free
    placed: dict[int, Half] = field(default_factory=dict)

    @property
    def n(self) -> int:
        return len(self.position.tiles)

    def finished(self) -> bool:
        return len(self.placed) == self.n

    def free(self) -> list[Tile]:
        laid = {Tile(*h) for h in self.placed.values()}
        return [t for t in self.position.tiles if t not in laid]

    def held(self) -> dict[Tile, tuple[int, Half]]:
        return {
            Tile(*c.tile): (c.at, c.tile)
            for c in self.position.clues
            if c.at is not None and c.tile is not None
        }

    def end_clue(self, end: End) -> int | None:
        return next((c.pips for c in self.position.clues if c.end == end), None)

    def odd(self) -> list[int]:
        count = Counter(x for t in self.position.tiles for x in (t.a, t.b))
        return sorted(x for x, c in count.items() if c % 2)

    def in_sight(self, k: int) -> bool:
        """A position next to a laid tile, or an end a clue names."""
        return (
            (k - 1) in self.placed
            or (k + 1) in self.placed
            or (k == 1 and self.end_clue(End.LEFT) is not None)
            or (k == self.n and self.end_clue(End.RIGHT) is not None)
        )

    def end_numbers(self, k: int) -> set[int] | None:
        """What the line's end at position k (1 or n) may show, by counting; None: any."""
        odd = self.odd()
        other = self.placed.get(self.n if k == 1 else 1) if self.n > 1 else None
        far = None if other is None else (other[1] if k == 1 else other[0])
        if not odd:
            return {far} if far is not None else None
        if far is not None and far in odd:
            return set(odd) - {far} or set(odd)
        return set(odd)

    def candidates(self, k: int, level: int) -> list[Half]:
        """What may lie at empty position k, by the techniques up to `level`."""
        held = self.held()
        out = []
        for tile in self.free():
            for half in {Half(tile.a, tile.b), Half(tile.b, tile.a)}:
                if tile in held and held[tile] != (k, half):
                    continue
                if (k - 1) in self.placed and self.placed[k - 1][1] != half[0]:
                    continue
                if (k + 1) in self.placed and self.placed[k + 1][0] != half[1]:
                    continue
                if k == 1 and self.end_clue(End.LEFT) not in (None, half[0]):
                    continue
                if k == self.n and self.end_clue(End.RIGHT) not in (None, half[1]):
                    continue
                if level >= 2 and not self._counts_allow(k, half):
                    continue
                if level >= 3 and self.stranded(k, half):
                    continue
                out.append(half)
        return sorted(out)

    def _counts_allow(self, k: int, half: Half) -> bool:
        for end_k, shown in ((1, half[0]), (self.n, half[1])):
            if k == end_k:
                allowed = self.end_numbers(end_k)
                if allowed is not None and shown not in allowed:
                    return False
        return True

    def stranded(self, k: int, half: Half) -> list[Tile]:
        """Tiles that could never join the line once `half` lies at k (a
        necessary condition: each gap is filled by a run joined to its
        neighbours, so every tile left must connect to a gap's edge number)."""
        placed = {**self.placed, k: half}
        rest = [t for t in self.free() if t != Tile(*half)]
        parent: dict[int, int] = {}

        def find(x: int) -> int:
            parent.setdefault(x, x)
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for t in rest:
            parent[find(t.a)] = find(t.b)
        edges: set[int] = set()
        i = 1
        while i <= self.n:
            if i in placed:
                i += 1
                continue
            j = i
            while j + 1 <= self.n and j + 1 not in placed:
                j += 1
            left = placed[i - 1][1] if i > 1 else None
            right = placed[j + 1][0] if j < self.n else None
            if left is not None and right is not None:
                if find(left) != find(right) or not any(left in (t.a, t.b) for t in rest):
                    return rest
                if i == j and Tile(left, right) not in rest:
                    return rest
            for x in (left, right):
                if x is not None:
                    if not any(x in (t.a, t.b) for t in rest):
                        return rest
                    edges.add(find(x))
            i = j + 1
        return [t for t in rest if find(t.a) not in edges]

    # -- the walk -----------------------------------------------------------
    def move(self, k: int, half: Half) -> dict:
        return {"at": k, "tile": str(half)}

    def on_answer(self, found: Found) -> bool:
        k, half = found.play
        return any(len(a) >= k and a.laid[k - 1] == half for a in self.answers)

    def after(self, found: Found) -> ChainState:
        k, half = found.play
        answers = tuple(a for a in self.answers if a.laid[k - 1] == half)
        return ChainState(self.position, answers, {**self.placed, k: half})

    def search(self) -> Found:
        answer = self.answers[0]
        empty = [k for k in range(1, self.n + 1) if k not in self.placed]
        k = next((k for k in empty if self.in_sight(k)), empty[0])
        half = answer.laid[k - 1]
        return Found(
            self.move(k, half),
            f"No rule settles it: trying each tile that fits at position {k}, only "
            f"{half} lets every tile join one line that meets the clues.",
            (k, half),
        )

    def empty(self) -> list[int]:
        return [k for k in range(1, self.n + 1) if k not in self.placed]


def _neighbour_words(state: ChainState, k: int) -> str:
    if (k - 1) in state.placed:
        return f"its left neighbour shows {state.placed[k - 1][1]}"
    if (k + 1) in state.placed:
        return f"its right neighbour shows {state.placed[k + 1][0]}"
    if k == 1:
        return f"the clue says the left end shows {state.end_clue(End.LEFT)}"
    return f"the clue says the right end shows {state.end_clue(End.RIGHT)}"


def clue_tile(state: ChainState) -> Iterator[Found]:
    for clue in state.position.clues:
        if clue.at is not None and clue.at not in state.placed:
            assert clue.tile is not None  # a clue at a place names its tile
            yield Found(
                state.move(clue.at, clue.tile),
                f"The clue puts {clue.tile} at position {clue.at}.",
                (clue.at, clue.tile),
            )


def only_fit(state: ChainState) -> Iterator[Found]:
    for k in state.empty():
        if not state.in_sight(k):
            continue
        cands = state.candidates(k, 1)
        if len(cands) == 1:
            yield Found(
                state.move(k, cands[0]),
                f"At position {k} {_neighbour_words(state, k)}; only {cands[0]} "
                "is left to meet it.",
                (k, cands[0]),
            )


def odd_count(state: ChainState) -> Iterator[Found]:
    odd = state.odd()
    free_way = len(state.answers) == 2  # no clue says which way the line reads
    for k in (1, state.n):
        if k in state.placed:
            continue
        cands = state.candidates(k, 2)
        groups = [cands]
        if free_way and odd:  # either odd number may be this end: take the one that tells
            groups = [[h for h in cands if (h[0] if k == 1 else h[1]) == x] for x in odd]
        for group in groups:
            if len(group) != 1:
                continue
            half = group[0]
            shown = half[0] if k == 1 else half[1]
            side = End.LEFT if k == 1 else End.RIGHT
            count = sum(shown in (t.a, t.b) for t in state.position.tiles)
            count += sum(t.a == t.b == shown for t in state.position.tiles)
            if odd:
                why = f"{shown} appears {times(count)}, an odd number, so {shown} is an end"
            else:
                why = "every number shows an even number of times, so both ends show one number"
            if free_way:
                why += f"; no clue says which way the line reads, so let it be the {side} end"
            yield Found(
                state.move(k, half),
                f"{why}: only {half} fits at position {k}.",
                (k, half),
            )


def only_place(state: ChainState) -> Iterator[Found]:
    spots: dict[Tile, list[tuple[int, Half]]] = {}
    for k in state.empty():
        for half in state.candidates(k, 2):
            spots.setdefault(Tile(*half), []).append((k, half))
    for tile, where in sorted(spots.items()):
        if len(where) == 1 and len(state.empty()) > 1:
            k, half = where[0]
            yield Found(
                state.move(k, half),
                f"{tile} fits nowhere but position {k}, laid {half}.",
                (k, half),
            )


def bridge(state: ChainState) -> Iterator[Found]:
    for k in state.empty():
        if not (state.in_sight(k) or k in (1, state.n)):
            continue
        fits = state.candidates(k, 2)
        keep = state.candidates(k, 3)
        if len(keep) != 1 or len(fits) < 2:
            continue
        other = next(h for h in fits if h != keep[0])
        cut = ", ".join(str(t) for t in state.stranded(k, other)[:3])
        yield Found(
            state.move(k, keep[0]),
            f"At position {k} every tile but {keep[0]} would cut tiles off the "
            f"line for good ({other} would strand {cut}).",
            (k, keep[0]),
        )


FINDERS = [
    (_BY_NAME["clue-tile"], clue_tile),
    (_BY_NAME["only-fit"], only_fit),
    (_BY_NAME["odd-count"], odd_count),
    (_BY_NAME["only-place"], only_place),
    (_BY_NAME["bridge"], bridge),
]


def explain(position: Position, answer) -> list:
    line = answer.line
    answers = (line, line.reversed()) if position.fits(line.reversed()) else (line,)
    if answers[-1] == line and len(answers) == 2:
        answers = (line,)  # a line that reads the same both ways
    return walk(ChainState(position, answers), FINDERS, _BY_NAME[SEARCH])
