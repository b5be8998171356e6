"""The `expert` bot for Block and Draw: sample what it cannot see, play each
lay out in each sample, play the lay that does best on average.

For a seat's view (solver/dominoes/seat_view.py) it draws deals of the unseen
tiles consistent with what the seat has seen, in proportion to how likely a
player model makes the others' lays seen (solver/dominoes/sampling.py: the
deals of a Markov chain over the consistent deals, whose model is `best`'s own
scores of the lays, a softmax). In each deal every legal lay is valued, and
the lay with the best mean is the top: points for its side (with 3 players,
or 4 each for themselves, for the seat); in a match (the view's `scores`
and `target`), the chance of winning the match from the score each deal's
result leaves (solver/dominoes/match_odds.py; with 3 or 4 players each for
themselves, which of the others scores counts too), then the points; a
round that decides the match whoever wins it, only who wins it.

**How a lay is valued in a deal** (`MODE`). "rollout", what the bot plays:
the round played out from the lay with every other player laying what `best`
would lay in that deal (`rollout`), and the seat's own later lays learnt
over the deals (`TREE`, solver/dominoes/seat_tree.py): each later choice of
the seat is a node keyed by what the seat will have seen then, shared by
every deal that looks alike to it, that lays `best`'s choice until it has
seen a few rollouts and then the lay that did best there (UCB1). Without the
tree the seat went on as `best`, and a lay that left it a choice it would
make better than `best` was valued too low. "search": the exact value of the
lay when every player sees every hand (the double-dummy endgame search,
solver/dominoes/endgame/solve.py, its search and work limits reused as they
are), what `analyse --others worst` of a position with hidden hands gives
(solver/dominoes/advice.py, the engine every seat's value comes from). The search
assumes the others see the seat's hand and answer perfectly, which `best`
does not; with partners it assumes the partner sees every hand too. The
rollouts play at least as well at a fraction of the cost (docs/bench.md).

**Which lay.** The sampled means are noisy; a lay the deals cannot tell from
the top one (its mean short of the top's by at most CLOSE standard errors of
the paired difference over the same deals, `close_to`) is as good, and of
those the bot lays the one `best` prefers: where the samples say nothing,
domino lore decides.

**Bounded and reproducible.** `--move-time S` is not read off a clock: it
buys `WORK_PER_SECOND * S` of deterministic work (solver/limits.py), and
deals are drawn and valued until it is spent or MAX_SAMPLES are in. The
rollouts count what they cost: a step of the chain WALK_COST, each lay
`best`'s lore values LOOK_COST (the chain's weights, remembered by the
hand: sampling.py, `Lore.term`; a rollout's choices), more for a hand
of more than LOOK_HAND tiles (sampling.py, `looks`), each tile a rollout
lays or draws LAY_COST, a rollout ROLLOUT_COST besides: CPU time fitted
by least squares over 783 moves of whole games at --move-time 1 (about
20, 14, 7 and 19 microseconds; the seat tree's choices and the length of
their keys came out at nothing), scaled so that a second of --move-time
buys ROLLOUT_CPU (0.65) seconds of CPU on average. Not the whole second:
on the 2-core machine these were measured on, the same move (the same
work, the same deals) took 0.77 to 1.41 times its CPU of another run, and
the longest move must stay within --move-time. The garbage collector is
off while a move is valued (its passes over the rollouts' and the tree's
objects cost 5% of the CPU), and a player who draws checks only the tile
drawn (each draw had checked the whole hand again, which made long Draw
rollouts cost more than their counts said). The
search counts the positions it visits plus DEAL_COST for setting it up, a
step of the chain STEP_COST, and may spend at most `DEAL_WORK` (a deal
whose search runs out is left out of the mean). So the same view and seed
give the same move on any machine, and a move takes about S seconds of
CPU or less. What it wins and costs at --move-time 1: docs/bench.md.

Every rule option is played out and searched: under draw rules with the
`first` or `none` spinner option the doubles laid from now on do not spin
(`first`: the round's first double, always the first tile, is on the table
already), and the search keys its table by the hands while the boneyard
holds a tile. Only the search leaves a lay onto an empty table under
`first` to `best` (draw rules allow one lay there: the highest double).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field, replace
from typing import Any, cast

from puzzles.dominoes.endgame import Position
from puzzles.dominoes.line import Line
from puzzles.dominoes.match import Play, round_points
from puzzles.dominoes.tiles import Rules, Tile, add_to_ends, first_ends, legal_lays
from solver.dominoes.endgame.ends import encode
from solver.dominoes.endgame.search import OutOfTime
from solver.dominoes.endgame.solve import _Solver, _uncollected
from solver.dominoes.match_odds import Scored, match_odds
from solver.dominoes.players import best_decider, lore_value, preference, unseen_numbers
from solver.dominoes.sampling import BURN, STEPS, Deal, Lore, MarkovDeals, Sampler, looks
from solver.dominoes.seat_tree import SeatTree
from solver.dominoes.seat_view import SeatView
from solver.limits import Clock, Limits

# Deterministic work (solver/limits.py) a second of --move-time buys, all the
# deals' searches together (measured: python -m tests.bench bots).
WORK_PER_SECOND = 1.5
DEAL_WORK = 0.2  # the most one deal's search may spend
DEAL_COST = 0.0005  # what drawing a deal and setting up its search count, in work
MAX_SAMPLES = 5000  # and never more deals than this
MODE = "rollout"  # how the bot values a lay in a deal: rollout | search (see above)
STEP_COST = 0.0002  # a step of the chain (solver/dominoes/sampling.py, MarkovDeals), in work
# MODE rollout counts what its deals and rollouts cost: CPU seconds fitted by
# least squares over the moves of whole games, times WORK_PER_SECOND /
# ROLLOUT_CPU (see the module's docstring).
ROLLOUT_CPU = 0.65  # the CPU a second of --move-time buys, on average
WALK_COST = 20e-6 * WORK_PER_SECOND / ROLLOUT_CPU  # a step of the chain, besides its looks
ROLLOUT_COST = 19e-6 * WORK_PER_SECOND / ROLLOUT_CPU  # a rollout, besides its lays and looks:
LAY_COST = 7e-6 * WORK_PER_SECOND / ROLLOUT_CPU  # each tile laid or drawn in a rollout
LOOK_COST = 14e-6 * WORK_PER_SECOND / ROLLOUT_CPU  # each lay `best`'s lore values
# Standard errors within which lays count as the top's equals (see close_to).
# CLOSE 0.5 against 1, the seat tree on, 2-player Draw at --move-time 0.3 on the
# same 150 deals: -0.010 ± 0.021 (python -m tests.bench bots --set CLOSE=0.5 --paired);
# CLOSE 2 against 1 on 120 deals: -0.031 ± 0.028.
CLOSE = 1.0
# MODE rollout: the seat's own later lays learnt over the deals
# (solver/dominoes/seat_tree.py), not `best`'s.
TREE = True
SPARE_WORK = 4 * DEAL_WORK  # what a move may spend past its budget until one deal is in


@dataclass(frozen=True)
class SeenPosition:
    """A deal as the endgame search reads a position: every hand open, the
    open ends given apart (the search needs their numbers only)."""

    hands: tuple[tuple[Tile, ...], ...]
    to_move: int
    game: Rules
    set_size: int
    partnerships: bool
    boneyard: tuple[Tile, ...]
    spinners: bool
    line: Line = field(default_factory=Line)
    arms: tuple = ()  # no spinner arms: the ends are given apart

    @property
    def sides(self) -> list[int]:
        """No ends off spinners to read from a line: the search is given them."""
        return []

    @property
    def spins_now(self) -> bool:
        return self.spinners

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def paranoid(self) -> bool:
        return self.players > 2 and not self.partnerships

    def side(self, player: int) -> int:
        return player % 2 if self.partnerships else player


@dataclass(frozen=True)
class SampledValue:
    """A lay and what it is worth over the deals: the weighted mean points, the
    share of deals won (a 0 counts half), a 95% interval of the mean."""

    move: Play
    mean: float
    win: float
    ci: tuple[float, float]
    samples: int
    match: float | None = (
        None  # in a match: the chance of winning it (solver/dominoes/match_odds.py)
    )


def spins(view: SeatView) -> bool:
    """Does a double laid from now on spin?"""
    setup = view.setup
    return setup.spinners == "all" or (setup.spinners == "first" and view.doubles_laid == 0)


def searchable(view: SeatView) -> bool:
    """Can the search value this view's lays? Not onto the empty table under
    `first`: the search would spin every double, not the first only."""
    return view.setup.game == Rules.BLOCK or bool(view.ends) or view.setup.spinners != "first"


def _after(view: SeatView, move: Play) -> tuple[int, ...]:
    tile, at = move
    spinner = view.setup.spinner(tile, view.doubles_laid)
    return first_ends(tile, spinner) if at is None else add_to_ends(view.ends, tile, at, spinner)


def _exact(solver: _Solver, node, lo: int, hi: int) -> int:
    """The value of `node` for its player by MTD(f) within [lo, hi]."""
    g = 0
    while lo < hi:
        b = g + 1 if g == lo else g
        g = solver.value(node, b - 1, b)
        if g < b:
            hi = g
        else:
            lo = g
    return g


def _sign(solver: _Solver, node) -> int:
    """The sign of `node`'s value for its player: one search in the window
    (-1, 1), far cheaper than the exact value (fail-soft: a value the window
    holds is exact, one outside it is a bound on the same side)."""
    g = solver.value(node, -1, 1)
    return (g > 0) - (g < 0)


def deal_values(
    view: SeatView, deal: Deal, legal: list[Play], work: float, signs: bool = False
) -> tuple[list[int] | None, float]:
    """The exact points of each legal lay in this deal for the seat's side (None
    if the search ran out of `work`), and the work spent. With `signs` only
    their signs: who wins the round (0: nobody scores)."""
    setup = view.setup
    position = SeenPosition(
        deal.hands,
        view.seat,
        setup.game,
        setup.set_size,
        setup.partnerships,
        deal.boneyard,
        spins(view),
    )
    total = sum(t.pips for h in deal.hands for t in h) + sum(t.pips for t in deal.boneyard)
    with _uncollected():
        # A SeenPosition has every field of a Position the search reads.
        solver = _Solver(cast(Position, position), Clock(Limits(work=work)))
        try:
            solver.root = replace(solver.root, e=encode(view.ends))
            kind, options = solver.step(solver.root)
            by_child = {}
            flips = solver.game.sides.flips[view.seat]
            for option in options:
                lay, child, points = option
                if child is None:
                    value = (points > 0) - (points < 0) if signs else points
                elif signs:
                    value = -_sign(solver, child) if flips else _sign(solver, child)
                elif flips:
                    value = -_exact(solver, child, -total - 1, total + 1)
                else:
                    value = _exact(solver, child, -total - 1, total + 1)
                by_child[(lay[0], lay[2])] = value
            bit = solver.game.bit
            return [by_child[(bit[m[0]], encode(_after(view, m)))] for m in legal], solver.work()
        except OutOfTime:
            return None, solver.work()
        finally:
            solver.release()


def rollout(view: SeatView, deal: Deal, move: Play) -> Scored:
    """The points for the seat's side (3 players or 4 each for themselves: for
    the seat), and which side scored them, of the round where it lays `move`
    and then every player, itself too, plays as `best` would
    (solver/dominoes/players.py) in this deal."""
    return played_out(view, deal, move)[0]


def played_out(
    view: SeatView, deal: Deal, move: Play | None, tree: SeatTree | None = None
) -> tuple[Scored, int, float]:
    """`rollout`'s result, and what it cost: the tiles laid and drawn, and the
    lays `best` valued on the way (see `searched`). With a `tree` the seat's
    own later lays are the tree's (solver/dominoes/seat_tree.py), what the
    seat will have seen then its key, and the result goes back to it. A
    `move` of None: the seat has no lay and draws (or passes) first, as the
    rules make it, then plays on as every other turn."""
    setup, seat, players = view.setup, view.seat, view.setup.players
    hands = [list(h) for h in deal.hands]
    stock = list(deal.boneyard)
    table = list(view.table)
    void = [set(v) for v in view.void]
    ends, doubles = view.ends, view.doubles_laid
    player, lay = seat, move
    out: int | None = None
    cost, looked = 0, 0.0
    seen: list[tuple] = []  # with a tree: what the seat has seen since the view
    path: list = []  # the tree's nodes passed, and the lay taken at each
    if lay is None:  # the seat's own turn comes first: the loop below finds it
        player = (seat - 1) % players
    while True:
        if lay is not None:
            cost += 1
            tile, at = lay
            if tree is not None:
                seen.append((player, tile, at))
            hands[player].remove(tile)
            spinner = setup.spinner(tile, doubles)
            ends = first_ends(tile, spinner) if at is None else add_to_ends(ends, tile, at, spinner)
            doubles += tile.is_double
            table.append(tile)
            if not hands[player]:
                out = player
                break
        fits = set(ends)
        fit = _fitting(fits)
        blocked = False
        while True:  # the next player who lays: draws (draw rules), passes
            player = (player + 1) % players
            if fit(hands[player]):
                break
            if stock:  # draws until the tile drawn fits (the hand did not)
                fitted = False
                while stock and not fitted:
                    drawn = stock.pop(0)
                    hands[player].append(drawn)
                    fitted = drawn.a in fits or drawn.b in fits
                    cost += 1
                    if tree is not None:
                        seen.append((player, drawn if player == seat else None))
                void[player] = set()
                if fitted:
                    break
            elif not any(fit(h) for h in hands):
                blocked = True
                break
            void[player].update(ends)
        if blocked:
            break
        hand = hands[player]
        legal = legal_lays(hand, ends, setup.game)
        if len(legal) == 1:
            lay = legal[0]
            continue
        unseen = unseen_numbers(setup.set_size, hand, table)
        value = lore_value(setup, player, hand, ends, doubles, void, unseen)
        looked += looks(len(legal), len(hand))
        if tree is not None and player == seat:
            lay = tree.choose(tuple(seen), legal, preference(value), path)
        else:
            lay = max(legal, key=preference(value))
    winner, points = round_points(setup, [sum(t.pips for t in h) for h in hands], out)
    if winner is None:
        result = Scored(0, None)
    else:
        result = Scored(points if winner == setup.side(seat) else -points, winner)
    if tree is not None:
        tree.back(path, result)
    return result, cost, looked


def _fitting(fits: set[int]):
    def fit(hand: list[Tile]) -> bool:
        return any(t.a in fits or t.b in fits for t in hand)

    return fit


def evaluate(
    view: SeatView,
    legal: list[Play],
    rng: random.Random,
    budget: float,
    most: int = MAX_SAMPLES,
    work: float = DEAL_WORK,
    mode: str = "search",
) -> list[SampledValue]:
    """Each legal lay's value over the deals searched, best first (empty if no
    deal could be): see `searched`."""
    rows, odds = searched(view, legal, rng, budget, most, work, mode)
    return rank(legal, rows, [1.0] * len(rows), odds) if rows else []


def searched(
    view: SeatView,
    legal: list[Play],
    rng: random.Random,
    budget: float,
    most: int = MAX_SAMPLES,
    work: float = DEAL_WORK,
    mode: str = "search",
):
    """(each deal's values of the legal lays, the match's odds or None): deals
    are drawn and valued until `budget` work is spent or `most` deals are
    in (and one deal is in: see SPARE_WORK), drawn by the chain of the
    player model (solver/dominoes/sampling.py, `MarkovDeals`). `mode` "search": each
    lay's exact value in the deal (`deal_values`); "rollout": its value when
    every player then plays as `best` (`rollout`)."""
    sampler = Sampler(view)
    lore = Lore(view)
    odds = match_odds(view)
    signs = decided_now(view)
    rows: list[Any] = []
    spent, allow = 0.0, work
    # Until a deal is valued to its end the budget is not binding: each deal
    # may spend twice what the one before ran out at, up to SPARE_WORK beyond
    # the budget, so that a move is valued by the search (not left to `best`)
    # even where one deal's search takes longer than a move's budget.
    chain = MarkovDeals(sampler, lore, rng)
    walked, looked = 0, 0.0
    tree = SeatTree(_utility(signs, odds)) if TREE and mode == "rollout" else None
    # The rollouts and the tree make many small objects and no cycles: the
    # collector would walk them over and over (5% of a move's CPU).
    with _uncollected():
        while len(rows) < most and spent < (budget if rows else budget + SPARE_WORK):
            deal = chain.deal(rng)
            values: list[int] | None
            if mode == "rollout":
                spent += (chain.steps - walked) * WALK_COST + (lore.looks - looked) * LOOK_COST
                looked = lore.looks
                played = []
                for m in legal:
                    value, lays, valued = played_out(view, deal, m, tree)
                    played.append(value)
                    spent += ROLLOUT_COST + lays * LAY_COST + valued * LOOK_COST
                if signs:
                    played = [Scored((v > 0) - (v < 0), v.winner) for v in played]
                values = list(played)
            else:
                spent += (chain.steps - walked) * STEP_COST
                values, used = deal_values(
                    view, deal, legal, min(work, budget - spent) if rows else allow, signs
                )
                spent += used + DEAL_COST
            walked = chain.steps
            if values is not None:
                rows.append(values)
            elif not rows:
                allow *= 2
    return rows, odds


def _utility(signs: bool, odds):
    """A rollout's Scored as the expert weighs it: who wins (`signs`), the
    chance of winning the match (`odds`), else the points."""
    if signs:
        return lambda v: float((v > 0) - (v < 0))
    if odds is not None:
        return odds
    return float


def close_to(legal: list[Play], rows: list[list[int]], top: Play, odds=None) -> list[Play]:
    """The lays the deals cannot tell from `top`: those whose mean (of the
    match's odds, or of the values) falls short of top's by no more than
    CLOSE standard errors of the paired difference."""
    i = legal.index(top)
    n = len(rows)
    out = []
    for j, move in enumerate(legal):
        d = [(odds(r[i]) - odds(r[j])) if odds is not None else (r[i] - r[j]) for r in rows]
        mean = sum(d) / n
        var = sum((x - mean) ** 2 for x in d) / (n - 1) if n > 1 else 0.0
        if j == i or mean <= CLOSE * math.sqrt(var / n):
            out.append(move)
    return out


def decided_now(view: SeatView) -> bool:
    """Does this round decide the match whoever wins it, by any score? Then
    only who wins it counts (a match to 1 point, as a single game is): the
    deals are searched for the sign of each lay's value only, and the mean
    `points` of a SampledValue are the mean sign."""
    if match_odds(view) is None:
        return False
    assert view.scores is not None and view.target is not None
    return all(s + 1 >= view.target for s in view.scores)


def rank(legal: list[Play], rows: list[list[int]], weights: list[float], odds=None):
    """Each lay's SampledValue over the deals' `rows` of values (one per lay) and
    their `weights`, best first: by the mean points, or in a match (`odds`:
    value -> chance of winning the match) by the mean chance of winning it,
    then the mean points."""
    top = max(weights)
    weights = [w / top for w in weights] if top > 0 else [1.0] * len(rows)
    wsum = sum(weights)
    ess = wsum * wsum / sum(w * w for w in weights)
    out = []
    for i, move in enumerate(legal):
        column = [r[i] for r in rows]
        pairs = list(zip(weights, column, strict=True))
        mean = sum(w * v for w, v in pairs) / wsum
        var = sum(w * (v - mean) ** 2 for w, v in pairs) / wsum
        half = 1.96 * math.sqrt(var / ess) if ess > 1 else float("inf")
        won = sum(w * _won(v) for w, v in pairs) / wsum
        match = None if odds is None else sum(w * odds(v) for w, v in pairs) / wsum
        out.append(SampledValue(move, mean, won, (mean - half, mean + half), len(rows), match))
    out.sort(
        key=lambda m: (
            -(m.match or 0.0),
            -m.mean,
            -m.win,
            [-x for x in m.move[0].rank()],
            -(m.move[1] or 0),
        )
    )
    return out


def _won(value: int) -> float:
    return 1.0 if value > 0 else 0.5 if value == 0 else 0.0


def sampling_cost(deals: int) -> float:
    """The most drawing `deals` deals counts, in work (see `searched`)."""
    return (BURN + STEPS * deals) * STEP_COST


def budget_for(move_time: float) -> float:
    return WORK_PER_SECOND * move_time


def advise(
    view: SeatView, legal: list[Play], rng: random.Random, move_time: float = 1.0
) -> tuple[Play, list[SampledValue]]:
    """The expert's lay, and every lay's value over the deals, best first (empty
    where `best` decides alone): of the lays the deals cannot tell from the
    top one (`close_to`), the one `best` prefers."""
    fallback = best_decider(rng)
    if MODE == "search" and not searchable(view):
        return fallback(view, legal), []
    rows, odds = searched(view, legal, rng, budget_for(move_time), mode=MODE)
    if not rows:
        return fallback(view, legal), []
    ranked = rank(legal, rows, [1.0] * len(rows), odds)
    return fallback(view, close_to(legal, rows, ranked[0].move, odds)), ranked


def expert_decider(rng: random.Random, move_time: float = 1.0):
    """`(view, legal) -> move`: the expert's lay (`advise`)."""

    def decide(view: SeatView, legal: list[Play]) -> Play:
        return advise(view, legal, rng, move_time)[0]

    return decide


def expected_values(
    view: SeatView, rng: random.Random, samples: int = 100, work: float = DEAL_WORK
):
    """For `analyse` of a position with hidden hands: every legal lay of the
    seat with its mean points, win share and 95% interval over `samples`
    deals (see `evaluate`)."""
    return evaluate(view, view.legal(), rng, float("inf"), samples, work)
