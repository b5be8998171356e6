"""play.html in a real browser (Chromium via Playwright): a 40-puzzle mixed book
and a worksheet of every kind, played to "solved" by script, by clicks and by
keys; refused moves; the page's rules against the Python engine's; no network.
"""

from __future__ import annotations

# ruff: noqa: E501  (the scripts run in the page read better whole)
import json
import random
import re

import pytest
import yaml
from click.testing import CliRunner

from cli.main import main
from domino_puzzles.pages import solution_of
from puzzles.files import dump_yaml
from solver.registry import KINDS
from tests import browser
from tests.helpers import canonical
from tests.reference.play_rules import REFEREES

# What generated books do not hold: a personal card, open rims, draw rules with
# spinners, hands and max-pips, an empty table, chains without clues or with an
# end clue only, a forced draw before the first move, partnerships.
EXTRA = [
    {"kind": "florentine", "id": "flo-personal", "colour": "green", "personal": True,
     "board": {"D4": "GOBO1", "D3": "RGG1O", "D5": "BGBG", "C4": "GOG1R", "E4": "GG1RO"},
     "pool": ["RRBB", "OO1GR"]},
    {"kind": "florentine", "id": "flo-open-rim", "size": 5, "colour": "red",
     "board": {"C3": "RR1BG"}, "pool": ["RRGG", "RR1GB", "RBRB"], "rules": {"rim_seals": False}},
    {"kind": "blocked", "id": "blocked-draw-pips", "set": 3, "rules": "draw", "line": "1-1 1-2",
     "hands": [["0-1", "2-2", "2-3", "0-3"], ["0-0", "1-3", "3-3"]],
     "objective": "max-pips", "hand": 0},
    {"kind": "blocked", "id": "blocked-empty", "set": 2},
    {"kind": "chain", "id": "chain-free", "set": 3, "tiles": ["0-1", "1-2", "2-3", "3-3"]},
    {"kind": "chain", "id": "chain-end", "set": 3, "tiles": ["0-1", "1-2", "2-2"],
     "clues": [{"end": "left", "pips": 2}]},
    {"kind": "endgame", "id": "endgame-draw", "rules": "draw", "line": "3-3", "to_move": 1,
     "hands": [["3-4", "5-5", "3-6"], ["1-2", "0-0"]], "boneyard": ["2-3", "4-4"]},
    {"kind": "endgame", "id": "endgame-pairs", "line": "6-6 6-3", "partnerships": True,
     "hands": [["3-4", "1-1"], ["4-5", "0-0"], ["6-2", "3-5"], ["2-2", "1-4"]]},
]  # fmt: skip

pytestmark = pytest.mark.skipif(browser.missing() is not None, reason=browser.missing() or "")


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    """play.html of a 40-puzzle book of every kind, and of a worksheet per kind."""
    root = tmp_path_factory.mktemp("play")
    runner = CliRunner()
    args = ["book", "--count", "40", "--seed", "5", "--out", str(root / "book"), "--quiet"]
    assert runner.invoke(main, args, catch_exceptions=False).exit_code == 0
    out = {"book": root / "book" / "play.html"}
    for kind in KINDS:
        args = ["worksheet", "--kind", kind, "--seed", "2", "--out", str(root / kind), "--quiet"]
        assert runner.invoke(main, args, catch_exceptions=False).exit_code == 0
        out[kind] = root / kind / "teacher" / "play.html"
        out[f"{kind}-pupils"] = root / kind / "pupils" / "play.html"
    (root / "extra.yaml").write_text(dump_yaml({"puzzles": EXTRA}))
    out["extra"] = root / "extra.html"
    args = ["render", str(root / "extra.yaml"), "--html", str(out["extra"])]
    assert runner.invoke(main, args, catch_exceptions=False).exit_code == 0
    return out


def data_of(page) -> dict:
    return page.evaluate("JSON.parse(document.getElementById('puzzle-data').textContent)")


def assert_quiet(watch, page):
    """No request but the page itself, no console error."""
    assert watch.requests == [page.url]
    assert watch.errors == []


# -- by script ---------------------------------------------------------------------
PLAY_ALL = """() => {
  const api = window.dominoPuzzles;
  const data = JSON.parse(document.getElementById('puzzle-data').textContent);
  return data.puzzles.map((d) => {
    const verdicts = d.steps.map((st) => api.play(d.id, st.move));
    return {id: d.id, verdicts, state: api.state(d.id)};
  });
}"""


@pytest.mark.parametrize("name", ["book", *KINDS, "extra"])
def test_every_puzzle_plays_to_solved_by_script(chromium, pages, name):
    page, watch = browser.open_page(chromium, pages[name])
    ids = page.evaluate("window.dominoPuzzles.ids()")
    assert len(ids) == {"book": 40, "extra": 8}.get(name, 4) == len(set(ids))
    for result in page.evaluate(PLAY_ALL):
        assert all(v["ok"] for v in result["verdicts"]), result
        assert result["state"]["solved"], result
        assert not result["verdicts"] or result["verdicts"][-1]["message"] == "Solved!"
    assert page.locator(".puzzle.solved").count() == len(ids)
    assert_quiet(watch, page)


