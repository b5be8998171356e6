"""Florentine endgame puzzles with one best answer, graded, from one rng.

Backwards from play: a simulated game lays cards at random (puzzles/
florentine_play.py); the last cards laid are taken back into the open pool,
turned at random, with decoys from the cards never laid; the colour to play
for is the one those cards would gain most. The solver then proves the best
answer unique. A candidate with two best boards is repaired rather than
dropped when that is cheap: a decoy that only the other board uses leaves the
pool, and a personal card that only makes a second answer (laid in one cell
or another, or not at all) is taken away. What the solver cannot decide in a
fixed amount of deterministic work is dropped.

Difficulty, measured on each puzzle and written into its `meta`:

| feature | easy | medium | hard |
| --- | --- | --- | --- |
| board | 5x5 | 7x7 | 7x7 |
| cards to lay (`cards_placed`) | 1-2 | 2-3 | 4-6 |
| decoys in the pool (`decoys`) | 0-1 | 1-3 | 3-5 |
| gems to gain over the board as given (`gain`) | >= 1 | >= 1 | >= 2 |

`first_moves` (legal placements of pool cards before the first card) and
`personal` (whether the answer needs the personal card) are recorded too: more
first moves and a needed personal card make a puzzle harder within its band.
"""

from __future__ import annotations

import random
from dataclasses import replace

from puzzles.board import Board
from puzzles.cards import COLOURS, standard_deck
from puzzles.florentine import Answer, Position
from puzzles.florentine_play import play_out
from solver.florentine import solve
from solver.generator import Generated, first_unique
from solver.limits import Limits

BANDS = {
    # size, cards to lay, decoys, least gain, cards laid before taking back
    "easy": {"size": 5, "cards": (1, 2), "decoys": (0, 1), "gain": 1, "laid": (14, 22)},
    "medium": {"size": 7, "cards": (2, 3), "decoys": (1, 3), "gain": 1, "laid": (28, 42)},
    "hard": {"size": 7, "cards": (4, 6), "decoys": (3, 5), "gain": 2, "laid": (30, 44)},
}
CANDIDATES = 400  # per puzzle, before giving up
REPAIRS = 3
LIMITS = Limits(deterministic_time=5.0)


def generate(rng: random.Random, difficulty: str) -> Generated:
    band = BANDS[difficulty]
    return first_unique(
        lambda: _candidate(rng, band), f"{difficulty} florentine puzzle", CANDIDATES
    )


def _candidate(rng: random.Random, band: dict) -> Generated | None:
    size = band["size"]
    deck = standard_deck()
    rng.shuffle(deck)
    laid = rng.randint(*band["laid"])
    full = play_out(rng, Board.empty(size), deck, laid)
    if full is None:
        return None
    taken = rng.randint(*band["cards"])
    order = full.laying_order()
    back = order[-taken:]
    board = full
    for cell in back:
        board = board.without(cell)
    colour = max(COLOURS, key=lambda c: (_gain(full, board, c), -COLOURS.index(c)))
    if _gain(full, board, colour) < band["gain"]:
        return None
    decoys = [deck.pop() for _ in range(rng.randint(*band["decoys"])) if deck]
    pool = [full.at(cell).turned(rng.randrange(4)) for cell in back] + decoys
    rng.shuffle(pool)
    position = Position(colour, board, tuple(pool), personal=rng.random() < 0.6)

    for _ in range(REPAIRS + 1):
        answer = solve(position, LIMITS)
        if answer.status != "optimal" or answer.unique is None:
            return None  # undecided in the budget: drop
        if answer.unique:
            return _graded(position, answer, band)
        position = _repair(position, answer)
        if position is None:
            return None
    return None


def _gain(full: Board, board: Board, colour: str) -> int:
    probe = Position(colour, board)
    return probe.score(full) - probe.score(board)


def _repair(position: Position, answer: Answer) -> Position | None:
    """A cheaper puzzle than a new one: take away what makes the second answer."""
    other = answer.alternative
    if other is None:
        return None
    mine = set(str(p) for p in answer.board.placed().values())
    theirs = [str(p) for c, p in other.placed().items() if position.board.at(c) is None]
    # A decoy the other board lays and the answer does not: it leaves the pool.
    for text in theirs:
        if text != "P" and text not in mine:
            pool = list(position.pool)
            for i, card in enumerate(pool):
                if any(str(lying) == text for _, lying in card.turns()):
                    del pool[i]
                    return replace(position, pool=tuple(pool))
    # The personal card only makes the difference, and the answer lays none.
    if position.personal and not any(m.personal for m in answer.moves):
        return replace(position, personal=False)
    return None


def _graded(position: Position, answer: Answer, band: dict) -> Generated | None:
    cards = answer.cards_placed
    decoys = len(position.pool) - cards
    gain = answer.score - position.score()
    low, high = band["cards"]
    d_low, d_high = band["decoys"]
    if not (low <= cards <= high and d_low <= decoys <= d_high and gain >= band["gain"]):
        return None
    cells = position.board.open_cells()
    meta = {
        "size": position.size,
        "cards_placed": cards,
        "decoys": decoys,
        "gain": gain,
        "score": answer.score,
        "personal": any(m.personal for m in answer.moves),
        "first_moves": sum(len(position.board.placements(c, cells)) for c in position.pool),
    }
    return Generated(position, answer, meta)
