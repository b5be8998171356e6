"""What many test modules share."""

from __future__ import annotations

import pytest

from tests import browser


@pytest.fixture(scope="module")
def chromium():
    """Debian's Chromium driven by Playwright (tests/browser.py), one for a
    test module; where it or Playwright is missing, the test is skipped with
    the reason and how to install them."""
    if browser.missing():
        pytest.skip(browser.missing())
    with browser.launch() as b:
        yield b
