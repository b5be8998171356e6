"""The expert in a match (solver/dominoes/match_odds.py, solver/dominoes/expert.py):
it plays for the chance of reaching the target first, not the round's points."""

from __future__ import annotations

import dataclasses
import random
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from puzzles.dominoes.match import Setup, Tile
from solver.dominoes.expert import evaluate, rank, rollout
from solver.dominoes.match_odds import (
    MEAN_POINTS,
    Scored,
    _race,
    _table,
    match_odds,
    race_chance,
    win_chance,
)
from solver.dominoes.sampling import Sampler
from tests.test_expert_spinners import views


def brute(mean: float, target: int, a: int, b: int) -> float:
    """The model's chance by its definition, summed directly (k far enough
    that the tail is below 1e-12)."""
    q = 1 / mean

    @cache
    def w(a, b):
        if a <= 0:
            return 1.0
        if b <= 0:
            return 0.0
        total = 0.0
        for k in range(1, 40 * target):
            p = q * (1 - q) ** (k - 1)
            total += p * (w(a - k, b) + w(a, b - k)) / 2
        return total

    return w(a, b)


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 12), st.integers(1, 12), st.sampled_from([2.0, 7.3, 12.9]))
def test_the_table_is_the_models_chance(a, b, mean):
    assert abs(_table(mean, 12)[a][b] - brute(mean, 12, a, b)) < 1e-9


@settings(deadline=None)
@given(st.integers(0, 99), st.integers(0, 99))
def test_chances_are_symmetric_and_grow_with_the_score(mine, theirs):
    key = ("block", False, 100)
    one = win_chance(*key, mine, theirs)
    assert abs(one + win_chance(*key, theirs, mine) - 1) < 1e-9
    assert win_chance(*key, mine + 1, theirs) >= one >= win_chance(*key, mine, theirs + 1)
    assert win_chance(*key, 100, theirs) == 1.0 and win_chance(*key, mine, 100) == 0.0


def test_means_cover_every_two_sided_game():
    assert len(MEAN_POINTS) == 4


def test_a_sure_small_win_beats_a_risky_big_one_when_it_reaches_the_target():
    # 95 to 95, target 100: lay A wins 40 or loses 2, lay B wins 6 in every deal.
    view = next(v for v, legal in views(Setup("block", 2), 2) if len(legal) > 1)
    view = dataclasses.replace(view, scores=(95, 95), target=100)
    a, b = (Tile(6, 6), 6), (Tile(5, 6), 6)
    rows, weights = [[40, 6], [-2, 6]], [1.0, 1.0]
    by_points = rank([a, b], rows, weights)
    by_match = rank([a, b], rows, weights, match_odds(view))
    assert by_points[0].move == a and by_points[0].mean == 19
    assert by_match[0].move == b and by_match[0].match == 1.0
    assert by_match[1].match < 0.75  # 1/2 wins, else they need 3 and we 5
    # Points beyond the target are worth nothing: 6 and 60 win alike, the surer lay wins.
    rows = [[60, 6], [60, 6], [-40, 6]]
    assert rank([a, b], rows, [1.0] * 3, match_odds(view))[0].move == b
    assert rank([a, b], rows, [1.0] * 3)[0].move == a


def test_in_a_real_view_the_match_score_changes_the_experts_lay():
    # Block, 2 players, seed 3, the second choice: by the round's points 0-6
    # is best, at 95 to 95 the lay that wins more often (deterministic).
    view, legal = [(v, lg) for v, lg in views(Setup("block", 2), 3) if len(lg) > 1][1]
    plain = evaluate(view, legal, random.Random(1), 0.3)
    late = evaluate(
        dataclasses.replace(view, scores=(95, 95), target=100), legal, random.Random(1), 0.3
    )
    assert plain[0].match is None and plain[0].mean == max(m.mean for m in plain)
    assert late[0].match == max(m.match for m in late)
    assert plain[0].move != late[0].move
    # the same deals: the same points either way
    assert {m.move: m.mean for m in plain} == {m.move: m.mean for m in late}


