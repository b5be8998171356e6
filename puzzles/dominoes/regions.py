"""The `regions` puzzle kind, Domino regions (docs/rules.md "Domino regions").

A board of cells (any shape, holes allowed), some grouped into regions, each
region with one condition on the numbers of the domino halves that lie in it;
a list of dominoes, each laid once on two cells that share an edge, either way
round, covering every cell. Touching dominoes need not match.

Cells are named as on the other boards: column letter, row number, A1 top
left; a hole has no name. Inside, a cell is its index `row * columns + col`
on the board's bounding rectangle; `Position.cells` lists the cells that
exist. A laid domino is `LaidDomino(cells, numbers)`: `numbers[i]` shows on
`cells[i]`; it is kept with its lower cell first, so two ways of writing one
placement (and the two ways round of a double) are one value.

The names here (Position, Region, Condition, LaidDomino, RegionsAnswer, the
helpers `values`, `region_state`) are what the drawing and the page build on.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from puzzles import fields, i18n
from puzzles.dominoes.tiles import Tile, halves
from puzzles.errors import BadInput, shown
from puzzles.status import Status
from puzzles.status import head as answer_head
from puzzles.status import read as read_status
from puzzles.words import ENGLISH, Words

KIND = "regions"
ANSWER_FIELDS = ("dominoes", "unique")
_FIELDS = (*fields.COMMON_FIELDS, "set", "board", "regions", "dominoes", "given")
MIN_SET, MAX_SET = 1, 12
MAX_COLUMNS, MAX_ROWS = 26, 26
MAX_DOMINOES = 64
HOLE, FREE = "#", "."
_CELL = re.compile(r"\s*([A-Za-z])([0-9]{1,2})\s*")
_REGION = re.compile(r"[A-Za-z]")

# The conditions, as files write them: a number for the sums, `true` for the others.
SUM, LESS, MORE, EQUAL, UNEQUAL = "sum", "less", "more", "equal", "unequal"
CONDITIONS = (SUM, LESS, MORE, EQUAL, UNEQUAL)
NUMBERED = (SUM, LESS, MORE)


def cell_name(cell: int, columns: int) -> str:
    row, col = divmod(cell, columns)
    return f"{chr(ord('A') + col)}{row + 1}"


@dataclass(frozen=True, order=True)
class Condition:
    """One region's condition: `what` one of CONDITIONS, `n` its number (sums only)."""

    what: str
    n: int | None = None

    def met(self, numbers: Iterable[int]) -> bool:
        """Do these numbers (all of the region's) meet it?"""
        got = list(numbers)
        if self.what == SUM:
            return sum(got) == self.n
        if self.what == LESS:
            return sum(got) < (self.n or 0)
        if self.what == MORE:
            return sum(got) > (self.n or 0)
        if self.what == EQUAL:
            return len(set(got)) <= 1
        return len(set(got)) == len(got)

    def broken(self, numbers: Iterable[int], left: int, highest: int) -> bool:
        """Can these numbers (some of the region's, `left` cells still open,
        numbers 0 to `highest`) no longer meet it, whatever the open cells take?"""
        got = list(numbers)
        total = sum(got)
        if self.what == SUM:
            return not total <= (self.n or 0) <= total + left * highest
        if self.what == LESS:
            return total >= (self.n or 0)
        if self.what == MORE:
            return total + left * highest <= (self.n or 0)
        if self.what == EQUAL:
            return len(set(got)) > 1
        return len(set(got)) < len(got) or len(got) + left > highest + 1

    def to_mapping(self) -> dict[str, Any]:
        return {self.what: self.n if self.what in NUMBERED else True}

    def __str__(self) -> str:
        """As a badge shows it: '4', '<4', '>8', '=', '≠'."""
        if self.what == SUM:
            return str(self.n)
        if self.what == LESS:
            return f"<{self.n}"
        if self.what == MORE:
            return f">{self.n}"
        return "=" if self.what == EQUAL else "≠"


@dataclass(frozen=True)
class Region:
    """A region: its letter on the board, its condition, its cells in reading order."""

    name: str
    condition: Condition
    cells: tuple[int, ...]


