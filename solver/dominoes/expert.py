"""The `expert` bot for Block and Draw: sample what it cannot see, solve each
sample exactly, play the move that does best on average.

For a seat's view (solver/dominoes/seat_view.py) it draws deals of the unseen tiles
consistent with what the seat has seen, weighed by how well each explains
the others' lays (solver/dominoes/sampling.py); in each deal it finds the exact value
of every legal lay with the double-dummy endgame search (solver/dominoes/endgame/solve.py,
its search and its work limits reused as they are), and plays the lay with
the best weighted mean: points for its side (with 3 players, or 4 each for
themselves, the paranoid value: the seat against the others together); in
a match of two sides (the view's `scores` and `target`), the chance of
winning the match from the score each deal's result leaves
(solver/dominoes/match_odds.py), then the points.

**Bounded and reproducible.** `--move-time S` is not read off a clock: it
buys `WORK_PER_SECOND * S` of deterministic work (solver/limits.py: the
endgame search counts the positions it visits), and deals are drawn and
searched until it is spent: each deal costs what its search counted plus
`DEAL_COST` for drawing it and setting its search up, and may spend at
most `DEAL_WORK`; a deal whose search runs out is left out of the mean.
So the same view and seed give the same move on any machine, and a move
takes about S seconds of CPU or less (measured: at 0.4 units a second a
move took 0.2 s of CPU on average, 0.43 s at most, on a shared 2-core
machine; python -m tests.bench bots prints the wall and CPU time a move).

Every rule option is searched: under draw rules with the `first` or `none`
spinner option the doubles laid from now on do not spin (`first`: the
round's first double, always the first tile, is on the table already) and
the search keys its table by the hands while the boneyard holds a tile.
Only a lay onto an empty table under `first` is left to `best`, and there
draw rules allow one lay: the highest double.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field, replace
from typing import Any, cast

from puzzles.dominoes.endgame import Position
from puzzles.dominoes.line import Line
from puzzles.dominoes.match import Play
from puzzles.dominoes.tiles import Rules, Tile, add_to_ends, first_ends
from solver.dominoes.endgame.ends import encode
from solver.dominoes.endgame.search import OutOfTime
from solver.dominoes.endgame.solve import _Solver, _uncollected
from solver.dominoes.match_odds import match_odds
from solver.dominoes.players import best_decider
from solver.dominoes.sampling import Deal, Sampler, likelihood
from solver.dominoes.seat_view import SeatView
from solver.limits import Clock, Limits

# Deterministic work (solver/limits.py) a second of --move-time buys, all the
# deals' searches together (measured: python -m tests.bench bots).
WORK_PER_SECOND = 1.5
DEAL_WORK = 0.2  # the most one deal's search may spend
DEAL_COST = 0.0005  # what drawing a deal and setting up its search count, in work
MAX_SAMPLES = 400  # and never more deals than this
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


def evaluate(
    view: SeatView,
    legal: list[Play],
    rng: random.Random,
    budget: float,
    most: int = MAX_SAMPLES,
    work: float = DEAL_WORK,
) -> list[SampledValue]:
    """Each legal lay's value over the deals searched, best first (empty if no
    deal could be): deals are drawn and searched until `budget` work is spent
    or `most` deals are in (and one deal is in: see SPARE_WORK)."""
    sampler = Sampler(view)
    odds = match_odds(view)
    signs = decided_now(view)
    rows: list[Any] = []
    weights: list[float] = []
    spent, allow = 0.0, work
    # Until a deal is searched to its end the budget is not binding: each deal
    # may spend twice what the one before ran out at, up to SPARE_WORK beyond
    # the budget, so that a move is valued by the search (not left to `best`)
    # even where one deal's search takes longer than a move's budget.
    while len(rows) < most and spent < (budget if rows else budget + SPARE_WORK):
        deal = sampler.deal(rng)
        values, used = deal_values(
            view, deal, legal, min(work, budget - spent) if rows else allow, signs
        )
        spent += used + DEAL_COST
        if values is not None:
            rows.append(values)
            weights.append(likelihood(view, deal.hands))
        elif not rows:
            allow *= 2
    if not rows:
        return []
    return rank(legal, rows, weights, odds)


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


def budget_for(move_time: float) -> float:
    return WORK_PER_SECOND * move_time


def expert_decider(rng: random.Random, move_time: float = 1.0):
    """`(view, legal) -> move`: the lay with the best mean over the deals."""
    fallback = best_decider(rng)

    def decide(view: SeatView, legal: list[Play]) -> Play:
        if not searchable(view):
            return fallback(view, legal)
        ranked = evaluate(view, legal, rng, budget_for(move_time))
        return ranked[0].move if ranked else fallback(view, legal)

    return decide


def expected_values(
    view: SeatView, rng: random.Random, samples: int = 100, work: float = DEAL_WORK
):
    """For `analyse` of a position with hidden hands: every legal lay of the
    seat with its mean points, win share and 95% interval over `samples`
    deals (see `evaluate`)."""
    return evaluate(view, view.legal(), rng, float("inf"), samples, work)
