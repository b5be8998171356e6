"""`play --rules florentine`: one whole game of Florentine Domino between bots."""

from __future__ import annotations

import json
import random

import click

from puzzles.florentine.game import FlorentineSetup, play_game
from puzzles.florentine.game_text import describe_game
from solver.bots import florentine_decider
from solver.florentine.players import seated


def play_florentine(
    players: int, seed: int, names: list[str], rim_seals: bool, fmt: str, move_time: float = 1.0
) -> None:
    setup = FlorentineSetup(players, rim_seals=rim_seals)
    choosers = [
        seated(florentine_decider(n, random.Random(f"{seed}-{p}"), move_time))
        for p, n in enumerate(names)
    ]
    game = play_game(setup, seed, choosers)
    if fmt == "json":
        click.echo(json.dumps(game.record(seed, names)))
    else:
        click.echo(describe_game(game, seed, names))
