"""Every puzzle kind, declared once: the one list of kinds, `KINDS`.

A kind is one `Kind` (solver/kind.py): its name and the dotted path of each
of its modules (rules, solver, generator, hints, analysis, drawing, page
piece), each imported on first use, so a command that never meets a
Florentine puzzle never loads CP-SAT, and `solve` never loads the hints.
Each module satisfies a protocol of puzzles/contract.py, solver/contract.py
or domino_puzzles/web/kinds.py (`tests/test_kinds.py` has mypy check every
module of every kind of this list against them). The drawing and the page
piece are the library's, named here as paths the solver never imports; the
library finds them from the `Kind` itself (`on_paper(kind)`,
`page_piece(kind)`). Everything else that lists kinds reads this list.

A new kind is its own modules and one entry below; a constant of its own
(`ENDGAME`) is there only where its own code wants its `Kind` typed with its
position and answer.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from puzzles.errors import BadInput, shown
from solver.kind import Kind

if TYPE_CHECKING:  # the kinds' types, for mypy alone: the modules load on first use
    from puzzles.dominoes import blocked, chain, dominosa, endgame, endgame_hidden, regions
    from puzzles.dominoes.endgame_round import Answer as EndgameAnswer
    from puzzles.dominoes.lines_common import LineAnswer
    from puzzles.florentine import endgame as florentine

__all__ = ["KINDS", "LIST", "Kind", "kind_of", "load"]


FLORENTINE: Kind[florentine.Position, florentine.Answer] = Kind(
    "florentine",
    engine_module="puzzles.florentine.endgame",
    solver_module="solver.florentine.solve",
    drawing_module="puzzles.drawing.florentine",
    page_module="domino_puzzles.web.florentine",
    generator_module="solver.florentine.generate",
    hints_module="solver.hints.florentine",
    analyse_module="solver.florentine.analyse",
)
ENDGAME: Kind[endgame.Position | endgame_hidden.HiddenPosition, EndgameAnswer] = Kind(
    "endgame",
    engine_module="puzzles.dominoes.endgame",
    solver_module="solver.dominoes.endgame.solve",
    drawing_module="puzzles.drawing.endgame",
    page_module="domino_puzzles.web.endgame",
    generator_module="solver.dominoes.generate.endgame",
    hints_module="solver.hints.endgame",
    analyse_module="solver.dominoes.analyse.endgame",
)
BLOCKED: Kind[blocked.Position, LineAnswer] = Kind(
    "blocked",
    engine_module="puzzles.dominoes.blocked",
    solver_module="solver.dominoes.blocked",
    drawing_module="puzzles.drawing.blocked",
    page_module="domino_puzzles.web.blocked",
    generator_module="solver.dominoes.generate.blocked",
    hints_module="solver.hints.blocked",
    analyse_module="solver.dominoes.analyse.blocked",
)
CHAIN: Kind[chain.Position, LineAnswer] = Kind(
    "chain",
    engine_module="puzzles.dominoes.chain",
    solver_module="solver.dominoes.chain",
    drawing_module="puzzles.drawing.chain",
    page_module="domino_puzzles.web.chain",
    generator_module="solver.dominoes.generate.chain",
    hints_module="solver.hints.chain",
    analyse_module="solver.dominoes.analyse.chain",
)
DOMINOSA: Kind[dominosa.Position, dominosa.DominosaAnswer] = Kind(
    "dominosa",
    engine_module="puzzles.dominoes.dominosa",
    solver_module="solver.dominoes.dominosa",
    drawing_module="puzzles.drawing.dominosa",
    page_module="domino_puzzles.web.dominosa",
    generator_module="solver.dominoes.generate.dominosa",
    hints_module="solver.hints.dominosa",
    analyse_module="solver.dominoes.analyse.dominosa",
)
REGIONS: Kind[regions.Position, regions.RegionsAnswer] = Kind(
    "regions",
    engine_module="puzzles.dominoes.regions",
    solver_module="solver.dominoes.regions",
    drawing_module="puzzles.drawing.regions",
    page_module="domino_puzzles.web.regions",
    generator_module="solver.dominoes.generate.regions",
    hints_module="solver.hints.regions",
    analyse_module="solver.dominoes.analyse.regions",
)

# The one list, in the order commands offer them: a kind is one line here.
LIST: list[Kind[Any, Any]] = [
    FLORENTINE,
    ENDGAME,
    BLOCKED,
    CHAIN,
    DOMINOSA,
    REGIONS,
]
KINDS: dict[str, Kind[Any, Any]] = {k.name: k for k in LIST}  # the list by name, for input


def kind_of(data: object) -> Kind[Any, Any]:
    if not isinstance(data, Mapping):
        raise BadInput(f"a puzzle must be a mapping of fields, not {type(data).__name__}")
    name = data.get("kind")
    if name is None:
        raise BadInput.said("missing_kind", "kind", kinds=", ".join(KINDS))
    if not isinstance(name, str) or name not in KINDS:
        raise BadInput.said("unknown_kind", "kind", name=shown(name), kinds=", ".join(KINDS))
    return KINDS[name]


def load(data: object) -> tuple[Kind[Any, Any], Any]:
    kind = kind_of(data)
    return kind, kind.load(cast(Mapping[str, Any], data))  # kind_of saw a mapping
