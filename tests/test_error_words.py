"""Bad input told in every language (puzzles/error_words.py): the frame
(`error:`, the file, `puzzle N`, the field) and the messages people meet most
(unreadable file, bad YAML, empty file, missing or unknown kind or field) in
the command's --lang; English is what it always was, and any other message
stays English inside the translated frame."""

from __future__ import annotations

import string

import pytest
from click.testing import CliRunner

from cli.main import main
from puzzles import command_words, game_words
from puzzles.error_words import WORDS
from puzzles.errors import BadInput
from puzzles.game_words import LANGUAGES

KINDS = "florentine, endgame, blocked, chain, dominosa, regions"
# (file text, main's English message after "error: FILE: ")
CASES = {
    "unknown-kind": (
        "kind: chian\n",
        "puzzle 1: kind: unknown kind 'chian' (one of: " + KINDS + ")",
    ),
    "missing-kind": ("tiles: [0-1]\n", "puzzle 1: kind: missing (one of: " + KINDS + ")"),
    "unknown-field": (
        "kind: chain\nfoo: 1\n",
        "puzzle 1: foo: unknown field (known: kind, id, title, difficulty, meta, solution, set,"
        " tiles, clues)",
    ),
    "missing-field": ("puzzles:\n  - kind: chain\n    clues: []\n", "puzzle 1: tiles: missing"),
    "bad-yaml": (
        "kind: [\n",
        "invalid YAML at line 2, column 1: did not find expected node content",
    ),
    "empty": ("", "is empty: no puzzle in it"),
    "other": ("kind: chain\ntiles: [0-9]\n", None),
}

KEYS = {
    "unknown-kind": "unknown_kind",
    "missing-kind": "missing_kind",
    "unknown-field": "unknown_field",
    "missing-field": "missing",
    "bad-yaml": "invalid_yaml_at",
    "empty": "empty_file",
}


def marks(text: str) -> list[str]:
    return sorted(name for _, name, _, _ in string.Formatter().parse(text) if name)


def said(args: list[str], lang: str | None = None) -> tuple[int, str]:
    extra = ["--lang", lang] if lang else []
    result = CliRunner().invoke(main, [*args, *extra])
    return result.exit_code, result.stderr


def test_every_language_has_every_key_with_the_same_marks():
    assert tuple(WORDS) == LANGUAGES
    for lang, words in WORDS.items():
        assert words.keys() == WORDS["en"].keys(), lang
        for key, text in words.items():
            assert marks(text) == marks(WORDS["en"][key]), (lang, key)
    others = command_words.WORDS["en"].keys() | game_words.WORDS["en"].keys()
    assert not WORDS["en"].keys() & others  # each phrase in one table


@pytest.mark.parametrize("case", CASES)
def test_english_is_what_main_said(tmp_path, case):
    text, message = CASES[case]
    path = tmp_path / f"{case}.yaml"
    path.write_text(text)
    for command in ("solve", "check", "hint", "analyse"):
        code, err = said([command, str(path)])
        assert code == 2, (command, err)
        if message is not None:
            assert err == f"error: {path}: {message}\n"
        assert said([command, str(path)], "en") == (code, err)


@pytest.mark.parametrize("lang", LANGUAGES[1:])
@pytest.mark.parametrize("case", CASES)
def test_the_frame_and_the_common_messages_are_in_the_commands_language(tmp_path, case, lang):
    text, message = CASES[case]
    path = tmp_path / f"{case}.yaml"
    path.write_text(text)
    _, english = said(["solve", str(path)])
    code, err = said(["solve", str(path)], lang)
    assert code == 2 and err.startswith(WORDS[lang]["error"].format(text=f"{path}: "))
    if "puzzle 1" in english:
        assert f": {WORDS[lang]['puzzle_head'].format(label=1)}: " in err
    if message is None:  # a message without words here: English, in the frame
        assert err.endswith(english.split(": ", 3)[-1])
    else:
        key, told = KEYS[case], err.replace(str(path), "FILE")
        assert WORDS["en"][key].split("{")[0] not in told, err
        assert WORDS[lang][key].split("{")[0] in told, err
    for command in ("check", "hint", "analyse"):
        assert said([command, str(path)], lang) == (code, err)


def test_an_unreadable_file_and_the_library_s_own_words(tmp_path):
    missing = tmp_path / "none.yaml"
    code, err = said(["solve", str(missing)], "de")
    assert code == 2 and err.startswith(f"Fehler: {missing}: nicht lesbar: ")
    error = BadInput.said("missing", "tiles").within("2 (x)").in_file("f.yaml")
    assert str(error) == "f.yaml: puzzle 2 (x): tiles: missing"
    assert error.told("lv") == "f.yaml: mīkla 2 (x): tiles: trūkst"
    assert BadInput("tile 0-9 is not in a double-6 set").told("nl") == (
        "tile 0-9 is not in a double-6 set"
    )
