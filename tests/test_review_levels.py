"""A review's classes rest on what the deals show, not on their noise (issue 51):
fixed logs written by `play` with bots and fixed seeds (tests/logs: a 3-player
Draw round, a 4-player partnership Block match, a 2-player Florentine game),
reviewed with two levels of work, four times apart (and the open phase of a
3-player Florentine game). No decision moves between
"best" and a mistake or a blunder, and none by more than one step; a move the
deals leave open is "too close to call", never a class."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from puzzles.numbers import signed
from puzzles.words import Words
from solver.florentine.review import florentine_decision
from solver.review import review
from solver.review_values import CLASSES

LOGS = Path(__file__).parent / "logs"
LOW, HIGH = 0.1, 0.4  # --move-time of the two reviews
# The Florentine game's draw-phase decisions whose class moved between 0.25
# and 1 under the old rule (the top mean, classed by its cost), and a few
# more: each reviewed alone, a whole game at two levels being minutes of work.
# (23 and 31 moved too; both are too close to call at both levels today, as
# 28, 32 and 38 are at the lower: they checked nothing those do not.)
FLORENTINE = (0, 28, 32, 38, 45, 49, 50)


def classes(result) -> dict[tuple[int, int], str]:
    out = {}
    for r in result["rounds"]:
        for d in r["decisions"]:
            if "class" in d:
                out[(r["round"], d["n"])] = d["class"]
            elif d.get("too_close"):
                out[(r["round"], d["n"])] = "too_close"
    return out


def steps_apart(a: str, b: str) -> int | None:
    if "too_close" in (a, b):
        return None  # not a class: nothing to compare
    return abs(CLASSES.index(a) - CLASSES.index(b))


def check(low: dict, high: dict) -> int:
    assert low.keys() == high.keys()
    compared = 0
    for key in low:
        apart = steps_apart(low[key], high[key])
        if apart is not None:
            assert apart <= 1, (key, low[key], high[key])
            compared += 1
    return compared


@pytest.mark.parametrize("name", ["draw-3", "block-4-partners"])
def test_a_domino_log_s_classes_move_at_most_one_step_with_four_times_the_work(name):
    log = json.loads((LOGS / f"{name}.json").read_text())
    first = review(log, LOW)
    low, high = classes(first), classes(review(log, HIGH))
    assert check(low, high) >= 4
    for r in first["rounds"]:
        for d in r["decisions"]:
            # every move is valued, or says why not: never a bare "(not valued)"
            assert any(k in d for k in ("class", "too_close", "forced", "draw", "not_valued"))
            assert d.get("not_valued", "a reason") in ("a reason", "no_value"), d
            if "draw" in d and d["luck"] is not None:  # the one engine's luck, named
                assert d["model"] == "expert"
            if d.get("too_close"):  # its interval straddles a threshold: never classed
                assert "class" not in d
                below, above = d["cost_ci"]
                assert below <= 1e-3 and above >= 3 - 1e-3


@pytest.mark.parametrize(
    "name,moves",
    [
        ("florentine-2", FLORENTINE),
        # after the draw pile: too big to search (played out by the bots), then searched
        # (47 left out: too close to call at both levels, as 37 is at the lower)
        ("florentine-3", (36, 37, 45, 55)),
    ],
)
def test_a_florentine_log_s_classes_move_at_most_one_step_with_four_times_the_work(name, moves):
    log = json.loads((LOGS / f"{name}.json").read_text())
    low, high = {}, {}
    for n in moves:
        for level, out in ((LOW, low), (HIGH, high)):
            d = florentine_decision(log, n, level)
            assert "class" in d or d.get("too_close")
            out[n] = d.get("class", "too_close")
    assert check(low, high) >= 3


def test_a_florentine_decision_is_valued_by_the_result_not_the_gems():
    """The seat's margin over the best other score and a win's worth: a move
    that turns a loss into a shared win is worth more than a gem."""
    from solver.florentine.review import WIN_WORTH, result_value

    assert result_value([8, 9], 0) == -1
    assert result_value([9, 9], 0) == 0 + WIN_WORTH / 2
    assert result_value([9, 8], 0) == 1 + WIN_WORTH
    assert result_value([9, 9, 4], 2) == -5
    # 8-9 lost against 9-9 shared: a mistake by the thresholds, where the
    # gems alone (one) made it an inaccuracy at most
    from solver.review_values import classify

    cost = result_value([9, 9], 0) - result_value([8, 9], 0)
    assert classify(cost, "florentine") == "mistake"


def test_every_florentine_decision_is_valued_by_the_result_and_names_its_model():
    """Once the pile is empty a move is valued too where the rest of the game
    is too big to search (played out by the bots, as the draw phase is), so
    none is left "(not valued)"; each names the model its value is under."""
    from puzzles.review_text import decision_text
    from puzzles.review_words import WORDS

    log = json.loads((LOGS / "florentine-2.json").read_text())
    models = {}
    for n in (38, 40, 48, 49, 50):  # the draw phase, too big to search, searched, personal
        d = florentine_decision(log, n, LOW)
        assert "class" in d or d.get("too_close") or d.get("forced"), d
        assert "not_valued" not in d
        if not d.get("forced"):
            models[n] = d["model"]
        for lang in WORDS:
            assert f"({WORDS[lang]['not_valued']})" not in decision_text(
                "florentine", d, Words(lang)
            )
    assert models[38] == "deals" and models[40] == "playouts" and models[48] == "exact"


def test_a_decision_left_unvalued_says_why_in_every_language():
    from puzzles.review_text import decision_text
    from puzzles.review_words import WORDS

    lay = {"player": 1, "tile": "2-3", "end": "left", "to": 2}
    for why in ("no_value", "too_big", "not_listed"):
        d = {"n": 5, "player": 1, "played": {"move": lay}, "not_valued": why}
        for lang in WORDS:
            text = decision_text("draw", d, Words(lang))
            assert WORDS[lang][f"not_valued_{why}"] in text
            assert f"({WORDS[lang]['not_valued']})" not in text


def test_a_move_too_close_to_call_is_said_so_with_its_interval_in_every_language():
    from puzzles.review_text import decision_text
    from puzzles.review_words import WORDS

    lay = {"player": 0, "tile": "4-5", "end": "right", "to": 5}
    other = {"player": 0, "tile": "0-6", "end": "right", "to": 6}
    d = {
        "n": 4, "player": 0, "played": {"move": lay, "value": -9.8},
        "best": {"move": other, "value": -7.1}, "cost": 2.7, "sampled": True,
        "ci": [-11.0, -8.6], "model": "expert", "deals": 480, "cost_ci": [-0.4, 5.8],
        "too_close": True,
    }  # fmt: skip
    for lang in WORDS:
        text = decision_text("draw", d, Words(lang))
        assert WORDS[lang]["too_close"] in text
        low, high = signed(lang, -0.4), signed(lang, 5.8)  # -0.40 +5.80; nl, de, lv -0,40
        assert WORDS[lang]["cost_interval"].format(low=low, high=high) in text
        for c in ("inaccuracy", "mistake", "blunder"):
            assert WORDS[lang][f"class_{c}"] not in text


def test_a_florentine_decision_whose_expert_names_no_other_move_is_best():
    """The expert's candidates may all be the move played: nothing to compare
    it with, so it is best, without an interval (it failed on max() of none)."""
    from click.testing import CliRunner

    from cli.main import main

    args = ["play", "--rules", "florentine", "--players", "2", "--seed", "1"]
    out = CliRunner().invoke(main, [*args, "--bots", "greedy", "--format", "json"])
    log = json.loads(out.output)
    d = florentine_decision(log, 21, 0.001)
    assert d["class"] == "best" and d["cost_ci"] is None and d["cost"] == 0
