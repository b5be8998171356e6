"""The words of the commands' text for people (their text in every
language in the catalogs, puzzles/i18n.py): what every
kind's answer shares as text (`solve`, `hint`, `analyse`, `check`: the
headline, the statuses, the parts of an answer, the moveless hint reasons),
the reference deck's note (`deck`) and the lines that say what a command
wrote. A kind's own words of its answer are its `TEXT` (its engine module,
puzzles/<family>/<kind>.py); the words of a game told as text, which the
answers share too (players, moves, colours, open ends), are
puzzles/game_words.py's, an error's puzzles/error_words.py's, and `phrase`
here reads all three: a phrase lives in one of them, under one key
(tests/test_answer_text.py).
"""

from __future__ import annotations

from puzzles import error_words, game_words, i18n
from puzzles.game_words import checked, listed, upper_first
from puzzles.words import Words

__all__ = ["WORDS", "checked", "listed", "phrase", "upper_first"]

WORDS = i18n.table("command")


def phrase(words: Words, key: str, **fields: object) -> str:
    """The words of `key` in `lang` (this table's, puzzles/error_words.py's or
    puzzles/game_words.py's), its `{marks}` filled in from `fields`."""
    for table in (WORDS, error_words.WORDS, game_words.WORDS):
        if key in table[words.lang]:
            return table[words.lang][key].format(**fields)
    raise KeyError(key)
