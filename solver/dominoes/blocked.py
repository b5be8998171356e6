"""CP-SAT model of the `blocked` puzzle: the circuit line of solver/dominoes/line_model.py
plus "an open end showing x needs every blocking tile with x in the line"."""

from __future__ import annotations

from puzzles.dominoes.blocked import KIND, Position
from puzzles.dominoes.line import Line
from puzzles.dominoes.lines_common import LineAnswer
from puzzles.dominoes.tiles import Rules, Tile
from puzzles.status import Status
from solver.cp_sat import cp_model
from solver.dominoes.line_model import LineModel, Unit, is_unique, lexicographic, other_line
from solver.limits import Clock, Limits

# Measured (python -m tests.bench lines): on lines with a given start or given
# tiles the LP relaxation of a circuit is weak and slows the search (double-nine
# from nothing without renaming: defaults 4.1 s, these 0.3 s). Once the ends are
# fixed by renaming (below) the LP bound of the "tiles x-b" rows proves the
# optimum at once (double-twelve: 0.13 s with the LP, over 60 s without).
_PARAMETERS = {"linearization_level": 0, "cp_model_presolve": False}
_RENAMED_PARAMETERS: dict = {}


def renamable(position: Position) -> bool:
    """From nothing, all tiles, absolute block: every number plays the same part,
    so any answer can be renamed to show 0 at its left end and 0 or 1 at its right.
    """
    return (
        not position.line.laid
        and position.tiles is None
        and position.hands is None
        and position.set_size >= 2
    )


def build(position: Position) -> tuple[LineModel, dict[Tile, cp_model.IntVar], list[Tile]]:
    layable = position.layable
    units = [Unit.of(t) for t in layable]
    given = position.line
    if given.laid:
        assert given.left is not None and given.right is not None  # a line laid has ends
        units.append(Unit(given.left, given.right, fixed=True, symmetric=given == given.reversed()))
    lm = LineModel(units, position.line)
    model = lm.model
    used = {t: lm.used[i] for i, t in enumerate(layable)}
    in_line = set(position.line.tiles)

    def laid(tile: Tile):
        return 1 if tile in in_line else used.get(tile, 0)

    numbers = range(position.set_size + 1)
    for x in numbers:
        # What shows x: the left or right end, and under draw rules every double x-x
        # in the line (a spinner's free sides).
        shows: list[cp_model.IntVar | int] = [*lm.left_end[x], *lm.right_end[x]]
        double = Tile(x, x)
        if position.game == Rules.DRAW:
            if double in used:
                shows.append(used[double])
            elif double in in_line:
                shows.append(1)
        for blocker in position.blockers:
            if x not in (blocker.a, blocker.b):
                continue
            for show in shows:
                here = laid(blocker)
                if isinstance(here, int):
                    if here == 0:
                        if isinstance(show, int):
                            model.add_bool_or([])  # a fixed double shows x: no answer
                        else:
                            model.add(show == 0)
                elif isinstance(show, int):
                    model.add(here == 1)
                else:
                    model.add_implication(show, here)
    return lm, used, layable


def solve(position: Position, limits: Limits | None = None) -> LineAnswer:
    return solve_on(position, Clock(limits or Limits()))


def solve_on(position: Position, clock: Clock) -> LineAnswer:
    """`solve` with a clock of the caller's: anything whose `solver(**params)`
    hands out CP-SAT solvers (the generator's deterministic budget, which also
    counts the search's branches)."""
    lm, used, layable = build(position)
    tiles_laid = sum(used.values())
    objectives: list[cp_model.LinearExprT] = [tiles_laid]
    if position.objective == "max-pips":
        hand = set(position.counted_hand)
        pips_laid = sum(t.pips * used[t] for t in layable if t in hand)
        objectives = [pips_laid, tiles_laid]  # fewest pips out of the hand, then tiles
    params = _PARAMETERS
    if renamable(position):
        params = _RENAMED_PARAMETERS
        lm.model.add(sum(lm.left_end[0]) == 1)
        lm.model.add(sum(lm.right_end[0]) + sum(lm.right_end[1]) == 1)
    status, line = lexicographic(lm, objectives, clock, params)
    if line is None:
        return LineAnswer(KIND, status, None, clock.elapsed())
    if not position.is_blocked(line):
        raise AssertionError(f"the model built {line}, which is not blocked")
    unique = None
    if status == Status.OPTIMAL and renamable(position):
        # At least 3 numbers have 6 renamings; at most 2 of them (none, and the
        # one that reads the line backwards) give the same line: never unique.
        unique = False
    elif status == Status.OPTIMAL:
        unique = is_unique(lm, line, clock, params)
    extra = {}
    if position.objective == "max-pips":
        extra["pips_left"] = position.pips_left(line)
    laid = len(line) - len(position.line)
    return LineAnswer(KIND, status, unique, clock.elapsed(), line, laid, extra)


def other_answer(position: Position, line: Line, clock: Clock) -> tuple[Status, Line | None]:
    """A blocked line as good as `line` (an optimal answer) other than it and its
    reverse: see `line_model.other_line`. Numbers are not renamed here, so from
    nothing with every tile there is always another."""
    lm, used, layable = build(position)
    laid = [t for t in line.tiles if t in used]
    if used:
        lm.model.add(sum(used.values()) <= len(laid))
    if position.objective == "max-pips":
        hand = set(position.counted_hand)
        pips_laid = [t.pips * used[t] for t in layable if t in hand]
        if pips_laid:
            lm.model.add(sum(pips_laid) <= sum(t.pips for t in laid if t in hand))
    return other_line(lm, line, clock, _PARAMETERS)
