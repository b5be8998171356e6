"""Dominosa in CP-SAT: one boolean per place, exactly one per cell and per domino.

Kept beside the exact-cover search (solver/dominoes/dominosa.py), which is faster on
every order measured (`python -m tests.bench dominosa`): the model is the
reference the bench and the tests hold the search against. Uniqueness: solve,
forbid the covering found, solve again (infeasible: unique).
"""

from __future__ import annotations

from puzzles.dominoes.dominosa import DominosaAnswer, Position, answer
from puzzles.dominoes.tiles import double_set
from puzzles.status import Status
from solver.limits import Clock, Limits, status_name

_PARAMETERS = {"cp_model_presolve": False, "linearization_level": 0}


def solve(position: Position, limits: Limits | None = None) -> DominosaAnswer:
    from solver.cp_sat import cp_model

    clock = Clock(limits or Limits())
    places = position.places()
    model = cp_model.CpModel()
    lay = [model.new_bool_var(f"p{i}") for i in range(len(places))]
    at_cell: list[list] = [[] for _ in position.grid]
    of_tile: dict = {t: [] for t in double_set(position.set_size)}
    for var, d in zip(lay, places, strict=True):
        for c in d.cells:
            at_cell[c].append(var)
        of_tile[d.tile].append(var)
    for group in (*at_cell, *of_tile.values()):
        model.add_exactly_one(group)
    index = {d: i for i, d in enumerate(places)}
    for d in position.given:
        model.add(lay[index[d]] == 1)
    solver = clock.solver(**_PARAMETERS)
    status = status_name(solver.solve(model))
    if status != Status.OPTIMAL and status != Status.FEASIBLE:
        unique = False if status == Status.INFEASIBLE else None
        return answer(position, status, unique, clock.elapsed())
    found = [i for i, var in enumerate(lay) if solver.value(var)]
    model.add_bool_or([lay[i].Not() for i in found])
    again = status_name(clock.solver(**_PARAMETERS).solve(model))
    unique = {Status.INFEASIBLE: True, Status.OPTIMAL: False, Status.FEASIBLE: False}.get(again)
    dominoes = [places[i] for i in found]
    return answer(position, Status.OPTIMAL, unique, clock.elapsed(), dominoes)
