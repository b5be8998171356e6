"""Domino regions on paper, as a print service takes it: a small `book
--kinds regions --pdf` (KDP, padded to its least page count) passes
preflight, the page checks (nothing outside the safe area) and the PDF's
print minimums (text 7 pt, lines 0.75 pt, no transparency), in colour and in
greys; worksheets for a young and an older reader print their minimums too,
a young sheet's text at 14 pt. Laid out from given puzzles, not generated."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

import domino_puzzles as dp
from cli.main import main
from domino_puzzles.recipe import Part, Recipe
from puzzles.words import Words
from tests import pagecheck, pdfprint
from tests.test_regions_page import EXAMPLE, SMALL

pytest.importorskip("cairosvg")
pytest.importorskip("pypdf")


def _given(tmp: Path) -> list:
    """The example and the small puzzle, as a generator's easy ones."""
    raw = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    docs = [{**raw, "difficulty": "easy"}, {**SMALL, "difficulty": "easy", "title": "Two rows"}]
    path = tmp / "given.yaml"
    path.write_text(yaml.safe_dump({"puzzles": docs}, allow_unicode=True), encoding="utf-8")
    return dp.load_file(path).puzzles


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> dict[str, Path]:
    tmp = tmp_path_factory.mktemp("regions-paper")
    given = _given(tmp)
    out = {}
    for interior in ("colour", "bw"):
        recipe = Recipe(
            title="Domino regions",
            author="A. Author",
            paper="6x9in",
            seed=3,
            sections=(Part("regions", ("easy",), 2),),
            service="kdp",
            interior=interior,
            pad=True,
        )
        dp.book(tmp / interior, recipe, pdf=True, explain=False, jobs=1, puzzles=given)
        out[interior] = tmp / interior
    for age in (6, 10):
        dp.worksheet(tmp / f"sheet-{age}", "regions", count=2, age=age, pdf=True, puzzles=given)
        out[f"sheet-{age}"] = tmp / f"sheet-{age}"
    return out


@pytest.mark.parametrize("interior", ["colour", "bw"])
def test_a_regions_book_passes_preflight_and_the_page_checks(made, interior):
    folder = made[interior]
    result = CliRunner().invoke(main, ["preflight", str(folder)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert pagecheck.check_folder(folder) == []
    assert pdfprint.problems(folder / "book.pdf") == []
    pages = pdfprint.read(folder / "book.pdf")
    assert min(page.smallest_text() for page in pages) >= 7 - 0.01
    if interior == "bw":
        assert set().union(*(page.colour_ops for page in pages)) <= {"g", "G"}


@pytest.mark.parametrize("age", [6, 10])
def test_a_regions_worksheet_meets_the_print_minimums(made, age):
    folder = made[f"sheet-{age}"]
    pdfs = sorted(folder.rglob("*.pdf"))
    assert len(pdfs) == 2  # the pupils' sheet and the teacher's key
    for pdf in pdfs:
        assert pdfprint.problems(pdf) == [], pdf.name
    for svgs in (folder / "pupils", folder / "teacher"):
        assert pagecheck.check_folder(svgs) == []
    # a puzzle's badges, letters, numbers and words: 14 pt on a young sheet
    ours = {"<2", "<4", "=", ">6", ">8", "4", "7", "9", "10", "ABCD", "123", "Dominoestoplace"}
    pages = pdfprint.read(folder / "pupils" / "sheet.pdf")
    sizes = [size for page in pages for size, text in page.text if text in ours]
    assert len(sizes) >= 10
    assert min(sizes) >= (14 if age <= 7 else 7) - 0.01, sorted(set(sizes))


@pytest.mark.parametrize("lang", ["nl", "de", "lv"])
def test_a_regions_sheet_in_another_language_prints_no_english(tmp_path, lang):
    """Its pupils' pages and key, for ages 6, 8 and 10 (tests/test_no_english.py
    does so for the generated sheets of the kinds that have a generator)."""
    from domino_puzzles import worksheet_folder as sheets
    from solver.registry import KINDS
    from tests.test_no_english import english_on

    # their titles are English: the test looks at the tool's own words
    given = [(e.kind, dataclasses.replace(e.puzzle, header={})) for e in _given(tmp_path)]
    found = {}
    for age in (6, 8, 10):
        reader = Words(lang)
        pupils, key = sheets._sheet_pages(KINDS["regions"], given, "T", reader, age, "a5", None)
        for i, svg in enumerate(pupils + key):
            if words := english_on(svg, lang):
                found[f"age {age}, page {i + 1}"] = sorted(words)
    assert found == {}


def test_a_young_sheet_takes_small_boards_only():
    """Ages 6-7: at most five dominoes, fewer first, and never a level up; older
    pupils take any board of their levels."""
    from domino_puzzles.paper_kind import on_paper
    from domino_puzzles.web.regions import sheet_fit
    from solver.registry import REGIONS as REGIONS_KIND
    from solver.registry import load
    from tests.test_drawing import REGIONS

    six = load(yaml.safe_load(EXAMPLE.read_text(encoding="utf-8")))[1]
    seven = load(REGIONS)[1]
    four = load(SMALL)[1]
    assert sheet_fit(four, 7) == (True, 4)
    assert sheet_fit(six, 6) == (False, 6) and sheet_fit(seven, 7)[0] is False
    assert all(sheet_fit(p, 8)[0] for p in (four, six, seven))
    levels = on_paper(REGIONS_KIND).drawing.sheet_levels
    assert levels(6) == levels(7) == ["easy"] and levels(8) is None
