"""`analyse` of a Florentine position cut from a game: the game's values.

A position that names the game's `players` (as `position` writes it from a
`play` log) is valued as that game goes on, not as a one-colour puzzle
(docs/rules.md section 7, "The Florentine open phase as a game"): from the
player to move, each player in turn lays one pool card (a player who can
must; play ends when no pool card fits or the pool is empty), then the
personal cards once round, starting with the player whose turn would have
come next; a personal card plugs whatever it faces, for every colour.

The value of a first move is what its player expects to end with: the gems
of their own colour in sealed rooms once everybody has laid their personal
card or kept it. Two players: each maximises their own score, and where
the other has equal choices they take the one worse for the player to move
(so a value is what the player is sure of). Three or four: the others play
against the player to move (paranoid).

A review values by the result instead (`result`, docs/rules.md "Reviewing a
game"): the player to move maximises `result_value` (its margin over the best
other score and WIN_WORTH for a win, a share of it for a shared win); with
two players the other maximises its own, which is the player's with its sign
turned (exact play); with three or four the others play against that result
(paranoid), as the review says. The search is exact, with the
boards met remembered; past `MOST_NODES` positions (or the clock, or with more than `MOST_POOL`
pool cards) it stops
and the caller values the position as the one-colour puzzle instead.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from puzzles.florentine.cards import PERSONAL
from puzzles.florentine.endgame import Placement, Position
from puzzles.florentine.game import Place, placements
from puzzles.florentine.rooms import score
from solver.limits import Clock, OutOfTime
from solver.results import Valued

MOST_NODES = 15_000  # positions searched at most (each costs ~0.3 ms in Python)
MOST_POOL = 12  # a larger pool is not searched at all: far too many turns ahead

# What a Florentine result is worth in review (docs/rules.md "Reviewing a
# game"): the seat's margin over the best other score, in gems, and WIN_WORTH
# for a win (a share of it for a shared win): a move that turns a loss into
# a win costs at least a blunder, into a shared win a mistake.
WIN_WORTH = 3.0


def result_value(scored, seat: int) -> float:
    """A game's end as the review values it for `seat` (`scored`: every
    player's score): its margin plus WIN_WORTH times its share of the win."""
    top = max(scored)
    share = 1 / list(scored).count(top) if scored[seat] == top else 0.0
    best_other = max(s for p, s in enumerate(scored) if p != seat)
    return scored[seat] - best_other + WIN_WORTH * share


class _Search:
    def __init__(self, position: Position, clock: Clock, result: bool = False):
        self.position = position
        self.seats = position.players  # colours, seat order
        self.me = self.seats.index(position.colour)
        self.n = len(self.seats)
        self.clock = clock
        self.memo: dict[tuple, tuple[int, ...]] = {}
        self.nodes = 0
        self.result = result

    def scores(self, board) -> tuple[int, ...]:
        """(mine, the other's): the other counts only with two players. By the
        `result`: every score, mine first, then the others in turn after me."""
        rim = self.position.rim_seals
        if self.result:
            order = [self.seats[(self.me + k) % self.n] for k in range(self.n)]
            return tuple(score(board, c, rim) for c in order)
        mine = score(board, self.seats[self.me], rim)
        other = score(board, self.seats[1 - self.me], rim) if self.n == 2 else 0
        return mine, other

    def better(self, player: int, a: tuple[int, ...], b: tuple[int, ...]) -> bool:
        """Does `player` prefer outcome `a` to `b`?"""
        if self.result:
            mine_a, mine_b = result_value(a, 0), result_value(b, 0)
            if player == self.me:
                return mine_a > mine_b
            # two players: the other's own result is mine with the sign turned
            # (and WIN_WORTH added); three or four: paranoid
            return mine_a < mine_b
        if player == self.me:
            return a[0] > b[0]
        if self.n == 2:  # their own score first, then the worse for me
            return (a[1], -a[0]) > (b[1], -b[0])
        return a[0] < b[0]  # paranoid

    def choose(self, player: int, outcomes) -> tuple[int, ...]:
        best = None
        for outcome in outcomes:
            if best is None or self.better(player, outcome, best):
                best = outcome
        assert best is not None  # a player to move has an outcome
        return best

    def tick(self) -> None:
        self.nodes += 1
        if self.nodes > MOST_NODES:
            raise OutOfTime
        if self.nodes % 256 == 0:
            self.clock.check()

    # -- the open phase, then the personal round ------------------------------------
    def open_value(self, board, pool: tuple, player: int) -> tuple[int, ...]:
        key = ("open", board, pool, player)
        if key in self.memo:
            return self.memo[key]
        self.tick()
        places = _distinct(placements(board, pool)) if pool else []
        if not places:
            order = tuple((player + k) % self.n for k in range(self.n))
            value = self.personal_value(board, order)
        else:
            nxt = (player + 1) % self.n
            value = self.choose(
                player,
                (
                    self.open_value(board.put(p.cell, p.lying), _without(pool, p.card), nxt)
                    for p in places
                ),
            )
        self.memo[key] = value
        return value

    def personal_value(self, board, order: tuple[int, ...]) -> tuple[int, ...]:
        """`order`: the seats still to lay or keep their personal card, in turn."""
        if not order:
            return self.scores(board)
        key = ("personal", board, order)
        if key in self.memo:
            return self.memo[key]
        self.tick()
        player, rest = order[0], order[1:]
        boards = [board, *(board.put(c, PERSONAL) for c in board.personal_cells())]
        value = self.choose(player, (self.personal_value(b, rest) for b in boards))
        self.memo[key] = value
        return value


