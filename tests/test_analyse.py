"""`analyse`: every first move's value against the brute-force references, the
command's output, and the examples."""

from __future__ import annotations

import json
import random

from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cli.main import main
from solver import api
from solver.analyse import analyse
from solver.limits import Limits
from tests import analyse_agreement as agreement
from tests.helpers import random_endgame
from tests.test_endgame import positions
from tests.test_lines import blocked_positions, chain_positions

SETTINGS = dict(deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])


@settings(max_examples=90, **SETTINGS)
@given(positions(two=(1, 4), four=(1, 3)))
def test_endgame_values_of_every_move_agree_with_the_minimax(position):
    agreement.agrees_endgame(position)


@settings(max_examples=40, **SETTINGS)
@given(positions(two=(0, 0), four=(0, 0), each=(1, 3)))
def test_paranoid_endgame_values_agree(position):
    agreement.agrees_endgame(position)


@settings(max_examples=20, **SETTINGS)
@given(positions(two=(1, 3), four=(1, 2), boneyard=(1, 4)))
def test_draw_endgame_values_agree_through_forced_draws(position):
    agreement.agrees_endgame(position)


@st.composite
def florentine_positions(draw):
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    size = draw(st.sampled_from([5, 7]))
    pool = draw(st.integers(1, 3))
    laid = draw(st.one_of(st.none(), st.integers(0, size * size - pool - 1)))
    return random_endgame(rng, pool, size=size, laid=laid, personal=draw(st.booleans()))


@settings(max_examples=70, **SETTINGS)
@given(florentine_positions())
def test_florentine_values_of_every_placement_agree_with_exhaustive_search(position):
    agreement.agrees_florentine(position)


@settings(max_examples=60, **SETTINGS)
@given(blocked_positions())
def test_blocked_values_of_every_first_tile_agree_with_every_line(position):
    agreement.agrees_blocked(position)


@settings(max_examples=40, **SETTINGS)
@given(chain_positions())
def test_chain_values_of_every_place_agree_with_every_line(position):
    if len(position.tiles) <= 6:
        agreement.agrees_chain(position)


def test_the_best_endgame_moves_are_solves_value_and_the_rest_cost_points():
    entry = api.load_file("examples/endgame.yaml").puzzles[0]
    answer = api.solve(entry)
    analysis = analyse(entry.kind, entry.puzzle, Limits())
    assert [m.value for m in analysis.moves] == [4, 0, -2]
    assert analysis.moves[0].value == answer.value
    assert [m.best for m in analysis.moves] == [True, False, False]
    assert analysis.moves[0].move == answer.moves[0].to_mapping()


def test_florentine_best_move_reaches_solves_answer():
    entry = api.load_file("examples/florentine.yaml").puzzles[0]
    answer = api.solve(entry)
    analysis = analyse(entry.kind, entry.puzzle, Limits())
    best = analysis.best
    assert best and all(
        m.value == {"score": answer.score, "cards": answer.cards_placed} for m in best
    )
    assert answer.moves[0].to_mapping() in [m.move for m in best]
    # The personal card is a move too.
    assert any(m.move.get("personal") for m in analysis.moves)


def test_analyse_json_follows_the_contract():
    result = CliRunner().invoke(main, ["analyse", "examples/endgame.yaml", "--format", "json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["kind"] == "endgame" and data["id"] == "endgame-example"
    assert data["status"] == "optimal"
    assert data["moves"][0] == {
        "move": {"player": 0, "tile": "2-6", "end": "left", "to": 2},
        "value": 4,
        "best": True,
    }


def test_analyse_text_draws_the_position_then_the_table():
    result = CliRunner().invoke(main, ["analyse", "examples/blocked.yaml"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith("blocked: optimal")
    assert any(line.startswith("line: ") for line in lines)
    table = lines[lines.index("moves, best first:") + 1 :]
    assert table[0].split()[0] == "best"
    assert table[-1].endswith("no answer")


def test_analyse_a_collection_gives_a_list_in_yaml_too():
    result = CliRunner().invoke(main, ["analyse", "examples/collection.yaml", "--format", "yaml"])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("- kind: ")


def test_analyse_refuses_bad_input_with_exit_2(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("kind: endgame\nhands: [[1-2], [1-2]]\n")
    result = CliRunner().invoke(main, ["analyse", str(bad)])
    assert result.exit_code == 2
    assert "bad.yaml" in result.output and "hands[1][0]" in result.output


def test_the_text_answer_marks_the_cards_laid_and_the_pool_left():
    # Issue 24 item 6: the order of the cards laid, "+N gems" per move, the
    # unused pool, and rooms sealed by the answer apart from those before.
    result = CliRunner().invoke(main, ["solve", "examples/florentine.yaml"])
    text = result.output
    assert "|1  G   |2  R   |" in text and "|3  R1  |4######|" in text
    assert "green scores 5 with 3 cards laid (4 sealed before)" in text
    assert "  4. personal card on G7   +1 gem" in text
    assert "unused pool: GOGO RORO" in text
    by_answer = text.index("sealed by the answer:")
    before = text.index("sealed before:")
    assert by_answer < text.index("green room, 1 gem: G6") < before
    assert text.index("green room, 2 gems: D3 E3 D4 E4 F4") > before
