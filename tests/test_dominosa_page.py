"""The Dominosa puzzle on play.html, in Chromium: dominoes drawn by tapping two
cells or dragging across them, refusals that say why, the tick list, hints
followed to "solved"."""

from __future__ import annotations

import json

import pytest
import yaml
from click.testing import CliRunner

from cli.main import main
from tests import browser

pytestmark = pytest.mark.skipif(browser.missing() is not None, reason=browser.missing() or "")

# double-two, one covering: 0-0 A1-B1, 1-2 C1-D1, 1-1 A2-A3, 2-2 B2-C2, 0-2 D2-D3, 0-1 B3-C3
GRID = "0 0 1 2\n1 2 2 0\n1 0 1 2\n"


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    root = tmp_path_factory.mktemp("dominosa")
    data = {"kind": "dominosa", "id": "small", "title": "Small", "set": 2, "grid": GRID}
    (root / "p.yaml").write_text(yaml.safe_dump(data))
    args = ["render", str(root / "p.yaml"), "--html", str(root / "p.html")]
    assert CliRunner().invoke(main, args, catch_exceptions=False).exit_code == 0
    with browser.launch() as b:
        page, watch = browser.open_page(b, root / "p.html", viewport=(390, 844))
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
    sec.locator('[data-pick="B1"]').click()
    assert "B1 chosen" in message(page)
    sec.locator('[data-put="A1"]').click()
    assert state(page)["dominoes"] == [{"tile": "0-0", "cells": ["A1", "B1"]}]
    assert message(page) == "0-0 laid at A1-B1."
    assert "☑ 0-0" in sec.locator(".ticks").inner_text()
    assert "☐ 0-1" in sec.locator(".ticks").inner_text()


def test_a_drag_across_two_cells_lays_a_domino(page) -> None:
    page.evaluate("window.dominoPuzzles.reset('small')")
    sec = page.locator("section.puzzle")
    start = sec.locator('[data-pick="C1"]').bounding_box()
    end = sec.locator('[data-pick="D1"]').bounding_box()
    page.mouse.move(start["x"] + 10, start["y"] + 10)
    page.mouse.down()
    page.mouse.move(end["x"] + 10, end["y"] + 10, steps=5)
    page.mouse.up()
    assert state(page)["dominoes"] == [{"tile": "1-2", "cells": ["C1", "D1"]}]


def test_refusals_say_why(page) -> None:
    page.evaluate("window.dominoPuzzles.reset('small')")
    assert play(page, {"cells": ["C1", "D1"]})["ok"]
    said = {
        "twin": play(page, {"cells": ["A3", "B2"]}),  # not neighbours
        "again": play(page, {"cells": ["C3", "D3"]}),  # 1-2 a second time
        "covered": play(page, {"cells": ["D1", "D2"]}),
        "tile": play(page, {"tile": "1-1", "cells": ["A1", "B1"]}),
        "off": play(page, {"cells": ["A1", "A9"]}),
    }
    assert not any(r["ok"] for r in said.values())
    assert said["twin"]["message"].startswith("A3 and B2 are not neighbours")
    assert said["again"]["message"].startswith("A 1-2 lies already at C1-D1")
    assert said["covered"]["message"] == "D1 is covered already, by 1-2 at C1-D1."
    assert said["tile"]["message"] == "A1 and B1 show 0 and 0, not 1-1."
    assert said["off"]["message"] == '"A9" is not a cell of the grid.'
    assert message(page).startswith("✗") or "refused" in page.locator(
        "section .message"
    ).get_attribute("class")


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