def test_the_book_has_every_kind_in_book_order(chromium, pages):
    page, _ = browser.open_page(chromium, pages["book"])
    kinds = [d["kind"] for d in data_of(page)["puzzles"]]
    assert [k for i, k in enumerate(kinds) if i == 0 or kinds[i - 1] != k] == list(KINDS)
    assert page.get_attribute("html", "lang") == "en"
    assert page.locator("#contents li").count() == 40
    assert pages["book"].stat().st_size < 2**20  # FORMATS: a 40-puzzle page stays under 1 MB


# -- by clicks and keys, as a person plays ---------------------------------------------------
def press(page, sec, selector, keys, key):
    """A button clicked, or focused and pressed with `key` (Enter or Space)."""
    button = sec.locator(selector)
    if keys:
        button.focus()
        page.keyboard.press(key)
    else:
        button.click()


def pick(page, sec, value, keys):
    press(page, sec, f'[data-pick="{value}"]', keys, "Enter")


def put(page, sec, target, keys):
    press(page, sec, f'[data-put="{target}"]', keys, "Space")


def walk_to(page, sec, cell, size):
    """From the board's one tabbable cell (the centre), arrow keys to `cell`."""
    sec.locator('.board [tabindex="0"]').focus()
    mid = size // 2
    col, row = ord(cell[0]) - ord("A"), int(cell[1:]) - 1
    for key, count in (("ArrowRight", col - mid), ("ArrowDown", row - mid)):
        key = key if count >= 0 else {"ArrowRight": "ArrowLeft", "ArrowDown": "ArrowUp"}[key]
        for _ in range(abs(count)):
            page.keyboard.press(key)
    assert page.evaluate("document.activeElement.dataset.put") == cell
    page.keyboard.press("Enter")


def by_hand(page, sec, d, move, keys):
    kind = d["kind"]
    if kind == "florentine":
        pick(page, sec, "P" if move.get("personal") else move["card"], keys)
        for _ in range(move.get("turn", 0)):
            if keys:
                page.keyboard.press("r")
            else:
                sec.locator('[data-act="turn"]').click()
        if keys:
            walk_to(page, sec, move["cell"], d["size"])
        else:
            put(page, sec, move["cell"], keys)
    elif kind == "dominosa":
        pick(page, sec, move["cells"][0], keys)
        put(page, sec, move["cells"][1], keys)
    elif kind == "chain":
        a, b = (int(x) for x in move["tile"].split("-"))
        pick(page, sec, f"{min(a, b)}-{max(a, b)}", keys)
        if a > b:  # the tray shows the smaller half first: turn it round
            page.keyboard.press("f") if keys else sec.locator('[data-act="flip"]').click()
        put(page, sec, move["at"], keys)
    else:
        a, b = (int(x) for x in move["tile"].split("-"))
        pick(page, sec, f"{min(a, b)}-{max(a, b)}", keys)
        put(page, sec, move["end"], keys)


@pytest.mark.parametrize("name", ["book", *KINDS, "extra"])
def test_every_puzzle_plays_to_solved_by_clicks_and_keys(chromium, pages, name):
    page, watch = browser.open_page(chromium, pages[name])
    for i, d in enumerate(data_of(page)["puzzles"]):
        sec = page.locator(f'section[data-id="{d["id"]}"]')
        for step in d["steps"]:
            by_hand(page, sec, d, step["move"], keys=i % 2 == 1)
            assert not sec.locator(".message.refused").count(), sec.locator(".message").inner_text()
        assert "solved" in sec.get_attribute("class"), d["id"]
        assert sec.locator(".badge").is_visible()
        if d["steps"]:  # else the best is to lay nothing: solved as it stands
            assert sec.locator(".message").inner_text() == "Solved!"
    assert_quiet(watch, page)


def test_a_card_dragged_onto_its_cell(chromium, pages):
    page, _ = browser.open_page(chromium, pages["florentine"])
    d = data_of(page)["puzzles"][0]
    sec = page.locator(f'section[data-id="{d["id"]}"]')
    for move in (step["move"] for step in d["steps"]):
        if move.get("personal"):
            sec.locator('[data-pick="P"]').drag_to(sec.locator(f'[data-put="{move["cell"]}"]'))
            continue
        sec.locator(f'[data-pick="{move["card"]}"]').click()
        for _ in range(move["turn"]):
            page.keyboard.press("r")
        card = sec.locator(f'[data-pick="{move["card"]}"]')
        card.drag_to(sec.locator(f'[data-put="{move["cell"]}"]'))
    assert page.evaluate(f"window.dominoPuzzles.state({json.dumps(d['id'])}).solved")


