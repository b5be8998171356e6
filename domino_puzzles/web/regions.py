"""What play.html knows of a Domino regions puzzle (domino_puzzles/web/__init__.py).

The page draws the board as print does: each region in the same style as on
paper (`puzzles.drawing.regions.looks`), its badge, the dominoes to place
under the board. The rules alone judge "solved" (every domino laid, every
region met) and the puzzle has one answer, so any such answer is it: the
pupils' page needs nothing sealed, and guessing reaches "solved" only by
meeting every condition.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from puzzles import i18n
from puzzles.words import ENGLISH, Words

# ruff: noqa: E501  (sentences read better whole than cut at 100 characters)


def answer_moves(puzzle: Any, answer: Any) -> Iterator[tuple[dict[str, Any], str]]:
    given = set(puzzle.given)
    for domino in answer.dominoes or ():
        if domino not in given:
            yield (
                domino.to_mapping(puzzle.columns),
                f"Lay {domino.written()} on {domino.where(puzzle.columns)}.",
            )


YOUNG_DOMINOES = 5  # the most dominoes a board for ages 6-7 asks to place (easy: 4 to 6)


def sheet_fit(puzzle: Any, age: int) -> tuple[bool, int]:
    """How a puzzle suits a worksheet for pupils of `age`: ages 6-7 get boards
    of at most YOUNG_DOMINOES dominoes (their 12 mm cells, a tray beside, two
    a page); the rank puts fewer dominoes first for them. Older pupils take
    any board of the sheet's levels."""
    from puzzles.drawing import young

    n = len(puzzle.dominoes)
    if young(age):
        return n <= YOUNG_DOMINOES, n
    return True, 0


def page_data(puzzle, answer, words: Words = ENGLISH, age: int | None = None) -> dict[str, Any]:
    from puzzles.drawing.regions import STYLES, badge_text, looks

    look = looks(puzzle)
    laid = answer.dominoes or ()
    return {
        "set": puzzle.set_size,
        "rows": puzzle.rows,
        "cols": puzzle.columns,
        "board": list(puzzle.board),
        "regions": {
            r.name: {
                "what": r.condition.what,
                "n": r.condition.n,
                "badge": badge_text(r.condition),
                "fill": STYLES[look[r.name]][0],
                "ink": STYLES[look[r.name]][1],
                "pattern": STYLES[look[r.name]][2],
            }
            for r in puzzle.regions
        },
        "dominoes": [str(t) for t in puzzle.dominoes],
        "given": [d.to_mapping(puzzle.columns) for d in puzzle.given],
        "answer": [d.to_mapping(puzzle.columns) for d in laid],
    }


def played(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The page plays every explained step."""
    return list(steps)


def for_pupils(data: dict[str, Any], seal) -> dict[str, Any]:
    """The page data without the answer: the rules judge (every cell covered,
    every domino once, every region met) and the puzzle has one answer."""
    return {k: v for k, v in data.items() if k != "answer"}


def answer_text(dominoes: list[dict[str, Any]]) -> str:
    """An answer as kinds/regions.js `answerText` writes it: each domino as
    its cells with their numbers, in the cells' order ("A1=6+A2=0"), the
    dominoes sorted, joined by spaces: two writings of one answer, and a
    double either way round, are one text."""
    out = []
    for d in dominoes:
        numbers = [int(x) for x in str(d["tile"]).split("-")]
        cells = sorted(zip(d["cells"], numbers, strict=True))
        out.append("+".join(f"{c}={n}" for c, n in cells))
    return " ".join(sorted(out))


def answer_texts(data: dict[str, Any]) -> list[str]:
    """The answer's one text: a pupil's code is made from it (docs/play.md)."""
    return [answer_text(data["answer"])]


PIECES = "tiles"  # what a reader moves on the page: the help line says so

# The page's words (domino_puzzles/web/words.py), read as "regions.<key>".
# {c}, {a}, {b} name cells (C2) or {b} a badge (<4), {at} two cells (C2-D2),
# {t} a domino as laid (5-2).
WORDS = i18n.table("screen.regions")

# What only the teacher's page says: where the answer has a domino.
TEACHER_WORDS = ("off_track",)

# Why a hint's move is right, by its technique (solver/hints/regions.py).
WHY = i18n.table("screen.why.regions")


def hint_text(move: dict[str, Any], words: Words, data: dict[str, Any] | None = None) -> str:
    """A hint's move in the page's words, as the kind's script names it (`hintText`)."""
    own = WORDS.get(words.lang, WORDS["en"])
    return own["hint"].format(t=move["tile"], at="-".join(move["cells"]))
