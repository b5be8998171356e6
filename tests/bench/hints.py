"""How much reasoning generated puzzles need, per kind and difficulty.

For each kind and difficulty: the kind's generator alone (`raw`: what
`generate` kept before puzzles were graded by reasoning) and `generate` as it
runs now (`graded`: candidates drawn until the hardest level fits the
difficulty). Printed: the share solved by techniques alone (no "search"
step), the mean number of steps, how many puzzles need each hardest level,
and the seconds for the row.
"""

from __future__ import annotations

import time
from collections import Counter

from solver.generate import DIFFICULTIES, generate, slot_rng
from solver.hints import explain, grade, techniques
from solver.registry import KINDS


def _row(levels: list[int], steps: list[int], top: int) -> str:
    share = sum(level < top for level in levels) / len(levels)
    spread = Counter(levels)
    histogram = " ".join(f"L{k}:{spread[k]}" for k in sorted(spread))
    return f"{100 * share:5.0f}% {sum(steps) / len(steps):6.1f}  {histogram:<24}"


def run(quick: bool = False, seed: int = 2026, kinds=None, count: int | None = None) -> None:
    """`kinds` and `count` narrow the run (from Python: the slow Florentine rows
    apart, with fewer puzzles)."""
    count = count or (10 if quick else 100)
    print(f"{count} puzzles per row: share with no search step, mean steps, hardest levels")
    print(f"{'kind':>11} {'difficulty':>10}  {'how':<6} {'no search':>6} {'steps':>6}  levels")
    for name, kind in KINDS.items():
        if kinds and name not in kinds:
            continue
        top = max(t.level for t in techniques(kind))
        for difficulty in DIFFICULTIES:
            start = time.perf_counter()
            levels, steps = [], []
            for slot in range(count):
                made = kind.generate(slot_rng(seed, name, difficulty, slot, 0), difficulty)
                graded_steps = grade(explain(kind, made.puzzle, made.answer))
                levels.append(graded_steps["level"])
                steps.append(graded_steps["steps"])
            raw = time.perf_counter() - start
            print(f"{name:>11} {difficulty:>10}  raw    {_row(levels, steps, top)} {raw:6.1f} s")
            start = time.perf_counter()
            made = generate(kind, count, seed, difficulty, jobs=1)
            seconds = time.perf_counter() - start
            levels = [p["meta"]["level"] for p in made]
            steps = [p["meta"]["steps"] for p in made]
            row = _row(levels, steps, top)
            print(f"{'':>11} {'':>10}  graded {row} {seconds:6.1f} s", flush=True)
