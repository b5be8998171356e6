"""An endgame position seen from one seat: the other hands hidden.

docs/formats.md "Hidden hands": a seat's hand may be `{hidden: N}` instead of
a list, `seen_from: K` names the seat whose view it is, and `history:` the
moves of the round so far as in the `play` log (passes and draws tell what
a hidden hand lacks, docs/rules.md section 7). Such a position is not a
puzzle: it has no one answer. `analyse` (and `hint`) value its moves over
sampled deals (solver/dominoes/analyse/endgame.py). A `HiddenPosition` is always
valid: BadInput naming the field if not.
"""

from __future__ import annotations

import hashlib
import itertools
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, cast

from puzzles import fields
from puzzles.dominoes.endgame_round import KIND, Position, Table, dump_arms
from puzzles.dominoes.history import replay
from puzzles.dominoes.line import Line
from puzzles.dominoes.match import Setup
from puzzles.dominoes.tiles import Rules, Tile, double_set
from puzzles.errors import BadInput

HIDDEN = "hidden"


def hand_or_hidden(value: object, tile, most: int) -> tuple[Tile, ...] | int:
    """A hand: a list of tiles, or `{hidden: N}` (N tiles its seat's opponents
    cannot see)."""
    if isinstance(value, Mapping):
        fields.reject_unknown(value, (HIDDEN,))
        n = fields.field(value, HIDDEN, fields.integer)
        if n < 1:
            raise BadInput(f"a hidden hand holds at least 1 tile, not {n}", HIDDEN)
        return n
    return fields.items(value, tile, most)


def is_hidden(data: Mapping[str, Any]) -> bool:
    hands = data.get("hands")
    hidden = isinstance(hands, list) and any(isinstance(h, Mapping) for h in hands)
    return hidden or "seen_from" in data or "history" in data


@dataclass(frozen=True)
class HiddenPosition:
    """A round in play as one seat sees it."""

    hands: tuple[tuple[Tile, ...] | int, ...]  # a hidden hand is its size
    line: Line
    to_move: int
    game: Rules
    set_size: int
    partnerships: bool
    boneyard: int  # draw rules: tiles left to draw, all hidden
    seen_from: int
    history: tuple[dict[str, Any], ...] = ()  # () : not given
    arms: tuple[tuple[int, str, Line], ...] = ()
    header: dict[str, Any] = field(default_factory=dict, compare=False)
    solution: None = field(default=None, compare=False)

    hidden = True  # not a puzzle: solve and check refuse it

    def __post_init__(self) -> None:
        _check(self)

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def spinners(self) -> bool:
        return self.game == Rules.DRAW

    @property
    def paranoid(self) -> bool:
        return self.players > 2 and not self.partnerships

    @property
    def hand(self) -> tuple[Tile, ...]:
        return cast(tuple[Tile, ...], self.hands[self.seen_from])  # the seat sees its own

    def setup(self) -> Setup:
        return Setup(self.game, self.players, self.partnerships, self.set_size)

    def moves(self) -> tuple[dict[str, Any], ...]:
        """The history, or, without one, the line (and arms) laid by the seat
        itself, which tells nothing of the other hands."""
        if self.history:
            return self.history
        k, out = self.seen_from, []
        for i, half in enumerate(self.line.laid):
            out.append({"player": k, "tile": str(half), "to": None if i == 0 else half.left})
        for _, _, arm in self.arms:
            out += [{"player": k, "tile": str(half), "to": half.left} for half in arm.laid]
        return tuple(out)

    def open(self, hands: tuple[tuple[Tile, ...], ...], boneyard=()) -> Position:
        """The position with every hand open: one deal of the hidden tiles."""
        return Position(
            tuple(hands),
            self.line,
            self.to_move,
            self.game,
            self.set_size,
            self.partnerships,
            tuple(boneyard),
            {},
            arms=self.arms,
        )

    def seed(self) -> int:
        """A seed of the position's own, so that the same position gives the same
        samples on every run."""
        data = {k: v for k, v in dump(self).items() if k not in ("id", "title", "meta")}
        # `spinners` may be keyed both by places in the line (3) and by doubles
        # on arms ("3-3"): the doubles' keys sort after the places
        # (spinner_arms.ArmDouble), as the file lists them.
        text = json.dumps(data, sort_keys=True)
        return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def _check(pos: HiddenPosition) -> None:
    n = pos.players
    if not 2 <= n <= 4:
        raise BadInput(f"an endgame has 2 to 4 hands, not {n}", "hands")
    if not 0 <= pos.seen_from < n:
        raise BadInput(f"must be a player 0 to {n - 1}, not {pos.seen_from}", "seen_from")
    for p, hand in enumerate(pos.hands):
        if p == pos.seen_from and isinstance(hand, int):
            raise BadInput(
                f"the hand of seat {p}, whose view this is, must be given, not hidden",
                "seen_from",
            )
        if p != pos.seen_from and not isinstance(hand, int):
            raise BadInput(
                f"seen from seat {pos.seen_from}, the hand of seat {p} is hidden: {{hidden: N}}",
                f"hands[{p}]",
            )
    if pos.to_move != pos.seen_from:
        raise BadInput(
            f"player {pos.to_move} is to move, but the view is seat {pos.seen_from}'s: "
            "a hidden position is valued for the seat whose view it is",
            "to_move",
        )
    if pos.game == Rules.BLOCK and pos.boneyard:
        raise BadInput("a boneyard is only drawn from under draw rules", "boneyard")
    tiles = set(double_set(pos.set_size))
    known = set(pos.hand) | set(pos.line.tiles) | {t for _, _, a in pos.arms for t in a.tiles}
    unseen = len(tiles - known)
    hidden = sum(h for h in pos.hands if isinstance(h, int))
    if hidden + pos.boneyard > unseen or (pos.spinners and hidden + pos.boneyard != unseen):
        room = f"{hidden} hidden tiles" + (f" and a boneyard of {pos.boneyard}" * pos.spinners)
        raise BadInput(
            f"{unseen} tiles are unseen from seat {pos.seen_from}: {room} do not fit them"
            + (" (under draw rules every unseen tile is in a hand or the boneyard)" * pos.spinners),
            "hands",
        )
    replayed = _replay(pos)
    _agrees(pos, replayed)
    _fits(pos, replayed[2])
    _probe(pos)  # the rest of the rules (line, arms, hand sizes), checked on one deal


