"""The bots behind the bot protocol (docs/formats.md, `domino-puzzles bot`):
one JSON view of a seat in, one move out.

No state is kept between views: each is answered by a bot made afresh,
whose random choices are seeded by the seed and the view's line itself, so
the same line gets the same answer whatever came before it.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping
from typing import Any

from puzzles import strict_json
from puzzles.errors import BadInput, one_line
from solver.bots import LEVELS

__all__ = ["LEVELS", "MAX_LINE", "Bot", "answer", "bot"]

# The longest line a view may be, in characters (docs/formats.md "Bot protocol").
MAX_LINE = 1_000_000

# A bot of the protocol: a view (a JSON line, or its mapping) -> the answer mapping.
Bot = Callable[[str | Mapping[str, Any]], dict[str, Any]]


def bot(rules: str, level: str = "best", seed: int = 0, move_time: float = 1.0) -> Bot:
    """The bot of `level` (random, greedy, best, expert) for `rules` (block,
    draw, florentine), answering as `domino-puzzles bot` answers each line:
    a move, or `{"error": ...}` for a view it cannot read."""
    if rules not in ("block", "draw", "florentine"):
        raise BadInput(f"{rules!r} is not one of block, draw, florentine", "rules")
    if level not in LEVELS:
        raise BadInput(f"{level!r} is not one of {', '.join(LEVELS)}", "level")

    def decide(view: str | Mapping[str, Any]) -> dict[str, Any]:
        if isinstance(view, str):
            return answer(rules, level, seed, move_time, view)
        try:
            line = json.dumps(view, allow_nan=False)
        except (TypeError, ValueError, RecursionError) as error:
            return {"error": one_line(f"the view is not JSON: {error}")}
        return answer(rules, level, seed, move_time, line)

    return decide


def answer(rules: str, level: str, seed: int, move_time: float, line: str) -> dict[str, Any]:
    """The answer to one line of the protocol: a move, or `{"error": ...}`.

    Never raises for what the line holds: a line past MAX_LINE, JSON the
    strict reader refuses (puzzles/strict_json.py), a view that cannot be
    (BadInput naming the field) and any failure of the bots all become one
    error line, so the bot goes on. Only Ctrl-C and SIGTERM
    (KeyboardInterrupt) and SystemExit go through.
    """
    try:
        try:
            data = strict_json.loads(line, most=MAX_LINE)
        except BadInput as error:  # a field inside the view is named as itself
            raise (error if error.field else error.at("line")) from None
        rng = random.Random(f"{seed}\n{line.strip()}")
        if rules == "florentine":
            return _florentine(data, level, rng, move_time)
        return _dominoes(data, rules, level, rng, move_time)
    except BadInput as error:
        return {"error": str(error)}
    except (Exception, RecursionError, MemoryError) as error:  # noqa: BLE001 - the bot goes on
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
