"""What forging a pupil's code costs on real sheets (docs/play.md "Codes for
the teacher"): `python -m tests.bench forge [--quick]`.

A code's key comes from the whole answer (every tile laid, every card and
its turn, a chain's line, a Dominosa's covering, an endgame's best ends),
so a forger who reads only the pupils' page must find the answer: first the
sealed target, where the page holds one, by guessing small numbers as the
issue's forger did (`score:cards`, `tiles:pips`, an endgame's first lays),
each guess one slow key; then the answer itself, for which the fastest way
there is is a solver (this tool's own, timed). For every kind and the ages
6, 8 and 10, one sheet of the default count: the easiest and the hardest
puzzle's forging time, in seconds. A guess is timed with Python's hashlib
(tests/bench/codes.py times the browser's too).
"""

from __future__ import annotations

import json
import re
import statistics
import tempfile
import time
from pathlib import Path

import domino_puzzles as dp
from domino_puzzles.web import codes
from solver.limits import Limits
from solver.registry import KINDS

KINDS_FORGED = ("florentine", "blocked", "endgame", "chain", "dominosa")


def _per_guess(n: int) -> float:
    runs = []
    for i in range(n):
        start = time.perf_counter()
        codes.slow_key("0123456789abcdef", f"9:{i}")
        runs.append(time.perf_counter() - start)
    return statistics.median(runs)


def guesses(kind: str, d: dict, target: str) -> int:
    """The guesses, small numbers first, that reach the sealed `target`."""
    if kind == "endgame":
        return len(d["lays"])  # a first lay: at most every lay there is
    tried = 0
    for total in range(1, 1000):
        if kind == "blocked" and d.get("objective") != "max-pips":
            tried += 1
            if f"{total}:" == target:
                return tried
            continue
        for n in range(1, total + 1):
            tried += 1
            if (f"{total - n}:{n}" if kind == "florentine" else f"{n}:{total - n}") == target:
                return tried
    return tried


def _data(path: Path) -> list[dict]:
    raw = re.search(r'id="puzzle-data">(.*?)</script>', path.read_text(encoding="utf-8"), re.S)
    return json.loads(raw[1].replace("\\u003c", "<"))["puzzles"]


def _target(kind: str, teacher: dict) -> str | None:
    t = teacher.get("target")
    if kind == "florentine" and t:
        return f"{t['score']}:{t['cards']}"
    if kind == "blocked" and t:
        return f"{t['tiles']}:{'' if t['pipsLeft'] is None else t['pipsLeft']}"
    return None


def run(quick: bool = False, seed: int = 2026) -> None:
    per_guess = _per_guess(3 if quick else 11)
    print(f"one guess (PBKDF2-HMAC-SHA256, {codes.ROUNDS:,} rounds, hashlib): "
          f"{per_guess * 1000:.1f} ms")  # fmt: skip
    print(f"{'kind':11} {'age':>3} {'puzzles':>7} {'guesses':>9} {'solve s':>13} "
          f"{'easiest s':>9} {'hardest s':>9}")  # fmt: skip
    ages = (8,) if quick else (6, 8, 10)
    kinds = ("florentine", "blocked") if quick else KINDS_FORGED
    with tempfile.TemporaryDirectory() as tmp:
        for kind in kinds:
            for age in ages:
                folder = Path(tmp) / f"{kind}-{age}"
                sheet = dp.worksheet(folder, kind, age=age, seed=seed % 1000)
                pupils = _data(folder / "pupils" / "play.html")
                teacher = _data(folder / "teacher" / "play.html")
                costs, tries, solves = [], [], []
                for d, t, puzzle in zip(pupils, teacher, sheet.puzzles, strict=True):
                    target = _target(kind, t)
                    n = guesses(kind, d, target) if "seal" in d else 0
                    start = time.perf_counter()
                    KINDS[kind].solve(puzzle, Limits())
                    solve = time.perf_counter() - start
                    tries.append(n)
                    solves.append(solve)
                    costs.append(n * per_guess + solve)
                row = f"{kind:11} {age:>3} {len(costs):>7} {min(tries):>4}-{max(tries):<4} "
                row += f"{min(solves):6.2f}-{max(solves):<6.2f} {min(costs):9.2f} {max(costs):9.2f}"
                print(row)
