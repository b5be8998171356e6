"""A plain search of a Florentine game from any moment, draw phase included,
over the game's own referee (puzzles/florentine/game.py): every option the
referee offers is tried, the referee draws, opens the pool and walks the
personal cards. Nothing of solver/ is used, so the searches of
solver/florentine/analyse_game.py and analyse_draw.py are checked against
the rules' own moves.

The players choose by the result, as a review does (docs/rules.md
"Reviewing a game"; `result` of tests/reference/florentine_result.py: the
margin of the player to move, `me`, over the best other score, and 3 for a
win, a share of it for a shared win): `me` takes the most of it, every other
player the least (two players: exact play, the other's own result being
mine turned round; three or four: paranoid); where results are equal, `me`
takes more of its own gems and the others fewer. The value is every
player's score at the end, in seat order.
"""

from __future__ import annotations

from puzzles.florentine.game import DRAW, OPEN, PERSONAL_ROUND, FlorentineGame
from tests.reference.florentine_result import result


def _copy(game: FlorentineGame) -> FlorentineGame:
    """The game to play on: its lists its own (the board is a value)."""
    child = FlorentineGame.__new__(FlorentineGame)
    child.__dict__.update(game.__dict__)
    for name in ("pile", "discards", "pool", "moves", "boards"):
        setattr(child, name, list(getattr(game, name)))
    child.hands = [list(h) for h in game.hands]
    return child


class TooBig(Exception):
    """More than `most` positions: the caller draws another example."""


def value(game: FlorentineGame, me: int, most: int = 3000) -> tuple[int, ...]:
    """The end of `game` (its `to_move` to move) under the players' choices
    (TooBig past `most` positions)."""
    n = game.setup.players
    seen = [0]

    def count() -> None:
        seen[0] += 1
        if seen[0] > most:
            raise TooBig

    def prefer(player: int, a, b) -> bool:
        mine_a, mine_b = (result(list(a), me), a[me]), (result(list(b), me), b[me])
        return mine_a > mine_b if player == me else mine_a < mine_b

    def end(g: FlorentineGame) -> tuple[int, ...]:
        return tuple(g.scores())

    def personal(g: FlorentineGame, order: list[int]) -> tuple[int, ...]:
        if not order:
            return end(g)
        count()
        best = None
        for option in g.options(order[0]):
            child = _copy(g)
            child.apply(order[0], option)
            v = personal(child, order[1:])
            if best is None or prefer(order[0], v, best):
                best = v
        assert best is not None  # keeping the card is always an option
        return best

    def play(g: FlorentineGame) -> tuple[int, ...]:
        count()
        p = g.to_move
        options = g.options(p) if g.phase in (DRAW, OPEN) else []
        if not options:
            g = _copy(g)
            g.phase = PERSONAL_ROUND
            return personal(g, [(p + k) % n for k in range(n)])
        best = None
        for option in options:
            child = _copy(g)
            child.apply(p, option)
            child.to_move = (p + 1) % n
            v = play(child)
            if best is None or prefer(p, v, best):
                best = v
        assert best is not None
        return best

    return play(game)
