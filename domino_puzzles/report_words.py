"""The words of a long job's progress lines (domino_puzzles/report.py), their
text in every language in the catalogs (puzzles/i18n.py): what `book`,
`worksheet` and `generate` tell the person waiting on stderr, in the language
of `--lang`."""

from __future__ import annotations

from puzzles import i18n

PROGRESS = i18n.table("progress")