def test_tiles_dragged_to_a_line_end_and_into_a_chain_place(chromium, pages):
    page, _ = browser.open_page(chromium, pages["book"])
    puzzles = data_of(page)["puzzles"]
    for kind, place in (("blocked", "end"), ("chain", "at")):
        d = next(x for x in puzzles if x["kind"] == kind and x["steps"])
        sec = page.locator(f'section[data-id="{d["id"]}"]')
        for move in (step["move"] for step in d["steps"]):
            a, b = move["tile"].split("-")
            tile = sec.locator(f'[data-pick="{min(a, b)}-{max(a, b)}"]')
            tile.drag_to(sec.locator(f'[data-put="{move[place]}"]'))
        assert page.evaluate(f"window.dominoPuzzles.state({json.dumps(d['id'])}).solved"), kind


# -- refused moves ------------------------------------------------------------------
def test_forbidden_moves_are_refused_with_a_reason(chromium, pages):
    page, watch = browser.open_page(chromium, pages["book"])
    by_kind = {}
    for d in data_of(page)["puzzles"]:
        by_kind.setdefault(d["kind"], d)
    flo, chain, blocked, endgame = (
        by_kind[k] for k in ("florentine", "chain", "blocked", "endgame")
    )
    card = flo["pool"][0]
    taken = next(iter(flo["board"]))
    wrong = [
        (flo, {"cell": taken, "card": card, "turn": 0}, f"{taken} is taken"),
        (flo, {"cell": "A1", "card": "GGGG", "turn": 0}, "not among the cards"),
        (flo, {"cell": "Z9", "card": card, "turn": 0}, "is not a cell"),
        (flo, {"cell": "A1", "card": card, "turn": 7}, "quarter turns"),
        (chain, {"at": 99, "tile": chain["tiles"][0]}, "position is 1 to"),
        (chain, {"at": 1, "tile": "9-9"}, "not a tile"),
        (blocked, {"tile": blocked["line"].split()[0], "end": "left"}, "in the line already"),
        (endgame, {"player": 1 - endgame["toMove"] % 2, "tile": "0-0", "end": "left"}, "turn"),
        (endgame, {"player": endgame["toMove"], "tile": "6-6", "end": "up"}, ""),
    ]
    for d, move, reason in wrong:
        before = page.evaluate(f"window.dominoPuzzles.state({json.dumps(d['id'])})")
        got = page.evaluate("([id, m]) => window.dominoPuzzles.play(id, m)", [d["id"], move])
        assert got["ok"] is False and reason in got["message"], (move, got)
        assert page.evaluate(f"window.dominoPuzzles.state({json.dumps(d['id'])})") == before
    # By clicks: a place before a piece, then a card on a cell it does not fit.
    sec = page.locator(f'section[data-id="{flo["id"]}"]')
    sec.locator(".board [data-put]").first.click()
    assert "Choose a piece first" in sec.locator(".message.refused").inner_text()
    sec.locator(f'[data-pick="{card}"]').click()
    sec.locator(f'[data-put="{taken}"]').click()
    assert "is taken" in sec.locator(".message.refused").inner_text()
    assert_quiet(watch, page)


# -- the page's rules against the Python engine -----------------------------------------------
def random_moves(kind: str, puzzle, data, rng: random.Random, n: int):
    """`n` moves, half of them likely legal, half anything of the right shape."""
    if kind == "florentine":
        cells = [f"{chr(65 + c)}{r + 1}" for c in range(puzzle.size) for r in range(puzzle.size)]
        pool = [str(c) for c in puzzle.pool]
        for _ in range(n):
            if rng.random() < 0.1:
                yield {"cell": rng.choice(cells), "personal": True}
            else:
                yield {
                    "cell": rng.choice(cells),
                    "card": rng.choice(pool),
                    "turn": rng.randrange(4),
                }
    elif kind == "dominosa":
        names = [puzzle.name(c) for c in range(len(puzzle.grid))]
        for _ in range(n):
            a = rng.randrange(len(names))
            b = rng.choice([a + 1, a - 1, a + puzzle.columns, rng.randrange(len(names))])
            move = {"cells": [names[a], names[b % len(names)]]}
            if rng.random() < 0.3:
                move["tile"] = f"{rng.randrange(puzzle.set_size + 1)}-{puzzle.grid[a]}"
            yield move
    elif kind == "chain":
        tiles = [str(t) for t in puzzle.tiles]
        for _ in range(n):
            a, b = rng.choice(tiles).split("-")
            tile = f"{a}-{b}" if rng.random() < 0.5 else f"{b}-{a}"
            yield {"at": rng.randrange(1, len(tiles) + 1), "tile": tile}
    else:
        tiles = sorted(
            {w for hand in data.get("hands") or [] for w in hand} | set(data.get("layable", []))
        )
        tiles += data["line"].split()[:2]
        for _ in range(n):
            ends = ["left", "right", "spinner"] if kind == "endgame" else ["left", "right"]
            move = {"tile": rng.choice(tiles), "end": rng.choice(ends)}
            if kind == "endgame":
                move["player"] = rng.choice([data["toMove"], rng.randrange(len(data["hands"]))])
            yield move


