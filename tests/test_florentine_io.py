"""Florentine positions in YAML (docs/formats.md): round trips, and bad input naming its field."""

from __future__ import annotations

import copy
import random
from dataclasses import replace
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from puzzles.errors import BadInput
from puzzles.files import dump_yaml, read_documents
from puzzles.florentine.board import Board, Cell
from puzzles.florentine.cards import PERSONAL, Card
from puzzles.florentine.endgame import Position, dump, load
from solver.registry import KINDS
from solver.registry import load as load_any
from tests.helpers import random_endgame

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "florentine.yaml"
CROSS_7 = [f"D{r}" for r in range(1, 8)] + [f"{c}4" for c in "ABCEFG"]


def example() -> dict:
    return yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))


def puzzle(**change) -> dict:
    """A small valid puzzle with some fields changed (None drops a field)."""
    data = {
        "kind": "florentine",
        "colour": "red",
        "board": {"D4": "RR1BG", "D3": "RBR1G"},
        "pool": ["GG1RB", "OO1GR"],
    }
    data.update(change)
    return {k: v for k, v in data.items() if v is not None}


def yaml_round_trip(position: Position) -> Position:
    return load(yaml.safe_load(dump_yaml(dump(position))))


# -- round trips -----------------------------------------------------------------
class TestRoundTrip:
    def test_example_loads(self):
        position = load(example())
        assert position.colour == "G"
        assert position.size == 7
        assert len(position.board.placed()) == 30
        assert str(position.board.at(Cell.parse("D3", 7))) == "RGG1O"
        assert [str(c) for c in position.pool] == ["GOGO", "GG1BR", "RORO", "B1GBR", "RR1GB"]
        assert position.personal is True
        assert position.rim_seals is True
        assert position.header["id"] == "sample-1"
        assert position.header["title"] == "Seal the most gems"

    def test_dump_of_example_is_the_example(self):
        data = example()
        assert dump(load(data)) == data

    def test_dump_load_dump(self):
        data = dump(load(example()))
        assert load(data) == load(example())
        assert dump(load(data)) == data
        assert load(yaml.safe_load(dump_yaml(data))) == load(example())

    def test_dump_writes_canonical_fields(self):
        data = dump(
            load(
                puzzle(
                    colour="o",
                    board={"d4": "rr1bg", "d3": "rbr1g"},
                    pool=["gg1rb", "oo1gr"],
                    rules={"rim_seals": False},
                    personal=False,
                    size=7,
                )
            )
        )
        assert data == {
            "kind": "florentine",
            "size": 7,
            "colour": "ochre",
            "board": {"D3": "RBR1G", "D4": "RR1BG"},
            "pool": ["GG1RB", "OO1GR"],
            "personal": False,
            "rules": {"rim_seals": False},
        }

    def test_defaults(self):
        position = load({"kind": "florentine", "colour": "blue"})
        assert position.size == 7
        assert position.board == Board.empty(7)
        assert position.pool == ()
        assert position.personal is True
        assert position.rim_seals is True
        assert load(dump(position)) == position

    def test_null_fields_take_their_default(self):
        position = load(puzzle(board=None, pool=None) | {"pool": None, "rules": None})
        assert position.pool == ()
        assert position.rim_seals is True

    def test_header_fields_are_kept(self):
        data = puzzle(
            id=7,
            title="T",
            difficulty="hard",
            meta={"seed": 3},
            solution={"score": 2, "cards_placed": 1},
        )
        position = load(data)
        assert position.header["id"] == "7"
        out = dump(position)
        assert out["id"] == "7"
        assert out["title"] == "T"
        assert out["difficulty"] == "hard"
        assert out["meta"] == {"seed": 3}
        assert out["solution"] == {"score": 2, "cards_placed": 1}
        assert load(out).header == position.header

    def test_personal_on_the_board(self):
        position = load(puzzle(board={"D4": "RR1BG", "D3": "p"}, pool=[]))
        assert position.board.at(Cell.parse("D3", 7)) is PERSONAL
        assert dump(position)["board"]["D3"] == "P"
        assert load(dump(position)) == position

    def test_size_5(self):
        position = load(puzzle(size=5, board={"C3": "RR1BG", "C2": "RBR1G"}))
        assert position.size == 5
        assert dump(position)["size"] == 5
        assert load(dump(position)) == position

    @settings(
        max_examples=25,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow],
    )
    @given(
        seed=st.integers(0, 2**32 - 1),
        size=st.sampled_from([5, 7]),
        pool=st.integers(0, 8),
        personal=st.booleans(),
        rim_seals=st.booleans(),
        data=st.data(),
    )
    def test_load_dump_property(self, seed, size, pool, personal, rim_seals, data):
        laid = None
        if size == 7 and pool < 4:
            # A whole 7x7 game is slow to simulate with a tiny pool: lay fewer then.
            laid = data.draw(st.integers(0, 30))
        position = random_endgame(
            random.Random(seed), pool, size=size, laid=laid, personal=personal
        )
        position = replace(position, rim_seals=rim_seals)
        out = dump(position)
        assert load(out) == position
        assert dump(load(out)) == out
        assert yaml_round_trip(position) == position
        assert out["personal"] is personal
        assert ("rules" in out) is (not rim_seals)
        assert len(out["pool"]) == pool
        assert len(out["board"]) == len(position.board.placed())


