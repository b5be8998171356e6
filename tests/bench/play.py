"""Random block rounds per second: this engine against OpenSpiel's Python block dominoes.

Both play two-player double-six block rounds with uniformly random legal
moves, dealing included, for the same number of rounds in the same run.
Ours also records every move for the JSON; OpenSpiel's keeps its history.
Then how often the `best` bot wins whole matches against `greedy` and `random`.
"""

from __future__ import annotations

import random
import time

from puzzles.dominoes.match import Setup, deal
from solver.dominoes.players import random_player


def ours(rounds: int, seed: int) -> float:
    rng = random.Random(seed)
    setup = Setup("block", 2)
    players = [random_player(random.Random(seed + 1))] * 2
    start = time.perf_counter()
    for i in range(rounds):
        round_ = deal(setup, rng, starter=i % 2)
        round_.play(players)
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


def strength(matches: int) -> None:
    """How often `best` wins whole matches against the other bots (seats alternate)."""
    from puzzles.dominoes.match import play_match
    from solver.dominoes.players import PLAYERS

    print(f"\n`best` against the others, {matches} matches each: share of matches won")
    setups = [("block", 2, False), ("draw", 2, False), ("block", 4, True), ("block", 3, False)]
    for game, players, partnerships in setups:
        setup = Setup(game, players, partnerships)
        cells = []
        for other in ("greedy", "random"):
            won = 0
            for m in range(matches):
                seat = 0 if partnerships else m % players
                names = [
                    "best" if setup.side(p) == setup.side(seat) else other for p in range(players)
                ]
                bots = [PLAYERS[n](random.Random(f"{m}-{p}")) for p, n in enumerate(names)]
                won += play_match(setup, m, bots).winner == setup.side(seat)
            cells.append(f"vs {other} {won / matches:.2f}")
        fair = 1 / setup.sides
        label = f"{game}, {players} players" + (" in partnerships" if partnerships else "")
        print(f"{label:>30}: {', '.join(cells)} (even chances: {fair:.2f})")


def run(quick: bool = False, seed: int = 2026) -> None:
    rounds = 500 if quick else 5000
    t_ours = ours(rounds, seed)
    t_theirs = openspiel(rounds, seed)
    print(f"{rounds} random two-player block rounds, dealing included")
    print(f"{'engine':>24} {'seconds':>8} {'rounds/s':>9}")
    print(f"{'domino-puzzles':>24} {t_ours:>8.2f} {rounds / t_ours:>9.0f}")
    if t_theirs is None:
        print(f"{'OpenSpiel (python)':>24}  not installed (pip install open-spiel)")
        strength(40 if quick else 200)
        return
    print(f"{'OpenSpiel (python)':>24} {t_theirs:>8.2f} {rounds / t_theirs:>9.0f}")
    print(f"ratio: {t_theirs / t_ours:.1f} times as many rounds per second")
    strength(40 if quick else 200)
