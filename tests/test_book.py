"""The book as a print service takes it: the recipe, the interior's parts,
the cover's size, the gutter and bleed, and nothing outside the safe area."""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import main
from puzzles.drawing import cover, page
from tests import pagecheck
from tests.generate_once import generating_once

RECIPE = """\
title: Domino Puzzles for Clever Kids with a Title Longer Than Any Trim Allows
subtitle: Florentine Domino · Domino endgame · Block the line · Domino chain, with answers
author: A. Author
copyright: "© 2026 A. Author"
lang: de
paper: 6x9in
bleed: true
paper_stock: cream
right_pages: true
seed: 7
sections:
  - {kind: chain, difficulty: easy, count: 2, intro: "Start here."}
  - {kind: endgame, difficulty: [easy, medium], count: 2}
"""


def run(*args):
    return CliRunner().invoke(main, [*args], catch_exceptions=False)


def test_a_recipe_book_is_whole_and_inside_its_safe_area(tmp_path):
    recipe = tmp_path / "book.yaml"
    recipe.write_text(RECIPE, encoding="utf-8")
    out = tmp_path / "out"
    result = run("book", str(recipe), "--out", str(out), "--quiet", "--explain")
    assert result.exit_code == 0, result.output
    pages = sorted(out.glob("page-*.svg"))
    assert len(pages) % 2 == 0
    assert pagecheck.check_folder(out) == []
    texts = [" ".join(pagecheck.measure(p.read_text()).texts) for p in pages]
    assert "Start here." in " ".join(texts) and "A. Author" in texts[0]
    assert "© 2026 A. Author" in texts[1]
    assert any(t.startswith("Inhalt") for t in texts)
    # the answers' divider and every section start on a right-hand page
    starts = [i for i, t in enumerate(texts, 1) if t.startswith(("Antworten", "Dominokette"))]
    assert starts and starts[0] % 2 == 1
    root = ET.fromstring(pages[1].read_text())
    assert root.get("width") == f"{152.4 + page.BLEED:g}mm"  # bleed: top, bottom, outer side
    assert root.get("viewBox").startswith(f"{-page.BLEED:g} ")  # a left page's outer side
    sheet = ET.fromstring((out / "cover.svg").read_text())
    width = 2 * 152.4 + len(pages) * 0.0025 * 25.4 + 2 * 0.125 * 25.4
    assert float(sheet.get("width")[:-2]) == pytest.approx(width, abs=0.01)
    assert "spine" not in (out / "cover.svg").read_text()  # under 80 pages: no spine text


def test_the_spine_carries_text_from_80_pages_on():
    # From 80 pages on where the spine holds 7 pt, the least a print service
    # takes: a spine given as 10 mm (a thick stock) does from 80 pages, not at 78.
    wide = cover.CoverRules(spine=10.0)
    thin = cover.draw("6x9in", 78, "white", "T", "", "A", ["x"], [], wide)
    thick = cover.draw("6x9in", 80, "white", "T", "", "A", ["x"], [], wide)
    assert 'class="spine"' not in thin and 'class="spine"' in thick
    # 80 pages of white paper make a spine of 4.6 mm: too thin for 7 pt, bare
    bare = cover.draw("6x9in", 80, "white", "T", "", "A", ["x"], [])
    assert 'class="spine"' not in bare
    assert pagecheck.check_cover(thick) == []
    assert cover.spine_width(200, "white") == pytest.approx(200 * 0.002252 * 25.4)


@pytest.mark.parametrize(
    ("pages", "inches"),
    [(24, 0.375), (150, 0.375), (151, 0.5), (300, 0.5), (301, 0.625), (701, 0.875)],
)
def test_the_gutter_grows_with_the_page_count(pages, inches):
    assert page.gutter(pages) == pytest.approx(inches * 25.4)
    assert pagecheck.gutter(pages) == page.gutter(pages)
    fr = page.frame("6x9in", 3, True, pages)
    assert fr.left >= inches * 25.4


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("title: x\nsections: [{kind: chain, count: 0}]\n", "sections[0].count"),
        ("title: x\nsections: [{kind: nope, count: 2}]\n", "sections[0].kind"),
        ("title: x\npaper: b7\nsections: [{kind: chain, count: 2}]\n", "paper"),
        ("title: x\ncolour: red\nsections: [{kind: chain, count: 2}]\n", "colour"),
        (
            "title: x\nsections: [{kind: chain, count: 2, difficulty: [easy, dire]}]\n",
            "sections[0].difficulty",
        ),
        ("title: [x\n", None),
    ],
)
def test_a_bad_recipe_exits_2_naming_file_and_field(tmp_path, text, field):
    recipe = tmp_path / "r.yaml"
    recipe.write_text(text, encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["book", str(recipe), "--out", str(out)])
    assert result.exit_code == 2, result.output
    assert "r.yaml" in result.output and "generating" not in result.output
    if field:
        assert field in result.output
    assert not out.exists()


def test_options_override_the_recipe(tmp_path):
    recipe = tmp_path / "r.yaml"
    recipe.write_text("title: Mine\nlang: nl\nsections: [{kind: chain, count: 2}]\n")
    out = tmp_path / "out"
    result = run("book", str(recipe), "--out", str(out), "--quiet", "--paper", "a5", "--lang", "de")
    assert result.exit_code == 0, result.output
    first = (out / "page-01.svg").read_text()
    assert 'data-trim="148 210"' in first and "Mine" in first
    assert "Inhalt" in (out / "page-04.svg").read_text()


