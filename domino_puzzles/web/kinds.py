"""Each kind's piece of play.html, looked up by the kind's name: `page_piece(name)`.

The page piece is `domino_puzzles/web/<kind>.py` (domino_puzzles/web/__init__.py says what each
holds) and satisfies `PageModule`, which mypy checks below; the kind's
script is `puzzles/web/kinds/<kind>.js`. A kind of `solver.registry.KINDS`
without an entry here has no page (tests/test_play_page.py checks that every
kind has one). Each piece is imported on first use.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

Seal = Callable[[Sequence[str]], dict[str, Any]]


class PageModule(Protocol):
    """What play.html knows of a kind's puzzles."""

    @property
    def PIECES(self) -> str:
        """What a reader moves: "cards", "tiles" or "cells" (two cells make a
        domino); a page whose puzzles all move one of them says so in its help
        line (the words `help_touch_<pieces>`, ...)."""
        ...

    @property
    def WORDS(self) -> Mapping[str, Mapping[str, str]]:
        """Its words on the page, {lang: {key: text}}, read as T("<kind>.<key>")."""
        ...

    @property
    def TEACHER_WORDS(self) -> Sequence[str]:
        """The keys of WORDS only the teacher's page gets (targets)."""
        ...

    def page_data(
        self, puzzle: Any, answer: Any, lang: str = "en", age: int | None = None
    ) -> dict[str, Any]:
        """The puzzle and its answer as the kind's script reads them; on a
        worksheet's page (`age`) with what the sheet says in `lang` for the
        age (the endgame's names of the players)."""
        ...

    def answer_moves(self, puzzle: Any, answer: Any) -> Any:
        """(move, reason) pairs that play the answer, for a puzzle whose
        steps cannot be explained."""
        ...

    def played(self, steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The explained steps the page plays itself."""
        ...

    def for_pupils(self, data: dict[str, Any], seal: Seal) -> dict[str, Any]:
        """`page_data` for a worksheet's pupils: no answer, no target; what
        judges "solved" sealed by `seal(texts)`."""
        ...

    @property
    def WHY(self) -> Mapping[str, Mapping[str, str]]:
        """Why a hint's move is right, {lang: {technique: text}}."""
        ...

    def hint_text(self, move: dict[str, Any], lang: str, data: dict[str, Any] | None = None) -> str:
        """The move in the page's words (the script's `hintText`), of the
        puzzle whose `page_data` is `data`."""
        ...


def _florentine() -> PageModule:
    from domino_puzzles.web import florentine

    return florentine


def _endgame() -> PageModule:
    from domino_puzzles.web import endgame

    return endgame


def _blocked() -> PageModule:
    from domino_puzzles.web import blocked

    return blocked


def _chain() -> PageModule:
    from domino_puzzles.web import chain

    return chain


def _dominosa() -> PageModule:
    from domino_puzzles.web import dominosa

    return dominosa


def _regions() -> PageModule:
    from domino_puzzles.web import regions

    return regions


PAGES: dict[str, Callable[[], PageModule]] = {
    "florentine": _florentine,
    "endgame": _endgame,
    "blocked": _blocked,
    "chain": _chain,
    "dominosa": _dominosa,
    "regions": _regions,
}


def page_piece(name: str) -> PageModule:
    """The page piece of the kind called `name`."""
    return PAGES[name]()


def said_why(name: str, step: Mapping[str, Any], lang: str, data: Any = None) -> str:
    """A hint step of the kind called `name` in `lang`: its move in the page's
    words (`hint_text`, `data` the puzzle's page data, which names the players)
    and why, by its technique (`WHY`); "" for a step without a move or a
    technique the kind has no words for. play.html's hints and the text of
    `solve --explain` and `hint` in nl, de and lv say this."""
    page = page_piece(name)
    why = page.WHY.get(lang, {}).get(step["technique"])
    if why is None or step["move"] is None:
        return ""
    return f"{page.hint_text(dict(step['move']), lang, data)} {why}"


def script(name: str) -> str:
    """The path, under puzzles/web/, of the script that adds the kind to the page."""
    return f"kinds/{name}.js"
