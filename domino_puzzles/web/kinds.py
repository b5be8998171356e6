"""Each kind's piece of play.html, found from its `Kind`: `page_piece(kind)`.

The page piece is `domino_puzzles/web/<kind>.py` (domino_puzzles/web/__init__.py says what each
holds), named by its `Kind` (`page_module`, solver/registry.py), and
satisfies `PageModule` (tests/test_kinds.py has mypy check every kind's);
the kind's script is `puzzles/web/kinds/<kind>.js`. Each piece is imported
on first use.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol, cast

from puzzles.words import ENGLISH, Words
from solver.kind import Kind, module

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
        self, puzzle: Any, answer: Any, words: Words = ENGLISH, age: int | None = None
    ) -> dict[str, Any]:
        """The puzzle and its answer as the kind's script reads them; on a
        worksheet's page (`age`) with what the sheet says in `words`' language for the
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

    def hint_text(
        self, move: dict[str, Any], words: Words, data: dict[str, Any] | None = None
    ) -> str:
        """The move in the page's words (the script's `hintText`), of the
        puzzle whose `page_data` is `data`."""
        ...


def page_piece(kind: Kind[Any, Any]) -> PageModule:
    """The page piece of `kind`."""
    return cast(PageModule, module(kind.page_module))


def said_why(kind: Kind[Any, Any], step: Mapping[str, Any], words: Words, data: Any = None) -> str:
    """A hint step of `kind` in the reader's words: its move in the page's
    words (`hint_text`, `data` the puzzle's page data, which names the players)
    and why, by its technique (`WHY`); "" for a step without a move or a
    technique the kind has no words for. play.html's hints and the text of
    `solve --explain` and `hint` in nl, de and lv say this."""
    page = page_piece(kind)
    why = page.WHY.get(words.lang, {}).get(step["technique"])
    if why is None or step["move"] is None:
        return ""
    return f"{page.hint_text(dict(step['move']), words, data)} {why}"


def script(kind: Kind[Any, Any]) -> str:
    """The path, under puzzles/web/, of the script that adds the kind to the page."""
    return f"kinds/{kind.name}.js"


def script_text(kind: Kind[Any, Any]) -> str:
    """The script that adds the kind to the page: puzzles/web/kinds/<kind>.js,
    or the text its page piece holds as `SCRIPT` (a kind whose modules live
    outside the project)."""
    from puzzles.web_assets import web_file  # (svgwrite with it: not for `solve`)

    own = getattr(page_piece(kind), "SCRIPT", None)
    return own if isinstance(own, str) else web_file(script(kind))
