"""Every file in examples/ loads, solves to its known answer, and is unique."""

from __future__ import annotations

from pathlib import Path

import pytest

from solver import api
from solver.registry import KINDS

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"

# id -> the fields of its answer a reader of the docs is promised.
KNOWN = {
    "sample-1": {"score": 5, "cards_placed": 3},
    "blocked-example": {"line": "3-6 6-1 1-3 3-5 5-4 4-4 4-3 3-3 3-2 2-0 0-3", "tiles_laid": 3},
    "chain-example": {"line": "0-1 1-2 2-0 0-3 3-2 2-5 5-5", "tiles_laid": 7},
    "endgame-example": {"value": 4},
    "keep-your-pips": {"line": "2-3 3-4 4-2", "tiles_laid": 2, "pips_left": 22},
    "draw-to-win": {"value": 11},
    "ends-in-blank": {"line": "1-2 2-4 4-4 4-0", "tiles_laid": 4},
    "dominosa-example": {
        "dominoes": [
            {"tile": t, "cells": c.split("-")}
            for t, c in [
                ("0-0", "B2-C2"),
                ("0-1", "F2-F1"),
                ("0-2", "F3-E3"),
                ("0-3", "A3-B3"),
                ("0-4", "F4-F5"),
                ("1-1", "A4-A5"),
                ("1-2", "E1-D1"),
                ("1-3", "B5-C5"),
                ("1-4", "D4-E4"),
                ("2-2", "B4-C4"),
                ("2-3", "B1-C1"),
                ("2-4", "A1-A2"),
                ("3-3", "C3-D3"),
                ("3-4", "D5-E5"),
                ("4-4", "D2-E2"),
            ]
        ]
    },
    # docs/formats.md "kind: regions": its worked example's one answer
    "regions-example": {
        "dominoes": [
            {"tile": t, "cells": c.split("-")}
            for t, c in [
                ("6-0", "A1-A2"),
                ("3-5", "B1-B2"),
                ("6-2", "C1-D1"),
                ("5-0", "C2-C3"),
                ("1-1", "D2-D3"),
                ("2-2", "A3-B3"),
            ]
        ]
    },
}


def _entries():
    for path in sorted(EXAMPLES.glob("*.yaml")):
        for entry in api.load_file(path).puzzles:
            yield pytest.param(entry, id=f"{path.stem}:{entry.puzzle.header['id']}")


@pytest.mark.parametrize("entry", list(_entries()))
def test_each_example_solves_to_its_known_answer(entry) -> None:
    answer = api.solve(entry).to_mapping()
    assert (answer["status"], answer["unique"]) == ("optimal", True)
    want = KNOWN[entry.puzzle.header["id"]]
    assert {k: answer[k] for k in want} == want


def test_one_example_file_per_kind_and_a_collection() -> None:
    names = {p.stem for p in EXAMPLES.glob("*.yaml")}
    assert names == {*KINDS, "collection"}
    for kind in KINDS:
        entries = api.load_file(EXAMPLES / f"{kind}.yaml")
        assert not entries.collection and [e.kind.name for e in entries.puzzles] == [kind]
    collection = api.load_file(EXAMPLES / "collection.yaml")
    assert collection.collection and len(collection.puzzles) > 1
    every = [e.puzzle.header["id"] for f in EXAMPLES.glob("*.yaml") for e in api.load_file(f)[0]]
    assert sorted(every) == sorted(KNOWN)
