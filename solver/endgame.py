"""Exact double-dummy search of a domino endgame (RULES.md section 5, `endgame`).

The sides take turns (two players, or 0 and 2 against 1 and 3), so the search
is a negamax: a node's value is the round's points for the side to move.
What makes it fast enough for a whole double-six partnership deal:

- hands are bitmasks over the set; for every multiset of open ends, interned
  to a small number, a table holds the tiles that fit and each distinct lay
  (tile and resulting open ends: RULES.md's "same move" is generated once);
- alpha-beta with a transposition table of lower and upper bounds, keyed on
  the tiles laid, the open ends, the player to move and who drew what. Under
  block rules the tiles laid give every hand, so the key is one small int;
- MTD(f): null-window passes that walk the value up or down from 0, each
  pass reusing the bounds of the one before;
- cheap cut-offs: a side never scores more than the other side's pips, nor
  loses more than its own (plus the boneyard, under draw rules); a forced
  lay is played without a table entry;
- move order: the table's best move, then lays that leave the next player,
  an opponent, without a tile to lay, then lays that cut searches short
  most often before (the history heuristic: some 40% less work), then
  heavier tiles and doubles.

Uniqueness is then a null-window test of every other first move ("does it
reach the value too?"), and the principal line is read move by move with
the same test, so both are exact.
"""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass

from puzzles.dominoes import Ends, add_to_ends, double_set, first_ends
from puzzles.endgame import Answer, Move, Position, Table
from solver.limits import Clock, Limits

_CHECK_EVERY = 1023  # table stores between two looks at the clock


class _OutOfTime(Exception):
    pass


class _Lays(dict):
    """Open ends id -> (mask of the tiles that fit, the distinct lays), built on
    first use. A lay is (tile bit, pips, ends id after, mask fitting after, its
    number in `game.cutoffs`)."""

    def __init__(self, game: _Game):
        super().__init__()
        self.game = game

    def __missing__(self, e: int) -> tuple[int, list[tuple[int, int, int, int]]]:
        game = self.game
        ends = game.ends_of[e]
        lays, seen = [], set()
        for i, tile in enumerate(game.tiles):
            if not ends:
                after_all = [first_ends(tile, spinner=False)]
            else:
                spins = game.spinners and tile.is_double
                after_all = [
                    add_to_ends(ends, tile, x, spins) for x in {tile.a, tile.b} if x in ends
                ]
            for after in after_all:
                if (i, after) not in seen:
                    seen.add((i, after))
                    lay = (1 << i, tile.pips, game.ends_id(after), game.fitting(after))
                    lays.append((*lay, len(game.cutoffs)))
                    game.cutoffs.append(0)
        # Heavy tiles and doubles first: shedding them is what a good player does.
        lays.sort(key=lambda lay: -game.pips_of[lay[0]] - 4 * game.double[lay[0]])
        self[e] = (game.fitting(ends), lays)
        return self[e]


class _Game:
    """The position as bitmasks, and the interning of open ends."""

    def __init__(self, position: Position):
        self.position = position
        self.tiles = double_set(position.set_size)
        self.bit = {t: 1 << i for i, t in enumerate(self.tiles)}
        self.pips_of = {1 << i: t.pips for i, t in enumerate(self.tiles)}
        self.double = {1 << i: t.is_double for i, t in enumerate(self.tiles)}
        self.with_number = [0] * (position.set_size + 1)
        for t in self.tiles:
            self.with_number[t.a] |= self.bit[t]
            self.with_number[t.b] |= self.bit[t]
        self.spinners = position.spinners
        self.players = position.players
        self.hands = [sum(self.bit[t] for t in hand) for hand in position.hands]
        self.boneyard = [self.bit[t] for t in position.boneyard]
        # pips still in the boneyard from each draw on: what a side may yet pick up
        self.boneyard_pips = [
            sum(t.pips for t in position.boneyard[k:]) for k in range(len(position.boneyard) + 1)
        ]
        self.ends_of: list[Ends] = []
        self._ids: dict[Ends, int] = {}
        # How often each lay (a tile onto given open ends) cut a search short:
        # a lay that refuted one position tends to refute its neighbours.
        self.cutoffs: list[int] = []
        self.lays = _Lays(self)

    def ends_id(self, ends: Ends) -> int:
        e = self._ids.get(ends)
        if e is None:
            e = self._ids[ends] = len(self.ends_of)
            self.ends_of.append(ends)
        return e

    def fitting(self, ends: Ends) -> int:
        if not ends:
            return (1 << len(self.tiles)) - 1
        mask = 0
        for x in set(ends):
            mask |= self.with_number[x]
        return mask


@dataclass(frozen=True)
class _Node:
    """A node of the search spelled out, for the root and the principal line."""

    hands: tuple[int, ...]
    played: int
    e: int  # open ends id
    player: int
    drawn: int  # who drew what: 1, then times 4 plus the drawer per tile drawn
    k: int  # tiles drawn from the boneyard
    mine: int  # pips in hand of the side to move
    theirs: int


