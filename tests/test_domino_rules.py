"""docs/rules.md sections 2-4 (dominoes: the set, the block game, the draw game).

Hand-built positions (a `Round` constructed directly) pin one rule each; the
property tests at the end play whole matches and replay each record through the
independent checker in tests/reference/domino_replay.py.
"""

from __future__ import annotations

import copy
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from puzzles.dominoes.match import Round, Setup, deal, draw_for_start, play_match
from puzzles.dominoes.tiles import Rules, Tile, add_to_ends, double_set, first_ends, fits, pips
from puzzles.errors import BadInput
from solver.dominoes.players import PLAYERS, best_player, greedy_player, random_player
from tests.reference.domino_replay import check_match


def T(text: str) -> Tile:
    a, b = text.split("-")
    return Tile(int(a), int(b))


def tiles(text: str) -> list[Tile]:
    return [T(t) for t in text.split()]


def script(*wanted: str):
    """A chooser that plays the given moves in order, e.g. "6-6" or "4-6@6"."""
    queue = list(wanted)
    asked: list[list] = []

    def choose(round_: Round, player: int, legal):
        asked.append(list(legal))
        assert queue, f"player {player} asked for a move the script does not have"
        text = queue.pop(0)
        tile, _, at = text.partition("@")
        move = (T(tile), int(at) if at else None)
        assert move in legal, f"{move} is not legal: {legal}"
        return move

    choose.asked = asked  # type: ignore[attr-defined]
    choose.queue = queue  # type: ignore[attr-defined]
    return choose


def never(round_: Round, player: int, legal):
    raise AssertionError(f"player {player} was asked although it had {len(legal)} move(s)")


def lay(p: int, tile: str, to: int | None) -> dict:
    return {"player": p, "tile": tile, "to": to}


def pass_(p: int) -> dict:
    return {"player": p, "pass": True}


def draw(p: int, tile: str) -> dict:
    return {"player": p, "draw": tile}


class Shuffles:
    """A stand-in for random.Random whose shuffles put given tiles first, in order."""

    def __init__(self, *fronts: list[Tile]):
        self.fronts = list(fronts)
        self.calls = 0

    def shuffle(self, items: list) -> None:
        front = self.fronts[self.calls] if self.calls < len(self.fronts) else []
        self.calls += 1
        rest = [t for t in items if t not in front]
        items[:] = list(front) + rest


BLOCK2 = Setup("block", 2)
BLOCK3 = Setup("block", 3)
BLOCK4P = Setup("block", 4, partnerships=True)


# -- section 2: the set ------------------------------------------------------------
@pytest.mark.parametrize("n", range(19))
def test_double_n_set_has_every_tile_once(n):
    tiles_ = double_set(n)
    assert len(tiles_) == (n + 1) * (n + 2) // 2
    assert len(set(tiles_)) == len(tiles_)
    assert {(t.a, t.b) for t in tiles_} == {
        (a, b) for a in range(n + 1) for b in range(n + 1) if a <= b
    }


def test_double_six_is_the_default_and_has_28_tiles():
    assert len(double_set()) == 28
    assert double_set() == double_set(6)
    assert pips(double_set()) == 168  # every number 0..6 shows 8 times
    assert sum(t.is_double for t in double_set()) == 7


@pytest.mark.parametrize("n", [-1, 19, 25])
def test_sets_beyond_double_18_are_refused(n):
    with pytest.raises(BadInput):
        double_set(n)


def test_tiles_are_written_smaller_half_first():
    assert str(Tile(5, 2)) == "2-5"
    assert str(Tile(2, 5)) == "2-5"
    assert str(Tile(4, 4)) == "4-4"
    assert Tile(5, 2) == Tile(2, 5)
    assert [str(t) for t in double_set(1)] == ["0-0", "0-1", "1-1"]


@pytest.mark.parametrize("text", ["3-5", "5-3", " 5 - 3 ", "3-5"])
def test_tiles_are_read_in_either_order(text):
    tile = Tile.parse(text)
    assert (tile.a, tile.b) == (3, 5)
    assert str(tile) == "3-5"


@pytest.mark.parametrize("text", ["7-1", "1-7"])
def test_a_tile_outside_the_set_is_refused(text):
    with pytest.raises(BadInput):
        Tile.parse(text, 6)
    assert Tile.parse(text, 7) == Tile(1, 7)


@pytest.mark.parametrize("text", ["", "3", "3-", "a-b", "3-4-5", 34, None])
def test_garbage_is_not_a_tile(text):
    with pytest.raises(BadInput):
        Tile.parse(text)


def test_pips_are_the_sum_of_both_halves():
    assert Tile(3, 4).pips == 7
    assert Tile(6, 6).pips == 12
    assert Tile(0, 0).pips == 0
    assert pips(tiles("1-2 3-3 0-6")) == 15
    assert pips([]) == 0


def test_a_double_has_equal_halves():
    assert Tile(3, 3).is_double
    assert not Tile(3, 4).is_double
    assert [str(t) for t in double_set(6) if t.is_double] == [f"{i}-{i}" for i in range(7)]


