"""The review page (`review --format html`) in Chromium, of a game played in
the room (saved by its "Review the game" button, reviewed by the command the
room shows) and of a `play --log` log: every move of the list tapped at phone
size (touch) and clicked at desktop size, the position drawn and the chart's
marker following each; the arrow keys and taps on the chart step through the
moves on a phone; the summary never under the panel that stays in view; a
Florentine review's board drawn with the move played and the best marked."""

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
WIDE = (1440, 900)
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
    players (to 61 points: a few rounds), and of one Block round of `play --log`.
    The match is dealt with seed 6: 4 rounds, 57 moves, each class (best to
    blunder) among them, where seed 1's 9 rounds had 107 moves for the tests
    to tap through one by one."""
    from puzzles.drawing.room_words import WORDS

    folder = tmp_path_factory.mktemp("reviews")
    room = write_page(folder)
    ctx = context(chromium, PHONE)
    page, watch = open_room(ctx, room)
    page.evaluate(
        """() => { dominoRoom.start({game: 'block', players: 3, seed: 6});
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
    _cli(folder, "play", "--rules", "florentine", "--players", "2", "--seed", "1",
         "--bots", "greedy", "--log", "flo.json", "--format", "json")  # fmt: skip
    _cli(folder, "review", "flo.json", "--format", "html", "--out", "flo-review.html",
         "--move-time", FAST)  # fmt: skip
    return {
        "room": folder / "review.html",
        "play": folder / "play-review.html",
        "florentine": folder / "flo-review.html",
    }


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
    keys = page.evaluate(
        "() => [...document.querySelectorAll('#moves button')].map((b) => b.dataset.key)"
    )
    count = len(keys)
    assert count > 10 and len(set(keys)) == count
    shown, xs = [], []
    seen = """(i) => {
      const marker = document.getElementById('marker');
      return [document.querySelectorAll('#moves button')[i].getAttribute('aria-pressed'),
        document.getElementById('position-text').textContent, Number(marker.getAttribute('x1')),
        marker.getAttribute('visibility')]; }"""
    # a real tap (click) at each button's middle, scrolled into view as a finger
    # would; not Playwright's, whose wait for the button to keep still was most
    # of the time
    press = browser.tap if phone else browser.click
    for i, key in enumerate(keys):
        press(page, f'#moves button[data-key="{key}"]')
        pressed, text, x, visibility = page.evaluate(seen, i)
        assert (pressed, visibility) == ("true", "visible"), (i, key)
        shown.append(text)
        xs.append(x)
    # each move its own position (a Draw round's opening double has none before it)
    assert all(a != b for a, b in zip(shown, shown[1:], strict=False)), shown
    assert sum(1 for s in shown if s) >= count - 1
    # the marker walks left to right, one place a move
    assert all(a < b for a, b in zip(xs, xs[1:], strict=False)), xs
    # positions are drawn as the room draws them: the line of tiles, the hand
    assert page.locator("#position svg.line .tile").count() > 0
    # the page never scrolls sideways
    assert page.evaluate("() => document.documentElement.scrollWidth") <= screen[0]
    assert watch.errors == [] and all(u.startswith("file://") for u in watch.requests)
    ctx.close()


PRESSED = """() => [...document.querySelectorAll('#moves button')]
  .findIndex((b) => b.getAttribute('aria-pressed') === 'true')"""
# Every piece of text on the page drawn under 14 px, as it shows on the
# screen: an SVG text's size times the scale its picture is drawn at.
SMALL_TEXT = """() => { const small = [];
  for (const el of document.querySelectorAll('body *')) {
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own || !el.getBoundingClientRect().width) continue;
    let size = parseFloat(getComputedStyle(el).fontSize);
    if (el instanceof SVGElement) { const m = el.getScreenCTM(); size *= Math.hypot(m.a, m.b); }
    if (size < 14) small.push([el.tagName, el.textContent.slice(0, 20), size]);
  }
  return small; }"""


def test_a_phone_steps_by_the_arrow_keys_and_by_taps_on_the_chart(chromium, reviews):
    ctx = chromium.new_context(
        viewport={"width": PHONE[0], "height": PHONE[1]}, has_touch=True, is_mobile=True
    )
    page = ctx.new_page()
    watch = browser.Watch(page)
    page.goto(f"file://{reviews['room'].resolve()}")
    # the page lays out at the phone's width, its own phone layout applied
    assert page.evaluate("() => window.innerWidth") == PHONE[0]
    assert page.evaluate("() => getComputedStyle(document.getElementById('seen')).position") == (
        "sticky"
    )
    count = page.locator("#moves button").count()
    assert page.evaluate(PRESSED) == -1
    for i in range(5):
        page.keyboard.press("ArrowRight")
        assert page.evaluate(PRESSED) == i
    page.keyboard.press("ArrowLeft")
    assert page.evaluate(PRESSED) == 3
    # no text under 14 px: the summary, the chart, the position and its hand
    assert page.evaluate(SMALL_TEXT) == []
    page.keyboard.press("End")
    assert page.evaluate(PRESSED) == count - 1
    page.keyboard.press("ArrowRight")  # no further than the last
    assert page.evaluate(PRESSED) == count - 1
    # a tap on the chart chooses the move drawn there
    page.locator("#chart").scroll_into_view_if_needed()
    xs = page.evaluate(
        "() => [...document.querySelectorAll('#moves button')].map((b) => Number(b.dataset.x))"
    )
    for i in (0, count // 3, count // 2, count - 1):
        point = page.evaluate(
            """(x) => { const svg = document.getElementById('chart');
            const p = svg.createSVGPoint(); p.x = x; p.y = 100;
            const q = p.matrixTransform(svg.getScreenCTM());
            return [q.x, q.y]; }""",
            xs[i],
        )
        page.touchscreen.tap(point[0], point[1])
        assert page.evaluate(PRESSED) == i
        assert float(page.locator("#marker").get_attribute("x1") or "nan") == pytest.approx(xs[i])
    # the rounds are parted on the chart: a break where each round after the first begins
    rounds = page.locator("#moves li.round").count()
    assert rounds > 1 and page.locator("#chart .round-break").count() == rounds - 1
    assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE[0]
    assert watch.errors == []
    ctx.close()


def test_the_summary_is_never_under_the_panel_in_view(chromium, reviews):
    ctx = chromium.new_context(viewport={"width": WIDE[0], "height": WIDE[1]})
    page = ctx.new_page()
    page.goto(f"file://{reviews['room'].resolve()}")
    page.locator("#moves button").last.click()  # the list scrolled down to its end
    for row in range(page.locator("#players tbody tr").count()):
        cell = page.locator("#players tbody tr").nth(row).locator("td").first
        cell.scroll_into_view_if_needed()
        box = cell.bounding_box()
        on_top = page.evaluate(
            "([x, y]) => document.elementFromPoint(x, y).closest('#players') !== null",
            [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2],
        )
        assert on_top, row
    # each player's accuracy and the count of each class are on the page
    heads = page.locator("#players thead th").all_inner_texts()
    assert len(heads) == 9
    assert all(
        c.isdigit() and 0 <= int(c) <= 100
        for c in page.locator("#players tbody tr td:nth-child(2)").all_inner_texts()
    )
    ctx.close()


def test_a_florentine_review_draws_the_board_and_marks_the_moves(chromium, reviews):
    ctx = chromium.new_context(viewport={"width": PHONE[0], "height": PHONE[1]}, has_touch=True)
    page = ctx.new_page()
    watch = browser.Watch(page)
    page.goto(f"file://{reviews['florentine'].resolve()}")
    # each move's class, and whether it has a place to mark (a kept personal card has none)
    classes = page.evaluate(
        """() => [...document.querySelectorAll('#moves button')].map((b) => {
          const s = REVIEW_SCENES[b.dataset.key], m = s && s.played;
          return [b.className, !!m && !m.keep && m.personal !== null]; })"""
    )
    drawn = """() => [document.querySelectorAll('#position svg.board').length,
      document.querySelectorAll('#position svg.board .card').length,
      document.querySelectorAll('#position .mark.played, #position figure.pick.played').length,
      document.querySelectorAll('#position .mark.best, #position figure.pick.best').length]"""
    for i, (cls, placed) in enumerate(classes):
        page.keyboard.press("ArrowRight")
        boards, cards, played, best = page.evaluate(drawn)  # one look at what is drawn
        assert boards == 1, i
        assert cards >= min(i, 1), i  # empty at first
        if not placed:
            continue
        if cls in ("inaccuracy", "mistake", "blunder"):  # another move was better: both marked
            assert played > 0 and best > 0, i
        elif cls == "best":
            assert played > 0 and best == 0, i
        if i < 4:  # the text on the phone, with the board and the hand's cards
            assert page.evaluate(SMALL_TEXT) == [], i
    assert watch.errors == []
    ctx.close()
