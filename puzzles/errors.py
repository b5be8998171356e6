"""The one exception a user can cause by what they wrote."""

from __future__ import annotations


class BadInput(Exception):
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
    ):
        super().__init__(message)
        self.message = message
        self.field = field
        self.puzzle = puzzle
        self.file = file

    def at(self, prefix: str) -> BadInput:
        """The same error one level deeper in the document: `board` + `D3`."""
        if self.field is None:
            field = prefix
        elif self.field.startswith("["):
            field = prefix + self.field
        else:
            field = f"{prefix}.{self.field}"
        return BadInput(self.message, field, self.puzzle, self.file)

    def within(self, puzzle: str) -> BadInput:
        return BadInput(self.message, self.field, puzzle, self.file)

    def in_file(self, file: str) -> BadInput:
        return BadInput(self.message, self.field, self.puzzle, file)

    def __str__(self) -> str:
        parts = [self.file, self.puzzle and f"puzzle {self.puzzle}", self.field, self.message]
        return ": ".join(p for p in parts if p)
