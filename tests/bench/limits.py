"""The default work of an answer without --time-limit (solver/limits.py), against what inputs need.

Part 1, the work real inputs need, unbounded: the open-phase positions of
whole Florentine games (bots of every kind, 2-4 players; every colour played),
hard generated puzzles of every kind, 4-player block deals of 7 tiles each
for themselves and draw-rule positions of four hands of 5. Printed: the most
and the median, and how many times the most fits in WORK.

Part 2, the largest inputs the loaders take (tests/test_huge_input.py), at
WORK: the status, the work spent and the CPU seconds of the answer.
"""

from __future__ import annotations

import random
import statistics
import time

from puzzles.dominoes.endgame import Position as Endgame
from puzzles.dominoes.line import Line
from puzzles.dominoes.tiles import double_set
from puzzles.florentine.board import Board, Cell
from puzzles.florentine.cards import Card
from puzzles.florentine.endgame import Position as Florentine
from puzzles.florentine.game import FlorentineSetup, play_game
from solver.florentine.players import PLAYERS
from solver.limits import WORK, Clock, Limits
from solver.registry import KINDS, load


def spent(kind: str, position, work: float | None) -> tuple[str, float, float]:
    """(status, work spent, CPU seconds) of one answer."""
    clock = Clock(Limits(work=work))
    start = time.process_time()
    answer = KINDS[kind].solver.solve_on(position, clock)
    return answer.status, clock.spent, time.process_time() - start


def game_positions(rng: random.Random, games: int):
    """The board and open pool when a game's pile runs out, for every colour played."""
    for seed in range(games):
        players = rng.choice([2, 3, 4])
        names = [rng.choice(sorted(PLAYERS)) for _ in range(players)]
        choosers = [PLAYERS[n](random.Random(f"{seed}-{p}")) for p, n in enumerate(names)]
        game = play_game(FlorentineSetup(players), seed, choosers)
        if game.open_from is None:
            continue
        board = Board.empty(7)
        for move in game.moves[: game.open_from]:
            if move.get("cell"):
                card = Card.parse(move["card"]).turned(move["turn"])
                board = board.put(Cell.parse(move["cell"], 7), card)
        laid = set(board.placed().values())
        pool = tuple(c for c in game.deck if not any(c.turned(t) in laid for t in range(4)))
        for colour in game.colours:
            yield Florentine(colour, board, pool, True)


def endgames(rng: random.Random, count: int):
    for _ in range(count):
        tiles = list(double_set(6))
        rng.shuffle(tiles)
        yield Endgame(tuple(tuple(tiles[p * 7 : (p + 1) * 7]) for p in range(4)))
        tiles.remove(double := max(t for t in tiles if t.is_double))
        hands = tuple(tuple(tiles[p * 5 : (p + 1) * 5]) for p in range(4))
        yield Endgame(hands, Line.parse(str(double)), 0, "draw", 6, False, tuple(tiles[20:]))


def run(quick: bool = False, seed: int = 2026) -> None:
    from solver.generate import generate

    rng = random.Random(seed)
    print(f"WORK = {WORK} a puzzle\n\nPart 1: the work real inputs need (unbounded)")
    print(f"{'inputs':>34} {'n':>4} {'median':>7} {'most':>7} {'WORK/most':>9} {'cpu most':>8}")
    groups = {
        "Florentine game positions": ("florentine", list(game_positions(rng, 8 if quick else 40))),
        "4-player endgames, block and draw": ("endgame", list(endgames(rng, 3 if quick else 12))),
    }
    for kind in KINDS:
        made = generate(KINDS[kind], 2 if quick else 6, seed, "hard", 1, None)
        groups[f"generated hard {kind}"] = (kind, [load(p)[1] for p in made])
    for name, (kind, positions) in groups.items():
        rows = [spent(kind, p, None) for p in positions]
        work = [w for _, w, _ in rows]
        most = max(work)
        cpu = max(c for _, _, c in rows)
        exact = all(s == "optimal" or s == "infeasible" for s, _, _ in rows)
        print(
            f"{name:>34} {len(rows):>4} {statistics.median(work):>7.3f} {most:>7.3f} "
            f"{WORK / max(most, 1e-9):>8.0f}x {cpu:>8.2f}" + ("" if exact else "  NOT EXACT")
        )

    from tests.test_huge_input import huge_puzzles

    print(f"\nPart 2: the largest inputs at WORK = {WORK}, in process")
    print(f"{'input':>40} {'status':>9} {'work':>7} {'cpu s':>7}")
    for name, data in huge_puzzles().items():
        kind, position = load(data)
        status, work, cpu = spent(kind.name, position, WORK)
        print(f"{name:>40} {status:>9} {work:>7.2f} {cpu:>7.2f}", flush=True)
