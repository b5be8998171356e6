"""Domino regions: generating a hard 16-domino puzzle, and solving one.

Generating: 20 hard puzzles of 16 dominoes, each drawn, repaired until the
search proves it unique and graded by the human solver until it needs level 3
(solver.generate.graded, as `generate --difficulty hard` makes them), one at a
time on one core; the CPU seconds of each. Target: median under 2 s.

Solving: 20 unique boards of 16 dominoes without givens (the size of the
hardest puzzles the New York Times prints as Pips), each solved with its
uniqueness proof by the search (solver/dominoes/regions.py); the brute force
of tests/reference/regions.py, for scale, on 5-domino boards (at 16 it would take
hours). Target: under
0.2 s each.
"""

from __future__ import annotations

import random
import statistics
import time

from solver.dominoes import regions as search
from solver.dominoes.generate import regions as gen
from solver.generate import graded
from solver.registry import KINDS
from tests.reference import regions as plain


def boards(count: int, seed: int, dominoes: int = 16):
    out, i = [], 0
    while len(out) < count:
        made = gen.unique_board(random.Random(f"{seed}/{dominoes}/{i}"), dominoes)
        i += 1
        if made is not None:
            out.append(made[0])
    return out


def run(quick: bool = False, seed: int = 2026) -> None:
    count = 5 if quick else 20
    kind = KINDS["regions"]
    band = dict(gen.BANDS["hard"])
    gen.BANDS["hard"]["dominoes"] = (16, 16)
    cpu = []
    levels = []
    try:
        for i in range(count):
            start = time.process_time()
            made = graded(kind, random.Random(f"{seed}/hard/{i}"), "hard")
            cpu.append(time.process_time() - start)
            assert made.answer.unique and search.solve(made.puzzle).unique
            levels.append(made.meta["level"])
    finally:
        gen.BANDS["hard"].update(band)
    print(f"generate a hard 16-domino puzzle, CPU seconds over {count} (target: median under 2 s)")
    print(
        f"  median {statistics.median(cpu):.2f} s, fastest {min(cpu):.2f} s, "
        f"slowest {max(cpu):.2f} s; levels {sorted(set(levels))}",
        flush=True,
    )

    positions = boards(count, seed)
    solved = []
    for p in positions:
        start = time.process_time()
        answer = search.solve(p)
        solved.append(time.process_time() - start)
        assert answer.unique
    print(f"\nsolve a 16-domino board with its uniqueness proof, CPU seconds over {count}")
    print(
        f"  search: median {statistics.median(solved):.4f} s, slowest {max(solved):.4f} s "
        "(target: under 0.2 s)",
        flush=True,
    )
    few = boards(2 if quick else 3, seed, 5)  # 16 dominoes would take it hours
    slow = []
    for p in few:
        start = time.process_time()
        assert len(plain.answers(p, 2)) == 1
        slow.append(time.process_time() - start)
    print(f"  brute force, 5-domino boards: median {statistics.median(slow):.2f} s")
