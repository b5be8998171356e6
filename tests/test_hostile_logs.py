"""Hostile play logs: `position LOG --after N` gives a position or one clean error.

The contract, per case: exit 0 or 2 within the CPU bound of
tests/hostile_runner.py and a 2 GB cap; on 2 one line `error: LOG: ...`
naming the field where there is one (`deck[3]`, `rounds[0].hands[1][2]`),
nothing on stdout: never a KeyError, IndexError, TypeError, RecursionError
or ValueError (exit 1). The logs are cut from real `play` logs, made here.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import main
from tests.hostile_runner import HANG, assert_clean_error, run_all
from tests.test_hostile_input import MEMORY


def _log(*args: str) -> dict:
    result = CliRunner().invoke(main, ["play", *args, "--format", "json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def _without(mapping: dict, name: str) -> dict:
    return {k: v for k, v in mapping.items() if k != name}


def _changed_move(log: dict, i: int, move: dict) -> dict:
    moves = list(log["moves"])
    moves[i] = move
    return {**log, "moves": moves}


def _changed_round(log: dict, **fields) -> dict:
    return {**log, "rounds": [{**log["rounds"][0], **fields}, *log["rounds"][1:]]}


def cases(folder: Path) -> dict[str, tuple[str, int, list[str]]]:
    """name -> (log file, exit, words the error holds)."""
    florentine = _log("--rules", "florentine", "--players", "3", "--seed", "11")
    draw = _log("--rules", "draw", "--seed", "3", "--rounds", "1")
    block = _log("--rules", "block", "--players", "3", "--seed", "2", "--rounds", "1")
    f_text = json.dumps(florentine)
    hands = draw["rounds"][0]["hands"]
    first = florentine["moves"][0]
    logs: dict[str, tuple[object, int, list[str]]] = {
        "florentine-is-fine": (florentine, 0, []),
        "draw-is-fine": (draw, 0, []),
        "block-is-fine": (block, 0, []),
        "only-rules": ({"rules": "florentine"}, 2, ["players: missing"]),
        "only-rules-block": ({"rules": "block"}, 2, ["players: missing"]),
        "rules-unknown": ({"rules": "chess" * 100}, 2, ["rules: is block, draw or florentine"]),
        "a-list": ([1, 2], 2, ["must be a mapping"]),
        "deck-cut": ({**florentine, "deck": florentine["deck"][:20]}, 2, ["deck:", "20 cards"]),
        "deck-missing": (_without(florentine, "deck"), 2, ["deck: missing"]),
        "deck-bad-card": (
            {**florentine, "deck": [*florentine["deck"][:3], "XXXX", *florentine["deck"][4:]]},
            2,
            ["deck[3]:", "unknown colour"],
        ),
        "deck-card-twice": (
            {
                **florentine,
                "deck": [*florentine["deck"][:5], florentine["deck"][0]] + florentine["deck"][6:],
            },
            2,
            ["deck[5]:", "twice"],
        ),  # fmt: skip
        "deck-turned-card": (
            {**florentine, "deck": ["F01/1", *florentine["deck"][1:]]},
            2,
            ["deck[0]:", "turn 0"],
        ),
        "deck-of-numbers": ({**florentine, "deck": list(range(48))}, 2, ["deck[0]:"]),
        "players-99": ({**florentine, "players": 99}, 2, ["players:", "2 to 4"]),
        "players-true": ({**florentine, "players": True}, 2, ["players:", "whole number"]),
        "players-text": ({**block, "players": "2"}, 2, ["players:", "whole number"]),
        "colours-too-few": ({**florentine, "colours": ["green"]}, 2, ["colours:", "1 colours"]),
        "colours-twice": (
            {**florentine, "colours": ["green", "red", "green"]},
            2,
            ["colours[2]:", "twice"],
        ),
        "colour-unknown": ({**florentine, "colours": ["green", "red", 7]}, 2, ["colours[2]:"]),
        "size-even": ({**florentine, "size": 8}, 2, ["size:", "odd"]),
        "size-huge": ({**florentine, "size": 10**20}, 2, ["size:"]),
        "rim-seals-text": ({**florentine, "rim_seals": "no"}, 2, ["rim_seals:", "true or false"]),
        "seed-out-of-range": ({**florentine, "seed": 2**64}, 2, ["seed:", "out of range"]),
        "seed-text": ({**florentine, "seed": "x"}, 2, ["seed:", "whole number"]),
        "moves-not-a-list": ({**florentine, "moves": {"a": 1}}, 2, ["moves:", "must be a list"]),
        "move-not-a-mapping": (_changed_move(florentine, 2, [1]), 2, ["moves[2]:", "mapping"]),
        "move-without-cell": (
            _changed_move(florentine, 0, _without(first, "cell")),
            2,
            ["moves[0].cell: missing"],
        ),
        "move-without-player": (
            _changed_move(florentine, 1, _without(florentine["moves"][1], "player")),
            2,
            ["moves[1].player: missing"],
        ),
        "move-player-9": (
            _changed_move(florentine, 0, {**first, "player": 9}),
            2,
            ["moves[0].player:"],
        ),
        "move-out-of-turn": (
            _changed_move(florentine, 0, {**first, "player": 1}),
            2,
            ["moves[0]: cannot be replayed: player 1 moves where player 0 is to move"],
        ),
        "move-turn-7": (_changed_move(florentine, 0, {**first, "turn": 7}), 2, ["moves[0].turn:"]),
        "move-cell-off-board": (
            _changed_move(florentine, 0, {**first, "cell": "Z99"}),
            2,
            ["moves[0].cell:"],
        ),
        "move-two-kinds": (
            _changed_move(florentine, 0, {**first, "discard": first["card"]}),
            2,
            ["moves[0]:", "exactly one of"],
        ),
        "move-of-nothing": (_changed_move(florentine, 0, {"player": 0}), 2, ["moves[0]:"]),
        "move-pass-text": (
            _changed_move(florentine, 0, {"player": 0, "pass": "yes"}),
            2,
            ["moves[0].pass:"],
        ),
        "move-illegal": (
            _changed_move(florentine, 0, {**first, "cell": "A1"}),
            2,
            ["moves[0]:", "cannot be replayed"],
        ),
        "hands-one": (_changed_round(draw, hands=hands[:1]), 2, ["rounds[0].hands:", "1 hands"]),
        "hands-a-tile-twice": (
            _changed_round(draw, hands=[hands[0], [*hands[1][:-1], hands[0][0]]]),
            2,
            ["rounds[0].hands:", "twice"],
        ),
        "hands-a-number": (
            _changed_round(draw, hands=[hands[0], [*hands[1][:2], 7, *hands[1][3:]]]),
            2,
            ["rounds[0].hands[1][2]:"],
        ),
        "hands-not-lists": (_changed_round(draw, hands=["6-6", "1-1"]), 2, ["rounds[0].hands[0]:"]),
        "boneyard-missing": (
            _changed_round(draw, boneyard=[]),
            2,
            ["rounds[0].hands:", "missing"],
        ),
        "rounds-text": ({**draw, "rounds": "x"}, 2, ["rounds:", "must be a list"]),
        "rounds-none": ({**draw, "rounds": []}, 2, ["rounds:", "--round 1"]),
        "round-moves-missing": (
            {**draw, "rounds": [_without(draw["rounds"][0], "moves")]},
            2,
            ["rounds[0].moves: missing"],
        ),
        "round-move-player-5": (
            _changed_round(draw, moves=[{"player": 5, "tile": "6-6"}]),
            2,
            ["rounds[0].moves[0].player:"],
        ),
        "round-move-to-99": (
            _changed_round(draw, moves=[{"player": 0, "tile": "6-6", "to": 99}]),
            2,
            ["rounds[0].moves[0].to:"],
        ),
        "round-opens-with-a-draw": (
            _changed_round(draw, moves=[{"player": 0, "draw": draw["rounds"][0]["boneyard"][0]}]),
            2,
            ["rounds[0].moves[0]:", "cannot be replayed"],
        ),
        "set-19": ({**block, "set": 19}, 2, ["set:"]),
        "spinners-unknown": ({**draw, "spinners": "some"}, 2, ["spinners:"]),
        "partnerships-text": ({**block, "partnerships": "no"}, 2, ["partnerships:"]),
        "nesting-deep": ("[" * 20_000 + "]" * 20_000, 2, ["not a play log", "nested"]),
        "seed-5000-digits": (
            f_text.replace('"seed": 11', '"seed": ' + "9" * 5000),
            2,
            ["seed: not a play log", "more than 30 digits"],
        ),
        "duplicate-key": ('{"rules": "block", "rules": "draw"}', 2, ["given twice"]),
        "nan": (f_text.replace('"seed": 11', '"seed": NaN'), 2, ["NaN"]),
        "broken-json": ("{not json", 2, ["not a play log", "invalid JSON"]),
        "empty": ("", 2, ["not a play log"]),
    }
    out: dict[str, tuple[str, int, list[str]]] = {}
    for name, (log, code, words) in logs.items():
        path = folder / f"{name}.json"
        path.write_text(log if isinstance(log, str) else json.dumps(log), encoding="utf-8")
        out[name] = (str(path), code, words)
    big = folder / "eleven-megabytes.json"
    big.write_text(f_text[:-1] + ', "x": "' + "x" * 11 * 2**20 + '"}')
    fifo = folder / "fifo.json"
    os.mkfifo(fifo)
    out["eleven-megabytes"] = (str(big), 2, ["larger than 10 MB", "not a play log"])
    out["fifo"] = (str(fifo), 2, ["not a regular file"])
    out["dev-zero"] = ("/dev/zero", 2, ["not a regular file"])
    out["directory"] = (str(folder), 2, ["is a directory"])
    return out


NAMES = [
    *("florentine-is-fine", "draw-is-fine", "block-is-fine", "only-rules", "only-rules-block"),
    *("rules-unknown", "a-list", "deck-cut", "deck-missing", "deck-bad-card", "deck-card-twice"),
    *("deck-turned-card", "deck-of-numbers", "players-99", "players-true", "players-text"),
    *("colours-too-few", "colours-twice", "colour-unknown", "size-even", "size-huge"),
    *("rim-seals-text", "seed-out-of-range", "seed-text", "moves-not-a-list"),
    *("move-not-a-mapping", "move-without-cell", "move-without-player", "move-player-9"),
    "move-out-of-turn",
    *("move-turn-7", "move-cell-off-board", "move-two-kinds", "move-of-nothing"),
    *("move-pass-text", "move-illegal", "hands-one", "hands-a-tile-twice", "hands-a-number"),
    *("hands-not-lists", "boneyard-missing", "rounds-text", "rounds-none"),
    *("round-moves-missing", "round-move-player-5", "round-move-to-99"),
    *("round-opens-with-a-draw", "set-19", "spinners-unknown", "partnerships-text"),
    *("nesting-deep", "seed-5000-digits", "duplicate-key", "nan", "broken-json", "empty"),
    *("eleven-megabytes", "fifo", "dev-zero", "directory"),
]


@pytest.fixture(scope="module")
def results(tmp_path_factory):
    """Every log through `position`, in one capped process: name -> (result, wanted)."""
    base = tmp_path_factory.mktemp("logs")
    made = base / "made"
    made.mkdir()
    files = cases(made)
    assert sorted(files) == sorted(NAMES)
    runs, wanted = [], {}
    for name in NAMES:
        path, code, words = files[name]
        cwd = base / "runs" / name
        cwd.mkdir(parents=True)
        runs.append({"name": name, "args": ["position", path, "--after", "1"], "cwd": str(cwd)})
        wanted[name] = (path, code, words)
    found = run_all(runs, base, MEMORY)
    return {name: (result, wanted[name]) for name, result in found.items()}


@pytest.mark.parametrize("name", NAMES)
def test_contract(results, name):
    result, (path, code, words) = results[name]
    assert result["crash"] is None, result
    assert result["exit"] == code, result
    assert result["cpu"] < HANG
    assert result["files"] == []
    if code == 0:
        assert result["stdout"].startswith("kind: "), result
        return
    assert_clean_error(result, path, words)


# -- any change to a real log ---------------------------------------------------------
VALUES = [None, True, False, 0, 1, -1, 5, 99, 2**70, 1.5, "x", "6-6", "D4", "GGRB", "", [], {}]
VALUES += [[1], {"player": 0}, "F01", [["6-6"]], 3]


def _mutated(log: dict, rng) -> dict:
    """A copy of `log` with one field, at any depth, replaced or removed."""
    import copy

    data = copy.deepcopy(log)
    node: dict | list = data
    for _ in range(rng.randint(1, 5)):
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            break
        key = rng.choice(keys)
        if not isinstance(node[key], dict | list) or rng.random() < 0.4:
            break
        node = node[key]
    keys = list(node) if isinstance(node, dict) else list(range(len(node)))
    if keys:
        key = rng.choice(keys)
        if isinstance(node, dict) and rng.random() < 0.3:
            del node[key]
        else:
            node[key] = rng.choice(VALUES)
    return data


def test_any_change_to_a_log_gives_a_position_or_bad_input():
    """600 changed logs (a fixed stream: the same every run): position_after
    and the loader of the position it gives raise nothing but BadInput."""
    import random

    from puzzles.errors import BadInput
    from puzzles.game_positions import position_after
    from solver.registry import load

    logs = [
        _log("--rules", "florentine", "--players", "3", "--seed", "11"),
        _log("--rules", "draw", "--seed", "3", "--rounds", "2"),
        _log(
            "--rules", "block", "--players", "4", "--partnerships", "--seed", "2", "--rounds", "1"
        ),
    ]
    rng = random.Random(39)
    for _ in range(600):
        data = _mutated(rng.choice(logs), rng)
        try:
            load(position_after(data, rng.randint(0, 60), rng.randint(1, 2)))
        except BadInput as error:
            message = str(error)
            assert "\n" not in message and len(message) < 400, message
