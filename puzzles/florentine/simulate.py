"""Simulated Florentine play: boards that real games could reach.

Random legal placements from the shuffled deck, as players who hold the
whole remaining deck between them would make; used for test positions,
benchmarks and (later) the generator. Randomness only through the
`random.Random` passed in.
"""

from __future__ import annotations

import random

from puzzles.florentine.board import Board
from puzzles.florentine.cards import Card


def play_out(rng: random.Random, board: Board, deck: list[Card], cards: int) -> Board | None:
    """Lay `cards` cards from `deck` (taken out of it) at random legal places.

    None when play gets stuck first.
    """
    for _ in range(cards):
        cells = board.open_cells()
        by_card = board.placements_of(deck, cells)
        moves = [(i, m) for i, places in enumerate(by_card) for m in places]
        if not moves:
            return None
        i, (cell, _, lying) = rng.choice(moves)
        deck.pop(i)
        board = board.put(cell, lying)
    return board
