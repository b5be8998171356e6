"""The Florentine `expert`: plans from what its seat sees (a SeenGame,
solver/florentine/seat_view.py).

- **Draw phase.** The other hands and the draw pile are hidden: it deals the
  unseen cards (the deck less the board, its hand and the discards)
  uniformly into the other hands and the pile, several times, and plays
  each candidate turn out to the end of the game in every deal, every
  player greedy (solver/florentine/players.py), personal cards included.
  The candidates are `best`'s choice and the placements `best` weighs
  highest, and the discard `best` would make; the expert plays the one with
  the best mean margin (its score less the best other score) over the same
  deals for all candidates.
- **Open phase.** Nothing is hidden: the players lay in turn from the shared
  pool, then the personal cards go round. The game is searched as it is
  (solver/florentine/open_search.py): alpha-beta on the margin with sound
  bounds (solver/florentine/bounds.py: the gems each colour may still
  seal), exact where the work allows; beyond, iterative deepening whose
  cut lines are valued by a greedy playout clamped into the bounds. With
  2 players the other plays against the seat (its own margin asks that);
  with 3 or 4 each other player is assumed to lay what its own greed says
  (open_search.MODELS, `greedy`), not to play against the seat (paranoid),
  so only the seat's turns branch and the same work looks deeper.
- **Personal card.** Planned by the same search, with the personal turns
  still to come (in the open phase the search sees them ahead too).

Reproducible: `--move-time S` buys `round(PLAYOUTS_PER_SECOND * S)` playouts
in the draw phase (at least one a candidate) and `NODES_PER_SECOND * S`
positions in the open phase, counts and not a clock; the deals come from
the bot's seeded random.
"""

from __future__ import annotations

import random

from puzzles.florentine.cards import Card, standard_deck
from puzzles.florentine.endgame import _deck_card
from puzzles.florentine.game import (
    DRAW,
    OPEN,
    PERSONAL_ROUND,
    Discard,
    FlorentineGame,
    Option,
    PersonalTurn,
    Place,
    placements,
)
from puzzles.florentine.rooms import score
from solver.florentine import open_search
from solver.florentine.players import _weigh, best_player, greedy_player
from solver.florentine.seat_view import SeenGame

# Measured on a loaded 2-core machine: at 25 a draw-phase move took 24 ms of CPU
# at --move-time 0.2 (a quarter of its time, one deal a candidate), at 100 110 ms.
PLAYOUTS_PER_SECOND = 120
CANDIDATES = 4  # placements besides best's own choice
# Positions visited (and playout turns) a second of --move-time buys in the open
# phase (measured: about 5,000 a second on a loaded 2-core machine).
NODES_PER_SECOND = 4000
# With 3 or 4 players the open-phase search assumes each other player lays what
# its own greed says (open_search.MODELS); with 2 the other plays against the
# seat, which is what its own margin asks. Measured on the same 40 deals
# (--move-time 0.3, the expert in the open phase only, `best` elsewhere and
# at the other seats): paranoid 0.268 ± 0.058 of 3-player games, greedy
# 0.294 ± 0.057 (paired +0.026 ± 0.055); the whole expert on 30 deals 0.278 -> 0.311.
OTHERS = "greedy"


def unseen(view: SeenGame) -> list[Card]:
    known = {_deck_card(p) for p in view.board.placed().values() if isinstance(p, Card)}
    known |= set(view.hand) | set(view.discards) | set(view.pool)
    return [c for c in standard_deck() if c not in known]


def world(view: SeenGame, rng: random.Random) -> FlorentineGame:
    """A game as it may stand: the unseen cards dealt at random."""
    game = FlorentineGame(view.setup, tuple(standard_deck()))
    game.board = view.board
    game.discards = list(view.discards)
    game.pool = list(view.pool)
    game.phase = view.phase
    game.to_move = view.seat
    game.moves = list(view.moves)
    cards = unseen(view)
    rng.shuffle(cards)
    hands = []
    for p in range(view.setup.players):
        if p == view.seat or view.phase != DRAW:
            hands.append(list(view.hand) if p == view.seat else [])
        else:
            hands.append(cards[:4])
            cards = cards[4:]
    game.hands = hands
    game.pile = cards[: view.pile] if view.phase == DRAW else []
    return game


def margin(game: FlorentineGame, player: int) -> int:
    rim = game.setup.rim_seals
    scores = [score(game.board, c, rim) for c in game.colours]
    return scores[player] - max(s for p, s in enumerate(scores) if p != player)


