"""Every word of a game told as text (their text in every language in the
catalogs, puzzles/i18n.py): what `play` prints of a bots' match or game
(puzzles/dominoes/match_text.py, puzzles/florentine/game_text.py, the line of
puzzles/dominoes/layout.py) and
the words the terminal table of `play --human` shares with it; the answers
of `solve` and `analyse` say a game's words (players, moves, open ends) in
these words too (puzzles/command_words.py reads them).

The table's own words (prompts, refusals, advice) are in cli/table_words.py,
whose `WORDS` is this table and those together: a phrase that both say lives
here once, under one key. `{name}` marks what is filled in; every language has
every key with the same marks (tests/test_game_words.py).
"""

from __future__ import annotations

from puzzles import i18n
from puzzles.drawing.words import LANGUAGES
from puzzles.errors import BadInput
from puzzles.words import Words

WORDS = i18n.table("game")


def checked(words: Words) -> Words:
    """`words` if the texts speak its language, else the error that names the languages."""
    if words.lang not in WORDS:
        raise BadInput(f"{words.lang!r} is not one of {', '.join(LANGUAGES)}", "lang")
    return words


def phrase(words: Words, key: str, **fields: object) -> str:
    """The words of `key` in `lang`, its `{marks}` filled in from `fields`."""
    return WORDS[words.lang][key].format(**fields)


def upper_first(text: str) -> str:
    """`text` opening a sentence: only its first letter made a capital."""
    return text[:1].upper() + text[1:]


def listed(words: Words, names: list[str]) -> str:
    """Names as a list a person reads: "a, b and c" (nl "a, b en c")."""
    if len(names) < 2:
        return "".join(names)
    return (
        WORDS[words.lang]["list_sep"].join(names[:-1]) + WORDS[words.lang]["list_last"] + names[-1]
    )