@dataclass(frozen=True, order=True)
class LaidDomino:
    """A domino laid on two neighbouring cells: `numbers[i]` shows on `cells[i]`,
    lower cell first (`LaidDomino.laid` writes it so)."""

    cells: tuple[int, int]
    numbers: tuple[int, int]

    @classmethod
    def laid(cls, cells: tuple[int, int], numbers: tuple[int, int]) -> LaidDomino:
        if cells[0] > cells[1]:
            return cls((cells[1], cells[0]), (numbers[1], numbers[0]))
        return cls(cells, numbers)

    @property
    def tile(self) -> Tile:
        return Tile(*self.numbers)

    def written(self) -> str:
        """The tile as laid: '6-0' when the first cell shows 6."""
        return f"{self.numbers[0]}-{self.numbers[1]}"

    def where(self, columns: int) -> str:
        """'A1-A2'."""
        return "-".join(cell_name(c, columns) for c in self.cells)

    def to_mapping(self, columns: int) -> dict[str, Any]:
        return {"tile": self.written(), "cells": [cell_name(c, columns) for c in self.cells]}


@dataclass(frozen=True)
class Position:
    """A Domino regions puzzle. `board` holds one symbol a cell of the bounding
    rectangle, row after row: a region's letter, FREE or HOLE."""

    set_size: int
    rows: int
    columns: int
    board: tuple[str, ...]
    regions: tuple[Region, ...]  # in order of their letters
    dominoes: tuple[Tile, ...]  # sorted; each once
    given: tuple[LaidDomino, ...] = ()
    header: dict[str, Any] = field(default_factory=dict, compare=False)
    # its `solution` field, read once by Kind.load (`header` keeps the mapping)
    solution: RegionsAnswer | None = field(default=None, compare=False)

    @cached_property
    def cells(self) -> tuple[int, ...]:
        """The cells that exist, in reading order."""
        return tuple(i for i, s in enumerate(self.board) if s != HOLE)

    @cached_property
    def neighbours(self) -> dict[int, tuple[int, ...]]:
        """Each cell's neighbours across an edge (cells only), in reading order."""
        out = {}
        for cell in self.cells:
            row, col = divmod(cell, self.columns)
            near = [(row - 1, col), (row, col - 1), (row, col + 1), (row + 1, col)]
            out[cell] = tuple(
                r * self.columns + c
                for r, c in near
                if 0 <= r < self.rows
                and 0 <= c < self.columns
                and self.board[r * self.columns + c] != HOLE
            )
        return out

    @cached_property
    def region_at(self) -> dict[int, Region]:
        """The region of each cell that has one."""
        return {c: r for r in self.regions for c in r.cells}

    def name(self, cell: int) -> str:
        return cell_name(cell, self.columns)

    def pairs(self) -> list[tuple[int, int]]:
        """Every two neighbouring cells, lower first, in reading order."""
        return [(a, b) for a in self.cells for b in self.neighbours[a] if a < b]

    def covers(self, dominoes: Iterable[LaidDomino]) -> bool:
        """A whole answer: every cell once, every listed domino once, each on
        two neighbouring cells, every condition met, the givens kept."""
        laid = tuple(dominoes)
        cells = sorted(c for d in laid for c in d.cells)
        if cells != list(self.cells):
            return False
        if sorted(d.tile for d in laid) != list(self.dominoes):
            return False
        if any(d.cells[1] not in self.neighbours[d.cells[0]] for d in laid):
            return False
        if not set(self.given) <= {LaidDomino.laid(d.cells, d.numbers) for d in laid}:
            return False
        shows = values(laid)
        return all(r.condition.met(shows[c] for c in r.cells) for r in self.regions)


def values(dominoes: Iterable[LaidDomino]) -> dict[int, int]:
    """The number each covered cell shows."""
    return {c: n for d in dominoes for c, n in zip(d.cells, d.numbers, strict=True)}


MET, BROKEN, OPEN = "met", "broken", "open"


def region_state(position: Position, region: Region, shows: Mapping[int, int]) -> str:
    """A region as the page shows it while dominoes are laid: MET (every cell
    covered, its condition met), BROKEN (it can no longer be met, whatever the
    open cells take), else OPEN."""
    got = [shows[c] for c in region.cells if c in shows]
    left = len(region.cells) - len(got)
    if not left:
        return MET if region.condition.met(got) else BROKEN
    return BROKEN if region.condition.broken(got, left, position.set_size) else OPEN


@dataclass(frozen=True)
class RegionsAnswer:
    """The solver's answer, or one read from a puzzle's `solution` (fields left
    out are None). `dominoes` sorted by their cells."""

    kind: str
    status: Status | None
    unique: bool | None
    seconds: float | None
    dominoes: tuple[LaidDomino, ...] | None = None
    columns: int = field(default=0, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "status", read_status(self.status))

    def to_mapping(self) -> dict[str, Any]:
        out = answer_head(self.kind, self.status, self.unique, self.seconds)
        out["dominoes"] = (
            None if self.dominoes is None else [d.to_mapping(self.columns) for d in self.dominoes]
        )
        return out


