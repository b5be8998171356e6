"""`review`: every decision of a `play` log valued from its seat's view (docs/formats.md)."""

from __future__ import annotations

import json

import click

from cli.common import MOST_MOVE_TIME, Seconds, lang_option
from domino_puzzles.output import check_file, write_file
from puzzles.errors import BadInput
from puzzles.files import read_json
from puzzles.words import Words


@click.command()
@click.argument("log", type=click.Path())
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "json", "html"]),
    default="text",
    show_default=True,
    help="text for people, json for programs, html: one page with a chart.",
)
@click.option(
    "--move-time",
    type=Seconds(MOST_MOVE_TIME),
    default=None,
    help="The work a decision gets, as the expert's --move-time buys it "
    "(counted, not timed); up to four times as much where the deals leave its "
    f"class open [default: 0.25; at most {MOST_MOVE_TIME:g}].",
)
@click.option(
    "--jobs",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Processes side by side; the review is the same.",
)
@click.option("--out", type=click.Path(), default="-", help="The file to write [default: stdout].")
@click.option("--quiet", is_flag=True, help="No progress bar on a terminal.")
@lang_option()
def review(
    log: str, fmt: str, move_time: float | None, jobs: int, out: str, quiet: bool, lang: str
) -> None:
    """Every decision of each seat of a `play` LOG, valued from what that seat
    saw then: the move played, the best, the cost, its class; the luck of
    draws and deals; a summary a player."""
    import sys

    from cli.common import say
    from domino_puzzles.report import SILENT, Terminal
    from puzzles.review_scenes import scenes
    from puzzles.review_text import page, text
    from solver.review import positions
    from solver.review import review as reviewed

    try:
        record = read_json(log)
    except BadInput as error:
        if not error.message.startswith("invalid JSON"):
            raise
        raise BadInput(f"not a play log: {error.message}", error.field, file=log) from None
    check_file(out)
    try:
        # the bar on a terminal only: a log or a pipe gets the review alone
        shown = Terminal(say, lang) if sys.stderr.isatty() and not quiet else SILENT
        result = reviewed(record, move_time, jobs, shown.progress(shown.word("reviewing")))
    except BadInput as error:
        raise error.in_file(log) from None
    if fmt == "json":
        written = json.dumps(result) + "\n"
    elif fmt == "html":
        drawn = positions(record, result, Words(lang))
        written = page(result, drawn, Words(lang), scenes(record, result, Words(lang)))
    else:
        written = text(result, Words(lang)) + "\n"
    write_file(out, written)
