"""The quick tier's bound (docs/development.md): a test that tests/slow.py
does not name fails when its set-up or its call takes more than `LIMIT`
seconds of processor time (the ini option `quick_limit` may set another),
its own and its finished child processes'. It belongs in tests/slow.py
then, or at a smaller size.

Time on the processor, not on the clock: on a machine loaded by other work a
test waits longer but does no more work, so the bound holds there too. The
bound is the quick tier's: it is checked in a run that leaves the slow tests
out (`-m "not slow"`), so the whole suite (CI) never fails on a slower
processor for a test's time alone.
tests/conftest.py takes these hooks; `pytest -p tests.quick_limit` alone
(tests/test_quick_tier.py) checks them.
"""

from __future__ import annotations

import resource
import time

import pytest

LIMIT = 5.0  # seconds: over the "a few seconds" tests/slow.py takes in


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addini("quick_limit", "the quick tier's bound, seconds of processor time", default="")


_SPENT = pytest.StashKey[dict]()


def cpu() -> float:
    """Seconds on the processor so far: this process's and its finished children's."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def _timed(when: str):
    @pytest.hookimpl(hookwrapper=True)
    def hook(item: pytest.Item):
        start = cpu()
        yield
        item.stash.setdefault(_SPENT, {})[when] = cpu() - start

    return hook


pytest_runtest_setup = _timed("setup")
pytest_runtest_call = _timed("call")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    outcome = yield
    report = outcome.get_result()
    spent = item.stash.get(_SPENT, {}).get(call.when)
    limit = float(item.config.getini("quick_limit") or LIMIT)
    quick = "not slow" in (item.config.getoption("markexpr", "") or "")
    if not quick or spent is None or spent <= limit or report.failed:
        return
    if item.get_closest_marker("slow"):
        return
    report.outcome = "failed"
    report.longrepr = (
        f"{item.nodeid}: its {call.when} took {spent:.1f} s of processor time, over the "
        f"quick tier's {limit:g} s: name it in tests/slow.py, or make it smaller"
    )
