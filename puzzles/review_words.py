"""Every word of `review` (docs/formats.md "review"), from the catalogs (puzzles/i18n.py):
the text of `--format text` and of the HTML page. `{name}` marks what is
filled in; every language has every key with the same marks
(tests/test_review.py)."""

from __future__ import annotations

from puzzles import i18n
from puzzles.words import Words

WORDS = i18n.table("review.text")


def word(words: Words, key: str, **marks: object) -> str:
    return WORDS[words.lang][key].format(**marks)
