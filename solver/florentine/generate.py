"""Florentine endgame puzzles with one best answer, graded, from one rng.

Medium and hard come from whole simulated games (puzzles/florentine/game.py,
docs/rules.md "Simulated games and generated positions"): the board as the game
left it when the pile ran out or later, the pool every card not on the board,
and `meta.game` names the game (players, bots, seed) and the turn, so that
`play --rules florentine` with those shows it. Which turn and colour: the
cards the game went on to lay after that turn are the ones taken back; a
(turn, colour) is solved only when the pool is of the band's size, as many
pool cards as the band lays fit somewhere now, and the pool holds the gems
to gain in the colour (cheap tests, before any CP-SAT call), bigger pools
first.

Easy puzzles are for children, on a 5x5 board, and do not come from a game
(`meta.from_game: false`): a simulated placement of random cards
(puzzles/florentine/simulate.py); the last cards laid are taken back into the open pool,
turned at random, with decoys from the cards never laid; the colour to play
for is the one those cards would gain most. The solver then proves the best
answer unique. A candidate with two best boards is repaired rather than
dropped when that is cheap: a decoy that only the other board uses leaves the
pool, and a personal card that only makes a second answer (laid in one cell
or another, or not at all) is taken away. What the solver cannot decide in a
fixed amount of deterministic work is dropped.

Difficulty, measured on each puzzle and written into its `meta`:

| feature | easy | medium | hard |
| --- | --- | --- | --- |
| board | 5x5 | 7x7, from a game | 7x7, from a game |
| cards to lay (`cards_placed`) | 1-2 | 2-3 | 4-6 |
| pool | 1-3 cards | 4-10 cards | 10-12 cards |
| decoys in the pool (`decoys`) | 0-1 | the rest of the pool | the rest of the pool |
| gems to gain over the board as given (`gain`) | >= 1 | >= 1 | >= 2 |

`first_moves` (legal placements of pool cards before the first card) and
`personal` (whether the answer needs the personal card) are recorded too: more
first moves and a needed personal card make a puzzle harder within its band.
"""

from __future__ import annotations

import random
from dataclasses import replace

from puzzles.florentine.board import Board, Cell
from puzzles.florentine.cards import COLOURS, Card, standard_deck
from puzzles.florentine.endgame import Answer, Position
from puzzles.florentine.game import FlorentineGame, FlorentineSetup, placements, play_game
from puzzles.florentine.simulate import play_out
from puzzles.status import Status
from solver.florentine.players import PLAYERS
from solver.florentine.solve import solve, solve_repairing_personal
from solver.limits import Limits
from solver.results import Generated, first_unique

# The shared bands of solver/generate.py serve, narrowed at medium, and one
# past hard, for adults: a medium puzzle needs a level-2 step (a card only
# one cell takes, or one that lets another seal), not only what seals at once,
# which is easy's; an extreme one lays more cards from a bigger pool, and needs
# the search (level 4) to find them.
LEVELS: dict[str, tuple[int, int]] = {"medium": (2, 2), "extreme": (4, 99)}
BANDS = {
    # easy: size, cards to lay, decoys, least gain, cards laid before taking back
    "easy": {"size": 5, "cards": (1, 2), "decoys": (0, 1), "gain": 1, "laid": (14, 22)},
    # medium, hard: from a game; the pool is every card not on the board
    "medium": {"size": 7, "cards": (2, 3), "pool": (4, 10), "gain": 1, "game": True},
    "hard": {"size": 7, "cards": (4, 5), "pool": (10, 12), "gain": 2, "game": True},
    "extreme": {"size": 7, "cards": (6, 8), "pool": (11, 14), "gain": 2, "game": True},
}
CANDIDATES = 400  # per puzzle, before giving up
GAMES = 200  # simulated games per puzzle, before giving up
TURNS = 6  # (turn, colour) pairs solved per game
REPAIRS = 3
LIMITS = Limits(deterministic_time=5.0)
GAME_BOTS = ("random", "greedy")


