"""The pages put numbers in words as their language writes them
(`Intl.NumberFormat`, as puzzles/numbers.py does in Python): a German play
page and game room write a decimal comma, an English one a point, and whole
numbers stay as they are."""

from __future__ import annotations

from domino_puzzles import play_html
from puzzles.words import Words
from solver.limits import Limits
from solver.registry import KINDS
from tests import browser
from tests.room_page import context, open_room, write_page


def _play_page(tmp_path, lang: str):
    kind = KINDS["blocked"]
    raw = {"kind": "blocked", "set": 3, "line": "1-2 2-2", "tiles": ["0-1", "2-3", "3-3"]}
    puzzle = kind.load(raw)
    out = tmp_path / f"play-{lang}.html"
    out.write_text(play_html.page("t", [(kind, puzzle, kind.solve(puzzle, Limits()))], Words(lang)))
    return out


def test_a_german_page_writes_a_decimal_comma(chromium, tmp_path):
    """A number the page puts in its words (here the id of a puzzle it lacks,
    through its interface for scripts) is written as the page's language writes it."""
    said = "() => [1.9, 21].map((id) => window.dominoPuzzles.play(id, {}).message)"
    for lang, words in (
        ("de", ["Es gibt kein Rätsel 1,9.", "Es gibt kein Rätsel 21."]),
        ("en", ["There is no puzzle 1.9.", "There is no puzzle 21."]),
    ):
        page, watch = browser.open_page(chromium, _play_page(tmp_path, lang))
        assert page.evaluate(said) == words, lang
        assert watch.errors == []
        page.context.close()
    ctx = context(chromium)
    page, watch = open_room(ctx, write_page(tmp_path, "de"))
    assert page.evaluate("() => word('{0} · {1}', 2.5, 40)") == "2,5 · 40"
    assert watch.errors == []
    ctx.close()
