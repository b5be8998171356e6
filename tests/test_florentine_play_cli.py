"""`domino-puzzles play --rules florentine` through click's CliRunner
(docs/formats.md "play --rules florentine output")."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from cli.main import main
from puzzles.florentine.cards import Card, standard_deck
from tests.reference.florentine_replay import check_game


def run(*args):
    return CliRunner().invoke(main, ["play", "--rules", "florentine", *map(str, args)])


def play_json(*args) -> dict:
    result = run(*args, "--format", "json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_json_has_the_formats_fields_and_replays(players) -> None:
    record = play_json("--players", players, "--seed", 7, "--bots", "random")
    for key in ("rules", "players", "seed", "size", "rim_seals", "colours", "bots", "deck"):
        assert key in record
    assert record["rules"] == "florentine" and record["players"] == players
    assert record["seed"] == 7 and record["size"] == 7 and record["rim_seals"] is True
    assert record["colours"] == ["green", "red", "blue", "ochre"][:players]
    assert record["bots"] == ["random"] * players
    assert sorted(record["deck"]) == sorted(str(c) for c in standard_deck())
    assert all(str(Card.parse(c)) == c for c in record["deck"])
    kinds = {frozenset(m) for m in record["moves"]}
    assert kinds <= {
        frozenset({"player", "card", "cell", "turn"}),
        frozenset({"player", "discard"}),
        frozenset({"player", "personal"}),
    }
    assert [m["player"] for m in record["moves"] if "personal" in m] == [
        (record["moves"][-players]["player"] + k) % players for k in range(players)
    ]
    assert len(record["scores"]) == players and record["winner"]
    check_game(record)


def test_same_seed_same_bytes_and_bots_per_player() -> None:
    args = ("--players", 3, "--seed", 5, "--bots", "greedy,random,greedy", "--format", "json")
    one, two = run(*args), run(*args)
    assert one.exit_code == 0 and one.stdout == two.stdout
    assert json.loads(one.stdout)["bots"] == ["greedy", "random", "greedy"]


def test_no_rim_seals_is_recorded_and_scored_that_way() -> None:
    record = play_json("--players", 2, "--seed", 3, "--bots", "random", "--no-rim-seals")
    assert record["rim_seals"] is False
    check_game(record)


def test_text_draws_the_board_after_the_cross_when_the_pile_runs_out_and_at_the_end() -> None:
    result = run("--players", 2, "--seed", 3, "--bots", "greedy")
    assert result.exit_code == 0, result.output
    text = result.stdout
    for label in ("the cross is full", "the pile runs out", "the end"):
        assert f"Board: {label}" in text
    assert (
        text.index("the cross is full")
        < text.index("the pile runs out")
        < text.index("Board: the end")
    )
    assert "Open phase" in text and "Personal cards" in text
    assert "Scores: player 0" in text
    assert text.rstrip().endswith(("wins", "share the win"))


@pytest.mark.parametrize(
    "args",
    [
        ("--bots", "clever"),
        ("--bots", "random,random,random"),
        ("--players", 5),
        ("--partnerships",),
    ],
)
def test_bad_options_exit_2(args) -> None:
    result = run("--players", 2, *args) if "--players" not in args else run(*args)
    assert result.exit_code == 2
