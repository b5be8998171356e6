"""A whole game of Florentine Domino (docs/rules.md section 1, "Play: the whole game"):
one test a rule, then properties over many seeded games, each game re-judged
by the independent replay checker (tests/reference/florentine_replay.py)."""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzles.florentine.board import Board, Cell
from puzzles.florentine.cards import PERSONAL, Card, standard_deck
from puzzles.florentine.game import (
    DRAW,
    OPEN,
    PERSONAL_ROUND,
    Discard,
    FlorentineGame,
    FlorentineSetup,
    PersonalTurn,
    Place,
    play_game,
    shuffled_deck,
)
from puzzles.florentine.rooms import rooms, rooms_through, score, sealed_by
from solver.florentine.players import PLAYERS
from tests.reference.florentine_replay import check_game


def bots(names, seed=0):
    return [PLAYERS[n](random.Random(f"{seed}-{p}")) for p, n in enumerate(names)]


def new_game(players=2, seed=0, **options) -> FlorentineGame:
    return FlorentineGame(FlorentineSetup(players, **options), shuffled_deck(random.Random(seed)))


def first(game, player, options):
    return options[0]


def discarder(game, player, options):
    """Discards while it may, then lays the first card it can."""
    return next((o for o in options if isinstance(o, Discard)), options[0])


# -- one rule each --------------------------------------------------------------------
def test_players_play_the_colours_in_order_and_player_0_starts() -> None:
    assert FlorentineSetup(2).colours == ("G", "R")
    assert FlorentineSetup(4).colours == ("G", "R", "B", "O")
    assert FlorentineSetup(3, colours=("O", "G", "B")).colours == ("O", "G", "B")
    assert new_game(3).to_move == 0


@pytest.mark.parametrize("players", [1, 5])
def test_two_to_four_players(players) -> None:
    from puzzles.errors import BadInput

    with pytest.raises(BadInput):
        FlorentineSetup(players)


def test_hands_of_four_are_dealt_a_hand_at_a_time_the_rest_is_the_pile() -> None:
    game = new_game(3, seed=5)
    deck = game.deck
    assert sorted(map(str, deck)) == sorted(map(str, standard_deck()))
    assert game.hands == [list(deck[0:4]), list(deck[4:8]), list(deck[8:12])]
    assert list(reversed(game.pile)) == list(deck[12:])  # top first in the deck


def test_the_shuffle_follows_the_seed() -> None:
    assert new_game(seed=1).deck == new_game(seed=1).deck != new_game(seed=2).deck


def test_draw_phase_offers_own_hand_placements_and_discards_then_draws_the_top() -> None:
    game = new_game(2, seed=3)
    options = game.options(0)
    assert {o.card for o in options if isinstance(o, Place)} <= set(game.hands[0])
    assert {o.card for o in options if isinstance(o, Discard)} == set(game.hands[0])
    assert all(o.cell == Cell(3, 3) for o in options if isinstance(o, Place))  # the centre
    top = game.deck[8]
    game.apply(0, next(o for o in options if isinstance(o, Discard)))
    assert len(game.hands[0]) == 4 and top in game.hands[0]
    assert game.discards == [options[-4].card]


def test_discards_stay_out_of_play_until_the_pile_is_empty() -> None:
    game = new_game(2, seed=4)
    game.apply(0, Discard(game.hands[0][0]))
    discarded = game.discards[0]
    game.to_move = 1
    assert all(o.card != discarded for o in game.options(1))


def test_the_open_phase_starts_on_the_turn_after_the_last_draw() -> None:
    game = new_game(2, seed=6)
    while len(game.pile) > 1:
        game.apply(game.to_move, discarder(game, game.to_move, game.options(game.to_move)))
        game.to_move ^= 1
        assert game.phase == DRAW
    before = [*game.discards, *(c for h in game.hands for c in h)]
    game.apply(game.to_move, Discard(game.hands[game.to_move][0]))
    assert game.phase == OPEN
    assert game.pile == [] and game.hands == [[], []] and game.discards == []
    assert set(before) < set(game.pool)  # every hand and discard, and the last card drawn
    assert sorted(map(str, game.pool)) == sorted(map(str, standard_deck()))  # nothing laid


