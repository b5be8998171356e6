"""What many test modules share."""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

from tests import browser, play_helpers
from tests.quick_limit import (  # noqa: F401 (hooks: pytest finds them here by name)
    pytest_addoption,
    pytest_runtest_call,
    pytest_runtest_makereport,
    pytest_runtest_setup,
)
from tests.slow import LONGEST_FIRST, SLOW

# The command line speaks the environment's language where no --lang is given
# (cli/words.py); the tests expect English there, whatever the machine's locale.
for _name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_name, None)
os.environ["LANG"] = "C.UTF-8"

# pytester: tests/test_quick_tier.py runs pytest on a file of its own
pytest_plugins = ["pytester"]

# The property tests draw the same examples on every run (the README's test
# command, CI): a property that fails fails every run, not one run in ten, and a
# loaded machine is slow, not wrong (no deadline; pytest-timeout catches a hang).
settings.register_profile("repeatable", derandomize=True, deadline=None)
# `pytest --hypothesis-profile explore`: new examples each run, to look for what
# the repeatable ones miss (docs/development.md).
settings.register_profile("explore", deadline=None)
settings.load_profile("repeatable")


_STARTED: list = []  # the worker's browser, once a test has asked for it


@pytest.fixture(scope="session")
def chromium():
    """Debian's Chromium driven by Playwright (tests/browser.py), started once
    for the whole run of a process (an xdist worker): a test takes a fresh
    context of it (`browser.open_page`), its own localStorage, and what a
    module leaves open is closed after it (`_close_contexts`). Where it or
    Playwright is missing, the test is skipped with the reason and how to
    install them."""
    if browser.missing():
        pytest.skip(browser.missing())
    with browser.launch() as b:
        _STARTED.append(b)
        yield b


@pytest.fixture(scope="module", autouse=True)
def _close_contexts():
    """The contexts a module's tests opened in the shared browser, closed once
    its own fixtures are done with them: the next module starts clean."""
    yield
    for b in _STARTED:
        for context in b.contexts:
            context.close()


@pytest.fixture(scope="module")
def tabs(chromium):
    """Each play page a module's tests ask for, opened once for the module,
    every puzzle as given again before each test (tests/play_helpers.py
    `Tabs`)."""
    made = play_helpers.Tabs(chromium)
    yield made
    made.close()


@pytest.fixture(scope="module")
def tab(chromium):
    """One desktop-sized tab for a module's tests whose pages are each a file
    of their own, loaded there in turn instead of in a new context each
    (tests/play_helpers.py `Visits`): for pages that type no pupil's name,
    the one thing every page of the browser shares."""
    made = play_helpers.Visits(chromium)
    yield made
    made.close()


@pytest.fixture(scope="module")
def visits(chromium):
    """One phone-sized tab for a module's tests whose pages are each a file
    of their own, loaded there in turn instead of in a new context each
    (tests/play_helpers.py `Visits`)."""
    made = play_helpers.Visits(chromium, viewport=(390, 844))
    yield made
    made.close()


def pytest_configure(config: pytest.Config) -> None:
    """xdist hands the files out in the order they are collected (not by how
    many tests each has, its default): see `pytest_collection_modifyitems`."""
    if hasattr(config.option, "loadscopereorder"):
        config.option.loadscopereorder = False


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The files tests/slow.py measured longest first, longest first (`pytest
    -n 2 --dist loadfile` gives each worker a file at a time: a long file
    started last leaves the other worker idle till it ends), then the rest
    as collected; and the `slow` mark on the tests tests/slow.py names and on
    every test that drives Chromium: `pytest -m "not slow"` is the quick tier
    (docs/development.md); CI runs every test."""
    rank = {name: i for i, name in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(rank)))  # stable
    for item in items:
        names = SLOW.get(item.path.name, ())
        name = getattr(item, "originalname", item.name)
        if "*" in names or name in names or "chromium" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.slow)
