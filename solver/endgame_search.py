"""The search core of solver/endgame.py: the position as bitmasks, and alpha-beta.

- Hands are bitmasks over the set. For every multiset of open ends, interned
  to a small number, a table holds the tiles that fit and each distinct lay
  (tile and resulting open ends: RULES.md's "same move" is generated once).
- A negamax over two sides (solver/endgame_sides.py: two sides that take
  turns, or the paranoid one against the others), with alpha-beta and a
  transposition table of lower and upper bounds. The key is the tiles laid,
  the open ends as the rest of the round sees them (solver/endgame_ends.py),
  the player to move, and who drew what. Under block rules the tiles laid
  give every hand.
- Cheap cut-offs: a side never scores more than what the others hold (plus
  the boneyard), nor loses more than what it holds itself (all the pips, for
  the paranoid player alone); a forced lay is played without a table entry.
- Move order: the table's best move, then lays that leave the next player,
  an opponent, without a tile to lay (a partner: with one), then lays that
  cut searches short most often before (the history heuristic), then heavy
  tiles and doubles, and spinners last among equals (solver/endgame_ends.py).
"""

from __future__ import annotations

import time

CALLS = [0]

from puzzles.dominoes import Ends, add_to_ends, double_set, first_ends
from puzzles.endgame import Position
from solver.endgame_ends import OpenEnds
from solver.endgame_sides import Sides

CHECK_EVERY = 1023  # table stores between two looks at the clock


class OutOfTime(Exception):
    pass


class Game:
    """The position as bitmasks, its sides, and the interning of open ends."""

    def __init__(self, position: Position):
        self.position = position
        self.sides = Sides.of(position)
        self.tiles = double_set(position.set_size)
        self.bit = {t: 1 << i for i, t in enumerate(self.tiles)}
        self.pips_of = {1 << i: t.pips for i, t in enumerate(self.tiles)}
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
        # the tiles that may still be laid: in a hand or the boneyard
        self.live = sum(self.hands) | sum(self.boneyard)
        self.ends = OpenEnds(self.with_number)
        # per ends id: the tiles that fit, and each tile's lays, built on first use
        self.fits_of: list[int] = []
        self.tile_lays: list[dict[int, list[tuple]]] = []
        # How often each lay (a tile onto given open ends) cut a search short:
        # a lay that refuted one position tends to refute its neighbours.
        self.cutoffs: list[int] = []

    def ends_id(self, ends: Ends) -> int:
        e = self.ends.id(ends)
        if e == len(self.fits_of):
            self.fits_of.append(self.fitting(ends))
            self.tile_lays.append({})
        return e

    def fitting(self, ends: Ends) -> int:
        if not ends:
            return (1 << len(self.tiles)) - 1
        mask = 0
        for x in set(ends):
            mask |= self.with_number[x]
        return mask

    def lays_of(self, e: int, bit: int) -> list[tuple[int, int, int, int, int, tuple]]:
        """The distinct lays of one tile onto ends `e` (the same tile leaving the same
        ends is one move: RULES.md section 5): (tile bit, pips, ends id after, mask
        fitting after, its number in `cutoffs`, its static rank)."""
        known = self.tile_lays[e].get(bit)
        if known is not None:
            return known
        ends, tile = self.ends.of[e], self.tiles[bit.bit_length() - 1]
        if not ends:
            after_all = [first_ends(tile, spinner=False)]
        else:
            spins = self.spinners and tile.is_double
            after_all = sorted(
                {add_to_ends(ends, tile, x, spins) for x in {tile.a, tile.b} if x in ends}
            )
        out = []
        for after in after_all:
            ce = self.ends_id(after)
            rank = self.ends.order(ends, ce, tile)
            out.append((bit, tile.pips, ce, self.fits_of[ce], len(self.cutoffs), rank))
            self.cutoffs.append(0)
        self.tile_lays[e][bit] = out
        return out

    def moves(self, e: int, fit: int) -> list[tuple]:
        """Every lay of the tiles in `fit` onto ends `e`, in their static order."""
        out = []
        while fit:
            low = fit & -fit
            fit ^= low
            out += self.lays_of(e, low)
        out.sort(key=lambda lay: lay[5])
        return out

    def held(self, hand: int) -> int:
        """The pips in a hand."""
        pips_of, total = self.pips_of, 0
        while hand:
            low = hand & -hand
            total += pips_of[low]
            hand ^= low
        return total


