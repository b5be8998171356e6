"""`analyse` of a Florentine position cut from a game: the game's values.

A position that names the game's `players` (as `position` writes it from a
`play` log) is valued as that game goes on, not as a one-colour puzzle
(docs/rules.md section 7, "The Florentine open phase as a game"): from the
player to move, each player in turn lays one pool card (a player who can
must; play ends when no pool card fits or the pool is empty), then the
personal cards once round, starting with the player whose turn would have
come next; a personal card plugs whatever it faces, for every colour.

Every first move is valued by the result, as a review values it
(docs/rules.md "Reviewing a game"): `result_value`, the player to move's
margin over the best other score and WIN_WORTH for a win (a share of it for
a shared win). The player to move maximises it; with two players the other
maximises their own, which is the player's with its sign turned (exact
play); with three or four the others play against it (paranoid). Among
outcomes of equal result the player to move takes the one with more of its
own gems and the others the one with fewer, so a row's own gems at the end
(`score`) are determined too; the result never depends on that choice. The
search is exact, with the boards met remembered; past `MOST_NODES`
positions (or the clock, or with more than `MOST_POOL` pool cards) it stops
and the caller plays each lay out with the bots instead, as a review does
(solver/florentine/analyse_draw.py, `open_played_out`).
`analyse`, `hint`, the terminal's `?` and `review` all read their values
from here.
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
    best_other = max(s for p, s in enumerate(scored) if p != seat)
    return scored[seat] - best_other + WIN_WORTH * win_share(scored, seat)


def win_share(scored, seat: int) -> float:
    """`seat`'s share of the win: 1, a share of a win shared, or 0."""
    top = max(scored)
    return 1 / list(scored).count(top) if scored[seat] == top else 0.0


class _Search:
    """The game searched by the result (see above), the player to move `me`."""

    def __init__(self, position: Position, clock: Clock):
        self.position = position
        self.seats = position.players  # colours, seat order
        self.me = self.seats.index(position.colour)
        self.n = len(self.seats)
        self.clock = clock
        self.memo: dict[tuple, tuple[int, ...]] = {}
        self.nodes = 0

    def scores(self, board) -> tuple[int, ...]:
        """Every score, mine first, then the others in turn after me."""
        rim = self.position.rim_seals
        order = [self.seats[(self.me + k) % self.n] for k in range(self.n)]
        return tuple(score(board, c, rim) for c in order)

    def better(self, player: int, a: tuple[int, ...], b: tuple[int, ...]) -> bool:
        """Does `player` prefer outcome `a` to `b`? By my result, then by my
        own gems where the results are equal."""
        mine_a, mine_b = (result_value(a, 0), a[0]), (result_value(b, 0), b[0])
        if player == self.me:
            return mine_a > mine_b
        # two players: the other's own result is mine with the sign turned
        # (and WIN_WORTH added); three or four: paranoid
        return mine_a < mine_b

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
    """Each first move of the player to move valued by the result at the end
    of best play (see above), or None when the search is too big: `{score,
    result}`, the player's own gems at the end and its `result_value`, ranked
    by the result. With `both` each row's value is every score at the end of
    that play instead, the player's first, then the others in turn after it,
    for a review's `result_value(value, 0)`."""
    if len(position.pool) > MOST_POOL:
        return None
    search = _Search(position, clock)
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
    return [_row({"keep": True}, search.personal_value(board, rest), both)]


def _row(move: Placement | dict, value: tuple[int, ...], both: bool = False) -> Valued:
    mapping = move if isinstance(move, dict) else move.to_mapping()
    if both:
        return Valued(mapping, value, value[0])
    result = round(result_value(value, 0), 3)
    return Valued(mapping, {"score": value[0], "result": result}, result)


def header(position: Position, searched: bool) -> dict:
    """What the table says of how it was valued: as the game (`searched`), by
    the result under the model a review names (`model`: "exact" with two
    players, "paranoid" with more), or, neither searched nor played out
    (solver/florentine/analyse_draw.py, `open_played_out`), as the one-colour
    puzzle."""
    return {"game": game_header(position, "searched" if searched else None)}


def game_header(position: Position, how: str | None) -> dict:
    """`extra["game"]`: the players, and how the rows were valued (`how`:
    "searched" by the search above, "deals" over sampled deals of the hidden
    cards, "playouts" played out by the bots, None not as the game). `model`
    is the review's name of the model (solver/florentine/review.py)."""
    n = len(position.players)
    out: dict[str, Any] = {"players": n, "paranoid": n > 2, "searched": how == "searched"}
    if how == "searched":
        out["model"] = "exact" if n == 2 else "paranoid"
    elif how in ("deals", "playouts"):
        out["model"] = how
    return out