def test_the_highest_tile_is_most_pips_then_the_higher_half():
    assert T("5-6").rank() > T("4-6").rank()
    assert T("2-6").rank() > T("3-5").rank() > T("4-4").rank()  # 8 pips each
    assert T("0-2").rank() > T("1-1").rank()  # a double is not higher by itself
    ranked = sorted(double_set(6), key=Tile.rank)
    assert [str(t) for t in ranked[-3:]] == ["4-6", "5-6", "6-6"]


# -- open ends ---------------------------------------------------------------------
@pytest.mark.parametrize("spinner", [True, False])
def test_a_first_tile_opens_its_two_halves(spinner):
    assert first_ends(T("2-5"), spinner) == (2, 5)


def test_a_first_double_opens_four_ends_as_a_spinner_else_two():
    assert first_ends(T("3-3"), True) == (3, 3, 3, 3)
    assert first_ends(T("3-3"), False) == (3, 3)


def test_adding_a_tile_replaces_the_end_it_touches_by_its_far_half():
    assert add_to_ends((2, 5), T("5-6"), 5, False) == (2, 6)
    assert add_to_ends((2, 5), T("2-6"), 2, False) == (5, 6)
    assert add_to_ends((4, 4, 4, 4), T("1-4"), 4, False) == (1, 4, 4, 4)
    # a matching tile at one of two equal ends removes only one of them
    assert add_to_ends((3, 3), T("3-6"), 3, False) == (3, 6)


def test_a_double_added_at_an_end_adds_three_ends_as_a_spinner_else_one():
    assert add_to_ends((2, 5), T("5-5"), 5, True) == (2, 5, 5, 5)
    assert add_to_ends((2, 5), T("5-5"), 5, False) == (2, 5)


def test_fits_gives_the_distinct_end_numbers_a_tile_can_go_to():
    assert fits(T("2-5"), (2, 5)) == [2, 5]
    assert fits(T("2-5"), (2, 2, 5, 5)) == [2, 5]
    assert fits(T("2-5"), (5, 6)) == [5]
    assert fits(T("5-5"), (2, 5)) == [5]
    assert fits(T("1-3"), (2, 5)) == []
    assert fits(T("1-3"), ()) == []


def test_spinner_option_all_first_none():
    six, three = T("6-6"), T("3-3")
    assert Setup("draw", 2).spinners == "all"
    assert Setup("block", 2).spinners == "none"
    for laid in (0, 1, 3):
        assert Setup("draw", 2, spinners="all").spinner(six, laid)
        assert not Setup("draw", 2, spinners="none").spinner(six, laid)
        assert not Setup("draw", 2, spinners="all").spinner(T("3-6"), laid)
    assert Setup("draw", 2, spinners="first").spinner(three, 0)
    assert not Setup("draw", 2, spinners="first").spinner(three, 1)


@pytest.mark.parametrize(
    ("spinners", "after"),
    [
        ("all", [(6, 6, 6, 6), (3, 6, 6, 6), (3, 3, 3, 6, 6, 6), (1, 3, 3, 3, 6, 6)]),
        ("first", [(6, 6, 6, 6), (3, 6, 6, 6), (3, 6, 6, 6), (1, 3, 6, 6)]),
        ("none", [(6, 6), (3, 6), (3, 6), (1, 3)]),
    ],
)
def test_open_ends_as_a_round_is_laid(spinners, after):
    round_ = Round(Setup("draw", 2, spinners=spinners), [tiles("6-6 3-3"), tiles("3-6 1-6")], [], 0)
    seen = []
    for player, move in [(0, (T("6-6"), None)), (1, (T("3-6"), 6)), (0, (T("3-3"), 3))]:
        round_.lay(player, move)
        seen.append(round_.ends)
    round_.lay(1, (T("1-6"), 6))
    seen.append(round_.ends)
    assert seen == after
    assert round_.table == tiles("6-6 3-6 3-3 1-6")


def test_block_doubles_open_only_the_two_ends_of_the_line():
    round_ = Round(BLOCK2, [tiles("4-4 2-2"), tiles("2-4 0-0")], [], 0)
    round_.lay(0, (T("4-4"), None))
    assert round_.ends == (4, 4)
    round_.lay(1, (T("2-4"), 4))
    assert round_.ends == (2, 4)
    round_.lay(0, (T("2-2"), 2))
    assert round_.ends == (2, 4)


def test_rule_options_are_checked():
    with pytest.raises(BadInput):
        Setup("block", 2, spinners="all")
    with pytest.raises(BadInput):
        Setup("draw", 2, spinners="some")
    with pytest.raises(BadInput) as caught:
        Setup("bridge", 2)
    assert caught.value.field == "rules"  # the name `play` and the files give it
    assert Setup("draw", 2).game is Rules.DRAW  # as typed on the command line, checked once
    for n in (1, 5):
        with pytest.raises(BadInput):
            Setup("block", n)


# -- section 3/4: players, hands, targets --------------------------------------------
@pytest.mark.parametrize(
    ("game", "players", "partnerships", "hand", "target"),
    [
        ("block", 2, False, 7, 100),
        ("block", 3, False, 5, 61),
        ("block", 4, False, 5, 61),
        ("block", 4, True, 5, 100),
        ("draw", 2, False, 5, 100),
        ("draw", 3, False, 5, 100),
        ("draw", 4, False, 5, 100),
        ("draw", 4, True, 5, 100),
    ],
)
def test_hand_sizes_and_targets(game, players, partnerships, hand, target):
    setup = Setup(game, players, partnerships)
    assert setup.hand_size == hand
    assert setup.target == target
    assert setup.sides == (2 if partnerships else players)


