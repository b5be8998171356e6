"""Numbers in words in the reader's format (puzzles/numbers.py): the decimal
sign and the percent sign as CLDR writes them for each language (Babel's
`format_decimal` and `format_percent` the reference), English as it always
was, the terminal's and the paper's numbers through them, and quotation marks
as each language writes them in its catalog."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest
from babel.messages.pofile import read_po
from babel.numbers import format_decimal, format_percent
from click.testing import CliRunner
from hypothesis import example, given
from hypothesis import strategies as st

from cli.main import main
from domino_puzzles.preflight_report import Summary, summary_line
from puzzles import i18n, numbers
from puzzles.i18n import LANGUAGES
from puzzles.words import Words

NBSP = "\u00a0"
finite = st.floats(min_value=-1e6, max_value=1e6, allow_nan=False)


def _babel_decimal(text: str, digits: int, lang: str) -> str:
    pattern = "0." + "0" * digits if digits else "0"
    return format_decimal(Decimal(text), format=pattern, locale=lang, group_separator=False)


@given(x=finite, digits=st.integers(0, 3))
@example(x=1.9, digits=1)
@example(x=2.675, digits=2)
def test_a_decimal_is_babels_and_english_is_pythons(x, digits):
    english = numbers.decimal("en", x, digits)
    assert english == f"{x:.{digits}f}"  # English byte for byte as before
    if english.startswith("-") and not english.strip("-0."):
        return  # Python keeps "-0.00"; Babel drops the sign of a zero
    for lang in LANGUAGES:
        assert numbers.decimal(lang, x, digits) == _babel_decimal(english, digits, lang), lang


@given(x=finite)
@example(x=0.0)
def test_a_difference_keeps_its_sign(x):
    for lang in LANGUAGES:
        text = numbers.signed(lang, x)
        if x == 0:
            assert (
                text == "0"
                and numbers.signed(lang, x, zero=None)
                == "+0" + ("." if lang == "en" else ",") + "00"
            )
        else:
            assert text[0] == ("+" if x > 0 else "-")
            assert text[1:] == numbers.decimal(lang, abs(x))
    assert numbers.signed("en", x) == (f"{x:+.2f}" if x else "0")


@given(share=st.floats(min_value=0, max_value=1))
@example(share=0.59)
@example(share=0.575)
def test_a_percentage_is_babels(share):
    english = numbers.percent("en", share)
    assert english == f"{share:.0%}"
    whole = Decimal(english[:-1]) / 100
    for lang in LANGUAGES:
        assert numbers.percent(lang, share) == format_percent(whole, locale=lang), lang


def test_numbers_without_trailing_zeros_and_sizes():
    assert numbers.number("en", 210.0, 1) == "210" and numbers.number("de", 6.5) == "6,5"
    assert numbers.number("lv", 0.75) == "0,75" and numbers.number("nl", 152.4, 1) == "152,4"
    assert numbers.size("de", 210.0, 297.0) == "210 × 297"
    assert numbers.size("en", 152.4, 228.6) == "152.4 × 228.6"


def _analyse(lang: str) -> str:
    args = ["analyse", "examples/positions/endgame-hidden.yaml", "--lang", lang]
    result = CliRunner().invoke(main, args, catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.stdout


def test_the_terminal_says_numbers_as_the_language_writes_them():
    """`analyse` of a hidden hand: seconds, mean values, the share of deals won
    and the interval, in English and German."""
    en, de = _analyse("en"), _analyse("de")
    assert re.search(r"\(\d+\.\d\d s\)", en) and re.search(r"\(\d+,\d\d s\)", de)
    assert "+8.57, wins 79%, 95% +7.71 to +9.44" in en
    assert f"+8,57, gewinnt 79{NBSP}%, 95{NBSP}% +7,71 bis +9,44" in de
    assert not re.search(r"\d\.\d", de.split("\n", 1)[1].split("Züge, beste zuerst")[1])


def test_the_preflight_says_the_trim_as_the_language_writes_it():
    summary = Summary("kdp", ("book.pdf",), 10, (210.0, 297.0), False, None, 0, True, True)
    assert "trim 210 × 297 mm" in summary_line(summary, Words("en"))
    assert "Endformat 210 × 297 mm" in summary_line(summary, Words("de"))
    odd = Summary("kdp", ("book.pdf",), 10, (152.4, 228.6), False, None, 0, True, True)
    assert "snijformaat 152,4 × 228,6 mm" in summary_line(odd, Words("nl"))
    assert "152.4 × 228.6 mm" in summary_line(odd, Words("en"))


def _messages(lang: str) -> list[tuple[str, str]]:
    with open(i18n.catalog_path(lang, ".po"), "rb") as file:
        catalog = read_po(file)
    out = []
    for m in catalog:
        if m.id:
            texts = m.string if isinstance(m.string, tuple | list) else (m.string,)
            out += [(m.context, t) for t in texts]
    return out


# How each language quotes: German and Latvian „…“, Dutch “…” (or ‘…’ inside).
QUOTES = {"de": ("„", "“"), "lv": ("„", "“"), "nl": ("“", "”")}


@pytest.mark.parametrize("lang", sorted(QUOTES))
def test_every_quotation_is_in_the_languages_marks(lang):
    opening, closing = QUOTES[lang]
    for key, text in _messages(lang):
        assert '"' not in text, (lang, key, text)  # never straight double quotes
        marks = "".join(c for c in text if c in "„“”«»")
        assert marks == (opening + closing) * (len(marks) // 2), (lang, key, text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_percentage_in_a_catalog_is_written_as_the_language_writes_it(lang):
    """A number before % in a message: German with a no-break space (59 %), the
    others close up (59%), as the numbers the code puts in are written."""
    written = numbers.percent(lang, 0.59)
    space = written[len("59") : -1]
    for key, text in _messages(lang):
        for found in re.finditer(r"(\d|\})(\s*)%", text):
            assert found[2] == space, (lang, key, text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_message_formats_its_own_numbers(lang):
    """A message takes a number already written (`{mean}`), never a Python format
    (`{mean:+.1f}`, `{win:.0%}`) that would write it the English way. Click's
    own messages (`click:`), which click formats, quote a name as `{name!r}`."""
    for key, text in _messages(lang):
        if key.startswith("click."):
            text = re.sub(r"\{\w+!r\}", "", text)
        assert not re.search(r"\{\w*[:!][^}]*\}", text), (lang, key, text)


def test_a_language_of_no_catalog_gets_english_numbers():
    assert numbers.decimal("fr", 1.5) == "1.50" and numbers.percent("fr", 0.5) == "50%"


def test_progress_says_its_seconds_in_the_reporters_language():
    from domino_puzzles.book_layout import Steps
    from domino_puzzles.report import Lines

    said: list[str] = []
    Steps(Lines(said.append, "de"))("gesetzt")
    assert re.fullmatch(r"\[ +\d+,\d s\] gesetzt", said[0]), said


def test_a_plain_value_keeps_its_places():
    assert [numbers.plain(lang, 4.333) for lang in ("en", "de")] == ["4.333", "4,333"]
    assert numbers.plain("lv", 4) == "4" and numbers.plain("en", 4.0) == "4.0"


def test_the_tables_advice_says_its_mean_and_share_as_the_language_writes_them():
    """`?` at the terminal's table: the mean points with a decimal comma in
    German (`+1,9`), the share won with a no-break space (`59 %`)."""
    from cli.table import HumanSeats, _advice
    from tests.test_one_engine import decisions

    round_, player, legal = next(d for d in decisions("block", 2, 1) if len(d[2]) > 1)
    said = {
        lang: _advice(HumanSeats([player], lang, 1), round_, player, legal, 0.05)
        for lang in ("en", "de")
    }
    assert re.search(r"[+-]\d+\.\d points", said["en"]), said["en"]
    assert re.search(r"[+-]\d+,\d Punkte", said["de"]) and not re.search(r"\d\.\d", said["de"])
    if re.search(r"\d%", said["en"]):
        assert re.search(rf"\d{NBSP}%", said["de"]), said["de"]


def test_the_results_pages_limits_are_grouped_as_the_language_groups():
    """The one message with large numbers writes them as CLDR groups them
    (Latvian with a no-break space: 200 000)."""
    key = "results.capped"
    for lang in LANGUAGES:
        text = i18n.gettext(lang, key)
        for n in (5000, 200000):
            assert format_decimal(n, locale=lang) in text, (lang, text)
