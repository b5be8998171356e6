"""`solve --format text` (with `--explain`) and `hint` in every language
(domino_puzzles/text.py; each kind's words its engine module's `TEXT`, the
shared ones puzzles/game_words.py's): the tables agree, every kind is told in
every language in that language's words, and English is what it was.

The golden texts tests/golden/solve-*.txt and hint-collection.txt are main's
output before the texts were translated (commit e65631f); only the seconds a
solve took may differ.
"""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
from click.testing import CliRunner

import domino_puzzles as dp
from cli.main import main
from domino_puzzles.web.kinds import page_piece
from puzzles.game_words import LANGUAGES, WORDS
from solver.hints import techniques
from solver.registry import KINDS

ROOT = Path(__file__).parent.parent
GOLDEN = Path(__file__).parent / "golden"
EXAMPLES = sorted((ROOT / "examples").glob("*.yaml"))
GOLDENS = {
    "solve-collection": ["solve", "examples/collection.yaml"],
    "solve-explain-collection": ["solve", "--explain", "examples/collection.yaml"],
    "solve-explain-florentine": ["solve", "--explain", "examples/florentine.yaml"],
    "solve-explain-dominosa": ["solve", "--explain", "examples/dominosa.yaml"],
    "hint-collection": ["hint", "examples/collection.yaml"],
}


def marks(text: str) -> list[str]:
    return sorted(name for _, name, _, _ in string.Formatter().parse(text) if name)


