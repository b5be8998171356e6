"""`review LOG.json`: every decision of a `play` log valued from what its seat
saw then (docs/formats.md "review", the classes in docs/rules.md "Reviewing a game").

A decision is a move where its seat had a choice. Block and Draw: the position
before it is cut from the log (puzzles/game_positions.py, `position_after`),
the seat's view made of it (the other hands and the boneyard hidden, the
round's history kept: `seen_by`), and `analyse` values every lay of it,
sampled over the deals that fit the view (solver/dominoes/analyse/endgame.py),
exactly on the open position where a single deal fits. Florentine: in the draw
phase the other hands and the pile are hidden, and the lay or discard played
and the expert's candidates (solver/florentine/expert.py) are played out to
the end over the same sampled deals (the seat's score, its mean and 95%
interval); once the pile is empty nothing is hidden and `analyse` values the
game exactly.

Luck belongs to a draw (and a Block or Draw deal): the change the draw made to
the seat's expected result, from its view (after the draw less before it).

Every figure is counted in work, not read off a clock, and every sample
comes from a seed made of the log and the move, so the result is the same on
every run and for any `jobs`.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
from collections.abc import Mapping
from typing import Any

from puzzles.errors import BadInput, IllegalMove
from puzzles.game_positions import check_dominoes, check_florentine, position_after

# Thresholds of the classes (docs/rules.md "Reviewing a game"): the cost (the
# best value less the played one) up to which a move is an inaccuracy, then a
# mistake; above, a blunder. A cost of 0 (the value of the best) is "best".
THRESHOLDS = {"dominoes": (3.0, 8.0), "florentine": (1.0, 3.0)}
CLASSES = ("best", "inaccuracy", "mistake", "blunder")
# Deals a Block or Draw draw's luck is valued over (before and after it), each
# searched within SAMPLE_WORK.
LUCK_SAMPLES = 40
DEFAULT_MOVE_TIME = 0.25  # the expert's --move-time a decision gets


def classify(cost: float, game: str) -> str:
    inaccuracy, mistake = THRESHOLDS["florentine" if game == "florentine" else "dominoes"]
    if cost <= 1e-9:
        return "best"
    if cost < inaccuracy:
        return "inaccuracy"
    if cost < mistake:
        return "mistake"
    return "blunder"


def review(log: Mapping[str, Any], move_time: float | None = None, jobs: int = 1) -> dict:
    """The review of a checked `play` log (BadInput naming the field if it is not one)."""
    from puzzles import fields

    log = fields.require_mapping(log, "a play log")
    rules = log.get("rules")
    move_time = DEFAULT_MOVE_TIME if move_time is None else move_time
    if rules == "florentine":
        check_florentine(log)
        position_after(log, 0)  # the deck and the setup
        tasks = [("florentine-deal", 1, 0)]
        tasks += [("florentine", 1, n) for n in range(len(log["moves"]))]
    elif rules in ("block", "draw"):
        check_dominoes(log)
        tasks = []
        for r, record in enumerate(log["rounds"], 1):
            tasks.append(("deal", r, 0))
            tasks += [("dominoes", r, n) for n in range(len(record["moves"]))]
    else:
        raise BadInput(f"is block, draw or florentine, not {rules!r}: not a play log", "rules")
    for kind, r, n in tasks:  # every move replays (BadInput naming it) before any is valued
        if kind == "florentine" or (n and kind != "deal"):
            _cut(log, kind, r, n)
    work = [(log, kind, r, n, move_time) for kind, r, n in tasks]
    if jobs > 1 and len(work) > 1:
        from solver.interrupt import worker_pool

        with worker_pool(jobs) as pool:
            done = pool.map(_task, work, chunksize=1)
    else:
        done = [_task(w) for w in work]
    rounds: dict[int, dict[str, Any]] = {}
    for (kind, r, _), result in zip(tasks, done, strict=True):
        entry = rounds.setdefault(r, {"round": r, "decisions": []})
        if kind in ("deal", "florentine-deal"):
            entry["deal"] = result
        else:
            entry["decisions"].append(result)
    if rules == "florentine":
        _florentine_luck(rounds[1]["decisions"])
    out: dict[str, Any] = {"rules": rules, "seed": log.get("seed")}
    out["rounds"] = [rounds[r] for r in sorted(rounds)]
    out["players"] = _players(out, log)
    if log.get("partnerships"):
        out["sides"] = _sides(out)
    return out


def _cut(log, kind: str, r: int, n: int) -> Any:
    try:
        return position_after(log, n, r) if kind != "florentine" else position_after(log, n)
    except BadInput as error:
        if "the round is over" in error.message or "opens with a double" in error.message:
            return None
        raise


def _task(args) -> Any:
    log, kind, r, n, move_time = args
    if kind == "deal":
        return _deal(log, r)
    if kind == "florentine-deal":
        return _florentine_deal(log, move_time)
    if kind == "dominoes":
        return _domino_decision(log, r, n, move_time)
    return _florentine_decision(log, n, move_time)


def _seed(*parts: Any) -> int:
    text = json.dumps(parts, sort_keys=True, default=str)
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def _interval(values: list[float], weights: list[float] | None = None) -> tuple[float, list]:
    """The (weighted) mean and its 95% interval ([] with fewer than 2 values)."""
    weights = weights or [1.0] * len(values)
    total = sum(weights)
    mean = sum(w * v for w, v in zip(weights, values, strict=True)) / total
    if len(values) < 2:
        return mean, []
    var = sum(w * (v - mean) ** 2 for w, v in zip(weights, values, strict=True)) / total
    n_eff = total**2 / sum(w * w for w in weights)
    half = 1.96 * math.sqrt(var / max(1.0, n_eff - 1))
    return mean, [round(mean - half, 3), round(mean + half, 3)]


def _decision(
    n: int,
    player: int,
    played: Mapping,
    played_value: float,
    best: Mapping,
    best_value: float,
    game: str,
    sampled: bool,
    ci: list | None,
) -> dict[str, Any]:
    cost = max(0.0, round(best_value - played_value, 3))
    out: dict[str, Any] = {
        "n": n,
        "player": player,
        "played": {"move": dict(played), "value": round(played_value, 3)},
        "best": {"move": dict(best), "value": round(best_value, 3)},
        "cost": cost,
        "class": classify(cost, game),
        "sampled": sampled,
    }
    if sampled:
        out["ci"] = ci or None
    return out


# -- Block and Draw ----------------------------------------------------------------
def seen_by(full: Mapping[str, Any], history: list[Mapping[str, Any]], seat: int) -> dict:
    """The endgame `full` (every hand open, as `position_after` writes it) as
    `seat` saw it: the other hands `{hidden: N}`, the boneyard hidden, the
    round's moves so far its `history` (another's draw without its tile)."""
    data = {k: v for k, v in full.items() if k not in ("hands", "boneyard")}
    data["hands"] = [
        list(h) if p == seat else {"hidden": len(h)} for p, h in enumerate(full["hands"])
    ]
    if full.get("rules") == "draw":
        data["boneyard"] = {"hidden": len(full.get("boneyard") or ())}
    data["seen_from"] = seat
    data["history"] = [
        dict(m, draw=None) if "draw" in m and m["player"] != seat else dict(m) for m in history
    ]
    data["id"] = f"{full.get('id')}-seat-{seat}"
    return data


def _view(log, r: int, n: int):
    """(the open position, the seat's view, the seat) before move n of round r."""
    from solver.registry import load

    full = position_after(log, n, r)
    seat = full.get("to_move", 0)
    moves = log["rounds"][r - 1]["moves"][:n]
    _, seen = load(seen_by(full, moves, seat))
    return full, seen, seat


def _open_to(full: Mapping[str, Any], seat: int, unseen_elsewhere: bool) -> bool:
    """Nothing is hidden from `seat`: no tile out of play or left to draw
    (`unseen_elsewhere` false), and one other hand only holds tiles (it holds
    every tile the seat cannot see)."""
    others = [h for p, h in enumerate(full["hands"]) if p != seat and h]
    return not unseen_elsewhere and len(others) <= 1


def _determined(seen) -> bool:
    from solver.dominoes.analyse.endgame import _sampler, seat_view

    return _sampler(seat_view(seen)).total == 1


def _domino_decision(log, r: int, n: int, move_time: float) -> dict[str, Any]:
    from solver.analyse import analyse
    from solver.dominoes.analyse.endgame import MOST_SAMPLES, sampled
    from solver.dominoes.expert import budget_for
    from solver.limits import Limits
    from solver.registry import load

    move = log["rounds"][r - 1]["moves"][n]
    seat = move["player"]
    if log["rules"] == "draw" and n == 0:
        return {"n": n, "player": seat, "played": {"move": dict(move)}, "forced": True}
    if "draw" in move:
        return {"n": n, "player": seat, "draw": move["draw"], "luck": _draw_luck(log, r, n)}
    if move.get("pass"):
        return {"n": n, "player": seat, "played": {"move": dict(move)}, "forced": True}
    full = position_after(log, n, r)
    seat = full.get("to_move", 0)
    out_of_play = bool(log["rounds"][r - 1].get("boneyard"))  # block: out of play
    hidden = out_of_play if log["rules"] == "block" else bool(full.get("boneyard"))
    seen = None if _open_to(full, seat, hidden) else _view(log, r, n)[1]
    if seen is None or _determined(seen):  # nothing hidden from the seat: exactly
        kind, open_position = load(full)
        rows = [(m.move, m.value, None) for m in analyse(kind, open_position, Limits()).moves]
        exact = True
    else:
        valued, _ = sampled(seen, MOST_SAMPLES, budget_for(move_time))
        rows = [(v.move, v.value, (v.extra or {}).get("ci")) for v in valued]
        exact = False
    rows = [row for row in rows if row[1] is not None]
    played = next(
        (
            row
            for row in rows
            if row[0].get("tile") == move["tile"] and row[0].get("to") == move.get("to")
        ),
        None,
    )
    if played is None:
        raise BadInput(
            "cannot be valued: not among the lays of its position", f"rounds[{r - 1}].moves[{n}]"
        )
    if len(rows) == 1:
        return {"n": n, "player": seat, "played": {"move": dict(played[0])}, "forced": True}
    best = max(rows, key=lambda row: row[1])  # the first of the top value
    if best[1] == played[1]:
        best = played
    return _decision(
        n, seat, played[0], played[1], best[0], best[1], "dominoes", not exact, played[2]
    )


def seat_value(seen, samples: int = LUCK_SAMPLES) -> float | None:
    """What the seat to move of a hidden position expects to score, over
    sampled deals fitting its view, each searched within SAMPLE_WORK."""
    from solver.dominoes.analyse.endgame import SAMPLE_WORK, seat_view
    from solver.dominoes.endgame.solve import solve
    from solver.dominoes.sampling import sample_deals
    from solver.limits import Limits

    view = seat_view(seen)
    deals = sample_deals(view, random.Random(seen.seed()), samples)
    values, weights = [], []
    for deal in deals:
        answer = solve(seen.open(deal.hands, deal.boneyard), Limits(work=SAMPLE_WORK))
        if answer.value is not None:
            values.append(float(answer.value))
            weights.append(deal.weight)
    if not values or sum(weights) <= 0:
        return None
    return _interval(values, weights)[0]


def _draw_luck(log, r: int, n: int) -> float | None:
    """The drawer's expected points after the draw less before it (None where
    it does not come to move again at once: it passes)."""
    moves = log["rounds"][r - 1]["moves"]
    seat = moves[n]["player"]
    if n + 1 >= len(moves) or moves[n + 1]["player"] != seat:
        return None
    _, before, _ = _view(log, r, n)
    _, after, _ = _view(log, r, n + 1)
    a, b = seat_value(after), seat_value(before)
    return None if a is None or b is None else round(a - b, 3)


def _deal(log, r: int) -> list[dict[str, Any]]:
    """The deal's luck: the round's value with every hand open as dealt (the
    first move's position; Draw: after the opening double), for each side,
    against an even start; with 3 or 4 each for themselves, the player to
    move's (paranoid) value only."""
    from solver.dominoes.endgame.solve import solve
    from solver.limits import Limits
    from solver.registry import load

    first = 1 if log["rules"] == "draw" else 0
    if first >= len(log["rounds"][r - 1]["moves"]):
        return []
    _, start = load(position_after(log, first, r))
    answer = solve(start, Limits())
    if answer.value is None:
        return []
    value = float(answer.value)
    players, mover = start.players, start.to_move
    if players > 2 and not start.partnerships:
        return [{"player": mover, "luck": round(value, 3)}]
    sides = 2
    return [
        {"player": p, "luck": round(value if p % sides == mover % sides else -value, 3)}
        for p in range(players)
    ]


# -- Florentine --------------------------------------------------------------------
def _florentine_decision(log, n: int, move_time: float) -> dict[str, Any]:
    from puzzles.florentine.game import DRAW

    move = log["moves"][n]
    seat = move["player"]
    if move.get("pass"):
        return {"n": n, "player": seat, "played": {"move": dict(move)}, "forced": True}
    from puzzles.game_positions import florentine_game

    game = florentine_game(log, n)
    if game.phase == DRAW and "personal" not in move:
        return _draw_phase(log, game, n, seat, move, move_time)
    return _open_phase(log, n, seat, move)


def _option(game, seat: int, move: Mapping[str, Any]):
    from puzzles.florentine.board import Cell
    from puzzles.florentine.cards import Card
    from puzzles.florentine.game import Discard, Place

    if "discard" in move:
        return Discard(Card.parse(move["discard"]))
    card, turn = Card.parse(move["card"]), move["turn"]
    return Place(card, Cell.parse(move["cell"], game.setup.size), turn, card.turned(turn))


def option_mapping(option) -> dict[str, Any]:
    from puzzles.florentine.game import Discard

    if isinstance(option, Discard):
        return {"discard": str(option.card)}
    return {"card": str(option.card), "cell": option.cell.name, "turn": option.turn}


def _distinct(options: list) -> list:
    """Placements that leave different boards once, and every discard."""
    from puzzles.florentine.game import Place

    seen, out = set(), []
    for o in options:
        key = (o.cell, o.lying) if isinstance(o, Place) else o
        if key not in seen:
            seen.add(key)
            out.append(o)
    return out


def draw_position(log, n: int, seat: int):
    """The Florentine position before move n as `seat`, the player to move, saw
    it: what `position --after N --seat K` writes, loaded."""
    from puzzles.florentine.endgame import load
    from puzzles.game_positions import florentine_seen

    return load(florentine_seen(position_after(log, n), seat))


def _draw_phase(log, game, n: int, seat: int, move, move_time: float) -> dict[str, Any]:
    """The lay or discard played, and the expert's candidates, played out to the
    end over the same deals of the hidden cards as `analyse` of the seat's
    position does (solver/florentine/analyse_draw.py): the seat's mean score.
    Another move is best only where it beats the played one over the same
    deals clear of its 95% interval (`_clearly_better`)."""
    from solver.florentine.analyse_draw import deals_for, interval, played_out
    from solver.florentine.expert import candidates
    from solver.florentine.seat_view import from_game

    options = _distinct(game.options(seat))
    played = _option(game, seat, move)
    played = next((o for o in options if _same(o, played)), played)
    if len(options) == 1:
        return {"n": n, "player": seat, "played": {"move": option_mapping(played)}, "forced": True}
    view = from_game(game, seat)
    rng = random.Random(_seed(log.get("seed"), log["deck"], n))
    cands = [played]
    for option in candidates(view, options, random.Random(rng.random())):
        if not any(_same(option, c) for c in cands):
            cands.append(option)
    position = draw_position(log, n, seat)
    deals = deals_for(move_time)
    rows = [[float(s[seat]) for s in row] for row in played_out(position, cands, deals)]
    means = [interval([row[i] for row in rows]) for i in range(len(cands))]
    top = max(range(len(cands)), key=lambda i: (means[i][0], -i))
    if not _clearly_better(rows, top):
        top = 0
    decision = _decision(
        n,
        seat,
        option_mapping(played),
        means[0][0],
        option_mapping(cands[top]),
        means[top][0],
        "florentine",
        True,
        means[0][1],
    )
    decision["samples"] = deals
    luck = _drawn(game, seat, played, rng, deals, means[0][0])
    if luck is not None:
        decision["luck"] = luck
    return decision


def _clearly_better(rows: list[list[float]], top: int) -> bool:
    """Does candidate `top` beat the played one (0) over the same deals by more
    than the 95% interval of the paired difference?"""
    from solver.florentine.analyse_draw import interval

    if top == 0:
        return False
    mean, (low, _) = interval([row[top] - row[0] for row in rows])
    return low > 0


def _same(a, b) -> bool:
    from puzzles.florentine.game import Place

    if isinstance(a, Place) and isinstance(b, Place):
        return (a.cell, a.lying) == (b.cell, b.lying)
    return a == b


def _drawn(game, seat: int, played, rng: random.Random, deals: int, before: float):
    """The draw after a lay or discard: the seat's mean score with the card it
    drew seen, less `before` (its mean with the card unseen); None when the
    pile was empty."""
    import copy

    from solver.florentine.expert import best_drawer, scores, world
    from solver.florentine.seat_view import from_game

    if not game.pile:
        return None
    after = copy.deepcopy(game)
    after.apply(seat, played)
    after.to_move = (seat + 1) % after.setup.players
    view = from_game(after, seat)
    values: list[float] = []
    for _ in range(deals):
        r = random.Random(rng.random())
        world_now = world(view, r)
        world_now.to_move = after.to_move
        world_now.play([best_drawer(r)] * after.setup.players)
        values.append(float(scores(world_now)[seat]))
    return round(_interval(values)[0] - before, 3)


def _open_phase(log, n: int, seat: int, move) -> dict[str, Any]:
    """Nothing hidden: `analyse` of the position cut with `position`."""
    from solver.analyse import analyse
    from solver.limits import Limits
    from solver.registry import load

    kind, position = load(position_after(log, n))
    analysis = analyse(kind, position, Limits())
    rows = [m for m in analysis.moves if m.value is not None]
    searched = bool(((analysis.extra or {}).get("game") or {}).get("searched"))

    def matches(row) -> bool:
        m = row.move
        if "personal" in move:
            if move["personal"] is None:
                return bool(m.get("keep"))
            return bool(m.get("personal")) and m["cell"] == move["personal"]
        if "card" not in m:
            return False
        from puzzles.florentine.cards import Card

        lying = Card.parse(m["card"]).turned(m["turn"])
        return m["cell"] == move["cell"] and lying == Card.parse(move["card"]).turned(move["turn"])

    played = next((row for row in rows if matches(row)), None)
    if played is None or len(rows) <= 1 or not searched:
        # a single choice (the personal card with no cell to take), or a game too big to search
        out = {"n": n, "player": seat, "played": {"move": dict(move)}, "forced": len(rows) <= 1}
        if played is None and rows and "personal" in move:
            out["forced"] = False
        return out
    best = rows[0]
    if best.value["score"] == played.value["score"]:
        best = played
    return _decision(
        n,
        seat,
        played.move,
        played.value["score"],
        best.move,
        best.value["score"],
        "florentine",
        False,
        None,
    )


def _florentine_deal(log, move_time: float) -> list[dict[str, Any]]:
    """The deal's luck: each seat's mean score over deals of what it did not
    see with its own hand as dealt, less its mean over deals of the whole
    deck (nothing seen); every player of a deal plays as the expert's
    playouts (solver/florentine/expert.py, `best_drawer`), twice the deals of
    a draw-phase decision for each."""
    from puzzles.florentine.game import FlorentineGame, shuffled_deck
    from puzzles.game_positions import florentine_game
    from solver.florentine.analyse_draw import deals_for
    from solver.florentine.expert import best_drawer, scores, world
    from solver.florentine.seat_view import from_game

    game = florentine_game(log, 0)
    players, deals = game.setup.players, 2 * deals_for(move_time)
    rng = random.Random(_seed(log.get("seed"), log["deck"], "deal"))
    blind = []
    for _ in range(deals):
        r = random.Random(rng.random())
        whole = FlorentineGame(game.setup, shuffled_deck(r)).play([best_drawer(r)] * players)
        blind.append(scores(whole))
    out = []
    for p in range(players):
        view = from_game(game, p)
        seen = []
        for _ in range(deals):
            r = random.Random(rng.random())
            dealt = world(view, r)
            dealt.to_move = 0
            seen.append(scores(dealt.play([best_drawer(r)] * players))[p])
        luck = sum(seen) / deals - sum(b[p] for b in blind) / deals
        out.append({"player": p, "luck": round(luck, 3)})
    return out


def _florentine_luck(decisions: list[dict[str, Any]]) -> None:
    """Florentine draws are not logged: a lay's draw luck rides on its decision."""
    for d in decisions:
        if "luck" in d:
            d["draw_luck"] = d.pop("luck")


# -- per player --------------------------------------------------------------------
def _players(out: Mapping[str, Any], log: Mapping[str, Any]) -> list[dict[str, Any]]:
    players = log.get("players") or 2
    rows = []
    for p in range(players):
        rows.append(_summary([p], out))
    for p, row in enumerate(rows):
        row["player"] = p
    return [{"player": r.pop("player"), **r} for r in rows]


def _sides(out: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [{"side": s, "players": [s, s + 2], **_summary([s, s + 2], out)} for s in (0, 1)]


def _summary(seats: list[int], out: Mapping[str, Any]) -> dict[str, Any]:
    decided = [
        d for r in out["rounds"] for d in r["decisions"] if d["player"] in seats and "class" in d
    ]
    luck = 0.0
    for r in out["rounds"]:
        for d in r["decisions"]:
            if d["player"] in seats:
                luck += d.get("luck") or 0.0
                luck += d.get("draw_luck") or 0.0
        for dealt in r.get("deal") or ():
            if dealt["player"] == seats[0]:
                luck += dealt["luck"]
    n = len(decided)
    classes = {c: sum(1 for d in decided if d["class"] == c) for c in CLASSES}
    return {
        "decisions": n,
        "cost_per_decision": round(sum(d["cost"] for d in decided) / n, 3) if n else 0.0,
        "best_share": round(classes["best"] / n, 3) if n else None,
        "luck": round(luck, 3),
        "classes": classes,
    }


def positions(log: Mapping[str, Any], review: Mapping[str, Any], lang: str) -> dict[str, str]:
    """Each decision's position drawn as text, keyed `round-n`: as its seat saw
    it (Block and Draw: the other hands hidden)."""
    from solver.registry import load

    out = {}
    for r in review["rounds"]:
        for d in r["decisions"]:
            try:
                if review["rules"] == "florentine":
                    data = position_after(log, d["n"])
                else:
                    full = position_after(log, d["n"], r["round"])
                    moves = log["rounds"][r["round"] - 1]["moves"][: d["n"]]
                    data = seen_by(full, moves, full.get("to_move", 0))
                kind, position = load(data)
                out[f"{r['round']}-{d['n']}"] = kind.analyser.position_text(position, lang)
            except (BadInput, IllegalMove):  # no position stands before it (a draw round's double)
                continue
    return out
