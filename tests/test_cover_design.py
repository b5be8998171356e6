"""The cover sells the book (issue 52): one ground that wraps back, spine and
front with nothing that changes within 1/16 in of a fold; a title large
enough to read at 160 px wide; the count, "with solutions" and the levels on
the front; a blurb in sentences and a sample puzzle (never its answer) on
the back; spine text only from the service's page count and never under
7 pt; every design passing the print rules (text 7 pt, lines 0.75 pt, no
transparency). Laid out from the corpus's puzzles, never generated."""

from __future__ import annotations

import io
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from domino_puzzles.book_layout import Made, blurb, cover_svg
from domino_puzzles.paper_kind import on_paper
from domino_puzzles.recipe import Part, Recipe
from puzzles.drawing import PT, page
from puzzles.drawing.words import word
from puzzles.words import Words
from solver.registry import KINDS
from tests import corpus, pagecheck

DESIGNS = ("classic", "board", "tiles")
INCH = 25.4


def _made(kinds=("dominosa", "chain"), levels=("easy", "medium"), each=3) -> list[Made]:
    """Sections of corpus puzzles, numbered as a book numbers them."""
    entries = corpus.book_set("book-5")
    made, number = [], 0
    for kind in kinds:
        got = [e.puzzle for e in entries if e.kind.name == kind][:each]
        numbered = []
        for p in got:
            number += 1
            numbered.append((f"{number}.", p))
        made.append(Made(Part(kind, levels, each), KINDS[kind], numbered))
    return made


def _cover(design: str, pages: int = 200, lang: str = "en", **fields) -> str:
    recipe = Recipe(paper="6x9in", lang=lang, service="kdp", cover=design, author="A. Author")
    for k, v in fields.items():
        recipe = Recipe(**{**recipe.__dict__, k: v})
    return cover_svg(recipe, _made(), "Domino Puzzles", pages)


def _texts(svg: str, css: str | None = None) -> list[str]:
    if css:
        return re.findall(rf'<text[^>]*class="{css}"[^>]*>([^<]*)</text>', svg)
    return re.findall(r">([^<>]+)</text>", svg)


def _png(svg: str, dpi: int = 150):
    cairosvg = pytest.importorskip("cairosvg")
    from PIL import Image

    return Image.open(io.BytesIO(cairosvg.svg2png(bytestring=svg.encode(), dpi=dpi))).convert("RGB")


@pytest.mark.parametrize("design", DESIGNS)
def test_nothing_changes_within_a_sixteenth_of_an_inch_of_a_fold(design):
    svg = _cover(design, pages=200)  # a thick spine, with its text
    assert 'class="spine"' in svg
    trim_w, trim_h, spine, bleed = (float(v) for v in ET.fromstring(svg).get("data-cover").split())
    dpi = 120
    image = _png(svg, dpi)
    px = dpi / INCH
    zone = INCH / 16
    ground = image.getpixel((2, 2))
    for fold in (bleed + trim_w, bleed + trim_w + spine):
        # every pixel wholly inside the zone, top to bottom, bleed too (the
        # sheet's last row of pixels is part paper, part nothing)
        x0, x1 = int((fold - zone) * px) + 1, int((fold + zone) * px) - 1
        assert x1 - x0 >= 5
        rows = int((trim_h + 2 * bleed) * px)
        seen = {image.getpixel((x, y)) for x in range(x0, x1 + 1) for y in range(rows)}
        assert seen == {ground}, (design, fold, seen)
    # the test sees a change: the spine's text, 1/16 in further in
    mid = int((bleed + trim_w + spine / 2) * px)
    assert {image.getpixel((mid, y)) for y in range(rows)} != {ground}


@pytest.mark.parametrize("design", DESIGNS)
def test_the_title_reads_at_160_px_wide(design):
    """At 160 px across the front (a shop's thumbnail), the title's capitals
    stand at least 7 px tall: its size on the cover is at least 1/23 of the
    front's width."""
    svg = _cover(design)
    trim_w = float(ET.fromstring(svg).get("data-cover").split()[0])
    sizes = [float(s) for s in re.findall(r'class="title"[^>]*font-size="([0-9.]+)"', svg)]
    sizes += [float(s) for s in re.findall(r'font-size="([0-9.]+)"[^>]*class="title"', svg)]
    assert sizes
    cap_px = min(sizes) * 0.73 * 160 / trim_w  # DejaVu Sans Bold's capitals: 0.73 em
    assert cap_px >= 7, cap_px