@pytest.mark.parametrize("game", ["block", "draw"])
@pytest.mark.parametrize("players", [2, 3])
def test_partnerships_need_four_players(game, players):
    with pytest.raises(BadInput, match="partnerships"):
        Setup(game, players, partnerships=True)


def test_partners_sit_opposite():
    setup = Setup("block", 4, partnerships=True)
    assert [setup.side(p) for p in range(4)] == [0, 1, 0, 1]
    assert [Setup("block", 4).side(p) for p in range(4)] == [0, 1, 2, 3]


@pytest.mark.parametrize(
    ("game", "players", "hand", "rest"),
    [("block", 2, 7, 14), ("block", 3, 5, 13), ("block", 4, 5, 8)]
    + [("draw", n, 5, 28 - 5 * n) for n in (2, 3, 4)],
)
@pytest.mark.parametrize("seed", range(5))
def test_dealing_gives_every_tile_once(game, players, hand, rest, seed):
    setup = Setup(game, players)
    round_ = deal(setup, random.Random(seed), starter=players - 1)
    assert [len(h) for h in round_.hands] == [hand] * players
    assert len(round_.stock) == rest
    everything = [t for h in round_.hands for t in h] + round_.stock
    assert Counter(everything) == Counter(double_set(6))
    if game == "block":
        assert round_.starter == players - 1


@pytest.mark.parametrize("game", ["block", "draw"])
def test_hands_are_dealt_a_hand_at_a_time_to_players_0_1_and_so_on(game):
    setup = Setup(game, 3)
    order = list(double_set(6))
    round_ = deal(setup, Shuffles(order), starter=0)
    assert round_.hands == [order[0:5], order[5:10], order[10:15]]
    assert round_.stock == order[15:]  # top of the boneyard first


# -- section 3: who starts the block game ----------------------------------------------
@pytest.mark.parametrize(
    ("drawn", "starter"),
    [
        ("1-1 0-2", 1),  # same pips: the higher half wins, a double is not special
        ("0-2 1-1", 0),
        ("3-5 2-6", 1),
        ("2-6 3-5", 0),
        ("0-0 6-6 5-6", 1),
        ("4-5 3-4 0-1 5-6", 3),
    ],
)
def test_first_block_round_the_highest_drawn_tile_starts(drawn, starter):
    front = tiles(drawn)
    rng = Shuffles(front)
    who, start_draw = draw_for_start(Setup("block", len(front)), rng)
    assert start_draw == front  # player 0 draws first
    assert who == starter


@pytest.mark.parametrize("seed", range(20))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_block_starters_first_by_drawing_then_to_the_left(seed, players):
    setup = Setup("block", players)
    match = play_match(setup, seed, [random_player(random.Random(seed))] * players, max_rounds=6)
    first = match.rounds[0]
    drawn = first.start_draw
    assert drawn is not None and len(set(drawn)) == players
    assert first.starter == max(range(players), key=lambda p: (drawn[p].pips, drawn[p].b))
    # the drawn tiles went back: the first deal is of the whole set
    assert Counter([t for h in first.dealt for t in h] + first.dealt_stock) == Counter(
        double_set(6)
    )
    for before, after in zip(match.rounds, match.rounds[1:], strict=False):
        assert after.starter == (before.starter + 1) % players
        assert after.start_draw is None


def test_the_block_starter_may_lay_any_tile():
    round_ = Round(BLOCK2, [tiles("0-1 2-2 3-6"), tiles("4-5")], [], 0)
    assert round_.legal(0) == [(T("0-1"), None), (T("2-2"), None), (T("3-6"), None)]


def test_a_tile_goes_to_either_open_end_with_equal_halves():
    round_ = Round(BLOCK2, [tiles("2-5"), tiles("5-6 2-3 1-4 2-2")], [], 0)
    round_.lay(0, (T("2-5"), None))
    assert sorted(round_.legal(1)) == sorted(
        [(T("5-6"), 5), (T("2-3"), 2), (T("2-2"), 2)]
    )  # 1-4 touches neither end
    assert round_.can_play(1)


# -- section 4: who starts the draw game, redeal ---------------------------------------
@pytest.mark.parametrize("seed", range(30))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_draw_the_highest_double_starts(seed, players):
    setup = Setup("draw", players)
    round_ = deal(setup, random.Random(seed))
    held = [(t, p) for p, h in enumerate(round_.hands) for t in h if t.is_double]
    top = max(t.a for t, _ in held)
    assert T(f"{top}-{top}") in round_.hands[round_.starter]
    assert round_.legal(round_.starter) == [(T(f"{top}-{top}"), None)]


def test_draw_starter_must_lay_the_highest_double_it_holds():
    round_ = Round(Setup("draw", 2), [tiles("2-2 5-5 5-6"), tiles("0-1")], [], 0)
    assert round_.legal(0) == [(T("5-5"), None)]


