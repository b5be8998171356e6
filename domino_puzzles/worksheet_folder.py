"""A worksheet folder: pupils' pages with name and date fields, and apart
from them the teacher's key (`domino-puzzles worksheet`).

`DIR/pupils/` holds what a pupil may get (`page-NN.svg`, `sheet.pdf`,
`sheet.html`, a `play.html` with no answer in it, which gives a pupil a code
for each puzzle solved); `DIR/teacher/` the key (`key-NN.svg`, `key.pdf`,
`key.html`), the teacher's `play.html` and `results.html`, which checks the
pupils' codes;
`DIR/index.html`, for the teacher, says what the sheet holds and its seed, and
links the two.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from domino_puzzles import landing, play_html, results_html
from domino_puzzles.output import check_folder
from domino_puzzles.pages import (
    Print,
    generate_puzzles,
    index_html,
    layout,
    need_cairosvg,
    paper,
    section,
    solution_of,
    write_dir,
)
from domino_puzzles.paper_kind import on_paper
from domino_puzzles.report import SILENT, Reporter
from domino_puzzles.web.kinds import page_piece
from puzzles.contract import Puzzle
from puzzles.drawing import pupils_reader, young
from puzzles.drawing.words import count as counted
from puzzles.drawing.words import word
from puzzles.errors import BadInput, NothingToMake
from puzzles.words import Words
from solver.api import Entry
from solver.generate import levels
from solver.registry import KINDS, Kind

# The two folders of a sheet (FORMATS.md "Worksheet folders"): what pupils may
# get, and what only the teacher keeps.
PUPILS, TEACHER = "pupils", "teacher"
_TOTAL = "\x00total\x00"  # the page count, known once every page is laid out
VARIANT_SEEDS = 1000  # variant B of seed S is the sheet of seed S + 1000, C of S + 2000, ...
_PUPIL = "\x00pupil\x00"  # a named sheet's pupil, written in once the pages are drawn


def difficulties_for(age: int) -> list[str]:
    """The levels a sheet for pupils of `age` draws its puzzles from."""
    if age <= 7:
        return ["easy"]
    if age <= 10:
        return ["easy", "medium"]
    return ["medium", "hard"]


def sheet_seed(seed: int, age: int) -> int:
    """The generator's seed of a sheet for pupils of `age` with `--seed seed`:
    `seed * 100 + age`. Sheets of one kind and seed for two ages share no
    puzzle (two ages share a level: 6 and 10 both draw easy puzzles), and the
    puzzles' ids (`chain-easy-706-001`) name the seed that `generate` makes
    them again with."""
    return seed * 100 + age


def levels_for(kind: Kind, age: int, difficulty: str | None = None) -> list[str]:
    """The levels of `kind` a sheet for pupils of `age` draws from: the
    teacher's `difficulty` when given (`worksheet --difficulty`: a stronger
    group gets a harder sheet of the same age), else the age's, or the kind
    drawing's own `sheet_levels(age)` where its print asks for fewer (a
    Florentine board for children: only 5x5 fits two a page)."""
    if difficulty is not None:
        return [difficulty]
    own = getattr(on_paper(kind).drawing, "sheet_levels", None)
    return (own(age) if own else None) or difficulties_for(age)


@dataclass(frozen=True)
class Sheet:
    """What `worksheet` wrote: the folder, its pupils' pages and key pages,
    and the puzzles on the sheet (each with its solution)."""

    out: str
    pages: int
    keys: int
    puzzles: list[Puzzle]


def worksheet(
    out: str | Path,
    kind_name: str,
    *,
    count: int | None = None,
    age: int = 8,
    lang: str = "en",
    seed: int = 0,
    paper: str = "a4",
    per_page: int | None = None,
    pdf: bool = False,
    hints: int = 2,
    difficulty: str | None = None,
    names: list[str] | None = None,
    variant: str = "",
    report: Reporter = SILENT,
    note: Callable[[str], None] | None = None,
    puzzles: Sequence[Entry] | None = None,
) -> Sheet:
    """A classroom sheet of `count` puzzles of `kind_name` for pupils of `age`
    (2 for age 6-7, 4 older, by default) into the folder `out`: title, name
    and date fields, rules and puzzles in pupils/, the key and the teacher's
    play.html in teacher/ (`domino-puzzles worksheet`, the same files). Bad
    input (an unwritable `out`, a user's file in the way) raises BadInput
    before any work; `pdf` without cairosvg raises NeedsPackage. `hints`: the
    hints a puzzle the pupils' play.html gives; `difficulty` (one level the
    kind generates) replaces the age's levels; `note` hears that a write waits
    for another run (`report.say` unless given). `puzzles` (from `generate`
    or `load_file`): the sheet holds the first `count` given of `kind_name`,
    in the order given, instead of generated ones. `names`: the pupils' names
    (files.read_names), each one's sheet with the name written in, in
    pupils/ (name-NN-MM.svg, names.html, names.pdf). `variant`: the mark
    (A, B, ...) after the title of every page, the pupils' and the key's."""
    paper_name = paper
    check_folder(out)
    if pdf:
        need_cairosvg()
    if kind_name not in KINDS:
        raise BadInput(f"unknown kind {kind_name!r} (one of: {', '.join(KINDS)})", "kind")
    kind = KINDS[kind_name]
    if not kind.has_generator and puzzles is None:  # given puzzles need none
        raise NothingToMake(f"no generator for {kind_name} yet")
    if difficulty is not None and difficulty not in levels(kind):
        raise BadInput(
            f"{kind_name} does not generate {difficulty!r} "
            f"(its difficulties: {', '.join(levels(kind))})",
            "difficulty",
        )
    count = count or (2 if age <= 7 else 4)
    if puzzles is None:
        made = _for_sheet(kind_name, count, age, sheet_seed(seed, age), report, difficulty)
    else:
        made = [(e.kind, e.puzzle) for e in puzzles if e.kind.name == kind_name][:count]
        if not made:
            raise NothingToMake(f"no {kind_name} puzzle given")
    title = f"{Words(lang)('paper.common.worksheet')}: {on_paper(kind).word(Words(lang), 'name')}"
    if variant:
        title += f" · {variant}"
    pages, keys = _sheet_pages(
        kind, made, title, Words(lang), age, paper_name, per_page, False, variant
    )
    files, pdfs = _folder_files(
        kind, made, pages, keys, title, Words(lang), age, paper_name, hints, pdf, seed, bool(names)
    )
    if names:
        named = _sheet_pages(kind, made, title, Words(lang), age, paper_name, per_page, True)[0]
        _add_named(files, pdfs, named, names, title, paper_name, pdf)
    write_dir(out, files, pdfs or None, note=note or report.say)
    return Sheet(str(out), len(pages), len(keys), [p for _, p in made])


def _for_sheet(
    kind_name: str,
    count: int,
    age: int,
    seed: int,
    report: Reporter,
    difficulty: str | None = None,
) -> list:
    """A sheet's puzzles. A kind whose page judges some puzzles better for a
    sheet (its page piece's `sheet_fit`: an endgame the pupils' page plays
    out should ask two moves of the pupil's own) is generated three times
    over at the sheet's levels and the fitting ones kept; if too few, the next
    level up too (unless the teacher chose the level, or the kind's print keeps
    to its own: a child's Florentine board); only where still too few, the
    rest, best ranked first."""
    kind = KINDS[kind_name]
    fit = getattr(page_piece(kind), "sheet_fit", None)
    levels = levels_for(kind, age, difficulty)
    if fit is None:
        return generate_puzzles([kind_name], levels, count, seed, report)
    pool = generate_puzzles([kind_name], levels, count * 3, seed, report)
    keep = [m for m in pool if fit(m[1], age)[0]]
    # the teacher's level, or the kind's print's own (a child's Florentine
    # board, 5x5 even where the age's levels are the same: ages 6-7)
    print_own = getattr(on_paper(kind).drawing, "sheet_levels", None)
    own = difficulty is not None or bool(print_own and print_own(age))
    higher = [] if own else [lv for lv in ("medium", "hard") if lv not in levels][:1]
    if len(keep) < count and higher:
        more = generate_puzzles([kind_name], higher, count * 3, seed, report)
        pool += more
        keep += [m for m in more if fit(m[1], age)[0]]
    rest = sorted((m for m in pool if m not in keep), key=lambda m: fit(m[1], age)[1])
    return (keep + rest)[:count]


def _pupils_title(kind: Kind, title: str, words: Words, age: int) -> str:
    """The title pupils read: on a young sheet (6-7) the kind's name alone, in
    the words a child says where the kind has them (`sheet.KIND.young.name`:
    a 6-year-old reads no word like endgame), and the sheet's variant after it."""
    if not young(age):
        return title
    name = on_paper(kind).sheet_word(words, "name", age)
    return name + title[len(title.split(" · ")[0]) :]


def _sheet_pages(
    kind, made, title, words, age, paper_name, per_page, named: bool = False, variant: str = ""
) -> tuple[list[str], list[str]]:
    """The pupils' pages (title, name and date fields, the instructions on the
    first) and the teacher's key pages, each flowed and numbered "page n/N";
    `named`: the pupils' pages with a mark on the name line for a name."""
    reader = pupils_reader(age)
    kind_type = paper.Type.for_reader(reader if reader in ("child", "young") else "adult")
    teacher = paper.Type.for_reader("adult")
    name = on_paper(kind).word(words, "name")
    puzzles = [(f"{i}.", p) for i, (_, p) in enumerate(made, 1)]
    # A young sheet (6-7) gives its pupils as little to read as it can: the
    # kind's name for a title, and its two drawn steps (the opening) in place
    # of the sentence that says what the sheet is for, which its key's first
    # page tells the teacher instead.
    small = young(age)
    told = on_paper(kind).sheet_word(words, "instructions", age)
    pupils_title = _pupils_title(kind, title, words, age)

    def head(dwg: Any, fr: Any, first: bool) -> float:
        y = paper.header(dwg, fr, kind_type, pupils_title)
        pupil = _PUPIL if named else ""
        y = paper.name_fields(
            dwg, fr, kind_type, y, words("paper.common.name"), words("paper.common.date"), pupil
        )
        if first and not small:
            y = paper.paragraph(dwg, told, fr.left, y + 1, fr.inner, kind_type.body)
        return y

    def key_head(dwg: Any, fr: Any, first: bool) -> float:
        note = on_paper(kind).sheet_word(words, "key", age) if first else ""
        if first and small:  # what the sheet is for, said on the teacher's page
            note = f"{told} {note}".strip()
        heading = f"{words('paper.common.key')}: {name}" + (f" · {variant}" if variant else "")
        return paper.header(dwg, fr, teacher, heading, note)

    def footer(number: int) -> str:
        return f"{words('paper.common.page')} {number}/{_TOTAL}"

    # Lines for pupils of 8 to 10: two a page unless the teacher asks
    # otherwise (one a page left half of each page blank), drawn down to the
    # older pupils' sizes where the page asks it.
    two_from = on_paper(kind).printing.two_from
    lines = two_from is not None and age >= two_from and reader == "child"
    pupils_per_page = per_page if per_page is not None or not lines else 2

    def pages_of(key: bool, heading) -> list[str]:
        on = Print(
            paper_name,
            words.lang,
            "adult" if key else reader,  # the key is the teacher's
            age=age,  # the pupils' words, and the key drawn as their sheet is
            beside=not key,  # a pupil's board has its cards beside it where there is room
            per_page=per_page if key else pupils_per_page,
            least="older" if lines and not key else None,
        )
        sec = section(kind, puzzles, on, key=key, head=heading, footer=footer)
        laid = layout.lay_out(sec, paper_name, False)
        if not key:
            _check_per_page(laid, per_page, len(puzzles))
        svgs = laid.draw(1)
        return [s.replace(_TOTAL, str(len(svgs))) for s in svgs]

    return pages_of(False, head), pages_of(True, key_head)


def _add_named(
    files: dict[str, str],
    pdfs: dict[str, list[str]],
    named: list[str],
    names: list[str],
    title: str,
    paper_name: str,
    pdf: bool,
) -> None:
    """Each pupil's sheet, the name written in: pupils/name-NN-MM.svg (pupil
    NN in the file's order, page MM), names.html to print them all in order,
    and names.pdf with --pdf."""
    every: list[str] = []
    for n, pupil in enumerate(names, 1):
        text = html.escape(pupil, quote=False)
        for m, svg in enumerate(named, 1):
            path = f"name-{n:02d}-{m:02d}.svg"
            files[f"{PUPILS}/{path}"] = svg.replace(_PUPIL, text)
            every.append(path)
    files[f"{PUPILS}/names.html"] = index_html(title, every, paper_name)
    if pdf:
        pdfs[f"{PUPILS}/names.pdf"] = [files[f"{PUPILS}/{p}"] for p in every]


def _check_per_page(laid, per_page: int | None, count: int) -> None:
    """`--per-page N` is kept or refused: every pupils' page but the first
    (under the rules box) and the last holds N puzzles, else BadInput says
    how many fit."""
    if not per_page:
        return
    held = [sum(1 for row in p.rows for b in row if b.item is not None) for p in laid.pages]
    short = [n for n in held[1:-1] if n < per_page]
    if held[1:] and held[-1] < min(per_page, count - sum(held[:-1])):
        short.append(held[-1])
    if short:
        most = max(held[1:] or held)
        raise BadInput.said("per_page_too_many", "--per-page", asked=per_page, most=most)


def _folder_files(
    kind: Kind,
    made: list[tuple[Kind, Puzzle]],
    pages: list[str],
    keys: list[str],
    title: str,
    words: Words,
    age: int,
    paper_name: str,
    hints: int,
    pdf: bool,
    seed: int,
    named: bool = False,
) -> tuple[dict[str, str], dict[str, list[str]]]:
    """Every file of the folder by its path (index.html, pupils/..., teacher/...)
    and the PDFs to convert: one folder, one manifest (DIR/.domino-puzzles);
    the pupils' folder holds nothing with an answer in it."""
    name = on_paper(kind).word(words, "name")
    answered = [(k, p, solution_of(k, p)) for k, p in made]
    pupils = {f"page-{i:02d}.svg": s for i, s in enumerate(pages, 1)}
    pupils["sheet.html"] = index_html(title, list(pupils), paper_name)
    pupils["play.html"], locks = play_html.page_and_keys(
        title, answered, words, hints=hints, age=age
    )
    teacher = {f"key-{i:02d}.svg": s for i, s in enumerate(keys, 1)}
    teacher["key.html"] = index_html(
        f"{words('paper.common.key')}: {name}", list(teacher), paper_name
    )
    teacher["play.html"] = play_html.page(title, answered, words, age=age)
    teacher["results.html"] = results_html.page(title, words, locks)
    said = words
    w = partial(lambda key, **values: said(f"landing.{key}", **values))
    folders = [
        (
            w("pupils"),
            [
                (w("sheet"), f"{PUPILS}/sheet.html"),
                *([(w("sheet_pdf"), f"{PUPILS}/sheet.pdf")] if pdf else []),
                *([(w("names_sheet"), f"{PUPILS}/names.html")] if named else []),
                *([(w("names_pdf"), f"{PUPILS}/names.pdf")] if named and pdf else []),
                (w("play_sheet"), f"{PUPILS}/play.html"),
            ],
        ),
        (
            w("teacher"),
            [
                (w("key"), f"{TEACHER}/key.html"),
                *([(w("key_pdf"), f"{TEACHER}/key.pdf")] if pdf else []),
                (w("play_key"), f"{TEACHER}/play.html"),
                (w("results"), f"{TEACHER}/results.html"),
            ],
        ),
    ]
    levels = ", ".join(word(words, d) for d in levels_for(kind, age))
    told = landing.Listed(name, counted(words, len(made), "puzzle"), levels)
    again = [
        *("domino-puzzles", "worksheet", "--kind", kind.name, "--age", str(age)),
        *("--count", str(len(made)), "--lang", words.lang, "--seed", str(seed + 1)),
        *(["--paper", paper_name] if paper_name != "a4" else []),
        *(["--pdf"] if pdf else []),
    ]
    index = landing.sheet_landing(
        words, title, told, age, len(pages), len(keys), paper_name, folders, seed, " ".join(again)
    )
    pdfs: dict[str, dict[str, list[str]]] = {PUPILS: {}, TEACHER: {}}
    if pdf:
        pdfs[PUPILS]["sheet.pdf"] = pages
        pdfs[TEACHER]["key.pdf"] = keys
    files = {"index.html": index}
    files.update({f"{PUPILS}/{file}": text for file, text in pupils.items()})
    files.update({f"{TEACHER}/{file}": text for file, text in teacher.items()})
    every_pdf = {f"{sub}/{file}": p for sub in pdfs for file, p in pdfs[sub].items()}
    return files, every_pdf
