"""A whole game of Florentine Domino: docs/rules.md section 1, "Play: the whole game".

The referee only: it shuffles and deals, offers each player the legal turns,
draws for them, opens the pool when the pile runs out, sees play end, walks
the personal cards round once and counts the scores. Players are callbacks
`choose(game, player, options) -> option` (solver/florentine/players.py);
everything the referee decides is recorded in the docs/formats.md "play --rules
florentine" JSON, so anyone can replay and check it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from puzzles.errors import BadInput
from puzzles.florentine.board import Board, Cell
from puzzles.florentine.cards import COLOUR_NAMES, COLOURS, PERSONAL, Card, standard_deck
from puzzles.florentine.endgame import board_mapping
from puzzles.florentine.rooms import score

HAND = 4
DRAW, OPEN, PERSONAL_ROUND, OVER = "draw", "open", "personal", "over"


@dataclass(frozen=True)
class FlorentineSetup:
    """Who plays which colour, and the rule options."""

    players: int = 2
    colours: tuple[str, ...] = ()  # default: the first `players` of G, R, B, O
    rim_seals: bool = True
    size: int = 7

    def __post_init__(self) -> None:
        if not 2 <= self.players <= 4:
            raise BadInput(f"2 to 4 players, not {self.players}", "players")
        colours = self.colours or COLOURS[: self.players]
        if len(colours) != self.players or len(set(colours)) != self.players:
            raise BadInput(f"{self.players} different colours, not {colours!r}", "colours")
        object.__setattr__(self, "colours", tuple(colours))


# -- the options a player chooses among --------------------------------------
@dataclass(frozen=True, slots=True)
class Place:
    """A card (as written in the deck) laid on `cell` turned `turn` times."""

    card: Card
    cell: Cell
    turn: int
    lying: Card


@dataclass(frozen=True, slots=True)
class Discard:
    card: Card


@dataclass(frozen=True, slots=True)
class PersonalTurn:
    """The personal card on `cell`, or kept when `cell` is None."""

    cell: Cell | None


Option = Place | Discard | PersonalTurn
Chooser = Callable[["FlorentineGame", int, list[Option]], Option]


@dataclass
class FlorentineGame:
    """One game as it is played; `record()` is its docs/formats.md JSON."""

    setup: FlorentineSetup
    deck: tuple[Card, ...]
    board: Board = field(init=False)
    hands: list[list[Card]] = field(init=False)
    pile: list[Card] = field(init=False)  # top last, so a draw is a cheap pop()
    discards: list[Card] = field(default_factory=list)
    pool: list[Card] = field(default_factory=list)  # the open pool, open phase only
    phase: str = DRAW
    to_move: int = 0
    moves: list[dict[str, Any]] = field(default_factory=list)
    open_from: int | None = None  # index in `moves` of the first open-phase turn
    personal_from: int | None = None
    # Boards worth showing: (moves made so far, what just happened, board); what
    # happened is its key in puzzles/game_words.py: cross_full, pile_out, game_over.
    boards: list[tuple[int, str, Board]] = field(default_factory=list)

    def __post_init__(self) -> None:
        n = self.setup.players
        self.board = Board.empty(self.setup.size)
        self.hands = [list(self.deck[p * HAND : (p + 1) * HAND]) for p in range(n)]
        self.pile = list(reversed(self.deck[n * HAND :]))

    @property
    def colours(self) -> tuple[str, ...]:
        return self.setup.colours

    # -- what a player may do ---------------------------------------------------
    def cards_for(self, player: int) -> list[Card]:
        """The cards `player` may lay now: their hand, or the open pool."""
        return self.hands[player] if self.phase == DRAW else self.pool

    def placements(self, player: int) -> list[Place]:
        return placements(self.board, self.cards_for(player))

    def options(self, player: int) -> list[Option]:
        if self.phase == PERSONAL_ROUND:
            return [PersonalTurn(None), *(PersonalTurn(c) for c in self.board.personal_cells())]
        places: list[Option] = list(self.placements(player))
        if self.phase == DRAW:
            places.extend(Discard(card) for card in self.hands[player])
        return places

    # -- the referee --------------------------------------------------------------
    def apply(self, player: int, option: Option) -> None:
        if isinstance(option, PersonalTurn):
            if option.cell is not None:
                self.board = self.board.put(option.cell, PERSONAL)
            self.moves.append(
                {"player": player, "personal": option.cell.name if option.cell else None}
            )
            return
        cards = self.cards_for(player)
        cards.remove(option.card)
        if isinstance(option, Discard):
            self.discards.append(option.card)
            self.moves.append({"player": player, "discard": str(option.card)})
        else:
            self.board = self.board.put(option.cell, option.lying)
            if self.board.on_cross(option.cell) and self.board.cross_full():
                self.boards.append((len(self.moves) + 1, "cross_full", self.board))
            self.moves.append(
                {
                    "player": player,
                    "card": str(option.card),
                    "cell": option.cell.name,
                    "turn": option.turn,
                }
            )
        if self.phase == DRAW:
            self.hands[player].append(self.pile.pop())
            if not self.pile:
                self._open()

    def _open(self) -> None:
        """The pile is empty: hands and discards become the open pool."""
        self.pool = [*self.discards, *(c for hand in self.hands for c in hand)]
        self.discards = []
        self.hands = [[] for _ in self.hands]
        self.phase = OPEN
        self.open_from = len(self.moves)
        self.boards.append((len(self.moves), "pile_out", self.board))

    def play(self, choose: Sequence[Chooser]) -> FlorentineGame:
        """Play to the end with one `choose(game, player, options)` per player."""
        n = self.setup.players
        while self.phase in (DRAW, OPEN):
            options = self.options(self.to_move)
            if not options:  # open phase: nothing in the pool fits, play ends
                break
            self.apply(self.to_move, self._choice(choose, options))
            self.to_move = (self.to_move + 1) % n
        # The personal cards, starting with the player whose turn would come next.
        self.phase = PERSONAL_ROUND
        self.personal_from = len(self.moves)
        for _ in range(n):
            self.apply(self.to_move, self._choice(choose, self.options(self.to_move)))
            self.to_move = (self.to_move + 1) % n
        self.phase = OVER
        self.boards.append((len(self.moves), "game_over", self.board))
        return self

    def _choice(self, choose: Sequence[Chooser], options: list[Option]) -> Option:
        """A single option is taken; the player is asked only for a choice."""
        if len(options) == 1:
            return options[0]
        return choose[self.to_move](self, self.to_move, options)

    # -- the count ----------------------------------------------------------------
    def scores(self) -> list[int]:
        return [score(self.board, c, self.setup.rim_seals) for c in self.colours]

    def winners(self) -> list[int]:
        scores = self.scores()
        return [p for p, s in enumerate(scores) if s == max(scores)]

    def record(self, seed: int | None = None, bots: Sequence[str] = ()) -> dict[str, Any]:
        return {
            "rules": "florentine",
            "players": self.setup.players,
            "seed": seed,
            "size": self.setup.size,
            "rim_seals": self.setup.rim_seals,
            "colours": [COLOUR_NAMES[c] for c in self.colours],
            "bots": list(bots),
            "deck": [str(card) for card in self.deck],
            "moves": self.moves,
            "open_from": self.open_from,
            "personal_from": self.personal_from,
            "board": board_mapping(self.board),
            "scores": self.scores(),
            "winner": self.winners(),
        }


def placements(board: Board, cards: Sequence[Card]) -> list[Place]:
    """Every legal placement of `cards`, in the order of the cards, turns and
    cells (Board.placements_of: what each open cell needs worked out once)."""
    return [
        Place(card, cell, turn, lying)
        for card, places in zip(cards, board.placements_of(cards), strict=True)
        for cell, turn, lying in places
    ]


def shuffled_deck(rng: random.Random) -> tuple[Card, ...]:
    deck = standard_deck()
    rng.shuffle(deck)
    return tuple(deck)


def play_game(setup: FlorentineSetup, seed: int, choose: Sequence[Chooser]) -> FlorentineGame:
    """The game of this seed: the deck shuffled by `random.Random(seed)`."""
    return FlorentineGame(setup, shuffled_deck(random.Random(seed))).play(choose)
