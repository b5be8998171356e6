"""domino-puzzles for people who script: load, solve, check, generate, hint, explain.

The command line is a thin layer over these functions, so a script gets the
same answers, the same messages and the same files as the commands::

    from solver import api

    puzzles, _ = api.load_file("examples/chain.yaml")
    answer = api.solve(puzzles[0])
    print(answer.to_mapping()["line"])

A *puzzle* here is what `load` or `load_file` gives: an `Entry` (its label,
its `Kind` and the kind's position), or the position alone. Answers are the
kind's answer objects; `to_mapping()` gives the fields `solve --format json`
prints (docs/formats.md). Bad input raises `puzzles.errors.BadInput` naming
the file, the puzzle and the field. docs/api.md shows every function at work.

Nothing here loads OR-Tools until a puzzle is solved or generated.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, cast

from puzzles.command_words import phrase
from puzzles.contract import Answer, Puzzle
from puzzles.errors import BadInput
from puzzles.files import read_documents
from puzzles.words import Words
from solver.generate import DIFFICULTIES
from solver.limits import Limits
from solver.registry import KINDS, Kind, kind_of

if TYPE_CHECKING:
    from puzzles.dominoes.endgame_hidden import HiddenPosition
    from solver.results import Step

__all__ = [
    "DIFFICULTIES",
    "KINDS",
    "BadInput",
    "Check",
    "Entry",
    "Kind",
    "PuzzleFile",
    "check",
    "explain",
    "generate",
    "hint",
    "load",
    "load_file",
    "solve",
]


class Entry(NamedTuple):
    """One puzzle of a file: how messages name it, its kind, and its position."""

    label: str  # "1", or "2 (chain-easy-0-002)" when it has an id
    kind: Kind
    puzzle: Puzzle  # the kind's Position


class PuzzleFile(NamedTuple):
    """Every puzzle of a file, and whether the file is a collection `puzzles: [...]`."""

    puzzles: list[Entry]
    collection: bool


def load(data: Mapping[str, Any], label: str = "1") -> Entry:
    """A puzzle from a mapping written as in a YAML file (docs/formats.md)."""
    if label == "1":
        from puzzles.files import label as file_label

        label = file_label(1, data)  # "1 (its-id)": messages name the puzzle as a file would
    try:
        kind = kind_of(data)
        return Entry(label, kind, kind.load(data))
    except BadInput as error:
        raise error.within(label) from None


def load_file(path: str | Path) -> PuzzleFile:
    """Every puzzle of a YAML file, all validated before any is solved."""
    documents, collection = read_documents(path)
    puzzles = []
    for label, data in documents:
        try:
            puzzles.append(load(data, label))
        except BadInput as error:
            raise error.in_file(str(path)) from None
    return PuzzleFile(puzzles, collection)


def _entry(puzzle: Entry | Puzzle) -> Entry:
    """An Entry for a position given alone: its kind is the one whose `Position` it is."""
    if isinstance(puzzle, Entry):
        return puzzle
    for kind in KINDS.values():
        if type(puzzle) is kind.engine.Position:
            return Entry("1", kind, puzzle)
    raise TypeError(f"not a puzzle of any kind: {type(puzzle).__name__}")


def solve(puzzle: Entry | Puzzle, time_limit: float | None = None) -> Answer:
    """The best answer, and whether it is unique. Without `time_limit` the answer
    is exact and the same on every run; with it, the best found in that many
    seconds (status `feasible` or `unknown` when time ran out)."""
    entry = _entry(puzzle)
    return entry.kind.solve(entry.puzzle, Limits(time_limit=time_limit))


@dataclass(frozen=True)
class Check:
    """What `check` says of one puzzle: `ok` when it is proven unique and agrees
    with the solution it carries (if any)."""

    answer: Answer
    problems: list[str] = field(default_factory=list)
    has_solution: bool = False
    # the problems as words to say in any language: (key of puzzles/command_words.py, its fields)
    said: tuple[tuple[str, dict[str, str]], ...] = ()

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def verdict(self) -> str:
        return self.verdict_in("en")

    def verdict_in(self, lang: str) -> str:
        """`verdict` in `lang` (en, nl, de, lv)."""
        if self.problems:
            told = [phrase(Words(lang), f"problem_{key}", **fields) for key, fields in self.said]
            return Words(lang)("command.fail", problems="; ".join(told))
        return Words(lang)("command.ok") + (
            Words(lang)("command.confirmed") if self.has_solution else ""
        )


def check(puzzle: Entry | Puzzle, time_limit: float | None = None) -> Check:
    """Re-solve a puzzle: is its answer unique, and does its `solution` still hold?"""
    entry = _entry(puzzle)
    answer = solve(entry, time_limit)
    said: list[tuple[str, dict[str, str]]] = []
    if answer.status == "infeasible":
        said.append(("no_answer", {}))  # nothing fits: "not unique" would mislead
    elif answer.unique is not True:
        said.append(("not_unique" if answer.unique is False else "undecided", {}))
    embedded = entry.puzzle.solution
    if embedded is not None:
        said += [
            ("differs", {"field": key, "given": given, "got": got})
            for key, given, got in entry.kind.differing(embedded, answer)
        ]
    problems = [phrase(Words("en"), f"problem_{key}", **fields) for key, fields in said]
    return Check(answer, problems, embedded is not None, tuple(said))


def generate(
    kind: str,
    count: int = 1,
    seed: int = 0,
    difficulty: str = "medium",
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> list[dict[str, Any]]:
    """`count` distinct puzzles of `kind`, each proven unique, as the mappings a
    YAML collection holds (with `id`, `meta` and `solution`); `load` reads one.
    Same seed, same puzzles, whatever `jobs` (processes side by side)."""
    from solver.generate import generate as generate_puzzles
    from solver.generate import levels

    if kind not in KINDS:
        raise BadInput(f"unknown kind {kind!r} (one of: {', '.join(KINDS)})", "kind")
    known = levels(KINDS[kind])
    if difficulty not in known:
        raise BadInput(
            f"unknown difficulty {difficulty!r} for {kind} (one of: {', '.join(known)})",
            "difficulty",
        )
    return generate_puzzles(KINDS[kind], count, seed, difficulty, max(1, jobs), progress)


def hint(puzzle: Entry | Puzzle, time_limit: float | None = None) -> Step:
    """One step toward the answer that a person can follow (`domino-puzzles hint`):
    a `solver.hints.Step`, whose `to_mapping()` is `{move, technique, level,
    reason}` as docs/formats.md shows; without a move when the puzzle has no
    single answer (the reason says so)."""
    from solver import hints

    entry = _needs_hints(puzzle)
    if getattr(entry.puzzle, "hidden", False):  # an endgame seen from one seat
        from solver.dominoes.analyse.endgame import sampled_hint

        return sampled_hint(cast("HiddenPosition", entry.puzzle))
    from puzzles.florentine.endgame import Position as Florentine

    if isinstance(entry.puzzle, Florentine) and entry.puzzle.players:
        from solver.florentine.game_hint import game_hint  # a cut from a game: the game's

        return game_hint(entry.puzzle)
    return hints.hint(entry.kind, entry.puzzle, solve(entry, time_limit))


def explain(puzzle: Entry | Puzzle, time_limit: float | None = None) -> list[Step]:
    """Every step from the puzzle to its unique answer (`solve --explain`)."""
    from solver import hints

    entry = _needs_hints(puzzle)
    return hints.steps_for(entry.kind, entry.puzzle, solve(entry, time_limit))


def _needs_hints(puzzle: Entry | Puzzle) -> Entry:
    entry = _entry(puzzle)
    if not entry.kind.has_hints:
        raise NotImplementedError(
            f"hints for {entry.kind.name} puzzles need the human solver, "
            "which this version does not have yet"
        )
    return entry
