"""play.html in a real browser (Chromium via Playwright): a 40-puzzle mixed book
and a worksheet of every kind, played to "solved" by script, by clicks and by
keys; refused moves; the page's rules against the Python engine's; no network.
"""

from __future__ import annotations

import json
import random

import pytest
import yaml
from click.testing import CliRunner

from cli.main import main
from cli.pages import solution_of
from puzzles.files import dump_yaml
from solver.registry import KINDS
from tests import browser
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
def chromium():
    with browser.launch() as b:
        yield b


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
        out[kind] = root / kind / "play.html"
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
        (flo, {"cell": "A1", "card": "GGGG", "turn": 0}, "not in the pool"),
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
                    assert Line.parse(seen["state"]["line"]).canonical() == expected["line"]
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
    page.evaluate("([id, m]) => window.dominoPuzzles.play(id, m)", [d["id"], first])
    page.reload()
    browser.wait_until(page, "() => document.documentElement.dataset.ready === 'true'")
    assert len(state()["moves"]) == 1, "progress is kept in localStorage"
    sec.locator('[data-act="answer"]').click()
    assert state()["solved"] and state()["shown"]
    sec.locator('[data-act="reset"]').click()
    assert state()["moves"] == [] and not state()["solved"]
    page.evaluate(f"window.dominoPuzzles.reset({json.dumps(d['id'])})")
    page.reload()
    browser.wait_until(page, "() => document.documentElement.dataset.ready === 'true'")
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
