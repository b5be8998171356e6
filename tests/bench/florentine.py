"""Florentine endgames: the CP-SAT solver against the exhaustive reference.

Part 1, pools of 5 to 9 cards: the board after 28 cards of a simulated game,
a pool of p of the cards left. Both solvers run as whole processes on the
same file (`python -m cli solve` and `python -m tests.reference.florentine`),
so start-up counts on both sides; their answers must agree.

Part 2, full open pools of 15 to 20 cards (the draw pile is empty, every card
left is open): the CP-SAT solver alone, in process and as a whole process.
"""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from puzzles.files import dump_yaml
from puzzles.florentine import dump
from puzzles.florentine_play import random_endgame
from solver.florentine import solve

REFERENCE_TIMEOUT = 300.0


def _solve_process(path: Path) -> tuple[float, dict]:
    start = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-m", "cli", "solve", str(path), "--format", "json"],
        capture_output=True,
        text=True,
        check=True,
    )
    return time.perf_counter() - start, json.loads(out.stdout)


def _reference_process(path: Path) -> tuple[float, dict | None]:
    start = time.perf_counter()
    try:
        out = subprocess.run(
            [sys.executable, "-m", "tests.reference.florentine", str(path)],
            capture_output=True,
            text=True,
            check=True,
            timeout=REFERENCE_TIMEOUT,
        )
    except subprocess.TimeoutExpired:
        return time.perf_counter() - start, None
    return time.perf_counter() - start, json.loads(out.stdout)


def _timed_import() -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import cli.main, solver.florentine"], check=True)
    return time.perf_counter() - start


def run(quick: bool = False, seed: int = 2026) -> None:
    rng = random.Random(seed)
    per_size = 2 if quick else 4
    folder = Path(tempfile.mkdtemp(prefix="bench-florentine-"))
    print(f"Part 1: pools of 5-9 cards on a board of 28 cards, {per_size} positions each")
    print("whole processes; ratio = reference seconds / CP-SAT seconds (sums)")
    print(
        f"{'pool':>4} {'cp-sat s':>9} {'reference s':>12} {'ratio':>7} {'median ratio':>13}  agree"
    )
    for pool in range(5, 10):
        ours, theirs, ratios, agree = [], [], [], True
        for i in range(per_size):
            position = random_endgame(rng, pool, laid=28)
            path = folder / f"pool{pool}-{i}.yaml"
            path.write_text(dump_yaml(dump(position)))
            t_ours, answer = _solve_process(path)
            t_ref, truth = _reference_process(path)
            ours.append(t_ours)
            theirs.append(t_ref)
            ratios.append(t_ref / t_ours)
            if truth is None:
                agree = False  # timed out: the ratio is a lower bound
                continue
            same = all(answer[k] == truth[k] for k in ("score", "cards_placed", "unique"))
            agree = agree and same
        print(
            f"{pool:>4} {sum(ours):>9.2f} {sum(theirs):>12.2f} {sum(theirs) / sum(ours):>7.1f}"
            f" {statistics.median(ratios):>13.1f}  {'yes' if agree else 'NO/timeout'}",
            flush=True,
        )

    floor = min(_timed_import() for _ in range(3))
    print(f"process floor (python + imports, no solve): {floor:.3f} s")

    per_size = 2 if quick else 5
    print(f"\nPart 2: full open pools of 15-20 cards, {per_size} positions each, CP-SAT alone")
    in_process, whole = [], []
    for pool in range(15, 21):
        for i in range(per_size):
            position = random_endgame(rng, pool)
            start = time.perf_counter()
            answer = solve(position)
            in_process.append(time.perf_counter() - start)
            assert answer.status == "optimal"
            path = folder / f"open{pool}-{i}.yaml"
            path.write_text(dump_yaml(dump(position)))
            whole.append(_solve_process(path)[0])
    for name, times in (("in process", in_process), ("whole process", whole)):
        print(
            f"{name:>14}: n={len(times)} median {statistics.median(times):.3f} s,"
            f" max {max(times):.3f} s, mean {statistics.mean(times):.3f} s"
        )
