"""Reading puzzle files for the commands (the API's, so scripts read them alike),
and the options they share."""

from __future__ import annotations

import math

import click

from puzzles.errors import shown
from solver.api import load_file

__all__ = ["Seconds", "load_file"]


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
