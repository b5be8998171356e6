"""The bot protocol (docs/formats.md "Bot protocol"): views, answers, bad lines."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from cli.bot import answer
from puzzles.dominoes.match import Setup, play_match
from puzzles.dominoes.tiles import Tile
from puzzles.florentine.game import FlorentineSetup as FloSetup
from puzzles.florentine.game import play_game
from solver.dominoes.players import DECIDERS
from solver.dominoes.seat_view import from_mapping, from_round
from solver.florentine.players import DECIDERS as FLO
from solver.florentine.seat_view import from_game
from solver.florentine.seat_view import from_mapping as flo_view


def views_of(setup: Setup, seed: int) -> list[tuple]:
    """(view, legal, what best plays) at every choice of a round of best bots."""
    out = []

    def spy(round_, player, legal):
        view = from_round(round_, player)
        move = DECIDERS["best"](None)(view, legal)
        out.append((view, legal, move))
        return move

    play_match(setup, seed, [spy] * setup.players, max_rounds=1)
    return out


SETUPS = [
    Setup("block", 2),
    Setup("draw", 3),
    Setup("block", 4, True),
    Setup("draw", 2, False, 6, "first"),
]


@pytest.mark.parametrize("setup", SETUPS, ids=str)
def test_a_view_written_and_read_back_is_the_same_view(setup):
    for seed in range(3):
        for view, legal, _ in views_of(setup, seed):
            data = json.loads(json.dumps(view.to_mapping()))
            back = from_mapping(data, setup.game)
            assert back == view
            assert back.ends == view.ends and back.void == view.void
            assert back.legal() == legal
            # other seats' draws are hidden, the seat's own shown
            for m in data["moves"]:
                if "draw" in m:
                    assert (m["draw"] is None) == (m["player"] != view.seat)


@pytest.mark.parametrize("setup", SETUPS, ids=str)
def test_the_bot_answers_a_view_as_the_bot_in_play_would(setup):
    for view, _, move in views_of(setup, 7)[:6]:
        line = json.dumps(view.to_mapping())
        got = answer(setup.game, "best", 0, 1.0, line)
        assert got == {"tile": str(move[0]), "to": move[1]}


def a_view() -> dict:
    view, _, _ = next(v for s in range(9) for v in views_of(Setup("draw", 2), s) if v[0].draws[1])
    return view.to_mapping()


@pytest.mark.parametrize(
    "change, field",
    [
        ({"seat": 5}, "seat"),
        ({"players": 7}, "players"),
        ({"hand": ["9-9"]}, "hand[0]"),
        ({"hand": []}, "hand"),
        ({"hand_sizes": [1]}, "hand_sizes"),
        ({"boneyard": -1}, "boneyard"),
        ({"spinners": "some"}, "spinners"),
        ({"partnerships": True}, "partnerships"),
        ({"set": "six"}, "set"),
        ({"moves": "none"}, "moves"),
        ({"moves": [{"player": 0, "tile": "1-2", "to": 3}]}, "moves[0]"),
        ({"moves": [{"player": 1, "draw": "1-2"}]}, "moves[0]"),
        ({"scores": "ten"}, "scores"),
        ({"target": "x"}, "target"),
        ({"colour": "red"}, "colour"),
    ],
)
def test_a_bad_field_gets_one_error_naming_it(change, field):
    data = {**a_view(), **change}
    got = answer("draw", "best", 0, 1.0, json.dumps(data))
    assert list(got) == ["error"]
    assert got["error"].startswith(field) or field in got["error"]


def test_a_line_that_is_not_json_or_not_an_object_gets_an_error():
    for line in ["{", "[1, 2]", '"view"', "42"]:
        got = answer("block", "random", 0, 1.0, line)
        assert list(got) == ["error"]


def test_florentine_view_round_trip_and_answers():
    seen = []

    def spy(game, player, options):
        view = from_game(game, player)
        option = FLO["greedy"](random.Random(0))(view, player, options)
        seen.append((view, options, option))
        return option

    play_game(FloSetup(2), 3, [spy, spy])
    phases = {v.phase for v, _, _ in seen}
    assert phases == {"draw", "open", "personal"}
    for view, options, _ in seen[::7]:
        back = flo_view(json.loads(json.dumps(view.to_mapping())))
        assert back.to_mapping() == view.to_mapping()
        assert back.options() == options
        got = answer("florentine", "greedy", 0, 1.0, json.dumps(view.to_mapping()))
        assert "error" not in got


def test_the_bot_process_answers_every_line_and_goes_on_after_bad_ones():
    views = [json.dumps(v.to_mapping()) for v, _, _ in views_of(Setup("block", 2), 2)[:4]]
    lines = [views[0], "garbage", views[1], '{"players": 2}', *views[2:]]
    run = subprocess.run(
        [sys.executable, "-m", "cli", "bot", "--rules", "block", "--level", "best"],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0
    out = [json.loads(x) for x in run.stdout.splitlines()]
    assert len(out) == len(lines)
    assert ["error" in o for o in out] == [False, True, False, True, False, False]
    for view, got in zip(lines, out, strict=True):
        if "error" not in got:
            assert got == answer("block", "best", 0, 1.0, view)


def test_the_view_shown_in_the_docs_is_answered_by_every_level():
    from pathlib import Path

    text = Path(__file__).parent.parent.joinpath("docs/formats.md").read_text()
    block = text.split('{"players": 4, "partnerships": true', 1)[1].split("```", 1)[0]
    view = json.loads('{"players": 4, "partnerships": true' + block)
    for level in ("random", "greedy", "best", "expert"):
        got = answer("draw", level, 0, 0.1, json.dumps(view))
        assert got in ({"tile": "4-6", "to": 6}, {"tile": "3-5", "to": 3}), (level, got)


@pytest.mark.parametrize(
    "moves, says",
    [
        (
            [{"player": 0, "tile": "6-6", "to": None}, {"player": 1, "tile": "6-3", "to": 3}],
            "tile 3-6 does not go to 3 here",
        ),
        (
            [
                {"player": 0, "tile": "6-6", "to": None},
                {"player": 1, "pass": True},
                {"player": 0, "tile": "6-3", "to": 6},
                {"player": 1, "tile": "3-4", "to": 3},
                {"player": 0, "tile": "4-6", "to": 4},
                {"player": 1, "tile": "2-6", "to": 6},
            ],
            "player 1 lays 2-6, but passed before with 6 open and has not drawn since",
        ),
        ([{"player": 3, "pass": True}], "a move is a mapping with a player 0 to 1"),
    ],
)
def test_the_seat_view_and_a_hidden_history_read_moves_alike(moves, says):
    """One reader of a round's moves (puzzles/dominoes/history.py): the bot
    protocol's `moves` and a hidden endgame's `history` fail with one message."""
    from puzzles.dominoes.endgame import load
    from puzzles.errors import BadInput
    from solver.dominoes.seat_view import SeatView

    with pytest.raises(BadInput) as seat:
        SeatView(Setup("block", 2), 0, (Tile(0, 0),), (1, 5), 0, tuple(moves))
    assert seat.value.message == says and seat.value.field.startswith("moves[")
    position = {
        "kind": "endgame",
        "rules": "block",
        "set": 6,
        "line": "6-6 6-3",
        "hands": [["0-0"], {"hidden": 5}],
        "to_move": 0,
        "seen_from": 0,
        "history": moves,
    }
    with pytest.raises(BadInput) as hidden:
        load(position)
    assert hidden.value.message == says
