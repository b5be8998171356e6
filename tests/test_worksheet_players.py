"""An endgame's players on a worksheet's page are named as its printed sheet
names them (issue 22, item 4): on a young sheet of two the player to move is
"you" and the other "your friend", with more players they are counted from 1;
an older sheet and a book count from 0, as the file and `solve` do. The names
come from the page's data in the page's language; the script holds none."""

from __future__ import annotations

from pathlib import Path

import pytest

from domino_puzzles import play_html
from domino_puzzles.web import endgame as endgame_page
from puzzles.drawing.words import LANGUAGES
from puzzles.words import Words
from solver.limits import Limits
from solver.registry import KINDS
from tests import browser
from tests.test_worksheet_ages import ENDGAME_4, page_data, printed, sheet

WEB = Path(__file__).parent.parent / "puzzles" / "web"


def said(lang: str, key: str, **values) -> str:
    words = endgame_page.WORDS[lang]
    return words[key].format(**values)


def turned(names: list, first: int) -> list:
    """The hands as a sheet's page lists them: the player to move's first, then on in turn."""
    return names[first:] + names[:first]


HEADINGS = """() => [...document.querySelectorAll('section.puzzle')].map((sec) =>
  [...sec.querySelectorAll('div.hand h3')].map((h) => h.textContent))"""
STATUS = """(id) => document.querySelector(`section[data-id="${id}"] .status`).textContent"""
PLAY = "([id, m]) => window.dominoPuzzles.play(id, m)"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_young_pages_players_are_you_and_your_friend_as_on_paper(tab, tmp_path, lang):
    folder = sheet(tmp_path / "s", "endgame", 6, lang)
    text = printed(folder)
    data = page_data(folder / "pupils" / "play.html")
    page, watch = tab.open(folder / "pupils" / "play.html")
    for d, headings in zip(data["puzzles"], page.evaluate(HEADINGS), strict=True):
        assert d["you"] is True and d["firstPlayer"] == 1
        assert headings == turned(d["names"], d["toMove"])  # your own tiles first
        assert any(Words(lang)("paper.common.your_tiles") in h for h in headings)
        assert any(Words(lang)("paper.common.friend_tiles") == h for h in headings)
        for h in headings:  # the sheet's captions, but for print's ▶
            assert h in text, (h, lang)
        mover, friend = d["toMove"], 1 - d["toMove"]
        assert page.evaluate(STATUS, d["id"]) == said(lang, "play_on_you")  # played out
        got = page.evaluate(PLAY, [d["id"], {"player": friend, "tile": "0-0", "end": "left"}])
        assert got["ok"] is False and got["message"] == said(lang, "not_turn_you")
        held = set(d["hands"][mover])
        other = next(t for t in d["hands"][friend] if t not in held)
        got = page.evaluate(PLAY, [d["id"], {"player": mover, "tile": other, "end": "left"}])
        assert got["ok"] is False and got["message"] == said(lang, "not_held_you", t=other)
        if d["lays"]:
            got = page.evaluate(PLAY, [d["id"], {"player": mover, "end": "pass"}])
            assert got["message"] == said(lang, "may_not_pass_you")
    shown = page.evaluate("() => document.body.innerText")
    # what the sheet prints under the title, no rule's name the young rules never say
    assert all(d["facts"] in shown for d in data["puzzles"])
    assert said(lang, "rules_block") not in shown and said(lang, "set", n=6) not in shown
    for p in range(4):
        for name in (Words(lang)("paper.common.player", p=p), said(lang, "player", p=p)):
            assert name not in shown, (name, lang)
    assert watch.errors == []


