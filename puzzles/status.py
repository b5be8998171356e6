"""How far a solve got: the `status` of every answer (docs/formats.md).

A `str` enum, so that answers compare with and print as the plain words.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Status(StrEnum):
    OPTIMAL = "optimal"  # the best answer, proven
    FEASIBLE = "feasible"  # an answer; time ran out before it was proven best
    INFEASIBLE = "infeasible"  # no answer exists
    UNKNOWN = "unknown"  # time ran out before any answer


def read(value: str | None) -> Status | None:
    """`value` as a Status; None where an answer does not say (a puzzle's
    `solution` may leave its status out)."""
    return None if value is None else Status(value)


@dataclass(frozen=True)
class AnswerHead:
    """What an answer says first (the line `fields.headline` prints): how far
    the solve got, whether its answer is the only one, the seconds it took.
    An answer read from a puzzle's `solution` may leave any out (None)."""

    status: Status | None
    unique: bool | None
    seconds: float | None

    def __post_init__(self) -> None:
        object.__setattr__(self, "status", read(self.status))


def head(kind: str, status: Status | None, unique: bool | None, seconds: float | None):
    """The fields every answer begins with in `solve --format json`."""
    return {
        "kind": kind,
        "status": None if status is None else status.value,
        "unique": unique,
        "seconds": None if seconds is None else round(seconds, 3),
    }
