"""`position`: a position cut from a `play` log, round-tripped against the log."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from cli.main import main
from puzzles.dominoes.endgame import Table
from puzzles.dominoes.tiles import Tile, add_to_ends, first_ends
from puzzles.errors import BadInput
from puzzles.files import strict_yaml
from puzzles.florentine.cards import Card
from puzzles.game_positions import position_after
from solver.registry import load

runner = CliRunner()


def _log(*args: str) -> dict:
    result = runner.invoke(main, ["play", *args, "--format", "json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def _continue(position, moves) -> Table:
    """The log's remaining moves, played on from the position by the referee."""
    table = Table.start(position)
    for move in moves:
        if table.over:  # a pass the log writes after the last tile that could be laid
            assert move.get("pass"), move
            continue
        while table.player != move["player"]:  # passes a log leaves out
            table.play(next(m for m in table.options() if m.end == "pass"))
        if "draw" in move:
            table.play(next(m for m in table.options() if m.end == "draw"))
        elif move.get("pass"):
            table.play(next(m for m in table.options() if m.end == "pass"))
        else:
            tile = Tile.parse(move["tile"])
            table.play(next(m for m in table._lays() if m.tile == tile and m.to == move["to"]))
    return table


def _table_of_the_log(log, n):
    """The table after n moves, read off the log alone: the open ends as a
    multiset (docs/rules.md section 4, the log's spinner rule), the hands, the
    boneyard, and who is to move next."""
    record = log["rounds"][0]
    hands = [sorted(Tile.parse(t) for t in h) for h in record["hands"]]
    boneyard = [Tile.parse(t) for t in record["boneyard"]] if log["rules"] == "draw" else []
    rule, doubles, ends = log.get("spinners", "none"), 0, ()
    for move in record["moves"][:n]:
        p = move["player"]
        if "draw" in move:
            hands[p].append(boneyard.pop(0))
            continue
        if move.get("pass"):
            continue
        tile = Tile.parse(move["tile"])
        hands[p].remove(tile)
        spins = tile.is_double and (rule == "all" or (rule == "first" and doubles == 0))
        doubles += tile.is_double
        ends = (
            first_ends(tile, spins)
            if move["to"] is None
            else add_to_ends(ends, tile, move["to"], spins)
        )
    return ends, [sorted(h) for h in hands], boneyard


SPINNER_LOGS = [
    ("--rules", "draw", "--spinners", rule, "--players", players, "--seed", str(seed))
    for rule in ("all", "first", "none")
    for players in ("2", "3", "4")
    for seed in range(3)
]


@pytest.mark.parametrize(
    "args",
    [
        ("--rules", "block", "--seed", "3"),
        ("--rules", "block", "--players", "3", "--seed", "4"),
        ("--rules", "block", "--players", "4", "--partnerships", "--seed", "5"),
        ("--rules", "draw", "--players", "4", "--partnerships", "--seed", "8"),
        *SPINNER_LOGS,
    ],
)
def test_block_and_draw_positions_give_the_logs_table_and_play_on_to_its_end(args):
    log = _log(*args, "--rounds", "1")
    record = log["rounds"][0]
    moves = record["moves"]
    first = 1 if log["rules"] == "draw" else 0
    for n in range(first, len(moves)):
        try:
            data = position_after(log, n)  # every position, arms on arms and all
        except BadInput as error:
            # only once nobody can lay: the log's last moves are a draw and passes
            assert "the round is over" in str(error), error
            assert all("tile" not in m for m in moves[n:]), moves[n:]
            break
        assert data["meta"] == {"seed": log["seed"], "round": 1, "after": n}
        kind, position = load(data)
        assert kind.load(kind.dump(position)) == position  # written and read alike
        assert position.spinner_rule == (log["spinners"] if log["rules"] == "draw" else "all")
        ends, hands, boneyard = _table_of_the_log(log, n)
        table = Table.start(position)
        assert table.ends == tuple(sorted(ends))
        assert [sorted(h) for h in position.hands] == hands
        assert list(position.boneyard) == boneyard
        if n < len(moves):
            assert position.to_move == moves[n]["player"]
        table = _continue(position, moves[n:])
        # The same round: the same end, the same pips in every hand.
        assert table.over == record["end"]
        assert [sum(t.pips for t in h) for h in table.hands] == record["pips"]
        held = sum(len(h) for h in position.hands) + len(position.boneyard)
        laid = len(position.line.tiles) + sum(len(arm.tiles) for *_, arm in position.arms)
        dealt = sum(len(h) for h in record["hands"])
        assert held + laid == dealt + (len(record["boneyard"]) if log["rules"] == "draw" else 0)


