"""A folder's index.html is its landing page (domino_puzzles/landing.py): in
the folder's language it says what was made and reaches play, print and the
cover in one click, at a phone's size too; it shows no puzzle and no answer."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import main
from puzzles import i18n
from puzzles.drawing.words import LANGUAGES
from tests import browser

LANDING = i18n.table("landing")

needs_browser = pytest.mark.skipif(browser.missing() is not None, reason=browser.missing() or "")


def run(*args) -> None:
    result = CliRunner().invoke(main, [str(a) for a in args])
    assert result.exit_code == 0, result.output


def hrefs(page: Path) -> list[str]:
    return re.findall(r'href="([^"]+)"', page.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def folders(tmp_path_factory):
    """A book of chain and Florentine puzzles, one with its PDFs in Latvian, and
    an endgame worksheet in Dutch. The first book and the sheet are laid out
    from the committed corpus (tests/corpus, the `book-5` set, checked byte for
    byte by tests/test_corpus.py) with the recipe's and the sheet's seeds,
    instead of generated: a landing page tells the folder, not the puzzles."""
    from domino_puzzles.book_folder import book
    from domino_puzzles.recipe import Recipe, from_options
    from domino_puzzles.worksheet_folder import worksheet
    from tests import corpus

    root = tmp_path_factory.mktemp("landing")
    given = corpus.book_set("book-5")
    sections = from_options(["chain", "florentine"], ["easy", "medium"], 4)
    recipe = Recipe(seed=9, paper="a4", title="Clever Kids", sections=sections)
    book(root / "book", recipe, puzzles=given)
    run("book", "--kinds", "chain", "--count", "2", "--lang", "lv", "--pdf", "--quiet",
        "--out", root / "book-pdf")  # fmt: skip
    worksheet(root / "sheet", "endgame", age=10, seed=4, lang="nl", count=4, puzzles=given)
    return root


def test_every_landing_word_is_in_every_language():
    for lang in LANGUAGES:
        assert set(LANDING[lang]) == set(LANDING["en"]), lang


def test_a_books_landing_page_says_what_is_in_it_and_links_every_file(folders):
    book = folders / "book"
    text = (book / "index.html").read_text(encoding="utf-8")
    assert "<title>Clever Kids</title>" in text and '<html lang="en"' in text
    assert "Domino chain: 2 puzzles" in text and "Florentine Domino: 2 puzzles" in text
    assert "Made with seed 9" in text and "<img" not in text and "<svg" not in text
    assert hrefs(book / "index.html") == ["play.html", "pages.html", "cover.svg", "book.yaml"]
    assert all((book / link).is_file() for link in hrefs(book / "index.html"))
    assert "page-01.svg" in (book / "pages.html").read_text(encoding="utf-8")


def test_with_a_pdf_the_landing_page_links_the_pdfs_in_its_language(folders):
    book = folders / "book-pdf"
    if not (book / "book.pdf").exists():
        pytest.skip("no cairosvg here")
    text = (book / "index.html").read_text(encoding="utf-8")
    assert '<html lang="lv"' in text and LANDING["lv"]["how_print"] in text
    assert hrefs(book / "index.html") == ["play.html", "book.pdf", "cover.pdf", "book.yaml"]
    assert all((book / link).is_file() for link in hrefs(book / "index.html"))


def test_a_sheets_landing_page_tells_the_seed_and_how_to_get_a_fresh_set(folders):
    sheet = folders / "sheet" / "index.html"
    text = sheet.read_text(encoding="utf-8")
    assert "Startgetal 4:" in text  # the page is Dutch: "seed" as the termbase says it
    assert "domino-puzzles worksheet --kind endgame --age 10 --count 4 --lang nl --seed 5" in text
    assert hrefs(sheet) == [
        "pupils/sheet.html", "pupils/play.html", "teacher/key.html", "teacher/play.html",
        "teacher/results.html",
    ]  # fmt: skip


@needs_browser
@pytest.mark.parametrize("size", [(390, 844), (1280, 900)], ids=["phone", "desktop"])
def test_play_print_and_the_cover_are_one_click_away(chromium, folders, size):
    page, watch = None, None
    context = chromium.new_context(viewport={"width": size[0], "height": size[1]})
    try:
        page = context.new_page()
        watch = browser.Watch(page)
        index = folders / "book" / "index.html"
        page.goto(f"file://{index}")
        links = page.locator("a")
        assert links.count() == 4
        for i in range(links.count()):  # a finger's size each, inside the screen
            box = links.nth(i).bounding_box()
            assert box and box["height"] >= 40 and box["x"] + box["width"] <= size[0]
        page.get_by_text("Play every puzzle on screen").click()
        browser.wait_until(page, "() => document.documentElement.dataset.ready === 'true'")
        assert page.evaluate("window.dominoPuzzles.ids().length") == 4
        page.go_back()
        page.get_by_text("The pages, to look at and print from the browser").click()
        assert page.locator("img").count() >= 4
        page.go_back()
        with page.expect_navigation():
            page.get_by_text("The cover: back, spine and front on one sheet").click()
        assert page.url.endswith("cover.svg")
        assert watch.errors == []
        assert all(url.startswith("file://") for url in watch.requests)
    finally:
        context.close()
