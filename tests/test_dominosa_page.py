"""The Dominosa puzzle on play.html, in Chromium: dominoes drawn by tapping two
cells or dragging across them, refusals that say why, the tick list, hints
followed to "solved"."""

from __future__ import annotations

import json

import pytest
import yaml
from click.testing import CliRunner

from cli.main import main
from domino_puzzles.web import boxes
from tests import browser, play_helpers

pytestmark = pytest.mark.skipif(browser.missing() is not None, reason=browser.missing() or "")

# double-two, one covering: 0-0 A1-B1, 1-2 C1-D1, 1-1 A2-A3, 2-2 B2-C2, 0-2 D2-D3, 0-1 B3-C3
GRID = "0 0 1 2\n1 2 2 0\n1 0 1 2\n"


@pytest.fixture(scope="module")
def html(tmp_path_factory):
    root = tmp_path_factory.mktemp("dominosa")
    data = {"kind": "dominosa", "id": "small", "title": "Small", "set": 2, "grid": GRID}
    (root / "p.yaml").write_text(yaml.safe_dump(data))
    args = ["render", str(root / "p.yaml"), "--html", str(root / "p.html")]
    assert CliRunner().invoke(main, args, catch_exceptions=False).exit_code == 0
    return root / "p.html"


@pytest.fixture(scope="module")
def page(html, chromium):
    page, watch = browser.open_page(chromium, html, viewport=(390, 844))
    yield page
    assert watch.requests == [page.url] and watch.errors == []


def play(page, move) -> dict:
    return page.evaluate(f"window.dominoPuzzles.play('small', {json.dumps(move)})")


def state(page) -> dict:
    return page.evaluate("window.dominoPuzzles.state('small')")


def message(page) -> str:
    return page.locator("section .message").inner_text()


def test_two_taps_lay_a_domino_and_tick_it_off(page) -> None:
    page.evaluate("window.dominoPuzzles.reset('small')")
    sec = page.locator("section.puzzle")
    play_helpers.click(page, 'section.puzzle [data-pick="B1"]')
    assert "B1 chosen" in message(page)
    play_helpers.click(page, 'section.puzzle [data-put="A1"]')
    assert state(page)["dominoes"] == [{"tile": "0-0", "cells": ["A1", "B1"]}]
    assert message(page) == "0-0 laid at A1-B1."
    assert "☑ 0-0" in sec.locator(".ticks").inner_text()
    assert "☐ 0-1" in sec.locator(".ticks").inner_text()


def test_a_drag_across_two_cells_lays_a_domino(page) -> None:
    page.evaluate("window.dominoPuzzles.reset('small')")
    sec = page.locator("section.puzzle")
    # On screen, as a person sees it (alone, no earlier test's click scrolled there).
    sec.locator('[data-pick="C1"]').scroll_into_view_if_needed()
    start = sec.locator('[data-pick="C1"]').bounding_box()
    end = sec.locator('[data-pick="D1"]').bounding_box()
    page.mouse.move(start["x"] + 10, start["y"] + 10)
    page.mouse.down()
    page.mouse.move(end["x"] + 10, end["y"] + 10, steps=5)
    page.mouse.up()
    assert state(page)["dominoes"] == [{"tile": "1-2", "cells": ["C1", "D1"]}]


