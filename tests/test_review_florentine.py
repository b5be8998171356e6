"""`review` of Florentine logs (docs/rules.md "Reviewing a game"): values that
are the results (margin and win) of `analyse`'s play of the position
`position` cuts (as the seat saw it in the draw phase: its deals and
playouts), a kept personal card valued, the deal's luck."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from cli.main import main
from puzzles.game_positions import florentine_seen, position_after
from puzzles.words import Words
from solver.analyse import analyse
from solver.florentine.review import florentine_decision as _florentine_decision
from solver.florentine.review import result_value
from solver.limits import Limits
from solver.registry import KINDS, load
from solver.review import THRESHOLDS, classify, paired_class, review

FAST = 0.05


def _log(seed: int, players: int = 2) -> dict:
    out = CliRunner().invoke(
        main, ["play", "--rules", "florentine", "--players", str(players), "--seed", str(seed),
               "--format", "json"]
    )  # fmt: skip
    assert out.exit_code == 0, out.output
    return json.loads(out.output)


def _row(rows, move):
    return next((r for r in rows if dict(r.move) == move), None)


def _mean_result(log, n: int, seat: int, move, deals: int) -> float:
    """The played move's mean result over the deals and playouts of `analyse`
    of the seat's cut (solver/florentine/analyse_draw.py)."""
    from puzzles.game_positions import florentine_game
    from solver.florentine.analyse_draw import played_out
    from solver.florentine.review import _option

    option = _option(florentine_game(log, n), seat, move)
    seen = florentine_seen(position_after(log, n), seat)
    rows = played_out(load(seen)[1], [option], deals)
    return sum(result_value(row[0], seat) for row in rows) / deals


def _results(position) -> dict:
    """Each first move of an open position and its result at the end of the
    game's search (`analyse`'s play), for the player to move."""
    from solver.florentine.analyse_game import game_moves
    from solver.limits import Clock

    rows = game_moves(position, Clock(Limits()), both=True)
    assert rows is not None
    return {json.dumps(dict(r.move), sort_keys=True): result_value(list(r.value), 0) for r in rows}


@pytest.fixture(scope="module")
def log():
    return _log(1)


def test_draw_phase_values_are_analyse_of_the_seat_s_cut(log):
    short = dict(log, moves=log["moves"][:3])
    result = review(short)  # the default work: analyse's deals
    decisions = result["rounds"][0]["decisions"]
    assert [d["n"] for d in decisions] == [0, 1, 2]
    for d in decisions:
        if "class" not in d:
            continue
        seen = florentine_seen(position_after(log, d["n"]), d["player"])
        rows = analyse(KINDS["florentine"], load(seen)[1], Limits()).moves
        assert _row(rows, d["played"]["move"]) is not None  # a move analyse lists
        mean = _mean_result(log, d["n"], d["player"], d["played"]["move"], d["samples"])
        assert d["played"]["value"] == pytest.approx(mean, abs=1e-3)
        assert d["best"]["value"] >= d["played"]["value"]
        if d["class"] != "best":
            assert d["class"] == paired_class(*d["cost_ci"], "florentine")
    deal = result["rounds"][0]["deal"]
    assert [x["player"] for x in deal] == [0, 1]
    assert all(isinstance(x["luck"], float) for x in deal)
    summed = {p["player"]: p["luck"] for p in result["players"]}
    for p in (0, 1):
        own = sum(d.get("draw_luck") or 0 for d in decisions if d["player"] == p)
        assert summed[p] == pytest.approx(own + deal[p]["luck"], abs=2e-3)


def test_nothing_hidden_each_value_is_analyse_of_the_cut_position(log):
    inaccuracy, mistake = THRESHOLDS["florentine"]
    valued = 0
    for n in range(log["open_from"], len(log["moves"])):
        d = _florentine_decision(log, n, FAST)
        if d.get("forced"):
            continue
        assert "class" in d or d.get("too_close")  # every decision valued, none left unsaid
        if d["model"] == "playouts":  # too big to search: played out by the bots
            assert d["sampled"] is True and d["samples"] >= 1
            continue
        valued += 1
        assert d["model"] == "exact" and d["sampled"] is False
        results = _results(load(position_after(log, n))[1])
        key = json.dumps(d["played"]["move"], sort_keys=True)
        assert results[key] == d["played"]["value"]
        assert d["best"]["value"] == max(results.values())
        assert d["best"]["value"] >= d["played"]["value"]
        assert d["cost"] == pytest.approx(d["best"]["value"] - d["played"]["value"])
        assert d["class"] == classify(d["cost"], "florentine")
    assert valued
    assert classify(inaccuracy - 0.5, "florentine") == "inaccuracy"
    assert classify(mistake, "florentine") == "blunder"


def test_a_kept_personal_card_is_valued(log):
    first = log["personal_from"]
    kept = dict(log, moves=[*log["moves"][: first], {"player": log["moves"][first]["player"],
                                                     "personal": None}])  # fmt: skip
    data = position_after(kept, first)
    _, position = load(data)
    assert position.board.personal_cells()  # a cell to lay it on: keeping it is a choice
    d = _florentine_decision(kept, first, FAST)
    assert d["played"]["move"] == {"keep": True}
    assert "class" in d and d["sampled"] is False
    results = _results(position)
    assert results[json.dumps({"keep": True})] == d["played"]["value"]
    assert d["best"]["value"] == max(results.values())


def test_the_page_shows_a_draw_phase_position_as_its_seat_saw_it(log):
    from solver.review import positions

    shown = positions(
        log,
        {"rules": "florentine", "rounds": [{"round": 1, "decisions": [{"n": 12}]}]},
        Words("en"),
    )
    assert "hand of red: 4 cards, unseen" in shown["1-12"]
    for card in position_after(log, 12)["draw"]["hands"]["red"]:
        assert card not in shown["1-12"]
