"""The bots bench (tests/bench/bots.py): its deals split over processes give
the figures of one process, and the game it tells the bots is the one it scores."""

from __future__ import annotations

from puzzles.dominoes.match import Setup, play_match
from tests.bench import bots


def _figures(results):
    wins, points, times = results
    return wins, points, len(times)


def test_deals_over_two_processes_give_the_figures_of_one_in_the_same_order():
    setup = Setup("draw", 2)
    one = bots.duplicate(setup, "best", "greedy", 5, 7, 0.01, jobs=1)
    two = bots.duplicate(setup, "best", "greedy", 5, 7, 0.01, jobs=2)
    assert _figures(one) == _figures(two)
    assert len(one[0]) == 5 and all(0 <= w <= 1 for w in one[0])


def test_a_run_in_parts_gathers_to_the_figures_of_one_run(tmp_path, capsys):
    setup = Setup("block", 2)
    whole = bots.duplicate(setup, "best", "greedy", 6, 7, 0.01)
    parts = [bots.duplicate(setup, "best", "greedy", 3, 7, 0.01, first=f) for f in (0, 3)]
    assert parts[0][0] + parts[1][0] == whole[0] and parts[0][1] + parts[1][1] == whole[1]
    label = "2-player block: best vs greedy"
    for k, part in enumerate(parts):
        bots._paired(label, part[0], str(tmp_path / f"part{k}"), None)
    capsys.readouterr()
    bots.gathered([str(tmp_path / "part0"), str(tmp_path / "part1")])
    w, dw = bots.interval(whole[0])
    assert capsys.readouterr().out.split() == (
        f"2-player block best vs greedy 6 deals win {w:.3f} ± {dw:.3f}".split()
    )


def test_the_bots_are_told_a_one_round_match_or_the_games_own():
    seen = {}

    def spy(view, legal):
        seen["scores"], seen["target"] = view.scores, view.target
        return legal[0]

    setup = Setup("block", 2)
    play_match(setup, 1, [bots._told(spy, "win")] * 2, max_rounds=1)
    assert seen == {"scores": (0, 0), "target": 1}
    play_match(setup, 1, [bots._told(spy, "points")] * 2, max_rounds=1)
    assert seen == {"scores": (0, 0), "target": setup.target}


def test_a_run_paired_with_itself_differs_by_nothing_and_set_names_real_constants(tmp_path, capsys):
    import pytest

    from solver.dominoes import expert

    bots._paired("2-player block: a vs b", [1.0, 0.5, 0.0], str(tmp_path), None)
    bots._paired("2-player block: a vs b", [0.5, 0.5, 0.0], None, str(tmp_path))
    assert "3 deals  paired with" in capsys.readouterr().out
    bots._paired("2-player block: a vs b", [1.0, 0.5, 0.0], None, str(tmp_path))
    assert "+0.000 ± 0.000" in capsys.readouterr().out
    close = expert.CLOSE
    try:
        bots.settle("CLOSE=2")
        assert expert.CLOSE == 2.0
    finally:
        expert.CLOSE = close
    with pytest.raises(SystemExit):
        bots.settle("NO_SUCH=1")


def test_set_reads_a_switch_as_true_or_false_and_reaches_the_seat_tree():
    import pytest

    from solver.dominoes import expert, seat_tree

    tree, explore = expert.TREE, seat_tree.EXPLORE
    try:
        bots.settle("TREE=false,EXPLORE=1.5")  # bool("false") would be True
        assert expert.TREE is False and seat_tree.EXPLORE == 1.5
        bots.settle("TREE=1")
        assert expert.TREE is True
        with pytest.raises(SystemExit):
            bots.settle("TREE=maybe")
    finally:
        expert.TREE, seat_tree.EXPLORE = tree, explore


