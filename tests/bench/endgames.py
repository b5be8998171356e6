"""Endgames each for themselves, and draw-rule endgames with spinners (part of `lines`).

Part 4, first-move block deals, 7 tiles a hand, player 0 to move, the paranoid
value (docs/rules.md section 5), whole processes: 3 players (7 tiles out of play)
and 4 each for themselves (all 28 tiles), ours against the plain memoised
paranoid minimax (tests/reference/endgame.py). The target: every 4-player
deal at least 100 times faster than the plain search. Both are timed in CPU
seconds of the process (user and system), so that a machine busy with other
work slows neither side's figure; the plain search stops after 900 s of
wall clock.

Part 5, draw rules, four hands of 5, the round's highest double on the table
(a spinner), the other 7 tiles in the boneyard: in process, partnerships and
each for themselves, ours against the target of 0.2 s a position; the plain
minimax solves the first two of each shape too, to check the values.
"""

from __future__ import annotations

import json
import random
import resource
import subprocess
import sys
import time
from pathlib import Path

from puzzles.dominoes.endgame import Position, dump
from puzzles.dominoes.line import Line
from puzzles.dominoes.tiles import double_set
from puzzles.files import dump_yaml
from solver.dominoes.endgame.solve import solve
from solver.limits import Limits

DRAW_TARGET = 0.2
CHECKED = 2  # draw positions a shape also solved by the plain minimax (some 15 s each)


def cpu_timed(command: list[str], timeout: float) -> tuple[float, dict | None]:
    """CPU seconds of the whole process and its JSON (None if it ran out of time)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        out = subprocess.run(command, capture_output=True, text=True, check=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        out = None
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    spent = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return spent, json.loads(out.stdout) if out is not None else None


def each_for_themselves(folder: Path, rng: random.Random, quick: bool) -> None:
    from tests.bench.lines import ratios, value

    def ours(path: Path) -> tuple[float, dict | None]:
        return cpu_timed([sys.executable, "-m", "cli", "solve", str(path), "--format", "json"], 900)

    def reference(path: Path) -> tuple[float, dict | None]:
        return cpu_timed([sys.executable, "-m", "tests.reference.endgame", str(path)], 900)

    def seconds(t: float, out: dict | None) -> str:
        return f"{t:>8.2f}" if out is not None else f"{'>=' + format(t, '.0f'):>8}"

    for players, deals in ((3, 3 if quick else 5), (4, 1 if quick else 2)):
        print(
            f"\n{deals} block deals, {players} players each for themselves, 7 tiles a hand, "
            "first move, paranoid value; whole processes, CPU seconds"
        )
        print(f"{'deal':>4} {'ours':>8} {'value':>6} {'plain':>8} {'value':>6} {'ratio':>7}")
        times: dict[str, list[float]] = {"ours": [], "plain": []}
        for i in range(deals):
            tiles = list(double_set(6))
            rng.shuffle(tiles)
            hands = tuple(tuple(tiles[p * 7 : (p + 1) * 7]) for p in range(players))
            path = folder / f"each-{players}-{i}.yaml"
            path.write_text(dump_yaml(dump(Position(hands))), encoding="utf-8")
            t_ours, o = ours(path)
            t_plain, p = reference(path)
            times["ours"].append(t_ours)
            times["plain"].append(t_plain)
            row = f"{i:>4} {t_ours:>8.2f} {value(o)} {seconds(t_plain, p)} {value(p)}"
            bound = ">=" if p is None else ""  # the plain search ran out of time
            row += f" {bound + format(t_plain / t_ours, '.0f'):>6}x"
            if p is not None and o is not None and p["value"] != o["value"]:
                row += "  VALUES DIFFER"
            print(row)
        ratios("plain memoised paranoid minimax", times["plain"], times["ours"])
        if players == 4:
            worst = min(t / o for t, o in zip(times["plain"], times["ours"], strict=True))
            verdict = "met" if worst >= 100 else "NOT met"
            print(f"target 100x on every 4-player deal: {verdict} (worst {worst:.0f}x)")


def draw_spinners(quick: bool, seed: int) -> None:
    from tests.reference import endgame as plain

    rng = random.Random(seed)
    count = 4 if quick else 10
    print(
        f"\n{count} draw-rule positions a shape: four hands of 5, a spinner on the table, "
        "7 tiles in the boneyard; in process, CPU seconds"
    )
    print(f"{'shape':>13} {'deal':>4} {'ours':>7} {'value':>6} {'plain':>8}")
    for partnerships in (True, False):
        shape = "partnerships" if partnerships else "each alone"
        spent = []
        for i in range(count):
            tiles = list(double_set(6))
            rng.shuffle(tiles)
            double = max(t for t in tiles if t.is_double)
            tiles.remove(double)
            hands = tuple(tuple(tiles[p * 5 : (p + 1) * 5]) for p in range(4))
            position = Position(
                hands, Line.parse(str(double)), 0, "draw", 6, partnerships, tuple(tiles[20:])
            )
            start = time.process_time()
            answer = solve(position, Limits())
            spent.append(time.process_time() - start)
            row = f"{shape:>13} {i:>4} {spent[-1]:>7.3f} {answer.value:>6}"
            if i < CHECKED:
                start = time.process_time()
                checked, _ = plain.solve(position)
                row += f" {time.process_time() - start:>8.2f}"
                if checked != answer.value:
                    row += "  VALUES DIFFER"
            print(row, flush=True)
        under = sum(t < DRAW_TARGET for t in spent)
        spent.sort()
        print(
            f"{shape}: median {spent[len(spent) // 2]:.3f} s, worst {spent[-1]:.3f} s, "
            f"{under} of {count} under {DRAW_TARGET} s"
        )
