"""The `dominosa` kind: its file, its answer, and its solver against an exhaustive reference."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from cli.main import main
from puzzles.dominoes import dominosa
from puzzles.dominoes.tiles import Tile, double_set
from puzzles.errors import BadInput
from solver import api
from solver.dominoes import dominosa as search
from solver.dominoes.generate.dominosa import tiling
from solver.limits import Limits
from solver.registry import KINDS
from tests.reference import dominosa as reference

EXAMPLE = Path(__file__).parent.parent / "examples" / "dominosa.yaml"
GRID = "0 0 1 2\n1 2 2 0\n1 0 1 2\n"  # double-two, one covering


def puzzle(grid: str = GRID, n: int = 2, **more) -> dict:
    return {"kind": "dominosa", "set": n, "grid": grid, **more}


def random_grid(rng: random.Random, n: int) -> tuple[int, ...]:
    """The numbers of a random covering by the whole set: always coverable."""
    rows, cols = dominosa.shape(n)
    tiles = list(double_set(n))
    rng.shuffle(tiles)
    grid = [0] * (rows * cols)
    for (a, b), t in zip(tiling(rng, rows, cols), tiles, strict=True):
        grid[a], grid[b] = (t.a, t.b) if rng.random() < 0.5 else (t.b, t.a)
    return tuple(grid)


# -- the file ----------------------------------------------------------------------
def test_load_and_dump_are_inverse() -> None:
    data = yaml.safe_load(EXAMPLE.read_text())
    position = dominosa.load(data)
    dumped = dominosa.dump(position)
    assert dominosa.load(dumped) == position
    assert dumped["grid"] == data["grid"] and dumped["given"] == data["given"]
    assert position.given == (dominosa.Domino(Tile(0, 0), (7, 8)),)


def test_a_grid_may_be_a_list_of_rows() -> None:
    rows = [[0, 0, 1, 2], "1 2 2 0", ["1", "0", "1", "2"]]
    assert dominosa.load(puzzle(rows)) == dominosa.load(puzzle())


@pytest.mark.parametrize(
    ("data", "field", "words"),
    [
        (puzzle("0 0 1 2\n1 2 2 0\n"), "grid", "has 2 rows: a double-2 grid has 3 rows of 4"),
        (puzzle("0 0 1 2\n1 2 2\n1 0 1 2 0"), "grid", "row 2 has 3 numbers"),
        (
            puzzle("0 0 1 2\n1 2 7 0\n1 0 1 2\n"),
            "grid.C2",
            "shows 7: a double-2 grid holds numbers 0 to 2",
        ),
        (puzzle("0 0 1 2\n1 2 x 0\n1 0 1 2\n"), "grid.C2", "shows 'x'"),
        (puzzle("0 0 0 2\n1 2 2 0\n1 0 1 2\n"), "grid", "0 shows 5 times"),
        (puzzle(n=13), "set", "double-1 to double-12, not 13"),
        (puzzle(n=0), "set", "not 0"),
        (
            puzzle(given=[{"tile": "0-0", "cells": ["A1", "E1"]}]),
            "given[0].cells[1]",
            "off the grid",
        ),
        (
            puzzle(given=[{"tile": "0-0", "cells": ["A1", "C1"]}]),
            "given[0].cells",
            "do not share an edge",
        ),
        (puzzle(given=[{"tile": "1-2", "cells": ["A1", "B1"]}]), "given[0].tile", "show 0 and 0"),
        (
            puzzle(given=[{"tile": "0-3", "cells": ["A1", "B1"]}]),
            "given[0].tile",
            "not in the double-2",
        ),
        (
            puzzle(
                given=[
                    {"tile": "0-0", "cells": ["A1", "B1"]},
                    {"tile": "0-0", "cells": ["B1", "A1"]},
                ]
            ),
            "given[1]",
            "0-0 is given twice",
        ),
        (
            puzzle(
                given=[
                    {"tile": "0-0", "cells": ["A1", "B1"]},
                    {"tile": "1-2", "cells": ["A2", "B2"]},
                    {"tile": "0-2", "cells": ["B2", "B3"]},
                ]
            ),
            "given[2].cells",
            "B2 is covered by [1] already",
        ),
        (puzzle(colour="red"), "colour", "unknown field"),
    ],
)
def test_bad_input_names_the_field(data, field, words) -> None:
    with pytest.raises(BadInput) as error:
        dominosa.load(data)
    assert error.value.field == field and words in error.value.message, str(error.value)


def test_bad_input_on_the_command_line_names_file_puzzle_and_field(tmp_path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump(puzzle("0 0 1 2\n1 2 9 0\n1 0 1 2\n")))
    result = CliRunner().invoke(main, ["solve", str(path)])
    assert result.exit_code == 2
    assert f"{path}: puzzle 1: grid.C2: shows 9" in result.output


# -- the answer ----------------------------------------------------------------------
def test_the_answer_reads_back_and_says_what_it_covers() -> None:
    entry = api.load_file(EXAMPLE).puzzles[0]
    answer = api.solve(entry)
    assert (answer.status, answer.unique) == ("optimal", True)
    printed = answer.to_mapping()
    assert printed["dominoes"][0] == {"tile": "0-0", "cells": ["B2", "C2"]}
    assert dominosa.load_answer(printed, entry.puzzle).dominoes == answer.dominoes
    assert dominosa.solves(entry.puzzle, answer)
    assert dominosa.summary(answer) == "optimal, 15 dominoes laid"
    text = dominosa.describe(entry.puzzle, answer)
    assert "1 |2|2 3|2 1|1|" in text and "0-0 at B2-C2" in text


def test_an_answer_that_covers_a_cell_twice_is_bad_input() -> None:
    position = dominosa.load(puzzle())
    bad = {
        "dominoes": [{"tile": "0-0", "cells": ["A1", "B1"]}, {"tile": "0-1", "cells": ["A1", "A2"]}]
    }
    with pytest.raises(BadInput, match="covers a cell twice"):
        dominosa.load_answer(bad, position)


def test_a_partial_answer_is_no_whole_answer() -> None:
    position = dominosa.load(puzzle())
    part = dominosa.load_answer({"dominoes": [{"tile": "0-0", "cells": ["A1", "B1"]}]}, position)
    assert not dominosa.solves(position, part)


def test_solve_check_and_render_go_through_the_registry(tmp_path) -> None:
    runner = CliRunner()
    assert "dominosa" in KINDS
    result = runner.invoke(main, ["check", str(EXAMPLE)])
    assert result.exit_code == 0 and "ok: unique" in result.output
    out = tmp_path / "d.svg"
    result = runner.invoke(main, ["render", str(EXAMPLE), "--solution", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert out.read_text().startswith("<?xml") or "<svg" in out.read_text()


# -- the solver against the reference -------------------------------------------------
def test_known_counts() -> None:
    # domino tilings of the grids of double-1, -2 and -3 (2x3, 3x4, 4x5)
    assert [reference.tilings(*dominosa.shape(n)) for n in (1, 2, 3)] == [3, 11, 95]
    # double-1 as 0 0 1 / 0 1 1: each of the three tilings lays the set once
    two = dominosa.Position(1, (0, 0, 1, 0, 1, 1))
    assert len(reference.coverings(two)) == 3 == len(search.count(two, 5))
    assert search.solve(two).unique is False
    # the example: one covering, and 3 once its given is taken away
    entry = api.load_file(EXAMPLE).puzzles[0].puzzle
    bare = dominosa.Position(4, entry.grid)
    assert len(reference.coverings(entry)) == 1
    assert len(reference.coverings(bare)) == len(search.count(bare, 100)) == 1


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 3), st.integers(0, 10**6), st.integers(0, 2))
def test_the_search_agrees_with_the_reference(n: int, seed: int, givens: int) -> None:
    rng = random.Random(seed)
    grid = random_grid(rng, n)
    bare = dominosa.Position(n, grid)
    every = reference.coverings(bare)
    laid = sorted(rng.choice(every))[:givens] if every else []
    position = dominosa.Position(n, grid, tuple(laid))
    truth = reference.coverings(position)
    found = search.count(position, 1000)
    assert sorted(sorted(f) for f in found) == sorted(sorted(t) for t in truth)
    answer = search.solve(position, Limits())
    assert answer.unique == (len(truth) == 1)
    assert frozenset(answer.dominoes) in truth
    assert dominosa.solves(position, answer)


def test_a_spent_budget_says_unknown() -> None:
    position = dominosa.Position(9, random_grid(random.Random(3), 9))
    answer = search.solve(position, Limits(work=search.NODE_WORK))
    assert (answer.status, answer.unique, answer.dominoes) == ("unknown", None, None)


def test_after_a_move_the_solver_says_whether_a_covering_is_left() -> None:
    # what `analyse` will ask: is the puzzle still solvable after this move, uniquely?
    from solver.limits import Clock

    position = api.load_file(EXAMPLE).puzzles[0].puzzle
    right = search.solve(position).dominoes
    wrong = next(d for d in position.places() if d not in right and not set(d.cells) & {7, 8})
    kept = search.solve_on(position, Clock(Limits()), [right[3]])
    assert (kept.status, kept.unique, kept.dominoes) == ("optimal", True, right)
    off = search.solve_on(position, Clock(Limits()), [wrong])
    assert (off.status, off.unique) == ("infeasible", False)


@settings(max_examples=20, deadline=None)
@given(st.integers(1, 4), st.integers(0, 10**6))
def test_cp_sat_agrees_with_the_search(n: int, seed: int) -> None:
    from solver.dominoes import dominosa_cp_sat as dominosa_cpsat

    position = dominosa.Position(n, random_grid(random.Random(seed), n))
    fast, model = search.solve(position), dominosa_cpsat.solve(position)
    assert (fast.status, fast.unique) == (model.status, model.unique)
    assert dominosa.solves(position, model)
