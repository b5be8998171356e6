"""What play.html knows of a chain puzzle (cli/web/__init__.py)."""

from __future__ import annotations

from typing import Any

from cli.web import half_word, tiles


def answer_moves(puzzle, answer):
    given = {c.at for c in puzzle.clues if c.at is not None}
    for at, half in enumerate(answer.line.laid if answer.line else (), 1):
        if at not in given:
            yield {"at": at, "tile": half_word(half)}, f"Place {half_word(half)} at position {at}."


def page_data(puzzle, answer) -> dict[str, Any]:
    return {
        "set": puzzle.set_size,
        "tiles": tiles(puzzle.tiles),
        "clues": [c.to_mapping() for c in puzzle.clues],
        "answer": str(answer.line or ""),
    }


def played(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The page fills a chain's clue places from the start."""
    return [s for s in steps if s["technique"] != "clue-tile"]
