"""A kind on paper: its drawing module and what a page asks of it.

The paper half of the kind table. The solver's `Kind` (solver/kind.py) is what
a kind is and how to answer it; what it looks like on paper, in which words,
at which size, is the library's: `PAPER` maps each kind's name to its
`PaperKind`, built from its module of puzzles/drawing/, and `on_paper(kind)`
finds it. So `lang` and the paper flow from the pages down into
puzzles/drawing/, never back through solver/.

A new kind adds one loader below and one entry of `PAPER`
(tests/test_pages.py checks every kind of `KINDS` has one).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from puzzles.contract import Answer, DrawingModule, Puzzle
from solver.api import Entry, _entry
from solver.kind import Kind


@dataclass(frozen=True)
class PaperKind:
    """A kind's name and its drawing module, as the function that imports it
    (svgwrite loads on first use)."""

    name: str
    drawing_module: Callable[[], DrawingModule]  # puzzles/drawing/<kind>.py

    @property
    def drawing(self) -> DrawingModule:
        """`draw`, `facts`, `rules_example`, `emblem`, `WORDS` (its words in
        each language) and `PRINT` (its sizes)."""
        return self.drawing_module()

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

        own = sheet_text(self.name, lang, age, key)
        if own:
            return own
        # a key of its own on a sheet, where its marks differ from a book's
        sheet_key = f"{key}_sheet"
        return self.word(lang, sheet_key if sheet_key in self.drawing.WORDS["en"] else key)

    def sheet_rules(self, lang: str, puzzles: Any, age: int, screen: bool = False) -> list[str]:
        """The rules box of a worksheet for pupils of `age`: only the rules some
        of `puzzles` use, in the words for the age (the kind's `sheet_rules`);
        on `screen` (its play.html) without what only paper shows (blanks to
        draw in, an answer box)."""
        return list(self.drawing.sheet_rules(list(puzzles), lang, age, screen))


# -- each kind's drawing module, imported on first use --------------------------
def _florentine() -> DrawingModule:
    from puzzles.drawing import florentine

    return florentine


def _endgame() -> DrawingModule:
    from puzzles.drawing import endgame

    return endgame


def _blocked() -> DrawingModule:
    from puzzles.drawing import blocked

    return blocked


def _chain() -> DrawingModule:
    from puzzles.drawing import chain

    return chain


def _dominosa() -> DrawingModule:
    from puzzles.drawing import dominosa

    return dominosa


def _regions() -> DrawingModule:
    from puzzles.drawing import regions

    return regions


PAPER: dict[str, PaperKind] = {
    k.name: k
    for k in [
        PaperKind("florentine", _florentine),
        PaperKind("endgame", _endgame),
        PaperKind("blocked", _blocked),
        PaperKind("chain", _chain),
        PaperKind("dominosa", _dominosa),
        PaperKind("regions", _regions),
    ]
}


def on_paper(kind: Kind | str) -> PaperKind:
    """The paper half of `kind` (a `Kind` or its name)."""
    return PAPER[kind if isinstance(kind, str) else kind.name]


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
    group, width, height = on_paper(entry.kind).draw(entry.puzzle, answer, lang)
    drawing = svgwrite.Drawing(
        size=(f"{width:.2f}mm", f"{height:.2f}mm"), viewBox=f"0 0 {width:.2f} {height:.2f}"
    )
    # White paper under the drawing: a viewer's dark background must not show through.
    drawing.add(drawing.rect((0, 0), (width, height), fill="white"))
    drawing.add(group)
    return drawing.tostring()


__all__ = ["PAPER", "PaperKind", "draw", "on_paper"]
