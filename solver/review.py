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
`analyse`'s search values the game by the result (paranoid with 3 or 4
players), a kept personal card included, and where it is too big the bots
play it out (solver/florentine/review.py).

Luck belongs to a draw and a deal: the change the draw made to the seat's
expected result, from its view (after the draw less before it; Block and
Draw by the one engine, solver/dominoes/advice.py `expected`); Block and
Draw deals against an even start, a Florentine hand against any hand.

Every figure is counted in work, not read off a clock, and every sample
comes from a seed made of the log and the move, so the result is the same on
every run and for any `jobs`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from puzzles.errors import BadInput, IllegalMove, shown
from puzzles.game_positions import (
    check_dominoes,
    check_florentine,
    florentine_game,
    florentine_seen,
    position_after,
    round_positions,
    seen_by,  # noqa: F401 - the review's API too
)
from puzzles.words import Words
from solver.dominoes.advice import EXPERT
from solver.florentine.review import florentine_deal, florentine_decision, florentine_luck
from solver.review_accuracy import accuracy
from solver.review_values import (  # noqa: F401 - THRESHOLDS, classify: the review's API
    CLASSES,
    DEFAULT_MOVE_TIME,
    MORE_WORK,
    THRESHOLDS,
    _decision,
    _interval,
    _seed,
    classify,
    paired_class,
)

# The most a review reads (docs/formats.md "review"), checked before any
# move is valued: a match to its target is far shorter (the longest of 200
# matches `play` played at each player count: about 30 rounds, 1,200 moves).
MAX_ROUNDS = 200
MAX_MOVES = 20_000


