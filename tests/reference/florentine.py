"""Exhaustive reference for Florentine endgames: every legal sequence, memoised.

Straight from the rules engine's legal placements, so that it can judge the
CP-SAT model: it tries every pool card in every legal place and turn, one at
a time, remembers the boards it has seen, and at every stop tries the personal card on
every cell it may take. Slow on purpose-free grounds: it is the plain search.

It scores a board with the plain room finder (tests/reference/florentine_rooms.py),
not the fast one in puzzles/florentine/rooms.py: the solver checks its own
answers with the fast one, so a judge that used it too would share any fault
in it. That also keeps it the same yardstick `python -m tests.bench florentine`
has measured the solver against since issue 16 was written.
"""

from __future__ import annotations

from dataclasses import dataclass

from puzzles.florentine.board import Board
from puzzles.florentine.cards import PERSONAL
from puzzles.florentine.endgame import Position
from tests.reference.florentine_rooms import score


@dataclass(frozen=True)
class Result:
    score: int
    cards: int
    boards: frozenset[Board]  # every optimal final board

    @property
    def unique(self) -> bool:
        return len(self.boards) == 1


def solve(position: Position) -> Result:
    best: tuple[int, int] | None = None
    boards: set[Board] = set()
    seen: set[tuple[Board, tuple[str, ...]]] = set()

    def consider(board: Board, cards: int) -> None:
        nonlocal best, boards
        value = (score(board, position.colour, position.rim_seals), -cards)
        if best is None or value > best:
            best, boards = value, {board}
        elif value == best:
            boards.add(board)

    def search(board: Board, pool: tuple, cards: int) -> None:
        key = (board, tuple(sorted(str(c) for c in pool)))
        if key in seen:
            return
        seen.add(key)
        consider(board, cards)
        if position.personal:
            for cell in board.personal_cells():
                consider(board.put(cell, PERSONAL), cards)
        tried = set()
        for i, card in enumerate(pool):
            if card in tried:
                continue
            tried.add(card)
            rest = pool[:i] + pool[i + 1 :]
            for cell, _, lying in board.placements(card):
                search(board.put(cell, lying), rest, cards + 1)

    search(position.board, tuple(position.pool), 0)
    assert best is not None
    return Result(best[0], -best[1], frozenset(boards))


def main() -> None:
    """`python -m tests.reference.florentine FILE`: solve like `solve --format json`."""
    import json
    import sys
    import time

    from cli.common import load_file
    from puzzles.florentine.endgame import board_mapping

    start = time.perf_counter()
    for _, _, position in load_file(sys.argv[1])[0]:
        result = solve(position)
        print(
            json.dumps(
                {
                    "kind": "florentine",
                    "score": result.score,
                    "cards_placed": result.cards,
                    "unique": result.unique,
                    "seconds": round(time.perf_counter() - start, 3),
                    "board": board_mapping(min(result.boards, key=str)),
                }
            )
        )


if __name__ == "__main__":
    main()