def answer(position: Position, status, unique, seconds, dominoes=None) -> RegionsAnswer:
    laid = (
        None
        if dominoes is None
        else tuple(sorted(LaidDomino.laid(d.cells, d.numbers) for d in dominoes))
    )
    return RegionsAnswer(KIND, status, unique, seconds, laid, position.columns)


# -- reading -----------------------------------------------------------------------
def load(data: Mapping[str, Any]) -> Position:
    data = fields.require_mapping(data)
    fields.reject_unknown(data, _FIELDS)
    n = fields.field(data, "set", fields.integer, 6)
    if not MIN_SET <= n <= MAX_SET:
        raise BadInput(f"pips run from 0 to N, N from {MIN_SET} to {MAX_SET}, not {n}", "set")
    rows, columns, board = fields.field(data, "board", _board)
    letters = sorted({s for s in board if s not in (HOLE, FREE)})
    conditions = fields.field(data, "regions", lambda v: _regions(v, letters), {})
    if letters and not conditions:
        raise BadInput.said("missing", "regions")
    regions = tuple(
        Region(x, conditions[x], tuple(i for i, s in enumerate(board) if s == x)) for x in letters
    )
    for region in regions:
        if region.condition.what == UNEQUAL and len(region.cells) > n + 1:
            raise BadInput(
                f"region {region.name} has {len(region.cells)} cells: all different needs "
                f"as many numbers, and the set has {n + 1} (0 to {n})",
                f"regions.{region.name}",
            )
    cells = sum(1 for s in board if s != HOLE)
    tiles = fields.field(data, "dominoes", lambda v: _tiles(v, n))
    if 2 * len(tiles) != cells:
        raise BadInput(
            f"{len(tiles)} dominoes cover {2 * len(tiles)} cells, but the board has {cells}",
            "dominoes",
        )
    position = Position(n, rows, columns, board, regions, tiles)
    lonely = [c for c in position.cells if not position.neighbours[c]]
    if lonely:
        raise BadInput(
            f"cell {position.name(lonely[0])} has no neighbour to share a domino", "board"
        )
    given = fields.field(data, "given", lambda v: _given(v, position), ())
    return Position(n, rows, columns, board, regions, tiles, given, fields.common(data))


def _board(value: object) -> tuple[int, int, tuple[str, ...]]:
    if not isinstance(value, str):
        raise BadInput(f"must be rows of symbols (a letter, '.' or '#'), not {shown(value)}")
    lines = [line.split() for line in value.strip().splitlines() if line.strip()]
    if not lines:
        raise BadInput("has no rows")
    if len(lines) > MAX_ROWS:
        raise BadInput(f"has {len(lines)} rows: at most {MAX_ROWS}")
    columns = len(lines[0])
    if columns > MAX_COLUMNS:
        raise BadInput(f"has {columns} columns: at most {MAX_COLUMNS} (A to Z)")
    out: list[str] = []
    for r, line in enumerate(lines):
        if len(line) != columns:
            raise BadInput(
                f"row {r + 1} has {len(line)} symbols, row 1 has {columns}: "
                "write '#' where there is no cell"
            )
        for c, symbol in enumerate(line):
            if symbol not in (HOLE, FREE) and not _REGION.fullmatch(symbol):
                raise BadInput(
                    f"{cell_name(r * columns + c, columns)} is {shown(symbol)}: a cell is a "
                    "region's letter or '.', a hole '#'"
                )
            out.append(symbol)
    if all(s == HOLE for s in out):
        raise BadInput("has no cells")
    return len(lines), columns, tuple(out)


def _regions(value: object, letters: list[str]) -> dict[str, Condition]:
    data = fields.require_mapping(value)
    out: dict[str, Condition] = {}
    for key in data:
        if key not in letters:
            raise BadInput(
                f"region {shown(key)} has no cell on the board"
                + (f" (its regions: {', '.join(letters)})" if letters else ""),
                str(key),
            )
        out[key] = fields.field(data, key, _condition)
    for letter in letters:
        if letter not in out:
            raise BadInput(f"region {letter} is on the board but has no condition here")
    return out


