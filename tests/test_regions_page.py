"""Domino regions on play.html, in Chromium: a domino chosen in the tray and
laid by two taps (or a drag), turned by a tap, taken off in the tray; each
region marked met or broken as it is; hints and keys; the pupils' page, which
holds no answer and judges by the rules, its code the one the teacher reads."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

import domino_puzzles as dp
from cli.main import main
from domino_puzzles.web import codes
from domino_puzzles.web.regions import answer_text
from tests import browser, play_helpers

pytestmark = pytest.mark.skipif(browser.missing() is not None, reason=browser.missing() or "")

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "regions.yaml"
# docs/formats.md: its one answer, each domino as written (the first cell shows the first number)
ANSWER = [
    ("0-6", "A2", "A1"),
    ("3-5", "B1", "B2"),
    ("6-2", "C1", "D1"),
    ("5-0", "C2", "C3"),
    ("1-1", "D2", "D3"),
    ("2-2", "A3", "B3"),
]
# A second puzzle, two rows, one answer (checked by the solver): 5-4 A1-A2,
# 5-6 B1-C1, 1-1 D1-D2, 3-3 B2-C2.
SMALL = {
    "kind": "regions",
    "id": "regions-small",
    "set": 6,
    "board": "d d b c\na a b c\n",
    "regions": {"a": {"more": 6}, "b": {"sum": 9}, "c": {"sum": 2}, "d": {"sum": 10}},
    "dominoes": ["4-5", "5-6", "1-1", "3-3"],
}


@pytest.fixture(scope="module")
def html(tmp_path_factory):
    root = tmp_path_factory.mktemp("regions")
    args = ["render", str(EXAMPLE), "--html", str(root / "p.html")]
    assert CliRunner().invoke(main, args, catch_exceptions=False).exit_code == 0
    return root / "p.html"


@pytest.fixture(scope="module")
def page(html, chromium):
    page, watch = browser.open_page(chromium, html, viewport=(390, 844))
    yield page
    assert watch.requests == [page.url] and watch.errors == []


PID = "regions-example"


def play(page, move) -> dict:
    return page.evaluate(f"window.dominoPuzzles.play('{PID}', {json.dumps(move)})")


def state(page) -> dict:
    return page.evaluate(f"window.dominoPuzzles.state('{PID}')")


def message(page) -> str:
    return page.locator("section .message").inner_text()


def test_a_phone_solves_the_puzzle_by_touch(html, chromium, tmp_path):
    """Phone size, a finger: a domino tapped in the tray, then the cell for its
    first number and a neighbour for its second; a domino tapped again in the
    tray turns before it is laid. Every domino so: "Solved!". Each a real tap
    at the element's middle (`browser.tap`)."""
    context = chromium.new_context(
        viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True
    )
    page = context.new_page()
    page.goto(f"file://{html.resolve()}")
    browser.wait_until(page, "() => document.documentElement.dataset.ready === 'true'")
    sec = page.locator("section.puzzle")
    for tile, first, second in ANSWER:
        key = "-".join(sorted(tile.split("-")))
        piece = f'section.puzzle .tray [data-pick="{key}"]'
        play_helpers.tap(page, piece)
        if tile != key:  # shown lower first: a second tap turns it
            play_helpers.tap(page, piece)
            assert message(page) == f"Turned: {tile}."
        play_helpers.tap(page, f'section.puzzle .board [data-focus="cell-{first}"]')
        play_helpers.tap(page, f'section.puzzle .board [data-focus="cell-{second}"]')
    assert state(page)["solved"] and message(page).endswith("Solved!")
    laid = {json.dumps(d, sort_keys=True) for d in state(page)["dominoes"]}
    want = {json.dumps({"tile": t, "cells": [a, b]}, sort_keys=True) for t, a, b in ANSWER}
    assert laid == want
    marks = sec.locator(".cond").all_inner_texts()
    assert len(marks) == 5 and all(m.endswith("✓") for m in marks), marks
    assert "regions met: 5 of 5" in sec.locator(".status").inner_text()
    page.screenshot(path=tmp_path / "regions-390.png", full_page=True)
    context.close()


