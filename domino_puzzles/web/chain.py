"""What play.html knows of a chain puzzle (domino_puzzles/web/__init__.py)."""

from __future__ import annotations

from collections.abc import Iterator

# ruff: noqa: E501  (the words read better as whole sentences)
from typing import Any

from domino_puzzles.web import tiles
from puzzles import i18n
from puzzles.words import ENGLISH, Words


def answer_moves(puzzle: Any, answer: Any) -> Iterator[tuple[dict[str, Any], str]]:
    given = {c.at for c in puzzle.clues if c.at is not None}
    for at, half in enumerate(answer.line.laid if answer.line else (), 1):
        if at not in given:
            yield {"at": at, "tile": str(half)}, f"Place {half} at position {at}."


def page_data(puzzle, answer, words: Words = ENGLISH, age: int | None = None) -> dict[str, Any]:
    return {
        "set": puzzle.set_size,
        "tiles": tiles(puzzle.tiles),
        "clues": [c.to_mapping() for c in puzzle.clues],
        "answer": str(answer.line or ""),
    }


def played(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The page fills a chain's clue places from the start."""
    return [s for s in steps if s["technique"] != "clue-tile"]


def for_pupils(data: dict[str, Any], seal) -> dict[str, Any]:
    """The page data without the answer: the rules judge a chain (every tile
    placed, halves meeting, clues kept), so nothing needs sealing."""
    return {k: v for k, v in data.items() if k != "answer"}


def answer_texts(data: dict[str, Any]) -> list[str]:
    """The lines that solve it as kinds/chain.js `solvedKey` writes them: the
    answer, and with no clue to fix its way round, the answer reversed (a
    pupil's code is made from the line laid, docs/play.md)."""
    line = data["answer"].split()
    back = [f"{t.split('-')[1]}-{t.split('-')[0]}" for t in reversed(line)]
    return [" ".join(line)] + ([" ".join(back)] if not data["clues"] else [])


TEACHER_WORDS: tuple[str, ...] = ()  # the chain has no target to hide

PIECES = "tiles"  # what a reader moves on the page: the help line says so

# The chain's words on the page (domino_puzzles/web/words.py), read there as "chain.<key>".
WORDS = i18n.table("screen.chain")


# Why a hint's move is right, by its technique (solver/hints/<kind>.py), in the
# page's words: a worksheet's page in nl, de or lv says it after the move.
WHY = i18n.table("screen.why.chain")


def hint_text(move: dict[str, Any], words: Words, data: dict[str, Any] | None = None) -> str:
    """A hint's move in the page's words, as the kind's script names it (`hintText`)."""
    own = WORDS.get(words.lang, WORDS["en"])
    return own["hint"].format(t=move["tile"], at=move["at"])