def searcher(game: Game, hands: list[int], deadline: float):
    """The negamax over `hands` (mutated and restored), its table, and its key."""
    fits_of, tile_lays, lays_of, sides = game.fits_of, game.tile_lays, game.lays_of, game.sides
    boneyard, boneyard_pips = game.boneyard, game.boneyard_pips
    pips_of, cutoffs, live = game.pips_of, game.cutoffs, game.live
    after = [(p + 1) % game.players for p in range(game.players)]
    flips, greedy, exposed, on_side = sides.flips, sides.greedy, sides.exposed, sides.on_side
    drawn_out = len(boneyard)  # k once the boneyard is empty
    gone, zero = sides.gone, game.bit[game.tiles[0]]
    ends_key, spinners = game.ends.key, game.spinners
    paranoid = sides.paranoid
    tile_bits = len(game.tiles)
    drawn_bits = 2 * len(boneyard) + 1
    table: dict[int, tuple[int, int, tuple | None]] = {}
    stores = 0

    def key(played, e, p, drawn):
        # Under block rules the tiles laid fix the open ends but for rare loops:
        # only spinners' ends vary enough for their key to merge positions.
        ends = ends_key(e, live & ~played) if spinners else e
        return (((ends << drawn_bits | drawn) << tile_bits | played) << 2) | p

    def search(played, e, p, drawn, k, mine, theirs, alpha, beta):
        nonlocal stores
        CALLS[0] += 1
        spare = boneyard_pips[k]
        top = theirs + spare + mine * greedy[p]
        if top <= alpha:
            return top
        bottom = -mine - spare - theirs * exposed[p]
        if bottom >= beta:
            return bottom
        fits = fits_of[e]
        hand = hands[p]
        fit = hand & fits
        q, flip = after[p], flips[p]
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
                return sides.blocked([game.held(h) for h in hands], p)
            if flip:
                return -search(played, e, q, drawn, k, theirs, mine, -beta, -alpha)
            return search(played, e, q, drawn, k, mine, theirs, alpha, beta)
        per_tile, moves = tile_lays[e], []
        while fit:
            low = fit & -fit
            fit ^= low
            known = per_tile.get(low)
            moves += lays_of(e, low) if known is None else known
        forced = len(moves) == 1  # played without a table entry
        if not forced:
            code = key(played, e, p, drawn)
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
            # The best lay of an earlier visit first, then those that leave the next
            # player, an opponent, nothing to lay (a partner: something), then
            # those that cut most searches short, then heavy tiles and doubles.
            # Paranoid, the others play light tiles first and before the history:
            # every pip they keep is scored when one of them goes out.
            nxt = hands[q]
            if paranoid:
                light = 1 if greedy[p] else -1
                moves.sort(
                    key=lambda m: (
                        m != best_move,
                        bool(nxt & m[3]) == flip,
                        light * m[1],
                        -cutoffs[m[4]],
                    )
                )
            else:
                moves.sort(
                    key=lambda m: (m != best_move, bool(nxt & m[3]) == flip, -cutoffs[m[4]], m[5])
                )
        alpha0, own = alpha, on_side[p]
        best, best_move = -1 << 30, None
        for move in moves:
            bit, tp, ce, fa, _, _ = move
            if hand == bit:
                v = gone(hand, mine - tp, theirs, zero, hands)
            else:
                hands[p] = hand ^ bit
                r = q
                if not hands[r] & fa and k == drawn_out:
                    # r must pass: the turn goes on to the first player who can lay
                    r = after[r]
                    while r != q and not hands[r] & fa:
                        r = after[r]
                if r == q and not hands[r] & fa and k == drawn_out:
                    v = sides.blocked([game.held(h) for h in hands], p)
                elif on_side[r] == own:
                    v = search(played | bit, ce, r, drawn, k, mine - tp, theirs, alpha, beta)
                else:
                    v = -search(played | bit, ce, r, drawn, k, theirs, mine - tp, -beta, -alpha)
            if v > best:
                best, best_move = v, move
                if v > alpha:
                    alpha = v
                    if v >= beta:
                        cutoffs[move[4]] += 1
                        break
        if forced:
            hands[p] = hand
            return best
        hands[p] = hand
        if best <= alpha0:
            hi = best
        elif best >= beta:
            lo = best
        else:
            lo = hi = best
        table[code] = (lo, hi, best_move)
        stores += 1
        if not stores & CHECK_EVERY and time.perf_counter() > deadline:
            raise OutOfTime
        return best

    return search, table, key