def playout(game: FlorentineGame, player: int, option: Option, rng: random.Random) -> int:
    """Lay `option` for `player`, then everybody greedy to the end: the margin."""
    game.apply(player, option)
    game.to_move = (player + 1) % game.setup.players
    greedy = [greedy_player(rng)] * game.setup.players
    if game.phase == PERSONAL_ROUND:
        _finish_personal(game, greedy)
    else:
        game.play(greedy)
    return margin(game, player)


def _finish_personal(game: FlorentineGame, choose) -> None:
    done = sum(1 for m in game.moves if "personal" in m)
    for _ in range(game.setup.players - done):
        options = game.options(game.to_move)
        game.apply(game.to_move, choose[game.to_move](game, game.to_move, options))
        game.to_move = (game.to_move + 1) % game.setup.players


def candidates(view: SeenGame, options: list[Option], rng: random.Random) -> list[Option]:
    pick = best_player(random.Random(rng.random()))(view, view.seat, options)
    places = [o for o in options if isinstance(o, Place)]
    weighed = sorted(places, key=lambda p: _weigh(view, view.seat, p), reverse=True)
    out = [pick]
    for option in weighed[:CANDIDATES]:
        if option not in out:
            out.append(option)
    discards = [o for o in options if isinstance(o, Discard)]
    if discards and not any(isinstance(o, Discard) for o in out):
        mine = view.colours[view.seat]
        out.append(max(discards, key=lambda d: sum(d.card.gems) - 3 * d.card.gems_of(mine)))
    return out


# -- exact search of the end ---------------------------------------------------------
def exact(game: FlorentineGame, me: int) -> int:
    """The margin of `me` with best play from here to the end, the personal cards
    included (paranoid with more than two players)."""
    n = game.setup.players
    if game.phase in (DRAW, OPEN):
        places = placements(game.board, game.pool) if game.phase == OPEN else []
        if places:
            values = []
            for place in places:
                child = _copy(game)
                child.pool.remove(place.card)
                child.board = child.board.put(place.cell, place.lying)
                child.to_move = (game.to_move + 1) % n
                values.append(exact(child, me))
            return max(values) if game.to_move == me else min(values)
        child = _copy(game)
        child.phase = PERSONAL_ROUND
        return exact(child, me)
    done = sum(1 for m in game.moves if "personal" in m)
    if done >= n:
        return margin(game, me)
    values = []
    for option in [PersonalTurn(None), *(PersonalTurn(c) for c in game.board.personal_cells())]:
        child = _copy(game)
        child.apply(game.to_move, option)
        child.to_move = (game.to_move + 1) % n
        values.append(exact(child, me))
    return max(values) if game.to_move == me else min(values)


def _copy(game: FlorentineGame) -> FlorentineGame:
    child = FlorentineGame.__new__(FlorentineGame)
    child.__dict__.update(game.__dict__)
    child.pool = list(game.pool)
    child.moves = list(game.moves)
    child.hands = [list(h) for h in game.hands]
    return child


def expert_player(rng: random.Random, move_time: float = 1.0, others: str = OTHERS):
    """`(game, player, options) -> option` on a SeenGame; `others`: how its
    open-phase search with 3 or 4 players assumes the others play
    (solver/florentine/open_search.py, `MODELS`)."""
    budget = max(1, round(PLAYOUTS_PER_SECOND * move_time))

    def choose(view: SeenGame, player: int, options: list[Option]) -> Option:
        if view.phase in (PERSONAL_ROUND, OPEN):
            # Nothing is hidden: the game searched as it is, exactly where the
            # work allows, else as deep as it does (solver/florentine/open_search.py).
            nodes = max(NODES_PER_SECOND * move_time, 50 * len(options))
            # `best`'s favourites first: equal values go to them, and alpha-beta
            # cuts more behind a good first move.
            ordered = sorted(
                options, key=lambda o: -_weigh(view, player, o) if isinstance(o, Place) else 0.0
            )
            model = others if view.setup.players > 2 else "paranoid"
            return open_search.choose(world(view, rng), player, ordered, nodes, rng, model)[0]
        cands = candidates(view, options, rng)
        deals = max(1, budget // len(cands)) if view.phase == DRAW else 1
        seeds = [rng.random() for _ in range(deals)]
        totals = []
        for option in cands:
            total = 0
            for s in seeds:
                r = random.Random(s)
                total += playout(world(view, r), player, option, r)
            totals.append(total)
        return cands[max(range(len(cands)), key=lambda i: (totals[i], -i))]

    return choose
