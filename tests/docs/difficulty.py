"""The figures of docs/difficulty.md: what generated puzzles measure, per band.

    python -m tests.docs.difficulty [--count N] [--seed S]

Generates N puzzles of every kind and difficulty (as `generate` does, one
process) and prints, per band, the median and range of every feature the
generator wrote into `meta`, and the median and slowest seconds `solve`
takes on them (the only figures that depend on the machine).
"""

from __future__ import annotations

import argparse
import statistics

from solver import api
from solver.generate import levels

SKIP = {"difficulty", "seed", "slot", "attempt", "game"}  # game: which game, not a feature


def _cell(values: list) -> str:
    if all(isinstance(v, bool) for v in values):
        return f"{sum(values)}/{len(values)}"
    low, high = min(values), max(values)
    median = statistics.median(values)
    median = int(median) if median == int(median) else median
    return f"{median} ({low} to {high})" if low != high else str(low)


def measure(kind: str, difficulty: str, count: int, seed: int) -> dict[str, str]:
    made = api.generate(kind, count, seed, difficulty)
    features: dict[str, list] = {}
    for data in made:
        for key, value in data["meta"].items():
            if key not in SKIP:
                features.setdefault(key, []).append(value)
    seconds = [api.solve(api.load(data)).seconds for data in made]
    row = {key: _cell(values) for key, values in features.items()}
    row["solve seconds"] = f"{statistics.median(seconds):.3f} (max {max(seconds):.3f})"
    return row


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.docs.difficulty")
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    print(f"{args.count} puzzles per band, seed {args.seed}: median (lowest to highest)")
    for kind in api.KINDS:
        names = list(levels(api.KINDS[kind]))  # a kind may grade past hard
        rows = {d: measure(kind, d, args.count, args.seed) for d in names}
        keys = list(dict.fromkeys(k for row in rows.values() for k in row))
        print(f"\n{kind}\n")
        print("| feature | " + " | ".join(names) + " |")
        print("| --- |" + " --- |" * len(names))
        for key in keys:
            cells = [rows[d].get(key, "") for d in names]
            print(f"| `{key}` | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
