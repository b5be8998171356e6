"""`python -m tests.bench bots [--deals N] [--move-time S] [--ismcts N] [--jobs J]
[--goal win|points] [--only ...]`: how the bots fare against each other, on
duplicate deals.

Every deal is played twice as a single round, the bots' seats rotated (in
4-player partnerships: one bot on seats 0 and 2, then on 1 and 3), so luck
of the deal cancels. For the first bot of each pair it prints the win share
(a round nobody scores counts half) and the points a round, each with a 95%
interval over the deals (a deal's two rounds averaged: they are not
independent), and the mean and largest time it took a move.

Last, expert against OpenSpiel's ISMCTS on OpenSpiel's own 2-player Block
Dominoes (`python_block_dominoes`: player 0 starts, the winner scores the
loser's pips), the expert spoken to through the bot protocol in a
`domino-puzzles bot` process, as any other program would. Its CPU a move is
that process's own (Linux /proc), but for each process's first answer,
which pays its imports too.

**The game the bots are told.** Each deal is one round, scored won, lost or
(nobody scores) half: a single game, not a match. With `--goal win` (the
default) every bot's view says so: a match to 1 point at 0-0, which this
round decides, so the expert plays for the round's win (and searches only
who wins each deal: solver/dominoes/expert.py, `decided_now`). With
`--goal points` the views show the game's own match to its target (100) at
0-0, where the chance of winning the match follows the points nearly
linearly, so the expert plays, in effect, for the round's points. `best`
and `greedy` read neither. The ISMCTS match tells the expert the same
(`scores` and `target` of the bot protocol); ISMCTS maximises OpenSpiel's
returns, the round's points.

`--only ...,open` adds, for scale, `open` against best: no bot, a player
that sees every hand and plays the exact search of the true deal, what
the expert would be if it knew the deal (the ceiling of its method).
`--only ...,seer` adds `seer` against best: the expert whose deals hold
every other hand as it truly is (the boneyard's order still drawn, each
deal anew), what perfect inference of the hands would give it. Measured
(`--move-time 0.3 --only draw-2,seer --deals 120 --save DIR`, and
`--only block-4p,seer --deals 100`; the paired difference from the two
pairings' saved shares, deal by deal): 2-player Draw 0.665 +- 0.043
against the expert's 0.602 +- 0.041, paired +0.062 +- 0.046; 4-player
partnership Block 0.902 +- 0.034 against 0.542 +- 0.043, paired +0.360 +-
0.050. What the deals know of the hands is worth that much with four
players, yet the chain's deals hold only 25.8% of the other hands' true
tiles there, against 21.7% dealt uniformly, 26.4% with a sharper model
(TEMPERATURE 0.5), 26.8% from the ideal chain (python -m tests.bench
inference): the moves seen say little more under this model.
`--only block-4p,partner-seer` adds `partner-seer`: the expert whose deals
hold its partner's true hand, the others' drawn as always, what partners
who told each other their hands would gain: on the same 100 deals at
--move-time 0.3, 0.608 +- 0.050, paired with the expert +0.065 +- 0.057.
Most of what the 4-player seer gains is the opponents' hands.
`--only ...,ideal` adds `ideal`: the expert whose deals come from its
chain as sharp and as long as inference under its player model can use
(tests/bench/inference.py, "ideal"), at no cost to its budget. On the same
deals at --move-time 0.3 (`--only draw-2,ideal --deals 120`, `--only
block-4p,ideal --deals 100`): 2-player Draw 0.575 +- 0.039 against the
expert's 0.600 +- 0.040, paired -0.025 +- 0.028; 4-player partnership Block
0.552 +- 0.044 against 0.542 +- 0.043, paired +0.010 +- 0.046. Sharper
inference of the moves seen is not what the expert lacks.

`--jobs J` splits the deals over J processes; every deal is seeded on its
own, so the figures are those of `--jobs 1`, in the same deal order.

**A/B on the same deals.** Two win shares measured apart differ by the luck
of the games as much as by the bots; the same deals played by two versions
of a bot differ far less. `--save DIR` writes each pairing's win share deal
by deal to DIR, and `--paired DIR` prints, under each pairing, its paired
difference with the saved run (the same `--seed` and deals): the mean of the
deal-by-deal differences with its 95% interval. `--set K=V[,K=V]` sets
constants of the Block and Draw expert for such a run (of
solver/dominoes/expert.py, sampling.py or seat_tree.py: `CLOSE=2`,
`MODE=search`, `TEMPERATURE=0.5`, `TREE=false`, `EXPLORE=1.5`); the ISMCTS
line's bot process does not see them. The Florentine lines save and pair
too, and `--set florentine.K=V` sets a constant of the Florentine expert
(solver/florentine/expert.py or open_search.py);
`florentine.PHASES=draw+open` plays the expert in those phases only (`draw`,
`open`, `personal`), `best` in the others, to find where it wins or loses.
Under each Florentine line: the expert's CPU a move in each phase.
"""

