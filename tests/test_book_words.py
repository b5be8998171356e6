"""A book's own words (issue 49, 52): the ISBN as the range table groups it,
the copyright line with the author, the PDF's Author, a black-and-white
book's words and faded cards, the key headings and the running heads."""

from __future__ import annotations

from pathlib import Path

import pytest

from domino_puzzles.book_layout import isbn_shown, rights
from domino_puzzles.recipe import Recipe
from puzzles.words import Words
from tests.generate_once import generated_once  # noqa: F401 (the fixture, used below)

# the same books are made in several languages: their puzzles are generated
# once for the module (tests/generate_once.py), the same puzzles every time
pytestmark = pytest.mark.usefixtures("generated_once")


@pytest.mark.parametrize(
    ("typed", "printed"),
    [
        ("978-0-306-40615-7", "978-0-306-40615-7"),  # the publisher's groups, right
        ("ISBN 978-0-306-40615-7", "978-0-306-40615-7"),
        ("978 0 306 40615 7", "978 0 306 40615 7"),  # spaces: ISO 2108 allows them
        ("9780306406157", "978-0-306-40615-7"),  # none typed: the range table's
        ("978-030640615-7", "978-0-306-40615-7"),  # wrong groups: the table's
        ("978-03-0640-615-7", "978-0-306-40615-7"),
        ("979-12-3456789-6", "979-12-3456789-6"),
        ("9791234567896", "979-12-3456789-6"),
        ("979-12-345-6789-6", "979-12-345-6789-6"),  # 979-12's registrants not in the table
        ("979-1-2-3456789-6", "979-12-3456789-6"),  # but its group is
        ("978-6999-9999-9-0", "978-6999-9999-9-0"),  # a range the table lacks: as typed
        ("9786999999990", "978-699999999-0"),
    ],
)
def test_the_isbn_is_printed_as_typed_when_its_groups_are_right(typed, printed):
    assert isbn_shown(typed) == printed


