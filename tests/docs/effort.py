"""The effort table of docs/difficulty.md: do the levels step up?

    python -m tests.docs.effort [--count N] [--seed S] [--jobs J] [--kinds K,...] [--write]

Generates N puzzles of every kind and level (as `generate` does) and prints,
per kind, each level's median effort (solver/hints `effort`, written into
every puzzle's `meta`), its lowest and highest, and how many of its puzzles
score at or below the median of the level under it. The levels step up when
every median is above the one before and at most `OVERLAP` of a level's
puzzles sit at or below it (`steps_up`). `--write` puts the table into
docs/difficulty.md between its two marker lines.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

from solver import api
from solver.generate import levels

OVERLAP = 0.2  # the most of a level's puzzles at or below the median of the one under it
DOC = Path(__file__).resolve().parents[2] / "docs" / "difficulty.md"
BEGIN = "<!-- effort table: python -m tests.docs.effort --write -->"
END = "<!-- end of the effort table -->"


def efforts(kind: str, count: int, seed: int, jobs: int = 1) -> dict[str, list[int]]:
    """Every level's efforts for `count` puzzles of `kind`, easiest level first."""
    names = list(levels(api.KINDS[kind]))
    return {
        d: [p["meta"]["effort"] for p in api.generate(kind, count, seed, d, jobs=jobs)]
        for d in names
    }


def median(values: list[int]) -> float:
    return float(statistics.median(values))


def overlap(values: list[int], below: list[int]) -> float:
    """The share of `values` at or below the median of `below`."""
    line = median(below)
    return sum(v <= line for v in values) / len(values)


def steps_up(table: dict[str, list[int]]) -> list[str]:
    """What breaks the step-up rule, in words (empty: the levels step up)."""
    names = list(table)
    wrong = []
    for lower, upper in zip(names, names[1:], strict=False):
        if median(table[upper]) <= median(table[lower]):
            wrong.append(f"{upper}: median not above {lower}'s")
        if overlap(table[upper], table[lower]) > OVERLAP:
            wrong.append(f"{upper}: over {OVERLAP:.0%} at or below {lower}'s median")
    return wrong


def _number(x: float) -> str:
    return str(int(x)) if x == int(x) else str(x)


def rows(kind: str, table: dict[str, list[int]]) -> list[str]:
    out = []
    lower = None
    for name, values in table.items():
        share = "" if lower is None else f"{overlap(values, table[lower]):.0%}"
        out.append(
            f"| {kind} | {name} | {_number(median(values))} "
            f"| {min(values)} to {max(values)} | {share} |"
        )
        lower = name
    return out


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.docs.effort")
    parser.add_argument("--count", type=int, default=50)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--kinds", default=",".join(api.KINDS), help="comma-separated")
    parser.add_argument("--write", action="store_true", help="into docs/difficulty.md")
    args = parser.parse_args()
    lines = [
        f"{args.count} puzzles a level, seed {args.seed} "
        f"(`python -m tests.docs.effort --count {args.count} --seed {args.seed}`):",
        "",
        "| kind | level | median effort | lowest to highest | at or below the median "
        "of the level under it |",
        "| --- | --- | --- | --- | --- |",
    ]
    broken = []
    for kind in args.kinds.split(","):
        table = efforts(kind, args.count, args.seed, args.jobs)
        lines.extend(rows(kind, table))
        broken.extend(f"{kind} {w}" for w in steps_up(table))
        print(f"{kind} done", file=sys.stderr, flush=True)
    print("\n".join(lines))
    for w in broken:
        print(f"does not step up: {w}", file=sys.stderr)
    if args.write:
        text = DOC.read_text(encoding="utf-8")
        head, rest = text.split(BEGIN, 1)
        _, tail = rest.split(END, 1)
        DOC.write_text(head + BEGIN + "\n" + "\n".join(lines) + "\n" + END + tail, encoding="utf-8")


if __name__ == "__main__":
    main()