def test_the_pdfs_carry_title_author_and_a_fixed_date(tmp_path):
    pytest.importorskip("cairosvg")
    outs = []
    for name in ("a", "b"):
        out = tmp_path / name
        result = run(
            "book",
            "--count",
            "2",
            "--kinds",
            "chain",
            "--out",
            str(out),
            "--pdf",
            "--quiet",
            "--author",
            "A. Author",
            "--title",
            "Ketten",
        )
        assert result.exit_code == 0, result.output
        outs.append(((out / "book.pdf").read_bytes(), (out / "cover.pdf").read_bytes()))
    assert outs[0] == outs[1]
    # pypdf writes the info (it sets each page's TrimBox and BleedBox), escaping as it likes
    pypdf = pytest.importorskip("pypdf")
    info = pypdf.PdfReader(io.BytesIO(outs[0][0])).metadata
    assert info["/Title"] == "Ketten" and info["/Author"] == "A. Author"
    assert info["/CreationDate"].startswith("D:20000101")


def test_pagecheck_passes_small_books_with_and_without_explain_and_bleed():
    # its three books (plain, --explain, --explain --bleed) are of the same
    # puzzles: generated once (tests/generate_once.py), within this test only
    # (test_any_jobs_give_the_same_book generates its own with every jobs)
    with generating_once():
        assert pagecheck.books(count=4, papers=("6x9in",), langs=("lv",)) == []


def test_pages_converted_side_by_side_give_the_same_pdf(tmp_path, monkeypatch):
    pytest.importorskip("cairosvg")
    pytest.importorskip("pypdf")
    from domino_puzzles import pdf

    monkeypatch.setattr(pdf, "CHUNK", 3)
    svgs = [
        page.finish(page.new_page("a5"), "a5", n, 8, False).replace(
            "</svg>", f"<text>{n}</text></svg>"
        )
        for n in range(1, 9)
    ]
    made = []
    for jobs in (1, 2):
        path = tmp_path / f"{jobs}.pdf"
        pdf.write_pdf(svgs, path, {"title": "T", "author": "A"}, jobs=jobs)
        made.append(path.read_bytes())
    assert made[0] == made[1]
    import pypdf

    reader = pypdf.PdfReader(tmp_path / "1.pdf")
    assert len(reader.pages) == 8 and reader.metadata.title == "T"


def test_a_long_title_stays_on_a_rendered_page(tmp_path):
    import yaml

    data = yaml.safe_load(
        (Path(__file__).parent.parent / "examples" / "chain.yaml").read_text(encoding="utf-8")
    )
    data["title"] = "A chain puzzle with a title far longer than any page is wide " * 3
    path = tmp_path / "long.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    for paper in ("a5", "6x9in"):
        out = tmp_path / f"{paper}.svg"
        result = run("render", str(path), "--paper", paper, "--out", str(out))
        assert result.exit_code == 0, result.output
        assert pagecheck.measure(out.read_text(), 1, False).outside == []


@pytest.mark.parametrize("pages", [24, 274, 800])
def test_the_rules_box_is_as_wide_as_the_pages_of_its_book(pages):
    from domino_puzzles.pages import Print, rules_for
    from solver.registry import KINDS

    for kind in KINDS.values():
        _, width, _ = rules_for(kind, Print("6x9in", "lv", book_pages=pages), 1.0)
        assert width <= page.frame("6x9in", 5, True, pages).inner + 1e-6


def test_any_jobs_give_the_same_book(tmp_path):
    books = []
    for jobs in ("1", "2"):
        out = tmp_path / jobs
        args = ["book", "--count", "4", "--kinds", "chain,blocked", "--explain", "--quiet"]
        result = run(*args, "--jobs", jobs, "--out", str(out))
        assert result.exit_code == 0, result.output
        books.append({p.name: p.read_bytes() for p in out.iterdir()})
    assert len([n for n in books[0] if n.startswith("page-")]) >= 8  # drawn side by side
    assert books[0] == books[1]


# issue 23: `extreme` wherever `generate` takes it
def test_a_book_of_extreme_puzzles_for_the_kinds_that_grade_that_far(tmp_path):
    out = tmp_path / "book"
    result = run(
        "book", "--kinds", "dominosa", "--difficulty", "Extreme", "--count", "2",
        "--paper", "6x9in", "--out", str(out), "--quiet",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "difficulty: extreme" in (out / "book.yaml").read_text()
    titles = [pagecheck.measure(p.read_text()).title for p in sorted(out.glob("page-*.svg"))]
    assert "Dominosa: extreme" in titles


@pytest.mark.parametrize(
    ("args", "recipe", "named"),
    [
        (["--difficulty", "easy,extreme"], None, "--difficulty"),
        (["--kinds", "dominosa,chain", "--difficulty", "extreme"], None, "--difficulty"),
        ([], "sections:\n  - {kind: florentine, difficulty: [hard, extreme], count: 2}\n",
         "sections[0].difficulty"),
    ],
)  # fmt: skip
def test_extreme_for_a_kind_without_it_exits_2_before_any_work(
    tmp_path, monkeypatch, args, recipe, named
):
    import domino_puzzles.book_folder
    from solver.dominoes.generate import chain
    from solver.florentine import generate as florentine

    # Every kind of the tool grades that far now: a kind without it, as a
    # kind added later might be, is made by taking chain's and Florentine's away.
    for module in (chain, florentine):
        monkeypatch.setattr(module, "LEVELS", {})

    def never(*_args, **_kwargs):
        raise AssertionError("generated")

    monkeypatch.setattr(domino_puzzles.book_folder, "generate_puzzles", never)
    out = tmp_path / "book"
    given = []
    if recipe:
        (tmp_path / "r.yaml").write_text(recipe)
        given = [str(tmp_path / "r.yaml")]
    result = CliRunner().invoke(main, ["book", *given, *args, "--out", str(out)])
    assert result.exit_code == 2, result.output
    assert named in result.output and "extreme" in result.output
    assert not out.exists()