def _distinct(places: Iterable[Place]) -> list[Place]:
    """Placements that leave different boards (a card's turns may lie alike)."""
    seen: set[tuple[Any, Any]] = set()
    out: list[Place] = []
    for p in places:
        if (p.cell, p.lying) not in seen:
            seen.add((p.cell, p.lying))
            out.append(p)
    return out


def _without(pool: tuple, card) -> tuple:
    i = pool.index(card)
    return pool[:i] + pool[i + 1 :]


def game_moves(position: Position, clock: Clock, both: bool = False) -> list[Valued] | None:
    """Each first move of the player to move with the score they end the game
    with under best play (see above), or None when the search is too big.
    With `both` the search is by the `result` (see above) and each row's value
    is every score at the end of that play, the player's first, then the
    others in turn after it, for a review's `result_value(value, 0)`."""
    if len(position.pool) > MOST_POOL:
        return None
    search = _Search(position, clock, result=both)
    board, pool = position.board, tuple(position.pool)
    me = search.me
    try:
        if position.personal_left is not None:  # cut in the personal round
            order = tuple(search.seats.index(c) for c in position.personal_left)
            rest = order[1:]
            cells = board.personal_cells() if position.personal else []
            rows = [
                (Placement(c), search.personal_value(board.put(c, PERSONAL), rest)) for c in cells
            ]
            return [_row(m, v, both) for m, v in rows] + _kept(search, board, rest, cells, both)
        places = _distinct(placements(board, pool)) if pool else []
        if places:
            nxt = (me + 1) % search.n
            rows = []
            for p in places:
                child = search.open_value(board.put(p.cell, p.lying), _without(pool, p.card), nxt)
                rows.append((Placement(p.cell, p.card, p.turn), child))
            return [_row(m, v, both) for m, v in rows]
        # nothing fits: the personal round starts with the player to move
        rest = tuple((me + k) % search.n for k in range(1, search.n))
        cells = board.personal_cells() if position.personal else []
        rows = [(Placement(c), search.personal_value(board.put(c, PERSONAL), rest)) for c in cells]
        return [_row(m, v, both) for m, v in rows] + _kept(search, board, rest, cells, both)
    except OutOfTime:
        return None


def _kept(
    search: _Search, board, rest: tuple[int, ...], cells: list, both: bool = False
) -> list[Valued]:
    """The personal card kept (`{keep: true}`): a choice beside laying it, where it may be laid."""
    if not cells:
        return []
    value = search.personal_value(board, rest)
    return [Valued({"keep": True}, value if both else {"score": value[0]}, value[0])]


def _row(move: Placement, value: tuple[int, ...], both: bool = False) -> Valued:
    return Valued(move.to_mapping(), value if both else {"score": value[0]}, value[0])


def header(position: Position, searched: bool) -> dict:
    """What the table says of how it was valued: as the game (`searched`), or,
    the search being too big, as the one-colour puzzle."""
    n = len(position.players)
    return {"game": {"players": n, "paranoid": n > 2, "searched": searched}}