def test_draw_positions_write_the_spinners_arms_and_doubles_on_arms():
    arms = on_arms = 0
    games = [("2", seed) for seed in range(4)] + [("3", 1), ("4", 2), ("4", 5)]
    for players, seed in games:
        log = _log("--rules", "draw", "--players", players, "--seed", str(seed), "--rounds", "1")
        for n in range(1, len(log["rounds"][0]["moves"])):
            try:
                data = position_after(log, n)
            except BadInput:  # blocked: nobody can lay
                break
            if "spinners" in data:
                arms += 1
                on_arms += any("-" in str(k) for k in data["spinners"])
                _, position = load(data)
                assert sum(len(a.tiles) for *_, a in position.arms) >= 1
    assert arms and on_arms


@pytest.mark.parametrize("players", [2, 4])
def test_florentine_positions_hold_the_board_so_far(players):
    log = _log("--rules", "florentine", "--players", str(players), "--seed", "11")
    moves = log["moves"]
    deck = [Card.parse(c) for c in log["deck"]]
    for n in range(0, len(moves) + 1, 3):
        data = position_after(log, n)
        kind, position = load(data)
        board = {}
        for move in moves[:n]:
            if "cell" in move:
                board[move["cell"]] = str(Card.parse(move["card"]).turned(move["turn"]))
            elif move.get("personal"):
                board[move["personal"]] = "P"
        assert {c.name: str(p) for c, p in position.board.placed().items()} == board
        if data["meta"]["phase"] == "open":
            on_board = {Card.parse(c) for c in board.values() if c != "P"}
            laid = {min(str(c.turned(t)) for t in range(4)) for c in on_board}
            rest = [c for c in deck if min(str(c.turned(t)) for t in range(4)) not in laid]
            assert sorted(map(str, position.pool)) == sorted(map(str, rest))
        assert data["meta"]["after"] == n and data["meta"]["seed"] == 11
    final = position_after(log, len(moves))
    assert final["board"] == log["board"]


def test_position_command_writes_yaml_that_solves(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(_log("--rules", "florentine", "--seed", "11", "--players", "4")))
    result = runner.invoke(main, ["position", str(path), "--after", "50"])
    assert result.exit_code == 0, result.output
    out = tmp_path / "pos.yaml"
    out.write_text(result.output)
    assert strict_yaml.load(result.output)["meta"] == {
        "seed": 11,
        "after": 50,
        "player": 2,
        "phase": "open",
    }
    assert runner.invoke(main, ["hint", str(out)]).exit_code == 0
    text = runner.invoke(main, ["position", str(path), "--after", "50", "--format", "text"])
    assert text.output.startswith("game-11-after-50\n") and "pool: " in text.output


@pytest.mark.parametrize(
    ("after", "message"),
    [
        ("99", "moves: --after 99: the log has"),
        ("11", "player 0 is out after move 11: the round is over"),
        ("0", "the round opens with a double: --after 1 or more"),
    ],
)
def test_position_refuses_moves_the_log_has_not(tmp_path, after, message):
    path = tmp_path / "draw.json"
    path.write_text(json.dumps(_log("--rules", "draw", "--seed", "3", "--rounds", "1")))
    result = runner.invoke(main, ["position", str(path), "--after", after])
    assert result.exit_code == 2
    assert f"{path}: " in result.output and message in result.output


def test_position_refuses_what_is_not_a_play_log(tmp_path):
    path = tmp_path / "x.json"
    path.write_text("{not json")
    result = runner.invoke(main, ["position", str(path), "--after", "1"])
    assert result.exit_code == 2 and "not a play log" in result.output
    path.write_text(json.dumps({"rules": "chess"}))
    result = runner.invoke(main, ["position", str(path), "--after", "1"])
    assert result.exit_code == 2 and "rules: is block, draw or florentine" in result.output
    with pytest.raises(BadInput, match="--round 3: the log has 1 round"):
        position_after(_log("--seed", "1", "--rounds", "1"), 1, 3)


def test_position_of_a_draw_log_with_a_double_on_an_arm_analyses(tmp_path):
    log = _log("--rules", "draw", "--players", "4", "--seed", "5", "--rounds", "1")
    path = tmp_path / "game.json"
    path.write_text(json.dumps(log))
    result = runner.invoke(main, ["position", str(path), "--after", "16"])
    assert result.exit_code == 0, result.output
    assert "1-1:" in result.output  # the arm of the double 1-1, which lies on an arm
    (tmp_path / "cut.yaml").write_text(result.output)
    text = runner.invoke(main, ["position", str(path), "--after", "16", "--format", "text"])
    assert "spinner 1-1: up 1-4 (open 4), down (open 1)" in text.output
    analysed = runner.invoke(main, ["analyse", str(tmp_path / "cut.yaml"), "--format", "json"])
    assert analysed.exit_code == 0, analysed.output
    assert json.loads(analysed.output)["status"] == "optimal"
