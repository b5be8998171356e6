"""Deals of the tiles a seat cannot see, consistent with its view (docs/rules.md
section 7), weighed by how likely each makes the moves seen.

**Consistent.** The unseen tiles (the set less the seat's hand and the
table) go to the other hands, each as many as it holds, and the rest to the
boneyard (draw rules, top first) or out of play (block rules). A hand may
hold no number it showed it lacks: every open end at a pass, and at the
start of a run of draws (the tiles drawn before the one that fitted did not
fit either). Under block rules that is every constraint and it binds the
whole hand. Under draw rules a run of draws brings tiles that never faced
the earlier ends, and the view does not say which tiles they are: the ends
of the player's last run of draws and of every pass after it bind the whole
hand and are kept; those from before that run bind only the tiles held
since, unknown, and are left out (the sampler draws from a slightly larger
set, never from a smaller one).

**Uniform.** The sampler is exact, not rejection: tile by tile (in the
set's order) it picks a destination with probability proportional to the
number of ways the remaining tiles can still fill the remaining places
(counted exactly by a memoised recursion over the places left). The product
of those ratios is 1 / (number of consistent deals) for every deal, so each
consistent deal comes out equally often; hands are sets, and the boneyard's
order is then a uniform shuffle.

**Weighed.** Each deal's `weight` is the likelihood of the other players'
lays under a simple opponent model: a player lays one of its legal moves
with probability proportional to exp(PIP_WEIGHT * pips), heavy tiles first,
as players shed them. A lay is weighed against the hand held then: the
hand now and the tiles laid since (under draw rules only lays after the
player's last draw, where that is exact).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache

from puzzles.dominoes.tiles import Rules, Tile, add_to_ends, first_ends
from puzzles.errors import BadInput
from solver.dominoes.seat_view import SeatView

PIP_WEIGHT = 0.25  # the opponent model's preference for heavy tiles, per pip


@dataclass(frozen=True)
class Deal:
    hands: tuple[tuple[Tile, ...], ...]  # every hand, the seat's own as it is
    boneyard: tuple[Tile, ...]  # draw rules: top first
    rest: tuple[Tile, ...]  # block rules: out of play
    weight: float = 1.0


def lacking(view: SeatView) -> list[frozenset[int]]:
    """For each player, the numbers no tile of their hand may show now."""
    out = []
    for p in range(view.players):
        lacks = [lack for lack in view.lacks if lack.player == p]
        # from the last run of draws on (the lacks are in the order of the moves)
        start = max((i for i, lack in enumerate(lacks) if lack.drew), default=0)
        out.append(frozenset(x for lack in lacks[start:] for x in lack.ends))
    return out


def places(view: SeatView) -> tuple[list[int], list[int]]:
    """(the players whose hands are hidden, how many tiles each place takes:
    those hands, then the boneyard or out of play)."""
    others = [p for p in range(view.players) if p != view.seat]
    unseen = len(view.unseen())
    sizes = [view.hand_sizes[p] for p in others]
    rest = unseen - sum(sizes)
    if rest < 0 or (view.setup.game == Rules.DRAW and rest != view.boneyard):
        raise BadInput(
            f"{unseen} unseen tiles cannot fill hands of {sizes} and a boneyard of {view.boneyard}",
            "hand_sizes",
        )
    return others, [*sizes, rest]


class Sampler:
    """Uniform consistent deals of one view (see the module's docstring)."""

    def __init__(self, view: SeatView):
        self.view = view
        self.others, self.sizes = places(view)
        lack = lacking(view)
        self.tiles = view.unseen()
        # For each tile, the places it may go: a hidden hand that does not lack
        # its numbers, or the rest (boneyard / out of play), which takes anything.
        rest = len(self.others)
        self.allowed = [
            tuple(
                [i for i, p in enumerate(self.others) if t.a not in lack[p] and t.b not in lack[p]]
                + [rest]
            )
            for t in self.tiles
        ]
        self.count = lru_cache(maxsize=None)(self._count)
        self.total = self.count(0, tuple(self.sizes))
        if not self.total:
            raise BadInput("no deal of the unseen tiles fits what the view shows", "moves")

    def _count(self, i: int, left: tuple[int, ...]) -> int:
        """Ways to send tiles i.. to the places with `left` room (all filled)."""
        if i == len(self.tiles):
            return 1 if not any(left) else 0
        total = 0
        for d in self.allowed[i]:
            if left[d]:
                room = list(left)
                room[d] -= 1
                total += self.count(i + 1, tuple(room))
        return total

    def deal(self, rng: random.Random) -> Deal:
        left = list(self.sizes)
        got: list[list[Tile]] = [[] for _ in self.sizes]
        for i, tile in enumerate(self.tiles):
            ways = []
            for d in self.allowed[i]:
                if left[d]:
                    left[d] -= 1
                    ways.append((d, self.count(i + 1, tuple(left))))
                    left[d] += 1
            d = _pick(ways, rng.randrange(sum(w for _, w in ways)))
            got[d].append(tile)
            left[d] -= 1
        view = self.view
        hands = [tuple(view.hand)] * view.players
        for i, p in enumerate(self.others):
            hands[p] = tuple(got[i])
        rest = list(got[-1])
        if view.setup.game == Rules.DRAW:
            rng.shuffle(rest)
            return Deal(tuple(hands), tuple(rest), ())
        return Deal(tuple(hands), (), tuple(rest))


def _pick(ways: list[tuple[int, int]], pick: int) -> int:
    """The place whose share of the ways holds `pick`."""
    for place, w in ways:
        if pick < w:
            return place
        pick -= w
    raise AssertionError("pick beyond the ways")


def likelihood(view: SeatView, hands: tuple[tuple[Tile, ...], ...]) -> float:
    """How likely the opponent model makes the other players' lays seen, with
    these hands now (see the module's docstring)."""
    setup = view.setup
    held = [set(h) for h in hands]
    ends: tuple[int, ...] = ()
    doubles = 0
    # Walk back from now: a player's hand before a lay is its hand after plus the tile.
    states = []
    for move in view.moves:
        states.append((move, ends))
        if "tile" in move:
            tile = Tile.parse(move["tile"])
            spinner = setup.spinner(tile, doubles)
            at = move.get("to")
            ends = first_ends(tile, spinner) if at is None else add_to_ends(ends, tile, at, spinner)
            doubles += tile.is_double
    log = 0.0
    exact = [True] * view.players  # no draw of theirs lies between then and now
    for move, ends_then in reversed(states):
        p = move["player"]
        if "draw" in move:
            exact[p] = False
            continue
        if "tile" not in move or p == view.seat:
            continue
        tile = Tile.parse(move["tile"])
        held[p].add(tile)
        if not exact[p]:
            continue
        legal = _legal(held[p], ends_then, setup.game)
        if len(legal) > 1:
            weights = [math.exp(PIP_WEIGHT * t.pips) for t, _ in legal]
            log += PIP_WEIGHT * tile.pips - math.log(sum(weights))
    return math.exp(log)


def _legal(hand, ends, game) -> list[tuple[Tile, int | None]]:
    if not ends:
        if game == Rules.DRAW:
            return [(max(t for t in hand if t.is_double), None)]
        return [(t, None) for t in hand]
    out = []
    for t in sorted(hand):
        if t.a in ends:
            out.append((t, t.a))
        if t.b != t.a and t.b in ends:
            out.append((t, t.b))
    return out


def sample_deals(view: SeatView, rng: random.Random, n: int, weigh: bool = True) -> list[Deal]:
    """`n` consistent deals drawn uniformly, each with its likelihood `weight`
    under the opponent model (1 with `weigh` False)."""
    sampler = Sampler(view)
    out = []
    for _ in range(n):
        deal = sampler.deal(rng)
        if weigh:
            deal = Deal(deal.hands, deal.boneyard, deal.rest, likelihood(view, deal.hands))
        out.append(deal)
    return out
