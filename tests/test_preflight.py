"""`domino-puzzles preflight` (domino_puzzles/preflight.py): the problems of a
short book and of doctored PDFs found, a 6x9in book of over 150 pages with bleed
passing KDP, and what IngramSpark and Lulu ask of it that the tool does not
make (today: Lulu's bleed on four sides, both services' 0.5 in margins)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import main
from domino_puzzles import preflight_words
from domino_puzzles.preflight import check_book, read_book
from domino_puzzles.preflight_report import PRINT_CHECKS, summary_line, told, told_all
from domino_puzzles.services import SERVICES
from puzzles.words import Words
from tests import corpus

pypdf = pytest.importorskip("pypdf")
from pypdf.generic import DictionaryObject, NameObject  # noqa: E402

pytest.importorskip("cairosvg")


def run(*args):
    return CliRunner().invoke(main, [*args], catch_exceptions=False)


def make(out: Path, *args: str) -> Path:
    result = run("book", "--out", str(out), "--quiet", *args)
    assert result.exit_code == 0, result.output
    return out


@pytest.fixture(scope="module")
def short(tmp_path_factory) -> Path:
    """A 10-page book: under every service's least page count."""
    out = tmp_path_factory.mktemp("short") / "book"
    return make(out, "--count", "10", "--kinds", "dominosa", "--pdf", "--jobs", "1")


@pytest.fixture(scope="module")
def big(tmp_path_factory) -> Path:
    """A 6x9in book with bleed of over 150 pages (KDP's 151-300 gutter): the
    60 puzzles of the corpus set `book-5` in large print, one a page, their
    keys at full size with their steps (152 pages): `book --count 60 --paper
    6x9in --bleed --large-print --per-page 1 --answers full --explain --pdf
    --seed 5`. A third of the work of the 200-puzzle book with full keys
    (188 pages) it stands for; that book's layout for KDP, 140 pages, passes
    preflight in tests/test_book_services_200.py."""
    out = tmp_path_factory.mktemp("big") / "book"
    return corpus.book(
        out,
        "book-5",
        paper="6x9in",
        bleed=True,
        answers="full",
        large_print=True,
        explain=True,
        per_page=1,
    )


@pytest.fixture(scope="module")
def big_read(big):
    return read_book(big)


def checks(problems) -> set[str]:
    return {p.check for p in problems}


def apart_from_print(problems) -> list:
    """The problems but those of the print rules (text size, lines,
    transparency, colour, PDF/X, ISBN): a book made for KDP is no PDF/X-1a
    file with an ISBN, which IngramSpark asks for."""
    return [p for p in problems if p.check not in PRINT_CHECKS]


def passes(out: Path, service: str | None = None) -> None:
    """A book folder meets its service's numbers and the print rules."""
    problems, _ = check_book(read_book(out), service)
    assert problems == [], [told(p) for p in problems]


def test_a_short_book_is_under_every_services_least_page_count(short):
    result = run("preflight", str(short))
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert lines[0] == "book.pdf: too few pages: 10 pages; allowed: at least 24"
    assert lines[-1].startswith("book.pdf, cover.pdf: ")
    assert ": 1 problem for KDP: 10 pages" in lines[-1]
    for service, least in (("ingram", 18), ("lulu", 32)):
        problems, _ = check_book(read_book(short), service)
        low = [p for p in problems if p.check == "page_count_low"]
        assert [(p.measured, p.allowed) for p in low] == [(10, least)]


def test_a_book_made_today_meets_the_print_rules(short):
    """The books the tool makes meet the print rules (issue 52): no text under
    7 pt, no line under 0.75 pt, no transparency; the summary says they were
    checked. What each rule finds is tested on PDFs made to break it
    (tests/test_preflight_rules.py)."""
    problems, summary = check_book(read_book(short))
    assert summary.print_checked
    assert [told(p) for p in problems if p.check in PRINT_CHECKS] == []


def doctored(short: Path, tmp_path: Path, edit) -> Path:
    out = tmp_path / "book"
    shutil.copytree(short, out)
    for name in ("book.pdf", "cover.pdf"):
        reader = pypdf.PdfReader(str(out / name))
        writer = pypdf.PdfWriter(clone_from=reader)
        edit(name, writer)
        with open(out / name, "wb") as f:
            writer.write(f)
    return out


def test_a_page_of_the_wrong_size_is_named(short, tmp_path):
    def edit(name, writer):
        if name == "book.pdf":
            writer.pages[2].mediabox.upper_right = (612, 792)  # letter, in an A4 book

    problems, _ = check_book(read_book(doctored(short, tmp_path, edit)))
    sizes = [p for p in problems if p.check == "page_size"]
    assert [p.page for p in sizes] == [3]
    assert sizes[0].measured == [215.9, 279.4] and sizes[0].allowed == [[210.0, 297.0]]


def test_a_font_not_embedded_is_named(short, tmp_path):
    def edit(name, writer):
        if name != "book.pdf":
            return
        for page in writer.pages:
            for font in page["/Resources"].get("/Font", {}).values():
                font = font.get_object()
                if "/DescendantFonts" in font:  # a Type0 font: its descriptor is its CID font's
                    font = font["/DescendantFonts"][0].get_object()
                descriptor = font["/FontDescriptor"].get_object()
                descriptor.pop("/FontFile2", None)

    problems, _ = check_book(read_book(doctored(short, tmp_path, edit)))
    fonts = [p for p in problems if p.check == "font"]
    assert {p.measured.split("+")[-1] for p in fonts} == {"DejaVuSans", "DejaVuSans-Bold"}
    # each font once, where first used (the level marks' dots are a second
    # subset of DejaVuSans, a Type0 font, beside its simple TrueType one)
    first: dict[str, int] = {}
    for number, page in enumerate(pypdf.PdfReader(str(short / "book.pdf")).pages, 1):
        for font in page["/Resources"].get("/Font", {}).values():
            first.setdefault(str(font.get_object()["/BaseFont"])[1:], number)
    assert len(first) == 3
    assert {(p.measured, p.page) for p in fonts} == set(first.items()) and len(fonts) == 3


