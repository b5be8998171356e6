"""Domino line puzzles: the endgame search against a plain search and the `dominoes` package.

Part 1, four-player partnership block deals (all 28 double-six tiles, 7 a
hand, an empty line, player 0 to move), each timed as a whole process:
- ours: `python -m cli solve FILE --format json` (value, uniqueness, line);
- the plain memoised minimax, `python -m tests.reference.endgame FILE`,
  stopped after 300 s (then counted as 300 s, a lower bound);
- the `dominoes` PyPI package's `dominoes.search.alphabeta` on the same deal
  (plain alpha-beta, no table; its skinny board, the faster of its two).
  It scores a round its own way (the side out takes every pip left, a block
  gives the lighter side both sides' pips), so its value is printed as it
  comes and not compared. Install it for the bench only:
  `.venv/bin/pip install dominoes`; without it the column is skipped.

Part 2, two-player block deals, 7 tiles a hand, the other 14 out of play:
ours against the plain minimax.

Parts 4 and 5 (tests/bench/endgames.py): 3 players and 4 each for themselves
against the plain paranoid minimax; draw-rule endgames with spinners.
"""

from __future__ import annotations

import importlib.util
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from puzzles.dominoes.endgame import Position, dump
from puzzles.dominoes.line import Line
from puzzles.dominoes.tiles import double_set
from puzzles.files import dump_yaml
from tests.bench import endgames

TIMEOUT = 300.0

# Runs in its own process: builds a dominoes.Game from the hands (player 0 to
# move, an empty board, as Game.new builds one) and searches it.
_DOMINOES = """
import json, sys
import dominoes
from dominoes.search import alphabeta
hands = [dominoes.Hand([dominoes.Domino(a, b) for a, b in h]) for h in json.loads(sys.argv[1])]
game = dominoes.Game(dominoes.Board(), hands, [], 0, tuple((d, True) for d in hands[0]), 0, None)
game.skinny_board()
moves, value = alphabeta(game)
print(json.dumps({"value": value, "moves": len(moves)}))
"""


def deal(rng: random.Random, players: int) -> Position:
    tiles = list(double_set(6))
    rng.shuffle(tiles)
    hands = tuple(tuple(tiles[p * 7 : (p + 1) * 7]) for p in range(players))
    return Position(hands, Line(), 0, "block", 6, partnerships=players == 4)


def timed(command: list[str], timeout: float | None = None) -> tuple[float, dict | None]:
    """Seconds of the whole process and its JSON (None if it ran out of time)."""
    start = time.perf_counter()
    try:
        out = subprocess.run(command, capture_output=True, text=True, check=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return time.perf_counter() - start, None
    return time.perf_counter() - start, json.loads(out.stdout)


def ours(path: Path) -> tuple[float, dict | None]:
    return timed([sys.executable, "-m", "cli", "solve", str(path), "--format", "json"])


def reference(path: Path) -> tuple[float, dict | None]:
    return timed([sys.executable, "-m", "tests.reference.endgame", str(path)], TIMEOUT)


def dominoes_package(position: Position) -> tuple[float, dict | None]:
    hands = json.dumps([[[t.a, t.b] for t in hand] for hand in position.hands])
    return timed([sys.executable, "-c", _DOMINOES, hands], TIMEOUT)


def seconds(t: float, out: dict | None) -> str:
    return f"{t:>8.2f}" if out is not None else f"{'>=' + format(TIMEOUT, '.0f'):>8}"


def value(out: dict | None) -> str:
    return f"{out['value']:>6}" if out is not None else f"{'?':>6}"


def ratios(name: str, theirs: list[float], ours_: list[float]) -> None:
    median = statistics.median(t / o for t, o in zip(theirs, ours_, strict=True))
    print(
        f"{name}: {sum(theirs) / sum(ours_):.1f} times our time in sum, "
        f"{median:.1f} times per deal in the median"
    )


def run(quick: bool = False, seed: int = 2026) -> None:
    rng = random.Random(seed)
    with_dominoes = importlib.util.find_spec("dominoes") is not None
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)

        deals = 2 if quick else 5
        print(f"{deals} four-player partnership block deals, whole processes, seconds")
        head = f"{'deal':>4} {'ours':>8} {'value':>6} {'plain':>8} {'value':>6}"
        print(head + (f" {'dominoes':>8} {'its value':>9}" if with_dominoes else ""))
        if not with_dominoes:
            print("  (the dominoes package is not installed: pip install dominoes; column skipped)")
        times: dict[str, list[float]] = {"ours": [], "plain": [], "dominoes": []}
        for i in range(deals):
            position = deal(rng, 4)
            path = folder / f"four-{i}.yaml"
            path.write_text(dump_yaml(dump(position)), encoding="utf-8")
            t_ours, o = ours(path)
            t_plain, p = reference(path)
            row = f"{i:>4} {t_ours:>8.2f} {value(o)} {seconds(t_plain, p)} {value(p)}"
            times["ours"].append(t_ours)
            times["plain"].append(t_plain)
            if with_dominoes:
                t_dom, d = dominoes_package(position)
                times["dominoes"].append(t_dom)
                row += f" {seconds(t_dom, d)} {value(d):>9}"
            if p is not None and o is not None and p["value"] != o["value"]:
                row += "  VALUES DIFFER"
            print(row)
        print(f"ours: {sum(times['ours']) / deals:.2f} s a deal on average")
        ratios("plain memoised minimax", times["plain"], times["ours"])
        if with_dominoes:
            ratios("dominoes.search.alphabeta", times["dominoes"], times["ours"])

        deals = 3 if quick else 10
        print(f"\n{deals} two-player block deals, 7 tiles a hand, whole processes, seconds")
        print(f"{'deal':>4} {'ours':>8} {'value':>6} {'plain':>8} {'value':>6}")
        times = {"ours": [], "plain": []}
        for i in range(deals):
            path = folder / f"two-{i}.yaml"
            path.write_text(dump_yaml(dump(deal(rng, 2))), encoding="utf-8")
            t_ours, o = ours(path)
            t_plain, p = reference(path)
            times["ours"].append(t_ours)
            times["plain"].append(t_plain)
            print(f"{i:>4} {t_ours:>8.2f} {value(o)} {seconds(t_plain, p)} {value(p)}")
        ratios("plain memoised minimax", times["plain"], times["ours"])

        endgames.each_for_themselves(folder, rng, quick)
        endgames.draw_spinners(quick, seed)
        blocked_lines(folder, quick)


