"""The words of a folder's landing page (`index.html` of a book or a
worksheet, domino_puzzles/landing.py), their text in every language in the catalogs
(puzzles/i18n.py). A landing page
shows no puzzle and no answer: only what was made and where it is."""

from __future__ import annotations

from puzzles import i18n

# ruff: noqa: E501  (a phrase reads better on one line)

LANDING = i18n.table("domino_puzzles.landing_words.LANDING")


def landing_word(lang: str, key: str, **values: object) -> str:
    text = LANDING.get(lang, {}).get(key) or LANDING["en"][key]
    return text.format(**values) if values else text
