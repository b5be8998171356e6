"""Blocked-line and chain puzzles with one answer, graded, from one rng.

Generation is a search for uniqueness, backwards from play:

- `blocked`: a game is played at random until the line is blocked (some
  numbers keep one tile out of play, in a hand, so that only the numbers at
  the ends are closed); a run of that line becomes the start line and the
  tiles on either side of it the tiles to lay, with decoys added (tiles out
  of the line that share a number with them). The solver finds the shortest
  blocked line A from the start, which is then the answer to prove unique:
  A stays a shortest line whatever leaves the offer and however far the
  start grows along A, so only a second line has to be looked for. While one
  is found, a tile that it lays and A does not leaves the offer, or, if it
  lays none, the start line grows by one tile of A. Which run becomes the
  start is chosen so that no second line is there at once (see `_window`):
  each side to lay is a simple path, the two sides share no number but the
  ends', and in an even set the double of the end number lies in the start.
- `chain`: a random line of play of the band's length is the answer; its
  tiles are the puzzle. While the solver finds another line, a clue that the
  answer keeps and the other line breaks is added (a tile at a position, or
  the number an end shows); then every clue that uniqueness does not need is
  taken away again (in random order), and easy puzzles get extra clues back.

A candidate is kept only when the real solver (`solve`, one worker, seed 0,
no limit: what `check` runs) says `optimal` and unique, with the line the
generator meant. Each candidate has a budget of CP-SAT deterministic time
(`BUDGET`, the same on every machine) for its searches; one the solver cannot
decide within it is dropped and the next candidate comes from the same rng,
so the output depends on the seed alone.

Difficulty, measured on each puzzle and written into its `meta`:

`blocked` (absolute block, fewest tiles, a start line always given):

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

`chain`:

| feature | easy | medium | hard |
| --- | --- | --- | --- |
| `set`: double-N | 3 or 4 | 5 or 6 | 6 |
| `tiles`: tiles to lay in one line | 4-5 | 6-8 | 10-13 |
| `clues`: clues given | 2-3 | 1-3, each needed but one at least | 0-2, each needed |

Also in `meta`, to rank puzzles within a band:

- `start_line` (blocked): tiles in the given line; `layable`: tiles offered.
- `position_clues`, `end_clues` (chain): the clues by type.
- `first_moves`: blocked: offered tiles that fit an open end of the start
  line, a tile counted once per number it fits. Chain: the tiles and ways
  round that the clues allow at position 1 (left end clue, clue at 1, a tile
  a clue puts elsewhere excluded) and that start an Euler trail (when two
  numbers show an odd number of times, the line starts at one of them).
- `forced_moves`: moves of the answer with no alternative in sight. Blocked:
  laying the answer's tiles outward from the start line, left side first,
  the moves where exactly one offered tile still in hand fits that end.
  Chain: walking the answer left to right, the positions where exactly one
  tile not yet laid (and not held elsewhere by a clue) fits, or a clue names
  the tile; position 1 counts when `first_moves` is 1.
- `solver_branches`: CP-SAT's `num_branches` summed over the real solve
  (optimum and uniqueness proof, one worker): the solver's search effort.
  Deterministic for one OR-Tools version; it grows with the model's size
  more than with the puzzle's subtlety, so it ranks and does not grade.
- `repairs`: how many times the candidate was repaired (a decoy taken away,
  the start line grown, a clue added) before it was unique.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from puzzles import blocked, chain
from puzzles.dominoes import Tile, double_set
from puzzles.line import Line
from solver.generator import Generated, first_unique
from solver.limits import Clock, Limits

BLOCKED_BANDS: dict[str, dict[str, Any]] = {
    # double-N sets, tiles to lay, decoys, first moves
    "easy": {"sets": (3, 4), "lay": (1, 3), "decoys": (0, 2), "first": (2, 28)},
    "medium": {"sets": (5, 6), "lay": (3, 4), "decoys": (1, 3), "first": (2, 28)},
    "hard": {"sets": (6,), "lay": (5, 6), "decoys": (3, 6), "first": (3, 28)},
}
CHAIN_BANDS: dict[str, dict[str, Any]] = {
    # double-N sets, tiles, clues, extra clues beyond those uniqueness needs
    "easy": {"sets": (3, 4), "tiles": (4, 5), "clues": (2, 3), "extra": True},
    "medium": {"sets": (5, 6), "tiles": (6, 8), "clues": (1, 3), "extra": False},
    "hard": {"sets": (6,), "tiles": (10, 13), "clues": (0, 2), "extra": False},
}
BUDGET = 2.0  # CP-SAT deterministic time per candidate, about 30 times what one needs
CANDIDATES = 300  # per puzzle, before giving up
MAX_REPAIRS = 12
PLAY_TRIES = 200  # random games per blocked candidate (about 1 in 40 blocks a double-six line)


class Budget(Clock):
    """The solver's own clock (one worker, seed 0) with a deterministic budget
    shared by every solve of one candidate; it counts the search's branches.
    With `limit=None` its solvers are exactly those of `solve` without limits."""

    def __init__(self, limit: float | None):
        super().__init__(Limits())
        self.limit = limit
        self.solvers: list = []

    def solver(self, **parameters):
        solver = super().solver(**parameters)
        if self.limit is not None:
            solver.parameters.max_deterministic_time = max(0.0, self.limit - self.spent)
        self.solvers.append(solver)
        return solver

    @property
    def spent(self) -> float:
        return sum(s.deterministic_time for s in self.solvers)

    @property
    def branches(self) -> int:
        return sum(int(s.num_branches) for s in self.solvers)


def random_line(rng: random.Random, tiles: list[Tile], length: int) -> Line:
    """A line of play: a random first tile, then random tiles at random ends
    as the rules allow, until `length` tiles or nothing fits."""
    first = rng.choice(tiles)
    left, right = (first.a, first.b) if rng.random() < 0.5 else (first.b, first.a)
    before: list[tuple[int, int]] = []  # laid at the left end, nearest first
    after: list[tuple[int, int]] = [(left, right)]
    rest = [t for t in tiles if t != first]
    while len(before) + len(after) < length:
        moves = [
            (i, end)
            for i, t in enumerate(rest)
            for end, x in ((0, left), (1, right))
            if x == t.a or x == t.b
        ]
        if not moves:
            break
        i, end = rng.choice(moves)
        tile = rest.pop(i)
        if end == 0:
            before.append((tile.other(left), left))
            left = before[-1][0]
        else:
            after.append((right, tile.other(right)))
            right = after[-1][1]
    return Line((*reversed(before), *after))


def _within(value: int, band: tuple[int, int]) -> bool:
    return band[0] <= value <= band[1]


def _solved(solve_on, position, answer_line: Line) -> tuple[Any, int] | None:
    """The real solver's answer and effort, or None unless it is the unique `answer_line`."""
    clock = Budget(None)
    answer = solve_on(position, clock)
    if answer.status != "optimal" or answer.unique is not True:
        return None
    if not answer.line.same_as(answer_line):
        return None
    return answer, clock.branches


