"""Issue 54, item 1, the parts done: a Florentine sheet for ages 6-7 shows
each card the answer lays already turned as it lies (no turning in the
head), and a chain sheet says what to draw where."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

import domino_puzzles as dp
from domino_puzzles.paper_kind import on_paper
from puzzles.drawing.florentine import as_laid, card_name
from puzzles.drawing.sheet_words import SHEET
from puzzles.drawing.words import LANGUAGES
from puzzles.florentine.cards import Card
from puzzles.words import Words
from solver.registry import KINDS

EXAMPLES = Path(__file__).parent.parent / "examples"


def test_a_young_florentine_sheet_shows_each_card_turned_as_it_lies(tmp_path):
    sheet = dp.worksheet(tmp_path / "f", "florentine", count=2, age=6, seed=1)
    turned = 0
    for puzzle in sheet.puzzles:
        shown = as_laid(puzzle)
        # the same cards, by their names in the deck
        assert sorted(map(card_name, shown)) == sorted(map(card_name, puzzle.pool))
        final = puzzle.solution.board
        laid = [
            final.at(c)
            for c in final.cells()
            if isinstance(final.at(c), Card) and puzzle.board.at(c) is None
        ]
        for card in laid:  # each laid card is shown exactly as it lies
            assert card in shown, card
        turned += sum(a != b for a, b in zip(shown, puzzle.pool, strict=True))
    assert turned, "no card of the sheet needed turning: the test shows nothing"
    # the sheet's pages draw every card of the pools, each named under it
    pages = "".join(p.read_text("utf-8") for p in (tmp_path / "f/pupils").glob("*.svg"))
    assert pages.count('class="card-name"') == sum(len(p.pool) for p in sheet.puzzles)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_chain_sheet_says_what_to_draw_where(lang):
    chain = KINDS["chain"].load(yaml.safe_load((EXAMPLES / "chain.yaml").read_text()))
    paper = on_paper(KINDS["chain"])
    for age, group in ((6, "young"), (10, "older")):
        draw = SHEET["chain"][lang][group]["draw"]
        assert draw in paper.sheet_rules(Words(lang), [chain], age)
        assert draw not in paper.sheet_rules(
            Words(lang), [chain], age, screen=True
        )  # no boxes there


def test_a_young_dominosa_sheets_tick_boxes_are_nine_millimetres():
    from puzzles.drawing import dominosa

    puzzle = KINDS["dominosa"].load(yaml.safe_load((EXAMPLES / "dominosa.yaml").read_text()))

    def boxes(age: int | None) -> list[float]:
        g, _w, _h = dominosa.draw(puzzle, None, Words("en"), 180.0, age=age)
        ticks = g.tostring().split('class="ticks"')[1]  # drawn in mm
        return [float(w) for w in re.findall(r'<rect[^>]*width="([\d.]+)"', ticks)]

    young = boxes(6)
    assert young and min(young) >= 9.0, young
    assert max(boxes(10)) < 9.0  # older pupils and books keep the small boxes


# -- two lines a page at 8-10 (issue 54, item 7): four on two pages ---------------
def _blocked_for_ten() -> list:
    """Four blocked puzzles of an age-10 sheet's levels (easy and medium),
    from the corpus."""
    from tests.corpus import FOLDER

    return [
        entry
        for level in ("easy", "medium")
        for entry in list(dp.load_file(str(FOLDER / f"blocked-{level}-5.yaml")).puzzles)[:2]
    ]


def test_four_blocked_puzzles_at_ten_fit_two_pages_named_and_as_a_variant(tmp_path):
    from domino_puzzles.sheets import read_svg
    from puzzles.drawing import MINIMUM
    from puzzles.drawing.dominoes import HALF

    given = _blocked_for_ten()
    sheet = dp.worksheet(
        tmp_path / "b",
        "blocked",
        count=4,
        age=10,
        puzzles=given,
        names=["Anna", "Bram"],
        variant="B",
    )
    pupils = tmp_path / "b" / "pupils"
    assert sheet.pages == 2 and sorted(p.name for p in pupils.glob("page-*.svg")) == [
        "page-01.svg",
        "page-02.svg",
    ]
    first = (pupils / "page-01.svg").read_text("utf-8")
    assert ">1.</text>" in first and ">2.</text>" in first  # two under the rules box
    # each pupil's named sheet is the same two pages, marked B like the key
    assert sorted(p.name for p in pupils.glob("name-*.svg")) == [
        f"name-{n:02d}-{m:02d}.svg" for n in (1, 2) for m in (1, 2)
    ]
    assert ">Bram</text>" in (pupils / "name-02-02.svg").read_text("utf-8")
    key = (tmp_path / "b" / "teacher" / "key-01.svg").read_text("utf-8")
    assert " · B</text>" in first and " · B</text>" in key
    # denser, not below the print minimums: text 7 pt, a half of a tile 8 mm
    for svg in pupils.glob("*.svg"):
        printed = read_svg(svg.read_text("utf-8"))
        heights = [i.box[3] - i.box[1] for i in printed.inks if i.text]
        # a text box is 1.05 times its size high (svg_text_box)
        assert min(heights) / 1.05 >= MINIMUM["adult"]["text"] - 0.01, svg.name
    scales = re.findall(
        r'<g class="item".*?transform="translate\([^)]*\) scale\(([\d.]+)\)"', first
    )
    assert scales and min(float(s) for s in scales) * HALF >= MINIMUM["adult"]["half"] - 0.01


# -- a sheet a pupil of 6-7 starts alone (issue 54, item 1) ------------------------
YOUNG_KINDS = ("florentine", "endgame", "blocked", "chain", "dominosa", "regions")
LEAST_PT = 14.0
WORDS_BEFORE = 25  # at most, before the first puzzle
PT_MM = 25.4 / 72


def _easy(kind: str) -> list:
    from tests.corpus import easy_file

    return list(dp.load_file(str(easy_file(kind))).puzzles)[:2]


def words_before_the_first_puzzle(svg: str) -> list[str]:
    """The words a pupil reads above the first puzzle's number: every text
    of the page above it, split at spaces, a word being what holds a
    letter (a pip count, a digit in a drawing or a step's number is no
    word to read)."""
    from domino_puzzles.sheets import read_svg

    printed = read_svg(svg)
    first = min(i.box[1] for i in printed.inks if i.text and i.what == "text '1.'")
    texts = [i.what[6:-1] for i in printed.inks if i.text and i.box[3] <= first + 0.01]
    return [w for t in texts for w in t.split() if any(c.isalpha() for c in w)]


@pytest.mark.parametrize("kind", YOUNG_KINDS)
def test_a_young_sheet_opens_with_two_drawn_steps_and_few_words(tmp_path, kind):
    from puzzles.drawing.young_steps import caption

    given = _easy(kind)
    for lang, age in [*((lang, 6) for lang in LANGUAGES), ("en", 7)]:
        out = tmp_path / f"{lang}{age}"
        dp.worksheet(out, kind, count=2, age=age, lang=lang, puzzles=given)
        first = (out / "pupils" / "page-01.svg").read_text("utf-8")
        # two steps, each a drawing of the move (an arrow, a ring, a tile
        # drawn in, a tick) and its own words from the catalogs
        steps = first.split('class="young-step"')[1:]
        assert len(steps) == 2, (kind, lang)
        drawn = ("arrow", "ring", "drawn-in", "tick", "cross", "wall")
        drawn = tuple(f'class="{mark}"' for mark in drawn)
        assert all(any(mark in step for mark in drawn) for step in steps), kind
        assert 'class="rules"' not in first  # the rules box gives way to them
        words = " ".join(re.findall(r'class="step-words"[^>]*>([^<]*)<', first))
        assert (
            words.split()
            == f"{caption(kind, Words(lang), 1)} {caption(kind, Words(lang), 2)}".split()
        )
        said = words_before_the_first_puzzle(first)
        assert len(said) <= WORDS_BEFORE, (kind, lang, len(said), said)
        # what the sheet is for is the teacher's: on the key's first page
        told = on_paper(KINDS[kind]).sheet_word(Words(lang), "instructions", age)
        key = (out / "teacher" / "key-01.svg").read_text("utf-8")
        assert told.split()[0] in key and " ".join(told.split()[:4]) not in " ".join(said)


@pytest.mark.parametrize("kind", YOUNG_KINDS)
def test_every_text_on_a_young_sheet_prints_at_fourteen_points(tmp_path, kind):
    from domino_puzzles.sheets import read_svg

    dp.worksheet(tmp_path, kind, count=2, age=6, lang="lv", puzzles=_easy(kind))
    small = []
    for path in sorted((tmp_path / "pupils").glob("page-*.svg")):
        for ink in read_svg(path.read_text("utf-8")).inks:
            # a text's box is its size high (drawn centred: svg_text_box)
            if ink.text and ink.box[3] - ink.box[1] < LEAST_PT * PT_MM - 0.01:
                small.append((path.name, ink.what, round((ink.box[3] - ink.box[1]) / PT_MM, 1)))
    assert not small, small
    # older pupils keep the children's type: the test can tell them apart
    dp.worksheet(tmp_path / "ten", kind, count=2, age=10, lang="lv", puzzles=_easy(kind))
    ten = read_svg((tmp_path / "ten" / "pupils" / "page-01.svg").read_text("utf-8"))
    assert min(i.box[3] - i.box[1] for i in ten.inks if i.text) < LEAST_PT * PT_MM


def gem_widths(svg: str) -> list[float]:
    """How wide each drawn gem is, in the drawing's own units."""
    out = []
    for points in re.findall(r'<g class="gem"><polygon [^>]*points="([^"]+)"', svg):
        xs = [float(p.split(",")[0]) for p in points.split()]
        out.append(max(xs) - min(xs))
    return out


