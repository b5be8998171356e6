"""The `dominosa` puzzle kind: split a grid of numbers into a whole domino set
(docs/rules.md "Dominosa").

A double-N grid has N+1 rows of N+2 numbers; the answer lays every domino of
the set once, each on two cells that share an edge and show its numbers.
Cells are named as on the Florentine board: column letter, row number, A1 top
left. Inside, a cell is its index `row * columns + col`; a domino lies on a
pair of cells, written with the cell of its lower number first.

It lives with the domino family because it is played with the double-N set
of puzzles/dominoes/tiles.py; it shares nothing with the line kinds.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from puzzles import fields, i18n
from puzzles.dominoes.tiles import Tile, double_set, halves
from puzzles.errors import BadInput, shown
from puzzles.status import Status
from puzzles.status import head as answer_head
from puzzles.status import read as read_status
from puzzles.words import ENGLISH, Words

KIND = "dominosa"
ANSWER_FIELDS = ("dominoes", "unique")
_FIELDS = (*fields.COMMON_FIELDS, "set", "grid", "given")
MIN_SET, MAX_SET = 1, 12
_CELL = re.compile(r"\s*([A-Za-z])([0-9]{1,2})\s*")


def shape(n: int) -> tuple[int, int]:
    """(rows, columns) of the double-`n` grid."""
    return n + 1, n + 2


def cell_name(cell: int, columns: int) -> str:
    row, col = divmod(cell, columns)
    return f"{chr(ord('A') + col)}{row + 1}"


def parse_cell(text: object, rows: int, columns: int) -> int:
    match = _CELL.fullmatch(text) if isinstance(text, str) else None
    if not match:
        raise BadInput(f"{shown(text)} is not a cell like 'C2'")
    col, row = ord(match[1].upper()) - ord("A"), int(match[2]) - 1
    if not (0 <= col < columns and 0 <= row < rows):
        raise BadInput(f"cell {shown(text)} is off the grid of {rows} rows and {columns} columns")
    return row * columns + col


@cache
def neighbours(rows: int, columns: int) -> tuple[tuple[int, ...], ...]:
    """Each cell's neighbours across an edge, in reading order."""
    out = []
    for cell in range(rows * columns):
        row, col = divmod(cell, columns)
        near = [(row - 1, col), (row, col - 1), (row, col + 1), (row + 1, col)]
        out.append(tuple(r * columns + c for r, c in near if 0 <= r < rows and 0 <= c < columns))
    return tuple(out)


@dataclass(frozen=True, order=True)
class Domino:
    """A domino laid on two neighbouring cells: `cells[0]` shows `tile.a`."""

    tile: Tile
    cells: tuple[int, int]

    def where(self, columns: int) -> str:
        """'C2-D2'."""
        return "-".join(cell_name(c, columns) for c in self.cells)

    def words(self, columns: int) -> str:
        """'3-5 at C2-D2'."""
        return f"{self.tile} at {self.where(columns)}"

    def to_mapping(self, columns: int) -> dict[str, Any]:
        return {"tile": str(self.tile), "cells": [cell_name(c, columns) for c in self.cells]}


@dataclass(frozen=True)
class Position:
    set_size: int
    grid: tuple[int, ...]  # the numbers, row after row
    given: tuple[Domino, ...] = ()
    header: dict[str, Any] = field(default_factory=dict, compare=False)
    # its `solution` field, read once by Kind.load (`header` keeps the mapping)
    solution: DominosaAnswer | None = field(default=None, compare=False)

    @property
    def rows(self) -> int:
        return self.set_size + 1

    @property
    def columns(self) -> int:
        return self.set_size + 2

    def name(self, cell: int) -> str:
        return cell_name(cell, self.columns)

    def laid(self, a: int, b: int) -> Domino:
        """The domino that two neighbouring cells make, its lower number first."""
        x, y = self.grid[a], self.grid[b]
        if x > y or (x == y and a > b):
            a, b = b, a
        return Domino(Tile(self.grid[a], self.grid[b]), (a, b))

    def places(self) -> list[Domino]:
        """Every pair of neighbouring cells, as the domino it would hold."""
        near = neighbours(self.rows, self.columns)
        return [self.laid(a, b) for a in range(len(self.grid)) for b in near[a] if a < b]

    def covers(self, dominoes: tuple[Domino, ...]) -> bool:
        """A whole answer: every cell once, every domino of the set once, the givens kept."""
        cells = [c for d in dominoes for c in d.cells]
        return (
            sorted(cells) == list(range(len(self.grid)))
            and sorted(d.tile for d in dominoes) == list(double_set(self.set_size))
            and all(d == self.laid(*d.cells) for d in dominoes)
            and set(self.given) <= set(dominoes)
        )


