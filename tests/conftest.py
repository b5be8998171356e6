"""What many test modules share."""

from __future__ import annotations

import pytest
from hypothesis import settings

from tests import browser
from tests.slow import SLOW

# The property tests draw the same examples on every run (the README's test
# command, CI): a property that fails fails every run, not one run in ten, and a
# loaded machine is slow, not wrong (no deadline; pytest-timeout catches a hang).
settings.register_profile("repeatable", derandomize=True, deadline=None)
# `pytest --hypothesis-profile explore`: new examples each run, to look for what
# the repeatable ones miss (docs/development.md).
settings.register_profile("explore", deadline=None)
settings.load_profile("repeatable")


@pytest.fixture(scope="module")
def chromium():
    """Debian's Chromium driven by Playwright (tests/browser.py), one for a
    test module; where it or Playwright is missing, the test is skipped with
    the reason and how to install them."""
    if browser.missing():
        pytest.skip(browser.missing())
    with browser.launch() as b:
        yield b


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The `slow` mark on the tests tests/slow.py names and on every test that
    drives Chromium: `pytest -m "not slow"` is the quick tier
    (docs/development.md); CI runs every test."""
    for item in items:
        names = SLOW.get(item.path.name, ())
        name = getattr(item, "originalname", item.name)
        if "*" in names or name in names or "chromium" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.slow)
