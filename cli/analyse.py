"""`analyse`: every legal first move with its value (docs/formats.md)."""

from __future__ import annotations

import json

import click

import domino_puzzles
from cli.common import MOST_TIME_LIMIT, Seconds, lang_option, load_file
from puzzles.files import dump_yaml
from puzzles.words import Words
from solver.analyse import describe


@click.command()
@click.argument("file", type=click.Path())
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "json", "yaml"]),
    default="text",
    show_default=True,
    help="text for people, json or yaml for programs.",
)
@click.option(
    "--time-limit",
    type=Seconds(),
    default=None,
    help="Seconds per puzzle; values not proven by then say so (exact: false) "
    f"[at most {MOST_TIME_LIMIT:g}].",
)
@click.option(
    "--others",
    type=click.Choice(["expert", "worst"]),
    default="expert",
    show_default=True,
    help="A position seen from one seat: the others play as the best bot would "
    "and do not see your hand (expert), or see every hand and play against you "
    "(worst: a worst case, never a chance to win).",
)
@lang_option()
def analyse(file: str, fmt: str, time_limit: float | None, others: str, lang: str) -> None:
    """Every legal first move of each puzzle of FILE, with its value under best
    play after it, best first (--lang: the text's language)."""
    puzzles, collection = load_file(file)
    results = []
    for entry in puzzles:
        analysis = domino_puzzles.analyse(entry, time_limit, others)
        results.append((entry.label, entry.kind, entry.puzzle, analysis))
    if fmt == "text":
        blocks = []
        for label, kind, position, analysis in results:
            head = Words(lang)("error.puzzle_head", label=label) + "\n" if collection else ""
            blocks.append(head + describe(kind, position, analysis, Words(lang)))
        click.echo("\n\n".join(blocks))
        return
    data = [r[3].to_mapping() for r in results]
    out = data if collection else data[0]
    if fmt == "json":
        click.echo(json.dumps(out, indent=2))
    else:
        click.echo(dump_yaml(out), nl=False)
