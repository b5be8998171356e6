"""The one engine behind every figure of a Block or Draw position seen from one
seat: the terminal's `?`, `hint`, `analyse` and `review` all ask `advise`, so
the same position from the same seat gets the same values, the same deals
and the same best lay, whichever asks (docs/rules.md "Values and models").

**Deals.** The tiles the seat cannot see are dealt in every way the rules
allow, weighed by how likely a player model makes the others' lays seen
(solver/dominoes/sampling.py, the Markov chain of `MarkovDeals`), from a
seed made of what the seat sees (`view_seed`): the seat, its hand as a set,
the table's history, the hands' sizes and the boneyard. Not the match's
score: every value is the round's points for the seat's side (the expert bot
alone plays for the match), so `?` in a match and `analyse` of the position
cut from its log agree.

**The model of the other players** (`MODELS`), which every output names:

- `expert` (the default, what a player means by "my chances"): every lay of
  the seat is played out in each deal with the others laying as the `best`
  bot would (domino lore), never seeing the seat's hand, and the seat's own
  later lays learnt over the deals as the expert learns them
  (solver/dominoes/seat_tree.py). Its share of deals won is a chance to win
  under that model.
- `worst`: each lay's exact value when the others see every hand and play
  against the seat (the double-dummy search, paranoid with 3 or 4 players
  each for themselves). A worst case, never a chance to win.
- `open`, which the engine picks itself: where the rules leave one deal
  (nothing is hidden from the seat) with two sides, each lay's exact value
  in it, searched once.  With 3 or 4 players each for themselves that one
  deal is searched as `worst` is, and named so.

**Work.** `move_time` buys the work the expert's `--move-time` buys
(solver/dominoes/expert.py: counted, never read off a clock), so more work
means more deals: the deals of less work are the first deals of more.

**Certain.** A value is exact, and a share of 100% certain, only when the
rules make it so (`Advice.sure`): every deal the rules allow (not the
model's reading of the lays) wins for the seat even when the others see
every hand and play against it. A share of deals won of 1 short of that is
a likelihood: "won every deal sampled".
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, replace
from typing import Any

from puzzles.dominoes.match import Play
from solver.dominoes.seat_view import SeatView

EXPERT, WORST, OPEN = "expert", "worst", "open"
MODELS = (EXPERT, WORST)  # the models a caller may ask for; OPEN the engine picks
DEFAULT_MOVE_TIME = 0.25  # `hint` and `analyse` without --time-limit, and `review`'s default
# `sure`: the rules' deals are all searched when they are at most this many.
SURE_DEALS = 64


@dataclass(frozen=True)
class Advice:
    """Every lay of the seat valued over the same deals (`rows`: each deal's
    points of each lay, in the order of `legal`), best first in `ranked`
    (solver/dominoes/expert.py, `SampledValue`)."""

    view: SeatView
    model: str
    legal: tuple[Play, ...]
    rows: tuple[tuple[int, ...], ...]
    ranked: tuple[Any, ...]  # SampledValue, best first

    @property
    def deals(self) -> int:
        return len(self.rows)

    @property
    def best(self) -> Play:
        return self.ranked[0].move

    def value(self, move: Play):
        """The SampledValue of `move`."""
        return next(v for v in self.ranked if v.move == move)

    def paired(self, a: Play, b: Play, comparisons: int = 1) -> tuple[float, float, float]:
        """The mean of a's points less b's over the same deals, and its interval
        (low, high): the difference deal by deal, so the noise the two share
        (the deal) cancels; 95% shared among `comparisons` such intervals
        (solver/review_values.py, `paired_interval`)."""
        from solver.review_values import paired_interval

        i, j = self.legal.index(a), self.legal.index(b)
        return paired_interval([r[i] - r[j] for r in self.rows], comparisons)

    def sure(self, move: Play) -> bool:
        """Does `move` win in every deal the rules allow, even against others
        who see every hand? (Checked where the rules leave at most SURE_DEALS
        deals and no boneyard to order; with nothing hidden, the one deal.)"""
        if self.model == OPEN:
            return bool(self.rows) and self.value(move).win == 1.0
        return _sure(self.view, move)


def canonical(view: SeatView) -> SeatView:
    """The view the engine values: its hand in the set's order (so the lays
    are in one order whoever asks) and no match score (round points)."""
    return replace(view, hand=tuple(sorted(view.hand)), scores=None, target=None)


def view_seed(view: SeatView) -> int:
    """A seed of what the seat sees, the same from the terminal, a position
    file and a log's cut."""
    setup = view.setup
    moves = []
    for m in view.moves:
        if "tile" in m:
            moves.append([m["player"], str(m["tile"]), m.get("to")])
        elif "draw" in m:
            moves.append([m["player"], "draw", m["draw"] if m["player"] == view.seat else None])
        else:
            moves.append([m["player"], "pass"])
    data = {
        "game": str(setup.game),
        "players": setup.players,
        "partnerships": setup.partnerships,
        "set": setup.set_size,
        "spinners": setup.spinners,
        "seat": view.seat,
        "hand": sorted(str(t) for t in view.hand),
        "sizes": list(view.hand_sizes),
        "boneyard": view.boneyard,
        "moves": moves,
    }
    text = json.dumps(data, sort_keys=True)
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def advise(
    view: SeatView,
    move_time: float = DEFAULT_MOVE_TIME,
    model: str = EXPERT,
    legal: list[Play] | None = None,
) -> Advice:
    """Every legal lay of the seat of `view` valued under `model` with the work
    `move_time` buys (see the module); `ranked` is empty where no deal could
    be valued (the worst case of a lay onto an empty table under the `first`
    spinner option)."""
    import random

    from solver.dominoes.expert import MAX_SAMPLES, budget_for, rank, searchable, searched

    if model not in MODELS:
        raise ValueError(f"model {model!r} is not one of {MODELS}")
    view = canonical(view)
    lays = view.legal()
    if legal is not None:
        lays = [m for m in lays if m in set(legal)]
    from solver.dominoes.sampling import Sampler

    rng = random.Random(view_seed(view))
    most = MAX_SAMPLES
    if Sampler(view).total == 1:  # nothing hidden: the one deal, searched exactly
        model = OPEN if view.setup.sides == 2 else WORST
        most = 1
    if model != EXPERT and not searchable(view):
        return Advice(view, model, tuple(lays), (), ())
    mode = "rollout" if model == EXPERT else "search"
    rows, _ = searched(view, lays, rng, budget_for(move_time), most, mode=mode)
    rows = [tuple(int(v) for v in r) for r in rows]
    ranked = rank(lays, rows, [1.0] * len(rows)) if rows else []
    return Advice(view, model, tuple(lays), tuple(rows), tuple(ranked))


