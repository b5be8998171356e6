"""The quick tier, `pytest -m "not slow"`: tests/slow.py names only tests that exist."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.slow import SLOW

TESTS = Path(__file__).resolve().parent


def test_every_slow_test_named_is_a_test_of_its_file() -> None:
    for file, names in SLOW.items():
        path = TESTS / file
        assert path.is_file(), file
        tree = ast.parse(path.read_text(encoding="utf-8"))
        defined = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
        assert set(names) - {"*"} <= {n for n in defined if n.startswith("test")}, file
        assert "*" not in names or len(names) == 1, file  # a whole file, or some of its tests
