"""The `blocked` puzzle kind: build a line nobody can extend (the "tranque").

docs/rules.md section 5. From a given line (maybe empty) and the tiles that may
be laid, the fewest tiles that block the line: no tile outside it matches an
open end (absolute), or, with `hands`, no tile still in a hand does. With
`objective: max-pips` the most pips left in hand `hand`, then the fewest tiles.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from puzzles import fields, i18n
from puzzles.command_words import phrase
from puzzles.dominoes import lines_common
from puzzles.dominoes.line import Line
from puzzles.dominoes.tiles import Rules, Tile, double_set, pips
from puzzles.errors import BadInput, shown
from puzzles.words import ENGLISH, Words

KIND = "blocked"
ANSWER_FIELDS = ("line", "tiles_laid", "unique", "pips_left")
_FIELDS = (*fields.COMMON_FIELDS, "set", "rules", "line", "tiles", "hands", "objective", "hand")
OBJECTIVES = ("min-tiles", "max-pips")
MAX_HANDS = 4  # players at a table


@dataclass(frozen=True)
class Position:
    set_size: int = 6
    game: Rules = Rules.BLOCK
    line: Line = field(default_factory=Line)
    tiles: tuple[Tile, ...] | None = None  # None: every tile not in the line
    hands: tuple[tuple[Tile, ...], ...] | None = None
    objective: str = "min-tiles"
    hand: int | None = None
    header: dict[str, Any] = field(default_factory=dict, compare=False)
    # its `solution` field, read once by Kind.load (`header` keeps the mapping)
    solution: lines_common.LineAnswer | None = field(default=None, compare=False)

    @property
    def layable(self) -> list[Tile]:
        """The tiles the solver may lay, in set order."""
        pool = set(double_set(self.set_size)) - set(self.line.tiles)
        if self.hands is not None:
            pool &= {t for hand in self.hands for t in hand}
        if self.tiles is not None:
            pool &= set(self.tiles)
        return sorted(pool)

    @functools.cached_property
    def blockers(self) -> list[Tile]:
        """Tiles that must not match an open end unless they are laid (worked
        out once a position: `is_blocked` asks for every line tried)."""
        if self.hands is not None:
            return sorted({t for hand in self.hands for t in hand})
        return sorted(set(double_set(self.set_size)) - set(self.line.tiles))

    def is_blocked(self, line: Line) -> bool:
        laid = set(line.tiles)
        return line.is_blocked([t for t in self.blockers if t not in laid], self.game)

    @property
    def counted_hand(self) -> tuple[Tile, ...]:
        """The hand whose pips max-pips counts (load checks it is there)."""
        assert self.hands is not None and self.hand is not None  # max-pips needs them
        return self.hands[self.hand]

    def pips_left(self, line: Line) -> int | None:
        if self.objective != "max-pips":
            return None
        laid = set(line.tiles)
        return pips(t for t in self.counted_hand if t not in laid)


def load(data: Mapping[str, Any]) -> Position:
    data = fields.require_mapping(data)
    fields.reject_unknown(data, _FIELDS)
    n = lines_common.set_size(data)
    game = lines_common.game(data)
    line = lines_common.line(data, n)
    in_line = set(line.tiles)
    tiles = fields.field(data, "tiles", lambda v: lines_common.tile_list(v, n), None)
    for i, tile in enumerate(tiles or ()):
        if tile in in_line:
            raise BadInput(f"tile {tile} is already in the line", f"tiles[{i}]")
    hands = fields.field(data, "hands", lambda v: _hands(v, n, in_line), None)
    objective = data.get("objective", "min-tiles")
    if objective not in OBJECTIVES:
        raise BadInput(
            f"unknown objective {shown(objective)} ({' or '.join(OBJECTIVES)})", "objective"
        )
    hand = fields.field(data, "hand", fields.integer, None)
    if objective == "max-pips":
        if hands is None:
            raise BadInput("max-pips needs `hands`", "objective")
        if hand is None or not 0 <= hand < len(hands):
            raise BadInput(f"max-pips needs `hand`: 0 to {len(hands) - 1}", "hand")
    elif hand is not None:
        raise BadInput("`hand` goes with objective max-pips", "hand")
    if not line.laid and tiles == ():
        raise BadInput("no line and no tile to lay", "tiles")
    return Position(n, game, line, tiles, hands, objective, hand, fields.common(data))


def _hands(value: object, n: int, in_line: set[Tile]) -> tuple[tuple[Tile, ...], ...]:
    hands = fields.items(value, lambda v: lines_common.tile_list(v, n), MAX_HANDS)
    seen: dict[Tile, int] = {}
    for i, hand in enumerate(hands):
        for j, tile in enumerate(hand):
            if tile in in_line:
                raise BadInput(f"tile {tile} is in the line and in a hand", f"[{i}][{j}]")
            if tile in seen:
                raise BadInput(f"tile {tile} is in hands {seen[tile]} and {i}", f"[{i}][{j}]")
            seen[tile] = i
    return hands


def dump(position: Position) -> dict[str, Any]:
    header = position.header
    data: dict[str, Any] = {"kind": KIND}
    data.update({k: header[k] for k in ("id", "title", "difficulty") if k in header})
    data["set"] = position.set_size
    data["rules"] = position.game
    if position.line.laid:
        data["line"] = str(position.line)
    if position.tiles is not None:
        data["tiles"] = [str(t) for t in position.tiles]
    if position.hands is not None:
        data["hands"] = [[str(t) for t in hand] for hand in position.hands]
    data["objective"] = position.objective
    if position.hand is not None:
        data["hand"] = position.hand
    data.update({k: header[k] for k in ("meta", "solution") if k in header})
    return data


def load_answer(data: Mapping[str, Any], position: Position) -> lines_common.LineAnswer:
    """An answer as `solve --format json` prints it, or a puzzle's `solution`:
    a line grown from the position's, by tiles that may be laid. Whether it is
    blocked, and the best, is for `check` to say, not bad input."""
    n, most = position.set_size, len(position.layable)
    answer = lines_common.load_answer(data, KIND, n, most, pips_left=fields.count)
    line = answer.line
    if line is None:
        return answer
    if not lines_common.extends(line, position.line):
        raise BadInput(f"does not hold the given line {position.line}", "line")
    new = [t for t in line.tiles if t not in position.line.tiles]
    wrong = [t for t in new if t not in position.layable]
    if wrong:
        raise BadInput(f"lays {wrong[0]}, which may not be laid", "line")
    return answer


def solves(position: Position, answer: lines_common.LineAnswer) -> bool:
    """Is `answer` a whole answer, best or not: a blocked line (load_answer has
    checked that it grows from the position's line)?"""
    return answer.line is not None and position.is_blocked(answer.line)


# The kind's own words of its answer as text (`solve`, `analyse`), in every
# language; the words all kinds share are puzzles/command_words.py's.
TEXT = i18n.table("answer.blocked")


def start_text(position: Position, words: Words = ENGLISH) -> str:
    """The position before any tile is laid, as `solve` and `analyse` draw it."""
    own = TEXT[words.lang]
    drawn = position.line.draw() if position.line.laid else words("command.empty_line")
    out = [drawn, words("command.line", line=position.line or words("command.empty_mark"))]
    layable = " ".join(map(str, position.layable)) or own["nothing"]
    out.append(own["may_lay"].format(tiles=layable))
    if position.hands is not None:
        out += [
            "  " + own["hand"].format(p=i, tiles=" ".join(map(str, h)))
            for i, h in enumerate(position.hands)
        ]
    goal = (
        own["fewest"]
        if position.objective == "min-tiles"
        else own["most_pips"].format(p=position.hand)
    )
    rules = words("command.rules", game=phrase(words, f"game_{position.game}"))
    size = words("command.double", n=position.set_size)
    out.append(own["goal"].format(rules=rules, set=size, goal=goal))
    return "\n".join(out)


def describe(position: Position, answer: lines_common.LineAnswer, words: Words = ENGLISH) -> str:
    """The answer for people, in `words`' language."""
    said = ""
    if answer.line is not None:
        ends = " ".join(str(x) for x in answer.line.open_ends(position.game))
        said = words("game.ends", ends=ends)
        if position.objective == "max-pips":
            left = answer.extra.get("pips_left")
            said += "; " + TEXT[words.lang]["pips_left"].format(p=position.hand, n=left)
    return lines_common.describe(answer, said, start_text(position, words), words)


summary = lines_common.summary
aligned = lines_common.aligned
