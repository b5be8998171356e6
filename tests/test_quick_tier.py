"""The quick tier, `pytest -m "not slow"`: tests/slow.py names only tests that exist."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.slow import LONGEST_FIRST, SLOW

TESTS = Path(__file__).resolve().parent


def test_every_slow_test_named_is_a_test_of_its_file() -> None:
    for file, names in SLOW.items():
        path = TESTS / file
        assert path.is_file(), file
        tree = ast.parse(path.read_text(encoding="utf-8"))
        defined = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
        assert set(names) - {"*"} <= {n for n in defined if n.startswith("test")}, file
        assert "*" not in names or len(names) == 1, file  # a whole file, or some of its tests


def test_the_longest_files_listed_exist_once_each() -> None:
    assert len(set(LONGEST_FIRST)) == len(LONGEST_FIRST)
    assert [f for f in LONGEST_FIRST if not (TESTS / f).is_file()] == []


def test_a_long_test_outside_the_slow_ones_fails(pytester):
    """In a quick-tier run (`-m "not slow"`) a test over the bound fails,
    naming the phase and tests/slow.py; one within the bound passes; in a run
    of the whole suite the bound is not applied (a slower processor is no
    failure there)."""
    pytester.makepyfile(
        test_busy="""
        import time

        import pytest


        def busy(seconds):
            start = time.process_time()
            while time.process_time() - start < seconds:
                pass


        @pytest.fixture
        def slow_setup():
            busy(0.3)


        def test_long():
            busy(0.3)


        def test_long_setup(slow_setup):
            pass


        @pytest.mark.slow
        def test_long_but_slow():
            busy(0.3)


        def test_short():
            pass
        """
    )
    pytester.makeini("[pytest]\nquick_limit = 0.2\nmarkers = slow: more than a few seconds\n")
    options = ("-p", "tests.quick_limit", "-p", "no:cacheprovider")
    options += ("-W", "ignore::pytest.PytestAssertRewriteWarning")
    whole = pytester.runpytest_inprocess(*options)
    whole.assert_outcomes(passed=4)
    result = pytester.runpytest_inprocess(*options, "-m", "not slow")
    result.assert_outcomes(passed=1, failed=1, errors=1, deselected=1)
    result.stdout.fnmatch_lines(["*test_long_setup: its setup took 0.* s of processor time*"])
    result.stdout.fnmatch_lines(
        [
            "*::test_long: its call took 0.* s of processor time, over the quick tier's 0.2 s: "
            "name it in tests/slow.py, or make it smaller"
        ]
    )
