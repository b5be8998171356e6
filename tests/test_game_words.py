"""`play`'s text in every language (puzzles/game_words.py, with the terminal
table's own words in cli/table_words.py): the tables agree, each language says
the game in its own words, the verb agrees with who won, and English is what
it was.

The golden texts tests/golden/play-*.txt are main's output before the texts
were translated (commit 8dd96fe), with only "player N score" and "Player N win
the match" made "scores" and "wins": the English must stay those bytes.
"""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
from click.testing import CliRunner

import domino_puzzles as dp
from cli.main import main
from cli.table import HumanSeats, round_told
from cli.table_words import _OWN
from cli.table_words import WORDS as TABLE
from puzzles.errors import BadInput
from puzzles.game_words import LANGUAGES, WORDS, listed
from puzzles.words import Words

GOLDEN = Path(__file__).parent / "golden"
GAMES = {
    "play-block-3": ["--rules", "block", "--players", "3", "--seed", "7", "--bots", "random"],
    "play-draw-4-partners": [
        *("--rules", "draw", "--players", "4", "--partnerships", "--seed", "2"),
        *("--bots", "random,greedy,random,greedy"),
    ],
    "play-florentine-3": [
        *("--rules", "florentine", "--players", "3", "--seed", "4"),
        *("--bots", "random,greedy,random"),
    ],
}


def marks(text: str) -> list[str]:
    return sorted(name for _, name, _, _ in string.Formatter().parse(text) if name)


def play(args: list[str], lang: str | None = None) -> str:
    extra = ["--lang", lang] if lang else []
    result = CliRunner().invoke(main, ["play", *args, *extra])
    assert result.exit_code == 0, result.output
    return result.stdout


@pytest.mark.parametrize("table", [WORDS, _OWN], ids=["text", "table"])
def test_every_language_has_every_key_with_the_same_marks(table):
    assert tuple(table) == LANGUAGES
    for lang, words in table.items():
        assert words.keys() == table["en"].keys(), lang
        for key, text in words.items():
            assert marks(text) == marks(table["en"][key]), (lang, key)
            assert text.strip() or key.startswith("list_"), (lang, key)


def test_a_phrase_the_table_shares_with_the_text_is_written_once():
    assert not WORDS["en"].keys() & _OWN["en"].keys()
    for lang in LANGUAGES:
        assert TABLE[lang] == WORDS[lang] | _OWN[lang]


@pytest.mark.parametrize("name", GAMES)
def test_english_is_the_bytes_main_printed(name):
    assert play(GAMES[name]) == (GOLDEN / f"{name}.txt").read_text()
    assert play(GAMES[name], "en") == play(GAMES[name])


def said(phrase: str, text: str) -> bool:
    """`phrase` is in `text` as words, not inside a word ("block" of "blockiert")."""
    return re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", text) is not None


def english_phrases(lang: str) -> set[str]:
    """The English words of every key that `lang` says otherwise: the literal
    pieces between the marks, four letters or more."""
    found = set()
    for key, text in WORDS["en"].items():
        if WORDS[lang][key] == text:
            continue
        for literal, _, _, _ in string.Formatter().parse(text):
            if literal and sum(c.isalpha() for c in literal) >= 4:
                found.add(literal)
    return found


@pytest.mark.parametrize("name", GAMES)
def test_each_language_tells_the_game_in_its_own_words(name):
    texts = {lang: play(GAMES[name], lang) for lang in LANGUAGES}
    assert len(set(texts.values())) == len(LANGUAGES)
    for lang in LANGUAGES[1:]:
        heard = [p for p in english_phrases(lang) if said(p.strip(), texts[lang])]
        assert not heard, (lang, heard)
        # the same game: the tiles or cards and the numbers stay where they were
        assert len(texts[lang].splitlines()) == len(texts["en"].splitlines())


