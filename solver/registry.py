"""Every puzzle kind, registered once by name; commands use only this table."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import puzzles.florentine
import solver.florentine
from puzzles.errors import BadInput
from solver.limits import Limits


@dataclass(frozen=True)
class Kind:
    name: str
    load: Callable[[Mapping[str, Any]], Any]  # mapping -> puzzle, BadInput naming the field
    dump: Callable[[Any], dict[str, Any]]  # the exact inverse of load
    solve: Callable[[Any, Limits], Any]  # puzzle -> answer with to_mapping()
    describe: Callable[[Any, Any], str]  # puzzle, answer -> text for people
    summary: Callable[[Any], str]  # answer -> a few words for `check`
    answer_fields: tuple[str, ...]  # the solve fields that define "the same answer"


KINDS: dict[str, Kind] = {
    k.name: k
    for k in [
        Kind(
            "florentine",
            puzzles.florentine.load,
            puzzles.florentine.dump,
            solver.florentine.solve,
            puzzles.florentine.describe,
            puzzles.florentine.summary,
            ("score", "cards_placed", "unique", "board"),
        ),
    ]
}


def kind_of(data: object) -> Kind:
    if not isinstance(data, Mapping):
        raise BadInput(f"a puzzle must be a mapping of fields, not {type(data).__name__}")
    name = data.get("kind")
    if name is None:
        raise BadInput(f"missing (one of: {', '.join(KINDS)})", "kind")
    if name not in KINDS:
        raise BadInput(f"unknown kind {name!r} (one of: {', '.join(KINDS)})", "kind")
    return KINDS[name]


def load(data: object) -> tuple[Kind, Any]:
    kind = kind_of(data)
    return kind, kind.load(data)
