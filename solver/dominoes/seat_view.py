"""What one seat sees of a round of Block or Draw: the bot protocol's view.

docs/formats.md "Bot protocol": the seat's hand, how many tiles every hand
holds, how many lie in the boneyard, and the round's moves so far with the
other seats' drawn tiles hidden (`{"player": 1, "draw": null}`). A `SeatView`
is built from a `Round` in play (`from_round`, what `play` hands its bots)
or read from the protocol's JSON (`from_mapping`, checked move by move);
both give the same object, and everything a bot may know follows from it:
the tiles on the table, the open ends, and what each player showed they lack.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from puzzles.dominoes.history import Lack, replay
from puzzles.dominoes.match import Play, Round, Setup
from puzzles.dominoes.tiles import MAX_SET, Ends, Rules, Tile, double_set, legal_lays
from puzzles.errors import BadInput, shown
from puzzles.strict_json import kind_of, shown_json


@dataclass(frozen=True)
class SeatView:
    setup: Setup
    seat: int
    hand: tuple[Tile, ...]  # in the order the seat holds them
    hand_sizes: tuple[int, ...]
    boneyard: int  # tiles left to draw (draw rules), else 0
    moves: tuple[dict[str, Any], ...]
    scores: tuple[int, ...] | None = None
    target: int | None = None
    # Derived from the moves (equal views have equal moves, so compare=False).
    table: tuple[Tile, ...] = field(default=(), compare=False)
    ends: Ends = field(default=(), compare=False)
    doubles_laid: int = field(default=0, compare=False)
    void: tuple[frozenset[int], ...] = field(default=(), compare=False)
    lacks: tuple[Lack, ...] = field(default=(), compare=False)
    draws: tuple[int, ...] = field(default=(), compare=False)  # draws made by each player

    def __post_init__(self) -> None:
        _replay(self)

    @property
    def players(self) -> int:
        return self.setup.players

    def legal(self) -> list[Play]:
        """The seat's lays, in the order the referee offers them (puzzles/dominoes/match.py)."""
        return legal_lays(self.hand, self.ends, self.setup.game)

    def unseen(self) -> list[Tile]:
        """The tiles of the set neither in the seat's hand nor on the table."""
        known = set(self.hand) | set(self.table)
        return [t for t in double_set(self.setup.set_size) if t not in known]

    def to_mapping(self) -> dict[str, Any]:
        setup = self.setup
        out: dict[str, Any] = {
            "players": setup.players,
            "partnerships": setup.partnerships,
            "set": setup.set_size,
            "spinners": setup.spinners,
            "seat": self.seat,
            "hand": [str(t) for t in self.hand],
            "hand_sizes": list(self.hand_sizes),
            "boneyard": self.boneyard,
            "moves": [dict(m) for m in self.moves],
        }
        if self.scores is not None:
            out["scores"] = list(self.scores)
        if self.target is not None:
            out["target"] = self.target
        return out


def from_round(round_: Round, player: int, scores=None) -> SeatView:
    """The view of `player` now: other seats' draws hidden."""
    setup = round_.setup
    moves = tuple(
        {"player": m["player"], "draw": None} if "draw" in m and m["player"] != player else m
        for m in round_.moves
    )
    return SeatView(
        setup,
        player,
        tuple(round_.hands[player]),
        tuple(len(h) for h in round_.hands),
        len(round_.stock) if setup.game == Rules.DRAW else 0,
        moves,
        None if scores is None else tuple(scores),
        None if scores is None else setup.target,
    )


