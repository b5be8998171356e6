"""Draw endgames with spinner arms: every end a move can name, written and read
alike; positions with arms (on the line, on a double that lies on an arm,
under every spinner rule) valued move by move against the brute-force
reference; the CLI, `hint` and the playable page naming one move alike."""

from __future__ import annotations

import json
import random

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cli.main import main
from puzzles.dominoes.endgame import ArmEnd, Move, Table, dump, load, load_answer
from puzzles.dominoes.line import Line
from puzzles.dominoes.tiles import Tile
from puzzles.errors import BadInput
from solver.analyse import analyse
from solver.dominoes.endgame.solve import solve
from solver.limits import Limits
from solver.registry import KINDS
from tests import analyse_agreement as agreement
from tests.reference import endgame as reference

runner = CliRunner()
SETTINGS = dict(deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])

# The spinner 6-6 is 4th in the line; its up arm shows 1, its down arm 0; the
# double 4-4 at the right end spins too (both arms not started).
ARMS = {
    "kind": "endgame",
    "rules": "draw",
    "line": "4-3 3-2 2-6 6-6 6-4 4-4",
    "spinners": {4: {"up": "6-5 5-1", "down": "6-0"}},
    "hands": [["1-1", "0-0", "4-5"], ["1-2", "2-2"]],
    "boneyard": [],
}


# -- every end form, written and read alike --------------------------------------
@pytest.mark.parametrize(
    "mapping",
    [
        {"player": 0, "tile": "4-5", "end": "left", "to": 4},
        {"player": 0, "tile": "4-5", "end": "right", "to": 4},
        {"player": 0, "tile": "1-1", "end": {"spinner": 4, "arm": "up"}, "to": 1},
        {"player": 0, "tile": "0-0", "end": {"spinner": 4, "arm": "down"}, "to": 0},
        {"player": 1, "tile": "3-5", "end": {"spinner": "5-5", "arm": "down"}, "to": 5},
        {"player": 1, "end": "pass"},
        {"player": 1, "draw": "2-3"},
    ],
)
def test_every_end_form_is_read_back_as_written(mapping):
    move = Move.from_mapping(mapping)
    assert move.to_mapping() == mapping
    assert Move.from_mapping(json.loads(json.dumps(move.to_mapping()))) == move


def test_an_arm_end_names_its_spinner_by_place_or_by_the_double():
    assert ArmEnd.parse({"spinner": 4, "arm": "up"}) == ArmEnd(4, "up")
    assert ArmEnd.parse({"spinner": "4", "arm": "up"}) == ArmEnd(4, "up")
    assert ArmEnd.parse({"spinner": "5-5", "arm": "down"}) == ArmEnd(Tile(5, 5), "down")
    for bad in (
        {"spinner": 0, "arm": "up"},
        {"spinner": 4, "arm": "left"},
        {"spinner": "5-4", "arm": "up"},
        {"spinner": 4},
        "up",
    ):
        with pytest.raises(BadInput):
            ArmEnd.parse(bad)


def test_a_solution_may_name_each_end_and_is_read_against_the_table():
    position = load(ARMS)
    table = Table.start(position)
    assert table.ends == (0, 1, 4, 4, 4, 4)
    # Each lay onto an arm, written with the arm, without `to`, or (older
    # answers) as `spinner` with `to` only: one and the same move.
    written = [
        {"player": 0, "tile": "1-1", "end": {"spinner": 4, "arm": "up"}, "to": 1},
        {"player": 0, "tile": "1-1", "end": {"spinner": 4, "arm": "up"}},
        {"player": 0, "tile": "1-1", "end": "spinner", "to": 1},
    ]
    read = [load_answer({"moves": [m]}, position).moves[0] for m in written]
    assert read[0] == read[1] == read[2]
    assert read[0].arm == ArmEnd(4, "up") and read[0].to == 1
    # 4-5 on the 4-4's arm: spinner 6 of the line
    move = load_answer(
        {"moves": [{"player": 0, "tile": "4-5", "end": {"spinner": 6, "arm": "down"}}]}, position
    ).moves[0]
    assert move.to == 4 and move.arm == ArmEnd(6, "down")
    with pytest.raises(BadInput, match="not a legal move"):
        load_answer(
            {"moves": [{"player": 0, "tile": "0-0", "end": {"spinner": 4, "arm": "up"}}]},
            position,
        )


