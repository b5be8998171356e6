"""Generated Dominosa puzzles: unique by the exhaustive reference, graded into
their level, the same for the same seed."""

from __future__ import annotations

import random

import pytest
from click.testing import CliRunner

from cli.main import main
from puzzles.dominoes import dominosa
from solver import api
from solver import generate as generator
from solver.dominoes.generate import dominosa as generate_dominosa
from solver.hints import effort, explain, grade
from solver.registry import KINDS
from tests.reference import dominosa as reference

KIND = KINDS["dominosa"]


@pytest.fixture(scope="module", params=list(generator.levels(KIND)))
def made(request):
    return request.param, generator.generate(KINDS["dominosa"], 4, 5, request.param, jobs=1)


def test_every_puzzle_is_unique_by_exhaustive_search_and_checks(made) -> None:
    _, puzzles = made
    for data in puzzles:
        position = KIND.load(data)
        truth = reference.coverings(position, 2)
        assert len(truth) == 1, data["id"]
        assert truth[0] == frozenset(position.solution.dominoes)
        assert (data["solution"]["status"], data["solution"]["unique"]) == ("optimal", True)
        assert api.check(api.Entry("1", KIND, position)).verdict == "ok: unique, solution confirmed"


def test_each_puzzle_needs_the_levels_of_its_difficulty(made) -> None:
    difficulty, puzzles = made
    low, high = generator.levels(KIND)[difficulty]
    for data in puzzles:
        position = KIND.load(data)
        assert position.set_size in generate_dominosa.BANDS[difficulty]["sets"]
        steps = explain(KIND, position, KIND.solve(position, None))
        assert grade(steps) == {k: data["meta"][k] for k in ("level", "steps")}
        assert low <= data["meta"]["level"] <= high
        assert data["meta"]["given"] == len(position.given)
        if difficulty == "extreme":
            assert not position.given
        # beyond Tatham's basic deductions: a hard grid needs set analysis, not parity alone
        if difficulty == "hard":
            assert any(s.technique == "set-analysis" for s in steps), data["id"]
        assert data["meta"]["effort"] == effort(steps)


def test_givens_bring_a_hard_grid_down_to_easy() -> None:
    rng = random.Random(8)
    made = generate_dominosa.make(rng, 6, 1)
    steps = explain(KIND, made.puzzle, made.answer)
    assert grade(steps)["level"] == 1
    bare = dominosa.Position(6, made.puzzle.grid)
    assert len(reference.coverings(bare, 2)) == 1  # unique without its givens too


def test_a_random_tiling_covers_the_grid_once() -> None:
    for n in (1, 3, 6, 12):
        rows, cols = dominosa.shape(n)
        pairs = generate_dominosa.tiling(random.Random(n), rows, cols)
        cells = sorted(c for pair in pairs for c in pair)
        assert cells == list(range(rows * cols))
        assert all(b - a in (1, cols) and (b - a == cols or b % cols) for a, b in pairs)


def test_same_seed_same_bytes_whatever_the_jobs(tmp_path) -> None:
    runner = CliRunner()
    files = []
    for jobs in (1, 2):
        out = tmp_path / f"d{jobs}.yaml"
        args = ["generate", "dominosa", "--count", "3", "--seed", "4", "--difficulty", "hard"]
        result = runner.invoke(main, [*args, "--jobs", str(jobs), "--out", str(out), "--quiet"])
        assert result.exit_code == 0, result.output
        files.append(out.read_bytes())
    assert files[0] == files[1]
    assert b"grid: |\n" in files[0]
    result = runner.invoke(main, ["check", str(tmp_path / "d1.yaml")])
    assert result.exit_code == 0 and result.output.count("ok: unique, solution confirmed") == 3


def test_extreme_is_a_level_of_its_own_and_only_where_a_kind_grades_that_far(
    monkeypatch,
) -> None:
    assert list(generator.levels(KIND)) == ["easy", "medium", "hard", "extreme"]
    assert [generator.levels(KIND)[d] for d in ("medium", "hard")] == [(2, 2), (3, 3)]
    from solver.dominoes.generate import chain

    monkeypatch.setattr(chain, "LEVELS", {})  # a kind that grades no further than hard
    assert "extreme" not in generator.levels(KINDS["chain"])
    result = CliRunner().invoke(main, ["generate", "chain", "--difficulty", "extreme"])
    assert result.exit_code == 2
    assert "unknown difficulty 'extreme' for chain (one of: easy, medium, hard)" in result.output
