"""Reading puzzle files for the commands."""

from __future__ import annotations

import math
from typing import Any

import click

from puzzles.errors import BadInput, shown
from puzzles.files import read_documents
from solver.registry import Kind, load


def load_file(path: str) -> tuple[list[tuple[str, Kind, Any]], bool]:
    """Every puzzle of the file, validated before anything is solved or written."""
    documents, collection = read_documents(path)
    out = []
    for label, data in documents:
        try:
            kind, puzzle = load(data)
        except BadInput as error:
            raise error.within(label).in_file(path) from None
        out.append((label, kind, puzzle))
    return out, collection


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
