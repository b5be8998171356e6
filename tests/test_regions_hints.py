"""The Domino regions human solver: every technique a deduction, the steps
reach the answer, `hint` names its technique, and `analyse` values the
placements of the most constrained cell or domino."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import yaml

from puzzles.dominoes import regions
from puzzles.status import Status
from puzzles.words import Words
from solver.analyse import analyse
from solver.dominoes import regions as search
from solver.dominoes.analyse import regions as analyser
from solver.dominoes.generate import regions as generate
from solver.hints import explain, hint
from solver.hints import regions as human
from solver.limits import Limits
from solver.registry import KINDS

KIND = KINDS["regions"]
EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "regions.yaml"


def example():
    return regions.load(yaml.safe_load(EXAMPLE.read_text()))


def unique_boards(count: int, dominoes: int, seed: int = 1):
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        made = generate.unique_board(rng, dominoes)
        if made is not None:
            puzzle, target, _ = made
            out.append((puzzle, regions.answer(puzzle, Status.OPTIMAL, True, None, target)))
    return out


@pytest.mark.parametrize("dominoes", [5, 9, 12])
def test_no_technique_ever_crosses_out_the_answer(dominoes):
    for puzzle, answer in unique_boards(3, dominoes, seed=dominoes):
        state = human.start(puzzle, answer)
        while not state.finished():
            for technique, crosser in human.CROSSERS:
                for out, why in crosser(state, state.alive):
                    assert not any(out >> p & 1 for p in state.answer), (technique.name, why)
            step = next(q for q in sorted(state.answer) if q not in _laid(state))
            state = state.lay(step)


def _laid(state):
    where = {d: p for p, d in enumerate(state.board.places)}
    shown = {c for c, _ in state.shows}
    return {p for p in where.values() if set(state.board.places[p].cells) & shown}


def test_the_steps_lay_the_answer_and_name_known_techniques():
    names = {t.name for t in human.TECHNIQUES}
    for puzzle, answer in unique_boards(4, 8):
        steps = explain(KIND, puzzle, answer)
        assert len(steps) == len(puzzle.dominoes)
        assert all(s.technique in names for s in steps)
        laid = [regions.load_answer({"dominoes": [s.move]}, puzzle).dominoes[0] for s in steps]
        assert sorted(laid) == sorted(answer.dominoes)


def test_the_worked_example_is_explained_without_search():
    p = example()
    steps = explain(KIND, p, search.solve(p, Limits()))
    assert steps[0].technique == "sum-bounds"
    assert steps[0].move == {"tile": "1-1", "cells": ["D2", "D3"]}
    assert max(s.level for s in steps) == 2
    first = hint(KIND, p, search.solve(p, Limits()))
    assert first.technique == "sum-bounds" and "region e" in first.reason


def test_a_one_cell_region_tells_its_number():
    p = regions.load(
        {
            "kind": "regions",
            "board": "a b\nc .",
            "regions": {"a": {"sum": 4}, "b": {"sum": 1}, "c": {"sum": 2}},
            "dominoes": ["4-1", "2-3"],
        }
    )
    answer = search.solve(p, Limits())
    assert answer.unique is True
    step = hint(KIND, p, answer)
    assert step.technique == "one-cell-region"
    assert "is region c alone (sum 2)" in step.reason


def test_check_reports_a_board_with_two_answers(tmp_path):
    from click.testing import CliRunner

    from cli.main import main

    path = tmp_path / "two.yaml"
    path.write_text("kind: regions\nboard: |\n  . .\n  . .\ndominoes: [1-2, 1-1]\n")
    result = CliRunner().invoke(main, ["check", str(path)])
    assert result.exit_code == 1
    assert "FAIL: not unique" in result.output
    good = CliRunner().invoke(main, ["check", str(EXAMPLE)])
    assert good.exit_code == 0 and "ok: unique" in good.output


def test_analyse_values_each_placement_of_the_most_constrained_cell_or_domino():
    for puzzle, answer in unique_boards(3, 7, seed=4):
        looked, placements = analyser.most_constrained(puzzle)
        assert set(looked) <= {"cell", "domino"} and placements
        table = analyse(KIND, puzzle, Limits())
        possible = [m for m in table.moves if m.value is True]
        assert len(possible) == 1  # one answer: one placement holds
        assert possible[0].best and table.to_mapping()[next(iter(looked))]
        (move,) = [m.move for m in possible]
        laid = regions.load_answer({"dominoes": [move]}, puzzle).dominoes[0]
        assert laid in answer.dominoes
        assert len(table.moves) == len(placements)


def test_analyse_text_names_possible_in_every_language():
    p = example()
    from solver.analyse import describe

    table = analyse(KIND, p, Limits())
    assert "1-1 at D2-D3" in describe(KIND, p, table)
    assert "mogelijk" in describe(KIND, p, table, Words("nl"))
