"""Random block rounds per second: this engine against OpenSpiel's Python block dominoes.

Both play two-player double-six block rounds with uniformly random legal
moves, dealing included, for the same number of rounds in the same run.
Ours also records every move for the JSON; OpenSpiel's keeps its history.
"""

from __future__ import annotations

import random
import time

from puzzles.domino_game import Rules, deal
from solver.players import random_player


def ours(rounds: int, seed: int) -> float:
    rng = random.Random(seed)
    rules = Rules("block", 2)
    players = [random_player(random.Random(seed + 1))] * 2
    start = time.perf_counter()
    for i in range(rounds):
        game = deal(rules, rng, starter=i % 2)
        game.play(players)
    return time.perf_counter() - start


def openspiel(rounds: int, seed: int) -> float | None:
    try:
        import pyspiel
        from open_spiel.python.games import block_dominoes  # noqa: F401 - registers the game
    except ImportError:
        return None
    rng = random.Random(seed)
    game = pyspiel.load_game("python_block_dominoes")
    start = time.perf_counter()
    for _ in range(rounds):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
    return time.perf_counter() - start


def run(quick: bool = False, seed: int = 2026) -> None:
    rounds = 500 if quick else 5000
    t_ours = ours(rounds, seed)
    t_theirs = openspiel(rounds, seed)
    print(f"{rounds} random two-player block rounds, dealing included")
    print(f"{'engine':>24} {'seconds':>8} {'rounds/s':>9}")
    print(f"{'domino-puzzles':>24} {t_ours:>8.2f} {rounds / t_ours:>9.0f}")
    if t_theirs is None:
        print(f"{'OpenSpiel (python)':>24}  not installed (pip install open-spiel)")
        return
    print(f"{'OpenSpiel (python)':>24} {t_theirs:>8.2f} {rounds / t_theirs:>9.0f}")
    print(f"ratio: {t_theirs / t_ours:.1f} times as many rounds per second")