# -- colours and letters ---------------------------------------------------------
class TestColours:
    @pytest.mark.parametrize(
        ("text", "letter", "name"),
        [
            ("green", "G", "green"),
            ("GREEN", "G", "green"),
            ("Green", "G", "green"),
            ("g", "G", "green"),
            ("G", "G", "green"),
            ("red", "R", "red"),
            ("r", "R", "red"),
            ("Blue", "B", "blue"),
            ("b", "B", "blue"),
            ("OCHRE", "O", "ochre"),
            ("o", "O", "ochre"),
        ],
    )
    def test_colour_by_name_or_letter_any_case(self, text, letter, name):
        position = load(puzzle(colour=text))
        assert position.colour == letter
        assert dump(position)["colour"] == name

    def test_cards_any_case(self):
        upper = load(puzzle())
        lower = load(puzzle(board={"d4": "rr1bg", "D3": "rBr1g"}, pool=["gg1rb", "oO1gr"]))
        assert lower == upper
        assert dump(lower)["board"] == {"D4": "RR1BG", "D3": "RBR1G"}
        assert dump(lower)["pool"] == ["GG1RB", "OO1GR"]


# -- bad input -------------------------------------------------------------------
# A full cross of deck cards from a simulated game (cards are checked against
# the deck before they are fitted).
FULL_CROSS = {
    **{"D1": "RR1GO", "D2": "GOBB1", "D3": "BB1RO", "A4": "R1BRO", "B4": "OOBB", "C4": "GROO1"},
    **{"D4": "R1OBR", "E4": "BO1GO", "F4": "O1GBO", "G4": "RBB1G", "D5": "BGBG", "D6": "B1GBO"},
    "D7": "BR1GR",
}
assert set(FULL_CROSS) == set(CROSS_7)
FOUR_PERSONAL = {"D4": "RR1BG", "D3": "P", "D5": "P", "C4": "P", "E4": "P"}

