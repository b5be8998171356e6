"""The words of `preflight`'s text for people (their text in every
language in the catalogs, puzzles/i18n.py): a
problem's line (what, measured, allowed), the summary line and the notes on
what was not checked. Its errors of bad input are puzzles/error_words.py's;
`--format json` has no words."""

from __future__ import annotations

from puzzles import i18n
from puzzles.words import Words

WORDS = i18n.table("preflight")


def say(words: Words, key: str, **fields: object) -> str:
    return WORDS.get(words.lang, WORDS["en"])[key].format(**fields)
