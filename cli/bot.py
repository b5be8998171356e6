"""`domino-puzzles bot`: every bot behind the bot protocol (docs/formats.md).

One JSON view a line on stdin, one JSON move a line on stdout. No state is
kept between lines: each line is answered by a bot made afresh, whose
random choices are seeded by `--seed` and the line itself, so the same line
gets the same answer whatever came before it.
"""

from __future__ import annotations

import json
import sys

import click

from cli.common import seed_option
from domino_puzzles.bots import answer
from solver.bots import LEVELS


@click.command()
@click.option(
    "--rules", type=click.Choice(["block", "draw", "florentine"]), required=True, help="The game."
)
@click.option("--level", type=click.Choice(LEVELS), default="best", show_default=True)
@seed_option("Same seed, same answers")
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
