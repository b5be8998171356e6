"""What the line-puzzle kinds (`blocked`, `chain`) share: fields, answers, text."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from puzzles import fields
from puzzles.dominoes.line import Line
from puzzles.dominoes.tiles import MAX_SET, Rules, Tile, double_set
from puzzles.errors import BadInput
from puzzles.status import Status
from puzzles.status import head as answer_head
from puzzles.status import read as read_status
from puzzles.words import ENGLISH, Words


def set_size(data: Mapping[str, Any]) -> int:
    n = fields.field(data, "set", fields.integer, 6)
    if not 0 <= n <= MAX_SET:
        raise BadInput(f"a set is double-0 to double-{MAX_SET}, not {n}", "set")
    return n


def game(data: Mapping[str, Any]) -> Rules:
    try:
        return Rules.parse(data.get("rules", Rules.BLOCK))
    except BadInput as error:
        raise error.at("rules") from None


def tile_list(value: object, n: int) -> tuple[Tile, ...]:
    """A list of distinct tiles of the double-`n` set."""
    tiles = fields.items(value, lambda v: Tile.parse(v, n), len(double_set(n)))
    seen: set[Tile] = set()
    for i, tile in enumerate(tiles):
        if tile in seen:
            raise BadInput(f"tile {tile} is given twice", f"[{i}]")
        seen.add(tile)
    return tiles


def line(data: Mapping[str, Any], n: int) -> Line:
    return fields.field(data, "line", lambda v: Line.parse(v, n), Line())


def extends(line: Line, given: Line) -> bool:
    """Does `line` hold `given` as one run of tiles, either way round?"""
    return line.find(given) is not None or line.find(given.reversed()) is not None


@dataclass(frozen=True)
class LineAnswer:
    """The solver's answer, or one read from a puzzle's `solution`, which may
    leave out any field (None)."""

    kind: str
    status: Status | None
    unique: bool | None
    seconds: float | None
    line: Line | None = None
    tiles_laid: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "status", read_status(self.status))

    def to_mapping(self) -> dict[str, Any]:
        out = {
            **answer_head(self.kind, self.status, self.unique, self.seconds),
            "line": str(self.line) if self.line is not None else None,
            "tiles_laid": self.tiles_laid,
        }
        out.update(self.extra)
        return out


def load_answer(data: Mapping[str, Any], kind: str, n: int, most: int, **own) -> LineAnswer:
    """A line kind's answer as `solve --format json` prints it, or a puzzle's
    `solution`: its line of the double-`n` set, at most `most` tiles laid, and
    the kind's `own` fields (into `extra` when given); see fields.solution."""
    parsers = {"line": lambda v: Line.parse(v, n), "tiles_laid": fields.count, **own}
    got = fields.solution(data, kind, parsers)
    laid = got["tiles_laid"]
    if (laid or 0) > most:  # whether it is the right count is for `check` to say
        raise BadInput(f"is {laid}: there are only {most} tile(s) to lay", "tiles_laid")
    extra = {name: got[name] for name in own if got[name] is not None}
    return LineAnswer(
        kind, got["status"], got["unique"], got["seconds"], got["line"], got["tiles_laid"], extra
    )


def summary(answer: LineAnswer, words: Words = ENGLISH) -> str:
    """A few words for `check`, in `words`' language: "optimal, 7 tiles laid"."""
    from puzzles.drawing.words import count

    status = fields.status_text(answer.status, words)
    if answer.line is None:
        return status
    n = answer.tiles_laid
    tiles = str(n) if n is None else count(words, n, "tile")
    return words("command.tiles_summary", status=status, tiles=tiles)


def describe(answer: LineAnswer, said: str = "", start: str = "", words: Words = ENGLISH) -> str:
    """The answer for people, in `words`' language: the start (what the puzzle gives), then
    the line the answer lays, drawn and written (the words puzzles/command_words.py's)."""
    head = fields.headline(answer.kind, answer.status, answer.unique, answer.seconds, words)
    given = [words("command.start"), start, ""] if start else []
    if answer.line is None:
        return "\n".join([head, *given, words("command.no_line")])
    out = [head, *given, words("command.answer"), answer.line.draw(), ""]
    out.append(words("command.line", line=answer.line))
    out.append(words("command.tiles_laid", n=answer.tiles_laid))
    if said:
        out.append(said)
    return "\n".join(out)


def aligned(embedded: LineAnswer, found: LineAnswer) -> LineAnswer:
    """`embedded` with its line read as `found` reads it, when it is the same
    line: a line and its reverse are one line (for Kind.differences)."""
    if embedded.line is not None and found.line is not None and embedded.line.same_as(found.line):
        return replace(embedded, line=found.line)
    return embedded
