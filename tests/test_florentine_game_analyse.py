"""`analyse` of Florentine positions cut from games: each move valued by the
result as a review values it (the margin over the best other score and 3 for
a win, a share of it for a shared win) beside the player's own sealed gems at
the game's end, every personal card laid as the rules say, against a plain
search over the game's own referee."""

from __future__ import annotations

import copy
import functools
import json

import pytest
from click.testing import CliRunner

from cli.main import main
from puzzles.errors import BadInput
from puzzles.florentine.board import Cell
from puzzles.florentine.cards import Card, parse_colour
from puzzles.florentine.game import (
    OPEN,
    PERSONAL_ROUND,
    Discard,
    FlorentineGame,
    FlorentineSetup,
    PersonalTurn,
    Place,
)
from puzzles.game_positions import position_after
from solver.analyse import analyse
from solver.limits import Limits
from solver.registry import KINDS, load
from tests.reference.florentine_result import result

runner = CliRunner()


def _log(players: int, seed: int) -> dict:
    args = ["play", "--rules", "florentine", "--players", str(players), "--seed", str(seed)]
    result = runner.invoke(main, [*args, "--format", "json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def _game_after(log: dict, n: int) -> FlorentineGame:
    """The game replayed by its own referee to move n."""
    colours = tuple(parse_colour(c) for c in log["colours"])
    setup = FlorentineSetup(log["players"], colours, log["rim_seals"], log["size"])
    game = FlorentineGame(setup, tuple(Card.parse(c) for c in log["deck"]))
    for move in log["moves"][:n]:
        p = move["player"]
        if "personal" in move:
            game.phase = PERSONAL_ROUND
            cell = move["personal"]
            game.apply(p, PersonalTurn(None if cell is None else Cell.parse(cell, setup.size)))
        elif move.get("pass"):
            continue
        elif "discard" in move:
            game.apply(p, Discard(Card.parse(move["discard"])))
        else:
            card = Card.parse(move["card"])
            game.apply(
                p, Place(card, Cell.parse(move["cell"], 7), move["turn"], card.turned(move["turn"]))
            )
    return game


def _reference(
    game: FlorentineGame, me: int, mover: int, left: list[int] | None
) -> tuple[int, ...]:
    """Every score at the end, every player choosing as a review values the
    game (docs/rules.md "Reviewing a game"): me the most of my result; every
    other player the least of it (two players: their own result is mine
    turned round, exact play; more: paranoid); equal results, me the most of
    my own gems, the others the least."""
    n = game.setup.players

    def prefer(player, a, b):
        mine_a, mine_b = (result(list(a), me), a[me]), (result(list(b), me), b[me])
        return mine_a > mine_b if player == me else mine_a < mine_b

    def end(g):
        return tuple(g.scores())

    def personal(g, order):
        if not order:
            return end(g)
        best = None
        for option in g.options(order[0]) if g.phase == PERSONAL_ROUND else []:
            child = copy.deepcopy(g)
            child.apply(order[0], option)
            v = personal(child, order[1:])
            if best is None or prefer(order[0], v, best):
                best = v
        return best

    def play(g, p):
        options = g.placements(p) if g.phase == OPEN else []
        if not options:
            g = copy.deepcopy(g)
            g.phase = PERSONAL_ROUND
            return personal(g, [(p + k) % n for k in range(n)])
        best = None
        for option in options:
            child = copy.deepcopy(g)
            child.apply(p, option)
            v = play(child, (p + 1) % n)
            if best is None or prefer(p, v, best):
                best = v
        return best

    if left is not None:
        game = copy.deepcopy(game)
        game.phase = PERSONAL_ROUND
        return personal(game, left)
    return play(game, mover)


# (players, seed, first k) of the games cut: seed 4's cut 0 is left out,
# its plain search alone about 9 s, where seed 1's cut 0 checks the same cut
# of a 2-player game in under a second
GAMES = [(2, 1, 0), (2, 4, 1), (3, 2, 0), (4, 11, 0)]


@functools.cache
def _game_log(players: int, seed: int) -> dict:
    """A seeded game's log, played once a process when a test first asks
    (not while the tests are collected: every worker collects them all)."""
    return _log(players, seed)


def _cuts():
    """Open-phase positions with a small pool (the last three moves before the
    personal round) and personal-round ones, from seeded games of 2, 3 and 4
    players: `players + 3` cuts a game, the k-th after `first - 3 + k` moves."""
    for players, seed, start in GAMES:
        for k in range(start, players + 3):
            yield pytest.param(players, seed, k, id=f"{players}p-seed{seed}-cut{k}")


@pytest.mark.parametrize("players, seed, k", list(_cuts()))
def test_a_cut_position_is_valued_as_the_game_goes_on(players, seed, k):
    log = _game_log(players, seed)
    moves = log["moves"]
    first = next(i for i, m in enumerate(moves) if "personal" in m)
    assert len(moves) - first == players  # the personal round: one move a player
    n = first - 3 + k
    data = position_after(log, n)
    _, position = load(data)
    assert [c for c in position.players] == [parse_colour(c) for c in log["colours"]]
    analysis = analyse(KINDS["florentine"], position, Limits())
    assert analysis.extra["game"]["searched"]
    assert analysis.extra["game"]["paranoid"] == (log["players"] > 2)
    assert analysis.extra["game"]["model"] == ("exact" if log["players"] == 2 else "paranoid")
    game = _game_after(log, n)
    me = data["meta"]["player"]
    left = None
    if position.personal_left is not None:
        seats = list(position.players)
        left = [seats.index(c) for c in position.personal_left]
    for row in analysis.moves:
        move = row.move
        child = copy.deepcopy(game)
        if move.get("personal") or move.get("keep"):
            child.phase = PERSONAL_ROUND
            cell = Cell.parse(move["cell"], 7) if move.get("personal") else None
            child.apply(me, PersonalTurn(cell))
            order = (
                left[1:]
                if left is not None
                else [(me + k) % log["players"] for k in range(1, log["players"])]
            )
            truth = _reference(child, me, me, order)
        else:
            card = Card.parse(move["card"])
            place = Place(
                card, Cell.parse(move["cell"], 7), move["turn"], card.turned(move["turn"])
            )
            assert place in game.placements(me)
            child.apply(me, place)
            truth = _reference(child, me, (me + 1) % log["players"], None)
        assert row.value == {"score": truth[me], "result": result(list(truth), me)}, (n, move)
    if analysis.moves:
        best = max(r.value["result"] for r in analysis.moves)
        assert [r.best for r in analysis.moves] == [
            r.value["result"] == best for r in analysis.moves
        ]


def test_a_game_position_is_written_and_read_with_its_players(tmp_path):
    log = _log(3, 2)
    moves = log["moves"]
    first = next(i for i, m in enumerate(moves) if "personal" in m)
    data = position_after(log, first + 1)
    kind, position = load(data)
    assert data["players"] == log["colours"]
    assert data["personal_left"][0] == data["colour"] or not data["personal"]
    assert len(data["personal_left"]) == log["players"] - 1
    assert kind.load(kind.dump(position)) == position
    (tmp_path / "cut.yaml").write_text(json.dumps(data))
    text = runner.invoke(main, ["analyse", str(tmp_path / "cut.yaml")]).output
    said = "valued by the result as the game goes on (3 players, the others against the player"
    assert said in text


def test_a_puzzle_without_players_is_still_the_one_colour_puzzle():
    log = _log(2, 1)
    data = position_after(log, len(log["moves"]) - 6)
    del data["players"]
    _, position = load(data)
    analysis = analyse(KINDS["florentine"], position, Limits())
    assert analysis.extra is None
    assert all("cards" in row.value for row in analysis.moves if row.value)


@pytest.mark.parametrize(
    "change, words",
    [
        ({"players": ["green"]}, "2 to 4 colours"),
        ({"players": ["green", "green"]}, "2 to 4 colours"),
        ({"players": ["ochre", "red"]}, "one of the players"),
        ({"personal_left": ["green"]}, "only in the personal round"),
    ],
)
def test_bad_game_fields_are_refused(change, words):
    log = _log(2, 1)
    data = {**position_after(log, len(log["moves"]) - 6), **change}
    if "players" in change:
        data["colour"] = "green"
    with pytest.raises(BadInput, match=words):
        load(data)


def test_hint_of_a_personal_round_cut_is_analyse_s_best_by_the_result():
    """`hint` of a cut in the personal round (4 players, tests/logs) names
    analyse's best move and its result, in every language; a cut with
    nothing left to choose gets the puzzle's step, which lays nothing."""
    from pathlib import Path

    from solver.api import hint

    log = json.loads((Path(__file__).parent / "logs" / "florentine-4.json").read_text())
    n = next(i for i, m in enumerate(log["moves"]) if "personal" in m) + 1
    _, position = load(position_after(log, n))
    assert position.personal_left is not None
    analysis = analyse(KINDS["florentine"], position, Limits())
    assert {"keep": True} in [dict(r.move) for r in analysis.moves]
    step = hint(position)
    top = analysis.moves[0]
    assert step.move == top.move and step.said is not None
    for lang, word in (("en", "result"), ("nl", "uitslag"), ("de", "Ergebnis"),
                         ("lv", "rezultāts")):  # fmt: skip
        assert f"{word} " in step.said[lang], step.said[lang]
    assert step.said["en"].startswith("Lay the personal card on ")
    data = position_after(log, len(log["moves"]) - 1)
    data["personal"] = False  # its card laid: nothing to choose
    _, spent = load(data)
    assert analyse(KINDS["florentine"], spent, Limits()).moves == ()
    assert hint(spent).move is None and hint(spent).technique == "solved"


def test_an_open_phase_too_big_to_search_is_played_out_by_the_result():
    """With more pool cards than the search takes on, each lay is played out
    by the bots as a review plays such a decision out (`playouts`): ranked by
    the mean result, its interval around it, the same streams for every lay
    (so the review's own playout code, given the position's streams, gives
    the same ends), and hint names the top lay."""
    import random
    from pathlib import Path

    from puzzles.game_positions import florentine_game
    from solver.api import hint
    from solver.florentine.analyse_draw import open_playout, open_seed, open_world
    from solver.florentine.analyse_game import MOST_POOL
    from solver.florentine.review import _distinct

    log = json.loads((Path(__file__).parent / "logs" / "florentine-2.json").read_text())
    n = log["open_from"]
    _, position = load(position_after(log, n))
    assert len(position.pool) > MOST_POOL
    analysis = analyse(KINDS["florentine"], position, Limits())
    game = analysis.extra["game"]
    assert game["model"] == "playouts" and not game["searched"] and game["playouts"] == 16
    results = [row.value["result"] for row in analysis.moves]
    assert results == sorted(results, reverse=True)
    for row in analysis.moves:
        low, high = row.extra["ci"]
        assert low <= row.value["result"] <= high and not row.exact
        assert set(row.value) == {"score", "result"}
    # the first stream's ends, replayed on the game as the review sees it
    world, seat = open_world(position), log["moves"][n]["player"]
    options = _distinct(world.placements(seat))
    stream = random.Random(open_seed(position)).random()
    replayed = florentine_game(log, n)
    assert open_playout(world, seat, options, stream) == open_playout(
        replayed, seat, options, stream
    )
    step = hint(position)
    assert step.move == analysis.moves[0].move and step.technique == "sampled"
    assert "played out 16 times by the bots: result " in step.said["en"]