def test_a_cover_of_the_wrong_width_is_named(short, tmp_path):
    def edit(name, writer):
        if name == "cover.pdf":
            box = writer.pages[0].mediabox
            box.upper_right = (float(box.right) + 20, float(box.top))  # 7 mm too wide

    problems, summary = check_book(read_book(doctored(short, tmp_path, edit)))
    (size,) = [p for p in problems if p.check == "cover_size"]
    assert size.measured[0] == pytest.approx(size.allowed[0][0] + 20 * 25.4 / 72, abs=0.02)
    assert summary.stock is None
    result = run("preflight", str(tmp_path / "book"), "--format", "json")
    data = json.loads(result.output)
    assert result.exit_code == 1 and not data["summary"]["passed"]
    assert {"page_count_low", "cover_size"} <= {p["check"] for p in data["problems"]}


def test_a_6x9_book_of_over_150_pages_with_bleed_meets_kdps_numbers(big, big_read):
    problems, summary = check_book(big_read, "kdp")
    assert problems == [], [told(p) for p in problems]
    assert summary.pages > 150 and summary.bleed and summary.stock == "white"
    assert summary.trim == (152.4, 228.6) and summary.print_checked
    interior, _ = check_book(read_book(big / "book.pdf"), "kdp")  # the interior alone
    assert interior == [], [told(p) for p in interior]


def test_ingram_asks_half_an_inch_of_margin(big_read):
    problems, _ = check_book(big_read, "ingram")
    assert checks(apart_from_print(problems)) == {"margin", "cover_size"}
    assert all(p.allowed == pytest.approx(12.7) for p in problems if p.check == "margin")


def test_lulu_asks_bleed_on_four_sides(big_read):
    problems, summary = check_book(big_read, "lulu")
    pages = summary.pages
    sizes = [p for p in problems if p.check == "page_size"]
    assert [p.page for p in sizes] == list(range(1, pages + 1))
    assert sizes[0].allowed == [[152.4, 228.6], [158.75, 234.95]]
    assert {"margin", "cover_size", "cover_margin"} <= checks(problems)
    assert "page_count_low" not in checks(problems)


def test_a_folder_without_pdf_is_checked_from_its_svg(short, tmp_path):
    out = tmp_path / "svg"
    out.mkdir()
    for svg in short.glob("*.svg"):
        shutil.copy(svg, out)
    problems, summary = check_book(read_book(out))
    assert checks(problems) == {"page_count_low"}
    assert not summary.fonts_checked and summary.cover_checked
    assert "fonts not checked" in summary_line(summary)
    (out / "cover.svg").unlink()
    problems, _ = check_book(read_book(out))
    assert "cover_missing" in checks(problems)


@pytest.mark.parametrize("lang", ["en", "nl", "de", "lv"])
def test_every_word_is_in_every_language(short, tmp_path, lang):
    def edit(name, writer):  # a book made today has no transparency: one page is given it
        if name == "book.pdf":
            page = writer.pages[1]
            page[NameObject("/Group")] = DictionaryObject(
                {NameObject("/S"): NameObject("/Transparency")}
            )

    book = doctored(short, tmp_path, edit)
    assert preflight_words.WORDS[lang].keys() == preflight_words.WORDS["en"].keys()
    result = run("preflight", str(book), "--service", "ingram", "--lang", lang)
    assert result.exit_code == 1
    problems, summary = check_book(read_book(book), "ingram")
    assert checks(problems) >= set(PRINT_CHECKS) - {"text_small", "line_thin"} | {"margin"}
    assert result.output.splitlines() == [
        *told_all(problems, Words(lang)),
        summary_line(summary, Words(lang)),
    ]
    for problem in problems:
        told(problem, Words(lang))  # every kind in the words of every language


def test_bad_input_exits_2_naming_the_path(tmp_path):
    (tmp_path / "notes.txt").write_text("hello")
    (tmp_path / "broken.pdf").write_text("hello")
    for path, says in (
        (tmp_path / "nothing", "no such file or folder"),
        (tmp_path, "not a book"),
        (tmp_path / "notes.txt", "not a book"),
        (tmp_path / "broken.pdf", "not a PDF"),
    ):
        result = CliRunner().invoke(main, ["preflight", str(path)])
        assert result.exit_code == 2, result.output
        assert str(path) in result.output and says in result.output


def test_without_pypdf_it_says_so_in_one_line(short, monkeypatch):
    import builtins

    real = builtins.__import__

    def no_pypdf(name, *args, **kwargs):
        if name == "pypdf":
            raise ImportError(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_pypdf)
    result = CliRunner().invoke(main, ["preflight", str(short), "--lang", "nl"])
    assert result.exit_code == 1
    from domino_puzzles.install import install_hint

    assert result.output.strip().splitlines() == [
        f"fout: preflight van een PDF heeft pypdf nodig: {install_hint('pdf')}"
    ]


def test_every_service_profile_is_whole():
    for service in SERVICES.values():
        assert service.min_pages < service.max_pages
        assert service.gutter(service.max_pages) >= service.gutter(service.min_pages)
        assert service.spine(200, "white") > 0 and service.spine(200, "cream") > 0
