"""`domino-puzzles play` through click's CliRunner (docs/formats.md "play output")."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from cli.main import main
from tests.reference.domino_replay import check_match

TILE = re.compile(r"^\d+-\d+$")

SETUPS = [
    ("block", 2, False),
    ("block", 3, False),
    ("block", 4, False),
    ("block", 4, True),
    ("draw", 2, False),
    ("draw", 3, False),
    ("draw", 4, False),
    ("draw", 4, True),
]


def run(*args):
    result = CliRunner().invoke(main, ["play", *[str(a) for a in args]])
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result


def play_json(game="block", players=2, partnerships=False, seed=1, *extra) -> dict:
    args = ["--rules", game, "--players", players, "--seed", seed, "--format", "json", *extra]
    if partnerships:
        args.append("--partnerships")
    result = run(*args)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def setup_id(setup) -> str:
    game, players, partnerships = setup
    return f"{game}-{players}" + ("-partners" if partnerships else "")


# -- the JSON contract -----------------------------------------------------------------
@pytest.mark.parametrize("setup", SETUPS, ids=setup_id)
def test_json_has_the_formats_fields(setup):
    game, players, partnerships = setup
    record = play_json(game, players, partnerships, 7)
    assert record["rules"] == game
    assert record["players"] == players
    assert record["partnerships"] is partnerships
    assert record["seed"] == 7
    assert record["target"] == (61 if game == "block" and players > 2 and not partnerships else 100)
    assert record["spinners"] == ("all" if game == "draw" else "none")
    sides = 2 if partnerships else players
    assert isinstance(record["scores"], list) and len(record["scores"]) == sides
    assert record["winner"] in range(sides)
    assert max(record["scores"]) >= record["target"]
    assert record["rounds"]
    for number, rnd in enumerate(record["rounds"]):
        assert {"starter", "hands", "boneyard", "moves", "end", "pips", "winner", "points"} <= set(
            rnd
        )
        assert rnd["starter"] in range(players)
        assert len(rnd["hands"]) == players
        assert all(TILE.match(t) for h in rnd["hands"] for t in h)
        assert all(TILE.match(t) for t in rnd["boneyard"])
        assert rnd["end"] in ("domino", "blocked")
        assert len(rnd["pips"]) == players
        assert rnd["winner"] is None or rnd["winner"] in range(sides)
        assert isinstance(rnd["points"], int) and rnd["points"] >= 0
        if rnd["winner"] is None:
            assert rnd["points"] == 0
        first = rnd["moves"][0]
        assert first["player"] == rnd["starter"] and first["to"] is None
        for move in rnd["moves"]:
            assert move["player"] in range(players)
            kinds = {"tile", "pass", "draw"} & set(move)
            assert len(kinds) == 1, move
            if "tile" in move:
                assert set(move) == {"player", "tile", "to"}
                assert TILE.match(move["tile"])
                assert move["to"] is None or isinstance(move["to"], int)
            elif "pass" in move:
                assert move == {"player": move["player"], "pass": True}
            else:
                assert set(move) == {"player", "draw"} and TILE.match(move["draw"])
                assert game == "draw"
        if game == "block" and number == 0:
            assert len(rnd["start_draw"]) == players


@pytest.mark.parametrize("setup", SETUPS, ids=setup_id)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_printed_match_replays_clean(setup, seed):
    check_match(play_json(*setup, seed))


@pytest.mark.parametrize("spinners", ["all", "first", "none"])
def test_draw_spinner_options_replay_clean(spinners):
    for seed in (4, 5):
        record = play_json("draw", 3, False, seed, "--spinners", spinners)
        assert record["spinners"] == spinners
        check_match(record)


def test_block_refuses_spinners():
    result = run("--rules", "block", "--spinners", "all", "--seed", 1)
    assert result.exit_code == 2
    assert "spinners" in result.stderr


def test_another_set_replays_clean():
    record = play_json("draw", 4, False, 9, "--set", 9)
    assert record.get("set") == 9
    first = record["rounds"][0]
    dealt = [t for h in first["hands"] for t in h] + first["boneyard"]
    assert len(dealt) == 55 and "9-9" in dealt
    check_match(record)


# -- reproducible -----------------------------------------------------------------------
@pytest.mark.parametrize("fmt", ["json", "text"])
@pytest.mark.parametrize("setup", [SETUPS[0], SETUPS[3], SETUPS[6]], ids=setup_id)
def test_same_seed_same_bytes(fmt, setup):
    game, players, partnerships = setup
    args = ["--rules", game, "--players", players, "--seed", 42, "--format", fmt]
    args += ["--bots", "random"] + (["--partnerships"] if partnerships else [])
    first, second = run(*args), run(*args)
    assert first.exit_code == second.exit_code == 0
    assert first.stdout_bytes == second.stdout_bytes
    assert first.stdout_bytes


def test_different_seeds_differ():
    outputs = {json.dumps(play_json("block", 2, False, seed)["rounds"]) for seed in range(5)}
    assert len(outputs) == 5
    texts = {run("--seed", seed, "--bots", "random").stdout for seed in (1, 2)}
    assert len(texts) == 2


def test_without_a_seed_one_is_chosen_and_printed():
    result = run("--format", "json", "--rounds", 1)
    assert result.exit_code == 0
    record = json.loads(result.stdout)
    assert isinstance(record["seed"], int)
    check_match(record)
    again = play_json("block", 2, False, record["seed"], "--rounds", 1)
    assert again == record


# -- --rounds ---------------------------------------------------------------------------
@pytest.mark.parametrize("setup", [SETUPS[0], SETUPS[2], SETUPS[7]], ids=setup_id)
def test_rounds_cuts_a_match_short_with_no_winner(setup):
    record = play_json(*setup, 3, "--rounds", 1)
    assert len(record["rounds"]) == 1
    assert record["winner"] is None
    assert max(record["scores"]) < record["target"]
    check_match(record)
    full = play_json(*setup, 3)
    assert full["rounds"][0] == record["rounds"][0]  # the same first round
    assert full["winner"] is not None


def test_rounds_more_than_needed_still_ends_at_the_target():
    full = play_json("block", 3, False, 8)
    capped = play_json("block", 3, False, 8, "--rounds", len(full["rounds"]) + 5)
    assert capped == full
    check_match(capped)


@pytest.mark.parametrize("bad", ["0", "-1", "x"])
def test_rounds_must_be_a_positive_number(bad):
    assert run("--rounds", bad, "--seed", 1).exit_code == 2


# -- --bots -----------------------------------------------------------------------------
@pytest.mark.parametrize("bots", ["random", "greedy", "best"])
def test_one_bot_for_everybody(bots):
    record = play_json("draw", 3, False, 11, "--bots", bots)
    assert record.get("bots") == [bots] * 3
    check_match(record)


def test_one_bot_per_player():
    record = play_json("block", 4, True, 12, "--bots", "random, greedy,best,random")
    assert record.get("bots") == ["random", "greedy", "best", "random"]
    check_match(record)
    same = play_json("block", 4, True, 12, "--bots", "random,greedy,best,random")
    assert same == record


def test_bots_matter():
    greedy = play_json("block", 2, False, 13, "--bots", "greedy")
    rand = play_json("block", 2, False, 13, "--bots", "random")
    assert greedy["rounds"] != rand["rounds"]
    # the deal does not depend on the bots: same seed, same first hands
    assert greedy["rounds"][0]["hands"] == rand["rounds"][0]["hands"]
    assert greedy["rounds"][0]["starter"] == rand["rounds"][0]["starter"]


@pytest.mark.parametrize(
    "bots", ["clever", "random,clever", "random,greedy,best", "random,,greedy", "Random", ""]
)
def test_bad_bots_exit_2(bots):
    result = run("--players", 2, "--bots", bots, "--seed", 1, "--format", "json")
    assert result.exit_code == 2
    assert "--bots" in result.stderr
    assert result.stdout == ""


# -- bad players / partnerships -----------------------------------------------------------
@pytest.mark.parametrize("players", ["1", "5", "0", "two"])
def test_bad_players_exit_2(players):
    result = run("--players", players, "--seed", 1)
    assert result.exit_code == 2
    assert "players" in result.stderr
    assert result.stdout == ""


@pytest.mark.parametrize("game", ["block", "draw"])
@pytest.mark.parametrize("players", [2, 3])
def test_partnerships_need_four_players(game, players):
    result = run("--rules", game, "--players", players, "--partnerships", "--seed", 1)
    assert result.exit_code == 2
    assert "partnerships need 4 players" in result.stderr
    assert result.stdout == ""


def test_unknown_rules_exit_2():
    assert run("--rules", "muggins", "--seed", 1).exit_code == 2


# -- text -------------------------------------------------------------------------------
CELL = re.compile(r"\[(\d+)\|(\d+)\]")
END = re.compile(r"\[(\d+)\]")


def drawn_tiles(lines: list[str]) -> int:
    """Tiles drawn in a round's picture: [a|b] cells, and doubles stood on end as
    [a] over [a] in the main line."""
    cells = sum(len(CELL.findall(line)) for line in lines)
    halves = sum(len(END.findall(line)) for line in lines)
    assert halves % 2 == 0
    return cells + halves // 2


@pytest.mark.parametrize("setup", SETUPS, ids=setup_id)
def test_text_names_each_round_and_draws_the_line(setup):
    game, players, partnerships = setup
    args = ["--rules", game, "--players", players, "--seed", 21]
    if partnerships:
        args.append("--partnerships")
    result = run(*args)
    assert result.exit_code == 0
    text = result.stdout
    record = play_json(game, players, partnerships, 21)
    blocks = text.strip().split("\n\n")
    head, rounds, tail = blocks[0], blocks[1:-1], blocks[-1]
    assert game in head and f"{players} players" in head and "seed 21" in head
    assert len(rounds) == len(record["rounds"])
    for number, (block, rnd) in enumerate(zip(rounds, record["rounds"], strict=True), 1):
        lines = block.splitlines()
        assert lines[0].startswith(f"Round {number}: player {rnd['starter']} starts")
        laid = [m for m in rnd["moves"] if "tile" in m]
        lays = [line for line in lines if re.match(r"\s+player \d+ lays ", line)]
        assert len(lays) == len(laid)
        picture = [
            line
            for line in lines
            if CELL.search(line) or END.search(line) or "from spinner" in line
        ]
        assert picture, f"round {number} draws no line"
        assert drawn_tiles(picture) == len(laid), f"round {number}:\n" + "\n".join(picture)
        assert rnd["end"] in block
        if rnd["winner"] is None:
            assert "nobody scores" in block
        else:  # the verb agrees: one player scores, a partnership score
            verb = "score" if partnerships else "scores"
            assert f" {verb} {rnd['points']}\n" in block + "\n"
    assert tail.startswith("Scores:")
    assert tail.endswith(" win the match." if partnerships else " wins the match.")


def test_text_cut_short_says_so():
    result = run("--seed", 5, "--rounds", 1)
    assert result.exit_code == 0
    assert "Round 1:" in result.stdout and "Round 2:" not in result.stdout
    assert "cut short" in result.stdout


# -- play --log, bots only ---------------------------------------------------------------
@pytest.mark.parametrize(
    "args",
    [
        ["--rules", "block", "--players", "3", "--rounds", "1"],
        ["--rules", "draw", "--rounds", "1"],
        ["--rules", "florentine", "--players", "2"],
    ],
)
def test_a_bots_game_writes_its_log_and_position_reads_it(tmp_path, args):
    log = tmp_path / "game.json"
    shown = CliRunner().invoke(main, ["play", *args, "--seed", "3", "--format", "json"])
    logged = CliRunner().invoke(main, ["play", *args, "--seed", "3", "--log", str(log)])
    assert logged.exit_code == 0, logged.output
    assert log.read_text() == shown.stdout, "the log is what --format json prints"
    assert logged.stdout != shown.stdout, "the text account is still printed"
    cut = CliRunner().invoke(main, ["position", str(log), "--after", "2"])
    assert cut.exit_code == 0, cut.output
    assert "kind:" in cut.stdout


def test_a_log_that_cannot_be_written_is_refused_before_the_game(tmp_path, monkeypatch):
    import domino_puzzles

    def never(*a, **k):
        raise AssertionError("played before looking at --log")

    monkeypatch.setattr(domino_puzzles, "play", never)
    result = CliRunner().invoke(main, ["play", "--seed", "1", "--log", str(tmp_path)])
    assert result.exit_code == 2
    assert result.stderr.startswith(f"error: {tmp_path}: ")
