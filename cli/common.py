"""Reading puzzle files for the commands (the API's, so scripts read them alike),
and the options they share."""

from __future__ import annotations

import math

import click

from puzzles.errors import shown
from solver.api import load_file

__all__ = ["Seconds", "load_file", "only_puzzles"]


class Seconds(click.ParamType):
    """A time limit: a finite number of seconds above 0 (`nan` and `inf` are not)."""

    name = "seconds"

    def convert(self, value, param, ctx) -> float:
        try:
            seconds = float(value)
        except (TypeError, ValueError):
            self.fail(f"{shown(value)} is not a number of seconds", param, ctx)
        if not math.isfinite(seconds) or seconds <= 0:
            self.fail(f"{shown(value)}: give a number of seconds above 0", param, ctx)
        return seconds


def only_puzzles(puzzles, file: str) -> None:
    """A position seen from one seat (hidden hands) has no one answer to solve,
    check or draw: said before any work, naming the file and the puzzle."""
    from puzzles.dominoes.endgame_hidden import refuse

    for entry in puzzles:
        if getattr(entry.puzzle, "hidden", False):
            raise refuse(entry.puzzle).within(entry.label).in_file(file)
