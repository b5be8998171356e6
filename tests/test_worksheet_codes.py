"""A worksheet's results without a server (issue 42, items 5-7): a puzzle solved
on the pupils' page shows a code made from the pupil's name and the key its
answer opens; teacher/results.html checks pasted codes; the pupils' page holds
no key; sheets for two ages of one kind share no puzzle."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import domino_puzzles as dp
from domino_puzzles.web import codes
from domino_puzzles.web.words import SCREEN
from puzzles import i18n
from puzzles.drawing.words import LANGUAGES
from solver.registry import KINDS
from tests import browser
from tests.generate_once import _MADE as ONCE
from tests.generate_once import generating_once

RESULTS = i18n.table("results")

PHONE = (390, 844)


def data_in(path: Path, tag: str) -> dict:
    text = path.read_text(encoding="utf-8")
    raw = re.search(rf'id="{tag}">(.*?)</script>', text, re.S)[1]
    return json.loads(raw.replace("\\u003c", "<"))


@pytest.fixture(scope="module")
def sheets(tmp_path_factory) -> dict[str, Path]:
    """A two-puzzle sheet of every kind, in English (Florentine also in Latvian:
    the same puzzles, their batch generated once, tests/generate_once.py)."""
    root = tmp_path_factory.mktemp("codes")
    out = {kind: root / kind for kind in KINDS}
    with generating_once(ONCE):
        for kind, folder in out.items():
            dp.worksheet(folder, kind, count=2, age=8, seed=1)
        out["florentine-lv"] = root / "florentine-lv"
        dp.worksheet(out["florentine-lv"], "florentine", count=2, age=8, seed=1, lang="lv")
    return out


def codes_texts(kind: str, answered: dict) -> list[str]:
    """The texts that open a puzzle's key where the rules judge it (a chain's
    line, a Dominosa's covering)."""
    from domino_puzzles.web.kinds import page_piece

    texts = getattr(page_piece(KINDS[kind]), "answer_texts", None)
    return list(texts(answered)) if texts else []


def locks(folder: Path) -> list[dict]:
    return data_in(folder / "teacher" / "results.html", "results-data")["puzzles"]


@pytest.mark.parametrize("kind", list(KINDS))
def test_the_pupils_page_holds_no_answer_and_no_key(sheets, kind):
    folder = sheets[kind]
    pupils = (folder / "pupils" / "play.html").read_text(encoding="utf-8")
    teacher = data_in(folder / "teacher" / "play.html", "puzzle-data")["puzzles"]
    page = {d["id"]: d for d in data_in(folder / "pupils" / "play.html", "puzzle-data")["puzzles"]}
    for lock, answered in zip(locks(folder), teacher, strict=True):
        d = page[lock["id"]]
        assert lock["keys"] and d["lock"]["rounds"] == codes.ROUNDS
        for key in lock["keys"]:
            # no key, nor anything a code is made with but the key itself
            assert key not in pupils
            assert codes.code(key, lock["id"], "Anna").replace("-", "") not in pupils
        if "seal" in d:  # a sealed target: only the hash of its key, never the key
            opened = {codes.seal_hash(k) for k in lock["keys"]}
            if codes_texts(kind, answered):  # a code's key is the whole answer's
                assert not opened & set(d["seal"]["hashes"]), kind
            else:
                assert d["seal"]["hashes"] == sorted(opened)
        # the answer as the teacher's page has it stands nowhere in the pupils'
        assert not {"answer", "target", "value"} & set(d), (kind, sorted(d))
        if isinstance(answered.get("answer"), str):  # a chain's line
            assert answered["answer"] not in pupils
        for text in codes_texts(kind, answered):
            if kind == "blocked" and " " not in text:
                continue  # one tile laid: a tile the page shows among those to lay
            assert text not in pupils, (kind, text)
    for name in (f"key-{n:02d}.svg" for n in (1, 2)):
        assert not (folder / "pupils" / name).exists()


def test_every_word_of_the_codes_is_in_every_language():
    for lang in LANGUAGES:
        assert set(RESULTS[lang]) == set(RESULTS["en"]), lang
        for key in ("your_name", "code_needs_name", "code_for", "code_tell", "code_making"):
            assert SCREEN[lang][key], (lang, key)


def test_two_ages_share_no_puzzle_and_the_same_options_give_the_same_bytes(tmp_path):
    def made(age: int, name: str) -> list[dict]:
        sheet = dp.worksheet(tmp_path / name, "chain", count=2, age=age, seed=4)
        return [{k: v for k, v in dp.dump(p).items() if k not in ("id", "meta")}
                for p in sheet.puzzles]  # fmt: skip

    young, older = made(6, "six"), made(10, "ten")
    assert not [p for p in young if p in older]
    assert made(10, "ten-again") == older

    def files(name: str) -> dict[str, bytes]:
        root = tmp_path / name
        return {p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob("*.*")}

    assert files("ten") == files("ten-again")
    index = (tmp_path / "ten" / "index.html").read_text(encoding="utf-8")
    assert "Seed 4" in index and "--seed 5" in index  # the seed, and a fresh set