def blocked_lines(folder: Path, quick: bool) -> None:
    """Part 3: the CP-SAT line models. The shortest blocked line from nothing as
    whole processes, and small positions against the exhaustive references."""
    from puzzles.dominoes import blocked, chain
    from solver.dominoes import blocked as blocked_solver
    from solver.dominoes import chain as chain_solver
    from tests.reference import lines as every_line
    from tests.test_lines import random_line

    print("\nshortest blocked line from nothing, whole processes")
    print(f"{'set':>9} {'seconds':>8} {'tiles':>6}")
    for n in (6, 9, 12):
        path = folder / f"blocked-{n}.yaml"
        path.write_text(f"kind: blocked\nset: {n}\n", encoding="utf-8")
        t, answer = ours(path)
        print(f"double-{n:<2} {t:>8.2f} {answer['tiles_laid'] if answer else '-':>6}")

    rng = random.Random(7)
    count = 20 if quick else 100
    rows = {"blocked": ([], []), "chain": ([], [])}
    for _ in range(count):
        n = rng.choice([4, 5])
        full = list(double_set(n))
        line = random_line(rng, full, rng.randint(0, 3))
        rest = [t for t in full if t not in line.tiles]
        tiles = tuple(sorted(rng.sample(rest, min(len(rest), rng.randint(6, 10)))))
        position = blocked.Position(n, "block", line, tiles)
        rows["blocked"][0].append(_clocked(lambda p=position: blocked_solver.solve(p)))
        rows["blocked"][1].append(_clocked(lambda p=position: every_line.solve_blocked(p)))
        tiles = tuple(random_line(rng, list(double_set(6)), rng.randint(9, 12)).tiles)
        position = chain.Position(tiles, 6)
        rows["chain"][0].append(_clocked(lambda p=position: chain_solver.solve(p)))
        rows["chain"][1].append(_clocked(lambda p=position: every_line.solve_chain(p)))
    print(
        f"\n{count} positions each (blocked: double-4/5, 6-10 tiles offered; chain: 9-12\n"
        "tiles of double-6), in process, against every line (tests/reference)"
    )
    for name, (model, reference_) in rows.items():
        print(
            f"{name:>8}: CP-SAT {sum(model):.2f} s, every line {sum(reference_):.2f} s,"
            f" ratio {sum(reference_) / sum(model):.1f} in sum"
        )


def _clocked(work) -> float:
    start = time.perf_counter()
    work()
    return time.perf_counter() - start
