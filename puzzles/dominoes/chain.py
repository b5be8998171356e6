"""The `chain` puzzle kind: lay all the given tiles in one line (docs/rules.md section 5).

Clues may fix a tile at a position (1 = leftmost, laid as written) or the
number an end shows. A line and its reverse are the same line; the answer is
printed the way round its clues ask for.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from puzzles import fields, i18n
from puzzles.dominoes import lines_common
from puzzles.dominoes.line import End, Half, Line
from puzzles.dominoes.tiles import Tile
from puzzles.errors import BadInput, shown
from puzzles.words import ENGLISH, Words

KIND = "chain"
ANSWER_FIELDS = ("line", "tiles_laid", "unique")
_FIELDS = (*fields.COMMON_FIELDS, "set", "tiles", "clues")


@dataclass(frozen=True)
class Clue:
    at: int | None = None  # position 1.. holds `tile` laid as (left, right)
    tile: Half | None = None
    end: End | None = None  # the left or right end shows `pips`
    pips: int | None = None

    def __post_init__(self) -> None:
        if self.tile is not None and type(self.tile) is not Half:  # any pair reads as a Half
            object.__setattr__(self, "tile", Half(*self.tile))
        if self.end is not None:  # and any word of the ends as an End
            object.__setattr__(self, "end", End(self.end))

    def holds(self, line: Line) -> bool:
        if self.at is not None:
            return len(line) >= self.at and line.laid[self.at - 1] == self.tile
        return (line.left if self.end == End.LEFT else line.right) == self.pips

    def to_mapping(self) -> dict[str, Any]:
        if self.at is not None:
            assert self.tile is not None  # a clue at a place names its tile
            return {"at": self.at, "tile": str(self.tile)}
        return {"end": None if self.end is None else self.end.value, "pips": self.pips}


@dataclass(frozen=True)
class Position:
    tiles: tuple[Tile, ...]
    set_size: int = 6
    clues: tuple[Clue, ...] = ()
    header: dict[str, Any] = field(default_factory=dict, compare=False)
    # its `solution` field, read once by Kind.load (`header` keeps the mapping)
    solution: lines_common.LineAnswer | None = field(default=None, compare=False)

    def fits(self, line: Line) -> bool:
        """Every tile once, and every clue holds (this way round)."""
        return sorted(line.tiles) == sorted(self.tiles) and all(c.holds(line) for c in self.clues)


def can_chain(tiles: tuple[Tile, ...]) -> bool:
    """Can these tiles make one line? Connected, and 0 or 2 numbers shown an odd
    number of times (an Euler trail): no solver needed."""
    if not tiles:
        return False
    degree: Counter = Counter()
    links: dict[int, set[int]] = {}
    for t in tiles:
        degree[t.a] += 1
        degree[t.b] += 1
        links.setdefault(t.a, set()).add(t.b)
        links.setdefault(t.b, set()).add(t.a)
    if sum(d % 2 for d in degree.values()) not in (0, 2):
        return False
    start = tiles[0].a
    seen, todo = {start}, [start]
    while todo:
        for nxt in links[todo.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen == set(links)


def load(data: Mapping[str, Any]) -> Position:
    data = fields.require_mapping(data)
    fields.reject_unknown(data, _FIELDS)
    n = lines_common.set_size(data)
    tiles = fields.field(data, "tiles", lambda v: lines_common.tile_list(v, n))
    if not tiles:
        raise BadInput("a chain needs at least one tile", "tiles")
    # At most a clue per position and one per end: more can only repeat.
    clues = fields.field(
        data, "clues", lambda v: fields.items(v, lambda c: _clue(c, tiles, n), len(tiles) + 2), ()
    )
    return Position(tiles, n, clues, fields.common(data))


def _clue(value: object, tiles: tuple[Tile, ...], n: int) -> Clue:
    clue = fields.require_mapping(value, "a clue")
    if "at" in clue:
        fields.reject_unknown(clue, ("at", "tile"))
        at = fields.field(clue, "at", fields.integer)
        if not 1 <= at <= len(tiles):
            raise BadInput(f"position {at} is outside the line of {len(tiles)} tiles", "at")
        left, right = fields.field(clue, "tile", lambda v: Half.parse(v, n))
        if Tile(left, right) not in tiles:
            raise BadInput(f"tile {Tile(left, right)} is not among the tiles", "tile")
        return Clue(at=at, tile=Half(left, right))
    if "end" in clue:
        fields.reject_unknown(clue, ("end", "pips"))
        end = clue["end"]
        if not isinstance(end, str) or end not in (End.LEFT, End.RIGHT):
            raise BadInput(f"end is left or right, not {shown(end)}", "end")
        pips = fields.field(clue, "pips", fields.integer)
        if not 0 <= pips <= n:
            raise BadInput(f"an end of a double-{n} line shows 0 to {n}, not {pips}", "pips")
        return Clue(end=End(end), pips=pips)
    raise BadInput("a clue is {at: N, tile: a-b} or {end: left|right, pips: N}")


def dump(position: Position) -> dict[str, Any]:
    header = position.header
    data: dict[str, Any] = {"kind": KIND}
    data.update({k: header[k] for k in ("id", "title", "difficulty") if k in header})
    data["set"] = position.set_size
    data["tiles"] = [str(t) for t in position.tiles]
    if position.clues:
        data["clues"] = [c.to_mapping() for c in position.clues]
    data.update({k: header[k] for k in ("meta", "solution") if k in header})
    return data


def load_answer(data: Mapping[str, Any], position: Position) -> lines_common.LineAnswer:
    """An answer as `solve --format json` prints it, or a puzzle's `solution`:
    a line of the position's tiles. Whether it is all of them, fitting the
    clues, is for `check` to say, not bad input."""
    answer = lines_common.load_answer(data, KIND, position.set_size, len(position.tiles))
    if answer.line is not None and not set(answer.line.tiles) <= set(position.tiles):
        raise BadInput("lays a tile that is not among the tiles", "line")
    return answer


def solves(position: Position, answer: lines_common.LineAnswer) -> bool:
    """Is `answer` a whole answer: every tile in one line, every clue holding?"""
    return answer.line is not None and position.fits(answer.line)


# The kind's own words of its answer as text (`solve`, `analyse`), in every
# language; the words all kinds share are puzzles/command_words.py's.
TEXT = i18n.table("answer.chain")


def start_text(position: Position, words: Words = ENGLISH) -> str:
    """The tiles and clues, as `solve` and `analyse` write them."""
    own = TEXT[words.lang]
    out = [own["tiles"].format(tiles=" ".join(map(str, position.tiles)))]
    for clue in position.clues:
        if clue.at is not None and clue.tile is not None:  # a clue at a place holds a tile
            out.append("  " + own["clue_at"].format(at=clue.at, tile=clue.tile))
        else:
            end = own.get(str(clue.end), str(clue.end))
            out.append("  " + own["clue_end"].format(end=end, pips=clue.pips))
    return "\n".join(out)


def describe(position: Position, answer: lines_common.LineAnswer, words: Words = ENGLISH) -> str:
    """The answer for people, in `words`' language."""
    return lines_common.describe(answer, start=start_text(position, words), words=words)


summary = lines_common.summary
aligned = lines_common.aligned
