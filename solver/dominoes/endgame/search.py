"""The search core of solver/dominoes/endgame/solve.py: the position as bitmasks, and alpha-beta.

- Hands are bitmasks over the set; the open ends are one int, their lays
  and the tiles that fit them cached (solver/dominoes/endgame/ends.py).
- A negamax over two sides (solver/dominoes/endgame/sides.py: two sides that take
  turns, or the paranoid one against the others), with alpha-beta and a
  transposition table of lower and upper bounds. The key is the tiles laid,
  the open ends as the rest of the round sees them, the player to move, and
  who drew what. Under block rules (and draw rules once the boneyard is
  empty) the tiles laid give every hand; under draw rules with a boneyard,
  spinners or not, the key spells the hands out.
- Cheap cut-offs: a side never scores more than what the others hold (plus
  what of the boneyard may end in a hand: not a tile sure to fit when it is
  drawn), nor loses more than what it holds itself (all the pips, for
  the paranoid player alone); paranoid, the one of the others who wins
  takes less than every pip: they lay a whole hand to go out, or keep a
  tile in a block, which comes only once every tile of a number is laid. A
  forced lay is played without a table entry, passes are skipped to the
  next player who can lay, and a player whose last tile fits goes out
  without a search of their own.
- Move order: the table's best move, then lays that leave the next player,
  an opponent, without a tile to lay (a partner: with one; under draw rules
  the fewer tiles the better), then lays that
  cut searches short most often before (the history heuristic), then heavy
  tiles and doubles before light ones, spinners after plain lays. Paranoid,
  the others lay light tiles first where the history ties: every pip they
  keep counts for the one of them who goes out.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from types import FunctionType
from typing import Any

from puzzles.dominoes.endgame import Position
from puzzles.dominoes.tiles import double_set
from solver.dominoes.endgame.ends import BITS, DEAD, Cache, OpenEnds
from solver.dominoes.endgame.sides import Sides
from solver.limits import OutOfTime  # the one: catching it catches every solver's

CHECK_EVERY = 1023  # table stores between two looks at the clock and the work
# The search's deterministic work (solver/limits.py) counts the positions it
# visits and the lays it orders there, and the open ends it meets for the first
# time (each fills caches: solver/dominoes/endgame/ends.py); under draw rules a position
# costs more (its key spells out every hand). Weighed so that a unit takes about
# as long as one of CP-SAT's at most (python -m tests.bench limits).
NODES_PER_WORK = 400_000
DRAW_NODE = 2  # a position or lay under draw rules, in block-rule ones
NEW_ENDS = 10  # an open-ends value met for the first time, in positions


def _enter(search: Callable[..., Any], args: tuple[Any, ...]) -> Any:
    return search(*args)


# CPython keeps its frames in chunks of 16 KB, mapped when a call needs one and
# unmapped when that call returns: a search whose depth swings across a chunk's
# end maps and unmaps memory hundreds of thousands of times, half the time of a
# search in system calls, where the chunk ends depending on how deep the caller
# already is. A frame this big never fits in a 16 KB chunk, so the search starts
# in a fresh chunk of 64 KB, 40 KB of it free: room for the deepest search.
enter = FunctionType(_enter.__code__.replace(co_stacksize=3100), globals(), "enter")


class BitPosition:
    """The position as bitmasks, its sides, and its open ends."""

    def __init__(self, position: Position):
        self.position = position
        self.sides = Sides.of(position)
        self.tiles = double_set(position.set_size)
        self.bit = {t: 1 << i for i, t in enumerate(self.tiles)}
        self.pips_of = {1 << i: t.pips for i, t in enumerate(self.tiles)}
        # Draw rules (tiles drawn: the key spells out the hands, the ends are
        # reduced); whether a double laid from here on spins is apart (the
        # spinner rules `first` and `none`: docs/rules.md section 4).
        self.spinners = position.spinners
        self.spins = getattr(position, "spins_now", position.spinners)
        self.players = position.players
        self.hands = [sum(self.bit[t] for t in hand) for hand in position.hands]
        self.boneyard = [self.bit[t] for t in position.boneyard]
        # pips still in the boneyard from each draw on: what a side may yet pick up
        self.boneyard_pips = [
            sum(t.pips for t in position.boneyard[k:]) for k in range(len(position.boneyard) + 1)
        ]
        # the tiles that may still be laid: in a hand or the boneyard
        self.live = sum(self.hands) | sum(self.boneyard)
        self.ends = OpenEnds(self.tiles, self.spins)
        # The table's key spells out every hand where the tiles laid do not give
        # them: under draw rules, spinners or not (`first` once its double is
        # laid, `none`), while the boneyard still holds a tile.
        self.keyed = self.spinners or bool(self.boneyard)

    def view(self, e: int, played: int) -> int:
        """The open ends `e` as the search holds them once `played` are laid."""
        return self.ends.reduce(e, self.live & ~played) if self.spinners else e

    def lightest(self, hand: int) -> int:
        """Twice the pips of the lightest tile of `hand`."""
        return 2 * min(self.pips_of[1 << i] for i in range(hand.bit_length()) if hand >> i & 1)

    def held(self, hand: int) -> int:
        """The pips in a hand."""
        pips_of, total = self.pips_of, 0
        while hand:
            low = hand & -hand
            total += pips_of[low]
            hand ^= low
        return total


# `searcher` stays one long function on purpose: the search is a closure over
# some forty locals (the tables of ends, lays, caches, the transposition table),
# read on every node. Split into functions, each node would look them up as
# attributes or pass them as arguments, where CPython reads a closure's local
# in one step: a split should show no loss in `python -m tests.bench endgames`
# before it lands. Its parts are named in comments instead.
def searcher(game: BitPosition, hands: list[int], deadline: float, most: float):
    """The negamax over `hands` (mutated and restored), its table, its key, and
    the work it has done. OutOfTime past `deadline` (wall clock) or once the
    work passes `most`: the work counts the same on every run and bounds the
    memory of the table and the caches too."""
    ends, sides, position = game.ends, game.sides, game.position
    fits_of, cutoffs = ends.fits, ends.cutoffs
    # Under draw rules a round meets too many ends to build every lay once for
    # each: the search takes steps (what a lay adds to the ends) and adds them.
    tile_lays, lays_of = (ends.steps, ends.steps_of) if game.spinners else (ends.lays, ends.lays_of)
    boneyard, boneyard_pips = game.boneyard, game.boneyard_pips
    pips_of, live = game.pips_of, game.live
    after = [(p + 1) % game.players for p in range(game.players)]
    flips, greedy, exposed, on_side = sides.flips, sides.greedy, sides.exposed, sides.on_side
    drawn_out = len(boneyard)  # k once the boneyard is empty
    gone, zero = sides.gone, game.bit[game.tiles[0]]
    spinners, keyed = game.spinners, game.keyed
    paranoid = sides.paranoid
    others = [c for c in range(game.players) if not on_side[c]]
    n_others = len(others)
    held_of = Cache(game.held)
    weighed = Cache(lambda hand: (game.held(hand), game.lightest(hand)))
    # twice the lightest tile still in the boneyard: a player blocked may keep it
    kept = [2 * min((pips_of[b] for b in boneyard[j:]), default=99) for j in range(drawn_out + 1)]
    with_number = ends.with_number
    # Each boneyard tile, with for each of its numbers the tiles that may cover an
    # end showing it before the tile is drawn: not doubles (a spinner laid on an
    # end leaves more ends of its number), not the tile itself nor those under it.
    doubles = sum(game.bit[t] for t in game.tiles if t.is_double)
    drawable = [
        (
            t.pips,
            tuple((BITS * x, with_number[x] & ~doubles & ~sum(boneyard[j:])) for x in {t.a, t.b}),
        )
        for j, t in enumerate(position.boneyard)
    ]

    def unsure(e: int, in_play: int, k: int) -> int:
        """The pips of the boneyard, from the k-th tile on, that may end in a hand.
        A tile is kept only if it does not fit when drawn (a draw stops at the
        first tile that fits, and the player lays it). A tile one of whose numbers
        shows on more ends than the tiles in play that may cover them fits
        whenever it is drawn: each covers one end at most, and no other lay
        takes an end away. `e` counts no more ends than the table shows."""
        total = 0
        for pips, numbers in drawable[k:]:
            for shift, coverers in numbers:
                if (e >> shift & 31) > (coverers & in_play).bit_count():
                    break
            else:
                total += pips
        return total

    def to_block(in_play: int) -> int:
        """The fewest pips laid before a block: every tile in play of a number."""
        fewest = 1 << 30
        for tiles in with_number:
            tiles &= in_play
            if tiles and held_of[tiles] < fewest:
                fewest = held_of[tiles]
        return fewest

    tile_bits = len(game.tiles)
    table: dict[int | tuple, tuple[int, int, int | None]] = {}
    stores = nodes = 0
    node_weight = DRAW_NODE if keyed else 1

    def work() -> float:
        return (nodes * node_weight + NEW_ENDS * len(fits_of)) / NODES_PER_WORK

    def key(played: int, e: int, p: int, k: int) -> int | tuple[int, ...]:
        """Under block rules the tiles laid give every hand, and fix the open ends
        but for rare loops. Under draw rules with a boneyard the hands themselves:
        a tile drawn and laid leaves the same hands whoever drew it; with
        spinners the ends are reduced."""
        if not keyed:
            return ((e << tile_bits | played) << 2) | p
        return (e, k, p, *hands)

    def search(
        played: int, e: int, p: int, k: int, mine: int, theirs: int, alpha: int, beta: int
    ) -> int:
        nonlocal stores, nodes
        nodes += 1
        spare = boneyard_pips[k]
        if spare:
            # Where the bounds below would cut but for the boneyard, count only the
            # tiles of it that may end in a hand.
            if paranoid:
                if greedy[p]:
                    near = theirs + mine - mine // n_others <= alpha
                else:
                    near = theirs // n_others - mine - theirs >= beta
            else:
                near = theirs <= alpha or -mine >= beta
            if near:
                spare = unsure(e, live & ~played, k)
        top = theirs + spare + mine * greedy[p]
        if top <= alpha:
            return top
        bottom = -mine - spare - theirs * exposed[p]
        if bottom >= beta:
            return bottom
        # One of the others who wins either goes out, laying a whole hand, or is
        # blocked, keeping a tile that counts twice, once every tile of a number
        # on the table is laid: the most they can take is less. (A block with
        # nothing more laid leaves the winner no lighter than now, so it takes
        # no more than `out` allows, and the blocked bound is only looked at
        # where `out` alone cuts.) Their lightest hand holds at most their
        # average: no use looking if that cuts nothing.
        if paranoid and (
            top - mine // n_others <= alpha if greedy[p] else bottom + theirs // n_others >= beta
        ):
            out, keep = 1 << 30, kept[k]
            for c in others:
                held, light = weighed[hands[c]]
                if held < out:
                    out = held
                if light < keep:
                    keep = light
            m = out if out < keep else keep
            if greedy[p]:
                if top - m <= alpha:
                    return top - m
                if top - out <= alpha:
                    m = min(out, keep + to_block(live & ~played))
                    if top - m <= alpha:
                        return top - m
            else:
                if bottom + m >= beta:
                    return bottom + m
                if bottom + out >= beta:
                    m = min(out, keep + to_block(live & ~played))
                    if bottom + m >= beta:
                        return bottom + m
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
                    j += 1
                    if bit & fits:
                        break
                hands[p] = hand | picked
                v = search(played, e, p, j, mine, theirs, alpha, beta)
                hands[p] = hand
                return v
            if not any(h & fits for h in hands):
                return sides.blocked([game.held(h) for h in hands], p)
            if flip:
                return -search(played, e, q, k, theirs, mine, -beta, -alpha)
            return search(played, e, q, k, mine, theirs, alpha, beta)
        per_tile = tile_lays[e]
        moves: list[Any] = []
        while fit:
            low = fit & -fit
            fit ^= low
            known = per_tile.get(low)
            moves += lays_of(e, low) if known is None else known
        forced = len(moves) == 1  # played without a table entry
        nodes += len(moves)  # ordering them is most of a position's cost
        if not forced:
            code = (e, k, p, *hands) if keyed else ((e << tile_bits | played) << 2) | p  # key()
            entry = table.get(code)
            if entry is not None:
                lo, hi, best_id = entry
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                alpha, beta = max(alpha, lo), min(beta, hi)
            else:
                lo, hi, best_id = -1 << 30, 1 << 30, None
            # The best lay of an earlier visit first, then those that leave the next
            # player, an opponent, nothing to lay (a partner: something), then
            # those that cut most searches short, then heavy tiles and doubles.
            # Under draw rules, the fewer tiles left the next player the better
            # (a partner: the more): a third fewer nodes there, but more on
            # block deals. Paranoid, the others play light tiles first: every pip
            # they keep is scored when one of them goes out. (Light tiles before
            # the history searched twice the nodes on a 4-player deal.)
            nxt = hands[q]
            sgn = 1 if flip else -1
            if paranoid:
                light = 1 if greedy[p] else -1
                moves.sort(
                    key=lambda m: (
                        m[4] != best_id,
                        sgn * (nxt & fits_of[e + m[2]]).bit_count()
                        if spinners
                        else bool(nxt & m[3]) == flip,
                        -cutoffs[m[4]],
                        light * m[1],
                    )
                )
            else:
                moves.sort(
                    key=lambda m: (
                        m[4] != best_id,
                        sgn * (nxt & fits_of[e + m[2]]).bit_count()
                        if spinners
                        else bool(nxt & m[3]) == flip,
                        -cutoffs[m[4]],
                        m[5],
                    )
                )
        alpha0, own = alpha, on_side[p]
        best, best_move = -1 << 30, None
        if spinners:
            in_play = live & ~played
        for move in moves:
            bit, tp, ce, fa, _, _, shift, showing = move
            if spinners:  # a step; the number it opens shows no more than is left to lay
                ce += e
                count = ce >> shift & 31
                left = (showing & in_play & ~bit).bit_count()
                if count > left:
                    ce -= (count - left) << shift
                    ce = ce or DEAD
                fa = fits_of[ce]
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
                last = hands[r]
                if last & fa and not last & (last - 1):
                    # r lays its last tile: the round is over, no search needed
                    if on_side[r] == own:
                        v = gone(last, mine - tp - pips_of[last], theirs, zero, hands)
                    else:
                        v = -gone(last, theirs - pips_of[last], mine - tp, zero, hands)
                elif r == q and not last & fa and k == drawn_out:
                    v = sides.blocked([game.held(h) for h in hands], p)
                elif on_side[r] == own:
                    v = search(played | bit, ce, r, k, mine - tp, theirs, alpha, beta)
                else:
                    v = -search(played | bit, ce, r, k, theirs, mine - tp, -beta, -alpha)
            if v > best:
                best, best_move = v, move
                if v > alpha:
                    alpha = v
                    if v >= beta:
                        cutoffs[move[4]] += hand.bit_count() ** 2 if spinners else 1
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
        assert best_move is not None  # a position searched here has a move
        table[code] = (lo, hi, best_move[4])
        stores += 1
        if not stores & CHECK_EVERY and (work() > most or time.perf_counter() > deadline):
            raise OutOfTime
        return best

    return search, table, key, work