def generate(rng: random.Random, difficulty: str) -> Generated:
    band = BANDS[difficulty]
    if band.get("game"):
        return first_unique(lambda: _from_game(rng, band), f"{difficulty} florentine puzzle", GAMES)
    return first_unique(
        lambda: _candidate(rng, band), f"{difficulty} florentine puzzle", CANDIDATES
    )


# -- from a whole game (medium, hard) ----------------------------------------------------
def _from_game(rng: random.Random, band: dict) -> Generated | None:
    players = rng.randint(2, 4)
    seed = rng.randrange(2**31)
    bot = rng.choice(GAME_BOTS)
    bots = [PLAYERS[bot](random.Random(f"{seed}-{p}")) for p in range(players)]
    game = play_game(FlorentineSetup(players), seed, bots)
    boards = _boards(game)
    deck_card = {lying: card for card in game.deck for _, lying in card.turns()}
    tries: list[tuple[int, int, str]] = []  # (pool size, turn, colour)
    assert game.open_from is not None and game.personal_from is not None  # a game played out
    for turn in range(game.open_from, game.personal_from + 1):
        board = boards[turn]
        pool = _not_on(board, game.deck, deck_card)
        if not _in(len(pool), band["pool"]):
            continue
        # Measured on 358 hard candidates: no answer lays 4 cards when fewer
        # pool cards fit now, and 1 in 128 is hard when the pool holds fewer
        # than 2 gems of the colour (1 in 13 otherwise).
        if len({place.card for place in placements(board, pool)}) < band["cards"][0]:
            continue
        tries.extend(
            (len(pool), turn, colour)
            for colour in game.colours
            if sum(card.gems_of(colour) for card in pool) >= band["gain"]
        )
    # Bigger pools first: from those the best answer more often lays the
    # band's cards (measured: 4-6 cards from a third of 10-12 card pools,
    # from a tenth of 7-9 card pools).
    rng.shuffle(tries)
    tries.sort(key=lambda t: -t[0])
    for _, turn, colour in tries[:TURNS]:
        board = boards[turn]
        unlaid = tuple(_not_on(board, game.deck, deck_card))
        made = _proven(Position(colour, board, unlaid), band, repair_pool=False)
        if made is not None:
            made.meta = {
                "from_game": True,
                "game": {"players": players, "bots": bot, "seed": seed, "turn": turn},
                **made.meta,
            }
            return made
    return None


def _boards(game: FlorentineGame) -> list[Board]:
    """The board after each move of the game: boards[t] after t moves."""
    board = Board.empty(game.setup.size)
    boards = [board]
    for move in game.moves:
        if "card" in move:
            cell = Cell.parse(move["cell"], board.size)
            board = board.put(cell, Card.parse(move["card"]).turned(move["turn"]))
        boards.append(board)
    return boards


def _not_on(board: Board, deck: tuple[Card, ...], deck_card: dict[Card, Card]) -> list[Card]:
    """Every card of the deck not on the board, as written in the deck
    (`deck_card`: each way a deck card can lie -> the card)."""
    laid = {deck_card[piece] for piece in board.pieces if isinstance(piece, Card)}
    return [card for card in deck if card not in laid]


# -- taken back from a random placement (easy) -------------------------------------------
def _candidate(rng: random.Random, band: dict) -> Generated | None:
    size = band["size"]
    deck = standard_deck()
    rng.shuffle(deck)
    laid = rng.randint(*band["laid"])
    full = play_out(rng, Board.empty(size), deck, laid)
    if full is None:
        return None
    taken = rng.randint(*band["cards"])
    order = full.laying_order()
    assert order is not None  # play_out laid it in order
    back = order[-taken:]
    board = full
    for cell in back:
        board = board.without(cell)
    colour = max(COLOURS, key=lambda c: (_gain(full, board, c), -COLOURS.index(c)))
    if _gain(full, board, colour) < band["gain"]:
        return None
    decoys = [deck.pop() for _ in range(rng.randint(*band["decoys"])) if deck]
    pool = [_card_at(full, cell).turned(rng.randrange(4)) for cell in back] + decoys
    rng.shuffle(pool)
    position = Position(colour, board, tuple(pool), personal=rng.random() < 0.6)
    made = _proven(position, band, repair_pool=True)
    if made is not None:
        made.meta = {"from_game": False, **made.meta}
    return made


