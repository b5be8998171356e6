"""Four levels for every kind that step up in effort (docs/difficulty.md,
issue 53): the effort score, the step-up rule, the bands, the mark beside a
puzzle's number and the worksheet's own level."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

import domino_puzzles as dp
from cli.main import main
from domino_puzzles.pages import level_mark, level_note
from puzzles.words import Words
from solver import api
from solver.generate import LEVEL_NAMES, levels
from solver.hints import effort, weight
from solver.limits import Limits
from solver.results import Step
from tests import corpus
from tests.docs import effort as table


def _step(level: int) -> Step:
    return Step({"x": 1}, "t", level, "why")


def test_a_step_of_a_level_outweighs_any_single_step_below_it() -> None:
    assert [weight(level) for level in (1, 2, 3, 4, 5)] == [1, 2, 4, 8, 16]
    steps = [_step(1), _step(4), _step(2)]
    assert effort(steps) == 11
    assert effort(steps, [True, False, True]) == 3  # an endgame's forced moves count nothing


def test_the_step_up_rule_wants_a_higher_median_and_little_overlap() -> None:
    good = {"easy": [1, 1, 2, 2, 3], "medium": [3, 4, 5, 5, 6]}
    assert table.steps_up(good) == []
    flat = {"easy": [1, 2, 3, 4, 5], "medium": [1, 2, 3, 4, 5]}
    assert any("median" in w for w in table.steps_up(flat))
    # the median rises, but 2 of 5 (40%) sit at or below the median under it
    overlapping = {"easy": [1, 2, 3, 4, 5], "medium": [2, 3, 9, 9, 9]}
    assert table.steps_up(overlapping) == ["medium: over 20% at or below easy's median"]


def test_every_kind_generates_four_levels() -> None:
    for kind in api.KINDS.values():
        if kind.has_generator:
            assert list(levels(kind)) == list(LEVEL_NAMES), kind.name


def test_lines_at_medium_and_above_are_drawn_from_double_five_or_more() -> None:
    from solver.dominoes.generate import blocked, chain, dominosa

    for module in (blocked, chain):
        for level in ("medium", "hard", "extreme"):
            assert min(module.BANDS[level]["sets"]) >= 5, (module.__name__, level)
    assert [min(dominosa.BANDS[d]["sets"]) for d in LEVEL_NAMES] == [3, 5, 6, 7]


def test_endgame_decisions_grow_with_the_level() -> None:
    from solver.dominoes.generate.endgame import DECISIONS

    assert DECISIONS["medium"][0] >= 2 and DECISIONS["hard"][0] >= 3
    assert DECISIONS["extreme"][0] > DECISIONS["hard"][1]


def test_the_mark_beside_a_number_fills_a_dot_a_level() -> None:
    assert [level_mark(d) for d in LEVEL_NAMES] == ["●○○○", "●●○○", "●●●○", "●●●●"]
    assert level_note("hard", Words("de")) == "●●●○ schwer"
    assert level_note("tricky", Words("en")) == "tricky"  # a file's own difficulty, as written
    assert level_note(None, Words("en")) == ""


def test_an_endgame_forced_move_is_no_decision() -> None:
    from solver.hints.endgame import decisions

    made = api.generate("endgame", 1, 3, "medium")[0]
    kind = api.KINDS["endgame"]
    position = kind.load(made)
    flags = decisions(position, kind.solve(position, Limits()))
    assert sum(flags) == made["meta"]["decisions"] >= 2
    assert len(flags) == made["meta"]["steps"]


def test_a_worksheet_level_the_kind_does_not_make_exits_2(tmp_path, monkeypatch) -> None:
    import domino_puzzles.worksheet_folder
    from solver.dominoes.generate import chain

    def never(*_args, **_kwargs):
        raise AssertionError("generated")

    monkeypatch.setattr(domino_puzzles.worksheet_folder, "generate_puzzles", never)
    monkeypatch.setattr(chain, "LEVELS", {})  # a kind that grades no further than hard
    out = tmp_path / "sheet"
    args = ["worksheet", "--kind", "chain", "--difficulty", "extreme", "--out", str(out)]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2, result.output
    assert "difficulty" in result.output and "extreme" in result.output
    assert not out.exists()
    result = CliRunner().invoke(main, [*args[:3], "--difficulty", "tough", "--out", str(out)])
    assert result.exit_code == 2 and "tough" in result.output


def test_a_worksheet_takes_the_teachers_level_over_the_age(tmp_path) -> None:
    from domino_puzzles.worksheet_folder import worksheet

    sheet = worksheet(tmp_path / "s", "chain", count=2, age=8, difficulty="hard", seed=1)
    assert [p.header["difficulty"] for p in sheet.puzzles] == ["hard", "hard"]
    page = (tmp_path / "s" / "pupils" / "page-01.svg").read_text(encoding="utf-8")
    assert "●●●○" in page


def test_a_florentine_sheet_prefers_two_cards_or_more(tmp_path) -> None:
    from domino_puzzles.pages import answer_of
    from domino_puzzles.worksheet_folder import worksheet

    sheet = worksheet(tmp_path / "s", "florentine", count=2, age=10, seed=3)
    kind = api.KINDS["florentine"]
    assert all(len(answer_of(kind, p).moves) >= 2 for p in sheet.puzzles)
    assert all(p.header["meta"]["size"] == 5 for p in sheet.puzzles)  # a child's board still


@pytest.mark.parametrize("kind", ["endgame", "dominosa", "blocked", "chain", "florentine"])
def test_levels_step_up_on_a_small_sample(kind) -> None:
    """The rule of docs/difficulty.md on 4 puzzles a level (the table there:
    50), seed 2026: the very puzzles `generate --count 4 --seed 2026` makes,
    taken from the corpus (tests/corpus.py, which tests/test_corpus.py holds
    to what the generator makes) instead of generated again."""
    efforts = {
        level: [dp.dump(e)["meta"]["effort"] for e in corpus.first(path, 4)]
        for level in levels(api.KINDS[kind])
        for path in [corpus.FOLDER / f"{kind}-{level}-2026.yaml"]
    }
    assert list(efforts) == list(LEVEL_NAMES)
    assert table.steps_up(efforts) == [], efforts


def test_the_sample_is_what_generating_it_gives() -> None:
    """The corpus's first 4 of a kind and level are `table.efforts`' sample:
    shown on the cheapest kind, whose 4 puzzles a level take a second."""
    from_corpus = {
        level: [dp.dump(e)["meta"]["effort"] for e in corpus.first(path, 4)]
        for level in LEVEL_NAMES
        for path in [corpus.FOLDER / f"endgame-{level}-2026.yaml"]
    }
    assert table.efforts("endgame", 4, 2026) == from_corpus


def test_a_book_is_for_adults_unless_asked(tmp_path) -> None:
    from cli.printing import book
    from domino_puzzles import recipe
    from domino_puzzles.book_folder import default_recipe

    assert {p.difficulties for p in default_recipe().sections} == {("medium", "hard")}
    path = tmp_path / "r.yaml"
    path.write_text(
        "sections:\n  - {kind: chain, count: 2}\n  - {kind: dominosa, difficulty: easy, count: 1}\n"
    )
    parts = recipe.load(str(path)).sections
    assert [p.difficulties for p in parts] == [("medium", "hard"), ("easy",)]
    option = next(p for p in book.params if p.name == "difficulty")
    assert option.default == "medium,hard"
