"""`--move-time` and `--time-limit`: one bounded number of seconds everywhere
(cli/common.py `Seconds`, solver/limits.py `checked_move_time`). A number past
the most is refused naming the option, exit 2, before any work: the bots'
work, and so their time and memory, is counted from it."""

from __future__ import annotations

import json
import resource
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import main
from domino_puzzles.bots import answer
from solver.limits import MOST_MOVE_TIME, MOST_TIME_LIMIT
from tests.test_bot_hostile import domino_view, florentine_view

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = str(ROOT / "examples" / "florentine.yaml")
TOO_MUCH = ["inf", "-inf", "nan", "1e9", "1e999", str(MOST_MOVE_TIME + 1), "0", "-1", "soon"]


def run(*args: str, stdin: str = ""):
    return CliRunner().invoke(main, list(args), input=stdin)


def refused(result, option: str) -> None:
    assert result.exit_code == 2, result.output
    assert option in result.stderr and "Traceback" not in result.stderr
    assert "at most" in result.stderr or "not a number" in result.stderr
    assert result.stdout == ""


@pytest.mark.parametrize("value", TOO_MUCH)
@pytest.mark.parametrize(
    "command",
    [
        ["bot", "--rules", "florentine", "--level", "expert"],
        ["bot", "--rules", "draw", "--level", "expert"],
        ["play", "--rules", "florentine", "--bots", "expert", "--format", "json", "--seed", "1"],
        ["review", "missing-log.json"],
    ],
    ids=["bot-florentine", "bot-draw", "play", "review"],
)
def test_a_move_time_past_the_most_is_refused_naming_the_option(command, value):
    """Before any line is read, any game played or any file opened."""
    view = json.dumps(florentine_view("draw")) + "\n"
    refused(run(*command, "--move-time", value, stdin=view), "--move-time")


@pytest.mark.parametrize("command", ["solve", "check", "analyse"])
def test_a_time_limit_past_the_most_is_refused_naming_the_option(command):
    refused(run(command, EXAMPLE, "--time-limit", str(MOST_TIME_LIMIT * 2)), "--time-limit")
    refused(run(command, EXAMPLE, "--time-limit", "inf"), "--time-limit")


@pytest.mark.parametrize(
    ("command", "most"),
    [
        (["bot"], MOST_MOVE_TIME),
        (["play"], MOST_MOVE_TIME),
        (["review"], MOST_MOVE_TIME),
        (["solve"], MOST_TIME_LIMIT),
        (["hint"], MOST_TIME_LIMIT),
        (["analyse"], MOST_TIME_LIMIT),
    ],
)
def test_the_most_is_written_in_help(command, most):
    text = " ".join(run(*command, "--help").stdout.split())
    assert f"at most {most:g}]" in text


def test_the_most_is_taken():
    result = run("solve", EXAMPLE, "--time-limit", f"{MOST_TIME_LIMIT:g}", "--format", "json")
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("move_time", [float("inf"), float("nan"), 1e9, -1.0, 0.0, True, "1"])
@pytest.mark.parametrize("rules", ["florentine", "draw"])
def test_the_bot_answers_a_bad_move_time_in_its_error_form_naming_the_field(rules, move_time):
    view = florentine_view("draw") if rules == "florentine" else domino_view("draw")
    got = answer(rules, "expert", 0, move_time, json.dumps(view))  # type: ignore[arg-type]
    assert set(got) == {"error"}, got
    assert got["error"].startswith("move_time: ") and "at most 60" in got["error"], got


PROBE = """
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, (2 * 1024**3, 2 * 1024**3))
from cli.main import main
main(sys.argv[1:])
"""


@pytest.mark.parametrize("value", ["1e9", "1e6", "inf"])
def test_the_expert_bot_given_a_huge_move_time_exits_2_at_once_within_2_gb(value):
    """The probe that reached 3.7 GB: a process under a 2 GB cap, one valid line in."""
    line = json.dumps(florentine_view("draw")) + "\n"
    args = ["bot", "--rules", "florentine", "--level", "expert", "--move-time", value]
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *args],
        input=line,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=20,
    )
    assert done.returncode == 2, done.stderr[-2000:]
    assert "--move-time" in done.stderr and done.stdout == ""
    assert resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss < 2 * 1024**2  # KB