CROSS = """([id, moves]) => {
  const api = window.dominoPuzzles;
  api.reset(id);
  return moves.map((m) => ({ok: api.play(id, m).ok, state: api.state(id)}));
}"""


@pytest.mark.parametrize("name", ["book", "extra"])
def test_the_page_and_the_python_rules_agree_on_random_moves(chromium, pages, name):
    from puzzles.dominoes.line import Line

    page, watch = browser.open_page(chromium, pages[name])
    source = (
        pages["book"].parent / "book.yaml" if name == "book" else pages[name].with_suffix(".yaml")
    )
    rng = random.Random(15)
    checked = {"ok": 0, "refused": 0}
    puzzles = yaml.safe_load(source.read_text())["puzzles"]
    for data, raw in zip(data_of(page)["puzzles"], puzzles, strict=True):
        kind = KINDS[raw["kind"]]
        puzzle = kind.load(raw)
        solution = solution_of(kind, puzzle).to_mapping()  # the referees read mappings
        for _ in range(3 if name == "book" else 12):
            referee = REFEREES[kind.name](puzzle, solution, data)
            moves = list(random_moves(kind.name, puzzle, data, rng, 30))
            for move, seen in zip(moves, page.evaluate(CROSS, [data["id"], moves]), strict=True):
                want = referee.play(move)
                assert seen["ok"] == want, (data["id"], move, seen)
                checked["ok" if want else "refused"] += 1
                expected = referee.snapshot()
                assert seen["state"]["solved"] == expected["solved"], (data["id"], move)
                if kind.name == "florentine":
                    assert seen["state"]["board"] == expected["board"]
                elif kind.name == "blocked":
                    assert canonical(Line.parse(seen["state"]["line"])) == expected["line"]
                elif kind.name == "dominosa":
                    assert seen["state"]["dominoes"] == expected["dominoes"]
                else:
                    assert seen["state"]["line"] == expected["line"]
    # Both verdicts are met often enough for the comparison to mean something.
    assert checked["ok"] > 60 and checked["refused"] > 500, checked
    assert_quiet(watch, page)


FOLLOW_HINTS = """(id) => {
  const api = window.dominoPuzzles, said = [];
  for (let i = 0; i < 60 && !api.state(id).solved; i++) {
    const h = api.hint(id);
    said.push(h.message);
    if (!h.move || !api.play(id, h.move).ok) break;
  }
  return {solved: api.state(id).solved, said};
}"""


@pytest.mark.parametrize("name", ["book", "extra"])
def test_following_the_hints_solves_every_puzzle_even_after_a_wrong_move(chromium, pages, name):
    page, watch = browser.open_page(chromium, pages[name])
    for d in data_of(page)["puzzles"]:
        result = page.evaluate(FOLLOW_HINTS, d["id"])
        assert result["solved"], (d["id"], result)
        assert len(result["said"]) == len(d["steps"])
        assert all(m.startswith("Hint: ") for m in result["said"])
    # Off the answer, a hint says to take the move back, and points at none.
    for d in (x for x in data_of(page)["puzzles"] if x["kind"] == "chain"):
        answer = d["answer"].split()
        wrong = [
            {"at": at, "tile": f"{a}-{b}"}
            for at in range(1, len(answer) + 1)
            for a, b in (t.split("-") for t in d["tiles"])
            if f"{a}-{b}" not in (answer[at - 1], f"{answer[at - 1][::-1]}")
        ]
        wrong += [{"at": m["at"], "tile": m["tile"][::-1]} for m in wrong]
        page.evaluate(f"window.dominoPuzzles.reset({json.dumps(d['id'])})")
        script = "([id, moves]) => moves.some((m) => window.dominoPuzzles.play(id, m).ok)"
        if page.evaluate(script, [d["id"], wrong]):
            break
    else:
        pytest.fail("no chain puzzle lets a tile go where the answer has another")
    hint = page.evaluate(f"window.dominoPuzzles.hint({json.dumps(d['id'])})")
    assert hint["message"] == "A tile lies where the answer has another: undo it."
    assert "move" not in hint
    assert_quiet(watch, page)