def test_a_young_florentine_board_draws_its_gems_large():
    from puzzles.drawing import florentine

    paper = on_paper(KINDS["florentine"])
    puzzle = _easy("florentine")[0].puzzle
    young_scale = paper.printing.scale("young")
    young_gems = gem_widths(paper.draw(puzzle, None, Words("en"), 180.0, age=6)[0].tostring())
    older_gems = gem_widths(paper.draw(puzzle, None, Words("en"), 180.0, age=10)[0].tostring())
    assert young_gems and older_gems
    # a gem at least 4 mm across as printed (about 2.7 mm before), on the
    # board and on the cards to lay alike
    assert min(young_gems) * young_scale >= 4.0, min(young_gems) * young_scale
    assert max(older_gems) * paper.printing.scale("child") < 3.0
    # a triangle of two gems and more: one gem as large and its number, at 14 pt
    for n in (2, 3, 5):
        many = florentine.card(Card.parse(f"G{n}OBR"), 0.0, 0.0, big=True).tostring()
        assert len(gem_widths(many)) == 1 and min(gem_widths(many)) * young_scale >= 4.0
        size = float(re.search(rf'font-size="([\d.]+)"[^>]*>{n}</text>', many)[1])
        assert size * young_scale >= LEAST_PT * PT_MM - 0.01
