"""`python -m tests.bench play florentine`: whole Florentine games.

Games per second with random players (dealing and recording included) for
2, 3 and 4 players, beside the 0.2 s a 4-player game may take; then how
often `best` wins against `greedy` and against `random`: at least 200 games
per player count, on the same deals with the seats rotated so that `best`
sits in every seat (ties share the win: two winners each count half).
"""

from __future__ import annotations

import math
import random
import time

from puzzles.florentine.game import FlorentineSetup, play_game
from solver.florentine.players import PLAYERS

LIMIT_4 = 0.2  # seconds a random 4-player game may take (issue 11)


def seconds_per_game(players: int, games: int, seed: int) -> tuple[float, float]:
    """Wall-clock and CPU seconds per game (the CPU figure holds on a busy machine)."""
    start, cpu = time.perf_counter(), time.process_time()
    for g in range(games):
        bots = [PLAYERS["random"](random.Random(f"{seed + g}-{p}")) for p in range(players)]
        play_game(FlorentineSetup(players), seed + g, bots).record(seed + g, ["random"] * players)
    return (time.perf_counter() - start) / games, (time.process_time() - cpu) / games


def share_won(players: int, other: str, games: int, seed: int) -> tuple[float, int, float]:
    """`best` in one seat, `other` in the rest; each deal played once per seat."""
    deals = math.ceil(games / players)
    won, played = 0.0, 0
    start = time.perf_counter()
    for d in range(deals):
        for seat in range(players):
            names = [other] * players
            names[seat] = "best"
            bots = [PLAYERS[n](random.Random(f"{seed + d}-{p}")) for p, n in enumerate(names)]
            winners = play_game(FlorentineSetup(players), seed + d, bots).winners()
            won += 1 / len(winners) if seat in winners else 0.0
            played += 1
    return won / played, played, (time.perf_counter() - start) / played


def run(quick: bool = False, seed: int = 2026) -> None:
    count = 50 if quick else 500
    print(f"random players, {count} games each, dealing and recording included")
    print(f"{'players':>8} {'games/s':>8} {'s/game':>8} {'cpu s':>8}")
    for players in (2, 3, 4):
        wall, cpu = seconds_per_game(players, count, seed)
        note = f"  (limit {LIMIT_4} s: {LIMIT_4 / wall:.0f}x under)" if players == 4 else ""
        print(f"{players:>8} {1 / wall:>8.0f} {wall:>8.4f} {cpu:>8.4f}{note}", flush=True)
    games = 24 if quick else 200
    print(f"\n`best` in one seat against the others, >= {games} games: share of wins")
    print(f"{'players':>8} {'against':>8} {'games':>6} {'best':>6} {'fair':>6} {'s/game':>7}")
    for players in (2, 3, 4):
        for other in ("greedy", "random"):
            share, played, per_game = share_won(players, other, games, seed)
            print(
                f"{players:>8} {other:>8} {played:>6} {share:>6.2f} {1 / players:>6.2f}"
                f" {per_game:>7.2f}",
                flush=True,
            )
