"""What play.html knows of a Dominosa puzzle (cli/web/__init__.py)."""

from __future__ import annotations

from typing import Any


def answer_moves(puzzle, answer):
    given = set(puzzle.given)
    for domino in answer.dominoes or ():
        if domino not in given:
            yield domino.to_mapping(puzzle.columns), f"Lay {domino.words(puzzle.columns)}."


def page_data(puzzle, answer) -> dict[str, Any]:
    laid = answer.dominoes or ()
    return {
        "set": puzzle.set_size,
        "rows": puzzle.rows,
        "cols": puzzle.columns,
        "grid": list(puzzle.grid),
        "given": [d.to_mapping(puzzle.columns) for d in puzzle.given],
        "answer": [d.to_mapping(puzzle.columns) for d in laid],
    }
