"""CP-SAT model of the `chain` puzzle: every tile in the circuit line, clues as
fixed positions, turns and ends."""

from __future__ import annotations

from puzzles.dominoes.chain import KIND, Position, can_chain
from puzzles.dominoes.line import End, Line
from puzzles.dominoes.lines_common import LineAnswer
from puzzles.dominoes.tiles import Tile
from puzzles.status import Status
from solver.dominoes.line_model import LineModel, Unit, is_unique, lexicographic, other_line
from solver.limits import Clock, Limits

_PARAMETERS = {"linearization_level": 0, "cp_model_presolve": False}


def build(position: Position) -> LineModel:
    tiles = list(position.tiles)
    lm = LineModel([Unit.of(t) for t in tiles])
    model = lm.model
    for used in lm.used:
        model.add(used == 1)
    positions = None
    for clue in position.clues:
        if clue.at is not None:
            if positions is None:
                positions = lm.positions(len(tiles))
            assert clue.tile is not None  # a clue at a place names its tile
            left, right = clue.tile
            i = tiles.index(Tile(left, right))
            model.add(positions[i] == clue.at)
            if left != right:
                model.add((lm.forward if left < right else lm.backward)[i] == 1)
        else:
            ends = lm.left_end if clue.end == End.LEFT else lm.right_end
            assert clue.pips is not None  # a clue at an end names its pips
            model.add(sum(ends[clue.pips]) == 1)
    return lm


def solve(position: Position, limits: Limits | None = None) -> LineAnswer:
    return solve_on(position, Clock(limits or Limits()))


def solve_on(position: Position, clock: Clock) -> LineAnswer:
    """`solve` with a clock of the caller's: anything whose `solver(**params)`
    hands out CP-SAT solvers (the generator's deterministic budget, which also
    counts the search's branches)."""
    if not can_chain(position.tiles):
        # No line at all holds these tiles: no answer, so not unique.
        return LineAnswer(KIND, Status.INFEASIBLE, False, clock.elapsed())
    lm = build(position)
    status, line = lexicographic(lm, [], clock, _PARAMETERS)
    if line is None:
        return LineAnswer(
            KIND, status, False if status == Status.INFEASIBLE else None, clock.elapsed()
        )
    if not position.fits(line):
        raise AssertionError(f"the model built {line}, which breaks the puzzle")
    unique = is_unique(lm, line, clock, _PARAMETERS) if status == Status.OPTIMAL else None
    return LineAnswer(KIND, status, unique, clock.elapsed(), line, len(line))


def other_answer(position: Position, line: Line, clock: Clock) -> tuple[Status, Line | None]:
    """A line other than `line` (an answer) and its reverse that also answers
    `position`: see `line_model.other_line`."""
    return other_line(build(position), line, clock, _PARAMETERS)