@pytest.mark.parametrize("lang", ["en", "lv"])
def test_an_older_page_counts_players_from_1_as_its_sheet_does(tab, tmp_path, lang):
    folder = sheet(tmp_path / "s", "endgame", 10, lang)
    text = printed(folder)
    data = page_data(folder / "pupils" / "play.html")
    page, watch = tab.open(folder / "pupils" / "play.html")
    for d, headings in zip(data["puzzles"], page.evaluate(HEADINGS), strict=True):
        assert d["you"] is False and d["firstPlayer"] == 1
        assert headings[0].startswith(
            Words(lang)("paper.common.player", p=d["toMove"] + 1)
        )  # the mover's first
        for h, name in zip(headings, turned(d["names"], d["toMove"]), strict=True):  # + side
            assert h.startswith(name) and name in text, (h, lang)
        status = page.evaluate(STATUS, d["id"])
        # the pupils' page plays the round out (a puzzle too big for that asks the first move)
        asked = "play_on" if d.get("tree") else "choose"
        assert status == said(lang, asked, p=d["toMove"] + 1)
    assert watch.errors == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_young_page_of_four_counts_players_from_1(tab, tmp_path, lang):
    kind = KINDS["endgame"]
    four = kind.load(ENDGAME_4)
    answer = kind.solve(four, Limits())
    out = tmp_path / "four.html"
    out.write_text(play_html.page("t", [(kind, four, answer)], Words(lang), hints=2, age=6))
    d = page_data(out)["puzzles"][0]
    assert d["you"] is False and d["firstPlayer"] == 1
    assert (
        d["names"][0]
        == f"{Words(lang)('paper.common.player', p=1)} {Words(lang)('paper.common.goes_first')}"
    )
    assert d["names"][1:] == [Words(lang)("paper.common.player", p=p) for p in (2, 3, 4)]
    page, watch = tab.open(out)
    headings = page.evaluate(HEADINGS)[0]
    assert headings[0].startswith(d["names"][0]) and headings[3].startswith(d["names"][3])
    assert page.evaluate(STATUS, d["id"]) == said(lang, "play_on", p=1)  # played out
    got = page.evaluate(PLAY, [d["id"], {"player": 2, "tile": "2-6", "end": "left"}])
    assert got["message"] == said(lang, "not_turn", p=1)
    got = page.evaluate(PLAY, [d["id"], {"player": 0, "tile": "2-6", "end": "left"}])
    assert got["message"] == said(lang, "not_held", p=1, t="2-6")
    assert watch.errors == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_young_sheets_hints_speak_to_you(tmp_path, lang):
    """The teacher's page of a young sheet keeps every step; each hint says
    "put ..." to the player to move, never "Player 0 lays"."""
    folder = sheet(tmp_path / "s", "endgame", 6, lang, seed=3)
    told = 0
    for d in page_data(folder / "teacher" / "play.html")["puzzles"]:
        for step in d["steps"]:
            if step["technique"] == "answer":
                continue
            assert step["reason"].startswith(endgame_page.hint_text(step["move"], Words(lang), d))
            assert Words(lang)("paper.common.player", p=0) not in step["reason"], step
            assert "_you" not in step["reason"]
            told += 1
    assert told


def test_the_hint_text_names_the_player_as_the_sheet_does():
    move = {"player": 0, "tile": "1-5", "end": "left"}
    assert endgame_page.hint_text(move, Words("de")) == "Spieler 0 legt 1-5 an das linke Ende."
    young = {"toMove": 0, "you": True, "firstPlayer": 1}
    assert endgame_page.hint_text(move, Words("de"), young) == "Lege 1-5 an das linke Ende."
    four = {"toMove": 0, "you": False, "firstPlayer": 1}
    assert endgame_page.hint_text(move, Words("lv"), four) == "Spēlētājs 1 liek 1-5 kreisajā galā."
    arm = {"player": 1, "tile": "4-2", "end": {"spinner": 3, "arm": "up"}, "to": 4}
    assert "spinner 3" in endgame_page.hint_text(arm, Words("en"))


def test_every_you_word_is_in_every_language_and_the_script_holds_none():
    keys = {k for k in endgame_page.WORDS["en"] if k.endswith("_you")}
    assert len(keys) >= 10
    for lang in LANGUAGES:
        assert keys <= set(endgame_page.WORDS[lang]), lang
    script = (WEB / "kinds" / "endgame.js").read_text(encoding="utf-8")
    for lang in LANGUAGES:
        for key in keys:
            assert endgame_page.WORDS[lang][key] not in script
    assert (
        Words("en")("paper.common.friend") not in script
        and Words("en")("paper.common.your_tiles") not in script
    )


