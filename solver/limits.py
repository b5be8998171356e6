"""How long and how a solve may run, and the CP-SAT parameters that follow."""

from __future__ import annotations

import time
from dataclasses import dataclass

from ortools.sat.python import cp_model

STATUS = {
    cp_model.OPTIMAL: "optimal",
    cp_model.FEASIBLE: "feasible",
    cp_model.INFEASIBLE: "infeasible",
    cp_model.UNKNOWN: "unknown",
    cp_model.MODEL_INVALID: "unknown",
}


@dataclass(frozen=True)
class Limits:
    """`time_limit` in wall-clock seconds for the whole answer (None: no limit).

    Without a time limit the search is deterministic: one worker, a fixed
    seed, so the same input gives the same answer byte for byte (DESIGN.md).
    """

    time_limit: float | None = None
    workers: int = 1
    seed: int = 0


class Clock:
    """Hands out what is left of a time limit to the solves of one answer."""

    def __init__(self, limits: Limits):
        self.limits = limits
        self.start = time.perf_counter()

    def elapsed(self) -> float:
        return time.perf_counter() - self.start

    def solver(self, **parameters) -> cp_model.CpSolver:
        """A solver with what is left of the time; `parameters` as a model wants them."""
        solver = cp_model.CpSolver()
        params = solver.parameters
        for name, value in parameters.items():
            setattr(params, name, value)
        params.num_workers = self.limits.workers
        params.random_seed = self.limits.seed
        if self.limits.time_limit is not None:
            params.max_time_in_seconds = max(0.01, self.limits.time_limit - self.elapsed())
        return solver