@dataclass(frozen=True)
class DominosaAnswer:
    """The solver's answer, or one read from a puzzle's `solution` (fields left
    out are None). `dominoes` in set order; `count` the coverings found, at most 2."""

    kind: str
    status: Status | None
    unique: bool | None
    seconds: float | None
    dominoes: tuple[Domino, ...] | None = None
    columns: int = field(default=0, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "status", read_status(self.status))

    def to_mapping(self) -> dict[str, Any]:
        out = answer_head(self.kind, self.status, self.unique, self.seconds)
        out["dominoes"] = (
            None if self.dominoes is None else [d.to_mapping(self.columns) for d in self.dominoes]
        )
        return out


def answer(position: Position, status, unique, seconds, dominoes=None) -> DominosaAnswer:
    laid = None if dominoes is None else tuple(sorted(dominoes))
    return DominosaAnswer(KIND, status, unique, seconds, laid, position.columns)


# -- reading -----------------------------------------------------------------------
def load(data: Mapping[str, Any]) -> Position:
    data = fields.require_mapping(data)
    fields.reject_unknown(data, _FIELDS)
    n = fields.field(data, "set", fields.integer, 6)
    if not MIN_SET <= n <= MAX_SET:
        raise BadInput(f"a Dominosa set is double-{MIN_SET} to double-{MAX_SET}, not {n}", "set")
    grid = fields.field(data, "grid", lambda v: _grid(v, n))
    position = Position(n, grid)
    given = fields.field(data, "given", lambda v: _given(v, position), ())
    return Position(n, grid, given, fields.common(data))


def _grid(value: object, n: int) -> tuple[int, ...]:
    rows, columns = shape(n)
    if isinstance(value, str):
        lines = [line.split() for line in value.strip().splitlines() if line.strip()]
    elif isinstance(value, list | tuple):
        lines = [r.split() if isinstance(r, str) else r for r in value]
    else:
        raise BadInput(f"must be rows of numbers, not {shown(value)}")
    if len(lines) != rows:
        raise BadInput(
            f"has {len(lines)} rows: a double-{n} grid has {rows} rows of {columns} numbers"
        )
    out: list[int] = []
    for r, line in enumerate(lines):
        if not isinstance(line, list | tuple) or len(line) != columns:
            size = len(line) if isinstance(line, list | tuple) else shown(line)
            raise BadInput(
                f"row {r + 1} has {size} numbers: a double-{n} grid has {columns} in each row"
            )
        for c, word in enumerate(line):
            name = cell_name(r * columns + c, columns)
            number = _number(word)
            if number is None or not 0 <= number <= n:
                what = shown(word) if number is None else number
                raise BadInput(f"shows {what}: a double-{n} grid holds numbers 0 to {n}", name)
            out.append(number)
    count = Counter(out)
    for x in range(n + 1):
        if count[x] != n + 2:
            raise BadInput(
                f"{x} shows {count[x]} times: in a double-{n} grid every number shows "
                f"{n + 2} times (once in each domino that has it, twice in its double)"
            )
    return tuple(out)


def _number(word: object) -> int | None:
    if isinstance(word, bool):
        return None
    if isinstance(word, int):
        return word
    if isinstance(word, str) and word.isascii() and word.isdigit() and len(word) <= 3:
        return int(word)
    return None


def _given(value: object, position: Position) -> tuple[Domino, ...]:
    most = len(double_set(position.set_size))
    laid = fields.items(value, lambda v: _domino(v, position), most)
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


def _domino(value: object, position: Position) -> Domino:
    data = fields.require_mapping(value, "a given domino")
    fields.reject_unknown(data, ("tile", "cells"))
    a, b = fields.field(data, "tile", lambda v: halves(v, position.set_size))
    cells = fields.field(data, "cells", lambda v: _cells(v, position))
    near = neighbours(position.rows, position.columns)
    x, y = cells
    if y not in near[x]:
        raise BadInput(f"{position.name(x)} and {position.name(y)} do not share an edge", "cells")
    laid = position.laid(x, y)
    if laid.tile != Tile(a, b):
        raise BadInput(
            f"{Tile(a, b)} cannot lie at {position.name(x)}-{position.name(y)}, "
            f"which show {position.grid[x]} and {position.grid[y]}",
            "tile",
        )
    return laid


