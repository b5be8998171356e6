"""`room --out DIR`: games.html, the game room (built by domino_puzzles/room.py)."""

from __future__ import annotations

import click

from domino_puzzles.room import page
from puzzles.drawing.room_words import LANGS
from puzzles.words import Words


@click.command()
@click.option("--out", type=click.Path(), default="out/room", show_default=True)
@click.option(
    "--lang",
    type=click.Choice(LANGS),
    default="en",
    show_default=True,
    help="The language the page opens in; every player can switch on the page.",
)
def room(out: str, lang: str) -> None:
    """Write DIR/games.html: Block, Draw and Florentine Domino for 2-4 players,
    people at one screen or the computer, in one self-contained page."""
    from cli.common import told
    from domino_puzzles.output import write_folder

    text = page(Words(lang))
    write_folder(out, {"games.html": text}, told())

    wrote = Words(lang).count("command.wrote_bytes", len(text.encode()), what=f"{out}/games.html")
    click.echo(wrote, err=True)
