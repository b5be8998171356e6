"""The Dominosa human solver: each technique on a grid that needs it, every
crossing-out a deduction, and the steps laying the unique covering."""

from __future__ import annotations

import json
import random

import pytest
from click.testing import CliRunner

from cli.main import main
from puzzles.dominoes import dominosa
from solver.dominoes import dominosa as search
from solver.dominoes.generate.dominosa import unique_grid
from solver.hints import dominosa as human
from solver.hints import explain, grade
from solver.registry import KINDS
from tests.reference import dominosa as reference

# (technique, set, grid, step): the grid's step-th step (0-based) needs the technique
CASES = [
    ("only-place", 2, "0 2 1 0\n0 2 1 0\n2 1 1 2\n", 0),
    ("only-domino", 2, "0 2 1 0\n0 2 1 0\n2 1 1 2\n", 1),
    ("must-cover", 2, "0 0 0 1\n2 1 0 2\n2 1 1 2\n", 0),
    ("twin", 2, "0 2 2 0\n0 1 2 1\n0 1 1 2\n", 0),
    ("parity", 2, "0 0 0 1\n2 2 2 1\n1 1 2 0\n", 0),
    ("set-analysis", 3, "1 1 3 3 0\n0 2 2 2 0\n3 3 3 1 1\n2 2 0 0 1\n", 0),
    ("forcing-chain", 3, "2 1 2 0 1\n3 3 2 2 3\n0 3 3 1 1\n2 1 0 0 0\n", 2),
    (
        "search",
        5,
        "1 1 1 5 4 3 3\n5 1 3 0 0 5 5\n3 4 0 2 2 2 3\n"
        "2 4 0 4 2 1 0\n5 0 4 5 1 4 3\n5 2 4 2 0 1 3\n",
        1,
    ),
]


def position_of(n: int, grid: str) -> dominosa.Position:
    return dominosa.load({"kind": "dominosa", "set": n, "grid": grid})


def states(position: dominosa.Position):
    """Each state of the walk with the step taken from it."""
    answer = search.solve(position)
    state = human.start(position, answer)
    for step in human.explain(position, answer):
        yield state, step
        p = state.board.places.index(position.laid(*cells(position, step.move)))
        found = (
            next(f for _, finder in human.FINDERS for f in finder(state) if f.play[0] == p)
            if step.technique != "search"
            else state.search()
        )
        state = state.after(found)


def cells(position, move) -> list[int]:
    return [dominosa.parse_cell(c, position.rows, position.columns) for c in move["cells"]]


@pytest.mark.parametrize(("technique", "n", "grid", "at"), CASES, ids=[c[0] for c in CASES])
def test_each_technique_on_a_grid_that_needs_it(technique, n, grid, at) -> None:
    position = position_of(n, grid)
    state, step = list(states(position))[at]
    assert step.technique == technique
    names = [t.name for t, _ in human.FINDERS]
    easier = human.FINDERS[: names.index(technique)] if technique in names else human.FINDERS
    level = next(t.level for t in human.TECHNIQUES if t.name == technique)
    for t, finder in easier:
        if t.level < level:
            assert next(iter(finder(state)), None) is None, t.name
    assert step.level == level and step.reason


def test_the_reasons_say_why_in_words() -> None:
    position = position_of(3, CASES[5][2])
    step = explain(KINDS["dominosa"], position, search.solve(position))[0]
    assert step.reason.startswith("The 3 cells A1, E3, E4 showing 1 can only take 0-1, 1-1")
    assert step.move == {"tile": "1-1", "cells": ["E3", "E4"]}
    chain = list(states(position_of(3, CASES[6][2])))[2][1].reason
    assert chain.startswith("Either ") and "If " in chain and "nothing can cover" in chain


@pytest.mark.parametrize("seed", range(12))
def test_every_technique_is_a_deduction_and_the_steps_lay_the_answer(seed: int) -> None:
    rng = random.Random(seed)
    made = None
    while made is None:
        made = unique_grid(rng, rng.choice((2, 3, 4, 5)))
    position, target, _ = made
    answer = search.solve(position)
    for now, _ in states(position):
        for _, finder in human.FINDERS:
            for found in finder(now):
                p, alive = found.play
                assert p in now.answer, found.reason
                # nothing crossed out is a place of the answer not laid yet
                assert all(alive >> q & 1 for q in now.answer if q not in now.open.laid)
    laid = {_domino(position, s) for s in explain(KINDS["dominosa"], position, answer)}
    assert laid == set(target)


def _domino(position, step):
    return position.laid(*cells(position, step.move))


def test_hint_and_explain_on_the_command_line() -> None:
    runner = CliRunner()
    result = runner.invoke(main, ["hint", "examples/dominosa.yaml", "--format", "json"])
    data = json.loads(result.output)
    assert data["move"] == {"tile": "0-2", "cells": ["F3", "E3"]}
    assert (data["technique"], data["level"]) == ("only-place", 1)
    result = runner.invoke(main, ["solve", "examples/dominosa.yaml", "--explain"])
    assert "14. 4-4 has one place left: D2-E2." in result.output


def test_two_coverings_give_a_step_of_one_and_name_the_others() -> None:
    """Not a puzzle but a position with several answers (issue 24): the hint
    keeps an answer reachable and names the moves as good."""
    position = dominosa.Position(1, (0, 0, 1, 0, 1, 1))
    from solver.hints import hint

    step = hint(KINDS["dominosa"], position, search.solve(position))
    coverings = reference.coverings(position)
    assert len(coverings) > 1
    cells = lambda m: sorted(m["cells"])  # noqa: E731
    held = [
        {(str(d.tile), tuple(sorted(map(position.name, d.cells)))) for d in c} for c in coverings
    ]
    assert any((step.move["tile"], tuple(cells(step.move))) in h for h in held)
    assert step.others, "the other first moves that keep an answer are named"


def test_grading_counts_the_hardest_level() -> None:
    position = position_of(3, CASES[6][2])
    assert grade(explain(KINDS["dominosa"], position, search.solve(position)))["level"] == 4
