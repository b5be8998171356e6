"""play.html of a 40-puzzle mixed book: its size, and how fast Chromium makes it
playable, against the book's old index.html (a list of <img>) opened the same way.

`ready` is milliseconds from navigation to the page's script having drawn every
puzzle; `load` is the browser's load event; both are medians of several opens.
"""

from __future__ import annotations

import statistics
import tempfile
from pathlib import Path

from click.testing import CliRunner

from cli.main import main
from tests import browser


def _timings(chromium, path: Path, opens: int) -> tuple[float, float]:
    ready, load = [], []
    for _ in range(opens):
        page, _ = (
            browser.open_page(chromium, path)
            if path.name == "play.html"
            else _plain(chromium, path)
        )
        times = page.evaluate(
            "({ready: window.dominoPuzzles ? window.dominoPuzzles.timing.ready : 0,"
            " load: performance.getEntriesByType('navigation')[0].loadEventEnd})"
        )
        ready.append(times["ready"])
        load.append(times["load"])
        page.context.close()
    return statistics.median(ready), statistics.median(load)


def _plain(chromium, path: Path):
    context = chromium.new_context()
    page = context.new_page()
    page.goto(f"file://{path}", wait_until="load")
    return page, None


def run(quick: bool = False, seed: int = 2026) -> None:
    why = browser.missing()
    if why:
        print(why)
        return
    count, opens = (12, 3) if quick else (40, 7)
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "book"
        args = ["book", "--count", str(count), "--seed", str(seed), "--out", str(out), "--quiet"]
        CliRunner().invoke(main, args, catch_exceptions=False)
        page = out / "play.html"
        with browser.launch() as chromium:
            _timings(chromium, page, 1)  # the first open warms the browser's caches
            ready, load = _timings(chromium, page, opens)
            _, index_load = _timings(chromium, out / "index.html", opens)
        size = page.stat().st_size
        print(f"play.html, {count} puzzles: {size / 1024:.0f} KiB ({size / 2**20:.2f} of 1 MiB)")
        print(f"  playable after {ready:.0f} ms, load event at {load:.0f} ms (median of {opens})")
        print(
            f"  index.html (<img> pages) load event at {index_load:.0f} ms:"
            f" ratio {load / index_load:.2f}"
        )
