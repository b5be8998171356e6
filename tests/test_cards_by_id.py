"""Cards easy to write: the `deck` command, ids F01..F48 and turns, the deck
checked before the fit, impossible boards named, hands the rules cannot deal."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from cli.main import main
from puzzles.errors import BadInput
from puzzles.florentine.cards import Card, card_id, standard_deck
from solver.registry import load

runner = CliRunner()


def test_deck_lists_the_48_cards_in_rules_order():
    result = runner.invoke(main, ["deck", "--format", "json"])
    assert result.exit_code == 0
    cards = json.loads(result.output)
    assert [c["id"] for c in cards] == [f"F{i:02d}" for i in range(1, 49)]
    assert [c["card"] for c in cards] == [str(c) for c in standard_deck()]
    assert cards[0] == {"id": "F01", "card": "GG1RB"}  # docs/rules.md: a a b c, gem on E


def test_deck_text_and_svg_show_every_card():
    text = runner.invoke(main, ["deck"]).output
    assert "F48" in text and "BOBO" in text and "F13/2" in text
    svg = runner.invoke(main, ["deck", "--format", "svg", "--lang", "de"]).output
    assert (
        svg.startswith("<svg")
        and len(re.findall(r">F[0-9]{2} ", svg)) == 48
        and "Referenzspiel" in svg
    )


@pytest.mark.parametrize("turn", range(4))
def test_a_card_by_id_and_turn_is_the_deck_card_turned(turn):
    for number, card in enumerate(standard_deck(), 1):
        written = f"F{number:02d}" + (f"/{turn}" if turn else "")
        assert Card.parse(written) == card.turned(turn)
        assert Card.parse(card_id(card.turned(turn))).turned(0) == card.turned(turn)


def test_ids_are_read_in_board_and_pool_and_written_as_colours():
    kind, position = load(
        {"kind": "florentine", "colour": "red", "board": {"D4": "F07"}, "pool": ["F13/2", "F01"]}
    )
    data = kind.dump(position)
    assert data["board"] == {"D4": "RR1GB"} and data["pool"] == ["GRBB1", "GG1RB"]


def test_triangles_may_be_written_with_spaces():
    assert Card.parse("G G1 R B") == Card.parse("GG1RB")


def test_a_card_read_counter_clockwise_is_blamed_on_itself():
    # D3 is F02 read N, W, S, E: the deck check names D3, not D4 it fails to fit.
    with pytest.raises(BadInput) as caught:
        load({"kind": "florentine", "colour": "red", "board": {"D4": "RR1BG", "D3": "G1GRB"}})
    assert caught.value.field == "board.D3"
    assert "'G1BRG' is F02/3" in caught.value.message


def test_an_impossible_board_names_the_cells_and_why():
    board = {"D4": "F01", "D2": "F13", "A1": "F20"}
    with pytest.raises(BadInput) as caught:
        load({"kind": "florentine", "colour": "red", "board": board})
    message = caught.value.message
    assert "A1 is off the cross, but the cross is not full" in message
    assert "D2 is cut off from the centre: D3 on the cross between is empty" in message


def test_an_impossible_fill_board_names_the_lonely_card():
    # A whole cross, then a card that touches one card only.
    from tests.test_florentine_io import FULL_CROSS

    with pytest.raises(BadInput) as caught:
        load({"kind": "florentine", "colour": "red", "board": {**FULL_CROSS, "C2": "RBGG1"}})
    assert "C2 never touches two cards laid before it" in caught.value.message


def test_a_block_hand_larger_than_any_deal_is_refused_with_the_rule():
    hands = [["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "1-1"], ["1-2"]]
    with pytest.raises(BadInput) as caught:
        load({"kind": "endgame", "line": "6-6", "hands": hands})
    assert caught.value.field == "hands[0]"
    assert (
        "deals at most 7" in caught.value.message and "rules.md section 3" in caught.value.message
    )
    # Under draw rules a hand grows by drawing: no such limit.
    load({"kind": "endgame", "rules": "draw", "line": "6-6", "hands": hands, "boneyard": []})


@pytest.mark.parametrize(
    ("written", "words"),
    [
        ("F49", "F01 to F48, not F49"),
        ("F00", "F01 to F48, not F00"),
        ("F13/4", "0 to 3 quarter turns, not 4"),
        ("F1x", "nor a deck card like 'F13'"),
    ],
)
def test_bad_ids_are_bad_input_naming_the_card(tmp_path, written, words):
    path = tmp_path / "bad.yaml"
    path.write_text(f"kind: florentine\ncolour: red\npool: [{written}]\n")
    result = runner.invoke(main, ["solve", str(path)])
    assert result.exit_code == 2
    assert f"bad.yaml: puzzle 1: pool[0]: card '{written}'" in result.output
    assert words in result.output
