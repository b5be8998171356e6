"""`review` reads a log whole before it values anything (docs/formats.md
"review"): a move after a round's end, a round after the target, scores that
do not add up, more rounds or moves than the caps: exit 2 naming the field,
no move valued; each round replayed once; a move with no choice forced; a
move the search gives no value "not valued", never bad input."""

from __future__ import annotations

import json

import pytest

import puzzles.game_positions as game_positions
import solver.review as review_module
from puzzles.errors import BadInput
from puzzles.words import Words
from solver.review import MAX_MOVES, MAX_ROUNDS, review
from tests.test_review import _cli, open_log


@pytest.fixture
def nothing_valued(monkeypatch):
    """Any valuation fails the test: the checks come before it."""

    def valued(args):
        raise AssertionError(f"valued before the log was checked: {args[:3]}")

    monkeypatch.setattr(review_module, "_task", valued)


def refused(log: dict) -> BadInput:
    with pytest.raises(BadInput) as info:
        review(log)
    return info.value


def test_moves_after_the_round_s_end_are_refused_before_any_is_valued(nothing_valued, tmp_path):
    log = open_log()
    moves = log["rounds"][0]["moves"]
    ended = len(moves)
    moves += [{"player": k % 2, "pass": True} for k in range(4000)]
    error = refused(log)
    assert error.field == f"rounds[0].moves[{ended}]" and "round's end" in error.message
    path = tmp_path / "passes.json"
    path.write_text(json.dumps(log))
    out = _cli("review", str(path))
    assert out.returncode == 2 and f"rounds[0].moves[{ended}]" in out.stderr
    assert str(path) in out.stderr and out.stdout == ""


def test_a_round_after_the_target_and_scores_that_do_not_add_up(nothing_valued):
    log = open_log()
    one = log["rounds"][0]
    log["rounds"] = [one, one]
    log["target"] = 1  # the first round's points reach it: the match is over
    assert refused(log).field == "rounds[1]"
    log["target"] = 1000
    log["scores"] = [0, 0]
    for record in log["rounds"]:
        record["end"] = "blocked"
    error = refused(log)
    assert error.field == "scores" and "add up" in error.message


def test_more_rounds_or_moves_than_the_caps_are_refused(nothing_valued):
    log = open_log()
    log["target"] = 1000
    log["rounds"] = [log["rounds"][0]] * (MAX_ROUNDS + 1)
    assert refused(log).field == "rounds"
    many = open_log()
    moves = many["rounds"][0]["moves"]
    many["rounds"][0]["moves"] = moves * (MAX_MOVES // len(moves) + 1)
    error = refused(many)
    assert error.field == "rounds" and str(MAX_MOVES) in error.message


def test_three_thousand_copies_of_a_round_are_refused_before_any_is_replayed(monkeypatch):
    log = open_log()
    log["rounds"] = log["rounds"] * 3000
    replayed = []
    monkeypatch.setattr(game_positions, "_replay", lambda *a: replayed.append(a))
    assert refused(log).field == "rounds"
    assert replayed == []


def test_each_round_is_replayed_once(monkeypatch):
    """The moves replayed to check and cut every position: one replay of each
    move, however many moves (not one replay from the round's start per move)."""
    log = open_log()
    log["target"] = 1000
    log["rounds"] = log["rounds"] * 5
    moves = sum(len(r["moves"]) for r in log["rounds"])
    real = game_positions._replay
    replayed = []

    def counted(*args):
        replayed.append(1)
        return real(*args)

    monkeypatch.setattr(game_positions, "_replay", counted)
    monkeypatch.setattr(review_module, "_task", lambda args: [] if args[0] == "deal" else {})
    review_module._domino_tasks(log)
    assert len(replayed) == moves


def test_a_move_the_search_gives_no_value_is_not_valued(monkeypatch):
    """The valuation drops the played lay (as the sampled one once did for a
    room's forced lay): the review lists it "not valued", with the reason."""
    import solver.analyse

    log = open_log()

    class Nothing:
        moves: list = []

    monkeypatch.setattr(solver.analyse, "analyse", lambda *a, **k: Nothing())
    result = review(log, 0.05)
    shown = [d for r in result["rounds"] for d in r["decisions"] if "not_valued" in d]
    assert shown and all(d["not_valued"] == "no_value" and "class" not in d for d in shown)
    # the only lay of its position is forced without a search (it once went
    # to the sampled valuation, which dropped it, and the log was refused)
    listed = [d for r in result["rounds"] for d in r["decisions"]]
    only = [d for d in listed if d.get("forced") and "tile" in d["played"]["move"]]
    assert only and all("end" in d["played"]["move"] for d in only)
    from puzzles.review_text import text

    assert "not valued: the search gave it no value" in text(result, Words("en"))


def test_florentine_moves_after_the_game_s_end_are_refused(nothing_valued):
    from click.testing import CliRunner

    from cli.main import main

    out = CliRunner().invoke(
        main,
        ["play", "--rules", "florentine", "--seed", "3", "--bots", "random", "--format", "json"],
    )
    log = json.loads(out.output)
    ended = len(log["moves"])
    personal = [m for m in log["moves"] if "personal" in m]
    log["moves"] += [dict(personal[-1])] * 5
    error = refused(log)
    assert error.field == f"moves[{ended}]" and "game's end" in error.message
    log["moves"] = log["moves"][:ended] + [{"player": 0, "pass": True}] * 4000
    assert refused(log).field == f"moves[{ended}]"
    early = dict(log, moves=[{"player": 0, "pass": True}])  # play has not begun
    assert refused(early).field == "moves[0]"


def test_the_progress_counts_every_move_and_the_deal(monkeypatch):
    import solver.analyse
    from domino_puzzles.report import Lines

    class Nothing:
        moves: list = []

    monkeypatch.setattr(solver.analyse, "analyse", lambda *a, **k: Nothing())
    log = open_log()
    said: list[str] = []
    shown = Lines(said.append)
    review(log, 0.05, progress=shown.progress(shown.word("reviewing")))
    total = len(log["rounds"][0]["moves"]) + 1
    assert said and said[-1] == f"reviewing the moves: {total}/{total}"
