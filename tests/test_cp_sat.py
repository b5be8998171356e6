"""A `solve` process pays only for what it uses: CP-SAT without pandas, pandas on demand.

Each test runs a fresh interpreter: in this one pandas may already be loaded.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

EXAMPLE = Path(__file__).parent.parent / "examples" / "florentine.yaml"


def _imported(*argv: str) -> set[str]:
    """The modules a fresh `python -X importtime ARGV` imports, by `-X importtime`."""
    run = subprocess.run(
        [sys.executable, "-X", "importtime", *argv], capture_output=True, text=True, check=True
    )
    return {
        line.rsplit("|", 1)[1].strip()
        for line in run.stderr.splitlines()
        if line.startswith("import time:") and "|" in line
    }


def test_solving_a_florentine_file_never_imports_pandas() -> None:
    modules = _imported("-m", "cli", "solve", str(EXAMPLE), "--format", "json")
    assert "ortools.sat.python.cp_model" in modules  # the CP-SAT path was taken
    assert "pandas" not in modules


def test_solving_an_endgame_loads_neither_cp_sat_nor_the_page_machinery() -> None:
    endgame = EXAMPLE.parent / "endgame.yaml"
    modules = _imported("-m", "cli", "solve", str(endgame), "--format", "json")
    assert "solver.dominoes.endgame.search" in modules  # the endgame search ran
    assert not {m for m in modules if m.split(".")[0] in ("ortools", "svgwrite", "pandas")}
    assert "cli.printing" not in modules and "solver.hints" not in modules


def _run(code: str) -> str:
    run = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, check=True
    )
    return run.stdout.strip()


def test_pandas_features_of_cp_model_still_work_once_pandas_is_imported() -> None:
    out = _run(
        """
        import sys
        from solver.cp_sat import cp_model
        assert "pandas" not in sys.modules
        assert not isinstance(3, cp_model.pd.Series)
        import pandas as pd
        model = cp_model.CpModel()
        xs = model.new_bool_var_series("x", pd.Index(range(3)))
        assert isinstance(xs, pd.Series) and isinstance(xs, cp_model.pd.Series)
        model.add(xs.sum() == 2)
        solver = cp_model.CpSolver()
        assert solver.solve(model) == cp_model.OPTIMAL
        print(int(solver.boolean_values(xs).sum()))
        """
    )
    assert out == "2"


def test_a_stand_in_touched_for_more_imports_pandas() -> None:
    out = _run(
        """
        import sys
        from solver.cp_sat import cp_model
        frame = cp_model.pd.DataFrame({"a": [1, 2]})
        print(type(frame).__module__.split(".")[0], "pandas" in sys.modules)
        """
    )
    assert out == "pandas True"
