"""The Florentine expert (solver/florentine/expert.py): whole games, reproducible, fair."""

from __future__ import annotations

import random

import pytest

from puzzles.florentine.cards import Card
from puzzles.florentine.game import FlorentineSetup, Place, play_game
from puzzles.florentine.rooms import sealed_by
from solver.bots import florentine_decider
from solver.florentine import expert
from solver.florentine.expert import chosen, expert_player, playout, unseen, world
from solver.florentine.open_search import children, reply
from solver.florentine.players import seated
from solver.florentine.seat_view import from_game, from_mapping


def game_of(seed: int, players: int = 2):
    names = ["expert"] + ["greedy"] * (players - 1)
    bots = [
        seated(florentine_decider(n, random.Random(f"{seed}-{p}"), 0.1))
        for p, n in enumerate(names)
    ]
    return play_game(FlorentineSetup(players), seed, bots)


def test_the_expert_plays_a_whole_game_the_same_way_every_time():
    one, two = game_of(4), game_of(4)
    assert one.record(4) == two.record(4)
    assert any(m.get("player") == 0 and "personal" in m for m in one.moves)


def test_the_expert_plays_three_players():
    game = game_of(2, players=3)
    assert len(game.scores()) == 3


def test_a_sampled_world_keeps_what_the_seat_sees_and_deals_only_unseen_cards():
    seen = []

    def spy(game, player, options):
        seen.append(from_game(game, player))
        return options[0]

    play_game(FlorentineSetup(3), 6, [spy] * 3)
    for view in seen[::5]:
        if view.phase != "draw":
            continue
        hidden = set(unseen(view))
        g = world(view, random.Random(1))
        assert g.hands[view.seat] == view.hand and g.board == view.board
        dealt = [c for p, h in enumerate(g.hands) if p != view.seat for c in h] + g.pile
        assert len(dealt) == len(set(dealt)) and set(dealt) <= hidden
        assert len(g.pile) == view.pile
        assert all(len(h) == 4 for h in g.hands)


# A board from a greedy game (seed 2, 27 cards laid), the pool open: red (seat
# 1) seals a room of 3 gems with RR1GO on F1; the other lays seal nothing red.
BOARD = {
    "D1": "OO1GR", "E1": "BRR1O", "B2": "BOB1G", "C2": "BO1RO", "D2": "GRR1O",
    "E2": "RGGR", "F2": "ROR1G", "A3": "G1RBG", "B3": "BB1OR", "C3": "RBRB",
    "D3": "ROR1B", "E3": "GBB1O", "F3": "RGG1B", "A4": "BGOO1", "B4": "ORO1G",
    "C4": "R1GBR", "D4": "RGBG1", "E4": "BGOG1", "F4": "GBBG", "G4": "GRR1B",
    "B5": "OGOG", "C5": "BRB1G", "D5": "BOO1R", "C6": "BBRR", "D6": "O1GOB",
    "C7": "RBB1G", "D7": "OGG1B",
}  # fmt: skip


def open_view(players: int = 2):
    colours = ["green", "red", "blue", "ochre"][:players]
    return from_mapping(
        {
            "players": players,
            "colours": colours,
            "seat": 1,
            "board": BOARD,
            "pool": ["OO1GB", "BBOO", "RR1GO", "B1RBO"],
            "phase": "open",
        },
        checked=False,  # a made-up pool of 4 beside a board of 27 cards
    )


def test_the_expert_takes_the_closing_lay_that_scores_most():
    view = open_view()
    for seed in range(3):
        move = expert_player(random.Random(seed), 1.0)(view, 1, view.options())
        assert isinstance(move, Place)
        assert (str(move.card), move.cell.name) == ("RR1GO", "F1")
        assert sealed_by(view.board.put(move.cell, move.lying), move.cell)["R"] == 3


def test_the_same_view_and_seed_give_the_same_move():
    for players in (2, 3):
        view = open_view(players)
        moves = {str(expert_player(random.Random(5), 0.2)(view, 1, view.options())) for _ in "ab"}
        assert len(moves) == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_expert_only_ever_chooses_one_of_its_options(players):
    asked = []

    def checked(decide):
        def choose(view, player, options):
            move = decide(view, player, options)
            assert move in options and move in view.options()
            asked.append(view.phase)
            return move

        return choose

    bots = [seated(checked(florentine_decider("expert", random.Random(players), 0.05)))]
    bots += [seated(florentine_decider("best", random.Random(p))) for p in range(1, players)]
    game = play_game(FlorentineSetup(players), 10 + players, bots)
    assert {"draw", "personal"} <= set(asked)
    assert sum(1 for p in game.board.placed().values() if not isinstance(p, Card)) <= players


