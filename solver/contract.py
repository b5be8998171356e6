"""What a kind's modules in solver/ provide: the solver's protocols.

puzzles/contract.py says what the engine, its answer and the drawing provide,
domino_puzzles/web/kinds.py the page piece; `solver/registry.py` names each kind's
modules and mypy checks every one against these protocols (tests/test_kinds.py). What they give
back (`Generated`, `Technique`, `Step`, `Valued`) lives in the leaf
solver/results.py, which the kinds' modules and the drivers share.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from puzzles.contract import Answer
from puzzles.words import ENGLISH, Words
from solver.limits import Clock, Limits
from solver.results import Generated, Step, Technique, Valued


class SolverModule(Protocol):
    """`solver/<family>/<kind>.py`: how to answer it."""

    def solve(self, position: Any, limits: Limits) -> Answer:
        """The best answer, its status, and whether it is the only one."""
        ...


class GeneratorModule(Protocol):
    """`solver/<family>/generate/<kind>.py`: how to make one."""

    @property
    def LEVELS(self) -> Mapping[str, tuple[int, int]]:
        """Its own difficulty bands, added to or replacing solver/generate.py's."""
        ...

    def generate(self, rng: random.Random, difficulty: str) -> Generated:
        """A puzzle proven unique, drawing only on `rng`."""
        ...


class HintsModule(Protocol):
    """`solver/hints/<kind>.py`: the human solver."""

    @property
    def TECHNIQUES(self) -> Sequence[Technique]:
        """Its techniques, easiest first, "search" last."""
        ...

    def explain(self, position: Any, answer: Any) -> list[Step]:
        """The steps from `position` to `answer`."""
        ...


class AnalyseModule(Protocol):
    """`solver/<family>/analyse.py` or `solver/dominoes/analyse/<kind>.py`:
    what `analyse` shows of a position and its moves (solver/analyse.py), in
    `lang` (en, nl, de, lv: the words its kind's engine `TEXT` holds)."""

    def position_text(self, position: Any, words: Words = ENGLISH) -> str: ...

    def move_text(self, move: Any, words: Words = ENGLISH) -> str: ...

    def value_text(self, value: Any, words: Words = ENGLISH) -> str: ...

    def same(self, position: Any, a: Any, b: Any) -> bool:
        """Are moves `a` and `b` one move (two writings of one placement)?"""
        ...


@runtime_checkable
class AnalyseMoves(AnalyseModule, Protocol):
    """A kind that values every first move its own fast way."""

    def analyse_moves(
        self, position: Any, clock: Clock
    ) -> list[Valued] | tuple[list[Valued], dict[str, Any]]:
        """The valued first moves, or (them, fields of the whole table)."""
        ...


class AnalyseByForcing(AnalyseModule, Protocol):
    """A kind valued the generic way: each first move forced, then solved."""

    def children(self, position: Any) -> list[tuple[dict[str, Any], Any]]:
        """(move, the position after it or None where it is illegal)."""
        ...

    def value(self, position: Any, move: dict[str, Any], answer: Any) -> tuple[Any, Any]:
        """(value, rank) of `move` read off the answer of its child."""
        ...