MM = 96 / 25.4  # CSS pixels a millimetre
BOXES = """(sel) => [...document.querySelectorAll(sel)].map((b) => {
  const r = b.getBoundingClientRect(); return [r.left, r.right, r.top, r.bottom]; })"""


def apart(boxes) -> float:
    """The least distance between two of `boxes` side by side or one above
    the other (pixels)."""
    least = float("inf")
    for i, (l1, r1, t1, b1) in enumerate(boxes):
        for l2, r2, t2, b2 in boxes[i + 1 :]:
            dx, dy = max(l2 - r1, l1 - r2), max(t2 - b1, t1 - b2)
            if dx < 0 or dy < 0:  # in one row or one column
                least = min(least, max(dx, dy))
    return least


def _on_a_phone(chromium, out: Path):
    """The page `out` opened on a phone (touch), once every puzzle is drawn."""
    page, _ = browser.open_page(chromium, out, (390, 844), has_touch=True, is_mobile=True)
    return page.context, page


def test_a_phones_finger_taps_a_spinners_arm(chromium, tmp_path):
    """On a phone (touch) a young page's spinner arms are buttons at least
    9 mm tall and 3 mm apart, as the tiles are; a tap on the tile, then on
    the arm, lays it there."""
    from tests.test_spinner_arms import ARMS

    kind = KINDS["endgame"]
    position = kind.load({**ARMS, "hands": [["1-3", "0-0"], ["1-2", "2-2", "4-0"]]})
    answer = kind.solve(position, Limits())
    first = answer.moves[0].to_mapping()
    out = tmp_path / "arms.html"
    out.write_text(play_html.page("t", [(kind, position, answer)], Words("de"), hints=2, age=6))
    context, page = _on_a_phone(chromium, out)
    arms = page.evaluate(BOXES, '[data-put^="arm:"]')
    assert len(arms) == 4
    assert all(b - t >= 9 * MM - 0.5 for _, _, t, b in arms), arms
    assert apart(arms) >= 3 * MM - 0.5, arms
    assert apart(page.evaluate(BOXES, "div.line > button")) >= 3 * MM - 0.5
    assert apart(page.evaluate(BOXES, ".tray [data-pick]")) >= 3 * MM - 0.5
    d = page_data(out)["puzzles"][0]
    sec = f'section[data-id="{d["id"]}"]'
    browser.tap(page, f'{sec} [data-pick="0-0"]')  # a finger at the button's middle
    browser.tap(page, f'{sec} [data-put="arm:6:up"]')  # shows 4: 0-0 does not go there
    assert page.locator(f"{sec} .message").inner_text() == said("de", "no_spinner", t="0-0")
    arm = first["end"]
    browser.tap(page, f'{sec} [data-pick="{first["tile"]}"]')
    browser.tap(page, f'{sec} [data-put="arm:{arm["spinner"]}:{arm["arm"]}"]')
    state = page.evaluate("(id) => window.dominoPuzzles.state(id)", d["id"])
    # laid; the pupils' page plays the round on and judges it at its end
    assert state["moves"] == [first] and state["over"] is (state["solved"] is True), state
    context.close()


MUST_PASS = {"kind": "endgame", "line": "6-6", "to_move": 0,
             "hands": [["0-1", "1-2"], ["6-3", "3-3"]]}  # fmt: skip
PASS_BUTTON = """(id) =>
  document.querySelector(`section[data-id="${id}"] [data-put="pass"]`).textContent"""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_young_pages_pass_button_says_it_as_its_rules_do(tab, tmp_path, lang):
    """The young rules say "you miss a turn"; so do the button, the refusal and
    the hint of a young page; an older page keeps "Pass"."""
    kind = KINDS["endgame"]
    position = kind.load(MUST_PASS)
    answer = kind.solve(position, Limits())
    for age, key in ((6, "pass_young"), (10, "pass")):
        out = tmp_path / f"pass-{age}.html"
        out.write_text(
            play_html.page("t", [(kind, position, answer)], Words(lang), hints=2, age=age)
        )
        page, watch = tab.open(out)
        pid = page_data(out)["puzzles"][0]["id"]
        assert page.evaluate(PASS_BUTTON, pid) == said(lang, key)
        assert watch.errors == []
    assert said(lang, "pass_young") != said(lang, "pass")


