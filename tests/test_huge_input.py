"""Valid but huge input: without --time-limit every command still answers, in bounded time.

Without a time limit an answer gets a fixed amount of deterministic work
(solver/limits.py). The largest positions the loaders take, of every kind,
go through every command that reads a file, in a process capped at 2 GB
(tests/hostile_runner.py): exit 0 (`check` 1: "uniqueness not decided" is
its verdict), an answer that is `optimal`, or `feasible`/`unknown` with
`unique: null`, and the same output in a second process. The work is shrunk
through DOMINO_PUZZLES_WORK so that these take seconds; one case runs at the
real budget.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from puzzles.dominoes.tiles import double_set
from puzzles.files import dump_yaml
from puzzles.florentine.cards import standard_deck
from solver.limits import WORK, WORK_VARIABLE
from tests.hostile_runner import HANG, WALL

ROOT = Path(__file__).resolve().parent.parent
MEMORY = 2 * 1024**3
SMALL_WORK = 0.05  # a tenth of a second an answer or less (the 15x15 board: its model)


def _tiles(tiles) -> list[str]:
    return [f"{t.a}-{t.b}" for t in tiles]


def huge_puzzles() -> dict[str, dict]:
    """The largest positions of each kind: name -> puzzle mapping."""
    rng = random.Random(9)
    deck = [str(card) for card in standard_deck()]
    every = _tiles(double_set(18))
    rest = [t for t in every if t != "9-9"]
    rng.shuffle(rest)
    out = {
        "florentine-15x15-whole-deck": {
            "kind": "florentine",
            "size": 15,
            "colour": "red",
            "pool": deck,
        },
        "chain-set-18-every-tile": {"kind": "chain", "set": 18, "tiles": every},
        "blocked-set-18-many-tiles": {
            "kind": "blocked",
            "set": 18,
            "line": "9-9",
            "tiles": [t for t in every if t != "9-9"][:150],
        },
        "blocked-set-18-hands": {
            "kind": "blocked",
            "set": 18,
            "rules": "draw",
            "line": "9-9",
            "hands": [rest[p::4] for p in range(4)],
            "objective": "max-pips",
            "hand": 0,
        },
    }
    for players, partnerships in ((2, False), (3, False), (4, False), (4, True)):
        shape = f"{players}{'-partnerships' if partnerships else ''}"
        out[f"endgame-set-18-block-{shape}"] = {
            "kind": "endgame",
            "set": 18,
            "line": "9-9",
            "hands": [rest[p::players] for p in range(players)],
            "to_move": 0,
            "partnerships": partnerships,
        }
        hand = 30
        out[f"endgame-set-18-draw-{shape}"] = {
            "kind": "endgame",
            "rules": "draw",
            "set": 18,
            "line": "9-9",
            "hands": [rest[p * hand : (p + 1) * hand] for p in range(players)],
            "boneyard": rest[players * hand :],
            "to_move": 0,
            "partnerships": partnerships,
        }
    return out


COMMANDS = {
    "solve": lambda path: ["solve", path, "--format", "json"],
    "hint": lambda path: ["hint", path, "--format", "json"],
    "check": lambda path: ["check", path],
    "html": lambda path: ["render", path, "--html", "play.html"],
}


def run_capped(
    cases: list[dict], folder: Path, work: float | None, hang: int = HANG
) -> dict[str, dict]:
    """Every case in one process under the memory cap: name -> result; a case
    still running after `hang` seconds of wall clock is stopped as hung."""
    for case in cases:
        Path(case["cwd"]).mkdir(parents=True, exist_ok=True)
    case_file = folder / "cases.json"
    case_file.write_text(json.dumps(cases))
    env = dict(os.environ)
    env.pop(WORK_VARIABLE, None)
    if work is not None:
        env[WORK_VARIABLE] = str(work)
    done = subprocess.run(
        [sys.executable, "-m", "tests.hostile_runner", str(case_file), str(MEMORY), str(hang)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=hang * WALL * (len(cases) + 1),  # only a hang of the runner itself
        env=env,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    folders = {case["name"]: case["cwd"] for case in cases}
    return {r["name"]: {**r, "cwd": folders[r["name"]]} for r in json.loads(done.stdout)}


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """Every huge puzzle under every command, twice, in two processes."""
    base = tmp_path_factory.mktemp("huge")
    cases = []
    for name, data in huge_puzzles().items():
        path = base / f"{name}.yaml"
        path.write_text(dump_yaml(data))
        for command, args in COMMANDS.items():
            cases.append({"name": f"{command}:{name}", "args": args(str(path))})
    results = []
    for run in ("first", "second"):
        folder = base / run
        mine = [{**case, "cwd": str(folder / case["name"].replace(":", "-"))} for case in cases]
        results.append(run_capped(mine, base, SMALL_WORK))
    return results


def _names() -> list[str]:
    return [f"{command}:{name}" for name in huge_puzzles() for command in COMMANDS]


def _without_seconds(text: str) -> str:
    """Output with the seconds taken removed: the one field the clock gives."""
    import re

    return re.sub(r'"seconds": [0-9.e-]+|[0-9.]+ s\)', "", text)


def _assert_answers(command: str, result: dict) -> None:
    assert result["crash"] is None, result
    if command == "check":
        # check fails (1) a puzzle it could not prove unique: a verdict, not a crash
        assert result["exit"] in (0, 1), result
        assert result["stdout"].startswith("puzzle 1: "), result
        return
    assert result["exit"] == 0, result
    if command == "solve":
        answer = json.loads(result["stdout"])
        assert answer["status"] in ("optimal", "feasible", "unknown", "infeasible"), answer
        if answer["status"] != "optimal":
            assert answer["unique"] is None or answer["status"] == "infeasible", answer
    elif command == "hint":
        step = json.loads(result["stdout"])
        if step["move"] is None:
            assert step["technique"] in ("undecided", "not-unique", "no-answer"), step
    else:
        assert result["files"] == ["play.html"], result


@pytest.mark.parametrize("name", _names())
def test_a_huge_puzzle_gets_an_answer_in_bounded_work(runs, name):
    first, second = (run[name] for run in runs)
    command = name.split(":")[0]
    _assert_answers(command, first)
    assert first["cpu"] < HANG
    assert _without_seconds(first["stdout"]) == _without_seconds(second["stdout"])
    assert first["exit"] == second["exit"]
    if command == "html":
        pages = [Path(r["cwd"]) / "play.html" for r in (first, second)]
        assert pages[0].read_bytes() == pages[1].read_bytes()


def test_the_largest_board_at_the_real_work(tmp_path):
    """The worst case at the real budget: the 15x15 board with the whole deck
    to lay stops with the best board found so far (about 11 s of CPU on the
    reference machine: `python -m tests.bench limits`; not timed here)."""
    path = tmp_path / "biggest.yaml"
    path.write_text(dump_yaml(huge_puzzles()["florentine-15x15-whole-deck"]))
    case = {"name": "solve", "args": COMMANDS["solve"](str(path)), "cwd": str(tmp_path / "run")}
    # A shared machine may stretch the wall clock: only a real hang fails here.
    result = run_capped([case], tmp_path, None, hang=10 * HANG)["solve"]
    _assert_answers("solve", result)
    answer = json.loads(result["stdout"])
    assert answer["status"] in ("feasible", "unknown") and answer["unique"] is None, answer
    assert WORK > SMALL_WORK


def test_the_work_comes_from_the_environment_only_as_a_positive_number(monkeypatch):
    from solver.limits import Limits

    monkeypatch.setenv(WORK_VARIABLE, "0.5")
    assert Limits().work == 0.5
    monkeypatch.delenv(WORK_VARIABLE)
    assert Limits().work == WORK
    for bad in ("0", "-1", "nan", "inf"):
        monkeypatch.setenv(WORK_VARIABLE, bad)
        with pytest.raises(ValueError):
            Limits()
