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
from puzzles.dominoes.tiles import Ends, Rules, Tile, double_set
from puzzles.errors import BadInput, shown


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
        hand = self.hand
        if not self.ends:
            if self.setup.game == Rules.DRAW and any(t.is_double for t in hand):
                return [(max(t for t in hand if t.is_double), None)]
            return [(t, None) for t in hand]
        ends = set(self.ends)
        out: list[Play] = []
        for t in hand:
            if t.a in ends:
                out.append((t, t.a))
            if t.b != t.a and t.b in ends:
                out.append((t, t.b))
        return out

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
    """A view as the bot protocol writes it (BadInput naming the field if not)."""
    if not isinstance(data, Mapping):
        raise BadInput("a view is a JSON object")
    known = {"players", "partnerships", "set", "spinners", "seat", "hand", "hand_sizes"}
    known |= {"boneyard", "moves", "scores", "target", "rules"}
    extra = sorted(set(data) - known)
    if extra:
        raise BadInput(f"unknown field {extra[0]!r}", extra[0])
    for name in ("players", "seat", "hand", "hand_sizes", "moves"):
        if name not in data:
            raise BadInput(f"missing field {name!r}", name)
    setup = Setup(
        Rules(rules),
        _int(data, "players"),
        bool(data.get("partnerships", False)),
        _int(data, "set", 6),
        data.get("spinners"),
    )
    hand = data["hand"]
    if not isinstance(hand, list) or not hand:
        raise BadInput("the hand is a non-empty list of tiles", "hand")
    sizes, moves = data["hand_sizes"], data["moves"]
    if not isinstance(sizes, list) or not all(isinstance(s, int) for s in sizes):
        raise BadInput("hand_sizes is a list of numbers", "hand_sizes")
    if not isinstance(moves, list):
        raise BadInput("moves is a list", "moves")
    scores = data.get("scores")
    if scores is not None and (
        not isinstance(scores, list) or not all(isinstance(s, int) for s in scores)
    ):
        raise BadInput("scores is a list of numbers", "scores")
    target = data.get("target")
    if target is not None and not isinstance(target, int):
        raise BadInput("target is a number", "target")
    return SeatView(
        setup,
        _int(data, "seat"),
        tuple(_tile(t, setup, f"hand[{i}]") for i, t in enumerate(hand)),
        tuple(sizes),
        _int(data, "boneyard", 0),
        tuple(moves),
        None if scores is None else tuple(scores),
        target,
    )


def _int(data: Mapping, name: str, default: int | None = None) -> int:
    value = data.get(name, default)
    if not isinstance(value, int) or isinstance(value, bool):
        raise BadInput(f"{name} is a whole number, not {shown(value)}", name)
    return value


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
