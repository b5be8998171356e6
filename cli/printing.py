"""The printing commands `render` (one page) and `book` (a puzzle book with keys).

Pages are flowed by puzzles/drawing/layout.py; every fact about a kind
(its sizes, words, rules box, cover emblem) comes from its `Kind`.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import click

from cli import play_page
from cli.common import PageText, choices, load_file, page_text
from cli.output import check_file, check_folder, write_file
from cli.pages import (
    LANG,
    PAPER,
    generate_puzzles,
    index_html,
    layout,
    need_cairosvg,
    paper,
    section,
    solution_of,
    write_dir,
)
from puzzles.drawing.words import count as counted
from puzzles.drawing.words import word
from puzzles.errors import BadInput
from puzzles.files import dump_yaml
from solver.generator import DIFFICULTIES
from solver.hints import key_steps
from solver.registry import KINDS


# -- render ---------------------------------------------------------------
@click.command()
@click.argument("file", type=click.Path())
@click.option(
    "--out",
    type=click.Path(),
    default=None,
    help="The SVG file to write [default: out/<FILE>.svg].",
)
@click.option("--solution", is_flag=True, help="Draw the answer (the key) instead.")
@click.option("--paper", "paper_name", type=PAPER, default="a4", show_default=True)
@click.option("--lang", type=LANG, default="en", show_default=True)
@click.option(
    "--index",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Which puzzle of a collection (1 = the first).",
)
@click.option(
    "--html",
    type=click.Path(),
    default=None,
    help="Write the playable page of every puzzle of FILE here instead (play.html).",
)
def render(
    file: str,
    out: str | None,
    solution: bool,
    paper_name: str,
    lang: str,
    index: int,
    html: str | None,
) -> None:
    """Draw one puzzle of FILE (or its answer) on a printable SVG page."""
    try:
        page_text(Path(file).name)  # it goes in the footer (and the page's title)
    except BadInput as error:
        raise BadInput(f"the file's name goes on the page and {error.message}", file=file) from None
    out = out or f"out/{Path(file).stem}{'-key' if solution else ''}.svg"
    check_file(html or out)
    puzzles, _ = load_file(file)
    if html:
        made = [(k, p, solution_of(k, p)) for _, k, p in puzzles]
        write_file(html, play_page.page(Path(file).stem, made, lang))
        click.echo(f"wrote {html}", err=True)
        return
    if index > len(puzzles):
        raise BadInput(
            f"there is no puzzle {index}: the file holds {len(puzzles)}", "--index", file=file
        )
    label, kind, puzzle = puzzles[index - 1]
    header = puzzle.header
    name = kind.word(lang, "name")
    title = str(header.get("title") or header.get("id") or name)
    heading = f"{title} — {word(lang, 'key')}" if solution else title
    kind_type = paper.Type.for_reader("adult")

    def head(dwg, fr, first):
        return paper.header(dwg, fr, kind_type, heading, name)

    sec = section(
        kind,
        [("", puzzle)],
        key=solution,
        reader="adult",
        lang=lang,
        paper_name=paper_name,
        head=head,
        footer=lambda n: f"{Path(file).name} · {label}",
        per_page=1,
    )
    pages = layout.flow(sec, paper_name, 1, bound=False)
    if len(pages) > 1:  # a large board and the rules box share no page: keep the board
        pages = layout.flow(dataclasses.replace(sec, opening=None), paper_name, 1, bound=False)
    svg = pages[0]
    write_file(out, svg)
    click.echo(f"wrote {out}", err=True)


@click.command()
@click.option(
    "--kinds",
    default=",".join(KINDS),
    show_default=True,
    help="Comma-separated puzzle kinds, mixed in the book.",
)
@click.option("--count", type=click.IntRange(min=1), default=12, show_default=True)
@click.option(
    "--difficulty",
    default="easy,medium",
    show_default=True,
    help="One or more of easy, medium, hard, comma-separated.",
)
@click.option("--seed", type=int, default=0, show_default=True, help="Same seed, same book.")
@click.option("--out", type=click.Path(), default="out/book", show_default=True)
@click.option("--paper", "paper_name", type=PAPER, default="a4", show_default=True)
@click.option("--lang", type=LANG, default="en", show_default=True)
@click.option(
    "--per-page",
    type=click.IntRange(min=1),
    default=None,
    help="At most N puzzles a page, drawn larger [default: as many as fit].",
)
@click.option("--pdf", is_flag=True, help="Also write book.pdf (needs cairosvg).")
@click.option(
    "--title",
    type=PageText(),
    default=None,
    help="The cover's title [default: in the book's language].",
)
@click.option("--quiet", is_flag=True, help="Print nothing but errors.")
@click.option("--explain", is_flag=True, help="Print the solving steps under each key.")
def book(
    kinds, count, difficulty, seed, out, paper_name, lang, per_page, pdf, title, quiet, explain
):
    """Generate a puzzle book: a cover, puzzle pages, then the answer keys."""
    kinds = _choices(kinds, list(KINDS), "--kinds")
    difficulties = _choices(difficulty, list(DIFFICULTIES), "--difficulty")
    check_folder(out)
    title = title or word(lang, "book")
    if pdf:
        need_cairosvg()
    made = generate_puzzles(kinds, difficulties, count, seed, quiet)
    # One kind per section, in the order asked; easy before harder within a kind.
    order = {d: i for i, d in enumerate(DIFFICULTIES)}
    made.sort(
        key=lambda km: (kinds.index(km[0].name), order.get(km[1].header.get("difficulty"), 0))
    )
    if not quiet:
        click.echo("drawing pages", err=True)
    present = [KINDS[name] for name in kinds if any(k.name == name for k, _ in made)]
    numbered = {}
    for number, (kind, puzzle) in enumerate(made, 1):
        numbered.setdefault(kind.name, []).append((f"{number}.", puzzle))
    pages = [_cover(paper_name, title, made, present, lang)]
    keys: list[str] = []
    for key in (False, True):
        for kind in present:
            name = kind.word(lang, "name")
            heading = f"{word(lang, 'key')}: {name}" if key else name
            sub = kind.word(lang, "key" if key else "instructions")
            sec = section(
                kind,
                numbered[kind.name],
                key=key,
                reader="adult",
                lang=lang,
                paper_name=paper_name,
                head=_book_head(heading, sub),
                footer=str,
                per_page=per_page,
                steps=(lambda p, a, k=kind: key_steps(k, p, a)) if explain else None,
            )
            done = len(pages) + len(keys)
            (keys if key else pages).extend(layout.flow(sec, paper_name, done + 1))
    files: dict[str, str] = {}
    names = []
    for i, svg in enumerate(pages, 1):
        files[f"page-{i:02d}.svg"] = svg
        names.append(f"page-{i:02d}.svg")
    for i, svg in enumerate(keys, 1):
        files[f"key-{i:02d}.svg"] = svg
        names.append(f"key-{i:02d}.svg")
    files["index.html"] = index_html(title, names, paper_name)
    files["play.html"] = play_page.page(title, [(k, p, solution_of(k, p)) for k, p in made], lang)
    # The puzzles themselves, in book order with their solutions: what
    # `check DIR/book.yaml` re-solves before the book goes to print.
    files["book.yaml"] = dump_yaml({"puzzles": [kind.dump(p) for kind, p in made]})
    pdfs = {"book.pdf": [files[n] for n in names]} if pdf else None
    write_dir(out, files, pdfs)
    if quiet:
        return
    click.echo(
        f"wrote {len(pages)} page(s) and {len(keys)} key page(s) of {len(made)} "
        f"puzzle(s) to {out}" + (" with book.pdf" if pdf else ""),
        err=True,
    )


def _book_head(title: str, sub: str):
    kind_type = paper.Type.for_reader("adult")

    def head(dwg, fr, first):
        return paper.header(dwg, fr, kind_type, title, sub if first else "")

    return head


def _cover(paper_name: str, title: str, made, present, lang: str) -> str:
    """The title, what the book holds, and the kinds' emblems: no puzzle of the
    book, so no answer."""
    names = " · ".join(k.word(lang, "name") for k in present)
    emblems = []
    for kind in present:
        draw = kind.drawing.emblem
        if kind.printing.on_cover and draw not in [e for e, _ in emblems]:
            emblems.append((draw, draw()))
    kind_type = paper.Type.for_reader("adult")
    lines = [counted(lang, len(made), "puzzle"), names]
    return paper.text_of(paper.cover(paper_name, kind_type, title, lines, [e for _, e in emblems]))


def _choices(text: str, allowed: list[str], option: str) -> list[str]:
    return choices(text, allowed, option)  # in any case (cli/common.py)
