"""`analyse` against the brute-force references, move by move, every kind.

Each `agrees_*` takes a position, analyses it, and asserts that every first
move listed is a legal one, listed once, with the value the reference gives
it, and `best` exactly where the value is the best. tests/test_analyse.py
runs them on hypothesis' positions;

    python -m tests.analyse_agreement --count 80

runs `count` seeded random positions of each kind and prints how many agreed.
"""

from __future__ import annotations

import random
import sys
from dataclasses import replace

from puzzles.dominoes import blocked, chain
from puzzles.dominoes.endgame import Move, Position
from puzzles.dominoes.tiles import Tile, double_set
from puzzles.florentine import endgame as florentine
from puzzles.florentine.board import Cell
from puzzles.florentine.cards import PERSONAL, Card
from solver.analyse import analyse
from solver.dominoes.endgame.solve import opening
from solver.limits import Limits
from solver.registry import KINDS
from tests.reference import endgame as endgame_reference
from tests.reference import florentine as florentine_reference
from tests.reference import lines as lines_reference


def _best_marks(analysis, values) -> None:
    """`best` on exactly the moves whose value ranks highest, best first."""
    ranked = [v for v in values if v is not None]
    top = max(ranked, default=None)
    assert [m.best for m in analysis.moves] == [v is not None and v == top for v in values]
    assert analysis.status == "optimal"


def agrees_endgame(position: Position) -> None:
    total, truth = endgame_reference.first_moves(position)
    analysis = analyse(KINDS["endgame"], position, Limits())
    table = opening(position)
    got = {}
    for row in analysis.moves:
        move = Move.from_mapping(row.move)
        key = (None, tuple(table.ends)) if not move.lays else (move.tile, table.after(move))
        assert key not in got, f"listed twice: {row.move}"
        if move.lays:
            table.copy().play(move)  # legal as written: the arm named shows `to`
        got[key] = row.value
    assert got == truth
    _best_marks(analysis, [row.value for row in analysis.moves])
    if analysis.moves:
        assert analysis.moves[0].value == total


def agrees_florentine(position: florentine.Position) -> None:
    analysis = analyse(KINDS["florentine"], position, Limits())
    board = position.board
    legal = {(c, lying): card for card in position.pool for c, _, lying in board.placements(card)}
    personal = set(board.personal_cells()) if position.personal else set()
    seen, values = set(), []
    for row in analysis.moves:
        cell = Cell.parse(row.move["cell"], position.size)
        if row.move.get("personal"):
            key = (cell, PERSONAL)
            assert cell in personal
            truth = (
                florentine_reference.score(
                    board.put(cell, PERSONAL), position.colour, position.rim_seals
                ),
                0,
            )
        else:
            card = Card.parse(row.move["card"])
            lying = card.turned(row.move["turn"])
            key = (cell, lying)
            assert legal[key] == card
            rest = list(position.pool)
            rest.remove(card)
            child = replace(position, board=board.put(cell, lying), pool=tuple(rest))
            result = florentine_reference.solve(child)
            truth = (result.score, result.cards + 1)
        assert key not in seen, f"listed twice: {row.move}"
        seen.add(key)
        assert (row.value["score"], row.value["cards"]) == truth, row.move
        values.append((truth[0], -truth[1]))
    assert seen == set(legal) | {(c, PERSONAL) for c in personal}
    _best_marks(analysis, values)


def agrees_blocked(position: blocked.Position) -> None:
    analysis = analyse(KINDS["blocked"], position, Limits())
    truth = lines_reference.blocked_first_moves(position)
    line, values, seen = position.line, [], set()
    for row in analysis.moves:
        tile = Tile.parse(row.move["tile"])
        key = (tile, None) if not line.laid else (tile, row.move["end"])
        assert key not in seen
        seen.add(key)
        best = truth.get(key)
        if line.laid and line.left == line.right:  # one move for both ends, worth the same
            other = truth.get((tile, "right"))
            assert other == best
        if best is None:
            assert row.value is None
            values.append(None)
            continue
        if position.objective == "max-pips":
            held = sum(t.pips for t in position.hands[position.hand])
            assert row.value == held - best[0]
        else:
            assert row.value == best[1]
        values.append((-best[0], -best[1]))
    if not line.laid:
        assert {k[0] for k in seen} == set(position.layable)
    elif not position.is_blocked(line):
        ends = {line.left, line.right}
        assert {k[0] for k in seen} == {t for t in position.layable if {t.a, t.b} & ends}
    _best_marks(analysis, values)


def agrees_chain(position: chain.Position) -> None:
    analysis = analyse(KINDS["chain"], position, Limits())
    truth = lines_reference.chain_first_moves(position)
    n, values, seen = len(position.tiles), [], set()
    for row in analysis.moves:
        a, b = (int(x) for x in row.move["tile"].split("-"))
        key = (row.move["at"], (a, b))
        assert key not in seen
        seen.add(key)
        feasible = truth.get(key, False)
        if not position.clues:  # a line and its reverse are one
            feasible = feasible or truth.get((n + 1 - key[0], (b, a)), False)
        assert row.value == (n if feasible else None), row.move
        values.append(0 if feasible else None)
    _best_marks(analysis, values)


