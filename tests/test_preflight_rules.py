"""The print rules `preflight` checks in a PDF (domino_puzzles/preflight.py
`print_problems`), on small PDFs written here (tests/pdfmaker.py): a PDF that
meets every rule passes every service; each rule broken is named, with its
pages in one line; the print rules of a book made today fail
(tests/test_preflight.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import main
from domino_puzzles.preflight import check_book, read_book
from domino_puzzles.preflight_report import told_all
from tests.pdfmaker import GOOD, book

pytest.importorskip("pypdf")

PDFX = b"/GTS_PDFXVersion (PDF/X-1a:2001) /ISBN (978-0-306-40615-7)"


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def made(tmp_path: Path, name: str = "book.pdf", **kwargs) -> Path:
    path = tmp_path / name
    path.write_bytes(book(**kwargs))
    return path


def checks(path: Path, service: str = "kdp", bw: bool | None = None) -> dict[str, list]:
    problems, _ = check_book(read_book(path), service, bw=bw)
    found: dict[str, list] = {}
    for p in problems:
        found.setdefault(p.check, []).append(p)
    return found


@pytest.mark.parametrize("service", ["kdp", "lulu", "ingram"])
def test_a_pdf_that_meets_every_rule_passes(tmp_path, service):
    path = made(tmp_path, pages=32, info=PDFX, intent=True)
    result = run("preflight", str(path), "--service", service, "--interior", "bw")
    assert result.exit_code == 0, result.output
    assert result.output.startswith("book.pdf: passes ")


def test_text_under_7_pt_once_drawn_is_named_with_its_pages(tmp_path):
    # 9 pt text in a page scaled by 0.7: 6.3 pt on paper
    path = made(tmp_path, content=b"0.7 0 0 0.7 0 0 cm " + GOOD)
    (small,) = {p.measured for p in checks(path)["text_small"]}
    assert small == pytest.approx(6.3)
    problems, _ = check_book(read_book(path))
    lines = told_all(problems)
    assert lines[0] == (
        "book.pdf: text under 7 pt: pages 1-24 (24 spans); smallest 6.3 pt; allowed: at least 7 pt"
    )
    assert "lines under 0.75 pt" in lines[1] and "thinnest 0.7 pt" in lines[1]


def test_text_at_7_pt_and_lines_at_0_75_pt_pass(tmp_path):
    content = GOOD.replace(b"9 Tf", b"7 Tf").replace(b"1 w", b"0.75 w")
    assert checks(made(tmp_path, content=content)) == {}


def test_white_and_invisible_strokes_are_not_lines_that_carry_meaning(tmp_path):
    thin = b"q 0.1 w 1 G 100 250 m 300 250 l S Q "  # white
    unseen = b"q /Clear gs 0.1 w 0 G 100 260 m 300 260 l S Q "  # stroke opacity 0...
    path = made(tmp_path, content=thin + GOOD, resources=b"/ExtGState << /Clear << /CA 1 >> >>")
    assert checks(path) == {}
    path = made(tmp_path, content=unseen + GOOD, resources=b"/ExtGState << /Clear << /CA 0 >> >>")
    assert set(checks(path)) == {"transparency"}  # ...is transparency, but no thin line
    path = made(tmp_path, content=b"q 0.1 w 0 G 100 250 m 300 250 l S Q " + GOOD)
    assert [p.measured for p in checks(path)["line_thin"]][:1] == [0.1]


@pytest.mark.parametrize(
    ("resources", "content", "kind"),
    [
        (b"/ExtGState << /A << /ca 0.5 >> >>", b"/A gs ", "opacity"),
        (b"/ExtGState << /A << /SMask << /S /Luminosity >> >> >>", b"/A gs ", "soft mask"),
        (b"/ExtGState << /A << /BM /Multiply >> >>", b"/A gs ", "blend"),
        (b"", b"", "group"),
    ],
)
def test_transparency_is_named_by_its_kind(tmp_path, resources, content, kind):
    extra = b"/Group << /S /Transparency /CS /DeviceRGB >>" if kind == "group" else b""
    path = made(tmp_path, resources=resources, content=content + GOOD, page_extra=extra)
    found = checks(path)["transparency"]
    assert len(found) == 24 and found[0].measured == [kind]


def test_a_bw_interior_is_grey_only(tmp_path):
    rgb = made(tmp_path, "rgb.pdf", content=b"0.5 0.5 0.5 rg " + GOOD)
    cmyk = made(tmp_path, "cmyk.pdf", content=b"0 0 0 0.5 K " + GOOD)
    assert checks(rgb) == {} and checks(cmyk) == {}  # colour interiors take both
    assert checks(rgb, bw=True)["colour_space"][0].measured == ["rgb"]
    assert checks(cmyk, bw=True)["colour_space"][0].measured == ["cmyk"]
    result = run("preflight", str(rgb), "--interior", "bw")
    assert result.exit_code == 1
    assert "colour space: pages 1-24 (24 colour settings); RGB; allowed: grey" in result.output


def test_ingramspark_asks_pdf_x_markers_no_rgb_and_an_isbn(tmp_path):
    plain = made(tmp_path, "plain.pdf", content=b"0 0 1 rg " + GOOD)
    found = checks(plain, "ingram")
    assert set(found) == {"colour_space", "pdfx_version", "output_intent", "isbn"}
    assert found["colour_space"][0].allowed == ["cmyk", "gray"]
    marked = made(tmp_path, "marked.pdf", info=PDFX, intent=True)
    assert checks(marked, "ingram") == {}
    no_isbn = made(tmp_path, "no-isbn.pdf", info=b"/GTS_PDFXVersion (PDF/X-1a:2001)", intent=True)
    assert set(checks(no_isbn, "ingram")) == {"isbn"}
    assert checks(plain, "kdp") == {}  # KDP asks none of it


def test_the_isbn_of_a_book_folder_is_its_covers(tmp_path):
    folder = tmp_path / "book"
    folder.mkdir()
    made(folder, info=b"/GTS_PDFXVersion (PDF/X-1a:2001)", intent=True)
    (folder / "cover.svg").write_text('<svg data-service="ingram" data-barcode="9780306406157"/>')
    problems, summary = check_book(read_book(folder))
    assert summary.service == "IngramSpark"
    assert "isbn" not in {p.check for p in problems}
    assert {p.check for p in problems} == {"cover_missing"}


def test_what_a_pdf_says_of_itself_is_shown_on_one_printable_line(tmp_path):
    path = made(tmp_path, info=b"/GTS_PDFXVersion (PDF/X-3\x07\nsecond line\t" + b"x" * 500 + b")")
    result = run("preflight", str(path), "--service", "ingram")
    assert result.exit_code == 1
    line = result.output.splitlines()[0]
    assert line.startswith("book.pdf: PDF/X version: PDF/X-3") and line.isprintable()
    assert len(line) < 150