def _searcher(game: _Game, hands: list[int], deadline: float):
    """The negamax over `hands` (mutated and restored), and its table."""
    lays_of = game.lays
    boneyard, boneyard_pips = game.boneyard, game.boneyard_pips
    pips_of, cutoffs = game.pips_of, game.cutoffs
    after = [(p + 1) % game.players for p in range(game.players)]
    tile_bits = len(game.tiles)
    drawn_bits = 2 * len(boneyard) + 1
    table: dict[int, tuple[int, int, tuple | None]] = {}
    stores = 0

    def key(played, e, p, drawn):
        return (((e << drawn_bits | drawn) << tile_bits | played) << 2) | p

    def search(played, e, p, drawn, k, mine, theirs, alpha, beta):
        nonlocal stores
        spare = boneyard_pips[k]
        if theirs + spare <= alpha:
            return theirs + spare
        if -mine - spare >= beta:
            return -mine - spare
        fits, lays = lays_of[e]
        hand = hands[p]
        fit = hand & fits
        if not fit:
            if k < len(boneyard):  # draw until a tile fits: same player, same side
                picked, j = 0, k
                while j < len(boneyard):
                    bit = boneyard[j]
                    picked |= bit
                    mine += pips_of[bit]
                    drawn = drawn << 2 | p
                    j += 1
                    if bit & fits:
                        break
                hands[p] = hand | picked
                v = search(played, e, p, drawn, j, mine, theirs, alpha, beta)
                hands[p] = hand
                return v
            if not any(h & fits for h in hands):
                return theirs - mine  # blocked: the lower side scores the difference
            return -search(played, e, after[p], drawn, k, theirs, mine, -beta, -alpha)
        q = after[p]
        moves = [lay for lay in lays if lay[0] & fit]
        if len(moves) == 1:  # forced: no table entry
            bit, tp, ce, _, _ = moves[0]
            if hand == bit:
                return max(0, theirs - mine + tp)
            hands[p] = hand ^ bit
            v = -search(played | bit, ce, q, drawn, k, theirs, mine - tp, -beta, -alpha)
            hands[p] = hand
            return v
        code = (((e << drawn_bits | drawn) << tile_bits | played) << 2) | p
        entry = table.get(code)
        if entry is not None:
            lo, hi, best_move = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            alpha, beta = max(alpha, lo), min(beta, hi)
        else:
            lo, hi, best_move = -1 << 30, 1 << 30, None
        alpha0 = alpha
        # Lays that leave the next player, an opponent, nothing to lay first,
        # then those that cut most searches short; before them all the best lay
        # of an earlier visit (the same key holds the same hands and ends, so
        # the same lays).
        nxt = hands[q]
        moves.sort(key=lambda m: (bool(nxt & m[3]), -cutoffs[m[4]]))
        if best_move is not None:
            moves.remove(best_move)
            moves.insert(0, best_move)
        best, best_move = -1 << 30, None
        for move in moves:
            bit, tp, ce, _, _ = move
            if hand == bit:
                v = max(0, theirs - mine + tp)
            else:
                hands[p] = hand ^ bit
                v = -search(played | bit, ce, q, drawn, k, theirs, mine - tp, -beta, -alpha)
            if v > best:
                best, best_move = v, move
                if v > alpha:
                    alpha = v
                    if v >= beta:
                        cutoffs[move[4]] += 1
                        break
        hands[p] = hand
        if best <= alpha0:
            hi = best
        elif best >= beta:
            lo = best
        else:
            lo = hi = best
        table[code] = (lo, hi, best_move)
        stores += 1
        if not stores & _CHECK_EVERY and time.perf_counter() > deadline:
            raise _OutOfTime
        return best

    return search, table, key


