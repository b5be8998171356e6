"""Debian's Chromium driven by Playwright, for play.html: the tests and the bench.

No browser is downloaded: Playwright launches /usr/bin/chromium. Where it or
Playwright is missing, `launch()` says how to install them.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from contextlib import contextmanager

CHROMIUM = "/usr/bin/chromium"
HOW = (
    "play.html is tested in Chromium: install it with `apt-get install -y chromium` "
    "(as root) and Playwright with `pip install -e '.[test]'`"
)
# As root Chromium needs --no-sandbox; the rest keep it from calling home.
FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def missing() -> str | None:
    """Why the browser cannot run here, or None."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright is not installed. " + HOW
    if not (os.path.exists(CHROMIUM) or shutil.which("chromium")):
        return "Chromium is not installed. " + HOW
    return None


@contextmanager
def launch():
    from playwright.sync_api import sync_playwright

    path = CHROMIUM if os.path.exists(CHROMIUM) else shutil.which("chromium")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=path, args=FLAGS)
        try:
            yield browser
        finally:
            browser.close()


class Watch:
    """Every request and console error of a page, to assert none but the page's own."""

    def __init__(self, page):
        self.requests: list[str] = []
        self.errors: list[str] = []
        page.on("request", lambda r: self.requests.append(r.url))
        page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: self.errors.append(str(e)))


def open_page(browser, path, viewport=(1100, 1400), puzzles=True, **options):
    """A fresh context (its own localStorage) with `path` loaded from file://
    (`load`); `options`, the context's own beyond its window's size (a
    phone's `has_touch=True, is_mobile=True`)."""
    context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]}, **options)
    page = context.new_page()
    watch = Watch(page)
    load(page, path, puzzles)
    return page, watch


def load(page, path, puzzles: bool = True, ready: bool = True) -> None:
    """`path` loaded in `page` from file://, once the page says it is ready
    (not waited for where `ready` is false: a page that says nothing of it);
    a page of `puzzles` (play.html) once every puzzle is drawn."""
    page.goto(f"file://{os.path.abspath(path)}")
    if ready:
        wait_until(page, "() => document.documentElement.dataset.ready === 'true'")
    # Puzzles are drawn as they come into view and the rest while idle: wait for all.
    if puzzles:
        wait_until(page, "() => document.documentElement.dataset.drawn === 'true'")


STORE = (
    "() => JSON.stringify(Object.keys(localStorage).sort()"
    ".map((k) => [k, localStorage.getItem(k)]))"
)


def reload_kept(page, tries: int = 100) -> None:
    """`page.reload()` once the browser's store holds all the page wrote to
    localStorage, then wait until the page is ready, and reload again until
    the reloaded page reads what the page held before. A page's writes reach
    the store a moment later (Chromium hands them on between processes), and
    a reload at once, as only a test does, could read the store before them:
    seen a few times in loaded runs. A blank document at the page's address
    in a second tab reads the store, but it may share the page's renderer
    and so its copy of the store: once in a CI run the codes of the results
    page were gone after the reload although the second tab had read them.
    The reloaded page's own reading decides: it must find every key the page
    had written; a write that never reached the store fails here after
    `tries` reloads."""
    other = page.context.new_page()
    blank = "<!doctype html><title>store</title>"
    other.route("**/*", lambda r: r.fulfill(body=blank, content_type="text/html"))
    try:
        for _ in range(tries):
            other.goto(page.url)
            want = page.evaluate(STORE)  # the page may still be writing
            if other.evaluate(STORE) == want:
                break
            other.wait_for_timeout(50)
        else:
            raise AssertionError(f"the page's localStorage had not reached the store: {want}")
    finally:
        other.close()
    kept = {key for key, _ in json.loads(want)}
    for _ in range(tries):
        page.reload()
        wait_until(page, "() => document.documentElement.dataset.ready === 'true'")
        # its keys, not their values: a page may write again as it loads (the room does)
        if kept <= {key for key, _ in json.loads(page.evaluate(STORE))}:
            return
        page.wait_for_timeout(50)
    raise AssertionError(f"a reloaded page did not read the keys the page had kept: {want}")


def wait_until(page, predicate: str, timeout: float = 60.0) -> None:
    """Poll `predicate` (a JS function) until it is true. Not Playwright's
    wait_for_function: that one compiles its predicate with eval() in the page,
    which the page's Content-Security-Policy forbids (no 'unsafe-eval'), so it
    failed now and then with an EvalError; page.evaluate is not bound by it.
    The bound only catches a hang: a loaded machine may take many seconds."""
    deadline = time.monotonic() + timeout
    while not page.evaluate(predicate):
        if time.monotonic() > deadline:
            raise AssertionError(f"still false after {timeout} s: {predicate}")
        page.wait_for_timeout(20)


# Where a person's finger or pointer lands on `selector`: the element brought
# wholly into view (to the middle of the window) where part of it is out,
# then the middle of its box; null while there is no such element, it has no
# size, or something else covers its middle (Playwright's own tap waits for
# the same). Wholly, not only its middle: a middle on the window's last row
# of pixels (1399.9 in a 1400-pixel window) is hit by nothing.
_TARGET = """(s) => {
  const e = document.querySelector(s);
  if (!e) return null;
  let r = e.getBoundingClientRect();
  if (!(r.width && r.height)) return null;
  const html = document.documentElement;
  if (r.top < 0 || r.left < 0 || r.bottom > html.clientHeight || r.right > html.clientWidth) {
    e.scrollIntoView({block: 'center', inline: 'center'});
    r = e.getBoundingClientRect();
  }
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  return hit && (hit === e || e.contains(hit)) ? [x, y] : null;
}"""


class NothingToTap(AssertionError):
    """No element to tap, or it stayed covered, till the time was up."""


def point(page, selector: str, timeout: float = 30.0) -> tuple[float, float]:
    """Where a tap or click of `selector` lands (`_TARGET`), once there is one."""
    deadline = time.monotonic() + timeout
    while (at := page.evaluate(_TARGET, selector)) is None:
        if time.monotonic() > deadline:
            raise NothingToTap(f"nothing to tap after {timeout} s: {selector}")
        page.wait_for_timeout(20)
    return at[0], at[1]


def tap(page, selector: str, timeout: float = 30.0) -> None:
    """A real tap (touch events from the browser's input, as a finger gives)
    at the middle of `selector`'s element, once it is there and nothing covers
    it. Not Playwright's `page.tap`: that one also waits two frames for the
    element to keep still before every tap, most of a test's time in a game of
    many moves (the pages move nothing by animation)."""
    page.touchscreen.tap(*point(page, selector, timeout))


def click(page, selector: str, timeout: float = 30.0) -> None:
    """A real click of the mouse (moved there, pressed, released) at the
    middle of `selector`'s element, once it is there and nothing covers it;
    `tap` says why not Playwright's own."""
    page.mouse.click(*point(page, selector, timeout))