# -- undo, reset, hint, answer, progress -------------------------------------------------
def test_undo_reset_hint_answer_and_progress_kept(chromium, pages):
    page, _ = browser.open_page(chromium, pages["book"])
    d = next(x for x in data_of(page)["puzzles"] if x["kind"] == "blocked")
    sec = page.locator(f'section[data-id="{d["id"]}"]')
    state = lambda: page.evaluate(f"window.dominoPuzzles.state({json.dumps(d['id'])})")  # noqa: E731
    sec.locator('[data-act="hint"]').click()
    assert sec.locator(".message").inner_text().startswith("Hint:")
    assert sec.locator(".hinted").count() >= 1
    first = d["steps"][0]["move"]
    assert page.evaluate("([id, m]) => window.dominoPuzzles.play(id, m).ok", [d["id"], first])
    assert len(state()["moves"]) == 1
    sec.locator('[data-act="hint"]').focus()
    page.keyboard.press("u")
    assert state()["moves"] == []
    assert page.evaluate("([id, m]) => window.dominoPuzzles.play(id, m).ok", [d["id"], first])
    stored = page.evaluate("() => Object.values(localStorage).join(' ')")
    assert d["id"] in stored, stored
    browser.reload_kept(page)
    assert len(state()["moves"]) == 1, "progress is kept in localStorage"
    sec.locator('[data-act="answer"]').click()
    # a shown answer is not solved, and stays marked after Undo and the last move again
    assert state()["shown"] and not state()["solved"]
    assert "solved" not in sec.get_attribute("class") and "shown" in sec.get_attribute("class")
    moves = state()["moves"]
    sec.locator('[data-act="reset"]').click()
    assert state()["moves"] == [] and not state()["solved"]
    sec.locator('[data-act="undo"]').click()  # Reset undone
    assert state()["moves"] == moves and state()["shown"] and not state()["solved"]
    sec.locator('[data-act="undo"]').click()  # Show answer undone: the one move before it
    assert len(state()["moves"]) == 1 and state()["shown"]
    sec.locator('[data-act="undo"]').click()
    said = page.evaluate(
        "([id, ms]) => ms.map((m) => window.dominoPuzzles.play(id, m))", [d["id"], moves]
    )
    assert all(x["ok"] for x in said) and said[-1]["message"] != "Solved!", said
    assert not state()["solved"] and sec.locator(".status").inner_text().endswith("answer shown")
    sec.locator('[data-act="reset"]').click()
    assert state()["moves"] == [] and not state()["solved"]
    page.evaluate(f"window.dominoPuzzles.reset({json.dumps(d['id'])})")
    browser.reload_kept(page)
    assert state()["moves"] == []


def test_screen_reader_labels_and_answer_keys(chromium, pages):
    page, _ = browser.open_page(chromium, pages["book"])
    unlabelled = page.evaluate(
        "[...document.querySelectorAll('#puzzles button')]"
        ".filter(b => !(b.getAttribute('aria-label') || b.textContent.trim())).length"
    )
    assert unlabelled == 0
    assert page.locator('[data-put="D4"]').first.get_attribute("aria-label").startswith("D4")
    assert page.locator(".message[aria-live]").count() == 40
    page.locator("#keys-box summary").click()
    # The keys are drawn on the `toggle` event, a task after the click: wait for them.
    browser.wait_until(page, "() => document.querySelectorAll('#key-list .key').length === 40")
    # Print: the puzzles as given (a move played on screen does not show), no
    # buttons, no answers; the answers print on their own.
    first = data_of(page)["puzzles"][0]
    page.evaluate(
        "([id, m]) => window.dominoPuzzles.play(id, m)", [first["id"], first["steps"][0]["move"]]
    )
    page.emulate_media(media="print")
    # The copies are drawn when the media change reaches the page, a moment later.
    browser.wait_until(page, "() => document.querySelectorAll('#print-copy .copy').length === 40")
    assert page.locator("#print-copy .copy").first.locator(".cell svg").count() == len(
        first["board"]
    )
    for hidden in ("#keys", "main", ".controls", "nav", "#print-copy button[data-act]"):
        assert not page.locator(hidden).first.is_visible(), hidden
    page.evaluate("document.body.classList.add('print-keys')")
    assert page.locator("#key-list .key").first.is_visible()
    assert not page.locator("#print-copy").is_visible()


def test_screenshots_in_colour_and_grey(chromium, pages, tmp_path):
    """Pictures to look at (kept in the test's tmp folder): a solved puzzle of each kind."""
    page, _ = browser.open_page(chromium, pages["book"])
    page.evaluate(PLAY_ALL)
    shots = []
    for kind in ("florentine", "endgame"):
        sec = page.locator(f"section.kind-{kind}").first
        shots.append(sec.screenshot(path=str(tmp_path / f"{kind}.png")))
    page.evaluate("document.documentElement.style.filter = 'grayscale(1)'")
    shots.append(
        page.locator("section.kind-florentine").first.screenshot(path=str(tmp_path / "g.png"))
    )
    assert all(len(s) > 10_000 for s in shots)


