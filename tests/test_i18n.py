"""The gettext catalogs (puzzles/locale/, read by puzzles/i18n.py): one a
language, every message in each, compiled `.mo` files that are what their
`.po` compiles to, CLDR's plural rules, the same `{marks}` in every language,
the documented pybabel commands leave them as they are, and no `{lang: ...}`
table of words outside them (but the modules not moved yet, `NOT_YET`)."""

from __future__ import annotations

import ast
import json
import re
import shutil
import string
import subprocess
import sys
from pathlib import Path

import pytest

babel = pytest.importorskip("babel")

from babel.messages.catalog import Catalog  # noqa: E402
from babel.messages.plurals import get_plural  # noqa: E402

from puzzles import i18n  # noqa: E402
from puzzles.i18n_babel import mo_bytes, po_bytes, read_catalog, template  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("puzzles", "solver", "domino_puzzles", "cli")

# The modules that still hold `{lang: ...}` tables of words, to be moved with
# `python -m tests.i18n_convert MODULE...` (docs/development.md). Strike a
# module off when it is moved: the test fails on one that holds none.
NOT_YET: set[str] = set()


def _catalogs() -> dict[str, Catalog]:
    return {lang: read_catalog(lang) for lang in i18n.LANGUAGES}


CATALOGS = _catalogs()


def _done(message: object) -> bool:
    """A message translated: every form written, not fuzzy."""
    string_ = message.string  # type: ignore[attr-defined]
    forms = string_ if isinstance(string_, tuple | list) else (string_,)
    return bool(forms) and all(forms) and not message.fuzzy  # type: ignore[attr-defined]


def _messages(catalog: Catalog) -> dict[str, object]:
    return {m.context: m for m in catalog if m.id and m.context}


def test_one_catalog_a_language() -> None:
    folders = {p.name for p in i18n.LOCALE.iterdir() if p.is_dir()}
    assert folders == set(i18n.LANGUAGES)
    for lang in i18n.LANGUAGES:
        assert i18n.catalog_path(lang, ".po").is_file(), lang
        assert i18n.catalog_path(lang).is_file(), f"{lang}: no .mo (pybabel compile)"


def test_no_catalog_lacks_a_message() -> None:
    """Which messages each catalog lacks (or has fuzzy, or has that English has not)."""
    english = _messages(CATALOGS[i18n.SOURCE])
    problems = []
    for lang, catalog in CATALOGS.items():
        own = _messages(catalog)
        lacking = sorted(key for key in english if key not in own or not _done(own[key]))
        extra = sorted(set(own) - set(english))
        if lacking:
            problems.append(f"{lang} lacks {len(lacking)}: {', '.join(lacking)}")
        if extra:
            problems.append(f"{lang} has {len(extra)} English has not: {', '.join(extra)}")
    assert not problems, "\n".join(problems)


def test_english_catalog_is_the_source() -> None:
    """The English catalog's text is its msgid: one English text a message."""
    for key, message in _messages(CATALOGS[i18n.SOURCE]).items():
        assert message.string == message.id, key  # type: ignore[attr-defined]


def test_every_language_has_the_msgids_of_english() -> None:
    english = _messages(CATALOGS[i18n.SOURCE])
    for lang, catalog in CATALOGS.items():
        for key, message in _messages(catalog).items():
            if key in english:
                assert message.id == english[key].id, (lang, key)  # type: ignore[attr-defined]