BAD = [
    # (what, changed fields, expected field, words of the message)
    ("unknown colour in a card", {"board": {"D4": "RR1BG", "D3": "RXBG"}}, "board.D3", "'X'"),
    ("card of three triangles", {"board": {"D4": "RR1BG", "D3": "RRB"}}, "board.D3", "RRB"),
    ("ten gems", {"board": {"D4": "R10RBG"}}, "board.D4", "gems"),
    ("card not text", {"board": {"D4": 5}}, "board.D4", ""),
    ("bad pool card", {"pool": ["GG1RB", "GXRB"]}, "pool[1]", "'X'"),
    ("pool item not text", {"pool": ["GG1RB", "OO1GR", 3]}, "pool[2]", ""),
    ("first pool card", {"pool": ["GG"]}, "pool[0]", ""),
    ("pool not a list", {"pool": "GG1RB"}, "pool", "list"),
    ("unknown colour", {"colour": "pink"}, "colour", "pink"),
    ("colour not text", {"colour": 3}, "colour", ""),
    ("colour missing", {"colour": None}, "colour", "missing"),
    ("even size", {"size": 6}, "size", "odd"),
    ("size 1", {"size": 1}, "size", ""),
    ("size as text", {"size": "7"}, "size", ""),
    ("size as bool", {"size": True}, "size", ""),
    ("personal not bool", {"personal": "yes"}, "personal", "true or false"),
    ("rules not a mapping", {"rules": ["rim_seals"]}, "rules", ""),
    ("unknown rule", {"rules": {"rim_sealing": True}}, "rules.rim_sealing", "unknown"),
    ("unknown field", {"colours": "red"}, "colours", "unknown field"),
    ("unknown field 2", {"board_size": 7}, "board_size", "unknown field"),
    ("cell off the board", {"board": {"D4": "RR1BG", "H4": "RR1BG"}}, "board.H4", "off"),
    ("row off the board", {"board": {"D4": "RR1BG", "D8": "RR1BG"}}, "board.D8", "off"),
    ("not a cell", {"board": {"D4": "RR1BG", "centre": "RR1BG"}}, "board.centre", "cell"),
    ("cell off 5x5", {"size": 5, "board": {"C3": "RR1BG", "F3": "RR1BG"}}, "board.F3", "off"),
    ("board not a mapping", {"board": ["D4", "RR1BG"]}, "board", ""),
    ("off the cross first", {"board": {"D4": "RR1BG", "C3": "RR1BG"}}, "board", "order"),
    ("no centre", {"board": {"D3": "RBR1G"}}, "board", "order"),
    ("gap in the cross", {"board": {"D4": "RR1BG", "D2": "RR1BG"}}, "board", "order"),
    ("fill card touching one", {"board": {**FULL_CROSS, "C2": "RBGG1"}}, "board", "C2 never"),
    # Issue 24: the deck before the fit, and the cells no order reaches named
    ("read anticlockwise", {"board": {"D4": "RR1BG", "D3": "G1GRB"}}, "board.D3", "F02/3"),
    ("by id, turned", {"board": {"D4": "F13/4"}}, "board.D4", "0 to 3 quarter turns"),
    ("no such id", {"pool": ["F49"]}, "pool[0]", "F01 to F48"),
    ("cut off", {"board": {"D4": "RR1BG", "D2": "RR1BG"}}, "board", "D2 is cut off"),
    ("id not text", {"id": [1]}, "id", ""),
    # docs/rules.md section 1, "Endgame puzzle": the cards a position may hold
    ("four personal cards", {"board": FOUR_PERSONAL, "pool": []}, "board", "at most 3"),
    (
        "a pool beside a personal card",
        {"board": {"D4": "RR1BG", "D3": "P"}},
        "pool",
        "must be empty",
    ),
    ("no deck card on the board", {"board": {"D4": "RRBG"}}, "board.D4", "no card of the deck"),
    ("no deck card in the pool", {"pool": ["GGRB"]}, "pool[0]", "no card of the deck"),
    ("board card in the pool", {"pool": ["R1BGR"]}, "pool[0]", "already at board.D4"),
    ("pool card twice", {"pool": ["GG1RB", "BGG1R"]}, "pool[1]", "already at pool[0]"),
    ("board card twice", {"board": {"D4": "RR1BG", "D3": "GRR1B"}}, "board.D4", "board.D3"),
]

BAD_COMMON = [
    ("meta not a mapping", {"meta": "x"}, "meta", ""),
    ("solution not a mapping", {"solution": [1]}, "solution", ""),
]


