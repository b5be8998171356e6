"""A book with `guide: true` (`--guide`) opens each section with a puzzle of
its kind solved step by step and a page of solving tips, drawn at the
book's scale; without it the book is as before. Laid out from the corpus."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from domino_puzzles.book_folder import book
from domino_puzzles.recipe import Part, Recipe
from puzzles.drawing import guide
from puzzles.words import Words
from solver.registry import KINDS
from tests import corpus

KINDS_HERE = ("blocked", "chain", "dominosa")


def _plan(**fields) -> Recipe:
    sections = tuple(Part(k, ("medium",), 2) for k in KINDS_HERE)
    return Recipe(title="T", paper="6x9in", sections=sections, **fields)


def _texts(svg: str) -> str:
    return " ".join(re.findall(r">([^<>]+)</text>", svg))


@pytest.fixture(scope="module")
def guided(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("guide") / "book"
    made = book(out, _plan(guide=True), puzzles=corpus.book_set("book-5"), jobs=1, pdf=True)
    HELD.extend(made.puzzles)
    return out


HELD: list = []  # the puzzles the guided book holds


def _pages(folder: Path) -> list[str]:
    return [p.read_text(encoding="utf-8") for p in sorted(folder.glob("page-*.svg"))]


def test_each_section_opens_with_a_worked_example_and_its_tips(guided):
    pages = _pages(guided)
    texts = [_texts(svg) for svg in pages]
    for kind in KINDS_HERE:
        name = {"blocked": "Block the line", "chain": "Domino chain", "dominosa": "Dominosa"}[kind]
        example = [i for i, t in enumerate(texts) if f"A worked example: {name}" in t]
        tips = [i for i, t in enumerate(texts) if f"Solving tips: {name}" in t]
        opening = [i for i, t in enumerate(texts) if f"{name}: medium" in t and "How to" in t]
        assert len(example) == len(tips) == len(opening) == 1, kind
        # the example, its tips, then the section's rules and puzzles
        assert example[0] + 1 == tips[0] and tips[0] + 1 == opening[0]
        # the contents send the reader to the example, the section's first page
        listed = re.search(rf"{name}: medium\s+(\d+)", texts[3])
        assert listed and int(listed[1]) == example[0] + 1
        assert all(tip.split(":")[0] in texts[tips[0]] for tip in guide.tips(Words("en"), kind))
        assert "The answer" in texts[example[0]] and "1. " in texts[example[0]]


def test_the_worked_example_is_no_puzzle_of_the_book_and_its_steps_are_the_keys(guided):
    from domino_puzzles.book_layout import key_steps
    from domino_puzzles.pages import solution_of
    from domino_puzzles.paper_kind import on_paper

    text = _texts(next(s for s in _pages(guided) if "A worked example: Dominosa" in s))
    kind = KINDS["dominosa"]
    candidates = [
        e.puzzle
        for e in corpus.book_set("book-5")
        if e.kind.name == "dominosa" and e.puzzle.header.get("difficulty") == "easy"
    ]
    shown = [
        p
        for p in candidates
        if all(
            line.split()[1] in text
            for line in key_steps(kind, p, solution_of(kind, p), Words("en"))
        )
    ]
    assert shown
    assert on_paper(kind).word(Words("en"), "name") in text
    assert HELD and not any(p is q for p in shown for q in HELD)


def test_the_guide_pages_meet_the_print_minimums(guided):
    from tests import pdfprint

    assert pdfprint.problems(guided / "book.pdf") == []


def test_without_the_guide_the_book_has_no_guide_pages(tmp_path):
    out = tmp_path / "book"
    book(out, _plan(), puzzles=corpus.book_set("book-5"), jobs=1)
    texts = " ".join(_texts(s) for s in _pages(out))
    assert "A worked example" not in texts and "Solving tips" not in texts


@pytest.mark.parametrize("lang", ["en", "nl", "de", "lv"])
def test_every_kind_has_tips_in_every_language(lang):
    for name, kind in KINDS.items():
        if not kind.has_generator:
            continue
        tips = guide.tips(Words(lang), name)
        assert 3 <= len(tips) <= 5, (lang, name)
        assert all(t.endswith(".") and t[0].isupper() for t in tips), (lang, name)
        if lang != "en":
            assert tips != guide.tips(Words("en"), name), (lang, name)


def test_a_recipe_asks_for_the_guide_as_true_or_false(tmp_path):
    from domino_puzzles.recipe import load
    from puzzles.errors import BadInput

    path = tmp_path / "r.yaml"
    path.write_text("guide: true\nsections: [{kind: chain, count: 2}]\n")
    assert load(str(path)).guide is True
    path.write_text("guide: yes please\nsections: [{kind: chain, count: 2}]\n")
    with pytest.raises(BadInput, match="true or false"):
        load(str(path))