from __future__ import annotations

import atexit
import functools
import json
import math
import multiprocessing
import os
import random
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

from puzzles.dominoes.match import Setup, play_match
from solver.bots import domino_decider
from solver.dominoes.seat_view import from_round
from tests.bench.inference import IDEAL_TEMPERATURE, IDEAL_WALK

PAIRS = [("expert", "best"), ("best", "greedy")]
GOAL = "win"  # what the bots are told they play for: see _told
SETUPS = [Setup("block", 2), Setup("draw", 2), Setup("block", 4, True)]


def interval(values: list[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    return mean, 1.96 * math.sqrt(var / n)


def duplicate(
    setup: Setup, a: str, b: str, deals: int, seed: int, move_time: float, jobs: int = 1, **kw
):
    """(win shares, points, move times of `a`: wall clock and CPU), a deal's
    two rounds averaged, in deal order whatever `jobs`; the deals numbered
    from `first` (kw)."""
    one = functools.partial(_duplicate_deal, setup, a, b, seed, move_time, kw.get("goal", GOAL))
    first = kw.get("first", 0)
    return _gather(_map(one, range(first, first + deals), jobs))


def _duplicate_deal(setup: Setup, a: str, b: str, seed: int, move_time: float, goal: str, d: int):
    """One deal played twice, the seats rotated: (win share, points, times of `a`)."""
    w = p = 0.0
    times: list = []
    for turn in (0, 1):
        bots = []
        for seat in range(setup.players):
            name = a if setup.side(seat) % 2 == turn else b
            if name == "open":
                bots.append(_open(goal, times))
                continue
            rng = random.Random(f"{seed}-{d}-{seat}")
            seer = SEERS.get(name)
            decide = domino_decider("expert" if seer else name, rng, move_time)
            if name == a:
                decide = _timed(decide, times)
            bots.append(seer(_told(decide, goal)) if seer else _told(decide, goal))
        round_ = play_match(setup, seed * 1000 + d, bots, max_rounds=1).rounds[0]
        if round_.winner is None:
            w += 0.5
        elif round_.winner % 2 == turn:
            w, p = w + 1, p + round_.points
        else:
            p -= round_.points
    return w / 2, p / 2, times


def _told(decide, goal: str):
    """The referee's callback for a bot, told the game the bench scores: with
    `goal` "win" a match to 1 point at 0-0, which this one round decides (a
    round that scores nothing: half, as the bench counts it), so an expert
    plays for the round's win; with "points" the game's own match to its
    target at 0-0, where the chance of the match follows the points."""

    def choose(round_, player, legal):
        view = from_round(round_, player, round_.match_scores)
        if goal == "win":
            view = replace(view, scores=(0,) * round_.setup.sides, target=1)
        return decide(view, legal)

    return choose


def _open(goal: str, times: list):
    """For scale, no bot: a player that sees every hand (and the boneyard's
    order) and lays what the exact search of the true deal says, for the
    win or the points as `goal` tells."""
    from solver.dominoes.expert import deal_values, match_odds, rank
    from solver.dominoes.sampling import Deal

    def choose(round_, player, legal):
        start, cpu = time.perf_counter(), time.process_time()
        view = from_round(round_, player, round_.match_scores)
        if goal == "win":
            view = replace(view, scores=(0,) * round_.setup.sides, target=1)
        stock = tuple(round_.stock)
        draw = round_.setup.game == "draw"
        deal = Deal(tuple(map(tuple, round_.hands)), stock if draw else (), () if draw else stock)
        values, _ = deal_values(view, deal, legal, float("inf"), goal == "win")
        assert values is not None
        move = rank(legal, [values], [1.0], match_odds(view))[0].move
        times.append((time.perf_counter() - start, time.process_time() - cpu))
        return move

    return choose


class _TrueHands:
    """In place of the expert's chain of deals: every hand as it truly is, the
    boneyard (draw rules) in an order drawn anew each deal, the tiles out of
    play (block rules) as they are."""

    steps = 0  # no chain to walk: no work counted for it

    def __init__(self, round_):
        self.hands = tuple(tuple(h) for h in round_.hands)
        self.stock = tuple(round_.stock)
        self.draw = round_.setup.game == "draw"

    def deal(self, rng):
        from solver.dominoes.sampling import Deal

        if not self.draw:
            return Deal(self.hands, (), self.stock)
        stock = list(self.stock)
        rng.shuffle(stock)
        return Deal(self.hands, tuple(stock), ())


def _seer(choose):
    """For scale, `seer`: the expert whose deals hold every other hand as it
    truly is (the boneyard's order is still drawn), what perfect inference of
    the hands would give its method; `choose` the expert's callback."""
    return _with_chain(choose, lambda round_: lambda sampler, lore, rng: _TrueHands(round_))


def _with_chain(choose, chain_for):
    """The expert's callback `choose` drawing its deals from `chain_for(round_)`
    (made as the expert makes its MarkovDeals) in place of its own chain."""
    from solver.dominoes import expert

    def playing(round_, player, legal):
        chain = expert.MarkovDeals
        expert.MarkovDeals = chain_for(round_)
        try:
            return choose(round_, player, legal)
        finally:
            expert.MarkovDeals = chain

    return playing


def _partner_seer(choose):
    """For scale, `partner-seer` (partnerships): the expert whose deals hold its
    partner's hand as it truly is, the others' still drawn by the chain, what
    partners who told each other their hands would gain."""
    from functools import lru_cache

    from solver.dominoes import expert

    plain = expert.Sampler

    def seeing(round_, player, legal):
        partner = set(round_.hands[(player + 2) % 4])

        class Knowing(plain):  # type: ignore[misc,valid-type]
            def __init__(self, view):
                super().__init__(view)
                k = self.others.index((view.seat + 2) % 4)
                self.allowed = [
                    (k,) if t in partner else tuple(d for d in allowed if d != k)
                    for t, allowed in zip(self.tiles, self.allowed, strict=True)
                ]
                self.count = lru_cache(maxsize=None)(self._count)
                self.total = self.count(0, tuple(self.sizes))

        expert.Sampler = Knowing  # type: ignore[misc]
        try:
            return choose(round_, player, legal)
        finally:
            expert.Sampler = plain  # type: ignore[misc]

    return seeing


class _IdealChain:
    """In place of the expert's chain of deals: the chain as inference could
    best make it under its player model, sharper (IDEAL_TEMPERATURE) and
    walked IDEAL_WALK times as long (tests/bench/inference.py), and free:
    its steps count no work, so the rollouts keep the whole budget."""

    steps = 0  # no work counted for the chain

    def __init__(self, sampler, lore, rng):
        from solver.dominoes import sampling

        ideal = sampling.Lore(sampler.view, IDEAL_TEMPERATURE)
        self.chain = sampling.MarkovDeals(sampler, ideal, rng)
        self.chain.walk(rng, (IDEAL_WALK - 1) * sampling.BURN)

    def deal(self, rng):
        from solver.dominoes import sampling

        self.chain.walk(rng, (IDEAL_WALK - 1) * sampling.STEPS)
        return self.chain.deal(rng)


def _ideal(choose):
    """For scale, `ideal`: the expert whose deals come from the best chain of
    its player model (`_IdealChain`), what sharper inference of the moves
    seen, at no cost, would give it."""
    return _with_chain(choose, lambda round_: _IdealChain)


SEERS = {"seer": _seer, "partner-seer": _partner_seer, "ideal": _ideal}


def _map(fn, items, jobs: int) -> list:
    """`fn` over `items` in order, in `jobs` processes (each item is seeded on
    its own, so the results are those of one process)."""
    items = list(items)
    done = _progress(len(items))
    if jobs <= 1 or len(items) <= 1:
        return [done(fn(i)) for i in items]
    # The bots' modules loaded before the fork: every process plays the same code.
    import solver.dominoes.expert  # noqa: F401
    import solver.florentine.expert  # noqa: F401

    with multiprocessing.get_context("fork").Pool(min(jobs, len(items))) as pool:
        return [done(r) for r in pool.imap(fn, items, chunksize=1)]


def _progress(total: int):
    """A long run says how far it is, on stderr (the figures stay alone on
    stdout): on a terminal a count kept up to date, else a line each tenth."""
    count = [0]
    live = sys.stderr.isatty()

    def done(result):
        count[0] += 1
        k = count[0]
        if live:
            end = "\n" if k == total else ""
            print(f"\r  {k}/{total} deals", end=end, file=sys.stderr, flush=True)
        elif total >= 10 and k % (total // 10) == 0 or k == total:
            print(f"  {k}/{total} deals", file=sys.stderr, flush=True)
        return result

    return done


def _gather(results) -> tuple[list, list, list]:
    wins, points, times = [], [], []
    for w, p, t in results:
        wins.append(w)
        points.append(p)
        times.extend(t)
    return wins, points, times


def _timed(decide, times):
    def timed(view, legal):
        start, cpu = time.perf_counter(), time.process_time()
        move = decide(view, legal)
        times.append((time.perf_counter() - start, time.process_time() - cpu))
        return move

    return timed


def settle(settings: str | None) -> None:
    """`--set`: K=V constants of the Block and Draw expert, for an A/B run
    (set before the deals fork, so every process plays them)."""
    if not settings:
        return
    from solver.dominoes import expert, sampling, seat_tree

    settle_florentine(settings)
    for item in settings.split(","):
        key, _, value = item.partition("=")
        if key.startswith("florentine."):
            continue
        module = next((m for m in (expert, sampling, seat_tree) if hasattr(m, key)), None)
        if module is None:
            raise SystemExit(f"--set: no constant {key} in the expert or its sampler")
        setattr(module, key, _typed(getattr(module, key), value))


def _typed(old, value: str):
    """`value` read as the type of the constant it replaces (a bool from
    true/false/1/0: bool("False") would be True)."""
    if isinstance(old, bool):
        if value.lower() not in ("true", "false", "1", "0"):
            raise SystemExit(f"--set: {value!r} is not true or false")
        return value.lower() in ("true", "1")
    return type(old)(value)


def settle_florentine(settings: str | None) -> None:
    """`--set florentine.K=V`: a constant of the Florentine expert
    (solver/florentine/expert.py or open_search.py) for an A/B run;
    `florentine.PHASES=draw+open` plays the expert only in those phases
    (`draw`, `open`, `personal`) and `best` in the others (see FLO_PHASES)."""
    global FLO_PHASES
    from solver.florentine import expert, open_search

    for item in (settings or "").split(","):
        key, _, value = item.partition("=")
        if not key.startswith("florentine."):
            continue
        key = key.removeprefix("florentine.")
        if key == "PHASES":
            FLO_PHASES = tuple(value.split("+")) if value else ()
            continue
        module = next((m for m in (expert, open_search) if hasattr(m, key)), None)
        if module is None:
            raise SystemExit(f"--set: no constant {key} in the Florentine expert")
        setattr(module, key, _typed(getattr(module, key), value))


def _paired(label: str, wins: list[float], save: str | None, against: str | None) -> None:
    """`--save` this pairing's win shares deal by deal; `--paired`: print its
    paired difference with a saved run, over the deals both played."""
    name = label.replace(" ", "_").replace(":", "") + ".json"
    if save:
        os.makedirs(save, exist_ok=True)
        with open(os.path.join(save, name), "w") as file:
            json.dump(wins, file)
    if against:
        path = os.path.join(against, name)
        if not os.path.exists(path):
            print(f"{'':<42} (no {path} to pair with)")
            return
        with open(path) as file:
            before = json.load(file)
        n = min(len(before), len(wins))
        d, h = interval([a - b for a, b in zip(wins[:n], before[:n], strict=True)])
        print(f"{'':<42} {n:>4} deals  paired with {against}: {d:+.3f} ± {h:.3f}")


def gathered(dirs: list[str]) -> None:
    """`--gather`: each pairing's win share over the deals of several `--save`d
    runs together (parts of one long run, `--first`), with its 95% interval."""
    names = sorted({n for d in dirs for n in os.listdir(d) if n.endswith(".json")})
    for name in names:
        wins: list[float] = []
        for d in dirs:
            path = os.path.join(d, name)
            if os.path.exists(path):
                with open(path) as file:
                    wins.extend(json.load(file))
        w, dw = interval(wins)
        label = name.removesuffix(".json").replace("_", " ")
        print(f"{label:<42} {len(wins):>4} deals  win {w:.3f} ± {dw:.3f}", flush=True)


def show(label: str, wins, points, times) -> None:
    w, dw = interval(wins)
    p, dp = interval(points)
    wall = [t[0] if isinstance(t, tuple) else t for t in times]
    cpu = [t[1] for t in times if isinstance(t, tuple)]
    t = f"{1000 * sum(wall) / len(wall):.1f} ms a move (max {1000 * max(wall):.0f})"
    if cpu:
        t += f", CPU {1000 * sum(cpu) / len(cpu):.1f} ms (max {1000 * max(cpu):.0f})"
    print(
        f"{label:<42} {len(wins):>4} deals  win {w:.3f} ± {dw:.3f}  "
        f"points {p:+.2f} ± {dp:.2f}  {t}",
        flush=True,
    )


# The phases of a Florentine game in which the bench's `expert` plays as the
# expert (`best` in the others): `--set florentine.PHASES=draw`, to find where
# it wins or loses. With none it is `best` throughout, and its share is exactly
# the share of a seat (the same games at every seat).
FLO_PHASES: tuple[str, ...] = ("draw", "open", "personal")


def _phased(expert, best):
    """The expert in FLO_PHASES, `best` (its own random) elsewhere."""
    from puzzles.florentine.game import DRAW, OPEN

    def choose(view, player, options):
        phase = "draw" if view.phase == DRAW else "open" if view.phase == OPEN else "personal"
        return (expert if phase in FLO_PHASES else best)(view, player, options)

    return choose


def florentine_duplicate(
    players: int, deals: int, seed: int, move_time: float, jobs: int = 1, first: int = 0
):
    """Florentine: the expert at each seat in turn, `best` at the others, same deck."""
    one = functools.partial(_florentine_deal, players, seed, move_time)
    return _gather(_map(one, range(first, first + deals), jobs))


def _florentine_deal(players: int, seed: int, move_time: float, d: int):
    from puzzles.florentine.game import FlorentineSetup as FloSetup
    from puzzles.florentine.game import play_game
    from solver.bots import florentine_decider
    from solver.florentine.players import seated as flo_seated

    w = p = 0.0
    times: list = []
    for seat in range(players):
        bots = []
        for q in range(players):
            level = "expert" if q == seat else "best"
            decide = florentine_decider(level, random.Random(f"{seed}-{d}-{q}"), move_time)
            if q == seat and FLO_PHASES != ("draw", "open", "personal"):
                # `best` seeded as it is at the other seats: with no phase it
                # plays the very games a `best` in this seat would.
                other = florentine_decider("best", random.Random(f"{seed}-{d}-{q}"))
                decide = _phased(decide, other)
            bots.append(flo_seated(_timed_flo(decide, times) if q == seat else decide))
        game = play_game(FloSetup(players), seed * 1000 + d, bots)
        winners, scores = game.winners(), game.scores()
        w += 1 / len(winners) if seat in winners else 0.0
        p += scores[seat] - max(s for q, s in enumerate(scores) if q != seat)
    return w / players, p / players, times


def _timed_flo(decide, times):
    def timed(game, player, options):
        start, cpu = time.perf_counter(), time.process_time()
        option = decide(game, player, options)
        times.append((time.perf_counter() - start, time.process_time() - cpu, game.phase))
        return option

    return timed


def show_phases(times) -> None:
    """The Florentine expert's CPU a move in each phase: mean (max), moves."""
    parts = []
    for phase in sorted({t[2] for t in times}):
        cpu = [t[1] for t in times if t[2] == phase]
        parts.append(
            f"{phase} {1000 * sum(cpu) / len(cpu):.0f} ms (max {1000 * max(cpu):.0f}, "
            f"{len(cpu)} moves)"
        )
    print(f"{'':<42} CPU a move by phase: " + "; ".join(parts), flush=True)


# -- OpenSpiel ------------------------------------------------------------------
def ismcts_match(
    deals: int,
    seed: int,
    move_time: float,
    simulations: int,
    jobs: int = 1,
    goal: str = "win",
    first: int = 0,
):
    """(win shares, points, the expert's and ISMCTS's times a move), in deal order."""
    one = functools.partial(_ismcts_deal, seed, move_time, simulations, goal)
    wins, points, ours, theirs = [], [], [], []
    for w, p, o, t in _map(one, range(first, first + deals), jobs):
        wins.append(w)
        points.append(p)
        ours.extend(o)
        theirs.extend(t)
    return wins, points, ours, theirs


_BOTS: dict = {}  # a `domino-puzzles bot` process for each process of the bench
_ASKED: set[int] = set()  # the bot processes asked for a move before


def _bot(seed: int, move_time: float):
    key = (seed, move_time)
    if key not in _BOTS:
        _BOTS[key] = subprocess.Popen(
            [sys.executable, "-m", "cli", "bot", "--rules", "block", "--level", "expert"]
            + ["--seed", str(seed), "--move-time", str(move_time)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        atexit.register(_close, _BOTS[key])
    return _BOTS[key]


def _close(bot) -> None:
    bot.stdin.close()
    bot.wait()


def _ismcts_deal(seed: int, move_time: float, simulations: int, goal: str, d: int):
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import ismcts, mcts
    from open_spiel.python.games import block_dominoes  # noqa: F401 - registers the game

    game = pyspiel.load_game("python_block_dominoes")
    bot = _bot(seed, move_time)
    ours: list[float] = []
    theirs: list[float] = []
    rng = random.Random(f"{seed}-{d}")
    deal = [a for a, _ in game.new_initial_state().chance_outcomes()]
    rng.shuffle(deal)
    w = p = 0.0
    for expert_seat in (0, 1):
        rs = np.random.RandomState(seed * 1000 + d)
        other = ismcts.ISMCTSBot(
            game,
            mcts.RandomRolloutEvaluator(1, rs),
            2.0,
            simulations,
            random_state=rs,
        )
        other._resampler_cb = resampler(random.Random(f"{seed}-{d}-{expert_seat}"))
        result = _os_round(game, deal, expert_seat, bot, other, ours, theirs, goal)
        w += 0.5 if result == 0 else float(result > 0)
        p += result
    return w / 2, p / 2, ours, theirs


def _os_moves(state) -> list[dict]:
    """OpenSpiel's history as our log: a player who moves twice in a row had
    the other pass in between."""
    moves, last = [], None
    for act in state.actions_history:
        if act.player == last:
            moves.append({"player": 1 - act.player, "pass": True})
        edge = None if act.edge is None else int(act.edge)
        moves.append({"player": act.player, "tile": _tile(act.tile), "to": edge})
        last = act.player
    if last is not None and state.current_player() == last:
        moves.append({"player": 1 - last, "pass": True})
    return moves


def _os_view(state, seat: int) -> dict:
    return {
        "players": 2,
        "partnerships": False,
        "set": 6,
        "spinners": "none",
        "seat": seat,
        "hand": [_tile(t) for t in state.hands[seat]],
        "hand_sizes": [len(h) for h in state.hands],
        "boneyard": 0,
        "moves": _os_moves(state),
    }


def resampler(rng: random.Random):
    """ISMCTS's worlds: the other hand dealt from the unseen tiles uniformly over
    those consistent with the passes (solver/dominoes/sampling.py), so ISMCTS plays
    from its information set as fairly as the expert does."""
    from open_spiel.python.games import block_dominoes as bd

    from solver.dominoes.sampling import Sampler
    from solver.dominoes.seat_view import from_mapping

    by_name = {_tile(t): t for t in bd._DECK}
    samplers: dict = {}  # by information set: ISMCTS resamples the same root each simulation

    def resample(state, player):
        seen = _os_view(state, player)
        key = json.dumps(seen, sort_keys=True)
        if key not in samplers:
            samplers.clear()
            samplers[key] = Sampler(from_mapping(seen, "block"))
        deal = samplers[key].deal(rng)
        world = state.clone()
        world.hands[1 - player] = sorted(by_name[str(t)] for t in deal.hands[1 - player])
        world.deck = [by_name[str(t)] for t in deal.rest]
        return world

    return resample


def _os_round(game, deal, seat, bot, other, ours, theirs, goal: str = "win") -> int:
    from open_spiel.python.games import block_dominoes as bd

    state = game.new_initial_state()
    for action in deal[:14]:
        state.apply_action(action)
    while not state.is_terminal():
        player = state.current_player()
        legal = state.legal_actions()
        start = time.perf_counter()
        if len(legal) == 1:
            action = legal[0]
        elif player == seat:
            view = _os_view(state, seat)
            if goal == "win":  # the game the bench scores: one round, won or lost
                view |= {"scores": [0, 0], "target": 1}
            # The first answer of a bot process also pays its imports: wall time only.
            cpu = _cpu_of(bot.pid) if bot.pid in _ASKED else None
            _ASKED.add(bot.pid)
            bot.stdin.write(json.dumps(view) + "\n")
            bot.stdin.flush()
            reply = json.loads(bot.stdout.readline())
            wanted = (reply["tile"], reply["to"])
            action = next(a for a in legal if _action(bd._ACTIONS[a]) == wanted)
            wall = time.perf_counter() - start
            ours.append(wall if cpu is None else (wall, _cpu_of(bot.pid) - cpu))
        else:
            action = other.step(state)
            theirs.append(time.perf_counter() - start)
        state.apply_action(action)
    return int(state.returns()[seat])


def _cpu_of(pid: int) -> float | None:
    """The CPU seconds process `pid` has used (Linux /proc, in clock ticks of
    10 ms), or None where it cannot be read: the bot's own CPU a move."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _action(act) -> tuple[str, int | None]:
    return _tile(act.tile), None if act.edge is None else int(act.edge)


def _tile(pair) -> str:
    a, b = sorted(int(x) for x in pair)
    return f"{a}-{b}"


def run(
    quick: bool = False,
    seed: int = 2026,
    deals: int | None = None,
    move_time: float = 1.0,
    ismcts: int = 1000,
    ismcts_deals: int | None = None,
    only: str | None = None,
    jobs: int = 1,
    goal: str = GOAL,
    save: str | None = None,
    paired: str | None = None,
    settings: str | None = None,
    first: int = 0,
    gather: str | None = None,
) -> None:
    """`only`: some of block-2, draw-2, block-4p, florentine (or florentine-2,
    florentine-3, florentine-4: one player count), ismcts, open, seer,
    partner-seer and ideal (with a Block or Draw setup, for scale, against
    best: a player who sees every hand, the expert whose deals hold the true
    hands, or its partner's, or come from the ideal chain)
    (comma-separated; florentine runs only when named, `--ismcts-deals` games;
    its "points" are the expert's score less the best other score). `jobs`:
    the deals split over that many processes, the same figures. `goal`: what
    the Block and Draw bots are told they play for (see _told). `save`,
    `paired`, `settings`: see the module's docstring (A/B on the same deals).
    `first`: the deals numbered from it (a long run in parts that `gather`,
    DIR[,DIR...] of their `save`s, adds up)."""
    if gather:
        gathered(gather.split(","))
        return
    settle(settings)
    against = paired
    deals = deals or (4 if quick else 400)
    parts = set((only or "block-2,draw-2,block-4p,ismcts").split(","))
    print(
        f"duplicate deals, seats rotated; expert --move-time {move_time}; seed {seed}; "
        f"playing for the {goal}"
    )
    for setup in SETUPS:
        key = f"{setup.game}-{setup.players}" + ("p" if setup.partnerships else "")
        if key not in parts:
            continue
        name = f"{setup.players}-player {setup.game}"
        name += " partnerships" if setup.partnerships else ""
        scale = [(x, "best") for x in ("open", *SEERS) if x in parts]
        if not setup.partnerships:
            scale = [pair for pair in scale if pair[0] != "partner-seer"]
        for a, b in PAIRS + scale:
            results = duplicate(setup, a, b, deals, seed, move_time, jobs, goal=goal, first=first)
            show(f"{name}: {a} vs {b}", *results)
            _paired(f"{name}: {a} vs {b}", results[0], save, against)
    chosen = [p for p in (2, 3, 4) if "florentine" in parts or f"florentine-{p}" in parts]
    if chosen:
        n = ismcts_deals or (1 if quick else deals)
        for players in chosen:
            label = f"{players}-player florentine: expert vs best"
            results = florentine_duplicate(players, n, seed, move_time, jobs, first)
            show(label, *results)
            show_phases(results[2])
            _paired(label, results[0], save, against)
    if "ismcts" not in parts:
        return
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        print("OpenSpiel is not installed: no ISMCTS match (pip install -e '.[test]')")
        return
    n = ismcts_deals or (2 if quick else deals)
    wins, points, ours, theirs = ismcts_match(n, seed, move_time, ismcts, jobs, goal, first)
    show(f"OpenSpiel block: expert vs ISMCTS {ismcts}", wins, points, ours)
    _paired(f"OpenSpiel block: expert vs ISMCTS {ismcts}", wins, save, against)
    print(f"{'':<42} ISMCTS {1000 * sum(theirs) / len(theirs):.0f} ms a move")
