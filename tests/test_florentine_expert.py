"""The Florentine expert (solver/florentine/expert.py): whole games, reproducible, fair."""

from __future__ import annotations

import random

from puzzles.florentine.game import FlorentineSetup, play_game
from solver.bots import florentine_decider
from solver.florentine.expert import unseen, world
from solver.florentine.players import seated
from solver.florentine.seat_view import from_game


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