def _agrees(pos: HiddenPosition, replayed) -> None:
    """A history must lay the line (and arms) there is, and leave the player to
    move and the hands' sizes as they are."""
    laid, ends, _ = replayed
    if not pos.history:
        if tuple(sorted(ends)) != Table.start(_probe(pos)).ends:
            raise BadInput("the line's open ends cannot be laid in turn", "line")
        return
    laid = set(laid)
    there = set(pos.line.tiles) | {t for _, _, a in pos.arms for t in a.tiles}
    if laid != there:
        odd = min(laid ^ there)
        where = "on the table but not laid in the history" if odd in there else "laid in it"
        raise BadInput(f"the history does not lay the line: tile {odd} is {where}", "history")
    if tuple(sorted(ends)) != Table.start(_probe(pos)).ends:
        raise BadInput(
            f"the history leaves open ends {sorted(ends)}, the line shows others", "history"
        )
    player = _next(pos)
    if player != pos.to_move:
        raise BadInput(
            f"after the history player {player} is to move, not player {pos.to_move}", "history"
        )
    if pos.game == Rules.BLOCK:
        sizes = [h if isinstance(h, int) else len(h) for h in pos.hands]
        for m in pos.history:
            if "tile" in m:
                sizes[m["player"]] += 1
        for p, size in enumerate(sizes):
            if size != sizes[0]:
                raise BadInput(
                    f"with the tiles laid in the history, hand {p} was dealt {size} tiles and "
                    f"hand 0 {sizes[0]}: a block deal gives every hand as many",
                    f"hands[{p}]",
                )


def _replay(pos: HiddenPosition) -> tuple[list[Tile], tuple[int, ...], list[set[int]]]:
    """The moves laid on an empty table, each checked (puzzles/dominoes/history.py):
    the tiles laid, the open ends, and the numbers each player showed they
    lack (a pass; a draw clears them, docs/rules.md section 7)."""
    replayed = replay(pos.moves(), pos.setup(), pos.seen_from, "history")
    lacked = [set(v) for v in replayed.void]
    k = pos.seen_from
    held = [t for t in pos.hand if {t.a, t.b} & lacked[k]]
    if held:
        raise BadInput(
            f"tile {held[0]}: seat {k} passed on {min({held[0].a, held[0].b} & lacked[k])} "
            "and has not drawn since",
            f"hands[{k}]",
        )
    return list(replayed.table), replayed.ends, lacked


