"""`preflight PATH`: a book checked against its print service before upload
(domino_puzzles/preflight.py, the services' numbers domino_puzzles/services.py)."""

from __future__ import annotations

import json
import sys

import click

from cli.common import lang_option
from domino_puzzles.services import SERVICES
from puzzles.words import Words


@click.command()
@click.argument("path", type=click.Path())
@click.option(
    "--service",
    type=click.Choice(sorted(SERVICES)),
    default=None,
    help="The print service whose numbers the book must meet "
    "[default: the one the book was made for (`book --service`), else kdp].",
)
@click.option(
    "--paper-stock",
    "stock",
    type=click.Choice(["white", "cream"]),
    default=None,
    help="The interior paper the cover's spine must fit [any the service offers].",
)
@click.option(
    "--interior",
    type=click.Choice(["colour", "bw"]),
    default=None,
    help="bw: the interior must be in grey only (no RGB or CMYK colour) "
    "[default: as the book's pages say (book --interior), else colour].",
)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
    help="text for people (a line a problem, then a summary), json for programs.",
)
@lang_option("text")
def preflight(
    path: str,
    service: str | None,
    stock: str | None,
    interior: str | None,
    fmt: str,
    lang: str,
) -> None:
    """Check a book folder (or one PDF) against a print service: trim and
    bleed, margins and gutter, fonts, page count, cover and spine; in a PDF
    text at least 7 pt, lines at least 0.75 pt, no transparency, the colour
    the interior and service ask, PDF/X and the ISBN where the service asks.
    Exit 0 when all hold, 1 with each kind of problem listed with its pages,
    2 on a path that is no book or a file too large or complex to check."""
    from domino_puzzles.preflight import preflight as check
    from domino_puzzles.preflight_report import report_json, summary_line, told_all

    bw = None if interior is None else interior == "bw"
    problems, summary = check(path, service, stock, lang=lang, bw=bw)
    if fmt == "json":
        data = report_json(problems, summary)
        click.echo(json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False))
    else:
        for line in told_all(problems, Words(lang)):
            click.echo(line)
        click.echo(summary_line(summary, Words(lang)))
    sys.exit(1 if problems else 0)
