"""`book --service kdp|ingram|lulu` (domino_puzzles/services.py, the one
source of the numbers `preflight` checks too): a short book refused or
padded, TrimBox and BleedBox in the PDFs, a black-and-white interior, the
publisher's fields (ISBN and its EAN-13 barcode, blurb, copyright, edition,
dedication, right-hand section starts) and the cover designs; and a
200-puzzle 6x9in book made for each service passing its preflight."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import main
from domino_puzzles.preflight import check_book, read_book
from domino_puzzles.recipe import isbn_digits
from domino_puzzles.services import SERVICES
from puzzles.drawing import barcode
from puzzles.errors import BadInput
from tests import pagecheck
from tests.generate_once import generated_once  # noqa: F401 (the fixture, used below)
from tests.test_preflight import make, run

pypdf = pytest.importorskip("pypdf")
pytest.importorskip("cairosvg")

# the short book of ten Dominosa puzzles is made by a dozen tests, for every
# service, with and without bleed, of every cover: its puzzles are generated
# once for the module (tests/generate_once.py), the same puzzles every time
pytestmark = pytest.mark.usefixtures("generated_once")

PT = 72 / 25.4
ISBN = "9780306406157"  # the ISBN-13 of the standard's examples (check digit 7)


def recipe(tmp_path: Path, text: str) -> str:
    path = tmp_path / "recipe.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


SHORT = ("--count", "10", "--kinds", "dominosa", "--paper", "6x9in", "--jobs", "1")


@pytest.mark.parametrize("service", ["kdp", "ingram", "lulu"])
def test_a_short_book_is_refused_naming_the_service_before_anything_is_written(tmp_path, service):
    out = tmp_path / "book"
    result = run(
        "book", *SHORT, "--service", service, "--out", str(out), "--quiet", "--pdf", "--isbn", ISBN
    )
    name, least = SERVICES[service].name, SERVICES[service].min_pages
    assert result.exit_code == 2
    if least > 18:  # IngramSpark's 18 pages: ten puzzles make a book long enough
        assert f"{name} prints at least {least} pages: this book would have " in result.output
        assert "pad: true" in result.output
        assert not out.exists()


def test_a_short_book_is_padded_with_notes_pages(tmp_path):
    out = make(tmp_path / "book", *SHORT, "--service", "lulu", "--pad")
    pages = sorted(out.glob("page-*.svg"))
    assert len(pages) == 32
    texts = [" ".join(pagecheck.measure(p.read_text()).texts) for p in pages]
    assert sum(t.startswith("Notes") for t in texts) >= 10
    nl = recipe(
        tmp_path,
        "lang: nl\npaper: 6x9in\nservice: kdp\npad: true\n"
        "sections: [{kind: dominosa, difficulty: easy, count: 4}]\n",
    )
    out = make(tmp_path / "nl", nl)
    texts = [p.read_text() for p in sorted(out.glob("page-*.svg"))]
    assert len(texts) == 24 and any("Aantekeningen" in t for t in texts)


def _boxes(path: Path):
    reader = pypdf.PdfReader(str(path))
    return [
        ([float(v) for v in p.mediabox], [float(v) for v in p.trimbox], p.get("/BleedBox"))
        for p in reader.pages
    ]


@pytest.mark.parametrize(("service", "four"), [("kdp", False), ("ingram", False), ("lulu", True)])
def test_trim_and_bleed_boxes_are_set_for_each_service(tmp_path, service, four):
    out = make(
        tmp_path / "book", *SHORT, "--service", service, "--pad", "--bleed", "--pdf", "--isbn", ISBN
    )
    w, h, b = 6 * 72, 9 * 72, 0.125 * 72
    for number, (media, trim, bleed) in enumerate(_boxes(out / "book.pdf"), 1):
        assert media == pytest.approx([0, 0, w + (2 if four else 1) * b, h + 2 * b], abs=0.01)
        left = b if four or number % 2 == 0 else 0.0
        assert trim == pytest.approx([left, b, left + w, b + h], abs=0.01)
        # IngramSpark's PDF/X-1a (Ghostscript) gives the boxes to 0.01 pt
        assert [float(v) for v in bleed] == pytest.approx(media, abs=0.01)
    ((media, trim, bleed),) = _boxes(out / "cover.pdf")
    assert trim == pytest.approx([b, b, media[2] - b, media[3] - b], abs=0.01)
    assert [float(v) for v in bleed] == pytest.approx(media, abs=0.01)
    # without bleed every box is the trim
    plain = make(tmp_path / "plain", *SHORT, "--service", service, "--pad", "--pdf", "--isbn", ISBN)
    for media, trim, _ in _boxes(plain / "book.pdf"):
        assert trim == pytest.approx(media, abs=0.01)
        assert media == pytest.approx([0, 0, w, h], abs=0.01)


def _colours_and_groups(path: Path):
    from pypdf.generic import ContentStream

    reader = pypdf.PdfReader(str(path))
    colours, groups, alphas = set(), 0, 0

    def walk(obj, depth=0):
        nonlocal groups, alphas
        group = obj.get("/Group")
        if group is not None and group.get_object().get("/S") == "/Transparency":
            groups += 1
        resources = (obj.get("/Resources") or {}).get_object() if "/Resources" in obj else {}
        for state in (resources.get("/ExtGState") or {}).values():
            state = state.get_object()
            if float(state.get("/ca", 1)) < 1 or float(state.get("/CA", 1)) < 1:
                alphas += 1
            if state.get("/SMask") not in (None, "/None"):
                alphas += 1
        for form in (resources.get("/XObject") or {}).values():
            if depth < 6:
                walk(form.get_object(), depth + 1)

    for page in reader.pages:
        walk(page)
        for operands, op in ContentStream(page.get_contents(), reader).operations:
            if op in (b"rg", b"RG", b"sc", b"scn", b"SC", b"SCN") and len(operands) == 3:
                values = {round(float(v), 4) for v in operands}
                if len(values) > 1:
                    colours.add(tuple(float(v) for v in operands))
    return colours, groups, alphas


def _with_transparency(path: Path, out: Path) -> Path:
    """`path` with a transparency group and a half-transparent fill on its first page."""
    from pypdf.generic import DictionaryObject, FloatObject, NameObject

    writer = pypdf.PdfWriter(clone_from=pypdf.PdfReader(str(path)))
    page = writer.pages[0]
    page[NameObject("/Group")] = DictionaryObject({NameObject("/S"): NameObject("/Transparency")})
    resources = page["/Resources"].get_object()
    states = resources.setdefault(NameObject("/ExtGState"), DictionaryObject()).get_object()
    states[NameObject("/half")] = DictionaryObject({NameObject("/ca"): FloatObject(0.5)})
    with open(out, "wb") as f:
        writer.write(f)
    return out


def test_a_bw_interior_has_no_colour_and_no_transparency(tmp_path):
    args = ("--count", "4", "--kinds", "florentine,dominosa", "--paper", "6x9in", "--pdf")
    colour = make(tmp_path / "colour", *args, "--jobs", "1")
    bw = make(tmp_path / "bw", *args, "--interior", "bw", "--jobs", "1")
    found, groups, alphas = _colours_and_groups(colour / "book.pdf")
    assert found  # the colour book has colours: the check can see them
    assert (groups, alphas) == (0, 0)  # no page needs transparency, even in colour
    seen = _colours_and_groups(_with_transparency(colour / "book.pdf", tmp_path / "t.pdf"))
    assert seen[1] and seen[2]  # a transparency group and an alpha: the check can see them
    found, groups, alphas = _colours_and_groups(bw / "book.pdf")
    assert (found, groups, alphas) == (set(), 0, 0)
    svg = " ".join(p.read_text() for p in bw.glob("page-*.svg"))
    assert "opacity" not in svg
    for colour_hex in re.findall(r"#([0-9a-f]{6})\b", svg):
        assert colour_hex[0:2] == colour_hex[2:4] == colour_hex[4:6]
    assert pagecheck.check_folder(bw) == []


# -- the ISBN and its barcode ---------------------------------------------
L_TABLE = {  # EAN-13's code table (ISO/IEC 15420), written out again here
    "0001101": 0, "0011001": 1, "0010011": 2, "0111101": 3, "0100011": 4,
    "0110001": 5, "0101111": 6, "0111011": 7, "0110111": 8, "0001011": 9,
}  # fmt: skip
FIRST = {
    "LLLLLL": 0, "LLGLGG": 1, "LLGGLG": 2, "LLGGGL": 3, "LGLLGG": 4,
    "LGGLLG": 5, "LGGGLL": 6, "LGLGLG": 7, "LGLGGL": 8, "LGGLGL": 9,
}  # fmt: skip


def decode(bits: str) -> str:
    """The 13 digits of 95 EAN-13 modules, read with the table above."""
    assert len(bits) == 95 and bits[:3] == "101" and bits[45:50] == "01010" and bits[-3:] == "101"
    invert = str.maketrans("01", "10")
    left, parity = [], ""
    for i in range(6):
        code = bits[3 + 7 * i : 10 + 7 * i]
        if code in L_TABLE:
            left.append(L_TABLE[code])
            parity += "L"
        else:  # G: the R code reversed, R the L code inverted
            left.append(L_TABLE[code[::-1].translate(invert)])
            parity += "G"
    right = [L_TABLE[bits[50 + 7 * i : 57 + 7 * i].translate(invert)] for i in range(6)]
    return "".join(str(d) for d in [FIRST[parity], *left, *right])


def bars_of(svg: str) -> str:
    """The modules the cover's barcode draws, from its bars' x and width."""
    root = ET.fromstring(svg)
    bars = [e for e in root.iter() if e.get("class") == "bar"]
    assert bars
    xs = [(float(e.get("x")), float(e.get("width"))) for e in bars]
    x0 = xs[0][0]
    module = (xs[-1][0] + xs[-1][1] - x0) / 95
    bits = ["0"] * 95
    for x, w in xs:
        start = round((x - x0) / module)
        for i in range(start, start + round(w / module)):
            bits[i] = "1"
    return "".join(bits)


@pytest.mark.parametrize("digits", [ISBN, "9781234567897", "9791032300824"])
def test_the_barcode_encodes_the_isbn(digits):
    assert decode(barcode.modules(digits)) == digits


@pytest.mark.parametrize("service", ["kdp", "lulu"])
def test_the_isbn_is_drawn_in_the_services_barcode_area(tmp_path, service):
    out = make(
        tmp_path / "book", *SHORT, "--isbn", "978-0-306-40615-7", "--service", service, "--pad"
    )
    svg = (out / "cover.svg").read_text()
    assert decode(bars_of(svg)) == ISBN
    assert "ISBN 978-0-306-40615-7" in (out / "page-02.svg").read_text()
    problems, summary = check_book(read_book(out))
    assert problems == [] and summary.service == SERVICES[service].name


@pytest.mark.parametrize(
    ("value", "says"),
    [
        ("978-0-306-40615-8", "its check digit is 8, it should be 7"),
        ("0306406152", "not an ISBN-13"),
        ("1234567890128", "starts with 978 or 979"),
    ],
)
def test_a_wrong_isbn_is_refused_by_the_option_and_the_recipe(tmp_path, value, says):
    with pytest.raises(BadInput, match=says):
        isbn_digits(value)
    result = CliRunner().invoke(main, ["book", "--isbn", value, "--out", str(tmp_path / "o")])
    assert result.exit_code == 2 and says in result.output
    path = recipe(tmp_path, f'isbn: "{value}"\nsections: [{{kind: chain, count: 2}}]\n')
    result = CliRunner().invoke(main, ["book", path, "--out", str(tmp_path / "o")])
    assert result.exit_code == 2 and "isbn" in result.output and says in result.output
    assert not (tmp_path / "o").exists()


# -- the publisher's words ---------------------------------------------------
PUBLISHED = """\
title: Dominoes
author: A. Author
copyright: "© 2026 Small Press. Reproduce freely for a classroom."
edition: First edition, 2026
dedication: For Anna, who lays the first tile.
blurb: Sixty minutes of dominoes, and not one guess needed.
right_pages: {right}
paper: 6x9in
seed: 3
sections:
  - {{kind: chain, difficulty: easy, count: 3}}
  - {{kind: dominosa, difficulty: easy, count: 3}}
