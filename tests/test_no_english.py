"""No English word on a page in another language (issue 49, item 6): every
kind's worksheet (ages 6, 8 and 10, its pupils' pages and its key) and a
book of every kind with its steps, in nl, de and lv, hold no word that only
the English catalog has. One puzzle a sheet, on A5 where lines wrap sooner."""

from __future__ import annotations

import html
import re
from functools import cache
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from domino_puzzles import book_folder, recipe
from domino_puzzles import worksheet_folder as sheets
from domino_puzzles.report import SILENT
from puzzles.words import Words
from solver.registry import KINDS

LOCALE = Path(__file__).parent.parent / "puzzles" / "locale"
OTHERS = ("nl", "de", "lv")
AGES = (6, 8, 10)
WORD = re.compile(r"[^\W\d_]{2,}")


@cache
def catalog_words(lang: str) -> frozenset[str]:
    """Every word of the language's catalog, in lower case, marks left out."""
    with (LOCALE / lang / "LC_MESSAGES" / "domino_puzzles.po").open("rb") as f:
        messages = read_po(f)
    found: set[str] = set()
    for message in messages:
        if not message.id:
            continue
        texts = message.string if isinstance(message.string, tuple) else (message.string,)
        for text in texts:
            found |= {w.lower() for w in WORD.findall(re.sub(r"\{[^}]*\}", "", text or ""))}
    return frozenset(found)


def english_on(svg: str, lang: str) -> set[str]:
    """The words printed on the page that only the English catalog has."""
    only_english = catalog_words("en") - catalog_words(lang)
    texts = re.findall(r"<text[^>]*>.*?</text>", svg, re.S)
    printed = html.unescape(" ".join(re.sub(r"<[^>]+>", " ", t) for t in texts))
    return {w for w in WORD.findall(printed) if w.lower() in only_english}


@cache
def sheet_puzzles(kind: str, age: int) -> list:
    return sheets._for_sheet(kind, 1, age, sheets.sheet_seed(0, age), SILENT)


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("kind", list(KINDS))
def test_a_worksheet_in_another_language_prints_no_english(kind, lang):
    found = {}
    for age in AGES:
        made = sheet_puzzles(kind, age)
        pupils, key = sheets._sheet_pages(KINDS[kind], made, "T", Words(lang), age, "a5", None)
        for i, svg in enumerate(pupils + key):
            if words := english_on(svg, lang):
                found[f"age {age}, page {i + 1}"] = sorted(words)
    assert found == {}


@pytest.mark.parametrize("lang", OTHERS)
def test_a_book_in_another_language_prints_no_english(tmp_path, lang):
    plan = recipe.Recipe(
        lang=lang, paper="a5", sections=recipe.from_options(list(KINDS), ["easy"], 5)
    )
    book_folder.book(tmp_path / "book", plan, explain=True, jobs=1)
    found = {}
    for page in sorted((tmp_path / "book").glob("*.svg")):
        if words := english_on(page.read_text(encoding="utf-8"), lang):
            found[page.name] = sorted(words)
    assert found == {}


def test_the_check_finds_english():
    assert english_on("<svg><text>◀ left end 4</text></svg>", "nl") == {"left", "end"}