# -- the pupils' page: no answer in it, "solved" judged all the same ------------------------------
PLAY_STEPS = """(steps) => Object.entries(steps).map(([id, moves]) => {
  const api = window.dominoPuzzles;
  const verdicts = moves.map((m) => api.play(id, m));
  const sec = document.querySelector(`section[data-id="${CSS.escape(id)}"]`);
  const status = sec.querySelector(".status").textContent;
  return {id, verdicts, solved: api.state(id).solved, status};
})"""


@pytest.mark.parametrize("kind", list(KINDS))
def test_the_pupils_page_judges_solved_without_the_answer(chromium, pages, kind):
    teacher, _ = browser.open_page(chromium, pages[kind])
    steps = {d["id"]: [s["move"] for s in d["steps"]] for d in data_of(teacher)["puzzles"]}
    shown = {r["id"]: r["status"] for r in teacher.evaluate(PLAY_STEPS, steps)}
    page, watch = browser.open_page(chromium, pages[f"{kind}-pupils"])
    assert page.locator('[data-act="answer"]').count() == 0
    assert page.locator("#keys, #print-keys, #keys-box").count() == 0
    for result in page.evaluate(PLAY_STEPS, steps):
        assert all(v["ok"] for v in result["verdicts"]), result
        # a sealed target's key is worked out a moment later (WebCrypto): then
        # solved; an endgame is played out on both pages, the teacher's steps
        # being the best line's lays (tests/test_endgame_turns.py)
        browser.wait_until(page, f"() => dominoPuzzles.state({json.dumps(result['id'])}).solved")
        # the teacher's status names the best; the pupils' never does
        assert not re.search(r"\((best|fewest)|best result", result["status"]), result
        assert result["status"] != shown[result["id"]] or "best" not in shown[result["id"]]
    assert_quiet(watch, page)


def test_a_move_that_is_not_best_is_not_solved_on_the_pupils_page(chromium, pages):
    teacher, _ = browser.open_page(chromium, pages["endgame"])
    page, _ = browser.open_page(chromium, pages["endgame-pupils"])
    tried = 0
    for d in data_of(teacher)["puzzles"]:
        for lay in (x for x in d["lays"] if not x["best"]):
            move = {"player": d["toMove"], "tile": lay["tile"], "end": lay["end"], "to": lay["to"]}
            page.evaluate(f"window.dominoPuzzles.reset({json.dumps(d['id'])})")
            got = page.evaluate("([id, m]) => window.dominoPuzzles.play(id, m)", [d["id"], move])
            assert got["ok"] and got["message"] != "Solved!", (d["id"], got)
            assert not page.evaluate(f"window.dominoPuzzles.state({json.dumps(d['id'])}).solved")
            tried += 1
    assert tried, "no endgame of the sheet has a first lay that is not best"


# -- play that forgives ------------------------------------------------------------------------
def test_a_new_pupil_clears_every_puzzle_after_a_yes(chromium, pages):
    page, _ = browser.open_page(chromium, pages["chain-pupils"])
    ids = page.evaluate("window.dominoPuzzles.ids()")
    data = {d["id"]: d for d in data_of(page)["puzzles"]}

    def tiles():
        return [page.evaluate(f"window.dominoPuzzles.state({json.dumps(i)}).moves") for i in ids]

    for i in ids:  # any legal move
        d = data[i]
        for at in range(1, len(d["tiles"]) + 1):
            if page.evaluate(
                "([id, m]) => window.dominoPuzzles.play(id, m).ok",
                [i, {"at": at, "tile": d["tiles"][0]}],
            ):
                break
    before = tiles()
    assert any(before)
    asked = []

    def answer(dialog, yes):
        asked.append(dialog.message)
        dialog.accept() if yes else dialog.dismiss()

    page.once("dialog", lambda dialog: answer(dialog, False))
    page.locator("#new-pupil").click()
    assert tiles() == before and len(asked) == 1  # "no": nothing cleared
    page.once("dialog", lambda dialog: answer(dialog, True))
    page.locator("#new-pupil").click()
    assert not any(tiles()) and asked[1] == asked[0]
    browser.reload_kept(page)
    assert not any(tiles()), "nothing kept for the next pupil"


MM = 96 / 25.4  # CSS pixels a millimetre


