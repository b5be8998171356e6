"""domino-puzzles as a library: load, solve, generate, draw and print domino
puzzles, and play the games between bots (docs/library.md)::

    import domino_puzzles as dp

    for puzzle in dp.generate("chain", 2, seed=7, difficulty="easy"):
        answer = dp.solve(puzzle)
        print(puzzle.label, answer.unique, answer.to_mapping())

Every command of `domino-puzzles` is a call of this package: a script gets
the same answers, the same files (byte for byte) and the same errors. Bad
input raises `BadInput`, naming the file, the puzzle and the field. Nothing
prints: long jobs (`book`, `worksheet`) tell a `Reporter` how far they got,
if given one.

The library layer sits above `puzzles/` (what the games are) and `solver/`
(how to answer them); `cli/` turns options into calls of it. Importing it is
cheap: OR-Tools, svgwrite and the page machinery load on first use.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from domino_puzzles.paper_kind import draw
from domino_puzzles.report import SILENT, Lines, Reporter, Terminal
from puzzles.contract import Answer, Puzzle
from puzzles.errors import BadInput, IllegalMove, NeedsPackage, NothingToMake, ProjectError
from puzzles.words import Words
from solver.api import (
    Check,
    Entry,
    PuzzleFile,
    check,
    explain,
    hint,
    load,
    load_file,
    solve,
)
from solver.bots import LEVELS
from solver.registry import KINDS, Kind

if TYPE_CHECKING:  # what `__getattr__` below imports when named, as mypy sees it
    from domino_puzzles.book_folder import Book, book
    from domino_puzzles.bots import Bot, bot
    from domino_puzzles.matches import Played, play
    from domino_puzzles.recipe import Part, Recipe
    from domino_puzzles.worksheet_folder import Sheet, worksheet
    from puzzles.florentine.game import Chooser as FlorentineDecider
    from solver.analyse import Analysis
    from solver.dominoes.players import Decider as DominoDecider
    from solver.results import Step

__all__ = [
    "KINDS",
    "LEVELS",
    "SILENT",
    "Analysis",
    "Answer",
    "BadInput",
    "Book",
    "Bot",
    "Check",
    "DominoDecider",
    "Entry",
    "FlorentineDecider",
    "IllegalMove",
    "Kind",
    "Lines",
    "NeedsPackage",
    "NothingToMake",
    "Part",
    "Played",
    "ProjectError",
    "Puzzle",
    "PuzzleFile",
    "Recipe",
    "Reporter",
    "Sheet",
    "Step",
    "Terminal",
    "analyse",
    "answer_text",
    "book",
    "bot",
    "check",
    "domino_decider",
    "draw",
    "dump",
    "explain",
    "florentine_decider",
    "generate",
    "hint",
    "hint_text",
    "load",
    "load_file",
    "play",
    "play_page",
    "solve",
    "worksheet",
]

# Where a function or class lives that importing this package does not load
# (it would load the drawing or the search): `domino_puzzles.book` imports it
# when named. Each is the library's own, not restated here: its signature and
# docstring are those of the module it lives in.
_LATER = {
    "book": ("domino_puzzles.book_folder", "book"),
    "worksheet": ("domino_puzzles.worksheet_folder", "worksheet"),
    "play": ("domino_puzzles.matches", "play"),
    "bot": ("domino_puzzles.bots", "bot"),
    "Analysis": ("solver.analyse", "Analysis"),
    "Book": ("domino_puzzles.book_folder", "Book"),
    "Bot": ("domino_puzzles.bots", "Bot"),
    "DominoDecider": ("solver.dominoes.players", "Decider"),
    "FlorentineDecider": ("puzzles.florentine.game", "Chooser"),
    "Part": ("domino_puzzles.recipe", "Part"),
    "Played": ("domino_puzzles.matches", "Played"),
    "Recipe": ("domino_puzzles.recipe", "Recipe"),
    "Sheet": ("domino_puzzles.worksheet_folder", "Sheet"),
    "Step": ("solver.results", "Step"),
}


def __getattr__(name: str) -> Any:
    if name in _LATER:
        import importlib

        module, attr = _LATER[name]
        return getattr(importlib.import_module(module), attr)
    raise AttributeError(f"module 'domino_puzzles' has no attribute {name!r}")


def _entry(puzzle: Entry | Puzzle) -> Entry:
    from solver.api import _entry as entry_of

    return entry_of(puzzle)


def dump(puzzle: Entry | Puzzle) -> dict[str, Any]:
    """The puzzle as the mapping a YAML file holds (its solution too, if it
    has one): `load(dump(p))` is `p` again."""
    entry = _entry(puzzle)
    return entry.kind.dump(entry.puzzle)


def analyse(
    puzzle: Entry | Puzzle, time_limit: float | None = None, others: str | None = None
) -> Analysis:
    """Every legal first move with its value under best play after it, best
    first (`domino-puzzles analyse`); `to_mapping()` is its JSON. A Block or
    Draw position seen from one seat is valued under the model `others` of
    the other players: "expert" (the default: they play as the best bot
    would and do not see the seat's hand) or "worst" (they see every hand
    and play against it: a worst case)."""
    from solver.analyse import analyse as analyse_position
    from solver.limits import Limits

    entry = _entry(puzzle)
    if others not in (None, "expert", "worst"):
        raise BadInput(f"is expert or worst, not {others!r}", "others")
    return analyse_position(entry.kind, entry.puzzle, Limits(time_limit, others=others))


def generate(
    kind: str,
    count: int = 1,
    seed: int = 0,
    difficulty: str = "medium",
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> list[Entry]:
    """`count` distinct puzzles of `kind`, each proven unique, loaded and
    carrying their solution (`puzzle.puzzle.solution`); `dump` gives the
    mapping `domino-puzzles generate` writes. Same seed, same puzzles,
    whatever `jobs` (processes side by side). `progress(done, total)` is
    called as they come."""
    from puzzles.files import label
    from solver import api

    made = api.generate(kind, count, seed, difficulty, jobs, progress)
    return [api.load(data, label(n, data)) for n, data in enumerate(made, 1)]


def answer_text(
    puzzle: Entry | Puzzle,
    answer: Answer,
    steps: Sequence[Step] | None = None,
    lang: str = "en",
) -> str:
    """The answer as text for people (`solve --format text`), with `steps`
    (from `explain`) as `solve --explain` lists them, in `lang` (en, nl, de, lv)."""
    from domino_puzzles import text as told

    return told.answer_text(_entry(puzzle), answer, steps, Words(lang))


def hint_text(puzzle: Entry | Puzzle, step: Step, lang: str = "en") -> str:
    """A hint (from `hint`) as `domino-puzzles hint` prints it, in `lang`."""
    from domino_puzzles import text as told

    return told.hint_line(_entry(puzzle), step, Words(lang))


def play_page(
    puzzles: Sequence[Entry | Puzzle],
    title: str = "domino-puzzles",
    lang: str = "en",
    *,
    hints: int | None = None,
    age: int | None = None,
) -> str:
    """play.html for `puzzles`, one self-contained page to play them on a
    screen (`render --html`). With `hints` it is the pupils' page: no answer
    in it, at most `hints` hints a puzzle; `age` words it for pupils of that
    age, as a worksheet's is."""
    from domino_puzzles.pages import answered
    from domino_puzzles.play_html import page

    entries = [_entry(p) for p in puzzles]
    made = [(e.kind, e.puzzle, answered(e.kind, e.puzzle, e.label)) for e in entries]
    return page(title, made, Words(lang), hints=hints, age=age)


def domino_decider(level: str, seed: int | str = 0, move_time: float = 1.0) -> DominoDecider:
    """The in-process Block/Draw bot of `level`: `(view, legal) -> move` on a
    seat's view (solver/dominoes/seat_view.py)."""
    import random

    from solver.bots import domino_decider as make

    return make(level, random.Random(seed), move_time)


def florentine_decider(
    level: str, seed: int | str = 0, move_time: float = 1.0
) -> FlorentineDecider:
    """The in-process Florentine bot of `level`: `(game, player, options) -> option`."""
    import random

    from solver.bots import florentine_decider as make

    return make(level, random.Random(seed), move_time)
