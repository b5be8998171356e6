"""Every puzzle kind, registered once by name; commands use only this table.

A kind is a module in puzzles/ (`load`, `dump`, `load_answer`, `solves`, `describe`,
`summary`, `ANSWER_FIELDS`) and one in solver/ (`solve`, and `generate` there or in a
generator module of its own). They are imported on first
use, so a command that never meets a Florentine puzzle never loads CP-SAT.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from puzzles.errors import BadInput, shown
from solver.limits import Limits


@dataclass(frozen=True)
class Kind:
    name: str
    engine_module: str  # puzzles/: what the puzzle is and its rules of play
    solver_module: str  # solver/: how to answer it
    generator_module: str | None = None  # solver/: how to make one; default the solver's
    drawing_module: str | None = None  # puzzles/drawing/: default puzzles.drawing.<name>
    hints_module: str | None = None  # solver/hints/: the human solver (techniques, steps)
    page_module: str | None = None  # cli/web/: what play.html knows; default cli.web.<name>
    # solver/: `analyse` (solver/analyse.py says what it holds)
    analyse_with: str | None = None

    @property
    def analyse_module(self) -> str:
        if self.analyse_with is None:
            raise LookupError(f"{self.name} has no analyse module")
        return self.analyse_with

    @property
    def engine(self) -> ModuleType:
        return importlib.import_module(self.engine_module)

    @property
    def solver(self) -> ModuleType:
        return importlib.import_module(self.solver_module)

    def load(self, data: Mapping[str, Any]) -> Any:
        """mapping -> puzzle; BadInput naming the field. Its `solution`, read
        here once, is the puzzle's `solution` answer (the mapping stays in
        `header` for `dump`)."""
        puzzle = self.engine.load(data)
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

    def generate(self, rng: Any, difficulty: str) -> Any:
        """A `solver.generate.Generated` puzzle proven unique, from `rng` alone."""
        module = self.generator_module or self.solver_module
        return importlib.import_module(module).generate(rng, difficulty)

    @property
    def has_generator(self) -> bool:
        module = importlib.import_module(self.generator_module or self.solver_module)
        return callable(getattr(module, "generate", None))

    def describe(self, puzzle: Any, answer: Any) -> str:
        """Text for people."""
        return self.engine.describe(puzzle, answer)

    def summary(self, answer: Any) -> str:
        """A few words for `check`."""
        return self.engine.summary(answer)

    # -- printing: everything a page needs, from the kind's drawing module ------
    @property
    def drawing(self) -> ModuleType:
        """puzzles.drawing.<name>: `draw`, `facts`, `rules_example`, `emblem`,
        `WORDS` (its words in each language) and `PRINT` (its sizes)."""
        return importlib.import_module(self.drawing_module or f"puzzles.drawing.{self.name}")

    @property
    def printing(self) -> Any:
        """A `puzzles.drawing.Printing`: what its size is measured by, its scale
        for each reader, whether its emblem may go on a cover."""
        return self.drawing.PRINT

    @property
    def page(self) -> ModuleType:
        """cli.web.<name>: `page_data`, `answer_moves` and maybe `played` (cli/web/__init__.py)."""
        return importlib.import_module(self.page_module or f"cli.web.{self.name}")

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
    ) -> Any:
        """(svgwrite group, width_mm, height_mm): the puzzle, or its key with `answer`
        (the kind's answer: solved, or `load_answer`), at most `width` mm wide
        where it can wrap; `steps` are lines a key may print under it. With
        `age` it is drawn for a worksheet of pupils that age: no target, each
        clue once, the words for the age (puzzles/drawing/__init__.py).
        `beside`: what goes under the board may go beside it where `width`
        leaves room (a book's pages; kinds whose drawing has `BESIDE`)."""
        extra: dict[str, Any] = {"steps": steps}
        if width is not None:
            extra["width"] = width
        if age is not None:
            extra["age"] = age
        if beside and getattr(self.drawing, "BESIDE", None):
            extra["beside"] = True
        return self.drawing.draw(puzzle, answer, lang, **extra)

    def facts(self, puzzle: Any, lang: str = "en", age: int | None = None) -> str:
        """What this puzzle sets apart from the kind's rules box: its set, its rules."""
        if age is None:
            return self.drawing.facts(puzzle, lang)
        return self.drawing.facts(puzzle, lang, age=age)

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
        pick = getattr(self.drawing, "sheet_rules", None)
        if pick is None:
            return self.rules_text(lang)
        return list(pick(list(puzzles), lang, age, screen))

    def differences(self, embedded: Any, found: Any) -> list[str]:
        """How a re-solve (`found`) disagrees with a puzzle's `solution` answer
        over the fields that define "the same answer" (ANSWER_FIELDS) that it
        gives; the kind's `aligned` first reads two ways of writing one answer
        alike (a line and its reverse)."""
        aligned = getattr(self.engine, "aligned", None)
        if aligned is not None:
            embedded = aligned(embedded, found)
        given, got = embedded.to_mapping(), found.to_mapping()
        return [
            f"solution.{key} is {shown(given[key])}, solving gives {shown(got.get(key))}"
            for key in self.engine.ANSWER_FIELDS
            if given.get(key) is not None and given[key] != got.get(key)
        ]


KINDS: dict[str, Kind] = {
    k.name: k
    for k in [
        Kind(
            "florentine",
            "puzzles.florentine.endgame",
            "solver.florentine.solve",
            "solver.florentine.generate",
            hints_module="solver.hints.florentine",
            analyse_with="solver.florentine.analyse",
        ),
        Kind(
            "endgame",
            "puzzles.dominoes.endgame",
            "solver.dominoes.endgame.solve",
            "solver.dominoes.generate.endgame",
            hints_module="solver.hints.endgame",
            analyse_with="solver.dominoes.analyse.endgame",
        ),
        Kind(
            "blocked",
            "puzzles.dominoes.blocked",
            "solver.dominoes.blocked",
            "solver.dominoes.generate.blocked",
            hints_module="solver.hints.blocked",
            analyse_with="solver.dominoes.analyse.blocked",
        ),
        Kind(
            "chain",
            "puzzles.dominoes.chain",
            "solver.dominoes.chain",
            "solver.dominoes.generate.chain",
            hints_module="solver.hints.chain",
            analyse_with="solver.dominoes.analyse.chain",
        ),
        Kind(
            "dominosa",
            "puzzles.dominoes.dominosa",
            "solver.dominoes.dominosa",
            "solver.dominoes.generate.dominosa",
            hints_module="solver.hints.dominosa",
            analyse_with="solver.dominoes.analyse.dominosa",
        ),
    ]
}


def kind_of(data: object) -> Kind:
    if not isinstance(data, Mapping):
        raise BadInput(f"a puzzle must be a mapping of fields, not {type(data).__name__}")
    name = data.get("kind")
    if name is None:
        raise BadInput(f"missing (one of: {', '.join(KINDS)})", "kind")
    if not isinstance(name, str) or name not in KINDS:
        raise BadInput(f"unknown kind {shown(name)} (one of: {', '.join(KINDS)})", "kind")
    return KINDS[name]


def load(data: object) -> tuple[Kind, Any]:
    kind = kind_of(data)
    return kind, kind.load(data)
