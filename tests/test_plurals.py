"""Issue 56, item 3: every count takes a real plural form of its language.

No catalog fakes a plural ("page(s)", "pagina('s)", "Problem(e)",
"lēmums(-i)"); a counted message is a plural message, picked by the
language's CLDR plural rule (Latvian: 1, 21, 31 singular; 0, 10, 11-19 the
zero form), in Python (`i18n.ngettext`) and on the pages, whose scripts get
each language's rule compiled from Babel's CLDR data
(`puzzles/locale/plural_rules.json`)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import babel
import pytest
from babel.messages.pofile import read_po

from puzzles import i18n

# ruff: noqa: E501  (a row of forms reads better whole, one language beside the other)
from puzzles.words import Words
from tests.room_page import context, open_room, write_page

# a word with its plural ending in brackets: page(s), pagina('s), Problem(e),
# Rätsel(n), Kind(er), beslissing(en), lēmums(-i), kārts(-is)
FAKED = re.compile(r"\w\((?:s|'s|e|n|en|er|es|-i|-is|-s|-es|-as|-u)\)")


def _texts(message) -> list[str]:
    ids = list(message.id) if isinstance(message.id, tuple) else [message.id]
    strings = message.string if isinstance(message.string, tuple) else (message.string,)
    return ids + [s for s in strings if s]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_no_catalog_fakes_a_plural(lang: str) -> None:
    with i18n.catalog_path(lang, ".po").open("rb") as f:
        catalog = read_po(f)
    faked = [(m.context, text) for m in catalog if m.id for text in _texts(m) if FAKED.search(text)]
    assert not faked


def test_the_pattern_finds_the_faked_plurals_it_is_for() -> None:
    for text in ("1 page(s)", "1 pagina('s)", "1 Problem(e)", "3 Rätsel(n)", "lēmums(-i)"):
        assert FAKED.search(text), text
    for text in ("(s) seconds", "value (optimal)", "{n} pages (with the cover)"):
        assert not FAKED.search(text), text


# (key, n, the form in each language)
FORMS = [
    ("command.pages_n", 1, {"en": "1 page", "nl": "1 pagina", "de": "1 Seite", "lv": "1 lapa"}),
    ("command.pages_n", 2, {"en": "2 pages", "nl": "2 pagina's", "de": "2 Seiten", "lv": "2 lapas"}),
    ("command.pages_n", 5, {"en": "5 pages", "nl": "5 pagina's", "de": "5 Seiten", "lv": "5 lapas"}),
    ("command.pages_n", 21, {"en": "21 pages", "nl": "21 pagina's", "de": "21 Seiten", "lv": "21 lapa"}),
    ("command.pages_n", 0, {"en": "0 pages", "nl": "0 pagina's", "de": "0 Seiten", "lv": "0 lapu"}),
    ("command.pages_n", 11, {"en": "11 pages", "nl": "11 pagina's", "de": "11 Seiten", "lv": "11 lapu"}),
    ("answer.florentine.hidden_cards", 1, {"en": "1 card, unseen", "nl": "1 kaart, niet gezien", "de": "1 Karte, nicht gesehen", "lv": "1 neredzēta kārts"}),
    ("answer.florentine.hidden_cards", 21, {"en": "21 cards, unseen", "nl": "21 kaarten, niet gezien", "de": "21 Karten, nicht gesehen", "lv": "21 neredzēta kārts"}),
    ("answer.florentine.hidden_cards", 0, {"en": "0 cards, unseen", "nl": "0 kaarten, niet gezien", "de": "0 Karten, nicht gesehen", "lv": "0 neredzētu kāršu"}),
    ("answer.florentine.hidden_cards", 5, {"en": "5 cards, unseen", "nl": "5 kaarten, niet gezien", "de": "5 Karten, nicht gesehen", "lv": "5 neredzētas kārtis"}),
    ("answer.endgame.history", 1, {"en": "history: 1 move", "nl": "verloop: 1 zet", "de": "Verlauf: 1 Zug", "lv": "vēsture: 1 gājiens"}),
    ("answer.endgame.history", 2, {"en": "history: 2 moves", "nl": "verloop: 2 zetten", "de": "Verlauf: 2 Züge", "lv": "vēsture: 2 gājieni"}),
    ("answer.endgame.history", 11, {"en": "history: 11 moves", "nl": "verloop: 11 zetten", "de": "Verlauf: 11 Züge", "lv": "vēsture: 11 gājienu"}),
]  # fmt: skip


@pytest.mark.parametrize(("key", "n", "forms"), FORMS)
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_count_takes_the_form_of_its_language(lang, key, n, forms) -> None:
    assert i18n.nformat(lang, key, n) == forms[lang]


def test_a_sentence_of_two_counts_fakes_neither() -> None:

    def wrote(lang: str, pages: int, keys: int) -> str:
        counted = Words(lang).count("command.pages_n", pages)
        return Words(lang).count("command.wrote_sheet", keys, pages=counted, keys=keys, out="x")

    assert wrote("en", 1, 1) == "wrote 1 page and 1 key page to x"
    assert wrote("en", 2, 3) == "wrote 2 pages and 3 key pages to x"
    assert wrote("de", 1, 2) == "1 Seite und 2 Lösungsseiten nach x geschrieben"
    assert wrote("lv", 21, 11) == "uz x ierakstīts: 21 lapa un 11 atbilžu lapu"


def test_the_pages_plural_rules_are_what_babel_compiles() -> None:
    """The committed rules are Babel's CLDR data now (docs/development.md says
    how to write them again after a Babel update)."""
    assert i18n.PLURAL_RULES.read_text(encoding="utf-8") == i18n.compile_plural_rules()


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_each_catalog_counts_as_cldr_does(lang: str) -> None:
    """The catalog's Plural-Forms picks, for every n, the form CLDR's category
    of n names, in the order the page's rule uses."""
    rule = babel.Locale.parse(lang).plural_form
    order = [t for t in ("zero", "one", "two", "few", "many", "other") if t in rule.tags]
    order += ["other"]
    picked = i18n.catalog(lang).plural
    assert all(picked(n) == order.index(rule(n)) for n in range(0, 1000))


