"""What the PDFs print, measured from the PDFs (tests/pdfprint.py): no line
under 0.75 pt and no transparency on any page of a book of every kind, its
cover and a worksheet of every age; a black-and-white interior in
DeviceGray; IngramSpark refused without an ISBN (or without Ghostscript)
before any work, and given PDF/X-1a in CMYK."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import main
from domino_puzzles import pdfx
from tests import pdfprint
from tests.books_helpers import SEED, given

pytest.importorskip("cairosvg")
pytest.importorskip("pypdf")

ISBN = "9780306406157"


def make(out: Path, kinds: tuple[str, ...], explain: bool = True, **fields) -> Path:
    """`book --kinds KINDS --count 5 --difficulty medium,hard --seed 2026
    --paper 6x9in --pdf --pad [--explain]` (and `fields`' options), its
    puzzles the corpus's (tests/books_helpers.py): the book generating gives."""
    from domino_puzzles.book_folder import book
    from domino_puzzles.recipe import Recipe, from_options

    levels = ("medium", "hard")
    sections = from_options(list(kinds), list(levels), 5)
    recipe = Recipe(seed=SEED, sections=sections, paper="6x9in", pad=True, **fields)
    book(out, recipe, explain=explain, pdf=True, jobs=1, puzzles=given(kinds, levels, 5))
    return out


EVERY_KIND = ("florentine", "endgame", "blocked", "chain", "dominosa", "regions")


@pytest.fixture(scope="module")
def books(tmp_path_factory) -> dict[str, Path]:
    """A small 6x9in book with its steps, in colour and in greys."""
    base = tmp_path_factory.mktemp("minimums")
    return {
        # with an ISBN: the cover's barcode and its digits are measured too
        "colour": make(base / "colour", EVERY_KIND, service="kdp", isbn=ISBN),
        "bw": make(base / "bw", ("florentine", "dominosa"), interior="bw"),
    }


def _lines_and_transparency(pdf: Path) -> list[str]:
    return [p for p in pdfprint.problems(pdf) if not p.startswith("text under")]


def test_no_text_under_7_pt_no_line_under_075_pt_no_transparency_in_a_book(books):
    pages = pdfprint.read(books["colour"] / "book.pdf")
    # every kind's puzzles and compact keys are in it, a faded Florentine key
    # among them: the keys' labels and numbers are the smallest text
    assert len(pages) >= 24
    assert pdfprint.problems(books["colour"] / "book.pdf") == []
    assert pdfprint.problems(books["colour"] / "cover.pdf") == []
    assert min(page.thinnest_line() for page in pages) >= 0.75 - 0.01
    assert min(page.smallest_text() for page in pages) >= 7 - 0.01


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


@pytest.mark.parametrize("age", [6, 9, 14])  # young, child, older (puzzles/drawing)
@pytest.mark.parametrize(
    "kind", ["florentine", "endgame", "blocked", "chain", "dominosa", "regions"]
)
def test_a_worksheet_of_every_kind_and_age_meets_the_print_minimums(tmp_path, kind, age):
    # `worksheet --kind KIND --age AGE --count 2 --pdf`, its two puzzles of
    # the age's levels from the corpus (tests/books_helpers.py): a sheet
    # prints a puzzle of a level at its reader's sizes whichever it is
    from domino_puzzles.worksheet_folder import levels_for, worksheet
    from solver.registry import KINDS

    out = tmp_path / "sheet"
    puzzles = given([kind], levels_for(KINDS[kind], age, None), 2)
    worksheet(out, kind, count=2, age=age, pdf=True, puzzles=puzzles)
    pdfs = sorted(out.rglob("*.pdf"))
    assert pdfs
    for pdf in pdfs:  # the pupils' sheet and the teacher's key
        assert pdfprint.problems(pdf) == [], pdf.name
    if age == 6:  # a young sheet's PDF read without pypdf, as pypdf reads it
        from tests.test_pdf_content import agrees_on_every_stream

        agrees_on_every_stream(pdfs[0])


def test_ingram_without_an_isbn_is_refused_before_any_work(tmp_path):
    out = tmp_path / "book"
    result = CliRunner().invoke(
        main, ["book", "--service", "ingram", "--count", "5", "--out", str(out), "--quiet"]
    )
    assert result.exit_code == 2
    assert "isbn" in result.output and "IngramSpark" in result.output
    assert not out.exists()


@pytest.fixture(scope="module")
def ingram(tmp_path_factory) -> Path:
    if shutil.which("gs") is None:
        pytest.skip("Ghostscript (gs) is not installed (.ci/run installs it)")
    out = tmp_path_factory.mktemp("ingram") / "book"
    kinds = ("florentine", "chain")
    return make(out, kinds, explain=False, service="ingram", isbn=ISBN, bleed=True)


def test_ingram_gets_pdf_x_1a_in_cmyk_within_240_percent_of_ink(ingram):
    import pypdf

    for name in ("book.pdf", "cover.pdf"):
        data = (ingram / name).read_bytes()
        assert data.startswith(b"%PDF-1.3"), name
        reader = pypdf.PdfReader(ingram / name)
        assert reader.metadata["/GTS_PDFXConformance"] == "PDF/X-1a:2001"
        intents = reader.trailer["/Root"]["/OutputIntents"]
        (intent,) = (i.get_object() for i in intents)
        assert intent["/S"] == "/GTS_PDFX"
        assert intent["/OutputConditionIdentifier"] == "CGATS TR 001"
        pages = pdfprint.read(ingram / name)
        ops = set().union(*(page.colour_ops for page in pages))
        assert ops and ops <= {"k", "K"}, (name, ops)  # CMYK only
        assert max(page.ink for page in pages) <= 2.4 + 1e-6
        assert _lines_and_transparency(ingram / name) == []
        assert all("/TrimBox" in page for page in reader.pages)
    result = CliRunner().invoke(main, ["preflight", str(ingram)], catch_exceptions=False)
    assert result.exit_code == 0, result.output


def test_the_fast_reading_of_content_streams_reads_every_pdf_the_tool_writes(books, ingram):
    # cairo's PDFs in colour and in grey, their covers, Ghostscript's PDF/X,
    # and a worksheet's: every stream read without pypdf, as pypdf reads it
    from tests.test_pdf_content import agrees_on_every_stream

    pdfs = [books["colour"] / "book.pdf", books["colour"] / "cover.pdf", books["bw"] / "book.pdf"]
    pdfs += [ingram / "book.pdf", ingram / "cover.pdf"]
    for pdf in pdfs:
        assert agrees_on_every_stream(pdf) >= 1, pdf


def test_black_is_the_black_plate_alone_and_ink_is_capped():
    assert pdfx.cmyk(0, 0, 0) == (0, 0, 0, 1)
    assert pdfx.cmyk(0.5, 0.5, 0.5) == (0, 0, 0, 0.5)
    c, m, y, k = pdfx.cmyk(0.5, 0, 0)  # a dark red: 250% by plain replacement
    assert c + m + y + k == pytest.approx(2.4)
    assert k == 0.5 and m == y


def test_ingram_without_ghostscript_is_refused_before_any_work(tmp_path, monkeypatch):
    monkeypatch.setattr(pdfx.shutil, "which", lambda name: None)
    out = tmp_path / "book"
    args = ["book", "--service", "ingram", "--isbn", ISBN, "--pdf", "--count", "5"]
    result = CliRunner().invoke(main, [*args, "--out", str(out), "--quiet"])
    assert result.exit_code == 1, result.output
    assert "apt-get install ghostscript" in result.output
    assert not out.exists()
