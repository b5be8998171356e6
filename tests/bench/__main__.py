"""`python -m tests.bench florentine [--quick]` (or `play florentine`): run one benchmark and
print its table."""

from __future__ import annotations

import argparse
import importlib

BENCHES = {
    "florentine": "tests.bench.florentine",
    "lines": "tests.bench.lines",
    "play": "tests.bench.play",
    "startup": "tests.bench.startup",
    "generate": "tests.bench.generate",
    "hints": "tests.bench.hints",
    "page": "tests.bench.page",
    "limits": "tests.bench.limits",
    "analyse": "tests.bench.analyse",
}


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.bench")
    parser.add_argument("name", choices=sorted(BENCHES))
    parser.add_argument(
        "game", nargs="?", choices=["florentine"], help="play: whole Florentine games"
    )
    parser.add_argument("--quick", action="store_true", help="fewer positions, for a smoke run")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    module = BENCHES[args.name]
    if args.game:
        if args.name != "play":
            parser.error("only `play` takes a game")
        module = "tests.bench.play_florentine"
    importlib.import_module(module).run(quick=args.quick, seed=args.seed)


if __name__ == "__main__":
    main()
