"""`analyse` of Dominosa: every place of every domino, valued by whether a
covering holds it, checked against the exhaustive reference."""

from __future__ import annotations

import json
import random
from pathlib import Path

from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from cli.main import main
from puzzles.dominoes import dominosa
from puzzles.dominoes.tiles import double_set
from solver.analyse import analyse
from solver.registry import KINDS
from tests.reference import dominosa as reference
from tests.test_dominosa import random_grid

EXAMPLE = Path(__file__).parent.parent / "examples" / "dominosa.yaml"


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 3), st.integers(0, 10**6), st.integers(0, 2))
def test_every_move_is_valued_as_the_reference_says(n: int, seed: int, givens: int) -> None:
    rng = random.Random(seed)
    grid = random_grid(rng, n)
    every = reference.coverings(dominosa.Position(n, grid))
    laid = sorted(rng.choice(every))[:givens]
    position = dominosa.Position(n, grid, tuple(laid))
    truth = reference.coverings(position)
    in_some = {d for covering in truth for d in covering}
    table = analyse(KINDS["dominosa"], position)
    covered = {c for d in laid for c in d.cells}
    places = [d for d in position.places() if not covered & set(d.cells)]
    places = [d for d in places if d.tile not in {g.tile for g in laid}]
    assert len(table.moves) == len(places)  # every legal place once
    for row in table.moves:
        a, b = (dominosa.parse_cell(c, position.rows, position.columns) for c in row.move["cells"])
        domino = position.laid(a, b)
        assert (row.value is not None) == (domino in in_some)
        assert row.best == (domino in in_some)
        if row.value is not None:
            assert row.value == len(double_set(n))


def test_the_command_lists_the_answer_as_the_best_moves() -> None:
    result = CliRunner().invoke(main, ["analyse", str(EXAMPLE), "--format", "json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    best = [m["move"] for m in data["moves"] if m["best"]]
    solve = CliRunner().invoke(main, ["solve", str(EXAMPLE), "--format", "json"])
    solved = json.loads(solve.output)
    answer = {(d["tile"], tuple(sorted(d["cells"]))) for d in solved["dominoes"]}
    assert {(m["tile"], tuple(sorted(m["cells"]))) for m in best} <= answer
    assert data["status"] == "optimal"
