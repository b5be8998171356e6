"""Issue 54: every kind's pupils' page played by touch, as a child plays it,
at phone (390x844) and tablet (820x1180) size, for ages 6 and 10: the
first puzzle's answer tapped in, "Solved!", a code for the name typed made
at the first try, and every piece, place and button at least 9 mm for a
child's finger."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import domino_puzzles as dp
from domino_puzzles.web import codes
from solver.registry import KINDS
from tests import browser

SIZES = [(390, 844), (820, 1180)]
AGES = [6, 10]
MM = 96 / 25.4  # CSS pixels a millimetre


def data_in(path: Path, tag: str) -> dict:
    text = path.read_text(encoding="utf-8")
    raw = re.search(rf'id="{tag}">(.*?)</script>', text, re.S)[1]
    return json.loads(raw.replace("\\u003c", "<"))


@pytest.fixture(scope="module")
def sheets(tmp_path_factory) -> dict[tuple[str, int], Path]:
    root = tmp_path_factory.mktemp("touch")
    out = {}
    for kind in KINDS:
        for age in AGES:
            out[kind, age] = root / f"{kind}-{age}"
            dp.worksheet(out[kind, age], kind, count=1, age=age, seed=3)
    return out


def by_touch(page, d: dict, move: dict) -> None:
    """One move of the answer, tapped as a child taps it: the piece, then its
    place. Each tap lands at the middle of its element, scrolled to first,
    once nothing covers it (`browser.tap`); the element is found again for
    every tap, so a puzzle drawn anew meanwhile (a sealed result worked out
    redraws it) is tapped where it is now."""
    kind = d["kind"]
    sec = f'section[data-id="{d["id"]}"]'

    def tap_in(selector: str) -> None:
        browser.tap(page, f"{sec} {selector}")

    if kind == "florentine":
        tap_in(f'[data-pick="{"P" if move.get("personal") else move["card"]}"]')
        for _ in range(move.get("turn", 0)):
            tap_in('[data-act="turn"]')
        tap_in(f'[data-put="{move["cell"]}"]')
    elif kind == "dominosa":
        tap_in(f'[data-pick="{move["cells"][0]}"]')
        tap_in(f'[data-put="{move["cells"][1]}"]')
    elif kind == "regions":  # the domino, turned by a second tap; its two cells
        a, b = (int(x) for x in move["tile"].split("-"))
        tap_in(f'.tray [data-pick="{min(a, b)}-{max(a, b)}"]')
        if a > b:
            tap_in(f'.tray [data-pick="{min(a, b)}-{max(a, b)}"]')
        tap_in(f'.board [data-pick="{move["cells"][0]}"]')
        tap_in(f'.board [data-put="{move["cells"][1]}"]')
    else:
        a, b = (int(x) for x in move["tile"].split("-"))
        tap_in(f'[data-pick="{min(a, b)}-{max(a, b)}"]')
        if kind == "chain" and a > b:  # the tray shows the smaller half first
            tap_in(f'[data-pick="{min(a, b)}-{max(a, b)}"]')  # a tap on it turns it
        tap_in(f'[data-put="{move["at"] if kind == "chain" else move["end"]}"]')


@pytest.mark.parametrize("kind", list(KINDS))
def test_every_kind_plays_by_touch_at_phone_and_tablet_size(sheets, chromium, kind):
    for age in AGES:
        folder = sheets[kind, age]
        teacher = data_in(folder / "teacher" / "play.html", "puzzle-data")["puzzles"][0]
        lock = data_in(folder / "teacher" / "results.html", "results-data")["puzzles"][0]
        for width, height in SIZES:
            context = chromium.new_context(
                viewport={"width": width, "height": height}, has_touch=True, is_mobile=True
            )
            page = context.new_page()
            watch = browser.Watch(page)
            page.goto(f"file://{folder / 'pupils' / 'play.html'}")
            browser.wait_until(page, "() => document.documentElement.dataset.ready === 'true'")
            page.locator("#pupil-name").fill("Zoë")
            sec = page.locator(f'section[data-id="{teacher["id"]}"]')
            for step in teacher["steps"]:
                by_touch(page, teacher, step["move"])
                refused = sec.locator(".message.refused")
                assert not refused.count(), (kind, age, sec.locator(".message").inner_text())
            pid = json.dumps(teacher["id"])
            browser.wait_until(page, f"() => window.dominoPuzzles.state({pid}).solved")
            assert page.evaluate(f"window.dominoPuzzles.state({pid}).tries") == 1
            browser.wait_until(page, f"() => window.dominoPuzzles.code({pid}) !== null")
            code = page.evaluate(f"window.dominoPuzzles.code({pid})")
            assert code in [codes.code(k, teacher["id"], "Zoe") for k in lock["keys"]]
            assert code in sec.locator(".code").inner_text()
            # every piece, place and button a finger meets: 9 mm at least
            small = page.evaluate(
                """(least) => [...document.querySelectorAll(
                     "section [data-pick], section [data-put], section [data-act], #new-pupil")]
                   .filter((e) => e.offsetParent !== null)
                   .map((e) => [e.outerHTML.slice(0, 60), e.getBoundingClientRect()])
                   .filter(([, r]) => Math.min(r.width, r.height) < least)
                   .map(([h, r]) => h + " " + Math.round(r.width) + "x" + Math.round(r.height))""",
                9 * MM - 0.5,
            )
            assert not small, (kind, age, width, small[:5])
            # nothing wider than the screen
            wide = page.evaluate("document.documentElement.scrollWidth")
            assert wide <= width + 1, (kind, age, width, wide)
            assert not watch.errors, watch.errors
            context.close()
