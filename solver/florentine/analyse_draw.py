"""`analyse` of a Florentine position cut in the draw phase (its `draw` field,
puzzles/florentine/draw_position.py): every lay of the hand and every
discard, each valued by the result its player ends the game with, as a
review values it (`result_value`, docs/rules.md "Reviewing a game"), beside
its own gems at the end. The personal card is no move here: it comes only
when play is over.

- **Nothing hidden** (`position` without `--seat`: every hand and the pile
  in order): the game is searched as it is, exactly, by the result as in the
  open phase (solver/florentine/analyse_game.py: two players exact play,
  three or four the others against the player to move), as long as it
  stays within `analyse_game.MOST_NODES` positions.
- **Hidden, or too big to search**: as the player to move saw it. The
  unseen cards (the deck less the board, the hand and the discards) are
  dealt at random into the other hands and the pile, `DEALS` times, and
  every move is played out to the end in every deal, the same deals for
  all moves, every player then playing as the expert's playouts do
  (solver/florentine/expert.py, `best_drawer`: `best`'s draw turn, greedy
  in the open phase, `best`'s personal card). A value is the mean result
  and the mean score, with the 95% interval of the mean result (`ci`) and
  the share of deals won (`win`).

The deals come from a seed made of what the player to move sees, so
`review` (solver/review.py), which values a draw-phase decision from the
same seat's view, gets the same figures as `analyse` of the position
`position --seat` cuts.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
from collections.abc import Sequence

from puzzles.florentine.cards import Card, standard_deck
from puzzles.florentine.endgame import Placement, Position, _deck_card, dump
from puzzles.florentine.game import (
    DRAW,
    OPEN,
    Discard,
    FlorentineGame,
    FlorentineSetup,
    Option,
    Place,
    placements,
)
from solver.analyse import Valued
from solver.florentine.analyse_game import (
    _distinct,
    _row,
    _Search,
    _without,
    game_header,
    result_value,
    win_share,
)
from solver.limits import Clock, OutOfTime

# Deals a sampled draw-phase position is played out over (every move the same
# deals). `review --move-time S` buys round(DEALS_PER_SECOND * S) of them, at
# least FEWEST_DEALS; its default move time buys DEALS.
DEALS_PER_SECOND = 64
FEWEST_DEALS, MOST_DEALS = 8, 400
DEALS = 16  # deals_for(solver.review.DEFAULT_MOVE_TIME)
# Nothing hidden: the game is searched exactly only with at most this many
# cards left in the pile (each adds a turn of every lay and discard).
MOST_PILE = 3


def deals_for(move_time: float) -> int:
    return max(FEWEST_DEALS, min(MOST_DEALS, round(DEALS_PER_SECOND * move_time)))


def options(position: Position) -> list[Option]:
    """The moves of the player to move: each lay of the hand once (turns that
    lie alike are one), then each discard."""
    places = _distinct(placements(position.board, position.pool))
    return [*places, *(Discard(c) for c in dict.fromkeys(position.pool))]


def move_mapping(option: Option) -> dict:
    if isinstance(option, Discard):
        return {"discard": str(option.card)}
    assert isinstance(option, Place)  # the draw phase has no personal turn
    return Placement(option.cell, option.card, option.turn).to_mapping()


def draw_moves(position: Position, clock: Clock, deals: int = DEALS):
    """(rows, header) of `analyse` for a draw-phase position."""
    assert position.draw is not None  # a draw-phase cut
    moves = options(position)
    pile = position.draw.pile
    if not isinstance(pile, int) and len(pile) <= MOST_PILE:
        try:
            rows = _searched(position, moves, clock)
            return rows, {"game": game_header(position, "searched")}
        except OutOfTime:
            pass
    rows = sampled(position, moves, deals)
    # the model of the other players the values are under, named as Block and
    # Draw name theirs (docs/rules.md "Values and models"): the playouts' players
    # lay as `best` does and see only their own hands
    header = {"sampled": True, "samples": deals, "model": "expert"}
    return rows, {**header, "game": game_header(position, "deals")}


# -- exact, nothing hidden ---------------------------------------------------------
class _DrawSearch(_Search):
    """The open-phase search, begun in the draw phase: hands, pile and discards known."""

    def draw_value(self, board, hands: tuple, pile: tuple, discards: tuple, player: int):
        key = ("draw", board, hands, pile, discards, player)
        if key in self.memo:
            return self.memo[key]
        self.tick()
        hand = hands[player]
        moves: list[Option] = [*_distinct(placements(board, hand))]
        moves += [Discard(c) for c in dict.fromkeys(hand)]
        outcomes = (self.after(board, hands, pile, discards, player, m) for m in moves)
        value = self.choose(player, outcomes)
        self.memo[key] = value
        return value

    def after(self, board, hands, pile, discards, player, move: Option):
        assert isinstance(move, Place | Discard)  # the draw phase has no personal turn
        card = move.card
        if isinstance(move, Place):
            board = board.put(move.cell, move.lying)
        else:
            discards = (*discards, card)
        hand = (*_without(hands[player], card), pile[0])
        hands = (*hands[:player], hand, *hands[player + 1 :])
        pile, nxt = pile[1:], (player + 1) % self.n
        if pile:
            return self.draw_value(board, hands, pile, discards, nxt)
        pool = (*discards, *(c for h in hands for c in h))  # the referee's order
        return self.open_value(board, pool, nxt)


def _state(position: Position):
    """(hands in seat order, pile top first, discards, the seat to move): all known."""
    draw = position.draw
    assert draw is not None
    me = position.players.index(position.colour)
    others = dict(draw.hands)
    hands = tuple(
        tuple(position.pool) if p == me else others[c] for p, c in enumerate(position.players)
    )
    return hands, draw.pile, draw.discards, me


def _searched(position: Position, moves: Sequence[Option], clock: Clock) -> list[Valued]:
    search = _DrawSearch(position, clock)
    hands, pile, discards, me = _state(position)
    out = []
    for move in moves:
        value = search.after(position.board, hands, pile, discards, me, move)
        out.append(_row(move_mapping(move), value))
    return out


# -- sampled, as the player to move saw it ---------------------------------------------
def seed_of(position: Position) -> int:
    """A seed from what the player to move sees (hidden parts as counts)."""
    assert position.draw is not None
    return _hashed(dict(dump(position), draw=_seen_mapping(position)))


def _hashed(seen: dict) -> int:
    """A seed from a position's mapping, its names and notes left out."""
    for name in ("id", "title", "meta", "difficulty", "solution"):
        seen.pop(name, None)
    text = json.dumps(seen, sort_keys=True)
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def _seen_mapping(position: Position) -> dict:
    from puzzles.florentine.draw_position import dump as dump_draw

    assert position.draw is not None
    return dump_draw(position.draw.seen())


