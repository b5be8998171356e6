"""What play.html knows of a Florentine puzzle (cli/web/__init__.py)."""

from __future__ import annotations

from typing import Any

from cli.web import tiles


def answer_moves(puzzle, answer):
    for move in answer.moves:
        if move.personal:
            yield move.to_mapping(), f"Your personal card goes on {move.cell}: it closes that cell."
        else:
            yield move.to_mapping(), f"{move.card} turned {move.turn} goes on {move.cell}."


def page_data(puzzle, answer) -> dict[str, Any]:
    from puzzles.florentine.endgame import board_mapping

    return {
        "size": puzzle.size,
        "colour": puzzle.colour,
        "board": {c.name: str(p) for c, p in puzzle.board.placed().items()},
        "pool": tiles(puzzle.pool),
        "personal": puzzle.personal,
        "rimSeals": puzzle.rim_seals,
        "target": {"score": answer.score, "cards": answer.cards_placed},
        "answer": board_mapping(answer.board) if answer.board is not None else {},
    }
