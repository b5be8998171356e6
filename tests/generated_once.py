"""Puzzles generated once a process for the books and sheets a test module
makes through the command line, instead of once a book.

Generating is a pure function of its options: the same kinds,
difficulties, count and seed give the same puzzles, whatever `jobs` (the
files are the same: docs/library.md), so a module whose tests make several
books of the same options (a short book for each service, with and without
bleed, in another language) gets, from the second book on, the very puzzles
generating would give again, and its books are the same files.

    pytestmark = pytest.mark.usefixtures("generated_once")

A test that replaces `generate_puzzles` itself (to show that a refused
command generates nothing) still does: its monkeypatch is undone after it,
back to this one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest

from domino_puzzles.report import SILENT, Reporter

_MADE: dict[tuple[tuple[str, ...], tuple[str, ...], int, int], list[Any]] = {}


def remembered(real: Callable[..., list[Any]]) -> Callable[..., list[Any]]:
    """`real` (domino_puzzles.pages.generate_puzzles), each answer kept for
    the process and given again for the same options."""

    def generate_puzzles(
        kinds: Sequence[str],
        difficulties: Sequence[str],
        count: int,
        seed: int,
        report: Reporter = SILENT,
        jobs: int | None = None,
    ) -> list[Any]:
        key = (tuple(kinds), tuple(difficulties), count, seed)
        if key not in _MADE:
            _MADE[key] = real(kinds, difficulties, count, seed, report, jobs)
        return list(_MADE[key])

    return generate_puzzles


@pytest.fixture(scope="module")
def generated_once():
    """The module's books and sheets generate each set of options once."""
    from domino_puzzles import book_folder, worksheet_folder

    with pytest.MonkeyPatch.context() as patch:
        for module in (book_folder, worksheet_folder):
            patch.setattr(module, "generate_puzzles", remembered(module.generate_puzzles))
        yield