def _condition(value: object) -> Condition:
    data = fields.require_mapping(value, "a condition")
    if len(data) != 1:
        raise BadInput(f"holds {len(data)} conditions: exactly one of {', '.join(CONDITIONS)}")
    (what,) = data
    if what not in CONDITIONS:
        raise BadInput(f"{shown(what)} is no condition: one of {', '.join(CONDITIONS)}")
    if what in NUMBERED:
        n = fields.field(data, what, fields.integer)
        if n < 0 or (what == LESS and n == 0):
            raise BadInput(f"{what}: {n} can never be met", what)
        return Condition(what, n)
    if fields.field(data, what, fields.boolean) is not True:
        raise BadInput(f"is written '{what}: true'", what)
    return Condition(what)


def _tiles(value: object, n: int) -> tuple[Tile, ...]:
    tiles = fields.items(value, lambda v: Tile(*halves(v, n)), MAX_DOMINOES)
    seen: dict[Tile, int] = {}
    for i, tile in enumerate(tiles):
        if tile in seen:
            raise BadInput(
                f"{tile} is listed twice (also [{seen[tile]}]): a set holds it once", f"[{i}]"
            )
        seen[tile] = i
    if not tiles:
        raise BadInput("lists no domino")
    return tuple(sorted(tiles))


def parse_cell(text: object, position: Position) -> int:
    match = _CELL.fullmatch(text) if isinstance(text, str) else None
    if not match:
        raise BadInput(f"{shown(text)} is not a cell like 'C2'")
    col, row = ord(match[1].upper()) - ord("A"), int(match[2]) - 1
    if not (0 <= col < position.columns and 0 <= row < position.rows):
        raise BadInput(
            f"cell {shown(text)} is off the board of {position.rows} rows "
            f"and {position.columns} columns"
        )
    cell = row * position.columns + col
    if position.board[cell] == HOLE:
        raise BadInput(f"{position.name(cell)} is a hole, no cell")
    return cell


def _given(value: object, position: Position) -> tuple[LaidDomino, ...]:
    laid = fields.items(value, lambda v: _domino(v, position), len(position.dominoes))
    tiles: dict[Tile, int] = {}
    cells: dict[int, int] = {}
    for i, domino in enumerate(laid):
        if domino.tile in tiles:
            raise BadInput(f"{domino.tile} is given twice (also [{tiles[domino.tile]}])", f"[{i}]")
        for cell in domino.cells:
            if cell in cells:
                raise BadInput(
                    f"{position.name(cell)} is covered by [{cells[cell]}] already", f"[{i}].cells"
                )
            cells[cell] = i
        tiles[domino.tile] = i
    return tuple(sorted(laid))


def _domino(value: object, position: Position) -> LaidDomino:
    data = fields.require_mapping(value, "a domino")
    fields.reject_unknown(data, ("tile", "cells"))
    a, b = fields.field(data, "tile", lambda v: halves(v, position.set_size))
    if Tile(a, b) not in position.dominoes:
        raise BadInput(f"{Tile(a, b)} is not one of the puzzle's dominoes", "tile")
    x, y = fields.field(data, "cells", lambda v: _cells(v, position))
    if y not in position.neighbours[x]:
        raise BadInput(f"{position.name(x)} and {position.name(y)} do not share an edge", "cells")
    return LaidDomino.laid((x, y), (a, b))


def _cells(value: object, position: Position) -> tuple[int, int]:
    cells = fields.items(value, lambda v: parse_cell(v, position), 2)
    if len(cells) != 2:
        raise BadInput(f"a domino covers two cells, not {len(cells)}")
    return cells[0], cells[1]


def board_text(position: Position) -> str:
    rows = [
        position.board[r * position.columns : (r + 1) * position.columns]
        for r in range(position.rows)
    ]
    return "\n".join(" ".join(row) for row in rows) + "\n"


def dump(position: Position) -> dict[str, Any]:
    header = position.header
    data: dict[str, Any] = {"kind": KIND}
    data.update({k: header[k] for k in ("id", "title", "difficulty") if k in header})
    data["set"] = position.set_size
    data["board"] = board_text(position)
    data["regions"] = {r.name: r.condition.to_mapping() for r in position.regions}
    data["dominoes"] = [str(t) for t in position.dominoes]
    if position.given:
        data["given"] = [d.to_mapping(position.columns) for d in position.given]
    data.update({k: header[k] for k in ("meta", "solution") if k in header})
    return data


