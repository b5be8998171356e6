"""`python -m tests.bench inference [--quick]`: how much the expert's deals know
of the hands it cannot see (solver/dominoes/sampling.py).

Rounds of `best` against `best`; at every choice of a seat once some moves
are seen (under draw rules: once another player has drawn), the chain of
deals (`MarkovDeals`) draws DEALS deals, and the figure is the share of the
other hands' tiles in those deals that the other hands truly hold. Beside
the player model as it is: the deals drawn uniformly (no model), the model
weighing a Draw player's lays only since their last draw (as before the walk
back through one-tile draws), and a sharper model (TEMPERATURE 0.5). The
positions and the chain's seeds are the same for every column.
"""

from __future__ import annotations

import random

from puzzles.dominoes.match import Setup, play_match
from solver.bots import domino_decider
from solver.dominoes import sampling
from solver.dominoes.seat_view import from_round

DEALS = 60  # deals drawn at each position


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


MODELS = {
    "uniform": lambda view: sampling.Lore(view, 1e9),
    "last draw": _SinceLastDraw,
    "model": sampling.Lore,
    "T 0.5": lambda view: sampling.Lore(view, 0.5),
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
                for name, model in MODELS.items():
                    rng = random.Random(f"{seed}-{positions}")
                    chain = sampling.MarkovDeals(sampling.Sampler(view), model(view), rng)
                    for _ in range(DEALS):
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
