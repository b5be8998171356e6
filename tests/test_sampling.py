"""The sampler of hidden hands (solver/dominoes/sampling.py, docs/rules.md section 7)."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from puzzles.dominoes.match import Setup, play_match
from puzzles.dominoes.tiles import Rules, Tile, double_set
from solver.dominoes.players import DECIDERS
from solver.dominoes.sampling import (
    Lore,
    MarkovDeals,
    Sampler,
    barred,
    lacking,
    likelihood,
    sample_deals,
)
from solver.dominoes.seat_view import SeatView, from_round

SETUPS = [
    Setup("block", 2),
    Setup("block", 3),
    Setup("block", 4, True),
    Setup("draw", 2),
    Setup("draw", 3),
    Setup("draw", 4, False, 6, "none"),
]


def snapshots(setup: Setup, seed: int):
    """(view, the true hands, the true boneyard) at every choice of a round."""
    out = []
    rng = random.Random(seed)
    bots = [DECIDERS[rng.choice(["random", "greedy", "best"])](rng) for _ in range(setup.players)]

    def spy(round_, player, legal):
        truth = (tuple(tuple(h) for h in round_.hands), tuple(round_.stock))
        out.append((from_round(round_, player), *truth))
        return bots[player](out[-1][0], legal)

    play_match(setup, seed, [spy] * setup.players, max_rounds=2)
    return out


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(SETUPS), st.integers(0, 10_000), st.integers(0, 10_000), st.data())
def test_a_deal_never_holds_a_tile_seen_or_a_number_shown_lacking(setup, seed, dseed, data):
    snaps = snapshots(setup, seed)
    view, hands, stock = snaps[data.draw(st.integers(0, len(snaps) - 1))]
    lack, bar = lacking(view), barred(view)
    # the true deal is consistent: the constraints are sound (the seat's own
    # hand may hold the tile it just drew to lay)
    for p, hand in enumerate(hands):
        if p != view.seat:
            assert not any(t.a in lack[p] or t.b in lack[p] for t in hand)
            assert not bar[p] & set(hand)
    seen = set(view.hand) | set(view.table)
    for deal in sample_deals(view, random.Random(dseed), 5):
        assert deal.hands[view.seat] == view.hand
        for p, hand in enumerate(deal.hands):
            assert len(hand) == view.hand_sizes[p]
            if p != view.seat:
                assert not seen & set(hand)
                assert not any(t.a in lack[p] or t.b in lack[p] for t in hand)
                assert not bar[p] & set(hand)
                # a pass shows the player lacked every number open then
                for lack_ in view.lacks:
                    if lack_.player == p and not view.draws[p]:
                        assert not any(t.a in lack_.ends or t.b in lack_.ends for t in hand)
        assert len(deal.boneyard) == view.boneyard
        dealt = [t for h in deal.hands for t in h] + list(deal.boneyard) + list(deal.rest)
        assert sorted(dealt + list(view.table)) == sorted(double_set(setup.set_size))
        assert deal.weight > 0


def chi_square_uniform(view: SeatView, consistent: list, n: int, seed: int) -> float:
    """p-value of the deals' counts against uniform over `consistent` (hands as sets)."""
    sampler = Sampler(view)
    assert sampler.total == len(consistent)
    counts = Counter()
    rng = random.Random(seed)
    for _ in range(n):
        deal = sampler.deal(rng)
        counts[tuple(frozenset(h) for h in deal.hands)] += 1
    assert set(counts) <= set(consistent)
    expected = n / len(consistent)
    stat = sum((counts[k] - expected) ** 2 / expected for k in consistent)
    return _chi2_sf(stat, len(consistent) - 1)


def _chi2_sf(stat: float, freedom: int) -> float:
    # SciPy imported when a test first asks: it takes most of a second, and
    # every worker collects this file
    from scipy.stats import chi2

    return float(chi2.sf(stat, freedom))


def brute_force(view: SeatView) -> list:
    """Every assignment of the unseen tiles that passes the passes, by enumeration."""
    unseen = view.unseen()
    other = 1 - view.seat
    size = view.hand_sizes[other]
    out = []
    for hand in itertools.combinations(unseen, size):
        ok = all(
            not any(t.a in lack.ends or t.b in lack.ends for t in hand)
            for lack in view.lacks
            if lack.player == other
        )
        if ok:
            hands = [frozenset(view.hand), frozenset(view.hand)]
            hands[other] = frozenset(hand)
            out.append(tuple(hands))
    return out


def test_without_constraints_every_deal_is_equally_likely():
    # Block, 2 players, double-4 (15 tiles): 8 unseen, 7 of them in the other hand.
    setup = Setup("block", 2, False, 4)
    hand = tuple(Tile(*t) for t in [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (1, 1), (1, 2)])
    view = SeatView(setup, 0, hand, (7, 7), 0, ())
    consistent = brute_force(view)
    assert len(consistent) == 8
    assert chi_square_uniform(view, consistent, 8000, 1) > 0.001


