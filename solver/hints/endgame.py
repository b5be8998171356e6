"""The human solver for `endgame`: the principal line, one move at a time, with why.

All hands are open. At each turn a person looks for, easiest first:

1. only-move: one legal move (or a forced draw or pass).
1. wins-now: a move that ends the round at once with your side scoring: your
   last tile, or a lay that blocks everybody while your side holds fewer pips.
2. block: after the move the next player, an opponent, holds no tile for
   either end and must pass.
3. read-out: few tiles are left; reading every reply to the end shows this
   move is best.
4. search: nothing above settles it; the solver's move.

The first move is the puzzle's unique answer; later moves follow the solver's
principal line (other moves may be as good there). The techniques assume two
sides (2 players, or 4 in partnerships); with more sides every choice is left
to search.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from puzzles.dominoes.endgame import Move, Position, Table
from puzzles.dominoes.endgame_round import End
from solver.hints import SEARCH, Found, walk
from solver.results import Technique

TECHNIQUES = (
    Technique("only-move", 1, "Only one move is legal (or a draw or a pass is forced)."),
    Technique(
        "wins-now",
        1,
        "A move ends the round at once with your side scoring: your last tile, or a "
        "block while your side holds fewer pips.",
    ),
    Technique(
        "block",
        2,
        "After the move the next player, an opponent, holds nothing for either end and must pass.",
    ),
    Technique(
        "read-out", 3, "Few tiles are left: reading every reply to the end, the move is best."
    ),
    Technique(SEARCH, 4, "Nothing above settles it: search every line of play."),
)
_BY_NAME = {t.name: t for t in TECHNIQUES}
READ_OUT = 6  # tiles left in all hands that a person can read to the end


def clone(table: Table) -> Table:
    return table.copy()


def after(table: Table, move: Move, checked: bool = False) -> Table:
    """The table once `move` is made; `checked`: a move `table.options()`
    gave, not looked for among the lays again (Table.play)."""
    out = clone(table)
    out.play(move, checked=checked)
    return out


def _same(table: Table, a: Move, b: Move) -> bool:
    """Two moves are the same when they lay the same tile leaving the same ends."""
    if not (a.lays and b.lays):
        return a == b
    return a.tile == b.tile and table.after(a) == table.after(b)


def _say(move: Move) -> str:
    if move.end in (End.PASS, End.DRAW):
        return str(move)
    if move.to is None:
        return f"{move.tile}"
    if move.arm is not None:
        return f"{move.tile} at {move.arm} (on {move.to})"
    return f"{move.tile} at the {move.end} end"


@dataclass
class EndgameState:
    position: Position
    table: Table
    line: tuple[Move, ...]  # the principal line still to play

    def finished(self) -> bool:
        return not self.line

    def mine(self, player: int) -> bool:
        return self.position.side(player) == self.position.side(self.position.to_move)

    def for_mover(self, table: Table, mover: int) -> int:
        """A finished round's points, for the side of `mover`."""
        value = table.value()
        return value if self.mine(mover) else -value

    def found(self, move: Move, reason: str) -> Found:
        # Players are numbered from 0, in the reason as in the move, the file and print.
        return Found(move.to_mapping(), f"Player {move.player}: {reason}", move)

    def on_answer(self, found: Found) -> bool:
        return _same(self.table, found.play, self.line[0])

    def after(self, found: Found) -> EndgameState:
        return EndgameState(self.position, after(self.table, self.line[0]), self.line[1:])

    def search(self) -> Found:
        move = self.line[0]
        return self.found(
            move,
            f"no rule settles it: searching every line of play, {_say(move)} gives the "
            "best result.",
        )


def two_sided(position: Position) -> bool:
    return position.players == 2 or position.partnerships


def only_move(state: EndgameState) -> Iterator[Found]:
    options = state.table.options()
    if len(options) == 1:
        move = options[0]
        if move.lays:
            yield state.found(move, f"the only move is {_say(move)}.")
        else:
            yield state.found(move, f"nothing fits, so {move.end} is forced.")


def _lays(state: EndgameState) -> Iterator[tuple[Move, Table]]:
    """Each lay of the player to move and the table after it (two sides only)."""
    if not two_sided(state.position):
        return
    for move in state.table.options():
        if move.lays:
            yield move, after(state.table, move, checked=True)


def wins_now(state: EndgameState) -> Iterator[Found]:
    for move, next_table in _lays(state):
        if next_table.over and state.for_mover(next_table, move.player) > 0:
            points = state.for_mover(next_table, move.player)
            how = "goes out" if next_table.over == "domino" else "blocks the round with fewer pips"
            yield state.found(move, f"{_say(move)} {how} and scores {points} at once.")


def block(state: EndgameState) -> Iterator[Found]:
    for move, next_table in _lays(state):
        if next_table.over:
            continue
        them = next_table.player
        if not state.mine(them) and not next_table.can_lay(them) and not next_table.boneyard:
            ends = " and ".join(str(x) for x in sorted(set(next_table.ends)))
            yield state.found(
                move,
                f"{_say(move)} leaves {ends} open, and player {them} holds none of them: "
                "they must pass.",
            )


def _best(table: Table, mover_side_of, depth: int) -> int | None:
    """Points for side 0 of the original mover by reading every line (None: too deep)."""
    if table.over:
        return table.value()
    if depth == 0:
        return None
    values = []
    for move in table.options():
        v = _best(after(table, move, checked=True), mover_side_of, depth - 1)
        if v is None:
            return None
        values.append(v)
    return max(values) if mover_side_of(table.player) else min(values)


def read_out(state: EndgameState) -> Iterator[Found]:
    table = state.table
    if not two_sided(state.position) or sum(len(h) for h in table.hands) > READ_OUT:
        return
    depth = 3 * READ_OUT
    values: dict[Move, int] = {}
    for move in table.options():
        value = _best(after(table, move, checked=True), state.mine, depth)
        if value is None:
            return
        values[move] = value
    if len(values) < 2:
        return
    sign = 1 if state.mine(table.player) else -1
    best = max(sign * v for v in values.values())
    for move, v in values.items():
        if sign * v == best:
            yield state.found(
                move,
                f"reading every reply to the end, {_say(move)} is best: it gets this "
                f"side {sign * v:+d} points.",
            )


FINDERS = [
    (_BY_NAME["only-move"], only_move),
    (_BY_NAME["wins-now"], wins_now),
    (_BY_NAME["block"], block),
    (_BY_NAME["read-out"], read_out),
]


def explain(position: Position, answer) -> list:
    state = EndgameState(position, Table.start(position), tuple(answer.moves))
    return walk(state, FINDERS, _BY_NAME[SEARCH])


def decisions(position: Position, answer) -> list[bool]:
    """For each move of the best line (each step of `explain`), whether it is
    a real decision: the player to move has two lays or more and at least one
    of them falls short of the best value, so a wrong choice is possible.
    Every side's moves count: a double-dummy reader finds them all."""
    from solver.dominoes.endgame.solve import first_moves, solve
    from solver.limits import Limits

    table = Table.start(position)
    flags: list[bool] = []
    for move in answer.moves:
        lays = [m for m in table.options() if m.lays]
        real = False
        if len(lays) > 1:
            now = Position(
                hands=tuple(tuple(sorted(h)) for h in table.hands),
                line=table.line,
                to_move=table.player,
                partnerships=position.partnerships,
            )
            best = solve(now, Limits())
            real = not all(good for _, good in first_moves(now, best, Limits()))
        flags.append(real)
        table = after(table, move)
    return flags