def _solve_first(page, folder: Path) -> str:
    """Plays the first puzzle's answer (the teacher's steps) until the page judges it solved."""
    first = data_in(folder / "teacher" / "play.html", "puzzle-data")["puzzles"][0]
    for step in first["steps"]:
        move = [first["id"], step["move"]]
        got = page.evaluate("([id, m]) => window.dominoPuzzles.play(id, m)", move)
        assert got["ok"], got
    browser.wait_until(page, f"() => window.dominoPuzzles.state({json.dumps(first['id'])}).solved")
    return first["id"]


@pytest.mark.parametrize("kind", ["florentine", "chain", "florentine-lv"])
def test_a_code_from_the_pupils_page_checks_out_on_the_results_page(
    sheets, kind, tmp_path, chromium
):
    folder = sheets[kind]
    context = chromium.new_context(
        viewport={"width": PHONE[0], "height": PHONE[1]}, has_touch=True, is_mobile=True
    )
    page = context.new_page()
    watch = browser.Watch(page)
    page.goto(f"file://{folder / 'pupils' / 'play.html'}")
    browser.wait_until(page, "() => document.documentElement.dataset.ready === 'true'")
    pid = _solve_first(page, folder)
    section = page.locator(f'section[data-id="{pid}"]')
    # no name yet: the page asks for it, and gives no code
    assert page.evaluate(f"window.dominoPuzzles.code({json.dumps(pid)})") is None
    lang = "lv" if kind.endswith("-lv") else "en"
    assert section.locator(".code").inner_text() == SCREEN[lang]["code_needs_name"]
    page.fill("#pupil-name", "Anna Bērziņa")
    asked = f"window.dominoPuzzles.code({json.dumps(pid)})"
    browser.wait_until(page, f"() => {asked} !== null")  # a key worked out (WebCrypto)
    code = page.evaluate(asked)
    assert re.fullmatch(r"[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}", code), code
    assert code in section.locator(".code").inner_text()
    shown = section.locator(".code-text").bounding_box()  # whole on the phone's width
    assert shown["x"] >= 0 and shown["x"] + shown["width"] <= PHONE[0], shown
    section.locator(".code").scroll_into_view_if_needed()
    section.screenshot(path=str(tmp_path / f"{kind}-code.png"))
    # the same code as Python makes with the teacher's key
    lock = next(x for x in locks(folder) if x["id"] == pid)
    assert code in [codes.code(k, pid, "anna   bērziņa") for k in lock["keys"]]
    assert not watch.errors and all(u.startswith("file://") for u in watch.requests)

    results = context.new_page()
    watch = browser.Watch(results)
    results.goto(f"file://{folder / 'teacher' / 'results.html'}")
    browser.wait_until(results, "() => document.documentElement.dataset.ready === 'true'")
    changed = code[:-1] + ("2" if code[-1] != "2" else "3")
    pasted = f"Anna Bērziņa: {code}\nAnna Bērziņa: {changed}\nBerts: {code}\nCarla\n{code}\n"
    results.fill("#codes", pasted)
    got = results.evaluate(f"window.dominoResults.check({json.dumps(pasted)})")
    assert [g["puzzle"] for g in got] == [pid, None, None, None], got
    # checked on a pause in typing
    browser.wait_until(results, "() => document.querySelectorAll('#rejected li').length > 0")
    cell = results.locator('tr[data-name="anna berzina"] td.ok')  # accents dropped
    assert cell.count() == 1 and cell.get_attribute("data-puzzle") == pid
    told = results.locator("#rejected li").all_inner_texts()
    # three lines that are no code of their name, and one code under three names
    shared = RESULTS[lang]["shared"].format(text=code, names="Anna Bērziņa, Berts, Carla")
    assert len(told) == 4 and told[-1] == shared, told
    # one pupil and one code: the singular of each count (issue 56, item 3)
    said = {"en": "1 pupil, 1 code that checks out.", "lv": "1 skolēns, 1 derīgs kods."}
    assert results.locator("#counted").inner_text() == said[lang]
    results.screenshot(path=str(tmp_path / f"{kind}-results.png"), full_page=True)
    assert not watch.errors and all(u.startswith("file://") for u in watch.requests)
    context.close()


