"""The command line in the reader's language (issue 56, item 5): --help, the
commands' descriptions, click's own messages and the commands' refusals,
picked by --lang or the environment; the system's reasons from errno; kind,
technique and preflight item names."""

from __future__ import annotations

import errno
import inspect
import os
import re
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from cli import words
from cli.common import _remember_lang
from cli.main import main
from puzzles import i18n
from puzzles.words import Words

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
OTHERS = ("nl", "de", "lv")


def run(*args: object, env: dict[str, str] | None = None):
    return CliRunner().invoke(main, [str(a) for a in args], env=env, prog_name="domino-puzzles")


def commands() -> list[str]:
    return main.list_commands(click.Context(main))


def test_book_help_is_german_with_the_groups_lang_or_the_commands():
    for line in (["--lang", "de", "book", "--help"], ["book", "--help", "--lang", "de"]):
        out = run(*line)
        assert out.exit_code == 0, out.output
        assert out.output.startswith("Aufruf: domino-puzzles book [OPTIONEN]")
        assert "Ein Rätselbuch machen" in out.output
        assert "Diese Hilfe anzeigen und beenden." in out.output
        assert "Usage:" not in out.output and "Show this message" not in out.output


def test_a_bad_kind_is_refused_in_german_and_exits_2():
    out = run("--lang", "de", "generate", "nope")
    assert out.exit_code == 2
    assert "Fehler: Ungültiger Wert für" in out.output
    assert "'nope': wähle aus florentine, endgame, blocked, chain, dominosa" in out.output
    assert "'domino-puzzles generate --help' zeigt die Hilfe." in out.output
    book = run("book", "--kinds", "chain,nope", "--lang", "de")
    assert book.exit_code == 2
    assert "Ungültiger Wert für --kinds: 'nope': wähle aus" in book.output


def test_dutch_from_the_environment_and_latvian_from_the_option():
    nl = run("solve", env={"LANG": "nl_BE.UTF-8"})
    assert nl.exit_code == 2
    assert "Gebruik: domino-puzzles solve [OPTIES] FILE" in nl.output
    assert "Fout: Argument ontbreekt 'FILE'." in nl.output
    lv = run("solve", "--bogus", "--lang", "lv")
    assert lv.exit_code == 2
    assert "Kļūda: Nav tādas opcijas '--bogus'." in lv.output
    assert "Palīdzība: 'domino-puzzles solve --help'." in lv.output
    # --lang wins over the environment; a language we lack is English
    assert "Usage:" in run("solve", "--lang", "en", env={"LANG": "de_DE.UTF-8"}).output
    assert "Usage:" in run("solve", env={"LANG": "fr_FR.UTF-8"}).output