def _marks(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_every_translation_has_the_marks_of_english() -> None:
    for lang, catalog in CATALOGS.items():
        for key, message in _messages(catalog).items():
            ids = message.id if isinstance(message.id, tuple) else (message.id,)  # type: ignore[attr-defined]
            strings = message.string  # type: ignore[attr-defined]
            for text in strings if isinstance(strings, tuple) else (strings,):
                assert _marks(text) == _marks(ids[0]), (lang, key, text)


def test_plural_forms_are_cldr() -> None:
    for lang, catalog in CATALOGS.items():
        plural = get_plural(lang)
        assert catalog.num_plurals == plural.num_plurals, lang
        assert catalog.plural_expr == plural.plural_expr, lang
        for key, message in _messages(catalog).items():
            if isinstance(message.string, tuple):  # type: ignore[attr-defined]
                assert len(message.string) == plural.num_plurals, (lang, key)  # type: ignore[attr-defined]


def test_mo_files_are_compiled_from_their_po() -> None:
    """A `.mo` not compiled after its `.po` changed fails here: run pybabel compile."""
    stale = [
        lang
        for lang, catalog in CATALOGS.items()
        if i18n.catalog_path(lang).read_bytes() != mo_bytes(catalog)
    ]
    assert not stale, f"stale .mo (pybabel compile -d puzzles/locale -D domino_puzzles): {stale}"


def test_template_holds_the_english_messages() -> None:
    pot = i18n.LOCALE / f"{i18n.DOMAIN}.pot"
    assert pot.read_bytes() == po_bytes(template(), omit_header=True), (
        "stale template: pybabel extract (docs/development.md)"
    )


def _docs_block(title: str) -> str:
    text = (ROOT / "docs" / "development.md").read_text(encoding="utf-8")
    section = text.split(title, 1)[1]
    found = re.search(r"```sh\n(.*?)```", section, re.S)
    assert found, title
    return found.group(1)


def test_the_documented_pybabel_commands_leave_the_catalogs_as_they_are(tmp_path: Path) -> None:
    """docs/development.md's extract, update and compile, run on a copy: every
    catalog keeps its messages (only the template's date may change)."""
    shutil.copy(ROOT / "babel.cfg", tmp_path)
    shutil.copytree(i18n.LOCALE, tmp_path / "puzzles" / "locale")
    bin_dir = Path(sys.executable).parent
    for line in _docs_block("## Words in every language").splitlines():
        line = line.split("#")[0].strip()
        if not line.startswith("pybabel "):
            continue
        command = [str(bin_dir / "pybabel"), *line.split()[1:]]
        subprocess.run(command, cwd=tmp_path, check=True, capture_output=True, timeout=120)
    from babel.messages.mofile import read_mo
    from babel.messages.pofile import read_po

    for lang, catalog in CATALOGS.items():
        path = tmp_path / "puzzles" / "locale" / lang / "LC_MESSAGES" / f"{i18n.DOMAIN}"
        with open(f"{path}.po", "rb") as file:
            after = read_po(file)
        with open(f"{path}.mo", "rb") as file:
            compiled = read_mo(file)
        for catalog_after in (after, compiled):
            assert _texts(catalog_after) == _texts(catalog), lang


def _texts(catalog: Catalog) -> dict[str, tuple[object, object]]:
    def plain(value: object) -> object:
        return tuple(value) if isinstance(value, list | tuple) else value

    return {k: (plain(m.id), plain(m.string)) for k, m in _messages(catalog).items()}  # type: ignore[attr-defined]


def _language_tables(path: Path) -> list[int]:
    """The lines of `{lang: ...}` dict literals (and `dict(en=..., nl=...)`) in a module."""
    lines = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Dict):
            keys = [k.value for k in node.keys if isinstance(k, ast.Constant)]
        elif isinstance(node, ast.Call) and getattr(node.func, "id", None) == "dict":
            keys = [k.arg for k in node.keywords]
        else:
            continue
        if len([k for k in keys if k in i18n.LANGUAGES]) >= 2:
            lines.append(node.lineno)
    return lines


def test_no_language_table_outside_the_catalogs() -> None:
    found = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            lines = _language_tables(path)
            if lines:
                found[path.relative_to(ROOT).as_posix()] = lines
    new = {name: lines for name, lines in found.items() if name not in NOT_YET}
    assert not new, f"words by language outside the catalogs (tests/i18n_convert.py): {new}"
    moved = sorted(NOT_YET - set(found))
    assert not moved, f"no table left in {moved}: strike them off NOT_YET"


def test_gettext_and_tables_read_the_catalogs() -> None:
    assert i18n.gettext("nl", "error.missing") == "ontbreekt"
    assert i18n.gettext("en", "error.missing") == "missing"
    table = i18n.table("error")
    assert tuple(table) == i18n.LANGUAGES
    assert table["de"]["missing"] == "fehlt"
    assert "xx" not in table and table.get("xx") is None
    with pytest.raises(KeyError):
        table["xx"]
    with pytest.raises(KeyError):
        i18n.gettext("xx", "error.missing")


def test_a_missing_translation_falls_back_to_english(monkeypatch: pytest.MonkeyPatch) -> None:
    lv = i18n.catalog("lv")
    lacking = dict(lv.messages)
    del lacking["error.missing"]
    monkeypatch.setitem(i18n._LOADED, "lv", i18n.Catalog("lv", lacking, lv.plurals, lv.plural))
    monkeypatch.setattr(i18n, "_GROUPS", {})
    assert i18n.gettext("lv", "error.missing") == "missing"
    assert i18n.messages("lv", "error")["missing"] == "missing"
    assert i18n.messages("lv", "error")["empty_file"].startswith("ir tukšs")