def _replay(view: SeatView) -> None:
    """Lays the moves on an empty table, checking each, and sets the derived fields."""
    setup = view.setup
    n, tiles = setup.players, set(double_set(setup.set_size))
    if not 0 <= view.seat < n:
        raise BadInput(f"seat {shown(view.seat)} is not a player 0 to {n - 1}", "seat")
    if len(view.hand_sizes) != n:
        raise BadInput(f"{n} hand sizes, not {len(view.hand_sizes)}", "hand_sizes")
    if view.hand_sizes[view.seat] != len(view.hand):
        raise BadInput("the seat's hand size is not the hand's", "hand_sizes")
    for i, tile in enumerate(view.hand):
        if tile not in tiles:
            raise BadInput(f"tile {tile} is not in the double-{setup.set_size} set", f"hand[{i}]")
    if len(set(view.hand)) != len(view.hand):
        raise BadInput("a tile is in the hand twice", "hand")
    replayed = replay(view.moves, setup, view.seat, "moves")
    table = replayed.table
    overlap = set(view.hand) & set(table)
    if overlap:
        raise BadInput(f"tile {min(overlap)} is in the hand and on the table", "hand")
    if view.boneyard < 0 or (setup.game == Rules.BLOCK and view.boneyard):
        raise BadInput(f"{shown(view.boneyard)} tiles in the boneyard", "boneyard")
    hidden = sum(view.hand_sizes) - len(view.hand) + view.boneyard
    if min(view.hand_sizes) < 0 or hidden > len(tiles) - len(view.hand) - len(table):
        raise BadInput("more tiles in hands and boneyard than the set leaves", "hand_sizes")
    object.__setattr__(view, "table", table)
    object.__setattr__(view, "ends", replayed.ends)
    object.__setattr__(view, "doubles_laid", replayed.doubles)
    object.__setattr__(view, "void", replayed.void)
    object.__setattr__(view, "lacks", replayed.lacks)
    object.__setattr__(view, "draws", replayed.draws)


def _tile(value: object, setup: Setup, where: str) -> Tile:
    try:
        return Tile.parse(value, setup.set_size)
    except BadInput as error:
        raise error.at(where) from None


def from_mapping(data: object, rules: str) -> SeatView:
    """A view as the bot protocol writes it (BadInput naming the field if not).

    Besides each field's shape, the view must be one a round in play can
    show its seat (`_check_round`): whose turn it is, how many tiles each
    hand and the boneyard hold, the match's scores and target.
    """
    if not isinstance(data, Mapping):
        raise BadInput(f"a view is a JSON object, not {kind_of(data)}", "line")
    known = {"players", "partnerships", "set", "spinners", "seat", "hand", "hand_sizes"}
    known |= {"boneyard", "moves", "scores", "target", "rules"}
    extra = sorted(set(data) - known)
    if extra:
        raise BadInput(f"unknown field {extra[0]!r}", extra[0])
    for name in ("players", "seat", "hand", "hand_sizes", "moves"):
        if name not in data:
            raise BadInput(f"missing field {name!r}", name)
    set_size = _int(data, "set", 6)
    if not 0 <= set_size <= MAX_SET:
        raise BadInput(f"a domino set is double-0 to double-{MAX_SET}, not {set_size}", "set")
    partnerships = data.get("partnerships", False)
    if not isinstance(partnerships, bool):
        raise BadInput(f"must be true or false, not {shown_json(partnerships)}", "partnerships")
    spinners = data.get("spinners")
    if spinners is not None and not isinstance(spinners, str):
        raise BadInput(f"must be all, first or none, not {shown_json(spinners)}", "spinners")
    setup = Setup(Rules(rules), _int(data, "players"), partnerships, set_size, spinners)
    hand = data["hand"]
    if not isinstance(hand, list) or not hand:
        raise BadInput("the hand is a non-empty list of tiles", "hand")
    sizes, moves = data["hand_sizes"], data["moves"]
    if not isinstance(sizes, list):
        raise BadInput("hand_sizes is a list of numbers", "hand_sizes")
    for i, size in enumerate(sizes):
        if not _whole(size) or size < 0:
            raise BadInput(
                f"a hand holds 0 or more tiles, not {shown_json(size)}", f"hand_sizes[{i}]"
            )
    if not isinstance(moves, list):
        raise BadInput("moves is a list", "moves")
    scores, target = _match(data, setup)
    seat, n = _int(data, "seat"), setup.players
    if not 0 <= seat < n:
        raise BadInput(f"seat {shown_json(seat)} is not a player 0 to {n - 1}", "seat")
    if len(sizes) != n:
        raise BadInput(f"{n} hand sizes, not {len(sizes)}", "hand_sizes")
    tiles = tuple(_tile(t, setup, f"hand[{i}]") for i, t in enumerate(hand))
    boneyard = _int(data, "boneyard", 0)
    replay(moves, setup, seat, "moves")  # each move's shape, before the turns are counted
    _check_round(setup, seat, tiles, tuple(sizes), boneyard, moves)
    return SeatView(setup, seat, tiles, tuple(sizes), boneyard, tuple(moves), scores, target)