def _cells(value: object, position: Position) -> tuple[int, int]:
    cells = fields.items(value, lambda v: parse_cell(v, position.rows, position.columns), 2)
    if len(cells) != 2:
        raise BadInput(f"a domino covers two cells, not {len(cells)}")
    return cells[0], cells[1]


def grid_text(position: Position) -> str:
    width = len(str(position.set_size))
    cols = position.columns
    rows = [position.grid[r * cols : (r + 1) * cols] for r in range(position.rows)]
    return "\n".join(" ".join(f"{x:>{width}}" for x in row) for row in rows) + "\n"


def dump(position: Position) -> dict[str, Any]:
    header = position.header
    data: dict[str, Any] = {"kind": KIND}
    data.update({k: header[k] for k in ("id", "title", "difficulty") if k in header})
    data["set"] = position.set_size
    data["grid"] = grid_text(position)
    if position.given:
        data["given"] = [d.to_mapping(position.columns) for d in position.given]
    data.update({k: header[k] for k in ("meta", "solution") if k in header})
    return data


def load_answer(data: Mapping[str, Any], position: Position) -> DominosaAnswer:
    """An answer as `solve --format json` prints it, or a puzzle's `solution`:
    dominoes each on two neighbouring cells that show its numbers, no cell
    covered twice. Whether it covers the grid is for `check` to say."""
    most = len(double_set(position.set_size))
    got = fields.solution(
        data,
        KIND,
        {"dominoes": lambda v: fields.items(v, lambda d: _domino(d, position), most)},
    )
    laid = got["dominoes"]
    if laid is not None:
        seen: set[int] = set()
        for i, domino in enumerate(laid):
            if seen & set(domino.cells):
                raise BadInput("covers a cell twice", f"dominoes[{i}]")
            seen |= set(domino.cells)
    return answer(position, got["status"], got["unique"], got["seconds"], laid)


def solves(position: Position, answer: DominosaAnswer) -> bool:
    return answer.dominoes is not None and position.covers(answer.dominoes)


def aligned(embedded: DominosaAnswer, found: DominosaAnswer) -> DominosaAnswer:
    """One answer has one writing here: `embedded` as it is (for Kind.differences)."""
    return embedded


# -- text for people -----------------------------------------------------------------
def draw_text(position: Position, dominoes: tuple[Domino, ...] = ()) -> str:
    """The grid under its column letters, rows numbered; with dominoes, a wall
    (| or -) between two cells that are not one domino."""
    cols, w = position.columns, len(str(position.set_size))
    joined = {frozenset(d.cells) for d in dominoes}
    lead = " " * (w + 1)
    lines = [lead + " " + " ".join(f"{chr(65 + c):>{w}}" for c in range(cols))]
    for r in range(position.rows):
        cells = range(r * cols, (r + 1) * cols)
        numbers = [f"{position.grid[i]:>{w}}" for i in cells]
        if not dominoes:
            lines.append(f"{r + 1:>{w}}  " + " ".join(numbers))
            continue
        edge = [" " * w if r and frozenset((i - cols, i)) in joined else "-" * w for i in cells]
        lines.append(lead + "+" + "+".join(edge) + "+")
        row = "".join(
            numbers[k] + (" " if k + 1 < cols and frozenset((i, i + 1)) in joined else "|")
            for k, i in enumerate(cells)
        )
        lines.append(f"{r + 1:>{w}} |" + row)
    if dominoes:
        lines.append(lead + "+" + "+".join("-" * w for _ in range(cols)) + "+")
    return "\n".join(lines)


# The kind's own words of its answer as text (`solve`), in every language; the
# words all kinds share are puzzles/command_words.py's.
TEXT = i18n.table("answer.dominosa")


def describe(position: Position, answer: DominosaAnswer, words: Words = ENGLISH) -> str:
    """The answer for people, in `words`' language: the grid with its walls, the dominoes listed."""
    own = TEXT[words.lang]
    head = fields.headline(KIND, answer.status, answer.unique, answer.seconds, words)
    if answer.dominoes is None:
        return head + "\n" + own["none"]
    body = draw_text(position, answer.dominoes)
    cols = position.columns
    listed = ", ".join(own["at"].format(tile=d.tile, cells=d.where(cols)) for d in answer.dominoes)
    return "\n".join([head, body, "", own["dominoes"].format(dominoes=listed)])


def summary(answer: DominosaAnswer, words: Words = ENGLISH) -> str:
    """A few words for `check`, in `words`' language."""
    status = fields.status_text(answer.status, words)
    if answer.dominoes is None:
        return status
    return i18n.nformat(words.lang, "answer.dominosa.summary", len(answer.dominoes), status=status)
