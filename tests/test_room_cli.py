"""`room --out DIR`: one self-contained games.html, its words in every language."""

from __future__ import annotations

import re
from pathlib import Path

from click.testing import CliRunner

from cli.main import main as cli
from domino_puzzles.room import SCRIPTS
from puzzles import i18n
from puzzles.drawing.room_words import LANGS, WORDS

WEB = Path(__file__).resolve().parent.parent / "puzzles" / "web" / "room"


def test_room_writes_one_self_contained_page(tmp_path):
    out = tmp_path / "room"
    result = CliRunner().invoke(cli, ["room", "--out", str(out), "--lang", "nl"])
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in out.iterdir()) == [".domino-puzzles", "games.html"]
    text = (out / "games.html").read_text(encoding="utf-8")
    assert '<html lang="nl">' in text
    assert "Content-Security-Policy" in text and "default-src 'none'" in text
    # nothing from elsewhere: no address, no file beside it
    assert not re.search(r"https?://(?!www\.w3\.org/2000/svg)", text)
    assert not re.search(r"<(script|link|img)[^>]+(src|href)=", text)
    assert "window.dominoRoom" in text
    # a second run replaces its own file
    assert CliRunner().invoke(cli, ["room", "--out", str(out)]).exit_code == 0


def test_room_never_replaces_a_file_it_did_not_write(tmp_path):
    (tmp_path / "games.html").write_text("mine")
    result = CliRunner().invoke(cli, ["room", "--out", str(tmp_path)])
    assert result.exit_code == 2
    assert "games.html" in result.output
    assert (tmp_path / "games.html").read_text() == "mine"


def _page_words(lang):
    """The words as the page gets them: a counted word the list of its forms."""
    return i18n.page_words(lang, WORDS.group)


def test_every_language_has_every_word_with_the_same_blanks():
    english = _page_words("en")
    keys = set(english)
    for lang in LANGS:
        words = _page_words(lang)
        assert set(words) == keys, lang
        for key, text in words.items():
            en = english[key] if isinstance(english[key], list) else [english[key]]
            for form in text if isinstance(text, list) else [text]:
                blanks = sorted(re.findall(r"\{\d\}", form))
                assert blanks == sorted(re.findall(r"\{\d\}", en[0])), (lang, key)
                assert form.strip(), (lang, key)
            if isinstance(text, list):
                # the page counts a counted word by its last value (table.js `word`)
                last = "{" + str(len(re.findall(r"\{\d\}", en[0])) - 1) + "}"
                assert all(last in form for form in text), (lang, key)
    # a word is a word of its language: not the English left in place
    for lang in ("nl", "de", "lv"):
        words = _page_words(lang)
        same = [k for k in keys if words[k] == english[k] and len(str(english[k])) > 8]
        assert not same, (lang, same)


def test_every_word_the_page_asks_for_is_in_the_table():
    script = "\n".join((WEB / name).read_text(encoding="utf-8") for name in SCRIPTS)
    asked = set(re.findall(r'word\("([a-z_]+)"', script))
    asked |= set(re.findall(r'\["(why_[a-z_]+)"', script))
    for prefix, values in {
        "game_": ("block", "draw", "florentine"),
        "about_": ("block", "draw", "florentine"),
        "level_": ("random", "greedy", "best"),
        "spinners_": ("all", "first", "none"),
        "phase_": ("draw", "open", "personal", "over"),
        "end_": ("domino", "blocked"),
    }.items():
        asked.discard(prefix)
        asked |= {prefix + v for v in values}
    asked |= set(re.findall(r'"(pace_[a-z]+)"', script))
    asked |= {"person", "computer", "start", "new_game", "language_name"}
    missing = sorted(asked - set(_page_words("en")))
    assert not missing
