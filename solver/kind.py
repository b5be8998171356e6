"""A puzzle kind: its name and its modules, each as the function that imports it.

The table of every kind, `KINDS`, is solver/registry.py's; this module names
no kind and imports none of their modules, so the drivers that run a kind's
modules (solver/generate.py, solver/analyse.py, solver/hints/) take a `Kind`
without an import circle through the table. What a kind looks like on paper
is the library's (domino_puzzles/paper_kind.py).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from puzzles.contract import EngineModule
from puzzles.errors import BadInput, shown
from puzzles.words import ENGLISH, Words
from solver.contract import (
    AnalyseByForcing,
    AnalyseMoves,
    GeneratorModule,
    HintsModule,
    SolverModule,
)
from solver.limits import Limits
from solver.results import Generated


@dataclass(frozen=True)
class Kind:
    """A kind's name and its modules, each as the function that imports it."""

    name: str
    engine_module: Callable[[], EngineModule]  # puzzles/: what the puzzle is, its rules
    solver_module: Callable[[], SolverModule]  # solver/: how to answer it
    generator_module: Callable[[], GeneratorModule] | None = None  # solver/: how to make one
    hints_module: Callable[[], HintsModule] | None = None  # solver/hints/: the human solver
    # solver/: `analyse` (solver/analyse.py says what it holds)
    analyse_module: Callable[[], AnalyseMoves | AnalyseByForcing] | None = None

    # -- what the kind can do --------------------------------------------------
    @property
    def has_generator(self) -> bool:
        return self.generator_module is not None

    @property
    def has_hints(self) -> bool:
        return self.hints_module is not None

    @property
    def has_analyse(self) -> bool:
        return self.analyse_module is not None

    # -- its modules -----------------------------------------------------------
    @property
    def engine(self) -> EngineModule:
        return self.engine_module()

    @property
    def solver(self) -> SolverModule:
        return self.solver_module()

    @property
    def generator(self) -> GeneratorModule:
        if self.generator_module is None:
            raise LookupError(f"{self.name} has no generator")
        return self.generator_module()

    @property
    def hints(self) -> HintsModule:
        if self.hints_module is None:
            raise LookupError(f"{self.name} has no hints")
        return self.hints_module()

    @property
    def analyser(self) -> AnalyseMoves | AnalyseByForcing:
        if self.analyse_module is None:
            raise LookupError(f"{self.name} has no analyse module")
        return self.analyse_module()

    def load(self, data: Mapping[str, Any]) -> Any:
        """mapping -> puzzle; BadInput naming the field. Its `solution`, read
        here once, is the puzzle's `solution` answer (the mapping stays in
        `header` for `dump`)."""
        puzzle: Any = self.engine.load(data)  # a frozen dataclass (Puzzle)
        written = puzzle.header.get("solution")
        if not written:
            return puzzle
        try:
            answer = self.load_answer(written, puzzle)
        except BadInput as error:
            raise error.at("solution") from None
        return dataclasses.replace(puzzle, solution=answer)

    def load_answer(self, data: Mapping[str, Any], puzzle: Any) -> Any:
        """The kind's answer from a mapping as `solve --format json` prints it
        (or a puzzle's `solution`), checked against `puzzle`: the inverse of
        `to_mapping()`. Fields left out are None."""
        return self.engine.load_answer(data, puzzle)

    def solves(self, puzzle: Any, answer: Any) -> bool:
        """Is `answer` a whole answer of `puzzle` (best or not)? A `solution`
        may be partial, or wrong: only then may steps be explained toward it."""
        return self.engine.solves(puzzle, answer)

    def dump(self, puzzle: Any) -> dict[str, Any]:
        """The exact inverse of load."""
        return self.engine.dump(puzzle)

    def solve(self, puzzle: Any, limits: Limits) -> Any:
        """puzzle -> answer with `to_mapping()`, `status`, `unique`, `seconds`."""
        return self.solver.solve(puzzle, limits)

    def generate(self, rng: random.Random, difficulty: str) -> Generated:
        """A puzzle proven unique, from `rng` alone."""
        return self.generator.generate(rng, difficulty)

    def describe(self, puzzle: Any, answer: Any, lang: str = "en") -> str:
        """Text for people, in `lang` (the kind's `TEXT` and puzzles/command_words.py)."""
        return self.engine.describe(puzzle, answer, lang)

    def summary(self, answer: Any, words: Words = ENGLISH) -> str:
        """A few words for `check`, in `lang`."""
        return self.engine.summary(answer, words)

    def differences(self, embedded: Any, found: Any) -> list[str]:
        """How a re-solve (`found`) disagrees with a puzzle's `solution` answer
        over the fields that define "the same answer" (ANSWER_FIELDS) that it
        gives; the kind's `aligned` first reads two ways of writing one answer
        alike (a line and its reverse)."""
        return [
            f"solution.{key} is {given}, solving gives {got}"
            for key, given, got in self.differing(embedded, found)
        ]

    def differing(self, embedded: Any, found: Any) -> list[tuple[str, str, str]]:
        """`differences` as (field, the solution's value, the re-solve's), each
        value shown as a message shows it."""
        embedded = self.engine.aligned(embedded, found)
        given, got = embedded.to_mapping(), found.to_mapping()
        return [
            (key, shown(given[key]), shown(got.get(key)))
            for key in self.engine.ANSWER_FIELDS
            if given.get(key) is not None and given[key] != got.get(key)
        ]
