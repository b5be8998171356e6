"""A plain search of a Florentine game from any moment, draw phase included,
over the game's own referee (puzzles/florentine/game.py): every option the
referee offers is tried, the referee draws, opens the pool and walks the
personal cards. Nothing of solver/ is used, so the searches of
solver/florentine/analyse_game.py and analyse_draw.py are checked against
the rules' own moves.

The players choose as docs/rules.md section 7 says: the player to move
(`me`) the most for itself; with two players the other the most for
itself, then the least for `me`; with three or four the others the least
for `me` (paranoid). The value is (my score, the other's with two players).
"""

from __future__ import annotations

from puzzles.florentine.game import DRAW, OPEN, PERSONAL_ROUND, FlorentineGame


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


def value(game: FlorentineGame, me: int, most: int = 3000) -> tuple[int, int]:
    """The end of `game` (its `to_move` to move) under the players' choices
    (TooBig past `most` positions)."""
    n = game.setup.players
    seen = [0]

    def count() -> None:
        seen[0] += 1
        if seen[0] > most:
            raise TooBig

    def prefer(player: int, a, b) -> bool:
        if player == me:
            return a[0] > b[0]
        if n == 2:
            return (a[1], -a[0]) > (b[1], -b[0])
        return a[0] < b[0]

    def end(g: FlorentineGame) -> tuple[int, int]:
        scores = g.scores()
        return scores[me], scores[1 - me] if n == 2 else 0

    def personal(g: FlorentineGame, order: list[int]) -> tuple[int, int]:
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

    def play(g: FlorentineGame) -> tuple[int, int]:
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
