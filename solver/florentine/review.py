"""`review` of a Florentine log, decision by decision (docs/rules.md "Reviewing
a game"): in the draw phase the played lay or discard and the expert's
candidates valued over the deals `analyse` samples for the seat's view
(solver/florentine/analyse_draw.py), in the open phase and the personal round
`analyse` of the position cut with `position`; the luck of each draw and of
the deal."""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from typing import Any

from puzzles.game_positions import position_after
from solver.review_values import _decision, _interval, _seed


def florentine_decision(log, n: int, move_time: float) -> dict[str, Any]:
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


# What a Florentine result is worth in review (docs/rules.md "Reviewing a
# game"): the seat's margin over the best other score, in gems, and WIN_WORTH
# for a win (a share of it for a shared win): a move that turns a loss into
# a win costs at least a blunder, into a shared win a mistake.
WIN_WORTH = 3.0


def result_value(scored: list[int], seat: int) -> float:
    """A game's end as the review values it for `seat`: its margin plus WIN_WORTH
    times its share of the win."""
    from solver.florentine.expert import margin, win

    return margin(None, seat, scored) + WIN_WORTH * win(None, seat, scored)  # type: ignore[arg-type]


def _draw_phase(log, game, n: int, seat: int, move, move_time: float) -> dict[str, Any]:
    """The lay or discard played, and the expert's candidates, played out to the
    end over the same deals of the hidden cards as `analyse` of the seat's
    position does (solver/florentine/analyse_draw.py), each valued by the
    result (`result_value`). The class is the one the 95% interval of the
    paired difference between the best candidate and the played move shows
    (`paired_class`); where it leaves the class open, more deals (MORE_WORK),
    then "too close to call"."""
    from solver.florentine.analyse_draw import deals_for, interval, played_out
    from solver.florentine.expert import candidates
    from solver.florentine.seat_view import from_game
    from solver.review_values import MORE_WORK, paired_class, paired_interval

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
    verdict: str | None = None
    for factor in MORE_WORK:
        deals = deals_for(move_time * factor)
        rows = [[result_value(s, seat) for s in row] for row in played_out(position, cands, deals)]
        means = [interval([row[i] for row in rows]) for i in range(len(cands))]
        top = max(range(len(cands)), key=lambda i: (means[i][0], -i))
        if len(cands) == 1:  # the expert named no other move: nothing to compare
            low, high, verdict = math.nan, math.nan, "best"
        elif top == 0:
            other = max(range(1, len(cands)), key=lambda i: (means[i][0], -i))
            _, low, high = paired_interval([row[other] - row[0] for row in rows], len(cands) - 1)
            verdict = "best"
        else:
            _, low, high = paired_interval([row[top] - row[0] for row in rows], len(cands) - 1)
            verdict = paired_class(low, high, "florentine")
        if verdict is not None:
            break
    best = 0 if verdict == "best" else top
    decision = _decision(
        n,
        seat,
        option_mapping(played),
        means[0][0],
        option_mapping(cands[best]),
        means[best][0],
        "florentine",
        True,
        means[0][1],
    )
    decision["samples"] = deals
    decision["cost_ci"] = None if math.isnan(low) else [round(low, 3), round(high, 3)]
    if verdict is None:
        del decision["class"]
        decision["too_close"] = True
    else:
        decision["class"] = verdict
    luck = _drawn(game, seat, played, rng, deals, means[0][0])
    if luck is not None:
        decision["luck"] = luck
    return decision


# Measured (`python -m tests.bench review-noise --seed 1`, two independent sets
# of deals for 30 draw-phase decisions of one game): the old rule (the top mean
# of 8 deals) gave the same class 0.50 of the time, 16 deals with this rule 0.83.
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
    """The draw after a lay or discard: the seat's mean result (`result_value`)
    with the card it drew seen, less `before` (its mean with the card unseen);
    None when the pile was empty."""
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
        values.append(result_value(scores(world_now), seat))
    return round(_interval(values)[0] - before, 3)


def _open_phase(log, n: int, seat: int, move) -> dict[str, Any]:
    """Nothing hidden: the game searched from the position cut with `position`
    (solver/florentine/analyse_game.py, as `analyse` searches it), each first
    move valued by the result at the end of its play (`result_value`; with 3
    or 4 players, searched paranoid for the seat's own score, by that
    score). A move left unvalued says why (`not_valued`)."""
    from puzzles.florentine.cards import Card
    from solver.florentine.analyse_game import game_moves
    from solver.limits import Clock, Limits
    from solver.registry import load

    _, position = load(position_after(log, n))
    found = game_moves(position, Clock(Limits()), both=True) if position.players else None
    if found is None:  # more pool cards than the search takes on, or past its positions
        return {"n": n, "player": seat, "played": {"move": dict(move)}, "not_valued": "too_big"}
    two = len(position.players) == 2

    def value(pair) -> float:
        mine, other = pair
        if not two:
            return float(mine)
        return result_value([mine, other], 0)

    rows = [(row.move, value(row.value)) for row in found]

    def matches(m) -> bool:
        if "personal" in move:
            if move["personal"] is None:
                return bool(m.get("keep"))
            return bool(m.get("personal")) and m["cell"] == move["personal"]
        if "card" not in m:
            return False
        lying = Card.parse(m["card"]).turned(m["turn"])
        return m["cell"] == move["cell"] and lying == Card.parse(move["card"]).turned(move["turn"])

    played = next((row for row in rows if matches(row[0])), None)
    if len(rows) <= 1:  # a single choice (the personal card with no cell to take)
        return {"n": n, "player": seat, "played": {"move": dict(move)}, "forced": True}
    if played is None:
        return {"n": n, "player": seat, "played": {"move": dict(move)}, "not_valued": "not_listed"}
    best = max(rows, key=lambda row: row[1])  # the first of the top value
    if best[1] == played[1]:
        best = played
    return _decision(n, seat, played[0], played[1], best[0], best[1], "florentine", False, None)


def florentine_deal(log, move_time: float) -> list[dict[str, Any]]:
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
        blind.append([result_value(scores(whole), p) for p in range(players)])
    out = []
    for p in range(players):
        view = from_game(game, p)
        seen = []
        for _ in range(deals):
            r = random.Random(rng.random())
            dealt = world(view, r)
            dealt.to_move = 0
            seen.append(result_value(scores(dealt.play([best_drawer(r)] * players)), p))
        luck = sum(seen) / deals - sum(b[p] for b in blind) / deals
        out.append({"player": p, "luck": round(luck, 3)})
    return out


def florentine_luck(decisions: list[dict[str, Any]]) -> None:
    """Florentine draws are not logged: a lay's draw luck rides on its decision."""
    for d in decisions:
        if "luck" in d:
            d["draw_luck"] = d.pop("luck")