# The most points a match may be played to: the expert's table of match odds
# grows with the square of the target (solver/dominoes/match_odds.py).
MAX_TARGET = 1000


def _match(data: Mapping, setup: Setup) -> tuple[tuple[int, ...] | None, int | None]:
    """The view's `scores` (one a side, each 0 or more and short of the target)
    and `target` (1 to MAX_TARGET points), or None where not given."""
    target = data.get("target")
    if target is not None and (not _whole(target) or not 1 <= target <= MAX_TARGET):
        raise BadInput(
            f"a match is played to 1 to {MAX_TARGET} points, not {shown_json(target)}", "target"
        )
    scores = data.get("scores")
    if scores is None:
        return None, target
    if not isinstance(scores, list):
        raise BadInput(f"must be a list of numbers, not {shown_json(scores)}", "scores")
    for i, score in enumerate(scores):
        if not _whole(score):
            raise BadInput(f"a score is a whole number, not {shown_json(score)}", f"scores[{i}]")
    sides = setup.sides
    if len(scores) != sides:
        each = "one a side of partners" if setup.partnerships else "one a player"
        raise BadInput(f"{sides} scores ({each}), not {len(scores)}", "scores")
    for i, score in enumerate(scores):
        if score < 0:
            raise BadInput(f"a score is 0 or more, not {score}", f"scores[{i}]")
        if target is not None and score >= target:
            raise BadInput(
                f"{score} reaches the target {target}: the match is over", f"scores[{i}]"
            )
    return tuple(scores), target


