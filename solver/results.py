"""What a kind's solver modules give back, shared by the kinds and the drivers.

A leaf: it imports nothing of the kinds, so a kind's modules (its
generator, its analyser, its human solver) and the drivers that run them
(solver/generate.py, solver/analyse.py, solver/hints/) all name these types
without an import circle, and solver/contract.py names them too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from puzzles.errors import ProjectError


@dataclass
class Generated:
    """A puzzle proven unique, its answer, and the features that graded it."""

    puzzle: Any
    answer: Any
    meta: dict[str, Any] = field(default_factory=dict)


class GenerationFailed(ProjectError, RuntimeError):
    """No puzzle came out of a generator's tries (a RuntimeError too, as before)."""


def first_unique(candidate: Callable[[], Generated | None], what: str, tries: int) -> Generated:
    """The first candidate that comes out proven unique (each draws on the slot's
    rng in turn, so which one it is depends on the seed alone)."""
    for _ in range(tries):
        made = candidate()
        if made is not None:
            return made
    raise GenerationFailed(f"no {what} in {tries} candidates")


@dataclass(frozen=True)
class Valued:
    """What a kind's analyser says of one first move: the move as `hint`
    writes it, its value as the output shows it (None: no answer is left
    after it), a rank that orders values (larger is better; None with no
    answer), and whether the value is proven."""

    move: Mapping[str, Any]
    value: Any
    rank: Any
    exact: bool = True
    extra: Mapping[str, Any] | None = None  # more fields of the row (sampled: win, ci)


@dataclass(frozen=True)
class Technique:
    """A named rule a person applies by looking; `level` 1 is the easiest."""

    name: str
    level: int
    rule: str  # the rule in one sentence, for docs and keys


@dataclass(frozen=True)
class Step:
    """One move toward the answer and why it is right."""

    move: Mapping[str, Any] | None
    technique: str
    level: int | None
    reason: str
    # On a position with several best answers: the other first moves as good
    # (None on a puzzle, whose answer is unique).
    others: tuple[Mapping[str, Any], ...] | None = None
    # The reason in every language, where the step words it itself (a game
    # position's hint); else the page piece words it (domino_puzzles/text.py).
    said: Mapping[str, str] | None = field(default=None, compare=False)

    def to_mapping(self) -> dict[str, Any]:
        move = dict(self.move) if self.move is not None else None
        out: dict[str, Any] = {
            "move": move,
            "technique": self.technique,
            "level": self.level,
            "reason": self.reason,
        }
        if self.others is not None:
            out["others"] = [dict(m) for m in self.others]
        return out
