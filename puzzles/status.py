"""How far a solve got: the `status` of every answer (docs/formats.md).

A `str` enum, so that answers compare with and print as the plain words.
"""

from __future__ import annotations

from enum import StrEnum


class Status(StrEnum):
    OPTIMAL = "optimal"  # the best answer, proven
    FEASIBLE = "feasible"  # an answer; time ran out before it was proven best
    INFEASIBLE = "infeasible"  # no answer exists
    UNKNOWN = "unknown"  # time ran out before any answer
