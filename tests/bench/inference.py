"""`python -m tests.bench inference [--quick]`: how much the expert's deals know
of the hands it cannot see (solver/dominoes/sampling.py).

Rounds of `best` against `best`; at every choice of a seat once some moves
are seen (under draw rules: once another player has drawn), the chain of
deals (`MarkovDeals`) draws DEALS deals, and the figure is the share of the
other hands' tiles in those deals that the other hands truly hold. Beside
the player model as it is: the deals drawn uniformly (no model), the model
weighing a Draw player's lays only since their last draw (as before the walk
back through one-tile draws), a sharper model (TEMPERATURE 0.5), and
"ideal": the sharpest model worth having, its chain walked IDEAL_WALK times
as long (what `--only ...,ideal` of `python -m tests.bench bots` plays
with). The positions and the chain's seeds are the same for every column.
Measured (seed 2026): 2-player Draw, 200 rounds, 466 positions: uniform
47.1%, last draw 50.5%, model 51.4%, T 0.5 51.6%, ideal 52.3%; 4-player
partnership Block, 60 rounds, 302 positions: 21.7%, 25.8%, 25.8%, 26.4%,
26.8%.

Measured (seed 2026; a throwaway run of 40 deals a position over 40 rounds of
2-player Draw and 20 of 4-player Block, chains 10 to 75 times as long):
a sharper model and a longer chain gain little, 52.2% -> 52.6% at
TEMPERATURE 0.3 (0.1: 53.9%, 0.03: 53.6%) in Draw, 24.1% -> 25.1% (0.1:
25.0%, 0.03: 25.2%) in 4-player Block. So the moves seen say at most a
point or two more of the hands under this player model, whose players are
`best` as the bench's are.
"""

from __future__ import annotations

import random

from puzzles.dominoes.match import Setup, play_match
from solver.bots import domino_decider
from solver.dominoes import sampling
from solver.dominoes.seat_view import from_round

DEALS = 60  # deals drawn at each position
IDEAL_TEMPERATURE = 0.3  # "ideal": sharper still gains at most a point or two
IDEAL_WALK = 10  # and its chain this many times as long


class _SinceLastDraw(sampling.Lore):
    """The model weighing only the lays since each player's last draw."""

    def _walk_back(self, p: int) -> list[tuple]:
        out = []
        for event in reversed(self.events):
            if event[0] != p:
                continue
            if len(event) == 1:  # a draw
                break
            out.append(event)
        return out


# name: (the model, how many times as long its chain walks)
MODELS = {
    "uniform": (lambda view: sampling.Lore(view, 1e9), 1),
    "last draw": (_SinceLastDraw, 1),
    "model": (sampling.Lore, 1),
    "T 0.5": (lambda view: sampling.Lore(view, 0.5), 1),
    "ideal": (lambda view: sampling.Lore(view, IDEAL_TEMPERATURE), IDEAL_WALK),
}


def held(setup: Setup, rounds: int, seed: int) -> tuple[int, dict[str, float]]:
    """(positions, each model's share of true tiles in the deals)."""
    hits = {name: [0, 0] for name in MODELS}
    positions = 0

    def watch(decide):
        def choose(round_, player, legal):
            nonlocal positions
            view = from_round(round_, player, round_.match_scores)
            drew = any(m.get("draw", 0) is None for m in view.moves)
            if len(legal) > 1 and (drew if setup.game == "draw" else len(view.moves) > 3):
                positions += 1
                for name, (model, walk) in MODELS.items():
                    rng = random.Random(f"{seed}-{positions}")
                    chain = sampling.MarkovDeals(sampling.Sampler(view), model(view), rng)
                    chain.walk(rng, (walk - 1) * sampling.BURN)
                    for _ in range(DEALS):
                        chain.walk(rng, (walk - 1) * sampling.STEPS)
                        deal = chain.deal(rng)
                        for p, hand in enumerate(deal.hands):
                            if p != player:
                                hits[name][0] += len(set(hand) & set(round_.hands[p]))
                                hits[name][1] += len(hand)
            return decide(view, legal)

        return choose

    for r in range(rounds):
        bots = [
            watch(domino_decider("best", random.Random(f"{seed}-{r}-{s}"), 1.0))
            for s in range(setup.players)
        ]
        play_match(setup, seed * 1000 + r, bots, max_rounds=1)
    return positions, {name: a / b for name, (a, b) in hits.items()}


def run(quick: bool = False, seed: int = 2026) -> None:
    print(f"share of the other hands' true tiles in {DEALS} deals a position, best vs best")
    print(f"{'setup':<28} {'rounds':>6} {'positions':>9}" + "".join(f"{n:>11}" for n in MODELS))
    for label, setup, rounds in (
        ("2-player draw", Setup("draw", 2), 200),
        ("4-player block partnerships", Setup("block", 4, True), 60),
    ):
        rounds = 5 if quick else rounds
        positions, shares = held(setup, rounds, seed)
        row = "".join(f"{100 * shares[n]:>10.1f}%" for n in MODELS)
        print(f"{label:<28} {rounds:>6} {positions:>9}{row}", flush=True)