def test_in_the_open_phase_every_player_may_lay_any_pool_card_and_nobody_discards() -> None:
    game = new_game(2, seed=6)
    while game.phase == DRAW:
        game.apply(game.to_move, discarder(game, game.to_move, game.options(game.to_move)))
        game.to_move ^= 1
    options = game.options(game.to_move)
    assert options and all(isinstance(o, Place) for o in options)
    assert {o.card for o in options} == set(game.pool)  # the first card fits anywhere
    assert all(o.cell == Cell(3, 3) for o in options)


def test_play_ends_when_no_pool_card_fits_then_personal_cards_go_round_once() -> None:
    game = new_game(3, seed=2).play([first] * 3)
    assert game.phase == "over"
    personal = game.moves[game.personal_from :]
    last_turn = game.moves[game.personal_from - 1]["player"]
    assert [m["player"] for m in personal] == [(last_turn + 1 + k) % 3 for k in range(3)]
    assert all(set(m) == {"player", "personal"} for m in personal)
    played = game.board
    for cell, piece in game.board.placed().items():
        if piece is PERSONAL:
            played = played.without(cell)
    assert game.pool and not any(played.placements(c) for c in game.pool)


def test_personal_card_options_follow_the_position_rules_and_may_be_kept() -> None:
    game = new_game(2, seed=2)
    game.phase = PERSONAL_ROUND
    assert game.options(0) == [PersonalTurn(None)]  # an empty board: it must touch a card
    game.board = Board.empty(7).put(Cell(3, 3), Card.parse("GRBO"))
    cells = {o.cell for o in game.options(0)}
    assert cells == {None, Cell(3, 2), Cell(4, 3), Cell(3, 4), Cell(2, 3)}
    game.apply(0, PersonalTurn(Cell(3, 2)))
    assert game.board.at(Cell(3, 2)) is PERSONAL
    assert game.moves[-1] == {"player": 0, "personal": "D3"}


def test_scores_count_each_players_colour_and_equal_best_share_the_win() -> None:
    game = new_game(2, seed=1).play(bots(["random", "random"], 1))
    assert game.scores() == [score(game.board, c) for c in "GR"]
    best = max(game.scores())
    assert game.winners() == [p for p, s in enumerate(game.scores()) if s == best]


def test_colours_nobody_plays_score_for_nobody() -> None:
    record = play_game(FlorentineSetup(2), 3, bots(["random"] * 2, 3)).record(3, ["random"] * 2)
    assert len(record["scores"]) == 2 and record["colours"] == ["green", "red"]


def test_rooms_through_a_card_are_the_rooms_that_change_when_it_is_laid() -> None:
    for seed in range(8):
        game = play_game(FlorentineSetup(2), seed, bots(["random"] * 2, seed))
        board = Board.empty(7)
        for move in game.moves:
            if "card" not in move:
                continue
            cell = Cell.parse(move["cell"], 7)
            lying = Card.parse(move["card"]).turned(move["turn"])
            before = {c: score(board, c) for c in "GRBO"}
            board = board.put(cell, lying)
            gained = sealed_by(board, cell)
            assert {c: score(board, c) - before[c] for c in "GRBO" if gained.get(c)} == gained
            assert all(score(board, c) == before[c] + gained.get(c, 0) for c in "GRBO")
            through = {r.colour: r for r in rooms_through(board, cell)}
            whole = [r for r in rooms(board) if any(t[0] == cell for t in r.triangles)]
            assert {r.colour for r in whole} == set(through)


