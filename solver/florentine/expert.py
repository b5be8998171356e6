"""The Florentine `expert`: plans from what its seat sees (a SeenGame,
solver/florentine/seat_view.py).

- **Draw phase.** The other hands and the draw pile are hidden: it deals the
  unseen cards (the deck less the board, its hand and the discards)
  uniformly into the other hands and the pile, several times, and plays
  each candidate turn out to the end of the game in every deal, personal
  cards included. The candidates are `best`'s choice and the placements
  `best` weighs highest, and the discard `best` would make. With 2 players
  every player of a playout is greedy (solver/florentine/players.py) and
  the expert plays the candidate with the best mean margin (its score less
  the best other score) over the same deals for all candidates. With 3 or 4
  every player of a playout lays as `best` does in the draw phase (its
  weighing: the real opponents' play), greedy in the open phase; a playout
  is worth its win (1, shared 1/k, else 0) then its margin; deals are drawn
  until the counted work is spent (WORK_PER_SECOND); and the expert keeps
  `best`'s own pick unless another candidate beats it by more than CLOSE
  standard errors of the paired difference (`chosen`): where the deals
  cannot tell, it is `best`.
- **Open phase.** Nothing is hidden: the players lay in turn from the shared
  pool, then the personal cards go round. The game is searched as it is
  (solver/florentine/open_search.py): alpha-beta on the margin with sound
  bounds (solver/florentine/bounds.py: the gems each colour may still
  seal), exact where the work allows; beyond, iterative deepening whose
  cut lines are valued by a greedy playout clamped into the bounds. With
  2 players the other plays against the seat (its own margin asks that).
  With 3 or 4 the expert lays what `best` lays (its CP-SAT plan and greedy
  playouts, solver/florentine/players.py), no search: measured, the search
  lost to it (OPEN_MANY below) whether it assumed the others lay by their
  greed (open_search.MODELS, `greedy`) or as `best` does (`best`), and cost
  more than a second a move.
- **Personal card.** Planned by the same search, with the personal turns
  still to come (in the open phase the search sees them ahead too), with
  every player count.

Where it wins and loses, and what it costs a move: docs/bench.md
(`python -m tests.bench bots --only florentine-N`).

Reproducible: `--move-time S` buys `round(PLAYOUTS_PER_SECOND * S)` playouts
in the draw phase with 2 players, with 3 or 4 deals until the playouts'
players have weighed `WORK_PER_SECOND * S` options (at least 2 deals), and
`NODES_PER_SECOND * S` positions in the open phase, counts and not a clock;
the deals come from the bot's seeded random.
"""

from __future__ import annotations

