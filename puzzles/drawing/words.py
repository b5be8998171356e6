"""The words every kind shares on a page, from the catalogs (puzzles/i18n.py).

A kind's own words (its name, instructions, rules box) live in its drawing
module (`WORDS`); here are the page's furniture, the domino words the line
kinds share, and counted nouns with each language's plurals.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from puzzles import i18n
from puzzles.words import Words

LANGUAGES = i18n.LANGUAGES  # the one list of languages

_WORDS = i18n.table("paper.common")

# Counted nouns, plural messages of the catalogs (`NOUNS:gem`...): each
# language's forms in the order of its CLDR plural rule (Latvian: zero-like,
# one, other). "by N points" takes the dative in German and the instrumental
# in Latvian, hence the `_by` nouns.
NOUNS = "noun"

_COLOUR_WORDS = i18n.table("colour")


def word(words: Words, key: str, **values) -> str:
    text = _WORDS.get(words.lang, _WORDS["en"]).get(key) or _WORDS["en"][key]
    return text.format(**values) if values else text


def count(words: Words, n: int, noun: str) -> str:
    """`n` and its noun in the right form: 1 gem, 2 gems; lv 1, 21 (not 11) singular."""
    lang = words.lang if words.lang in LANGUAGES else "en"
    return f"{n} {i18n.ngettext(lang, f'{NOUNS}.{noun}', n)}"


def colour_word(words: Words, letter: str) -> str:
    return _COLOUR_WORDS.get(words.lang, _COLOUR_WORDS["en"])[letter]


def kind_word(table: Mapping[str, Mapping[str, Any]], words: Words, key: str) -> str:
    """A word from a kind's own table, English when the language lacks it."""
    return table.get(words.lang, {}).get(key) or table["en"][key]
