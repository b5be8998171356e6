"""What the play.html test files share to load a page once for many tests
(tests/test_play_browser.py and its neighbours): a page opened once a module
and brought back to its puzzles as given before each test, instead of a fresh
browser context (a new renderer process and the whole page loaded and drawn
again) for every test."""

from __future__ import annotations

import time
from pathlib import Path

from tests import browser
from tests.browser import click, point, tap  # noqa: F401 (the pages' tests take them from here too)

# Every puzzle of the page as given, nothing chosen, nothing kept, no word said:
# the page's own "new pupil" (puzzles/web/play.js `newPupil`: moves, Undo's
# past, a shown answer, tries and what is chosen cleared, localStorage
# emptied), a page as it loads, without loading it again.
AS_GIVEN = """() => {
  window.dominoPuzzles.newPupil();
  return window.dominoPuzzles.ids().every((id) => {
    const s = window.dominoPuzzles.state(id);
    return s.moves.length === 0 && !s.shown;
  }) && localStorage.length === 0;
}"""


class Tabs:
    """One page of each file, opened (`browser.open_page`) the first time a
    test of the module asks for it and kept for the module's later tests.
    `fresh(path)` gives it back with every puzzle as given; its `Watch` keeps
    every request and console error since the page was opened, so a test's
    check that the page asked for nothing but itself and logged no error
    covers the tests before it on that page too."""

    def __init__(self, chromium) -> None:
        self.chromium = chromium
        self.open: dict[tuple[Path, tuple[int, int]], tuple[object, browser.Watch]] = {}

    def page(self, path: Path, viewport: tuple[int, int] = (1100, 1400)):
        """The page of `path` as the earlier tests left it (for what reads
        only), and its Watch."""
        key = (Path(path).resolve(), viewport)
        if key not in self.open:
            self.open[key] = browser.open_page(self.chromium, path, viewport=viewport)
        return self.open[key]

    def fresh(self, path: Path, viewport: tuple[int, int] = (1100, 1400)):
        """The page of `path` with every puzzle as given, scrolled to its top,
        and its Watch."""
        page, watch = self.page(path, viewport)
        assert page.evaluate(AS_GIVEN), f"{path}: not every puzzle is back as given"
        return page, watch

    def contexts(self) -> list:
        return [page.context for page, _ in self.open.values()]

    def close(self) -> None:
        for page, _ in self.open.values():
            page.context.close()
        self.open.clear()


_FOCUS = """(s) => {
  const e = document.querySelector(s);
  if (!e) return false;
  e.focus();
  return document.activeElement === e;
}"""


def focus(page, selector: str, timeout: float = 30.0) -> None:
    """`selector`'s element focused (its `focus()`, as Playwright's own focus
    calls it), in one call instead of Playwright's selector round (a tenth
    of a key's time), once the element is there."""
    deadline = time.monotonic() + timeout
    while not page.evaluate(_FOCUS, selector):
        if time.monotonic() > deadline:
            raise AssertionError(f"nothing to focus after {timeout} s: {selector}")
        page.wait_for_timeout(20)


class Visits:
    """One context and one page that goes from file to file (`open`), for a
    test that looks at several pages, each once: a page loaded in the tab the
    last one left, not in a new context (a new renderer process). Only for
    pages that need no localStorage of their own: a file visited twice sees
    what it kept the first time, as in one browser's tab."""

    def __init__(self, chromium, viewport: tuple[int, int] = (1100, 1400), **options) -> None:
        """`options`: the context's own beyond its window's size (a phone's
        `has_touch=True, is_mobile=True`)."""
        self.context = chromium.new_context(
            viewport={"width": viewport[0], "height": viewport[1]}, **options
        )
        self.page = self.context.new_page()
        self.watch = browser.Watch(self.page)

    def open(self, path: Path, puzzles: bool = True, ready: bool = True):
        """The page of `path` loaded as `browser.open_page` loads it (ready,
        and every puzzle drawn on a page of `puzzles`; only loaded where the
        page says nothing of being ready), and a Watch of it alone: the
        requests and console errors since this load."""
        self.watch.requests.clear()
        self.watch.errors.clear()
        browser.load(self.page, path, puzzles, ready)
        return self.page, self.watch

    def close(self) -> None:
        self.context.close()


def drag(page, source: str, target: str) -> None:
    """A real drag of the mouse (pressed at the middle of `source`'s element,
    moved to the middle of `target`'s, released), each element brought into
    view and uncovered first, as Playwright's `drag_to` does without its
    two-frame wait for each to keep still. The target's middle is read once
    the button is down, as `drag_to` reads it."""
    page.mouse.move(*point(page, source))
    page.mouse.down()
    page.mouse.move(*point(page, target))
    page.mouse.up()