import math
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
from solver.florentine.analyse_game import win_share
from solver.florentine.players import (
    _against,
    _best_personal,
    _draw_turn,
    _weigh,
    best_player,
    greedy_player,
)
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
# With 3 or 4 players the open-phase search (OPEN_MANY "search" or "exact")
# weighs only `best`'s own lay and the OPEN_CANDIDATES lays it weighs highest
# (0: every lay), `best`'s first.
OPEN_CANDIDATES = 0
# With 3 or 4 players, whose open-phase lay: `search` (the search's), `best`
# (`best`'s own, no search), `exact` (the search's where it is exact, else
# best's). Measured on the same 12 deals, 3 players, --move-time 0.3, the
# expert in the open phase only (`best` elsewhere and at the other seats;
# the share of a seat is 1/3, `best` itself scores exactly that):
#   search, every lay, OTHERS greedy            0.125 ± 0.050
#   search, best's + 4 lays, OTHERS greedy      0.282 ± 0.092 (paired +0.157 ± 0.134)
#   search, best's + 4 lays, OTHERS best        0.329 ± 0.069 (paired +0.204 ± 0.063)
#   exact, every lay, OTHERS greedy             0.319 ± 0.087 (paired +0.194 ± 0.110)
# None beats `best`'s own lay (exactly the share), and each costs 470-630 ms
# of CPU an open-phase move at --move-time 0.3, over 1 s at 1: `best`.
OPEN_MANY = "best"
# The draw phase with 3 or 4 players (with 2 the playouts above, greedy, the
# top mean margin: unchanged). Measured on the same 24 deals, 3 players,
# --move-time 0.3 (`python -m tests.bench bots --only florentine-3
# --ismcts-deals 24 --move-time 0.3 --jobs 1 --set florentine.K=V,...`; paired
# with the run before these constants, the share of a seat 1/3):
#   before (greedy playouts, margin, top)  0.308 ± 0.078, draw CPU 200 ms (max 444)
#   CLOSE 1                                0.303 ± 0.076 (paired -0.005 ± 0.115)
#   CLOSE 1, PLAYOUT best                  0.310 ± 0.073 (paired +0.002 ± 0.098), 281 ms (max 641)
#   CLOSE 1, PLAYOUT best, VALUE both      0.326 ± 0.075 (paired +0.019 ± 0.089), 285 ms (max 623)
#   the same, WORK_PER_SECOND 28000        0.287 ± 0.074 (paired -0.021 ± 0.095), 235 ms (max 421)
#   the same, CLOSE 2 (this code)          0.340 ± 0.087 (paired +0.032 ± 0.133), 231 ms (max 553)
# None differs from another by more than the luck of 24 deals (a changed move
# changes the whole game: pairing does not narrow the interval). The choice
# below is what the game asks (the real opponents, the bench's win, a bounded
# move, `best` where unsure), not what these figures tell apart.
#
# `best`'s own draw-phase pick unless another candidate's mean beats it by more
# than CLOSE standard errors of the paired difference over the same deals (see
# `chosen`; negative: the top mean, whatever the spread). The fewer the deals
# the likelier a top mean is luck: measured on 36 draw-phase views of 2 games,
# CLOSE 1 left best's pick in 8 at --move-time 0.3 (3.4 deals a candidate),
# 14 at 1 (12.6 deals); CLOSE 2 in 5 and 3. 2: the playouts' confident
# changes are few, and nothing above says their unconfident ones win.
CLOSE = 2.0
# The draw phase's work: the options the playouts' players weigh (each a
# placement's rooms walked: about 31 us of CPU on a loaded 2-core machine,
# greedy or best), so many a second of --move-time; deals are drawn until it is
# spent, at least 2 (`_weighed`), so a move early in the game (long playouts)
# buys fewer deals than a late one and costs no more. 0: PLAYOUTS_PER_SECOND
# playouts, 2/players of them, as before (draw CPU max 2,543 ms at 1 s).
WORK_PER_SECOND = 28000
MAX_DEALS = 200
# How the playouts play the draw phase after the candidate: `greedy` (every
# player, as with 2), or `best` (every player lays as `best` weighs, its draw
# turn, the real opponents' play; greedy in the open phase, as `best`'s own
# playouts assume). `best` weighs 1.4 times the options a playout (623 to 440).
PLAYOUT = "best"
# What a playout is worth: `margin` (own score less the best other), `win` (1,
# 1/k if k share the top score, else 0: what the bench counts), `both` (the
# win, then the margin: win * 100 + margin).
VALUE = "both"


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


def scores(game: FlorentineGame) -> list[int]:
    rim = game.setup.rim_seals
    return [score(game.board, c, rim) for c in game.colours]


def margin(game: FlorentineGame, player: int, scored: list[int] | None = None) -> int:
    """`player`'s score less the best other score (`scored`: the scores, if known)."""
    scored = scores(game) if scored is None else scored
    return scored[player] - max(s for p, s in enumerate(scored) if p != player)


def win(game: FlorentineGame, player: int, scored: list[int] | None = None) -> float:
    """1 if `player`'s score is the top one, 1/k if k players share it, else 0."""
    return win_share(scores(game) if scored is None else scored, player)


def playout(
    game: FlorentineGame,
    player: int,
    option: Option,
    rng: random.Random,
    policy: str = "greedy",
    value: str = "margin",
    work: list[int] | None = None,
) -> float:
    """Lay `option` for `player`, then everybody by `policy` to the end (`greedy`,
    or `best`: its draw turn, greedy after): the margin, or (`value`) the win
    or both (see VALUE). `work[0]` counts the options the players weighed."""
    game.apply(player, option)
    game.to_move = (player + 1) % game.setup.players
    bot = best_drawer(rng) if policy == "best" else greedy_player(rng)
    if work is not None:
        bot = _counted(bot, work)
    bots = [bot] * game.setup.players
    if game.phase == PERSONAL_ROUND:
        _finish_personal(game, bots)
    else:
        game.play(bots)
    if value == "margin":
        return margin(game, player)
    if value == "win":
        return win(game, player)
    scored = scores(game)  # the rooms walked once for both
    return 100 * win(game, player, scored) + margin(game, player, scored)