def test_buttons_are_big_and_apart_and_every_cell_shows_its_focus(chromium, pages):
    page, _ = browser.open_page(chromium, pages["florentine"])
    boxes = page.evaluate("""() => [...document.querySelectorAll('section.puzzle')].map((sec) =>
      [...sec.querySelectorAll('.controls button')].filter((b) => b.offsetParent !== null)
        .map((b) => { const r = b.getBoundingClientRect(); return [r.left, r.right, r.top, r.height]; }))""")  # shown ones: read aloud hides without a voice
    for row in boxes:
        assert all(h >= 9 * MM - 0.5 for _, _, _, h in row), row
        for (_l1, r1, t1, _), (l2, _, t2, _) in zip(row, row[1:], strict=False):
            assert t1 != t2 or l2 - r1 >= 3 * MM - 0.5, row
    cell = page.locator(".board .cell").nth(7)
    cell.focus()
    page.keyboard.press("ArrowRight")
    focused = page.evaluate("""() => { const e = document.activeElement, s = getComputedStyle(e);
      const r = e.getBoundingClientRect(), at = document.elementFromPoint(r.left + 1, r.top + 1);
      return {outline: s.outlineStyle, width: parseFloat(s.outlineWidth), z: s.zIndex, top: at === e || e.contains(at)}; }""")
    assert focused["outline"] != "none" and focused["width"] >= 3 and focused["top"], focused


def _contrast(a, b):
    def lum(rgb):
        c = [x / 255 for x in rgb]
        c = [x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4 for x in c]
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_text_contrast_and_chosen_unlike_hinted(chromium, pages):
    page, _ = browser.open_page(chromium, pages["chain"])
    colours = page.evaluate("""() => [...document.querySelectorAll('body *')].filter((e) =>
      [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()) && e.offsetParent).map((e) => getComputedStyle(e).color)""")
    for colour in set(colours):
        rgb = [int(x) for x in re.findall(r"\d+", colour)[:3]]
        assert _contrast(rgb, (255, 255, 255)) >= 4.5, colour
    d = data_of(page)["puzzles"][0]
    sec = page.locator(f'section[data-id="{d["id"]}"]')
    sec.locator('[data-act="hint"]').click()
    hinted = sec.locator(".hinted").first
    sec.locator("[data-pick]").first.click()
    chosen = sec.locator('[aria-pressed="true"]').first
    look = "(e) => { const s = getComputedStyle(e); return [s.backgroundColor, s.outlineStyle, s.outlineColor]; }"
    a, b = chosen.evaluate(look), hinted.evaluate(look)
    assert a[0] != b[0] and a[1] != b[1], (a, b)  # colour and shape


