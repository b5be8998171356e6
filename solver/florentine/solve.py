"""Solving a Florentine Domino endgame (docs/rules.md section 1) with the
CP-SAT model of solver/florentine/model.py: the best answer, then whether it
is the only one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from puzzles.florentine.board import Board, Cell
from puzzles.florentine.cards import PERSONAL
from puzzles.florentine.endgame import Answer, Placement, Position
from puzzles.status import Status
from solver.cp_sat import cp_model
from solver.florentine.model import Model, build
from solver.limits import Clock, Limits, OutOfTime, status_name

__all__ = ["build", "solve", "solve_on", "solve_repairing_personal"]


# -- solving ------------------------------------------------------------------------
# Measured by `python -m tests.bench florentine` on full open pools of 15-20 cards
# (30 positions): defaults median 0.31 s, max 2.9 s; these median 0.14 s, max 0.44 s.
# The models are small and presolve finds little; the deeper relaxation
# bounds the card count.
_PARAMETERS = {"cp_model_presolve": False, "linearization_level": 2}


def solve(
    position: Position,
    limits: Limits | None = None,
    wanted: Callable[[int, int], bool] | None = None,
) -> Answer:
    """Most gems first, then fewest cards, then: is another final board as good?

    Two solves of one model. The first weighs a gem above every card the
    pool holds, so that its optimum is the most gems with the fewest cards;
    with the score bounded by the gems there are and the ranks only where
    needed, this proved a third faster than solving for the score and then
    for the cards (10- to 12-card pools and full open pools, issue 16).

    `wanted(score, cards)`, if given, says whether a best answer is worth
    proving unique: when it is not, the second solve is skipped and `unique`
    stays None (a generator drops the puzzle anyway).
    """
    return solve_on(position, Clock(limits or Limits()), wanted)


def solve_on(
    position: Position, clock: Clock, wanted: Callable[[int, int], bool] | None = None
) -> Answer:
    """`solve` with a clock of the caller's (which counts the work spent)."""
    return _solve(position, clock, wanted)[1]


def solve_repairing_personal(
    position: Position, limits: Limits, wanted: Callable[[int, int], bool] | None = None
) -> tuple[Position, Answer]:
    """`solve`, and when the best board is not the only one only because of the
    personal card, the position without it and its answer: (position, answer).

    That is when the answer lays no personal card and the other best board
    does. Without the card the best score and card count stay (the answer
    stays legal), so its best boards are this position's that lay none: the
    same model, asked again with the personal card kept in hand, tells,
    without building and solving the smaller position anew."""
    m, answer = _solve(position, Clock(limits), wanted)
    other = answer.alternative
    if (
        m is None
        or answer.unique is not False
        or other is None
        or not position.personal
        or any(move.personal for move in answer.moves)
        or not any(other.at(cell) is PERSONAL for cell in m.personal)
    ):
        return position, answer
    clock = Clock(limits)  # as a solve of its own would have
    m.model.add(sum(m.personal.values()) == 0)
    unique, other = _uniqueness(position, m, clock)
    return replace(position, personal=False), replace(
        answer, unique=unique, alternative=other, seconds=clock.elapsed()
    )


def _solve(
    position: Position, clock: Clock, wanted: Callable[[int, int], bool] | None
) -> tuple[Model | None, Answer]:
    try:
        m = build(position, clock)
    except OutOfTime:
        return None, Answer(Status.UNKNOWN, None, clock.elapsed())
    model = m.model

    model.maximize((len(position.pool) + 1) * m.score - m.cards)
    solver = clock.solver(**_PARAMETERS)
    status = status_name(solver.solve(model))
    if status not in (Status.OPTIMAL, Status.FEASIBLE):
        return m, Answer(status, None, clock.elapsed())
    final, moves = _read(position, m, solver)
    best_score = scored(position, m, solver, final, status)
    unique, other = None, None
    cards = sum(not move.personal for move in moves)
    if status == Status.OPTIMAL and (wanted is None or wanted(best_score, cards)):
        unique, other = _unique(position, m, final, best_score, cards, clock)
    return m, Answer(status, unique, clock.elapsed(), best_score, tuple(moves), final, other)


def scored(
    position: Position, m: Model, solver: cp_model.CpSolver, final: Board, status: Status
) -> int:
    """The score of the board a solve laid, by the rules. The model's seals are
    implied, not forced (solver/florentine/model.py): a search cut short (status
    feasible) may leave a sealed room uncounted, never count one that is not;
    at the optimum the two agree."""
    modelled, rules = round(solver.value(m.score)), position.score(final)
    if modelled > rules or (status == Status.OPTIMAL and modelled != rules):
        raise AssertionError(f"model scores {modelled}, rules score {rules}")
    return rules


def _read(position: Position, m: Model, solver: cp_model.CpSolver) -> tuple[Board, list[Placement]]:
    board = position.board
    laid: dict[Cell, tuple[int, int]] = {}
    for (cell, k, turn, lying), x in m.place.items():
        if solver.boolean_value(x):
            laid[cell] = (k, turn)
            board = board.put(cell, lying)
    order = board.laying_order(since=position.board)
    if order is None:
        raise AssertionError("the model laid cards in no legal order")
    moves = [Placement(c, position.pool[laid[c][0]], laid[c][1]) for c in order]
    for cell, p in m.personal.items():
        if solver.boolean_value(p):
            moves.append(Placement(cell))
            board = board.put(cell, PERSONAL)
    return board, moves


def _unique(
    position: Position, m: Model, final: Board, score: int, cards: int, clock: Clock
) -> tuple[bool | None, Board | None]:
    """Is there another final board as good? Forbid this one and look; the
    second board found, if any, comes back with the verdict.

    Only the cells' contents count (docs/rules.md: the same final board), so two
    pool cards that look alike, or turns that lie alike, are one answer.
    """
    model = m.model
    model.clear_objective()
    # Optimal both: equalities propagate both ways, and cut the search by a tenth.
    model.add(m.score == score)
    model.add(m.cards == cards)
    cells = set(m.card_at) | set(m.personal)
    same = []
    for cell in cells:
        piece = final.at(cell)
        if piece is None:
            same.append(1 - m.card_at[cell] - m.personal.get(cell, 0))
        elif piece is PERSONAL:
            same.append(m.personal[cell])
        else:
            same.extend(
                x for (c, _, _, lying), x in m.place.items() if c == cell and lying == piece
            )
    model.add(sum(same) <= len(cells) - 1)
    return _uniqueness(position, m, clock)


def _uniqueness(position: Position, m: Model, clock: Clock) -> tuple[bool | None, Board | None]:
    """Unique if the model, its best board forbidden, has no answer left."""
    solver = clock.solver(**_PARAMETERS)
    status = status_name(solver.solve(m.model))
    if status == Status.INFEASIBLE:
        return True, None
    if status in (Status.OPTIMAL, Status.FEASIBLE):
        return False, _read(position, m, solver)[0]
    return None, None
