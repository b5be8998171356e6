"""The `worksheet` command: pupils' pages with name and date fields, and apart
from them the teacher's key.

The pupils' pages (`page-NN.svg`, `sheet.pdf`, `sheet.html`) hold no answer;
the key (`key-NN.svg`, `key.pdf`, `key.html`) is for the teacher, and
`index.html` only links the two.
"""

from __future__ import annotations

import click

from cli import play_page
from cli.common import Choice
from cli.output import check_folder
from cli.pages import (
    LANG,
    PAPER,
    generate_puzzles,
    index_html,
    layout,
    menu_html,
    need_cairosvg,
    paper,
    section,
    solution_of,
    write_dir,
)
from puzzles.drawing import reader_for_age
from puzzles.drawing.words import word
from solver.registry import KINDS

_TOTAL = "\x00total\x00"  # the page count, known once every page is laid out


def _difficulties(age: int) -> list[str]:
    if age <= 7:
        return ["easy"]
    if age <= 10:
        return ["easy", "medium"]
    return ["medium", "hard"]


@click.command()
@click.option(
    "--kind",
    "kind_name",
    type=Choice(KINDS),
    default=next(iter(KINDS)),
    show_default=True,
)
@click.option(
    "--count",
    type=click.IntRange(min=1),
    default=None,
    help="Puzzles on the sheet [default: 2 for age 6-7, 4 older].",
)
@click.option("--age", type=click.IntRange(4, 18), default=8, show_default=True)
@click.option("--lang", type=LANG, default="en", show_default=True)
@click.option("--seed", type=int, default=0, show_default=True, help="Same seed, same sheet.")
@click.option("--out", type=click.Path(), default="out/worksheet", show_default=True)
@click.option("--paper", "paper_name", type=PAPER, default="a4", show_default=True)
@click.option(
    "--per-page",
    type=click.IntRange(min=1),
    default=None,
    help="At most N puzzles a page, drawn larger [default: as many as fit].",
)
@click.option("--pdf", is_flag=True, help="Also write sheet.pdf and key.pdf (needs cairosvg).")
@click.option("--quiet", is_flag=True, help="Print nothing but errors.")
def worksheet(kind_name, count, age, lang, seed, out, paper_name, per_page, pdf, quiet) -> None:
    """A classroom sheet: title, name and date fields, rules, puzzles; its key apart."""
    check_folder(out)
    if pdf:
        need_cairosvg()
    kind = KINDS[kind_name]
    if not kind.has_generator:
        raise click.ClickException(f"no generator for {kind_name} yet")
    count = count or (2 if age <= 7 else 4)
    made = generate_puzzles([kind_name], _difficulties(age), count, seed, quiet)
    reader = reader_for_age(age)
    kind_type = paper.Type.for_reader("child" if reader == "child" else "adult")
    teacher = paper.Type.for_reader("adult")
    name = kind.word(lang, "name")
    title = f"{word(lang, 'worksheet')}: {name}"
    puzzles = [(f"{i}.", p) for i, (_, p) in enumerate(made, 1)]

    def head(dwg, fr, first):
        y = paper.header(dwg, fr, kind_type, title)
        y = paper.name_fields(dwg, fr, kind_type, y, word(lang, "name"), word(lang, "date"))
        if first:
            y = paper.paragraph(
                dwg, kind.word(lang, "instructions"), fr.left, y + 1, fr.inner, kind_type.body
            )
        return y

    def key_head(dwg, fr, first):
        note = kind.word(lang, "key") if first else ""
        return paper.header(dwg, fr, teacher, f"{word(lang, 'key')}: {name}", note)

    def footer(number):
        return f"{word(lang, 'page')} {number}/{_TOTAL}"

    def pages_of(key: bool, heading) -> list[str]:
        sec = section(
            kind,
            puzzles,
            key=key,
            reader="adult" if key else reader,  # the key is the teacher's
            lang=lang,
            paper_name=paper_name,
            head=heading,
            footer=footer,
            per_page=per_page,
        )
        svgs = layout.flow(sec, paper_name, 1, bound=False)
        return [s.replace(_TOTAL, str(len(svgs))) for s in svgs]

    pages = pages_of(False, head)
    keys = pages_of(True, key_head)
    files = {f"page-{i:02d}.svg": s for i, s in enumerate(pages, 1)}
    files.update({f"key-{i:02d}.svg": s for i, s in enumerate(keys, 1)})
    page_names = [n for n in files if n.startswith("page-")]
    key_names = [n for n in files if n.startswith("key-")]
    files["sheet.html"] = index_html(title, page_names, paper_name)
    files["key.html"] = index_html(f"{word(lang, 'key')}: {name}", key_names, paper_name)
    links = {word(lang, "pupils"): "sheet.html", word(lang, "answers_for"): "key.html"}
    links["▶ play.html"] = "play.html"  # the sheet to play on screen
    if pdf:
        links.update({f"{word(lang, 'pupils')} (PDF)": "sheet.pdf"})
        links.update({f"{word(lang, 'answers_for')} (PDF)": "key.pdf"})
    files["index.html"] = menu_html(title, links)
    files["play.html"] = play_page.page(title, [(k, p, solution_of(k, p)) for k, p in made], lang)
    pdfs = None
    if pdf:
        pdfs = {"sheet.pdf": [files[n] for n in page_names]}
        pdfs["key.pdf"] = [files[n] for n in key_names]
    write_dir(out, files, pdfs)
    if not quiet:
        click.echo(f"wrote {len(pages)} page(s) and {len(keys)} key page(s) to {out}", err=True)
