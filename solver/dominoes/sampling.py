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
set, never from a smaller one), but where the player drew one tile and laid
it at once: that tile came in and went out, so the ends of the run before
it bind the whole hand too, and so on back. Under draw rules the holder of the highest
double dealt lays it first, so a player who has not drawn holds no double
above the first tile (`barred`; a view that breaks that rule, made up by
hand, is dealt without it).

**Uniform.** The sampler is exact, not rejection: tile by tile (in the
set's order) it picks a destination with probability proportional to the
number of ways the remaining tiles can still fill the remaining places
(counted exactly by a memoised recursion over the places left). The product
of those ratios is 1 / (number of consistent deals) for every deal, so each
consistent deal comes out equally often; hands are sets, and the boneyard's
order is then a uniform shuffle.

**Weighed.** A deal's likelihood is how likely a player model makes the
other players' lays seen (`Lore`): a player lays one of its legal moves with
probability proportional to exp(value / TEMPERATURE), the value `best`'s own
score of the lay (solver/dominoes/players.py, `lore_value`: domino lore,
heavy tiles and doubles first, a playable hand kept, the next opponent shut
out), for the hand the deal says the player held then and the table as it
was. A lay is weighed against the hand held then: the hand now and the
tiles laid since, where that is exact. Under draw rules that is back to
the player's last run of draws, and through every run of one draw whose
tile was laid at once (the tile drawn is the one laid: the hand before the
draw is the hand after it less that tile). On 466 positions of 200
best-vs-best 2-player Draw rounds the chain's deals held 51.4% of the other
hand's true tiles, 50.5% when only lays after the last draw were weighed,
47.1% uniform (python -m tests.bench inference). A lay without a choice
tells nothing. The expert
draws its deals from a Markov chain (`MarkovDeals`, Metropolis: two unseen tiles
swap places when both may go to the other's, kept with the ratio of the
likelihoods) whose deals come out in proportion to uniform x likelihood,
so they need no weights. The log likelihood is a sum over the players of a
term of their own hand (`Lore.term`), remembered by the hand: a step swaps
two tiles, so it changes two terms at most (in 4-player Block a deal's
steps took a quarter of the CPU time they had). `sample_deals` gives
uniform deals with their likelihood as `weight`.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache

from puzzles.dominoes.tiles import Rules, Tile, add_to_ends, double_set, first_ends, legal_lays
from puzzles.errors import BadInput
from solver.dominoes.players import lore_value, unseen_numbers
from solver.dominoes.seat_view import SeatView

# The player model's temperature, in `best`'s points: a lay worth this much
# less than another is e times less likely (tuned: python -m tests.bench bots).
TEMPERATURE = 1.0
BURN = 40  # steps of the chain before its first deal (see MarkovDeals)
# A look (`lore_value` of one lay) costs in proportion to the hand beyond this
# many tiles (under draw rules hands grow): see `looks`.
LOOK_HAND = 7
STEPS = 6  # and between two deals


@dataclass(frozen=True)
class Deal:
    hands: tuple[tuple[Tile, ...], ...]  # every hand, the seat's own as it is
    boneyard: tuple[Tile, ...]  # draw rules: top first
    rest: tuple[Tile, ...]  # block rules: out of play
    weight: float = 1.0


def lacking(view: SeatView) -> list[frozenset[int]]:
    """For each player, the numbers no tile of their hand may show now: from
    their last run of draws on, and back through every run of one draw laid at
    once (the lacks are in the order of the moves, a run's lack at its start)."""
    once = _drawn_and_laid_at_once(view)
    out = []
    for p in range(view.players):
        lacks = [lack for lack in view.lacks if lack.player == p]
        runs = [i for i, lack in enumerate(lacks) if lack.drew]
        start = runs[-1] if runs else 0
        k = len(runs) - 1
        while k > 0 and once[p][k]:
            k -= 1
            start = runs[k]
        out.append(frozenset(x for lack in lacks[start:] for x in lack.ends))
    return out


def _drawn_and_laid_at_once(view: SeatView) -> list[list[bool]]:
    """For each player, for each of their runs of draws in turn: one tile
    drawn, and laid next (it fitted, so it is the tile laid, and no tile
    came into the hand to stay)."""
    out: list[list[bool]] = [[] for _ in range(view.players)]
    moves = view.moves
    for i, move in enumerate(moves):
        p = move["player"]
        if "draw" not in move or (i and "draw" in moves[i - 1] and moves[i - 1]["player"] == p):
            continue  # not the start of a run
        after = moves[i + 1] if i + 1 < len(moves) else {}
        out[p].append(after.get("player") == p and "tile" in after)
    return out


def barred(view: SeatView) -> list[frozenset[Tile]]:
    """For each player, the tiles their hand cannot hold besides the numbers it
    lacks: under draw rules the holder of the highest double dealt lays it
    first, so a player who has not drawn since the deal holds no higher
    double (none, if the view does not follow that rule: its own hand holds
    a higher double it was dealt, or the first tile is no double)."""
    none: list[frozenset[Tile]] = [frozenset()] * view.players
    if view.setup.game != Rules.DRAW or not view.table or not view.table[0].is_double:
        return none
    first = view.table[0]
    higher = frozenset(t for t in double_set(view.setup.set_size) if t.is_double and t.a > first.a)
    if not view.draws[view.seat] and higher & set(view.hand):
        return none
    return [frozenset() if view.draws[p] else higher for p in range(view.players)]


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
        lack, bar = lacking(view), barred(view)
        self.tiles = view.unseen()
        # For each tile, the places it may go: a hidden hand that does not lack
        # its numbers, or the rest (boneyard / out of play), which takes anything.
        # A view that breaks the rule of the first double (a position made up by
        # hand) is dealt without it.
        unbarred: list[frozenset[Tile]] = [frozenset()] * view.players
        for bars in (bar, unbarred):
            self.allowed = self._allowed(lack, bars)
            self.count = lru_cache(maxsize=None)(self._count)
            self.total = self.count(0, tuple(self.sizes))
            if self.total:
                break
        if not self.total:
            raise BadInput("no deal of the unseen tiles fits what the view shows", "moves")

    def _allowed(self, lack, bar) -> list[tuple[int, ...]]:
        rest = len(self.others)
        return [
            tuple(
                [
                    i
                    for i, p in enumerate(self.others)
                    if t.a not in lack[p] and t.b not in lack[p] and t not in bar[p]
                ]
                + [rest]
            )
            for t in self.tiles
        ]

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
        return self.dealt(self.draw(rng), rng)

    def draw(self, rng: random.Random) -> list[int]:
        """A uniform consistent deal as each unseen tile's place."""
        left = list(self.sizes)
        out = []
        for i in range(len(self.tiles)):
            ways = []
            for d in self.allowed[i]:
                if left[d]:
                    left[d] -= 1
                    ways.append((d, self.count(i + 1, tuple(left))))
                    left[d] += 1
            d = _pick(ways, rng.randrange(sum(w for _, w in ways)))
            out.append(d)
            left[d] -= 1
        return out

    def dealt(self, where: list[int], rng: random.Random) -> Deal:
        """The deal that sends each unseen tile to its place in `where`; the
        boneyard (draw rules) in an order shuffled by `rng`."""
        got: list[list[Tile]] = [[] for _ in self.sizes]
        for tile, d in zip(self.tiles, where, strict=True):
            got[d].append(tile)
        view = self.view
        hands = [tuple(view.hand)] * view.players
        for i, p in enumerate(self.others):
            hands[p] = tuple(got[i])
        rest = list(got[-1])
        if view.setup.game == Rules.DRAW:
            rng.shuffle(rest)
            return Deal(tuple(hands), tuple(rest), ())
        return Deal(tuple(hands), (), tuple(rest))


class MarkovDeals:
    """Deals weighed by the player model, drawn by a Markov chain (Metropolis):
    from a uniform consistent deal, a step picks two unseen tiles at random
    and swaps their places when both may go to the other's and the model
    likes the deal after at least as well (else with the ratio of the two
    likelihoods). The pair is uniform, so the proposal is symmetric and the
    chain's deals come out in proportion to uniform x likelihood: the deals
    `Lore` weighs, without the weights. `deal` walks STEPS steps between two
    deals, BURN before the first."""

    def __init__(self, sampler: Sampler, lore: Lore, rng: random.Random):
        self.sampler, self.lore = sampler, lore
        self.where = sampler.draw(rng)
        # each hidden hand's term of the log likelihood (Lore.term)
        self.terms = [self._term(d) for d in range(len(sampler.others))]
        self.log = sum(self.terms)
        self.steps = 0
        self.walk(rng, BURN)

    def _term(self, place: int) -> float:
        sampler = self.sampler
        hand = tuple(t for t, d in zip(sampler.tiles, self.where, strict=True) if d == place)
        return self.lore.term(sampler.others[place], hand)

    def walk(self, rng: random.Random, steps: int) -> None:
        allowed, where, n = self.sampler.allowed, self.where, len(self.where)
        for _ in range(steps):
            i, j = rng.randrange(n), rng.randrange(n)
            a, b = where[i], where[j]
            u = rng.random()
            if a == b or b not in allowed[i] or a not in allowed[j]:
                continue
            where[i], where[j] = b, a
            terms = list(self.terms)
            for d in (a, b):
                if d < len(terms):  # a hidden hand, not the boneyard or out of play
                    terms[d] = self._term(d)
            log = sum(terms)
            self.steps += 1
            if log >= self.log or u < math.exp(log - self.log):
                self.log, self.terms = log, terms
            else:
                where[i], where[j] = a, b

    def deal(self, rng: random.Random) -> Deal:
        self.walk(rng, STEPS)
        return self.sampler.dealt(list(self.where), rng)


def _pick(ways: list[tuple[int, int]], pick: int) -> int:
    """The place whose share of the ways holds `pick`."""
    for place, w in ways:
        if pick < w:
            return place
        pick -= w
    raise AssertionError("pick beyond the ways")


class Lore:
    """The player model of the weights: a player lays one of its legal moves
    with probability proportional to exp(value / TEMPERATURE), the value
    `best`'s own (solver/dominoes/players.py, `lore_value`) for the hand a
    deal says it held then, the table as it was. What does not depend on the
    deal (the ends, voids and table at each lay) is read once per view."""

    def __init__(self, view: SeatView, temperature: float | None = None):
        self.view = view
        self.temperature = TEMPERATURE if temperature is None else temperature
        self.looks = 0.0  # lays valued by `lore_value` so far (`looks`): what the weights cost
        setup = view.setup
        ends: tuple[int, ...] = ()
        doubles = 0
        table: list[Tile] = []
        void: list[frozenset[int]] = [frozenset()] * view.players
        # (player, tile, the lay, the ends, doubles laid, voids, table then); a draw: (player,)
        self.events: list[tuple] = []
        for move in view.moves:
            p = move["player"]
            if "tile" in move:
                tile = Tile.parse(move["tile"])
                at = move.get("to")
                self.events.append((p, tile, (tile, at), ends, doubles, tuple(void), tuple(table)))
                spinner = setup.spinner(tile, doubles)
                ends = (
                    first_ends(tile, spinner)
                    if at is None
                    else add_to_ends(ends, tile, at, spinner)
                )
                doubles += tile.is_double
                table.append(tile)
            elif "draw" in move:
                self.events.append((p,))
                void[p] = frozenset()
            elif move.get("pass"):
                void[p] = void[p] | frozenset(ends)
        # Each player's lays, the last first, back through their runs of one
        # draw whose tile they laid at once (it is known: the hand before the
        # draw is the hand after it less that tile), up to a run of more draws
        # or one that ended in a pass (a lay before it is weighed against a
        # hand the view cannot give).
        self.mine: list[list[tuple]] = [[] for _ in range(view.players)]
        for p in range(view.players):
            self.mine[p] = self._walk_back(p)
        self.memo: dict[tuple[int, tuple[Tile, ...]], float] = {}

    def _walk_back(self, p: int) -> list[tuple]:
        """Player p's lays, the last first, and for each run of draws met on
        the way ("drew", the tile laid at once after one draw), where the walk
        goes on; it ends at any other run."""
        events, out = self.events, []
        i = len(events) - 1
        while i >= 0:
            event = events[i]
            if event[0] != p:
                i -= 1
                continue
            if len(event) > 1:
                out.append(event)
                i -= 1
                continue
            first = i  # the run's first draw (a run's draws are never apart)
            while first > 0 and events[first - 1][0] == p and len(events[first - 1]) == 1:
                first -= 1
            after = events[i + 1] if i + 1 < len(events) else None
            if first != i or after is None or after[0] != p or len(after) == 1:
                break  # more draws, or none laid at once: the hand before is not known
            out.append(("drew", after[1]))
            i = first - 1
        return out

    def log_weight(self, hands: tuple[tuple[Tile, ...], ...]) -> float:
        """The log of how likely the model makes the other players' lays seen,
        with these hands now (see the module's docstring): the sum of each
        other player's `term`."""
        return sum(self.term(p, hands[p]) for p in range(self.view.players) if p != self.view.seat)

    def term(self, p: int, hand: tuple[Tile, ...]) -> float:
        """The log of how likely the model makes player p's lays seen (those
        `_walk_back` reaches), with this hand now; remembered by the hand,
        as a chain's step changes two hands at most."""
        key = (p, hand)
        if key not in self.memo:
            self.memo[key] = self._term(p, hand)
        return self.memo[key]

    def _term(self, p: int, now: tuple[Tile, ...]) -> float:
        setup, t = self.view.setup, self.temperature
        held = set(now)
        log = 0.0
        for event in self.mine[p]:
            if event[0] == "drew":
                held.discard(event[1])
                continue
            _, tile, seen, ends, doubles, void, table = event
            held.add(tile)
            if len(held) == 1:
                continue
            hand = sorted(held)
            legal = legal_lays(hand, ends, setup.game)
            if len(legal) < 2:
                continue
            value = lore_value(
                setup, p, hand, ends, doubles, void, unseen_numbers(setup.set_size, hand, table)
            )
            scores = [value(m) / t for m in legal]
            self.looks += looks(len(legal), len(hand))
            top = max(scores)
            log += (
                scores[legal.index(seen)] - top - math.log(sum(math.exp(s - top) for s in scores))
            )
        return log


def looks(lays: int, hand: int) -> float:
    """What valuing `lays` lays of a hand of `hand` tiles by `lore_value` counts,
    in looks: one a lay, more for a hand of more than LOOK_HAND tiles (its cost
    follows the hand's tiles: a Draw move whose hands had grown to 14 tiles
    and more took 2.1 s of CPU at --move-time 1 when a look counted one)."""
    return lays if hand <= LOOK_HAND else lays * hand / LOOK_HAND


def likelihood(view: SeatView, hands: tuple[tuple[Tile, ...], ...]) -> float:
    """How likely the player model makes the other players' lays seen, with
    these hands now (see `Lore`)."""
    return math.exp(Lore(view).log_weight(hands))


def sample_deals(view: SeatView, rng: random.Random, n: int, weigh: bool = True) -> list[Deal]:
    """`n` consistent deals drawn uniformly, each with its likelihood `weight`
    under the opponent model (1 with `weigh` False)."""
    sampler = Sampler(view)
    lore = Lore(view)
    out = []
    for _ in range(n):
        deal = sampler.deal(rng)
        if weigh:
            deal = Deal(deal.hands, deal.boneyard, deal.rest, math.exp(lore.log_weight(deal.hands)))
        out.append(deal)
    return out
