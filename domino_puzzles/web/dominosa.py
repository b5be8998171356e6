"""What play.html knows of a Dominosa puzzle (domino_puzzles/web/__init__.py)."""

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
            yield domino.to_mapping(puzzle.columns), f"Lay {domino.words(puzzle.columns)}."


def page_data(puzzle, answer, words: Words = ENGLISH, age: int | None = None) -> dict[str, Any]:
    laid = answer.dominoes or ()
    return {
        "set": puzzle.set_size,
        "rows": puzzle.rows,
        "cols": puzzle.columns,
        "grid": list(puzzle.grid),
        "given": [d.to_mapping(puzzle.columns) for d in puzzle.given],
        "answer": [d.to_mapping(puzzle.columns) for d in laid],
    }


def played(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The page plays every explained step."""
    return list(steps)


def for_pupils(data: dict[str, Any], seal) -> dict[str, Any]:
    """The page data without the answer: the rules judge a Dominosa (every cell
    covered, each domino of the set once, on cells showing its numbers), and the
    puzzle has one answer, so any such covering is it: nothing needs sealing."""
    return {k: v for k, v in data.items() if k != "answer"}


def answer_texts(data: dict[str, Any]) -> list[str]:
    """The covering as kinds/dominosa.js `solvedKey` writes it: each domino's
    two cells in order, joined by "-", the dominoes in order, joined by " "
    (a pupil's code is made from it, docs/play.md)."""
    return [" ".join(sorted("-".join(sorted(d["cells"])) for d in data["answer"]))]


PIECES = "cells"  # what a reader moves on the page: the help line says so

# The Dominosa's words on the page (domino_puzzles/web/words.py), read as "dominosa.<key>".
# {c}, {a}, {b} name cells (C2), {at} two cells (C2-D2), {t} a domino (1-3).
WORDS = i18n.table("screen.dominosa")

# What only the teacher's page says: where the answer has a domino (the pupils'
# page holds no answer to compare with).
TEACHER_WORDS = ("off_track",)


# Why a hint's move is right, by its technique (solver/hints/<kind>.py), in the
# page's words: a worksheet's page in nl, de or lv says it after the move.
WHY = i18n.table("screen.why.dominosa")


def hint_text(move: dict[str, Any], words: Words, data: dict[str, Any] | None = None) -> str:
    """A hint's move in the page's words, as the kind's script names it (`hintText`)."""
    own = WORDS.get(words.lang, WORDS["en"])
    return own["hint"].format(t=move["tile"], at="-".join(move["cells"]))