def test_a_code_is_bound_to_the_name_it_was_solved_under(sheets, chromium):
    """Issue 49, item 2: one solve gives a code for one name. Once a puzzle has
    a move, a new name asks first; a no keeps the name and the moves, a yes
    clears every move, as New pupil does, so the next child's code needs a
    solve of their own."""
    folder = sheets["chain"]
    page, watch = browser.open_page(chromium, folder / "pupils" / "play.html")
    asked: list[str] = []
    answer = {"yes": False}

    def on_dialog(dialog):
        asked.append(dialog.message)
        dialog.accept() if answer["yes"] else dialog.dismiss()

    page.on("dialog", on_dialog)
    page.fill("#pupil-name", "Ann")
    page.fill("#pupil-name", "Anna")  # no move yet: nothing to ask
    assert asked == []
    pid = _solve_first(page, folder)
    code = f"window.dominoPuzzles.code({json.dumps(pid)})"
    browser.wait_until(page, f"() => {code} !== null")
    anna = page.evaluate(code)
    page.fill("#pupil-name", "  anna ")  # the same name as a code reads it
    assert asked == [] and page.evaluate(code) == anna
    page.fill("#pupil-name", "Ben")  # no: Anna's name and moves stand
    assert asked == [SCREEN["en"]["name_change_confirm"]]
    assert page.input_value("#pupil-name") == "  anna "
    assert page.evaluate(f"window.dominoPuzzles.state({json.dumps(pid)}).solved") is True
    answer["yes"] = True
    page.fill("#pupil-name", "Ben")  # yes: every move cleared, Ben has no code
    assert len(asked) == 2 and page.input_value("#pupil-name") == "Ben"
    state = page.evaluate(f"window.dominoPuzzles.state({json.dumps(pid)})")
    assert state["moves"] == [] and state["solved"] is False
    assert page.evaluate(code) is None
    browser.reload_kept(page)  # what is kept: Ben's name, no move
    assert page.input_value("#pupil-name") == "Ben"
    assert page.evaluate(f"window.dominoPuzzles.state({json.dumps(pid)})")["moves"] == []
    assert watch.errors == []


def _guesses(kind: str, d: dict):
    """Sealed targets as the issue's forger tried them: small numbers first
    (`score:cards` of a Florentine puzzle, `tiles:pips` of a blocked line)."""
    for total in range(1, 400):
        if kind == "blocked" and d.get("objective") != "max-pips":
            yield f"{total}:"
            continue
        for n in range(1, total + 1):  # cards, or tiles
            yield f"{total - n}:{n}" if kind == "florentine" else f"{n}:{total - n}"


FORGE_BOUND = 400  # guesses: the forger needed 5 to 115


@pytest.mark.parametrize("kind", ["florentine", "blocked"])
def test_a_code_forged_from_the_sealed_target_does_not_check_out(sheets, kind):
    """Issue 50, item 4: reading only the pupils' page, a forger finds the
    sealed target's key by guessing small numbers (it still falls, within the
    bound); the code made with it is no code of the puzzle, since a code's
    key comes from the whole answer (every tile, every card and its turn)."""
    folder = sheets[kind]
    pupils = data_in(folder / "pupils" / "play.html", "puzzle-data")["puzzles"]
    keys = {x["id"]: x["keys"] for x in locks(folder)}
    for d in pupils:
        salt, hashes = d["lock"]["salt"], d["seal"]["hashes"]
        found = None
        for tried, text in enumerate(_guesses(kind, d), 1):
            key = codes.slow_key(salt, text)
            if codes.seal_hash(key) in hashes:
                found = key
                break
            assert tried < FORGE_BOUND, (d["id"], "the target was not found by guessing")
        assert found is not None
        assert found not in keys[d["id"]]
        forged = codes.code(found, d["id"], "Anna")
        assert forged not in [codes.code(k, d["id"], "Anna") for k in keys[d["id"]]], d["id"]


PASTE = """(text) => { const box = document.getElementById("codes");
  box.value = text; box.dispatchEvent(new Event("input")); }"""


def test_the_results_page_reads_a_capped_paste_and_says_so(sheets, chromium):
    """Issue 50, item 4: 6,000 pasted lines are read up to 5,000 lines, and
    the page says so; a line checked once is not worked out again. The
    lines' codes are 6,000 different ones, under 100 pupils' names (each
    name's codes are worked out once, however many lines it has: 6,000
    names took three times as long and checked nothing more)."""
    folder = sheets["chain"]
    page, watch = browser.open_page(chromium, folder / "teacher" / "results.html", puzzles=False)
    made = ("".join(codes.ALPHABET[(i >> 5 * k) & 31] for k in range(8)) for i in range(6000))
    pasted = "".join(f"Pupil {i % 100}: {c[:4]}-{c[4:]}\n" for i, c in enumerate(made))
    page.evaluate(PASTE, pasted)  # as a paste: one input event
    browser.wait_until(page, "() => document.querySelectorAll('#rejected li').length > 0")
    told = page.locator("#rejected li").all_inner_texts()
    assert told[-1] == RESULTS["en"]["capped"]
    assert len(told) == 5000 + 1  # every line read is no code of its name
    rows = page.evaluate(f"window.dominoResults.check({json.dumps(pasted)})")
    assert len(rows) == 5000 and rows[-1]["line"] == 5000
    assert watch.errors == []
