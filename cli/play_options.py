"""`play`'s options, one typed value: what cli/main.py's `play` parses and
cli/human.py's table with people reads."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PlayOptions:
    """`play`'s options as its command line gives them, one typed value for the
    match and for a table with people (cli/human.py)."""

    game: str  # --rules: block, draw, florentine
    players: int
    partnerships: bool
    seed: int | None  # None: a new one (`play` draws it first)
    bots: str  # one level, or one a player comma-separated
    move_time: float
    rounds: int | None
    spinners: str | None
    set_size: int
    rim_seals: bool
    fmt: str  # text, json
    human: str | None  # the seats where people play, comma-separated
    lang: str
    log: str | None