class _Solver:
    """One answer: the value by MTD(f), then the principal line, then uniqueness."""

    def __init__(self, position: Position, clock: Clock):
        self.position = position
        self.game = game = _Game(position)
        left = clock.left()
        deadline = float("inf") if left is None else time.perf_counter() + left
        self.hands = list(game.hands)
        self.search, self.table, self.key = _searcher(game, self.hands, deadline)
        side = [0, 0]
        for p, hand in enumerate(position.hands):
            side[position.side(p)] += sum(t.pips for t in hand)
        mover = position.side(position.to_move)
        ends = Table.start(position).ends
        self.root = _Node(
            hands=tuple(game.hands),
            played=0,
            e=game.ends_id(ends),
            player=position.to_move,
            drawn=1,
            k=0,
            mine=side[mover],
            theirs=side[1 - mover],
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
        return self.search(n.played, n.e, n.player, n.drawn, n.k, n.mine, n.theirs, alpha, beta)

    def bounds(self) -> list[int]:
        """[lower, upper] of the value: the side to move loses or wins every pip."""
        root, boneyard = self.root, self.game.boneyard_pips[0]
        return [-root.mine - boneyard, root.theirs + boneyard]

    def mtd(self, bounds: list[int]) -> int:
        """The exact value; `bounds` [lower, upper] narrow as the passes go."""
        guess = 0
        while bounds[0] < bounds[1]:
            b = guess + 1 if guess == bounds[0] else guess
            guess = self.value(self.root, b - 1, b)
            if guess < b:
                bounds[1] = guess
            else:
                bounds[0] = guess
                self.proved = self.best_lay(self.root)
        return guess

    def best_lay(self, node: _Node):
        """The table's best lay at `node`, if it has an entry there."""
        n = node
        entry = self.table.get(self.key(n.played, n.e, n.player, n.drawn))
        return entry[2] if entry else None

    def step(self, node: _Node):
        """('over' | 'draw' | 'pass' | 'lay', [(what, child or None, points if over)])."""
        game, n = self.game, node
        fits, lays = game.lays[n.e]
        hand = n.hands[n.player]
        nxt = (n.player + 1) % game.players
        if hand & fits:
            out = []
            for lay in lays:
                bit, tp, ce, _, _ = lay
                if not bit & hand:
                    continue
                if hand == bit:
                    out.append((lay, None, max(0, n.theirs - n.mine + tp)))
                    continue
                hands = list(n.hands)
                hands[n.player] ^= bit
                child = _Node(
                    tuple(hands), n.played | bit, ce, nxt, n.drawn, n.k, n.theirs, n.mine - tp
                )
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
                n.drawn << 2 | n.player,
                n.k + 1,
                mine,
                n.theirs,
            )
            return "draw", [(bit, child, None)]
        if not any(h & fits for h in n.hands):
            return "over", []
        child = _Node(n.hands, n.played, n.e, nxt, n.drawn, n.k, n.theirs, n.mine)
        return "pass", [(None, child, None)]

    def reaches(self, option, v: int) -> bool:
        """Does this lay give the side to move at least `v`?"""
        _, child, points = option
        if child is None:
            return points >= v
        return -self.value(child, -v, -v + 1) >= v

    def ordered(self, node: _Node, options):
        best = self.best_lay(node)
        return sorted(options, key=lambda o: o[0] != best)

    def principal_line(self, v: int, line: list) -> None:
        """Appends (kind, what) to `line` until the round is over."""
        node = self.root
        while node is not None:
            kind, options = self.step(node)
            if kind == "over":
                return
            if kind == "lay":
                option = next(o for o in self.ordered(node, options) if self.reaches(o, v))
            else:
                option = options[0]
            line.append((kind, option[0]))
            if kind != "draw":
                v = -v
            node = option[1]

    def first_lays(self):
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
            reaching += self.reaches(option, v)
            if reaching > 1:
                return False
        return True

    def moves(self, line: list) -> tuple[Move, ...]:
        """The principal line as the referee names it: which end, on which number."""
        game = self.game
        table = Table.start(self.position)
        out = []
        for kind, what in line:
            if kind == "lay":
                bit, _, ce, _, _ = what
                tile = game.tiles[bit.bit_length() - 1]
                ends = game.ends_of[ce]
                move = next(m for m in table.options() if m.tile == tile and table.after(m) == ends)
            else:
                move = table.options()[0]
            table.play(move)
            out.append(move)
        return tuple(out)


def solve(position: Position, limits: Limits) -> Answer:
    clock = Clock(limits)
    solver = _Solver(position, clock)
    bounds = solver.bounds()
    try:
        value = solver.mtd(bounds)
    except _OutOfTime:
        # Feasible: the side to move gets at least bounds[0] with this first lay.
        if solver.proved is None:
            return Answer("unknown", None, clock.elapsed())
        line = [("lay", solver.proved)]
        return Answer("feasible", None, clock.elapsed(), bounds[0], solver.moves(line))
    line: list = []
    unique = None
    try:
        solver.principal_line(value, line)
        unique = solver.unique(value)
    except _OutOfTime:
        pass
    return Answer("optimal", unique, clock.elapsed(), value, solver.moves(line))


def opening(position: Position) -> Table:
    """The table once the player to move has made the draws the rules force."""
    table = Table.start(position)
    while table.options() and table.options()[0].end == "draw":
        table.play(table.options()[0])
    return table


def first_moves(position: Position, limits: Limits) -> list[tuple[Move, bool]]:
    """Every lay the player to move may open with (after any forced draws), each
    with whether it reaches the best value: what a reader choosing the first move
    is checked against. Moves leaving the same open ends with the same tile are
    the same move, so each is listed, and judged, like its twin."""
    solver = _Solver(position, Clock(limits))
    value = solver.mtd(solver.bounds())
    _, options = solver.first_lays()
    best = set()
    for option in options:
        bit, _, ce, _, _ = option[0]
        if solver.reaches(option, value):
            best.add((solver.game.tiles[bit.bit_length() - 1], solver.game.ends_of[ce]))
    table = opening(position)
    return [(m, (m.tile, table.after(m)) in best) for m in table._lays()]
