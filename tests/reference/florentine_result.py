"""A plain search of a Florentine game once its draw pile is empty, valued by
the result as a review values it (docs/rules.md "Reviewing a game"): the
player to move's margin over the best other score, and 3 for a win (a share
of it for a shared win). The player to move takes the most of it, every
other player the least (two players: the other's own result is the player's
turned round, so this is exact play; three or four: paranoid). No memo, no
move merged with another that leaves the same board, nothing of solver/:
the search of solver/florentine/analyse_game.py (`both`) is checked
against it."""

from __future__ import annotations

from puzzles.florentine.cards import PERSONAL
from puzzles.florentine.endgame import Position
from puzzles.florentine.game import placements
from puzzles.florentine.rooms import score

WIN = 3.0


class TooBig(Exception):
    """More than `most` positions: the caller takes another example."""


def result(scores: list[int], me: int) -> float:
    top = max(scores)
    share = 1 / scores.count(top) if scores[me] == top else 0.0
    return scores[me] - max(s for p, s in enumerate(scores) if p != me) + WIN * share


def first_moves(position: Position, most: int = 20_000) -> list[tuple[object, object, float]]:
    """(cell, what lies there, its result) for every first lay of the player to
    move of an open-phase position cut from a game (every seat holding its
    personal card)."""
    seats = position.players
    me = seats.index(position.colour)
    n = len(seats)
    seen = [0]

    def end(board) -> float:
        return result([score(board, c, position.rim_seals) for c in seats], me)

    def pick(player: int, values: list[float]) -> float:
        return max(values) if player == me else min(values)

    def personal(board, order: list[int]) -> float:
        if not order:
            return end(board)
        seen[0] += 1
        if seen[0] > most:
            raise TooBig
        boards = [board, *(board.put(c, PERSONAL) for c in board.personal_cells())]
        return pick(order[0], [personal(b, order[1:]) for b in boards])

    def play(board, pool: list, player: int) -> float:
        seen[0] += 1
        if seen[0] > most:
            raise TooBig
        places = placements(board, pool)
        if not places:
            return personal(board, [(player + k) % n for k in range(n)])
        values = []
        for p in places:
            rest = list(pool)
            rest.remove(p.card)
            values.append(play(board.put(p.cell, p.lying), rest, (player + 1) % n))
        return pick(player, values)

    out = []
    for p in placements(position.board, list(position.pool)):
        rest = list(position.pool)
        rest.remove(p.card)
        out.append((p.cell, p.lying, play(position.board.put(p.cell, p.lying), rest, (me + 1) % n)))
    return out
