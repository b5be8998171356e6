"""Exact double-dummy search of a domino endgame (docs/rules.md section 5, `endgame`).

Two sides, or with 3 players or 4 each for themselves the paranoid value: the
player to move against all the others (solver/dominoes/endgame/sides.py). The search
itself, alpha-beta with a transposition table and move ordering, is in
solver/dominoes/endgame/search.py; the open ends as its key sees them, spinners and
all, in solver/dominoes/endgame/ends.py. This module drives it:

- MTD(f): null-window passes that walk the value up or down from 0, each
  pass reusing the bounds of the one before;
- uniqueness is then a null-window test of every other first move ("does it
  reach the value too?"), and the principal line is read move by move with
  the same test, so both are exact.
"""

from __future__ import annotations

import gc
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from puzzles.dominoes.endgame import Answer, Move, Position, Table
from puzzles.dominoes.endgame_round import End
from puzzles.status import Status
from solver.dominoes.endgame.ends import decode, encode
from solver.dominoes.endgame.search import BitPosition, OutOfTime, enter, searcher
from solver.limits import Clock, Limits


@dataclass(frozen=True)
class _Node:
    """A node of the search spelled out, for the root and the principal line."""

    hands: tuple[int, ...]
    played: int
    e: int  # open ends, as solver/dominoes/endgame/ends.py counts them
    player: int
    k: int  # tiles drawn from the boneyard
    mine: int  # pips in hand of the side to move
    theirs: int

    def turn(
        self, game: BitPosition, hands: tuple[int, ...], played: int, e: int, mine: int
    ) -> _Node:
        """The next player's node once this player has laid or passed, leaving its
        side `mine` pips: the sides swap their pips when the side changes."""
        p = self.player
        nxt = (p + 1) % game.players
        if game.sides.flips[p]:
            return _Node(hands, played, e, nxt, self.k, self.theirs, mine)
        return _Node(hands, played, e, nxt, self.k, mine, self.theirs)


