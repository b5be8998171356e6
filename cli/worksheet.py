"""The `worksheet` command: pupils' pages with name and date fields, and apart
from them the teacher's key (built by domino_puzzles/worksheet_folder.py).

`DIR/pupils/` holds what a pupil may get (`page-NN.svg`, `sheet.pdf`,
`sheet.html`, a `play.html` with no answer in it); `DIR/teacher/` the key
(`key-NN.svg`, `key.pdf`, `key.html`) and the teacher's `play.html`;
`DIR/index.html`, for the teacher, only links the two.
"""

from __future__ import annotations

from pathlib import Path

import click

from cli.common import PAPER, Choice, lang_option, reporter, seed_option, told
from domino_puzzles.output import check_folder
from domino_puzzles.worksheet_folder import VARIANT_SEEDS
from domino_puzzles.worksheet_folder import worksheet as make
from puzzles.files import read_names
from puzzles.words import Words
from solver.generate import LEVEL_NAMES, MAX_PUZZLES
from solver.registry import KINDS


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
    type=click.IntRange(1, MAX_PUZZLES),
    default=None,
    help=f"Puzzles on the sheet (at most {MAX_PUZZLES:,}) [default: 2 for age 6-7, 4 older].",
)
@click.option("--age", type=click.IntRange(4, 18), default=8, show_default=True)
@click.option(
    "--difficulty",
    type=Choice(LEVEL_NAMES),
    default=None,
    help="One level for the whole sheet, in place of the age's (a stronger group's "
    "harder sheet) [default: easy up to 7, easy and medium up to 10, medium and hard "
    "older].",
)
@lang_option("sheet and its messages")
@seed_option("Same seed, same sheet")
@click.option("--out", type=click.Path(), default="out/worksheet", show_default=True)
@click.option("--paper", "paper_name", type=PAPER, default="a4", show_default=True)
@click.option(
    "--per-page",
    type=click.IntRange(min=1),
    default=None,
    help="At most N puzzles a page, drawn larger [default: as many as fit].",
)
@click.option("--pdf", is_flag=True, help="Also write sheet.pdf and key.pdf (needs cairosvg).")
@click.option(
    "--hints",
    type=click.IntRange(min=0),
    default=2,
    show_default=True,
    help="Hints a puzzle on the pupils' play.html (never the last move); 0 for none.",
)
@click.option(
    "--names",
    "names_file",
    type=click.Path(dir_okay=False),
    default=None,
    help="A text file of pupils' names, one a line: also one sheet a pupil, the name written in.",
)
@click.option(
    "--variants",
    type=click.IntRange(1, 26),
    default=1,
    show_default=True,
    help="N different sets of puzzles of the same level, in DIR/A, DIR/B, ... (marked A, B, ...).",
)
@click.option("--quiet", is_flag=True, help="Print nothing but errors.")
def worksheet(
    kind_name,
    count,
    age,
    difficulty,
    lang,
    seed,
    out,
    paper_name,
    per_page,
    pdf,
    hints,
    names_file,
    variants,
    quiet,
) -> None:
    """A classroom sheet: title, name and date fields, rules, puzzles in pupils/;
    its key and the teacher's page in teacher/."""
    names = read_names(names_file) if names_file else None  # read before any work
    # Variants: DIR/A, DIR/B, ..., each a sheet of its own seed (A's is the
    # plain sheet's), each pupil of the names file on the next variant.
    marks = [chr(65 + v) for v in range(variants)] if variants > 1 else [""]
    folders = [str(Path(out) / mark) if mark else out for mark in marks]
    for folder in folders:
        check_folder(folder)
    for v, (mark, folder) in enumerate(zip(marks, folders, strict=True)):
        sheet = make(
            folder,
            kind_name,
            count=count,
            age=age,
            lang=lang,
            seed=seed + VARIANT_SEEDS * v,
            paper=paper_name,
            per_page=per_page,
            pdf=pdf,
            hints=hints,
            difficulty=difficulty,
            names=names[v::variants] if names else None,
            variant=mark,
            report=reporter(quiet, Words(lang)),
            note=told(quiet),
        )
        if not quiet:
            wrote = Words(lang).count(
                "command.wrote_sheet",
                sheet.keys,
                pages=Words(lang).count("command.pages_n", sheet.pages),
                keys=sheet.keys,
                out=folder,
            )
            click.echo(wrote, err=True)
