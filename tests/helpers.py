"""What several tests build or compare with, and the tool itself does not need."""

from __future__ import annotations

import random

from puzzles.dominoes.line import Line
from puzzles.florentine.board import Board
from puzzles.florentine.cards import COLOURS, standard_deck
from puzzles.florentine.endgame import Position
from puzzles.florentine.simulate import play_out


def canonical(line: Line) -> Line:
    """The one of the line and its reverse that sorts first (the reference
    solvers give each best line once, up to reversal)."""
    return min(line, line.reversed(), key=lambda one: one.laid)


def random_endgame(
    rng: random.Random,
    pool_size: int,
    size: int = 7,
    laid: int | None = None,
    personal: bool = True,
) -> Position:
    """A Florentine position from a simulated game: `laid` cards on the board
    (default: as many as leave exactly `pool_size` cards of the deck to place)
    and an open pool of `pool_size` cards from the rest."""
    while True:
        deck = standard_deck()
        rng.shuffle(deck)
        laid_now = min(size * size - 1, len(deck)) - pool_size if laid is None else laid
        board = play_out(rng, Board.empty(size), deck, laid_now)
        if board is None or len(deck) < pool_size:
            continue
        pool = tuple(deck[:pool_size])
        return Position(rng.choice(COLOURS), board, pool, personal)
