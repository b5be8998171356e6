"""Puzzles per minute, per kind and difficulty, with one and with two processes.

`generate` as the command runs it (solver.generate.generate), in this
process, so the figures are the generator's and the solver's, not start-up.
"""

from __future__ import annotations

import time

from solver.generate import DIFFICULTIES, generate
from solver.registry import KINDS


def run(quick: bool = False, seed: int = 2026) -> None:
    count = 10 if quick else 100
    print(f"{count} puzzles per row; puzzles per minute (seconds for the row)")
    print(f"{'kind':>11} {'difficulty':>10} {'--jobs 1':>18} {'--jobs 2':>18}")
    for name in KINDS:
        if not KINDS[name].has_generator:
            print(f"{name:>11}  no generator yet")
            continue
        for difficulty in DIFFICULTIES:
            cells = []
            for jobs in (1, 2):
                start = time.perf_counter()
                generate(KINDS[name], count, seed, difficulty, jobs=jobs)
                seconds = time.perf_counter() - start
                cells.append(f"{60 * count / seconds:>8.0f} ({seconds:5.1f} s)")
            print(f"{name:>11} {difficulty:>10} {cells[0]:>18} {cells[1]:>18}", flush=True)