class _Solver:
    """One answer: the value by MTD(f), then the principal line, then uniqueness."""

    def __init__(self, position: Position, clock: Clock):
        self.position = position
        self.game = game = BitPosition(position)
        left, work = clock.left(), clock.work_left()
        deadline = float("inf") if left is None else time.perf_counter() + left
        most = float("inf") if work is None else work
        self.hands = list(game.hands)
        self.search, self.table, self.key, self.work = searcher(game, self.hands, deadline, most)
        held = [sum(t.pips for t in hand) for hand in position.hands]
        mine, theirs = game.sides.split(held, position.to_move)
        ends = Table.start(position).ends
        self.root = _Node(
            hands=tuple(game.hands),
            played=0,
            e=encode(ends),
            player=position.to_move,
            k=0,
            mine=mine,
            theirs=theirs,
        )
        self.proved = None  # the first lay of the best MTD(f) pass that failed high
        # The search recurses once per lay, pass and draw: a lay and up to a pass
        # by every other player per tile, then the draws.
        tiles = sum(map(len, position.hands)) + len(position.boneyard)
        depth = tiles * position.players + len(position.boneyard) + 200
        if depth > sys.getrecursionlimit():
            sys.setrecursionlimit(depth)

    def value(self, node: _Node, alpha: int, beta: int) -> int:
        self.hands[:] = node.hands
        n = node
        e = self.game.view(n.e, n.played)
        return enter(self.search, (n.played, e, n.player, n.k, n.mine, n.theirs, alpha, beta))

    def release(self) -> None:
        """Frees the table and the caches now: the search holds itself in a loop
        of references, which only the garbage collector would break, walking
        every entry."""
        self.table.clear()
        self.game.ends.release()

    def bounds(self) -> list[int]:
        """[lower, upper] of the value: the side to move loses or wins every pip
        (its own too, where the sides' rules count them)."""
        root, spare, sides = self.root, self.game.boneyard_pips[0], self.game.sides
        p = root.player
        return [
            -root.mine - spare - root.theirs * sides.exposed[p],
            root.theirs + spare + root.mine * sides.greedy[p],
        ]

    def mtd(self, bounds: list[int]) -> int:
        """The exact value; `bounds` [lower, upper] narrow as the passes go."""
        guess = self.playout()
        while bounds[0] < bounds[1]:
            b = guess + 1 if guess == bounds[0] else guess
            guess = self.value(self.root, b - 1, b)
            if guess < b:
                bounds[1] = guess
            else:
                bounds[0] = guess
                self.proved = self.best_lay(self.root)
        return guess

    def playout(self) -> int:
        """The value of one quick round, every player laying its first lay in the
        static order: MTD(f)'s first guess. Each pass moves the guess a little,
        and a paranoid value often lies 50 points or more away from 0."""
        node, sign = self.root, 1
        while True:
            kind, options = self.step(node)
            if kind == "over":
                held = [self.game.held(h) for h in node.hands]
                return sign * self.game.sides.blocked(held, node.player)
            _, child, points = options[0]
            if child is None:
                return sign * points
            if kind != "draw" and self.game.sides.flips[node.player]:
                sign = -sign
            node = child

    def best_lay(self, node: _Node):
        """The table's best lay at `node` (its number in `cutoffs`), if it has an
        entry there."""
        n = node
        self.hands[:] = n.hands
        entry = self.table.get(self.key(n.played, self.game.view(n.e, n.played), n.player, n.k))
        return entry[2] if entry else None

    def step(self, node: _Node):
        """('over' | 'draw' | 'pass' | 'lay', [(what, child or None, points if over)])."""
        game, n = self.game, node
        hand, fits = n.hands[n.player], game.ends.fits[n.e]
        zero = game.bit[game.tiles[0]]
        if hand & fits:
            out: list[tuple[tuple, _Node | None, int | None]] = []
            for lay in game.ends.moves(n.e, hand & fits):
                bit, tp, ce = lay[:3]
                if hand == bit:
                    points = game.sides.gone(hand, n.mine - tp, n.theirs, zero, list(n.hands))
                    out.append((lay, None, points))
                    continue
                hands = list(n.hands)
                hands[n.player] ^= bit
                child = n.turn(game, tuple(hands), n.played | bit, ce, n.mine - tp)
                out.append((lay, child, None))
            return "lay", out
        if n.k < len(game.boneyard):
            bit = game.boneyard[n.k]
            hands = list(n.hands)
            hands[n.player] |= bit
            mine = n.mine + game.pips_of[bit]
            child = _Node(
                tuple(hands),
                n.played,
                n.e,
                n.player,
                n.k + 1,
                mine,
                n.theirs,
            )
            return "draw", [(bit, child, None)]
        if not any(h & fits for h in n.hands):
            return "over", []
        return "pass", [(None, n.turn(game, n.hands, n.played, n.e, n.mine), None)]

    def reaches(self, node: _Node, option, v: int) -> bool:
        """Does this lay (or pass) give the side to move at `node` at least `v`?"""
        _, child, points = option
        if child is None:
            return points >= v
        if self.game.sides.flips[node.player]:
            return -self.value(child, -v, -v + 1) >= v
        return self.value(child, v - 1, v) >= v

    def ordered(self, node: _Node, options):
        best = self.best_lay(node)
        return sorted(options, key=lambda o: o[0][4] != best)

    def principal_line(self, v: int, line: list) -> None:
        """Appends (kind, what) to `line` until the round is over."""
        node = self.root
        while node is not None:
            kind, options = self.step(node)
            if kind == "over":
                return
            if kind == "lay":
                option = next(o for o in self.ordered(node, options) if self.reaches(node, o, v))
            else:
                option = options[0]
            line.append((kind, option[0]))
            if kind != "draw" and self.game.sides.flips[node.player]:
                v = -v
            node = option[1]

    def first_lays(self) -> tuple[Any, list[Any]]:
        """The root's lays once the forced draws are made (none if it passes)."""
        node = self.root
        kind, options = self.step(node)
        while kind == "draw":
            node = options[0][1]
            kind, options = self.step(node)
        return (node, options) if kind == "lay" else (node, [])

    def unique(self, v: int) -> bool:
        node, options = self.first_lays()
        reaching = 0
        for option in self.ordered(node, options):
            reaching += self.reaches(node, option, v)
            if reaching > 1:
                return False
        return True

    def answer(self, clock: Clock) -> Answer:
        """The value, then the principal line, then uniqueness, as far as the clock allows."""
        bounds = self.bounds()
        try:
            value = self.mtd(bounds)
        except OutOfTime:
            # Feasible: the side to move gets at least bounds[0] with this first lay.
            _, options = self.first_lays()
            proved = [o[0] for o in options if o[0][4] == self.proved]
            if not proved:
                return Answer(Status.UNKNOWN, None, clock.elapsed())
            first = [("lay", proved[0])]
            return Answer(Status.FEASIBLE, None, clock.elapsed(), bounds[0], self.moves(first))
        line: list = []
        unique = None
        try:
            self.principal_line(value, line)
            unique = self.unique(value)
        except OutOfTime:
            pass
        return Answer(Status.OPTIMAL, unique, clock.elapsed(), value, self.moves(line))

    def moves(self, line: list) -> tuple[Move, ...]:
        """The principal line as the referee names it: which end, on which number."""
        game = self.game
        table = Table.start(self.position)
        out = []
        for kind, what in line:
            if kind == "lay":
                bit, _, ce = what[:3]
                tile = game.tiles[bit.bit_length() - 1]
                ends = decode(ce)
                move = next(m for m in table.options() if m.tile == tile and table.after(m) == ends)
            else:
                move = table.options()[0]
            table.play(move, checked=True)
            out.append(move)
        return tuple(out)


