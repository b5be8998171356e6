"""play.html in Chromium: a 40-puzzle book's page, and a 200-puzzle page (the
book's puzzles five times), at full speed and with the CPU slowed 4x
(`Emulation.setCPUThrottlingRate`), against a 1-puzzle page opened the same way.

For each: first paint (the browser's first-contentful-paint), first puzzle
usable (the page has drawn it, its listeners are on, and a frame with it has
been laid out and painted), setup done, and every puzzle drawn (puzzles are
drawn as they scroll into view and the rest while the page is idle). Medians
of several opens, in milliseconds from navigation.
"""

from __future__ import annotations

import statistics
import tempfile
from pathlib import Path

import yaml
from click.testing import CliRunner

from cli.main import main
from puzzles.files import dump_yaml
from tests import browser

READY = "() => document.documentElement.dataset.ready === 'true'"
DRAWN = "() => document.documentElement.dataset.drawn === 'true'"
TIMES = """() => ({
  paint: (performance.getEntriesByName('first-contentful-paint')[0] || {startTime: 0}).startTime,
  usable: window.dominoPuzzles.timing.usable, ready: window.dominoPuzzles.timing.ready,
  drawn: window.dominoPuzzles.timing.drawn})"""


def _open(chromium, path: Path, rate: float) -> dict[str, float]:
    context = chromium.new_context(viewport={"width": 800, "height": 1000})
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
    page.goto(f"file://{path}")
    browser.wait_until(page, READY, timeout=60)
    browser.wait_until(page, "() => window.dominoPuzzles.timing.usable > 0", timeout=60)
    browser.wait_until(page, DRAWN, timeout=120)
    times = page.evaluate(TIMES)
    context.close()
    return times


def _medians(chromium, path: Path, rate: float, opens: int) -> dict[str, float]:
    runs = [_open(chromium, path, rate) for _ in range(opens)]
    return {key: statistics.median(r[key] for r in runs) for key in runs[0]}


def run(quick: bool = False, seed: int = 2026) -> None:
    why = browser.missing()
    if why:
        print(why)
        return
    count, opens = (12, 3) if quick else (40, 5)
    runner = CliRunner()
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "book"
        args = ["book", "--count", str(count), "--seed", str(seed), "--out", str(out), "--quiet"]
        runner.invoke(main, args, catch_exceptions=False)
        puzzles = yaml.safe_load((out / "book.yaml").read_text())["puzzles"]
        pages = {count: out / "play.html"}
        for n in (1, 200):
            (Path(tmp) / f"p{n}.yaml").write_text(
                dump_yaml({"puzzles": [puzzles[i % len(puzzles)] for i in range(n)]})
            )
            pages[n] = Path(tmp) / f"p{n}.html"
            args = ["render", str(Path(tmp) / f"p{n}.yaml"), "--html", str(pages[n])]
            runner.invoke(main, args, catch_exceptions=False)
        with browser.launch() as chromium:
            _open(chromium, pages[1], 1)  # the first open warms the browser's caches
            for rate in (1, 4):
                ref = _medians(chromium, pages[1], rate, opens)
                print(f"CPU {'at full speed' if rate == 1 else f'slowed {rate}x'}:")
                for n in (1, count, 200):
                    t = ref if n == 1 else _medians(chromium, pages[n], rate, opens)
                    size = pages[n].stat().st_size / 1024
                    print(
                        f"  {n:3d} puzzles ({size:5.0f} KiB): first paint {t['paint']:5.0f} ms,"
                        f" first puzzle usable {t['usable']:5.0f} ms"
                        f" (x{t['usable'] / ref['usable']:.2f} of 1 puzzle),"
                        f" setup {t['ready']:5.0f} ms, all drawn {t['drawn']:6.0f} ms"
                    )
        print(f"(medians of {opens} opens; a 40-puzzle page must stay under 1 MiB)")
