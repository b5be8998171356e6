"""Hostile books for `preflight`: every file, however built, ends in exit 0, 1
or 2 within the CPU bound of tests/hostile_runner.py and a 2 GB cap, with
one clean line on 2 naming the file.

What is not a regular file (a FIFO, a link to /dev/zero) or is past the size
cap (a sparse file of 3 GB) is refused before it is read, as a PDF and as a
book folder's SVG page; a PDF whose walk would not end (a form that draws
itself 20 times, 8 deep) spends the document's budget and is "too complex
to check"; a font's width range of two billion codes is clamped; 99,000
pages are reported before any page is walked; a failure of the walk is said
with the file and the page; pypdf says nothing. The PDFs are written here
(tests/pdfmaker.py).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from domino_puzzles import sheets_pdf
from domino_puzzles.preflight_report import Problem, Summary, report_json
from tests.hostile_runner import HANG, assert_clean_error, run_all
from tests.pdfmaker import GOOD, book, pdf, stream
from tests.test_hostile_input import MEMORY

pytest.importorskip("pypdf")

SPARSE = 3 * 1024**3


def _sparse(path: Path) -> str:
    with path.open("wb") as f:
        f.truncate(SPARSE)
    return str(path)


def _folder(folder: Path, name: str, make) -> str:
    """A book folder whose page-01.svg (or the file `make` makes) is hostile."""
    out = folder / name
    out.mkdir()
    make(out / "page-01.svg")
    return str(out)


def _form_drawing_itself(calls: int, moving: bool = False) -> bytes:
    """A page that draws form 8, which draws itself `calls` times (`moving`:
    each time elsewhere and smaller, so that no two draws are alike)."""
    draws = b" ".join([b"1 0 0 1 1 1 cm /X0 Do" if moving else b"/X0 Do"] * calls)
    matrix = b" /Matrix [0.9 0 0 0.9 1 1]" if moving else b""
    return pdf(
        {
            1: b"<< /Type /Catalog /Pages 2 0 R >>",
            2: b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            3: b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 432 648] /Contents 4 0 R"
            b" /Resources << /XObject << /X0 8 0 R >> >> >>",
            4: stream(b"<< >>", b"/X0 Do"),
            8: stream(
                b"<< /Type /XObject /Subtype /Form /BBox [0 0 10 10]"
                + matrix
                + b" /Resources << /XObject << /X0 8 0 R >> >> >>",
                b"0 0 m 1 1 l S " + draws,
            ),
        }
    )


def _wide_font() -> bytes:
    """A Type 0 font whose widths say `0 2000000000 500`: one width for two
    billion codes."""
    return pdf(
        {
            1: b"<< /Type /Catalog /Pages 2 0 R >>",
            2: b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            3: b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 432 648] /Contents 4 0 R"
            b" /Resources << /Font << /F1 5 0 R >> >> >>",
            4: stream(b"<< >>", b"BT /F1 9 Tf 100 100 Td <00410042> Tj ET"),
            5: b"<< /Type /Font /Subtype /Type0 /BaseFont /X /Encoding /Identity-H"
            b" /DescendantFonts [6 0 R] >>",
            6: b"<< /Type /Font /Subtype /CIDFontType2 /BaseFont /X"
            b" /W [0 2000000000 500] /DW 1000 >>",
        }
    )


def _broken_xref(objects: int) -> bytes:
    """A PDF of `objects` objects whose cross-reference table points nowhere:
    pypdf warns once an object, and that is not to reach the terminal."""
    data = bytearray(book(pages=objects))
    at = data.rindex(b"xref\n")
    lines = bytes(data[at:]).split(b"\n")
    for i, line in enumerate(lines):
        if line.endswith(b" 00000 n "):
            lines[i] = b"%010d 00000 n " % (7 + i)
    return bytes(data[:at]) + b"\n".join(lines)


def cases(folder: Path) -> dict[str, tuple[list[str], set[int], list[str]]]:
    """name -> (preflight's arguments, the exits allowed, words of the error on 2)."""

    def write(name: str, data: bytes) -> str:
        path = folder / name
        path.write_bytes(data)
        return str(path)

    fifo = folder / "x.pdf"
    os.mkfifo(fifo)
    zero = folder / "z.pdf"
    zero.symlink_to("/dev/zero")
    big_number = b"1" + b"0" * 400
    huge = b"1" + b"0" * 40  # pypdf reads no number past a length
    huge_cm = huge + b" 0 0 " + huge + b" 0 0 cm "
    return {
        "fifo-pdf": ([str(fifo)], {2}, ["not a regular file"]),
        "link-to-dev-zero": ([str(zero)], {2}, ["not a regular file"]),
        "sparse-3-gb": ([_sparse(folder / "s.pdf")], {2}, ["larger than 200 MB"]),
        "folder-fifo-page": (
            [_folder(folder, "fifo-book", os.mkfifo)],
            {2},
            ["page-01.svg", "not a regular file"],
        ),
        "folder-dev-zero-page": (
            [_folder(folder, "zero-book", lambda p: p.symlink_to("/dev/zero"))],
            {2},
            ["page-01.svg", "not a regular file"],
        ),
        "folder-sparse-page": (
            [_folder(folder, "sparse-book", _sparse)],
            {2},
            ["page-01.svg", "larger than 10 MB"],
        ),
        "form-draws-itself-20-times": (
            [write("form20.pdf", _form_drawing_itself(20))],
            {2},
            ["form20.pdf", "too complex to check"],
        ),
        "a-moving-form-draws-itself-20-times": (
            [write("moving.pdf", _form_drawing_itself(20, moving=True))],
            {2},
            ["moving.pdf", "too complex to check"],
        ),
        "form-draws-itself-3-times": (
            [write("form3.pdf", _form_drawing_itself(3))],
            {0, 1},
            [],
        ),
        "widths-of-two-billion-codes": ([write("wide.pdf", _wide_font())], {0, 1}, []),
        "99000-pages": ([write("pages.pdf", book(pages=99_000))], {1}, []),
        "99000-pages-said-to-be-24": (
            [write("lying.pdf", book(pages=99_000, count=24))],
            {1},
            [],
        ),
        "1000-pages-of-one-stream": (
            [write("shared.pdf", book(pages=1000, content=GOOD * 100))],
            {1},
            [],
        ),
        "broken-cross-references": ([write("xref.pdf", _broken_xref(3000))], {0, 1, 2}, []),
        "a-number-of-400-digits": (
            [write("digits.pdf", book(content=big_number + b" 0 0 1 0 0 cm " + GOOD))],
            {2},
            ["digits.pdf", "too complex to check"],
        ),
        "positions-past-the-range": (
            [write("inf.pdf", book(content=huge_cm * 12 + GOOD))],
            {2},
            ["inf.pdf", "page 1", "past the range"],
        ),
        "positions-past-the-range-as-json": (
            [write("overflow.pdf", book(content=huge_cm * 12 + GOOD)), "--format", "json"],
            {2},
            ["overflow.pdf", "past the range"],
        ),
        "arrays-nested-5000-deep": (
            [write("deep.pdf", book(content=b"[" * 5000 + b"]" * 5000 + b" TJ"))],
            {2},
            ["deep.pdf"],
        ),
        "an-operator-without-operands": (
            [write("index.pdf", book(content=b"m S"))],
            {2},
            ["index.pdf", "cannot be checked: page 1: IndexError"],
        ),
        "a-render-mode-of-a-name": (
            [write("value.pdf", book(content=b"BT /X Tr ET"))],
            {2},
            ["value.pdf", "cannot be checked: page 1: ValueError"],
        ),
        "a-page-tree-of-itself": (
            [
                write(
                    "loop.pdf",
                    pdf(
                        {
                            1: b"<< /Type /Catalog /Pages 2 0 R >>",
                            2: b"<< /Type /Pages /Kids [2 0 R] /Count 1 >>",
                        }
                    ),
                )
            ],
            {1, 2},
            ["loop.pdf"],
        ),
    }


NAMES = (
    "fifo-pdf",
    "link-to-dev-zero",
    "sparse-3-gb",
    "folder-fifo-page",
    "folder-dev-zero-page",
    "folder-sparse-page",
    "form-draws-itself-20-times",
    "a-moving-form-draws-itself-20-times",
    "form-draws-itself-3-times",
    "widths-of-two-billion-codes",
    "99000-pages",
    "99000-pages-said-to-be-24",
    "1000-pages-of-one-stream",
    "broken-cross-references",
    "a-number-of-400-digits",
    "positions-past-the-range",
    "positions-past-the-range-as-json",
    "arrays-nested-5000-deep",
    "an-operator-without-operands",
    "a-render-mode-of-a-name",
    "a-page-tree-of-itself",
)


@pytest.fixture(scope="module")
def results(tmp_path_factory):
    folder = tmp_path_factory.mktemp("hostile-pdf")
    made = cases(folder)
    assert tuple(made) == NAMES
    found = run_all(
        [
            {"name": name, "args": ["preflight", *args], "cwd": str(folder)}
            for name, (args, _, _) in made.items()
        ],
        folder,
        MEMORY,
    )
    return made, found


@pytest.mark.parametrize("name", NAMES)
def test_a_hostile_book_ends_in_0_1_or_2_at_once(results, name):
    made, found = results
    args, exits, words = made[name]
    result = found[name]
    assert result["crash"] is None, result
    assert result["exit"] in exits, result
    assert result["cpu"] < HANG, result["cpu"]
    assert len(result["stderr"].splitlines()) <= 1, result["stderr"][:2000]  # pypdf is quiet
    if result["exit"] == 2:
        named = f"{args[0]}/page-01.svg" if name.startswith("folder-") else args[0]
        assert_clean_error(result, named, words)
    elif "--format" in args:
        json.loads(result["stdout"], parse_constant=lambda name: pytest.fail(name))


def test_99000_pages_are_reported_before_any_page_is_walked(results):
    _, found = results
    out = found["99000-pages"]["stdout"]
    assert out.startswith("pages.pdf: too many pages: 99000 pages; allowed: at most 828\n"), out
    # a page tree that holds more than its root says is counted to past the most, no further
    out = found["99000-pages-said-to-be-24"]["stdout"]
    assert out.startswith("lying.pdf: too many pages: 1201+ pages; allowed: at most 828\n"), out


def test_pages_sharing_a_stream_parse_it_once(tmp_path, monkeypatch):
    path = tmp_path / "shared.pdf"
    path.write_bytes(book(pages=30))
    parsed = []
    real = sheets_pdf._Reading._data
    monkeypatch.setattr(
        sheets_pdf._Reading, "_data", lambda self, s: parsed.append(1) or real(self, s)
    )
    read = sheets_pdf.read_pdf_book(path)
    assert len(read.sheets) == 30 and len(parsed) == 1


def test_json_never_holds_a_number_json_cannot():
    problem = Problem("book.pdf", 3, "margin", float("-inf"), 12.7, "mm", "path", 1)
    summary = Summary("KDP", ("book.pdf",), 24, (float("nan"), 228.6), False, None, 1, True, False)
    text = json.dumps(report_json([problem], summary), allow_nan=False)
    data = json.loads(text)
    assert data["problems"][0]["measured"] is None and data["summary"]["trim_mm"][0] is None
