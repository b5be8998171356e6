"""The room finder, walks and open cells on cell and triangle numbers
(puzzles/florentine/rooms.py, board.py) against the plain ones they replaced,
on random boards: legal ones from simulated play, and any pieces anywhere
(clashing colours, personal cards, gaps), so that they agree beyond the rules;
score() only where touching cards match, the boards it is asked about."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from puzzles.florentine.board import Board, Cell
from puzzles.florentine.cards import COLOURS, PERSONAL, Card, standard_deck
from puzzles.florentine.rooms import rooms, rooms_facing, rooms_through, score
from puzzles.florentine.simulate import play_out
from tests.reference import florentine_rooms as plain


def plain_open_cells(board: Board) -> list[Cell]:
    """docs/rules.md section 1 "Placing a card", cell by cell."""
    cells = [Cell(c, r) for r in range(board.size) for c in range(board.size)]
    empty = [c for c in cells if board.at(c) is None]
    if board.at(board.centre) is None:
        return [board.centre]
    if not all(board.at(c) is not None for c in cells if board.on_cross(c)):
        return [c for c in empty if board.on_cross(c) and board.touching(c) >= 1]
    return [c for c in empty if board.touching(c) >= 2]


def same_everything(board: Board) -> None:
    for rim_seals in (True, False):
        assert rooms(board, rim_seals) == plain.rooms(board, rim_seals)
        if board.clash() is None:  # score asks for boards the rules allow
            for colour in COLOURS:
                assert score(board, colour, rim_seals) == plain.score(board, colour, rim_seals)
        for cell in board.cells():
            assert rooms_through(board, cell, rim_seals) == plain.rooms_through(
                board, cell, rim_seals
            )
            assert rooms_facing(board, cell, rim_seals) == plain.rooms_facing(
                board, cell, rim_seals
            )
    assert board.open_cells() == plain_open_cells(board)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), size=st.sampled_from([3, 5, 7]), laid=st.integers(0, 48))
def test_legal_boards_from_play(seed, size, laid):
    rng = random.Random(seed)
    deck = standard_deck()
    rng.shuffle(deck)
    board = Board.empty(size)
    for _ in range(min(laid, size * size)):
        after = play_out(rng, board, deck, 1)
        if after is None:
            break
        board = after
        if rng.random() < 0.1 and board.personal_cells():
            board = board.put(rng.choice(board.personal_cells()), PERSONAL)
    same_everything(board)


def piece(text: str | None):
    if text is None:
        return None
    return PERSONAL if text == "P" else Card.parse(text)


triangle = st.tuples(st.sampled_from(COLOURS), st.integers(0, 3))
card_text = st.lists(triangle, min_size=4, max_size=4).map(
    lambda ts: "".join(c + (str(g) if g else "") for c, g in ts)
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    size=st.sampled_from([3, 5]),
    data=st.data(),
)
def test_any_pieces_anywhere(size, data):
    texts = data.draw(
        st.lists(
            st.one_of(st.none(), st.just("P"), card_text),
            min_size=size * size,
            max_size=size * size,
        )
    )
    board = Board(size, tuple(piece(t) for t in texts))
    same_everything(board)
    # The same pieces where they match their neighbours, in no order the rules know.
    matching = Board.empty(size)
    for cell, p in zip(matching.cells(), board.pieces, strict=True):
        if p is not None and (p is PERSONAL or matching.fits(cell, p)):
            matching = matching.put(cell, p)
    assert matching.clash() is None
    same_everything(matching)
