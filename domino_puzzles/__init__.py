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

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from domino_puzzles.report import SILENT, Lines, Reporter, Terminal
from puzzles.contract import Answer, Puzzle
from puzzles.errors import BadInput, IllegalMove, NeedsPackage, NothingToMake, ProjectError
from solver.api import Check, Entry, PuzzleFile, load, load_file
from solver.bots import LEVELS
from solver.registry import KINDS, Kind

if TYPE_CHECKING:
    from domino_puzzles.book_folder import Book
    from domino_puzzles.bots import Bot
    from domino_puzzles.matches import Played
    from domino_puzzles.recipe import Part, Recipe
    from domino_puzzles.worksheet_folder import Sheet
    from puzzles.florentine.game import Chooser as FlorentineDecider
    from solver.analyse import Analysis
    from solver.dominoes.players import Decider as DominoDecider
    from solver.hints import Step

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

# Where a class lives that importing this package does not load (it would load
# the drawing or the search): `domino_puzzles.Book` imports it when named.
_LATER = {
    "Analysis": ("solver.analyse", "Analysis"),
    "Book": ("domino_puzzles.book_folder", "Book"),
    "Bot": ("domino_puzzles.bots", "Bot"),
    "DominoDecider": ("solver.dominoes.players", "Decider"),
    "FlorentineDecider": ("puzzles.florentine.game", "Chooser"),
    "Part": ("domino_puzzles.recipe", "Part"),
    "Played": ("domino_puzzles.matches", "Played"),
    "Recipe": ("domino_puzzles.recipe", "Recipe"),
    "Sheet": ("domino_puzzles.worksheet_folder", "Sheet"),
    "Step": ("solver.hints", "Step"),
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


def solve(puzzle: Entry | Puzzle, time_limit: float | None = None) -> Answer:
    """The best answer, and whether it is unique (`answer.unique`). Without
    `time_limit` the answer is exact and the same on every run; with it, the
    best found in that many seconds (status `feasible` or `unknown`)."""
    from solver import api

    return api.solve(puzzle, time_limit)


def check(puzzle: Entry | Puzzle, time_limit: float | None = None) -> Check:
    """Re-solved: is the answer unique, and does the puzzle's own `solution` hold?"""
    from solver import api

    return api.check(puzzle, time_limit)


def analyse(puzzle: Entry | Puzzle, time_limit: float | None = None) -> Analysis:
    """Every legal first move with its value under best play after it, best
    first (`domino-puzzles analyse`); `to_mapping()` is its JSON."""
    from solver.analyse import analyse as analyse_position
    from solver.limits import Limits

    entry = _entry(puzzle)
    return analyse_position(entry.kind, entry.puzzle, Limits(time_limit))


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


def hint(puzzle: Entry | Puzzle, time_limit: float | None = None) -> Step:
    """One step toward the answer a person can follow, and why it is right
    (`domino-puzzles hint`); without a move when there is no single answer."""
    from solver import api

    return api.hint(puzzle, time_limit)


def explain(puzzle: Entry | Puzzle, time_limit: float | None = None) -> list[Step]:
    """Every step from the puzzle to its unique answer (`solve --explain`)."""
    from solver import api

    return api.explain(puzzle, time_limit)


def answer_text(
    puzzle: Entry | Puzzle,
    answer: Answer,
    steps: Sequence[Step] | None = None,
    lang: str = "en",
) -> str:
    """The answer as text for people (`solve --format text`), with `steps`
    (from `explain`) as `solve --explain` lists them, in `lang` (en, nl, de, lv)."""
    from domino_puzzles import text as told

    return told.answer_text(_entry(puzzle), answer, steps, lang)


def hint_text(puzzle: Entry | Puzzle, step: Step, lang: str = "en") -> str:
    """A hint (from `hint`) as `domino-puzzles hint` prints it, in `lang`."""
    from domino_puzzles import text as told

    return told.hint_line(_entry(puzzle), step, lang)


def draw(
    puzzle: Entry | Puzzle, answer: Answer | Mapping[str, Any] | None = None, lang: str = "en"
) -> str:
    """The puzzle drawn as an SVG document (sized in millimetres), or its key
    when given its answer (from `solve`, or the mapping `solve --format json`
    prints)."""
    from solver import api

    return api.draw(puzzle, answer, lang)


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
    return page(title, made, lang, hints=hints, age=age)


def book(
    out: str | Path,
    recipe: Recipe | None = None,
    *,
    per_page: int | None = None,
    explain: bool = False,
    pdf: bool = False,
    jobs: int | None = None,
    report: Reporter = SILENT,
) -> Book:
    """A puzzle book into the folder `out`, the files `domino-puzzles book`
    writes: the interior's pages, the cover, index.html, play.html and
    book.yaml (and the PDFs with `pdf`). `recipe` says what it holds
    (`Recipe(sections=(Part("chain", ("easy",), 4),), seed=7)`); without
    one, 12 puzzles of every kind. Keeps the user's files in `out`."""
    from domino_puzzles.book_folder import book as make

    return make(out, recipe, per_page=per_page, explain=explain, pdf=pdf, jobs=jobs, report=report)


def worksheet(
    out: str | Path,
    kind: str,
    *,
    count: int | None = None,
    age: int = 8,
    lang: str = "en",
    seed: int = 0,
    paper: str = "a4",
    per_page: int | None = None,
    pdf: bool = False,
    hints: int = 2,
    report: Reporter = SILENT,
) -> Sheet:
    """A classroom sheet of `kind` for pupils of `age` into the folder `out`,
    the files `domino-puzzles worksheet` writes: pupils/ (the sheet, its
    play.html with `hints` hints a puzzle) and teacher/ (the key)."""
    from domino_puzzles.worksheet_folder import worksheet as make

    return make(
        out,
        kind,
        count=count,
        age=age,
        lang=lang,
        seed=seed,
        paper_name=paper,
        per_page=per_page,
        pdf=pdf,
        hints=hints,
        report=report,
        note=report.say,
    )


def play(
    rules: str = "block",
    players: int = 2,
    *,
    bots: str | Sequence[str] = "best",
    seed: int = 0,
    move_time: float = 1.0,
    partnerships: bool = False,
    rounds: int | None = None,
    spinners: str | None = None,
    set_size: int = 6,
    rim_seals: bool = True,
) -> Played:
    """A whole Block or Draw match, or a Florentine game, between bots, as
    `domino-puzzles play` plays it: `.text(lang)` is what it prints (en, nl,
    de, lv; `play --lang`), `.record()`
    its JSON log. `bots`: one level for all seats or one a seat."""
    from domino_puzzles.matches import play as play_game

    return play_game(
        rules,
        players,
        bots=bots,
        seed=seed,
        move_time=move_time,
        partnerships=partnerships,
        rounds=rounds,
        spinners=spinners,
        set_size=set_size,
        rim_seals=rim_seals,
    )


def bot(rules: str, level: str = "best", seed: int = 0, move_time: float = 1.0) -> Bot:
    """A bot speaking the bot protocol (docs/formats.md, `domino-puzzles bot`):
    give it a seat's view (a JSON line or its mapping), get its move."""
    from domino_puzzles.bots import bot as make

    return make(rules, level, seed, move_time)


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
