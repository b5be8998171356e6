"""The termbase (puzzles/locale/termbase.csv): each game term a person reads
has one translation a language, and every catalog keeps to it.

A row names a term, `en` the pattern that finds it in an English message
(case-insensitive; `(?-i:...)` where only the capitalised word is the term),
and for each language its translation, `LANG_forms` (patterns, `|` between
them, any of which a translation using the term holds: stems and the
inflected forms, German and Latvian decline) and `LANG_avoid` (whole words
the termbase rules out for this term: the rival synonyms). `not_in` lists
the contexts (patterns) where the English word means something else.
The English pattern sees a placeholder as `{_name}` (`draws \\{_tile\\}`),
so that `tile` finds the word, not `{tile}`; in a translation only written
words count, its placeholders left out. Weblate and Poedit read the CSV as
a glossary (`en`, `nl`, `de`, `lv`, `note`)."""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

babel = pytest.importorskip("babel")

from puzzles import i18n  # noqa: E402
from puzzles.i18n_babel import read_catalog  # noqa: E402

TERMBASE = Path(i18n.LOCALE) / "termbase.csv"
OTHERS = tuple(lang for lang in i18n.LANGUAGES if lang != i18n.SOURCE)
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
PROGRAM = re.compile(r"domino-puzzles")


@dataclass(frozen=True)
class Term:
    id: str
    english: re.Pattern[str]
    translation: dict[str, str]
    forms: dict[str, re.Pattern[str]]
    avoid: dict[str, re.Pattern[str] | None]
    not_in: re.Pattern[str] | None
    note: str


def read_termbase(path: Path = TERMBASE) -> list[Term]:
    with path.open(encoding="utf-8", newline="") as file:
        rows = list(csv.DictReader(file))
    terms = []
    for row in rows:
        avoid = {
            lang: re.compile(rf"\b(?:{row[f'{lang}_avoid']})\b", re.I)
            if row[f"{lang}_avoid"]
            else None
            for lang in OTHERS
        }
        terms.append(
            Term(
                id=row["id"],
                english=re.compile(row["en"], re.I),
                translation={lang: row[lang] for lang in OTHERS},
                forms={lang: re.compile(row[f"{lang}_forms"], re.I) for lang in OTHERS},
                avoid=avoid,
                not_in=re.compile(rf"(?:{row['not_in']})$") if row["not_in"] else None,
                note=row["note"],
            )
        )
    return terms


def _text(value: object) -> str:
    forms = value if isinstance(value, tuple | list) else (value,)
    return PROGRAM.sub(" ", " | ".join(str(f or "") for f in forms))


def messages(lang: str) -> dict[str, str]:
    """Each message's text, its forms joined, the program's name left out."""
    return {m.context: _text(m.string) for m in read_catalog(lang) if m.id and m.context}


def findings(terms: list[Term], catalogs: dict[str, dict[str, str]]) -> list[str]:
    """Every message that uses a term of the termbase and whose translation
    does not use the termbase's translation, or uses a word it rules out."""
    out = []
    # the English pattern sees a placeholder as `{_name}`: the term `tile` is not `{tile}`
    english = {
        k: PLACEHOLDER.sub(lambda m: "{_" + m.group()[1:], t)
        for k, t in catalogs[i18n.SOURCE].items()
    }
    for term in terms:
        for key, text in english.items():
            if not term.english.search(text) or (term.not_in and term.not_in.match(key)):
                continue
            for lang in OTHERS:
                said = PLACEHOLDER.sub(" ", catalogs[lang].get(key, ""))
                if not term.forms[lang].search(said):
                    out.append(f"{lang} {key}: {term.id} is {term.translation[lang]!r}: {said!r}")
                avoid = term.avoid[lang]
                if avoid and (found := avoid.search(said)):
                    out.append(f"{lang} {key}: {term.id} is never {found.group()!r}: {said!r}")
    return out


TERMS = read_termbase()
CATALOGS = {lang: messages(lang) for lang in i18n.LANGUAGES}


def test_termbase_is_whole() -> None:
    ids = [t.id for t in TERMS]
    assert len(ids) == len(set(ids)), "a term twice"
    for term in TERMS:
        assert term.note, f"{term.id}: no note"
        for lang in OTHERS:
            assert term.translation[lang], f"{term.id}: no {lang}"
            assert term.forms[lang].search(term.translation[lang]), (
                f"{term.id}: {lang} forms miss its own translation"
            )
            avoid = term.avoid[lang]
            assert not (avoid and avoid.search(term.translation[lang])), (
                f"{term.id}: {lang} rules out its own translation"
            )