def test_with_three_players_the_search_assumes_the_others_lay_by_their_own_greed():
    game = world(open_view(3), random.Random(0))  # red (seat 1) to move
    option, child = reply(game, children(game), "greedy")
    assert isinstance(option, Place)
    assert (str(option.card), option.cell.name) == ("RR1GO", "F1")
    assert str(child.board.at(option.cell)) == str(option.lying)


def test_with_three_players_the_best_model_of_the_others_takes_the_lay_that_pays_them_most():
    game = world(open_view(3), random.Random(0))  # red (seat 1) to move
    option, child = reply(game, children(game), "best")
    assert isinstance(option, Place)
    assert (str(option.card), option.cell.name) == ("RR1GO", "F1")  # seals 3 red gems
    assert str(child.board.at(option.cell)) == str(option.lying)


def test_the_fallback_keeps_bests_pick_unless_the_deals_say_another_is_better():
    # Candidate 0 is best's pick; 1 is a little better on average, but by less
    # than the spread of the paired difference says: best's pick stays.
    rows = [[0, 3], [2, 1], [1, 2], [3, 0], [0, 1]]
    assert chosen(rows, -1.0) == 1  # the top mean
    assert chosen(rows, 1.0) == 0
    # Better in every deal: the deals tell, and the top is played.
    rows = [[0, 2, 1], [1, 3, 1], [2, 4, 2], [0, 1, 0]]
    assert chosen(rows, 1.0) == 1
    # Ties and a single deal keep best's pick.
    assert chosen([[1, 1], [2, 2]], 1.0) == 0
    assert chosen([[0, 5]], 1.0) == 0


def test_a_playout_is_valued_by_the_win_the_margin_or_both():
    view = open_view(3)
    place = view.options()[0]
    values = {}
    for value in ("margin", "win", "both"):
        game = world(view, random.Random(0))
        values[value] = playout(game, 1, place, random.Random(0), "best", value)
    assert values["win"] in (0.0, 1 / 3, 0.5, 1.0)
    assert values["both"] == 100 * values["win"] + values["margin"]


def test_with_three_players_the_draw_phase_move_is_the_same_for_the_same_seed():
    seen = []

    def spy(game, player, options):
        if game.phase == "draw" and player == 0 and len(seen) < 3:
            seen.append((from_game(game, player), options))
        return options[0]

    play_game(FlorentineSetup(3), 7, [spy] * 3)
    view, options = seen[-1]
    for close, policy, value in ((1.0, "best", "both"), (-1.0, "greedy", "margin")):
        saved = (expert.CLOSE, expert.PLAYOUT, expert.VALUE)
        expert.CLOSE, expert.PLAYOUT, expert.VALUE = close, policy, value
        try:
            moves = {str(expert_player(random.Random(3), 0.1)(view, 0, options)) for _ in "ab"}
        finally:
            expert.CLOSE, expert.PLAYOUT, expert.VALUE = saved
        assert len(moves) == 1


def test_with_three_players_the_draw_phase_deals_are_bought_by_counted_work():
    seen = []

    def spy(game, player, options):
        if game.phase == "draw" and player == 0 and not seen:
            seen.append((from_game(game, player), options))
        return options[0]

    play_game(FlorentineSetup(3), 7, [spy] * 3)
    view, options = seen[0]
    cands = expert.candidates(view, options, random.Random(0))
    saved = expert.WORK_PER_SECOND
    expert.WORK_PER_SECOND = 1000
    try:
        few = expert._weighed(view, 0, cands, random.Random(2), 0.001)
        more = expert._weighed(view, 0, cands, random.Random(2), 20.0)
        again = expert._weighed(view, 0, cands, random.Random(2), 20.0)
    finally:
        expert.WORK_PER_SECOND = saved
    assert len(few) == 2  # at least two deals, whatever the budget
    assert len(more) > 2 and more == again  # counted, not timed: the same deals
    assert more[:2] == few and all(len(row) == len(cands) for row in more)
