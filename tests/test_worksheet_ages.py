"""Worksheets in the words for the age (issue 22, item 4): a rules box with only
the rules the sheet's puzzles use; at ages 6-7 short sentences without
subtraction, "you" and "your friend", a box for the answer; clues drawn
once and plainly; no target on the pupils' sheet; hints that say why in the
page's language. The page's half of it runs in Chromium."""

from __future__ import annotations

import dataclasses
import html
import json
import re
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from cli.main import main
from domino_puzzles.paper_kind import on_paper
from domino_puzzles.web import boxes
from domino_puzzles.web.kinds import page_piece
from puzzles.drawing import young
from puzzles.drawing.sheet_words import SHEET
from puzzles.drawing.words import LANGUAGES, count
from puzzles.words import Words
from solver.registry import KINDS
from tests.generate_once import _MADE as ONCE
from tests.generate_once import generating_once

EXAMPLES = Path(__file__).parent.parent / "examples"


def example(kind: str):
    return KINDS[kind].load(yaml.safe_load((EXAMPLES / f"{kind}.yaml").read_text()))


def run(*args: str):
    result = CliRunner().invoke(main, list(args), catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result


def sheet(folder: Path, kind: str, age: int, lang: str, seed: int = 0) -> Path:
    """The folder `worksheet --kind KIND --age AGE --lang LANG --seed SEED
    --count 2` writes, made by that command line. Its puzzles depend on the
    kind, age and seed, not the language: each batch is generated once a
    process and handed again to the next sheet that asks for it
    (tests/generate_once.py), so the sheets of one kind, age and seed in
    four languages generate their puzzles once, and are the same files."""
    with generating_once(ONCE):
        run("worksheet", "--kind", kind, "--age", str(age), "--lang", lang, "--seed", str(seed),
            "--count", "2", "--quiet", "--out", str(folder))  # fmt: skip
    return folder


def svg_text(path: Path) -> str:
    """The words printed on an SVG page, one text element a line."""
    raw = path.read_text(encoding="utf-8")
    return "\n".join(re.sub(r"<[^>]+>", "", t) for t in re.findall(r"<text[^>]*>.*?</text>", raw))


def printed(folder: Path, sub: str = "pupils") -> str:
    """Every word of the folder's pages, lines joined by spaces, as they read
    (`&lt;4` is "<4", a Domino regions condition)."""
    pages = sorted((folder / sub).glob("*.svg"))
    return " ".join(" ".join(html.unescape(svg_text(p)).split()) for p in pages)


def page_data(path: Path) -> dict:
    text = path.read_text(encoding="utf-8")
    raw = re.search(r'id="puzzle-data">(.*?)</script>', text, re.S)[1]
    return json.loads(raw.replace("\\u003c", "<"))


ENDGAME_4 = {"kind": "endgame", "rules": "block", "set": 6, "line": "2-0 0-1",
             "hands": [["1-5", "3-3"], ["2-6", "4-4"], ["5-6", "3-4"], ["6-6", "1-4"]],
             "to_move": 0, "partnerships": True}  # fmt: skip
ENDGAME_DRAW = {"kind": "endgame", "rules": "draw", "set": 6, "line": "2-0 0-1",
                "hands": [["1-5"], ["2-6"]], "boneyard": ["3-3"], "to_move": 0}  # fmt: skip


# -- a rule is shown only when some puzzle of the sheet uses it ----------------------
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("age", [6, 10])
def test_a_florentine_sheet_states_the_personal_card_only_where_a_puzzle_has_one(lang, age):
    kind, puzzle = KINDS["florentine"], example("florentine")
    assert puzzle.personal
    words = SHEET["florentine"][lang]["young" if young(age) else "older"]
    without = dataclasses.replace(puzzle, personal=False)
    assert words["personal"] not in on_paper(kind).sheet_rules(Words(lang), [without, without], age)
    assert words["personal"] in on_paper(kind).sheet_rules(Words(lang), [without, puzzle], age)
    # The book's rules box keeps every rule; an older sheet has the book's words.
    assert len(on_paper(kind).rules_text(Words(lang))) == 5
    if not young(age):
        assert words["personal"].lower() == on_paper(kind).rules_text(Words(lang))[-1].lower()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_cross_clause_only_where_a_puzzles_middle_cross_is_not_full(lang):
    kind, puzzle = KINDS["florentine"], example("florentine")
    assert puzzle.board.cross_full()
    older = SHEET["florentine"][lang]["older"]
    assert on_paper(kind).sheet_rules(Words(lang), [puzzle], 10)[0] == older["lay"]
    cross = SHEET["florentine"][lang]["young"]["cross"]
    assert cross not in on_paper(kind).sheet_rules(Words(lang), [puzzle], 6)
    from puzzles.florentine.board import Board

    empty = dataclasses.replace(puzzle, board=Board.from_pieces(puzzle.size, {}))
    assert on_paper(kind).sheet_rules(Words(lang), [empty], 10)[0] == older["lay_cross"]
    assert cross in on_paper(kind).sheet_rules(Words(lang), [empty], 6)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("age", [6, 10])
def test_an_endgame_sheet_of_two_players_has_no_rules_of_three_or_four(lang, age):
    kind, two = KINDS["endgame"], example("endgame")
    words = SHEET["endgame"][lang]["young" if young(age) else "older"]
    rules = on_paper(kind).sheet_rules(Words(lang), [two], age)
    for name in ("partners", "paranoid", "draw"):
        assert words[name] not in rules, name
    four, draw = kind.load(ENDGAME_4), kind.load(ENDGAME_DRAW)
    assert words["partners"] in on_paper(kind).sheet_rules(Words(lang), [two, four], age)
    assert words["draw"] in on_paper(kind).sheet_rules(Words(lang), [two, draw], age)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_chain_and_dominosa_sheets_state_clues_only_where_puzzles_have_them(lang):
    chain = example("chain")
    words = SHEET["chain"][lang]["older"]
    bare = dataclasses.replace(chain, clues=())
    rules = on_paper(KINDS["chain"]).sheet_rules(Words(lang), [bare], 10)
    assert not {words["clue_tile"], words["clue_end"], words["zero"]} & set(rules)
    assert words["clue_tile"] in on_paper(KINDS["chain"]).sheet_rules(
        Words(lang), [bare, chain], 10
    )
    dsa = example("dominosa")
    given = SHEET["dominosa"][lang]["older"]["given"]
    plain = dataclasses.replace(dsa, given=())
    assert given not in on_paper(KINDS["dominosa"]).sheet_rules(Words(lang), [plain], 10)
    assert (given in on_paper(KINDS["dominosa"]).sheet_rules(Words(lang), [dsa], 10)) == bool(
        dsa.given
    )


def test_every_sheet_sentence_is_in_every_language():
    for kind, table in SHEET.items():
        for ages in ("older", "young"):
            names = set(table["en"][ages])
            for lang in LANGUAGES:
                assert set(table[lang][ages]) == names, (kind, lang, ages)


# -- ages 6-7: short sentences, no subtraction, you and your friend, an answer box -------
MINUS = {"en": "minus", "nl": " min ", "de": "minus", "lv": "mīnus"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_young_endgame_sheet_names_you_and_your_friend_and_never_subtracts(tmp_path, lang):
    folder = sheet(tmp_path / "s", "endgame", 6, lang)
    text = printed(folder)
    assert MINUS[lang] not in text
    assert (
        Words(lang)("paper.common.your_tiles") in text
        and Words(lang)("paper.common.friend_tiles") in text
    )
    assert (
        Words(lang)("paper.common.player", p=0) not in text
        and Words(lang)("paper.common.player", p=1) not in text
    )
    # issue 54: the box to write the answer in, a row for every move of the line
    assert Words(lang)("paper.common.write_line") in text
    raw = "".join(p.read_text(encoding="utf-8") for p in (folder / "pupils").glob("*.svg"))
    assert 'class="answer-box answer-rows"' in raw
    key = printed(folder, "teacher")
    assert Words(lang)("paper.common.player", p=0) not in key
    assert Words(lang)("paper.common.you") in key
    for rule in SHEET["endgame"][lang]["young"].values():  # short sentences
        assert all(len(s.split()) <= 14 for s in re.split(r"[.:?!] ", rule)), rule
    # the page's rules are the young sentences; the paper shows two drawn
    # steps in their place (tests/test_young_sheets.py)
    how = page_data(folder / "pupils" / "play.html")["howTo"]["endgame"]
    assert raw.count('class="young-step"') == 2 and "•" not in text
    assert SHEET["endgame"][lang]["young"]["find_screen"] in how["rules"]  # no answer box
    assert how["rules"][0] == SHEET["endgame"][lang]["young"]["open"]
    assert not [r for r in how["rules"] if MINUS[lang] in r]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_older_endgame_sheet_keeps_the_score_rule_and_the_answer_box(tmp_path, lang):
    folder = sheet(tmp_path / "s", "endgame", 12, lang)
    text = printed(folder)
    assert MINUS[lang] in text
    assert Words(lang)("paper.common.write_line") in text


def test_young_players_are_counted_from_one_with_more_than_two():
    from puzzles.drawing import endgame, endgame_sheet

    four = KINDS["endgame"].load(ENDGAME_4)
    assert endgame_sheet.player_name(four, 0, Words("en"), 6) == "Player 1"
    assert endgame_sheet.player_name(four, 0, Words("en")) == "Player 1"  # a book's too
    assert "1 and 3 against 2 and 4" in endgame.facts(four, Words("en"), 6)
    assert endgame.facts(four, Words("en")) == endgame.facts(four, Words("en"), None)
    assert "1 and 3 against 2 and 4" in endgame.facts(four, Words("en"))


# -- chain: a 0 clue marked, a clue tile once, a double the same way ---------------------
CHAIN = {"kind": "chain", "set": 3, "tiles": ["1-1", "1-2", "2-0", "0-3"],
         "clues": [{"at": 1, "tile": "1-1"}, {"end": "right", "pips": 3}]}  # fmt: skip
CHAIN_0 = {"kind": "chain", "set": 3, "tiles": ["3-1", "1-2", "2-3", "3-0"],
           "clues": [{"end": "right", "pips": 0}]}  # fmt: skip


def drawn(kind: str, puzzle, answer=None, age=None) -> str:
    g, _, _ = on_paper(KINDS[kind]).draw(puzzle, answer, Words("en"), age=age)
    return g.tostring()


def test_a_zero_end_clue_is_a_grey_half_with_no_pips_not_a_blank_box():
    puzzle = KINDS["chain"].load(CHAIN_0)
    book, sheet_ = drawn("chain", puzzle), drawn("chain", puzzle, age=6)
    assert "end-clue end-0" in sheet_
    clue = sheet_.split('class="end-clue end-0"')[1].split('class="half-0"')[0]
    assert 'fill="none"' not in clue  # filled grey: not a space to write in
    # a 0 is a half with no pips, as the rules say and every tile shows it:
    # no pip and no written 0
    zero = sheet_.split('class="end-clue end-0"')[1].split("</g></g>")[0]
    assert "<circle" not in zero and "<text" not in zero
    assert "end-clue" not in book  # a book draws as it did
    for lang in LANGUAGES:  # and the rules say it so
        assert "0" in SHEET["chain"][lang]["older"]["zero"]


def test_a_clue_tile_is_drawn_once_where_it_lies():
    puzzle = KINDS["chain"].load(CHAIN)
    tiles = lambda svg: svg.count('class="tile"')  # noqa: E731
    assert tiles(drawn("chain", puzzle, age=6)) == len(puzzle.tiles)
    assert tiles(drawn("chain", puzzle)) == len(puzzle.tiles) + 1  # a book: twice
    # and the sheet's count is of the tiles it shows to lay, the book's of all
    laid = len(puzzle.tiles) - sum(c.at is not None for c in puzzle.clues)
    assert laid < len(puzzle.tiles)
    assert count(Words("en"), laid, "tile") in on_paper(KINDS["chain"]).facts(
        puzzle, Words("en"), age=6
    )
    assert count(Words("en"), len(puzzle.tiles), "tile") in on_paper(KINDS["chain"]).facts(
        puzzle, Words("en")
    )


def test_a_double_given_as_a_clue_lies_the_same_way_on_the_sheet_and_in_the_key():
    kind = KINDS["chain"]
    puzzle = kind.load(CHAIN)
    from solver.limits import Limits

    answer = kind.solve(puzzle, Limits())

    def widths(svg: str) -> set[tuple[str, str]]:
        """(width, height) of every tile's outline."""
        rects = re.findall(r'<g class="tile"><rect ([^>]*)/>', svg)
        sizes = [dict(re.findall(r'(\w+)="([^"]*)"', r)) for r in rects]
        return {(a["width"], a["height"]) for a in sizes}

    sheet_, key = drawn("chain", puzzle, age=6), drawn("chain", puzzle, answer, age=6)
    assert widths(sheet_) == widths(key) == {("16.0", "8.0")}  # all lengthwise, the double too
    assert ("8.0", "16.0") in widths(drawn("chain", puzzle, answer))  # a book's key: crosswise


# -- blocked: blanks at their ends, and no target number ------------------------------
def test_blocked_blanks_say_nothing_of_where_the_tiles_go():
    # issue 42: the given line drawn whole, then room at each end for the whole
    # answer (tests/test_worksheet_paper.py: the same room on every puzzle of a sheet)
    from puzzles.drawing.blocked import _as_given
    from solver.limits import Limits

    puzzle = example("blocked")
    puzzle = dataclasses.replace(puzzle, solution=KINDS["blocked"].solve(puzzle, Limits()))
    solved, start = _as_given(puzzle.solution.line, puzzle.line)
    svg = drawn("blocked", puzzle, age=6)
    laid = puzzle.solution.tiles_laid
    for end in ("left", "right"):
        area = svg.split(f'class="end-area end-{end}"')[1].split('class="end-area')[0]
        assert area.count('class="blank"') == laid
    assert svg.count('class="blank"') == 2 * laid
    # the key reads the same way round as the sheet
    key = drawn("blocked", puzzle, puzzle.solution, age=6)
    assert solved.laid[start : start + len(puzzle.line)] == puzzle.line.laid
    assert key.count('class="tile"') == len(solved)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("age", [6, 10])
def test_the_pupils_blocked_sheet_states_no_target(tmp_path, lang, age):
    folder = sheet(tmp_path / "s", "blocked", age, lang)
    text = printed(folder)
    for n in range(1, 12):
        assert Words(lang)("paper.common.lay", n=n) not in text, n
    # the book's drawing still says it (its bytes are unchanged)
    from solver.limits import Limits

    puzzle = example("blocked")
    puzzle = dataclasses.replace(puzzle, solution=KINDS["blocked"].solve(puzzle, Limits()))
    book = on_paper(KINDS["blocked"]).draw(puzzle, None, Words(lang))[0].tostring()
    assert Words(lang)("paper.common.lay", n=puzzle.solution.tiles_laid) in book


# -- Latvian colour words: never after a preposition in the wrong case -----------------
def test_latvian_colour_words_follow_no_preposition(tmp_path):
    folder = sheet(tmp_path / "s", "florentine", 10, "lv")
    text = printed(folder)
    assert "Spēlē par" not in text and Words("lv")("paper.common.your_colour") in text
    words = page_piece(KINDS["florentine"]).WORDS["lv"]
    assert not re.search(r"\b(par|ar) \{colour\}|\{o\} to sastop ar \{other\}", json.dumps(words))
    assert not re.search(r"\{colour\} dārgakmeņi", json.dumps(words, ensure_ascii=False))


# -- hints say why, in the page's language -----------------------------------------------
@pytest.mark.parametrize("kind", list(KINDS))
def test_every_technique_has_its_why_in_every_language(kind):
    from solver.hints import techniques

    why = page_piece(KINDS[kind]).WHY
    for lang in LANGUAGES:
        assert {t.name for t in techniques(KINDS[kind])} <= set(why[lang]), (kind, lang)


@pytest.fixture(scope="module")
def pupils_pages(tmp_path_factory):
    root = tmp_path_factory.mktemp("ages")
    out = {}
    for kind in KINDS:
        for lang in ("nl", "de", "lv"):
            out[kind, lang] = sheet(root / f"{kind}-{lang}", kind, 10, lang, seed=1)
    return out


def test_a_worksheets_hint_steps_carry_the_reason_in_its_language(pupils_pages):
    from tests.test_play_words import english_left

    told = 0
    for (kind, lang), folder in pupils_pages.items():
        for who in ("pupils", "teacher"):
            for p in page_data(folder / who / "play.html")["puzzles"]:
                steps = boxes.open_hints(p) if who == "pupils" else p["steps"]
                for step in steps:
                    if step["technique"] == "answer":
                        continue
                    why = page_piece(KINDS[kind]).WHY[lang][step["technique"]]
                    assert step["reason"].endswith(why), (kind, lang, step)
                    assert not english_left(step["reason"]), (kind, lang, step["reason"])
                    told += 1
    assert told > 20


def test_a_books_page_and_print_say_why_and_name_the_colour_alike(tmp_path):
    """A book's play.html in Latvian gives a hint its reason, as a worksheet's
    does, and its printed pages name the colour without the wrong case."""
    run("book", "--kinds", "florentine,chain", "--count", "4", "--lang", "lv",
        "--quiet", "--out", str(tmp_path / "b"))  # fmt: skip
    reasons = [
        step["reason"]
        for p in page_data(tmp_path / "b" / "play.html")["puzzles"]
        for step in p["steps"]
        if step["technique"] != "answer"
    ]
    assert reasons and all(reasons), reasons
    pages = " ".join(svg_text(p) for p in sorted((tmp_path / "b").glob("page-*.svg")))
    assert "Spēlē par" not in pages and Words("lv")("paper.common.your_colour") in pages


HINTS = """() => [...document.querySelectorAll('section.puzzle')].map((sec) => {
  const hint = sec.querySelector('[data-act="hint"]'); if (!hint) return null;
  hint.click(); return sec.querySelector('.message').innerText;
})"""
HOW = """() => [...document.querySelectorAll('details.howto li')].map((li) => li.innerText)"""


def same_rules(shown: list[str], folder: Path, kind: str, lang: str, age: int) -> None:
    """The page's rules are the printed sheet's rules box, rule for rule, but
    for what only paper shows: its blanks and answer box are not on screen."""
    text = printed(folder)
    words = SHEET[kind][lang]["young" if young(age) else "older"]
    paper = {words[f"{n}_screen"]: words[n] for n in words if f"{n}_screen" in words}
    for rule in shown:
        assert " ".join(paper.get(rule, rule).split()) in text, rule
    paper_only = getattr(on_paper(KINDS[kind]).drawing, "PAPER_ONLY", ())
    dropped = [n for n in paper_only if n in words and words[n] in text]
    assert text.count("•") == len(shown) + len(dropped), (shown, text.count("•"))


@pytest.mark.parametrize("lang", ["nl", "de", "lv"])
def test_the_pupils_page_says_why_in_its_language_and_shows_the_sheets_rules(
    tab, pupils_pages, lang
):
    from tests.test_play_words import english_left

    said = 0
    pages = {pupils_pages[kind, lang] / "pupils" / "play.html": kind for kind in KINDS}
    for path in pages:  # every kind's page in the module's one tab
        page, watch = tab.open(path)
        kind, folder = pages[path], path.parent.parent
        data = page_data(path)
        for message, d in zip(page.evaluate(HINTS), data["puzzles"], strict=True):
            if message is None:
                continue
            step = boxes.open_hints(d)[0]
            # a played-out endgame's hint is a move of its line, named, with no "why"
            if step["technique"] != "answer":
                why = page_piece(KINDS[kind]).WHY[lang][step["technique"]]
                assert why in message, (kind, message)
            assert not english_left(message), (kind, lang, message)
            said += 1
        shown = page.evaluate(HOW)
        assert shown == data["howTo"][kind]["rules"]
        same_rules(shown, folder, kind, lang, 10)
        assert watch.errors == [], kind
    assert said >= 3


def test_a_young_pages_rules_are_the_young_sheets(tab, tmp_path):
    """A young Florentine sheet's page states the young sheet's sentences, in
    every language (the four languages' pages loaded in turn in one tab)."""
    pages = {sheet(tmp_path / lang, "florentine", 6, lang) / "pupils" / "play.html": lang
             for lang in LANGUAGES}  # fmt: skip
    for path in pages:
        page, watch = tab.open(path)
        lang = pages[path]
        shown = page.evaluate(HOW)
        young_words = SHEET["florentine"][lang]["young"]
        # the young sentences on the page; the paper draws two steps instead
        assert all(rule in young_words.values() for rule in shown), lang
        assert shown[0] == young_words["lay"], lang
        personal = [d["personal"] for d in page_data(path)["puzzles"]]
        assert (young_words["personal"] in shown) == any(personal), lang
        book = on_paper(KINDS["florentine"]).rules_text(Words(lang))
        assert book[-1] not in shown, lang  # never the book's words
        assert watch.errors == [], lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_page_never_speaks_of_the_papers_blanks(lang):
    blocked, chain = example("blocked"), example("chain")
    for age in (6, 10):
        words = SHEET["blocked"][lang]["young" if young(age) else "older"]
        assert words["fewest"] in on_paper(KINDS["blocked"]).sheet_rules(
            Words(lang), [blocked], age
        )
        on_screen = on_paper(KINDS["blocked"]).sheet_rules(Words(lang), [blocked], age, screen=True)
        assert words["fewest_screen"] in on_screen and words["fewest"] not in on_screen
    zero = KINDS["chain"].load(CHAIN_0)
    words = SHEET["chain"][lang]["older"]
    assert words["zero"] in on_paper(KINDS["chain"]).sheet_rules(Words(lang), [chain, zero], 10)
    on_screen = on_paper(KINDS["chain"]).sheet_rules(Words(lang), [chain, zero], 10, screen=True)
    assert words["zero"] not in on_screen and words["clue_end_screen"] in on_screen
