"""The human solver for `florentine`: which card goes where, and why.

A person looks at the rooms of their colour that hold gems and are still
open, and at the cells those rooms face. Techniques, easiest first:

1. seals-now: laying this card here seals a room of your colour with gems at
   once.
1. personal-best: the cards are down; the personal card seals the most gems on
   one cell and nowhere else as many.
2. only-card: a room of your colour with gems is open toward a cell where only
   one card of the pool fits (in one way only).
2. seals-in-two: a card lets another card of the pool seal such a room next
   (it fills one of two cells the room faces, or gives a faced cell the
   neighbour it needs before a card may go there).
3. only-cell: a card the answer needs can go in one cell and one way only
   among the cells your rooms face.
3. with-personal: a card, then the personal card beside it, seal a room
   that neither seals alone.
4. search: nothing above settles it; the solver's card.

Decoys are the cards no technique lays: the walk stops when the answer's
cards are down, so a decoy is never placed.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from puzzles.florentine.board import Board, Cell
from puzzles.florentine.cards import COLOUR_NAMES, PERSONAL, Card
from puzzles.florentine.endgame import Placement, Position
from puzzles.florentine.rooms import is_open, rooms
from solver.hints import SEARCH, Found, counted, walk
from solver.results import Technique

TECHNIQUES = (
    Technique("seals-now", 1, "Laying this card here seals a room of your colour with gems."),
    Technique(
        "personal-best",
        1,
        "With the cards down, the personal card seals the most gems on one cell only.",
    ),
    Technique(
        "only-card",
        2,
        "A room of your colour with gems is open toward a cell where only one card of "
        "the pool fits, in one way only.",
    ),
    Technique(
        "seals-in-two",
        2,
        "A card lets another card of the pool seal a room of your colour next: it fills "
        "one of two cells the room faces, or gives a faced cell the neighbour it needs.",
    ),
    Technique(
        "only-cell",
        3,
        "Of the cells your open rooms face, a card fits in one cell and one way only.",
    ),
    Technique(
        "with-personal",
        3,
        "A card here, then your personal card beside it, seals a room of your colour "
        "that neither seals alone.",
    ),
    Technique(SEARCH, 4, "Nothing above settles it: try the cards in turn."),
)
_BY_NAME = {t.name: t for t in TECHNIQUES}


@dataclass(frozen=True)
class FlorentineState:
    position: Position
    board: Board
    pool: tuple[Card, ...]
    todo: tuple[Placement, ...]  # the answer's moves not yet made, in the solver's order
    target: Board  # the answer's final board

    def finished(self) -> bool:
        return not self.todo

    @property
    def colour(self) -> str:
        return self.position.colour

    @cached_property
    def score(self) -> int:
        return self.position.score(self.board)

    def gain(self, board: Board) -> int:
        # The state's own score once: a technique weighs every placement against it.
        return self.position.score(board) - self.score

    def open_rooms(self) -> list[Any]:
        """Rooms of the colour with gems that are not sealed yet."""
        return [
            r
            for r in rooms(self.board, self.position.rim_seals)
            if r.colour == self.colour and r.gems and not r.sealed
        ]

    def faced(self, room) -> list[Cell]:
        cells = {
            self.board.beyond(c, s)
            for c, s in room.triangles
            if is_open(self.board, c, s, self.position.rim_seals)
        }
        return sorted((c for c in cells if c is not None), key=lambda c: (c.row, c.col))

    def cards_left(self) -> bool:
        return any(not m.personal for m in self.todo)

    def found(self, cell: Cell, card: Card | None, turn: int, reason: str) -> Found:
        move = Placement(cell, card, turn)
        return Found(move.to_mapping(), reason, move)

    def on_answer(self, found: Found) -> bool:
        move: Placement = found.play
        if move.card is None:  # the personal card
            planned = any(m.personal and m.cell == move.cell for m in self.todo)
            return planned and not self.cards_left()
        lying = move.card.turned(move.turn)
        return self.target.at(move.cell) == lying and any(m.card == move.card for m in self.todo)

    def after(self, found: Found) -> FlorentineState:
        move: Placement = found.play
        if move.card is None:  # the personal card
            board = self.board.put(move.cell, PERSONAL)
            todo = tuple(m for m in self.todo if not m.personal)
            return FlorentineState(self.position, board, self.pool, todo, self.target)
        board = self.board.put(move.cell, move.card.turned(move.turn))
        pool = list(self.pool)
        pool.remove(move.card)
        todo = tuple(m for m in self.todo if m.card != move.card)
        return FlorentineState(self.position, board, tuple(pool), todo, self.target)

    def search(self) -> Found:
        cells = self.board.open_cells()
        for move in self.todo:
            legal = self.board.personal_cells() if move.personal else cells
            if move.cell not in legal:
                continue
            if move.card is None:  # the personal card
                what = f"the personal card on {move.cell}"
            else:
                lying = move.card.turned(move.turn)
                if not self.board.fits(move.cell, lying):
                    continue
                what = f"{move.card} turned {move.turn} on {move.cell}"
            return self.found(
                move.cell,
                move.card,
                move.turn,
                f"No rule settles it: trying the cards in turn, only {what} leads to the "
                "best score with the fewest cards.",
            )
        raise AssertionError("no move of the answer is legal now")  # a legal order exists


def _a(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word


def _placements(state: FlorentineState, cells: list[Cell]):
    for card in dict.fromkeys(state.pool):
        for cell, turn, lying in state.board.placements(card, cells):
            yield card, cell, turn, lying


def seals_now(state: FlorentineState) -> Iterator[Found]:
    name = COLOUR_NAMES[state.colour]
    for card, cell, turn, lying in _placements(state, state.board.open_cells()):
        gained = state.gain(state.board.put(cell, lying))
        if gained > 0:
            yield state.found(
                cell,
                card,
                turn,
                f"{card} turned {turn} on {cell} seals {_a(name)} room at once: "
                f"{name} scores {gained} more.{_less(state, cell, card, gained)}",
            )


def _less(state: FlorentineState, cell: Cell, card: Card, gained: int) -> str:
    """ " X fits there too, but scores only N.": the lesson where another card
    also fits the cell and scores less."""
    others = [
        (state.gain(state.board.put(cell, lying)), other)
        for other, _, _, lying in _placements(state, [cell])
        if other != card
    ]
    less = [(g, other) for g, other in others if g < gained]
    if not less:
        return ""
    g, other = max(less, key=lambda x: x[0])
    return f" {other} fits there too, but scores only {g}."


def only_card(state: FlorentineState) -> Iterator[Found]:
    name = COLOUR_NAMES[state.colour]
    legal = set(state.board.open_cells())
    for room in state.open_rooms():
        for cell in state.faced(room):
            if cell not in legal:
                continue
            fits = list(_placements(state, [cell]))
            if len(fits) == 1:
                card, cell, turn, _ = fits[0]
                yield state.found(
                    cell,
                    card,
                    turn,
                    f"The {name} room with {counted(room.gems, 'gem')} is open toward "
                    f"{cell}, and only {card} turned {turn} fits there.",
                )


def personal_best(state: FlorentineState) -> Iterator[Found]:
    if state.cards_left() or not state.position.personal:
        return
    gains = {
        cell: state.gain(state.board.put(cell, PERSONAL)) for cell in state.board.personal_cells()
    }
    if not gains:
        return
    best = max(gains.values())
    cells = [c for c, g in gains.items() if g == best]
    if best > 0 and len(cells) == 1:
        name = COLOUR_NAMES[state.colour]
        yield state.found(
            cells[0],
            None,
            0,
            f"The cards are down; the personal card on {cells[0]} seals "
            f"{counted(best, name + ' gem')}, more than on any other cell.",
        )


def seals_in_two(state: FlorentineState) -> Iterator[Found]:
    """A card that lets another seal a room next: it fills one of two cells the
    room faces, or gives a faced cell the neighbour it needs to take a card."""
    name = COLOUR_NAMES[state.colour]
    legal = state.board.open_cells()
    faced = {c for room in state.open_rooms() for c in state.faced(room)}
    near = faced | {n for c in faced for _, n in state.board.neighbours(c)}
    firsts = [c for c in legal if c in near]
    for card, cell, turn, lying in _placements(state, firsts):
        board = state.board.put(cell, lying)
        if state.gain(board) > 0:
            continue  # seals at once: another technique's step
        rest = list(state.pool)
        rest.remove(card)
        after = board.open_cells()
        seconds = [c for c in after if c in faced]
        for other in dict.fromkeys(rest):
            best = max(
                (state.gain(board.put(c, laid)) for c, _, laid in board.placements(other, seconds)),
                default=0,
            )
            if best > 0:
                yield state.found(
                    cell,
                    card,
                    turn,
                    f"{card} turned {turn} on {cell} lets {other} seal {_a(name)} room next: "
                    f"{name} scores {best} more after the two.",
                )
                break


def only_cell(state: FlorentineState) -> Iterator[Found]:
    legal = set(state.board.open_cells())
    faced = sorted(
        {c for room in state.open_rooms() for c in state.faced(room) if c in legal},
        key=lambda c: (c.row, c.col),
    )
    for card in dict.fromkeys(state.pool):
        ways = [(cell, turn) for c, cell, turn, _ in _placements(state, faced) if c == card]
        if len(ways) == 1:
            cell, turn = ways[0]
            yield state.found(
                cell,
                card,
                turn,
                f"Of the cells your open rooms face, {card} fits only on {cell}, turned {turn}.",
            )


def with_personal(state: FlorentineState) -> Iterator[Found]:
    """A card that seals a room together with the personal card laid after it."""
    if not state.position.personal:
        return
    name = COLOUR_NAMES[state.colour]
    for card, cell, turn, lying in _placements(state, state.board.open_cells()):
        board = state.board.put(cell, lying)
        if state.gain(board) > 0:
            continue  # seals alone: seals-now says so
        best, where = 0, None
        before = set(state.board.personal_cells())
        for spot in board.personal_cells():
            gained = state.gain(board.put(spot, PERSONAL))
            # What the personal card there seals alone, where it may go now.
            alone = state.gain(state.board.put(spot, PERSONAL)) if spot in before else 0
            if gained > max(best, alone):
                best, where = gained, spot
        if where is not None:
            yield state.found(
                cell,
                card,
                turn,
                f"{card} turned {turn} on {cell}, then your personal card on {where}, "
                f"seal {_a(name)} room together: {name} scores {best} more.",
            )


FINDERS = [
    (_BY_NAME["seals-now"], seals_now),
    (_BY_NAME["personal-best"], personal_best),
    (_BY_NAME["only-card"], only_card),
    (_BY_NAME["seals-in-two"], seals_in_two),
    (_BY_NAME["only-cell"], only_cell),
    (_BY_NAME["with-personal"], with_personal),
]


def explain(position: Position, answer) -> list:
    state = FlorentineState(position, position.board, position.pool, answer.moves, answer.board)
    return walk(state, FINDERS, _BY_NAME[SEARCH])
