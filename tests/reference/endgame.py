"""Plain memoised minimax for `endgame` positions: no pruning, no move order.

Written from docs/rules.md alone to judge solver/dominoes/endgame/solve.py: every legal move is
tried and every state remembered. A value is the round's points for the side
of the player to move at the start (with partners, players 0 and 2 or 1 and
3; else that player alone), minus what another side scores; that side takes
the largest, every other player the smallest. With 3 players or 4 each for
themselves this is docs/rules.md's paranoid value. Hands are bitmasks over the set
only so that a whole double-six deal (some 8 million states) fits in memory.

`python -m tests.reference.endgame FILE` prints what `solve` prints for the
value and its uniqueness, for benchmarking as a whole process.
"""

from __future__ import annotations

import json
import sys
import time

from puzzles.dominoes.endgame import Position, load
from puzzles.dominoes.tiles import Ends, Tile, add_to_ends, double_set, first_ends
from puzzles.files import read_documents

FirstMove = tuple[Tile | None, Ends]  # the tile laid (None: a pass) and the open ends after


def solve(position: Position) -> tuple[int, set[FirstMove]]:
    """The value for the side to move, and every first move that reaches it."""
    total, values = first_moves(position)
    return total, {move for move, v in values.items() if v == total}


def first_moves(position: Position) -> tuple[int, dict[FirstMove, int]]:
    """The value for the side to move, and every first move with its value for
    that side (a forced pass: one move, `(None, ends)`; a blocked round: none)."""
    tiles = double_set(position.set_size)
    players = position.players
    draw_rules = position.game == "draw"
    rule = getattr(position, "spinner_rule", "all")
    spins = draw_rules and rule == "all"  # a double laid from now on spins
    boneyard = [tiles.index(t) for t in position.boneyard]

    def side(player: int) -> int:
        return player % 2 if position.partnerships else player

    mover = side(position.to_move)

    def pips(hand: int) -> int:
        return sum(t.pips for i, t in enumerate(tiles) if hand >> i & 1)

    def points_for_mover(hands: tuple[int, ...], out: int | None) -> int:
        totals = [0] * players
        for player, hand in enumerate(hands):
            totals[side(player)] += pips(hand)
        totals = totals[: 2 if position.partnerships else players]
        low = min(totals)
        if out is not None and (position.partnerships or draw_rules):
            winner = side(out)  # the player (side) out wins
        elif totals.count(low) > 1:
            return 0  # equal lowest, a player out included (block, each for themselves)
        else:
            winner = totals.index(low)
        points = max(0, sum(totals) - 2 * totals[winner])
        return points if winner == mover else -points

    def lays(hand: int, ends: Ends) -> list[tuple[int, Ends]]:
        """(tile index, open ends after) for each distinct lay from `hand`."""
        out = set()
        for i, tile in enumerate(tiles):
            if not hand >> i & 1:
                continue
            if not ends:
                out.add((i, first_ends(tile, spinner=False)))
                continue
            for x in (tile.a, tile.b):
                if x in ends:
                    out.add((i, add_to_ends(ends, tile, x, spins and tile.is_double)))
        return sorted(out)

    memo: dict[tuple, int] = {}

    def value(hands: tuple[int, ...], ends: Ends, player: int, drawn: int) -> int:
        key = (hands, ends, player, drawn)
        if key not in memo:
            memo[key] = evaluate(hands, ends, player, drawn)
        return memo[key]

    def evaluate(hands: tuple[int, ...], ends: Ends, player: int, drawn: int) -> int:
        for p, hand in enumerate(hands):
            if hand == 0:
                return points_for_mover(hands, out=p)
        after = (player + 1) % players
        options = lays(hands[player], ends)
        if options:
            values = []
            for i, new_ends in options:
                new_hands = list(hands)
                new_hands[player] &= ~(1 << i)
                values.append(value(tuple(new_hands), new_ends, after, drawn))
            return max(values) if side(player) == mover else min(values)
        if drawn < len(boneyard):
            new_hands = list(hands)
            new_hands[player] |= 1 << boneyard[drawn]
            return value(tuple(new_hands), ends, player, drawn + 1)
        if not any(lays(hand, ends) for hand in hands):
            return points_for_mover(hands, out=None)  # blocked
        return value(hands, ends, after, drawn)  # a pass

    # Two frames a step; a step per lay, pass (at most one per other player and
    # lay) and draw.
    steps = (sum(map(len, position.hands)) + len(boneyard)) * (players + 1)
    if 2 * steps + 200 > sys.getrecursionlimit():
        sys.setrecursionlimit(2 * steps + 200)
    hands = tuple(sum(1 << tiles.index(t) for t in hand) for hand in position.hands)
    ends = start_ends(position)
    player, drawn = position.to_move, 0
    total = value(hands, ends, player, drawn)

    # The first moves: the lays of the player to move once any draws are made.
    while not lays(hands[player], ends) and drawn < len(boneyard):
        new_hands = list(hands)
        new_hands[player] |= 1 << boneyard[drawn]
        hands, drawn = tuple(new_hands), drawn + 1
    options = lays(hands[player], ends)
    if not options:
        blocked = not any(lays(hand, ends) for hand in hands)
        return total, {} if blocked else {(None, ends): total}
    values = {}
    for i, new_ends in options:
        new_hands = list(hands)
        new_hands[player] &= ~(1 << i)
        values[(tiles[i], new_ends)] = value(
            tuple(new_hands), new_ends, (player + 1) % players, drawn
        )
    return total, values


def start_ends(position: Position) -> Ends:
    """The open ends of the table as written (docs/rules.md section 4 and the
    `spinners:` arms of docs/formats.md): the main line's two ends; each
    spinning double's two arms, each showing its outer end or, not started,
    the double's number. Which doubles spin: every double (on the line or an
    arm) under `all`, the named one or the line's only double under `first`."""
    laid = position.line.laid
    if not laid:
        return ()
    ends = [laid[0][0], laid[-1][1]]
    if position.game != "draw":
        return tuple(sorted(ends))
    rule = getattr(position, "spinner_rule", "all")
    arms: dict = {}
    for name, side, arm in position.arms:
        double = name if isinstance(name, Tile) else Tile(*laid[name - 1])
        arms.setdefault(double, {})[side] = arm
    if rule == "none":
        spinning = []
    elif rule == "first":
        spinning = list(arms) or [Tile(a, b) for a, b in laid if a == b][:1]
    else:
        spinning = [Tile(a, b) for a, b in laid if a == b]
        spinning += [Tile(a, b) for _, _, arm in position.arms for a, b in arm.laid if a == b]
    for double in spinning:
        for side in ("up", "down"):
            arm = arms.get(double, {}).get(side)
            ends.append(arm.laid[-1][1] if arm is not None and arm.laid else double.a)
    return tuple(sorted(ends))


def main() -> None:
    path = sys.argv[1]
    documents, collection = read_documents(path)
    out = []
    for _, data in documents:
        start = time.perf_counter()
        total, best = solve(load(data))
        out.append(
            {
                "kind": "endgame",
                "status": "optimal",
                "unique": len(best) <= 1,
                "seconds": round(time.perf_counter() - start, 3),
                "value": total,
                "best_first_moves": sorted(f"{t} -> {list(e)}" for t, e in best),
            }
        )
    print(json.dumps(out if collection else out[0], indent=2))


if __name__ == "__main__":
    main()
