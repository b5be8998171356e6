"""Dominosa: solving with the uniqueness proof, and generating, against references.

Solving: unique grids of double-6, -9 and -12, each solved with its
uniqueness proof by the exact-cover search (the default, solver/dominoes/dominosa.py),
by CP-SAT (solver/dominoes/dominosa_cp_sat.py) and by plain backtracking without
propagation (tests/reference/dominosa.py; not at double-12, where it takes
minutes). Target: double-9 under 0.2 s.

Generating: 100 puzzles of each level as `generate --jobs 2` makes them
(solver.generate.generate), once with the bands' own orders and once with
every band at double-6; then the plain backtracker re-proves the double-6
ones. Target: 100 double-6 puzzles of each level under 10 s.
"""

from __future__ import annotations

import os
import random
import statistics
import time

from puzzles.dominoes.dominosa import Position
from solver.dominoes import dominosa as search
from solver.dominoes import dominosa_cp_sat as dominosa_cpsat
from solver.dominoes.generate import dominosa as gen
from solver.generate import generate, levels
from solver.registry import KINDS
from tests.reference import dominosa as plain


def grids(n: int, count: int, seed: int) -> list[Position]:
    out, i = [], 0
    while len(out) < count:
        made = gen.unique_grid(random.Random(f"{seed}/{n}/{i}"), n)
        i += 1
        if made is not None:
            out.append(made[0])
    return out


def timed(solve, positions) -> list[float]:
    out = []
    for p in positions:
        start = time.perf_counter()
        solve(p)
        out.append(time.perf_counter() - start)
    return out


def run(quick: bool = False, seed: int = 2026) -> None:
    import solver.cp_sat  # noqa: F401  (import time is not solving time)

    count = 3 if quick else 10
    print("solve with uniqueness proof, seconds per puzzle (median, max); ratio to the search")
    print(f"{'order':>5} {'search':>16} {'CP-SAT':>22} {'plain backtracking':>26}")
    nine: list[float] = []
    for n in (6, 9, 12):
        positions = grids(n, count, seed)
        for p in positions:
            assert search.solve(p).unique and dominosa_cpsat.solve(p).unique
        fast = timed(search.solve, positions)
        nine = fast if n == 9 else nine
        cp = timed(dominosa_cpsat.solve, positions)
        cells = [f"{statistics.median(fast):.4f} ({max(fast):.4f})"]
        cells.append(
            f"{statistics.median(cp):.4f} x{statistics.median(cp) / statistics.median(fast):5.1f}"
        )
        if n <= 9:
            few = positions[: 2 if quick else 3]
            slow = timed(lambda p: plain.coverings(p, 2), few)
            ratio = statistics.median(slow) / statistics.median(fast[: len(few)])
            cells.append(f"{statistics.median(slow):.4f} x{ratio:7.1f}")
        else:
            cells.append("(minutes: not run)")
        print(f"{n:>5} {cells[0]:>16} {cells[1]:>22} {cells[2]:>26}", flush=True)
    print(f"target: double-9 under 0.2 s: the slowest of {count} took {max(nine):.4f} s")

    many = 10 if quick else 100
    print(f"\ngenerate {many} puzzles, --jobs 2, seconds (target: double-6 under 10 s each level)")
    bands = {d: dict(b) for d, b in gen.BANDS.items()}
    for label, orders in (("bands", None), ("double-6", (6,))):
        for difficulty in levels(KINDS["dominosa"]):
            if orders:
                gen.BANDS[difficulty]["sets"] = orders
            try:
                start, cpu = time.perf_counter(), _cpu()
                made = generate(KINDS["dominosa"], many, seed, difficulty, jobs=2)
                seconds, cpu = time.perf_counter() - start, _cpu() - cpu
            finally:
                gen.BANDS[difficulty].update(bands[difficulty])
            seen = sorted({m["meta"]["level"] for m in made})
            # CPU seconds of this process and its workers: on a loaded machine
            # the wall clock counts other people's work; half of it is --jobs 2's
            line = f"{label:>9} {difficulty:>7} {seconds:6.1f} s (CPU {cpu:5.1f} s)  levels {seen}"
            if orders:
                kind = KINDS["dominosa"]
                puzzles = [kind.load(m) for m in made]
                start = time.perf_counter()
                for p in puzzles:
                    assert len(plain.coverings(p, 2)) == 1
                reproved = time.perf_counter() - start
                start = time.perf_counter()
                for p in puzzles:
                    assert search.solve(p).unique
                again = time.perf_counter() - start
                line += f"  re-proved: search {again:.2f} s, plain {reproved:.2f} s"
            print(line, flush=True)


def _cpu() -> float:
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system
