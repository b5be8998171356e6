"""Collections of unique puzzles, the same for the same seed whatever `--jobs`.

Every puzzle slot i has its own random stream, seeded from (seed, kind,
difficulty, i, attempt), and each kind's `generate(rng, difficulty)` builds
a puzzle from it alone, proving it unique with the solver. Slots run side by
side in processes; results are taken in slot order, and a slot whose puzzle
repeats an earlier one tries again with its next attempt, so the file never
depends on timing or on how many processes ran.

Each puzzle is then graded by reasoning (`graded`): the human solver of
solver/hints explains it, and the slot keeps drawing from its stream until
the hardest technique the steps need fits the difficulty (LEVELS) and the
kind's own `fits`, if it has one, accepts the steps; `meta` gets that
`level`, the number of `steps`, their `effort` (solver/hints `effort`), an
endgame's real `decisions`, and the `draws` it took.
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from puzzles import numbers
from puzzles.status import Status
from solver.interrupt import check, worker_pool
from solver.kind import Kind
from solver.results import Generated, GenerationFailed, first_unique

__all__ = ["Generated", "GenerationFailed", "first_unique", "generate", "graded", "levels"]

DIFFICULTIES = ("easy", "medium", "hard")
# The most puzzles one run makes (`generate`, `book` and `worksheet --count`,
# and a book recipe's sections together): a collection of 2,000 Florentine
# puzzles is about what a puzzle file may hold (puzzles/strict_yaml.py
# MAX_NODES), so that `check` reads back whatever `generate` or a book wrote
# (`DIR/book.yaml`); ten times the 200-puzzle book of tests/bench.
MAX_PUZZLES = 2_000
MAX_ATTEMPTS = 50  # per slot, counting repeats of earlier puzzles
# The hardest technique level (solver/hints) a puzzle of each difficulty may
# need: easy only level 1, medium at most 2, hard at least 3 ("search" is the top).
LEVELS = {"easy": (1, 1), "medium": (1, 2), "hard": (3, 99)}
MAX_DRAWS = 100  # puzzles drawn per slot looking for one its level fits (endgames: cheap)
# A kind's generator module may grade more finely with LEVELS of its own, which
# add to or replace these bands: "extreme", past hard, for adults, is the one
# level name beyond DIFFICULTIES that a kind may offer (every kind of the tool does).
EXTREME = "extreme"
LEVEL_NAMES = (*DIFFICULTIES, EXTREME)


def levels(kind: Kind) -> dict[str, tuple[int, int]]:
    """The difficulties `kind` generates and the technique levels each takes."""
    return {**LEVELS, **kind.generator.LEVELS}


def slot_rng(seed: int, kind: str, difficulty: str, slot: int, attempt: int) -> random.Random:
    # A string seed hashes the same on every platform and Python 3 version.
    return random.Random(f"{seed}/{kind}/{difficulty}/{slot}/{attempt}")


def _make(job: tuple[Kind, int, str, int, int]) -> dict[str, Any]:
    """One slot's puzzle as it goes into the file (runs in a worker process: a
    `Kind` is its name and module functions, which pickle by name)."""
    kind, seed, difficulty, slot, attempt = job
    kind_name = kind.name
    made = graded(kind, slot_rng(seed, kind_name, difficulty, slot, attempt), difficulty)
    data = kind.dump(made.puzzle)
    solution = made.answer.to_mapping()
    solution.pop("seconds", None)  # timing is not reproducible; the rest is
    meta = {"difficulty": difficulty, **made.meta, "seed": seed, "slot": slot, "attempt": attempt}
    for key in ("id", "title", "difficulty", "meta", "solution"):
        data.pop(key, None)
    return {
        "kind": kind_name,
        "id": f"{kind_name}-{difficulty}-{seed}-{slot + 1:03d}",
        "difficulty": difficulty,
        **{k: v for k, v in data.items() if k != "kind"},
        "meta": meta,
        "solution": solution,
    }


def graded(kind: Kind, rng: random.Random, difficulty: str) -> Generated:
    """The first puzzle drawn from `rng` whose reasoning fits `difficulty`: the
    hardest technique its explained steps need lies in the kind's `levels`.

    Each draw continues the slot's own rng, so the puzzle kept depends on the
    seed alone. If none of MAX_DRAWS fits, the one nearest the band is kept
    (its `meta` says its level honestly)."""
    from solver.hints import explain, grade

    low, high = levels(kind)[difficulty]
    fits = getattr(kind.generator, "fits", None)  # a kind's own test of the steps
    nearest: tuple[int, int, Generated, list[Any]] | None = None
    for draw in range(1, MAX_DRAWS + 1):
        made = kind.generate(rng, difficulty)
        if made.answer.unique is not True or made.answer.status != Status.OPTIMAL:
            raise GenerationFailed(f"{kind.name} generator returned a puzzle not proven unique")
        steps = explain(kind, made.puzzle, made.answer)
        level = grade(steps)["level"]
        miss = max(low - level, level - high, 0)
        if miss == 0:  # only then the costlier part: an endgame's decisions
            _reasoned(kind, made, steps, draw)
            if fits is None or fits(difficulty, steps, made.meta):
                return made
            miss = 1
        if nearest is None or miss < nearest[0]:
            nearest = (miss, draw, made, steps)
    assert nearest is not None  # at least one draw was made
    _, draw, made, steps = nearest
    if "effort" not in made.meta:
        _reasoned(kind, made, steps, draw)
    return made


def _reasoned(kind: Kind, made: Generated, steps: list[Any], draw: int) -> None:
    """What `meta` gets of the human solver's steps: the hardest `level`, the
    `steps`, their `effort` (solver/hints `effort`), for a kind that tells
    real decisions apart (endgames) their count, `decisions`, and the
    `draws` it took."""
    from solver.hints import effort, grade

    reasoning = grade(steps)
    decisions = getattr(kind.hints, "decisions", None)
    flags = decisions(made.puzzle, made.answer) if decisions is not None else None
    reasoning["effort"] = effort(steps, flags)
    if flags is not None:
        reasoning["decisions"] = sum(flags)
    made.meta.update(reasoning, draws=draw)


def _key(puzzle: dict[str, Any]) -> str:
    """What makes two puzzles the same: everything but their names and notes."""
    body = {k: v for k, v in puzzle.items() if k not in ("id", "meta", "solution")}
    return json.dumps(body, sort_keys=True)


def generate(
    kind: Kind,
    count: int,
    seed: int,
    difficulty: str,
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> list[dict[str, Any]]:
    """`count` distinct unique puzzles, as mappings ready for a YAML collection."""
    jobs = max(1, jobs)
    puzzles: list[dict[str, Any]] = []
    seen: set[str] = set()
    attempts = [0] * count

    def accept(slot: int, made: dict[str, Any]) -> bool:
        check()  # a Ctrl-C whose exception Python dropped (solver/interrupt.py)
        key = _key(made)
        if key in seen:
            return False
        seen.add(key)
        puzzles.append(made)
        if progress:
            progress(len(puzzles), count)
        return True

    def retry(slot: int) -> None:
        # A repeat of an earlier puzzle: the slot's next attempts, in order.
        while True:
            attempts[slot] += 1
            if attempts[slot] >= MAX_ATTEMPTS:
                raise GenerationFailed(f"slot {slot + 1}: only repeats of earlier puzzles")
            if accept(slot, _make((kind, seed, difficulty, slot, attempts[slot]))):
                return

    jobs_list = [(kind, seed, difficulty, slot, 0) for slot in range(count)]
    if jobs == 1 or count == 1:
        for job in jobs_list:
            if not accept(job[3], _make(job)):
                retry(job[3])
        return puzzles
    with worker_pool(jobs) as pool:
        for job, made in zip(jobs_list, pool.imap(_make, jobs_list), strict=True):
            if not accept(job[3], made):
                retry(job[3])
    return puzzles


class Progress:
    """A bar on stderr, redrawn in place; silent when stderr is not a terminal."""

    def __init__(self, label: str, enabled: bool, lang: str = "en"):
        self.label = label
        self.enabled = enabled
        self.lang = lang  # the seconds' decimal sign
        self.start = time.perf_counter()

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled:
            return
        width = 30
        filled = width * done // max(total, 1)
        elapsed = time.perf_counter() - self.start
        bar = "#" * filled + "-" * (width - filled)
        seconds = numbers.decimal(self.lang, elapsed, 1).rjust(5)
        sys.stderr.write(f"\r{self.label} [{bar}] {done}/{total} {seconds} s")
        if done == total:
            sys.stderr.write("\n")
        sys.stderr.flush()