def test_draw_redeals_when_nobody_holds_a_double():
    no_doubles = [t for t in double_set(6) if not t.is_double][:10]
    second = tiles("0-1 0-2 0-3 0-4 0-5 0-6 1-1 1-2 1-3 1-4")
    rng = Shuffles(no_doubles, second)
    round_ = deal(Setup("draw", 2), rng)
    assert rng.calls == 2
    assert round_.hands == [second[:5], second[5:]]
    assert round_.starter == 1  # holds 1-1, the only double dealt
    assert Counter(round_.hands[0] + round_.hands[1] + round_.stock) == Counter(double_set(6))


def test_before_the_first_tile_the_starter_can_play_and_nothing_is_blocked():
    round_ = Round(BLOCK2, [tiles("6-6 2-2"), tiles("5-6 3-4")], [], 0)
    assert round_.legal(0)
    assert round_.can_play(0)
    assert not round_.blocked()


def test_block_never_redeals():
    no_doubles = [t for t in double_set(6) if not t.is_double][:14]
    rng = Shuffles(no_doubles)
    round_ = deal(BLOCK2, rng, starter=1)
    assert rng.calls == 1
    assert round_.hands == [no_doubles[:7], no_doubles[7:]]


# -- play: must play, pass, draw, ends ------------------------------------------------
def test_block_round_play_pass_and_domino():
    round_ = Round(BLOCK2, [tiles("6-6 1-6 1-1"), tiles("2-3 4-6 0-0")], [], 0)
    chooser = script("6-6")
    round_.play([chooser, never])
    assert round_.moves == [
        lay(0, "6-6", None),
        lay(1, "4-6", 6),  # one legal move: played without asking
        lay(0, "1-6", 6),
        pass_(1),  # 2-3 and 0-0 fit neither 1 nor 4
        lay(0, "1-1", 1),
    ]
    assert round_.end == "domino"
    assert round_.pips() == [0, 5]
    assert (round_.winner, round_.points) == (0, 5)


def test_a_player_who_can_play_must():
    round_ = Round(BLOCK2, [tiles("6-6 0-1"), tiles("5-6 3-6 2-2")], [], 0)
    second = script("3-6@6")
    round_.play([script("6-6"), second])
    assert second.asked[0] == [(T("5-6"), 6), (T("3-6"), 6)]
    assert round_.moves[1] == lay(1, "3-6", 6)
    assert all("pass" not in m for m in round_.moves[:2])


def test_a_player_with_one_legal_move_is_not_asked():
    calls = []

    def spy(round_, player, legal):
        calls.append(len(legal))
        return legal[0]

    for seed in range(20):
        round_ = deal(BLOCK3, random.Random(seed), starter=seed % 3)
        round_.play([spy] * 3)
    assert calls and min(calls) >= 2


def test_the_draw_opening_double_is_laid_without_asking():
    calls = []

    def spy(round_, player, legal):
        calls.append(len(legal))
        return legal[0]

    for seed in range(5):
        round_ = deal(Setup("draw", 2), random.Random(seed))
        round_.play([spy, spy])
    assert min(calls) >= 2


def test_block_blocked_ends_at_once_without_a_pass():
    round_ = Round(BLOCK2, [tiles("6-6 2-2"), tiles("5-6 3-4")], [], 0)
    round_.play([script("6-6"), never])
    assert round_.moves == [lay(0, "6-6", None), lay(1, "5-6", 6)]
    assert round_.end == "blocked"
    assert round_.blocked()
    assert round_.pips() == [4, 7]
    assert (round_.winner, round_.points) == (0, 3)


def test_blocked_detection_looks_at_every_hand():
    round_ = Round(BLOCK3, [tiles("6-6"), tiles("0-1"), tiles("2-3 4-5")], [], 0)
    round_.lay(0, (T("6-6"), None))
    assert round_.blocked()
    round_.hands[2].append(T("1-6"))
    assert not round_.blocked()
    assert not round_.can_play(1) and round_.can_play(2)


def test_blocked_with_equal_lowest_totals_scores_nothing():
    round_ = Round(BLOCK2, [tiles("6-6 1-2"), tiles("5-6 0-3")], [], 0)
    round_.play([script("6-6"), never])
    assert round_.end == "blocked"
    assert round_.pips() == [3, 3]
    assert (round_.winner, round_.points) == (None, 0)


def test_blocked_three_players_the_others_total_minus_own():
    round_ = Round(BLOCK3, [tiles("6-6 0-1"), tiles("5-6 2-2"), tiles("3-4")], [], 0)
    round_.play([script("6-6"), never, never])
    assert round_.end == "blocked"
    assert round_.pips() == [1, 4, 7]
    assert (round_.winner, round_.points) == (0, 4 + 7 - 1)


def test_blocked_three_players_equal_lowest_scores_nothing():
    round_ = Round(BLOCK3, [tiles("6-6 0-3"), tiles("5-6 1-2"), tiles("4-4 0-1")], [], 0)
    round_.play([script("6-6"), never, never])
    assert round_.end == "blocked"
    assert round_.pips() == [3, 3, 9]
    assert (round_.winner, round_.points) == (None, 0)


