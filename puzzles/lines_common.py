"""What the line-puzzle kinds (`blocked`, `chain`) share: fields, answers, text."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from puzzles import fields
from puzzles.dominoes import MAX_SET, Game, Tile, double_set
from puzzles.errors import BadInput, shown
from puzzles.line import Line
from puzzles.status import Status


def set_size(data: Mapping[str, Any]) -> int:
    n = fields.field(data, "set", fields.integer, 6)
    if not 0 <= n <= MAX_SET:
        raise BadInput(f"a set is double-0 to double-{MAX_SET}, not {n}", "set")
    return n


def game(data: Mapping[str, Any]) -> Game:
    try:
        return Game.parse(data.get("rules", Game.BLOCK))
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


def solution(data: Mapping[str, Any], kind: str, n: int, **own) -> dict[str, Any]:
    """The fields of an embedded line-puzzle `solution`, parsed; see fields.solution."""
    parsers = {"line": lambda v: Line.parse(v, n), "tiles_laid": fields.count, **own}
    return fields.solution(data, kind, parsers)


def check_laid(got: Mapping[str, Any], most: int) -> None:
    """`tiles_laid` is at most the tiles there are; whether it is right is for `check`."""
    if (got["tiles_laid"] or 0) > most:
        raise BadInput(
            f"is {got['tiles_laid']}: there are only {most} tile(s) to lay", "tiles_laid"
        )


def extends(line: Line, given: Line) -> bool:
    """Does `line` hold `given` as one run of tiles, either way round?"""
    n = len(given)
    runs = {line.laid[i : i + n] for i in range(len(line) - n + 1)}
    return not n or given.laid in runs or given.reversed().laid in runs


@dataclass(frozen=True)
class LineAnswer:
    kind: str
    status: Status
    unique: bool | None
    seconds: float
    line: Line | None = None
    tiles_laid: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "status", Status(self.status))

    def to_mapping(self) -> dict[str, Any]:
        out = {
            "kind": self.kind,
            "status": self.status.value,
            "unique": self.unique,
            "seconds": round(self.seconds, 3),
            "line": str(self.line) if self.line is not None else None,
            "tiles_laid": self.tiles_laid,
        }
        out.update(self.extra)
        return out


def summary(answer: LineAnswer) -> str:
    if answer.line is None:
        return answer.status
    tiles = "1 tile" if answer.tiles_laid == 1 else f"{answer.tiles_laid} tiles"
    return f"{answer.status}, {tiles} laid"


def describe(answer: LineAnswer, words: str = "") -> str:
    head = fields.verdict(answer.kind, answer.status, answer.unique, answer.seconds)
    if answer.line is None:
        return head + "\nno line found"
    out = [head, answer.line.draw(), "", f"line: {answer.line}", f"tiles laid: {answer.tiles_laid}"]
    if words:
        out.append(words)
    return "\n".join(out)


def differences(embedded: Mapping[str, Any], found: Mapping[str, Any], keys) -> list[str]:
    """How a re-solve disagrees with an embedded solution; lines up to reversal."""
    out = []
    for key in keys:
        if key not in embedded:
            continue
        want, got = embedded[key], found.get(key)
        if key == "line" and want is not None and got is not None:
            same = Line.parse(want).same_as(Line.parse(got))
        else:
            same = want == got
        if not same:
            out.append(f"solution.{key} is {shown(want)}, solving gives {shown(got)}")
    return out