def _card_at(board: Board, cell: Cell) -> Card:
    piece = board.at(cell)
    assert isinstance(piece, Card)  # the cells taken back held pool cards
    return piece


def _gain(full: Board, board: Board, colour: str) -> int:
    probe = Position(colour, board)
    return probe.score(full) - probe.score(board)


# -- proving and grading ------------------------------------------------------------------
def _proven(position: Position, band: dict, repair_pool: bool) -> Generated | None:
    """Solve, repairing a second best answer where that is cheap; graded if unique."""
    given = position.score()

    def wanted(score: int, cards: int) -> bool:
        # What _graded asks of the cards and the gain. A repair keeps the best
        # score and card count (the answer it keeps stays legal, and nothing
        # new becomes possible), so a miss now is a miss after any repair.
        return _in(cards, band["cards"]) and score - given >= band["gain"]

    if not repair_pool:
        # A pool from a game is every card not on the board and stays whole:
        # the one repair is the personal card, asked of the model at hand.
        position, answer = solve_repairing_personal(position, LIMITS, wanted)
        return _graded(position, answer, band) if answer.unique else None
    for _ in range(REPAIRS + 1):
        answer = solve(position, LIMITS, wanted)
        if answer.status != Status.OPTIMAL or answer.unique is None:
            return None  # undecided in the budget, or not worth proving: drop
        if answer.unique:
            return _graded(position, answer, band)
        if answer.cards_placed is None or not _in(answer.cards_placed, band["cards"]):
            return None  # no repair changes how many cards the best answer lays
        repaired = _repair(position, answer)
        if repaired is None:
            return None
        position = repaired
    return None


def _in(value: int, bounds: tuple[int, int]) -> bool:
    return bounds[0] <= value <= bounds[1]


def _repair(position: Position, answer: Answer) -> Position | None:
    """A cheaper puzzle than a new one: take away what makes the second answer."""
    other = answer.alternative
    if other is None:
        return None
    assert answer.board is not None  # an answer with an alternative has its board
    mine = set(str(p) for p in answer.board.placed().values())
    theirs = [str(p) for c, p in other.placed().items() if position.board.at(c) is None]
    # A decoy the other board lays and the answer does not: it leaves the pool.
    for text in theirs:
        if text != "P" and text not in mine:
            pool = list(position.pool)
            for i, card in enumerate(pool):
                if any(str(lying) == text for _, lying in card.turns()):
                    del pool[i]
                    return replace(position, pool=tuple(pool))
    # The personal card only makes the difference, and the answer lays none.
    if position.personal and not any(m.personal for m in answer.moves):
        return replace(position, personal=False)
    return None


def _graded(position: Position, answer: Answer, band: dict) -> Generated | None:
    cards = answer.cards_placed
    assert cards is not None and answer.score is not None  # a unique optimal answer
    decoys = len(position.pool) - cards
    gain = answer.score - position.score()
    if not (_in(cards, band["cards"]) and gain >= band["gain"]):
        return None
    if "decoys" in band and not _in(decoys, band["decoys"]):
        return None
    cells = position.board.open_cells()
    meta = {
        "size": position.size,
        "cards_placed": cards,
        "decoys": decoys,
        "gain": gain,
        "score": answer.score,
        "personal": any(m.personal for m in answer.moves),
        "first_moves": sum(len(position.board.placements(c, cells)) for c in position.pool),
    }
    return Generated(position, answer, meta)
