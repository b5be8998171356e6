"""The expert's tree of its own later lays (solver/dominoes/seat_tree.py): keyed by
what the seat sees, `best` until it has learnt, the lay that does best after."""

from __future__ import annotations

import random

import pytest

from puzzles.dominoes.match import Setup
from puzzles.dominoes.tiles import Tile, add_to_ends, first_ends
from solver.dominoes import seat_tree
from solver.dominoes.expert import played_out, rollout
from solver.dominoes.sampling import Lore, MarkovDeals, Sampler
from solver.dominoes.seat_tree import Node, SeatTree
from tests.test_expert import _played_by_best, snapshots

SETUPS = [Setup("block", 2), Setup("draw", 2), Setup("block", 4, True), Setup("draw", 3)]


@pytest.mark.parametrize("setup", SETUPS, ids=str)
def test_a_new_tree_lays_what_best_lays(setup):
    """Before a node has seen WARM rollouts it lays `best`'s choice: one rollout
    with a new tree is the rollout where the seat plays `best` throughout."""
    checked = 0
    for seed in range(4):
        _, snaps = _played_by_best(setup, seed)
        for view, deal, move in snaps:
            tree = SeatTree(float)
            assert played_out(view, deal, move, tree)[0] == rollout(view, deal, move)
            checked += 1
    assert checked > 10


@pytest.mark.parametrize("setup", SETUPS, ids=str)
def test_a_node_is_keyed_by_what_the_seat_sees_and_its_lays_follow_from_it(setup):
    """Over many deals of one view: every key names only what the seat sees
    (the others' drawn tiles hidden), and a node's lays are exactly the seat's
    legal lays for the hand and the ends its key leaves, so deals the seat
    cannot tell apart meet at one node and get the same choice."""
    nodes = 0
    for seed in range(3):
        view, legal = next(v for v in snapshots(setup, seed) if len(v[1]) > 1)
        chain = MarkovDeals(Sampler(view), Lore(view), random.Random(seed))
        tree = SeatTree(float)
        for _ in range(60):
            deal = chain.deal(random.Random(seed))
            for move in legal:
                played_out(view, deal, move, tree)
        for key, node in tree.nodes.items():
            hand, ends, doubles = list(view.hand), view.ends, view.doubles_laid
            for event in key:
                if len(event) == 2:  # a draw
                    player, drawn = event
                    assert (drawn is None) == (player != view.seat)
                    if drawn is not None:
                        hand.append(drawn)
                    continue
                player, tile, at = event
                if player == view.seat:
                    hand.remove(tile)
                spin = setup.spinner(tile, doubles)
                ends = first_ends(tile, spin) if at is None else add_to_ends(ends, tile, at, spin)
                doubles += tile.is_double
            want = {(t, x) for t in hand for x in {t.a, t.b} if x in ends}
            assert set(node.moves) == want and len(node.moves) == len(want) > 1
            nodes += 1
    assert nodes > 3


def test_a_node_lays_best_then_tries_each_lay_then_the_best_bound():
    a, b, c = ((Tile(6, k), 6) for k in (1, 2, 3))
    node = Node([a, b, c])  # in best's order
    for _ in range(seat_tree.WARM):
        assert node.pick(1.0) == 0
        node.total, node.visits[0], node.sums[0] = node.total + 1, node.visits[0] + 1, 0.0
    assert node.pick(1.0) == 1
    node.total, node.visits[1], node.sums[1] = node.total + 1, 1, 1.0
    assert node.pick(1.0) == 2
    node.total, node.visits[2], node.sums[2] = node.total + 1, 1, -1.0
    # the untried lays done: b's one win against a's four draws and c's loss
    assert node.pick(1.0) == 1
    node.visits[1], node.sums[1] = 400, -100.0  # b's mean now far below a's 0
    node.total += 399
    assert node.pick(1.0) == 0


def test_results_go_back_to_every_node_passed_as_the_expert_weighs_them():
    tree = SeatTree(lambda v: float((v > 0) - (v < 0)))
    view, legal = next(v for v in snapshots(Setup("block", 2), 1) if len(v[1]) > 1)
    chain = MarkovDeals(Sampler(view), Lore(view), random.Random(1))
    for _ in range(40):
        deal = chain.deal(random.Random(1))
        for move in legal:
            played_out(view, deal, move, tree)
    assert tree.count == 40 * len(legal)
    for node in tree.nodes.values():
        assert node.total == sum(node.visits)
        assert all(-n <= s <= n for s, n in zip(node.sums, node.visits, strict=True))
