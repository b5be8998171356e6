"""Chain puzzles with one answer, graded, from one rng.

Generation is a search for uniqueness, backwards from play: a random line of
play of the band's length is the answer; its tiles are the puzzle. While the
solver finds another line, a clue that the answer keeps and the other line
breaks is added (a tile at a position, or the number an end shows); then
every clue that uniqueness does not need is taken away again (in random
order), and easy puzzles get extra clues back.

How a candidate is kept or dropped: solver/dominoes/generate/line.py.

Difficulty, measured on each puzzle and written into its `meta`:

| feature | easy | medium | hard |
| --- | --- | --- | --- |
| `set`: double-N | 3 or 4 | 5 or 6 | 6 |
| `tiles`: tiles to lay in one line | 4-5 | 6-8 | 10-13 |
| `clues`: clues given | 2-3 | 1-3, each needed but one at least | 0-2, each needed |

Also in `meta`, to rank puzzles within a band: `position_clues` and
`end_clues` (the clues by type), `first_moves` (the tiles and ways round that
the clues allow at position 1 (left end clue, clue at 1, a tile a clue puts
elsewhere excluded) and that start an Euler trail: when two numbers show an
odd number of times, the line starts at one of them), `forced_moves`
(walking the answer left to right, the positions where exactly one tile not
yet laid, and not held elsewhere by a clue, fits, or a clue names the tile;
position 1 counts when `first_moves` is 1), `solver_branches` and `repairs`
(see solver/dominoes/generate/line.py; here a repair adds a clue).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from puzzles.dominoes import chain
from puzzles.dominoes.line import End, Half, Line
from puzzles.dominoes.tiles import Tile, double_set
from puzzles.status import Status
from solver.dominoes.chain import other_answer, solve_on
from solver.dominoes.generate import line as shared
from solver.results import Generated

# The shared bands of solver/generate.py serve, and one past hard, for adults:
# a longer chain from a bigger set, with as few clues as it needs.
LEVELS: dict[str, tuple[int, int]] = {"extreme": (3, 99)}
BANDS: dict[str, dict[str, Any]] = {
    # double-N sets, tiles, clues, extra clues beyond those uniqueness needs
    "easy": {"sets": (3, 4), "tiles": (4, 5), "clues": (2, 3), "extra": True},
    "medium": {"sets": (5, 6), "tiles": (6, 8), "clues": (1, 3), "extra": False},
    "hard": {"sets": (6,), "tiles": (10, 13), "clues": (0, 2), "extra": False},
    "extreme": {"sets": (7,), "tiles": (14, 15), "clues": (0, 2), "extra": False},
}


def generate(rng: random.Random, difficulty: str) -> Generated:
    return shared.first_of(_chain_candidate, rng, BANDS[difficulty], f"{difficulty} chain")


def _chain_candidate(rng: random.Random, band: dict[str, Any]) -> Generated | None:
    n = rng.choice(band["sets"])
    size = rng.randint(*band["tiles"])
    target = shared.random_line(rng, list(double_set(n)), size)
    if len(target) < size:
        return None
    tiles = tuple(sorted(target.tiles))
    possible = _clues_of(target)
    budget = shared.Budget(shared.BUDGET)
    clues: list[chain.Clue] = []
    repairs = 0
    while True:
        status, other = other_answer(chain.Position(tiles, n, _ordered(clues)), target, budget)
        if status == Status.INFEASIBLE:
            break
        if status != Status.FEASIBLE or len(clues) == shared.MAX_REPAIRS:
            return None
        assert other is not None  # a feasible other answer is a line
        repairs += 1
        breaks = [c for c in possible if c not in clues and not c.holds(other)]
        both = [c for c in breaks if not c.holds(other.reversed())]
        clues.append(rng.choice(both or breaks))
    # Take away every clue uniqueness does not need, in random order.
    for clue in sorted(clues, key=lambda _: rng.random()):
        fewer = [c for c in clues if c != clue]
        status, _ = other_answer(chain.Position(tiles, n, _ordered(fewer)), target, budget)
        if status == Status.INFEASIBLE:
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
    made = shared.graded(solve_on, position, target, chain_features, repairs)
    if made is None or not shared.within(made.meta["clues"], band["clues"]):
        return None
    return made


def _clues_of(line: Line) -> list[chain.Clue]:
    """Every clue `line` keeps as it lies."""
    clues = [chain.Clue(at=i + 1, tile=half) for i, half in enumerate(line.laid)]
    return [
        *clues,
        chain.Clue(end=End.LEFT, pips=line.left),
        chain.Clue(end=End.RIGHT, pips=line.right),
    ]


def _repeats(clue: chain.Clue, clues: list[chain.Clue], line: Line) -> bool:
    """An end clue beside a clue that puts a tile at that end says nothing new."""
    at = {c.at for c in clues if c.at is not None}
    ends = {c.end for c in clues if c.end is not None}
    if clue.end is not None:
        return (1 if clue.end == End.LEFT else len(line)) in at
    return (clue.at == 1 and End.LEFT in ends) or (clue.at == len(line) and End.RIGHT in ends)


def _ordered(clues: list[chain.Clue]) -> tuple[chain.Clue, ...]:
    """Tile clues by position, then the left and the right end."""
    return tuple(sorted(clues, key=lambda c: (c.at is None, c.at or 0, c.end or "")))


def chain_features(position: chain.Position, answer: Line) -> dict[str, Any]:
    """The graded features of a chain puzzle and its answer (see the module notes)."""
    at = {c.at: c.tile for c in position.clues if c.at is not None and c.tile is not None}
    held = {Tile(*half) for half in at.values()}
    left_end = next((c.pips for c in position.clues if c.end == End.LEFT), None)
    degree: Counter = Counter(x for t in position.tiles for x in (t.a, t.b))
    odd = {x for x, d in degree.items() if d % 2}
    if 1 in at:
        starts = [at[1]]
    else:
        ways = {Half(t.a, t.b) for t in position.tiles if t not in held}
        ways |= {Half(b, a) for a, b in ways}
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
