"""Every bot by its level, for the bot protocol (cli/bot.py) and `play`.

`random`, `greedy` and `best` are solver/dominoes/players.py's and
solver/florentine/players.py's; `expert` samples what it cannot see and
searches each sample (solver/dominoes/expert.py, solver/florentine/expert.py).
"""

from __future__ import annotations

import random

from solver.limits import checked_move_time

LEVELS = ("random", "greedy", "best", "expert")


def domino_decider(level: str, rng: random.Random, move_time: float = 1.0):
    """`(view, legal) -> move` of this level (solver/dominoes/seat_view.py);
    BadInput naming `move_time` where it is no bounded number of seconds."""
    move_time = checked_move_time(move_time)
    if level == "expert":
        from solver.dominoes.expert import expert_decider

        return expert_decider(rng, move_time)
    from solver.dominoes.players import DECIDERS

    return DECIDERS[level](rng)


def florentine_decider(level: str, rng: random.Random, move_time: float = 1.0):
    """`(game, player, options) -> option` of this level, on a SeenGame;
    BadInput naming `move_time` where it is no bounded number of seconds."""
    move_time = checked_move_time(move_time)
    if level == "expert":
        from solver.florentine.expert import expert_player

        return expert_player(rng, move_time)
    from solver.florentine.players import DECIDERS

    return DECIDERS[level](rng)
