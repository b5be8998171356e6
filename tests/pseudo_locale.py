"""A pseudo language for the tests (issue 56, item 6): every message of the
English catalog accented and lengthened by 40%, `Solve the puzzle` as
`[Šöļvē~~ thē~~ pūžžļē~~~]`,
its `{marks}`, `%(name)s`, markup (`<b>`, `&amp;`) and line breaks kept as
they are. Built at test time from the English catalog, never shipped.

It takes the place of one language of the catalogs (`SLOT`, Latvian: the
language with the most plural forms) in a process that calls `install()`
before it reads any word, so every page, sheet and book made in that
language says pseudo words: one that overflows its box or its page, or a
word left in plain English (not from the catalog), shows. A word of the
pseudo language is never plain ASCII of three letters or more, so such a
word printed is not from the catalogs (`english_left`).

Kept as they are: the number formats (`number`), which
are patterns, not words, and messages of one or two characters (a colour's
letter on a card, a mark), which are accented but not lengthened: they are
symbols in a fixed place, not text that flows.

`python -m tests.pseudo_locale OUT` writes, in the pseudo language, every
kind's worksheet (age 8, one puzzle of the corpus), a small book of one
puzzle of each kind (cover, title, rules, puzzles, keys), the game room and
the review page of a round of Block, for tests/test_pseudo_locale.py to
measure.
"""

from __future__ import annotations

import math
import re
import sys
from pathlib import Path

from puzzles import i18n
from puzzles.words import Words

SLOT = "lv"
KEEP = ("number:",)
_ACCENTS = str.maketrans(
    "acegiklnosuzyACEGIKLNOSUZY",
    "āčēģīķļņöšūžýĀČĒĢĪĶĻŅÖŠŪŽÝ",
)
# what is never accented: marks, printf marks, tags (a name after "<": not a
# Domino regions condition "<n: ... >n"), entities
_KEPT = re.compile(
    r"\{[^{}]*\}|%\([^)]*\)[a-z]|%[a-z%]|</?[A-Za-z][\w-]*(?:\s[^<>]*)?>|&[#\w]+;|\\[nt]"
)


def pseudo(text: str) -> str:
    """`text` accented, each word 40% longer and the whole bracketed; marks and
    markup kept. A line still breaks where it did, its words as long as a long
    language's."""
    if not text.strip():
        return text
    short = len(text) <= 2
    parts, last = [], 0
    for found in _KEPT.finditer(text):
        parts.append(_words(text[last : found.start()], short))
        parts.append(found.group())
        last = found.end()
    parts.append(_words(text[last:], short))
    accented = "".join(parts)
    if short:
        return accented
    lead = accented[: len(accented) - len(accented.lstrip())]
    tail = accented[len(accented.rstrip()) :]
    return f"{lead}[{accented.strip()}]{tail}"


def _words(text: str, short: bool) -> str:
    text = text.translate(_ACCENTS)
    return text if short else re.sub(r"\w+", _longer, text)


def _longer(found: re.Match[str]) -> str:
    word = found.group()
    if word.isdigit() or not any(c.isalpha() for c in word):
        return word
    return word + "~" * math.ceil(0.4 * len(word))


def catalog() -> i18n.Catalog:
    """The pseudo catalog in the place of SLOT: English's messages made
    pseudo, each plural message with SLOT's forms (English's singular where
    SLOT says the form of 1, the plural elsewhere)."""
    english = i18n.read_mo(i18n.catalog_path(i18n.SOURCE).read_bytes(), i18n.SOURCE)
    slot = i18n.read_mo(i18n.catalog_path(SLOT).read_bytes(), SLOT)
    messages = {
        key: text if key.startswith(KEEP) else pseudo(text)
        for key, text in english.messages.items()
    }
    count = max(len(forms) for forms in slot.plurals.values())
    sample = {}
    for n in range(0, 1000):
        sample.setdefault(slot.plural(n), n)
    plurals = {}
    for key, (one, many) in english.plurals.items():
        forms = [one if sample.get(i, 2) == 1 else many for i in range(count)]
        plurals[key] = tuple(pseudo(f) for f in forms)
    return i18n.Catalog(SLOT, messages, plurals, slot.plural)


def install() -> None:
    """From now on this process reads the pseudo catalog as SLOT's."""
    i18n._LOADED[SLOT] = catalog()
    i18n._GROUPS.pop(SLOT, None)


ASCII_WORD = re.compile(r"(?<![\w~])[A-Za-z]{3,}(?![\w~])")


def english_words() -> frozenset[str]:
    """Every word of three letters or more of the English catalog, lower case."""
    found: set[str] = set()
    english = i18n.catalog(i18n.SOURCE)
    texts = list(english.messages.values()) + [
        f for forms in english.plurals.values() for f in forms
    ]
    for text in texts:
        found |= {w.lower() for w in ASCII_WORD.findall(_KEPT.sub(" ", text))}
    return frozenset(found)


def english_left(text: str, english: frozenset[str]) -> set[str]:
    """The words of `text` (printed in the pseudo language) that are plain
    English words of the catalog: text that did not come from it."""
    return {w for w in ASCII_WORD.findall(text) if w.lower() in english}


def make(out: Path) -> None:
    """Every kind's worksheet, a small book and the game room, in the pseudo language."""
    import domino_puzzles as dp
    from domino_puzzles.book_folder import book
    from domino_puzzles.recipe import Recipe, from_options
    from domino_puzzles.room import page as room_page
    from domino_puzzles.worksheet_folder import worksheet
    from solver.registry import KINDS
    from tests.corpus import easy_file

    chosen = []
    for kind in KINDS:
        entries = dp.load_file(str(easy_file(kind))).puzzles
        chosen.append(entries[0])
        worksheet(out / f"sheet-{kind}", kind, count=1, age=8, lang=SLOT, puzzles=entries[:1])
    recipe = Recipe(seed=5, sections=from_options(list(KINDS), ["easy"], len(KINDS)), lang=SLOT)
    book(out / "book", recipe, jobs=1, puzzles=chosen)
    (out / "room").mkdir()
    (out / "room" / "games.html").write_text(room_page(Words(SLOT)), encoding="utf-8")
    from cli.main import main

    log, review = out / "room" / "block.json", out / "room" / "review.html"
    main(
        ["play", "--rules", "block", "--rounds", "1", "--seed", "3", "--log", str(log)],
        standalone_mode=False,
    )
    review_line = ["review", str(log), "--format", "html", "--out", str(review), "--lang", SLOT]
    main([*review_line, "--move-time", "0.001", "--jobs", "1", "--quiet"], standalone_mode=False)


if __name__ == "__main__":
    install()
    make(Path(sys.argv[1]))