def run(args: list[str], lang: str | None = None) -> str:
    extra = ["--lang", lang] if lang else []
    result = CliRunner().invoke(main, [*args, *extra], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.stdout


def timeless(text: str) -> str:
    """The text without the seconds a solve took (they vary run to run)."""
    return re.sub(r"\(\d+\.\d\d s\)", "(T s)", text)


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_has_its_words_in_every_language_with_the_same_marks(kind):
    text = KINDS[kind].engine.TEXT
    assert tuple(text) == LANGUAGES
    for lang, words in text.items():
        assert words.keys() == text["en"].keys(), (kind, lang)
        for key, said in words.items():
            assert marks(said) == marks(text["en"][key]), (kind, lang, key)
            assert said.strip(), (kind, lang, key)


def test_a_kinds_words_are_not_the_shared_words_again():
    """No key of a kind says in every language what a shared key says."""
    shared = {tuple(WORDS[lang][key] for lang in LANGUAGES) for key in WORDS["en"]}
    for kind in KINDS:
        text = KINDS[kind].engine.TEXT
        for key in text["en"]:
            assert tuple(text[lang][key] for lang in LANGUAGES) not in shared, (kind, key)


@pytest.mark.parametrize("name", GOLDENS)
def test_english_is_the_bytes_main_printed(name):
    golden = timeless((GOLDEN / f"{name}.txt").read_text())
    assert timeless(run(GOLDENS[name])) == golden
    assert timeless(run(GOLDENS[name], "en")) == golden


def english_only() -> set[str]:
    """Words (four letters or more) of the English tables that no table of
    another language uses: the shared words, each kind's, its page's hints."""
    tables = [WORDS, *(KINDS[k].engine.TEXT for k in KINDS)]
    tables += [page_piece(k).WHY for k in KINDS] + [page_piece(k).WORDS for k in KINDS]

    def words(lang: str) -> set[str]:
        found: set[str] = set()
        for table in tables:
            for text in table[lang].values():
                found |= {
                    w.lower() for w in re.findall(r"[^\W\d_]{4,}", re.sub(r"\{\w+\}", "", text))
                }
        return found

    return words("en") - set().union(*(words(lang) for lang in LANGUAGES[1:]))


def names_left_out(text: str) -> str:
    """The text without what stays a name in every language: the kinds (the
    headline names a kind as its file does), the techniques (as `--format
    json` names them) and the examples' puzzle ids."""
    names = {*KINDS, *(t.name for k in KINDS for t in techniques(KINDS[k]))}
    text = re.sub(r"\((?:[\w-]+-[\w-]+)\)", "", text)  # "1 (keep-your-pips)"
    for name in sorted(names, key=len, reverse=True):
        text = re.sub(rf"(?<![\w-]){re.escape(name)}(?![\w-])", "", text)
    return text


@pytest.mark.parametrize("example", EXAMPLES, ids=[e.stem for e in EXAMPLES])
def test_every_kind_is_told_in_every_language_in_its_own_words(example):
    english = english_only()
    for command in (["solve", "--explain"], ["hint"]):
        texts = {lang: timeless(run([*command, str(example)], lang)) for lang in LANGUAGES}
        assert len(set(texts.values())) == len(LANGUAGES), command
        for lang in LANGUAGES[1:]:
            words = re.findall(r"[^\W\d_]{4,}", names_left_out(texts[lang]))
            heard = {w.lower() for w in words} & english
            assert not heard, (command, lang, sorted(heard))
            # the same answer: as many lines, the tiles and the cards where they were
            assert len(texts[lang].splitlines()) == len(texts["en"].splitlines()), (command, lang)
            assert re.findall(r"\d-\d", texts[lang]) or "florentine" in example.stem


def test_the_words_of_each_language_are_in_its_text():
    text = run(["solve", "--explain", "examples/collection.yaml"], "nl")
    assert "puzzel 2 (draw-to-win)\nendgame: optimaal, enige oplossing" in text
    assert "doel: zo veel mogelijk ogen over in hand 0" in text
    assert "5. Speler 0 pakt 1-2. Het is de enige zet die kan." in text
    text = run(["solve", "examples/florentine.yaml"], "de")
    assert "grün erhält 5 mit 3 gelegten Karte(n)" in text and "+1 Edelstein\n" in text
    text = run(["solve", "examples/chain.yaml"], "lv")
    assert "norāde: 1. vietā ir 0-1" in text and "salikti kauliņi: 7" in text
    text = run(["hint", "examples/dominosa.yaml"], "de")
    assert text.endswith("(only-place, Stufe 1)\n")


def test_the_library_text_is_the_commands_in_every_language():
    (entry,) = dp.load_file(ROOT / "examples" / "chain.yaml").puzzles
    answer = dp.solve(entry)
    steps = dp.explain(entry)
    for lang in LANGUAGES:
        printed = run(["solve", "--explain", "examples/chain.yaml"], lang)
        assert timeless(dp.answer_text(entry, answer, steps, lang) + "\n") == timeless(printed)
        hinted = run(["hint", "examples/chain.yaml"], lang)
        assert dp.hint_text(entry, dp.hint(entry), lang) + "\n" == hinted


def test_a_puzzle_without_an_answer_says_so_in_its_language(tmp_path):
    none = tmp_path / "none.yaml"
    none.write_text("kind: chain\ntiles: [0-1, 2-3]\n")
    for lang in LANGUAGES:
        assert run(["hint", str(none)], lang) == WORDS[lang]["reason_no-answer"] + " (no-answer)\n"
        said = run(["solve", "--explain", str(none)], lang)
        assert said.endswith(
            WORDS[lang]["steps"] + "\n1. " + WORDS[lang]["reason_no-answer"] + "\n"
        )
        assert WORDS[lang]["no_line"] in said


def test_an_endgame_with_spinners_names_every_arm_in_every_language():
    from puzzles.dominoes.endgame import TEXT, describe, load, move_text
    from solver.dominoes.endgame.solve import solve
    from solver.limits import Limits

    position = load(
        {
            "kind": "endgame",
            "rules": "draw",
            "line": "4-3 3-2 2-6 6-6 6-4 4-4",
            "spinners": {4: {"up": "6-5 5-1", "down": "6-0"}},
            "hands": [["1-3", "0-0"], ["1-2", "2-2", "4-0"]],
            "boneyard": [],
        }
    )
    answer = solve(position, Limits())
    assert all(move_text(m) == str(m) for m in answer.moves)
    assert any(m.arm is not None for m in answer.moves)
    for lang in LANGUAGES:
        text = describe(position, answer, lang)
        own = TEXT[lang]
        named = own["spinner_named"].format(key=4, tile="6-6")
        up = own["arm"].format(arm=own["up"], tiles="6-5 5-1", shows=1)
        assert f"{named}: {up}" in text, lang
        assert all(move_text(m, lang) in text for m in answer.moves)
