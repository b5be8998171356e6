"""A book folder (`domino-puzzles book`): the recipe's puzzles generated, the
interior and the cover laid out (domino_puzzles/book_layout.py), and every
file written: the pages, cover.svg, index.html, play.html, book.yaml, the
listing sheet (listing.json, listing.txt) and, asked for, book.pdf and
cover.pdf."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from domino_puzzles import book_layout as making
from domino_puzzles import landing, listing, pdfx, play_html
from domino_puzzles.output import check_folder
from domino_puzzles.pages import (
    generate_puzzles,
    index_html,
    need_cairosvg,
    solution_of,
    split_count,
    write_dir,
)
from domino_puzzles.paper_kind import on_paper
from domino_puzzles.recipe import Recipe, from_options
from domino_puzzles.report import SILENT, Reporter
from domino_puzzles.services import SERVICES
from puzzles.contract import Puzzle
from puzzles.drawing import page
from puzzles.drawing.greys import greyscale
from puzzles.drawing.words import count as counted
from puzzles.drawing.words import word
from puzzles.errors import BadInput, NothingToMake
from puzzles.files import dump_yaml
from puzzles.words import Words
from solver.api import Entry
from solver.generate import LEVEL_NAMES
from solver.registry import KINDS, Kind


@dataclass(frozen=True)
class Book:
    """What `book` wrote: the folder, its interior's page count, the puzzles
    in book order (each with its solution), and the seconds each step took
    (generate, layout, draw, write, convert)."""

    out: str
    pages: int
    puzzles: list[Puzzle]
    pdf: bool = False
    times: dict[str, float] = field(default_factory=dict)


def default_recipe() -> Recipe:
    """The book of `domino-puzzles book` without options: 12 puzzles of every
    kind, medium and hard (a book for adults)."""
    return Recipe(sections=from_options(list(KINDS), ["medium", "hard"], 12))


def book(
    out: str | Path,
    recipe: Recipe | None = None,
    *,
    per_page: int | None = None,
    explain: bool = False,
    pdf: bool = False,
    jobs: int | None = None,
    report: Reporter = SILENT,
    note: Callable[[str], None] | None = None,
    puzzles: Sequence[Entry] | None = None,
) -> Book:
    """The book `recipe` describes (domino_puzzles/recipe.py; `default_recipe()`
    when None) into the folder `out`, the same files `domino-puzzles book`
    writes. At most `per_page` puzzles a page; `explain` prints the solving
    steps under each key; `jobs` processes side by side (one a core by
    default; the files are the same). `puzzles` (from `generate` or
    `load_file`) are laid out instead of generating: each section takes, of
    each of its difficulties, as many as it would generate, the first given
    of its kind and that difficulty (fewer if fewer are given); the puzzles
    `generate` makes with the recipe's seed give the very book generated.
    Bad input (an unwritable `out`, a user's file in the way) raises
    BadInput before any work."""
    plan = recipe or default_recipe()
    check_folder(out)
    if plan.service == "ingram" and not plan.isbn:
        # IngramSpark prints its barcode on the back: no ISBN, no book
        raise BadInput(
            "IngramSpark prints a book only with its ISBN: give it with --isbn (a recipe's isbn:)",
            "isbn",
        )
    if pdf:
        need_cairosvg()
        if plan.service == "ingram":  # its PDF/X-1a files go through Ghostscript
            pdfx.need_ghostscript()
    title = plan.title or Words(plan.lang)("paper.common.book")
    say = making.Steps(report)
    made = _generate(plan, jobs, report, say, puzzles)
    examples = _worked_examples(plan, made, jobs, report, puzzles) if plan.guide else {}
    say(report.word("laying_out"), "layout")
    jobs = jobs or os.cpu_count() or 1
    with page.using(making.profile(SERVICES[plan.service or "kdp"])):
        pages, total = making.interior(
            plan, made, title, per_page, explain, say, jobs, examples=examples
        )
    if plan.interior == "bw":
        pages = [greyscale(svg) for svg in pages]
    every = [(m.kind, p) for m in made for _, p in m.printed()]  # as printed
    say(report.word("writing"), "write")
    width = max(2, len(str(total)))
    files: dict[str, str] = {f"page-{i:0{width}d}.svg": svg for i, svg in enumerate(pages, 1)}
    names = list(files)
    files["cover.svg"] = making.cover_svg(plan, made, title, total)
    # what the service's title form asks for, beside the PDFs
    sheet = listing.listing(
        plan,
        title,
        making.blurb(plan, made),
        [m.kind for m in made],
        total,
        making.isbn_shown(plan.isbn) if plan.isbn else "",
    )
    files["listing.json"] = listing.as_json(sheet)
    files["listing.txt"] = listing.as_text(sheet)
    files["index.html"] = _landing(plan, made, title, total, pdf)
    files["pages.html"] = index_html(title, names, plan.paper)
    files["play.html"] = play_html.page(
        title, [(k, p, solution_of(k, p)) for k, p in every], Words(plan.lang)
    )
    # The puzzles themselves, in book order with their solutions: what
    # `check DIR/book.yaml` re-solves before the book goes to print.
    files["book.yaml"] = dump_yaml({"puzzles": [kind.dump(p) for kind, p in every]})
    pdfs = {"book.pdf": pages, "cover.pdf": [files["cover.svg"]]} if pdf else None
    meta = {
        "title": title,
        "author": plan.author,  # none given: no Author, never the tool's name
        "subject": plan.subtitle or counted(Words(plan.lang), len(every), "puzzle"),
        "keywords": ", ".join(
            dict.fromkeys(on_paper(m.kind).word(Words(plan.lang), "name") for m in made)
        ),
    }

    def progress(name: str) -> Callable[[int, int], None]:
        say(report.word("converting", name=name), "convert")
        step = max(1, len(pdfs[name]) // 10) if pdfs else 1

        def tick(done: int, count: int) -> None:
            if done % step == 0 and done < count:
                say(report.word("converted", name=name, done=done, count=count), "convert")

        return tick

    after = None
    if plan.service == "ingram":  # IngramSpark's PDF/X-1a, in CMYK (domino_puzzles/pdfx.py)

        def after(path: Path) -> None:
            pdfx.convert(path, title)

    write_dir(out, files, pdfs, meta, progress, jobs, note, after)
    say("", "")
    return Book(str(out), total, [p for _, p in every], pdf, say.times)


def _landing(plan: Recipe, made: list[making.Made], title: str, pages: int, pdf: bool) -> str:
    """index.html: what the book holds and where to play, print and check it."""
    lang = plan.lang
    told = [
        landing.Listed(
            on_paper(m.kind).word(Words(lang), "name"),
            counted(Words(lang), len(m.puzzles), "puzzle"),
            ", ".join(word(Words(lang), d) for d in m.part.difficulties),
        )
        for m in made
    ]
    byline = [plan.subtitle, plan.author]
    return landing.book_landing(Words(lang), title, byline, told, pages, plan.paper, pdf, plan.seed)


def _given(
    puzzles: Sequence[Entry], kind: str, difficulties: list[str], count: int, taken: set[int]
) -> list[tuple[Kind, Puzzle]]:
    """A section's share of given puzzles: of each difficulty, as many as
    generating would make (`split_count`), the first given of the kind and
    difficulty in the order given that no earlier section took."""
    got: list[tuple[Kind, Puzzle]] = []
    for (_, difficulty), n in split_count(count, [kind], difficulties).items():
        fit = [
            i
            for i, e in enumerate(puzzles)
            if i not in taken
            and e.kind.name == kind
            and e.puzzle.header.get("difficulty") == difficulty
        ][:n]
        taken.update(fit)
        got += [(puzzles[i].kind, puzzles[i].puzzle) for i in fit]
    return got


GUIDE_SEED = 9_000  # the worked examples' seeds, apart from the sections'
GUIDE_CANDIDATES = 3  # easy puzzles tried for a kind's worked example


def _worked_examples(
    plan: Recipe,
    made: list[making.Made],
    jobs: int | None,
    report: Reporter,
    puzzles: Sequence[Entry] | None,
) -> dict[str, list[Puzzle]]:
    """Easy puzzles of each kind the book holds, none of them in the book,
    for its worked example (the layout takes the one with the fewest steps
    that fits a page): given ones where `puzzles` are given, else generated
    from the book's seed."""
    held = {id(p) for m in made for _, p in m.puzzles}
    out: dict[str, list[Puzzle]] = {}
    for i, kind in enumerate(dict.fromkeys(m.kind.name for m in made)):
        if puzzles is not None:
            got = [
                e.puzzle
                for e in puzzles
                if e.kind.name == kind
                and id(e.puzzle) not in held
                and e.puzzle.header.get("difficulty") == "easy"
            ]
        else:
            seed = plan.seed + GUIDE_SEED + i
            drawn = generate_puzzles([kind], ["easy"], GUIDE_CANDIDATES, seed, report, jobs)
            got = [p for _, p in drawn]
        out[kind] = got[:GUIDE_CANDIDATES]
    return out


def _generate(
    plan: Recipe,
    jobs: int | None,
    report: Reporter,
    say: making.Steps,
    puzzles: Sequence[Entry] | None = None,
) -> list[making.Made]:
    made = []
    number = 0
    seen: dict[str, int] = {}
    taken: set[int] = set()  # the given puzzles an earlier section holds
    for part in plan.sections:
        # a second section of a kind draws from another seed: no repeats
        seed = plan.seed + 1000 * seen.get(part.kind, 0)
        seen[part.kind] = seen.get(part.kind, 0) + 1
        levels = list(part.difficulties)
        if puzzles is None:
            what = counted(Words(report.lang), part.count, "puzzle")
            kind_name = on_paper(KINDS[part.kind]).word(Words(report.lang), "name")
            say(report.word("generating", what=what, kind=kind_name), "generate")
            got = generate_puzzles([part.kind], levels, part.count, seed, report, jobs)
        else:
            got = _given(puzzles, part.kind, levels, part.count, taken)
        order = {d: i for i, d in enumerate(LEVEL_NAMES)}
        got.sort(key=lambda kp: order.get(kp[1].header.get("difficulty"), 0))
        numbered = []
        for _kind, puzzle in got:
            number += 1
            numbered.append((f"{number}.", puzzle))
        if numbered:
            made.append(making.Made(part, got[0][0], numbered))
    if not made:
        raise NothingToMake("no kind asked for can be generated")
    return made