def test_block_going_out_ties_with_another_hand_counting_zero():
    # docs/rules.md section 3: equal lowest totals score nothing, a player out included.
    round_ = Round(BLOCK3, [tiles("6-6 1-6"), tiles("0-0"), tiles("3-4")], [], 0)
    round_.play([script("6-6"), never, never])
    assert round_.moves == [lay(0, "6-6", None), pass_(1), pass_(2), lay(0, "1-6", 6)]
    assert round_.end == "domino"
    assert round_.pips() == [0, 0, 7]
    assert (round_.winner, round_.points) == (None, 0)
    assert round_.record()["winner"] is None


def test_block_going_out_ties_among_four_individuals_too():
    hands = [tiles("6-6 1-6"), tiles("2-3"), tiles("0-0"), tiles("3-4")]
    round_ = Round(Setup("block", 4), hands, [], 0)
    round_.play([script("6-6"), never, never, never])
    assert round_.end == "domino" and round_.pips() == [0, 5, 0, 7]
    assert (round_.winner, round_.points) == (None, 0)


def test_draw_going_out_wins_even_if_another_hand_counts_zero():
    # docs/rules.md section 4: the winner is the player out.
    hands = [tiles("6-6 1-6"), tiles("0-0"), tiles("3-4")]
    round_ = Round(Setup("draw", 3), hands, [], 0)
    round_.play([script("6-6"), never, never])
    assert round_.end == "domino" and round_.pips() == [0, 0, 7]
    assert (round_.winner, round_.points) == (0, 7)


def test_draw_two_players_out_against_zero_scores_nothing_and_names_no_winner():
    round_ = Round(Setup("draw", 2), [tiles("6-6 1-6"), tiles("0-0")], [], 0)
    round_.play([script("6-6"), never])
    assert round_.end == "domino" and round_.pips() == [0, 0]
    assert (round_.winner, round_.points) == (None, 0)


def test_domino_individual_scores_all_other_hands():
    round_ = Round(
        Setup("block", 4), [tiles("6-6"), tiles("1-2"), tiles("3-4"), tiles("0-5")], [], 0
    )
    round_.play([script("6-6"), never, never, never])
    assert round_.end == "domino"
    assert (round_.winner, round_.points) == (0, 3 + 7 + 5)


def test_partnership_blocked_the_lower_side_total_wins():
    hands = [tiles("6-6 1-1"), tiles("5-6 2-2"), tiles("0-1"), tiles("3-3")]
    round_ = Round(BLOCK4P, hands, [], 0)
    round_.play([script("6-6"), never, never, never])
    assert round_.end == "blocked"
    assert round_.pips() == [2, 4, 1, 6]  # player 2 alone is lowest, but sides count
    assert (round_.winner, round_.points) == (0, 10 - 3)


def test_partnership_blocked_equal_sides_score_nothing():
    hands = [tiles("6-6 1-1"), tiles("5-6 2-2"), tiles("0-4"), tiles("0-2")]
    round_ = Round(BLOCK4P, hands, [], 0)
    round_.play([script("6-6"), never, never, never])
    assert round_.end == "blocked"
    assert round_.pips() == [2, 4, 4, 2]
    assert (round_.winner, round_.points) == (None, 0)


def test_partnership_domino_scoring_nothing_names_no_winner():
    hands = [tiles("6-6 5-6"), tiles("0-0"), tiles("4-4 3-3"), tiles("0-1")]
    round_ = Round(BLOCK4P, hands, [], 0)
    round_.play([script("6-6"), never, never, never])
    assert round_.moves[-1] == lay(0, "5-6", 6)
    assert round_.end == "domino"
    assert round_.pips() == [0, 0, 14, 1]
    assert (round_.winner, round_.points) == (None, 0)  # max(0, 1 - 14) points: no winner


def test_partnership_domino_scores_losing_side_minus_own():
    hands = [tiles("6-6 5-6"), tiles("2-3"), tiles("0-1"), tiles("4-4")]
    round_ = Round(BLOCK4P, hands, [], 0)
    round_.play([script("6-6"), never, never, never])
    assert round_.end == "domino"
    assert (round_.winner, round_.points) == (0, (5 + 8) - 1)


def test_draw_until_a_tile_fits_then_play_it():
    setup = Setup("draw", 2)
    stock = tiles("2-3 1-4 5-6 0-0 4-4")
    round_ = Round(setup, [tiles("6-6 2-6"), tiles("1-1 0-3")], stock, 0)
    round_.play([script("6-6"), never])
    assert round_.moves == [
        lay(0, "6-6", None),
        draw(1, "2-3"),
        draw(1, "1-4"),
        draw(1, "5-6"),
        lay(1, "5-6", 6),
        lay(0, "2-6", 6),
    ]
    assert round_.stock == tiles("0-0 4-4")  # no more than needed
    assert round_.end == "domino"
    assert round_.pips() == [0, 2 + 3 + 5 + 5]
    assert (round_.winner, round_.points) == (0, 15)