def setup_of(position: Position) -> FlorentineSetup:
    return FlorentineSetup(
        len(position.players), position.players, position.rim_seals, position.board.size
    )


def unseen(position: Position) -> list[Card]:
    """The deck less what the player to move sees."""
    draw = position.draw
    assert draw is not None
    known = {_deck_card(p) for p in position.board.placed().values() if isinstance(p, Card)}
    known |= {_deck_card(c) for c in (*position.pool, *draw.discards)}
    return [c for c in standard_deck() if c not in known]


def world(position: Position, rng: random.Random) -> FlorentineGame:
    """The game as it may stand for the player to move: the unseen cards dealt."""
    draw = position.draw
    assert draw is not None
    seen = draw.seen()
    game = FlorentineGame(setup_of(position), tuple(standard_deck()))
    me = position.players.index(position.colour)
    cards = unseen(position)
    rng.shuffle(cards)
    counts = dict(seen.hands)
    hands = []
    for p, colour in enumerate(position.players):
        if p == me:
            hands.append(list(position.pool))
        else:
            k = counts[colour]
            assert isinstance(k, int)
            hands.append(cards[:k])
            cards = cards[k:]
    game.board = position.board
    game.hands = hands
    game.pile = list(reversed(cards))  # the referee draws from the end
    game.discards = list(draw.discards)
    game.phase = DRAW
    game.to_move = me
    return game