def test_the_words_of_each_language_are_in_its_text():
    text = play(GAMES["play-draw-4-partners"], "nl")
    assert "spelers 0 en 2" in text and "boven aan spinner" in text and " legt " in text
    text = play(GAMES["play-florentine-3"], "de")
    assert "Spieler 0, Spieler 1 und Spieler 2 teilen sich den Sieg" in text
    assert "Brett: das Kreuz ist voll" in text and "Persönliche Karten" in text
    text = play(GAMES["play-block-3"], "lv")
    assert "1. kārta: spēlētājs" in text and "ārpus spēles:" in text


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("partnerships", [False, True], ids=["alone", "partnership"])
def test_one_player_wins_and_a_partnership_win(lang, partnerships):
    words = WORDS[lang]
    played = dp.play(
        "block", 4 if partnerships else 2, bots="greedy", seed=5, partnerships=partnerships
    )
    text, suffix = played.text(lang), "_side" if partnerships else ""

    def who(side: int) -> str:
        if partnerships:
            return words["side"].format(a=side, b=side + 2)
        return words["player"].format(p=side)

    assert played.game.winner is not None
    last = words["match_won" + suffix].format(who=who(played.game.winner))
    assert text.endswith(". " + last[:1].upper() + last[1:])
    won = [r for r in played.game.rounds if r.winner is not None]
    assert won
    for round_ in won:
        scored = words["scores_won" + suffix].format(who=who(round_.winner), n=round_.points)
        assert f"\n  {scored}\n" in text


def test_english_verbs_agree():
    alone = dp.play("block", 2, bots="greedy", seed=3).text()
    sides = dp.play("block", 4, bots="greedy", seed=5, partnerships=True).text()
    assert alone.endswith("Player 0 wins the match.") and "\n  player 0 scores 7\n" in alone
    assert " win the match." not in alone and " score 7\n" not in alone
    assert sides.splitlines()[-1].endswith("s 1 and 3 win the match.")
    assert "\n  players 1 and 3 score " in sides and "and 3 scores " not in sides


def test_the_library_text_is_the_commands_in_every_language():
    played = dp.play("draw", 3, bots="greedy", seed=4, rounds=1)
    args = ["--rules", "draw", "--players", "3", "--bots", "greedy", "--seed", "4", "--rounds", "1"]
    for lang in LANGUAGES:
        assert played.text(lang) + "\n" == play(args, lang)
    with pytest.raises(BadInput, match="'fr' is not one of en, nl, de, lv"):
        played.text("fr")


def test_names_are_listed_as_each_language_lists_them():
    names = ["a", "b", "c"]
    assert listed(Words("en"), names) == "a and b and c"  # as the English text always said
    assert listed(Words("nl"), names) == "a, b en c"
    assert listed(Words("de"), names[:2]) == "a und b"
    assert listed(Words("lv"), names[:1]) == "a"


def test_the_terminal_table_tells_a_partnership_s_round_with_the_plural(capsys):
    from puzzles.dominoes.match_text import layout

    sides = dp.play("draw", 4, bots="greedy", seed=2, partnerships=True).game
    round_ = next(r for r in sides.rounds if r.winner is not None)
    assert any(arm for _, _, arm in layout(round_).spinner_arms)
    for lang in LANGUAGES:
        round_told(HumanSeats([0], lang, 1), round_, 1)
        told = capsys.readouterr().out
        # who went out, the side the round goes to and how its points were reached
        side = TABLE[lang]["side"].format(a=round_.winner, b=round_.winner + 2)
        out = next(p for p, h in enumerate(round_.hands) if not h)
        pips = round_.pips()
        own = sum(n for p, n in enumerate(pips) if p % 2 == round_.winner)
        others = sum(pips) - own
        said = TABLE[lang]["went_out_scores"].format(
            who=TABLE[lang]["player"].format(p=out),
            side=side,
            own=own,
            others=others,
            points=round_.points,
        )
        assert said in told and others - own == round_.points
        assert TABLE[lang]["arm_up"].split("{")[0] in told  # the line in the table's language
