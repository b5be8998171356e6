"""Double-dummy endgame puzzles with one best first move, graded, from one rng.

Backwards from play: a block round is dealt (puzzles/dominoes/match.py) and
played at random until the hands are down to the band's size; the table as
it stands is the puzzle. The exact search (solver/dominoes/endgame/solve.py) proves that one
first move alone reaches the best value; a candidate with two is dropped,
since a new deal costs less than a repair. Every candidate is small enough
for the search to finish in well under a second, so no budget is needed and
the outcome never depends on the machine.

Difficulty, measured on each puzzle and written into its `meta`:

| feature | easy | medium | hard |
| --- | --- | --- | --- |
| players | 2 | 2, 3, or 4 in partnerships | 4 in partnerships, 3, or 2 |
| most tiles a hand (`hand_tiles`) | 2-3 | 4-5 (2 pl.), 2-3 (3-4) | 4-5 (3-4 pl.), 6-7 (2) |
| first moves to choose from (`first_moves`) | >= 2 | >= 2 | >= 3 |

Three players play each for themselves, so their value is the paranoid one
(docs/rules.md section 5): the player to move against the other two together.

`value` (the points at stake) and `line_length` (plies in the principal
line) are recorded too.
"""

from __future__ import annotations

import random
from typing import TypedDict

from puzzles.dominoes.endgame import Position, Table
from puzzles.dominoes.match import Setup, deal
from puzzles.dominoes.tiles import Rules
from puzzles.status import Status
from solver.dominoes.endgame.solve import solve
from solver.limits import Limits
from solver.results import Generated, first_unique

# The shared bands of solver/generate.py serve, and one past hard: an extreme
# endgame needs the search (level 4), as a hard one does, on bigger hands.
LEVELS: dict[str, tuple[int, int]] = {"extreme": (4, 99)}
# The real decisions (solver/hints/endgame.py `decisions`: moves where a wrong
# choice is possible) the best line of each difficulty holds, fewest to most:
# a hard endgame 3 or 4, an extreme one 6 or more, so that the two part.
DECISIONS = {"easy": (1, 99), "medium": (2, 99), "hard": (3, 4), "extreme": (6, 99)}


class Band(TypedDict):
    shapes: list[tuple[int, bool, tuple[int, int]]]  # one drawn with the rng
    first_moves: int  # the fewest first moves a puzzle offers


# (players, partnerships, most tiles in a hand) for each difficulty, in turn
BANDS: dict[str, Band] = {
    "easy": {"shapes": [(2, False, (2, 3))], "first_moves": 2},
    "medium": {
        "shapes": [(2, False, (4, 5)), (3, False, (2, 3)), (4, True, (2, 3))],
        "first_moves": 2,
    },
    "hard": {
        "shapes": [(4, True, (4, 5)), (3, False, (4, 5)), (2, False, (6, 7))],
        "first_moves": 3,
    },
    "extreme": {
        "shapes": [(4, True, (5, 6)), (3, False, (5, 6)), (2, False, (6, 6))],
        "first_moves": 3,
    },
}
CANDIDATES = 300


def generate(rng: random.Random, difficulty: str) -> Generated:
    band = BANDS[difficulty]

    def candidate() -> Generated | None:
        players, partnerships, sizes = rng.choice(band["shapes"])
        return _candidate(rng, players, partnerships, rng.randint(*sizes), band)

    return first_unique(candidate, f"{difficulty} endgame", CANDIDATES)


def fits(difficulty: str, steps: list, meta: dict) -> bool:
    """Does a graded puzzle hold its difficulty's real decisions?"""
    low, high = DECISIONS[difficulty]
    return bool(low <= meta.get("decisions", 0) <= high)


def _candidate(
    rng: random.Random, players: int, partnerships: bool, size: int, band: Band
) -> Generated | None:
    setup = Setup(Rules.BLOCK, players, partnerships)
    dealt = deal(setup, rng, starter=rng.randrange(players))
    start = Position(
        hands=tuple(tuple(sorted(h)) for h in dealt.hands),
        to_move=dealt.starter,
        partnerships=partnerships,
    )
    table = Table.start(start)
    while max(len(h) for h in table.hands) > size:
        options = table.options()
        if not options:
            return None  # the round ended before the hands were small enough
        table.play(options[rng.randrange(len(options))], checked=True)
    if table.over or not table.line:
        return None
    position = Position(
        hands=tuple(tuple(sorted(h)) for h in table.hands),
        line=table.line,
        to_move=table.player,
        partnerships=partnerships,
    )
    first_moves = len(Table.start(position).options())
    if first_moves < band["first_moves"]:
        return None
    answer = solve(position, Limits())
    if answer.status != Status.OPTIMAL or answer.unique is not True:
        return None
    meta = {
        "players": players,
        "partnerships": partnerships,
        "hand_tiles": max(len(h) for h in position.hands),
        "first_moves": first_moves,
        "value": answer.value,
        "line_length": len(answer.moves),
    }
    return Generated(position, answer, meta)
