"""Human solvers (solver/hints): each technique where it applies and where it must
not, explained steps that replay to the unique answer (judged by the exhaustive
references), and hints on puzzles without one answer."""

from __future__ import annotations

import json
import random
import re

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cli.main import main
from puzzles.dominoes import blocked, chain, endgame
from puzzles.dominoes.line import Line
from puzzles.dominoes.tiles import Tile, double_set
from puzzles.files import dump_yaml
from puzzles.florentine import endgame as florentine
from puzzles.florentine.board import Board, Cell
from puzzles.florentine.cards import Card
from solver import hints
from solver.dominoes.generate.line import random_line
from solver.generate import LEVELS, generate, slot_rng
from solver.hints import blocked as hb
from solver.hints import chain as hc
from solver.hints import endgame as he
from solver.hints import florentine as hf
from solver.limits import Limits
from solver.registry import KINDS
from tests.helpers import canonical
from tests.reference import endgame as endgame_reference
from tests.reference import florentine as florentine_reference
from tests.reference import lines as lines_reference


def moves(finder, state) -> list[dict]:
    return [dict(found.move) for found in finder(state)]


def test_every_kind_names_its_techniques_easiest_first_search_last() -> None:
    for kind in KINDS.values():
        names = hints.techniques(kind)
        levels = [t.level for t in names]
        assert levels == sorted(levels) and levels[0] == 1
        assert names[-1].name == hints.SEARCH and levels[-1] > levels[-2]
        assert len({t.name for t in names}) == len(names)
        assert {t.name for t, _ in hints.module(kind).FINDERS} == {t.name for t in names[:-1]}


# -- chain ---------------------------------------------------------------------
def chain_state(tiles, clues=(), placed=None) -> hc.ChainState:
    position = chain.load({"kind": "chain", "set": 6, "tiles": tiles, "clues": list(clues)})
    return hc.ChainState(position, (), dict(placed or {}))


def test_chain_clue_tile() -> None:
    state = chain_state(["1-2", "2-3"], [{"at": 1, "tile": "1-2"}])
    assert moves(hc.clue_tile, state) == [{"at": 1, "tile": "1-2"}]
    assert moves(hc.clue_tile, chain_state(["1-2", "2-3"], [{"end": "left", "pips": 1}])) == []


def test_chain_only_fit() -> None:
    state = chain_state(["0-1", "1-2", "2-3"], placed={1: (0, 1)})
    assert {"at": 2, "tile": "1-2"} in moves(hc.only_fit, state)
    two_ways = chain_state(["0-1", "1-2", "1-3", "2-3"], placed={1: (0, 1)})
    assert [m for m in moves(hc.only_fit, two_ways) if m["at"] == 2] == []


def test_chain_odd_count() -> None:
    # 3 shows once: an end; with no clue either end will do, and only 0-3 holds a 3.
    state = chain_state(["0-1", "1-2", "2-0", "0-3"])
    state = hc.ChainState(state.position, (Line.parse("3-0 0-1 1-2 2-0"),) * 2)
    assert {"at": 1, "tile": "3-0"} in moves(hc.odd_count, state)
    even = chain_state(["0-1", "1-2", "2-0"])  # every number twice: any tile may start
    assert moves(hc.odd_count, even) == []


def test_chain_only_place() -> None:
    state = chain_state(["0-1", "1-1", "1-2", "2-3"], placed={1: (0, 1), 4: (2, 3)})
    assert {"at": 2, "tile": "1-1"} in moves(hc.only_place, state)
    open_line = chain_state(["0-1", "1-2", "2-3", "3-4"])
    assert moves(hc.only_place, open_line) == []


def test_chain_bridge() -> None:
    # After 0-1 the double 1-1 must come before 1-3, or it is cut off for good.
    state = chain_state(["0-1", "1-1", "1-3"], placed={1: (0, 1)})
    assert moves(hc.bridge, state) == [{"at": 2, "tile": "1-1"}]
    assert state.stranded(2, (1, 3)) == [Tile(1, 1)]
    single = chain_state(["0-1", "1-2", "2-3"], placed={1: (0, 1)})
    assert moves(hc.bridge, single) == []


