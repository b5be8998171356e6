"""Puzzles of tests/corpus/ for the book and worksheet tests that would
otherwise generate their own (tests/test_print_minimums.py): what a book
or sheet prints is a matter of its kinds, levels, paper and reader, not of
which puzzles of a level it draws, so a test of the print takes the
corpus's puzzles of the levels it asks instead of generating them."""

from __future__ import annotations

from collections.abc import Sequence

from domino_puzzles.pages import split_count
from domino_puzzles.recipe import from_options
from solver.api import Entry
from tests import corpus

SEED = 2026  # the seed of the corpus's files of every kind at every level


def given(kinds: Sequence[str], levels: Sequence[str], count: int) -> list[Entry]:
    """The puzzles `book --kinds KINDS --difficulty LEVELS --count COUNT
    --seed 2026` generates, from the corpus (each section's share of each
    level, as `book` splits them): `book(out, recipe, puzzles=given(...))`
    with the recipe's seed 2026 lays out the very book generating would give."""
    found: list[Entry] = []
    for part in from_options(list(kinds), list(levels), count):
        for (kind, level), n in split_count(part.count, [part.kind], list(levels)).items():
            if n:
                found += corpus.first(corpus.FOLDER / f"{kind}-{level}-{SEED}.yaml", n)
    return found
