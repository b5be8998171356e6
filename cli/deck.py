"""`deck`: the 48 cards of the reference deck, F01 to F48 (docs/formats.md),
drawn by domino_puzzles/deck.py."""

from __future__ import annotations

import json

import click

from cli.common import lang_option
from domino_puzzles.deck import deck_cards, deck_svg, deck_text
from puzzles.words import Words


@click.command()
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "json", "svg"]),
    default="text",
    show_default=True,
    help="text drawn for people, json for programs, svg a printable sheet.",
)
@lang_option("text or the sheet")
def deck(fmt: str, lang: str) -> None:
    """The 48 cards of the reference deck with their ids F01 to F48."""
    if fmt == "json":
        click.echo(json.dumps(deck_cards(), indent=2))
    elif fmt == "svg":
        click.echo(deck_svg(Words(lang)))
    else:
        click.echo(deck_text(Words(lang)), nl=False)
