"""`review` of a Florentine log, decision by decision (docs/rules.md "Reviewing
a game"): in the draw phase the played lay or discard and the expert's
candidates valued over the deals `analyse` samples for the seat's view
(solver/florentine/analyse_draw.py), in the open phase and the personal round
`analyse` of the position cut with `position`; the luck of each draw and of
the deal."""

from __future__ import annotations

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


def florentine_luck(decisions: list[dict[str, Any]]) -> None:
    """Florentine draws are not logged: a lay's draw luck rides on its decision."""
    for d in decisions:
        if "luck" in d:
            d["draw_luck"] = d.pop("luck")