# -- properties over many seeded games -------------------------------------------------
class Watch:
    """Wraps the players and checks the game's state at every choice."""

    def __init__(self, choosers):
        self.choosers = choosers
        self.pile_sizes: list[tuple[str, int]] = []

    def seat(self, p):
        def choose(game: FlorentineGame, player: int, options):
            on_board = sum(isinstance(x, Card) for x in game.board.pieces)
            held = sum(len(h) for h in game.hands)
            assert on_board + held + len(game.pile) + len(game.discards) + len(game.pool) == 48
            if game.phase == DRAW:
                assert game.pile and not game.pool
                assert all(len(h) == 4 for h in game.hands)
            if game.phase == OPEN:
                assert not game.pile and not game.discards and held == 0
                assert all(isinstance(o, Place) for o in options)
            pick = self.choosers[p](game, player, options)
            assert pick in options
            if isinstance(pick, Place):
                assert pick.cell in game.board.open_cells()
                assert game.board.fits(pick.cell, pick.lying)
                assert pick.lying == pick.card.turned(pick.turn)
            self.pile_sizes.append((game.phase, len(game.pile)))
            return pick

        return choose


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    names=st.lists(st.sampled_from(["random", "greedy"]), min_size=2, max_size=4),
    rim_seals=st.booleans(),
)
def test_every_game_keeps_the_rules(seed, names, rim_seals) -> None:
    watch = Watch(bots(names, seed))
    setup = FlorentineSetup(len(names), rim_seals=rim_seals)
    game = play_game(setup, seed, [watch.seat(p) for p in range(len(names))])
    record = json.loads(json.dumps(game.record(seed, names)))
    counted = check_game(record)
    assert counted["scores"] == game.scores()
    discards = [i for i, m in enumerate(record["moves"]) if "discard" in m]
    assert all(i < game.open_from for i in discards)
    # The open phase starts exactly when the pile is empty.
    n = len(names)
    assert game.open_from == 48 - 4 * n
    assert all(not m.get("pass") for m in record["moves"])


@pytest.mark.parametrize(
    "names", ["best,greedy", "random,best", "greedy,random,best", "random,best,greedy,random"]
)
def test_games_with_every_bot_replay_clean(names) -> None:
    names = names.split(",")
    game = play_game(FlorentineSetup(len(names)), 11, bots(names, 11))
    check_game(game.record(11, names))


def test_same_seed_same_game_with_every_bot() -> None:
    names = ["best", "greedy", "random"]
    one = play_game(FlorentineSetup(3), 4, bots(names, 4)).record(4, names)
    two = play_game(FlorentineSetup(3), 4, bots(names, 4)).record(4, names)
    assert one == two


# -- the replay checker finds what is wrong ---------------------------------------------
@pytest.fixture(scope="module")
def record():
    names = ["greedy", "random"]
    return play_game(FlorentineSetup(2), 21, bots(names, 21)).record(21, names)


def broken(record, change) -> None:
    bad = copy.deepcopy(record)
    change(bad)
    with pytest.raises(AssertionError):
        check_game(bad)


def test_checker_accepts_the_game_and_rejects_tampering(record) -> None:
    check_game(record)
    places = [i for i, m in enumerate(record["moves"]) if "card" in m]

    def turn(r):
        r["moves"][places[5]]["turn"] = (r["moves"][places[5]]["turn"] + 1) % 4

    def cell(r):
        r["moves"][places[3]]["cell"] = "A1"

    def swap_cards(r):
        a, b = r["moves"][places[2]], r["moves"][places[9]]
        a["card"], b["card"] = b["card"], a["card"]

    def score_up(r):
        r["scores"][0] += 1

    def winner(r):
        r["winner"] = [1 - r["winner"][0]]

    def drop_personal(r):
        r["moves"].pop()

    def stop_early(r):
        open_from = r["open_from"]
        r["moves"] = r["moves"][:open_from] + r["moves"][r["personal_from"] :]

    def discard_late(r):
        r["moves"].insert(
            r["open_from"],
            {"player": r["moves"][r["open_from"]]["player"], "discard": r["deck"][0]},
        )

    for change in (
        turn,
        cell,
        swap_cards,
        score_up,
        winner,
        drop_personal,
        stop_early,
        discard_late,
    ):
        broken(record, change)