def load_answer(data: Mapping[str, Any], position: Position) -> RegionsAnswer:
    """An answer as `solve --format json` prints it, or a puzzle's `solution`:
    dominoes of the puzzle, each on two neighbouring cells, no cell covered
    twice, no domino twice. Whether it is a whole answer is for `check` to say."""
    got = fields.solution(
        data,
        KIND,
        {
            "dominoes": lambda v: fields.items(
                v, lambda d: _domino(d, position), len(position.dominoes)
            )
        },
    )
    laid = got["dominoes"]
    if laid is not None:
        seen: set[int] = set()
        tiles: set[Tile] = set()
        for i, domino in enumerate(laid):
            if seen & set(domino.cells):
                raise BadInput("covers a cell twice", f"dominoes[{i}]")
            if domino.tile in tiles:
                raise BadInput(f"lays {domino.tile} twice", f"dominoes[{i}]")
            seen |= set(domino.cells)
            tiles.add(domino.tile)
    return answer(position, got["status"], got["unique"], got["seconds"], laid)


def solves(position: Position, answer: RegionsAnswer) -> bool:
    return answer.dominoes is not None and position.covers(answer.dominoes)


def aligned(embedded: RegionsAnswer, found: RegionsAnswer) -> RegionsAnswer:
    """One answer has one writing here (LaidDomino.laid): `embedded` as it is."""
    return embedded


# -- text for people -----------------------------------------------------------------
def draw_text(position: Position, dominoes: Iterable[LaidDomino] = ()) -> str:
    """The board under its column letters, rows numbered: each cell its region's
    letter ('.' none, blank a hole); with dominoes, the numbers they show and a
    wall (| or -) between two cells that are not one domino."""
    laid = tuple(dominoes)
    shows = values(laid)
    joined = {frozenset(d.cells) for d in laid}
    cols = position.columns

    def symbol(i: int) -> str:
        if position.board[i] == HOLE:
            return " "
        return str(shows[i]) if laid and i in shows else position.board[i]

    lines = ["   " + " ".join(chr(65 + c) for c in range(cols))]
    for r in range(position.rows):
        cells = range(r * cols, (r + 1) * cols)
        if not laid:
            lines.append(f"{r + 1:>2} " + " ".join(symbol(i) for i in cells))
            continue
        edge = []
        for i in cells:
            above = i - cols
            hole = position.board[i] == HOLE and (r == 0 or position.board[above] == HOLE)
            edge.append(" " if hole or (r and frozenset((above, i)) in joined) else "-")
        lines.append("  +" + "+".join(edge) + "+")
        row = ""
        for k, i in enumerate(cells):
            right = i + 1
            open_ = k + 1 < cols and (
                frozenset((i, right)) in joined
                or (position.board[i] == HOLE and position.board[right] == HOLE)
            )
            row += symbol(i) + (" " if open_ else "|")
        first = "|" if position.board[r * cols] != HOLE else " "
        lines.append(f"{r + 1:>2}{first}" + row)
    if laid:
        last = range((position.rows - 1) * cols, position.rows * cols)
        lines.append(
            "  +" + "+".join(" " if position.board[i] == HOLE else "-" for i in last) + "+"
        )
    return "\n".join(line.rstrip() for line in lines)


# The kind's own words of its answer as text (`solve`), in every language; the
# words all kinds share are puzzles/command_words.py's.
TEXT = i18n.table("answer.regions")


def describe(position: Position, answer: RegionsAnswer, words: Words = ENGLISH) -> str:
    """The answer for people, in `words`' language: the board with its numbers and walls,
    the dominoes listed as laid."""
    own = TEXT[words.lang]
    head = fields.headline(KIND, answer.status, answer.unique, answer.seconds, words)
    if answer.dominoes is None:
        return head + "\n" + own["none"]
    body = draw_text(position, answer.dominoes)
    cols = position.columns
    listed = ", ".join(
        own["at"].format(tile=d.written(), cells=d.where(cols)) for d in answer.dominoes
    )
    return "\n".join([head, body, "", own["dominoes"].format(dominoes=listed)])


def summary(answer: RegionsAnswer, words: Words = ENGLISH) -> str:
    """A few words for `check`, in the reader's words."""
    status = fields.status_text(answer.status, words)
    if answer.dominoes is None:
        return status
    return i18n.nformat(words.lang, "answer.regions.summary", len(answer.dominoes), status=status)


def counts(tiles: Iterable[Tile]) -> Counter[int]:
    """How many halves of each number the dominoes hold."""
    out: Counter[int] = Counter()
    for t in tiles:
        out[t.a] += 1
        out[t.b] += 1
    return out
