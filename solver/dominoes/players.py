"""Players that choose a move in a round of dominoes: random, greedy, best.

Each decides from a `SeatView` (solver/dominoes/seat_view.py), what its seat may
know: its own hand, the open ends, the moves so far (passes and draws among
them, other seats' drawn tiles hidden), and how many tiles each hand holds.
`DECIDERS[name](rng)` is `(view, legal) -> move`, what `domino-puzzles bot`
runs; `PLAYERS[name](rng)` is the same bot as the referee calls it,
`(round, player, legal) -> move`, handed the view of that seat.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence, Set

from puzzles.dominoes.match import Play, Round, Setup
from puzzles.dominoes.tiles import Ends, Tile, add_to_ends, first_ends
from solver.dominoes.seat_view import SeatView, from_round

Chooser = Callable[[Round, int, list[Play]], Play]
Decider = Callable[[SeatView, list[Play]], Play]


def seated(decide: Decider) -> Chooser:
    """The referee's callback for a bot that decides from its seat's view."""

    def choose(round_: Round, player: int, legal: list[Play]) -> Play:
        return decide(from_round(round_, player, round_.match_scores), legal)

    return choose


def random_decider(rng: random.Random) -> Decider:
    def decide(view: SeatView, legal: list[Play]) -> Play:
        return legal[rng.randrange(len(legal))]

    return decide


def greedy_decider(rng: random.Random | None = None) -> Decider:
    """The heaviest playable tile (then the higher half, then the higher end)."""

    def decide(view: SeatView, legal: list[Play]) -> Play:
        return max(legal, key=lambda m: (m[0].rank(), m[1] or 0))

    return decide


def random_player(rng: random.Random) -> Chooser:
    return seated(random_decider(rng))


def greedy_player(rng: random.Random | None = None) -> Chooser:
    return seated(greedy_decider(rng))


def best_player(rng: random.Random | None = None) -> Chooser:
    return seated(best_decider(rng))


def best_decider(rng: random.Random | None = None) -> Decider:
    """A heuristic of domino players' lore, in points of a move (`lore_value`):
    the lay worth most, then the heavier tile, then the higher end."""

    def decide(view: SeatView, legal: list[Play]) -> Play:
        value = lore_value(
            view.setup,
            view.seat,
            view.hand,
            view.ends,
            view.doubles_laid,
            view.void,
            unseen_numbers(view.setup.set_size, view.hand, view.table),
        )
        return max(legal, key=preference(value))

    return decide


def preference(value: Callable[[Play], float]) -> Callable[[Play], tuple]:
    """`best`'s order of lays: its lore's `value`, then the heavier tile, then
    the higher end."""
    return lambda m: (value(m), m[0].rank(), m[1] or 0)


def unseen_numbers(set_size: int, hand, table) -> list[int]:
    """For each number, how many tiles showing it neither `hand` nor `table` hold."""
    out = [set_size + 1] * (set_size + 1)
    for tiles in (hand, table):
        for t in tiles:
            out[t.a] -= 1
            if not t.is_double:
                out[t.b] -= 1
    return out


def lore_value(
    setup: Setup,
    player: int,
    hand: Sequence[Tile],
    ends: Ends,
    doubles_laid: int,
    void: Sequence[Set[int]],
    unseen: Sequence[int],
) -> Callable[[Play], float]:
    """What `best` thinks a lay of `player` is worth, in points, holding `hand`
    before it, with `ends` open and `unseen[x]` tiles showing x out of its
    sight; `void` the numbers each player showed they lack. Domino players' lore:

    - heavy tiles out first (what is left in hand is counted against you);
    - doubles early: a double fits one number only, so it is the easiest to strand;
    - keep your hand playable: the open ends after the move should match
      tiles you still hold, and numbers you hold many of are worth leaving open;
    - shut out the next opponent: an end number an opponent has passed on,
      or that few unseen tiles show, is worth leaving; one your partner lacks
      is not;
    - go out when you can.
    """
    nxt = (player + 1) % setup.players
    partner = (player + 2) % setup.players if setup.partnerships else None
    # The hand's numbers, counted once (a rollout values many lays of a hand
    # of up to 20 tiles onto up to 6 ends: the counts, not the tiles, each time).
    masks = [(1 << t.a) | (1 << t.b) for t in hand]  # each tile's numbers as bits
    held = set(masks)
    showing = [0] * len(unseen)  # tiles in hand showing each number
    for t in hand:
        showing[t.a] += 1
        if t.b != t.a:
            showing[t.b] += 1

    def value(move: Play) -> float:
        tile, at = move
        if len(hand) == 1:
            return float("inf")
        spinner = setup.spinner(tile, doubles_laid)
        after = first_ends(tile, spinner) if at is None else add_to_ends(ends, tile, at, spinner)
        # the tiles left in hand after the lay: `hand` less `tile`
        mine = (1 << tile.a) | (1 << tile.b)
        if mine not in held:
            mine = 0
        open_ = 0
        for x in after:
            open_ |= 1 << x
        score = tile.pips + (4.0 if tile.is_double else 0.0)
        score += 2.0 * (sum(1 for m in masks if m & open_) - (1 if mine & open_ else 0))
        for x in set(after):
            score += 0.8 * (showing[x] - (mine >> x & 1)) - 0.6 * unseen[x]
            if x in void[nxt]:
                score += 3.0
            if partner is not None and x in void[partner]:
                score -= 2.0
        if all(x in void[nxt] for x in after):
            score += 6.0
        return score

    return value


DECIDERS: dict[str, Callable[[random.Random], Decider]] = {
    "random": random_decider,
    "greedy": greedy_decider,
    "best": best_decider,
}

PLAYERS: dict[str, Callable[[random.Random], Chooser]] = {
    "random": random_player,
    "greedy": greedy_player,
    "best": best_player,
}
