"""`solve --format text` (with `--explain`), `hint` and `analyse` in every language
(domino_puzzles/text.py; each kind's words its engine module's `TEXT`, the
shared ones puzzles/command_words.py's, a game's puzzles/game_words.py's):
the tables agree, every kind is told in
every language in that language's words, and English is what it was.

The golden texts tests/golden/solve-*.txt, analyse-*.txt and hint-collection.txt are main's
output before the texts were translated (commit e65631f); only the seconds a
solve took may differ.
"""

from __future__ import annotations

import functools
import re
import string
from pathlib import Path

import pytest
from click.testing import CliRunner

import domino_puzzles as dp
from cli.main import main
from domino_puzzles.text import technique_name
from domino_puzzles.web.kinds import page_piece
from puzzles import error_words, game_words
from puzzles.command_words import WORDS
from puzzles.game_words import LANGUAGES
from puzzles.words import Words
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
    "analyse-collection": ["analyse", "examples/collection.yaml"],
    "analyse-florentine": ["analyse", "examples/florentine.yaml"],
    "analyse-dominosa": ["analyse", "examples/dominosa.yaml"],
    "analyse-endgame-hidden": ["analyse", "examples/positions/endgame-hidden.yaml"],
}
POSITIONS = sorted((ROOT / "examples" / "positions").glob("*.yaml"))


def marks(text: str) -> list[str]:
    return sorted(name for _, name, _, _ in string.Formatter().parse(text) if name)


