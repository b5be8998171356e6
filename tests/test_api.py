"""solver/api.py, the module for scripts: the same answers and messages as the commands."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import main
from domino_puzzles.paper_kind import draw
from solver import api

ROOT = Path(__file__).resolve().parent.parent
CHAIN = {"kind": "chain", "tiles": ["1-2", "2-4", "4-4", "4-0"]}


def test_a_position_alone_solves_like_its_entry() -> None:
    entry = api.load(CHAIN)
    by_entry = api.solve(entry).to_mapping()
    alone = api.solve(entry.puzzle).to_mapping()
    by_entry.pop("seconds"), alone.pop("seconds")
    assert by_entry == alone and alone["line"] == "0-4 4-4 4-2 2-1"


def test_something_that_is_no_puzzle_is_refused() -> None:
    with pytest.raises(TypeError, match="not a puzzle"):
        api.solve("1-2 2-3")


def test_load_file_names_the_file_the_puzzle_and_the_field(tmp_path) -> None:
    path = tmp_path / "two.yaml"
    path.write_text("puzzles:\n- {kind: chain, tiles: [1-2]}\n- {kind: chain, id: x, tiles: 3}\n")
    with pytest.raises(api.BadInput) as caught:
        api.load_file(path)
    assert str(caught.value).startswith(f"{path}: puzzle 2 (x): tiles: ")
    with pytest.raises(api.BadInput, match="kind: unknown kind 'sudoku'"):
        api.load({"kind": "sudoku"})


def test_check_says_what_the_command_says(tmp_path) -> None:
    wrong = {**CHAIN, "solution": {"line": "1-2 2-4 4-4 4-0", "tiles_laid": 3}}
    result = api.check(api.load(wrong))
    assert not result.ok and result.problems == ["solution.tiles_laid is 3, solving gives 4"]
    path = tmp_path / "wrong.yaml"
    path.write_text(f"kind: chain\ntiles: {CHAIN['tiles']}\nsolution: {wrong['solution']}\n")
    out = CliRunner().invoke(main, ["check", str(path)])
    assert out.exit_code == 1 and f"puzzle 1: {result.verdict} (" in out.stdout


def test_generate_is_the_command_s_file(tmp_path) -> None:
    made = api.generate("blocked", 2, seed=4, difficulty="easy")
    out = tmp_path / "b.yaml"
    args = ["generate", "blocked", "--count", "2", "--seed", "4", "--difficulty", "easy"]
    assert CliRunner().invoke(main, [*args, "--out", str(out), "--quiet"]).exit_code == 0
    again, _ = api.load_file(out)
    assert [e.puzzle.header["id"] for e in again] == [m["id"] for m in made]
    with pytest.raises(api.BadInput, match="unknown kind"):
        api.generate("sudoku")
    with pytest.raises(api.BadInput, match="unknown difficulty"):
        api.generate("chain", difficulty="fiendish")


def test_draw_gives_an_svg_document_in_millimetres() -> None:
    entry = api.load_file(ROOT / "examples" / "chain.yaml").puzzles[0]
    svg = draw(entry)
    assert svg.startswith("<svg") and 'width="' in svg and 'mm"' in svg
    assert draw(entry, entry.puzzle.header.get("solution") or api.solve(entry)) != svg


def test_hint_says_plainly_when_there_is_no_human_solver() -> None:
    entry = api.load(CHAIN)
    without = api.Entry(entry.label, replace(entry.kind, hints_module=None), entry.puzzle)
    with pytest.raises(NotImplementedError, match="chain"):
        api.hint(without)


def test_hint_and_explain_give_steps_to_the_answer() -> None:
    entry = api.load(CHAIN)
    steps = api.explain(entry)
    assert steps and api.hint(entry) == steps[0]
    assert set(steps[0].to_mapping()) == {"move", "technique", "level", "reason"}


def test_loading_and_reading_never_load_the_solver() -> None:
    code = (
        "import sys; from solver import api; "
        "api.load_file('examples/collection.yaml'); "
        "print('ortools' in ' '.join(sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.stdout.strip() == "False", done.stderr
