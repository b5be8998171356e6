"""Generating each batch of puzzles once for several runs that differ in
nothing the puzzles depend on (the sheet's language, its paper): what
`solver.generate.generate` makes depends on the kind, count, seed and
difficulty alone (not `jobs`, not the language), so a batch made once and
handed again, as a copy, is what generating it again gives, and the books
and sheets made of it are the same files.

A module whose tests make several books or sheets of the same options
takes the fixture for all of them:

    pytestmark = pytest.mark.usefixtures("generated_once")

A test that replaces `generate_puzzles` above it (to show that a refused
command generates nothing) still does."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import solver.generate

Batches = dict[tuple[str, int, int, str], list[dict[str, Any]]]


@contextmanager
def generating_once(made: Batches | None = None) -> Iterator[Batches]:
    """Within it, `solver.generate.generate` makes each batch once; `made`
    (kept by the caller) holds the batches, so a cache can outlive the block."""
    made = {} if made is None else made
    generate = solver.generate.generate

    def once(kind, count, seed, difficulty, jobs=1, progress=None):
        key = (kind.name, count, seed, difficulty)
        if key not in made:
            made[key] = generate(kind, count, seed, difficulty, jobs, progress)
        return copy.deepcopy(made[key])

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(solver.generate, "generate", once)
        yield made


_MADE: Batches = {}  # the process's batches, for every module that takes the fixture


@pytest.fixture(scope="module")
def generated_once():
    """The module's books and sheets generate each batch once a process."""
    with generating_once(_MADE):
        yield
