"""Endgames (docs/rules.md section 5): YAML, the referee, and the solver against the
plain memoised minimax of tests/reference/endgame.py."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cli.main import main
from puzzles.dominoes.endgame import Move, Position, Table, describe, dump, load, replay
from puzzles.dominoes.line import Line
from puzzles.dominoes.match import Setup, round_points
from puzzles.dominoes.tiles import Rules, Tile, double_set
from puzzles.errors import BadInput
from puzzles.files import dump_yaml
from solver.dominoes.endgame.solve import solve
from solver.limits import Limits
from tests.reference import domino_replay
from tests.reference import endgame as reference


def puzzle(**change) -> dict:
    """A small valid endgame with some fields changed (None drops a field)."""
    data = {
        "kind": "endgame",
        "rules": "block",
        "set": 6,
        "line": "6-6 6-3",
        "hands": [["3-4", "1-1"], ["4-5", "0-0"]],
        "to_move": 0,
        "partnerships": False,
    }
    data.update(change)
    return {k: v for k, v in data.items() if v is not None}


def tiles(*words: str) -> tuple[Tile, ...]:
    return tuple(Tile.parse(w) for w in words)


def position(hands, line="", **kw) -> Position:
    return Position(tuple(tiles(*h) for h in hands), Line.parse(line), **kw)


# -- YAML ------------------------------------------------------------------------
class TestYaml:
    def test_dump_is_the_inverse_of_load(self):
        data = puzzle(id="e1", title="Lay low", meta={"source": "test"})
        assert dump(load(data)) == data
        assert load(yaml.safe_load(dump_yaml(dump(load(data))))) == load(data)

    def test_draw_rules_keep_the_boneyard_in_order(self):
        data = puzzle(rules="draw", boneyard=["5-5", "2-3"])
        pos = load(data)
        assert pos.game is Rules.DRAW and pos.boneyard == tiles("5-5", "2-3")
        assert dump(pos) == data

    def test_defaults_and_either_order_of_halves(self):
        pos = load({"kind": "endgame", "hands": [["4-3"], ["0-1"]]})
        assert (pos.game, pos.set_size, pos.to_move, pos.partnerships) == ("block", 6, 0, False)
        assert pos.line == Line() and pos.hands[0] == tiles("3-4")
        assert load(dump(pos)) == pos

    @pytest.mark.parametrize(
        "change, where, words",
        [
            ({"line": "6-6 5-3"}, "line", "does not match"),
            ({"line": "6-6 6-3 3-4"}, "hands[0][0]", "also in line"),
            ({"hands": [["3-4", "1-1"], ["1-1"]]}, "hands[1][0]", "also in hands[0][1]"),
            ({"set": 4, "line": None}, "hands[1][0]", "double-4"),
            ({"hands": [["3-4", "1-x"], ["0-0"]]}, "hands[0][1]", "not a tile"),
            ({"rules": "spinner"}, "rules", "unknown rule set"),
            ({"to_move": 2}, "to_move", "0 to 1"),
            ({"hands": [["3-4"]]}, "hands", "2 to 4 hands"),
            ({"hands": [["3-4"], ["1-1"], ["0-0"], ["2-2"], ["5-5"]]}, "hands", "at most 4"),
            ({"partnerships": True}, "partnerships", "need 4 players"),
            ({"hands": [["3-4"], []]}, "hands[1]", "empty hand"),
            ({"rules": "draw"}, "boneyard", "missing"),
            ({"rules": "draw", "line": None, "boneyard": []}, "line", "need a line"),
            ({"boneyard": ["2-2"]}, "boneyard", "only"),
            ({"rules": "draw", "boneyard": ["4-5"]}, "boneyard[0]", "also in hands[1][0]"),
            ({"set": 19}, "set", "double-18"),
            ({"colour": "red"}, "colour", "unknown field"),
            ({"hands": "3-4"}, "hands", "must be a list"),
        ],
    )
    def test_bad_input_names_the_field(self, change, where, words):
        with pytest.raises(BadInput) as caught:
            load(puzzle(**change))
        assert caught.value.field == where
        assert words in caught.value.message


# -- the count and the referee ---------------------------------------------------------
@given(
    st.sampled_from(["block", "draw"]),
    st.sampled_from([(2, False), (3, False), (4, False), (4, True)]),
    st.lists(st.integers(0, 12), min_size=4, max_size=4),
    st.one_of(st.none(), st.integers(0, 3)),
)
def test_round_points_agree_with_the_replay_checker(game, shape, held, out):
    players, partnerships = shape
    held = held[:players]
    if out is not None:
        out %= players
        held[out] = 0
    expected = domino_replay._expected_result(game, held, out, players, partnerships)
    assert round_points(Setup(game, players, partnerships), held, out) == expected


class TestTable:
    def test_a_player_who_can_lay_must(self):
        table = Table.start(load(puzzle()))
        with pytest.raises(ValueError, match="not a legal move"):
            table.play(Move(0, "pass"))
        with pytest.raises(ValueError, match="not a legal move"):
            table.play(Move(0, "left", Tile(1, 1), 6))

    def test_the_same_tile_leaving_the_same_ends_is_one_move(self):
        # Open ends 6 and 3: 3-6 laid on the 6 leaves {3, 3}, on the 3 leaves {6, 6}:
        # two moves. 3-3 fits the 3 only: one.
        table = Table.start(position([["3-6", "3-3"], ["0-0"]], "6-6 6-4 4-3"))
        assert [(str(m.tile), table.after(m)) for m in table.options()] == [
            ("3-3", (3, 6)),
            ("3-6", (3, 3)),
            ("3-6", (6, 6)),
        ]
        table = Table.start(position([["3-5"], ["0-0"]], "3-1 1-2 2-3"))
        assert [m.end for m in table.options()] == ["left"]  # both ends show 3: one move

    def test_spinners_open_their_sides_under_draw_rules(self):
        pos = position([["5-2", "1-1", "2-2"], ["0-0"]], "5-5", game="draw")
        table = Table.start(pos)
        assert table.ends == (5, 5, 5, 5)
        table.play(Move(0, "right", Tile(2, 5), 5))
        assert table.ends == (2, 5, 5, 5) and table.player == 1
        table.play(Move(1, "pass"))
        with pytest.raises(ValueError):
            table.play(Move(0, "spinner", Tile(1, 1), 5))
        table.play(Move(0, "right", Tile(2, 2), 2))  # a double laid is a spinner too
        assert table.ends == (2, 2, 2, 5, 5, 5)


# -- hand-made positions with known values ---------------------------------------------
def answer_of(pos: Position):
    answer = solve(pos, Limits())
    table = replay(pos, answer.moves)
    assert table.over and table.value() == answer.value
    return answer


class TestKnownValues:
    def test_going_out_at_once_scores_the_opponents_pips(self):
        answer = answer_of(position([["3-4"], ["5-5", "6-6"]], "6-3"))
        assert (answer.value, answer.unique, answer.status) == (22, True, "optimal")
        assert answer.moves[0].to_mapping() == {"player": 0, "tile": "3-4", "end": "right", "to": 3}

    def test_a_partner_going_out_scores_for_the_side(self):
        pos = position([["6-1"], ["5-5"], ["2-2"], ["4-4"]], "6-6 6-3", partnerships=True)
        assert answer_of(pos).value == 10 + 8 - 4

    def test_a_blocked_table_is_counted_at_once(self):
        answer = answer_of(position([["5-5"], ["6-6"]], "1-1"))
        assert (answer.value, answer.moves, answer.unique) == (2, (), True)
        assert answer_of(position([["5-5"], ["4-6"]], "1-1")).value == 0  # a tie

    def test_the_lowest_hand_wins_a_block_it_makes(self):
        # Player 0 must lay 3-0, leaving 0 and 6: nobody holds either, so 1-1 (2 pips)
        # wins against 5-5 3-5 (18).
        pos = position([["3-0", "1-1"], ["5-5", "3-5"]], "6-6 6-3")
        answer = answer_of(pos)
        assert answer.value == 10 + 8 - 2
        assert str(answer.moves[0].tile) == "0-3"

    def test_two_first_moves_reaching_the_value_are_not_unique(self):
        # Either 6-1 or 6-2 first: player 1 passes twice and player 0 goes out.
        answer = answer_of(position([["6-1", "6-2"], ["3-3"]], "6-6"))
        assert (answer.value, answer.unique) == (6, False)

    def test_draws_until_a_tile_fits_then_lays_it(self):
        pos = position([["1-2"], ["6-1"]], "6-6", game="draw", boneyard=tiles("3-3", "6-2"))
        answer = answer_of(pos)
        assert [m.to_mapping() for m in answer.moves[:2]] == [
            {"player": 0, "draw": "3-3"},
            {"player": 0, "draw": "2-6"},
        ]
        assert answer.value == -(3 + 6) and answer.unique

    def test_an_empty_line_takes_any_first_tile(self):
        answer = answer_of(position([["1-2", "0-0"], ["2-3", "4-4"]]))
        assert answer.moves[0].to is None
        assert answer.value == reference.solve(position([["1-2", "0-0"], ["2-3", "4-4"]]))[0]


class TestParanoid:
    """3 players, or 4 each for themselves: the player to move against the others."""

    def test_going_out_scores_every_other_hand(self):
        answer = answer_of(position([["3-4"], ["5-5"], ["6-6"]], "6-3"))
        assert (answer.value, answer.unique) == (10 + 12, True)

    def test_block_going_out_ties_with_a_hand_of_0_0(self):
        answer = answer_of(position([["3-4"], ["0-0"], ["6-6"]], "6-3"))
        assert answer.value == 0  # both count 0: equal lowest, nobody scores

    def test_draw_going_out_wins_even_beside_a_hand_of_0_0(self):
        pos = position([["3-4"], ["0-0"], ["6-6"]], "5-5 5-3", game="draw")
        assert answer_of(pos).value == 12

    def test_another_player_going_out_costs_the_player_to_move(self):
        # Player 0 passes; player 1 goes out and scores 0's pips and 2's.
        pos = position([["1-2"], ["6-5"], ["4-4"], ["0-1"]], "6-6")
        answer = answer_of(pos)
        assert answer.value == -(3 + 8 + 1)
        assert [(m.player, m.end) for m in answer.moves] == [(0, "pass"), (1, "left")]

    def test_the_others_play_together_against_the_player_to_move(self):
        # Player 0 lays 6-1 or 6-2. After 6-2 player 1 lays 2-3 so that player 2
        # goes out with 3-3, scoring 0's 6-1 and 1's 5-5: -17. After 6-1 nobody
        # else can lay, and player 0 goes out with 6-2: 10 + 5 + 6.
        pos = position([["6-1", "6-2"], ["2-3", "5-5"], ["3-3"]], "6-6")
        answer = answer_of(pos)
        assert answer.value == 10 + 5 + 6
        assert str(answer.moves[0].tile) == "1-6" and answer.unique

    def test_text_says_who_plays_against_whom(self):
        pos = position([["1-2"], ["6-5"], ["4-4"]], "6-6", to_move=1)
        text = describe(pos, solve(pos, Limits()))
        assert "3 players, each for themselves" in text
        assert "player 1's against 0 and 2 together" in text


# -- solver against the reference ------------------------------------------------------
def random_line(pool: list[Tile], length: int, rng: random.Random) -> Line:
    """A legal line of up to `length` tiles taken from `pool`."""
    line = Line()
    for _ in range(length):
        fits = [t for t in pool if not line or {line.left, line.right} & {t.a, t.b}]
        if not fits:
            break
        tile = rng.choice(fits)
        pool.remove(tile)
        ends = [e for e in ("left", "right") if not line or getattr(line, e) in (tile.a, tile.b)]
        line = line.add(tile, rng.choice(ends))
    return line


def positions(
    two: tuple[int, int],
    four: tuple[int, int],
    each: tuple[int, int] | None = None,
    boneyard: tuple[int, int] | None = None,
):
    """Random positions: 2 players with `two` tiles a hand (least, most), or 4 in
    partnerships with `four`, or (when `each` is given) only 3 players or 4 each
    for themselves with `each`; block or draw rules; with or without a line. With
    `boneyard` (least, most tiles in it), draw rules only."""

    @st.composite
    def strategy(draw) -> Position:
        game = "draw" if boneyard else draw(st.sampled_from(["block", "draw"]))
        if each is None:
            partnerships = draw(st.booleans())
            players = 4 if partnerships else 2
            per_hand = draw(st.integers(*four) if partnerships else st.integers(*two))
        else:
            partnerships, players = False, draw(st.sampled_from([3, 4]))
            per_hand = draw(st.integers(*each))
        rng = random.Random(draw(st.integers(0, 2**32)))
        set_size = draw(st.sampled_from([5, 6]))
        pool = list(double_set(set_size))
        rng.shuffle(pool)
        line = random_line(pool, draw(st.integers(1 if game == "draw" else 0, 3)), rng)
        hands = tuple(tuple(pool[p * per_hand : (p + 1) * per_hand]) for p in range(players))
        rest = pool[players * per_hand :]
        drawn = draw(st.integers(*(boneyard or (0, 3)))) if game == "draw" else 0
        to_move = draw(st.integers(0, players - 1))
        return Position(hands, line, to_move, game, set_size, partnerships, tuple(rest[:drawn]))

    return strategy()


def agrees_with_the_plain_minimax(pos: Position) -> None:
    assert load(dump(pos)) == pos
    value, best = reference.solve(pos)
    answer = solve(pos, Limits())
    assert answer.status == "optimal"
    assert answer.value == value
    assert answer.unique == (len(best) <= 1)
    table = replay(pos, answer.moves)  # legal, to the end, and worth the value
    assert table.over is not None and table.value() == value
    first = next((m for m in answer.moves if m.end != "draw"), None)
    if best and first is not None and first.lays:
        start = replay(pos, answer.moves[: answer.moves.index(first)])
        assert (first.tile, start.after(first)) in best


@settings(max_examples=220, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(two=(2, 5), four=(2, 3)))
def test_solver_agrees_with_the_plain_minimax(pos):
    agrees_with_the_plain_minimax(pos)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(two=(6, 7), four=(4, 4)))
def test_solver_agrees_on_larger_positions(pos):
    agrees_with_the_plain_minimax(pos)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(two=(0, 0), four=(0, 0), each=(1, 4)))
def test_paranoid_solver_agrees_with_the_plain_minimax(pos):
    # 3 players or 4 each for themselves: values, uniqueness and the line agree
    # with the plain paranoid minimax.
    agrees_with_the_plain_minimax(pos)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(two=(0, 0), four=(0, 0), each=(4, 4)))
def test_paranoid_bounds_agree_on_longer_rounds(pos):
    # Hands of 4: deep enough that the bound on what the others can take
    # (a whole hand laid to go out, or a tile kept once a number is all laid)
    # cuts often, blocks and all.
    agrees_with_the_plain_minimax(pos)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.one_of(
        positions(two=(2, 3), four=(2, 2), boneyard=(4, 7)),
        positions(two=(0, 0), four=(0, 0), each=(2, 3), boneyard=(4, 7)),
    )
)
def test_draw_bounds_agree_with_a_deep_boneyard(pos):
    # Draw rules with most of the set in the boneyard: the bounds count only the
    # boneyard tiles that may end in a hand, and a player whose last tile fits
    # goes out without a search; both must leave every value as it is.
    agrees_with_the_plain_minimax(pos)


# -- whole deals, time limits, the command line ------------------------------------------
def deal(seed: int, players: int = 4) -> Position:
    rng = random.Random(seed)
    pool = list(double_set(6))
    rng.shuffle(pool)
    hands = tuple(tuple(pool[p * 7 : (p + 1) * 7]) for p in range(players))
    return Position(hands, Line(), 0, "block", 6, players == 4)


def test_a_whole_partnership_deal_is_solved_exactly():
    pos = deal(3)
    answer = answer_of(pos)
    assert answer.status == "optimal" and answer.unique is not None
    assert len([m for m in answer.moves if m.lays]) >= 14


def test_a_time_limit_returns_without_hanging():
    start = time.process_time()
    answer = solve(deal(5), Limits(time_limit=0.02))
    # Only a hang fails, counted in CPU: a loaded machine stretches the wall clock.
    assert time.process_time() - start < 10.0
    assert answer.status in ("unknown", "feasible", "optimal")
    if answer.status == "feasible":
        replay(deal(5), answer.moves)


def run(*args):
    result = CliRunner().invoke(main, [str(a) for a in args])
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result


class TestCommandLine:
    def write(self, tmp_path: Path, data) -> Path:
        path = tmp_path / "endgame.yaml"
        path.write_text(dump_yaml(data), encoding="utf-8")
        return path

    def test_solve_prints_the_formats_fields(self, tmp_path):
        result = run("solve", self.write(tmp_path, puzzle()), "--format", "json")
        assert result.exit_code == 0, result.output
        out = json.loads(result.output)
        assert set(out) == {"kind", "status", "unique", "seconds", "value", "moves"}
        assert (out["kind"], out["status"], out["unique"], out["value"]) == (
            "endgame",
            "optimal",
            True,
            -2,
        )
        moves = [Move.from_mapping(m) for m in out["moves"]]
        assert replay(load(puzzle()), moves).value() == -2
        assert all(set(m) == {"player", "tile", "end", "to"} for m in out["moves"])

    def test_solve_as_text_and_check_with_a_solution(self, tmp_path):
        text = run("solve", self.write(tmp_path, puzzle()))
        assert "value: -2 (player 1 scores 2)" in text.output
        assert "lays 3-4 at the right end, on 3" in text.output
        data = puzzle(solution={"value": -2, "unique": True})
        result = run("check", self.write(tmp_path, data))
        assert result.exit_code == 0 and "solution confirmed" in result.output
        data = puzzle(solution={"value": 5})
        assert run("check", self.write(tmp_path, data)).exit_code == 1

    def test_bad_input_exits_2_naming_the_field(self, tmp_path):
        result = run("solve", self.write(tmp_path, puzzle(to_move=3)))
        assert result.exit_code == 2
        assert "puzzle 1: to_move:" in result.output