# -- blocked -------------------------------------------------------------------
def blocked_state(n: int, line: str, tiles: list[str]) -> hb.BlockedState:
    position = blocked.load({"kind": "blocked", "set": n, "line": line, "tiles": tiles})
    assert lines_reference.solve_blocked(position).unique
    return hb.BlockedState(position, position.line, {"left": (), "right": ()})


def on_reference(state: hb.BlockedState, move: dict) -> bool:
    """Is the move (a tile laid at an end) part of the exhaustive search's one answer?"""
    (best,) = lines_reference.solve_blocked(state.position).lines
    grown = state.line.add(Tile.parse(move["tile"]), move["end"])
    return f" {grown} " in f" {best} " or f" {grown} " in f" {best.reversed()} "


@pytest.mark.parametrize(
    ("finder", "n", "line", "tiles", "expected"),
    [
        (hb.only_fit, 3, "3-1 1-2 2-0 0-1 1-1", ["0-0", "0-3", "2-2"], [("3-0", "left")]),
        (hb.only_fit, 3, "1-2 2-3 3-1 1-0 0-3", ["1-1", "2-2", "3-3"], []),
        (
            hb.closes_now,
            3,
            "1-2 2-3 3-1 1-0 0-3",
            ["1-1", "2-2", "3-3"],
            [("1-1", "left"), ("3-3", "right")],
        ),
        (hb.closes_now, 3, "3-1 1-2 2-0 0-1 1-1", ["0-0", "0-3", "2-2"], []),
        (
            hb.dead_end,
            4,
            "3-3 3-0 0-2 2-2 2-1",
            ["0-1", "1-4", "2-3", "2-4", "4-4"],
            [("1-4", "right")],
        ),
        (hb.dead_end, 3, "1-2 2-3 3-1 1-0 0-3", ["1-1", "2-2", "3-3"], []),
        (
            hb.closes_in_two,
            3,
            "1-2 2-3 3-1 1-0 0-3",
            ["1-1", "2-2", "3-3"],
            [("1-1", "left"), ("3-3", "right")],
        ),
        (hb.closes_in_two, 3, "2-0 0-0 0-3 3-2 2-1", ["1-3", "2-2", "3-3"], []),
        (
            hb.count_ahead,
            4,
            "4-1 1-2 2-2 2-3",
            ["0-2", "0-3", "2-4", "3-4", "4-4"],
            [("4-2", "left"), ("3-0", "right")],
        ),
        (
            hb.count_ahead,
            4,
            "3-4 4-4 4-2 2-1",
            ["0-0", "0-1", "0-2", "0-4", "1-4", "2-3"],
            [],  # four tiles to lay: beyond counting ahead
        ),
    ],
)
def test_blocked_technique(finder, n, line, tiles, expected) -> None:
    state = blocked_state(n, line, tiles)
    found = moves(finder, state)
    assert [(m["tile"], m["end"]) for m in found] == expected
    assert all(on_reference(state, m) for m in found)


# -- florentine ----------------------------------------------------------------
def one_red_gem_open_east() -> Board:
    """3x3, cross phase: the centre's red gem triangle faces the empty C2."""
    board = Board.empty(3).put(Cell(1, 1), Card.parse("GR1GG"))
    return board.put(Cell(1, 0), Card.parse("GGGG")).put(Cell(0, 1), Card.parse("GGGG"))


def florentine_state(pool: list[str], personal: bool = False) -> hf.FlorentineState:
    cards = tuple(Card.parse(c) for c in pool)
    position = florentine.Position("R", one_red_gem_open_east(), cards, personal)
    board = position.board
    return hf.FlorentineState(position, board, cards, (), board)


SEAL_EAST = {"cell": "C2", "card": "GGGR", "turn": 0}


def test_florentine_seals_now() -> None:
    assert moves(hf.seals_now, florentine_state(["GGGR"])) == [SEAL_EAST]
    assert moves(hf.seals_now, florentine_state(["GGGG"])) == []  # fits B3, seals nothing


def test_florentine_only_card() -> None:
    assert moves(hf.only_card, florentine_state(["GGGR", "GGGG"])) == [SEAL_EAST]
    assert moves(hf.only_card, florentine_state(["GGGR", "RGGG"])) == []  # two cards fit C2


def test_florentine_personal_best() -> None:
    last = {"cell": "C2", "personal": True}
    assert moves(hf.personal_best, florentine_state([], personal=True)) == [last]
    assert moves(hf.personal_best, florentine_state([], personal=False)) == []