def _fits(pos: HiddenPosition, lacked: list[set[int]]) -> None:
    """Some deal of the unseen tiles gives every hidden hand its count, none a
    number its player showed they lack (Hall's condition; the rest, boneyard
    or out of play, takes any tile)."""
    known = set(pos.hand) | set(pos.line.tiles) | {t for _, _, a in pos.arms for t in a.tiles}
    unseen = [t for t in double_set(pos.set_size) if t not in known]
    hidden = [p for p, h in enumerate(pos.hands) if isinstance(h, int)]
    for r in range(1, len(hidden) + 1):
        for group in itertools.combinations(hidden, r):
            room = sum(cast(int, pos.hands[p]) for p in group)
            fit = [t for t in unseen if any(not {t.a, t.b} & lacked[p] for p in group)]
            if len(fit) < room:
                who = " and ".join(map(str, group))
                raise BadInput(
                    f"no deal of the unseen tiles fits: hand(s) {who} hold {room} tiles, "
                    f"but only {len(fit)} unseen tiles show no number the history says they lack",
                    "history",
                )


def _next(pos: HiddenPosition) -> int:
    player = None
    for move in pos.history:
        p = move["player"]
        player = p if "draw" in move else (p + 1) % pos.players
    return pos.to_move if player is None else player


def _probe(pos: HiddenPosition) -> Position:
    """An open position with the seat's hand and any tiles for the others: to
    read the open ends the rules give the line."""
    known = set(pos.hand) | set(pos.line.tiles) | {t for _, _, a in pos.arms for t in a.tiles}
    free = iter(t for t in double_set(pos.set_size) if t not in known)
    hands = []
    for hand in pos.hands:
        hands.append(tuple(next(free) for _ in range(hand)) if isinstance(hand, int) else hand)
    rest = list(free)
    return Position(
        tuple(hands),
        pos.line,
        pos.to_move,
        pos.game,
        pos.set_size,
        pos.partnerships,
        tuple(rest) if pos.spinners else (),
        {},
        arms=pos.arms,
    )


def build(data: Mapping[str, Any], base: dict[str, Any]) -> HiddenPosition:
    """The hidden position of a file's fields, `base` the fields the open kind
    has read already (set, line, hands, to_move, ...)."""
    if "seen_from" not in data:
        raise BadInput("missing: a position with hidden hands is seen from a seat", "seen_from")
    seen_from = fields.field(data, "seen_from", fields.integer)
    if data.get("solution") is not None:
        raise BadInput("a position with hidden hands has no one answer to write", "solution")
    boneyard = 0
    if base["game"] == Rules.DRAW:
        value = data.get("boneyard")
        if not isinstance(value, Mapping):
            raise BadInput("with hidden hands the boneyard is hidden too: {hidden: N}", "boneyard")
        fields.reject_unknown(value, (HIDDEN,))
        boneyard = fields.field(value, HIDDEN, fields.integer)
        if boneyard < 0:
            raise BadInput(f"holds 0 tiles or more, not {boneyard}", "boneyard")
    history = fields.field(
        data,
        "history",
        lambda v: fields.items(v, lambda m: dict(fields.require_mapping(m, "a move")), 400),
        (),
    )
    return HiddenPosition(
        base["hands"],
        base["line"],
        base["to_move"],
        base["game"],
        base["set_size"],
        base["partnerships"],
        boneyard,
        seen_from,
        history,
        base["arms"],
        base["header"],
    )


def dump(position: HiddenPosition) -> dict[str, Any]:
    data: dict[str, Any] = {"kind": KIND}
    header = position.header
    data.update({k: header[k] for k in ("id", "title", "difficulty") if k in header})
    data["rules"] = str(position.game)
    data["set"] = position.set_size
    data["line"] = str(position.line)
    if position.arms:
        data["spinners"] = dump_arms(position.arms)
    data["hands"] = [
        {HIDDEN: h} if isinstance(h, int) else [str(t) for t in h] for h in position.hands
    ]
    data["to_move"] = position.to_move
    data["partnerships"] = position.partnerships
    if position.spinners:
        data["boneyard"] = {HIDDEN: position.boneyard}
    data["seen_from"] = position.seen_from
    if position.history:
        data["history"] = [dict(m) for m in position.history]
    data.update({k: header[k] for k in ("meta",) if k in header})
    return data


def refuse(position: HiddenPosition) -> BadInput:
    """What `solve` and `check` say of a hidden position."""
    return BadInput(
        f"hands are hidden (seen from seat {position.seen_from}): not a puzzle with one "
        "answer; `analyse` values its moves over sampled deals",
        "hands",
    )
