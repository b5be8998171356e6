"""What a kind's modules in puzzles/ provide: the engine's and the drawing's protocols.

`solver/registry.py` names each kind's modules in its list of kinds, and
mypy checks every one against these protocols (tests/test_kinds.py;
solver/contract.py has the solver's, domino_puzzles/web/kinds.py the
page's). A module satisfies a protocol by having its
names: `puzzles/dominoes/chain.py` is an `EngineModule` because it defines
`load`, `dump`, ... at the top level. Arguments that are the kind's own
position or answer are `Any` here (each kind's are its own classes, which
its `Kind[Position, Answer]` carries, solver/kind.py); what comes back is
checked against `Puzzle` and `Answer`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from puzzles.drawing import Printing
from puzzles.status import Status
from puzzles.words import ENGLISH, Words


class Puzzle(Protocol):
    """A kind's position, as `load` gives it: a frozen dataclass."""

    @property
    def header(self) -> Mapping[str, Any]:
        """The common fields (id, title, ...) and the `solution` as written."""
        ...

    @property
    def solution(self) -> Any:
        """The kind's answer read from `header["solution"]` at load, or None."""
        ...


class Answer(Protocol):
    """What `solve` returns and `load_answer` reads: how far the solve got,
    whether its answer is the only one, and the kind's own fields."""

    @property
    def status(self) -> Status | None: ...

    @property
    def unique(self) -> bool | None: ...

    @property
    def seconds(self) -> float | None: ...

    def to_mapping(self) -> dict[str, Any]:
        """The answer as `solve --format json` prints it."""
        ...


class EngineModule(Protocol):
    """`puzzles/<family>/<kind>.py`: what the puzzle is and its rules."""

    @property
    def Position(self) -> type: ...

    @property
    def ANSWER_FIELDS(self) -> tuple[str, ...]:
        """The fields that define "the same answer" (for `check`)."""
        ...

    def load(self, data: Mapping[str, Any]) -> Puzzle: ...

    def dump(self, position: Any) -> dict[str, Any]: ...

    def load_answer(self, data: Mapping[str, Any], position: Any) -> Answer: ...

    def solves(self, position: Any, answer: Any) -> bool: ...

    def describe(self, position: Any, answer: Any, words: Words = ENGLISH) -> str:
        """The answer as text for people, in `words`' language."""
        ...

    @property
    def TEXT(self) -> Mapping[str, Mapping[str, str]]:
        """The kind's own words of `describe`, {lang: {key: text}}; the words
        every kind shares are puzzles/command_words.py's."""
        ...

    def summary(self, answer: Any, words: Words = ENGLISH) -> str: ...

    def aligned(self, embedded: Any, found: Any) -> Any:
        """`embedded` written as `found` writes it where both are one answer
        (a line and its reverse); else `embedded` unchanged."""
        ...


class DrawingModule(Protocol):
    """`puzzles/drawing/<kind>.py`: the kind on paper. `draw` and
    `rules_example` give (svgwrite group, width_mm, height_mm[, caption])."""

    @property
    def WORDS(self) -> Mapping[str, Mapping[str, Any]]:
        """Its words in each language: {lang: {key: text}}."""
        ...

    @property
    def PRINT(self) -> Printing: ...

    def draw(
        self,
        position: Any,
        answer: Any = ...,
        words: Words = ...,
        width: float = ...,
        steps: Any = ...,
        age: int | None = ...,
        sheet: Any = ...,
    ) -> Any: ...

    def facts(self, position: Any, words: Words, age: int | None = ..., sheet: Any = ...) -> str:
        """What this puzzle sets apart from the rules box, in words its reader
        has been told: a worksheet's (`sheet`, its puzzles, whose rules box
        says only what they use; `age`) names nothing its rules box leaves out."""
        ...

    def sheet_rules(self, puzzles: Any, words: Words, age: int, screen: bool = ...) -> list[str]:
        """The sentences of a worksheet's rules box: only the rules its puzzles use."""
        ...

    def rules_example(self, words: Words) -> Any: ...

    def emblem(self) -> Any: ...