@pytest.mark.skipif(shutil.which("node") is None, reason="no node to run the script")
def test_the_pages_rule_picks_the_catalogs_form_for_every_count() -> None:
    script = i18n.plural_rules_js("PLURAL") + (
        "const out = {};"
        "for (const lang in PLURAL) out[lang] = [...Array(1000).keys()].map(PLURAL[lang]);"
        "console.log(JSON.stringify(out));"
    )
    ran = subprocess.run(["node", "-e", script], capture_output=True, text=True, check=True)
    got = json.loads(ran.stdout)
    for lang in i18n.LANGUAGES:
        assert got[lang] == [i18n.catalog(lang).plural(n) for n in range(1000)], lang


def test_the_results_page_gets_the_forms_and_the_rule() -> None:
    from domino_puzzles.results_html import page

    text = page("Sheet", Words("lv"), [])
    raw = re.search(r'id="results-data">(.*?)</script>', text, re.S)[1]
    data = json.loads(raw.replace("\\u003c", "<"))
    assert data["counted"]["pupils_n"] == ["{n} skolēnu", "{n} skolēns", "{n} skolēni"]
    assert "const PLURAL = {" in text and '"zero", "one", "other"' in text


ROOM_COUNTS = """([lang, key, n]) => { UI.lang = lang; return word(key, "Anna", n); }"""


def test_the_room_says_each_count_in_the_form_of_its_language(chromium, tmp_path) -> None:
    """Browser: the room's words for 1, 2 and 21 points (and Latvian 11, 0), and
    the draw pile as the page shows it."""
    ctx = context(chromium)
    page, watch = open_room(ctx, write_page(tmp_path))
    said = {
        (lang, n): page.evaluate(ROOM_COUNTS, [lang, "wins_points", n])
        for lang in i18n.LANGUAGES
        for n in (1, 2, 21, 11, 0)
    }
    assert said["en", 1] == "Anna scores 1 point." and said["en", 2] == "Anna scores 2 points."
    assert said["en", 21] == "Anna scores 21 points."
    assert said["nl", 1] == "Anna scoort 1 punt." and said["nl", 2] == "Anna scoort 2 punten."
    assert said["de", 1] == "Anna bekommt 1 Punkt." and said["de", 2] == "Anna bekommt 2 Punkte."
    assert said["de", 21] == "Anna bekommt 21 Punkte."
    assert said["lv", 1] == "Anna gūst 1 punktu." and said["lv", 2] == "Anna gūst 2 punktus."
    assert said["lv", 21] == "Anna gūst 21 punktu." and said["lv", 11] == "Anna gūst 11 punktu."
    pile = page.evaluate(
        """() => { UI.lang = "de"; return [1, 2, 21].map((n) => word("pile_n", n)); }"""
    )
    assert pile == ["Stapel: 1 Karte", "Stapel: 2 Karten", "Stapel: 21 Karten"]
    pile = page.evaluate(
        """() => { UI.lang = "lv"; return [1, 2, 21, 11, 0].map((n) => word("pile_n", n)); }"""
    )
    assert pile == [
        "Kava: 1 kārts",
        "Kava: 2 kārtis",
        "Kava: 21 kārts",
        "Kava: 11 kāršu",
        "Kava: 0 kāršu",
    ]
    assert watch.errors == []
    ctx.close()


def test_an_error_counts_in_the_form_of_its_language() -> None:
    from puzzles.errors import BadInput

    error = BadInput.said("names_too_many", file="class.txt", n=21, most=40)
    assert error.message == "21 names: at most 40 a class"
    assert error.told("lv") == "class.txt: 21 vārds: klasē ne vairāk kā 40"
    assert error.told("de") == "class.txt: 21 Namen: höchstens 40 je Klasse"
    error = BadInput.said("per_page_too_many", "--per-page", asked=11, most=6)
    assert error.told("lv").startswith("--per-page: 11 mīklu neietilpst")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_mean_is_counted_in_the_form_cldr_gives_its_decimals(lang: str) -> None:
    """A mean (7.938 gems at the end) takes the plural form Babel's CLDR rule
    gives the number as written (`Words.count_plain`): Latvian 7,931
    dārgakmens but 7,11 dārgakmeņu; the others the plural for any decimals."""
    from decimal import Decimal

    from babel import Locale

    category = Locale(lang).plural_form
    words = Words(lang)
    forms = i18n.catalog(lang).plurals["answer.florentine.value_end"]
    order = {"en": ["one", "other"], "nl": ["one", "other"], "de": ["one", "other"],
             "lv": ["zero", "one", "other"]}[lang]  # fmt: skip  # the catalog's forms
    for x in (0, 1, 2, 11, 21, 1.5, 7.938, 7.931, 7.11, 7.1, 7.01, 0.11, 21.25, 8.0, 1.0):
        written = words.plain(x)
        text = words.count_plain("answer.florentine.value_end", x)
        want = forms[order.index(category(Decimal(written.replace(",", "."))))]
        assert text == want.format(n=written), (lang, written, text)
