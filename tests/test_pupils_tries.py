"""Issue 54, items 2 and 6: the pupils' page counts tries and its code says
them (a band: first try, 2-3, more); `results.html` shows them, reads a name
and a code however they are pasted, says whose a stray code is and which
code a typo meant, keeps a class list and the codes in the browser, exports
CSV and checks several sheets on one page."""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

import pytest

import domino_puzzles as dp
from domino_puzzles.web import codes
from domino_puzzles.web.words import SCREEN
from puzzles import i18n
from tests import browser

RESULTS = i18n.table("results")

PHONE = (390, 844)


def data_in(path: Path, tag: str) -> dict:
    text = path.read_text(encoding="utf-8")
    raw = re.search(rf'id="{tag}">(.*?)</script>', text, re.S)[1]
    return json.loads(raw.replace("\\u003c", "<"))


def test_a_codes_band_of_tries_is_in_what_it_is_made_of():
    key = "ab" * 32
    first, second, third = (codes.code(key, "p1", "Anna", tries=t) for t in (1, 2, 3))
    assert first == codes.code(key, "p1", "Anna")  # a first try's code is as it always was
    assert second == third  # 2-3 tries: one band
    fourth = codes.code(key, "p1", "Anna", tries=4)
    assert len({first, second, fourth}) == 3
    assert codes.code(key, "p1", "Anna", tries=40) == fourth
    assert [codes.tries_band(t) for t in (0, 1, 2, 3, 4, 9)] == [1, 1, 2, 2, 3, 3]


def test_a_name_reads_alike_with_or_without_its_accents():
    key = "cd" * 32
    assert codes.name_key("  Zoë   Bērziņa ") == "zoe berzina"
    assert codes.code(key, "p1", "Zoë") == codes.code(key, "p1", "ZOE")
    assert codes.code(key, "p1", "Zoë") != codes.code(key, "p1", "Zoa")


