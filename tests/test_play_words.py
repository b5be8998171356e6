"""Every word of play.html in the page's language (domino_puzzles/web/words.py and each
kind's `WORDS` in domino_puzzles/web/<kind>.py): the tables agree, the scripts hold no
word, and a de, nl or lv page shows and says no English word of the interface,
refusals included."""

from __future__ import annotations

# ruff: noqa: E501  (the scripts run in the page read better whole)
import re
import string

import pytest
from click.testing import CliRunner

from cli.main import main
from domino_puzzles import play_html
from domino_puzzles.web.kinds import page_piece
from domino_puzzles.web.words import SCREEN
from puzzles.drawing.words import LANGUAGES
from puzzles.files import dump_yaml
from solver.registry import KINDS
from tests import browser

TABLES = {"": SCREEN} | {f"{k.name}.": page_piece(k.name).WORDS for k in KINDS.values()}


def marks(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_language_has_every_word_with_the_same_marks():
    for prefix, table in TABLES.items():
        for lang in LANGUAGES:
            assert set(table[lang]) == set(table["en"]), (prefix, lang)
            for key, text in table["en"].items():
                assert marks(table[lang][key]) == marks(text), (prefix, lang, key)
                # a text with words in it is that language's (Hand is Dutch and German too)
                if lang != "en" and re.search(r"[^\W\d_]{5,}", re.sub(r"\{\w+\}", "", text)):
                    assert table[lang][key] != text, (prefix, lang, key)


def test_every_kind_has_its_words():
    assert all(f"{k}." in TABLES for k in KINDS)


def test_the_scripts_and_css_hold_no_sentence():
    """The page's words come from its data: no English sentence in a script."""
    english = {t for table in TABLES.values() for t in table["en"].values() if len(t) > 12}
    texts = {name: play_html.web_file(name) for name in (*play_html.SHARED, play_html.PAGE)}
    texts |= {
        play_html.script(k.name): play_html.web_file(play_html.script(k.name))
        for k in KINDS.values()
    }
    texts["play.css"] = play_html.web_file("play.css")
    for name, text in texts.items():
        for sentence in english:
            plain = re.sub(r"\{\w+\}", "", sentence).strip(" .:")
            assert plain not in text or len(plain) < 10, (name, sentence)


# -- in Chromium --------------------------------------------------------------------------
# Words the page shows that are not the interface's: numbers, tile and cell names.
OTHER = re.compile(r"^[\d\-–·✓↻◀▶✚◆?]+$|^[A-Z]\d+$")

ENGLISH_ONLY = None


def english_only() -> set[str]:
    """Words of the English tables no other table uses (Hand, Spinner... are shared)."""

    def words(lang):
        found = set()
        for table in TABLES.values():
            for text in table[lang].values():
                found |= {
                    w.lower() for w in re.findall(r"[^\W\d_]{3,}", re.sub(r"\{\w+\}", "", text))
                }
        return found

    others = set().union(*(words(lang) for lang in LANGUAGES if lang != "en"))
    return words("en") - others


PAGE_TEXT = """() => {
  const shown = document.body.innerText;
  const labels = [...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'));
  return [shown, ...labels, document.title].join(' \\n ');
}"""

# Moves every kind refuses, of the shapes the page reads.
BAD = {
    "florentine": [{"cell": "Z9", "card": "GGGG", "turn": 0}, {"cell": "A1", "card": "nope", "turn": 0},
                   {"cell": "A1", "personal": True}],
    "chain": [{"at": 99, "tile": "0-1"}, {"at": 1, "tile": "9-9"}, {"at": 1, "tile": "x"}],
    "blocked": [{"tile": "9-9", "end": "left"}, {"tile": "0-0", "end": "up"}],
    "endgame": [{"player": 7, "tile": "0-0", "end": "left"}, {"player": 0, "tile": "x", "end": "up"}],
}  # fmt: skip

REFUSE = """([id, moves]) => moves.map((m) => window.dominoPuzzles.play(id, m).message)"""


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    from tests.test_play_browser import EXTRA

    root = tmp_path_factory.mktemp("words")
    (root / "extra.yaml").write_text(dump_yaml({"puzzles": EXTRA}))
    out = {}
    runner = CliRunner()
    for lang in LANGUAGES:
        out[lang, "teacher"] = root / f"extra-{lang}.html"
        args = [
            "render",
            str(root / "extra.yaml"),
            "--lang",
            lang,
            "--html",
            str(out[lang, "teacher"]),
        ]
        assert runner.invoke(main, args, catch_exceptions=False).exit_code == 0
    for kind in KINDS:
        for lang in ("de", "lv"):
            folder = root / f"{kind}-{lang}"
            args = [
                "worksheet",
                "--kind",
                kind,
                "--lang",
                lang,
                "--count",
                "2",
                "--quiet",
                "--out",
                str(folder),
            ]
            assert runner.invoke(main, args, catch_exceptions=False).exit_code == 0
            out[lang, kind] = folder / "pupils" / "play.html"
    return out


def english_left(text: str) -> set[str]:
    # four letters or more: "was", "die" are German words too
    words = {w.lower() for w in re.findall(r"[^\W\d_]{4,}", text)}
    return words & english_only()


@pytest.mark.parametrize("lang", [x for x in LANGUAGES if x != "en"])
def test_no_english_word_on_a_page_in_another_language(chromium, pages, lang):
    for (page_lang, what), path in pages.items():
        if page_lang != lang:
            continue
        page, watch = browser.open_page(chromium, path)
        # Choose a piece and ask for a hint in every puzzle, to show those words too.
        page.evaluate("""() => document.querySelectorAll('section.puzzle').forEach((sec) => {
          const piece = sec.querySelector('[data-pick]'); if (piece) piece.click();
          const hint = sec.querySelector('[data-act="hint"]'); if (hint) hint.click();
        })""")
        left = english_left(page.evaluate(PAGE_TEXT))
        assert not left, (lang, what, sorted(left))
        assert watch.errors == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_refusals_are_in_the_pages_language(chromium, pages, lang):
    page, _ = browser.open_page(chromium, pages[lang, "teacher"])
    data = page.evaluate("JSON.parse(document.getElementById('puzzle-data').textContent)")
    said = []
    for d in data["puzzles"]:
        said += page.evaluate(REFUSE, [d["id"], BAD[d["kind"]]])
        said += page.evaluate(REFUSE, [d["id"], [{"cell": "A1"}, "not a move"]])
    assert len(said) > 20
    words = {t for table in TABLES.values() for t in table[lang].values()}
    for message in said:
        # every refusal is one of the table's texts with its values put in
        assert any(re.fullmatch(_pattern(t), message) for t in words), (lang, message)
        if lang != "en":
            assert not english_left(message), (lang, message)


def _pattern(text: str) -> str:
    parts = re.split(r"\{\w+\}", text)
    return "(.+?)".join(re.escape(p) for p in parts)


def test_the_english_page_shows_those_words(chromium, pages):
    """The check above could pass on an empty page: the English one shows them."""
    page, _ = browser.open_page(chromium, pages["en", "teacher"])
    assert len(english_left(page.evaluate(PAGE_TEXT))) > 20


# -- a Dominosa in German and Latvian ------------------------------------------------------
# double-two, one covering: 0-0 A1-B1, 1-2 C1-D1, 1-1 A2-A3, 2-2 B2-C2, 0-2 D2-D3, 0-1 B3-C3
DSA = {"kind": "dominosa", "id": "dsa", "set": 2, "grid": "0 0 1 2\n1 2 2 0\n1 0 1 2\n",
       "given": [{"tile": "0-0", "cells": ["A1", "B1"]}]}  # fmt: skip
# Every refusal a Dominosa has, two dominoes laid (the second where the answer has
# none), the given laid again; then what choosing a cell and two hints say.
DSA_MOVES = [
    ({"cells": ["A1"]}, "two_cells"),
    ({"cells": ["Z9", "A1"]}, "not_cell"),
    ({"cells": ["C1", "C1"]}, "twice"),
    ({"cells": ["A3", "B2"]}, "not_near"),
    ({"cells": ["A1", "A2"]}, "covered"),
    ({"tile": "2-2", "cells": ["C1", "D1"]}, "shows"),
    ({"cells": ["C1", "D1"]}, "said"),
    ({"cells": ["C3", "D3"]}, "twin_laid"),
    ({"cells": ["C2", "D2"]}, "said"),
    ({"tile": "0-0", "cells": ["B1", "A1"]}, "given"),
]
DSA_PLAY = """(moves) => {
  const api = window.dominoPuzzles, said = moves.map((m) => api.play('dsa', m).message);
  const sec = () => document.querySelector('section.puzzle');
  sec().querySelector('[data-pick="A2"]').click();
  said.push(sec().querySelector('.message').innerText, api.hint('dsa').message);
  api.reset('dsa');
  said.push(api.hint('dsa').message);
  return said;
}"""


@pytest.mark.parametrize("lang", ["de", "lv"])
def test_a_dominosa_page_says_and_shows_no_english_word(chromium, tmp_path, lang):
    """Refusals, moves, the choosing, the hints and every label of a Dominosa
    (with a given domino) are the page's language's, in its words."""
    (tmp_path / "p.yaml").write_text(dump_yaml(DSA))
    html = tmp_path / "p.html"
    args = ["render", str(tmp_path / "p.yaml"), "--lang", lang, "--html", str(html)]
    assert CliRunner().invoke(main, args, catch_exceptions=False).exit_code == 0
    page, watch = browser.open_page(chromium, html, viewport=(390, 844))
    said = page.evaluate(DSA_PLAY, [m for m, _ in DSA_MOVES])
    ours = page_piece("dominosa").WORDS[lang]
    keys = [k for _, k in DSA_MOVES] + ["picked", "off_track"]
    for key, message in zip(keys, said, strict=False):
        assert re.fullmatch(_pattern(ours[key]), message), (lang, key, message)
    hint = re.fullmatch(_pattern(SCREEN[lang]["hint_says"]), said[-1])
    assert hint and re.fullmatch(_pattern(ours["hint"]), hint[1]), (lang, said[-1])
    for message in said:
        assert not english_left(message), (lang, message)
    shown = page.evaluate(PAGE_TEXT)
    assert ours["set"] in shown and not english_left(shown), (lang, sorted(english_left(shown)))
    assert watch.errors == []


def _help(page) -> list[str]:
    import html as html_text

    text = page.read_text(encoding="utf-8")
    found = re.search(
        r'<span class="only-touch">(.*?)</span><span class="only-mouse">(.*?)</span>\s*'
        r'<span class="only-keys">(.*?)</span>',
        text,
    )
    assert found, page
    return [html_text.unescape(g) for g in found.groups()]


@pytest.mark.parametrize("lang", ["de", "lv"])
def test_the_help_line_names_the_pieces_the_page_moves(pages, lang):
    """A sheet of one kind says what its pupils move (a tile, a card, two
    cells), not "a piece (a card or a tile)"; a page of several kinds keeps it."""
    for kind in KINDS:
        pieces = page_piece(kind).PIECES
        wanted = [SCREEN[lang][f"help_{way}_{pieces}"] for way in ("touch", "mouse", "keys")]
        assert _help(pages[lang, kind]) == wanted, kind
    mixed = [SCREEN[lang][f"help_{way}"] for way in ("touch", "mouse", "keys")]
    assert {page_piece(k).PIECES for k in KINDS} == {"cards", "tiles", "cells"}
    assert _help(pages[lang, "teacher"]) == mixed


def test_each_kind_moves_cards_tiles_or_cells():
    for kind in KINDS:
        assert page_piece(kind).PIECES in ("cards", "tiles", "cells"), kind
