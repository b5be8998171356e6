"""Players of a whole Florentine game: random, greedy, best.

Each is a `Decider`, a callable `(game, player, options) -> option` like the
referee's `Chooser` (puzzles/florentine/game.py), that looks only at what its
player may know, a `GameSeen`: `PLAYERS` hand it a SeenGame
(solver/florentine/seat_view.py, the bot protocol's view: the board, its own
hand, the discard row, the open pool once it is open, and the moves so far);
a playout hands it the whole game, which shows the same. Ties are
broken by the player's own `random.Random`, so the same seed plays the same game.

A gem counts for the colour of its room, whoever seals it: laying a card that
closes another player's room hands them its gems, and a room of yours that
somebody else closes is yours all the same.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from puzzles.florentine.board import Board
from puzzles.florentine.cards import PERSONAL, Card
from puzzles.florentine.endgame import Position
from puzzles.florentine.game import (
    DRAW,
    PERSONAL_ROUND,
    Chooser,
    Discard,
    FlorentineGame,
    FlorentineSetup,
    Option,
    PersonalTurn,
    Place,
    placements,
)
from puzzles.florentine.rooms import Reach, rooms_through, score, sealed_by


class GameSeen(Protocol):
    """What a bot reads of a game: a seat's SeenGame (solver/florentine/seat_view.py)
    or the whole FlorentineGame both answer it."""

    @property
    def setup(self) -> FlorentineSetup: ...
    @property
    def board(self) -> Board: ...
    @property
    def colours(self) -> tuple[str, ...]: ...
    @property
    def phase(self) -> str: ...
    @property
    def pool(self) -> list[Card]: ...


# A bot: the referee's Chooser on what it may see of the game.
Decider = Callable[[GameSeen, int, list[Option]], Option]


def random_player(rng: random.Random) -> Decider:
    def choose(game: GameSeen, player: int, options: list[Option]) -> Option:
        return options[rng.randrange(len(options))]

    return choose


def greedy_player(rng: random.Random) -> Decider:
    """The placement that seals the most gems of its colour now; among equals the
    one that leaves its colour's rooms the most open cells to grow into. It
    discards only when it cannot place, the card with the fewest gems of its
    colour; it lays its personal card where it seals most, if anywhere."""

    def choose(game: GameSeen, player: int, options: list[Option]) -> Option:
        mine = game.colours[player]
        rim = game.setup.rim_seals
        if game.phase == PERSONAL_ROUND:
            return _best_personal(game, options, lambda gained: gained.get(mine, 0))
        places = [o for o in options if isinstance(o, Place)]
        if not places:  # the draw phase: every option a discard
            discards = [o for o in options if isinstance(o, Discard)]
            return min(discards, key=lambda o: (o.card.gems_of(mine), rng.random()))

        def value(place: Place) -> tuple:
            reach = rooms_through(game.board.put(place.cell, place.lying), place.cell, rim)
            gained = sum(r.gems for r in reach if r.colour == mine and r.sealed)
            room = sum(len(r.open_cells) for r in reach if r.colour == mine)
            return gained, room, rng.random()

        return max(places, key=value)

    return choose


# -- best ---------------------------------------------------------------------------
# Weights of the draw-phase heuristic, in gems. Sealing pays now; an open room
# is worth its gems over the cells it still needs, for its owner if it is
# ours, against us if it is another player's: they may close it next turn.
SEAL, GIVE, GROW, THREAT = 10.0, 8.0, 3.0, 25.0
# What laying a card must be worth for best to lay it rather than discard.
WORTH_LAYING = -6.0
CANDIDATES = 8  # placements played out per open-phase turn, besides the plan's
# Deterministic work CP-SAT may spend on one plan: bounded so a game never
# waits, deterministic so the same seed plays the same game.
PLAN_WORK = 2.0
# Measured, and left out: adding the cells of the other players' CP-SAT plans
# as candidates won no more games (0.90 of 2-player games against greedy,
# 0.62 of 3-player) at two to three times the work.


def best_player(rng: random.Random) -> Decider:
    """Draw phase: a fast weighing of each placement (seal its own rooms, grow
    them, above all leave no other player's room with gems open where they
    could close it), discarding when every placement helps the others more
    than itself, the card with the most gems for the others.
    Open phase: the CP-SAT endgame model (solver/florentine/model.py) says what it
    can still seal and with which cards; those placements and the best few by
    weight are each played out to the end with every player greedy (what the
    others would take), and it lays the one that leaves it furthest ahead of
    the best other player. Personal card: where it raises its score most
    against the best of the others, if anywhere."""

    def choose(game: GameSeen, player: int, options: list[Option]) -> Option:
        if game.phase == PERSONAL_ROUND:
            return _best_personal(game, options, _against(game, player))
        places = [o for o in options if isinstance(o, Place)]
        if game.phase == DRAW:
            return _draw_turn(game, player, places, options, rng)
        return _open_turn(game, player, places, rng)

    return choose


def _weigh(game: GameSeen, player: int, place: Place) -> float:
    board = game.board.put(place.cell, place.lying)
    return _reach_value(game, player, rooms_through(board, place.cell, game.setup.rim_seals))


def _reach_value(game: GameSeen, player: int, reach: list[Reach]) -> float:
    mine = game.colours[player]
    value = 0.0
    for room in reach:
        if room.colour not in game.colours:
            continue  # nobody's: neither gain nor loss
        ours = room.colour == mine
        if room.sealed:
            value += (SEAL if ours else -GIVE) * room.gems
        elif room.gems and room.open_cells:
            near = room.gems / len(room.open_cells)
            value += GROW * near if ours else -THREAT * near
    return value


def _draw_turn(game, player, places, options, rng) -> Option:
    if places:
        weighed = [(_weigh(game, player, p), rng.random(), p) for p in places]
        value, _, place = max(weighed, key=lambda w: (w[0], w[1]))
        if value >= WORTH_LAYING:
            return place
    # Discard what would help the others most and us least.
    discards = [o for o in options if isinstance(o, Discard)]
    mine = game.colours[player]

    def helps_others(discard: Discard) -> tuple:
        card = discard.card
        return sum(card.gems) - 3 * card.gems_of(mine), rng.random()

    return max(discards, key=helps_others)


def _open_turn(game: GameSeen, player: int, places: list[Place], rng: random.Random) -> Option:
    """Candidates: the placements of the CP-SAT plan and the best few by weight;
    each is played out to the end of the game with every player greedy, and
    the one that leaves this player furthest ahead of the best other is laid."""
    plan = _plan(game, game.colours[player])
    weighed = sorted(
        ((_weigh(game, player, p), rng.random(), p) for p in places),
        key=lambda w: (w[0], w[1]),
        reverse=True,
    )
    candidates = [w for w in weighed if (w[2].cell, w[2].lying) in plan]
    candidates += [w for w in weighed[:CANDIDATES] if w not in candidates]
    mine = game.colours[player]
    others = [c for c in game.colours if c != mine]
    best, pick = None, None
    for weight, _, place in candidates:
        pool = list(game.pool)
        pool.remove(place.card)
        final = playout(game, game.board.put(place.cell, place.lying), pool, player + 1)
        margin = score(final, mine, game.setup.rim_seals) - max(
            score(final, c, game.setup.rim_seals) for c in others
        )
        key = (margin, (place.cell, place.lying) in plan, weight)
        if best is None or key > best:
            best, pick = key, place
    assert pick is not None  # the open phase offers a placement
    return pick


def playout(game: GameSeen, board: Board, pool: list[Card], to_move: int) -> Board:
    """The final board if everyone plays greedily from here, personal cards included."""
    colours, rim, n = game.colours, game.setup.rim_seals, game.setup.players
    player = to_move % n
    while True:
        best = None
        mine = colours[player]
        for place in placements(board, pool):
            after = board.put(place.cell, place.lying)
            reach = rooms_through(after, place.cell, rim)
            key = (
                sum(r.gems for r in reach if r.colour == mine and r.sealed),
                sum(len(r.open_cells) for r in reach if r.colour == mine),
            )
            if best is None or key > best[0]:
                best = (key, place.card, after)
        if best is None:
            break
        pool.remove(best[1])
        board = best[2]
        player = (player + 1) % n
    for _ in range(n):
        mine = colours[player]
        gain, cell = 0, None
        for c in board.personal_cells():
            g = sealed_by(board.put(c, PERSONAL), c, rim).get(mine, 0)
            if g > gain:
                gain, cell = g, c
        if cell is not None:
            board = board.put(cell, PERSONAL)
        player = (player + 1) % n
    return board


def _plan(game: GameSeen, colour: str) -> set[tuple]:
    """(cell, card as it lies) of the cards that reach the best score `colour`
    can still seal from the open pool, if it is more than now."""
    from solver.florentine.solve import solve
    from solver.limits import Limits

    position = Position(colour, game.board, tuple(game.pool), True, game.setup.rim_seals)
    # The plan needs a best board, not whether it is the only one: no second solve.
    answer = solve(
        position, Limits(deterministic_time=PLAN_WORK), wanted=lambda score, cards: False
    )
    if answer.board is None or answer.score is None or answer.score <= position.score():
        return set()
    return {(move.cell, answer.board.at(move.cell)) for move in answer.moves if not move.personal}


def _against(game: GameSeen, player: int) -> Callable[[dict[str, int]], float]:
    """Own gain against the largest gain of another player."""
    mine = game.colours[player]
    others = [c for c in game.colours if c != mine]

    def value(gained: dict[str, int]) -> float:
        return gained.get(mine, 0) - max(gained.get(c, 0) for c in others)

    return value


def _best_personal(
    game: GameSeen, options: list[Option], value: Callable[[dict[str, int]], float]
) -> Option:
    """Lay the personal card where `value(gems sealed per colour)` is highest
    and positive; else keep it."""
    best: tuple[float, Option] = (0.0, PersonalTurn(None))
    for option in options:
        if isinstance(option, PersonalTurn) and option.cell is not None:
            board = game.board.put(option.cell, PERSONAL)
            gain = value(sealed_by(board, option.cell, game.setup.rim_seals))
            if gain > best[0]:
                best = (gain, option)
    return best[1]


# The bots as `domino-puzzles bot` runs them: on a SeenGame (solver/florentine/seat_view.py).
DECIDERS: dict[str, Callable[[random.Random], Decider]] = {
    "random": random_player,
    "greedy": greedy_player,
    "best": best_player,
}


def seated(decide: Decider) -> Chooser:
    """The referee's callback for a bot that sees only its seat's view of the game."""
    from solver.florentine.seat_view import from_game

    def choose(game: FlorentineGame, player: int, options: list[Option]) -> Option:
        return decide(from_game(game, player), player, options)

    return choose


def _seated_maker(make: Callable[[random.Random], Decider]) -> Callable[[random.Random], Chooser]:
    return lambda rng: seated(make(rng))


PLAYERS: dict[str, Callable[[random.Random], Chooser]] = {
    name: _seated_maker(make) for name, make in DECIDERS.items()
}