def test_florentine_only_cell() -> None:
    assert moves(hf.only_cell, florentine_state(["GGGR"])) == [SEAL_EAST]
    assert moves(hf.only_cell, florentine_state(["GGGG"])) == []  # fits no cell a room faces


# -- endgame -------------------------------------------------------------------
def endgame_state(line: str, hands: list[list[str]]) -> he.EndgameState:
    position = endgame.load({"kind": "endgame", "line": line, "hands": hands})
    return he.EndgameState(position, endgame.Table.start(position), ())


def lays(finder, state) -> list[str]:
    return [f"{m['tile']} {m['end']}" for m in moves(finder, state)]


def test_endgame_only_move() -> None:
    assert lays(he.only_move, endgame_state("1-3", [["3-4", "0-0"], ["5-5"]])) == ["3-4 right"]
    assert lays(he.only_move, endgame_state("1-3", [["3-4", "0-1"], ["5-5"]])) == []


def test_endgame_wins_now() -> None:
    assert lays(he.wins_now, endgame_state("1-3", [["3-4"], ["4-5", "6-6"]])) == ["3-4 right"]
    assert lays(he.wins_now, endgame_state("1-3", [["3-4", "6-6"], ["4-5"]])) == []


def test_endgame_block() -> None:
    state = endgame_state("1-3", [["3-4", "0-1", "6-6"], ["4-5", "2-2"]])
    assert lays(he.block, state) == ["0-1 left"]
    open_to_all = endgame_state("1-3", [["3-4", "0-1", "6-6"], ["4-5", "0-5", "3-5"]])
    assert lays(he.block, open_to_all) == []


def test_endgame_read_out() -> None:
    state = endgame_state("1-3", [["3-4", "0-1"], ["4-5", "0-2"]])
    _, firsts = endgame_reference.solve(state.position)
    found = [endgame.Move.from_mapping(m) for m in moves(he.read_out, state)]
    assert found and {(m.tile, state.table.after(m)) for m in found} == firsts
    many = endgame_state("1-3", [["3-4", "0-1", "2-2", "5-5"], ["4-5", "0-2", "6-6", "1-1"]])
    assert lays(he.read_out, many) == []  # too many tiles to read out


def test_endgame_search_when_nothing_else_settles_it() -> None:
    data = generate(KINDS["endgame"], 1, 2026, "hard")[0]
    steps = hints.explain(
        KINDS["endgame"], endgame.load(data), KINDS["endgame"].solve(endgame.load(data), Limits())
    )
    assert steps[0].technique == "search" and steps[0].level == 4


# -- explained steps replay to the unique answer ----------------------------------
def chain_replay(position: chain.Position, steps) -> Line:
    laid = {s.move["at"]: tuple(int(x) for x in s.move["tile"].split("-")) for s in steps}
    assert sorted(laid) == list(range(1, len(position.tiles) + 1))
    return Line(tuple(laid[k] for k in sorted(laid)))


def blocked_replay(position: blocked.Position, steps) -> Line:
    line = position.line
    for step in steps:
        tile = Tile.parse(step.move["tile"])
        if not line.laid:
            line = Line((tuple(int(x) for x in step.move["tile"].split("-")),))
        else:
            line = line.add(tile, step.move["end"])
    return line


QUICK = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@QUICK
@given(seed=st.integers(0, 10**6), difficulty=st.sampled_from(["easy", "medium"]))
def test_chain_steps_replay_to_the_unique_answer(seed: int, difficulty: str) -> None:
    made = KINDS["chain"].generate(slot_rng(seed, "chain", difficulty, 0, 0), difficulty)
    steps = hints.explain(KINDS["chain"], made.puzzle, made.answer)
    line = chain_replay(made.puzzle, steps)
    truth = lines_reference.solve_chain(made.puzzle)
    assert truth.lines == {canonical(line)} and made.puzzle.fits(line)
    assert (
        steps[0].to_mapping() == hints.hint(KINDS["chain"], made.puzzle, made.answer).to_mapping()
    )