def test_draw_pass_only_with_an_empty_boneyard():
    setup = Setup("draw", 2)
    round_ = Round(setup, [tiles("6-6 2-6 2-2"), tiles("1-1")], tiles("3-4"), 0)
    round_.play([script("6-6"), never])
    assert round_.moves == [
        lay(0, "6-6", None),
        draw(1, "3-4"),
        pass_(1),
        lay(0, "2-6", 6),
        pass_(1),
        lay(0, "2-2", 2),
    ]
    assert round_.end == "domino"
    assert (round_.winner, round_.points) == (0, 9)


def test_draw_not_blocked_while_the_boneyard_holds_tiles():
    round_ = Round(Setup("draw", 2), [tiles("6-6 1-2"), tiles("0-0")], tiles("3-4"), 0)
    round_.lay(0, (T("6-6"), None))
    assert not round_.blocked()
    round_.stock.clear()
    assert round_.blocked()


def test_draw_blocked_at_once_the_low_hand_wins():
    round_ = Round(Setup("draw", 2), [tiles("6-6 1-2"), tiles("0-0")], [], 0)
    round_.play([script("6-6"), never])
    assert round_.moves == [lay(0, "6-6", None)]
    assert round_.end == "blocked"
    assert (round_.winner, round_.points) == (1, 3)


def test_draw_partnerships_score_like_block():
    hands = [tiles("6-6 1-1"), tiles("5-6 2-2"), tiles("0-1"), tiles("3-3")]
    round_ = Round(Setup("draw", 4, partnerships=True), hands, [], 0)
    round_.play([script("6-6"), never, never, never])
    # 6-6 is a spinner: player 1 lays 5-6 and the ends are 5, 6, 6, 6
    assert round_.ends == (5, 6, 6, 6)
    assert round_.end == "blocked"
    assert (round_.winner, round_.points) == (0, 7)


def test_round_record_matches_formats():
    round_ = Round(BLOCK2, [tiles("6-6 1-6 1-1"), tiles("2-3 4-6 0-0")], tiles("0-1"), 0)
    round_.play([script("6-6"), never])
    record = round_.record()
    assert record == {
        "starter": 0,
        "hands": [["1-1", "1-6", "6-6"], ["0-0", "2-3", "4-6"]],
        "boneyard": ["0-1"],
        "moves": round_.moves,
        "end": "domino",
        "pips": [0, 5],
        "winner": 0,
        "points": 5,
    }


# -- matches -------------------------------------------------------------------------
MATCH_SETUPS = [
    Setup("block", 2),
    Setup("block", 3),
    Setup("block", 4),
    Setup("block", 4, partnerships=True),
    Setup("draw", 2),
    Setup("draw", 3, spinners="first"),
    Setup("draw", 4, spinners="none"),
    Setup("draw", 4, partnerships=True),
]


@pytest.mark.parametrize("setup", MATCH_SETUPS, ids=lambda r: f"{r.game}{r.players}{r.sides}")
@pytest.mark.parametrize("seed", range(4))
def test_a_match_ends_as_soon_as_a_side_reaches_the_target(setup, seed):
    match = play_match(setup, seed, [greedy_player()] * setup.players)
    scores = [0] * setup.sides
    for number, round_ in enumerate(match.rounds, 1):
        assert max(scores) < setup.target, f"round {number} played after the target"
        if round_.winner is not None:
            scores[round_.winner] += round_.points
    assert scores == match.scores
    assert max(scores) >= setup.target
    assert match.winner == scores.index(max(scores))
    assert sorted(scores)[-2] < setup.target  # only one side can get there


def test_max_rounds_cuts_a_match_short_with_no_winner():
    match = play_match(Setup("block", 2), 3, [random_player(random.Random(1))] * 2, max_rounds=1)
    assert len(match.rounds) == 1
    assert max(match.scores) < 100
    assert match.winner is None
    record = match.record()
    assert record["winner"] is None
    check_match(record)


# -- property tests: whole matches replayed by the reference -------------------------
SETUPS = [
    ("block", 2, False, None),
    ("block", 3, False, None),
    ("block", 4, False, None),
    ("block", 4, True, None),
    ("draw", 2, False, "all"),
    ("draw", 2, False, "first"),
    ("draw", 2, False, "none"),
    ("draw", 3, False, "all"),
    ("draw", 3, False, "first"),
    ("draw", 4, False, "none"),
    ("draw", 4, True, "all"),
    ("draw", 4, True, "first"),
    ("draw", 4, True, "none"),
]


def conserved(match) -> None:
    full = Counter(double_set(match.setup.set_size))
    for number, round_ in enumerate(match.rounds, 1):
        now = Counter([t for h in round_.hands for t in h] + round_.stock + round_.table)
        assert now == full, f"round {number}: tiles not conserved"
        assert Counter([t for h in round_.dealt for t in h] + round_.dealt_stock) == full
        laid = [Tile.parse(m["tile"]) for m in round_.moves if "tile" in m]
        assert laid == round_.table


@pytest.mark.parametrize(("game", "players", "partnerships", "spinners"), SETUPS)
@pytest.mark.parametrize("bot", ["random", "greedy", "best"])
def test_every_setup_replays_clean(game, players, partnerships, spinners, bot):
    setup = Setup(game, players, partnerships, spinners=spinners)
    for seed in range(3):
        choosers = [PLAYERS[bot](random.Random(f"{seed}-{p}")) for p in range(players)]
        match = play_match(setup, seed, choosers)
        conserved(match)
        record = match.record()
        assert record["spinners"] == (spinners or "none")
        check_match(record)