def test_a_phones_contents_links_are_a_finger_apart(chromium, tmp_path):
    """The contents' links, like the buttons: 9 mm tall, 3 mm apart on a phone."""
    kind = KINDS["endgame"]
    position = kind.load(MUST_PASS)
    answer = kind.solve(position, Limits())
    out = tmp_path / "contents.html"
    three = [(kind, position, answer)] * 3
    out.write_text(play_html.page("t", three, Words("lv"), hints=2, age=6))
    context, page = _on_a_phone(chromium, out)
    links = page.evaluate(BOXES, "nav a")
    assert len(links) == 3
    assert all(b - t >= 9 * MM - 0.5 for _, _, t, b in links), links
    assert apart(links) >= 3 * MM - 0.5, links
    context.close()


# -- every player to move, on every kind of page ----------------------------------------
def _rotated(to_move: int) -> dict:
    return {**ENDGAME_4, "to_move": to_move, "id": f"to-move-{to_move}"}


@pytest.mark.parametrize(
    ("where", "age", "hints"), [("book", None, None), ("sheet-10", 10, 2), ("sheet-6", 6, 2)]
)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_player_to_move_is_named_as_on_paper_whoever_it_is(
    tab, tmp_path, where, age, hints, lang
):
    """Puzzles 2 to 5 of a page, the players to move 0 to 3: each message
    names that player as the paper does (from 1, in a book and on a sheet
    of every age), never by the puzzle's number."""
    kind = KINDS["endgame"]
    chain = KINDS["chain"].load({"kind": "chain", "tiles": ["1-2", "2-3"]})
    made = [(KINDS["chain"], chain, KINDS["chain"].solve(chain, Limits()))]
    for to_move in range(4):
        puzzle = kind.load(_rotated(to_move))
        made.append((kind, puzzle, kind.solve(puzzle, Limits())))
    out = tmp_path / "page.html"
    out.write_text(play_html.page("t", made, Words(lang), hints=hints, age=age))
    first = 1
    page, watch = tab.open(out)
    for number, d in enumerate(page_data(out)["puzzles"][1:], 2):
        assert d["number"] == number and d["firstPlayer"] == first
        p = d["toMove"] + first
        mover = d["toMove"]
        # a book's page adds the best result after the sentence
        # a pupils' page plays the round out (its status says so)
        status = "play_on" if d.get("tree") else "choose"
        assert page.evaluate(STATUS, d["id"]).startswith(said(lang, status, p=p))
        other = (mover + 1) % 4
        got = page.evaluate(PLAY, [d["id"], {"player": other, "tile": "0-0", "end": "left"}])
        assert got == {"ok": False, "message": said(lang, "not_turn", p=p)}
        foreign = d["hands"][other][0]
        got = page.evaluate(PLAY, [d["id"], {"player": mover, "tile": foreign, "end": "left"}])
        assert got == {"ok": False, "message": said(lang, "not_held", p=p, t=foreign)}
    assert watch.errors == []


def test_a_books_endgames_name_their_player_to_move(tab, tmp_path):
    """The sample book's own page, as a reader opens it (the issue's puzzles 4-6)."""
    from click.testing import CliRunner

    from cli.main import main

    out = tmp_path / "book"
    args = ["book", "--kinds", "endgame", "--count", "6", "--seed", "3", "--quiet", "--out"]
    assert CliRunner().invoke(main, [*args, str(out)]).exit_code == 0
    page, watch = tab.open(out / "play.html")
    for d in page_data(out / "play.html")["puzzles"]:
        status = page.evaluate(STATUS, d["id"])
        # played out where its tree fits (tests/test_endgame_turns.py)
        asked = "play_on" if d.get("tree") else "choose"
        assert status.startswith(said("en", asked, p=d["toMove"] + 1) + " · "), d["id"]
    assert watch.errors == []
