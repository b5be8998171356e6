"""`play --human`, Block and Draw: every move the terminal refuses says why,
in every language: a tile not held, one that fits no open end, an end that
is not open, a tile that does not fit the end named, an end named on the
empty table, and left or right under draw rules, where a spinner's arms
have no left and right. (Florentine's refusals: test_table_florentine_moves.py.)"""

from __future__ import annotations

import pytest

from cli.table import HumanSeats, _read_move
from cli.table_words import WORDS
from puzzles.dominoes.match import Round, Setup
from puzzles.dominoes.tiles import Rules, Tile
from puzzles.errors import BadInput


def tiles(text: str) -> list[Tile]:
    return [Tile.parse(t) for t in text.split()]


def a_round(rules: Rules, mine: str, laid: list[tuple[str, int | None]]) -> Round:
    """Player 0 holds `mine`; player 1 lays `laid` (tile, end) from its hand."""
    theirs = tiles(" ".join(t for t, _ in laid) + " 0-1 0-2")
    round_ = Round(Setup(rules, 2, False, 6, None), [tiles(mine), theirs], [], 1)
    for tile, end in laid:
        round_.lay(1, (Tile.parse(tile), end))
    return round_


def refusal(round_: Round, text: str, lang: str = "en") -> str:
    with pytest.raises(BadInput) as error:
        _read_move(HumanSeats([0], lang, 1), text, round_, 0, round_.legal(0))
    return str(error.value)


def said(lang: str, key: str, **fields) -> str:
    """The refusal's words; a tile is named as the tool writes it, 6-4 as 4-6."""
    return WORDS[lang][key].format(**fields)


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_each_refusal_names_its_reason(lang):
    block = a_round(Rules.BLOCK, "6-4 3-3 1-2", [("4-5", None)])  # ends 4 and 5
    assert refusal(block, "6-6", lang) == said(lang, "not_held", tile="6-6")
    assert refusal(block, "3-3", lang) == said(lang, "not_fit", tile="3-3", ends="4, 5")
    assert refusal(block, "6-4 3", lang) == said(lang, "not_an_end", end="3", ends="4, 5")
    assert refusal(block, "6-4 5", lang) == said(lang, "not_fit_end", tile="4-6", end="5")
    right = said(lang, "right")  # the line's right end is the 5
    assert refusal(block, f"6-4 {right}", lang) == said(lang, "not_fit_end", tile="4-6", end=5)
    assert refusal(block, "banana", lang) == said(lang, "not_move", n=1)
    empty = a_round(Rules.BLOCK, "6-4 3-3", [])
    assert refusal(empty, "6-4 6", lang) == said(lang, "first_alone", tile="4-6")
    draw = a_round(Rules.DRAW, "6-4 3-3", [("4-4", None)])  # a spinner: four 4s open
    assert refusal(draw, "6-4 left", lang) == said(lang, "end_by_number", example="4-6 4")


def test_what_is_allowed_is_still_taken():
    block = a_round(Rules.BLOCK, "6-4 3-3 1-5", [("4-5", None)])
    table = HumanSeats([0], "en", 1)
    legal = block.legal(0)
    assert _read_move(table, "6-4", block, 0, legal) == (Tile.parse("6-4"), 4)
    assert _read_move(table, "1-5 right", block, 0, legal) == (Tile.parse("1-5"), 5)
    assert _read_move(table, "6-4 4", block, 0, legal) == (Tile.parse("6-4"), 4)
    assert _read_move(table, "2", block, 0, legal) == legal[1]
    empty = a_round(Rules.BLOCK, "6-4 3-3", [])
    assert _read_move(table, "3-3", empty, 0, empty.legal(0)) == (Tile.parse("3-3"), None)
    draw = a_round(Rules.DRAW, "6-4 3-3", [("4-4", None)])
    assert _read_move(table, "6-4 4", draw, 0, draw.legal(0)) == (Tile.parse("6-4"), 4)
