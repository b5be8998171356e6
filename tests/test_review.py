"""`review LOG.json` (docs/formats.md "review"): values from each seat's view."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from puzzles.dominoes.endgame import Position, Table
from puzzles.dominoes.line import End, Line
from puzzles.dominoes.tiles import Tile
from puzzles.game_positions import position_after
from puzzles.review_words import WORDS
from solver.analyse import analyse
from solver.limits import Limits
from solver.registry import load
from solver.review import THRESHOLDS, classify, paired_class, review

FAST = 0.05  # the move-time the tests give a decision


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "cli.main", *args], capture_output=True, text=True, check=False
    )


def open_log() -> dict:
    """Block, 2 players, a double-3 set dealt whole (5 tiles each, none out of
    play): every hand is known to both seats at every move."""
    hands = [["0-0", "0-1", "1-1", "1-3", "2-3"], ["0-2", "0-3", "1-2", "2-2", "3-3"]]
    start = Position(
        tuple(tuple(Tile.parse(t, 3) for t in h) for h in hands), Line(), 0, "block", 3, False, ()
    )
    table, moves = Table.start(start), []
    while not table.over:
        options = table.options()
        move = options[-1] if len(options) > 1 else options[0]  # not always the best
        if move.end == End.PASS:
            moves.append({"player": table.player, "pass": True})
        else:
            moves.append({"player": table.player, "tile": str(move.tile), "to": move.to})
        table.play(move)
    return {
        "rules": "block", "players": 2, "partnerships": False, "seed": 1, "set": 3,
        "rounds": [{"starter": 0, "hands": hands, "boneyard": [], "moves": moves}],
    }  # fmt: skip


def played_log(rules: str, seed: int) -> dict:
    out = _cli("play", "--rules", rules, "--players", "2", "--seed", str(seed), "--rounds", "1",
               "--format", "json")  # fmt: skip
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def decisions(result: dict) -> list[dict]:
    return [d for r in result["rounds"] for d in r["decisions"]]


def test_nothing_hidden_values_are_analyses_of_the_cut_position():
    log = open_log()
    result = review(log, FAST)
    valued = [d for d in decisions(result) if "class" in d]
    assert valued
    for d in valued:
        assert d["sampled"] is False
        kind, position = load(position_after(log, d["n"], 1))
        rows = analyse(kind, position, Limits()).moves
        value = next(
            m.value for m in rows if m.move["tile"] == d["played"]["move"]["tile"]
            and m.move["to"] == d["played"]["move"]["to"]
        )  # fmt: skip
        assert d["played"]["value"] == value
        assert d["best"]["value"] == rows[0].value


@pytest.fixture(scope="module")
def block_review():
    log = played_log("block", 7)
    return log, review(log, FAST)


def test_best_is_never_below_played_and_classes_follow_the_thresholds(block_review):
    _, result = block_review
    valued = [d for d in decisions(result) if "class" in d]
    assert valued and any(d["sampled"] for d in valued)
    inaccuracy, mistake = THRESHOLDS["dominoes"]
    for d in valued:
        assert d["best"]["value"] >= d["played"]["value"]
        assert d["cost"] == pytest.approx(d["best"]["value"] - d["played"]["value"], abs=1e-3)
        if d["sampled"]:  # the class the paired difference shows with 95% confidence
            low, high = d["cost_ci"]
            if d["class"] == "best":
                assert d["cost"] == 0 and d["best"] == d["played"]
            else:
                assert d["class"] == paired_class(low, high, "block")
                assert low <= d["cost"] <= high
        else:
            assert d["class"] == classify(d["cost"], "block")
        if d["played"]["value"] == d["best"]["value"]:
            assert d["class"] == "best"
        if d["sampled"]:
            low, high = d["ci"]
            assert low <= d["played"]["value"] <= high
    assert classify(0, "block") == "best"
    assert classify(inaccuracy - 0.01, "block") == "inaccuracy"
    assert classify(mistake - 0.01, "draw") == "mistake"
    assert classify(mistake, "block") == "blunder"
    rows = {p["player"]: p for p in result["players"]}
    for p, row in rows.items():
        mine = [d for d in valued if d["player"] == p]
        assert row["decisions"] == len(mine)
        assert row["best_share"] == round(sum(d["class"] == "best" for d in mine) / len(mine), 3)


def test_the_same_for_one_job_or_two(block_review, tmp_path):
    log, result = block_review
    path = tmp_path / "log.json"
    path.write_text(json.dumps(log))
    two = _cli("review", str(path), "--format", "json", "--move-time", str(FAST), "--jobs", "2")
    assert two.returncode == 0, two.stderr
    assert json.loads(two.stdout) == result


def test_draw_rules_give_the_draws_luck():
    log = played_log("draw", 1)
    result = review(log, FAST)
    draws = [d for d in decisions(result) if "draw" in d]
    assert draws and all(isinstance(d["luck"], float) or d["luck"] is None for d in draws)
    assert any(d.get("luck") is not None for d in draws)
    assert result["rounds"][0]["deal"]


def test_florentine_open_phase_is_analyse_and_draw_phase_is_sampled():
    from solver.florentine.review import florentine_decision as _florentine_decision

    out = _cli("play", "--rules", "florentine", "--seed", "7", "--format", "json")
    log = json.loads(out.stdout)
    n = log["open_from"]
    d = _florentine_decision(log, n, FAST)
    kind, position = load(position_after(log, n))
    rows = analyse(kind, position, Limits()).moves
    assert "not_valued" not in d
    if d["model"] == "playouts":  # the rest of the game too big for the search: played out
        assert d["sampled"] is True and all(not r.exact for r in rows)
    else:  # the result of analyse's search: its own score at the top is the seat's
        assert d["model"] == "exact"
        assert d["sampled"] is False and d["best"]["value"] >= d["played"]["value"]
        assert any(r.value["score"] is not None for r in rows)
    short = dict(log, moves=log["moves"][:3])
    result = review(short, FAST)
    for d in decisions(result):
        assert d["sampled"] is True and d["best"]["value"] >= d["played"]["value"]
        if d.get("too_close"):  # the paired interval straddles a threshold
            assert "class" not in d
        elif d["class"] != "best":
            assert d["class"] == paired_class(*d["cost_ci"], "florentine")


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda log: log["rounds"][0]["moves"][2].update(tile="9-9"), "rounds[0].moves[2].tile"),
        (lambda log: log.update(players=7), "players"),
        (lambda log: log["rounds"][0]["moves"][1].update(to=6, tile="6-6"), "rounds[0].moves[1]"),
    ],
)
def test_bad_logs_exit_2_naming_the_file_and_the_field(tmp_path, change, field):
    log = open_log()
    change(log)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(log))
    out = _cli("review", str(path))
    assert out.returncode == 2
    assert str(path) in out.stderr and field in out.stderr


def test_text_and_html_in_every_language(tmp_path):
    log = open_log()
    path = tmp_path / "log.json"
    path.write_text(json.dumps(log))
    for lang in WORDS:
        text = _cli("review", str(path), "--lang", lang, "--move-time", str(FAST))
        assert text.returncode == 0, text.stderr
        assert WORDS[lang]["round"].format(n=1) in text.stdout
    page = tmp_path / "review.html"
    out = _cli("review", str(path), "--format", "html", "--out", str(page))
    assert out.returncode == 0, out.stderr
    html = page.read_text()
    assert "default-src 'none'" in html and "<svg" in html
    assert "://" not in html.split("<body>")[1].replace('"http://www.w3.org/2000/svg"', "")


def test_every_language_has_every_word_with_the_same_marks():
    import string

    def marks(text: str) -> set:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}

    for lang, words in WORDS.items():
        assert words.keys() == WORDS["en"].keys(), lang
        for key, text in words.items():
            assert marks(text) == marks(WORDS["en"][key]), (lang, key)


def test_position_seat_writes_the_seat_s_view_that_analyse_reads(tmp_path):
    log = played_log("block", 1)
    path = tmp_path / "log.json"
    path.write_text(json.dumps(log))
    seat = _cli("position", str(path), "--after", "3", "--seat", "0")
    assert seat.returncode == 0, seat.stderr
    assert "seen_from: 0" in seat.stdout and "hidden: 5" in seat.stdout
    (tmp_path / "seat.yaml").write_text(seat.stdout)
    out = _cli("analyse", str(tmp_path / "seat.yaml"), "--format", "json")
    assert out.returncode == 0 and json.loads(out.stdout)["sampled"] is True
    wrong = _cli("position", str(path), "--after", "3", "--seat", "1")
    assert wrong.returncode == 2 and "seat" in wrong.stderr


def test_a_seat_s_view_with_spinners_of_both_kinds_is_valued():
    """A Draw line whose spinners are keyed by a place in the line (3) and by a
    double on an arm ("3-3"), as a room's Draw match reached: its samples' seed
    once failed to sort the two kinds of key."""
    data = {
        "kind": "endgame", "rules": "draw", "set": 6, "line": "2-5 5-6 6-6 6-3 3-4 4-2",
        "spinners": {3: {"up": "6-1 1-3 3-3 3-2"}, "3-3": {"up": "3-0"}},
        "hands": [["0-4", "0-5", "1-2", "2-2"], {"hidden": 1}], "to_move": 0,
        "partnerships": False, "boneyard": {"hidden": 12}, "seen_from": 0,
    }  # fmt: skip
    kind, seen = load(data)
    assert seen.seed() == load(json.loads(json.dumps(data)))[1].seed()
    moves = analyse(kind, seen, Limits(work=20_000)).moves
    assert {m.move["tile"] for m in moves} >= {"0-4", "2-2"}