def _check_round(
    setup: Setup,
    seat: int,
    hand: tuple[Tile, ...],
    hand_sizes: tuple[int, ...],
    boneyard: int,
    moves: list[Any],
) -> None:
    """The moves (already read by `_replay`) replayed in turn order against
    the deal: each move comes from the player whose turn it is, a player
    draws only from a boneyard that holds tiles and passes only when it is
    empty, nobody moves once a hand is out or every player has passed, and
    under draw rules the first tile is the highest double dealt. What is
    left must be the view: each hand's size, the boneyard, and the seat to
    move."""
    n = setup.players
    dealt = setup.hand_size
    total = len(double_set(setup.set_size))
    stock = total - n * dealt if setup.game == Rules.DRAW else 0
    laid, drew = [0] * n, [0] * n
    turn: int | None = None  # None: nobody has laid the first tile
    passes = 0  # in a row
    first: Tile | None = None
    table: dict[Tile, int] = {}  # the tile and who laid it
    seat_drew: dict[Tile, int] = {}  # the tile the seat drew and the move it drew it at
    seat_hidden = False  # the seat's own draw written null
    for i, move in enumerate(moves):
        where, p = f"moves[{i}]", move["player"]
        if turn is not None and p != turn:
            raise BadInput(f"player {p} moves, but it is player {turn}'s turn", where)
        if "tile" in move:
            tile = Tile.parse(move["tile"], setup.set_size)
            if first is None:
                first = tile
                if setup.game == Rules.DRAW and not tile.is_double:
                    raise BadInput(
                        f"under draw rules the first tile is the highest double dealt, not {tile}",
                        where,
                    )
            if tile in seat_drew and p != seat:
                raise BadInput(f"player {p} lays {tile}, which the seat drew", where)
            table[tile] = p
            laid[p] += 1
            passes = 0
            if dealt + drew[p] - laid[p] == 0 and i + 1 < len(moves):
                raise BadInput(
                    f"player {p} laid their last tile: the round is over", f"moves[{i + 1}]"
                )
            turn = (p + 1) % n
        elif "draw" in move:
            if not stock:
                raise BadInput(f"player {p} draws, but the boneyard is empty", where)
            stock -= 1
            drew[p] += 1
            if move["draw"] is None:
                seat_hidden = seat_hidden or p == seat
                continue
            tile = Tile.parse(move["draw"], setup.set_size)
            if tile in table:
                raise BadInput(f"the seat draws {tile}, which is on the table", where)
            if tile in seat_drew:
                raise BadInput(f"the seat draws {tile} twice", where)
            seat_drew[tile] = i
        else:  # a pass
            if stock:
                raise BadInput(f"player {p} passes with {stock} tiles left to draw", where)
            passes += 1
            if passes == n:
                raise BadInput("every player passed: the round was blocked and is over", where)
            turn = (p + 1) % n
    for p in range(n):
        if dealt + drew[p] - laid[p] == 0:
            raise BadInput(f"player {p} laid their last tile: the round is over", "moves")
    for tile, i in seat_drew.items():
        if tile not in hand and table.get(tile) != seat:
            raise BadInput(
                f"the seat drew {tile}: it is neither in the hand nor laid", f"moves[{i}]"
            )
    if first is not None and not seat_hidden:
        kept = [
            t for t in (*hand, *(t for t, p in table.items() if p == seat)) if t not in seat_drew
        ]
        higher = [t for t in kept if t.is_double and t > first]
        if setup.game == Rules.DRAW and higher:
            raise BadInput(
                f"the seat was dealt {max(higher)}, a higher double than the first tile {first}",
                "hand",
            )
    if first is None and setup.game == Rules.DRAW and not any(t.is_double for t in hand):
        raise BadInput(
            "under draw rules the round starts with the highest double: the hand holds none", "hand"
        )
    to_move = seat if turn is None else turn
    if to_move != seat:
        raise BadInput(f"it is player {to_move}'s turn, not seat {seat}'s", "seat")
    if hand_sizes[seat] != len(hand):
        raise BadInput(
            f"the seat's hand holds {len(hand)} tiles, not {hand_sizes[seat]}",
            f"hand_sizes[{seat}]",
        )
    for p, size in enumerate(hand_sizes):
        held = dealt + drew[p] - laid[p]
        if size != held:
            raise BadInput(
                f"player {p} was dealt {dealt}, drew {drew[p]} and laid {laid[p]}: "
                f"{held} tiles, not {size}",
                f"hand_sizes[{p}]",
            )
    if boneyard != stock:
        raise BadInput(
            f"the deal and the draws leave {stock} tiles to draw, not {boneyard}", "boneyard"
        )


def _whole(value: object) -> bool:
    """A whole number, not true or false (which Python counts as 1 and 0)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _int(data: Mapping, name: str, default: int | None = None) -> int:
    value = data.get(name, default)
    if not _whole(value):
        raise BadInput(f"must be a whole number, not {shown_json(value)}", name)
    return value  # type: ignore[return-value]


def parse_answer(data: Mapping[str, Any], view: SeatView) -> Play:
    """A move as the protocol answers it, checked to be legal for the view."""
    legal = view.legal()
    tile = _tile(data.get("tile"), view.setup, "tile")
    move = (tile, data.get("to"))
    if move not in legal:
        raise BadInput(f"{tile} to {shown(data.get('to'))} is not a legal move here", "tile")
    return move


def answer_mapping(move: Play) -> dict[str, Any]:
    return {"tile": str(move[0]), "to": move[1]}