def test_a_drag_across_two_cells_lays_the_chosen_domino(page) -> None:
    page.evaluate(f"window.dominoPuzzles.reset('{PID}')")
    sec = page.locator("section.puzzle")
    play_helpers.click(page, 'section.puzzle .tray [data-pick="1-1"]')
    sec.locator('[data-focus="cell-D3"]').scroll_into_view_if_needed()
    start = sec.locator('[data-focus="cell-D2"]').bounding_box()
    end = sec.locator('[data-focus="cell-D3"]').bounding_box()
    assert start and end
    page.mouse.move(start["x"] + 10, start["y"] + 10)
    page.mouse.down()
    page.mouse.move(end["x"] + 10, end["y"] + 10, steps=5)
    page.mouse.up()
    assert state(page)["dominoes"] == [{"tile": "1-1", "cells": ["D2", "D3"]}]


def test_a_region_says_when_it_is_met_and_when_it_is_broken(page) -> None:
    page.evaluate(f"window.dominoPuzzles.reset('{PID}')")
    met = play(page, {"tile": "2-2", "cells": ["B2", "C2"]})  # region "=": 2 and 2
    assert met["ok"] and met["message"] == "2-2 laid at B2-C2. ✓ Region = is met."
    broken = play(page, {"tile": "3-5", "cells": ["C3", "D3"]})  # "<2": 3 + 5
    assert broken["ok"] and broken["message"].endswith("✗ Region <2 can no longer be met.")
    sec = page.locator("section.puzzle")
    assert sorted(sec.locator(".cond.met").all_inner_texts()) == ["= ✓"]
    assert sorted(sec.locator(".cond.broken").all_inner_texts()) == ["<2 ✗"]
    assert "broken" in sec.locator('[data-focus="cell-C3"]').get_attribute("aria-label")


def test_a_tap_turns_a_laid_domino_the_tray_takes_it_off_and_undo_gives_it_back(page) -> None:
    page.evaluate(f"window.dominoPuzzles.reset('{PID}')")
    assert play(page, {"tile": "6-2", "cells": ["C1", "D1"]})["ok"]
    play_helpers.click(page, 'section.puzzle .board [data-focus="cell-D1"]')  # turn it round
    assert state(page)["dominoes"] == [{"tile": "2-6", "cells": ["C1", "D1"]}]
    # its place in the tray: off
    play_helpers.click(page, 'section.puzzle .tray [data-focus="pick-2-6"]')
    assert state(page)["dominoes"] == [] and message(page) == "2-6 taken off C1-D1."
    page.evaluate(f"window.dominoPuzzles.undo('{PID}')")
    assert state(page)["dominoes"] == [{"tile": "2-6", "cells": ["C1", "D1"]}]
    page.evaluate(f"window.dominoPuzzles.undo('{PID}')")
    assert state(page)["dominoes"] == [{"tile": "6-2", "cells": ["C1", "D1"]}]


def test_refusals_say_why(page) -> None:
    page.evaluate(f"window.dominoPuzzles.reset('{PID}')")
    assert play(page, {"tile": "6-2", "cells": ["C1", "D1"]})["ok"]
    said = {
        "near": play(page, {"tile": "3-5", "cells": ["A1", "B2"]}),
        "covered": play(page, {"tile": "3-5", "cells": ["D1", "D2"]}),
        "not": play(page, {"tile": "4-4", "cells": ["A1", "B1"]}),
        "twice": play(page, {"tile": "2-6", "cells": ["A1", "B1"]}),
        "off": play(page, {"tile": "3-5", "cells": ["A1", "A9"]}),
    }
    assert not any(r["ok"] for r in said.values())
    assert said["near"]["message"].startswith("A1 and B2 are not neighbours")
    assert said["covered"]["message"] == "D1 is covered already, by 6-2."
    assert said["not"]["message"] == "4-4 is not one of the dominoes to place."
    assert said["twice"]["message"] == "6-2 lies at C1-D1 already: take it off first."
    assert said["off"]["message"] == '"A9" is not a cell of the board.'


def test_the_keyboard_reaches_and_lays_a_domino(page) -> None:
    """Tab to a domino, Enter chooses it, R turns it; the board's cells by
    arrows, Enter on one and on its neighbour lays it."""
    page.evaluate(f"window.dominoPuzzles.reset('{PID}')")
    sec = page.locator("section.puzzle")
    sec.locator('.tray [data-pick="0-6"]').focus()
    page.keyboard.press("Enter")
    page.keyboard.press("r")
    assert message(page) == "Turned: 6-0."
    sec.locator('.board [tabindex="0"]').focus()  # A1, the board's one tab stop
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    assert state(page)["dominoes"] == [{"tile": "6-0", "cells": ["A1", "A2"]}]


