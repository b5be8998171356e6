"""Human solvers: the steps a person can follow from a puzzle to its answer.

Each kind has a module here with its named techniques, ranked from easy
(level 1) to hard, and a `explain(puzzle, answer)` that walks from the
puzzle to the answer one step at a time, always taking the easiest technique
that makes progress. When none does, the step is a "search" step: the top
level, the move the exact solver found. Every step is checked against the
unique answer before it is taken, so a hint never leads off it.

`explain(kind, puzzle, answer)` is the one entry point for commands, books
and the playable page; `hint(kind, puzzle, answer)` is its first step, or a
step that says the puzzle has no single answer.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from puzzles.status import Status
from puzzles.words import ENGLISH, Words
from solver.contract import HintsModule
from solver.kind import AnswerT, Kind, PositionT
from solver.results import Step, Technique

__all__ = [
    "SEARCH",
    "Found",
    "Step",
    "Technique",
    "explain",
    "hint",
    "steps_for",
    "techniques",
    "walk",
]

SEARCH = "search"


@dataclass(frozen=True)
class Found:
    """A move a technique proves, the reason in words, and what to do with it."""

    move: Mapping[str, Any]
    reason: str
    play: Any = field(default=None, compare=False)  # kind-specific: how the state takes it


class State(Protocol):
    def finished(self) -> bool: ...
    def on_answer(self, found: Found) -> bool: ...
    def after(self, found: Found) -> State: ...
    def search(self) -> Found: ...


Finder = Callable[[Any], Iterable[Found]]


def walk(
    state: State, finders: Sequence[tuple[Technique, Finder]], search: Technique
) -> list[Step]:
    """Easiest technique first, step by step, until the answer is reached.

    A technique's move that is not on the answer is passed over. Chain and
    blocked techniques are deductions (checked sound on random puzzles by the
    tests); Florentine and endgame ones are a player's rules of thumb ("seal
    a room now", "block the number they hold"), which are not always best:
    there the check is what keeps every step on the unique answer.
    """
    steps: list[Step] = []
    while not state.finished():
        technique, found = _easiest(state, finders) or (search, state.search())
        steps.append(Step(found.move, technique.name, technique.level, found.reason))
        state = state.after(found)
    return steps


def _easiest(
    state: State, finders: Sequence[tuple[Technique, Finder]]
) -> tuple[Technique, Found] | None:
    for technique, finder in finders:
        found = next((f for f in finder(state) if state.on_answer(f)), None)
        if found is not None:
            return technique, found
    return None


def module(kind: Kind) -> HintsModule:
    """The kind's human solver (solver/hints/<kind>.py, named on its Kind)."""
    return kind.hints


def techniques(kind: Kind) -> list[Technique]:
    """The kind's techniques, easiest first, "search" last."""
    return list(module(kind).TECHNIQUES)


def explain(kind: Kind[PositionT, AnswerT], puzzle: PositionT, answer: AnswerT) -> list[Step]:
    """Every step from `puzzle` to `answer` (a unique, optimal answer of it).

    For the playable page and books:
    `[s.to_mapping() for s in explain(CHAIN, puzzle, answer)]`."""
    return module(kind).explain(puzzle, answer)


def hint(kind: Kind[PositionT, AnswerT], puzzle: PositionT, answer: AnswerT) -> Step:
    """One step toward the answer, or a step without a move that says why
    there is none (two answers, no answer, undecided)."""
    if answer.status == Status.INFEASIBLE:
        return Step(None, "no-answer", None, Words("en")("command.reason_no-answer"))
    if answer.unique is False and answer.status == Status.OPTIMAL:
        return several_best(kind, puzzle, answer)[0]
    if answer.unique is False:
        return Step(None, "not-unique", None, Words("en")("command.reason_not-unique"))
    if answer.unique is not True or answer.status != Status.OPTIMAL:
        return Step(None, "undecided", None, Words("en")("command.reason_undecided"))
    steps = explain(kind, puzzle, answer)
    if not steps:
        return Step(None, "solved", 0, Words("en")("command.reason_solved"))
    return steps[0]


