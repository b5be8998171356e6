"""The `florentine` puzzle kind: an endgame of Florentine Domino.

A position (board, open pool, colour to play for), how it reads from and
writes to YAML (docs/formats.md), the answer the solver gives, and the text a
person reads. docs/rules.md section 1, "Endgame puzzle".
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, cast

from puzzles import fields, i18n
from puzzles.errors import BadInput, IllegalMove
from puzzles.florentine import board_text
from puzzles.florentine.board import Board, Cell, Piece
from puzzles.florentine.board_text import draw_board  # noqa: F401 - re-exported
from puzzles.florentine.cards import (
    COLOUR_NAMES,
    PERSONAL,
    Card,
    Personal,
    card_id,
    opposite,
    parse_colour,
    parse_piece,
    standard_deck,
)
from puzzles.florentine.draw_position import DrawState
from puzzles.florentine.reachable import unreachable
from puzzles.florentine.rooms import score
from puzzles.status import AnswerHead
from puzzles.status import head as answer_head
from puzzles.words import ENGLISH, Words

KIND = "florentine"
ANSWER_FIELDS = ("score", "cards_placed", "unique", "board")
_FIELDS: tuple[str, ...] = (
    *fields.COMMON_FIELDS,
    "size",
    "colour",
    "board",
    "pool",
    "personal",
    "rules",
)
_FIELDS += ("players", "personal_left", "draw")  # a position cut from a game (docs/formats.md)
_OPTIONS = ("rim_seals",)  # the keys under `rules`
DECK_SIZE = 48  # the reference deck: a pool holds at most every card of it


@dataclass(frozen=True)
class Position:
    colour: str
    board: Board
    pool: tuple[Card, ...] = ()
    personal: bool = True
    rim_seals: bool = True
    header: dict[str, Any] = field(default_factory=dict, compare=False)
    # its `solution` field, read once by Kind.load (`header` keeps the mapping)
    solution: Answer | None = field(default=None, compare=False)
    # cut from a game: the players' colours in seat order (`colour` is the one
    # to move), and in the personal round the colours still to lay or keep
    # their personal card, in turn: `analyse` values the game (docs/rules.md)
    players: tuple[str, ...] = ()
    personal_left: tuple[str, ...] | None = None
    # cut in the draw phase: the other hands, the pile and the discards
    # (puzzles/florentine/draw_position.py); `pool` is the hand of the player to move
    draw: DrawState | None = None

    @property
    def size(self) -> int:
        return self.board.size

    def score(self, board: Board | None = None) -> int:
        return score(board if board is not None else self.board, self.colour, self.rim_seals)


@dataclass(frozen=True)
class Placement:
    """A pool card laid on `cell` turned `turn` times, or the personal card."""

    cell: Cell
    card: Card | None = None  # the card as written in the pool; None for the personal card
    turn: int = 0

    @property
    def personal(self) -> bool:
        return self.card is None

    def to_mapping(self) -> dict[str, Any]:
        if self.card is None:
            return {"cell": self.cell.name, "personal": True}
        return {"cell": self.cell.name, "card": str(self.card), "turn": self.turn}


@dataclass(frozen=True)
class Answer(AnswerHead):
    """The solver's answer, or one read from a puzzle's `solution`, which may
    leave out any field (None; no moves)."""

    score: int | None = None
    moves: tuple[Placement, ...] = ()
    board: Board | None = None
    # Another final board as good, when the answer is not unique: it tells a
    # generator what to repair. Not part of the printed answer.
    alternative: Board | None = field(default=None, compare=False)
    cards_placed: int | None = None  # counted from the moves when there is a board

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.cards_placed is None and self.board is not None:
            object.__setattr__(self, "cards_placed", sum(not m.personal for m in self.moves))

    def to_mapping(self) -> dict[str, Any]:
        return {
            **answer_head(KIND, self.status, self.unique, self.seconds),
            "score": self.score,
            "cards_placed": self.cards_placed,
            "moves": [m.to_mapping() for m in self.moves],
            "board": board_mapping(self.board) if self.board is not None else None,
        }


def board_mapping(board: Board) -> dict[str, str]:
    return {cell.name: str(piece) for cell, piece in board.placed().items()}


def apply(position: Position, moves: tuple[Placement, ...] | list[Placement]) -> Board:
    """The board after `moves`, each checked against the rules at its moment."""
    board = position.board
    pool = list(position.pool)
    for i, move in enumerate(moves):
        if move.card is None:
            if not position.personal or i != len(moves) - 1:
                raise IllegalMove(f"move {i + 1}: the personal card may only come last")
            if move.cell not in board.personal_cells():
                raise IllegalMove(f"move {i + 1}: the personal card may not go on {move.cell}")
            board = board.put(move.cell, PERSONAL)
            continue
        if move.card not in pool:
            raise IllegalMove(f"move {i + 1}: {move.card} is not in the pool")
        pool.remove(move.card)
        lying = move.card.turned(move.turn)
        if move.cell not in board.open_cells() or not board.fits(move.cell, lying):
            raise IllegalMove(
                f"move {i + 1}: {move.card} turned {move.turn} may not go on {move.cell}"
            )
        board = board.put(move.cell, lying)
    return board


# -- YAML ------------------------------------------------------------------
def load(data: Mapping[str, Any]) -> Position:
    data = fields.require_mapping(data)
    fields.reject_unknown(data, _FIELDS)
    size = fields.field(data, "size", fields.integer, 7)
    try:
        Board.empty(size)
    except BadInput as error:
        raise error.at("size") from None
    colour = fields.field(data, "colour", parse_colour)
    board = fields.field(data, "board", lambda v: _load_board(v, size), Board.empty(size))
    pool = fields.field(data, "pool", lambda v: fields.items(v, Card.parse, DECK_SIZE), ())
    personal = fields.field(data, "personal", fields.boolean, True)
    options = fields.field(data, "rules", fields.require_mapping, {})
    try:
        fields.reject_unknown(options, _OPTIONS)
        rim_seals = fields.field(options, "rim_seals", fields.boolean, True)
    except BadInput as error:
        raise error.at("rules") from None
    colours = lambda v: tuple(fields.items(v, parse_colour, 4))  # noqa: E731 - a one-word parser
    players = fields.field(data, "players", colours, ())
    draw = None
    if data.get("draw") is not None:
        from puzzles.florentine import draw_position

        try:
            draw = draw_position.load(data["draw"], colour, players)
        except BadInput as error:
            raise error.at("draw") from None
    _check_cards(board, pool, draw)
    left = fields.field(data, "personal_left", colours, None)
    _check_players(colour, players, left, pool, personal)
    header = fields.common(data)
    return Position(colour, board, pool, personal, rim_seals, header, None, players, left, draw)


def _check_players(colour, players, left, pool, personal) -> None:
    """A game's seats: 2 to 4 colours, each once, the colour to play among them;
    `personal_left` only in the personal round (an empty pool), the player to
    move first if they still hold their card."""
    if players:
        if not 2 <= len(players) <= 4 or len(set(players)) != len(players):
            raise BadInput("2 to 4 colours, each once, in seat order", "players")
        if colour not in players:
            raise BadInput("the colour to play must be one of the players", "players")
    if left is not None:
        if not players or pool:
            raise BadInput(
                "only in the personal round of a game (players, no pool)", "personal_left"
            )
        if any(c not in players for c in left) or len(set(left)) != len(left):
            raise BadInput("colours of the players, each once, in turn", "personal_left")
        if personal and (not left or left[0] != colour):
            raise BadInput(
                "starts with the colour to play while it holds its card", "personal_left"
            )


def _deck_card(card: Card) -> Card:
    """The card as the deck writes it, or as it lies turned back to its least
    spelling if no deck card is (turns aside, a card is the same card)."""
    lyings = [card.turned(t) for t in range(4)]
    return next((c for c in lyings if c in _DECK), min(lyings, key=str))


_DECK = frozenset(standard_deck())


def _check_cards(board: Board, pool: tuple[Card, ...], draw: DrawState | None = None) -> None:
    """docs/rules.md section 1, "Endgame puzzle": at most 3 personal cards lie (the
    other players'), nothing but personal cards follows one, and every card is
    one of the deck's, none twice among board and pool (in the draw phase,
    the hands, pile and discards too, which with the hidden cards make the
    whole deck)."""
    laid = [cell.name for cell, piece in board.placed().items() if piece is PERSONAL]
    if len(laid) > 3:
        raise BadInput(
            f"{len(laid)} personal cards lie ({' '.join(laid)}): at most 3 can, the "
            "other players' (four exist, and one is the colour's own)",
            "board",
        )
    if laid and pool:
        raise BadInput(
            f"a personal card lies on {laid[0]}: nothing but personal cards follows "
            "one, so the pool must be empty",
            "pool",
        )
    places = [(piece, f"board.{cell.name}") for cell, piece in board.placed().items()]
    places += [(card, f"pool[{i}]") for i, card in enumerate(pool)]
    places += draw.known() if draw is not None else []
    seen: dict[Card, str] = {}
    for card, where in places:
        if not isinstance(card, Card):  # the personal card
            continue
        deck_card = _deck_card(card)
        if deck_card not in _DECK:
            raise BadInput(f"card '{card}' is no card of the deck, in any turn", where)
        if deck_card in seen:
            raise BadInput(
                f"card '{card}' is deck card '{deck_card}', already at {seen[deck_card]}",
                where,
            )
        seen[deck_card] = where
    if draw is not None:
        if not pool:
            raise BadInput("the hand of the player to move: empty in the draw phase", "pool")
        total = len(seen) + draw.hidden_count()
        if total != DECK_SIZE:
            raise BadInput(
                f"the board, the pool and the draw phase hold {total} cards, shown and "
                f"hidden: the whole deck is {DECK_SIZE}",
                "draw",
            )


def _load_board(value: object, size: int) -> Board:
    cells = fields.require_mapping(value, "the board")
    placed: dict[Cell, Piece] = {}
    for name, text in cells.items():
        try:
            cell = Cell.parse(name, size)
        except BadInput as error:
            raise error.at(str(name)) from None
        if cell in placed:
            raise BadInput(f"cell {cell} is given twice", str(name))
        try:
            placed[cell] = parse_piece(text)
        except BadInput as error:
            raise error.at(str(name)) from None
    # The deck before the fit: a card written wrong (read counter-clockwise,
    # say) is blamed on itself, not on the neighbour it then fails to match.
    for name in cells:
        piece = placed[Cell.parse(name, size)]
        if isinstance(piece, Card) and _deck_card(piece) not in _DECK:
            raise BadInput(_not_in_deck(piece), str(name))
    board = Board.from_pieces(size, placed)
    clash = board.clash()
    if clash:
        a, b = clash
        side = next(s for s, c in board.neighbours(a) if c == b)
        card_a, card_b = cast(Card, board.at(a)), cast(Card, board.at(b))  # clash: two cards
        raise BadInput(
            f"card '{card_a}' does not fit: its {'NESW'[side]} triangle is "
            f"{COLOUR_NAMES[card_a.colours[side]]} but {b} '{card_b}' meets it with "
            f"{COLOUR_NAMES[card_b.colours[opposite(side)]]}",
            a.name,
        )
    if board.laying_order() is None:
        why = "; ".join(f"{cell} {why}" for cell, why in unreachable(board)[:6])
        raise BadInput(
            "no legal order lays these cards: the cross grows from the centre, and a "
            f"card off the cross needs the whole cross and two touching cards before it: {why}"
        )
    return board


def _not_in_deck(card: Card) -> str:
    mirrored = Card(
        (card.colours[0], card.colours[3], card.colours[2], card.colours[1]),
        (card.gems[0], card.gems[3], card.gems[2], card.gems[1]),
    )
    message = f"card '{card}' is no card of the deck, in any turn"
    if _deck_card(mirrored) in _DECK:
        message += (
            f"; read the other way round, '{mirrored}' is {card_id(mirrored)}: "
            "triangles go clockwise from N (N, E, S, W)"
        )
    return message


def dump(position: Position) -> dict[str, Any]:
    data: dict[str, Any] = {"kind": KIND}
    header = position.header
    data.update({k: header[k] for k in ("id", "title", "difficulty") if k in header})
    data["size"] = position.size
    data["colour"] = COLOUR_NAMES[position.colour]
    data["board"] = board_mapping(position.board)
    data["pool"] = [str(card) for card in position.pool]
    data["personal"] = position.personal
    if not position.rim_seals:
        data["rules"] = {"rim_seals": False}
    if position.players:
        data["players"] = [COLOUR_NAMES[c] for c in position.players]
    if position.personal_left is not None:
        data["personal_left"] = [COLOUR_NAMES[c] for c in position.personal_left]
    if position.draw is not None:
        from puzzles.florentine import draw_position

        data["draw"] = draw_position.dump(position.draw)
    data.update({k: header[k] for k in ("meta", "solution") if k in header})
    return data


def load_answer(data: Mapping[str, Any], position: Position) -> Answer:
    """An answer as `solve --format json` prints it, or a puzzle's `solution`:
    its moves legal and making its board (the board they make, if it is left
    out). Whether it is the best answer is for `check` to say, not bad input."""
    got = fields.solution(
        data,
        KIND,
        {
            "score": fields.count,
            "cards_placed": fields.count,
            "moves": lambda v: fields.items(
                v, lambda m: _move(m, position.size), len(position.pool) + 1
            ),
            "board": lambda v: _load_board(v, position.size),
        },
    )
    moves, final = got["moves"], got["board"]
    if moves is not None:
        try:
            made = apply(position, moves)
        except ValueError as error:
            raise BadInput(str(error), "moves") from None
        if final is not None and final != made:
            raise BadInput("is not the board the moves make", "board")
        final = made
    kept = position.board.placed().items()
    if final is not None and any(final.at(cell) != piece for cell, piece in kept):
        raise BadInput("takes away or changes a card of the position", "board")
    placed = got["cards_placed"]
    if (placed or 0) > len(position.pool):
        raise BadInput(f"is more than the {len(position.pool)} card(s) of the pool", "cards_placed")
    if placed is None:
        placed = _cards_laid(position, final, moves)
    # A count that disagrees with the moves is kept as written: `check` says so.
    head = (got["status"], got["unique"], got["seconds"])
    return Answer(*head, got["score"], moves or (), final, cards_placed=placed)


def _cards_laid(position: Position, final: Board | None, moves) -> int | None:
    """How many pool cards an answer lays: its moves tell, or else its board."""
    if moves is not None:
        return sum(not m.personal for m in moves)
    if final is None:
        return None
    new = [p for c, p in final.placed().items() if position.board.at(c) is None]
    return sum(not isinstance(p, Personal) for p in new)


def _move(value: object, size: int) -> Placement:
    move = fields.require_mapping(value, "a move")
    cell = fields.field(move, "cell", lambda v: Cell.parse(v, size))
    if "personal" in move:
        fields.reject_unknown(move, ("cell", "personal"))
        if fields.field(move, "personal", fields.boolean) is not True:
            raise BadInput("is true, or left out for a card", "personal")
        return Placement(cell)
    fields.reject_unknown(move, ("cell", "card", "turn"))
    card = fields.field(move, "card", Card.parse)
    turn = fields.field(move, "turn", fields.integer, 0)
    if not 0 <= turn <= 3:
        raise BadInput(f"is 0 to 3, not {turn}", "turn")
    return Placement(cell, card, turn)


def solves(position: Position, answer: Answer) -> bool:
    """Is `answer` a whole answer, best or not: moves that make its board?"""
    if answer.board is None:
        return False
    try:
        return apply(position, answer.moves) == answer.board
    except ValueError:
        return False


def aligned(embedded: Answer, found: Answer) -> Answer:
    """One answer has one writing here: `embedded` as it is (for Kind.differences)."""
    return embedded


# -- text for people: puzzles/florentine/board_text.py -----------------------
def describe(position: Position, answer: Answer, words: Words = ENGLISH) -> str:
    return board_text.describe(position, answer, words)


TEXT = board_text.TEXT  # the kind's words of its answer as text


def summary(answer: Answer, words: Words = ENGLISH) -> str:
    """A few words for `check`, in `words`' language."""
    status = fields.status_text(answer.status, words)
    if answer.board is None:
        return status
    return i18n.nformat(
        words.lang,
        "answer.florentine.summary",
        answer.cards_placed or 0,
        status=status,
        score=answer.score,
        cards=answer.cards_placed,
    )


__all__ = ["Position", "Placement", "Answer", "apply", "load", "load_answer", "dump", "describe"]
__all__ += ["ANSWER_FIELDS", "solves", "summary", "aligned"]  # the kind's (puzzles/contract.py)
__all__ += ["TEXT"]  # its words as text in every language
