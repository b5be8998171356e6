"""What the worksheet pages' tests share: several pages walked in one tab.

A fresh context (`browser.open_page`) costs twice what the next file loaded
in the same tab does, and a test that reads several pages needs no fresh one
for each: a page keeps its progress in localStorage under its own key (the
hash of its data, play_html.py), so two different pages never see each
other's moves. Only the pupil's name is kept for every page alike: a test of
the name box, or one that loads the same page twice as if new, takes a fresh
context.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from pathlib import Path

from tests import browser


def visit(page, path: Path | str, puzzles: bool = True) -> browser.Watch:
    """`path` loaded in the open `page` in place of what it showed, once
    ready (a page of puzzles once every puzzle is drawn), as
    `browser.open_page` waits for it. The new page's requests and console
    errors, from its load on."""
    watch = browser.Watch(page)
    page.goto(f"file://{os.path.abspath(path)}")
    browser.wait_until(page, "() => document.documentElement.dataset.ready === 'true'")
    if puzzles:
        browser.wait_until(page, "() => document.documentElement.dataset.drawn === 'true'")
    return watch


def one_tab(chromium) -> Iterator:
    """One tab of a fresh context for a module's tests (a module-scoped
    fixture yields from it), each test loading its own pages in it (`visit`)
    rather than a fresh context each: for tests whose pages all differ from
    one another and that type no pupil's name. Closed once the module's
    tests are done."""
    context = chromium.new_context(viewport={"width": 1100, "height": 1400})
    yield context.new_page()
    context.close()


def walk(chromium, paths: Iterable[Path | str], puzzles: bool = True) -> Iterator[tuple]:
    """Each of `paths` (different pages) loaded in turn in one tab of a fresh
    context: (path, page, watch) for each, the watch holding that page's own
    requests and errors. The context is closed once the walk is done (after
    a failure, with the module's others: tests/conftest.py)."""
    page = None
    for path in paths:
        if page is None:
            page, watch = browser.open_page(chromium, path, puzzles=puzzles)
        else:
            watch = visit(page, path, puzzles)
        yield path, page, watch
    if page is not None:
        page.context.close()
