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
    "generate-levels": "tests.bench.generate_levels",
    "hints": "tests.bench.hints",
    "page": "tests.bench.page",
    "limits": "tests.bench.limits",
    "book": "tests.bench.book",
    "bots": "tests.bench.bots",
    "dominosa": "tests.bench.dominosa",
    "regions": "tests.bench.regions",
    "room": "tests.bench.room",
    "analyse": "tests.bench.analyse",
    "inference": "tests.bench.inference",
    "stop": "tests.bench.stop",
    "review": "tests.bench.review",
    "codes": "tests.bench.codes",
    "forge": "tests.bench.forge",
    "review-noise": "tests.bench.review_noise",
    "pdf-reading": "tests.bench.pdf_reading",
}


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.bench")
    parser.add_argument("name", choices=sorted(BENCHES))
    parser.add_argument(
        "game", nargs="?", choices=["florentine"], help="play: whole Florentine games"
    )
    parser.add_argument("--quick", action="store_true", help="fewer positions, for a smoke run")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--kinds", default=None, help="book: K[,K...], the kinds of the book")
    bots = parser.add_argument_group("bots")
    bots.add_argument("--deals", type=int, default=None, help="duplicate deals a pairing")
    bots.add_argument("--move-time", type=float, default=1.0, help="the expert's --move-time")
    bots.add_argument("--ismcts", type=int, default=1000, help="ISMCTS simulations a move")
    bots.add_argument("--ismcts-deals", type=int, default=None, help="deals against ISMCTS")
    bots.add_argument(
        "--only",
        default=None,
        help="some of block-2,draw-2,block-4p,ismcts,florentine[-2|-3|-4],open,seer,partner-seer",
    )
    bots.add_argument("--jobs", type=int, default=1, help="deals split over J processes")
    bots.add_argument(
        "--goal",
        choices=["win", "points"],
        default="win",
        help="the bots are told a one-round match (win) or the game's own match at 0-0 (points)",
    )
    bots.add_argument(
        "--save", default=None, help="DIR: write each pairing's win share a deal there"
    )
    bots.add_argument(
        "--paired",
        default=None,
        help="DIR of a --save run: each pairing's paired difference with it, deal by deal",
    )
    bots.add_argument(
        "--set",
        default=None,
        help="K=V[,K=V]: constants of the Block/Draw expert (expert.py, sampling.py, "
        "seat_tree.py), "
        "or florentine.K=V of the Florentine expert's, for an A/B",
    )
    bots.add_argument(
        "--first", type=int, default=0, help="number the deals from N (a long run in parts)"
    )
    bots.add_argument(
        "--gather",
        default=None,
        help="DIR[,DIR...] of --save runs: each pairing's win share over all their deals",
    )
    args = parser.parse_args()
    module = BENCHES[args.name]
    if args.game:
        if args.name != "play":
            parser.error("only `play` takes a game")
        module = "tests.bench.play_florentine"
    extra: dict = {}
    if args.name == "book" and args.kinds:
        extra = {"kinds": args.kinds}
    elif args.kinds:
        parser.error("only `book` takes --kinds")
    if args.name == "bots":
        extra = {
            "deals": args.deals,
            "move_time": args.move_time,
            "ismcts": args.ismcts,
            "ismcts_deals": args.ismcts_deals,
            "only": args.only,
            "jobs": args.jobs,
            "goal": args.goal,
            "save": args.save,
            "paired": args.paired,
            "settings": args.set,
            "first": args.first,
            "gather": args.gather,
        }
    importlib.import_module(module).run(quick=args.quick, seed=args.seed, **extra)


if __name__ == "__main__":
    main()
