"""`analyse` for endgames: the exact value of every first move, in one search.

The root's value comes first (MTD(f), as `solve` finds it); then each first
lay's child is valued by MTD(f) of its own, started from the root's value,
on the same search and its same transposition table: what the root's search
learnt of the positions below is not searched again, and the moves share
what they meet. Two lays of one tile that leave the same open ends are one
move (docs/rules.md section 5).
"""

from __future__ import annotations

from puzzles.dominoes.endgame import Position
from solver.analyse import Valued
from solver.endgame import _Solver, _uncollected, opening
from solver.endgame_ends import decode
from solver.endgame_search import OutOfTime
from solver.limits import Clock


def analyse_moves(position: Position, clock: Clock) -> list[Valued]:
    with _uncollected():
        solver = _Solver(position, clock)
        try:
            return _moves(solver, position)
        finally:
            clock.searched += solver.work()
            solver.release()


def _moves(solver: _Solver, position: Position) -> list[Valued]:
    table = opening(position)
    options = table.options()
    try:
        root = solver.mtd(solver.bounds())
    except OutOfTime:
        return [Valued(m.to_mapping(), None, None, exact=False) for m in options]
    if not options:
        return []
    if not options[0].lays:  # a forced pass: the one move, worth the position
        return [Valued(options[0].to_mapping(), root, root)]
    node, lays = solver.first_lays()
    flips = solver.game.sides.flips[node.player]
    widest = max(abs(b) for b in solver.bounds()) + 1
    values: dict[tuple, int | None] = {}
    for option in sorted(lays, key=lambda o: o[0][4] != solver.best_lay(node)):
        bit, _, ce = option[0][:3]
        key = (solver.game.tiles[bit.bit_length() - 1], decode(ce))
        if key in values:
            continue
        _, child, points = option
        if child is None:
            values[key] = points
            continue
        guess = -root if flips else root
        try:
            v = _exact(solver, child, guess, -widest, widest)
        except OutOfTime:
            values[key] = None
            continue
        values[key] = -v if flips else v
    out = []
    for move in options:
        value = values.get((move.tile, table.after(move)))
        out.append(Valued(move.to_mapping(), value, value, exact=value is not None))
    return out


def _exact(solver: _Solver, node, guess: int, lower: int, upper: int) -> int:
    """MTD(f) at `node`: null-window passes until the bounds meet (the value
    for the side to move at `node`)."""
    while lower < upper:
        b = guess + 1 if guess == lower else guess
        guess = solver.value(node, b - 1, b)
        if guess < b:
            upper = guess
        else:
            lower = guess
    return guess


def position_text(position: Position) -> str:
    """The position as `solve --format text` draws it, without an answer."""
    from puzzles.dominoes.endgame import Table, arms_text, sides_text
    from puzzles.dominoes.tiles import pips

    out = [f"{position.game} rules, double-{position.set_size}, {sides_text(position)}"]
    ends = ", ".join(map(str, Table.start(position).ends)) or "none"
    out.append(f"line: {position.line or '(empty)'}   open ends: {ends}")
    out += arms_text(position)
    for p, hand in enumerate(position.hands):
        mark = ">" if p == position.to_move else " "
        out.append(f" {mark} player {p}: {' '.join(map(str, hand))}   ({pips(hand)} pips)")
    if position.spinners:
        out.append(f"boneyard, top first: {' '.join(map(str, position.boneyard)) or '(empty)'}")
    return "\n".join(out)


def move_text(move) -> str:
    if move.get("end") == "pass":
        return f"player {move['player']} passes"
    where = "" if move.get("to") is None else f" at the {move['end']} end, on {move['to']}"
    return f"player {move['player']}: {move['tile']}{where}"


def value_text(value) -> str:
    return f"{value:+d}" if value else "0"


def same(position: Position, a, b) -> bool:
    """Two first moves are one when they lay the same tile leaving the same ends."""
    from puzzles.dominoes.endgame import Move

    table = opening(position)
    ma, mb = Move.from_mapping(a), Move.from_mapping(b)
    if not (ma.lays and mb.lays):
        return ma == mb
    return ma.tile == mb.tile and table.after(ma) == table.after(mb)
