"""Domino regions (`regions`): reading, writing, the rules check, solving known
puzzles, and the errors a bad file gets (docs/formats.md "kind: regions")."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from puzzles.dominoes import regions
from puzzles.dominoes.regions import Condition, LaidDomino, region_state, values
from puzzles.errors import BadInput
from puzzles.words import Words
from solver.dominoes import regions as search
from solver.limits import Limits
from solver.registry import KINDS

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "regions.yaml"

# The worked example's one answer, as docs/formats.md writes it.
EXAMPLE_ANSWER = [
    ("6-0", "A1", "A2"),
    ("3-5", "B1", "B2"),
    ("6-2", "C1", "D1"),
    ("5-0", "C2", "C3"),
    ("1-1", "D2", "D3"),
    ("2-2", "A3", "B3"),
]


def example_data() -> dict:
    return yaml.safe_load(EXAMPLE.read_text())


def example() -> regions.Position:
    return regions.load(example_data())


def laid(position: regions.Position, rows) -> list[LaidDomino]:
    out = []
    for tile, a, b in rows:
        x, y = (regions.parse_cell(c, position) for c in (a, b))
        first, second = (int(v) for v in tile.split("-"))
        out.append(LaidDomino.laid((x, y), (first, second)))
    return out


def test_the_worked_example_reads_as_written():
    p = example()
    assert (p.rows, p.columns, p.set_size) == (3, 4, 6)
    assert [r.name for r in p.regions] == ["a", "b", "c", "d", "e"]
    assert p.regions[0].condition == Condition("more", 8)
    assert [p.name(c) for c in p.regions[2].cells] == ["A2", "A3", "B3"]
    assert len(p.cells) == 12 and len(p.dominoes) == 6
    assert p.region_at.get(2) is None  # C1 is in no region


def test_the_worked_example_has_exactly_its_one_answer():
    p = example()
    got = search.count(p, limit=5)
    assert got == [tuple(sorted(laid(p, EXAMPLE_ANSWER)))]
    answer = search.solve(p, Limits())
    assert answer.unique is True and p.covers(answer.dominoes)
    rows = [(d["tile"], *d["cells"]) for d in answer.to_mapping()["dominoes"]]
    assert sorted(rows) == sorted(EXAMPLE_ANSWER)


def test_dump_is_the_inverse_of_load():
    p = example()
    again = regions.load(yaml.safe_load(yaml.safe_dump(regions.dump(p))))
    assert again == p
    with_given = dict(example_data(), given=[{"tile": "1-1", "cells": ["D2", "D3"]}])
    q = regions.load(with_given)
    assert regions.load(regions.dump(q)) == q


def test_a_double_either_way_round_and_a_domino_written_backwards_are_one_placement():
    assert LaidDomino.laid((5, 1), (2, 6)) == LaidDomino.laid((1, 5), (6, 2))
    assert LaidDomino.laid((7, 3), (1, 1)) == LaidDomino.laid((3, 7), (1, 1))


def test_the_rules_check_refuses_each_broken_rule():
    p = example()
    good = laid(p, EXAMPLE_ANSWER)
    assert p.covers(good)
    swapped = laid(p, [("0-6", "A1", "A2"), *EXAMPLE_ANSWER[1:]])  # a: 0 + 3 is not > 8
    assert not p.covers(swapped)
    assert not p.covers(good[:-1])  # two cells left bare
    other_tile = laid(p, [*EXAMPLE_ANSWER[:-1], ("3-3", "A3", "B3")])  # not in the tray
    assert not p.covers(other_tile)
    given = regions.load(dict(example_data(), given=[{"tile": "2-2", "cells": ["A3", "B3"]}]))
    assert given.covers(good)


def test_region_state_says_met_broken_or_open():
    p = example()
    a, b, c, d, e = p.regions
    answer = laid(p, EXAMPLE_ANSWER)
    shows = values(answer)
    assert all(region_state(p, r, shows) == regions.MET for r in p.regions)
    partial = values(answer[:1])  # 6 in a, 0 in c
    assert region_state(p, a, partial) == regions.OPEN
    assert region_state(p, c, partial) == regions.OPEN
    assert region_state(p, b, {3: 4}) == regions.BROKEN  # b: less than 4, D1 shows 4
    assert region_state(p, d, {5: 2, 6: 3}) == regions.BROKEN  # d: equal
    assert region_state(p, a, {0: 3}) == regions.OPEN  # 3 + 6 could still pass 8
    assert region_state(p, a, {0: 2}) == regions.BROKEN  # 2 + 6 cannot


def test_the_answer_reads_back_and_check_agrees():
    p = example()
    answer = search.solve(p, Limits())
    kind = KINDS["regions"]
    again = kind.load_answer(answer.to_mapping(), p)
    assert again.dominoes == answer.dominoes and kind.solves(p, again)
    assert kind.differences(again, answer) == []


def test_describe_draws_the_numbers_and_lists_the_dominoes():
    p = example()
    text = regions.describe(p, search.solve(p, Limits()))
    assert "6-0 at A1-A2" in text and "2-2 at A3-B3" in text
    assert " 3|2 2|0|1|" in text
    assert "2-2 op A3-B3" in regions.describe(p, search.solve(p, Limits()), Words("nl"))


def test_a_board_with_holes_names_only_its_cells():
    p = regions.load(
        {
            "kind": "regions",
            "board": "a a #\n. b b\n# b b\n# # .",
            "regions": {"a": {"sum": 3}, "b": {"unequal": True}},
            "dominoes": ["1-2", "0-3", "4-5", "0-0"],
        }
    )
    assert [p.name(c) for c in p.cells] == ["A1", "B1", "A2", "B2", "C2", "B3", "C3", "C4"]
    assert 2 not in p.cells
    assert p.neighbours[1] == (0, 4)
    with pytest.raises(BadInput, match="C1 is a hole"):
        regions.parse_cell("C1", p)


BAD = [
    ({"regions": {"a": {"mor": 8}, **{k: {"less": 4} for k in "bcde"}}}, "regions.a", "mor"),
    ({"dominoes": ["0-6", "0-6", "2-6", "0-5", "1-1", "2-2"]}, "dominoes[1]", "twice"),
    ({"dominoes": ["0-6", "3-5"]}, "dominoes", "board has 12"),
    ({"board": "a a . b\nc d d b\nc c e"}, "board", "row 3 has 3"),
    ({"board": "a a . b\nc d d b\nc c e !"}, "board", "D3 is '!'"),
    ({"set": 13}, "set", "12"),
    ({"given": [{"tile": "4-4", "cells": ["A1", "A2"]}]}, "given[0].tile", "not one of"),
    ({"given": [{"tile": "1-1", "cells": ["A1", "C1"]}]}, "given[0].cells", "share an edge"),
    ({"colour": "red"}, "colour", ""),
]


@pytest.mark.parametrize(("change", "where", "words"), BAD)
def test_a_bad_file_is_refused_naming_its_field(change, where, words):
    data = dict(example_data(), **change)
    with pytest.raises(BadInput) as caught:
        regions.load(data)
    assert caught.value.field == where
    assert words in str(caught.value)


def test_a_region_without_a_condition_and_an_impossible_condition_are_refused():
    data = example_data()
    del data["regions"]["e"]
    with pytest.raises(BadInput, match="region e is on the board"):
        regions.load(data)
    data = dict(example_data(), regions=dict(example_data()["regions"], e={"less": 0}))
    with pytest.raises(BadInput, match="can never be met"):
        regions.load(data)
    data = dict(
        example_data(),
        board="a a a a\na a a a\nc c e e",
        regions={"a": {"unequal": True}, "c": {"sum": 4}, "e": {"less": 2}},
    )
    with pytest.raises(BadInput, match="all different"):
        regions.load(data)
