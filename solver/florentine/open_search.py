"""The Florentine expert's search of the open phase and the personal cards
(solver/florentine/expert.py): the game as it is, nothing hidden.

The players lay in turn from the shared pool, then the personal cards go
round once (docs/rules.md section 7). The value is the seat's margin (its
score less the best other score); the seat maximises it. How the others
play is the search's model of them (`MODELS`):

- `paranoid`: every other player minimises it (with 2 players the other's
  own margin is the seat's with its sign turned, so this is exact play).
- `greedy`: every other player lays what its own greed says, the lay that
  seals the most gems of its colour, then the one that leaves its rooms the
  most open cells (solver/florentine/players.py's `greedy`, the first among
  equals), and its personal card where it gains most against the best
  other, if anywhere (as `best` does). Only the seat's turns branch, so the
  same work looks several of its turns deeper. The others do not play
  against the seat: `best` itself lays what its greedy playouts say.
- `weigh`: as `greedy`, the lay chosen by `best`'s draw-phase weighing.
- `best`: as `greedy`, the lay `best`'s open phase would choose without its
  CP-SAT plan: the `BEST_LAYS` it weighs highest, each played out greedily to
  the end, the one that leaves that player furthest ahead of the best other
  (solver/florentine/players.py, `_open_turn`); work: the playouts' turns.

- **Exact** when the search reaches the end of every line: alpha-beta with
  a transposition table, and sound bounds (solver/florentine/bounds.py)
  that end a line as soon as its margin cannot leave the window, or is
  settled (its low and high meet).
- **Bounded** beyond: iterative deepening, one turn deeper a pass; where a
  pass stops before the end, a line is valued by a greedy playout to the
  end, clamped into the sound bounds; a pass that meets no such cut is
  exact and the search stops there. The work is counted (positions visited
  and playout turns), never read off a clock: `nodes` buys the same search
  on every machine, and a pass that runs out is thrown away for the last
  finished one.
"""

from __future__ import annotations

import random
from typing import Any

from puzzles.errors import ProjectError
from puzzles.florentine.game import (
    DRAW,
    OPEN,
    PERSONAL_ROUND,
    FlorentineGame,
    PersonalTurn,
    Place,
    placements,
)
from puzzles.florentine.rooms import rooms_through, score, sealed_by
from solver.florentine.bounds import colour_bounds, margin_bounds
from solver.florentine.players import _weigh

MODELS = ("paranoid", "greedy", "weigh", "best")  # how the others play: see the docstring


class OutOfNodes(ProjectError):
    """The search spent its nodes before it could decide."""


def personal_done(game: FlorentineGame) -> int:
    return sum(1 for m in game.moves if "personal" in m)


def _copy(game: FlorentineGame) -> FlorentineGame:
    child = FlorentineGame.__new__(FlorentineGame)
    child.__dict__.update(game.__dict__)
    child.pool = list(game.pool)
    child.moves = list(game.moves)
    child.hands = [list(h) for h in game.hands]
    return child


def margin(game: FlorentineGame, player: int) -> int:
    from puzzles.florentine.rooms import score

    rim = game.setup.rim_seals
    scores = [score(game.board, c, rim) for c in game.colours]
    return scores[player] - max(s for p, s in enumerate(scores) if p != player)


def bounds(game: FlorentineGame, me: int) -> tuple[int, int]:
    """Sound (low, high) of `me`'s final margin, in the open phase or later."""
    n = game.setup.players
    left = n - personal_done(game) if game.phase == PERSONAL_ROUND else n
    pool = game.pool if game.phase != DRAW else []
    by_colour = colour_bounds(game.board, pool, game.colours, left, game.setup.rim_seals)
    return margin_bounds(by_colour, game.colours, me)


def children(game: FlorentineGame):
    """(option, game after it) of the player to move; none once the game is over."""
    n = game.setup.players
    if game.phase == OPEN:
        places = placements(game.board, game.pool)
        if places:
            out: list[tuple[Any, FlorentineGame]] = []
            for place in places:
                child = _copy(game)
                child.pool.remove(place.card)
                child.board = child.board.put(place.cell, place.lying)
                child.to_move = (game.to_move + 1) % n
                out.append((place, child))
            return out
        game = _copy(game)
        game.phase = PERSONAL_ROUND
    if personal_done(game) >= n:
        return []
    out = []
    for option in [PersonalTurn(None), *(PersonalTurn(c) for c in game.board.personal_cells())]:
        child = _copy(game)
        child.apply(game.to_move, option)
        child.to_move = (game.to_move + 1) % n
        out.append((option, child))
    return out


