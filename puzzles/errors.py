"""The exceptions of the project: what a user can cause by what they wrote
(BadInput), and a move the rules forbid (IllegalMove)."""

from __future__ import annotations

import re

from puzzles.words import Words

# What an error line may quote of a value the user wrote: enough to find it.
EXCERPT = 40
# Anything not printable (controls, line separators, unassigned code points) is
# written as its escape: an error line is one line of plain text on any terminal.
_UNSAFE = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]|[^\x00-\x7f]")


def shown(value: object, limit: int = EXCERPT) -> str:
    """A short, escaped excerpt of `value` for an error line, like repr().

    Bounded in time too: a value of a YAML alias bomb is never expanded whole.
    """
    return _clip(_excerpt(value, limit + 1), limit)


def _excerpt(value: object, budget: int) -> str:
    if isinstance(value, str):
        return repr(value[:budget])
    if isinstance(value, list | tuple | dict):
        opening, closing = ("{", "}") if isinstance(value, dict) else ("[", "]")
        parts, used = [], 1
        pairs = value.items() if isinstance(value, dict) else ((None, v) for v in value)
        for key, item in pairs:
            if used > budget:
                break
            text = _excerpt(item, budget - used)
            if key is not None:
                text = f"{_excerpt(key, budget - used)}: {text}"
            parts.append(text)
            used += len(text) + 2
        return opening + ", ".join(parts) + closing
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 200:
        return "a number of more than 60 digits"
    return repr(value)[: budget + 1]


# A byte that was not UTF-8 (a file name, an argument) comes in as a lone
# surrogate (surrogateescape): it is shown as the byte it was.
_BYTE = re.compile(r"\\udc([89a-f][0-9a-f])")


def _clip(text: str, limit: int) -> str:
    text = _UNSAFE.sub(lambda m: m[0] if m[0].isprintable() else repr(m[0])[1:-1], text)
    text = _BYTE.sub(r"\\x\1", text)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def one_line(text: str, limit: int = 300) -> str:
    """`text` on one line without control characters, at most `limit` long."""
    return _clip(text, limit)


class ProjectError(Exception):
    """What this project raises on purpose: catching it catches every error below."""


class IllegalMove(ProjectError, ValueError):
    """A move the rules do not allow here: a tile that fits no open end, a card
    on a full cell, a move after the round is over. A ValueError too."""


class BadInput(ProjectError):
    """Input that cannot be a puzzle: names the file, the puzzle and the field.

    Loaders raise it with the field only; the caller that knows the puzzle and
    the file adds them with `within`/`in_file`, so the message reads
    ``board.yaml: puzzle 1: board.D3: card 'RXBG' has unknown colour 'X'``.
    """

    def __init__(
        self,
        message: str,
        field: str | None = None,
        puzzle: str | None = None,
        file: str | None = None,
        words: tuple[str, dict[str, object]] | None = None,
    ):
        super().__init__(message)
        self.message = message
        self.field = field if field is None else one_line(field, 2 * EXCERPT)
        self.puzzle = puzzle
        self.file = file
        self.words = words  # the message as (key of puzzles/error_words.py, its fields)

    @classmethod
    def said(
        cls, key: str, field: str | None = None, file: str | None = None, **fields: object
    ) -> BadInput:
        """The error whose message is `key` of puzzles/error_words.py: said in
        English, and in the language of `told`."""
        from puzzles.error_words import text

        return cls(text(Words("en"), key, fields), field, file=file, words=(key, fields))

    def at(self, prefix: str) -> BadInput:
        """The same error one level deeper in the document: `board` + `D3`."""
        prefix = one_line(prefix, EXCERPT)  # a key the user wrote: it may be anything
        if self.field is None:
            field = prefix
        elif self.field.startswith("["):
            field = prefix + self.field
        else:
            field = f"{prefix}.{self.field}"
        return BadInput(self.message, field, self.puzzle, self.file, self.words)

    def within(self, puzzle: str) -> BadInput:
        return BadInput(self.message, self.field, puzzle, self.file, self.words)

    def in_file(self, file: str) -> BadInput:
        return BadInput(self.message, self.field, self.puzzle, file, self.words)

    def __str__(self) -> str:
        return self.told("en")

    def told(self, lang: str = "en") -> str:
        """The message with its file, puzzle and field, in `lang` (en, nl, de,
        lv): the frame always, the message where puzzles/error_words.py has it."""
        from puzzles import error_words
        from puzzles.error_words import WORDS

        words = WORDS.get(lang, WORDS["en"])
        message = self.message
        if self.words is not None and lang != "en":
            key, fields = self.words
            message = error_words.text(Words(lang), key, fields)
        puzzle = self.puzzle and words["puzzle_head"].format(label=self.puzzle)
        parts = [self.file, puzzle, self.field, message]
        # One line, whatever a file name or a message holds (NUL, newline, ESC).
        return one_line(": ".join(p for p in parts if p), 500)


class NeedsPackage(ProjectError):
    """An optional package the job needs is not installed (cairosvg for a PDF):
    the command says so in one line and exits 1."""


class NothingToMake(ProjectError):
    """What was asked for cannot be made by this version (no kind asked for has
    a generator): the command says so as `Error: ...` and exits 1."""