def test_a_tile_laid_on_the_left_moves_the_places_of_the_spinners():
    position = load({**ARMS, "hands": [["4-5", "1-1"], ["1-2", "2-2"]]})
    table = Table.start(position)
    table.play(Move(0, "left", Tile(4, 5), 4))
    assert [a.to_mapping() for a, _, _ in table.arm_ends()][:2] == [
        {"spinner": 5, "arm": "up"},
        {"spinner": 5, "arm": "down"},
    ]
    again = table.now()
    assert again.line == Line.parse("5-4 4-3 3-2 2-6 6-6 6-4 4-4")
    assert again.arm(5, "up") == Line.parse("6-5 5-1")


def test_positions_with_arms_on_arms_and_spinner_rules_round_trip():
    data = {
        "kind": "endgame",
        "rules": "draw",
        "line": "3-3 3-6",
        "spinners": {1: {"up": "3-5 5-5 5-4"}, "5-5": {"down": "5-2"}},
        "hands": [["4-1", "2-6"], ["0-0"]],
        "boneyard": ["0-1"],
    }
    position = load(data)
    assert dump(position)["spinners"] == {1: {"up": "3-5 5-5 5-4"}, "5-5": {"down": "5-2"}}
    assert load(dump(position)) == position
    # ends: 3 and 6 (the line), 4 (up arm) and 3 (down, not started); the 5-5
    # on the arm: 5 (up, not started) and 2 (down)
    assert Table.start(position).ends == (2, 3, 3, 4, 5, 6) == reference.start_ends(position)
    first = {**data, "spinner_rule": "first", "spinners": {1: {"up": "3-5 5-5 5-4"}}}
    position = load(first)
    assert Table.start(position).ends == (3, 3, 4, 6) == reference.start_ends(position)
    assert load(dump(position)) == position
    named = {**first, "line": "6-6 6-3 3-3", "spinners": {3: {}}, "hands": [["4-1"], ["0-0"]]}
    position = load(named)
    assert dump(position)["spinners"] == {3: {}} and load(dump(position)) == position
    assert Table.start(position).ends == (3, 3, 3, 6) == reference.start_ends(position)
    none = {**data, "spinner_rule": "none", "line": "3-3 3-6", "spinners": None}
    del none["spinners"]
    position = load(none)
    assert Table.start(position).ends == (3, 6) and dump(position)["spinner_rule"] == "none"


@pytest.mark.parametrize(
    "change, field, words",
    [
        ({"spinners": {"5-5": {"up": "5-1"}}}, "5-5", "no double on an arm"),
        ({"spinners": {3: {"up": "2-1"}}}, "spinners.3.up", "holds no double"),
        ({"spinner_rule": "some"}, "spinner_rule", "one of all, first, none"),
        ({"spinner_rule": "none"}, "spinners", "no arms"),
        ({"spinner_rule": "first", "spinners": {}}, "spinners", "name the spinner"),
    ],
)
def test_bad_arms_are_refused_naming_the_field(change, field, words):
    with pytest.raises(BadInput) as error:
        load({**ARMS, **change})
    assert words in error.value.message
    assert field in str(error.value.field)


# -- random positions with arms, every move valued ---------------------------------
def arm_positions():
    """Draw rounds played on from random deals: arms, doubles on arms, every
    spinner rule (tests/analyse_agreement.py)."""
    return st.integers(0, 2**32).map(lambda seed: agreement.draw_with_arms(random.Random(seed)))