def run(args: list[str], lang: str | None = None) -> str:
    extra = ["--lang", lang] if lang else []
    result = CliRunner().invoke(main, [*args, *extra], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.stdout


def timeless(text: str) -> str:
    """The text without the seconds a solve took (they vary run to run)."""
    return re.sub(r"\b\d+[.,]\d\d s\)", "T s)", text)


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_has_its_words_in_every_language_with_the_same_marks(kind):
    text = KINDS[kind].engine.TEXT
    assert tuple(text) == LANGUAGES
    for lang, words in text.items():
        assert words.keys() == text["en"].keys(), (kind, lang)
        for key, said in words.items():
            assert marks(said) == marks(text["en"][key]), (kind, lang, key)
            assert said.strip(), (kind, lang, key)


def test_the_commands_words_have_every_key_in_every_language_with_the_same_marks():
    assert tuple(WORDS) == LANGUAGES
    for lang, words in WORDS.items():
        assert words.keys() == WORDS["en"].keys(), lang
        for key, said in words.items():
            assert marks(said) == marks(WORDS["en"][key]), (lang, key)
            assert said.strip(), (lang, key)
    assert not WORDS["en"].keys() & game_words.WORDS["en"].keys()  # one key, one table


def test_a_kinds_words_are_not_the_shared_words_again():
    """No key of a kind says in every language what a shared key says."""
    shared = {
        tuple(table[lang][key] for lang in LANGUAGES)
        for table in (WORDS, error_words.WORDS, game_words.WORDS)
        for key in table["en"]
    }
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
    tables = [WORDS, error_words.WORDS, game_words.WORDS, *(KINDS[k].engine.TEXT for k in KINDS)]
    tables += [page_piece(k).WHY for k in KINDS.values()]
    tables += [page_piece(k).WORDS for k in KINDS.values()]

    def words(lang: str) -> set[str]:
        texts = [text for table in tables for text in table[lang].values()]
        if lang != "en":  # every message of the language's catalog, its plurals too:
            texts += list(_catalog_texts(lang))  # a word its translators wrote is its own
        found: set[str] = set()
        for text in texts:
            found |= {w.lower() for w in re.findall(r"[^\W\d_]{4,}", re.sub(r"\{\w+\}", "", text))}
        return found

    return words("en") - set().union(*(words(lang) for lang in LANGUAGES[1:]))


@functools.cache
def _catalog_texts(lang: str) -> list[str]:
    from babel.messages.pofile import read_po

    path = Path(__file__).parent.parent / "puzzles/locale" / lang / "LC_MESSAGES/domino_puzzles.po"
    with path.open("rb") as file:
        catalog = read_po(file)
    out: list[str] = []
    for message in catalog:
        if message.id:
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            out += [s for s in strings if s]
    return out


def names_left_out(text: str) -> str:
    """The text without what stays a name in every language: the kinds (the
    headline names a kind as its file does), the techniques (as `--format
    json` names them), the fields of a file (`solution.tiles_laid`) and the
    examples' puzzle ids."""
    names = {*KINDS, *(t.name for k in KINDS for t in techniques(KINDS[k]))}
    text = re.sub(r"\((?:[\w-]+-[\w-]+)\)", "", text)  # "1 (keep-your-pips)"
    text = re.sub(r"solution\.\w+", "", text)
    for name in sorted(names, key=len, reverse=True):
        text = re.sub(rf"(?<![\w-]){re.escape(name)}(?![\w-])", "", text)
    return text


@pytest.mark.parametrize("example", EXAMPLES, ids=[e.stem for e in EXAMPLES])
def test_every_kind_is_told_in_every_language_in_its_own_words(example):
    english = english_only()
    for command in (["solve", "--explain"], ["hint"], ["analyse"], ["check"]):
        texts = {lang: timeless(run([*command, str(example)], lang)) for lang in LANGUAGES}
        assert len(set(texts.values())) == len(LANGUAGES), command
        for lang in LANGUAGES[1:]:
            words = re.findall(r"[^\W\d_]{4,}", names_left_out(texts[lang]))
            heard = {w.lower() for w in words} & english
            assert not heard, (command, lang, sorted(heard))
            # the same answer: as many lines, the tiles and the cards where they were
            assert len(texts[lang].splitlines()) == len(texts["en"].splitlines()), (command, lang)
            if command != ["hint"]:  # a step's reason is the page's: it names the move only
                answer = {x: texts[x].split(Words(x)("command.steps"))[0] for x in ("en", lang)}
                tiles = re.findall(r"\d-\d", answer["en"])
                assert re.findall(r"\d-\d", answer[lang]) == tiles, (command, lang)


@pytest.mark.parametrize("position", POSITIONS, ids=[p.stem for p in POSITIONS])
def test_a_game_position_is_analysed_in_every_language_in_its_own_words(position):
    english = english_only()
    texts = {lang: timeless(run(["analyse", str(position)], lang)) for lang in LANGUAGES}
    assert len(set(texts.values())) == len(LANGUAGES)
    for lang in LANGUAGES[1:]:
        words = re.findall(r"[^\W\d_]{4,}", names_left_out(texts[lang]))
        assert not {w.lower() for w in words} & english, lang
        assert len(texts[lang].splitlines()) == len(texts["en"].splitlines()), lang


def test_the_words_of_each_language_are_in_its_text():
    text = run(["solve", "--explain", "examples/collection.yaml"], "nl")
    assert "puzzel 2 (draw-to-win)\nDomino-eindspel: optimaal, enige oplossing" in text
    assert "doel: zo veel mogelijk ogen over in hand 0" in text
    assert "5. Speler 0 koopt 1-2. Het is de enige zet die kan." in text
    text = run(["solve", "examples/florentine.yaml"], "de")
    assert "grün erhält 5 mit 3 gelegten Karten" in text and "+1 Edelstein\n" in text
    text = run(["solve", "examples/chain.yaml"], "lv")
    assert "norāde: 1. vietā ir 0-1" in text and "salikti kauliņi: 7" in text
    text = run(["analyse", "examples/positions/endgame-hidden.yaml"], "nl")
    assert "gezien vanaf speler 0; de andere handen zijn verborgen" in text
    assert "  beste  speler 0: 2-4 aan het linkeruiteinde, tegen de 2   +8,57, wint 79%" in text
    assert "de anderen spelen zoals de beste bot zou spelen en zien jouw hand niet" in text
    text = run(["hint", "examples/dominosa.yaml"], "de")
    assert text.endswith("(einziger Platz, Stufe 1)\n")


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
        technique = technique_name("no-answer", Words(lang))  # "no-answer" in English
        said = run(["hint", str(none)], lang)
        assert said == WORDS[lang]["reason_no-answer"] + f" ({technique})\n"
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
        text = describe(position, answer, Words(lang))
        own = TEXT[lang]
        named = own["spinner_named"].format(key=4, tile="6-6")
        up = own["arm"].format(arm=own["up"], tiles="6-5 5-1", shows=1)
        assert f"{named}: {up}" in text, lang
        assert all(move_text(m, Words(lang)) in text for m in answer.moves)


FAILING = """\
puzzles:
  - kind: chain
    tiles: [0-1, 1-1, 1-2, 2-2, 0-2]
  - kind: chain
    tiles: [0-1, 0-2, 0-3, 1-2, 2-3, 2-5, 5-5]
    clues:
      - {at: 1, tile: 0-1}
      - {at: 4, tile: 0-3}
    solution:
      line: 0-1 1-2 2-0 0-3 3-2 2-5 5-5
      tiles_laid: 6
  - kind: chain
    tiles: [0-1, 2-3]
"""


def checked(args: list[str], lang: str | None = None) -> tuple[int, str, str]:
    extra = ["--lang", lang] if lang else []
    result = CliRunner().invoke(main, ["check", *args, *extra], catch_exceptions=False)
    return result.exit_code, timeless(result.stdout), result.stderr


def test_check_says_in_english_what_main_said(tmp_path):
    code, out, err = checked(["examples/collection.yaml"])
    assert code == 0 and out == timeless((GOLDEN / "check-collection.txt").read_text())
    failing = tmp_path / "failing.yaml"
    failing.write_text(FAILING)
    code, out, err = checked([str(failing)])
    assert code == 1 and out == timeless((GOLDEN / "check-failing.txt").read_text())
    assert err == "3 of 3 puzzles failed\n"


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_check_says_each_verdict_in_its_language(tmp_path, lang):
    failing = tmp_path / "failing.yaml"
    failing.write_text(FAILING)
    english = english_only()
    for file in ("examples/collection.yaml", str(failing)):
        _, en, _ = checked([file])
        code, out, err = checked([file], lang)
        assert len(out.splitlines()) == len(en.splitlines()) and out != en
        heard = {w.lower() for w in re.findall(r"[^\W\d_]{4,}", names_left_out(out + err))}
        assert not heard & english, (file, sorted(heard & english))
    assert err == Words(lang).count("command.failed", 3, failed=3, total=3) + "\n"
    assert WORDS[lang]["problem_differs"].format(field="tiles_laid", given=6, got=7) in out
    assert out.startswith(Words(lang)("error.puzzle_head", label=1) + ": ")


def test_generate_says_what_it_wrote_in_its_language(tmp_path):
    said = {}
    for lang in LANGUAGES:
        out = tmp_path / f"{lang}.yaml"
        args = ["generate", "chain", "--count", "1", "--seed", "3", "--difficulty", "easy"]
        result = CliRunner().invoke(main, [*args, "--out", str(out), "--lang", lang])
        assert result.exit_code == 0, result.output
        said[lang] = result.stderr
    assert said["en"] == f"wrote 1 easy chain puzzle to {tmp_path / 'en.yaml'}\n"  # one: no plural
    nl = f"1 puzzel (Dominoketting, makkelijk) geschreven naar {tmp_path / 'nl.yaml'}\n"
    assert said["nl"] == nl  # the kind by its shown name
    assert said["lv"] == f"uz {tmp_path / 'lv.yaml'} ierakstīts: 1 mīkla (Domino ķēde, viegla)\n"
    assert len(set(said.values())) == len(LANGUAGES)


def test_the_deck_is_drawn_alike_under_a_note_in_each_language():
    from domino_puzzles.deck import deck_text

    english = deck_text()
    assert english.startswith(
        "The reference deck: write a card by id (F13), by id and quarter turns\n"
        "clockwise (F13/2), or by its triangles clockwise from N (R1RBG).\n\n"
    )
    cards = english.split("\n\n", 1)[1]
    for lang in LANGUAGES:
        told = run(["deck"], lang)
        assert told == deck_text(Words(lang)) and told.split("\n\n", 1)[1] == cards
        assert told.split("\n\n", 1)[0] == WORDS[lang]["deck_intro"]


def test_render_says_what_it_wrote_in_its_language(tmp_path):
    for lang in LANGUAGES:
        out = tmp_path / f"{lang}.svg"
        args = ["render", "examples/chain.yaml", "--out", str(out), "--lang", lang]
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 0, result.output
        assert result.stderr == WORDS[lang]["wrote"].format(what=out) + "\n"
    assert WORDS["en"]["wrote"].format(what="x.svg") == "wrote x.svg"  # as main said


@pytest.mark.parametrize("rules", ["block", "florentine"])
def test_a_position_from_a_game_is_drawn_in_every_language(tmp_path, rules):
    log = tmp_path / "game.json"
    log.write_text(
        run(["play", "--rules", rules, "--seed", "7", "--bots", "random", "--format", "json"])
    )
    args = ["position", str(log), "--after", "6", "--format", "text"]
    texts = {lang: run(args, lang) for lang in LANGUAGES}
    english = english_only()
    assert len(set(texts.values())) == len(LANGUAGES)
    for lang in LANGUAGES[1:]:
        assert len(texts[lang].splitlines()) == len(texts["en"].splitlines())
        drawn = texts[lang].split("\n", 1)[1]  # under the position's id (game-7-round-1-after-6)
        words = re.findall(r"[^\W\d_]{4,}", names_left_out(drawn))
        assert not {w.lower() for w in words} & english, lang


def test_a_game_position_with_several_best_moves_names_them_in_every_language(tmp_path):
    log = tmp_path / "game.json"
    log.write_text(
        run(["play", "--rules", "block", "--seed", "7", "--bots", "random", "--format", "json"])
    )
    position = tmp_path / "after-6.yaml"
    position.write_text(run(["position", str(log), "--after", "6"]))
    assert run(["hint", str(position)]) == (  # main's words (e65631f)
        "No rule settles it: searching every line of play, this move keeps the best result"
        " reachable. As good, any of these: player 1: 0-5 at the left end, on 5."
        " (search, level 4)\n"
    )
    from domino_puzzles.web.endgame import WHY
    from solver.dominoes.analyse.endgame import move_text

    other = {"player": 1, "tile": "0-5", "end": "left", "to": 5}
    for lang in LANGUAGES[1:]:
        told = run(["hint", str(position)], lang)
        assert WHY[lang]["search"] in told
        assert WORDS[lang]["as_good"].format(moves=move_text(other, Words(lang))) in told


def test_a_books_key_prints_the_steps_in_the_books_language(tmp_path):
    from domino_puzzles.web.chain import WHY

    def key_text(lang: str) -> str:
        out = tmp_path / lang
        run(
            ["book", "--kinds", "chain", "--count", "2", "--explain", "--quiet", "--out", str(out)],
            lang,
        )
        raw = " ".join(p.read_text() for p in sorted(out.glob("page-*.svg")))
        return " ".join(
            re.sub(r"<[^>]+>", "", t) for t in re.findall(r"<text[^>]*>.*?</text>", raw)
        )

    english, german = key_text("en"), key_text("de")
    # on paper a step is said in the page's words in every language, English
    # too: the move in words and why, never the tool's notation
    assert WHY["en"]["clue-tile"] in english and "The clue puts" not in english
    assert WHY["de"]["clue-tile"] in german and "The clue puts" not in german
