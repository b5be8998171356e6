"""The 6x9in `--explain` book made for each print service passes its
preflight, its answers take at most 45% of its puzzles' pages, no page but
a section's last is under half full (issue 41's done-when), and its PDFs
print no text under 7 pt, no line under 0.75 pt and no transparency (issue
52). Apart from tests/test_book_services.py: the books take half a minute
each, and a file of their own lets the test run share them out between its
workers. The books lay out puzzles generated once and kept in tests/corpus/
(tests/corpus.py): the same books as `--count 200 --seed 2026` and
`--count 40 --seed 5` generate.

The 200-puzzle book is made once, for KDP, with its PDFs: its answers'
share, its pages' fill, its print rules and its preflight. What another
service's numbers do to the layout (IngramSpark's margins, Lulu's bleed on
four sides, the gutters by the page count) shows in the pages the same
packing lays out at any size: for IngramSpark and Lulu a 40-puzzle book of
every kind with its steps (the first puzzles of the corpus set `book-5`, 38
pages, over the 32 Lulu's least asks), made once for each with its PDFs, is
measured the same way, its answers' share, its pages' fill, its print rules
(PDF/X-1a in CMYK through Ghostscript for IngramSpark) and its numbers
(trim, bleed, margins, gutter and spine by the page count) with preflight,
at about a quarter of the pages."""

from __future__ import annotations

from pathlib import Path

import pytest

from domino_puzzles.pages import split_count
from domino_puzzles.services import SERVICES
from tests import corpus, pagecheck, pdfprint
from tests.test_preflight import run

ISBN = "9780306406157"  # IngramSpark asks for the ISBN


def lay_out(out: Path, name: str, *, pdf: bool, **fields) -> Path:
    """corpus.book's book of the set `name` with its steps, its PDFs made
    only where `pdf`: `book --count COUNT --difficulty ... --seed SEED
    --paper 6x9in --bleed --explain --isbn 9780306406157 [--pdf]`."""
    seed, count, levels = corpus.SETS[name]
    return _made(out, seed, count, levels, corpus.book_set(name), pdf=pdf, **fields)


def _made(out: Path, seed: int, count: int, levels, puzzles, *, pdf: bool, **fields) -> Path:
    from domino_puzzles.book_folder import book as make
    from domino_puzzles.recipe import Recipe, from_options

    sections = from_options(list(corpus.KINDS), list(levels), count)
    recipe = Recipe(seed=seed, sections=sections, paper="6x9in", bleed=True, isbn=ISBN, **fields)
    make(out, recipe, explain=True, pdf=pdf, jobs=2, puzzles=puzzles)
    return out


EVERY_KIND = 40  # puzzles: 4 of every kind, easy and medium, 38 pages


def every_kind_book(out: Path, service: str) -> Path:
    """`book --count 40 --difficulty easy,medium --seed 5 --paper 6x9in
    --bleed --explain --isbn 9780306406157 --pdf --service SERVICE`: its
    puzzles the first of each file of the corpus set `book-5` (what
    generating 4 of each kind and level with the seed makes)."""
    seed, _, levels = corpus.SETS["book-5"]
    split = split_count(EVERY_KIND, list(corpus.KINDS), list(levels))
    given = [
        entry
        for (kind, level), n in split.items()
        for entry in corpus.first(corpus.FOLDER / f"{kind}-{level}-{seed}.yaml", n)
    ]
    return _made(out, seed, EVERY_KIND, levels, given, pdf=True, service=service)


@pytest.fixture(scope="module")
def kdp_200(tmp_path_factory) -> Path:
    """The 200-puzzle book made for KDP with its PDFs, laid out once for the
    module's two tests of it."""
    out = tmp_path_factory.mktemp("book-kdp") / "book"
    return lay_out(out, "book-2026", pdf=True, service="kdp")


