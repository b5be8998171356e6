"""Lines on play.html that read as lines on a phone and a tablet, by touch:
a snake (rows that run back, turning under their own end) in which tiles that
touch in the line touch on the page, each end's button beside the tile it
extends, empty places with no number in them."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from cli.main import main
from tests import browser, play_helpers
from tests.play_helpers import Visits

pytestmark = pytest.mark.skipif(browser.missing() is not None, reason=browser.missing() or "")

SCREENS = [(390, 844), (820, 1180)]


@pytest.fixture(scope="module")
def sheets(tmp_path_factory):
    root = tmp_path_factory.mktemp("lines")
    out = {}
    for kind, age in (("chain", 6), ("chain", 10), ("blocked", 10), ("endgame", 10)):
        folder = root / f"{kind}-{age}"
        args = ["worksheet", "--kind", kind, "--age", str(age), "--count", "2", "--seed", "2"]
        result = CliRunner().invoke(main, [*args, "--out", str(folder), "--quiet"])
        assert result.exit_code == 0, result.output
        out[kind, age] = folder / "teacher" / "play.html"
    return out


@pytest.fixture(scope="module")
def tabs(chromium):
    """A phone's and a tablet's tab (a touch screen each), kept for the
    module: each test loads its sheet in the tab of its screen, every sheet
    once a screen, instead of a new context a test."""
    made = {
        screen: Visits(chromium, viewport=screen, has_touch=True, is_mobile=True)
        for screen in SCREENS
    }
    yield made
    for visits in made.values():
        visits.close()


def opened(tabs, path, screen):
    """The sheet's page in the tab of `screen`, every puzzle drawn."""
    page, _ = tabs[screen].open(path)
    return page


# Each place of the chain (the puzzle's section `s`): its class, its text, its box.
PLACES = """(s) => [...document.querySelectorAll(s + ' .slots [data-put]')].map((e) => {
  const r = e.getBoundingClientRect();
  return {cls: e.getAttribute('class') || '', text: e.innerText,
          box: {x: r.x, y: r.y, width: r.width, height: r.height}};
})"""


def data(page) -> list[dict]:
    return page.evaluate("JSON.parse(document.getElementById('puzzle-data').textContent).puzzles")


def centre(box: dict) -> tuple[float, float]:
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def side_by_side(a: dict, b: dict) -> bool:
    """Two boxes next to each other: in one row, or one under the other, less
    than half the wider one apart (a double, crosswise, stands in the middle of
    its place, as wide as the widest in its column)."""
    (ax, ay), (bx, by) = centre(a), centre(b)
    gap = max(a["width"], b["width"], 40) / 2
    across = abs(ay - by) < max(a["height"], b["height"]) / 2 and (
        abs(ax - bx) <= (a["width"] + b["width"]) / 2 + gap
    )
    down = abs(ax - bx) < max(a["width"], b["width"]) / 2 and (
        abs(ay - by) <= (a["height"] + b["height"]) / 2 + max(a["height"], b["height"])
    )  # a row with a double in it is as tall as the double
    return across or down


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("age", [6, 10])
def test_a_chain_is_a_snake_of_places_that_touch_and_empty_ones_show_no_number(
    tabs, sheets, screen, age
):
    """Each place's class, text and box read in one call; the tiles laid by
    real taps at their middles (`browser.tap`)."""
    page = opened(tabs, sheets["chain", age], screen)
    for d in data(page):
        at = f'section[data-id="{d["id"]}"]'
        places = page.evaluate(PLACES, at)
        n = len(places)
        assert n == len(d["tiles"])
        for i in range(n):  # an empty place is an empty box
            if "given" not in places[i]["cls"]:
                assert places[i]["text"].strip() == "", (d["id"], i)
        for step in d["steps"]:  # laid by taps, a tile turned where it fits one way
            a, b = step["move"]["tile"].split("-")
            play_helpers.tap(page, f'{at} [data-pick="{min(a, b)}-{max(a, b)}"]')
            play_helpers.tap(page, f'{at} [data-put="{step["move"]["at"]}"]')
        assert page.evaluate(f"window.dominoPuzzles.state({d['id']!r}).solved"), d["id"]
        boxes = [place["box"] for place in page.evaluate(PLACES, at)]
        for i in range(n - 1):  # place i+1 beside place i, in its row or at a turn
            assert side_by_side(boxes[i], boxes[i + 1]), (d["id"], i, boxes[i], boxes[i + 1])
        right = max(b["x"] + b["width"] for b in boxes)
        assert right <= screen[0], (d["id"], right)  # no row runs off the screen


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("kind", ["blocked", "endgame"])
def test_each_end_button_stands_beside_the_end_it_extends(tabs, sheets, screen, kind):
    """The tiles laid by real taps at their middles (`browser.tap`)."""
    page = opened(tabs, sheets[kind, 10], screen)
    for d in data(page):
        at = f'section[data-id="{d["id"]}"]'
        sec = page.locator(at)
        for step in d["steps"]:
            move = step["move"]
            a, b = move["tile"].split("-")
            play_helpers.tap(page, f'{at} [data-pick="{min(a, b)}-{max(a, b)}"]')
            play_helpers.tap(page, f'{at} [data-put="{move["end"]}"]')
        laid = sec.locator(".line-tiles .laid")
        n = laid.count()
        assert n >= 2, d["id"]
        tiles = [laid.nth(i).bounding_box() for i in range(n)]
        for i in range(n - 1):
            assert side_by_side(tiles[i], tiles[i + 1]), (d["id"], i)
        left = sec.locator('[data-put="left"]').bounding_box()
        right = sec.locator('[data-put="right"]').bounding_box()
        assert side_by_side(left, tiles[0]), (d["id"], left, tiles[0])
        assert side_by_side(right, tiles[-1]), (d["id"], right, tiles[-1])
        assert max(b["x"] + b["width"] for b in [*tiles, left, right]) <= screen[0]
    page.screenshot(path=str(sheets[kind, 10].parent / f"line-{screen[0]}.png"), full_page=True)