@pytest.mark.parametrize("lang", ["en", "nl", "de", "lv"])
def test_the_front_says_the_count_with_solutions_and_the_levels(lang):
    svg = _cover("classic", lang=lang)
    front = " ".join(_texts(svg))
    assert "6" in _texts(svg, "count")
    assert Words(lang)("paper.common.cover_solutions") in front
    for level in ("easy", "medium"):
        assert word(Words(lang), level).capitalize() in front
    # and the back a blurb in sentences, in the book's language
    for para in blurb(Recipe(lang=lang), _made()):
        assert para.endswith(".") and (para[0].isupper() or para[0].isdigit())
        assert page.lines_of(para, 500, 3.9)[0].split()[0] in " ".join(_texts(svg, "blurb"))
    assert on_paper(KINDS["dominosa"]).word(Words(lang), "name") in " ".join(_texts(svg, "blurb"))


def test_the_publishers_blurb_replaces_the_default():
    svg = _cover("classic", blurb="Sixty minutes of dominoes.")
    assert _texts(svg, "blurb") == ["Sixty minutes of dominoes."]


@pytest.mark.parametrize("design", DESIGNS)
def test_the_back_shows_a_sample_puzzle_never_its_answer(design):
    from domino_puzzles.pages import solution_of

    svg = _cover(design)
    (caption,) = _texts(svg, "sample-caption")
    assert caption.startswith("From the book: ")
    made = _made()
    unsolved, solved = [], []
    for m in made:
        drawn = on_paper(m.kind)
        for _, p in m.puzzles:
            unsolved.append(drawn.draw(p, words=Words("en"))[0].tostring())
            solved.append(drawn.draw(p, solution_of(m.kind, p), words=Words("en"))[0].tostring())
    assert any(u in svg for u in unsolved)
    assert not any(s in svg for s in solved)


def test_the_board_designs_sample_is_not_the_puzzle_on_its_front():
    svg = _cover("board")
    made = _made()
    drawings = [
        on_paper(m.kind).draw(p, words=Words("en"))[0].tostring()
        for m in made
        for _, p in m.puzzles
    ]
    assert sum(svg.count(d) for d in drawings) == 2  # the front's and another on the back
    assert all(svg.count(d) <= 1 for d in drawings)


@pytest.mark.parametrize(("service", "least"), [("kdp", 80), ("lulu", 80), ("ingram", 48)])
def test_spine_text_only_from_the_services_page_count_and_at_7_pt(service, least):
    thin = _cover("classic", pages=least - 2, service=service, isbn="9780306406157")
    thick = _cover("classic", pages=300, service=service, isbn="9780306406157")
    assert 'class="spine"' not in thin and 'class="spine"' in thick
    size = float(re.search(r'class="spine".*?font-size="([0-9.]+)"', thick)[1])
    assert size >= 7 * PT - 0.01


@pytest.mark.parametrize("design", DESIGNS)
def test_every_design_passes_the_print_rules(tmp_path, design):
    pytest.importorskip("cairosvg")
    from domino_puzzles.pdf import write_pdf
    from tests import pdfprint

    for pages in (24, 200):
        svg = _cover(design, pages=pages, isbn="9780306406157")
        assert pagecheck.check_cover(svg) == []
        pdf = tmp_path / f"{design}-{pages}.pdf"
        write_pdf([svg], pdf)
        assert pdfprint.problems(pdf) == []
        printed = pdfprint.read(pdf)[0]
        assert printed.smallest_text() >= 7 - 0.01


def test_a_covers_words_come_from_the_catalogs():
    """No English on a Latvian cover but the names it is given."""
    svg = _cover("tiles", lang="lv")
    text = " ".join(_texts(svg))
    for english in ("With solutions", "From the book", "In this book", "Levels", "puzzles"):
        assert english not in text


def test_the_pictures_of_the_covers_are_in_the_docs():
    shown = (Path(__file__).parent.parent / "docs" / "book.md").read_text(encoding="utf-8")
    for design in DESIGNS:
        assert f"pictures/book-cover-{design}.svg" in shown
        assert f"pictures/book-cover-{design}-160.svg" in shown
