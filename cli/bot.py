"""`domino-puzzles bot`: every bot behind the bot protocol (docs/formats.md).

One JSON view a line on stdin, one JSON move a line on stdout. No state is
kept between lines: each line is answered by a bot made afresh, whose
random choices are seeded by `--seed` and the line itself, so the same line
gets the same answer whatever came before it.
"""

from __future__ import annotations

import json
import random
import sys
from typing import Any

import click

from puzzles.errors import BadInput, one_line
from solver.bots import LEVELS


def answer(rules: str, level: str, seed: int, move_time: float, line: str) -> dict[str, Any]:
    """The answer to one line of the protocol: a move, or `{"error": ...}`."""
    try:
        data = json.loads(line)
    except ValueError as error:
        return {"error": f"not JSON: {one_line(str(error))}"}
    rng = random.Random(f"{seed}\n{line.strip()}")
    try:
        if rules == "florentine":
            return _florentine(data, level, rng, move_time)
        return _dominoes(data, rules, level, rng, move_time)
    except BadInput as error:
        return {"error": str(error)}
    except Exception as error:  # noqa: BLE001 - a field of the wrong shape: the bot goes on
        return {"error": one_line(f"{type(error).__name__}: {error}")}


def _dominoes(data, rules, level, rng, move_time) -> dict[str, Any]:
    from solver.bots import domino_decider as decider
    from solver.dominoes.seat_view import answer_mapping, from_mapping

    view = from_mapping(data, rules)
    legal = view.legal()
    if not legal:
        raise BadInput("the seat has no tile to lay: it draws or passes, and is not asked")
    move = legal[0] if len(legal) == 1 else decider(level, rng, move_time)(view, legal)
    return answer_mapping(move)


def _florentine(data, level, rng, move_time) -> dict[str, Any]:
    from solver.bots import florentine_decider as decider
    from solver.florentine.seat_view import answer_mapping, from_mapping

    game = from_mapping(data)
    options = game.options()
    if not options:
        return {"pass": True}
    if len(options) == 1:
        return answer_mapping(options[0])
    return answer_mapping(decider(level, rng, move_time)(game, game.seat, options))


@click.command()
@click.option(
    "--rules", type=click.Choice(["block", "draw", "florentine"]), required=True, help="The game."
)
@click.option("--level", type=click.Choice(LEVELS), default="best", show_default=True)
@click.option("--seed", type=int, default=0, show_default=True, help="Same seed, same answers.")
@click.option(
    "--move-time",
    type=click.FloatRange(min=0, min_open=True),
    default=1.0,
    show_default=True,
    help="expert: about this many seconds a move, counted as work (the same answer every run).",
)
def bot(rules: str, level: str, seed: int, move_time: float) -> None:
    """Answer player views on stdin, one JSON object a line, with moves on stdout."""
    for line in sys.stdin:
        if not line.strip():
            continue
        out = answer(rules, level, seed, move_time, line)
        sys.stdout.write(json.dumps(out) + "\n")
        sys.stdout.flush()