# -- blocked -----------------------------------------------------------------------
def generate_blocked(rng: random.Random, difficulty: str) -> Generated:
    band = BLOCKED_BANDS[difficulty]
    return first_unique(
        lambda: _blocked_candidate(rng, band), f"{difficulty} blocked puzzle", CANDIDATES
    )


def _blocked_candidate(rng: random.Random, band: dict[str, Any]) -> Generated | None:
    from solver import blocked as solver  # solver.blocked imports this module

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

    budget = Budget(BUDGET)
    first = solver.solve_on(blocked.Position(n, "block", start, tuple(offered)), budget)
    if first.status != "optimal":
        return None
    target = first.line  # stays a shortest line below, whatever the repairs do
    lo = str(target).split().index(str(start).split()[0])
    hi = lo + len(start)
    repairs = 0
    while True:
        line = Line(target.laid[lo:hi])
        position = blocked.Position(
            n, "block", line, tuple(t for t in offered if t not in line.tiles)
        )
        status, other = solver.other_answer(position, target, budget)
        if status == "infeasible":
            break
        if status != "feasible" or repairs == MAX_REPAIRS:
            return None
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
    position = blocked.Position(n, "block", line, tuple(sorted(laid + decoys)))
    solved = _solved(solver.solve_on, position, target)
    if solved is None:
        return None
    answer, branches = solved
    meta = blocked_features(position, answer.line)
    meta.update(solver_branches=branches, repairs=repairs)
    if not (
        _within(meta["tiles_to_lay"], band["lay"])
        and _within(meta["decoys"], band["decoys"])
        and _within(meta["first_moves"], band["first"])
    ):
        return None
    return Generated(position, answer, meta)


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
        line = random_line(rng, tiles, len(tiles))
        # Blocked: every tile with an end's number is in the line.
        shows = Counter(x for a, b in line.laid for x in {a, b})
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
    halves = [played.left] + [b for _, b in played.laid]
    ends = {played.left, played.right}
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
                _within(cost, lay)
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


# -- chain -------------------------------------------------------------------------
def generate_chain(rng: random.Random, difficulty: str) -> Generated:
    band = CHAIN_BANDS[difficulty]
    return first_unique(
        lambda: _chain_candidate(rng, band), f"{difficulty} chain puzzle", CANDIDATES
    )


