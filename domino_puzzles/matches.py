"""A whole Block or Draw match, or a game of Florentine Domino, between bots
(`domino-puzzles play`): the same game for the same seed, its text as `play`
prints it and its record as `play --format json` does."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from puzzles.dominoes.match import Match
from puzzles.errors import BadInput
from puzzles.florentine.game import FlorentineGame
from puzzles.words import Words
from solver.bots import LEVELS

RULES = ("block", "draw", "florentine")


@dataclass(frozen=True)
class Played:
    """A finished match (`rules` block or draw) or game (florentine)."""

    rules: str
    seed: int
    bots: tuple[str, ...]
    game: Match | FlorentineGame

    def text(self, lang: str = "en") -> str:
        """What `play --lang LANG` prints: every move, round by round, and the
        score, in `lang` (en, nl, de or lv; any other is a `BadInput`)."""
        if isinstance(self.game, FlorentineGame):
            from puzzles.florentine.game_text import describe_game

            return describe_game(self.game, self.seed, list(self.bots), Words(lang))
        from puzzles.dominoes.match_text import describe_match

        return describe_match(self.game, Words(lang))

    def record(self) -> dict[str, Any]:
        """What `play --format json` prints: the replayable log (docs/formats.md)."""
        if isinstance(self.game, FlorentineGame):
            return self.game.record(self.seed, list(self.bots))
        record = self.game.record()
        record["bots"] = list(self.bots)
        return record


def bot_levels(bots: str | Sequence[str], players: int) -> list[str]:
    """One level for everybody, or one a player (a list or `"best,random"`)."""
    names = [n.strip() for n in bots.split(",")] if isinstance(bots, str) else list(bots)
    if len(names) == 1:
        names *= players
    if len(names) != players or any(n not in LEVELS for n in names):
        raise BadInput(
            f"give one of {', '.join(LEVELS)}, or {players} of them comma-separated", "bots"
        )
    return names


def play(
    rules: str = "block",
    players: int = 2,
    *,
    bots: str | Sequence[str] = "best",
    seed: int = 0,
    move_time: float = 1.0,
    partnerships: bool = False,
    rounds: int | None = None,
    spinners: str | None = None,
    set_size: int = 6,
    rim_seals: bool = True,
) -> Played:
    """A whole match (block, draw) or game (florentine) of `players` bots of
    the levels `bots` (random, greedy, best, expert: one for all or one a
    seat), as `domino-puzzles play` plays it. `partnerships`, `rounds`,
    `spinners` and `set_size` are the dominoes' options, `rim_seals`
    Florentine's; `move_time` the expert's seconds a move, counted as work."""
    if rules not in RULES:
        raise BadInput(f"{rules!r} is not one of {', '.join(RULES)}", "rules")
    if not 2 <= players <= 4:
        raise BadInput(f"{players} players: 2 to 4 play", "players")
    names = bot_levels(bots, players)
    if rules == "florentine":
        from puzzles.florentine.game import FlorentineSetup, play_game
        from solver.bots import florentine_decider
        from solver.florentine.players import seated as seated_florentine

        setup = FlorentineSetup(players, rim_seals=rim_seals)
        choosers = [
            seated_florentine(florentine_decider(n, random.Random(f"{seed}-{p}"), move_time))
            for p, n in enumerate(names)
        ]
        return Played(rules, seed, tuple(names), play_game(setup, seed, choosers))
    from puzzles.dominoes.match import Setup, play_match
    from puzzles.dominoes.tiles import Rules
    from solver.bots import domino_decider
    from solver.dominoes.players import seated

    match_setup = Setup(Rules.parse(rules), players, partnerships, set_size, spinners)
    seats = [
        seated(domino_decider(n, random.Random(f"{seed}-{p}"), move_time))
        for p, n in enumerate(names)
    ]
    match = play_match(match_setup, seed, seats, max_rounds=rounds)
    return Played(rules, seed, tuple(names), match)