"""


def _texts(out: Path) -> list[str]:
    pages = sorted(out.glob("page-*.svg"))
    return [" ".join(pagecheck.measure(p.read_text()).texts) for p in pages]


def test_the_publishers_words_are_used_as_given(tmp_path):
    out = make(tmp_path / "book", recipe(tmp_path, PUBLISHED.format(right="true")))
    texts = _texts(out)
    assert "Dominoes" in texts[0]
    assert "Small Press. Reproduce freely for a classroom." in texts[1]
    assert "First edition, 2026" in texts[1]
    assert "All rights reserved" not in texts[1] and "domino-puzzles" not in texts[1]
    assert texts[2] == "For Anna, who lays the first tile."
    cover_text = " ".join(re.findall(r">([^<>]+)</text>", (out / "cover.svg").read_text()))
    assert "Sixty minutes of dominoes" in cover_text and "puzzles:" not in cover_text
    assert pagecheck.check_folder(out) == []


def test_sections_start_on_a_right_hand_page_only_when_asked(tmp_path):
    starts = {}
    for right in ("true", "false"):
        path = recipe(tmp_path, PUBLISHED.format(right=right))
        texts = _texts(make(tmp_path / right, path))
        names = ("Domino chain", "Dominosa")
        starts[right] = [
            i
            for i, t in enumerate(texts, 1)
            if t.startswith(names) and not texts[i - 2].startswith(t.split(":")[0][:8])
        ]
    assert len(starts["true"]) == 2 and all(n % 2 == 1 for n in starts["true"])
    assert len(starts["false"]) == 2 and starts["false"] != starts["true"]


@pytest.mark.parametrize(
    ("field", "value", "says"),
    [
        ("dedication", '"a\\u0000b"', "plain text"),
        ("blurb", "x" * 1001, "at most 1000"),
        ("edition", '"two\\nlines"', ""),
        ("service", "amazon", "is not one of kdp, ingram, lulu"),
        ("interior", "grey", "is not one of colour, bw"),
        ("cover", "photo", "is not one of classic, board, tiles"),
        ("pad", "yes", "must be true or false"),
        ("right_pages", "1", "must be true or false"),
    ],
)
def test_every_new_field_is_checked(tmp_path, field, value, says):
    path = recipe(tmp_path, f"{field}: {value}\nsections: [{{kind: chain, count: 2}}]\n")
    result = CliRunner().invoke(main, ["book", path, "--out", str(tmp_path / "o")])
    assert result.exit_code == 2, result.output
    assert field in result.output and says in result.output


@pytest.mark.parametrize("design", ["classic", "board", "tiles"])
def test_every_cover_design_keeps_inside_the_services_numbers(tmp_path, design):
    out = make(tmp_path / "book", *SHORT, "--service", "lulu", "--pad", "--cover", design)
    svg = (out / "cover.svg").read_text()
    assert pagecheck.check_cover(svg) == []
    problems, _ = check_book(read_book(out))
    assert problems == [], problems
    if design != "classic":
        assert 'class="cover-tiles"' in svg or design == "board"
