"""The review page's pieces without a browser (docs/formats.md "review"): the
accuracy of docs/rules.md "Reviewing a game", each decision's scene for the
room's pictures, the per-player table and the chart's axes and round breaks."""

from __future__ import annotations

import html
import json
import re

import pytest

from puzzles.review_scenes import scenes
from puzzles.review_text import page
from puzzles.words import Words
from solver.review_accuracy import accuracy, move_accuracy

LOG = {
    "rules": "draw", "players": 3, "partnerships": False, "seed": 12, "set": 6,
    "spinners": "all",
    "rounds": [{"starter": 2,
                "hands": [["0-1", "0-5", "2-6", "3-5", "4-5"], ["0-2", "1-4", "3-4", "5-5", "6-6"],
                          ["0-3", "1-3", "2-2", "3-3", "4-6"]],
                "boneyard": ["0-0", "0-4", "0-6", "1-1", "1-2", "1-5", "1-6", "2-3", "2-4",
                             "2-5", "3-6", "4-4", "5-6"],
                "moves": [{"player": 2, "tile": "3-3", "to": None},
                          {"player": 0, "tile": "3-5", "to": 3},
                          {"player": 1, "tile": "3-4", "to": 3}]}],
}  # fmt: skip


def _decision(n: int, player: int, played: dict, best: dict, cost: float) -> dict:
    cls = "best" if cost == 0 else "blunder" if cost >= 8 else "inaccuracy"
    return {"n": n, "player": player, "played": {"move": played, "value": -cost},
            "best": {"move": best, "value": 0.0}, "cost": cost, "class": cls}  # fmt: skip


def test_accuracy_halves_with_each_blunder_threshold_of_cost():
    assert move_accuracy(0, "block") == 100
    assert move_accuracy(8, "draw") == pytest.approx(50)
    assert move_accuracy(16, "block") == pytest.approx(25)
    assert move_accuracy(3, "florentine") == pytest.approx(50)
    assert accuracy([0, 8], "block") == 75
    assert accuracy([], "block") is None


def test_a_scene_holds_what_the_seat_saw_and_both_moves():
    review = {"rules": "draw", "seed": 12, "rounds": [{"round": 1, "decisions": [
        _decision(2, 1, {"tile": "3-4", "to": 3}, {"tile": "5-5", "to": 5}, 9.0),
    ]}]}  # fmt: skip
    scene = scenes(LOG, review, Words("en"))["1-2"]
    assert scene["lays"] == [{"tile": "3-3", "to": None}, {"tile": "3-5", "to": 3}]
    assert sorted(scene["hand"]) == ["0-2", "1-4", "3-4", "5-5", "6-6"]
    # the other hands and the boneyard only counted
    assert scene["others"] == ["player 0: 4 tiles", "player 2: 4 tiles", "boneyard: 13 tiles"]
    assert scene["played"]["tile"] == "3-4" and scene["best"]["tile"] == "5-5"
    nl = scenes(LOG, review, Words("nl"))["1-2"]["others"]
    assert nl[-1] == "pot: 13 stenen"


def test_the_page_has_a_viewport_a_player_table_and_a_chart_with_axes():
    rounds = [
        {"round": r, "decisions": [
            _decision(1, 0, {"tile": "3-5", "to": 3}, {"tile": "0-5", "to": None}, 0.0),
            _decision(2, 1, {"tile": "3-4", "to": 3}, {"tile": "5-5", "to": 5}, 8.0),
        ]} for r in (1, 2, 3)
    ]  # fmt: skip
    players = [
        {"player": p, "decisions": 3, "cost_per_decision": 4.0 * p, "best_share": 1 - p,
         "luck": 0.0, "classes": {"best": 3 - 3 * p, "inaccuracy": 0, "mistake": 0,
                                  "blunder": 3 * p}, "accuracy": 100 - 50 * p}
        for p in (0, 1)
    ]  # fmt: skip
    html = page(
        {"rules": "draw", "seed": 12, "rounds": rounds, "players": players}, {}, Words("en")
    )
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in html
    table = html[html.index("<table id=players>") : html.index("</table>")]
    row = table[table.index("<th scope=row>player 1</th>") :].split("</tr>")[0]
    figures = re.findall(r'<td data-label="([^"]*)">([^<]*)</td>', row)
    assert figures[:6] == [("Accuracy (0–100)", "50"), ("Decisions", "3"), ("best", "0"),
                           ("inaccuracy", "0"), ("mistake", "0"), ("blunder", "3")]  # fmt: skip
    chart = html[html.index('<svg xmlns="http://www.w3.org/2000/svg" id="chart"') :]
    chart = chart[: chart.index("</svg>")]
    assert chart.count('class="round-break"') == 2  # three rounds, two breaks
    assert ">points</text>" in chart and ">0</text>" in chart and ">-8</text>" in chart
    # the scenes' data is JSON that cannot close the script it is in
    assert "const REVIEW_SCENES = {};" in html
    json.loads(html.split("const REVIEW_TEXTS = ")[1].split(";\n")[0])


def test_the_text_and_the_page_name_every_model_their_figures_are_under():
    """Each figure of a review is under a model of the other players, named
    once above the moves (the page: under the chart), in every language."""
    from puzzles.command_words import phrase
    from puzzles.review_text import models_line, text
    from puzzles.review_words import WORDS

    row = {"player": 0, "decisions": 1, "cost_per_decision": 0.0, "best_share": 1.0,
           "luck": 0.0, "classes": {"best": 1}, "accuracy": 100}  # fmt: skip
    draw = dict(_decision(2, 1, {"tile": "3-4", "to": 3}, {"tile": "5-5", "to": 5}, 0.0))
    draw["model"] = "expert"
    drawn = {"n": 1, "player": 0, "draw": "2-3", "luck": 1.5, "model": "expert"}
    dominoes = {"rules": "draw", "seed": 12, "rounds": [{"round": 1, "decisions": [drawn, draw],
                "deal": [{"player": 2, "luck": 4.0}]}], "players": [row]}  # fmt: skip
    card = {"card": "GGBB", "cell": "D4", "turn": 0}
    used = ((3, "deals"), (40, "playouts"), (45, "paranoid"))
    decisions = [dict(_decision(n, 0, card, card, 0.0), model=m) for n, m in used]
    florentine = {"rules": "florentine", "seed": 5,
                  "rounds": [{"round": 1, "decisions": decisions}], "players": [row]}  # fmt: skip
    for lang in WORDS:
        line = models_line(dominoes, Words(lang))
        assert line is not None
        assert phrase(Words(lang), "model_expert") in line and WORDS[lang]["model_dealt"] in line
        assert line in text(dominoes, Words(lang)).splitlines()
        line = models_line(florentine, Words(lang))
        assert line is not None
        for m in ("deals", "playouts", "paranoid"):
            assert WORDS[lang][f"model_{m}"] in line
        assert WORDS[lang]["model_exact"] not in line  # only the models used
        assert html.escape(line) in page(florentine, {}, Words(lang))
    assert (
        models_line({"rules": "block", "rounds": [{"round": 1, "decisions": []}]}, Words("en"))
        is None
    )
