"""A book's answers as puzzle books print them (issue #41): compact keys,
reduced at one scale a kind and packed several a page, `--explain`'s steps
run in beside or under them; pages at least half full but a section's
last; continuations of a third of a page at least, cut between sentences;
a small running head, the section's title only on its first page.

One mixed book of every kind (6x9in, `--explain`, for KDP) is made once
for the module; the 200- and 130-puzzle figures are measured by hand
(`python -m tests.bench book`, the report of issue #41)."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import main
from domino_puzzles.book_folder import book
from domino_puzzles.paper_kind import on_paper
from domino_puzzles.recipe import Part, Recipe
from puzzles.drawing import KEY_MINIMUM, MINIMUM, layout, page
from puzzles.words import Words
from solver.registry import KINDS
from tests import corpus, pagecheck
from tests.generate_once import generated_once  # noqa: F401 (the fixture, used below)
from tests.test_preflight import passes

# the short book is made for two services, the chain book with compact and
# full answers: their puzzles are generated once for the module
# (tests/generate_once.py), the same puzzles every time
pytestmark = pytest.mark.usefixtures("generated_once")

MIXED = Recipe(
    paper="6x9in",
    service="kdp",
    seed=5,
    # the five kinds of the corpus set `book-5` (Domino regions' keys: test_regions_paper)
    sections=tuple(Part(kind, ("easy", "medium"), 12) for kind in corpus.KINDS),
)


DRAWN_AT = re.compile(
    r'class="item"[^>]*>(?:<text[^>]*>[^<]*</text>)*<g transform="[^"]*scale\(([\d.]+)\)'
)


def _pages(folder: Path) -> list[tuple[str, str]]:
    return [(p.name, p.read_text(encoding="utf-8")) for p in sorted(folder.glob("page-*.svg"))]


def _section(svg: str) -> str:
    found = re.search(r'data-section="([^"]*)"', svg)
    return found.group(1) if found else ""


@pytest.fixture(scope="module")
def mixed(tmp_path_factory) -> Path:
    """MIXED laid out from the puzzles its seed generates, kept in
    tests/corpus/ (tests/corpus.py): the book `book` generates."""
    out = tmp_path_factory.mktemp("keys") / "book"
    book(out, MIXED, explain=True, jobs=1, puzzles=corpus.book_set("book-5"))
    return out


def test_answer_pages_are_at_most_45_percent_of_the_puzzle_pages_with_steps(mixed):
    # the bound for a book with --explain (30% without), with no
    # page over: the keys at their kinds' smaller key scales (0.5 for the
    # lines, 0.55 for Dominosa) and their steps 7 pt on 8 take 13 pages to
    # 31, where they took 14 (one over, which this test allowed before)
    answers, puzzles = pagecheck.answer_pages(mixed)
    assert puzzles >= 25 and answers, (puzzles, answers)
    assert answers <= 0.45 * puzzles, f"{answers} answer pages to {puzzles} of puzzles"


def test_no_page_but_a_sections_last_is_under_half_full(mixed):
    assert pagecheck.thin_pages(mixed) == []


def test_the_book_passes_preflight_for_its_service(mixed):
    passes(mixed)


@pytest.mark.parametrize("service", ["ingram", "lulu"])
def test_compact_keys_pass_preflight_for_every_service(tmp_path, service):
    out = tmp_path / "book"
    args = ["book", "--count", "10", "--paper", "a5", "--explain", "--bleed", "--pad"]
    args += ["--service", service, "--out", str(out), "--quiet", "--isbn", "9780306406157"]
    assert CliRunner().invoke(main, args, catch_exceptions=False).exit_code == 0
    assert any(_section(svg).startswith("answers") for _, svg in _pages(out))
    passes(out)


def test_every_key_of_a_kind_is_drawn_at_the_kinds_one_key_scale(mixed):
    found: dict[str, set[str]] = {}
    for _, svg in _pages(mixed):
        if _section(svg).startswith("answers"):
            for scale in re.findall(DRAWN_AT, svg):
                found.setdefault(_section(svg), set()).add(scale)
    assert len(found) == len(MIXED.sections)
    for index, kind in enumerate((KINDS[p.kind] for p in MIXED.sections), 1):
        scales = found[f"answers {index}"]
        # a shared page holds the kind before's last keys too
        assert f"{on_paper(kind).printing.key:g}" in scales and len(scales) <= 2, scales
        assert on_paper(kind).printing.key < on_paper(kind).printing.scale("adult")


def test_key_pages_meet_the_key_minimum_and_puzzle_pages_the_adults(mixed):
    for number, (name, svg) in enumerate(_pages(mixed), 1):
        least = KEY_MINIMUM if _section(svg).startswith("answers") else MINIMUM["adult"]
        m = pagecheck.measure(svg, number)
        assert m.text_mm >= least["text"] - 1e-6, (name, m.text_pt)
        if m.half_mm is not None:
            assert m.half_mm >= least["half"] - 1e-6, (name, m.half_mm)
        if m.card_mm is not None:
            assert m.card_mm >= least["card"] - 1e-6, (name, m.card_mm)


def test_a_sections_title_is_on_its_first_page_and_a_running_head_on_the_others(mixed):
    seen: set[str] = set()
    heads = set()
    for name, svg in _pages(mixed):
        section = _section(svg)
        if not section:
            continue
        running = re.findall(r'class="running-head"[^>]*>([^<]*)<', svg)
        titles = re.findall(r'class="title"[^>]*font-size="([\d.]+)"[^>]*>([^<]*)<', svg)
        if section in seen:
            assert len(running) == 1 and not titles, name
            # the kind and the numbers on the page: "Domino chain · 40–43"
            assert re.fullmatch(r".+ · \d+(–\d+)?", running[0]), running
        else:
            assert titles, name
            if section.startswith("answers"):
                heads.update(size for size, _ in titles)
        seen.add(section)
    assert len(heads) == 1, f"answer heads at sizes {heads}"


def test_a_keys_steps_are_cut_between_sentences_leaving_a_third_of_a_page():
    steps = [f"{i}. A step that takes a few words. And another sentence here." for i in range(40)]
    item = layout.Item(lambda w: (None, 30.0, 20.0), "7.", steps=steps)
    kind = page.Type.for_reader("adult")
    box = layout._box(item, 1.0, 60.0, kind, False)
    page_h = 180.0
    room = box.caption + box.art + box.line * (len(box.steps) - 3)  # all but 3 lines fit
    head, rest = layout._split(box, room, "continued", page_h / 3)
    assert rest is not None
    assert rest.height >= page_h / 3 - 1e-6
    assert head.steps[-1].rstrip().endswith(".")  # a sentence ends where the page does
    assert head.steps + rest.steps == box.steps


def test_a_sentence_taller_than_a_page_and_a_word_wider_than_its_column_end():
    """A step of one sentence in a narrow column (long German words at 7 pt,
    a word wider than the column) wraps, every letter placed, and is cut
    over as many pages as it needs: it once queued the same continuation
    page after page until the memory ran out."""
    import time

    kind = page.Type.for_reader("adult")
    word = "Spielverlaufsentscheidungsregelwerk"
    lines = page.lines_of(word, 5.0, kind.small)
    assert len(lines) > 1 and "".join(lines) == word  # wider than its column: on lines of its own
    sentence = " ".join([word, "und", "Donaudampfschifffahrtsgesellschaft"] * 30)
    started = time.monotonic()
    item = layout.Item(lambda w: (None, 30.0, 20.0), "7.", steps=[sentence])
    box = layout._box(item, 1.0, 12.0, kind, False)
    page_h = 60.0
    assert box.height > 3 * page_h and box.starts == (0,)  # one sentence, far taller than a page
    head, rest = layout._split(box, page_h, "continued", page_h / 3)
    cut = list(head.steps)
    pages = 1
    while rest is not None:
        head, rest = layout._split(rest, page_h, "continued", page_h / 3)
        assert head.steps, "a continuation page holding nothing"
        cut += head.steps
        pages += 1
        assert pages <= len(box.steps) + 1
    assert cut == box.steps
    assert time.monotonic() - started < 10


def test_full_answers_keep_the_keys_at_their_puzzles_scale(tmp_path):
    pages = {}
    for answers in ("compact", "full"):
        out = tmp_path / answers
        args = ["book", "--count", "6", "--kinds", "chain", "--explain", "--paper", "6x9in"]
        args += ["--answers", answers, "--out", str(out), "--quiet"]
        assert CliRunner().invoke(main, args, catch_exceptions=False).exit_code == 0
        pages[answers] = [svg for _, svg in _pages(out) if _section(svg).startswith("answers")]
    assert 0 < len(pages["compact"]) < len(pages["full"])
    assert "scale(1)" not in "".join(pages["compact"])


def test_a_bad_answers_field_exits_2_naming_it(tmp_path):
    recipe = tmp_path / "r.yaml"
    recipe.write_text("answers: small\nsections:\n  - {kind: chain, count: 2}\n")
    result = CliRunner().invoke(main, ["book", str(recipe), "--out", str(tmp_path / "o")])
    assert result.exit_code == 2
    assert "r.yaml: answers:" in result.output and "compact, full" in result.output
    assert not (tmp_path / "o").exists()


def _key_numbers(folder: Path) -> list[str]:
    return [
        n
        for _, svg in _pages(folder)
        if _section(svg).startswith("answers")
        for n in re.findall(r'puzzle-title"[^>]*>(\d+)\.<', svg)
    ]


def test_every_key_is_printed_once_in_order(mixed):
    assert _key_numbers(mixed) == [str(n) for n in range(1, 12 * len(MIXED.sections) + 1)]


def test_three_kinds_of_keys_may_share_one_page(tmp_path):
    out = tmp_path / "book"
    args = ["book", "--count", "6", "--kinds", "blocked,chain,endgame", "--paper", "a4"]
    assert CliRunner().invoke(main, [*args, "--out", str(out), "--quiet"]).exit_code == 0
    assert _key_numbers(out) == [str(n) for n in range(1, 7)]
    keys = [svg for _, svg in _pages(out) if _section(svg).startswith("answers")]
    assert len(keys) == 1 and keys[0].count('class="title"') == 3


SMALL_BOARD = """\
kind: florentine
id: small
size: 5
colour: red
board: {A1: BGGB, B1: RGBG1, C1: BOO1G, A2: G1ORG, B2: BO1RO, C2: O1RBO, D2: BOB1R,
  E2: RROO, A3: RR1OB, B3: RBBR, C3: B1OGB, D3: BOBO, E3: OBBO, C4: GG1OB, D4: BRB1G,
  E4: BGRR1, C5: ORBB1}
