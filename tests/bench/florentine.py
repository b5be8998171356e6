"""Florentine endgames: the CP-SAT solver against the exhaustive reference.

Part 1, pools of 5 to 11 cards: the board after 28 cards of a simulated game,
a pool of p of the cards left; four positions of a size (two with --quick)
in one collection file. Both solvers run as one whole process on that file
(`python -m cli solve` and `python -m tests.reference.florentine`), so
start-up counts on both sides, uniqueness is included, and both sides are
timed in the same run; their answers must agree.

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
from puzzles.florentine.endgame import dump
from solver.florentine.solve import solve
from tests.helpers import random_endgame

# Per process of four puzzles; a timed-out reference makes its ratio a lower bound.
REFERENCE_TIMEOUT = 1200.0
POOLS = range(5, 12)


def _solve_process(path: Path) -> tuple[float, list[dict]]:
    start = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-m", "cli", "solve", str(path), "--format", "json"],
        capture_output=True,
        text=True,
        check=True,
    )
    return time.perf_counter() - start, json.loads(out.stdout)


def _reference_process(path: Path) -> tuple[float, list[dict] | None]:
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
    return time.perf_counter() - start, [json.loads(line) for line in out.stdout.splitlines()]


def _agree(answers: list[dict], truths: list[dict]) -> bool:
    keys = ("score", "cards_placed", "unique")
    return all(a[k] == t[k] for a, t in zip(answers, truths, strict=True) for k in keys)


def _timed_import() -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import cli.main, solver.florentine.solve"], check=True)
    return time.perf_counter() - start


def run(quick: bool = False, seed: int = 2026) -> None:
    rng = random.Random(seed)
    per_size = 2 if quick else 4
    folder = Path(tempfile.mkdtemp(prefix="bench-florentine-"))
    print(f"Part 1: pools of 5-11 cards on a board of 28 cards, {per_size} positions each")
    print("one whole process per side for all positions of a size (uniqueness included);")
    print("ratio = reference seconds / CP-SAT seconds, measured in this run")
    print(f"{'pool':>4} {'cp-sat s':>9} {'reference s':>12} {'ratio':>7}  agree", flush=True)
    for pool in POOLS:
        positions = [random_endgame(rng, pool, laid=28) for _ in range(per_size)]
        path = folder / f"pool{pool}.yaml"
        path.write_text(dump_yaml({"puzzles": [dump(p) for p in positions]}))
        t_ours, answers = _solve_process(path)
        t_ref, truths = _reference_process(path)
        at_least = ">=" if truths is None else "  "
        agree = "timeout" if truths is None else "yes" if _agree(answers, truths) else "NO"
        print(f"{pool:>4} {t_ours:>9.2f} {t_ref:>12.2f} {at_least}{t_ref / t_ours:>5.1f}  {agree}")

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