def test_no_match_objective_without_a_score():
    view, _ = next(iter(views(Setup("block", 3), 1)))
    assert match_odds(view) is None
    assert match_odds(dataclasses.replace(view, scores=(1, 2, 3), target=61)) is not None
    view, _ = next(iter(views(Setup("block", 2), 1)))
    assert match_odds(view) is None


def race_brute(q: float, needs: tuple[int, ...]) -> float:
    """The many-player model by its definition, over unsorted needs: the chance
    that player 0 reaches its target first."""

    @cache
    def w(needs):
        total = 0.0
        for j, need in enumerate(needs):
            for k in range(1, 200):
                p = q * (1 - q) ** (k - 1)
                if k >= need:
                    total += p * (j == 0)
                else:
                    total += p * w(needs[:j] + (need - k,) + needs[j + 1 :])
        return total / len(needs)

    return w(needs)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(1, 5), min_size=3, max_size=4), st.sampled_from([1.5, 3.0, 4.4]))
def test_the_many_player_race_is_the_models_chance(needs, mean):
    chance = _race(mean, len(needs))
    got = chance(needs[0], tuple(sorted(needs[1:])))
    assert abs(got - race_brute(1 / mean, tuple(needs))) < 1e-9


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 60), min_size=3, max_size=4), st.sampled_from(["block", "draw"]))
def test_many_player_chances_sum_to_one_and_grow_with_the_score(scores, game):
    def me(q, scores):
        return race_chance(game, 61, scores[q], scores[:q] + scores[q + 1 :])

    assert abs(sum(me(q, scores) for q in range(len(scores))) - 1) < 1e-9
    more = [scores[0] + 7] + scores[1:]
    assert me(0, more) >= me(0, scores) and me(1, more) <= me(1, scores)
    assert me(0, [61] + scores[1:]) == 1.0 and me(0, scores[:1] + [61] + scores[2:]) == 0.0


def test_with_three_players_points_to_the_leader_cost_more_than_to_the_last():
    # Scores 30 (the seat), 50, 10 to 61: lay a lets the leader score 8 in
    # every deal, lay b the last player 8: alike by the round's points.
    view = next(v for v, legal in views(Setup("block", 3), 2) if len(legal) > 1)
    view = dataclasses.replace(view, seat=0, scores=(30, 50, 10), target=61)
    a, b = (Tile(6, 6), 6), (Tile(5, 6), 6)
    rows = [[Scored(-8, 1), Scored(-8, 2)]] * 3
    assert rank([a, b], rows, [1.0] * 3)[0].mean == rank([a, b], rows, [1.0] * 3)[1].mean
    by_match = rank([a, b], rows, [1.0] * 3, match_odds(view))
    assert by_match[0].move == b and by_match[0].match > by_match[1].match
    # A value that does not say who scored counts as the leader scoring it.
    odds = match_odds(view)
    assert odds(-8) == odds(Scored(-8, 1)) < odds(Scored(-8, 2))


def test_the_experts_playouts_say_who_scored():
    setup = Setup("block", 3)
    view, legal = next((v, lg) for v, lg in views(setup, 5) if len(lg) > 1)
    deal_ = Sampler(view).deal(random.Random(5))
    for move in legal:
        value = rollout(view, deal_, move)
        assert isinstance(value, Scored)
        assert (value.winner is None) == (value == 0)
        assert value.winner is None or (value > 0) == (value.winner == view.seat)


def test_play_hands_its_bots_the_match_score_before_each_round():
    from puzzles.dominoes.match import play_match
    from solver.dominoes.players import DECIDERS, seated

    seen = []
    best = DECIDERS["best"](None)

    def spy(view, legal):
        seen.append((len(view.moves), view.scores, view.target))
        return best(view, legal)

    match = play_match(Setup("block", 2), 3, [seated(spy)] * 2, max_rounds=3)
    assert seen[0][1:] == ((0, 0), 100)
    totals, starts = [0, 0], []
    for round_ in match.rounds:
        starts.append(tuple(totals))
        if round_.winner is not None:
            totals[round_.winner] += round_.points
    shown = {s for _, s, _ in seen}
    assert shown <= set(starts)
    assert len(shown) > 1  # a later round shows the points of an earlier one
    assert all(t == 100 for _, _, t in seen)
