"""`play --human`: the options checked, then the game at the terminal table
(cli/table.py for Block and Draw, cli/table_florentine.py for Florentine)."""

from __future__ import annotations

import sys

import click

from cli import words
from cli.play_options import PlayOptions
from puzzles.words import Words


def play_human(o: PlayOptions, names: list[str]) -> None:
    """`play --human`: people at the table (cli/table.py)."""
    from cli.common import told
    from domino_puzzles.output import check_file, write_file

    players, seed = o.players, o.seed
    assert o.human is not None and seed is not None  # cli/main.py's play: --human, seed drawn
    try:
        humans = sorted({int(x) for x in o.human.split(",")})
    except ValueError:
        humans = [-1]
    if not humans or any(not 0 <= h < players for h in humans):
        raise click.BadParameter(words.say("seats", last=players - 1), param_hint="--human")
    if o.log:
        check_file(o.log)
    if o.game == "florentine":
        from cli.table_florentine import play_florentine_table

        if o.partnerships or o.rounds or o.spinners:
            raise click.BadParameter(words.say("dominoes_only"), param_hint="--rules")
        record = play_florentine_table(
            players, seed, names, humans, Words(o.lang), o.rim_seals, o.move_time, o.log
        )
    else:
        from cli.table import play_domino_table
        from puzzles.dominoes.match import Setup
        from puzzles.dominoes.tiles import Rules

        setup = Setup(Rules.parse(o.game), players, o.partnerships, o.set_size, o.spinners)
        record = play_domino_table(setup, seed, names, humans, Words(o.lang), o.move_time, o.rounds)
    if record is None:
        sys.exit(130)
    if o.log:
        write_file(o.log, record + "\n", told())
