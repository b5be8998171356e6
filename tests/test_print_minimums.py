"""What the PDFs print, measured from the PDFs (tests/pdfprint.py): no line
under 0.75 pt and no transparency on any page of a book of every kind, its
cover and a worksheet of every age; a black-and-white interior in
DeviceGray; IngramSpark refused without an ISBN before any work."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import main
from tests import pdfprint
from tests.test_preflight import make

pytest.importorskip("cairosvg")
pytest.importorskip("pypdf")

KINDS = ("florentine", "endgame", "blocked", "chain", "dominosa")


@pytest.fixture(scope="module")
def books(tmp_path_factory) -> dict[str, Path]:
    """A small 6x9in book with its steps, in colour and in greys."""
    base = tmp_path_factory.mktemp("minimums")
    args = ("--count", "5", "--paper", "6x9in", "--pdf", "--jobs", "1", "--explain", "--pad")
    return {
        "colour": make(base / "colour", *args, "--service", "kdp"),
        "bw": make(base / "bw", *args, "--interior", "bw", "--kinds", "florentine,dominosa"),
    }


def _lines_and_transparency(pdf: Path) -> list[str]:
    return [p for p in pdfprint.problems(pdf) if not p.startswith("text under")]


def test_no_line_under_075_pt_and_no_transparency_in_a_book_of_every_kind(books):
    pages = pdfprint.read(books["colour"] / "book.pdf")
    # every kind's puzzles and keys are in it: a faded Florentine key among them
    assert len(pages) >= 24
    assert _lines_and_transparency(books["colour"] / "book.pdf") == []
    assert _lines_and_transparency(books["colour"] / "cover.pdf") == []
    assert min(page.thinnest_line() for page in pages) >= 0.75 - 0.01


def test_a_books_steps_are_7_pt_at_least(books):
    # the steps beside a compact key: the smallest running text of a book
    steps = [
        size
        for page in pdfprint.read(books["colour"] / "book.pdf")
        for size, text in page.text
        if len(text) > 20
    ]
    assert steps and min(steps) >= 7 - 0.01


def test_a_black_and_white_interior_is_in_devicegray(books):
    pages = pdfprint.read(books["bw"] / "book.pdf")
    ops = set().union(*(page.colour_ops for page in pages))
    assert ops <= {"g", "G"}, ops
    assert not any(page.transparent for page in pages)
    # the colour one draws in RGB: the test sees the difference
    colour = set().union(*(p.colour_ops for p in pdfprint.read(books["colour"] / "book.pdf")))
    assert "rg" in colour


@pytest.mark.parametrize("age", [6, 9, 14])
def test_a_worksheet_of_every_age_has_no_thin_line_nor_transparency(tmp_path, age):
    out = tmp_path / "sheet"
    result = CliRunner().invoke(
        main,
        ["worksheet", "--kind", "florentine", "--age", str(age), "--count", "2"]
        + ["--pdf", "--quiet", "--out", str(out)],
        catch_exceptions=False,
    )
    assert result.exit_code == 0, result.output
    pdfs = sorted(out.rglob("*.pdf"))
    assert pdfs
    for pdf in pdfs:
        assert _lines_and_transparency(pdf) == [], pdf.name
        assert min(page.smallest_text() for page in pdfprint.read(pdf)) >= 7 - 0.01, pdf.name


def test_ingram_without_an_isbn_is_refused_before_any_work(tmp_path):
    out = tmp_path / "book"
    result = CliRunner().invoke(
        main, ["book", "--service", "ingram", "--count", "5", "--out", str(out), "--quiet"]
    )
    assert result.exit_code == 2
    assert "isbn" in result.output and "IngramSpark" in result.output
    assert not out.exists()