@pytest.fixture(scope="module")
def sheets(tmp_path_factory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("tries")
    out = {"dominosa": root / "dominosa", "chain": root / "chain"}
    dp.worksheet(out["dominosa"], "dominosa", count=1, age=8, seed=1)
    dp.worksheet(out["chain"], "chain", count=1, age=8, seed=1)
    return out


def test_the_pupils_page_gives_no_score_to_aim_at(tmp_path):
    """No best result in the pupils' words: an endgame played out wrong is
    "not the best line", without the best's value; a Florentine puzzle counts
    no gems on the pupils' page until it is solved."""
    folder = tmp_path / "endgame"
    dp.worksheet(folder, "endgame", count=1, age=10, seed=1)
    pupils = data_in(folder / "pupils" / "play.html", "puzzle-data")["words"]
    teacher = data_in(folder / "teacher" / "play.html", "puzzle-data")["words"]
    assert "endgame.not_best_end" in teacher and "endgame.not_best_end" not in pupils
    assert "{b}" not in pupils["endgame.not_best_line"]
    assert "try_again" in pupils


def _flipped_square(answer: list[dict], given: list[dict]) -> tuple[list[dict], list[dict]]:
    """Two dominoes of the answer side by side in a 2x2 square, and the two
    that cover the same square the other way: a covering that is not the
    answer (the puzzle has one)."""
    fixed = [sorted(g["cells"]) for g in given]
    free = [d for d in answer if sorted(d["cells"]) not in fixed]

    def at(c: str) -> tuple[int, int]:
        return ord(c[0]) - 65, int(c[1:]) - 1

    def name(x: int, y: int) -> str:
        return f"{chr(65 + x)}{y + 1}"

    by_cells = {tuple(sorted(map(at, d["cells"]))): d for d in free}
    for (x1, y1), (x2, y2) in list(by_cells):
        if y1 == y2:  # across: the one under it, and the square covered upright
            b = by_cells.get(((x1, y1 + 1), (x2, y2 + 1)))
            turned = [[name(x1, y1), name(x1, y1 + 1)], [name(x2, y1), name(x2, y1 + 1)]]
        else:  # upright: the one beside it, and the square covered across
            b = by_cells.get(((x1 + 1, y1), (x2 + 1, y2)))
            turned = [[name(x1, y1), name(x1 + 1, y1)], [name(x1, y2), name(x1 + 1, y2)]]
        if b is not None:
            a = by_cells[((x1, y1), (x2, y2))]
            return [a, b], [{"cells": c} for c in turned]
    raise AssertionError("no two dominoes of the answer make a square")


PASTE = """(text) => { const box = document.getElementById("codes");
  box.value = text; box.dispatchEvent(new Event("input")); }"""
CLASS = """(text) => { const box = document.getElementById("class");
  box.value = text; box.dispatchEvent(new Event("input")); }"""


def test_tries_are_counted_in_the_code_and_shown_on_the_results_page(sheets, chromium, tmp_path):
    folder = sheets["dominosa"]
    teacher = data_in(folder / "teacher" / "play.html", "puzzle-data")["puzzles"][0]
    pid = teacher["id"]
    context = chromium.new_context(
        viewport={"width": PHONE[0], "height": PHONE[1]}, has_touch=True, is_mobile=True
    )
    page = context.new_page()
    watch = browser.Watch(page)
    page.goto(f"file://{folder / 'pupils' / 'play.html'}")
    browser.wait_until(page, "() => document.documentElement.dataset.ready === 'true'")
    page.fill("#pupil-name", "Zoë")
    play = "([id, m]) => window.dominoPuzzles.play(id, m)"
    state = f"() => window.dominoPuzzles.state({json.dumps(pid)})"
    square, turned = _flipped_square(teacher["answer"], teacher["given"])
    wrong = [d for d in teacher["answer"] if d not in square and d not in teacher["given"]]
    said = None
    for d in [*wrong, *turned]:
        said = page.evaluate(play, [pid, {"cells": d["cells"]}])
        assert said["ok"], said
    # every cell covered, not solved: the page says so, and the try is not over yet
    got = page.evaluate(state)
    assert not got["solved"] and got["tries"] == 1
    assert said["message"].endswith(SCREEN["en"]["try_again"]), said
    page.evaluate(f"window.dominoPuzzles.undo({json.dumps(pid)})")  # leaves the wrong end: a try
    assert page.evaluate(state)["tries"] == 2
    page.evaluate(f"window.dominoPuzzles.reset({json.dumps(pid)})")  # starts again: a try
    assert page.evaluate(state)["tries"] == 3
    page.evaluate(f"window.dominoPuzzles.reset({json.dumps(pid)})")  # nothing on the board: none
    assert page.evaluate(state)["tries"] == 3
    for step in teacher["steps"]:
        assert page.evaluate(play, [pid, step["move"]])["ok"]
    browser.wait_until(page, f"() => window.dominoPuzzles.code({json.dumps(pid)}) !== null")
    code = page.evaluate(f"window.dominoPuzzles.code({json.dumps(pid)})")
    lock = data_in(folder / "teacher" / "results.html", "results-data")["puzzles"][0]
    assert code in [codes.code(k, pid, "Zoe", tries=3) for k in lock["keys"]]
    assert code not in [codes.code(k, pid, "Zoe") for k in lock["keys"]]
    browser.reload_kept(page)  # the tries are kept with the moves
    assert page.evaluate(state)["tries"] == 3 and page.evaluate(state)["solved"]
    assert not watch.errors, watch.errors

    results = context.new_page()
    watch = browser.Watch(results)
    results.goto(f"file://{folder / 'teacher' / 'results.html'}")
    browser.wait_until(results, "() => document.documentElement.dataset.ready === 'true'")
    plain = code.replace("-", "")
    typo = code[:-1] + ("2" if code[-1] != "2" else "3")
    forms = [f"Zoe - {code}", f"Zoe, {code}", f"Zoe {code}", f"Zoe\t{code}", f"Zoë: {code}",
             f"zoe {plain}", f"ZOË – {code}", f"Zoe\n{code}"]  # fmt: skip
    for form in forms:
        rows = results.evaluate("(t) => window.dominoResults.check(t)", form)
        assert [(r["puzzle"], r["tries"]) for r in rows] == [(pid, 2)], (form, rows)
        assert codes.name_key(rows[0]["name"]) == "zoe", (form, rows)
    results.evaluate(CLASS, "Zoë\nBen\nCarla")
    results.evaluate(PASTE, f"Zoe - {code}\nZoe: {typo}\nBen: {code}\n")
    browser.wait_until(results, "() => document.querySelectorAll('#rejected li').length > 0")
    cell = results.locator('tr[data-name="zoe"] td.ok')
    assert cell.get_attribute("data-tries") == "2"
    assert RESULTS["en"]["tries_2"] in cell.inner_text()
    told = results.locator("#rejected li").all_inner_texts()
    words = RESULTS["en"]
    assert words["near"].format(line=2, text=typo, name="Zoe", code=code) in told, told
    assert words["owner"].format(line=3, text=code, name="Ben", owner="Zoë") in told, told
    assert results.locator("#missing").inner_text() == words["missing"].format(names="Ben, Carla")
    # the CSV: a pupil a row, the class list's spelling, each puzzle's tries
    table = list(csv.reader(io.StringIO(results.evaluate("window.dominoResults.csv()"))))
    assert table[0] == [words["pupil"], words["puzzle"].format(n=1)]
    assert table[1:] == [["Zoë", words["tries_2"]], ["Ben", ""], ["Carla", ""]]
    with results.expect_download() as got:
        results.click("#csv")
    saved = tmp_path / "results.csv"
    got.value.save_as(saved)
    assert got.value.suggested_filename == "results.csv"
    assert list(csv.reader(io.StringIO(saved.read_text(encoding="utf-8-sig")))) == table
    # a second sheet on the same page: its code says it is of that sheet
    other = sheets["chain"] / "teacher" / "results.html"
    assert results.evaluate("(t) => window.dominoResults.addSheet(t)", other.read_text("utf-8"))
    assert not results.evaluate("(t) => window.dominoResults.addSheet(t)", "<html>no sheet</html>")
    chain = data_in(other, "results-data")
    ben = codes.code(chain["puzzles"][0]["keys"][0], chain["puzzles"][0]["id"], "Ben")
    results.evaluate(PASTE, f"Zoe - {code}\nBen, {ben}\n")
    results.evaluate("window.dominoResults.show()")
    rows = results.evaluate("(t) => window.dominoResults.check(t)", f"Ben, {ben}")
    assert rows[0]["sheet"] == chain["sheet"] and rows[0]["tries"] == 1
    ben_cell = results.locator(f'tr[data-name="ben"] td.ok[data-sheet="{chain["sheet"]}"]')
    assert ben_cell.count() == 1
    assert results.locator("#sheets li").count() == 2
    results.screenshot(path=str(tmp_path / "results.png"), full_page=True)
    # kept in the browser until cleared: the codes, the class list, the sheets
    browser.reload_kept(results)
    assert results.input_value("#codes") == f"Zoe - {code}\nBen, {ben}\n"
    assert results.input_value("#class") == "Zoë\nBen\nCarla"
    assert results.locator("#sheets li").count() == 2
    results.evaluate("window.dominoResults.clear()")
    browser.reload_kept(results)
    assert results.input_value("#codes") == ""
    assert results.input_value("#class") == "Zoë\nBen\nCarla"
    assert results.locator("#sheets li").count() == 1
    assert not watch.errors, watch.errors
    context.close()