@dataclass(frozen=True)
class Expected:
    """What the seat of a view expects the round to give its side, under the
    `expert` model: the mean points over the deals, a 95% interval of the
    mean (infinite with one deal) and the deals."""

    mean: float
    ci: tuple[float, float]
    deals: int
    model: str = EXPERT


def expected(view: SeatView, move_time: float = DEFAULT_MOVE_TIME) -> Expected | None:
    """The points the seat of `view`, to move, expects for its side: the same
    deals as `advise` (its seed, its chain, the work `move_time` buys), each
    played out from the seat's turn, the seat drawing first where it has no
    lay, its own lays learnt over the deals as the expert learns them and the
    others laying as the `best` bot would (the `expert` model, whatever the
    seat holds: a draw's luck is this after the draw less before it). None
    where no deal could be played out."""
    import math
    import random

    from solver.dominoes.expert import MAX_SAMPLES, budget_for, searched

    view = canonical(view)
    rng = random.Random(view_seed(view))
    rows, _ = searched(view, [None], rng, budget_for(move_time), MAX_SAMPLES, mode="rollout")  # type: ignore[list-item]
    values = [int(r[0]) for r in rows]
    if not values:
        return None
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return Expected(mean, (-math.inf, math.inf), n)
    half = 1.96 * math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n)
    return Expected(mean, (mean - half, mean + half), n)


def _sure(view: SeatView, move: Play) -> bool:
    from puzzles.dominoes.tiles import Tile
    from solver.dominoes.expert import DEAL_WORK, deal_values, searchable
    from solver.dominoes.sampling import Sampler

    if len(view.hand) == 1 and not view.setup.partnerships:
        # The seat goes out: by the rules it wins unless another hand may be
        # worth 0 pips too (a lone 0-0 it has not seen) (docs/rules.md 3, 4).
        blank = Tile(0, 0)
        seen = blank in view.hand or blank in view.table
        return all(seen or view.hand_sizes[p] >= 2 for p in range(view.players) if p != view.seat)
    if view.boneyard or not searchable(view):
        return False
    sampler = Sampler(view)
    if sampler.total > SURE_DEALS:
        return False
    for deal in _every_deal(sampler):
        values, _ = deal_values(view, deal, [move], DEAL_WORK, signs=True)
        if values is None or values[0] <= 0:
            return False
    return True


def _every_deal(sampler):
    """Every consistent deal of a sampler's view (no boneyard: block rules, or
    a draw round whose boneyard is empty)."""
    import random

    from solver.dominoes.sampling import Deal

    places = len(sampler.sizes)

    def walk(i: int, left: tuple[int, ...], where: list[int]):
        if i == len(sampler.tiles):
            if not any(left):
                yield list(where)
            return
        for d in sampler.allowed[i]:
            if d < places and left[d]:
                room = list(left)
                room[d] -= 1
                where.append(d)
                yield from walk(i + 1, tuple(room), where)
                where.pop()

    for where in walk(0, tuple(sampler.sizes), []):
        deal = sampler.dealt(where, random.Random(0))
        yield Deal(deal.hands, deal.boneyard, deal.rest)