def test_hints_lead_to_solved_and_a_wrong_domino_is_named(page) -> None:
    page.evaluate(f"window.dominoPuzzles.reset('{PID}')")
    assert play(page, {"tile": "3-5", "cells": ["A1", "A2"]})["ok"]
    hint = page.evaluate(f"window.dominoPuzzles.hint('{PID}')")
    assert hint["message"] == "3-5 at A1-A2 is not where the answer has it: undo it."
    page.evaluate(f"window.dominoPuzzles.reset('{PID}')")
    for _ in ANSWER:
        hint = page.evaluate(f"window.dominoPuzzles.hint('{PID}')")
        assert hint["message"].startswith("Hint: ")
        assert play(page, hint["move"])["ok"]
    assert state(page)["solved"] and message(page).endswith("Solved!")


def page_data(path) -> dict:
    text = path.read_text(encoding="utf-8")
    raw = text.split('id="puzzle-data">', 1)[1].split("</script>", 1)[0]
    return json.loads(raw.replace("\\u003c", "<"))


def test_the_pupils_page_holds_no_answer_judges_by_the_rules_and_makes_the_teachers_code(
    visits, tmp_path
) -> None:
    """A worksheet of the two puzzles: the pupils' data has no answer; laying
    the teacher's answer there is "solved" by the rules alone, and its code is
    the one made from the answer's text with the puzzle's salt."""
    given = [*dp.load_file(EXAMPLE).puzzles, *dp.load_file(_small(tmp_path)).puzzles]
    out = tmp_path / "sheet"
    dp.worksheet(out, "regions", count=2, age=8, hints=2, puzzles=given)
    pupils, teacher = (page_data(out / who / "play.html") for who in ("pupils", "teacher"))
    page, watch = visits.open(out / "pupils" / "play.html")
    page.fill("#pupil-name", "Zoë Smith")
    told = []
    for p, t in zip(pupils["puzzles"], teacher["puzzles"], strict=True):
        assert "answer" not in p and t["answer"], p["id"]
        for m in t["answer"]:
            page.evaluate(f"window.dominoPuzzles.play({json.dumps(p['id'])}, {json.dumps(m)})")
        assert page.evaluate(f"window.dominoPuzzles.state({json.dumps(p['id'])}).solved")
        key = codes.slow_key(p["lock"]["salt"], answer_text(t["answer"]), p["lock"]["rounds"])
        want = codes.code(key, p["id"], "Zoë Smith")
        browser.wait_until(page, f"() => window.dominoPuzzles.code({json.dumps(p['id'])}) !== null")
        assert page.evaluate(f"window.dominoPuzzles.code({json.dumps(p['id'])})") == want
        told.append((p["id"], want))
    assert watch.requests == [page.url] and watch.errors == []
    # the teacher's results page reads each code as that puzzle solved, first try
    results = page.context.new_page()
    try:
        watch = browser.Watch(results)
        results.goto(f"file://{out / 'teacher' / 'results.html'}")
        browser.wait_until(results, "() => document.documentElement.dataset.ready === 'true'")
        for pid, code in told:
            rows = results.evaluate("(t) => window.dominoResults.check(t)", f"Zoë Smith: {code}")
            assert [(r["puzzle"], r["tries"]) for r in rows] == [(pid, 1)], rows
        assert watch.errors == []
    finally:  # the module's tab alone again in its context
        results.close()


def _small(tmp_path: Path) -> Path:
    path = tmp_path / "small.yaml"
    path.write_text(yaml.safe_dump(SMALL), encoding="utf-8")
    return path


