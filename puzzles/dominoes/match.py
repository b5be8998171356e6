"""Rounds and matches of the Block and Draw games: docs/rules.md sections 3 and 4.

A round is played by callbacks that choose among legal moves (solver/dominoes/players.py
holds them), so this module is only the referee: it deals, finds who starts,
offers the legal moves, draws and passes for the players, sees the round end
and scores it. Everything it decides is recorded in the docs/formats.md "play"
JSON so anyone can replay and check it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from puzzles.dominoes.tiles import (
    Ends,
    Rules,
    Tile,
    add_to_ends,
    double_set,
    first_ends,
    legal_lays,
    pips,
)
from puzzles.errors import BadInput, shown

Play = tuple[Tile, int | None]  # a tile and the open-end number it goes to (None: first tile)


@dataclass(frozen=True)
class Setup:
    """Which game, how many play, and the rule options."""

    game: Rules = Rules.BLOCK
    players: int = 2
    partnerships: bool = False
    set_size: int = 6
    spinners: str | None = None  # all | first | none; None: the game's default

    def __post_init__(self) -> None:
        try:
            object.__setattr__(self, "game", Rules.parse(self.game))
        except BadInput as error:
            raise error.at("rules") from None
        if not 2 <= self.players <= 4:
            raise BadInput(f"2 to 4 players, not {self.players}", "players")
        if self.partnerships and self.players != 4:
            raise BadInput("partnerships need 4 players", "partnerships")
        spinners = self.spinners or ("all" if self.game == Rules.DRAW else "none")
        if spinners not in ("all", "first", "none") or (
            self.game == Rules.BLOCK and spinners != "none"
        ):
            raise BadInput(
                f"spinners {shown(self.spinners)} not allowed under {self.game} rules", "spinners"
            )
        object.__setattr__(self, "spinners", spinners)
        if self.hand_size * self.players > len(double_set(self.set_size)):
            raise BadInput(f"a double-{self.set_size} set cannot deal {self.players} hands", "set")

    @property
    def hand_size(self) -> int:
        if self.game == Rules.DRAW:
            return 5
        return 7 if self.players == 2 else 5

    @property
    def target(self) -> int:
        if self.game == Rules.DRAW or self.players == 2 or self.partnerships:
            return 100
        return 61

    @property
    def sides(self) -> int:
        return 2 if self.partnerships else self.players

    def side(self, player: int) -> int:
        return player % 2 if self.partnerships else player

    def spinner(self, tile: Tile, doubles_laid: int) -> bool:
        """Is this double, laid now, a spinner? `first`: only the round's first double."""
        if not tile.is_double or self.spinners == "none":
            return False
        return self.spinners == "all" or doubles_laid == 0


@dataclass
class Round:
    """One round as it is played; `record()` is its docs/formats.md JSON."""

    setup: Setup
    hands: list[list[Tile]]
    stock: list[Tile]  # draw: the boneyard, top first; block: out of play
    starter: int
    start_draw: list[Tile] | None = None  # block, first round: the tiles drawn for the start
    dealt: list[list[Tile]] = field(default_factory=list)
    dealt_stock: list[Tile] = field(default_factory=list)
    ends: Ends = ()
    table: list[Tile] = field(default_factory=list)  # the tiles laid, in order
    doubles_laid: int = 0
    moves: list[dict[str, Any]] = field(default_factory=list)
    void: list[set[int]] = field(default_factory=list)  # numbers a player showed not to hold
    end: str | None = None  # domino | blocked
    winner: int | None = None
    points: int = 0
    # In a match: each side's score before this round, what a bot's view shows.
    match_scores: list[int] | None = None

    def __post_init__(self) -> None:
        self.dealt = [sorted(h) for h in self.hands]
        self.dealt_stock = list(self.stock)
        self.void = [set() for _ in self.hands]

    # -- the referee ------------------------------------------------------
    def legal(self, player: int) -> list[Play]:
        return legal_lays(self.hands[player], self.ends, self.setup.game)

    def can_play(self, player: int) -> bool:
        ends = self.ends
        if not ends:
            return bool(self.hands[player])
        return any(t.a in ends or t.b in ends for t in self.hands[player])

    def blocked(self) -> bool:
        """Nobody can play: no fitting tile in any hand, and nothing to draw."""
        if self.setup.game == Rules.DRAW and self.stock:
            return False
        return not any(self.can_play(p) for p in range(self.setup.players))

    def lay(self, player: int, move: Play) -> None:
        tile, at = move
        self.hands[player].remove(tile)
        spinner = self.setup.spinner(tile, self.doubles_laid)
        self.ends = (
            first_ends(tile, spinner) if at is None else add_to_ends(self.ends, tile, at, spinner)
        )
        self.doubles_laid += tile.is_double
        self.table.append(tile)
        self.moves.append({"player": player, "tile": str(tile), "to": at})

    def play(self, choose: Sequence[Callable[[Round, int, list[Play]], Play]]) -> None:
        """Play the round to its end with one `choose(round, player, legal)` per player."""
        player = self.starter
        players = self.setup.players
        self.lay(player, self._choice(choose[player], player))
        while True:
            if not self.hands[player]:
                self.end = "domino"
                break
            player = (player + 1) % players
            if not self.can_play(player):
                if self.blocked():  # ends at once: nobody passes into a blocked game
                    self.end = "blocked"
                    break
                if self.setup.game == Rules.DRAW:
                    while self.stock and not self.can_play(player):
                        tile = self.stock.pop(0)
                        self.hands[player].append(tile)
                        self.moves.append({"player": player, "draw": str(tile)})
                    self.void[player] = set()  # what was drawn is unknown
                if not self.can_play(player):
                    self.void[player].update(self.ends)
                    self.moves.append({"player": player, "pass": True})
                    continue
            self.lay(player, self._choice(choose[player], player))
        self.score()

    def _choice(self, choose: Callable[[Round, int, list[Play]], Play], player: int) -> Play:
        """A player with one legal move plays it; the bot is asked only for a choice."""
        legal = self.legal(player)
        return legal[0] if len(legal) == 1 else choose(self, player, legal)

    # -- the count --------------------------------------------------------
    def pips(self) -> list[int]:
        return [pips(h) for h in self.hands]

    def score(self) -> None:
        """Winner and points (docs/rules.md sections 3 and 4)."""
        out = next((p for p, h in enumerate(self.hands) if not h), None)
        self.winner, self.points = round_points(self.setup, self.pips(), out)

    def record(self) -> dict[str, Any]:
        out: dict[str, Any] = {"starter": self.starter}
        if self.start_draw is not None:
            out["start_draw"] = [str(t) for t in self.start_draw]
        out["hands"] = [[str(t) for t in h] for h in self.dealt]
        out["boneyard"] = [str(t) for t in self.dealt_stock]
        out["moves"] = self.moves
        out["end"] = self.end
        out["pips"] = self.pips()
        out["winner"] = self.winner
        out["points"] = self.points
        return out


