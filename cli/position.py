"""`position`: the position after N moves of a `play` log (docs/formats.md)."""

from __future__ import annotations

import click

from cli.common import lang_option
from puzzles.errors import BadInput
from puzzles.files import dump_yaml, read_json
from puzzles.game_positions import position_after
from puzzles.words import Words
from solver.registry import load as load_puzzle


@click.command()
@click.argument("log", type=click.Path())
@click.option(
    "--after", "after", type=click.IntRange(min=0), required=True, help="Moves of the log played."
)
@click.option(
    "--round",
    "round_number",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Block and Draw: which round of the match.",
)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["yaml", "text"]),
    default="yaml",
    show_default=True,
    help="yaml: a puzzle file to solve, analyse or hint; text: drawn for people.",
)
@click.option(
    "--seat",
    type=click.IntRange(min=0),
    default=None,
    help="The position as this seat (the player to move) saw it: the other hands "
    "(and the boneyard or the pile) hidden.",
)
@lang_option("text (--format text)")
def position(
    log: str, after: int, round_number: int, fmt: str, lang: str, seat: int | None = None
) -> None:
    """The position after the first AFTER moves of a `play --format json` LOG,
    as a puzzle file of the matching kind."""
    try:
        record = read_json(log)
    except BadInput as error:
        if not error.message.startswith("invalid JSON"):  # it cannot be read at all
            raise
        raise BadInput(f"not a play log: {error.message}", error.field, file=log) from None
    try:
        data = position_after(record, after, round_number)
        if seat is not None:
            data = _seen(record, data, after, round_number, seat)
        kind, puzzle = load_puzzle(data)
    except BadInput as error:
        raise error.in_file(log) from None
    if fmt == "yaml":
        click.echo(dump_yaml(kind.dump(puzzle)), nl=False)
        return
    text = kind.analyser.position_text(puzzle, Words(lang))
    click.echo(f"{data['id']}\n{text}")


def _seen(record, data, after: int, round_number: int, seat: int):
    """The position `data` as `seat` saw it (docs/formats.md "Hidden hands")."""
    from solver.review import seen_by

    if data.get("kind") == "florentine":
        from puzzles.game_positions import florentine_seen

        return florentine_seen(data, seat)
    if seat != data.get("to_move", 0):
        raise BadInput(f"--seat {seat}: player {data.get('to_move', 0)} is to move there", "seat")
    moves = record["rounds"][round_number - 1]["moves"][:after]
    return seen_by(data, moves, seat)
