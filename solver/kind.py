"""A puzzle kind: its name and its modules, each as the function that imports it.

The table of every kind, `KINDS`, is solver/registry.py's; this module names
no kind and imports none of their modules, so the drivers that run a kind's
modules (solver/generate.py, solver/analyse.py, solver/hints/) take a `Kind`
without an import circle through the table.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from puzzles.contract import DrawingModule, EngineModule
from puzzles.errors import BadInput, shown
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
    drawing_module: Callable[[], DrawingModule]  # puzzles/drawing/: the kind on paper
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
    def drawing(self) -> DrawingModule:
        """`draw`, `facts`, `rules_example`, `emblem`, `WORDS` (its words in
        each language) and `PRINT` (its sizes)."""
        return self.drawing_module()

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

    def summary(self, answer: Any, lang: str = "en") -> str:
        """A few words for `check`, in `lang`."""
        return self.engine.summary(answer, lang)

    # -- printing: everything a page needs, from the kind's drawing module ------
    @property
    def printing(self) -> Any:
        """A `puzzles.drawing.Printing`: what its size is measured by, its scale
        for each reader, whether its emblem may go on a cover."""
        return self.drawing.PRINT

    def word(self, lang: str, key: str) -> str:
        """The kind's own words: `name`, `instructions`, `example`; English if missing."""
        words = self.drawing.WORDS
        return words.get(lang, {}).get(key) or words["en"][key]

    def rules_text(self, lang: str) -> list[str]:
        words = self.drawing.WORDS
        return list(words.get(lang, {}).get("rules") or words["en"]["rules"])

    def draw(
        self,
        puzzle: Any,
        answer: Any = None,
        lang: str = "en",
        width: float | None = None,
        steps: list[str] | None = None,
        age: int | None = None,
        beside: bool = False,
        sheet: Any = None,
        told: bool = False,
    ) -> Any:
        """(svgwrite group, width_mm, height_mm): the puzzle, or its key with `answer`
        (the kind's answer: solved, or `load_answer`), at most `width` mm wide
        where it can wrap; `steps` are lines a key may print under it. With
        `age` it is drawn for a worksheet of pupils that age: no target, each
        clue once, the words for the age (puzzles/drawing/__init__.py).
        `beside`: what goes under the board may go beside it where `width`
        leaves room (a book's pages; kinds whose drawing has `BESIDE`).
        `told`: the page prints the key's steps by it, so a kind whose
        drawing has `TOLD` leaves out what they say (the endgame's moves).
        `sheet`: a worksheet's puzzles, with `age`, so that what a puzzle
        leaves to write is the same on every puzzle of it (a line's blanks)."""
        extra: dict[str, Any] = {"steps": steps}
        if width is not None:
            extra["width"] = width
        if age is not None:
            extra["age"] = age
            if sheet is not None:
                extra["sheet"] = sheet
        if beside and getattr(self.drawing, "BESIDE", None):
            extra["beside"] = True
        if told and getattr(self.drawing, "TOLD", False):
            extra["told"] = True
        return self.drawing.draw(puzzle, answer, lang, **extra)

    def facts(
        self, puzzle: Any, lang: str = "en", age: int | None = None, sheet: Any = None
    ) -> str:
        """What this puzzle sets apart from the kind's rules box: its set, its
        rules; on a worksheet (`sheet`, its puzzles) nothing its rules box
        leaves out, in the words for the age."""
        return self.drawing.facts(puzzle, lang, age=age, sheet=sheet)

    def sheet_word(self, lang: str, key: str, age: int | None) -> str:
        """The kind's `instructions` or `key` note for a worksheet of pupils of
        `age`: a young sheet's own where the kind has one."""
        from puzzles.drawing.sheet_words import sheet_text

        return sheet_text(self.name, lang, age, key) or self.word(lang, key)

    def sheet_rules(self, lang: str, puzzles: Any, age: int, screen: bool = False) -> list[str]:
        """The rules box of a worksheet for pupils of `age`: only the rules some
        of `puzzles` use, in the words for the age (the kind's `sheet_rules`);
        on `screen` (its play.html) without what only paper shows (blanks to
        draw in, an answer box)."""
        return list(self.drawing.sheet_rules(list(puzzles), lang, age, screen))

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