def played_out(position: Position, moves: Sequence[Option], deals: int) -> list[list[list[int]]]:
    """Each deal's final scores of every player after each move (a row a deal,
    a list of scores a move), every player playing as the expert's playouts."""
    from solver.florentine.expert import playout, scores

    rng = random.Random(seed_of(position))
    me = position.players.index(position.colour)
    rows = []
    for _ in range(deals):
        s = rng.random()
        row = []
        for move in moves:
            r = random.Random(s)
            game = world(position, r)
            playout(game, me, move, r, "best")
            row.append(scores(game))
        rows.append(row)
    return rows


def interval(values: Sequence[float]) -> tuple[float, list[float]]:
    """The mean and its 95% interval (normal, the sample's spread)."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, [round(mean, 3), round(mean, 3)]
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = 1.96 * math.sqrt(var / n)
    return mean, [round(mean - half, 3), round(mean + half, 3)]


def sampled(position: Position, moves: Sequence[Option], deals: int) -> list[Valued]:
    """Each move's mean result and mean score over the deals, the 95% interval
    of the mean result (`ci`) and the share of deals won (`win`): the figures
    a review gives the same move from the same seat."""
    rows = played_out(position, moves, deals)
    return _valued(moves, rows, position.players.index(position.colour))


def _valued(moves: Sequence[Option], rows: list[list[list[int]]], me: int) -> list[Valued]:
    """Each move's row of `analyse` from the scores its playouts ended with
    (`rows`: a row a deal or stream, every player's scores a move)."""
    out = []
    for i, move in enumerate(moves):
        mean, ci = interval([result_value(row[i], me) for row in rows])
        score = sum(row[i][me] for row in rows) / len(rows)
        win = sum(win_share(row[i], me) for row in rows) / len(rows)
        value = {"score": round(score, 3), "result": round(mean, 3)}
        extra = {"win": round(win, 3), "ci": ci}
        out.append(Valued(move_mapping(move), value, round(mean, 3), False, extra))
    return out


# -- the open phase too big to search: played out by the bots ------------------------
def open_world(position: Position) -> FlorentineGame:
    """The game as it stands at an open-phase cut (nothing hidden): the board,
    the open pool, every player still holding a personal card."""
    game = FlorentineGame(setup_of(position), tuple(standard_deck()))
    game.board = position.board
    game.hands = [[] for _ in position.players]
    game.pile, game.discards = [], []
    game.pool = list(position.pool)
    game.phase = OPEN
    game.to_move = position.players.index(position.colour)
    return game


def open_playout(game: FlorentineGame, seat: int, options: Sequence[Option], seed: float):
    """Every player's score at the end after each option of `seat`, laid on a
    copy of `game` and played out to the end by the expert's playout players
    (greedy lays, `best`'s personal card) from the random stream `seed`, the
    same for every option: one row of a review's or `analyse`'s playouts."""
    import copy

    from solver.florentine.expert import playout, scores

    row = []
    for option in options:
        world = copy.deepcopy(game)
        playout(world, seat, option, random.Random(seed), "best")
        row.append(scores(world))
    return row


def open_seed(position: Position) -> int:
    """A seed from the open-phase position (everything in it is seen)."""
    return _hashed(dump(position))


def open_played_out(position: Position, deals: int = DEALS):
    """(rows, header) of `analyse` for an open-phase cut too big to search: each
    lay played out `deals` times by the bots, as a review plays such a
    decision out (`playouts`, solver/florentine/review.py), the same random
    streams for every lay; once where two streams give the same ends (nothing
    left to chance). None when nothing fits (the personal round: searched)."""
    game = open_world(position)
    me = game.to_move
    options: list[Option] = [*_distinct(game.placements(me))]
    if not options:
        return None
    rng = random.Random(open_seed(position))
    rows: list[list[list[int]]] = []
    for _ in range(deals):
        rows.append(open_playout(game, me, options, rng.random()))
        if len(rows) == 2 and rows[0] == rows[1]:
            rows = rows[:1]  # nothing left to chance: one playout is the value
            break
    header = {"game": {**game_header(position, "playouts"), "playouts": len(rows)}}
    return _valued(options, rows, me), header
