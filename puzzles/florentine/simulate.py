"""Simulated Florentine play: boards that real games could reach.

Random legal placements from the shuffled deck, as players who hold the
whole remaining deck between them would make; used for test positions,
benchmarks and (later) the generator. Randomness only through the
`random.Random` passed in.
"""

from __future__ import annotations

import random

from puzzles.florentine.board import Board
from puzzles.florentine.cards import COLOURS, Card, standard_deck
from puzzles.florentine.endgame import Position


def play_out(rng: random.Random, board: Board, deck: list[Card], cards: int) -> Board | None:
    """Lay `cards` cards from `deck` (taken out of it) at random legal places.

    None when play gets stuck first.
    """
    for _ in range(cards):
        cells = board.open_cells()
        moves = [(i, m) for i, card in enumerate(deck) for m in board.placements(card, cells)]
        if not moves:
            return None
        i, (cell, _, lying) = rng.choice(moves)
        deck.pop(i)
        board = board.put(cell, lying)
    return board


def random_endgame(
    rng: random.Random,
    pool_size: int,
    size: int = 7,
    laid: int | None = None,
    personal: bool = True,
) -> Position:
    """A position from a simulated game: `laid` cards on the board (default:
    as many as leave exactly `pool_size` cards of the deck to place) and an
    open pool of `pool_size` cards from the rest."""
    while True:
        deck = standard_deck()
        rng.shuffle(deck)
        laid_now = min(size * size - 1, len(deck)) - pool_size if laid is None else laid
        board = play_out(rng, Board.empty(size), deck, laid_now)
        if board is None or len(deck) < pool_size:
            continue
        pool = tuple(deck[:pool_size])
        return Position(rng.choice(COLOURS), board, pool, personal)
