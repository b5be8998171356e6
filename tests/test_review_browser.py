"""The review page (`review --format html`) in Chromium, of a game played in
the room (saved by its "Review the game" button, reviewed by the command the
room shows) and of a `play --log` log: every move of the list tapped at phone
size (touch) and clicked at desktop size, the position drawn and the chart's
marker following each."""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from tests import browser
from tests.room_page import context, open_room, write_page

pytestmark = pytest.mark.skipif(browser.missing() is not None, reason=str(browser.missing()))

PHONE = (390, 844)
DESKTOP = (1280, 800)
FAST = "0.001"  # the move-time a decision gets: the page is tested, not the values


def _cli(folder: Path, *args: str) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "cli.main", *args],
        capture_output=True,
        text=True,
        check=False,
        cwd=folder,
    )
    assert out.returncode == 0, out.stderr


@pytest.fixture(scope="module")
def reviews(chromium, tmp_path_factory) -> dict[str, Path]:
    """The review pages: of a 3-player Block match between the room's computer
    players (to 61 points: a few rounds), and of one Block round of `play --log`."""
    from puzzles.drawing.room_words import WORDS

    folder = tmp_path_factory.mktemp("reviews")
    room = write_page(folder)
    ctx = context(chromium, PHONE)
    page, watch = open_room(ctx, room)
    page.evaluate(
        """() => { dominoRoom.start({game: 'block', players: 3, seed: 1});
        dominoRoom.runBots(1e6); }"""
    )
    assert page.locator("#match-winner").is_visible()
    for lang in ("nl", "de", "lv", "en"):  # the end board's button in every language
        page.evaluate("(lang) => { UI.lang = lang; UI.redraw(); }", lang)
        assert page.locator("#review").inner_text() == WORDS[lang]["review"]
    with page.expect_download() as info:
        page.tap("#review")
    name = info.value.suggested_filename
    info.value.save_as(folder / name)
    command = page.locator("#review-command").inner_text()
    assert command == f"domino-puzzles review {name} --format html --out review.html"
    assert json.loads((folder / name).read_text()) == page.evaluate("() => dominoRoom.log()")
    assert watch.errors == []
    ctx.close()
    # the room's command as it is shown, run in the folder of the saved log
    _cli(folder, *shlex.split(command)[1:], "--move-time", FAST)
    _cli(folder, "play", "--rules", "block", "--rounds", "1", "--seed", "2",
         "--bots", "greedy", "--log", "play.json", "--format", "json")  # fmt: skip
    _cli(folder, "review", "play.json", "--format", "html", "--out", "play-review.html",
         "--move-time", FAST)  # fmt: skip
    return {"room": folder / "review.html", "play": folder / "play-review.html"}


@pytest.mark.parametrize("source", ["room", "play"])
@pytest.mark.parametrize("screen", [PHONE, DESKTOP])
def test_every_move_shows_its_position_and_moves_the_marker(chromium, reviews, source, screen):
    phone = screen == PHONE
    ctx = chromium.new_context(viewport={"width": screen[0], "height": screen[1]}, has_touch=phone)
    page = ctx.new_page()
    watch = browser.Watch(page)
    page.goto(f"file://{reviews[source].resolve()}")
    marker = page.locator("#marker")
    assert marker.get_attribute("visibility") == "hidden"
    buttons = page.locator("#moves button")
    count = buttons.count()
    assert count > 10
    shown, xs = [], []
    seen = """(i) => {
      const marker = document.getElementById('marker');
      return [document.querySelectorAll('#moves button')[i].getAttribute('aria-pressed'),
        document.getElementById('position').textContent, Number(marker.getAttribute('x1')),
        marker.getAttribute('visibility')]; }"""
    for i in range(count):
        button = buttons.nth(i)
        button.tap() if phone else button.click()
        pressed, text, x, visibility = page.evaluate(seen, i)
        assert (pressed, visibility) == ("true", "visible")
        shown.append(text)
        xs.append(x)
    # each move its own position (a Draw round's opening double has none before it)
    assert all(a != b for a, b in zip(shown, shown[1:], strict=False)), shown
    assert sum(1 for s in shown if s) >= count - 1
    # the marker walks left to right, one place a move
    assert all(a < b for a, b in zip(xs, xs[1:], strict=False)), xs
    # the page never scrolls sideways
    assert page.evaluate("() => document.documentElement.scrollWidth") <= screen[0]
    assert watch.errors == [] and all(u.startswith("file://") for u in watch.requests)
    ctx.close()
