"""What the printing commands share: paper, solutions, pages, files, PDF.

Drawing lives in puzzles/drawing; this module lays drawings out on pages and
writes them. Keys are drawn from each puzzle's embedded `solution`
(generated puzzles carry one); only a puzzle without one is solved.
"""

from __future__ import annotations

import dataclasses
import functools
import html
import importlib
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from domino_puzzles.paper_kind import on_paper
from domino_puzzles.report import SILENT, Reporter
from puzzles.drawing import PAPERS
from puzzles.drawing.words import count as counted
from puzzles.drawing.words import word
from puzzles.errors import BadInput, NeedsPackage, NothingToMake
from puzzles.words import ENGLISH, Words
from solver.generate import LEVEL_NAMES
from solver.kind import AnswerT, PositionT
from solver.registry import KINDS, Kind


class _Lazy:
    """A drawing module on first use: svgwrite would cost every command 80 ms."""

    def __init__(self, name: str):
        self._name = name

    def __getattr__(self, name: str) -> Any:
        return getattr(importlib.import_module(self._name), name)


paper = _Lazy("puzzles.drawing.page")
layout = _Lazy("puzzles.drawing.layout")


# -- shared ---------------------------------------------------------------
def solution_of(kind: Kind[PositionT, AnswerT], puzzle: PositionT) -> AnswerT:
    """The kind's answer to `puzzle`: its `solution` (read at load), else solved."""
    if puzzle.solution is not None:
        return puzzle.solution
    return answer_of(kind, puzzle)


def answered(kind: Kind[PositionT, AnswerT], puzzle: PositionT, label: str) -> AnswerT:
    """`solution_of` a puzzle a key or a play page is made of; one with no
    answer (tiles that make no line, say) is bad input, named by `label`: its
    key would show the puzzle itself, and a page could never be finished."""
    answer = solution_of(kind, puzzle)
    if answer.status == "infeasible":
        raise BadInput.said("no_answer_to_draw").within(label)
    return answer


def answer_of(kind: Kind[PositionT, AnswerT], puzzle: PositionT) -> AnswerT:
    """The solver's answer, without a time limit (a fixed amount of work:
    solver/limits.py), worked out once per command: a key, the page's hint
    steps and its judged first moves all need it."""
    position: Any = puzzle  # a frozen dataclass, hashable: lru_cache's key
    return cast(AnswerT, _answer_of(kind, position))


@functools.lru_cache(maxsize=256)
def _answer_of(kind: Kind, puzzle: Any) -> Any:
    from solver.limits import Limits

    return kind.solve(puzzle, Limits())


def need_cairosvg() -> None:
    """NeedsPackage now, before any work, where a PDF could not be made."""
    try:
        import cairosvg  # noqa: F401
    except (ImportError, OSError):
        from domino_puzzles.install import install_hint

        raise NeedsPackage(
            f"--pdf needs cairosvg and the cairo library: {install_hint('pdf')}"
        ) from None


def write_pdf(pages, path, meta=None, progress=None, jobs: int = 1) -> None:
    """Every SVG page, in order, as one PDF (domino_puzzles/pdf.py)."""
    from domino_puzzles.pdf import write_pdf as convert

    convert(pages, path, meta, progress, jobs)


def index_html(title: str, names: Sequence[str], paper_name: str) -> str:
    """Pages to look at and print, one a sheet, at the paper's size."""
    w, h = PAPERS[paper_name]
    imgs = "\n".join(f'<img src="{n}" alt="{n}">' for n in names)
    return f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<style>
