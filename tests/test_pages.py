"""Printed pages as a reader gets them: sizes measured after every transform,
grey values as a laser prints them, and no answer where a pupil looks."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import main
from puzzles.drawing import KEY_MINIMUM, MINIMUM
from puzzles.words import Words
from solver.registry import KINDS
from tests.pagecheck import measure

KEY_MARKS = ('class="move"', 'class="move-list"', 'class="result"', 'class="score"')


def run(*args: str):
    result = CliRunner().invoke(main, [*args, "--quiet"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result


def check_sizes(path: Path, reader: str, number: int, bound: bool) -> None:
    least = MINIMUM[reader]
    if 'data-section="answers' in path.read_text(encoding="utf-8"):
        least = KEY_MINIMUM  # a book's compact keys are reduced, as puzzle books print them
    m = measure(path.read_text(encoding="utf-8"), number, bound)
    where = f"{path.name}: "
    assert m.text_mm >= least["text"] - 1e-6, where + f"text {m.text_pt:.1f} pt"
    if m.half_mm is not None:
        assert m.half_mm >= least["half"] - 1e-6, where + f"half {m.half_mm:.1f} mm"
    if m.card_mm is not None:
        assert m.card_mm >= least["card"] - 1e-6, where + f"card {m.card_mm:.1f} mm"
    assert m.overflow <= 0.05, where + f"a puzzle reaches {m.overflow:.1f} mm off the page"


@pytest.mark.parametrize(("paper", "lang"), [("a5", "lv"), ("letter", "de")])
def test_every_book_page_meets_the_adult_minimum(tmp_path, paper, lang):
    out = tmp_path / "book"
    run("book", "--count", "8", "--paper", paper, "--lang", lang, "--out", str(out))
    pages = sorted(out.glob("page-*.svg"))
    for number, path in enumerate(pages, 1):
        check_sizes(path, "adult", number, True)
        assert not measure(path.read_text(encoding="utf-8")).outside, path.name
    # every kind is in the book, each with its rules box on its first page
    text = " ".join(p.read_text(encoding="utf-8") for p in pages)
    assert text.count('class="rules"') == len(KINDS)


@pytest.mark.parametrize("paper", ["a4", "a5"])
@pytest.mark.parametrize("example", sorted(Path("examples").glob("*.yaml")), ids=lambda p: p.stem)
def test_render_keeps_a_lone_puzzle_and_its_key_on_the_page(tmp_path, example, paper):
    # One puzzle alone on a page grows to fill it, but never past its edges:
    # a key grown to 3x once ran 160 mm off an A4 page.
    for extra in ([], ["--solution"]):
        out = tmp_path / f"{example.stem}{len(extra)}.svg"
        args = ["render", str(example), "--paper", paper, "--out", str(out), *extra]
        result = CliRunner().invoke(main, args, catch_exceptions=False)
        assert result.exit_code == 0, result.output
        check_sizes(out, "adult", 1, False)


@pytest.mark.parametrize("kind", list(KINDS))
@pytest.mark.parametrize("age", [7, 12])
def test_every_worksheet_page_meets_its_reader_minimum(tmp_path, kind, age):
    out = tmp_path / "ws"
    run("worksheet", "--kind", kind, "--age", str(age), "--count", "2", "--out", str(out))
    pupils = "child" if age <= 10 else "adult"
    for path in sorted(out.glob("pupils/page-*.svg")):
        check_sizes(path, pupils, 1, False)
        svg = path.read_text(encoding="utf-8")
        assert not any(mark in svg for mark in KEY_MARKS), f"{path.name} shows an answer"
    keys = sorted(out.glob("teacher/key-*.svg"))
    assert keys
    for path in keys:
        check_sizes(path, "adult", 1, False)  # the teacher's
    assert any(m in keys[0].read_text(encoding="utf-8") for m in KEY_MARKS)


def test_one_scale_per_kind_in_a_book(tmp_path):
    out = tmp_path / "book"
    # full answers: every key at its puzzles' scale (compact keys have their
    # own, one a kind: tests/test_book_keys.py)
    args = ["--count", "8", "--kinds", "blocked,chain", "--answers", "full"]
    run("book", *args, "--out", str(out))
    scales = {}
    for path in sorted(out.glob("*-*.svg")):
        svg = path.read_text(encoding="utf-8")
        found_title = re.search(r'class="title"[^>]*>([^<]*)<', svg)
        if found_title is None:
            continue
        # a key is drawn at its puzzles' scale: one scale for both
        title = found_title.group(1).removeprefix("Answers: ")
        found = set(
            re.findall(
                r'class="item"[^>]*>(?:<text[^>]*>[^<]*</text>)*'
                r'<g transform="[^"]*scale\(([\d.]+)\)',
                svg,
            )
        )
        if found:
            scales.setdefault(title, set()).update(found)
    assert scales and all(len(s) == 1 for s in scales.values()), scales


def test_per_page_asks_for_fewer_larger_puzzles(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    # on A5: a medium or hard line (books' default levels) is as long as an
    # A4 page is wide at the least half, alone or four to a page
    args = ("book", "--count", "4", "--kinds", "chain", "--paper", "a5")
    run(*args, "--out", str(a))
    run(*args, "--out", str(b), "--per-page", "1")
    pages_a = [p for p in sorted(a.glob("page-*.svg")) if _puzzle_page(p)]
    pages_b = [p for p in sorted(b.glob("page-*.svg")) if _puzzle_page(p)]
    assert len(pages_b) == 4 > len(pages_a)
    half = [measure(p.read_text()).half_mm for p in (pages_a[-1], pages_b[-1])]
    assert half[1] > half[0]


def _puzzle_page(path: Path) -> bool:
    svg = path.read_text(encoding="utf-8")
    return 'class="item"' in svg and ">Answers" not in svg


def test_the_cover_shows_no_answer_and_the_title_page_no_puzzle(tmp_path):
    covers, titles = [], []
    for seed in ("1", "2"):
        out = tmp_path / seed
        # padded to KDP's 24 pages: the spine's width follows the page count,
        # which the puzzles' levels change (a hard puzzle may take a page alone)
        run("book", "--count", "4", "--seed", seed, "--service", "kdp", "--pad", "--out", str(out))
        covers.append((out / "cover.svg").read_text(encoding="utf-8"))
        titles.append((out / "page-01.svg").read_text(encoding="utf-8"))
    # whatever the puzzles, the same title page: it cannot give one away
    assert titles[0] == titles[1]
    assert 'class="board"' not in titles[0] and 'class="item"' not in titles[0]
    # the cover's back shows a sample puzzle of the book, unsolved
    # (tests/test_cover_design.py), so the covers differ, but never a seed
    assert covers[0] != covers[1]
    for cover in covers:
        assert "seed" not in cover and 'class="sample-caption"' in cover


def test_four_colours_differ_in_grey(tmp_path):
    """Rendered and turned grey as a laser printer would, the four colour
    swatches lie at least 15 L* apart."""
    cairosvg = pytest.importorskip("cairosvg")
    from PIL import Image

    from puzzles.drawing import page, style
    from puzzles.drawing.florentine import legend

    dwg = page.new_page("a4")
    g, w, h = legend(Words("en"))
    dwg.add(style.place(g, 10, 10, 3))
    png = cairosvg.svg2png(bytestring=page.text_of(dwg).encode(), dpi=300)
    grey = Image.open(io.BytesIO(png)).convert("L")
    px = 300 / 25.4  # pixels a mm
    values = []
    for i in range(4):
        # a band inside the swatch, clear of its shape disc in the middle
        x0, y0 = (10 + 3 * (15 * i + 0.6)) * px, (10 + 3 * 0.6) * px
        box = (int(x0), int(y0), int(x0 + 3 * 5.8 * px), int(y0 + 3 * 0.8 * px))
        band = sorted(grey.crop(box).tobytes())
        values.append(_lstar(band[len(band) // 2]))
    gaps = sorted(abs(a - b) for i, a in enumerate(values) for b in values[i + 1 :])
    assert gaps[0] >= 15, values


def _lstar(v: int) -> float:
    c = v / 255
    y = c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    return 116 * y ** (1 / 3) - 16 if y > 0.008856 else 903.3 * y


def test_book_pdf_is_vector(tmp_path):
    pytest.importorskip("cairosvg")
    out = tmp_path / "book"
    run("book", "--count", "4", "--out", str(out), "--pdf")
    pdf = (out / "book.pdf").read_bytes()
    assert b"/Image" not in pdf
    assert len(pdf) < 1_000_000


def test_patterns_survive_a_300_dpi_print():
    """Pattern strokes and dots are drawn as plain vector shapes at least three
    300 dpi dots wide (at scale 1, the smallest a page uses), each colour its own."""
    from puzzles.drawing import style

    dot = 25.4 / 300
    square = [(0, 0), (12, 0), (12, 12), (0, 12)]
    seen = {}
    for letter in "GRBO":
        g = style.coloured(letter, square)
        parts = g.elements[1:]
        seen[letter] = {e.elementname for e in parts}
        for e in parts:
            if e.elementname == "line":
                assert float(e.attribs["stroke-width"]) >= 3 * dot
            else:
                assert 2 * float(e.attribs["r"]) >= 3 * dot
    assert seen == {"G": {"circle"}, "R": {"line"}, "B": {"line"}, "O": set()}


# The library's modules that lay out and write the printed pages.
PRINTING = (
    *("domino_puzzles/pages.py", "domino_puzzles/book_layout.py"),
    *("domino_puzzles/book_folder.py", "domino_puzzles/worksheet_folder.py"),
)


def test_printing_commands_name_no_kind():
    """Every fact of a kind comes from its Kind: a fifth kind needs no edit here."""
    root = Path(__file__).parent.parent
    for name in ("cli/printing.py", "cli/worksheet.py", *PRINTING):
        source = (root / name).read_text(encoding="utf-8")
        for kind in KINDS:
            assert f'"{kind}"' not in source and f"'{kind}'" not in source, (name, kind)


def test_every_kind_has_its_paper_half_and_the_solver_draws_nothing():
    """The paper half of a kind is the library's (domino_puzzles/paper_kind.py):
    made from the Kind itself, whose drawing module is only a path to the solver."""
    from domino_puzzles.paper_kind import on_paper
    from solver import api
    from solver.registry import KINDS

    for name, kind in KINDS.items():
        assert on_paper(kind).name == name
        assert on_paper(kind).drawing.__name__ == kind.drawing_module
        assert on_paper(kind).word(Words("en"), "name")
        assert not hasattr(kind, "draw") and not hasattr(kind, "drawing")
    assert not hasattr(api, "draw")


def test_a_new_kind_prints_without_edits(monkeypatch):
    """A kind the printing code has never heard of, drawn from its Kind alone."""
    from dataclasses import replace

    from domino_puzzles.pages import Print, section
    from puzzles.drawing import layout, page
    from solver import registry
    from tests.test_drawing import CHAIN

    new = replace(registry.KINDS["chain"], name="loop")
    monkeypatch.setitem(registry.KINDS, "loop", new)
    puzzle = new.load(CHAIN)
    kind_type = page.Type.for_reader("adult")
    for key in (False, True):
        sec = section(
            new,
            [("1.", puzzle)],
            Print("6x9in", "nl"),
            key=key,
            head=lambda dwg, fr, first: page.header(dwg, fr, kind_type, "loop"),
            footer=str,
        )
        assert layout.flow(sec, "6x9in", 2)
    from domino_puzzles.book_layout import Made, cover_svg
    from domino_puzzles.recipe import Part, Recipe

    made = [Made(Part("loop", ("easy",), 1), new, [("1.", puzzle)])]
    cover = cover_svg(Recipe(lang="nl", paper="a5"), made, "Loops", 24)
    assert "1 puzzel" in cover


@pytest.mark.parametrize("width", [0.0, -4.2, 1.0])
def test_text_wraps_at_a_width_that_holds_no_letter(width):
    """A width of no letter (a board's cards tried beside it in a column that
    leaves no room) gives a letter a line; it ran forever, and a 200-puzzle
    letter book never finished."""
    from puzzles.drawing.page import lines_of

    assert lines_of("Personal card", width, 3.0) == list("Personal") + list("card")


def _plain_lines(content: str, width: float, size: float, bold: bool) -> list[str]:
    """Words wrapped the plain way: each line measured whole as it grows."""
    from puzzles.drawing.page import measure

    lines: list[str] = []
    current = ""
    for w in content.split():
        while len(w) > 1 and measure(w, size, bold) > width:
            cut = len(w)
            while cut > 1 and measure(w[:cut], size, bold) > width:
                cut -= 1
            if current:
                lines.append(current)
                current = ""
            lines.append(w[:cut])
            w = w[cut:]
        joined = f"{current} {w}" if current else w
        if current and measure(joined, size, bold) > width:
            lines.append(current)
            current = w
        else:
            current = joined
    if current:
        lines.append(current)
    return lines


def test_wrapping_word_by_word_gives_the_lines_measuring_each_whole_line_gives():
    """lines_of measures a word at a time and keeps what it wrapped: the same
    lines as measuring every line whole, at widths from none to wide, in
    regular and bold type, with letters the metrics do not know."""
    import random

    from puzzles.drawing.page import lines_of

    rng = random.Random(7)
    letters = "aeilmnorstwWMi.,ĀžßÉ漢 "
    for _ in range(150):
        text = "".join(rng.choice(letters) for _ in range(rng.randrange(0, 120)))
        width = rng.choice([-1.0, 0.0, 0.5, 2.0, 7.3, 20.0, 55.5, 120.0])
        size, bold = rng.choice([2.47, 3.0, 4.94]), rng.random() < 0.3
        expected = _plain_lines(text, width, size, bold)
        got = lines_of(text, width, size, bold)
        assert got == expected, (text, width, size, bold)
        got.append("changed by its caller")  # a fresh list each time: the kept lines stay
        assert lines_of(text, width, size, bold) == expected