def test_a_swipe_on_a_piece_scrolls_and_a_rest_then_move_drags(chromium, pages):
    def opened():
        context = chromium.new_context(
            viewport={"width": 400, "height": 700}, has_touch=True, is_mobile=True
        )
        page = context.new_page()
        page.goto(f"file://{pages['chain'].resolve()}")
        browser.wait_until(page, "() => document.documentElement.dataset.ready === 'true'")
        page.evaluate(
            """() => { let t0 = null; window.__gap = null;
            document.addEventListener('pointerdown', (e) => { t0 = e.timeStamp; window.__gap = null; }, true);
            document.addEventListener('pointermove', (e) => {
              if (t0 !== null && window.__gap === null) window.__gap = e.timeStamp - t0; }, true); }"""
        )
        return context, page, context.new_cdp_session(page)

    def touch(kind, px, py):
        points = [] if kind == "touchEnd" else [{"x": px, "y": py}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    def centre():
        piece = page.locator("section.puzzle [data-pick]").first
        piece.scroll_into_view_if_needed()
        page.evaluate("window.scrollBy(0, 150)")
        box = piece.bounding_box()
        return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2

    # A finger that rests on the piece until it is held, then moves, drags it:
    # a ghost follows the finger, out of the puzzle's tray too, though the
    # drag draws the piece anew under it, and the page stays where it was.
    context, page, cdp = opened()
    x, y = centre()
    before = page.evaluate("window.scrollY")
    touch("touchStart", x, y)
    browser.wait_until(page, "() => !!document.querySelector('section.puzzle .held')")
    for step in range(1, 6):
        touch("touchMove", x, y - 20 * step)
    ghost = "document.querySelector('.ghost')"
    browser.wait_until(
        page, f"() => {ghost} && Math.abs(parseFloat({ghost}.style.top) - {y - 100}) < 2"
    )
    assert page.evaluate("window.scrollY") == before
    # Dropped on a place, the piece is put there: the page answers the move.
    message = page.locator("section.puzzle .message").first
    picked = message.inner_text()
    box = page.locator("section.puzzle [data-put]").first.bounding_box()
    to_x, to_y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    touch("touchMove", to_x, to_y)
    touch("touchEnd", to_x, to_y)
    browser.wait_until(page, "() => !document.querySelector('.ghost')")
    browser.wait_until(
        page,
        f"() => document.querySelector('section.puzzle .message').innerText !== {json.dumps(picked)}",
    )
    assert page.evaluate("window.scrollY") == before
    context.close()

    # A swipe scrolls. The page arms a drag when a finger rests HOLD (350) ms
    # before it moves; a loaded machine can hand the test's first move on
    # later than that, and then a drag is right. So the gap is read in the
    # page, and a swipe that came too slowly is swiped again, in a new
    # context: its drag's drop may have laid or refused a piece.
    for _ in range(5):
        context, page, cdp = opened()
        x, y = centre()
        before = page.evaluate("window.scrollY")
        touch("touchStart", x, y)
        for step in range(1, 11):
            touch("touchMove", x, y - 20 * step)
        touch("touchEnd", x, y - 200)
        if page.evaluate("window.__gap") < 250:
            break
        context.close()
    else:
        raise AssertionError("no swipe came within 250 ms in five tries")
    browser.wait_until(page, f"() => window.scrollY !== {before}")
    assert page.evaluate("window.scrollY") > before
    assert page.locator(".ghost").count() == 0
    assert not page.locator(".message.refused").count()
    context.close()


# -- how to play, and words for the device -----------------------------------------------------
def test_how_to_play_stands_before_the_first_puzzle_with_its_drawn_example(chromium, pages):
    page, _ = browser.open_page(chromium, pages["book"])
    boxes = page.locator("details.howto")
    assert boxes.count() == len(KINDS)
    assert boxes.first.get_attribute("open") is not None
    assert all(boxes.nth(i).get_attribute("open") is None for i in range(1, boxes.count()))
    assert (
        boxes.first.locator("svg.example").count() == 1 and boxes.first.locator("li").count() >= 2
    )
    # each box comes right before its kind's first puzzle
    order = page.evaluate("[...document.querySelectorAll('#puzzles > *')].map((e) => e.tagName)")
    assert order[0] == "DETAILS" and order[1] == "SECTION"


def test_on_a_touch_screen_a_tap_on_the_chosen_card_turns_it_and_no_key_is_named(chromium, pages):
    context = chromium.new_context(
        viewport={"width": 400, "height": 800}, has_touch=True, is_mobile=True
    )
    page = context.new_page()
    page.goto(f"file://{pages['florentine'].resolve()}")
    browser.wait_until(page, "() => document.documentElement.dataset.drawn === 'true'")
    assert page.evaluate("matchMedia('(pointer: coarse)').matches")
    sec = page.locator("section.puzzle").first
    card = sec.locator("[data-pick]").first
    value = card.get_attribute("data-pick")
    card.tap()
    said = sec.locator(".message").inner_text()
    assert said.startswith("Chosen: the card with") and "Tap it again" in said and " R " not in said
    first = sec.locator(f'[data-pick="{value}"]').get_attribute("aria-label")
    sec.locator(f'[data-pick="{value}"]').tap()
    assert sec.locator(".message").inner_text().startswith("Turned: now the card with")
    turned = sec.locator(f'[data-pick="{value}"]').get_attribute("aria-label")
    assert turned != first  # the tray shows it as it lies now, named by its colours
    assert not page.locator(".only-keys").first.is_visible()
    assert page.locator(".help .only-touch").is_visible()
    context.close()


def test_only_a_worksheets_page_starts_again_for_a_new_pupil(chromium, pages):
    """A classroom's shared screen has "New pupil"; a book's reader and a
    file's author (render --html) have each puzzle's Reset, no classroom button."""
    for name, has in (("chain-pupils", True), ("chain", True), ("book", False), ("extra", False)):
        page, watch = browser.open_page(chromium, pages[name])
        assert page.locator("#new-pupil").count() == (1 if has else 0), name
        assert watch.errors == []
        page.close()


def test_a_render_html_page_is_titled_by_its_puzzles(tmp_path):
    from domino_puzzles import play_html

    chain = KINDS["chain"].load({"kind": "chain", "tiles": ["1-2", "2-3"], "title": "Warm-up"})
    other = KINDS["chain"].load({"kind": "chain", "tiles": ["1-2", "2-2"]})
    flo = KINDS["florentine"].load(yaml.safe_load(EXTRA_FLORENTINE))
    assert play_html.title_of([(KINDS["chain"], chain, None)]) == "Warm-up"
    assert play_html.title_of([(KINDS["chain"], chain, None), (KINDS["chain"], other, None)]) == (
        "Domino chain"
    )
    both = [(KINDS["chain"], other, None), (KINDS["florentine"], flo, None)]
    assert play_html.title_of(both, "de") == "Dominokette, Florentiner Domino"
    out = tmp_path / "p.html"
    (tmp_path / "warm.yaml").write_text("kind: chain\ntitle: Warm-up\ntiles: [1-2, 2-3]\n")
    result = CliRunner().invoke(main, ["render", str(tmp_path / "warm.yaml"), "--html", str(out)])
    assert result.exit_code == 0, result.output
    assert "<title>Warm-up</title>" in out.read_text(encoding="utf-8")


EXTRA_FLORENTINE = "kind: florentine\ncolour: red\nboard: {D4: RR1BG}\npool: [RRGG]\n"
