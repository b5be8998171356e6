"""The progress lines of a long job are in the command's language
(the catalogs' `progress` words), like every other word it prints."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from cli.main import main
from puzzles import i18n
from puzzles.drawing.words import LANGUAGES

PROGRESS = i18n.table("progress")

ENGLISH = ("generating", "laying out", "drawing the pages", "writing the files", "converting")


def test_every_progress_word_is_in_every_language():
    for lang in LANGUAGES:
        assert set(PROGRESS[lang]) == set(PROGRESS["en"]), lang


@pytest.mark.parametrize("lang", ["nl", "de", "lv"])
def test_a_books_progress_is_in_its_language(tmp_path, lang):
    args = ["book", "--kinds", "chain,blocked", "--count", "2", "--lang", lang]
    result = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "b")])
    assert result.exit_code == 0, result.output
    said = result.stderr
    assert PROGRESS[lang]["laying_out"] in said and PROGRESS[lang]["writing"] in said
    assert not any(word in said for word in ENGLISH), said


def test_a_worksheets_progress_is_in_its_language(tmp_path):
    args = ["worksheet", "--kind", "chain", "--count", "2", "--lang", "de"]
    result = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "w")])
    assert result.exit_code == 0, result.output
    assert "erzeugen: Dominokette" in result.stderr and "generating" not in result.stderr
