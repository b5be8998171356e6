"""Where each kind's modules live: one function per module, which imports it
on first use and returns it as the protocol it satisfies (puzzles/contract.py,
solver/contract.py), so that mypy checks every module of every kind.
`solver/registry.py` builds `KINDS` from these; a new kind adds its own here.
"""

from __future__ import annotations

from puzzles.contract import EngineModule
from solver.contract import (
    AnalyseByForcing,
    AnalyseMoves,
    GeneratorModule,
    HintsModule,
    SolverModule,
)


# -- florentine ----------------------------------------------------------------
def florentine_engine() -> EngineModule:
    from puzzles.florentine import endgame

    return endgame


def florentine_solver() -> SolverModule:
    from solver.florentine import solve

    return solve


def florentine_generator() -> GeneratorModule:
    from solver.florentine import generate

    return generate


def florentine_hints() -> HintsModule:
    from solver.hints import florentine

    return florentine


def florentine_analyse() -> AnalyseMoves:
    from solver.florentine import analyse

    return analyse


# -- endgame -------------------------------------------------------------------
def endgame_engine() -> EngineModule:
    from puzzles.dominoes import endgame

    return endgame


def endgame_solver() -> SolverModule:
    from solver.dominoes.endgame import solve

    return solve


def endgame_generator() -> GeneratorModule:
    from solver.dominoes.generate import endgame

    return endgame


def endgame_hints() -> HintsModule:
    from solver.hints import endgame

    return endgame


def endgame_analyse() -> AnalyseMoves:
    from solver.dominoes.analyse import endgame

    return endgame


# -- blocked -------------------------------------------------------------------
def blocked_engine() -> EngineModule:
    from puzzles.dominoes import blocked

    return blocked


def blocked_solver() -> SolverModule:
    from solver.dominoes import blocked

    return blocked


def blocked_generator() -> GeneratorModule:
    from solver.dominoes.generate import blocked

    return blocked


def blocked_hints() -> HintsModule:
    from solver.hints import blocked

    return blocked


def blocked_analyse() -> AnalyseByForcing:
    from solver.dominoes.analyse import blocked

    return blocked


# -- chain ---------------------------------------------------------------------
def chain_engine() -> EngineModule:
    from puzzles.dominoes import chain

    return chain


def chain_solver() -> SolverModule:
    from solver.dominoes import chain

    return chain


def chain_generator() -> GeneratorModule:
    from solver.dominoes.generate import chain

    return chain


def chain_hints() -> HintsModule:
    from solver.hints import chain

    return chain


def chain_analyse() -> AnalyseByForcing:
    from solver.dominoes.analyse import chain

    return chain


# -- dominosa ------------------------------------------------------------------
def dominosa_engine() -> EngineModule:
    from puzzles.dominoes import dominosa

    return dominosa


def dominosa_solver() -> SolverModule:
    from solver.dominoes import dominosa

    return dominosa


def dominosa_generator() -> GeneratorModule:
    from solver.dominoes.generate import dominosa

    return dominosa


def dominosa_hints() -> HintsModule:
    from solver.hints import dominosa

    return dominosa


def dominosa_analyse() -> AnalyseByForcing:
    from solver.dominoes.analyse import dominosa

    return dominosa


# -- regions -------------------------------------------------------------------
def regions_engine() -> EngineModule:
    from puzzles.dominoes import regions

    return regions


def regions_solver() -> SolverModule:
    from solver.dominoes import regions

    return regions


def regions_generator() -> GeneratorModule:
    from solver.dominoes.generate import regions

    return regions


def regions_hints() -> HintsModule:
    from solver.hints import regions

    return regions


def regions_analyse() -> AnalyseMoves:
    from solver.dominoes.analyse import regions

    return regions
