"""How a long job of the library says how far it got: to nobody by default.

A script calling `domino_puzzles.book(...)` hears nothing; the commands pass a
`Reporter` that writes each line to stderr (cli/common.py `reporter`), so the
library never prints. A `Reporter` says lines (`say`) and gives, per batch of
puzzles generated, a function `(done, total)` that shows the batch's progress
(`progress`): a bar redrawn in place on a terminal, plain lines a tenth at a
time into a log.
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["Lines", "Progress", "Reporter", "SILENT", "Terminal"]

# What a generator calls after each puzzle: (puzzles done, puzzles asked for).
Progress = Callable[[int, int], None]


class Reporter:
    """Says nothing: what a library call gets unless it is given another.
    `lang` is the language its lines are in (`word`: the catalogs' `progress` words)."""

    lang = "en"

    def word(self, key: str, **values: object) -> str:
        """A progress line's words in this reporter's language."""
        from puzzles.words import Words

        return Words(self.lang)(f"progress.{key}", **values)

    def nword(self, key: str, n: int, **values: object) -> str:
        """A progress line's counted words for `n` in this reporter's language."""
        from puzzles.words import Words

        return Words(self.lang).count(f"progress.{key}", n, **values)

    def say(self, text: str) -> None:
        """One line for the person waiting (nothing here)."""

    def progress(self, label: str) -> Progress | None:
        """How a batch named `label` shows its progress (None: not at all)."""
        return None


SILENT = Reporter()


class Lines(Reporter):
    """Every line to `write`; a batch's progress as plain lines, a tenth at a
    time (`  chain easy: 3/10`), for a log that is no terminal."""

    def __init__(self, write: Callable[[str], None], lang: str = "en"):
        self._write = write
        self.lang = lang

    def say(self, text: str) -> None:
        self._write(text)

    def progress(self, label: str) -> Progress | None:
        def tick(done: int, total: int) -> None:
            step = max(1, total // 10)
            if done == total or done % step == 0:
                self.say(f"{label}: {done}/{total}")

        return tick


class Terminal(Lines):
    """Lines as `Lines` does; a batch's progress as a bar redrawn in place on stderr."""

    def progress(self, label: str) -> Progress | None:
        from solver.generate import Progress as Bar

        return Bar(label, enabled=True, lang=self.lang)
