"""How long and how a solve may run, and the CP-SAT solvers that follow from it.

Without a time limit an answer gets a fixed amount of *work* (WORK): CP-SAT's
deterministic time, which counts the same on every machine and every run,
summed over every solve of the answer; the endgame search counts its table
stores against it (solver/dominoes/endgame/search.py). Every position a game can reach
and every generated puzzle needs a small part of it; a bigger one stops there
and reports the best found so far, `feasible` or `unknown` with `unique: null`,
the same answer byte for byte on every run.
"""

from __future__ import annotations

import functools
import math
import os
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from puzzles.errors import BadInput, ProjectError, shown
from puzzles.status import Status

if TYPE_CHECKING:
    from ortools.sat.python import cp_model

# Deterministic work per answer without a time limit, about as many seconds of
# CP-SAT on this project's machines. Measured (python -m tests.bench limits):
# the positions whole Florentine games reach when the pile runs out need at most
# about 3 (one in 325, from two random bots, 7.5), 4-player double-six endgames
# 3.1, generated puzzles under 0.1; the largest inputs the loaders take stop
# after about 10 s of CPU.
WORK = 15.0
# Tests shrink the work through this variable to try the largest inputs in
# seconds; users have no reason to set it.
WORK_VARIABLE = "DOMINO_PUZZLES_WORK"
# The most a time option takes (`--move-time`, `--time-limit`, cli/common.py
# `Seconds`): the work the bots buy is counted from the number (deals,
# playouts, nodes), so the number bounds their time and memory; far past what
# anyone waits for.
MOST_MOVE_TIME = 60.0  # a minute a move
MOST_TIME_LIMIT = 3600.0  # an hour a puzzle


def checked_move_time(move_time: object) -> float:
    """`move_time` as a bot takes it: a finite number of seconds above 0 and
    at most MOST_MOVE_TIME; BadInput naming the field `move_time` if not."""
    number = isinstance(move_time, int | float) and not isinstance(move_time, bool)
    if number and math.isfinite(move_time) and 0 < move_time <= MOST_MOVE_TIME:  # type: ignore[arg-type, operator]
        return float(move_time)  # type: ignore[arg-type]
    most = f"{MOST_MOVE_TIME:g}"
    raise BadInput(
        f"{shown(move_time)}: give a number of seconds above 0 and at most {most}", "move_time"
    )


def default_work() -> float:
    value = os.environ.get(WORK_VARIABLE)
    if value is None:
        return WORK
    work = float(value)
    if not math.isfinite(work) or work <= 0:
        raise ValueError(f"{WORK_VARIABLE} must be a positive number of seconds, not {value!r}")
    return work


@dataclass(frozen=True)
class Limits:
    """`time_limit` in wall-clock seconds for the whole answer (None: no limit).

    Without a time limit the search is deterministic: one worker, a fixed
    seed, and `work` (default WORK) for the whole answer, so the same input
    gives the same answer byte for byte (docs/development.md). With one, `work`
    does not apply: the user has chosen how long to wait.
    """

    time_limit: float | None = None
    workers: int = 1
    seed: int = 0
    # A budget in CP-SAT's deterministic time for each solve on its own: what
    # a generator gives a candidate's solves, so that dropping an undecided one
    # never depends on the machine.
    deterministic_time: float | None = None
    # Deterministic work for the whole answer, all its solves together (None: unbounded).
    work: float | None = field(default_factory=default_work)
    # Where a position is seen from one seat: the model of the other players
    # its values are under (solver/dominoes/advice.py): None or "expert", the
    # others play as the best bot would; "worst", they see every hand and
    # play against the seat.
    others: str | None = None


class OutOfTime(ProjectError):
    """The time limit or the work ran out: before a CP-SAT solver could start
    (status unknown), or inside the endgame search (solver/dominoes/endgame/)."""


class Clock:
    """Hands out what is left of a time limit, or of the work, to the solves of one answer."""

    def __init__(self, limits: Limits):
        self.limits = limits
        self.start = time.perf_counter()
        self.work = limits.work if limits.time_limit is None else None
        self.solvers: list = []  # CP-SAT's, whose deterministic time is spent work
        self.searched = 0.0  # work spent outside CP-SAT (the endgame search)

    def elapsed(self) -> float:
        return time.perf_counter() - self.start

    def left(self) -> float | None:
        if self.limits.time_limit is None:
            return None
        return max(0.0, self.limits.time_limit - self.elapsed())

    @property
    def spent(self) -> float:
        """Deterministic work spent so far (CP-SAT reports its own once a solve is over)."""
        return self.searched + sum(s.deterministic_time for s in self.solvers)

    def work_left(self) -> float | None:
        if self.work is None:
            return None
        return max(0.0, self.work - self.spent)

    def check(self) -> None:
        """OutOfTime once the limit is spent: long model building looks now and then."""
        left = self.left()
        if left is not None and left <= 0:
            raise OutOfTime

    def solver(self, **parameters) -> cp_model.CpSolver:
        """A CP-SAT solver with what is left of the time; `parameters` as a model wants them."""
        from solver.interrupt import stoppable

        solver = _checked_solver()()
        params = solver.parameters
        for name, value in parameters.items():
            setattr(params, name, value)
        params.num_workers = self.limits.workers
        # CP-SAT would take Ctrl-C for itself (stopping the search as if out of
        # time, so a run goes on) and put SIG_DFL back after: Python keeps it,
        # and solver/interrupt.py stops the search.
        params.catch_sigint_signal = False
        params.random_seed = self.limits.seed
        left = self.left()
        if left is not None:
            params.max_time_in_seconds = max(0.01, left)
        budgets = [b for b in (self.limits.deterministic_time, self.work_left()) if b is not None]
        if budgets:
            params.max_deterministic_time = min(budgets)
        self.solvers.append(solver)
        return stoppable(solver)


@functools.cache
def _checked_solver() -> type[cp_model.CpSolver]:
    """CpSolver whose `solve` raises, once it returns, for a Ctrl-C or SIGTERM
    that came meanwhile and whose exception Python dropped (solver/interrupt.py):
    a search cut by a signal never passes for an answer."""
    from solver.cp_sat import cp_model
    from solver.interrupt import check

    class CheckedSolver(cp_model.CpSolver):
        def solve(self, model: cp_model.CpModel, solution_callback: Any = None) -> Any:
            status = super().solve(model, solution_callback)
            check()
            return status

    return CheckedSolver


def status_name(code: object) -> Status:
    """A CP-SAT status as the answer's Status."""
    from solver.cp_sat import cp_model

    names: dict[object, Status] = {
        cp_model.OPTIMAL: Status.OPTIMAL,
        cp_model.FEASIBLE: Status.FEASIBLE,
        cp_model.INFEASIBLE: Status.INFEASIBLE,
    }
    return names.get(code, Status.UNKNOWN)