pool: [BROR1, G1RGO]
personal: false
"""


@pytest.mark.parametrize("paper", ["a5", "6x9in"])
def test_a_small_florentine_board_keeps_its_cards_beside_it_in_latvian_too(paper):
    # the publisher's report: in Latvian, small boards dropped from 2 a page to
    # 1, their longer "play for" line sending the cards under the board
    import yaml

    kind = KINDS["florentine"]
    puzzle = kind.load(yaml.safe_load(SMALL_BOARD))
    inner = page.frame(paper, 1, True, 40).inner
    for lang in ("en", "lv"):
        _, board, under = on_paper(kind).draw(
            puzzle, words=Words(lang), width=inner
        )  # the cards under it
        _, w, h = on_paper(kind).draw(puzzle, words=Words(lang), width=inner, beside=True)
        assert w > board + 20 and h < under - 20, (lang, w, h)


def _texts(group) -> list[str]:
    return re.sub(r"<[^>]*>", " ", group.tostring()).split()


def test_an_endgame_key_says_its_first_move_once():
    from solver import api

    entry = api.load_file(Path(__file__).parent.parent / "examples" / "endgame.yaml")[0][0]
    kind, puzzle = entry.kind, entry.puzzle
    from domino_puzzles.pages import solution_of

    answer = solution_of(kind, puzzle)
    engine = importlib.import_module("puzzles.drawing.endgame")
    first = engine.move_words(answer.moves[0], Words("en"), puzzle)
    texts = " ".join(_texts(on_paper(kind).draw(puzzle, answer, Words("en"), width=100)[0]))
    assert texts.count(first) == 1, texts
    assert "2. " in texts or len(answer.moves) == 1  # the moves after it still listed
    # with the book's steps beside it (--explain), the steps say the moves
    told = " ".join(
        _texts(on_paper(kind).draw(puzzle, answer, Words("en"), width=100, told=True)[0])
    )
    assert first not in told


def test_a_rules_box_alone_on_its_page_may_put_its_example_under_the_rules():
    # IngramSpark's 6x9in text block: the endgame's rules box with its example
    # beside the rules left no room for the first puzzle under it, a page
    # under half full (the 130-puzzle mixed book); its example under the
    # rules, the box is lower
    from domino_puzzles.book_layout import profile
    from domino_puzzles.pages import Print, rules_for
    from domino_puzzles.services import SERVICES

    kind = KINDS["endgame"]
    with page.using(profile(SERVICES["ingram"])):
        on = Print("6x9in", "en", book_pages=100)
        beside = rules_for(kind, on, 1.0)
        low = rules_for(kind, on, 1.0, lowest=True)
    assert low[2] < beside[2] - 5, (low[2], beside[2])
    assert 'class="rule"' in low[0].tostring()