def test_a_florentine_expert_in_no_phase_is_best_and_scores_exactly_a_seats_share(monkeypatch):
    import pytest

    from solver.florentine import expert

    monkeypatch.setattr(bots, "FLO_PHASES", ())
    wins, _, times = bots.florentine_duplicate(2, 1, 7, 0.05)
    assert wins == [0.5] and {t[2] for t in times} <= {"draw", "open", "personal"}
    many = expert.OPEN_MANY
    try:
        bots.settle("florentine.OPEN_MANY=search,florentine.PHASES=draw+open")
        assert expert.OPEN_MANY == "search" and bots.FLO_PHASES == ("draw", "open")
    finally:
        expert.OPEN_MANY = many
    with pytest.raises(SystemExit):
        bots.settle("florentine.NO_SUCH=1")


def _deals_seen(monkeypatch, name: str, setup: Setup) -> list:
    """(the deal, the true hands, the seat) of every rollout of `name` (a
    seer) playing every seat of one round."""
    import random

    from solver.dominoes import expert

    plain = (expert.MarkovDeals, expert.Sampler)
    truth: dict = {}
    seen = []
    real = expert.played_out

    def spy(view, deal, move, tree=None):
        seen.append((deal, truth["hands"], view.seat))
        return real(view, deal, move, tree)

    def told(round_, player, legal):
        truth["hands"] = [sorted(h) for h in round_.hands]
        return seer(round_, player, legal)

    monkeypatch.setattr(expert, "played_out", spy)
    decide = bots.domino_decider("expert", random.Random(1), 0.02)
    seer = bots.SEERS[name](bots._told(decide, "win"))
    play_match(setup, 3, [told] * setup.players, max_rounds=1)
    assert seen and (expert.MarkovDeals, expert.Sampler) == plain  # the expert's own again
    return seen


def test_a_seer_values_its_lays_in_the_true_deal_only(monkeypatch):
    for deal, hands, _ in _deals_seen(monkeypatch, "seer", Setup("draw", 2)):
        assert [sorted(h) for h in deal.hands] == hands


def test_a_partner_seer_deals_its_partners_true_hand_and_the_rest_anywhere(monkeypatch):
    deals = _deals_seen(monkeypatch, "partner-seer", Setup("block", 4, True))
    others_true = 0
    for deal, hands, seat in deals:
        partner = (seat + 2) % 4
        assert sorted(deal.hands[partner]) == hands[partner]
        others_true += all(
            sorted(deal.hands[(seat + p) % 4]) == hands[(seat + p) % 4] for p in (1, 3)
        )
    assert others_true < len(deals)  # the opponents' hands are still drawn


def test_an_ideal_expert_draws_from_a_sharper_longer_chain_that_costs_no_work(monkeypatch):
    from solver.dominoes import sampling

    made, walks = [], []
    real_chain, real_walk = bots._IdealChain, sampling.MarkovDeals.walk

    class Spy(real_chain):  # type: ignore[misc,valid-type]
        def __init__(self, *args):
            super().__init__(*args)
            made.append(self)

    def walk(self, rng, steps):
        walks.append(steps)
        return real_walk(self, rng, steps)

    monkeypatch.setattr(bots, "_IdealChain", Spy)
    monkeypatch.setattr(sampling.MarkovDeals, "walk", walk)
    deals = _deals_seen(monkeypatch, "ideal", Setup("block", 2))
    assert made and all(c.steps == 0 for c in made)  # the rollouts keep the whole budget
    assert {c.chain.lore.temperature for c in made} == {bots.IDEAL_TEMPERATURE}
    longer = bots.IDEAL_WALK - 1
    assert walks.count(longer * sampling.BURN) == len(made)
    drawn = {id(deal) for deal, _, _ in deals}  # a deal's lays are each played out
    assert walks.count(longer * sampling.STEPS) == len(drawn)
    for deal, hands, seat in deals:  # the seat's own hand as it is, the others drawn
        assert sorted(deal.hands[seat]) == hands[seat]
