"""The `worksheet` command: a class sheet with name and date fields, and its key."""

from __future__ import annotations

import click

from cli.output import check_folder
from cli.pages import (
    PAPER,
    generate_puzzles,
    index_html,
    lay_out,
    need_cairosvg,
    paper,
    solution_of,
    write_dir,
)
from puzzles.drawing.words import LANGUAGES, instructions, word
from solver.registry import KINDS


def _for_age(age: int, kind: str) -> tuple[list[str], tuple[int, int], float]:
    """Difficulties, (cols, rows) per page and the largest scale for an age."""
    lines = kind != "florentine"
    if age <= 7:
        return ["easy"], (1, 2) if lines else (1, 1), 2.2
    if age <= 10:
        return ["easy", "medium"], (1, 3) if lines else (1, 2), 1.8
    return ["medium", "hard"], (1, 4) if lines else (2, 2), 1.6


@click.command()
@click.option(
    "--kind", "kind_name", type=click.Choice(list(KINDS)), default="florentine", show_default=True
)
@click.option(
    "--count",
    type=click.IntRange(min=1),
    default=None,
    help="Puzzles on the sheet [default: 2 for age 6-7, 4 older].",
)
@click.option("--age", type=click.IntRange(4, 18), default=8, show_default=True)
@click.option("--lang", type=click.Choice(list(LANGUAGES)), default="en", show_default=True)
@click.option("--seed", type=int, default=0, show_default=True, help="Same seed, same sheet.")
@click.option("--out", type=click.Path(), default="out/worksheet", show_default=True)
@click.option("--paper", "paper_name", type=PAPER, default="a4", show_default=True)
@click.option("--pdf", is_flag=True, help="Also write book.pdf (needs cairosvg).")
@click.option("--quiet", is_flag=True, help="No progress on stderr.")
def worksheet(kind_name, count, age, lang, seed, out, paper_name, pdf, quiet) -> None:
    """A classroom sheet: title, name and date fields, instructions, puzzles, key."""
    check_folder(out)
    if pdf:
        need_cairosvg()
    kind = KINDS[kind_name]
    if not kind.has_generator:
        raise click.ClickException(f"no generator for {kind_name} yet")
    difficulties, grid, max_scale = _for_age(age, kind_name)
    count = count or (2 if age <= 7 else 4)
    made = generate_puzzles([kind_name], difficulties, count, seed, quiet)
    title = f"{word(lang, 'worksheet')}: {word(lang, kind_name)}"
    items, key_items = [], []
    for i, (k, puzzle) in enumerate(made, 1):
        diff = word(lang, str(puzzle.header.get("difficulty", "easy")))
        items.append(paper.Item(k.draw(puzzle, None, lang), f"{i}.", diff))
        key_items.append(paper.Item(k.draw(puzzle, solution_of(k, puzzle), lang), f"{i}.", diff))

    def head(dwg, width, page):
        y = paper.header(dwg, width, title)
        y = paper.name_fields(dwg, width, y + 4, word(lang, "name"), word(lang, "date"))
        return (
            paper.paragraph(
                dwg,
                instructions(lang, kind_name),
                paper.MARGIN,
                y + 1,
                width - 2 * paper.MARGIN,
                4.6,
            )
            + 2
        )

    def key_head(dwg, width, page):
        return paper.header(dwg, width, f"{word(lang, 'key')}: {word(lang, kind_name)}")

    def label(p, n):
        return f"{word(lang, 'page')} {p}/{n}"

    pages = lay_out(items, grid, paper_name, head, label, max_scale)
    keys = lay_out(
        key_items, (2, 2) if kind_name == "florentine" else (1, 4), paper_name, key_head, label
    )
    files = {f"page-{i:02d}.svg": s for i, s in enumerate(pages, 1)}
    files.update({f"key-{i:02d}.svg": s for i, s in enumerate(keys, 1)})
    files["index.html"] = index_html(title, list(files), paper_name)
    pdf_pages = [files[n] for n in files if n.endswith(".svg")] if pdf else None
    write_dir(out, files, pdf_pages)
    click.echo(f"wrote {len(pages)} page(s) and {len(keys)} key page(s) to {out}", err=True)