@page {{ size: {w:g}mm {h:g}mm; margin: 0; }}
body {{ margin: 0; background: #888; font-family: sans-serif; }}
img {{ display: block; width: {w:g}mm; height: {h:g}mm; margin: 8mm auto; background: #fff; }}
@media print {{
  body {{ background: none; }}
  img {{ margin: 0; page-break-after: always; break-after: page; }}
  img:last-child {{ page-break-after: auto; break-after: auto; }}
}}
</style></head>
<body>
{imgs}
</body></html>
"""


def write_dir(
    out: str | Path,
    files: dict[str, str],
    pdfs: Mapping[str, Sequence[str]] | None,
    meta: Mapping[str, str] | None = None,
    progress: Callable[[str], Callable[[int, int], None] | None] | None = None,
    jobs: int = 1,
    note: Callable[[str], None] | None = None,
    after: Callable[[Path], None] | None = None,
) -> None:
    """All files, and each PDF of `pdfs` (file name -> its SVG pages), into the
    folder `out`, keeping the user's own files there (domino_puzzles/output.py);
    `after` is given each PDF once written (IngramSpark's PDF/X-1a)."""
    from domino_puzzles.output import write_folder

    def pdf(path, pages, name) -> None:
        write_pdf(pages, path, meta, progress(name) if progress else None, jobs)
        if after:
            after(Path(path))

    content: dict[str, Any] = dict(files)
    for name, pages in (pdfs or {}).items():
        content[name] = lambda path, pages=pages, name=name: pdf(path, pages, name)
    write_folder(out, content, *([note] if note else []))


@dataclass(frozen=True)
class Print:
    """What a page is made for, the one value page making takes: the paper's
    name (puzzles/drawing PAPERS), the language, the reader (`adult`,
    `child`, or `large` for a large-print book: the scale and the type), a
    worksheet's pupils' `age` (None: a book's or `render`'s words), the
    pages of the book it goes in (`book_pages`: the gutter; 0 for a loose
    page), whether what goes under a board may go beside it (`beside`: a
    book's pages, a pupil's sheet) and at most how many puzzles a page
    holds (`per_page`); `least`: the reader whose smallest sizes the
    drawings may come down to so that `per_page` share a page (None: the
    reader's own)."""

    paper: str = "a4"
    lang: str = "en"
    reader: str = "adult"
    age: int | None = None
    book_pages: int = 0
    beside: bool = False
    per_page: int | None = None
    least: str | None = None


def section(
    kind: Kind,
    puzzles: Sequence[tuple[str, Any]],
    on: Print,
    *,
    key: bool,
    head: Callable,
    footer: Callable[[int], str],
    steps: Callable[[Any, Any], list[str]] | None = None,
    scale: float | None = None,
    opening: bool = True,
):
    """One kind's puzzles (or keys) for `layout.flow`, made `on` its `Print`:
    titled "1." etc., drawn at the kind's scale for the reader (or exactly at
    `scale`: a book's keys at their puzzles'), its rules box on the first page;
    a key prints `steps(puzzle, answer)` under it when given (`book
    --explain`), flowing on to the next page where it must. With an `age` (a
    worksheet) each puzzle is drawn for pupils of that age, and the rules box
    holds only the rules its puzzles use, in the words for the age
    (`PaperKind.sheet_rules`). With `beside` (a book) a small board may have
    what goes under it beside it, where the column leaves room."""
    drawn = on_paper(kind)
    lang, age, reader = on.lang, on.age, on.reader
    items = []
    # a worksheet's facts name nothing its rules box leaves out (PaperKind.facts)
    sheet = None if age is None else [p for _, p in puzzles]
    for title, puzzle in puzzles:
        answer = solution_of(kind, puzzle) if key else None
        told = steps(puzzle, answer) if key and steps else None
        diff = puzzle.header.get("difficulty")
        items.append(
            layout.Item(
                lambda w, p=puzzle, a=answer, t=bool(told): drawn.draw(
                    p, a, Words(lang), width=w, age=age, beside=on.beside, sheet=sheet, told=t
                ),
                title,
                level_note(diff, Words(lang)),
                "" if key else drawn.facts(puzzle, Words(lang), age, sheet),
                tuple(told or ()),
                (
                    lambda w, p=puzzle, a=answer, t=bool(told): drawn.draw(
                        p, a, Words(lang), width=w, age=age, sheet=sheet, told=t
                    )
                )
                if on.beside
                else None,
            )
        )
    base = drawn.printing.scale(reader) if scale is None else scale
    rules = None
    if not key and opening:
        # two lines a page (`least`): the example at the least size the
        # puzzles come down to and the lower of the rules box's two forms, so
        # that the first page holds two puzzles under it too
        example = base if on.least is None else drawn.printing.least_scale(on.least)
        rules = rules_for(kind, on, example, [p for _, p in puzzles], lowest=on.least is not None)
    return layout.Section(
        items,
        base,
        drawn.printing.least_scale(on.least or reader),
        head,
        footer,
        rules,
        on.per_page,
        reader if reader in ("child", "large", "young") else "adult",
        fixed=scale is not None,
        continued=Words(lang)("paper.common.continued"),
    )


def puzzle_page(
    kind: Kind[PositionT, AnswerT],
    puzzle: PositionT,
    *,
    key: bool = False,
    paper_name: str = "a4",
    words: Words = ENGLISH,
    footer: str = "",
) -> str:
    """One puzzle (or, with `key`, its answer) on one printable SVG page, titled
    by its `title` or `id`, its rules box beside it where the page has room
    (`domino-puzzles render`)."""
    header = puzzle.header
    name = on_paper(kind).word(words, "name")
    title = str(header.get("title") or header.get("id") or name)
    heading = f"{title} — {words('paper.common.key')}" if key else title
    kind_type = paper.Type.for_reader("adult")

    def head(dwg: Any, fr: Any, first: bool) -> Any:
        return paper.header(dwg, fr, kind_type, heading, name)

    on = Print(paper_name, words.lang, per_page=1)
    sec = section(kind, [("", puzzle)], on, key=key, head=head, footer=lambda n: footer)
    pages = layout.flow(sec, paper_name, 1, bound=False)
    if len(pages) > 1:  # a large board and the rules box share no page: keep the board
        pages = layout.flow(dataclasses.replace(sec, opening=None), paper_name, 1, bound=False)
    return pages[0]


def rules_for(
    kind: Kind,
    on: Print,
    scale: float,
    puzzles: Sequence[Any] = (),
    lowest: bool = False,
    rules_type: Any = None,
):
    """The kind's rules box, its example drawn at the puzzles' `scale`, as wide
    as the pages of a book of `on.book_pages` pages (its gutter) allow; a
    worksheet's (`on.age`) says only the rules its `puzzles` use. `lowest`: its
    example beside the rules or under them, whichever box is lower;
    `rules_type`, its type where not the reader's."""
    style = importlib.import_module("puzzles.drawing.style")
    drawn, lang = on_paper(kind), on.lang
    if on.reader == "young" and hasattr(drawn.drawing, "young_steps"):
        # a sheet for 6-7: two steps drawn, not the rules (a kind without
        # them has its rules box)
        young_steps = importlib.import_module("puzzles.drawing.young_steps")
        fr = paper.frame(on.paper, 1, True, on.book_pages)
        young_type = paper.Type.for_reader("young")
        steps = young_steps.steps(drawn.drawing, kind.name, Words(lang))
        return paper.steps_box(young_type, steps, fr.inner)
    g, w, h, caption = drawn.drawing.rules_example(Words(lang))
    example = (style.place(g, 0, 0, scale), w * scale, h * scale)
    fr = paper.frame(on.paper, 1, True, on.book_pages)
    kind_type = rules_type or paper.Type.for_reader(
        on.reader if on.reader in ("child", "large", "young") else "adult"
    )
    age = on.age
    rules = (
        drawn.rules_text(Words(lang))
        if age is None
        else drawn.sheet_rules(Words(lang), puzzles, age)
    )
    boxes = [
        paper.rules_box(
            kind_type, Words(lang)("paper.common.rules"), rules, example, caption, fr.inner, under
        )
        for under in ((False, True) if lowest else (False,))
    ]
    return min(boxes, key=lambda box: box[2])


def level_mark(difficulty: str) -> str:
    """A generated puzzle's level as dots, filled up to its rank: easy one of
    four, extreme all four; black on white, so it reads in grey too."""
    rank = LEVEL_NAMES.index(difficulty) + 1
    return "\u25cf" * rank + "\u25cb" * (len(LEVEL_NAMES) - rank)


def level_note(difficulty: Any, words: Words) -> str:
    """What stands on a puzzle's title line, right: its level's dots and word
    (a generator's level), or a difficulty as its file writes it."""
    if difficulty in LEVEL_NAMES:
        return f"{level_mark(difficulty)} {word(words, difficulty)}"
    return str(difficulty or "")


def split_count(count: int, kinds: Sequence[str], difficulties: Sequence[str]):
    """`count` puzzles spread over the kinds first, then each kind's share over
    the difficulties; the first ones get more. {(kind, difficulty): n}."""
    out = {}
    for i, kind in enumerate(kinds):
        share = count // len(kinds) + (i < count % len(kinds))
        for j, difficulty in enumerate(difficulties):
            out[(kind, difficulty)] = share // len(difficulties) + (j < share % len(difficulties))
    return out


def usable_kinds(kinds: Sequence[str], count: int, report: Reporter = SILENT) -> list[str]:
    """The kinds of `kinds` that can be generated, saying which are left out
    (no generator, or fewer puzzles than kinds); NothingToMake if none is left."""
    usable = []
    lang = report.lang
    for name in kinds:
        if KINDS[name].has_generator:
            usable.append(name)
        else:
            report.say(
                report.word("no_generator", kind=on_paper(KINDS[name]).word(Words(lang), "name"))
            )
    if not usable:
        raise NothingToMake("no kind asked for can be generated")
    if count < len(usable):
        left = ", ".join(on_paper(KINDS[k]).word(Words(lang), "name") for k in usable[count:])
        what = counted(Words(lang), count, "puzzle")
        report.say(report.nword("too_few", len(usable), what=what, left=left))
    return usable


def generate_puzzles(
    kinds: Sequence[str],
    difficulties: Sequence[str],
    count: int,
    seed: int,
    report: Reporter = SILENT,
    jobs: int | None = None,
) -> list[tuple[Kind, Any]]:
    """`count` puzzles over `kinds` and `difficulties` (`split_count`), loaded,
    each with its solution; a kind without a generator is left out, saying so."""
    from solver.generate import generate

    usable = usable_kinds(kinds, count, report)
    counts = split_count(count, usable, difficulties)
    jobs = jobs or os.cpu_count() or 1
    made: list[tuple[Kind, Any]] = []
    for (kind_name, difficulty), n in counts.items():
        if not n:
            continue
        kind = KINDS[kind_name]
        named = {
            "kind": on_paper(kind).word(Words(report.lang), "name"),
            "level": word(Words(report.lang), difficulty),
        }
        what = counted(Words(report.lang), n, "puzzle")
        report.say(report.word("generating_level", what=what, **named))
        bar = report.progress(report.word("batch", **named))
        for data in generate(kind, n, seed, difficulty, jobs, bar):
            made.append((kind, kind.load(data)))
    return made