def round_points(setup: Setup, held: Sequence[int], out: int | None) -> tuple[int | None, int]:
    """(winning side or None, points) of a finished round, from the pips each player
    holds and who went out (None: blocked); docs/rules.md sections 3 and 4.

    Partnerships: the side of the player out wins, else the side with fewer pips.
    Individuals: the lowest total wins; under block rules equal lowest totals score
    nothing even when a player went out (another hand of `0-0` counts 0 too), under
    draw rules the player out wins. The winner scores the others' pips minus its
    own, never below 0; a round worth 0 names no winner.
    """
    totals = [0] * setup.sides
    for player, n in enumerate(held):
        totals[setup.side(player)] += n
    lowest = [s for s, n in enumerate(totals) if n == min(totals)]
    if out is not None and (setup.partnerships or setup.game == Rules.DRAW):
        winner = setup.side(out)
    elif len(lowest) == 1:
        winner = lowest[0]
    else:
        return None, 0
    points = max(0, sum(totals) - 2 * totals[winner])
    return (winner, points) if points else (None, 0)


def draw_for_start(setup: Setup, rng: random.Random) -> tuple[int, list[Tile]]:
    """Block, first round: each draws a tile, player 0 first; the highest starts."""
    tiles = list(double_set(setup.set_size))
    rng.shuffle(tiles)
    drawn = tiles[: setup.players]
    return max(range(setup.players), key=lambda p: drawn[p].rank()), drawn


def deal(setup: Setup, rng: random.Random, starter: int | None = None) -> Round:
    """Shuffle and deal; under draw rules deal again until someone holds a double,
    and the holder of the highest double starts. Hands go to players 0, 1, ...
    a hand at a time."""
    while True:
        tiles = list(double_set(setup.set_size))
        rng.shuffle(tiles)
        n = setup.hand_size
        hands = [tiles[p * n : (p + 1) * n] for p in range(setup.players)]
        stock = tiles[setup.players * n :]
        if setup.game == Rules.BLOCK:
            assert starter is not None
            return Round(setup, hands, stock, starter)
        doubles = [(t, p) for p, h in enumerate(hands) for t in h if t.is_double]
        if doubles:
            return Round(setup, hands, stock, max(doubles)[1])


@dataclass
class Match:
    setup: Setup
    seed: int
    rounds: list[Round] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    winner: int | None = None

    def record(self) -> dict[str, Any]:
        return {
            "rules": self.setup.game,
            "players": self.setup.players,
            "partnerships": self.setup.partnerships,
            "seed": self.seed,
            "target": self.setup.target,
            "spinners": self.setup.spinners,
            "set": self.setup.set_size,
            "rounds": [r.record() for r in self.rounds],
            "scores": self.scores,
            "winner": self.winner,
        }


def play_match(
    setup: Setup,
    seed: int,
    choose: Sequence[Callable[[Round, int, list[Play]], Play]],
    max_rounds: int | None = None,
    on_round: Callable[[Round], None] | None = None,
) -> Match:
    """Rounds until a side reaches the target (or `max_rounds` are played)."""
    rng = random.Random(seed)
    match = Match(setup, seed, scores=[0] * setup.sides)
    starter, start_draw = None, None
    if setup.game == Rules.BLOCK:
        starter, start_draw = draw_for_start(setup, rng)
    while max_rounds is None or len(match.rounds) < max_rounds:
        round_ = deal(setup, rng, starter)
        round_.start_draw = start_draw
        round_.match_scores = list(match.scores)
        round_.play(choose)
        match.rounds.append(round_)
        if round_.winner is not None:
            match.scores[round_.winner] += round_.points
        if on_round:
            on_round(round_)
        if max(match.scores) >= setup.target:
            match.winner = max(range(setup.sides), key=lambda s: match.scores[s])
            break
        if setup.game == Rules.BLOCK:
            starter, start_draw = (round_.starter + 1) % setup.players, None
    return match