def steps_for(kind: Kind[PositionT, AnswerT], puzzle: PositionT, answer: AnswerT) -> list[Step]:
    """`solve --explain`: every step to a unique answer, else the one step that
    says why there are none."""
    if answer.unique is False and answer.status == Status.OPTIMAL:
        steps = several_best(kind, puzzle, answer)
        return [s for s in steps if s.move is not None]
    first = hint(kind, puzzle, answer)
    if first.move is None:
        return [first] if first.technique != "solved" else []
    return explain(kind, puzzle, answer)


def several_best(kind: Kind[PositionT, AnswerT], puzzle: PositionT, answer: AnswerT) -> list[Step]:
    """A position with several best answers (a game position, not a puzzle):
    the steps to the answer found, which keep a best answer reachable; the
    first also names the other first moves as good (from `analyse`), and
    where no rule settles it says that any of them does. Empty when
    nothing is left to do."""
    import dataclasses

    from solver.analyse import analyse, move_words, same_move
    from solver.limits import Limits

    steps = explain(kind, puzzle, answer)
    best = [m.move for m in analyse(kind, puzzle, Limits()).best]
    if not steps:
        named = "; ".join(move_words(kind, m) for m in best[:4])
        more = Words("en")("command.and_more", n=len(best) - 4) if len(best) > 4 else ""
        reason = Words("en")("command.reason_nothing_to_gain")
        if best:
            reason += Words("en")("command.reason_keeps_too", moves=named + more)
        return [Step(None, "solved", 0, reason, others=tuple(best))]
    first = steps[0]
    assert first.move is not None  # a step of an explanation makes a move
    others = tuple(m for m in best if not same_move(kind, puzzle, m, first.move))
    reason = first.reason
    if first.technique == SEARCH:
        reason = (
            "No rule settles it: searching every line of play, this move keeps the best "
            "result reachable."
        )
    reason += as_good(kind, others)
    steps[0] = dataclasses.replace(first, reason=reason, others=others)
    return steps


def as_good(kind: Kind, others: Sequence[Mapping[str, Any]], words: Words = ENGLISH) -> str:
    """What a step of a position with several best answers adds: the other
    first moves as good, named (up to 4) or counted; "" when there are none."""
    from solver.analyse import move_words

    if len(others) > 4:
        return words.count("command.as_good_many", len(others))
    if others:
        return words("command.as_good", moves="; ".join(move_words(kind, m, words) for m in others))
    return ""


def counted(count: int, word: str) -> str:
    """'1 gem', '3 gems': a count as a person writes it."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def times(count: int) -> str:
    """'once', 'twice', 'three times', ... as a person says it."""
    words = {1: "once", 2: "twice", 3: "three times", 4: "four times", 5: "five times"}
    return words.get(count, f"{count} times")


def weight(level: int | None) -> int:
    """What one step of a technique of `level` adds to a puzzle's effort: 1, 2,
    4, 8, 16 for levels 1 to 5, so that one step of a level outweighs any one
    step below it (docs/difficulty.md "Effort")."""
    return 2 ** (max(level or 1, 1) - 1)


def effort(steps: Sequence[Step], decisive: Sequence[bool] | None = None) -> int:
    """The effort a puzzle asks of a person: its steps, each weighted by its
    technique's level (`weight`). `decisive` (one flag a step) leaves out the
    steps that are no decision: an endgame's moves where every legal move is
    as good (solver/hints/endgame.py `decisions`)."""
    flags = [True] * len(steps) if decisive is None else decisive
    return sum(weight(s.level) for s, on in zip(steps, flags, strict=True) if on)


def grade(steps: list[Step]) -> dict[str, int]:
    """The hardest level the steps need and how many there are (for `meta`)."""
    return {"level": max((s.level or 0 for s in steps), default=0), "steps": len(steps)}


def key_lines(steps: list[Step]) -> list[str]:
    """Numbered lines for an answer key: "3. 4 appears three times, so 4 is an end"."""
    return [f"{i}. {s.reason}" for i, s in enumerate(steps, 1)]


def key_steps(kind: Kind[PositionT, AnswerT], puzzle: PositionT, answer: AnswerT) -> list[str]:
    """The numbered step lines for a puzzle's key, toward `answer` (solved, or
    the puzzle's `solution`)."""
    return key_lines(steps_for(kind, puzzle, answer))
