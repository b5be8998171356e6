"""A kind on paper: its drawing module and what a page asks of it.

The solver's `Kind` (solver/kind.py) is what a kind is and how to answer it,
and names its drawing module by path; what it looks like on paper, in which
words, at which size, is the library's: `on_paper(kind)` is the kind's
`PaperKind`, made from the `Kind` itself (no table of kinds here). So `lang`
and the paper flow from the pages down into puzzles/drawing/, never back
through solver/.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Generic, cast

from puzzles.contract import Answer, DrawingModule, Puzzle
from puzzles.words import ENGLISH, Words
from solver.api import Entry, _entry
from solver.kind import AnswerT, Kind, PositionT, module


@dataclass(frozen=True)
class PaperKind(Generic[PositionT, AnswerT]):
    """A kind on paper: its drawing module, imported on first use (svgwrite
    with it)."""

    kind: Kind[PositionT, AnswerT]

    @property
    def name(self) -> str:
        return self.kind.name

    @property
    def drawing(self) -> DrawingModule:
        """`draw`, `facts`, `rules_example`, `emblem`, `WORDS` (its words in
        each language) and `PRINT` (its sizes): puzzles/drawing/<kind>.py."""
        return cast(DrawingModule, module(self.kind.drawing_module))

    @property
    def printing(self) -> Any:
        """A `puzzles.drawing.Printing`: what its size is measured by, its scale
        for each reader, whether its emblem may go on a cover."""
        return self.drawing.PRINT

    def word(self, words: Words, key: str) -> str:
        """The kind's own words: `name`, `instructions`, `example`; English if missing."""
        own = self.drawing.WORDS
        return own.get(words.lang, {}).get(key) or own["en"][key]

    def rules_text(self, words: Words) -> list[str]:
        own = self.drawing.WORDS
        return list(own.get(words.lang, {}).get("rules") or own["en"]["rules"])

    def draw(
        self,
        puzzle: PositionT,
        answer: AnswerT | None = None,
        words: Words = ENGLISH,
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
        return self.drawing.draw(puzzle, answer, words, **extra)

    def facts(
        self, puzzle: PositionT, words: Words = ENGLISH, age: int | None = None, sheet: Any = None
    ) -> str:
        """What this puzzle sets apart from the kind's rules box: its set, its
        rules; on a worksheet (`sheet`, its puzzles) nothing its rules box
        leaves out, in the words for the age."""
        return self.drawing.facts(puzzle, words, age=age, sheet=sheet)

    def sheet_word(self, words: Words, key: str, age: int | None) -> str:
        """The kind's `instructions` or `key` note for a worksheet of pupils of
        `age`: a young sheet's own where the kind has one."""
        from puzzles.drawing import young

        own_key = f"sheet.{self.name}.young.{key}"
        own = words(own_key) if young(age) and words.has(own_key) else None
        if own:
            return own
        # a key of its own on a sheet, where its marks differ from a book's
        sheet_key = f"{key}_sheet"
        return self.word(words, sheet_key if sheet_key in self.drawing.WORDS["en"] else key)

    def sheet_rules(self, words: Words, puzzles: Any, age: int, screen: bool = False) -> list[str]:
        """The rules box of a worksheet for pupils of `age`: only the rules some
        of `puzzles` use, in the words for the age (the kind's `sheet_rules`);
        on `screen` (its play.html) without what only paper shows (blanks to
        draw in, an answer box)."""
        return list(self.drawing.sheet_rules(list(puzzles), words, age, screen))


def on_paper(kind: Kind[PositionT, AnswerT]) -> PaperKind[PositionT, AnswerT]:
    """The paper half of `kind`."""
    return PaperKind(kind)


def draw(
    puzzle: Entry | Puzzle, answer: Answer | Mapping[str, Any] | None = None, lang: str = "en"
) -> str:
    """The puzzle (an `Entry` or a position) drawn as an SVG document (sized in
    millimetres), or its key when given an answer (from `solve`, or a mapping
    as `solve --format json` prints it)."""
    import svgwrite

    entry = _entry(puzzle)
    if isinstance(answer, Mapping):
        answer = entry.kind.load_answer(answer, entry.puzzle)
    group, width, height = on_paper(entry.kind).draw(entry.puzzle, answer, Words(lang))
    drawing = svgwrite.Drawing(
        size=(f"{width:.2f}mm", f"{height:.2f}mm"), viewBox=f"0 0 {width:.2f} {height:.2f}"
    )
    # White paper under the drawing: a viewer's dark background must not show through.
    drawing.add(drawing.rect((0, 0), (width, height), fill="white"))
    drawing.add(group)
    return drawing.tostring()


__all__ = ["PaperKind", "draw", "on_paper"]