@pytest.mark.parametrize(
    ("environ", "lang"),
    [
        ({}, "en"),
        ({"LANG": "de_AT.UTF-8"}, "de"),
        ({"LANGUAGE": "fr:lv:de", "LANG": "nl_NL.UTF-8"}, "lv"),
        ({"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, "en"),  # the first one set decides
        ({"LC_MESSAGES": "nl_NL@euro"}, "nl"),
        ({"LANG": "POSIX"}, "en"),
        ({"LANGUAGE": "", "LANG": "lv_LV"}, "lv"),  # an empty one is not set
    ],
)
def test_the_language_of_the_environment_as_gettext_reads_it(environ, lang):
    assert words.from_environment(environ) == lang


def test_the_lang_of_the_line_is_its_last_known_one():
    assert words.from_line(["--lang", "de", "solve", "--lang=LV"]) == "lv"
    assert words.from_line(["solve", "--lang", "xx"]) is None
    assert words.from_line(["solve", "--", "--lang", "de"]) is None


def _english_help() -> dict[str, str]:
    """Every English help text of the code, by its message key."""
    ctx = click.Context(main)
    out = {}
    for path, command in [("main", main)] + [(n, main.get_command(ctx, n)) for n in commands()]:
        assert command is not None
        for name, text in words.english_help(command).items():
            out[words.help_key(path, name)] = text
    return out


def test_the_english_catalog_holds_the_codes_help_word_for_word():
    """A help text changed in the code must be changed in the catalog too (and
    so be translated again): the English catalog says what the code says."""
    english = i18n.catalog("en").messages
    for key, text in _english_help().items():
        if key.endswith(".help"):
            continue  # click's own --help: its message is click's
        assert english.get(key) == text, key


def _sentences(text: str) -> set[str]:
    """The phrases of an English help text of three words or more."""
    parts = re.split(r"[.;:()\[\]]\s|[.;:]$|\n", inspect.cleandoc(text))
    out = set()
    for part in parts:
        part = " ".join(part.split())
        # names the help only quotes (paths, options, ids, code) are not words
        prose = [w for w in part.split() if not re.search(r"[/`=_*<>]|^-|\w\.\w", w)]
        if len([w for w in prose if re.fullmatch(r"[A-Za-z][a-z]+[,.]?", w)]) >= 3:
            out.add(part)
    return out


@pytest.mark.parametrize("lang", OTHERS)
def test_every_commands_help_has_no_english_sentence_left(lang):
    english = _english_help()
    click_english = {
        text
        for key, text in i18n.catalog("en").messages.items()
        if key.startswith("click.") and " " in text
    }
    for path in ["main", *commands()]:
        line = ["--help"] if path == "main" else [path, "--help"]
        said = run("--lang", lang, *line)
        assert said.exit_code == 0, said.output
        flat = " ".join(said.output.split())
        prefix = words.help_key(path)
        for key, text in english.items():
            if key != prefix and not key.startswith(prefix + "."):
                continue
            for sentence in _sentences(text):
                assert sentence not in flat, (lang, path, sentence)
        for text in click_english:
            shown = text.split("{")[0].strip()
            if len(shown.split()) >= 2:
                assert shown not in flat, (lang, path, shown)
        assert not {"Usage", "Options", "Commands", "OPTIONS", "default"} & set(
            re.findall(r"[A-Za-z]+", said.output)
        ), (lang, path)


def test_english_help_is_clicks_own_after_another_language():
    run("--lang", "de", "book", "--help")
    english = run("book", "--help").output
    assert english.startswith("Usage: domino-puzzles book [OPTIONS]")
    assert "--count INTEGER RANGE" in english
    assert "--help                          Show this message and exit." in english
    run("--lang", "lv", "book", "--help")
    assert run("book", "--help").output == english
    assert "Diese Hilfe" in run("--lang", "de", "book", "--help").output


def test_a_file_that_is_not_there_is_said_from_its_errno():
    for lang in ("en", *OTHERS):
        out = run("solve", "no-such.yaml", "--lang", lang)
        assert out.exit_code == 2
        reason = i18n.gettext(lang, "os_error.enoent")
        assert out.output.strip().endswith(f"no-such.yaml: {_cannot_read(lang)}: {reason}")
    assert "No such file or directory" in run("solve", "no-such.yaml").output
    assert "No such file" not in run("solve", "no-such.yaml", "--lang", "de").output


def _cannot_read(lang: str) -> str:
    return i18n.gettext(lang, "error.cannot_read").split(":")[0]


def test_the_systems_reasons_in_english_are_its_own_words():
    """English says what the system says, as before; every reason the catalogs
    hold has its errno and a translation of its own."""
    for key, text in i18n.catalog("en").messages.items():
        group, _, name = key.partition(":")
        if group != "os_error":
            continue
        assert text == os.strerror(getattr(errno, name)), name
        for lang in OTHERS:
            assert i18n.gettext(lang, key) != text, (lang, name)


def test_a_refused_write_says_its_reason_in_the_language():
    from domino_puzzles.output import WriteFailed
    from puzzles.error_words import Reason

    full = Reason(errno.ENOSPC, os.strerror(errno.ENOSPC))
    failed = WriteFailed(f"out/book: cannot write: {full}", "out/book", full)
    assert failed.told("en") == "out/book: cannot write: No space left on device"
    assert failed.told("de") == "out/book: nicht beschreibbar: kein Platz mehr auf dem Gerät"
    assert failed.told("nl") == "out/book: kan niet schrijven: geen ruimte meer op het apparaat"
    assert failed.told("lv") == "out/book: nevar ierakstīt: ierīcē vairs nav vietas"
    odd = Reason(errno.ENOTSOCK, "Socket operation on non-socket")  # none of ours
    assert odd.said(Words("de")) == "Socket operation on non-socket"


def test_a_read_only_folder_is_said_in_the_language(tmp_path):
    from domino_puzzles.targets import _may_write_in
    from puzzles.errors import BadInput

    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        if os.access(folder, os.W_OK):
            pytest.skip("running as a user who may write anywhere")
        with pytest.raises(BadInput) as caught:
            _may_write_in(folder, "out")
    finally:
        folder.chmod(0o700)
    assert caught.value.told("en") == f"out: cannot write in {folder}: no permission"
    assert caught.value.told("de") == f"out: kann nicht in {folder} schreiben: keine Berechtigung"


def test_kind_names_in_the_terminal_are_the_languages():
    english = run("solve", EXAMPLES / "blocked.yaml").output
    assert english.startswith("blocked: optimal, unique")
    german = run("solve", EXAMPLES / "blocked.yaml", "--lang", "de").output
    assert german.startswith("Blockiere die Reihe: optimal, eindeutig")
    dutch = run("--lang", "nl", "solve", EXAMPLES / "chain.yaml").output  # the group's --lang
    assert dutch.startswith("Dominoketting: ")


def test_a_hint_names_its_technique_in_the_language():
    english = run("hint", EXAMPLES / "blocked.yaml").output
    assert "(only-fit, level 1)" in english
    for lang in OTHERS:
        said = run("hint", EXAMPLES / "blocked.yaml", "--lang", lang).output
        name = i18n.gettext(lang, "technique.only-fit")
        assert f"({name}, " in said and "only-fit" not in said, (lang, said)


def test_every_technique_has_a_name_in_every_language():
    import importlib

    from solver.registry import KINDS

    english = i18n.catalog("en").messages
    for kind in KINDS.values():
        module = importlib.import_module(f"solver.hints.{kind.name}")
        for technique in module.TECHNIQUES:
            key = f"technique.{technique.name}"
            assert english.get(key) == technique.name, key
            for lang in OTHERS:
                assert i18n.gettext(lang, key) != technique.name, (lang, key)


def test_preflight_items_are_named_in_the_language():
    from domino_puzzles.preflight_report import Problem, told

    problem = Problem("book.pdf", 3, "margin", 2.0, 6.35, "mm", "text 'Dominosa'", 4)
    assert "(text 'Dominosa', 4 such on the page)" in told(problem, Words("en"))
    assert "Text 'Dominosa'" in told(problem, Words("de"))
    line = Problem("book.pdf", 3, "gutter", 2.0, 6.35, "mm", "line", 2)
    assert "(line, 2 such" in told(line, Words("en"))
    assert "lijn" in told(line, Words("nl")) and "(line," not in told(line, Words("nl"))
    assert "līnija" in told(line, Words("lv"))


def test_the_groups_lang_is_the_commands_and_its_own_lang_wins():
    assert run("--lang", "de", "deck").output.startswith("Das Referenzspiel")
    assert run("--lang", "de", "deck", "--lang", "nl").output.startswith("Het referentiespel")
    assert run("deck", env={"LANG": "de_DE.UTF-8"}).output.startswith("The reference deck")

    @click.command()
    @click.option("--lang", callback=_remember_lang, default="en")
    @click.pass_context
    def shown(ctx, lang):
        source = ctx.get_parameter_source("lang")
        click.echo(f"{lang} {source.name}")

    group = click.Group(commands={"shown": shown})
    out = CliRunner().invoke(group, ["shown"], obj={"lang": "lv"})
    assert out.output == "lv COMMANDLINE\n"  # a recipe's language gives way to it
    assert CliRunner().invoke(group, ["shown"], obj={}).output == "en DEFAULT\n"
