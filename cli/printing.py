"""The printing commands `render` (one page) and `book` (a puzzle book with keys).

Pages are flowed by puzzles/drawing/layout.py; every fact about a kind
(its sizes, words, rules box, cover emblem) comes from its `Kind`.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import click

from cli.common import (
    PAPER,
    Choice,
    PageText,
    ParagraphText,
    choices,
    lang_option,
    load_file,
    only_puzzles,
    page_text,
    reporter,
    seed_option,
    told,
)
from domino_puzzles import play_html
from domino_puzzles.output import check_file, write_file
from domino_puzzles.pages import answered, puzzle_page, usable_kinds
from puzzles.errors import BadInput
from puzzles.words import Words
from solver.generate import LEVEL_NAMES, MAX_PUZZLES
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
@lang_option("page and its messages")
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
    only_puzzles(puzzles, file)
    if html:
        made = [(k, p, _answered(k, p, label, file)) for label, k, p in puzzles]
        write_file(
            html, play_html.page(play_html.title_of(made, Words(lang)), made, Words(lang)), told()
        )
        click.echo(Words(lang)("command.wrote", what=html), err=True)
        return
    if index > len(puzzles):
        raise BadInput(
            f"there is no puzzle {index}: the file holds {len(puzzles)}", "--index", file=file
        )
    label, kind, puzzle = puzzles[index - 1]
    if solution:
        _answered(kind, puzzle, label, file)  # before any drawing: a key needs an answer
    footer = f"{Path(file).name} · {label}"
    svg = puzzle_page(
        kind, puzzle, key=solution, paper_name=paper_name, words=Words(lang), footer=footer
    )
    write_file(out, svg, told())
    click.echo(Words(lang)("command.wrote", what=out), err=True)


def _answered(kind, puzzle, label: str, file: str):
    try:
        return answered(kind, puzzle, label)
    except BadInput as error:
        raise error.in_file(file) from None


class Isbn(PageText):
    """`--isbn`: an ISBN-13 whose check digit is right (recipe.isbn_digits)."""

    name = "isbn"

    def convert(self, value, param, ctx) -> str:
        from domino_puzzles.recipe import isbn_digits

        text = super().convert(value, param, ctx)
        try:
            isbn_digits(text)
        except BadInput as error:
            self.fail(error.message, param, ctx)
        return text.strip()


@click.command()
@click.argument("recipe_file", metavar="[RECIPE.yaml]", required=False, type=click.Path())
@click.option(
    "--kinds",
    default=",".join(KINDS),
    show_default=True,
    help="Comma-separated puzzle kinds, one section each, in this order.",
)
@click.option(
    "--count",
    type=click.IntRange(1, MAX_PUZZLES),
    default=12,
    show_default=True,
    help="Puzzles in the book, split over the kinds, then each kind's over the "
    f"difficulties (at most {MAX_PUZZLES:,}).",
)
@click.option(
    "--difficulty",
    default="medium,hard",
    show_default=True,
    help="One or more of easy, medium, hard, extreme, comma-separated "
    "(easy for children and intros; docs/difficulty.md).",
)
@seed_option("Same seed, same book")
@click.option("--out", type=click.Path(), default="out/book", show_default=True)
@click.option("--paper", "paper_name", type=PAPER, default="a4", show_default=True)
@lang_option("book and its messages")
@click.option(
    "--per-page",
    type=click.IntRange(min=1),
    default=None,
    help="At most N puzzles a page, drawn larger [default: as many as fit].",
)
@click.option("--pdf", is_flag=True, help="Also write book.pdf and cover.pdf (needs cairosvg).")
@click.option(
    "--title",
    type=PageText(),
    default=None,
    help="The book's title [default: in the book's language].",
)
@click.option(
    "--subtitle",
    type=PageText(),
    default=None,
    help="Under the title, on the cover and title page.",
)
@click.option(
    "--author", type=PageText(), default=None, help="On the cover, the title page and in the PDF."
)
@click.option(
    "--edition",
    type=PageText(),
    default=None,
    help='The edition, on the copyright page ("First edition, 2026").',
)
@click.option(
    "--blurb",
    type=ParagraphText(),
    default=None,
    help="The back cover's text instead of the generated one (at most 1,000 characters).",
)
@click.option(
    "--dedication",
    type=ParagraphText(),
    default=None,
    help="A page of its own after the copyright page (at most 1,000 characters).",
)
@click.option("--bleed/--no-bleed", default=None, help="0.125 in more on the outer sides.")
@click.option(
    "--paper-stock",
    type=Choice(["white", "cream"]),
    default=None,
    help="The interior's paper, for the spine's width [default: white].",
)
@click.option(
    "--service",
    type=Choice(["kdp", "ingram", "lulu"]),
    default=None,
    help="The print service the book is made for: its margins, bleed, spine, barcode "
    "area and least page count [default: KDP's numbers, the page count not enforced].",
)
@click.option(
    "--interior",
    type=Choice(["colour", "bw"]),
    default=None,
    help="bw: the pages in greys, without transparency [default: colour].",
)
@click.option(
    "--answers",
    type=Choice(["compact", "full"]),
    default=None,
    help="compact: the keys reduced, several a page; full: at the puzzles' scale "
    "[default: compact].",
)
@click.option(
    "--isbn",
    type=Isbn(),
    default=None,
    help="The book's ISBN-13: on the copyright page and as a barcode on the back cover.",
)
@click.option(
    "--cover",
    "cover_design",
    type=Choice(["classic", "board", "tiles"]),
    default=None,
    help="The front's art: the kinds' emblems, the first puzzle, or the first "
    "puzzles side by side [default: classic].",
)
@click.option(
    "--pad/--no-pad",
    default=None,
    help="Under the service's least page count, add notes pages instead of refusing.",
)
@click.option(
    "--guide/--no-guide",
    default=None,
    help="Before each section, a puzzle of its kind solved step by step and a page "
    "of solving tips.",
)
@click.option(
    "--large-print/--no-large-print",
    default=None,
    help="Large print: every text of a puzzle at 14 pt or more, the puzzles one or two a "
    "page, filling it; the rules and answers larger too.",
)
@click.option(
    "--jobs",
    type=click.IntRange(min=1),
    default=None,
    help="Processes generating puzzles, drawing and converting pages [default: one a core].",
)
@click.option("--quiet", is_flag=True, help="Print nothing but errors.")
@click.option("--explain", is_flag=True, help="Print the solving steps under each key.")
@click.pass_context
def book(ctx: click.Context, recipe_file: str | None, **opts: Any) -> dict[str, float]:
    """Make a puzzle book: the interior (title page, contents, puzzles, answers)
    and its cover. RECIPE.yaml says what it holds; options override it."""
    from domino_puzzles import book_folder
    from domino_puzzles import recipe as recipes

    given = {
        name
        for name in opts
        if ctx.get_parameter_source(name) is not click.core.ParameterSource.DEFAULT
    }
    plan = recipes.load(recipe_file) if recipe_file else recipes.Recipe(paper="a4")
    kinds = _choices(opts["kinds"], list(KINDS), "--kinds")
    difficulties = _choices(opts["difficulty"], list(LEVEL_NAMES), "--difficulty")
    fields = {}
    for option, name in (
        ("title", "title"),
        ("subtitle", "subtitle"),
        ("author", "author"),
        ("edition", "edition"),
        ("blurb", "blurb"),
        ("dedication", "dedication"),
        ("lang", "lang"),
        ("paper_name", "paper"),
        ("bleed", "bleed"),
        ("paper_stock", "paper_stock"),
        ("seed", "seed"),
        ("service", "service"),
        ("interior", "interior"),
        ("answers", "answers"),
        ("isbn", "isbn"),
        ("cover_design", "cover"),
        ("pad", "pad"),
        ("guide", "guide"),
        ("large_print", "large_print"),
    ):
        if option in given or (not recipe_file and opts[option] is not None):
            fields[name] = opts[option]
    if not recipe_file or given & {"kinds", "count", "difficulty"}:
        lang = fields.get("lang", plan.lang)
        usable = usable_kinds(kinds, opts["count"], reporter(opts["quiet"], Words(lang)))
        _graded(usable, difficulties)
        fields["sections"] = recipes.from_options(usable, difficulties, opts["count"])
    plan = dataclasses.replace(plan, **fields)
    out, quiet = opts["out"], opts["quiet"]
    made = book_folder.book(
        out,
        plan,
        per_page=opts["per_page"],
        explain=opts["explain"],
        pdf=opts["pdf"],
        jobs=opts["jobs"],
        report=reporter(quiet, Words(plan.lang)),  # the recipe's, or --lang
        note=told(quiet),
    )
    if not quiet:
        lang = plan.lang
        wrote = Words(lang).count(
            "command.wrote_book",
            len(made.puzzles),
            pages=Words(lang).count("command.pages_n", made.pages),
            out=out,
        )
        click.echo(wrote + (Words(lang)("command.with_pdf") if opts["pdf"] else ""), err=True)
    return made.times


def _graded(kinds, difficulties) -> None:
    """Every kind asked for generates every difficulty asked for (`extreme`
    only some do), or exit 2 naming the option, before any work."""
    from solver.generate import levels

    for name in kinds:
        known = levels(KINDS[name])
        missing = [d for d in difficulties if d not in known]
        if missing:
            able = [k for k in kinds if all(d in levels(KINDS[k]) for d in missing)]
            hint = f"; of the kinds asked for, {', '.join(able)} can" if able else ""
            raise click.BadParameter(
                f"{', '.join(missing)}: {name} does not generate it (its difficulties: "
                f"{', '.join(known)}){hint}",
                param_hint="--difficulty",
            )


def _choices(text: str, allowed: list[str], option: str) -> list[str]:
    return choices(text, allowed, option)  # in any case (cli/common.py)