@QUICK
@given(seed=st.integers(0, 10**6), difficulty=st.sampled_from(["easy", "medium"]))
def test_blocked_steps_replay_to_the_unique_answer(seed: int, difficulty: str) -> None:
    made = KINDS["blocked"].generate(slot_rng(seed, "blocked", difficulty, 0, 0), difficulty)
    steps = hints.explain(KINDS["blocked"], made.puzzle, made.answer)
    line = blocked_replay(made.puzzle, steps)
    truth = lines_reference.solve_blocked(made.puzzle)
    assert truth.lines == {canonical(line)} and made.puzzle.is_blocked(line)


@QUICK
@given(seed=st.integers(0, 10**6), difficulty=st.sampled_from(["easy", "medium", "hard"]))
def test_endgame_steps_replay_to_the_best_value(seed: int, difficulty: str) -> None:
    made = KINDS["endgame"].generate(slot_rng(seed, "endgame", difficulty, 0, 0), difficulty)
    steps = hints.explain(KINDS["endgame"], made.puzzle, made.answer)
    played = [endgame.Move.from_mapping(s.move) for s in steps]
    table = endgame.replay(made.puzzle, played)
    value, firsts = endgame_reference.solve(made.puzzle)
    assert table.over and table.value() == value
    first = endgame.Table.start(made.puzzle)
    assert len(firsts) == 1 and (played[0].tile, first.after(played[0])) in firsts


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_florentine_steps_replay_to_the_unique_answer(seed: int) -> None:
    made = KINDS["florentine"].generate(slot_rng(seed, "florentine", "easy", 0, 0), "easy")
    steps = hints.explain(KINDS["florentine"], made.puzzle, made.answer)
    played = [
        florentine.Placement(Cell.parse(s.move["cell"], made.puzzle.size))
        if s.move.get("personal")
        else florentine.Placement(
            Cell.parse(s.move["cell"], made.puzzle.size), Card.parse(s.move["card"]), s.move["turn"]
        )
        for s in steps
    ]
    board = florentine.apply(made.puzzle, played)
    truth = florentine_reference.solve(made.puzzle)
    assert truth.boards == {board}


# -- generation graded by reasoning ---------------------------------------------
@pytest.mark.parametrize("kind", ["chain", "blocked", "endgame"])
def test_generated_puzzles_need_the_levels_of_their_difficulty(kind: str) -> None:
    for difficulty, (low, high) in LEVELS.items():
        for data in generate(KINDS[kind], 2, 11, difficulty):
            assert low <= data["meta"]["level"] <= high
            position = KINDS[kind].load(data)
            steps = hints.explain(KINDS[kind], position, KINDS[kind].solve(position, Limits()))
            assert hints.grade(steps) == {k: data["meta"][k] for k in ("level", "steps")}
            if difficulty == "easy":
                assert all(s.technique != hints.SEARCH for s in steps)


def test_grading_is_the_same_whatever_the_jobs() -> None:
    assert generate(KINDS["endgame"], 4, 5, "easy", jobs=1) == generate(
        KINDS["endgame"], 4, 5, "easy", jobs=2
    )