class Search:
    """One search for `me`, spending at most `nodes` of work (None: no limit)."""

    def __init__(
        self,
        me: int,
        nodes: float | None = None,
        rng: random.Random | None = None,
        others: str = "paranoid",
    ):
        self.me = me
        self.others = others
        self.limit = nodes
        self.used = 0
        self.rng = rng or random.Random(0)
        self.table: dict = {}
        self.cut = False  # a line was valued by a playout in this pass

    def spend(self, work: int = 1) -> None:
        self.used += work
        if self.limit is not None and self.used > self.limit:
            raise OutOfNodes

    def key(self, game: FlorentineGame, depth: int | None):
        return (
            game.board.pieces,
            tuple(sorted(map(str, game.pool))),
            game.to_move,
            game.phase,
            personal_done(game),
            depth,
        )

    def value(self, game: FlorentineGame, alpha: int, beta: int, depth: int | None = None) -> int:
        self.spend()
        lo, hi = bounds(game, self.me)
        if lo >= hi or hi <= alpha or lo >= beta:
            return lo if lo >= beta else hi if hi <= alpha else lo
        kids = children(game)
        if not kids:
            return margin(game, self.me)
        if self.others != "paranoid" and game.to_move != self.me and len(kids) > 1:
            if self.others == "best" and game.phase == OPEN and isinstance(kids[0][0], Place):
                self.spend(min(BEST_LAYS, len(kids)) * (len(game.pool) + game.setup.players))
            kids = [reply(game, kids, self.others)]  # the other's one lay, by the model
        if depth == 0:
            self.cut = True
            return max(lo, min(hi, self.playout(game)))
        key = self.key(game, depth)
        entry = self.table.get(key)
        if entry is not None:
            if entry[0] >= beta:
                return entry[0]
            if entry[1] <= alpha:
                return entry[1]
            lo, hi = max(lo, entry[0]), min(hi, entry[1])
            if lo >= hi:
                return lo
        a0, b0 = alpha, beta
        alpha, beta = max(alpha, lo), min(beta, hi)
        mine = game.to_move == self.me
        best = None
        nxt = None if depth is None else depth - 1
        for _, child in kids:
            v = self.value(child, alpha, beta, nxt)
            if mine:
                best = v if best is None else max(best, v)
                alpha = max(alpha, v)
            else:
                best = v if best is None else min(best, v)
                beta = min(beta, v)
            if alpha >= beta:
                break
        assert best is not None  # a position with children has a value
        low, high = entry if entry is not None else (lo, hi)
        if best <= a0:
            high = min(high, best)
        elif best >= b0:
            low = max(low, best)
        else:
            low = high = best
        self.table[key] = (low, high)
        return best

    def playout(self, game: FlorentineGame) -> int:
        """Everybody greedy to the end from here: the margin (work: its turns)."""
        from solver.florentine.players import greedy_player

        game = _copy(game)
        greedy = [greedy_player(self.rng)] * game.setup.players
        self.spend(len(game.pool) + game.setup.players)
        if game.phase == PERSONAL_ROUND:
            for _ in range(game.setup.players - personal_done(game)):
                options = game.options(game.to_move)
                game.apply(game.to_move, greedy[0](game, game.to_move, options))
                game.to_move = (game.to_move + 1) % game.setup.players
        else:
            game.play(greedy)
        return margin(game, self.me)


def reply(game: FlorentineGame, kids, model: str):
    """(option, child) of `kids` that the player to move, not the seat, is
    assumed to pick under `model` (`greedy` or `weigh`, see the docstring)."""
    player = game.to_move
    mine = game.colours[player]
    rim = game.setup.rim_seals
    others = [c for c in game.colours if c != mine]
    if model == "best" and isinstance(kids[0][0], Place):
        return _best_lay(game, kids)
    best, pick = None, kids[0]
    for option, child in kids:
        if isinstance(option, Place):
            if model == "weigh":
                key: tuple = (_weigh(game, player, option),)
            else:
                reach = rooms_through(child.board, option.cell, rim)
                key = (
                    sum(r.gems for r in reach if r.colour == mine and r.sealed),
                    sum(len(r.open_cells) for r in reach if r.colour == mine),
                )
        elif option.cell is None:
            key = (0,)
        else:
            gained = sealed_by(child.board, option.cell, rim)
            key = (gained.get(mine, 0) - max(gained.get(c, 0) for c in others),)
        if best is None or key > best:
            best, pick = key, (option, child)
    return pick


BEST_LAYS = 3  # the `best` model's lays played out a turn of another player


def _best_lay(game: FlorentineGame, kids):
    """(option, child) of `kids` (placements) that `best` without its plan
    lays: its `BEST_LAYS` highest by weight, each played out greedily, the
    one with the best margin for the player to move (then by weight)."""
    from solver.florentine.players import playout

    player = game.to_move
    weighed = sorted(
        ((_weigh(game, player, o), i) for i, (o, _) in enumerate(kids)),
        key=lambda w: (-w[0], w[1]),
    )
    best, pick = None, kids[0]
    for weight, i in weighed[:BEST_LAYS]:
        child = kids[i][1]
        final = playout(child, child.board, list(child.pool), player + 1)
        scores = [score(final, c, game.setup.rim_seals) for c in game.colours]
        key = (scores[player] - max(s for q, s in enumerate(scores) if q != player), weight)
        if best is None or key > best:
            best, pick = key, kids[i]
    return pick


def choose(
    game: FlorentineGame,
    me: int,
    options,
    nodes: float | None,
    rng: random.Random,
    others: str = "paranoid",
):
    """The option of `me` (the player to move) with the best searched value:
    exact where the work allows, else by the deepest pass the work finished.
    (option, value, exact)."""
    n = game.setup.players
    if game.phase == OPEN and isinstance(options[0], PersonalTurn):  # nothing fits: play ends
        game = _copy(game)
        game.phase = PERSONAL_ROUND
    after = []
    for option in options:
        child = _copy(game)
        child.apply(me, option)
        child.to_move = (me + 1) % n
        after.append((option, child))
    search = Search(me, nodes, rng, others)
    best = None
    depth = 0
    while True:
        search.cut = False
        search.table.clear()
        try:
            # Each option after the first need only be shown better than the best
            # so far: a value at most that one is a bound, never chosen.
            top, pick = None, 0
            for j, (_, child) in enumerate(after):
                alpha = -(1 << 20) if top is None else top
                v = search.value(child, alpha, 1 << 20, depth)
                if top is None or v > top:
                    top, pick = v, j
        except OutOfNodes:
            break
        best = (after[pick][0], top, not search.cut)
        if not search.cut:
            break
        depth += 1
    if best is None:  # not even one turn deep: the first option
        return options[0], None, False
    return best