def _counted(bot, work: list[int]):
    """`bot`, adding to `work[0]` the options it weighs: each costs about the
    same (a placement's rooms walked), whichever the bot."""

    def choose(game, player: int, options: list[Option]) -> Option:
        work[0] += len(options)
        return bot(game, player, options)

    return choose


def best_drawer(rng: random.Random):
    """`best` where it is cheap: its draw turn (its weighing) and its personal
    card; in the open phase greedy, as `best`'s own playouts assume."""
    greedy = greedy_player(rng)

    def choose(game, player: int, options: list[Option]) -> Option:
        if game.phase == DRAW:
            places = [o for o in options if isinstance(o, Place)]
            return _draw_turn(game, player, places, options, rng)
        if game.phase == PERSONAL_ROUND:
            return _best_personal(game, options, _against(game, player))
        return greedy(game, player, options)

    return choose


def chosen(rows: list[list[float]], close: float) -> int:
    """The candidate to play, given each deal's values (a row, one per
    candidate; candidate 0 is `best`'s pick): the top mean, or with `close` at
    least 0 the first candidate (in their order) whose mean falls short of
    the top's by no more than `close` standard errors of the paired
    difference over the same deals; candidate 0 where the deals are too few
    to tell (fewer than 2)."""
    n, k = len(rows), len(rows[0])
    means = [sum(r[i] for r in rows) / n for i in range(k)]
    top = max(range(k), key=lambda i: (means[i], -i))
    if close < 0:
        return top
    if n < 2:
        return 0
    for j in range(k):
        d = [r[top] - r[j] for r in rows]
        mean = sum(d) / n
        var = sum((x - mean) ** 2 for x in d) / (n - 1)
        if j == top or mean <= close * math.sqrt(var / n):
            return j
    return top


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


def _weighed(
    view: SeenGame, player: int, cands: list[Option], rng: random.Random, move_time: float
) -> list[list[float]]:
    """Each deal's playout values of the candidates (a row per deal), deals
    drawn until the options weighed in the playouts (counted, not timed) reach
    WORK_PER_SECOND * move_time, the next deal not started if it would likely
    pass that; at least 2 deals, at most MAX_DEALS."""
    budget = WORK_PER_SECOND * move_time
    work = [0]
    rows: list[list[float]] = []
    while len(rows) < 2 or (len(rows) < MAX_DEALS and work[0] + work[0] / len(rows) <= budget):
        s = rng.random()
        row = []
        for option in cands:
            r = random.Random(s)
            row.append(playout(world(view, r), player, option, r, PLAYOUT, VALUE, work))
        rows.append(row)
    return rows


def expert_player(rng: random.Random, move_time: float = 1.0, others: str | None = None):
    """`(game, player, options) -> option` on a SeenGame; `others`: how its
    open-phase search with 3 or 4 players assumes the others play
    (solver/florentine/open_search.py, `MODELS`; None: `OTHERS`)."""
    others = others or OTHERS
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
            many = view.setup.players > 2 and view.phase == OPEN and isinstance(ordered[0], Place)
            pick = None
            if many and (OPEN_CANDIDATES or OPEN_MANY != "search"):
                pick = best_player(random.Random(rng.random()))(view, player, options)
                if OPEN_MANY == "best":
                    return pick
                if OPEN_CANDIDATES:
                    ordered = [pick, *(o for o in ordered if o != pick)][: 1 + OPEN_CANDIDATES]
            model = others if view.setup.players > 2 else "paranoid"
            found = open_search.choose(world(view, rng), player, ordered, nodes, rng, model)
            if pick is not None and OPEN_MANY == "exact" and not found[2]:
                return pick
            return found[0]
        cands = candidates(view, options, rng)
        # A 3- or 4-player draw-phase move costs more (measured, 3 players at
        # --move-time 1 and the whole budget: 1,356 ms of CPU a move): 2/players of it.
        deals = max(1, budget * 2 // view.setup.players // len(cands)) if view.phase == DRAW else 1
        many = view.setup.players > 2
        if many and WORK_PER_SECOND:
            return cands[chosen(_weighed(view, player, cands, rng, move_time), CLOSE)]
        seeds = [rng.random() for _ in range(deals)]
        policy, value = (PLAYOUT, VALUE) if many else ("greedy", "margin")
        rows = []
        for s in seeds:
            row = []
            for option in cands:
                r = random.Random(s)
                row.append(playout(world(view, r), player, option, r, policy, value))
            rows.append(row)
        return cands[chosen(rows, CLOSE if many else -1.0)]

    return choose
