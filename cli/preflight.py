"""`preflight PATH`: a book checked against its print service before upload
(domino_puzzles/preflight.py, the services' numbers domino_puzzles/services.py)."""

from __future__ import annotations

import json
import sys

import click

from cli.common import lang_option
from domino_puzzles.services import SERVICES


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
    "--format",
    "fmt",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
    help="text for people (a line a problem, then a summary), json for programs.",
)
@lang_option("text")
def preflight(path: str, service: str | None, stock: str | None, fmt: str, lang: str) -> None:
    """Check a book folder (or one PDF) against a print service: trim and
    bleed, margins and gutter, fonts, page count, cover and spine. Exit 0
    when all hold, 1 with each problem listed, 2 on a path that is no book."""
    from domino_puzzles.preflight import preflight as check
    from domino_puzzles.preflight_report import report_json, summary_line, told

    problems, summary = check(path, service, stock, lang=lang)
    if fmt == "json":
        click.echo(json.dumps(report_json(problems, summary), indent=2, ensure_ascii=False))
    else:
        for problem in problems:
            click.echo(told(problem, lang))
        click.echo(summary_line(summary, lang))
    sys.exit(1 if problems else 0)
