"""What play.html knows of a blocked-line puzzle (cli/web/__init__.py)."""

from __future__ import annotations

from typing import Any

from cli.web import half_word, tiles


def answer_moves(puzzle, answer):
    line, given = answer.line, puzzle.line
    if not line:  # no answer found: no step to give
        return
    start = line.find(given)
    if start is None:  # the answer runs the other way round
        line = line.reversed()
        start = line.find(given) or 0
    laid, after = line.laid, start + len(given)
    if not given:  # an empty table: the first tile, then along to the right
        start, after = 0, 1
        yield (
            {"tile": half_word(laid[0]), "end": "right"},
            f"Lay {half_word(laid[0])} to start the line.",
        )
    for a, b in laid[after:]:
        yield {"tile": f"{a}-{b}", "end": "right"}, f"Lay {a}-{b} at the right end, on {a}."
    for a, b in reversed(laid[:start]):
        yield {"tile": f"{b}-{a}", "end": "left"}, f"Lay {b}-{a} at the left end, on {b}."


def page_data(puzzle, answer) -> dict[str, Any]:
    return {
        "set": puzzle.set_size,
        "game": puzzle.game,
        "line": str(puzzle.line),
        "layable": tiles(puzzle.layable),
        "blockers": tiles(puzzle.blockers),
        "hands": [tiles(h) for h in puzzle.hands] if puzzle.hands is not None else None,
        "objective": puzzle.objective,
        "hand": puzzle.hand,
        "target": {"tiles": answer.tiles_laid, "pipsLeft": answer.extra.get("pips_left")},
        "answer": str(answer.line or ""),
    }
