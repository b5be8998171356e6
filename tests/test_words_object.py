"""`Words`: a language bound once, one way to a message and one to a counted
message, numbers as the language writes them (puzzles/words.py)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from puzzles import i18n, numbers
from puzzles.words import ENGLISH, Words


def test_a_message_in_its_language_with_its_marks_filled_in():
    assert Words("de")("room.title") == "Domino-Spielzimmer"
    assert Words("nl")("error.missing") == "ontbreekt"
    assert ENGLISH("error.missing") == "missing"
    told = Words("de")("screen.common.title", n=3, kind="Kette")
    assert "3" in told and "Kette" in told


def test_a_counted_message_takes_the_languages_form():
    lv = Words("lv")
    assert lv.count("answer.endgame.history", 1) != lv.count("answer.endgame.history", 2)
    assert lv.count("answer.endgame.history", 21).endswith("gājiens")  # 21: the singular
    assert lv.count("answer.endgame.history", 11).endswith("gājienu")  # 11: the zero form
    assert Words("de").count("answer.endgame.history", 2) == "Verlauf: 2 Züge"


def test_a_language_of_no_catalog_reads_english():
    assert Words("xx")("error.missing") == "missing"
    assert Words("xx").lang == "xx" and Words("xx").known == "en"


def test_a_group_and_a_page_read_the_same_messages():
    de = Words("de")
    assert de.group("landing")["play"] == "Spielen"
    assert '"play": "Spielen"' in de.page(("landing",))
    assert de.has("landing.play") and not de.has("landing.no_such_word")


@given(st.floats(-1e6, 1e6, allow_nan=False), st.sampled_from(i18n.LANGUAGES))
def test_numbers_are_written_as_puzzles_numbers_writes_them(x, lang):
    w = Words(lang)
    assert w.decimal(x, 1) == numbers.decimal(lang, x, 1)
    assert w.number(x) == numbers.number(lang, x)
    assert w.signed(x) == numbers.signed(lang, x)
    assert w.percent(x / 1e6) == numbers.percent(lang, x / 1e6)
    assert w.plain(x) == numbers.plain(lang, x)


@pytest.mark.parametrize(("lang", "shown"), [("en", "2.5"), ("de", "2,5"), ("lv", "2,5")])
def test_a_number_among_the_fields_is_written_in_the_language(lang, shown):
    said = Words(lang)("landing.seed_sheet", seed=2.5, command="")
    assert shown in said
    assert Words(lang)("landing.seed_sheet", seed=7, command="") == Words(lang)(
        "landing.seed_sheet", seed="7", command=""
    )