class TestBadInput:
    @pytest.mark.parametrize(
        ("change", "field", "words"),
        [
            pytest.param(change, field, words, id=what)
            for what, change, field, words in BAD + BAD_COMMON
        ],
    )
    def test_field_is_named(self, change, field, words):
        with pytest.raises(BadInput) as caught:
            load(puzzle(**change))
        assert caught.value.field == field
        assert words in caught.value.message
        assert str(caught.value).startswith(f"{field}: ")

    def test_bad_rim_seals_is_named_under_rules(self):
        with pytest.raises(BadInput) as caught:
            load(puzzle(rules={"rim_seals": "yes"}))
        assert caught.value.field == "rules.rim_seals"

    def test_bad_rim_seals_is_rejected(self):
        with pytest.raises(BadInput) as caught:
            load(puzzle(rules={"rim_seals": "yes"}))
        assert "true or false" in caught.value.message

    def test_clashing_cards(self):
        # D3's S is green, D4's N is red.
        with pytest.raises(BadInput) as caught:
            load(puzzle(board={"D4": "RR1BG", "D3": "BB1GR"}))
        assert caught.value.field in ("board.D3", "board.D4")
        assert "does not fit" in caught.value.message

    def test_clash_in_the_fill_phase(self):
        cells = {**FULL_CROSS, "C3": "GG1RB"}  # C3 shows green to D3's ochre W
        with pytest.raises(BadInput) as caught:
            load(puzzle(board=cells))
        assert caught.value.field in ("board.C3", "board.D3")
        assert "does not fit" in caught.value.message

    def test_no_clash_east_west(self):
        position = load(puzzle(board={"D4": "RR1BG", "E4": "R1BOR"}))
        assert len(position.board.placed()) == 2

    def test_clash_east_west(self):
        with pytest.raises(BadInput) as caught:
            load(puzzle(board={"D4": "RR1BG", "C4": "BB1GR"}))  # D4 W green, C4 E blue
        assert caught.value.field in ("board.C4", "board.D4")
        assert "does not fit" in caught.value.message

    def test_same_cell_twice(self):
        with pytest.raises(BadInput) as caught:
            load(puzzle(board={"D4": "RR1BG", "d4": "RR1BG"}))
        assert caught.value.field in ("board.D4", "board.d4")

    @pytest.mark.parametrize("name", ["meta", "solution"])
    def test_meta_and_solution_must_be_mappings(self, name):
        with pytest.raises(BadInput) as caught:
            load(puzzle(**{name: "x"}))
        assert name in str(caught.value)

    def test_not_a_mapping(self):
        with pytest.raises(BadInput):
            load(["kind", "florentine"])

    def test_kind_missing_or_unknown(self):
        with pytest.raises(BadInput) as caught:
            load_any(puzzle(kind=None))
        assert caught.value.field == "kind"
        with pytest.raises(BadInput) as caught:
            load_any(puzzle(kind="chess"))
        assert caught.value.field == "kind"
        assert "chess" in caught.value.message

    def test_registry_load(self):
        kind, position = load_any(puzzle())
        assert kind is KINDS["florentine"]
        assert position == load(puzzle())
        assert kind.dump(position) == dump(position)

    def test_loading_does_not_change_the_data(self):
        data = puzzle(board={"d4": "rr1bg"})
        before = copy.deepcopy(data)
        load(data)
        assert data == before


# -- files -------------------------------------------------------------------------
class TestFiles:
    def test_one_puzzle(self, tmp_path):
        path = tmp_path / "one.yaml"
        path.write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
        docs, collection = read_documents(path)
        assert not collection
        assert [label for label, _ in docs] == ["1 (sample-1)"]

    def test_collection(self, tmp_path):
        path = tmp_path / "many.yaml"
        path.write_text(dump_yaml({"puzzles": [puzzle(), example()]}), encoding="utf-8")
        docs, collection = read_documents(path)
        assert collection
        assert [label for label, _ in docs] == ["1", "2 (sample-1)"]
        assert load(docs[1][1]) == load(example())

    @pytest.mark.parametrize(
        "text",
        ["kind: [florentine\n", "", "puzzles: 3\n"],
        ids=["invalid yaml", "empty", "puzzles not a list"],
    )
    def test_bad_files(self, tmp_path, text):
        path = tmp_path / "bad.yaml"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(BadInput) as caught:
            read_documents(path)
        assert caught.value.file == str(path)
        assert str(path) in str(caught.value)

    def test_missing_file(self, tmp_path):
        path = tmp_path / "nope.yaml"
        with pytest.raises(BadInput) as caught:
            read_documents(path)
        assert str(path) in str(caught.value)

    def test_error_message_names_file_puzzle_field(self):
        error = BadInput("card 'RXBG' has unknown colour 'X'").at("D3").at("board")
        error = error.within("1").in_file("board.yaml")
        assert str(error) == "board.yaml: puzzle 1: board.D3: card 'RXBG' has unknown colour 'X'"

    def test_dump_yaml_reads_back(self):
        data = dump(load(example()))
        assert yaml.safe_load(dump_yaml(data)) == data
        assert dump_yaml(data).startswith("kind: florentine\n")

    def test_card_from_yaml_text(self):
        # Cards written in a flow list stay text, not numbers or booleans.
        data = yaml.safe_load("pool: [GG1RB, OO1GR, r1rbg]")
        assert [str(Card.parse(c)) for c in data["pool"]] == ["GG1RB", "OO1GR", "R1RBG"]