@pytest.mark.parametrize(
    ("lang", "n", "text"),
    [
        ("en", 1, "point"),
        ("en", 0, "points"),
        ("de", 2, "Punkte"),
        ("lv", 1, "punkts"),
        ("lv", 21, "punkts"),
        ("lv", 11, "punktu"),
        ("lv", 0, "punktu"),
        ("lv", 10, "punktu"),
        ("lv", 2, "punkti"),
        ("lv", 22, "punkti"),
    ],
)
def test_ngettext_takes_the_form_of_the_language_rule(lang: str, n: int, text: str) -> None:
    assert i18n.ngettext(lang, "noun.point", n) == text


def test_a_page_gets_its_messages_as_json() -> None:
    data = json.loads(i18n.page_json("de", ("landing",)))
    assert data["landing"] == i18n.messages("de", "landing")
    assert data["landing"]["play"] == "Spielen"


def test_read_mo_reads_what_babel_compiles() -> None:
    catalog = Catalog(locale="lv")
    catalog.add("one", "viens", context="g:a")
    catalog.add(("tile", "tiles"), ("kauliņu", "kauliņš", "kauliņi"), context="g:b")
    read = i18n.read_mo(mo_bytes(catalog), "lv")
    assert read.messages == {"g:a": "viens"}
    assert read.plurals == {"g:b": ("kauliņu", "kauliņš", "kauliņi")}
    assert [read.plural(n) for n in (0, 1, 2, 11, 21)] == [0, 1, 2, 0, 1]


MODULE = '''"""A module of words."""

from __future__ import annotations

import json

WORDS: dict[str, dict[str, str]] = {
    "en": {
        # the head of a page
        "head": "Puzzles",
        "long": (
            "one "
            "line"
        ),
    },
    "nl": {"head": "Puzzels", "long": "een regel"},
}
EN = {"rules": ["Lay.", "Turn."], "name": "Chain"}
NL = {"rules": ["Leg.", "Draai."], "name": "Ketting"}
KIND = {"en": EN, "nl": NL}
SHEET = {"chain": {"en": {"young": {"a": "A"}}, "nl": {"young": {"a": "Een"}}}}


def first() -> str:
    return json.dumps(EN)
'''


def test_the_converter_finds_every_style_of_table_and_rewrites_the_module() -> None:
    from tests.i18n_convert import find_tables, rewrite

    found, refused = find_tables(MODULE, "pkg.mod")
    assert refused == []
    by_group = {f.group: f for f in found}
    assert set(by_group) == {"pkg.mod.WORDS", "pkg.mod.KIND", "pkg.mod.SHEET/chain"}
    words = by_group["pkg.mod.WORDS"]
    assert words.words["nl"] == {"head": "Puzzels", "long": "een regel"}
    assert words.words["en"]["long"] == "one line"
    assert words.comments == {"head": ["the head of a page"]}
    kind = by_group["pkg.mod.KIND"]
    assert kind.sequences and kind.words["nl"] == {
        "rules#0": "Leg.",
        "rules#1": "Draai.",
        "name": "Ketting",
    }
    assert by_group["pkg.mod.SHEET/chain"].words["nl"] == {"young/a": "Een"}
    text = rewrite(MODULE, found)
    assert 'WORDS = i18n.table("pkg.mod.WORDS")' in text
    assert 'KIND = i18n.lists_table("pkg.mod.KIND")\nEN = KIND["en"]\n' in text  # EN is still read
    assert "NL =" not in text and "Puzzels" not in text and "Ketting" not in text
    assert 'i18n.nested_table(f"pkg.mod.SHEET/{key}")' in text
    assert "from puzzles import i18n" in text
    assert find_tables(text, "pkg.mod") == ([], [])  # a second run moves nothing
    ast.parse(text)


def test_the_converter_leaves_plurals_for_ngettext() -> None:
    from tests.i18n_convert import find_tables

    source = 'N = {"en": {"gem": ("gem", "gems")}, "lv": {"gem": ("a", "b", "c")}}\n'
    found, refused = find_tables(source, "m")
    assert found == [] and "ngettext" in refused[0]


def test_nested_and_list_tables_give_back_the_shape_of_the_old_table() -> None:
    sheet = i18n.nested_table("sheet.chain")
    assert isinstance(sheet["nl"]["young"], dict) and sheet["nl"]["young"]
    rules = i18n.lists_table("paper.chain")["de"]["rules"]
    assert isinstance(rules, list) and rules[1] == "Du darfst einen Stein umdrehen."