def review(
    log: Mapping[str, Any],
    move_time: float | None = None,
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> dict:
    """The review of a checked `play` log (BadInput naming the field if it is
    not one). The whole log is checked and replayed once before any move is
    valued, each move's position kept, so the work grows with the moves,
    never their square; `progress(done, total)` hears each valued decision
    (a command passes its Reporter's bar)."""
    from puzzles import fields

    log = fields.require_mapping(log, "a play log")
    rules = log.get("rules")
    move_time = DEFAULT_MOVE_TIME if move_time is None else move_time
    if rules == "florentine":
        tasks = _florentine_tasks(log)
    elif rules in ("block", "draw"):
        tasks = _domino_tasks(log)
    else:
        raise BadInput(f"is block, draw or florentine, not {rules!r}: not a play log", "rules")
    work = [(kind, r, n, move_time, context) for kind, r, n, context in tasks]
    tick = progress
    done: list[Any] = []
    if jobs > 1 and len(work) > 1:
        from solver.interrupt import worker_pool

        with worker_pool(jobs) as pool:
            for result in pool.imap(_task, work, chunksize=1):
                done.append(result)
                if tick:
                    tick(len(done), len(work))
    else:
        for w in work:
            done.append(_task(w))
            if tick:
                tick(len(done), len(work))
    rounds: dict[int, dict[str, Any]] = {}
    for (kind, r, _, _), result in zip(tasks, done, strict=True):
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


def _too_many(count: int, most: int, what: str, field: str) -> None:
    if count > most:
        raise BadInput(f"holds {count} {what}: a review reads at most {most}", field)


def _florentine_tasks(log: Mapping[str, Any]) -> list[tuple[str, int, int, Any]]:
    """Every move of a Florentine game replayed once (BadInput naming the
    first that does not), then a task for the deal and each move. A game is
    short (the deck, a personal card a player), so each task replays it."""
    if isinstance(log.get("moves"), list):  # the cap first: a long log is not read through
        _too_many(len(log["moves"]), MAX_MOVES, "moves", "moves")
    check_florentine(log)
    moves = log["moves"]
    florentine_game(log, len(moves))
    tasks = [("florentine-deal", 1, 0, log)]
    return tasks + [("florentine", 1, n, log) for n in range(len(moves))]


def _domino_tasks(log: Mapping[str, Any]) -> list[tuple[str, int, int, Any]]:
    """The whole match checked and replayed once, round by round: no move
    after a round's end, no round after a side reached the target, the
    scores the rounds add up to; then a task for each round's deal and each
    move, holding the positions it needs (never the whole log)."""
    from types import SimpleNamespace

    from puzzles import fields
    from puzzles.dominoes.match import round_points
    from puzzles.dominoes.tiles import Rules, pips

    rounds = log.get("rounds")
    if isinstance(rounds, list):  # the caps first: a long log is not read through
        _too_many(len(rounds), MAX_ROUNDS, "rounds", "rounds")
        total = sum(len(r.get("moves") or ()) for r in rounds if isinstance(r, Mapping))
        _too_many(total, MAX_MOVES, "moves", "rounds")
    check_dominoes(log)
    rounds = log["rounds"]
    # the scoring of docs/rules.md sections 3 and 4 (`round_points`), with any
    # hand size: a log may deal a smaller set than `play` does
    setup = SimpleNamespace(
        game=Rules.parse(log["rules"]),
        partnerships=bool(log.get("partnerships")),
        sides=2 if log.get("partnerships") else log["players"],
        side=(lambda p: p % 2) if log.get("partnerships") else (lambda p: p),
    )
    default = 100 if log["rules"] == "draw" or log["players"] == 2 or setup.partnerships else 61
    target = fields.field(log, "target", fields.integer, None)
    target = default if target is None else target
    if target < 1:
        raise BadInput(f"must be 1 or more, not {target}", "target")
    scores = [0] * setup.sides
    tasks: list[tuple[str, int, int, Any]] = []
    for r, record in enumerate(rounds, 1):
        if r > 1 and max(scores) >= target:
            raise BadInput(
                f"the match was over after round {r - 1}: {max(scores)} points "
                f"reached the target {target}",
                f"rounds[{r - 1}]",
            )
        cuts: dict[int, tuple[dict[str, Any], list]] = {}

        def keep(n: int, cut: dict[str, Any], choices: list, cuts=cuts) -> None:
            cuts[n] = (cut, choices)

        table = round_positions(log, r, keep)
        moves = record["moves"]
        if table.over:
            out = next((p for p, h in enumerate(table.hands) if not h), None)
            winner, points = round_points(setup, [pips(h) for h in table.hands], out)  # type: ignore[arg-type]
            if winner is not None:
                scores[winner] += points
        elif r < len(rounds):
            raise BadInput("does not end, yet another round follows", f"rounds[{r - 1}].moves")
        tasks.append(("deal", r, 0, _deal_context(log, cuts)))
        out_of_play = bool(record.get("boneyard")) if log["rules"] == "block" else False
        for n, move in enumerate(moves):
            context: dict[str, Any] = {"rules": log["rules"], "move": move}
            if n in cuts and "tile" in move:
                cut, choices = cuts[n]
                context.update(full=cut, history=moves[:n], choices=choices)
                context["out_of_play"] = out_of_play
            elif "draw" in move and n + 1 < len(moves) and moves[n + 1]["player"] == move["player"]:
                context["luck"] = [(cuts[k][0], moves[:k]) for k in (n, n + 1)]
            tasks.append(("dominoes", r, n, context))
    given = log.get("scores")
    if given is not None and all(record.get("end") for record in rounds) and given != scores:
        raise BadInput(f"the rounds add up to {scores}, not {shown(given)}", "scores")
    return tasks


def _deal_context(log: Mapping[str, Any], cuts: Mapping[int, Any]) -> dict[str, Any] | None:
    """What a round's deal is valued from: its first choice's position."""
    first = 1 if log["rules"] == "draw" else 0
    return None if first not in cuts else {"start": cuts[first][0]}


def _task(args) -> Any:
    kind, r, n, move_time, context = args
    if kind == "deal":
        return _deal(context)
    if kind == "florentine-deal":
        return florentine_deal(context, move_time)
    if kind == "dominoes":
        return _domino_decision(context, n, move_time)
    return florentine_decision(context, n, move_time)


# -- Block and Draw ----------------------------------------------------------------
def _view(full: Mapping[str, Any], history: list[Mapping[str, Any]]):
    """The view of the seat to move of `full`, whose round's moves so far are `history`."""
    from solver.registry import load

    _, seen = load(seen_by(full, history, full.get("to_move", 0)))
    return seen


def _open_to(full: Mapping[str, Any], seat: int, unseen_elsewhere: bool) -> bool:
    """Nothing is hidden from `seat`: no tile out of play or left to draw
    (`unseen_elsewhere` false), and one other hand only holds tiles (it holds
    every tile the seat cannot see)."""
    others = [h for p, h in enumerate(full["hands"]) if p != seat and h]
    return not unseen_elsewhere and len(others) <= 1


def _determined(seen) -> bool:
    from solver.dominoes.analyse.endgame import _sampler, seat_view

    return _sampler(seat_view(seen)).total == 1


def _domino_decision(context: Mapping[str, Any], n: int, move_time: float) -> dict[str, Any]:
    """A Block or Draw move valued from its seat's view. A move with no choice
    is forced; one the valuation finds no value for is listed "not valued"
    with the reason, never taken for bad input (the log has replayed)."""
    from solver.analyse import analyse
    from solver.limits import Limits
    from solver.registry import load

    move = context["move"]
    seat = move["player"]
    if "draw" in move:
        luck = _draw_luck(context, move_time)
        out = {"n": n, "player": seat, "draw": move["draw"], "luck": luck}
        if luck is not None:
            out["model"] = EXPERT  # solver/dominoes/advice.py, `expected`
        return out
    if "full" not in context or len(context["choices"]) <= 1:
        # a pass, the opening double of a draw round, the only lay there is
        only = context.get("choices") or [move]
        return {"n": n, "player": seat, "played": {"move": dict(only[0])}, "forced": True}
    full, history = context["full"], context["history"]
    seat = full.get("to_move", 0)
    hidden = context["out_of_play"] if context["rules"] == "block" else bool(full.get("boneyard"))
    seen = None if _open_to(full, seat, hidden) else _view(full, history)
    if seen is not None and not _determined(seen):
        return _paired_decision(n, seat, move, seen, move_time)
    # nothing hidden from the seat: exactly
    kind, open_position = load(full)
    rows = [(m.move, m.value) for m in analyse(kind, open_position, Limits()).moves]
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
        # the search gave it no value within its work: said, not guessed
        return {"n": n, "player": seat, "played": {"move": dict(move)}, "not_valued": "no_value"}
    if len(rows) == 1:
        return {"n": n, "player": seat, "played": {"move": dict(played[0])}, "forced": True}
    best = max(rows, key=lambda row: row[1])  # the first of the top value
    if best[1] == played[1]:
        best = played
    return _decision(n, seat, played[0], played[1], best[0], best[1], "dominoes", False, None)


def _paired_decision(n: int, seat: int, move: Mapping[str, Any], seen, move_time: float):
    """A lay valued from its seat's view by the one engine (solver/dominoes/advice.py,
    others playing as the `best` bot would, not seeing the seat's hand): the
    played lay and the best other over the same deals; a class only where
    their paired difference shows it with 95% confidence (`paired_class`),
    else valued again with more work (MORE_WORK) and, still open, "too
    close to call"."""
    from puzzles.dominoes.tiles import Tile
    from solver.dominoes.analyse.endgame import valued

    lay = (Tile.parse(move["tile"]), move.get("to"))
    for factor in MORE_WORK:
        rows, header, advice = valued(seen, move_time * factor)
        if advice is None or not advice.ranked or lay not in advice.legal:
            return {
                "n": n,
                "player": seat,
                "played": {"move": dict(move)},
                "not_valued": "no_value",
            }
        if len(advice.legal) == 1:
            return {"n": n, "player": seat, "played": {"move": dict(move)}, "forced": True}
        mapping = {(Tile.parse(r.move["tile"]), r.move.get("to")): (r.move, r.value) for r in rows}
        top = advice.best
        if top == lay:  # the played lay is the top: against the best of the others
            other = next(v.move for v in advice.ranked if v.move != lay)
            mean, low, high = advice.paired(other, lay, len(advice.legal) - 1)
            verdict: str | None = "best"
        else:
            other = top
            mean, low, high = advice.paired(top, lay, len(advice.legal) - 1)
            verdict = paired_class(low, high, "dominoes")
        if verdict is not None:
            break
    played_move, played_value = mapping[lay]
    best_move, best_value = mapping[other]
    out = _decision(
        n,
        seat,
        played_move,
        played_value,
        best_move,
        best_value,
        "dominoes",
        True,
        advice.value(lay).ci if advice.deals > 1 else None,
    )
    ci = out.get("ci")
    out["ci"] = [round(ci[0], 3), round(ci[1], 3)] if ci else None
    out["model"] = header["model"]
    out["deals"] = advice.deals
    out["cost_ci"] = [round(low, 3), round(high, 3)] if advice.deals > 1 else None
    if verdict == "best":  # the deals cannot tell it from the best: it counts as best
        out["best"] = dict(out["played"])
        out["cost"] = 0.0
        out["class"] = "best"
    elif verdict is None:
        del out["class"]
        out["too_close"] = True
    else:
        out["class"] = verdict
        # the paired mean, from the values as they are written
        out["cost"] = max(0.0, round(out["best"]["value"] - out["played"]["value"], 3))
    return out


def seat_value(seen, move_time: float = DEFAULT_MOVE_TIME) -> float | None:
    """What the seat to move of a hidden position expects to score, by the one
    engine (solver/dominoes/advice.py, `expected`: the others laying as the
    `best` bot would, not seeing the seat's hand; the deals of `?` and
    `analyse`, the work `move_time` buys)."""
    from solver.dominoes.advice import expected
    from solver.dominoes.analyse.endgame import seat_view

    found = expected(seat_view(seen), move_time)
    return None if found is None else found.mean


def _draw_luck(context: Mapping[str, Any], move_time: float) -> float | None:
    """The drawer's expected points after the draw less before it (None where
    it does not come to move again at once: it passes)."""
    if "luck" not in context:
        return None
    (before_at, before_moves), (after_at, after_moves) = context["luck"]
    a = seat_value(_view(after_at, after_moves), move_time)
    b = seat_value(_view(before_at, before_moves), move_time)
    return None if a is None or b is None else round(a - b, 3)


def _deal(context: Mapping[str, Any] | None) -> list[dict[str, Any]]:
    """The deal's luck: the round's value with every hand open as dealt (the
    first move's position; Draw: after the opening double), for each side,
    against an even start; with 3 or 4 each for themselves, the player to
    move's (paranoid) value only."""
    from solver.dominoes.endgame.solve import solve
    from solver.limits import Limits
    from solver.registry import load

    if context is None:
        return []
    _, start = load(context["start"])
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


def positions(log: Mapping[str, Any], review: Mapping[str, Any], words: Words) -> dict[str, str]:
    """Each decision's position drawn as text, keyed `round-n`: as its seat saw
    it (Block and Draw: the other hands hidden; each round replayed once)."""
    from solver.registry import load

    out = {}
    for r in review["rounds"]:
        cuts: dict[int, dict[str, Any]] = {}
        if review["rules"] != "florentine":

            def keep(n: int, cut: dict[str, Any], choices: list, cuts=cuts) -> None:
                cuts[n] = cut

            round_positions(log, r["round"], keep)
        for d in r["decisions"]:
            try:
                if review["rules"] == "florentine":
                    data = position_after(log, d["n"])
                    if data.get("draw") is not None:  # the other hands and the pile unseen
                        data = florentine_seen(data, data["meta"]["player"])
                elif d["n"] in cuts:
                    full = cuts[d["n"]]
                    moves = log["rounds"][r["round"] - 1]["moves"][: d["n"]]
                    data = seen_by(full, moves, full.get("to_move", 0))
                else:  # no position stands before it (a draw round's double)
                    continue
                kind, position = load(data)
                out[f"{r['round']}-{d['n']}"] = kind.analyser.position_text(position, words)
            except (BadInput, IllegalMove):
                continue
    return out
