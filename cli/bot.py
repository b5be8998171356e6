"""`domino-puzzles bot`: every bot behind the bot protocol (docs/formats.md).

One JSON view a line on stdin, one JSON move a line on stdout. No state is
kept between lines: each line is answered by a bot made afresh, whose
random choices are seeded by `--seed` and the line itself, so the same line
gets the same answer whatever came before it.

Every line gets exactly one answer, whatever it holds: stdin is read in
bounded pieces, so a line longer than MAX_LINE bytes is answered with an
error and skipped to its newline without being held whole, and
`domino_puzzles.bots.answer` turns anything else wrong with a line into
`{"error": ...}`.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from typing import BinaryIO

import click

from cli.common import MOST_MOVE_TIME, Seconds, seed_option
from domino_puzzles.bots import MAX_LINE, answer
from solver.bots import LEVELS

_SKIP = 1 << 16  # bytes read at a time while skipping the rest of a long line


def lines(stream: BinaryIO, most: int = MAX_LINE) -> Iterator[str | dict[str, str]]:
    """Each line of `stream` as text, or the error answering it: a line of more
    than `most` bytes (its newline aside) is read past, never held whole, and
    a line that is not UTF-8 is not decoded."""
    while True:
        raw = stream.readline(most + 1)
        if not raw:
            return
        if len(raw) > most and not raw.endswith(b"\n"):
            length = len(raw)
            while not raw.endswith(b"\n"):
                raw = stream.readline(_SKIP)
                if not raw:
                    break
                length += len(raw)
            length -= raw.endswith(b"\n")
            yield {"error": f"line: is {length:,} bytes long: at most {most:,}"}
            continue
        try:
            yield raw.decode("utf-8")
        except UnicodeDecodeError as error:
            yield {"error": f"line: is not UTF-8 text (byte {error.start + 1})"}


@click.command()
@click.option(
    "--rules", type=click.Choice(["block", "draw", "florentine"]), required=True, help="The game."
)
@click.option("--level", type=click.Choice(LEVELS), default="best", show_default=True)
@seed_option("Same seed, same answers")
@click.option(
    "--move-time",
    type=Seconds(MOST_MOVE_TIME),
    default=1.0,
    show_default=True,
    help="expert: about this many seconds a move, counted as work (the same answer every run). "
    f"[at most {MOST_MOVE_TIME:g}].",
)
def bot(rules: str, level: str, seed: int, move_time: float) -> None:
    """Answer player views on stdin, one JSON object a line, with moves on stdout."""
    for line in lines(sys.stdin.buffer):
        if isinstance(line, dict):
            out = line
        elif not line.strip():
            continue
        else:
            out = answer(rules, level, seed, move_time, line)
        sys.stdout.write(json.dumps(out) + "\n")
        sys.stdout.flush()