@settings(max_examples=60, **SETTINGS)
@given(arm_positions())
def test_analyse_of_positions_with_arms_agrees_with_the_minimax(position):
    assert load(dump(position)) == position
    assert Table.start(position).ends == reference.start_ends(position)
    agreement.agrees_endgame(position)


def test_random_positions_meet_arms_arms_on_arms_and_every_rule():
    seen = set()

    @settings(max_examples=150, **SETTINGS)
    @given(arm_positions())
    def look(position):
        seen.add(position.spinner_rule)
        if any(arm.laid for _, _, arm in position.arms):
            seen.add("arm")
        if any(isinstance(k, Tile) for k, _, _ in position.arms):
            seen.add("arm on arm")

    look()
    assert seen >= {"all", "first", "none", "arm", "arm on arm"}


# -- one move, one name: solve, analyse, hint and the page ---------------------------
def test_solve_analyse_hint_and_the_page_name_an_arm_alike(tmp_path):
    data = {**ARMS, "hands": [["1-3", "0-0"], ["1-2", "2-2", "4-0"]]}
    path = tmp_path / "arms.yaml"
    path.write_text(json.dumps(data))
    position = load(data)
    answer = solve(position, Limits())
    first = answer.moves[0]
    assert first.arm is not None, first  # 1-3 on the up arm, or 0-0 on the down arm
    solved = json.loads(runner.invoke(main, ["solve", str(path), "--format", "json"]).output)
    assert solved["moves"][0] == first.to_mapping()
    assert isinstance(solved["moves"][0]["end"], dict)
    rows = json.loads(runner.invoke(main, ["analyse", str(path), "--format", "json"]).output)
    best = [r["move"] for r in rows["moves"] if r["best"]]
    assert first.to_mapping() in best
    hint = json.loads(runner.invoke(main, ["hint", str(path), "--format", "json"]).output)
    hinted = hint["move"] if "move" in hint else hint["steps"][0]["move"]
    assert hinted in best
    text = runner.invoke(main, ["analyse", str(path)]).output
    arm = first.arm
    assert f"the {arm.arm} arm of spinner {arm.key()}, on {first.to}" in text
    # the page: one button per arm, and its lays name the arm as the CLI does
    from domino_puzzles.web.endgame import page_data

    page = page_data(position, answer)
    assert {(a["spinner"], a["arm"], a["shows"]) for a in page["arms"]} == {
        (4, "up", 1),
        (4, "down", 0),
        (6, "up", 4),
        (6, "down", 4),
    }
    laid = [lay for lay in page["lays"] if lay["best"]]
    assert {"tile": str(first.tile), "end": first.to_mapping()["end"], "to": first.to} in [
        {k: v for k, v in lay.items() if k != "best"} for lay in laid
    ]


def test_analyse_lists_one_arm_of_equal_ones_and_the_page_accepts_every_arm():
    # 6-6 alone on the line: its two ends and its two arms show 6; 6-1
    # onto any of them leaves the same ends: one move.
    position = load(
        {
            "kind": "endgame",
            "rules": "draw",
            "line": "6-6",
            "hands": [["6-1", "1-1"], ["2-3"]],
            "boneyard": [],
        }
    )
    analysis = analyse(KINDS["endgame"], position, Limits())
    tiles = [row.move["tile"] for row in analysis.moves]
    assert tiles.count("1-6") == 1
    from domino_puzzles.web.endgame import page_data

    page = page_data(position, solve(position, Limits()))
    ends = [json.dumps(lay["end"]) for lay in page["lays"] if lay["tile"] == "1-6"]
    assert len(ends) == 4  # left, right, up and down: each a button, all alike


