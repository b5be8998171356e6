"""`python -m tests.bench review`: a whole `play` log reviewed at the default
settings (one job), against one `analyse` of the opening position measured in
the same run (the machine's speed now; Florentine: the opening hand as the
one-colour puzzle, not the game's sampled table).

Targets (issue #43): a 2-player Block round within 10 s, a 2-player
Florentine game within 60 s. `--quick`: one seed each.
"""

from __future__ import annotations

import json
import time

from click.testing import CliRunner

from cli.main import main as cli
from puzzles.game_positions import position_after
from solver.analyse import analyse
from solver.limits import Limits
from solver.registry import load
from solver.review import review

GAMES = (
    ("block", ["--rules", "block", "--players", "2", "--rounds", "1"], 10.0),
    ("draw", ["--rules", "draw", "--players", "2", "--rounds", "1"], 10.0),
    ("florentine", ["--rules", "florentine", "--players", "2"], 60.0),
)


def _log(args: list[str], seed: int) -> dict:
    out = CliRunner().invoke(cli, ["play", *args, "--seed", str(seed), "--format", "json"])
    assert out.exit_code == 0, out.output
    return json.loads(out.output)


def run(quick: bool = False, seed: int = 2026) -> None:
    seeds = [seed] if quick else [seed, seed + 1, seed + 2]
    print(f"{'game':<11} {'seed':>6} {'moves':>5} {'review s':>9} {'cpu s':>6} {'reference s':>11} "
          f"{'ratio':>6} {'target s':>8}")  # fmt: skip
    for name, args, target in GAMES:
        for s in seeds:
            log = _log(args, s)
            moves = log["moves"] if name == "florentine" else log["rounds"][0]["moves"]
            cut = position_after(log, 0 if name != "draw" else 1)
            if name == "florentine":  # the gauge as before: the hand as a one-colour puzzle
                cut = {k: v for k, v in cut.items() if k not in ("draw", "players")}
            kind, opening = load(cut)
            start = time.perf_counter()
            analyse(kind, opening, Limits())
            reference = time.perf_counter() - start
            start, cpu = time.perf_counter(), time.process_time()
            review(log)
            took, cpu = time.perf_counter() - start, time.process_time() - cpu
            print(f"{name:<11} {s:>6} {len(moves):>5} {took:>9.2f} {cpu:>6.1f} {reference:>11.3f} "
                  f"{took / max(reference, 1e-6):>6.0f} {target:>8.0f}")  # fmt: skip