def test_with_a_pass_every_consistent_deal_is_equally_likely():
    # Player 1 passed on {0, 4} then {2, 4}: its hand holds no 0, 2 or 4.
    setup = Setup("block", 2, False, 6)
    hand = tuple(Tile(*t) for t in [(0, 4), (0, 2), (0, 0), (1, 1), (5, 5), (0, 5), (0, 3)])
    moves = (
        {"player": 0, "tile": "0-4", "to": None},
        {"player": 1, "pass": True},
        {"player": 0, "tile": "0-2", "to": 0},
        {"player": 1, "pass": True},
    )
    view = SeatView(setup, 0, hand[2:], (5, 7), 0, moves)
    assert lacking(view)[1] == {0, 2, 4}
    consistent = brute_force(view)
    assert 1 < len(consistent) < 100
    assert chi_square_uniform(view, consistent, 200 * len(consistent), 2) > 0.001


def test_weights_favour_deals_that_explain_the_lays():
    # Player 1 laid a light tile where it could have laid 6-6 only in some deals.
    setup = Setup("block", 2, False, 6)
    view = SeatView(
        setup,
        0,
        tuple(Tile(*t) for t in [(0, 0), (0, 2), (1, 1), (2, 2), (3, 3), (4, 4)]),
        (6, 6),
        0,
        ({"player": 0, "tile": "0-6", "to": None}, {"player": 1, "tile": "0-1", "to": 0}),
    )
    deals = sample_deals(view, random.Random(3), 400)
    with_66 = [d.weight for d in deals if Tile(6, 6) in d.hands[1]]
    without = [d.weight for d in deals if Tile(6, 6) not in d.hands[1]]
    assert with_66 and without
    assert sum(with_66) / len(with_66) < sum(without) / len(without)
    assert view.setup.game == Rules.BLOCK


def test_the_lay_best_would_make_weighs_more_than_one_it_would_not():
    # Player 1 laid 0-1 on the 0: with 0-6 in hand too, `best` would have laid
    # the heavier 0-6 there; with 1-2 instead it had little else worth laying.
    setup = Setup("block", 2, False, 6)
    seat = tuple(Tile(*t) for t in [(0, 0), (0, 2), (1, 1), (2, 2), (3, 3), (4, 4)])
    moves = ({"player": 0, "tile": "0-5", "to": None}, {"player": 1, "tile": "0-1", "to": 0})
    view = SeatView(setup, 0, seat, (6, 6), 0, moves)
    rest = [Tile(*t) for t in [(3, 4), (3, 5), (2, 3), (1, 3), (1, 4)]]
    with_06 = (seat, (Tile(0, 6), *rest))
    without = (seat, (Tile(1, 2), *rest))
    assert likelihood(view, without) > likelihood(view, with_06) > 0
    # the sharper the model, the more it tells the two apart
    ratio = [
        Lore(view, t).log_weight(without) - Lore(view, t).log_weight(with_06) for t in (4.0, 0.5)
    ]
    assert 0 < ratio[0] < ratio[1]
    # the seat's own lays tell it nothing
    alone = SeatView(setup, 0, seat, (6, 7), 0, moves[:1])
    assert Lore(alone).log_weight((seat, (Tile(0, 1), *with_06[1]))) == 0.0


def test_under_draw_rules_nobody_undrawn_holds_a_double_above_the_first():
    # 4-4 opened: the holder of the highest double lays it first, so player 0,
    # who has not drawn, holds neither 5-5 nor 6-6; player 1 drew since.
    setup = Setup("draw", 3)
    hand = tuple(Tile(*t) for t in [(0, 1), (0, 2), (1, 2), (0, 3), (1, 3), (2, 3), (0, 5)])
    moves = (
        {"player": 0, "tile": "4-4", "to": None},
        {"player": 1, "draw": None},
        {"player": 1, "tile": "1-4", "to": 4},
    )
    view = SeatView(setup, 2, hand, (6, 7, 7), 6, moves)
    high = {Tile(5, 5), Tile(6, 6)}
    assert barred(view) == [frozenset(high), frozenset(), frozenset(high)]
    deals = sample_deals(view, random.Random(4), 200, weigh=False)
    assert not any(high & set(d.hands[0]) for d in deals)
    assert any(high & set(d.hands[1]) for d in deals)
    # a view against the rule (the seat was dealt 6-6 and did not lay it) is
    # dealt without it
    odd = SeatView(setup, 2, (*hand[:6], Tile(6, 6)), (6, 7, 7), 6, moves)
    assert barred(odd) == [frozenset()] * 3


