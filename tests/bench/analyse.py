"""`python -m tests.bench analyse`: every first move valued, against one solve.

Florentine: 9-card pools on 7x7 (12 or 20 cards laid); endgames: four hands
of 7 of double-six (the whole set) from an empty table, in partnerships and
each for themselves. Prints, per position, the seconds of `analyse` and of
`solve` on the same position and their ratio: the reuse of one model or one
search across the moves is what keeps the ratio small.
"""

from __future__ import annotations

import random
import time

from puzzles.dominoes.endgame import Position
from puzzles.dominoes.line import Line
from puzzles.dominoes.tiles import double_set
from solver.analyse import analyse
from solver.dominoes.endgame import solve as endgame
from solver.florentine import solve as florentine
from solver.limits import Limits
from tests.helpers import random_endgame


def _timed(f, *args):
    start = time.perf_counter()
    out = f(*args)
    return out, time.perf_counter() - start


def _positions(quick: bool, seed: int):
    rng = random.Random(seed)
    count = 2 if quick else 5
    for laid in (12, 20):
        for _ in range(count):
            yield "florentine", f"9 cards, {laid} laid", random_endgame(rng, 9, size=7, laid=laid)
    for partnerships in (True, False):
        for _ in range(count):
            tiles = list(double_set(6))
            rng.shuffle(tiles)
            hands = tuple(tuple(tiles[i * 7 : (i + 1) * 7]) for i in range(4))
            name = "4x7, partners" if partnerships else "4x7, each alone"
            yield "endgame", name, Position(hands, Line(), 0, "block", 6, partnerships)


def run(quick: bool = False, seed: int = 2026) -> None:
    solvers = {"florentine": florentine.solve, "endgame": endgame.solve}
    worst: dict[str, float] = {}
    print(
        f"{'kind':<11} {'position':<18} {'moves':>5} {'analyse s':>9} {'solve s':>8} {'ratio':>6}"
    )
    for kind, name, position in _positions(quick, seed):
        analysis, seconds = _timed(analyse, kind, position, Limits())
        _, once = _timed(solvers[kind], position, Limits())
        worst[kind] = max(worst.get(kind, 0.0), seconds)
        ratio = seconds / once if once else float("inf")
        print(
            f"{kind:<11} {name:<18} {len(analysis.moves):>5} {seconds:>9.2f} {once:>8.2f} "
            f"{ratio:>6.1f}  {analysis.status}"
        )
    for kind, seconds in worst.items():
        print(f"slowest {kind} analyse: {seconds:.2f} s")