@st.composite
def setups(draw_):
    game = draw_(st.sampled_from(["block", "draw"]))
    players = draw_(st.integers(2, 4))
    partnerships = players == 4 and draw_(st.booleans())
    spinners = draw_(st.sampled_from(["all", "first", "none"])) if game == "draw" else None
    set_size = draw_(st.sampled_from([6, 6, 6, 5, 7, 9]))
    bots = draw_(st.lists(st.sampled_from(sorted(PLAYERS)), min_size=players, max_size=players))
    return Setup(game, players, partnerships, set_size, spinners), bots


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=setups(), seed=st.integers(0, 2**31 - 1), cut=st.none() | st.integers(1, 4))
def test_property_matches_replay_clean(setup, seed, cut):
    setup, bots = setup
    choosers = [PLAYERS[b](random.Random(seed + p)) for p, b in enumerate(bots)]
    match = play_match(setup, seed, choosers, max_rounds=cut)
    conserved(match)
    record = match.record()
    check_match(record)
    if cut is None:
        assert record["winner"] is not None


@settings(max_examples=60, deadline=None)
@given(setup=setups(), seed=st.integers(0, 2**31 - 1))
def test_property_only_legal_moves_are_offered(setup, seed):
    """The referee offers exactly the tiles that fit, and asks only when it must."""
    setup, bots = setup
    inner = [PLAYERS[b](random.Random(seed + p)) for p, b in enumerate(bots)]

    def watch(p):
        def choose(game, player, legal):
            assert player == p
            hand = game.hands[player]
            if game.ends:
                expected = {(t, x) for t in hand for x in (t.a, t.b) if x in game.ends}
                assert set(legal) == expected
                assert len(legal) >= 2
                if setup.game == "block":
                    assert len(game.ends) == 2
            elif setup.game == "block":
                assert set(legal) == {(t, None) for t in hand}
            move = inner[p](game, player, legal)
            assert move in legal
            return move

        return choose

    match = play_match(setup, seed, [watch(p) for p in range(setup.players)], max_rounds=3)
    check_match(match.record())


# -- the checker itself catches broken records -----------------------------------------
def _clean(game: str, players: int, partnerships: bool = False, seed: int = 5) -> dict:
    setup = Setup(game, players, partnerships)
    return play_match(setup, seed, [best_player()] * players).record()


def _first(record, pred):
    for r, rnd in enumerate(record["rounds"]):
        for m, move in enumerate(rnd["moves"]):
            if pred(move):
                return r, m
    raise LookupError("no such move")


def _mutations():
    def swap_hand_tile(rec):
        rec["rounds"][0]["hands"][0][0] = rec["rounds"][0]["hands"][1][0]

    def hand_too_small(rec):
        rnd = rec["rounds"][0]
        rnd["boneyard"].append(rnd["hands"][0].pop())

    def wrong_starter(rec):
        rnd = rec["rounds"][1]
        rnd["starter"] = (rnd["starter"] + 1) % rec["players"]

    def tile_not_in_hand(rec):
        r, m = _first(rec, lambda mv: mv.get("to") is not None)
        rec["rounds"][r]["moves"][m]["tile"] = rec["rounds"][r]["boneyard"][-1]

    def wrong_end_number(rec):
        r, m = _first(rec, lambda mv: mv.get("to") is not None and mv["tile"][0] != mv["tile"][2])
        move = rec["rounds"][r]["moves"][m]
        a, b = (int(x) for x in move["tile"].split("-"))
        move["to"] = b if move["to"] == a else a

    def pass_instead_of_play(rec):
        r, m = _first(rec, lambda mv: mv.get("to") is not None)
        rec["rounds"][r]["moves"][m] = {"player": rec["rounds"][r]["moves"][m]["player"], "pass": 1}

    def out_of_turn(rec):
        r, m = _first(rec, lambda mv: mv.get("to") is not None)
        move = rec["rounds"][r]["moves"][m]
        move["player"] = (move["player"] + 1) % rec["players"]

    def drop_last_move(rec):
        rec["rounds"][0]["moves"].pop()

    def points_off(rec):
        rnd = next(r for r in rec["rounds"] if r["winner"] is not None)
        rnd["points"] += 1

    def winner_off(rec):
        rnd = next(r for r in rec["rounds"] if r["winner"] is not None)
        rnd["winner"] = (rnd["winner"] + 1) % len(rec["scores"])

    def pips_off(rec):
        rec["rounds"][0]["pips"][0] += 1

    def end_off(rec):
        rnd = rec["rounds"][0]
        rnd["end"] = "blocked" if rnd["end"] == "domino" else "domino"

    def scores_off(rec):
        rec["scores"][0] += 1

    def match_winner_null(rec):
        rec["winner"] = None

    def target_off(rec):
        rec["target"] = 50

    def extra_round(rec):
        rec["rounds"].append(copy.deepcopy(rec["rounds"][-1]))

    return {
        "swap_hand_tile": swap_hand_tile,
        "hand_too_small": hand_too_small,
        "wrong_starter": wrong_starter,
        "tile_not_in_hand": tile_not_in_hand,
        "wrong_end_number": wrong_end_number,
        "pass_instead_of_play": pass_instead_of_play,
        "out_of_turn": out_of_turn,
        "drop_last_move": drop_last_move,
        "points_off": points_off,
        "winner_off": winner_off,
        "pips_off": pips_off,
        "end_off": end_off,
        "scores_off": scores_off,
        "match_winner_null": match_winner_null,
        "target_off": target_off,
        "extra_round": extra_round,
    }