def test_the_page_takes_the_clis_move_and_a_tap_on_an_arm_names_it_alike(tmp_path, chromium):
    from puzzles.files import dump_yaml
    from tests import browser

    data = {**ARMS, "id": "arms", "hands": [["1-3", "0-0"], ["1-2", "2-2", "4-0"]]}
    (tmp_path / "arms.yaml").write_text(dump_yaml({"puzzles": [data]}))
    html = tmp_path / "arms.html"
    result = runner.invoke(main, ["render", str(tmp_path / "arms.yaml"), "--html", str(html)])
    assert result.exit_code == 0, result.output
    first = solve(load(data), Limits()).moves[0].to_mapping()
    page, watch = browser.open_page(chromium, html)
    # the page plays the round out: the CLI's first move, then the hints'
    played = page.evaluate(
        "([m]) => { const api = window.dominoPuzzles; api.reset('arms');"
        " const v = api.play('arms', m);"
        " for (let i = 0; i < 20 && !api.state('arms').solved; i++) {"
        "   const h = api.hint('arms'); if (!h.move || !api.play('arms', h.move).ok) break; }"
        " return {v, s: api.state('arms')}; }",
        [first],
    )
    assert played["v"]["ok"] and played["s"]["solved"], played
    assert played["s"]["moves"][0] == first, played
    hint = page.evaluate(
        "() => { window.dominoPuzzles.reset('arms'); return window.dominoPuzzles.hint('arms'); }"
    )
    assert hint["move"]["end"] == first["end"], hint
    arm = first["end"]
    assert "spinner " + str(arm["spinner"]) in hint["message"]
    # by taps: the tile, then the arm's button
    page.evaluate("window.dominoPuzzles.reset('arms')")
    sec = page.locator('section[data-id="arms"]')
    buttons = sec.locator('[data-put^="arm:"]')
    assert buttons.count() == 4
    # real clicks, without Playwright's wait for each to keep still
    browser.click(page, f'section[data-id="arms"] [data-pick="{first["tile"]}"]')
    browser.click(page, f'section[data-id="arms"] [data-put="arm:{arm["spinner"]}:{arm["arm"]}"]')
    assert page.evaluate("window.dominoPuzzles.state('arms').moves") == [first]
    assert watch.errors == []


# -- the text of an answer: the start, then the moves, then where they end -------
@pytest.mark.parametrize("example", ["endgame", "blocked", "chain"])
def test_the_text_answer_shows_the_start_before_the_answer(example):
    text = runner.invoke(main, ["solve", f"examples/{example}.yaml"]).output
    lines = text.splitlines()
    assert lines[1] == "start:"
    after = "after the answer's moves:" if example == "endgame" else "answer:"
    assert after in lines
    start, end = "\n".join(lines[: lines.index(after)]), "\n".join(lines[lines.index(after) :])
    if example == "endgame":
        # the table drawn before the principal line, and again after it
        assert "line: 2-0 0-1 1-3 3-4 4-6 6-3 3-5 5-5   open ends: 2, 5" in start
        assert start.index("[2|0]") < start.index("principal line:")
        assert "line: 1-5 5-6 6-6 6-2" in end and "[1|5]" in end
    elif example == "blocked":
        assert "line: 6-1 1-3 3-5 5-4 4-4 4-3 3-3 3-2" in start and "may lay:" in start
        assert "line: 3-6 6-1" in end
    else:
        assert "tiles: 0-1 0-2" in start and "clue: position 1 holds 0-1" in start


def test_the_text_answer_of_a_draw_endgame_names_each_arm_before_and_after():
    position = load({**ARMS, "hands": [["1-3", "0-0"], ["1-2", "2-2", "4-0"]]})
    from puzzles.dominoes.endgame import describe

    text = describe(position, solve(position, Limits()))
    start, end = text.split("after the answer's moves:")
    assert "spinner 4 (6-6): up 6-5 5-1 (open 1), down 6-0 (open 0)" in start
    assert "spinner 6 (4-4): up (open 4), down (open 4)" in start
    assert "spinner 4 (6-6)" in end
