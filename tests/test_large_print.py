"""Large print and one puzzle a page (issue 52, item 4): `book --large-print`
prints every puzzle's text at 14 pt at least (measured from the PDF), the
puzzles one or two a page, drawn to fill it, and the rules and answers
larger than a book's; `--per-page 1` draws a puzzle to fill its page and
centres it. The books lay out puzzles of tests/corpus/ (two of each kind),
made once for the module on a 6x9in page and on letter."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

import domino_puzzles as dp
from cli.main import main
from domino_puzzles.book_folder import book
from domino_puzzles.recipe import Recipe, from_options
from puzzles.drawing import page
from tests import pagecheck, pdfprint
from tests.corpus import FOLDER

KINDS = ("florentine", "endgame", "blocked", "chain", "dominosa")
PAPERS = ("6x9in", "letter")


def _puzzles() -> list:
    return [
        entry
        for kind in KINDS
        for entry in list(dp.load_file(str(FOLDER / f"{kind}-medium-5.yaml")).puzzles)[:2]
    ]


def _make(out: Path, paper: str, pdf: bool, per_page: int | None = None, **fields) -> Path:
    puzzles = _puzzles()
    sections = from_options(list(KINDS), ["medium"], len(puzzles))
    recipe = Recipe(seed=5, sections=sections, paper=paper, **fields)
    book(out, recipe, per_page=per_page, pdf=pdf, jobs=1, puzzles=puzzles, explain=True)
    return out


@pytest.fixture(scope="module")
def large(tmp_path_factory) -> dict[str, Path]:
    base = tmp_path_factory.mktemp("large")
    return {paper: _make(base / paper, paper, True, large_print=True) for paper in PAPERS}


@pytest.fixture(scope="module")
def one_a_page(tmp_path_factory) -> dict[str, Path]:
    base = tmp_path_factory.mktemp("one")
    return {paper: _make(base / paper, paper, False, per_page=1) for paper in PAPERS}


def _svgs(out: Path) -> list[tuple[int, str]]:
    pages = sorted(out.glob("page-*.svg"))
    return [(int(p.stem.split("-")[1]), p.read_text(encoding="utf-8")) for p in pages]


def _section(svg: str) -> str:
    found = re.search(r'data-section="([^"]*)"', svg)
    return found.group(1) if found else ""


def _boxes(svg: str) -> list[tuple[float, ...]]:
    return [tuple(map(float, b.split())) for b in re.findall(r'data-box="([^"]*)"', svg)]


def _texts(out: Path, wanted) -> dict[int, list[tuple[float, str]]]:
    """Every text printed on the pages whose SVG `wanted(svg)` picks, by page,
    but the page number (no larger than a child's text, in the margin)."""
    svgs = dict(_svgs(out))
    return {
        p.number: [(pt, t) for pt, t in p.text if t.strip() != str(p.number)]
        for p in pdfprint.read(out / "book.pdf")
        if wanted(svgs[p.number])
    }


def _puzzle_page(svg: str) -> bool:
    return _section(svg).startswith("puzzles") and bool(_boxes(svg))


@pytest.mark.parametrize("paper", PAPERS)
def test_large_print_puzzles_print_their_text_at_14_pt_at_least(large, paper):
    texts = _texts(large[paper], _puzzle_page)
    assert len(texts) >= len(KINDS) * 2 // 2  # one or two puzzles a page
    svgs = dict(_svgs(large[paper]))
    for number, found in texts.items():
        rules_page = 'class="rules' in svgs[number] or "How to play" in svgs[number]
        if rules_page:  # the rules box's own sizes: below
            continue
        least = min(pt for pt, _ in found)
        if paper == "6x9in" and _section(svgs[number]) == "puzzles 1":
            # A 7x7 Florentine board with its cards under it is taller than
            # a 6x9in page at 14 pt: drawn as large as the page holds
            assert least >= 11.5, (number, least)
            continue
        assert least >= 14.0 - 1e-3, (number, sorted(found)[:3])


@pytest.mark.parametrize("paper", PAPERS)
def test_large_print_fills_its_pages_one_or_two_puzzles_a_page(large, paper):
    held = [len(_boxes(svg)) for _, svg in _svgs(large[paper]) if _puzzle_page(svg)]
    assert held and max(held) <= 2, held
    # the puzzles of a page, one or two, are drawn to fill it: the largest
    # page of each kind takes nearly the text block's width or height
    pages = _svgs(large[paper])
    largest: dict[str, float] = {}
    for number, svg in pages:
        if not _puzzle_page(svg) or "How to play" in svg:
            continue
        boxes = _boxes(svg)
        fr = page.frame(paper, number, True, len(pages))
        rule = float(re.search(r'<line [^>]*y1="([\d.]+)"', svg).group(1))
        wide = max(x + w for x, _, w, _ in boxes) - min(x for x, _, _, _ in boxes)
        high = max(y + h for _, y, _, h in boxes) - min(y for _, y, _, _ in boxes)
        assert wide <= fr.inner + 0.5 and high <= fr.bottom - rule
        share = max(wide / fr.inner, high / (fr.bottom - rule - 3))
        largest[_section(svg)] = max(largest.get(_section(svg), 0.0), share)
    assert len(largest) == len(KINDS)
    assert all(share >= 0.85 for share in largest.values()), largest


@pytest.mark.parametrize("paper", PAPERS)
def test_large_print_rules_and_answers_are_larger_than_a_books(large, paper):
    out = large[paper]
    rules = _texts(out, lambda svg: _section(svg).startswith("puzzles") and "How to play" in svg)
    assert len(rules) == len(KINDS)
    # a book's rules are 9.6 pt; a large-print book's 14 pt, or 12 or 10.5
    # where its box would not fit the page
    for found in rules.values():
        assert min(pt for pt, _ in found) >= 7.9, found  # the example's colour names
        body = [pt for pt, t in found if len(t) > 25]  # the rules' lines
        assert min(body) >= 10.5 - 1e-3
    keys = _texts(out, lambda svg: _section(svg).startswith("answers"))
    assert keys
    # a book's keys print their labels and steps at 7 pt; these at 9.6 pt
    # (labels) and 14 pt (steps: the long lines; a PDF keeps no spaces)
    for found in keys.values():
        assert min(pt for pt, _ in found) >= 9.5, sorted(found)[:3]
    steps = [pt for found in keys.values() for pt, t in found if len(t) >= 30]
    assert steps and min(steps) >= 14.0 - 1e-3
    # their columns 80 mm wide at least: one on a 6x9in page, two on letter
    most = {"6x9in": 1, "letter": 2}[paper]
    for _, svg in _svgs(out):
        if _section(svg).startswith("answers"):
            columns = {round(x) for x, _, _, _ in _boxes(svg)}
            assert len(columns) <= most, columns


@pytest.mark.parametrize("paper", PAPERS)
def test_a_large_print_book_meets_the_print_minimums_inside_the_safe_area(large, paper):
    assert pdfprint.problems(large[paper] / "book.pdf") == []
    assert pagecheck.check_folder(large[paper]) == []
    result = CliRunner().invoke(main, ["preflight", str(large[paper])])
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("paper", PAPERS)
def test_one_a_page_centres_each_puzzle_and_the_largest_fills_its_page(one_a_page, paper):
    out = one_a_page[paper]
    pages = _svgs(out)
    total = len(pages)
    largest: dict[str, float] = {}
    for number, svg in pages:
        boxes = _boxes(svg)
        if not _puzzle_page(svg) or "How to play" in svg:
            continue
        assert len(boxes) == 1, (number, boxes)
        x, y, w, h = boxes[0]
        fr = page.frame(paper, number, True, total)
        # across: as far from the text block's two sides
        assert abs((x - fr.left) - (fr.right - x - w)) < 0.5, (number, x, w)
        # down: as far from the running head's rule as from the foot
        rule = float(re.search(r'<line [^>]*y1="([\d.]+)"', svg).group(1))
        top = rule + 3
        assert abs((y - top) - (fr.bottom - y - h)) < 0.5, (number, y, h)
        share = max(w / fr.inner, h / (fr.bottom - top))
        section = _section(svg)
        largest[section] = max(largest.get(section, 0.0), share)
    assert len(largest) == len(KINDS)
    # every kind's puzzles at one scale: its largest fills its page
    assert all(share >= 0.9 for share in largest.values()), largest


def test_large_print_is_a_recipe_field_and_an_option(tmp_path):
    recipe = tmp_path / "r.yaml"
    recipe.write_text("large_print: yes\nsections: [{kind: chain, count: 2}]\n")
    result = CliRunner().invoke(main, ["book", str(recipe), "--out", str(tmp_path / "o")])
    assert result.exit_code == 2 and "large_print" in result.output, result.output
    assert not (tmp_path / "o").exists()
    recipe.write_text("large_print: true\nsections: [{kind: chain, count: 1}]\n")
    from domino_puzzles.recipe import load

    assert load(str(recipe)).large_print
    help_text = CliRunner().invoke(main, ["book", "--help"]).output
    assert "--large-print" in help_text


def test_steps_going_on_over_several_pages_say_continued_once():
    # a large-print key's steps at 14 pt go on over pages; its title once
    # read "4. (continued) (continued) (continued)", wider than an A5 page
    from puzzles.drawing import layout

    steps = [f"{i}. A step that takes a few words. And another sentence here." for i in range(60)]
    item = layout.Item(lambda w: (None, 30.0, 20.0), "4.", steps=steps)
    box = layout._box(item, 1.0, 60.0, page.Type.for_reader("large"), False)
    titles, rest = [], box
    while rest is not None:
        head, rest = layout._split(rest, 80.0, "continued", 20.0)
        titles.append(head.title)
    assert len(titles) >= 3 and titles[0] == "4."
    assert set(titles[1:]) == {"4. (continued)"}
