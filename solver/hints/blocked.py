"""The human solver for `blocked`: grow the line at its ends until nothing fits.

A person looks at each open end: the number it shows is either closed (every
tile with it is in the line, or out of play with `hands`) or still open. An
open end whose number can never be closed (a tile with it is not yours to
lay) must be covered. Techniques, easiest first:

1. only-fit: an end must be covered and only one of your tiles fits it.
2. dead-end: an end must end on a number that gets used up; every tile that
   fits but one would leave a number that can never close and nothing to
   cover it.
2. closes-now: only one tile that fits closes the end at once, the fewest
   tiles (fewest-tiles objective).
3. count-ahead: counting a few tiles ahead, one tile closes the end in fewer
   tiles than any other (fewest-tiles objective).
4. search: nothing above settles it; the solver's tile.

Draw rules (spinners) are left to search: their open ends are not two.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from puzzles.dominoes.blocked import Position
from puzzles.dominoes.line import End, Half, Line
from puzzles.dominoes.tiles import Rules, Tile
from solver.hints import SEARCH, Found, counted, walk
from solver.results import Technique

AHEAD = 3  # tiles a person counts out ahead

TECHNIQUES = (
    Technique(
        "only-fit",
        1,
        "An end shows a number that can never be closed, so it must be covered; only "
        "one of your tiles fits it.",
    ),
    Technique("closes-now", 1, "Only one tile that fits closes the end at once: the fewest tiles."),
    Technique(
        "dead-end",
        2,
        "An end must end on a number that gets used up: every tile that fits but one "
        "would leave a number that can never close, with nothing to cover it.",
    ),
    Technique(
        "closes-in-two",
        2,
        "Counting two tiles ahead: every way to block the line with the fewest tiles "
        "(two at most) lays the same tile next at one end.",
    ),
    Technique(
        "count-ahead",
        3,
        f"Counting {AHEAD} tiles ahead: every way to block the line with the fewest tiles "
        "lays the same tile next at one end.",
    ),
    Technique(SEARCH, 4, "Nothing above settles it: try each tile that fits."),
)
_BY_NAME = {t.name: t for t in TECHNIQUES}


@dataclass(frozen=True)
class BlockedState:
    position: Position
    line: Line
    todo: dict[End, tuple[Tile, ...]]  # the answer's tiles still to lay, outward, per end
    first: Half | None = None  # from nothing: the answer's first tile as it lies

    def finished(self) -> bool:
        return not self.todo[End.LEFT] and not self.todo[End.RIGHT]

    @property
    def hand(self) -> list[Tile]:
        laid = set(self.line.tiles)
        return [t for t in self.position.layable if t not in laid]

    def outside(self, line: Line | None = None) -> list[Tile]:
        laid = set((line or self.line).tiles)
        return [t for t in self.position.blockers if t not in laid]

    def closed(self, x: int, line: Line | None = None) -> bool:
        return not any(x in (t.a, t.b) for t in self.outside(line))

    def stuck(self, x: int, line: Line | None = None) -> Tile | None:
        """A tile with x that stays out whatever you lay: x can never close."""
        mine = set(self.hand)
        return next((t for t in self.outside(line) if x in (t.a, t.b) and t not in mine), None)

    def shows(self, end: End) -> int:
        x = self.line.left if end == End.LEFT else self.line.right
        assert x is not None  # asked once a tile is laid (`_ends`)
        return x

    def fits(self, end: End) -> list[Tile]:
        x = self.shows(end)
        return [t for t in self.hand if x in (t.a, t.b)]

    def must_cover(self, end: End) -> Tile | None:
        other = End.RIGHT if end == End.LEFT else End.LEFT
        x = self.shows(end)
        if self.shows(other) == x:
            return None
        return self.stuck(x)

    def found(self, end: End, tile: Tile, reason: str) -> Found:
        x = self.shows(end)
        laid = str(Half(x, tile.other(x)))
        # The reason names the tile as the move does: as laid outward from the end.
        reason = reason.replace(str(tile), laid)
        return Found({"tile": laid, "end": end.value}, reason, (end, tile))

    def on_answer(self, found: Found) -> bool:
        end, tile = found.play
        return bool(self.todo[end]) and self.todo[end][0] == tile

    def after(self, found: Found) -> BlockedState:
        end, tile = found.play
        todo = dict(self.todo)
        todo[end] = todo[end][1:]
        if self.line.laid:
            line = self.line.add(tile, end)
        else:
            assert self.first is not None  # from nothing the answer's first tile is known
            line = Line((self.first,))
        return BlockedState(self.position, line, todo, self.first)

    def search(self) -> Found:
        end = End.LEFT if self.todo[End.LEFT] else End.RIGHT
        tile = self.todo[end][0]
        if not self.line.laid:
            return Found(
                {"tile": str(tile), "end": End.RIGHT.value},
                f"No rule settles it: trying each first tile, only {tile} leads to the "
                "shortest blocked line.",
                (end, tile),
            )
        return self.found(
            end,
            tile,
            f"No rule settles it: trying each tile that fits the {end} end, only {tile} "
            "leads to the best blocked line.",
        )


def _ends(state: BlockedState) -> list[End]:
    if not state.line.laid or state.position.game != Rules.BLOCK:
        return []
    return [End.LEFT, End.RIGHT]


def only_fit(state: BlockedState) -> Iterator[Found]:
    for end in _ends(state):
        out = state.must_cover(end)
        fits = state.fits(end)
        if out is not None and len(fits) == 1:
            x = state.shows(end)
            yield state.found(
                end,
                fits[0],
                f"The {end} end shows {x}, which can never be closed ({out} stays out), so "
                f"it must be covered; only {fits[0]} of your tiles fits it.",
            )


def _dead(state: BlockedState, end: End, tile: Tile) -> bool:
    """After `tile` the end shows a number that can never close, and no other
    tile of yours could cover it."""
    x = state.shows(end)
    y = tile.other(x)
    line = state.line.add(tile, end)
    if state.closed(y, line):
        return False
    rest = [t for t in state.hand if t != tile]
    return state.stuck(y, line) is not None and not any(y in (t.a, t.b) for t in rest)


def dead_end(state: BlockedState) -> Iterator[Found]:
    for end in _ends(state):
        if state.must_cover(end) is None:
            continue
        fits = state.fits(end)
        alive = [t for t in fits if not _dead(state, end, t)]
        if len(fits) >= 2 and len(alive) == 1:
            dead = next(t for t in fits if t != alive[0])
            y = dead.other(state.shows(end))
            yield state.found(
                end,
                alive[0],
                f"The {end} end must end on a number that gets used up: {dead} would leave "
                f"{y}, which can never close and nothing of yours covers; only {alive[0]} "
                "is left.",
            )


def _closes(state: BlockedState, end: End, tile: Tile) -> bool:
    line = state.line.add(tile, end)
    return state.closed(tile.other(state.shows(end)), line)


def closes_now(state: BlockedState) -> Iterator[Found]:
    if state.position.objective != "min-tiles":
        return
    for end in _ends(state):
        if state.closed(state.shows(end)):
            continue
        fits = state.fits(end)
        closing = [t for t in fits if _closes(state, end, t)]
        if len(closing) == 1:
            y = closing[0].other(state.shows(end))
            yield state.found(
                end,
                closing[0],
                f"Only {closing[0]} closes the {end} end at once: after it every tile with "
                f"{y} is in the line, and no line can do it with fewer tiles.",
            )


def _shortest(state: BlockedState, limit: int) -> list[Line]:
    """Every blocked line that adds the fewest tiles (at most `limit`) to the line."""
    frontier, seen = [state.line], {state.line}
    for _ in range(limit + 1):
        done = [line for line in frontier if state.position.is_blocked(line)]
        if done:
            return done
        grown = []
        for line in frontier:
            there = set(line.tiles)
            for t in state.hand:
                for end, x in ((End.LEFT, line.left), (End.RIGHT, line.right)):
                    if t not in there and x in (t.a, t.b):
                        new = line.add(t, end)
                        if new not in seen:
                            seen.add(new)
                            grown.append(new)
        frontier = grown
    return []


def _count(state: BlockedState, limit: int) -> Iterator[Found]:
    if state.position.objective != "min-tiles":
        return
    lines = _shortest(state, limit)
    for end in _ends(state):
        nexts = set()
        for line in lines:
            # The tile next to the old end, on this side of it.
            side = (
                line.laid[: line.laid.index(state.line.laid[0])]
                if end == End.LEFT
                else (line.laid[line.laid.index(state.line.laid[-1]) + 1 :])
            )
            nexts.add(Tile(*(side[-1] if end == End.LEFT else side[0])) if side else None)
        if len(nexts) == 1 and None not in nexts:
            tile = nexts.pop()
            assert tile is not None
            total = len(lines[0]) - len(state.line)
            yield state.found(
                end,
                tile,
                f"Counting the line out: the shortest way to block it takes "
                f"{counted(total, 'more tile')}, and every such way lays {tile} "
                f"at the {end} end next.",
            )


def closes_in_two(state: BlockedState) -> Iterator[Found]:
    yield from _count(state, 2)


def count_ahead(state: BlockedState) -> Iterator[Found]:
    yield from _count(state, AHEAD)


FINDERS = [
    (_BY_NAME["only-fit"], only_fit),
    (_BY_NAME["closes-now"], closes_now),
    (_BY_NAME["dead-end"], dead_end),
    (_BY_NAME["closes-in-two"], closes_in_two),
    (_BY_NAME["count-ahead"], count_ahead),
]


def explain(position: Position, answer) -> list:
    line, start = answer.line, position.line
    if not start.laid:
        todo = {End.LEFT: (), End.RIGHT: tuple(line.tiles)}
        return walk(BlockedState(position, start, todo, line.laid[0]), FINDERS, _BY_NAME[SEARCH])
    at = line.find(start)
    if at is None:  # the answer runs the other way round
        line = line.reversed()
        at = line.find(start)
    left = tuple(Tile(*line.laid[i]) for i in reversed(range(at)))
    right = tuple(Tile(*h) for h in line.laid[at + len(start) :])
    todo = {End.LEFT: left, End.RIGHT: right}
    return walk(BlockedState(position, start, todo), FINDERS, _BY_NAME[SEARCH])