def test_an_author_gets_the_copyright_line_and_the_recipes_text_replaces_it(monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1767225600")  # 2026-01-01
    lines = rights(Recipe(author="A. Author", lang="de", isbn="9780306406157"))
    assert lines[0] == "© 2026 A. Author. Alle Rechte vorbehalten."
    assert lines[1] == "ISBN 978-0-306-40615-7"
    assert "All rights" not in " ".join(lines) and "Alle Rechte" not in " ".join(lines[1:])
    given = rights(Recipe(author="A. Author", copyright="© 2020 Small Press"))
    assert given == ["© 2020 Small Press"]
    assert not any(line.startswith("©") for line in rights(Recipe()))


def test_a_book_without_an_author_leaves_the_pdfs_author_empty(tmp_path):
    pytest.importorskip("pypdf")
    pytest.importorskip("cairosvg")
    import pypdf
    from click.testing import CliRunner

    from cli.main import main

    out = tmp_path / "book"
    args = ["book", "--kinds", "chain", "--count", "2", "--paper", "a5", "--quiet"]
    result = CliRunner().invoke(main, [*args, "--pdf", "--jobs", "1", "--out", str(out)])
    assert result.exit_code == 0, result.output
    info = pypdf.PdfReader(out / "book.pdf").metadata
    assert "/Author" not in info and "domino-puzzles" not in str(info.get("/Author"))


def _svg_words(path) -> str:
    import re

    raw = path.read_text(encoding="utf-8")
    return " ".join(re.sub(r"<[^>]+>", "", t) for t in re.findall(r"<text[^>]*>.*?</text>", raw))


@pytest.mark.parametrize(("lang", "said"), [("en", "(without P)"), ("de", "(ohne P)")])
def test_a_florentine_sheet_its_key_and_its_page_count_cards_alike(tmp_path, lang, said):
    """The personal card is not counted among the cards: the line a pupil
    writes on, the key's count and the page's status all say so."""
    import json
    import re

    from click.testing import CliRunner

    from cli.main import main

    out = tmp_path / "sheet"
    args = ["worksheet", "--kind", "florentine", "--age", "6", "--lang", lang, "--quiet"]
    result = CliRunner().invoke(main, [*args, "--out", str(out)])
    assert result.exit_code == 0, result.output
    html = (out / "pupils" / "play.html").read_text(encoding="utf-8")
    data = json.loads(re.search(r'id="puzzle-data">(.*?)</script>', html, re.S)[1])
    with_personal = sum(bool(p.get("personal")) for p in data["puzzles"])
    assert with_personal >= 1
    pupils = " ".join(_svg_words(p) for p in sorted((out / "pupils").glob("*.svg")))
    key = " ".join(_svg_words(p) for p in sorted((out / "teacher").glob("*.svg")))
    assert re.findall(r"\S+", pupils).count(said.split()[-1]) == with_personal
    assert len(re.findall(r"\d+ \w+ " + re.escape(said), key)) == with_personal
    assert f'"florentine.laid_personal":"{{k}} {said}"' in html
    script = (Path(__file__).parent.parent / "puzzles/web/kinds/florentine.js").read_text()
    assert 'W("laid_personal", { k: s.laid })' in script


def test_a_keys_faded_triangles_are_washed_colours_that_stay_in_grey():
    """A key fades what does not score by mixing its colours with white, not
    by a translucent white laid over it, which a grey interior printed white."""
    import re

    from puzzles.drawing import style
    from puzzles.drawing.florentine_cards import FADE
    from puzzles.drawing.greys import greyscale
    from tests.test_drawing import single_page

    svg = single_page("florentine", True)
    assert "opacity" not in svg
    washed = {style.mixed(c, FADE).lower() for c in style.COLOURS.values()}
    fills = {f.lower() for f in re.findall(r'fill="(#[0-9a-fA-F]{6})"', svg)}
    assert len(washed & fills) >= 2  # faded triangles of two colours at least
    grey = {f.lower() for f in re.findall(r'fill="(#[0-9a-fA-F]{6})"', greyscale(svg))}
    shown = grey - {"#ffffff", "#000000", "#444444"}  # the triangles' greys, lit and faded
    assert len(shown) >= 4 and all(int(f[1:3], 16) < 0xFA for f in shown)


def test_a_black_and_white_books_answers_speak_of_outline_and_grey(tmp_path):
    from click.testing import CliRunner

    from cli.main import main

    out = tmp_path / "book"
    args = ["book", "--kinds", "florentine", "--count", "2", "--paper", "a5", "--quiet"]
    result = CliRunner().invoke(main, [*args, "--interior", "bw", "--out", str(out)])
    assert result.exit_code == 0, result.output
    words = " ".join(_svg_words(p) for p in sorted(out.glob("page-*.svg")))
    assert "Outlined in black" in words and "printed light grey" in words
    assert "full colour" not in words


def test_a_running_head_names_every_kind_and_number_on_its_page(tmp_path):
    """A page holding one kind's last keys and the next kind's first names
    both in its running head, with every number on it."""
    import re

    from click.testing import CliRunner

    from cli.main import main
    from tests import pagecheck

    out = tmp_path / "book"
    args = ["book", "--kinds", "endgame,blocked", "--count", "14", "--paper", "6x9in"]
    result = CliRunner().invoke(main, [*args, "--quiet", "--out", str(out)])
    assert result.exit_code == 0, result.output
    shared = 0
    for page in sorted(out.glob("page-*.svg")):
        texts = pagecheck.measure(page.read_text(encoding="utf-8")).texts
        heads = [t for t in texts if t.startswith("Answers ·")]
        if not heads:
            continue
        head = heads[0]
        for heading in (t for t in texts if t.startswith("Answers: ")):
            shared += 1
            assert heading.split(": ")[1] in head, (page.name, head)
        named = set()
        for a, b in re.findall(r"(\d+)(?:–(\d+))?", head):
            named |= set(range(int(a), int(b or a) + 1))
        on_page = {int(t[:-1]) for t in texts if re.fullmatch(r"\d+\.", t)}
        assert on_page <= named, (page.name, head, sorted(on_page))
    assert shared >= 1


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_books_answers_count_players_from_one_and_write_no_codes(tmp_path, lang):
    """A key with its steps reads without a manual: players counted from 1,
    no card code ("O1GOR"), no "turned 1"."""
    import re

    from click.testing import CliRunner

    from cli.main import main

    out = tmp_path / "book"
    args = ["book", "--kinds", "florentine,endgame", "--count", "6", "--paper", "a5"]
    result = CliRunner().invoke(
        main, [*args, "--explain", "--lang", lang, "--quiet", "--out", str(out)]
    )
    assert result.exit_code == 0, result.output
    words = " ".join(_svg_words(p) for p in sorted(out.glob("page-*.svg")))
    player = {"en": "Player", "de": "Spieler"}[lang]
    assert f"{player} 1" in words
    assert not re.search(rf"\b{player}s? 0\b|\bfrom 0\b|\bab 0\b", words)
    assert not re.search(r"\b[GROB]\d?[GROB]\d?[GROB]\d?[GROB]\d?\b", words)
    assert not re.search(r"\bturned \d|\bgedreht \d", words)


@pytest.mark.parametrize("lang", ["en", "nl", "de", "lv"])
def test_a_keys_heading_stays_within_its_column_as_drawn(lang):
    """A key's result line, bold, wraps by its drawn width (measured with the
    font, as tests/pagecheck.py measures), so it never runs into the number
    of the key beside it ("Spieler 1 gewinnt mit 36 Punkten19.")."""
    import re

    from puzzles.drawing import dominoes
    from puzzles.drawing.page import text_width
    from puzzles.drawing.words import count
    from tests.pagecheck import pillow_width

    said = Words(lang)(
        "paper.common.wins_by",
        who=Words(lang)("paper.common.player", p=1),
        points=count(Words(lang), 36, "points_by"),
    )
    size = 4.6
    # a column a little narrower than the line is drawn, wider than its estimate
    width = (
        max(text_width(said, size), pillow_width(said, size, False))
        + pillow_width(said, size, True)
    ) / 2
    if pillow_width(said, size, True) <= text_width(said, size):
        width = pillow_width(said, size, True) - 0.5
    col = dominoes.Column("endgame")
    col.caption(said, size=size, css="result", width=width)
    group, _, _ = col.done()
    lines = [
        re.sub(r"<[^>]+>", "", t) for t in re.findall(r"<text[^>]*>.*?</text>", group.tostring())
    ]
    assert len(lines) >= 2 and " ".join(lines) == said
    assert all(pillow_width(line, size, True) <= width + 0.05 for line in lines)