def _chain_candidate(rng: random.Random, band: dict[str, Any]) -> Generated | None:
    from solver import chain as solver  # solver.chain imports this module

    n = rng.choice(band["sets"])
    size = rng.randint(*band["tiles"])
    target = random_line(rng, list(double_set(n)), size)
    if len(target) < size:
        return None
    tiles = tuple(sorted(target.tiles))
    possible = _clues_of(target)
    budget = Budget(BUDGET)
    clues: list[chain.Clue] = []
    repairs = 0
    while True:
        status, other = solver.other_answer(
            chain.Position(tiles, n, _ordered(clues)), target, budget
        )
        if status == "infeasible":
            break
        if status != "feasible" or len(clues) == MAX_REPAIRS:
            return None
        repairs += 1
        breaks = [c for c in possible if c not in clues and not c.holds(other)]
        both = [c for c in breaks if not c.holds(other.reversed())]
        clues.append(rng.choice(both or breaks))
    # Take away every clue uniqueness does not need, in random order.
    for clue in sorted(clues, key=lambda _: rng.random()):
        fewer = [c for c in clues if c != clue]
        status, _ = solver.other_answer(chain.Position(tiles, n, _ordered(fewer)), target, budget)
        if status == "infeasible":
            clues = fewer
    low, high = band["clues"]
    if len(clues) > high:
        return None
    # Extra clues only take answers away: the puzzle stays unique.
    want = max(low, len(clues))
    if band["extra"]:
        want = rng.randint(want, high)
    while len(clues) < want:
        extra = [c for c in possible if c not in clues and not _repeats(c, clues, target)]
        if not extra:
            return None
        clues.append(rng.choice(extra))
    position = chain.Position(tiles, n, _ordered(clues))
    solved = _solved(solver.solve_on, position, target)
    if solved is None:
        return None
    answer, branches = solved
    meta = chain_features(position, answer.line)
    meta.update(solver_branches=branches, repairs=repairs)
    if not _within(meta["clues"], band["clues"]):
        return None
    return Generated(position, answer, meta)


def _clues_of(line: Line) -> list[chain.Clue]:
    """Every clue `line` keeps as it lies."""
    clues = [chain.Clue(at=i + 1, tile=half) for i, half in enumerate(line.laid)]
    return [
        *clues,
        chain.Clue(end="left", pips=line.left),
        chain.Clue(end="right", pips=line.right),
    ]


def _repeats(clue: chain.Clue, clues: list[chain.Clue], line: Line) -> bool:
    """An end clue beside a clue that puts a tile at that end says nothing new."""
    at = {c.at for c in clues if c.at is not None}
    ends = {c.end for c in clues if c.end is not None}
    if clue.end is not None:
        return (1 if clue.end == "left" else len(line)) in at
    return (clue.at == 1 and "left" in ends) or (clue.at == len(line) and "right" in ends)


def _ordered(clues: list[chain.Clue]) -> tuple[chain.Clue, ...]:
    """Tile clues by position, then the left and the right end."""
    return tuple(sorted(clues, key=lambda c: (c.at is None, c.at or 0, c.end or "")))


def chain_features(position: chain.Position, answer: Line) -> dict[str, Any]:
    """The graded features of a chain puzzle and its answer (see the module notes)."""
    at = {c.at: c.tile for c in position.clues if c.at is not None}
    held = {Tile(*half) for half in at.values()}
    left_end = next((c.pips for c in position.clues if c.end == "left"), None)
    degree: Counter = Counter(x for t in position.tiles for x in (t.a, t.b))
    odd = {x for x, d in degree.items() if d % 2}
    if 1 in at:
        starts = [at[1]]
    else:
        ways = {(t.a, t.b) for t in position.tiles if t not in held}
        ways |= {(b, a) for a, b in ways}
        starts = sorted(w for w in ways if (not odd or w[0] in odd))
        starts = [w for w in starts if left_end is None or w[0] == left_end]
    forced = int(len(starts) == 1)
    laid = {Tile(*answer.laid[0])}
    for i in range(1, len(answer)):
        x = answer.laid[i - 1][1]
        fits = [t for t in position.tiles if t not in laid and t not in held and x in (t.a, t.b)]
        forced += (i + 1) in at or len(fits) == 1
        laid.add(Tile(*answer.laid[i]))
    return {
        "set": position.set_size,
        "tiles": len(position.tiles),
        "clues": len(position.clues),
        "position_clues": len(at),
        "end_clues": len(position.clues) - len(at),
        "first_moves": len(starts),
        "forced_moves": forced,
    }
