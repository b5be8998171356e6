"""What play.html knows of a domino endgame puzzle (cli/web/__init__.py)."""

from __future__ import annotations

from typing import Any

from cli.web import tiles


def answer_moves(puzzle, answer):
    for move in answer.moves:
        if move.lays:
            keep = {"player": move.player, "tile": str(move.tile), "end": move.end.value}
            yield keep, f"Player {move.player} lays {move.tile} at the {move.end} end."
            return


def page_data(puzzle, answer) -> dict[str, Any]:
    from cli.pages import answer_of
    from solver.endgame import first_moves, opening
    from solver.limits import Limits
    from solver.registry import KINDS

    # The solver's own answer: a `solution` given in the file is not trusted here.
    lays = first_moves(puzzle, answer_of(KINDS["endgame"], puzzle), Limits())
    table = opening(puzzle)
    drawn = table.hands[puzzle.to_move][len(puzzle.hands[puzzle.to_move]) :]
    return {
        "set": puzzle.set_size,
        "rules": puzzle.game,
        "line": str(puzzle.line),
        "hands": [tiles(h) for h in table.hands],
        "toMove": puzzle.to_move,
        "partnerships": puzzle.partnerships,
        "boneyard": tiles(table.boneyard),
        "drawn": tiles(drawn),
        "sides": list(table.sides),
        "lays": [{"tile": str(m.tile), "end": m.end, "to": m.to, "best": best} for m, best in lays],
        "value": answer.value,
    }


def played(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The page plays only the first lay (making forced draws itself); the
    explanation goes on to the end of the round."""
    return [s for s in steps if "tile" in s["move"]][:1]