def test_the_chain_deals_each_consistent_deal_as_often_as_the_model_likes_it():
    # Double-4 set, block: player 1 laid 1-3 on the 1 where it could have
    # laid 1-4 or 3-4 in some deals; its 6 tiles come from 8 unseen.
    setup = Setup("block", 2, False, 4)
    hand = tuple(Tile(*t) for t in [(0, 0), (0, 2), (1, 1), (2, 2), (2, 4), (0, 4)])
    moves = ({"player": 0, "tile": "0-1", "to": None}, {"player": 1, "tile": "1-3", "to": 1})
    view = SeatView(setup, 0, hand, (6, 6), 0, moves)
    consistent = brute_force(view)
    weights = {k: likelihood(view, tuple(tuple(sorted(h)) for h in k)) for k in consistent}
    assert len(set(weights.values())) > 1  # the model tells the deals apart
    rng = random.Random(6)
    chain = MarkovDeals(Sampler(view), Lore(view), rng)
    counts: Counter = Counter()
    n = 3000
    for _ in range(n):
        chain.walk(rng, 12)
        deal = chain.deal(rng)
        counts[tuple(frozenset(h) for h in deal.hands)] += 1
    assert set(counts) <= set(consistent)
    total = sum(weights.values())
    stat = sum((counts[k] - n * w / total) ** 2 / (n * w / total) for k, w in weights.items())
    assert _chi2_sf(stat, len(consistent) - 1) > 0.001


def test_the_chain_keeps_the_likelihood_of_the_deal_it_stands_on():
    """A step recomputes only the hands it changed: after any walk the chain's
    log likelihood is the model's of the whole deal it stands on, whatever
    order a hand's tiles come in."""
    checked = 0
    for setup in (Setup("block", 4, True), Setup("draw", 3)):
        for view, _, _ in snapshots(setup, 5)[4::3]:
            if not view.moves:
                continue
            sampler, lore = Sampler(view), Lore(view)
            chain = MarkovDeals(sampler, lore, random.Random(1))
            for _ in range(3):
                deal = chain.deal(random.Random(2))
                fresh = Lore(view)
                assert chain.log == pytest.approx(fresh.log_weight(deal.hands), abs=1e-9)
                turned = tuple(tuple(reversed(h)) for h in deal.hands)
                assert fresh.log_weight(turned) == pytest.approx(chain.log, abs=1e-9)
                checked += 1
    assert checked > 10


# Draw rules without spinners; the seat opened 6-6 and laid 6-4 (its hand then:
# 6-6 6-4 0-0 0-2 0-3 1-1 2-2).
NO_SPINNERS = Setup("draw", 2, False, 6, "none")
SEAT_LEFT = tuple(Tile(*t) for t in [(0, 0), (0, 2), (0, 3), (1, 1), (2, 2)])


def _drawn(player: int, n: int) -> list[dict]:
    return [{"player": player, "draw": None}] * n


def _after_6_6(first: list[dict], draws: int) -> tuple[dict, ...]:
    """The seat opens 6-6, player 1 does `first`, the seat lays 6-4 on the 6,
    player 1 draws `draws` tiles and lays 4-2 on the 4."""
    return (
        {"player": 0, "tile": "6-6", "to": None},
        *first,
        {"player": 0, "tile": "6-4", "to": 6},
        *_drawn(1, draws),
        {"player": 1, "tile": "4-2", "to": 4},
    )


def test_a_lay_before_a_one_tile_draw_laid_at_once_is_weighed():
    """Player 1 laid 6-1 on the 6, then drew one tile and laid it (4-2): the
    tile drawn is the one laid, so the hand it held at 6-1 is known in every
    deal, and `best` would have laid 6-5 there if it held it. Two draws
    before 4-2 leave the hand at 6-1 unknown: that lay tells nothing."""
    rest = [Tile(*t) for t in [(3, 5), (5, 5), (3, 3), (2, 3), (2, 5)]]
    for draws, extra in ((1, []), (2, [Tile(0, 6)])):
        moves = _after_6_6([{"player": 1, "tile": "6-1", "to": 6}], draws)
        view = SeatView(NO_SPINNERS, 0, SEAT_LEFT, (5, 5 + draws), 14 - draws, moves)
        with_65 = (SEAT_LEFT, (Tile(5, 6), *rest, *extra))
        with_05 = (SEAT_LEFT, (Tile(0, 5), *rest, *extra))
        lore = Lore(view)
        if draws == 1:
            assert lore.log_weight(with_65) < lore.log_weight(with_05) - 0.5
        else:
            assert lore.log_weight(with_65) == lore.log_weight(with_05)


def test_a_hand_drawn_into_one_tile_at_a_time_lacked_the_ends_of_each_draw():
    """Player 1 drew one tile and laid it on the 6 (so it held no 6 before),
    then again on the 4: every tile it holds now was held at the first draw,
    so it holds no 6, 3 or 4. With two draws the second time, 6-5 may be the
    tile that did not fit: only the last run's ends (3 and 4) bind."""
    # the seat opened 6-6 and laid 6-4 from 6-6 6-4 0-3 3-3 3-4 4-4 0-4
    seat = tuple(Tile(*t) for t in [(0, 3), (3, 3), (3, 4), (4, 4), (0, 4)])
    for draws, lacks in ((1, {3, 4, 6}), (2, {3, 4})):
        moves = _after_6_6([*_drawn(1, 1), {"player": 1, "tile": "6-3", "to": 6}], draws)
        view = SeatView(NO_SPINNERS, 0, seat, (5, 6 + draws), 13 - draws, moves)
        assert lacking(view)[1] == lacks
        held = {t for d in sample_deals(view, random.Random(draws), 200) for t in d.hands[1]}
        assert (Tile(5, 6) in held) == (draws == 2)
