"""Blocked-line puzzles with one answer, graded, from one rng.

Generation is a search for uniqueness, backwards from play: a game is played
at random until the line is blocked (some numbers keep one tile out of play,
in a hand, so that only the numbers at the ends are closed); a run of that
line becomes the start line and the tiles on either side of it the tiles to
lay, with decoys added (tiles out of the line that share a number with
them). The solver finds the shortest blocked line A from the start, which is
then the answer to prove unique: A stays a shortest line whatever leaves the
offer and however far the start grows along A, so only a second line has to
be looked for. While one is found, a tile that it lays and A does not leaves
the offer, or, if it lays none, the start line grows by one tile of A. Which
run becomes the start is chosen so that no second line is there at once (see
`_window`): each side to lay is a simple path, the two sides share no number
but the ends', and in an even set the double of the end number lies in the
start.

How a candidate is kept or dropped: solver/dominoes/generate/line.py.

Difficulty, measured on each puzzle and written into its `meta`:

Absolute block, fewest tiles, a start line always given:

| feature | easy | medium | hard |
| --- | --- | --- | --- |
| `set`: double-N | 3 or 4 | 5 or 6 | 6 |
| `tiles_to_lay`: tiles the answer adds to the start line | 1-3 | 3-4 | 5-6 |
| `decoys`: offered tiles the answer does not lay | 0-2 | 1-3 | 3-6 |
| `first_moves` (below) | at least 2 | at least 2 | at least 3 |

Why no more tiles to lay in double-six: every number shows 8 times there, so
a blocked line shows one number x at both ends and holds all 7 x-tiles. In a
unique answer the two sides laid from the start are simple paths to x that
share no number (`_window` says why), so they pass at most the 6 numbers
other than x: at most 6 tiles, doubles aside, and those a shortest line
never lays.

Also in `meta`, to rank puzzles within a band: `start_line` (tiles in the
given line), `layable` (tiles offered), `first_moves` (offered tiles that fit
an open end of the start line, a tile counted once per number it fits),
`forced_moves` (laying the answer's tiles outward from the start line, left
side first, the moves where exactly one offered tile still in hand fits that
end), `solver_branches` and `repairs` (see solver/dominoes/generate/line.py; here a
repair takes a decoy away or grows the start line).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from puzzles.dominoes import blocked
from puzzles.dominoes.line import Line
from puzzles.dominoes.tiles import Rules, Tile, double_set
from puzzles.status import Status
from solver.dominoes.blocked import other_answer, solve_on
from solver.dominoes.generate import line as shared
from solver.results import Generated

# The shared bands of solver/generate.py serve, and one past hard, for adults:
# more tiles to lay from a bigger set, among more decoys, and the search
# (level 4) more than once: SEARCHES steps of it at least.
LEVELS: dict[str, tuple[int, int]] = {"extreme": (4, 99)}
SEARCHES = {"extreme": 2}
BANDS: dict[str, dict[str, Any]] = {
    # double-N sets, tiles to lay, decoys, first moves
    "easy": {"sets": (3, 4), "lay": (1, 3), "decoys": (0, 2), "first": (2, 28)},
    "medium": {"sets": (5, 6), "lay": (3, 4), "decoys": (1, 3), "first": (2, 28)},
    "hard": {"sets": (6,), "lay": (5, 6), "decoys": (3, 6), "first": (3, 28)},
    "extreme": {"sets": (8,), "lay": (5, 8), "decoys": (6, 9), "first": (4, 45)},
}
PLAY_TRIES = 200  # random games per candidate (about 1 in 40 blocks a double-six line)


def generate(rng: random.Random, difficulty: str) -> Generated:
    return shared.first_of(_blocked_candidate, rng, BANDS[difficulty], f"{difficulty} blocked")


def fits(difficulty: str, steps: list, meta: dict) -> bool:
    """Does a graded puzzle search as often as its difficulty asks (SEARCHES)?"""
    return sum(s.level >= 4 for s in steps) >= SEARCHES.get(difficulty, 0)


def _blocked_candidate(rng: random.Random, band: dict[str, Any]) -> Generated | None:
    n = rng.choice(band["sets"])
    full = list(double_set(n))
    played = _played_out(rng, n)
    if played is None:
        return None
    window = _window(rng, played, band["lay"])
    if window is None:
        return None
    lo, hi = window
    start = Line(played.laid[lo:hi])
    tails = [t for t in played.tiles if t not in set(start.tiles)]
    numbers = {x for t in tails for x in (t.a, t.b)} | {start.left, start.right}
    outside = [t for t in full if t not in set(played.tiles) and {t.a, t.b} & numbers]
    extra = sorted(rng.sample(outside, min(len(outside), rng.randint(*band["decoys"]))))
    offered = sorted(tails + extra)

    budget = shared.Budget(shared.BUDGET)
    first = solve_on(blocked.Position(n, Rules.BLOCK, start, tuple(offered)), budget)
    if first.status != Status.OPTIMAL:
        return None
    target = first.line  # stays a shortest line below, whatever the repairs do
    assert target is not None  # an optimal answer is a line
    lo = str(target).split().index(str(start).split()[0])
    hi = lo + len(start)
    repairs = 0
    while True:
        line = Line(target.laid[lo:hi])
        position = blocked.Position(
            n, Rules.BLOCK, line, tuple(t for t in offered if t not in line.tiles)
        )
        status, other = other_answer(position, target, budget)
        if status == Status.INFEASIBLE:
            break
        if status != Status.FEASIBLE or repairs == shared.MAX_REPAIRS:
            return None
        assert other is not None  # a feasible other answer is a line
        repairs += 1
        # A tile the other line lays and the target does not leaves the offer;
        # failing that, the start line grows by a tile of the target.
        theirs = [t for t in offered if t in set(other.tiles) and t not in set(target.tiles)]
        if theirs:
            offered.remove(rng.choice(theirs))
            continue
        grown = [(lo - 1, hi)] * (lo > 0) + [(lo, hi + 1)] * (hi < len(target))
        telling = [g for g in grown if not _holds(other, Line(target.laid[slice(*g)]))]
        lo, hi = rng.choice(telling or grown)
        if len(target) - (hi - lo) < band["lay"][0]:
            return None

    # Fewer decoys never make a second answer: trim to the band.
    in_target = set(target.tiles)
    decoys = [t for t in position.layable if t not in in_target]
    keep = rng.randint(*band["decoys"])
    while len(decoys) > keep:
        decoys.remove(rng.choice(decoys))
    laid = [t for t in target.tiles if t not in set(line.tiles)]
    position = blocked.Position(n, Rules.BLOCK, line, tuple(sorted(laid + decoys)))
    made = shared.graded(solve_on, position, target, blocked_features, repairs)
    if made is None or not (
        shared.within(made.meta["tiles_to_lay"], band["lay"])
        and shared.within(made.meta["decoys"], band["decoys"])
        and shared.within(made.meta["first_moves"], band["first"])
    ):
        return None
    return made


def _played_out(rng: random.Random, n: int) -> Line | None:
    """A blocked line of random play that closes only the numbers at its ends.

    Every other number keeps a tile out of play (in a hand, say): otherwise a
    line from the start could stop early at a number the played line happens
    to close, and the puzzle would be a short one. The ends show one number x
    (each number shows an even number of times in an even set: both ends x) or,
    in an odd set, x and another. Random play until nothing fits ends blocked
    only now and then: tried up to PLAY_TRIES times."""
    full = list(double_set(n))
    for _ in range(PLAY_TRIES):
        x = rng.randrange(n + 1)
        ends = {x} if n % 2 == 0 else {x, rng.choice([y for y in range(n + 1) if y != x])}
        others = [z for z in range(n + 1) if z not in ends]
        rng.shuffle(others)
        out: set[Tile] = set()
        for z in others:
            if any(z in (t.a, t.b) for t in out):
                continue
            mates = [w for w in others if w != z and not any(w in (t.a, t.b) for t in out)]
            out.add(Tile(z, rng.choice(mates or [z])))
        tiles = [t for t in full if t not in out]
        line = shared.random_line(rng, tiles, len(tiles))
        # Blocked: every tile with an end's number is in the line.
        shows: Counter[int | None] = Counter(x for a, b in line.laid for x in {a, b})
        if shows[line.left] == n + 1 and shows[line.right] == n + 1:
            return line
    return None


def _window(rng: random.Random, played: Line, lay: tuple[int, int]) -> tuple[int, int] | None:
    """Where the start line lies in a played-out line, leaving a number of tiles
    to lay in the band `lay` around it (each number the band allows equally
    likely), or None. Any of these would make a second answer at once:

    - a side that passes a number twice holds a loop that could be laid the
      other way round: each side is a simple path;
    - two sides that pass the same number could trade the parts beyond it
      (the start's own ends count): they share no number but the line's ends;
    - in an even set both ends show x, so the double x-x could go at either
      end: it lies in the start line.

    A double in a side that the ends do not need is a decoy, not a tile to lay.
    """
    if not played.laid:
        return None
    halves = [played.laid[0][0]] + [b for _, b in played.laid]
    ends = {played.laid[0][0], played.laid[-1][1]}
    m = len(played)

    def simple(seq: list[int]) -> bool:
        numbers = [x for i, x in enumerate(seq) if i == 0 or x != seq[i - 1]]
        return len(numbers) == len(set(numbers))

    need = [int(a != b or a in ends) for a, b in played.laid]
    pinned = [i for i, (a, b) in enumerate(played.laid) if a == b and a in ends]
    if len(ends) == 2:
        pinned = []
    windows: dict[int, list[tuple[int, int]]] = {}
    for lo in range(m):
        if not simple(halves[: lo + 1]):
            break
        for hi in range(lo + 1, m + 1):
            cost = sum(need[:lo]) + sum(need[hi:])
            if (
                shared.within(cost, lay)
                and simple(halves[hi:])
                and not (set(halves[: lo + 1]) & set(halves[hi:])) - ends
                and all(lo <= i < hi for i in pinned)
            ):
                windows.setdefault(cost, []).append((lo, hi))
    if not windows:
        return None
    return rng.choice(windows[rng.choice(sorted(windows))])


def _holds(line: Line, part: Line) -> bool:
    """Does `line` hold `part` as a run of tiles, either way round?"""
    words = f" {line} "
    return f" {part} " in words or f" {part.reversed()} " in words


def blocked_features(position: blocked.Position, answer: Line) -> dict[str, Any]:
    """The graded features of a blocked puzzle and its answer (see the module notes)."""
    start = position.line
    offered = position.layable
    in_answer = set(answer.tiles)
    ends = sorted(set(start.open_ends(position.game)))
    first_moves = sum(1 for t in offered for x in ends if x in (t.a, t.b))
    # The answer's tiles outward from the start line: left side, then right side.
    at = str(answer).split().index(str(start).split()[0]) if start.laid else 0
    left = [(answer.laid[i][1], Tile(*answer.laid[i])) for i in reversed(range(at))]
    right = [(a, Tile(a, b)) for a, b in answer.laid[at + len(start) :]]
    hand = set(offered)
    forced = 0
    for x, tile in left + right:
        forced += sum(1 for t in hand if x in (t.a, t.b)) == 1
        hand.discard(tile)
    return {
        "set": position.set_size,
        "start_line": len(start),
        "tiles_to_lay": len(answer) - len(start),
        "layable": len(offered),
        "decoys": sum(1 for t in offered if t not in in_answer),
        "first_moves": first_moves,
        "forced_moves": forced,
    }