@pytest.fixture(scope="module")
def every_kind(tmp_path_factory):
    """The 40-puzzle book of every kind (`every_kind_book`) made for a
    service with its PDFs, made when first asked for, once for the module:
    its answers' share and its pages' fill are measured on it as its print
    rules and preflight are."""
    made: dict[str, Path] = {}

    def book(service: str) -> Path:
        if service not in made:
            out = tmp_path_factory.mktemp(f"every-kind-{service}") / "book"
            made[service] = every_kind_book(out, service)
        return made[service]

    return book


def short_answers_and_full_pages(out: Path, service: str) -> None:
    """The book's answers take at most 45% of its puzzles' pages and no page
    but a section's last is under half full, measured on its SVG pages: the
    layout the PDFs convert."""
    answers, puzzles = pagecheck.answer_pages(out)
    assert answers and puzzles >= 24, (service, answers, puzzles)  # every section measured
    # Issue 52 asks for at most 45% of the puzzles' pages with the steps: the
    # harder medium levels' longer steps (issue 53) took KDP's to 46 pages to
    # 94; the keys at their kinds' smaller key scales (0.5 for the lines,
    # 0.55 for Dominosa, whose grids then go two a row) and their steps 7 pt
    # on 8 take 41 to 94 (IngramSpark's and Lulu's 200-puzzle books, laid out
    # kind by kind, 44 to 100; their 40-puzzle books 9 to 24)
    assert answers <= 0.45 * puzzles, f"{service}: {answers} answer pages to {puzzles} of puzzles"
    assert pagecheck.thin_pages(out) == [], service


# its puzzles explained and its pages drawn: past the suite's 300 s on a busy machine
@pytest.mark.timeout(900)
def test_the_200_puzzle_book_made_for_kdp_keeps_its_answers_short_and_its_pages_full(kdp_200):
    # `book --count 200 --paper 6x9in --bleed --service kdp --explain --seed
    # 2026 --isbn 9780306406157`
    short_answers_and_full_pages(kdp_200, "kdp")


@pytest.mark.timeout(900)
@pytest.mark.parametrize("service", ["ingram", "lulu"])
def test_a_book_of_every_kind_made_for_a_service_keeps_its_answers_short_and_its_pages_full(
    every_kind, service
):
    # `book --count 40 --paper 6x9in --bleed --service S --explain --seed 5
    # --isbn 9780306406157`: IngramSpark's and Lulu's numbers (their margins,
    # gutters, Lulu's bleed on four sides) take the same packing to the same
    # bounds as in their 200-puzzle books
    short_answers_and_full_pages(every_kind(service), service)


@pytest.mark.timeout(900)
def test_the_200_puzzle_book_made_for_kdp_passes_its_preflight(kdp_200):
    # `book --count 200 --paper 6x9in --bleed --pdf --service kdp --explain --seed 2026`
    out = kdp_200
    # what a print service asks, measured from the PDFs (tests/pdfprint.py):
    # no text under 7 pt, no line under 0.75 pt, no transparency
    assert pdfprint.problems(out / "book.pdf") == []
    assert pdfprint.problems(out / "cover.pdf") == []
    result = run("preflight", str(out))  # the service the book was made for
    assert result.exit_code == 0, result.output
    assert result.output.startswith(f"book.pdf, cover.pdf: passes {SERVICES['kdp'].name}: ")


@pytest.mark.timeout(900)
@pytest.mark.parametrize("service", ["ingram", "lulu"])
def test_a_book_of_every_kind_made_for_a_service_passes_its_preflight(every_kind, service):
    # `book --count 40 --paper 6x9in --bleed --pdf --service S --explain --seed 5
    # --isbn 9780306406157`: 8 puzzles of every kind, easy and medium, their
    # keys and steps, over the 24 pages (IngramSpark) and 32 (Lulu) a
    # service's least asks (its answers' share and its pages' fill: the test
    # above)
    out = every_kind(service)
    assert pdfprint.problems(out / "book.pdf") == []
    assert pdfprint.problems(out / "cover.pdf") == []
    result = run("preflight", str(out))  # the service the book was made for
    assert result.exit_code == 0, result.output
    assert result.output.startswith(f"book.pdf, cover.pdf: passes {SERVICES[service].name}: ")
