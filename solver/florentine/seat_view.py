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

from puzzles.errors import BadInput
from puzzles.florentine.board import MAX_SIZE, Board, Cell
from puzzles.florentine.cards import (
    COLOUR_NAMES,
    DECK_SIZE,
    PERSONAL,
    Card,
    parse_colour,
    standard_deck,
)
from puzzles.florentine.endgame import _load_board, board_mapping
from puzzles.florentine.game import (
    DRAW,
    HAND,
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
from puzzles.strict_json import kind_of, shown_json

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


# Every way a deck card may lie, and the card as the deck writes it.
_DECK_CARD = {card.turned(t): card for card in standard_deck() for t in range(4)}


def _cards(value: object, name: str) -> list[Card]:
    """Cards held (a hand, the discards, the pool): the deck's, as it writes them."""
    if not isinstance(value, list):
        raise BadInput(f"must be a list of cards, not {shown_json(value)}", name)
    out = []
    for i, text in enumerate(value):
        try:
            out.append(_held(text))
        except BadInput as error:
            raise error.at(f"{name}[{i}]") from None
    return out


def _held(text: object) -> Card:
    card = Card.parse(text)
    deck = _DECK_CARD.get(card)
    if deck is None:
        raise BadInput(f"card '{card}' is no card of the deck, in any turn")
    if deck != card:
        raise BadInput(
            f"card '{card}' is deck card '{deck}' turned: a card held is as the deck writes it"
        )
    return card


def _whole(value: object) -> bool:
    """A whole number, not true or false (which Python counts as 1 and 0)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _boolean(data: Mapping, name: str, default: bool) -> bool:
    value = data.get(name, default)
    if not isinstance(value, bool):
        raise BadInput(f"must be true or false, not {shown_json(value)}", name)
    return value


def from_mapping(data: object, checked: bool = True) -> SeenGame:
    """A Florentine view as the bot protocol writes it (BadInput naming the field).

    Besides each field's shape, the view must be one a game in play can show
    its seat (`_check_game`): the moves replayed from an empty board in turn
    order leave the view's board, phase, pile, hand, discards, pool and the
    seat to move. `checked=False` reads the fields only, `moves` optional: a
    position made up by hand (a test's), which no game need reach.
    """
    if not isinstance(data, Mapping):
        raise BadInput(f"a view is a JSON object, not {kind_of(data)}", "line")
    known = {"players", "colours", "seat", "size", "rim_seals", "board", "hand", "pile"}
    known |= {"discards", "pool", "phase", "personal", "moves", "rules"}
    extra = sorted(set(data) - known)
    if extra:
        raise BadInput(f"unknown field {extra[0]!r}", extra[0])
    for name in ("players", "seat", "board", "phase", *(("moves",) if checked else ())):
        if name not in data:
            raise BadInput(f"missing field {name!r}", name)
    players = data["players"]
    if not _whole(players):
        raise BadInput(f"must be a whole number, not {shown_json(players)}", "players")
    if not 2 <= players <= 4:
        raise BadInput(f"2 to 4 players, not {players}", "players")
    colours = data.get("colours")
    if colours is not None:
        if not isinstance(colours, list):
            raise BadInput(f"must be a list of colours, not {shown_json(colours)}", "colours")
        if len(colours) != players:
            raise BadInput(f"{players} colours, one a player, not {len(colours)}", "colours")
        parsed = []
        for i, colour in enumerate(colours):
            try:
                parsed.append(parse_colour(colour))
            except BadInput as error:
                raise error.at(f"colours[{i}]") from None
        colours = tuple(parsed)
    size = data.get("size", 7)
    if not _whole(size) or not (3 <= size <= MAX_SIZE and size % 2):
        raise BadInput(
            f"a board is odd, 3 to {MAX_SIZE} cells wide, not {shown_json(size)}", "size"
        )
    setup = FlorentineSetup(players, colours or (), _boolean(data, "rim_seals", True), size)
    seat = data["seat"]
    if not _whole(seat) or seat not in range(players):
        raise BadInput(f"seat {shown_json(seat)} is not a player 0 to {players - 1}", "seat")
    phase = data["phase"]
    if phase not in PHASES:
        raise BadInput(f"phase {shown_json(phase)} is not one of {', '.join(PHASES)}", "phase")
    try:
        board = _load_board(data["board"], size)
    except BadInput as error:
        raise error.at("board") from None
    hand = _cards(data.get("hand", []), "hand")
    pile = data.get("pile", 0)
    if not _whole(pile) or pile < 0:
        raise BadInput(f"must be a count of cards, not {shown_json(pile)}", "pile")
    moves = data.get("moves", [])
    if not isinstance(moves, list):
        raise BadInput(f"must be a list, not {shown_json(moves)}", "moves")
    game = SeenGame(
        setup,
        seat,
        board,
        hand,
        pile,
        _cards(data.get("discards", []), "discards"),
        _cards(data.get("pool", []), "pool"),
        phase,
        _boolean(data, "personal", True),
        moves,
    )
    if checked:
        _check_game(game)
    return game


def _check_game(game: SeenGame) -> None:
    """The moves replayed from an empty board, each by the player whose turn
    it is (player 0 begins, then round the table) and each one the rules
    allow then: a card laid where it fits, or discarded while the pile
    lasts (a discard comes back in the open pool), no card laid twice, and
    once nothing in the pool fits the personal cards once round. What is
    left must be the view: the board, the phase, the pile, the seat's hand,
    the discards, the pool's size, the personal card and the seat to move.
    Every card is one of the deck's, and in one place only."""
    setup, moves, n = game.setup, game.moves, game.setup.players
    drawing = DECK_SIZE - HAND * n  # the turns while the pile lasts
    most = drawing + DECK_SIZE + n  # each turn of the draw phase, each card laid, each personal
    if len(moves) > most:
        raise BadInput(f"a game has at most {most} moves, not {len(moves)}", "moves")
    where_is: dict[Card, str] = {}  # each deck card and where the view has it
    for cell, piece in game.board.placed().items():
        if isinstance(piece, Card):
            _once(_DECK_CARD[piece], f"board.{cell.name}", where_is)
    for name, cards in (("hand", game.hand), ("discards", game.discards), ("pool", game.pool)):
        for i, card in enumerate(cards):
            _once(card, f"{name}[{i}]", where_is)
    board = Board.empty(setup.size)
    laid: set[Card] = set()
    discards: list[Card] = []
    personal = 0  # personal cards played (laid or kept)
    for i, move in enumerate(moves):
        where, turn = f"moves[{i}]", i % n
        if not isinstance(move, Mapping) or not _whole(move.get("player")):
            raise BadInput(f"a move is a mapping with a player 0 to {n - 1}", where)
        if move["player"] != turn:
            raise BadInput(f"player {move['player']} moves, but it is player {turn}'s turn", where)
        if "personal" in move:
            if i < drawing:
                raise BadInput("a personal card is played only once the pile is out", where)
            if not personal:
                _nothing_fits(board, game.pool, where)
            if move["personal"] is not None:
                at = _cell(move["personal"], setup.size, f"{where}.personal")
                if at not in board.personal_cells():
                    raise BadInput(f"a personal card may not go to {at} here", f"{where}.personal")
                board = board.put(at, PERSONAL)
            personal += 1
            continue
        if personal:
            raise BadInput("nothing but personal cards follows the first one", where)
        if "discard" in move:
            card = _moved(move["discard"], f"{where}.discard")
            if i >= drawing:
                raise BadInput("a card is discarded only while the pile lasts", where)
            if card in laid or card in discards:
                raise BadInput(f"card '{card}' is played twice", where)
            discards.append(card)
        elif "card" in move:
            card = _moved(move["card"], f"{where}.card")
            if card in laid or (card in discards and i < drawing):
                raise BadInput(f"card '{card}' is played twice", where)
            at = _cell(move.get("cell"), setup.size, f"{where}.cell")
            spin = move.get("turn", 0)
            if not _whole(spin) or not 0 <= spin <= 3:
                raise BadInput(
                    f"a card turns 0 to 3 quarter turns, not {shown_json(spin)}", f"{where}.turn"
                )
            lying = card.turned(spin)
            if at not in board.open_cells() or not board.fits(at, lying):
                raise BadInput(f"card '{card}' turned {spin} does not go to {at} here", where)
            board = board.put(at, lying)
            laid.add(card)
        else:
            raise BadInput("a move lays a card, discards one or plays the personal card", where)
    k = len(moves)
    if personal == n:
        raise BadInput("every personal card is played: the game is over", "moves")
    if k < drawing:
        phase = DRAW
    elif personal:
        phase = PERSONAL_ROUND
    else:  # the open phase, or its end: then nothing in the pool fits
        phase = PERSONAL_ROUND if game.phase == PERSONAL_ROUND else OPEN
    if game.phase != phase:
        raise BadInput(f"after {k} moves the phase is {phase}, not {game.phase}", "phase")
    if phase == PERSONAL_ROUND and not personal:
        _nothing_fits(board, game.pool, "phase")
    if k % n != game.seat:
        raise BadInput(f"it is player {k % n}'s turn, not seat {game.seat}'s", "seat")
    if game.board != board:
        cell = next(c for c in board.cells() if board.at(c) != game.board.at(c))
        left, there = board.at(cell), game.board.at(cell)
        raise BadInput(
            f"the moves leave {_piece(left)} here, not {_piece(there)}", f"board.{cell.name}"
        )
    pile = drawing - k if phase == DRAW else 0
    if game.pile != pile:
        raise BadInput(f"the deal and {k} turns leave {pile} cards, not {game.pile}", "pile")
    hand = HAND if phase == DRAW else 0
    if len(game.hand) != hand:
        raise BadInput(
            f"the seat holds {hand} cards in the {phase} phase, not {len(game.hand)}", "hand"
        )
    if not game.personal:
        raise BadInput("the seat has not played its personal card yet: it holds it", "personal")
    if phase == DRAW:
        if game.discards != discards:
            raise BadInput(
                f"the moves discard {_listed(discards)}, not {_listed(game.discards)}", "discards"
            )
        if game.pool:
            raise BadInput("the pool opens once the pile is out", "pool")
        return
    if game.discards:
        raise BadInput("the discards join the open pool once the pile is out", "discards")
    pool = DECK_SIZE - len(laid)
    if len(game.pool) != pool:
        raise BadInput(
            f"{DECK_SIZE} cards less {len(laid)} laid leave {pool}, not {len(game.pool)}",
            "pool",
        )
    for card in discards:
        if card not in laid and card not in game.pool:
            raise BadInput(
                f"card '{card}' was discarded and not laid since: it is in the pool", "pool"
            )


def _once(card: Card, where: str, seen: dict[Card, str]) -> None:
    deck = _DECK_CARD[card]
    if deck in seen:
        raise BadInput(f"card '{card}' is deck card '{deck}', already at {seen[deck]}", where)
    seen[deck] = where


def _moved(text: object, where: str) -> Card:
    try:
        return _held(text)
    except BadInput as error:
        raise error.at(where) from None


def _cell(text: object, size: int, where: str) -> Cell:
    try:
        return Cell.parse(text, size)
    except BadInput as error:
        raise error.at(where) from None


def _nothing_fits(board: Board, pool: list[Card], where: str) -> None:
    """Play ends when the pool has no card that fits: only then the personal round."""
    fits = placements(board, pool)
    if fits:
        first = fits[0]
        raise BadInput(
            f"card '{first.card}' of the pool still goes to {first.cell}: play goes on", where
        )


def _piece(piece: object) -> str:
    return "nothing" if piece is None else f"'{piece}'"


def _listed(cards: list[Card]) -> str:
    return shown_json([str(c) for c in cards]) if cards else "nothing"


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
