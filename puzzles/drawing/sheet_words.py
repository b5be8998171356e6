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
from puzzles.words import Words

# Each kind's sentences, the catalog's group of them (no list of kinds here:
# a kind whose drawing calls `sentences` has its group in the catalogs).
_GROUP = "sheet."
SHEET = {
    kind: i18n.nested_table(f"{_GROUP}{kind}")
    for kind in sorted(
        {c.split(".")[1] for c in i18n.catalog("en").messages if c.startswith(_GROUP)}
    )
}


def sentences(
    kind: str,
    words: Words,
    age: int,
    names: Iterable[str],
    screen: bool = False,
    paper_only: Iterable[str] = (),
) -> list[str]:
    """The named sentences of `kind`'s sheet rules for pupils of `age`, in
    order; a name the age's words lack is left out (English stands in for a
    language that lacks the kind). On `screen` (the sheet's play.html) a
    sentence that speaks of the paper (its blanks, its answer box, a half
    drawn at an end) gives way to its `<name>_screen`, or goes if it is one
    of `paper_only` (the kind's drawing's `PAPER_ONLY`: print the page has
    nothing to show for)."""
    table = SHEET[kind].get(words.lang) or SHEET[kind]["en"]
    said = table["young" if young(age) else "older"]
    if screen:
        names = [n for n in names if n not in set(paper_only)]
        return [said.get(f"{n}_screen") or said[n] for n in names if n in said]
    return [said[n] for n in names if n in said]
