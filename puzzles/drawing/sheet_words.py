"""The rules of a worksheet, sentence by sentence, in the words for the age.

A worksheet's rules box (and its play.html's "How to play") says only the
rules some puzzle of the sheet uses: each kind's `sheet_rules` picks the
sentences below by name. Pupils up to `puzzles.drawing.YOUNG` get the
`young` sentences: short, no subtraction, "you" and "your friend" or players
counted from 1 (and, where a kind needs them, its own `instructions` and
`key` note); older pupils the `older` ones, which keep the book's words.
A book's rules box is the kind's `WORDS["rules"]`, unchanged.
Their text in every language is in the catalogs (puzzles/i18n.py).
"""

from __future__ import annotations

# ruff: noqa: E501  (sentences read better whole than cut at 100 characters)
from collections.abc import Iterable

from puzzles import i18n
from puzzles.drawing import young

SHEET = {
    key: i18n.nested_table(f"puzzles.drawing.sheet_words.SHEET/{key}")
    for key in ("endgame", "florentine", "chain", "blocked", "dominosa", "regions")
}


def sentences(
    kind: str, lang: str, age: int, names: Iterable[str], screen: bool = False
) -> list[str]:
    """The named sentences of `kind`'s sheet rules for pupils of `age`, in
    order; a name the age's words lack is left out (English stands in for a
    language that lacks the kind). On `screen` (the sheet's play.html) a
    sentence that speaks of the paper (its blanks, its answer box, a half
    drawn at an end) gives way to its `<name>_screen`, or goes."""
    table = SHEET[kind].get(lang) or SHEET[kind]["en"]
    words = table["young" if young(age) else "older"]
    if screen:
        names = [n for n in names if n not in PAPER_ONLY.get(kind, ())]
        return [words.get(f"{n}_screen") or words[n] for n in names if n in words]
    return [words[n] for n in names if n in words]


# Sentences of print that the page has nothing to show for.
PAPER_ONLY = {"chain": ("zero", "draw"), "florentine": ("write",)}


def sheet_text(kind: str, lang: str, age: int | None, key: str) -> str | None:
    """A young sheet's own `instructions` or `key` note for `kind`, where it
    has one (None: the kind's WORDS say it)."""
    if not young(age) or kind not in SHEET:
        return None
    table = SHEET[kind].get(lang) or SHEET[kind]["en"]
    return table["young"].get(key)
