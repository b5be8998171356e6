"""Our block-game referee against OpenSpiel's Python block dominoes.

Random two-player double-six states are reached with OpenSpiel's own chance
actions (7 + 7 tiles dealt) and a random number of random legal actions; for
each, the same hands and open ends are put into one of our `Round`s and we
compare, for the player to move, the legal (tile, open end) moves, and whether
the round is blocked. OpenSpiel always lets player 0 start, sorts its open
edges, gives the first tile the edge None, and skips a player who cannot play
(our engine records a pass there).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

pyspiel = pytest.importorskip("pyspiel")
block_dominoes = pytest.importorskip("open_spiel.python.games.block_dominoes")

from puzzles.dominoes.match import Round, Setup  # noqa: E402
from puzzles.dominoes.tiles import Tile, double_set, fits  # noqa: E402

SEED = 20240611
STATES = 900
SETUP = Setup("block", 2)


def tile(pair) -> Tile:
    a, b = pair
    assert a == int(a) and b == int(b)
    return Tile(int(a), int(b))


def their_moves(state) -> set[tuple[Tile, int | None]]:
    out = set()
    for action in state.legal_actions():
        act = block_dominoes._ACTIONS[action]
        assert act.player == state.current_player()
        out.add((tile(act.tile), None if act.edge is None else int(act.edge)))
    return out


def our_round(state) -> Round:
    hands = [[tile(t) for t in hand] for hand in state.hands]
    stock = [tile(t) for t in state.deck]
    round_ = Round(SETUP, hands, stock, starter=0)
    round_.ends = tuple(sorted(int(e) for e in state.open_edges))
    round_.table = [tile(a.tile) for a in state.actions_history]
    return round_


def random_state(game, rng: random.Random):
    state = game.new_initial_state()
    while state.is_chance_node():
        outcomes = [a for a, _ in state.chance_outcomes()]
        state.apply_action(rng.choice(outcomes))
    for _ in range(rng.choice([0, 1, 2, 3] + list(range(4, 15)) * 2)):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    return state


@pytest.fixture(scope="module")
def states():
    game = pyspiel.load_game("python_block_dominoes")
    rng = random.Random(SEED)
    return [random_state(game, rng) for _ in range(STATES)]


def test_the_deal_is_seven_and_seven_of_the_double_six_set(states):
    for state in states:
        round_ = our_round(state)
        laid = round_.table
        held = [t for h in round_.hands for t in h]
        assert Counter(held + laid + round_.stock) == Counter(double_set(6))
        assert len(round_.stock) == 14
        assert len(round_.hands[0]) + len(round_.hands[1]) + len(laid) == 14


def test_legal_moves_and_blocked_agree(states):
    kinds = Counter()
    for number, state in enumerate(states):
        round_ = our_round(state)
        where = f"state {number}: {state}"
        if state.is_terminal():
            if all(round_.hands):
                kinds["blocked"] += 1
                assert round_.blocked(), where
            else:
                kinds["domino"] += 1
            continue
        player = state.current_player()
        ours = set(round_.legal(player))
        assert len(ours) == len(round_.legal(player)), where  # no move offered twice
        assert ours == their_moves(state), where
        if round_.ends:
            kinds["playing"] += 1
            assert len(round_.ends) == 2, where
            assert round_.can_play(player), where
            assert not round_.blocked(), where
            # the long way round: every tile against every open end
            for t in round_.hands[player]:
                assert fits(t, round_.ends) == sorted({x for x in (t.a, t.b) if x in round_.ends})
        else:
            kinds["opening"] += 1
    # the sample reaches every kind of state, enough of each to mean something
    assert kinds["playing"] + kinds["opening"] >= 500, kinds  # compared move sets
    assert kinds["playing"] >= 300, kinds
    assert kinds["blocked"] >= 20, kinds
    assert kinds["domino"] >= 5, kinds
    assert kinds["opening"] >= 20, kinds


def test_who_moves_next_passes_agree(states):
    """OpenSpiel gives the turn back to the player who laid last exactly when
    our referee would record a pass for the other player."""
    seen = 0
    for number, state in enumerate(states):
        if state.is_terminal() or not state.actions_history:
            continue
        last = state.actions_history[-1].player
        round_ = our_round(state)
        other = 1 - last
        assert (state.current_player() == other) == round_.can_play(other), f"state {number}"
        seen += state.current_player() == last
    assert seen >= 10


def test_round_results_agree_on_the_winner(states):
    """Their returns pay the winner the loser's pips; ours pay the loser's pips
    minus the winner's. The winner is the same, and after a domino the points too."""
    for number, state in enumerate(states):
        if not state.is_terminal():
            continue
        round_ = our_round(state)
        round_.end = "blocked" if all(round_.hands) else "domino"
        round_.score()
        theirs = state.returns()
        if theirs[0] == theirs[1] == 0:
            # A tie, or out against a hand of 0-0: both count 0 and nobody scores.
            assert (round_.winner, round_.points) == (None, 0), f"state {number}"
            continue
        winner = 0 if theirs[0] > 0 else 1
        assert round_.winner == winner, f"state {number}"
        if round_.end == "domino":
            assert round_.points == theirs[winner], f"state {number}"
        else:
            loser_pips = round_.pips()[1 - winner]
            assert theirs[winner] == loser_pips
            assert round_.points == loser_pips - round_.pips()[winner]


def test_random_rounds_replayed_in_both_engines():
    """Whole rounds: OpenSpiel plays, our Round follows move by move (with the
    passes OpenSpiel skips) and ends the same way."""
    game = pyspiel.load_game("python_block_dominoes")
    rng = random.Random(SEED + 1)
    for number in range(100):
        state = game.new_initial_state()
        while state.is_chance_node():
            state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
        ours = Round(SETUP, [[tile(t) for t in h] for h in state.hands], [], starter=0)
        player = 0
        while not state.is_terminal():
            mover = state.current_player()
            if mover != player:  # OpenSpiel skipped `player`: ours must pass
                assert not ours.can_play(player), f"round {number}"
                player = mover
            index = rng.choice(state.legal_actions())
            action = block_dominoes._ACTIONS[index]
            move = (tile(action.tile), None if action.edge is None else int(action.edge))
            assert move in ours.legal(player), f"round {number}"
            ours.lay(player, move)
            state.apply_action(index)
            assert ours.ends == tuple(sorted(int(e) for e in state.open_edges))
            player = 1 - player
        assert [tile(t) for t in sorted(state.hands[0])] == sorted(ours.hands[0])
        if all(ours.hands):
            assert ours.blocked(), f"round {number}"


def test_blocked_agrees_before_the_first_tile(states):
    openings = [s for s in states if not s.actions_history]
    assert openings
    for state in openings:
        assert not state.is_terminal()
        assert not our_round(state).blocked()
