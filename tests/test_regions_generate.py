"""Generated Domino regions puzzles: proven unique, re-solved unique by
`check`, of the level asked for, the same for the same seed."""

from __future__ import annotations

import random

import pytest
from click.testing import CliRunner

from cli.main import main
from puzzles.dominoes import regions
from puzzles.files import dump_yaml
from solver.dominoes import regions as search
from solver.dominoes.generate import regions as gen
from solver.generate import generate, levels
from solver.limits import Limits
from solver.registry import KINDS

KIND = KINDS["regions"]


def made(difficulty: str, count: int, seed: int = 7) -> list[dict]:
    return generate(KIND, count, seed, difficulty)


def check_all(items: list[dict], tmp_path) -> None:
    path = tmp_path / "made.yaml"
    path.write_text(dump_yaml({"puzzles": items}))
    result = CliRunner().invoke(main, ["check", str(path)])
    assert result.exit_code == 0, result.output
    assert result.output.count("ok: unique") == len(items)


@pytest.mark.parametrize("difficulty", ["easy", "medium"])
def test_easy_and_medium_puzzles_are_unique_and_of_their_level(difficulty, tmp_path):
    items = made(difficulty, 3)
    low, high = levels(KIND)[difficulty]
    low_n, high_n = gen.BANDS[difficulty]["dominoes"]
    for item in items:
        puzzle = KIND.load(item)
        assert low <= item["meta"]["level"] <= high
        assert low_n <= len(puzzle.dominoes) <= high_n
        assert search.solve(puzzle, Limits()).unique is True
        assert puzzle.covers(puzzle.solution.dominoes)
    check_all(items, tmp_path)


@pytest.mark.parametrize("difficulty", ["hard", "extreme"])
def test_hard_and_extreme_puzzles_are_unique_and_of_their_level(difficulty, tmp_path):
    items = made(difficulty, 1)
    low, high = levels(KIND)[difficulty]
    for item in items:
        assert low <= item["meta"]["level"] <= high
        if difficulty == "extreme":
            assert item["meta"]["given"] == 0 and "given" not in item
    check_all(items, tmp_path)


def test_the_same_seed_makes_the_same_puzzles():
    assert made("easy", 2, seed=3) == made("easy", 2, seed=3)
    assert made("easy", 2, seed=3) != made("easy", 2, seed=4)


def test_boards_come_in_both_shapes_and_regions_of_every_condition():
    rng = random.Random(11)
    shapes, conditions = set(), set()
    for _ in range(30):
        board = gen.unique_board(rng, 8)
        if board is None:
            continue
        puzzle = board[0]
        rectangle = len(puzzle.cells) == puzzle.rows * puzzle.columns
        shapes.add("rectangle" if rectangle else "holes or outline")
        conditions |= {r.condition.what for r in puzzle.regions}
    assert shapes == {"rectangle", "holes or outline"}
    assert conditions == set(regions.CONDITIONS)
