"""SVG drawing of puzzles, answers and printed pages (svgwrite, millimetres).

Each kind has a module `puzzles.drawing.<kind>` (a `DrawingModule` of
puzzles/contract.py) with
`draw(puzzle, answer | None, lang, width, steps) -> (group, width_mm, height_mm)`,
`facts(puzzle, lang)` (what this puzzle sets apart from the rules box),
`rules_example(lang)`, `emblem()` for a cover, its `WORDS` and its `PRINT`;
`draw` and `facts` take `age` for a worksheet (pupils of that age), and
`sheet_rules(puzzles, lang, age)` gives the worksheet's rules box: only the
rules some of its puzzles use, in the words for the age.
The answer is the docs/formats.md `solve` mapping, so books draw keys from the
solutions embedded in generated puzzles. `layout` flows drawings onto pages.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

# Paper sizes in millimetres; here, not in page.py, so that the commands can
# offer them without importing svgwrite (80 ms on every start).
PAPERS = {
    "a4": (210.0, 297.0),
    "letter": (215.9, 279.4),
    "a5": (148.0, 210.0),
    "6x9in": (152.4, 228.6),
    "8.5x11in": (215.9, 279.4),  # letter by its print-on-demand name
}

# The smallest sizes a reader gets, in mm once every transform applies:
# a domino half, a Florentine card, and text (10 pt and 7 pt).
PT = 25.4 / 72
MINIMUM = {
    "child": {"half": 12.0, "card": 18.0, "text": 10 * PT},
    "adult": {"half": 8.0, "card": 12.0, "text": 7 * PT},
}
# A large-print book (`book --large-print`): every text of a puzzle at
# least 14 pt, as large-print puzzle books print them.
LARGE_TEXT = 14 * PT


# A compact key's scale, unless its kind says otherwise: its halves at
# KEY_MINIMUM's 4 mm, as small as a key is read (its labels drawn larger).
KEY_SCALE = 0.5


@dataclass(frozen=True)
class Printing:
    """How a kind goes to paper: what its size is measured by (`unit`, a
    `card` or a domino `half`, `unit_mm` wide as drawn), the scale it is
    drawn at for each reader, and whether its emblem may go on a cover."""

    unit: str
    unit_mm: float
    scales: dict[str, float]  # reader -> scale: "adult" (books), "child", "older" (sheets)
    on_cover: bool = True
    # A book's compact key (`answers: compact`): drawn at this scale, every
    # text in it at least KEY_MINIMUM's (its labels are the smallest).
    key: float = KEY_SCALE
    # A worksheet for pupils of this age and up who get the children's sizes
    # puts two puzzles a page, drawn down to the older pupils' sizes where
    # two would not share a page at the children's (a line and its writing
    # rows are wide and low); None: as many as fit at the children's.
    two_from: int | None = None
    # The smallest text its puzzle's drawing prints at scale 1, in mm: a
    # large-print book draws it at the scale that prints that at LARGE_TEXT.
    text: float = 3.3

    def scale(self, reader: str) -> float:
        if reader == "large":
            return math.ceil(LARGE_TEXT / self.text * 1000) / 1000
        if reader == "young":  # a sheet for 6-7: the children's, its text 14 pt
            return max(self.scales["child"], self.scale("large"))
        return self.scales[reader]

    def least_scale(self, reader: str) -> float:
        """The smallest scale that still meets the reader's minimum size (a
        large-print book's and a young sheet's: its text at 14 pt)."""
        if reader == "large":
            return self.scale(reader)
        if reader == "young":
            return max(self.least_scale("child"), self.scale("large"))
        group = "child" if reader == "child" else "adult"
        return MINIMUM[group][self.unit] / self.unit_mm


def reader_for_age(age: int) -> str:
    """Worksheets: children up to 10 get the children's sizes."""
    return "child" if age <= 10 else "older"


def pupils_reader(age: int) -> str:
    """The reader a pupils' sheet is laid out for: `young` (the children's
    sizes, every text at 14 pt) up to YOUNG, else `reader_for_age`'s."""
    return "young" if young(age) else reader_for_age(age)


# Worksheets for pupils up to this age get the young words: short sentences,
# no subtraction, "you" and "your friend" (or players counted from 1).
YOUNG = 7


def young(age: int | None) -> bool:
    """Is a worksheet for pupils of `age` one of the young ones? (None: a book.)"""
    return age is not None and age <= YOUNG


# The thinnest line a printed page draws, in mm once every scale applies:
# print services ask 0.75 pt for a line that must show (grids, outlines).
LEAST_LINE = 0.75 * PT

# What a compact key may print at least: a reduced key is read to check an
# answer, not to solve on, as puzzle books print them.
KEY_MINIMUM = {"half": 4.0, "card": 7.0, "text": 7 * PT}


def key_text(size: float, key: float = KEY_SCALE) -> float:
    """A text of a book's key: `size` mm as drawn, or larger, so that it
    prints at KEY_MINIMUM's text once the key is drawn at its scale `key`."""
    return max(size, round(KEY_MINIMUM["text"] / key + 0.005, 2))


def minimum(reader: str) -> dict[str, float]:
    return MINIMUM["child" if reader in ("child", "young") else "adult"]
