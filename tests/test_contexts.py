"""Catalog contexts are named by what the words are for (`room.title`), never
by a module path (`puzzles.drawing.room_words.WORDS:title`), so moving a module
renames no message; tests/rename_contexts.py renamed them and renames again
what a merge brings in the old style."""

from __future__ import annotations

import re

import pytest

from puzzles import i18n
from puzzles.i18n import LANGUAGES, LOCALE, catalog_path
from tests import rename_contexts

MODULE_PATH = re.compile(r"(^|\.)(puzzles|domino_puzzles|solver|cli)\.|\.[A-Z_]{2,}\b|:|/")


def _contexts(text: str) -> list[str]:
    return re.findall(r'^msgctxt "([^"]*)"$', text, re.MULTILINE)


@pytest.mark.parametrize(
    "path", [*(catalog_path(lang, ".po") for lang in LANGUAGES), LOCALE / "domino_puzzles.pot"]
)
def test_no_context_holds_a_module_path(path):
    contexts = _contexts(path.read_text(encoding="utf-8"))
    assert len(contexts) > 1000
    bad = [c for c in contexts if MODULE_PATH.search(c)]
    assert not bad, f"{path.name}: contexts naming a module: {bad[:5]}"


def test_the_pattern_catches_the_old_names():
    for old in (
        "puzzles.drawing.room_words.WORDS:title",
        "cli.table_words._OWN:x",
        "domino_puzzles.web.words.SCREEN:play",
        "x.WORDS.y",
    ):
        assert MODULE_PATH.search(old)
    assert not MODULE_PATH.search("sheet.florentine.young.score")


def test_every_context_is_in_one_group_and_no_group_begins_another():
    groups = sorted(set(rename_contexts.GROUPS.values()))
    assert len(groups) == len(rename_contexts.GROUPS)  # no two old groups made one
    for a in groups:
        for b in groups:
            assert a == b or not b.startswith(a + i18n.SEP), (a, b)
    english = i18n.catalog("en")
    for context in [*english.messages, *english.plurals]:
        owners = [g for g in groups if context.startswith(g + i18n.SEP)]
        assert len(owners) == 1, context


def test_a_group_reads_its_messages_and_plurals_by_the_new_name():
    assert i18n.messages("de", "sheet.florentine")["young.score"]
    assert i18n.nested_table("sheet.florentine")["de"]["young"]["score"]
    assert i18n.messages("nl", "error")["missing"] == "ontbreekt"
    assert "screen.common" in rename_contexts.GROUPS.values()
    assert not set(i18n.messages("en", "screen.common")) & {"why.blocked"}
    assert (
        i18n.plural_messages("lv", "noun")["point"][0]
        != i18n.plural_messages("lv", "noun")["point"][1]
    )


def test_renaming_an_old_catalog_keeps_every_translation():
    old = (
        '#, fuzzy\nmsgctxt "puzzles.drawing.sheet_words.SHEET/florentine:young/score"\n'
        'msgid "Score"\nmsgstr "Punkte"\n\n'
        'msgctxt "puzzles.drawing.words.NOUNS:point"\nmsgid "point"\nmsgid_plural "points"\n'
        'msgstr[0] "Punkt"\nmsgstr[1] "Punkte"\n\nmsgctxt "pkg.new.WORDS:x"\nmsgid "x"\nmsgstr ""\n'
    )
    new, unknown = rename_contexts.rename_catalog(old)
    assert new == old.replace(
        "puzzles.drawing.sheet_words.SHEET/florentine:young/score", "sheet.florentine.young.score"
    ).replace("puzzles.drawing.words.NOUNS:point", "noun.point")
    assert unknown == ["pkg.new.WORDS:x"]  # named, left for a line in GROUPS
    assert rename_contexts.rename_catalog(new) == (new, unknown)  # again: nothing changes


def test_renaming_code_renames_groups_and_keys_and_nothing_else():
    code = (
        'T = i18n.table("puzzles.game_words.WORDS")\n'
        'i18n.nformat(lang, "puzzles.dominoes.endgame.TEXT:pips_n", n)\n'
        "# puzzles/game_words.py, puzzles.game_words (the module), puzzles.game_words.WORDSX\n"
    )
    assert rename_contexts.rename_code(code) == (
        'T = i18n.table("game")\n'
        'i18n.nformat(lang, "answer.endgame.pips_n", n)\n'
        "# puzzles/game_words.py, puzzles.game_words (the module), puzzles.game_words.WORDSX\n"
    )


def test_the_repository_is_renamed_already():
    """Run on the repository as it is, the pass would change nothing."""
    for lang in LANGUAGES:
        text = catalog_path(lang, ".po").read_text(encoding="utf-8")
        assert rename_contexts.rename_catalog(text) == (text, [])
    for top in rename_contexts.CODE:
        for path in (rename_contexts.ROOT / top).rglob("*"):
            if path.suffix in rename_contexts.SUFFIXES and path.name not in rename_contexts.KEEP:
                text = path.read_text(encoding="utf-8")
                assert rename_contexts.rename_code(text) == text, path