def test_every_term_is_used() -> None:
    """A term no English message uses is dead weight (or its pattern is wrong)."""
    unused = {
        t.id for t in TERMS if not any(t.english.search(s) for s in CATALOGS[i18n.SOURCE].values())
    }
    assert unused == set(), sorted(unused)


def test_catalogs_keep_to_the_termbase() -> None:
    assert findings(TERMS, CATALOGS) == []


def test_a_rival_is_found() -> None:
    """The check itself: a translation with a word the termbase rules out, or
    without its term, is named."""
    terms = [t for t in TERMS if t.id in {"boneyard", "undo"}]
    catalogs = {
        "en": {"a": "Tiles in the boneyard: ", "b": "Undo"},
        "nl": {"a": "Stenen in de pot: ", "b": "Terug"},
        "de": {"a": "Steine im Vorrat: ", "b": "Rückgängig"},
        "lv": {"a": "Kauliņi rezervē: ", "b": "Atsaukt"},
    }
    found = findings(terms, catalogs)
    assert any(f.startswith("de a: boneyard is 'Talon'") for f in found)
    assert any(f.startswith("de a: boneyard is never 'Vorrat'") for f in found)
    assert any(f.startswith("nl b: undo is 'ongedaan maken'") for f in found)
    assert len(found) == 3, found


# Words a 6-year-old does not say: the adult names of a kind.
CHILD_AVOID = {
    "nl": re.compile(r"\beindspel\w*", re.I),
    "de": re.compile(r"\w*endspiel\w*", re.I),
    "lv": re.compile(r"\bgalotn\w*|\bendšpil\w*", re.I),
}


def test_children_read_no_endgame() -> None:
    young = re.compile(r"(sheet\.[^.]+\.young|steps\.young)\.")
    found = [
        f"{lang} {key}: {text!r}"
        for lang, avoid in CHILD_AVOID.items()
        for key, text in CATALOGS[lang].items()
        if young.match(key) and avoid.search(text)
    ]
    assert found == []


def test_a_young_sheet_names_the_endgame_in_a_childs_words() -> None:
    from domino_puzzles.paper_kind import on_paper
    from puzzles.words import Words
    from solver.registry import KINDS

    endgame = on_paper(KINDS["endgame"])
    assert endgame.sheet_word(Words("nl"), "name", 6) == "Domino: de laatste stenen"
    assert endgame.sheet_word(Words("de"), "name", 7) == "Domino: die letzten Steine"
    assert endgame.sheet_word(Words("nl"), "name", 10) == "Domino-eindspel"
    # English keeps its one name, at every age
    english = Words("en")
    assert endgame.sheet_word(english, "name", 6) == endgame.word(english, "name")
    assert endgame.word(english, "name") == "Domino endgame"


def test_a_young_sheets_title_is_the_childs_name_and_its_variant() -> None:
    from domino_puzzles.worksheet_folder import _pupils_title
    from puzzles.words import Words
    from solver.registry import KINDS

    title = "Werkblad: Domino-eindspel · B"
    assert _pupils_title(KINDS["endgame"], title, Words("nl"), 6) == "Domino: de laatste stenen · B"
    assert _pupils_title(KINDS["endgame"], title, Words("nl"), 9) == title
    english = "Worksheet: Domino endgame"
    assert _pupils_title(KINDS["endgame"], english, Words("en"), 6) == "Domino endgame"


# One register a language (docs/development.md): je/jij, du, tu throughout,
# so none of the polite forms (Latvian's plural imperative is its polite one).
POLITE = {
    "nl": re.compile(r"\b(?:u|uw|uzelf)\b"),
    "de": re.compile(r"\b\w+en Sie\b|\b(?:Ihnen|Ihrem|Ihren|Ihrer|Ihre|Ihr)\b"),
    "lv": re.compile(r"\b(?:jūs|jums|jūsu|Jūs|Jums|Jūsu)\b|\b\w{3,}(?:iet|ieties)\b"),
}


def test_one_register_a_language() -> None:
    found = [
        f"{lang} {key}: {polite.search(text).group()!r}"  # type: ignore[union-attr]
        for lang, polite in POLITE.items()
        for key, text in CATALOGS[lang].items()
        if polite.search(text)
    ]
    assert found == []


def test_the_register_check_finds_a_polite_form() -> None:
    assert POLITE["de"].search("Tippen Sie auf die Grafik.")
    assert POLITE["lv"].search("Drukājiet skolēnu lapas.")
    assert POLITE["nl"].search("Druk op uw toets.")
    assert not POLITE["de"].search("Sie passt zu jeder Farbe.")
    assert not POLITE["lv"].search("bultiņu taustiņi iet no gājiena uz gājienu")