# -- the commands --------------------------------------------------------------
def run(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def test_hint_on_two_answers_gives_a_step_and_the_moves_as_good(tmp_path) -> None:
    # Issue 24: a position with several best answers gets a step all the same,
    # and the moves as good; `check` still says it is no unique puzzle.
    path = tmp_path / "two.yaml"
    path.write_text(dump_yaml({"kind": "chain", "tiles": ["0-1", "1-2", "2-0"]}))
    result = run("hint", path, "--format", "json")
    assert result.exit_code == 0, result.output
    out = json.loads(result.output)
    assert out["kind"] == "chain" and out["move"] is not None and out["others"]
    assert out["move"] not in out["others"]
    assert "more than one answer" not in run("hint", path).output
    explained = json.loads(run("solve", path, "--format", "json", "--explain").output)
    assert explained["steps"][0]["move"] == out["move"]
    assert all(s["move"] is not None for s in explained["steps"])
    assert run("check", path).exit_code == 1


def test_hint_on_tiles_that_make_no_line_says_so(tmp_path) -> None:
    path = tmp_path / "none.yaml"
    path.write_text(dump_yaml({"kind": "chain", "tiles": ["0-1", "2-3"]}))
    out = json.loads(run("hint", path, "--format", "json").output)
    assert out["move"] is None and out["technique"] == "no-answer"


def test_hint_and_explain_follow_the_unique_answer(tmp_path) -> None:
    path = tmp_path / "chains.yaml"
    assert (
        run("generate", "chain", "--count", 2, "--seed", 4, "--out", path, "--quiet").exit_code == 0
    )
    hinted = json.loads(run("hint", path, "--format", "json").output)
    solved = json.loads(run("solve", path, "--format", "json", "--explain").output)
    for one, answer in zip(hinted, solved, strict=True):
        assert set(one) == {"kind", "move", "technique", "reason", "level"}
        first = answer["steps"][0]
        assert {k: one[k] for k in first} == first
        assert set(first) == {"move", "technique", "level", "reason"}
        line = Line(
            tuple(
                tuple(int(x) for x in s["move"]["tile"].split("-"))
                for s in sorted(answer["steps"], key=lambda s: s["move"]["at"])
            )
        )
        assert str(line) == answer["line"]
    text = run("solve", path, "--explain").output
    assert "steps:\n1. " in text


def test_key_lines_are_numbered() -> None:
    steps = [
        hints.Step(
            {"at": 1, "tile": "4-2"}, "odd-count", 2, "4 appears three times, so 4 is an end"
        )
    ]
    assert hints.key_lines(steps) == ["1. 4 appears three times, so 4 is an end"]


def test_book_explain_prints_the_steps_on_the_keys(tmp_path) -> None:
    args = ["book", "--kinds", "chain", "--count", 1, "--difficulty", "easy", "--quiet"]
    assert run(*args, "--out", tmp_path / "plain").exit_code == 0
    assert run(*args, "--out", tmp_path / "told", "--explain").exit_code == 0
    plain = " ".join(p.read_text() for p in (tmp_path / "plain").glob("page-*.svg"))
    assert 'class="step"' not in plain
    pages = [p.read_text() for p in sorted((tmp_path / "told").glob("page-*.svg"))]
    keys = [p for p in pages if re.search(r'class="title"[^>]*>Answers: ', p)]
    assert keys and 'class="step"' in keys[0] and ">1. " in keys[0]
    for page in pages:  # the readers' pages, before the answers: no steps
        if page in keys:
            break
        assert 'class="step"' not in page


def test_the_techniques_page_names_every_technique() -> None:
    from pathlib import Path

    page = (Path(__file__).parent.parent / "docs" / "techniques.md").read_text()
    for kind in KINDS.values():
        for technique in hints.techniques(kind):
            assert f"`{technique.name}` (level {technique.level})" in page


# -- the line techniques are deductions: never a move off the unique answer ------
def _random_line(rng, n: int, length: int) -> Line:
    return random_line(rng, list(double_set(n)), length)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_blocked_techniques_never_leave_the_unique_answer(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.choice([3, 4])
    line = _random_line(rng, n, rng.randint(2, 5))
    rest = [t for t in double_set(n) if t not in line.tiles]
    tiles = tuple(sorted(rng.sample(rest, rng.randint(2, min(5, len(rest))))))
    position = blocked.Position(n, "block", line, tiles)
    truth = lines_reference.solve_blocked(position)
    if not truth.unique:
        return
    state = hb.BlockedState(position, position.line, {"left": (), "right": ()})
    for _, finder in hb.FINDERS:
        for found in finder(state):
            assert on_reference(state, dict(found.move)), found.reason


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_chain_techniques_never_leave_the_unique_answer(seed: int) -> None:
    rng = random.Random(seed)
    target = _random_line(rng, rng.choice([3, 4]), rng.randint(4, 7))
    k = rng.randrange(len(target))
    clues = (chain.Clue(at=k + 1, tile=target.laid[k]),) if rng.random() < 0.7 else ()
    position = chain.Position(tuple(sorted(target.tiles)), 4, clues)
    truth = lines_reference.solve_chain(position)
    if not truth.unique:
        return
    (line,) = truth.lines
    line = line if position.fits(line) else line.reversed()
    both = position.fits(line.reversed()) and line.reversed() != line
    state = hc.ChainState(position, (line, line.reversed()) if both else (line,))
    while not state.finished():  # every state on the way, reached by search steps
        for _, finder in hc.FINDERS:
            for found in finder(state):
                assert state.on_answer(found), found.reason
        state = state.after(state.search())
