"""What one seat sees of a Florentine game: the bot protocol's Florentine view.

docs/formats.md "Bot protocol": the board, the seat's hand, how many cards
the pile holds, the discard row, the open pool once it is open, the phase,
whether the seat still holds its personal card, and the moves so far. A
`SeenGame` answers what the bots of solver/florentine/players.py ask of a
game (board, colours, setup, phase, pool, the seat's options), so the same
bots play from a view read off the protocol's JSON or built from a game in
play (`from_game`), and never see another player's hand or the pile.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from puzzles.errors import BadInput, shown
from puzzles.florentine.board import Board, Cell
from puzzles.florentine.cards import COLOUR_NAMES, Card, parse_colour
from puzzles.florentine.endgame import _load_board, board_mapping
from puzzles.florentine.game import (
    DRAW,
    OPEN,
    PERSONAL_ROUND,
    Discard,
    FlorentineGame,
    FlorentineSetup,
    Option,
    PersonalTurn,
    Place,
    placements,
)

PHASES = (DRAW, OPEN, PERSONAL_ROUND)


@dataclass
class SeenGame:
    setup: FlorentineSetup
    seat: int
    board: Board
    hand: list[Card]
    pile: int
    discards: list[Card]
    pool: list[Card]
    phase: str
    personal: bool = True
    moves: list[dict[str, Any]] = field(default_factory=list)

    @property
    def colours(self) -> tuple[str, ...]:
        return self.setup.colours

    @property
    def hands(self) -> list[list[Card]]:
        """Only the seat's own hand is known: the others are empty here."""
        return [self.hand if p == self.seat else [] for p in range(self.setup.players)]

    def cards_for(self, player: int) -> list[Card]:
        return self.hand if self.phase == DRAW else self.pool

    def options(self, player: int | None = None) -> list[Option]:
        """The seat's options, in the referee's order (puzzles/florentine/game.py)."""
        if self.phase == PERSONAL_ROUND:
            if not self.personal:
                return [PersonalTurn(None)]
            return [PersonalTurn(None), *(PersonalTurn(c) for c in self.board.personal_cells())]
        places: list[Option] = list(placements(self.board, self.cards_for(self.seat)))
        if self.phase == DRAW:
            places.extend(Discard(card) for card in self.hand)
        return places

    def to_mapping(self) -> dict[str, Any]:
        return {
            "players": self.setup.players,
            "colours": [COLOUR_NAMES[c] for c in self.colours],
            "seat": self.seat,
            "size": self.setup.size,
            "rim_seals": self.setup.rim_seals,
            "board": board_mapping(self.board),
            "hand": [str(c) for c in self.hand],
            "pile": self.pile,
            "discards": [str(c) for c in self.discards],
            "pool": [str(c) for c in self.pool],
            "phase": self.phase,
            "personal": self.personal,
            "moves": [dict(m) for m in self.moves],
        }


def from_game(game: FlorentineGame, player: int) -> SeenGame:
    laid = any(m.get("player") == player and m.get("personal") for m in game.moves)
    return SeenGame(
        game.setup,
        player,
        game.board,
        list(game.hands[player]),
        len(game.pile),
        list(game.discards),
        list(game.pool),
        game.phase,
        not laid,
        list(game.moves),
    )


def _cards(value: object, name: str) -> list[Card]:
    if not isinstance(value, list):
        raise BadInput(f"{name} is a list of cards", name)
    out = []
    for i, text in enumerate(value):
        try:
            out.append(Card.parse(text))
        except BadInput as error:
            raise error.at(f"{name}[{i}]") from None
    return out


def from_mapping(data: object) -> SeenGame:
    """A Florentine view as the bot protocol writes it (BadInput naming the field)."""
    if not isinstance(data, Mapping):
        raise BadInput("a view is a JSON object")
    known = {"players", "colours", "seat", "size", "rim_seals", "board", "hand", "pile"}
    known |= {"discards", "pool", "phase", "personal", "moves", "rules"}
    extra = sorted(set(data) - known)
    if extra:
        raise BadInput(f"unknown field {extra[0]!r}", extra[0])
    for name in ("players", "seat", "board", "phase"):
        if name not in data:
            raise BadInput(f"missing field {name!r}", name)
    players = data["players"]
    if not isinstance(players, int) or isinstance(players, bool):
        raise BadInput(f"players is a whole number, not {shown(players)}", "players")
    colours = data.get("colours")
    if colours is not None:
        if not isinstance(colours, list):
            raise BadInput("colours is a list", "colours")
        colours = tuple(parse_colour(c) for c in colours)
    size = data.get("size", 7)
    if not isinstance(size, int) or isinstance(size, bool):
        raise BadInput(f"size is a whole number, not {shown(size)}", "size")
    setup = FlorentineSetup(players, colours or (), bool(data.get("rim_seals", True)), size)
    seat = data["seat"]
    if seat not in range(players):
        raise BadInput(f"seat {shown(seat)} is not a player 0 to {players - 1}", "seat")
    phase = data["phase"]
    if phase not in PHASES:
        raise BadInput(f"phase {shown(phase)} is not one of {', '.join(PHASES)}", "phase")
    board = _load_board(data["board"], size)
    hand = _cards(data.get("hand", []), "hand")
    if phase == DRAW and not hand:
        raise BadInput("in the draw phase the seat holds cards", "hand")
    pile = data.get("pile", 0)
    if not isinstance(pile, int) or pile < 0:
        raise BadInput(f"pile is a count of cards, not {shown(pile)}", "pile")
    moves = data.get("moves", [])
    if not isinstance(moves, list):
        raise BadInput("moves is a list", "moves")
    return SeenGame(
        setup,
        seat,
        board,
        hand,
        pile,
        _cards(data.get("discards", []), "discards"),
        _cards(data.get("pool", []), "pool"),
        phase,
        bool(data.get("personal", True)),
        moves,
    )


def answer_mapping(option: Option) -> dict[str, Any]:
    if isinstance(option, PersonalTurn):
        return {"personal": option.cell.name if option.cell else None}
    if isinstance(option, Discard):
        return {"discard": str(option.card)}
    return {"card": str(option.card), "cell": option.cell.name, "turn": option.turn}


def parse_answer(data: Mapping[str, Any], game: SeenGame) -> Option:
    """A protocol answer, checked to be one of the seat's options."""
    options = game.options()
    if "personal" in data:
        cell = data["personal"]
        wanted: Option = PersonalTurn(None if cell is None else Cell.parse(cell, game.setup.size))
        if wanted in options:
            return wanted
    elif "discard" in data:
        wanted = Discard(Card.parse(data["discard"]))
        if wanted in options:
            return wanted
    elif "card" in data:
        card = Card.parse(data["card"])
        cell = Cell.parse(data.get("cell"), game.setup.size)
        for option in options:
            if (
                isinstance(option, Place)
                and option.card == card
                and option.cell == cell
                and option.turn == data.get("turn", 0)
            ):
                return option
    raise BadInput("not one of the seat's legal moves here")
