"""The listing sheet beside the PDFs (docs/formats.md "The listing sheet"):
listing.json and listing.txt say what the book is, each field as the book
has it; the recipe's keywords are checked; a user's file of that name is
never written over. Books laid out from the corpus's puzzles."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import main
from domino_puzzles.book_folder import book
from domino_puzzles.book_layout import blurb
from domino_puzzles.recipe import Part, Recipe
from puzzles.errors import BadInput
from tests import corpus

ROOT = Path(__file__).resolve().parent.parent
PLAN = Recipe(
    title="Domino Puzzles",
    author="A. Author",
    paper="6x9in",
    service="kdp",
    pad=True,
    isbn="978-0-306-40615-7",
    lang="de",
    sections=(Part("dominosa", ("easy",), 3), Part("chain", ("easy",), 3)),
)


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("listing") / "book"
    book(out, PLAN, puzzles=corpus.book_set("book-5"), jobs=1)
    return out


def test_the_sheet_says_what_the_book_is(made):
    sheet = json.loads((made / "listing.json").read_text(encoding="utf-8"))
    pages = len(list(made.glob("page-*.svg")))
    assert sheet["pages"] == pages == 24  # padded to KDP's least
    assert sheet["title"] == "Domino Puzzles" and sheet["author"] == "A. Author"
    assert sheet["subtitle"] == ""
    assert sheet["isbn"] == "978-0-306-40615-7" and sheet["service"] == "kdp"
    assert sheet["language"] == "de" and sheet["paper"] == "white"
    assert sheet["interior"] == "colour"
    assert sheet["trim"] == {
        "paper": "6x9in",
        "width_in": 6.0,
        "height_in": 9.0,
        "width_mm": 152.4,
        "height_mm": 228.6,
        "bleed": False,
    }
    # the spine the cover is drawn with
    cover = ET.fromstring((made / "cover.svg").read_text(encoding="utf-8"))
    spine_mm = float(cover.get("data-cover").split()[2])
    assert sheet["spine"]["mm"] == pytest.approx(spine_mm, abs=0.01)
    assert sheet["spine"]["in"] == pytest.approx(pages * 0.002252, abs=0.0001)
    # the description is the back cover's blurb, in German
    paragraphs = sheet["description"].split("\n\n")
    assert len(paragraphs) == 3 and paragraphs[0].startswith("6 Rätsel, jedes")
    on_cover = " ".join(re.findall(r'class="blurb"[^>]*>([^<]*)<', cover_text(made)))
    for para in paragraphs:
        assert para.split()[-1] in on_cover
    assert sheet["keywords"] == [
        "Domino-Rätsel",
        "Logikrätsel",
        "Rätselbuch mit Lösungen",
        "Dominosa",
        "Dominokette",
    ]


def cover_text(folder: Path) -> str:
    return (folder / "cover.svg").read_text(encoding="utf-8")


def test_the_readable_sheet_is_the_one_the_docs_show(made):
    text = (made / "listing.txt").read_text(encoding="utf-8")
    docs = (ROOT / "docs" / "formats.md").read_text(encoding="utf-8")
    shown = docs.split("## The listing sheet", 1)[1].split("```text\n", 1)[1].split("```", 1)[0]
    assert text.startswith(shown.removesuffix("...\n"))  # "...": the blurb left out
    assert text.rstrip().endswith("wenn man nicht weiterkommt.")


def test_the_sheet_is_in_the_folders_manifest(made):
    listed = (made / ".domino-puzzles").read_text(encoding="utf-8")
    assert "  listing.json" in listed and "  listing.txt" in listed


def test_the_publishers_blurb_and_keywords_are_the_sheets(tmp_path):
    recipe = tmp_path / "r.yaml"
    recipe.write_text(
        "title: Sixty\nblurb: Sixty minutes of dominoes.\npaper: a5\npad: true\n"
        "keywords: [dominoes, train puzzles]\n"
        "sections: [{kind: chain, difficulty: easy, count: 2}]\n",
        encoding="utf-8",
    )
    from domino_puzzles.recipe import load

    plan = load(str(recipe))
    assert plan.keywords == ("dominoes", "train puzzles")
    out = tmp_path / "out"
    book(out, plan, puzzles=corpus.book_set("book-5"), jobs=1)
    sheet = json.loads((out / "listing.json").read_text(encoding="utf-8"))
    assert sheet["keywords"] == ["dominoes", "train puzzles"]
    assert sheet["description"] == "Sixty minutes of dominoes."
    assert sheet["service"] == "" and sheet["isbn"] == ""
    text = (out / "listing.txt").read_text(encoding="utf-8")
    assert "Print service: none named (made to KDP's numbers)" in text
    assert "ISBN: none" in text and "Subtitle: none" in text


@pytest.mark.parametrize(
    ("value", "field", "says"),
    [
        ("[a, b, c, d, e, f, g, h]", "keywords", "at most 7"),
        (f"[{'x' * 51}]", "keywords[0]", "at most 50"),
        ('["two\\nlines"]', "keywords[0]", "one line"),
        ("[ok, 3]", "keywords[1]", "must be text"),
        ("dominoes", "keywords", "list"),
        ('[""]', "keywords[0]", "one line"),
    ],
)
def test_bad_keywords_are_refused_before_any_work(tmp_path, value, field, says):
    recipe = tmp_path / "r.yaml"
    recipe.write_text(f"keywords: {value}\nsections: [{{kind: chain, count: 2}}]\n")
    out = tmp_path / "o"
    result = CliRunner().invoke(main, ["book", str(recipe), "--out", str(out)])
    assert result.exit_code == 2, result.output
    assert f"{field}:" in result.output and says in result.output
    assert not out.exists()


def test_the_default_keywords_are_at_most_seven_and_none_twice():
    from domino_puzzles.listing import keywords

    names = ["Dominosa", "Domino chain", "logic puzzles", "A", "B", "C"]
    got = keywords(Recipe(), names)
    assert len(got) == 7
    assert len({k.casefold() for k in got}) == 7
    assert got[:3] == ["domino puzzles", "logic puzzles", "puzzle book with solutions"]


def test_a_users_listing_is_never_written_over(tmp_path):
    out = tmp_path / "book"
    out.mkdir()
    mine = out / "listing.txt"
    mine.write_text("my own notes\n", encoding="utf-8")
    with pytest.raises(BadInput):
        book(out, PLAN, puzzles=corpus.book_set("book-5"), jobs=1)
    assert mine.read_text(encoding="utf-8") == "my own notes\n"


def test_the_blurb_in_every_language_is_sentences():
    from domino_puzzles.book_layout import Made
    from solver.registry import KINDS

    entries = [e.puzzle for e in corpus.book_set("book-5") if e.kind.name == "chain"][:2]
    made = [Made(Part("chain", ("easy", "medium"), 2), KINDS["chain"], [("1.", entries[0])])]
    for lang in ("en", "nl", "de", "lv"):
        paragraphs = blurb(Recipe(lang=lang), made)
        assert len(paragraphs) == 3
        assert all(p.endswith(".") for p in paragraphs)
        assert "{" not in " ".join(paragraphs)