# Every refusal and word of a move, in the page's language (examples/regions.yaml).
MOVES = [
    ({"tile": "0-6", "cells": ["A1"]}, "two_cells"),
    ({"tile": "0-6", "cells": ["Z9", "A1"]}, "not_cell"),
    ({"tile": "0-6", "cells": ["C1", "C1"]}, "twice"),
    ({"tile": "0-6", "cells": ["A1", "B2"]}, "not_near"),
    ({"tile": "4-4", "cells": ["A1", "B1"]}, "not_tile"),
    ({"tile": "6-2", "cells": ["C1", "D1"]}, "said"),
    ({"tile": "3-5", "cells": ["D1", "D2"]}, "covered"),
    ({"tile": "2-6", "cells": ["A1", "B1"]}, "laid_already"),
]
SAY = """(moves) => {
  const api = window.dominoPuzzles, said = moves.map((m) => api.play('regions-example', m).message);
  const sec = () => document.querySelector('section.puzzle');
  sec().querySelector('.tray [data-pick="0-6"]').click();
  said.push(sec().querySelector('.message').innerText);
  sec().querySelector('.board [data-pick="A2"]').click();
  said.push(sec().querySelector('.message').innerText, api.hint('regions-example').message);
  return said;
}"""


@pytest.mark.parametrize("lang", ["nl", "de", "lv"])
def test_the_page_says_and_shows_no_english_word(visits, tmp_path, lang):
    from domino_puzzles.web.words import SCREEN
    from tests.test_play_words import PAGE_TEXT, _pattern, english_left

    html, plain = tmp_path / "p.html", tmp_path / "p.yaml"
    raw = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    plain.write_text(yaml.safe_dump({k: v for k, v in raw.items() if k != "title"}))  # English
    args = ["render", str(plain), "--lang", lang, "--html", str(html)]
    assert CliRunner().invoke(main, args, catch_exceptions=False).exit_code == 0
    page, watch = visits.open(html)
    said = page.evaluate(SAY, [m for m, _ in MOVES])
    from domino_puzzles.web.kinds import page_piece
    from solver.registry import REGIONS

    ours = page_piece(REGIONS).WORDS[lang]
    keys = [k for _, k in MOVES] + ["picked_tile", "picked_cell"]
    for key, message in zip(keys, said[:-1], strict=True):
        assert re.fullmatch(_pattern(ours[key]), message), (lang, key, message)
    hint = re.fullmatch(_pattern(SCREEN[lang]["hint_says"]), said[-1])
    assert hint and re.fullmatch(_pattern(ours["hint"]), hint[1]), (lang, said[-1])
    for message in said:
        assert not english_left(message), (lang, message)
    shown = page.evaluate(PAGE_TEXT)
    assert ours["tray"] in shown and not english_left(shown), (lang, sorted(english_left(shown)))
    assert watch.errors == []


@pytest.mark.parametrize("which", ["example", "holes-and-given"])
def test_the_page_and_the_python_rules_agree_on_random_moves(visits, tmp_path, which) -> None:
    """Random lays (neighbours or not, dominoes of the puzzle or not, either
    way round, given ones again) judged by the page and by the engine
    (tests/reference/play_rules.py RegionsReferee), move by move, state too:
    on the example and on a board with holes and a given domino."""
    import random

    from solver.registry import load
    from tests.reference.play_rules import RegionsReferee
    from tests.test_drawing import REGIONS
    from tests.test_play_browser import CROSS, random_moves

    raw = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    if which != "example":
        raw = {**REGIONS, "id": PID}
    (tmp_path / "p.yaml").write_text(yaml.safe_dump(raw), encoding="utf-8")
    args = ["render", str(tmp_path / "p.yaml"), "--html", str(tmp_path / "p.html")]
    assert CliRunner().invoke(main, args, catch_exceptions=False).exit_code == 0
    page, watch = visits.open(tmp_path / "p.html")
    _kind, puzzle = load(raw)
    data = page.evaluate("JSON.parse(document.getElementById('puzzle-data').textContent)")
    rng, checked = random.Random(7), {True: 0, False: 0}
    for _ in range(12):
        referee = RegionsReferee(puzzle, None, data["puzzles"][0])
        moves = list(random_moves("regions", puzzle, data["puzzles"][0], rng, 30))
        for move, seen in zip(moves, page.evaluate(CROSS, [PID, moves]), strict=True):
            want = referee.play(move)
            assert seen["ok"] == want, (move, seen)
            checked[want] += 1
            expected = referee.snapshot()
            assert seen["state"]["solved"] == expected["solved"], move
            assert seen["state"]["dominoes"] == expected["dominoes"], move
    assert checked[True] > 20 and checked[False] > 100, checked
    assert watch.errors == []
