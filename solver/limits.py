"""How long and how a solve may run, and the CP-SAT solvers that follow from it."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from puzzles.status import Status

if TYPE_CHECKING:
    from ortools.sat.python import cp_model


@dataclass(frozen=True)
class Limits:
    """`time_limit` in wall-clock seconds for the whole answer (None: no limit).

    Without a time limit the search is deterministic: one worker, a fixed
    seed, so the same input gives the same answer byte for byte (docs/development.md).
    """

    time_limit: float | None = None
    workers: int = 1
    seed: int = 0
    # A budget in CP-SAT's deterministic time (about seconds of work, the same
    # on every machine): what a generator gives a candidate, so that dropping
    # an undecided one never depends on the machine.
    deterministic_time: float | None = None


class OutOfTime(Exception):
    """The time limit ran out before the solver could start (status unknown)."""


class Clock:
    """Hands out what is left of a time limit to the solves of one answer."""

    def __init__(self, limits: Limits):
        self.limits = limits
        self.start = time.perf_counter()

    def elapsed(self) -> float:
        return time.perf_counter() - self.start

    def left(self) -> float | None:
        if self.limits.time_limit is None:
            return None
        return max(0.0, self.limits.time_limit - self.elapsed())

    def check(self) -> None:
        """OutOfTime once the limit is spent: long model building looks now and then."""
        left = self.left()
        if left is not None and left <= 0:
            raise OutOfTime

    def solver(self, **parameters) -> cp_model.CpSolver:
        """A CP-SAT solver with what is left of the time; `parameters` as a model wants them."""
        from solver.cp_sat import cp_model

        solver = cp_model.CpSolver()
        params = solver.parameters
        for name, value in parameters.items():
            setattr(params, name, value)
        params.num_workers = self.limits.workers
        params.random_seed = self.limits.seed
        left = self.left()
        if left is not None:
            params.max_time_in_seconds = max(0.01, left)
        if self.limits.deterministic_time is not None:
            params.max_deterministic_time = self.limits.deterministic_time
        return solver


def status_name(code: int) -> Status:
    """A CP-SAT status as the answer's Status."""
    from solver.cp_sat import cp_model

    return {
        cp_model.OPTIMAL: Status.OPTIMAL,
        cp_model.FEASIBLE: Status.FEASIBLE,
        cp_model.INFEASIBLE: Status.INFEASIBLE,
    }.get(code, Status.UNKNOWN)