# -- the one-off run ------------------------------------------------------------
def _endgame(rng: random.Random) -> Position:
    game = rng.choice(["block", "draw"])
    players = rng.choice([2, 2, 3, 4])
    partnerships = players == 4 and rng.random() < 0.5
    per_hand = rng.randint(1, 4 if players == 2 else 3)
    set_size = rng.choice([5, 6])
    pool = list(double_set(set_size))
    rng.shuffle(pool)
    from tests.test_endgame import random_line

    line = random_line(pool, rng.randint(1 if game == "draw" else 0, 3), rng)
    hands = tuple(tuple(pool[p * per_hand : (p + 1) * per_hand]) for p in range(players))
    rest = pool[players * per_hand :]
    drawn = rng.randint(0, 3) if game == "draw" else 0
    return Position(
        hands, line, rng.randrange(players), game, set_size, partnerships, tuple(rest[:drawn])
    )


def draw_with_arms(rng: random.Random) -> Position:
    """A draw round from a random deal under a random spinner rule, played on by
    random lays (the referee's, each arm apart) until few tiles are left: arms
    grow, doubles land on arms."""
    from puzzles.dominoes.endgame import Table
    from puzzles.dominoes.line import Line

    rule = rng.choice(["all", "first", "none"])
    size = rng.choice([4, 5, 6])
    partnerships = rng.random() < 0.3
    players = 4 if partnerships else rng.choice([2, 2, 3])
    pool = list(double_set(size))
    rng.shuffle(pool)
    opener = next(t for t in pool if t.is_double)
    pool.remove(opener)
    per_hand = 5 if players == 2 else 3
    hands = tuple(tuple(pool[p * per_hand : (p + 1) * per_hand]) for p in range(players))
    boneyard = tuple(pool[players * per_hand :][: rng.randint(0, 2)])
    line = Line(((opener.a, opener.a),))
    start = Position(
        hands,
        line,
        rng.randrange(players),
        "draw",
        size,
        partnerships,
        boneyard,
        spinner_rule=rule,
    )
    table, left = Table.start(start), rng.randint(2, 3 if players == 2 else 4)
    while sum(map(len, table.hands)) > left * players // 2 + 1:
        options = table._lays() if table.can_lay(table.player) else table.options()
        if not options:
            break
        trial = table.copy()
        trial.play(rng.choice(options))
        if not all(trial.hands) or trial.over:
            break
        table = trial
    return table.now()


def _blocked(rng: random.Random) -> blocked.Position:
    from tests.test_lines import random_line

    n = rng.choice([2, 3, 3, 4])
    full = list(double_set(n))
    line = random_line(rng, full, rng.randint(0, 3))
    rest = [t for t in full if t not in line.tiles]
    game = rng.choice(["block", "draw"])
    if rng.random() < 0.5:
        rng.shuffle(rest)
        k = rng.randint(2, 3)
        size = min(len(rest) // k, 4)
        hands = tuple(tuple(sorted(rest[i * size : (i + 1) * size])) for i in range(k))
        objective = rng.choice(["min-tiles", "max-pips"])
        hand = rng.randrange(k) if objective == "max-pips" else None
        return blocked.Position(n, game, line, None, hands, objective, hand)
    tiles = None
    if n == 4 or rng.random() < 0.5:
        tiles = tuple(sorted(rng.sample(rest, min(len(rest), rng.randint(1, 8)))))
    return blocked.Position(n, game, line, tiles)


def _chain(rng: random.Random) -> chain.Position:
    from tests.test_lines import random_line

    n = rng.choice([3, 4, 5])
    line = random_line(rng, list(double_set(n)), rng.randint(1, 6))
    tiles = list(line.tiles)
    rng.shuffle(tiles)
    clues = []
    for _ in range(rng.randint(0, 2)):
        if rng.random() < 0.5:
            at = rng.randrange(len(line)) + 1
            clues.append(chain.Clue(at=at, tile=line.laid[at - 1]))
        else:
            end = rng.choice(["left", "right"])
            clues.append(chain.Clue(end=end, pips=line.left if end == "left" else line.right))
    return chain.Position(tuple(tiles), n, tuple(clues))


def main() -> None:
    from tests.helpers import random_endgame

    count = int(sys.argv[sys.argv.index("--count") + 1]) if "--count" in sys.argv else 80
    makers = {
        "endgame": (_endgame, agrees_endgame),
        "draw endgame with spinner arms": (draw_with_arms, agrees_endgame),
        "florentine": (
            lambda rng: random_endgame(rng, rng.randint(1, 3), size=rng.choice([5, 7])),
            agrees_florentine,
        ),
        "blocked": (_blocked, agrees_blocked),
        "chain": (_chain, agrees_chain),
    }
    total = 0
    for name, (make, check) in makers.items():
        rng = random.Random(f"analyse-{name}")
        for _ in range(count):
            check(make(rng))
        total += count
        print(f"{name}: {count} positions agree, every move", flush=True)
    print(f"all kinds: {total} positions agree")  # endgames counted twice: with arms apart


if __name__ == "__main__":
    main()
