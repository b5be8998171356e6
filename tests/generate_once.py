"""Generating each batch of puzzles once for several runs that differ in
nothing the puzzles depend on (the sheet's language, its paper): what
`solver.generate.generate` makes depends on the kind, count, seed and
difficulty alone, so a batch made once and handed again, as a copy, is what
generating it again gives."""

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
