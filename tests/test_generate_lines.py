"""Generated blocked-line and chain puzzles, re-checked by the exhaustive references."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from cli.main import main
from puzzles.dominoes import blocked, chain
from puzzles.dominoes.line import Line
from puzzles.files import dump_yaml
from solver import generate as generator
from solver import registry
from solver.dominoes import blocked as blocked_solver
from solver.dominoes import chain as chain_solver
from solver.dominoes.generate import blocked as generate_blocked
from solver.dominoes.generate import chain as generate_chain
from solver.dominoes.generate import line as line_generation
from solver.dominoes.generate.line import Budget
from tests.helpers import canonical
from tests.reference import lines as reference

DIFFICULTIES = ("easy", "medium", "hard")
KINDS = {"blocked": blocked, "chain": chain}
GENERATORS = {"blocked": generate_blocked, "chain": generate_chain}


@pytest.fixture(scope="module", params=[(k, d) for k in KINDS for d in DIFFICULTIES])
def made(request):
    kind, difficulty = request.param
    return kind, difficulty, generator.generate(registry.KINDS[kind], 6, 3, difficulty, jobs=1)


def test_every_puzzle_is_unique_by_exhaustive_search(made) -> None:
    kind, _, puzzles = made
    for data in puzzles:
        position = KINDS[kind].load(data)
        if kind == "blocked":
            truth = reference.solve_blocked(position)
        else:
            truth = reference.solve_chain(position)
        solution = data["solution"]
        assert (solution["status"], solution["unique"]) == ("optimal", True)
        assert truth.unique, data["id"]
        line = Line.parse(solution["line"])
        assert truth.lines == {canonical(line)}  # the one best line, up to reversal
        if kind == "blocked":
            assert truth.best[1] == solution["tiles_laid"]
            assert position.is_blocked(line)
            assert str(position.line) in solution["line"]
        else:
            assert position.fits(line)  # printed the way round its clues ask


def test_features_fall_in_the_difficulty_band(made) -> None:
    kind, difficulty, puzzles = made
    for data in puzzles:
        meta = data["meta"]
        line = Line.parse(data["solution"]["line"])
        assert data["difficulty"] == meta["difficulty"] == difficulty
        assert all(isinstance(v, int | str | bool) for v in meta.values())
        if kind == "blocked":
            band = generate_blocked.BANDS[difficulty]
            start = Line.parse(data["line"])
            laid = len(line) - len(start)
            assert data["set"] == meta["set"] and data["set"] in band["sets"]
            assert meta["tiles_to_lay"] == laid == data["solution"]["tiles_laid"]
            assert meta["decoys"] == len(data["tiles"]) - laid
            assert meta["start_line"] == len(start)
            assert band["lay"][0] <= laid <= band["lay"][1]
            assert band["decoys"][0] <= meta["decoys"] <= band["decoys"][1]
            assert band["first"][0] <= meta["first_moves"] <= band["first"][1]
            assert 0 <= meta["forced_moves"] <= laid
        else:
            band = generate_chain.BANDS[difficulty]
            clues = data.get("clues", [])
            assert data["set"] == meta["set"] and data["set"] in band["sets"]
            assert meta["tiles"] == len(data["tiles"]) == len(line)
            assert band["tiles"][0] <= meta["tiles"] <= band["tiles"][1]
            assert meta["clues"] == len(clues) == meta["position_clues"] + meta["end_clues"]
            assert band["clues"][0] <= meta["clues"] <= band["clues"][1]
            assert meta["first_moves"] >= 1 and 0 <= meta["forced_moves"] <= len(line)
        assert meta["solver_branches"] >= 0


def test_hard_chains_need_every_clue() -> None:
    for data in generator.generate(registry.KINDS["chain"], 3, 4, "hard", jobs=1):
        position = chain.load(data)
        for i in range(len(position.clues)):
            fewer = position.clues[:i] + position.clues[i + 1 :]
            loose = chain.Position(position.tiles, position.set_size, fewer)
            assert chain_solver.solve(loose).unique is False


def test_easy_is_small_for_children() -> None:
    for data in generator.generate(registry.KINDS["blocked"], 4, 8, "easy", jobs=1):
        assert data["set"] in (3, 4) and 1 <= data["solution"]["tiles_laid"] <= 3
    for data in generator.generate(registry.KINDS["chain"], 4, 8, "easy", jobs=1):
        assert data["set"] in (3, 4) and len(data["tiles"]) in (4, 5)
        assert len(data["clues"]) >= 2


@pytest.mark.parametrize("kind", list(KINDS))
def test_same_slot_seed_same_bytes(kind: str) -> None:
    made = [generator._make((registry.KINDS[kind], 12, "medium", 2, 0)) for _ in range(2)]
    assert dump_yaml(made[0]) == dump_yaml(made[1])
    rng_made = [
        GENERATORS[kind].generate(generator.slot_rng(12, kind, "hard", 0, 0), "hard")
        for _ in range(2)
    ]
    dumps = [
        dump_yaml({**KINDS[kind].dump(m.puzzle), "meta": m.meta, "line": str(m.answer.line)})
        for m in rng_made
    ]
    assert dumps[0] == dumps[1]


@pytest.mark.parametrize("kind", list(KINDS))
def test_same_seed_same_puzzles_whatever_the_jobs(kind: str) -> None:
    one = generator.generate(registry.KINDS[kind], 5, 21, "medium", jobs=1)
    two = generator.generate(registry.KINDS[kind], 5, 21, "medium", jobs=2)
    assert one == two
    assert len({generator._key(p) for p in one}) == 5


def test_generate_command_writes_the_same_bytes_and_check_confirms(tmp_path) -> None:
    runner = CliRunner()
    for kind in KINDS:
        paths = [tmp_path / f"{kind}1.yaml", tmp_path / f"{kind}2.yaml"]
        for path, jobs in zip(paths, ("1", "2"), strict=True):
            args = ["generate", kind, "--count", "3", "--seed", "5", "--difficulty", "hard"]
            result = runner.invoke(main, [*args, "--jobs", jobs, "--out", str(path), "--quiet"])
            assert result.exit_code == 0, result.output
        assert paths[0].read_bytes() == paths[1].read_bytes()
        check = runner.invoke(main, ["check", str(paths[0])])
        assert check.exit_code == 0, check.output
        assert check.stdout.count("ok: unique, solution confirmed") == 3


@pytest.mark.parametrize("kind", list(KINDS))
def test_a_candidate_the_budget_cannot_decide_is_dropped(kind: str, monkeypatch) -> None:
    make = GENERATORS[kind].generate
    monkeypatch.setattr(line_generation, "CANDIDATES", 5)
    assert make(generator.slot_rng(1, kind, "easy", 0, 0), "easy").answer.unique is True
    monkeypatch.setattr(line_generation, "BUDGET", 0.0)  # no search decides anything
    with pytest.raises(generator.GenerationFailed):
        make(generator.slot_rng(1, kind, "easy", 0, 0), "easy")


def test_other_answer_finds_the_second_line_or_proves_there_is_none() -> None:
    tiles = chain.load({"kind": "chain", "tiles": ["1-2", "2-3", "3-1", "1-4"]})
    answer = chain_solver.solve(tiles)
    assert answer.unique is False
    status, other = chain_solver.other_answer(tiles, answer.line, Budget(None))
    assert status == "feasible" and tiles.fits(other) and not other.same_as(answer.line)
    clued = chain.load(
        {**chain.dump(tiles), "clues": [{"at": 1, "tile": "4-1"}, {"at": 2, "tile": "1-2"}]}
    )
    answer = chain_solver.solve(clued)
    assert answer.unique is True
    assert chain_solver.other_answer(clued, answer.line, Budget(None)) == (
        "infeasible",
        None,
    )
    # Blocked, double-2 from 1-2: 1-0 0-2 2-1 1-1 or 1-1 1-0 0-2 2-1 (the double
    # at either end, both show 1).
    data = {"kind": "blocked", "set": 2, "line": "1-2", "tiles": ["0-1", "0-2", "1-1"]}
    position = blocked.load(data)
    answer = blocked_solver.solve(position)
    status, other = blocked_solver.other_answer(position, answer.line, Budget(None))
    assert status == "feasible"
    assert reference.solve_blocked(position).lines == {canonical(answer.line), canonical(other)}


def test_solve_on_a_budget_clock_is_the_real_solve() -> None:
    data = generator.generate(registry.KINDS["blocked"], 1, 2, "hard", jobs=1)[0]
    position = blocked.load(data)
    clock = Budget(None)
    on = blocked_solver.solve_on(position, clock).to_mapping()
    real = blocked_solver.solve(position).to_mapping()
    on.pop("seconds"), real.pop("seconds")
    assert on == real
    assert clock.branches == data["meta"]["solver_branches"]
