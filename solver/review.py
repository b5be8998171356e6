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
the end over the deals `analyse` samples for the position `position --seat`
cuts (solver/florentine/analyse_draw.py: the seat's score, its mean and 95%
interval), another move best only where it beats the played one clear of the
paired difference's interval; once the pile is empty nothing is hidden and
`analyse` values the game exactly, a kept personal card included.

Luck belongs to a draw and a deal: the change the draw made to the seat's
expected result, from its view (after the draw less before it); Block and
Draw deals against an even start, a Florentine hand against any hand.

Every figure is counted in work, not read off a clock, and every sample
comes from a seed made of the log and the move, so the result is the same on
every run and for any `jobs`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from puzzles.errors import BadInput, IllegalMove
from puzzles.game_positions import (
    check_dominoes,
    check_florentine,
    florentine_seen,
    position_after,
)
from solver.florentine.review import florentine_deal, florentine_decision, florentine_luck
from solver.review_accuracy import accuracy
from solver.review_values import (  # noqa: F401 - THRESHOLDS, classify: the review's API
    CLASSES,
    DEFAULT_MOVE_TIME,
    THRESHOLDS,
    _decision,
    _interval,
    _seed,
    classify,
)

# Deals a Block or Draw draw's luck is valued over (before and after it), each
# searched within SAMPLE_WORK.
LUCK_SAMPLES = 40


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
        florentine_luck(rounds[1]["decisions"])
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
        return florentine_deal(log, move_time)
    if kind == "dominoes":
        return _domino_decision(log, r, n, move_time)
    return florentine_decision(log, n, move_time)


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
        "accuracy": accuracy([d["cost"] for d in decided], out["rules"]),
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
                    if data.get("draw") is not None:  # the other hands and the pile unseen
                        data = florentine_seen(data, data["meta"]["player"])
                else:
                    full = position_after(log, d["n"], r["round"])
                    moves = log["rounds"][r["round"] - 1]["moves"][: d["n"]]
                    data = seen_by(full, moves, full.get("to_move", 0))
                kind, position = load(data)
                out[f"{r['round']}-{d['n']}"] = kind.analyser.position_text(position, lang)
            except (BadInput, IllegalMove):  # no position stands before it (a draw round's double)
                continue
    return out
