"""`play --human`: whole games played by a person in a pseudo-terminal."""

from __future__ import annotations

import json
import os
import pty
import select
import subprocess
import sys

import pytest

from cli.table_words import WORDS

PROMPTS = ("? for advice): ", "? voor advies): ", "Enter.", "Enter.\n")


def play_in_terminal(args: list[str], answers, lang: str = "en") -> tuple[int, str]:
    """Run `play` on a pseudo-terminal; at each prompt type the next answer
    (`answers(prompt_text)` gives it)."""
    master, slave = pty.openpty()
    proc = subprocess.Popen(
        [sys.executable, "-m", "cli", "play", *args, "--lang", lang],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        close_fds=True,
    )
    os.close(slave)
    seen = b""
    pending = b""
    ask = WORDS[lang]["ask"].strip().encode()
    ask_card = WORDS[lang]["ask_card"].strip().encode()
    enter = WORDS[lang]["pass_on"].split("{")[-1].split("}")[-1].strip().encode()
    try:
        while True:
            ready, _, _ = select.select([master], [], [], 120)
            if not ready:
                raise AssertionError("the game waits for nothing: " + seen[-500:].decode())
            try:
                chunk = os.read(master, 65536)
            except OSError:  # the child closed the terminal
                break
            if not chunk:
                break
            seen += chunk
            pending += chunk
            tail = pending.rstrip()
            if tail.endswith(ask) or tail.endswith(ask_card) or tail.endswith(enter):
                os.write(master, answers(pending.decode("utf-8", "replace")).encode() + b"\n")
                pending = b""
    finally:
        os.close(master)
        code = proc.wait(timeout=60)
    return code, seen.decode("utf-8", "replace").replace("\r\n", "\n")


class Person:
    """Types `?` once (with `advice`), then a refused move once, then always
    the first move."""

    def __init__(self, advice: bool = True):
        self.turn = 0 if advice else 1

    def __call__(self, prompt: str) -> str:
        self.turn += 1
        if "Enter" in prompt or "Enter" in prompt.splitlines()[-1]:
            return ""
        if self.turn == 1:
            return "?"
        if self.turn == 2:
            return "9-9 left"
        return "1"


@pytest.mark.parametrize(
    "args",
    [
        ["--rules", "block", "--players", "2", "--seed", "4"],
        ["--rules", "draw", "--players", "2", "--seed", "5"],
    ],
    ids=["block", "draw"],
)
def test_a_person_plays_a_domino_match_to_the_end(args, tmp_path):
    log = tmp_path / "game.json"
    code, out = play_in_terminal(
        [*args, "--human", "0", "--bots", "greedy", "--move-time", "0.05", "--log", str(log)],
        Person(),
    )
    assert code == 0, out[-2000:]
    assert "Your moves:" in out and "1) " in out
    assert "Play " in out and "(others play as the best bot would and do not see your hand)" in out
    assert "Not a move" in out or "do not hold" in out
    assert "Final scores:" in out
    record = json.loads(log.read_text())
    assert record["bots"] == ["human", "greedy"]
    assert record["winner"] is not None
    assert max(record["scores"]) >= record["target"]


def test_a_person_plays_florentine_to_the_end(tmp_path):
    log = tmp_path / "game.json"
    code, out = play_in_terminal(
        ["--rules", "florentine", "--players", "2", "--seed", "3", "--human", "1"]
        + ["--bots", "greedy", "--log", str(log)],
        Person(advice=False),  # `?` searches as `hint` does: tests/test_table_florentine_moves.py
    )
    assert code == 0, out[-2000:]
    assert "Gems sealed:" in out
    record = json.loads(log.read_text())
    assert record["bots"] == ["greedy", "human"]
    assert len(record["board"]) > 20


def test_hot_seat_hides_each_hand_until_enter_and_speaks_dutch():
    code, out = play_in_terminal(
        ["--rules", "block", "--players", "2", "--seed", "1", "--human", "0,1", "--rounds", "1"],
        lambda prompt: "" if "Enter" in prompt else "1",
        lang="nl",
    )
    assert code == 0, out[-2000:]
    assert out.count("druk op Enter") >= 2
    # a hand is shown only after a request to pass the screen on, unless the
    # same player was the last one shown
    parts = out.split("Jouw hand (speler ")
    last, before = None, parts[0]
    for part in parts[1:]:
        player = part[0]
        if player != last:
            assert "druk op Enter" in before, before[-300:]
        last, before = player, part
    assert last is not None
    assert "Eindstand" in out


def test_every_language_has_every_word():
    keys = set(WORDS["en"])
    for lang, words in WORDS.items():
        assert set(words) == keys, lang
        for key, text in words.items():
            assert text.count("{") == WORDS["en"][key].count("{"), (lang, key)


# -- what the table does for a person, said -------------------------------------------
@pytest.mark.parametrize("lang", ["en", "lv"])
def test_a_move_made_for_a_person_is_said_and_a_cut_match_ends_in_words(lang):
    """Draw, seed 5: the person's first lay is their only one, so the table
    lays it for them; `--rounds 1` cuts the match short."""
    args = ["--rules", "draw", "--seed", "5", "--human", "0", "--bots", "greedy"]
    code, out = play_in_terminal([*args, "--rounds", "1"], lambda prompt: "1", lang)
    assert code == 0, out[-2000:]
    words = WORDS[lang]
    assert words["since"] in out
    made_for = words["forced_lay"].format(what="")
    assert f"{words['lays'].format(what='4-6')}" in out and made_for in out
    assert words["cut_short"] in out and "Winner: -" not in out


def test_the_end_of_florentine_play_and_the_winner_are_said():
    args = ["--rules", "florentine", "--seed", "3", "--human", "1", "--bots", "greedy"]
    code, out = play_in_terminal(args, lambda prompt: "1")
    assert code == 0, out[-2000:]
    assert WORDS["en"]["play_over"] in out
    assert out.count("Since your last move:") >= 10
    assert "Player 0 wins." in out