def test_a_finger_that_rests_on_a_cell_then_moves_to_the_one_below_lays_a_domino(html, chromium):
    """On a phone, on a page long enough to scroll: the finger drags (the
    cells take no pan, touch-action none) and the page stays put."""
    context = chromium.new_context(
        viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True
    )
    page = context.new_page()
    page.goto(f"file://{html.resolve()}")
    browser.wait_until(page, "() => document.documentElement.dataset.ready === 'true'")
    cdp = context.new_cdp_session(page)
    # Room to scroll, as in a book of many puzzles: a finger could scroll it.
    page.evaluate("document.body.style.minHeight = '4000px'")

    def touch(kind, x=0.0, y=0.0):
        points = [] if kind == "touchEnd" else [{"x": x, "y": y}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    sec = page.locator("section.puzzle")
    # Both cells on the screen, the lower one brought in (the finger ends there).
    sec.locator('[data-pick="C2"]').scroll_into_view_if_needed()
    start = sec.locator('[data-pick="C1"]').bounding_box()
    end = sec.locator('[data-pick="C2"]').bounding_box()  # down: the way a page scrolls
    assert start and end and start["y"] >= 0 and end["y"] + end["height"] <= 844
    scrolled = page.evaluate("window.scrollY")
    x0, y0 = start["x"] + start["width"] / 2, start["y"] + start["height"] / 2
    x1, y1 = end["x"] + end["width"] / 2, end["y"] + end["height"] / 2
    touch("touchStart", x0, y0)
    browser.wait_until(page, "() => !!document.querySelector('section.puzzle .held')")
    for step in range(1, 6):
        touch("touchMove", x0 + (x1 - x0) * step / 5, y0 + (y1 - y0) * step / 5)
    touch("touchEnd")
    browser.wait_until(page, "() => window.dominoPuzzles.state('small').dominoes.length > 0")
    assert state(page)["dominoes"] == [{"tile": "1-2", "cells": ["C1", "C2"]}]
    assert page.evaluate("window.scrollY") == scrolled
    context.close()


def test_refusals_say_why(page) -> None:
    page.evaluate("window.dominoPuzzles.reset('small')")
    assert play(page, {"cells": ["C1", "D1"]})["ok"]
    said = {
        "twin": play(page, {"cells": ["A3", "B2"]}),  # not neighbours
        "covered": play(page, {"cells": ["D1", "D2"]}),
        "tile": play(page, {"tile": "1-1", "cells": ["A1", "B1"]}),
        "off": play(page, {"cells": ["A1", "A9"]}),
    }
    assert not any(r["ok"] for r in said.values())
    assert said["twin"]["message"].startswith("A3 and B2 are not neighbours")
    assert said["covered"]["message"] == "D1 is covered already, by 1-2 at C1-D1."
    assert said["tile"]["message"] == "A1 and B1 show 0 and 0, not 1-1."
    assert said["off"]["message"] == '"A9" is not a cell of the grid.'
    assert message(page).startswith("✗") or "refused" in page.locator(
        "section .message"
    ).get_attribute("class")


def test_a_domino_laid_twice_is_laid_said_and_marked_and_is_not_solved(page) -> None:
    """As in Tatham's Dominosa: a second 1-2 is laid, both are marked red and
    ticked ☒, and a grid covered with a twin is not solved."""
    page.evaluate("window.dominoPuzzles.reset('small')")
    assert play(page, {"cells": ["C1", "D1"]})["ok"]
    again = play(page, {"cells": ["C3", "D3"]})  # 1-2 a second time
    assert again["ok"]
    assert again["message"].startswith("1-2 laid at C3-D3, but a 1-2 lies at C1-D1 too")
    sec = page.locator("section.puzzle")
    marked = sec.locator(".cell.twin").evaluate_all(
        "(e) => e.map((b) => b.getAttribute('aria-label'))"
    )
    assert sorted(m[:2] for m in marked) == ["C1", "C3", "D1", "D3"]
    assert "☒ 1-2" in sec.locator(".ticks").inner_text()
    assert "lies twice" in sec.locator('[data-pick="C3"]').get_attribute("aria-label")
    # Everything else covered: every cell, but 1-2 twice and 0-1 never.
    for cells in (["A1", "B1"], ["A2", "A3"], ["B2", "C2"], ["D2", "B3"]):
        play(page, {"cells": cells})
    play(page, {"cells": ["D2", "D3"]})
    assert not state(page)["solved"]


def tap(page, sec, a: str, b: str) -> None:
    """A finger on the middle of the line between cells `a` and `b`."""
    one = sec.locator(f'.board [data-pick="{a}"], .board [data-put="{a}"]').bounding_box()
    two = sec.locator(f'.board [data-pick="{b}"], .board [data-put="{b}"]').bounding_box()
    assert one and two
    x = (one["x"] + one["width"] / 2 + two["x"] + two["width"] / 2) / 2
    y = (one["y"] + one["height"] / 2 + two["y"] + two["height"] / 2) / 2
    page.touchscreen.tap(x, y)


@pytest.mark.parametrize("screen", [(390, 844), (820, 1180)])
def test_a_tap_on_the_line_between_two_cells_lays_and_lifts_a_domino(
    html, chromium, screen, tmp_path
):
    """By touch at phone and tablet size: a tap on an edge lays a domino, a tap
    there again lifts it, a domino laid over one's own replaces it (one Undo
    gives it back), a tap on a chosen cell lets it go, and the edges alone
    solve the puzzle. Each a real tap (`browser.tap` on a cell's middle)."""
    context = chromium.new_context(
        viewport={"width": screen[0], "height": screen[1]}, has_touch=True, is_mobile=True
    )
    page = context.new_page()
    page.goto(f"file://{html.resolve()}")
    browser.wait_until(page, "() => document.documentElement.dataset.ready === 'true'")
    sec = page.locator("section.puzzle")
    sec.locator(".board").scroll_into_view_if_needed()
    edge = sec.locator('[data-edge="C1-D1"]').bounding_box()
    assert edge and edge["width"] >= 20 and edge["height"] >= 24, edge  # a finger's target
    tap(page, sec, "C1", "D1")
    assert state(page)["dominoes"] == [{"tile": "1-2", "cells": ["C1", "D1"]}]
    assert message(page) == "1-2 laid at C1-D1."
    tap(page, sec, "C1", "D1")
    assert state(page)["dominoes"] == [] and message(page) == "1-2 taken off C1-D1."
    tap(page, sec, "C1", "C2")  # 1-2 down C1-C2
    tap(page, sec, "C1", "D1")  # over it: C1-C2 comes off
    assert state(page)["dominoes"] == [{"tile": "1-2", "cells": ["C1", "D1"]}]
    page.evaluate("window.dominoPuzzles.undo('small')")
    assert state(page)["dominoes"] == [{"tile": "1-2", "cells": ["C1", "C2"]}]
    # A chosen cell tapped again is let go; a far cell tapped is chosen instead.
    play_helpers.tap(page, 'section.puzzle [data-pick="A1"]')
    play_helpers.tap(page, 'section.puzzle [data-pick="A1"]')
    assert message(page) == "A1 is no longer chosen."
    play_helpers.tap(page, 'section.puzzle [data-pick="A1"]')
    play_helpers.tap(page, 'section.puzzle [data-pick="D3"]')
    assert message(page).startswith("D3 chosen")
    page.evaluate("window.dominoPuzzles.reset('small')")
    for edge in ("A1-B1", "C1-D1", "A2-A3", "B2-C2", "D2-D3", "B3-C3"):
        tap(page, sec, *edge.split("-"))
    assert state(page)["solved"] and message(page) == "Solved!"
    page.screenshot(path=tmp_path / f"dominosa-{screen[0]}.png", full_page=True)
    context.close()


def test_hints_lead_to_solved_when_the_grid_is_covered(page) -> None:
    page.evaluate("window.dominoPuzzles.reset('small')")
    for _ in range(6):
        hint = page.evaluate("window.dominoPuzzles.hint('small')")
        assert hint["message"].startswith("Hint: ")
        assert play(page, hint["move"])["ok"]
    assert state(page)["solved"] and message(page) == "Solved!"
    assert "solved" in page.locator("section.puzzle").get_attribute("class")
    assert page.locator("section .status").inner_text().startswith("dominoes laid: 6 of 6")


def test_a_wrong_domino_is_named_by_the_hint(page) -> None:
    page.evaluate("window.dominoPuzzles.reset('small')")
    assert play(page, {"cells": ["A1", "A2"]})["ok"]  # 0-1, not where the answer has it
    hint = page.evaluate("window.dominoPuzzles.hint('small')")
    assert hint["message"] == "0-1 at A1-A2 is not where the answer has it: undo it."


# -- the pupils' page of a worksheet ---------------------------------------------------
def page_data(path) -> dict:
    text = path.read_text(encoding="utf-8")
    raw = text.split('id="puzzle-data">', 1)[1].split("</script>", 1)[0]
    return json.loads(raw.replace("\\u003c", "<"))


def test_a_pupils_worksheet_holds_no_answer_and_its_rules_judge(visits, tmp_path) -> None:
    """The pupils' play.html of a Dominosa worksheet: no answer in its data, its
    hints the first --hints steps and never the last, no "not where the answer
    has it"; laying the teacher's answer there is "solved" by the rules alone."""
    out = tmp_path / "sheet"
    args = ["worksheet", "--kind", "dominosa", "--age", "7", "--lang", "lv", "--count", "2",
            "--hints", "3", "--seed", "4", "--out", str(out), "--quiet"]  # fmt: skip
    assert CliRunner().invoke(main, args, catch_exceptions=False).exit_code == 0
    pupils, teacher = (page_data(out / who / "play.html") for who in ("pupils", "teacher"))
    assert pupils["pupils"] is True and "dominosa.off_track" not in pupils["words"]
    solve = """([id, moves]) => { const api = window.dominoPuzzles;
      return moves.map((m) => api.play(id, m).ok).concat([api.state(id).solved]); }"""
    page, watch = visits.open(out / "pupils" / "play.html")
    for p, t in zip(pupils["puzzles"], teacher["puzzles"], strict=True):
        assert "answer" not in p and t["answer"], p["id"]
        steps = t["steps"]  # never the last two moves
        assert boxes.open_hints(p) == steps[: min(3, len(steps) - 2)] and len(steps) > 2
        assert all(s["reason"] not in (out / "pupils" / "play.html").read_text() for s in steps)
        hints = page.evaluate(
            f"""() => {{ const api = window.dominoPuzzles, out = [];
              for (let i = 0; i <= {len(p["steps"])}; i++) {{
                const h = api.hint({json.dumps(p["id"])});
                out.push(h.message); if (h.move) api.play({json.dumps(p["id"])}, h.move);
              }}
              return out; }}"""
        )
        assert hints[-1] == pupils["words"]["no_more_hints"], hints
        assert all(h.startswith("Padoms") for h in hints[:-1]), hints
        # a wrong domino: the page cannot tell, and says nothing of an answer
        page.evaluate(f"window.dominoPuzzles.reset({json.dumps(p['id'])})")
        wrong = wrong_domino(p, t["answer"])
        assert play_in(page, p["id"], wrong)["ok"], wrong
        said = page.evaluate(f"window.dominoPuzzles.hint({json.dumps(p['id'])}).message")
        assert said == pupils["words"]["hint_stale"] or said.startswith("Padoms"), said
        page.evaluate(f"window.dominoPuzzles.reset({json.dumps(p['id'])})")
        given = {json.dumps(g, sort_keys=True) for g in p["given"]}
        laid = [m for m in t["answer"] if json.dumps(m, sort_keys=True) not in given]
        verdicts = page.evaluate(solve, [p["id"], laid])
        assert all(verdicts), (p["id"], verdicts)
    assert watch.requests == [page.url] and watch.errors == []


def play_in(page, pid, move) -> dict:
    return page.evaluate(f"window.dominoPuzzles.play({json.dumps(pid)}, {json.dumps(move)})")


def wrong_domino(p: dict, answer: list[dict]) -> dict:
    """Two cells side by side, free of the givens and not of a given's domino,
    that the answer does not pair."""
    taken = {c for g in p["given"] for c in g["cells"]}
    tiles = {g["tile"] for g in p["given"]}
    pairs = {frozenset(m["cells"]) for m in answer}
    for i in range(len(p["grid"]) - 1):
        cells = [chr(65 + j % p["cols"]) + str(j // p["cols"] + 1) for j in (i, i + 1)]
        tile = "-".join(map(str, sorted(p["grid"][i : i + 2])))
        free = not taken & set(cells) and tile not in tiles
        if (i + 1) % p["cols"] and frozenset(cells) not in pairs and free:
            return {"cells": cells}
    raise AssertionError("no wrong domino in " + p["id"])
