"""Every puzzle kind, registered once by name; commands use only this table.

A kind is one `Kind` (solver/kind.py) of functions that import its modules on first use, so a
command that never meets a Florentine puzzle never loads CP-SAT, and `solve`
never loads the hints. Each module satisfies a protocol of
puzzles/contract.py or solver/contract.py, and mypy checks every one (the
loaders of solver/kind_modules.py return them as those protocols). A kind on
paper and on the page is the library's, found by the kind's name: its
drawing in domino_puzzles/paper_kind.py, its page piece in
domino_puzzles/web/kinds.py. The solver draws nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from puzzles.errors import BadInput, shown
from solver import kind_modules as modules
from solver.kind import Kind

__all__ = ["KINDS", "Kind", "kind_of", "load"]


KINDS: dict[str, Kind] = {
    k.name: k
    for k in [
        Kind(
            "florentine",
            modules.florentine_engine,
            modules.florentine_solver,
            generator_module=modules.florentine_generator,
            hints_module=modules.florentine_hints,
            analyse_module=modules.florentine_analyse,
        ),
        Kind(
            "endgame",
            modules.endgame_engine,
            modules.endgame_solver,
            generator_module=modules.endgame_generator,
            hints_module=modules.endgame_hints,
            analyse_module=modules.endgame_analyse,
        ),
        Kind(
            "blocked",
            modules.blocked_engine,
            modules.blocked_solver,
            generator_module=modules.blocked_generator,
            hints_module=modules.blocked_hints,
            analyse_module=modules.blocked_analyse,
        ),
        Kind(
            "chain",
            modules.chain_engine,
            modules.chain_solver,
            generator_module=modules.chain_generator,
            hints_module=modules.chain_hints,
            analyse_module=modules.chain_analyse,
        ),
        Kind(
            "dominosa",
            modules.dominosa_engine,
            modules.dominosa_solver,
            generator_module=modules.dominosa_generator,
            hints_module=modules.dominosa_hints,
            analyse_module=modules.dominosa_analyse,
        ),
        Kind(
            "regions",
            modules.regions_engine,
            modules.regions_solver,
            generator_module=modules.regions_generator,
            hints_module=modules.regions_hints,
            analyse_module=modules.regions_analyse,
        ),
    ]
}


def kind_of(data: object) -> Kind:
    if not isinstance(data, Mapping):
        raise BadInput(f"a puzzle must be a mapping of fields, not {type(data).__name__}")
    name = data.get("kind")
    if name is None:
        raise BadInput.said("missing_kind", "kind", kinds=", ".join(KINDS))
    if not isinstance(name, str) or name not in KINDS:
        raise BadInput.said("unknown_kind", "kind", name=shown(name), kinds=", ".join(KINDS))
    return KINDS[name]


def load(data: object) -> tuple[Kind, Any]:
    kind = kind_of(data)
    return kind, kind.load(cast(Mapping[str, Any], data))  # kind_of saw a mapping