@contextmanager
def _uncollected() -> Iterator[None]:
    """The search makes hundreds of thousands of small objects and no cycles: the
    garbage collector would only walk them over and over (up to a third of a
    draw endgame's time). It runs again, as before, once the answer is out."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


def solve(position: Position, limits: Limits) -> Answer:
    if getattr(position, "hidden", False):  # seen from one seat: not a puzzle
        from puzzles.dominoes.endgame_hidden import HiddenPosition, refuse

        assert isinstance(position, HiddenPosition)
        raise refuse(position)
    return solve_on(position, Clock(limits))


def solve_on(position: Position, clock: Clock) -> Answer:
    """`solve` with a clock of the caller's, which counts the work spent."""
    with _uncollected():
        solver = _Solver(position, clock)
        try:
            return solver.answer(clock)
        finally:
            clock.searched += solver.work()
            solver.release()


def opening(position: Position) -> Table:
    """The table once the player to move has made the draws the rules force."""
    table = Table.start(position)
    while (options := table.options()) and options[0].end == End.DRAW:
        table.play(options[0], checked=True)
    return table


def first_moves(position: Position, answer: Answer, limits: Limits) -> list[tuple[Move, bool]]:
    """Every lay the player to move may open with (after any forced draws), each
    with whether it reaches the best value (`answer`, optimal, gives it): what a
    reader choosing the first move is checked against. Moves leaving the same
    open ends with the same tile are the same move, so each is listed, and
    judged, like its twin. A lay is wrong only once the search proves it falls
    short: without an exact value, or once the work is spent, the rest count
    as best."""
    table = opening(position)
    worse = set()
    if answer.status == Status.OPTIMAL:
        assert answer.value is not None  # an optimal answer has its value
        with _uncollected():
            solver = _Solver(position, Clock(limits))
            node, options = solver.first_lays()
            try:
                for option in options:
                    if not solver.reaches(node, option, answer.value):
                        bit, _, ce = option[0][:3]
                        worse.add((solver.game.tiles[bit.bit_length() - 1], decode(ce)))
            except OutOfTime:
                pass
            finally:
                solver.release()
    return [(m, (m.tile, table.after(m)) not in worse) for m in table._lays()]