MUTATIONS = _mutations()


@pytest.mark.parametrize("name", sorted(MUTATIONS))
@pytest.mark.parametrize(
    "setup", [("block", 2, False), ("block", 3, False), ("draw", 4, True), ("draw", 3, False)]
)
def test_the_checker_catches(name, setup):
    record = _clean(*setup)
    check_match(record)
    MUTATIONS[name](record)
    with pytest.raises(AssertionError):
        check_match(record)


def test_the_checker_names_round_and_move():
    record = _clean("block", 2)
    r, m = _first(record, lambda mv: mv.get("to") is not None)
    record["rounds"][r]["moves"][m]["tile"] = record["rounds"][r]["boneyard"][-1]
    with pytest.raises(AssertionError, match=rf"round {r + 1}, move {m + 1}: "):
        check_match(record)


def test_the_checker_catches_draw_rule_breaks():
    record = _clean("draw", 2, seed=11)
    r, m = _first(record, lambda mv: "draw" in mv)
    rnd = record["rounds"][r]
    # drawn out of order: the top of the boneyard is not what was drawn
    broken = copy.deepcopy(record)
    broken_round = broken["rounds"][r]
    top = broken_round["boneyard"]
    i = top.index(rnd["moves"][m]["draw"])
    top[i], top[-1] = top[-1], top[i]
    with pytest.raises(AssertionError, match="top of the boneyard|does not hold|missing"):
        check_match(broken)
    # a pass instead of drawing while the boneyard holds tiles
    broken = copy.deepcopy(record)
    broken["rounds"][r]["moves"][m] = {"player": rnd["moves"][m]["player"], "pass": True}
    with pytest.raises(AssertionError, match=rf"round {r + 1}, move {m + 1}: .*boneyard"):
        check_match(broken)
    # a draw by a player holding a tile that fits
    r2, m2 = _first(record, lambda mv: mv.get("to") is not None)
    broken = copy.deepcopy(record)
    player = broken["rounds"][r2]["moves"][m2]["player"]
    top = broken["rounds"][r2]["boneyard"][0]
    broken["rounds"][r2]["moves"].insert(m2, {"player": player, "draw": top})
    with pytest.raises(AssertionError, match="draws while holding a tile that fits"):
        check_match(broken)
    # other spinners than were played
    for spinners in ("none", "first"):
        broken = copy.deepcopy(record)
        broken["spinners"] = spinners
        with pytest.raises(AssertionError, match="not an open end"):
            check_match(broken)
    # a draw under block rules
    block = _clean("block", 2)
    block["rounds"][0]["moves"].insert(
        1, {"player": block["rounds"][0]["moves"][1]["player"], "draw": "0-0"}
    )
    with pytest.raises(AssertionError, match="block"):
        check_match(block)


# -- the drawn layout agrees with the open ends ----------------------------------------
def test_layout_adds_at_the_oldest_open_end_showing_the_number():
    from puzzles.dominoes.layout import Layout

    drawn = Layout()
    drawn.add(T("6-6"), None, True)
    drawn.add(T("3-6"), 6, False)
    drawn.add(T("1-6"), 6, False)
    drawn.add(T("0-6"), 6, False)
    assert [str(p.tile) for p in drawn.left] == ["3-6"]
    assert [str(p.tile) for p in drawn.right] == ["1-6"]
    assert [str(p.tile) for _, side, arm in drawn.spinner_arms for p in arm] == ["0-6"]
    assert sorted(x for x, _ in drawn.ends) == [0, 1, 3, 6]


@pytest.mark.parametrize(("game", "players", "partnerships", "spinners"), SETUPS)
def test_layout_of_a_played_round_has_the_engines_open_ends(game, players, partnerships, spinners):
    from puzzles.dominoes.match_text import layout

    setup = Setup(game, players, partnerships, spinners=spinners)
    match = play_match(setup, 17, [greedy_player()] * players, max_rounds=5)
    for game_ in match.rounds:
        drawn = layout(game_)
        assert tuple(sorted(x for x, _ in drawn.ends)) == game_.ends
        placed = 1 + len(drawn.left) + len(drawn.right)
        placed += sum(len(arm) for _, _, arm in drawn.spinner_arms)
        assert placed == len(game_.table)


def test_a_move_the_rules_forbid_is_the_projects_error_and_a_value_error() -> None:
    from puzzles.dominoes.line import Line
    from puzzles.errors import IllegalMove, ProjectError

    line = Line.parse("6-6 6-3")
    with pytest.raises(IllegalMove) as raised:
        line.add(Tile(1, 2), "right")
    assert isinstance(raised.value, ValueError) and isinstance(raised.value, ProjectError)
    assert str(raised.value) == "1-2 does not fit the right end 3"
