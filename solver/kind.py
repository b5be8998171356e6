"""A puzzle kind, declared once: its name and where each of its modules lives.

A `Kind` names, as module paths, every piece of a kind: its rules (the
engine, puzzles/), its solver, generator, human solver (hints) and analysis
(solver/), its drawing (puzzles/drawing/) and its piece of the playable page
(domino_puzzles/web/). Each is imported on first use (a `solve` of an
endgame never loads CP-SAT, svgwrite or the hints) and handed out as the
protocol it satisfies (puzzles/contract.py, solver/contract.py; the page
piece's `PageModule` is the library's, domino_puzzles/web/kinds.py), so the
paths are strings: the solver names the library's modules without importing
them, and the library's paper and page halves (`on_paper(kind)`,
`page_piece(kind)`) take the `Kind` itself, never its name.

The one list of every kind, `KINDS`, is solver/registry.py's; this module
names no kind, so the drivers that run a kind's modules
(solver/generate.py, solver/analyse.py, solver/hints/) take a `Kind`
without an import circle through the list.

`Kind[Position, Answer]` is generic over the kind's position and answer, so
mypy checks what a kind's own code hands its `Kind` (`ENDGAME.solve(p, ...)`
is an endgame `Answer`); a kind read from a file is a `Kind[Any, Any]`.
"""

from __future__ import annotations

import dataclasses
import importlib
import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar, cast

from puzzles.contract import Answer, EngineModule, Puzzle
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

PositionT = TypeVar("PositionT", bound=Puzzle)  # the kind's position: a frozen dataclass
AnswerT = TypeVar("AnswerT", bound=Answer)  # the kind's answer


def module(path: str) -> Any:
    """The module at `path` (dotted), imported on first use."""
    return importlib.import_module(path)


@dataclass(frozen=True)
class Kind(Generic[PositionT, AnswerT]):
    """A kind's name and the dotted path of each of its modules."""

    name: str
    engine_module: str  # puzzles/: what the puzzle is, its rules (EngineModule)
    solver_module: str  # solver/: how to answer it (SolverModule)
    drawing_module: str  # puzzles/drawing/: the library draws it (DrawingModule)
    page_module: str  # domino_puzzles/web/: its piece of play.html (PageModule)
    generator_module: str | None = None  # solver/: how to make one (GeneratorModule)
    hints_module: str | None = None  # solver/hints/: the human solver (HintsModule)
    # solver/: `analyse` (AnalyseMoves or AnalyseByForcing; solver/analyse.py says what it holds)
    analyse_module: str | None = None

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
        return cast(EngineModule, module(self.engine_module))

    @property
    def solver(self) -> SolverModule:
        return cast(SolverModule, module(self.solver_module))

    @property
    def generator(self) -> GeneratorModule:
        if self.generator_module is None:
            raise LookupError(f"{self.name} has no generator")
        return cast(GeneratorModule, module(self.generator_module))

    @property
    def hints(self) -> HintsModule:
        if self.hints_module is None:
            raise LookupError(f"{self.name} has no hints")
        return cast(HintsModule, module(self.hints_module))

    @property
    def analyser(self) -> AnalyseMoves | AnalyseByForcing:
        if self.analyse_module is None:
            raise LookupError(f"{self.name} has no analyse module")
        return cast("AnalyseMoves | AnalyseByForcing", module(self.analyse_module))

    def load(self, data: Mapping[str, Any]) -> PositionT:
        """mapping -> puzzle; BadInput naming the field. Its `solution`, read
        here once, is the puzzle's `solution` answer (the mapping stays in
        `header` for `dump`)."""
        puzzle: Any = self.engine.load(data)  # a frozen dataclass (Puzzle)
        written = puzzle.header.get("solution")
        if not written:
            return cast(PositionT, puzzle)
        try:
            answer = self.load_answer(written, puzzle)
        except BadInput as error:
            raise error.at("solution") from None
        return cast(PositionT, dataclasses.replace(puzzle, solution=answer))

    def load_answer(self, data: Mapping[str, Any], puzzle: PositionT) -> AnswerT:
        """The kind's answer from a mapping as `solve --format json` prints it
        (or a puzzle's `solution`), checked against `puzzle`: the inverse of
        `to_mapping()`. Fields left out are None."""
        return cast(AnswerT, self.engine.load_answer(data, puzzle))

    def solves(self, puzzle: PositionT, answer: AnswerT) -> bool:
        """Is `answer` a whole answer of `puzzle` (best or not)? A `solution`
        may be partial, or wrong: only then may steps be explained toward it."""
        return self.engine.solves(puzzle, answer)

    def dump(self, puzzle: PositionT) -> dict[str, Any]:
        """The exact inverse of load."""
        return self.engine.dump(puzzle)

    def solve(self, puzzle: PositionT, limits: Limits) -> AnswerT:
        """puzzle -> answer with `to_mapping()`, `status`, `unique`, `seconds`."""
        return cast(AnswerT, self.solver.solve(puzzle, limits))

    def generate(self, rng: random.Random, difficulty: str) -> Generated:
        """A puzzle proven unique, from `rng` alone."""
        return self.generator.generate(rng, difficulty)

    def describe(self, puzzle: PositionT, answer: AnswerT, words: Words = ENGLISH) -> str:
        """Text for people, in `words`' language (the kind's `TEXT`, puzzles/command_words.py)."""
        return self.engine.describe(puzzle, answer, words)

    def summary(self, answer: AnswerT, words: Words = ENGLISH) -> str:
        """A few words for `check`, in `words`' language."""
        return self.engine.summary(answer, words)

    def differences(self, embedded: AnswerT, found: AnswerT) -> list[str]:
        """How a re-solve (`found`) disagrees with a puzzle's `solution` answer
        over the fields that define "the same answer" (ANSWER_FIELDS) that it
        gives; the kind's `aligned` first reads two ways of writing one answer
        alike (a line and its reverse)."""
        return [
            f"solution.{key} is {given}, solving gives {got}"
            for key, given, got in self.differing(embedded, found)
        ]

    def differing(self, embedded: AnswerT, found: AnswerT) -> list[tuple[str, str, str]]:
        """`differences` as (field, the solution's value, the re-solve's), each
        value shown as a message shows it."""
        written: Any = self.engine.aligned(embedded, found)
        given, got = written.to_mapping(), found.to_mapping()
        return [
            (key, shown(given[key]), shown(got.get(key)))
            for key in self.engine.ANSWER_FIELDS
            if given.get(key) is not None and given[key] != got.get(key)
        ]
