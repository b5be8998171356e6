"""Every word a person reads at the terminal table (`play --human`), from the catalogs.

`WORDS` is the table's own words (`_OWN`: prompts, refusals, advice) and the
words it shares with `play`'s printed text (puzzles/game_words.py: players,
moves, round ends, colours), each phrase in one place; their text in every
language is in the catalogs (puzzles/i18n.py).
"""

from __future__ import annotations

from puzzles import i18n
from puzzles.game_words import WORDS as TEXT_WORDS

_OWN = i18n.table("table")
WORDS: dict[str, dict[str, str]] = {lang: TEXT_WORDS[lang] | own for lang, own in _OWN.items()}
LANGUAGES = i18n.LANGUAGES
