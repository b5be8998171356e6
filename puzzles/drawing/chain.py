"""A `chain` puzzle drawn: the tiles, a row of blanks with the clues; the key.

On a worksheet (`age`) a clue tile is drawn once, where it lies in the row
(not among the tiles to lay as well), an end clue of 0 is a grey half marked
0 (a white box would read as a space to write in), and the key lays every
tile along the line, doubles too, as the row of blanks on the sheet does.
"""

from __future__ import annotations

from puzzles import i18n
from puzzles.dominoes.chain import Position
from puzzles.dominoes.line import End
from puzzles.dominoes.lines_common import LineAnswer
from puzzles.dominoes.tiles import Tile
from puzzles.drawing import Printing, dominoes, style, young
from puzzles.drawing.sheet_words import sentences
from puzzles.drawing.words import count, kind_word, word

PRINT = Printing(
    unit="half", unit_mm=dominoes.HALF, scales={"adult": 1.0, "child": 1.5, "older": 1.1}
)

WORDS = i18n.lists_table("puzzles.drawing.chain.WORDS")


def draw(
    position: Position,
    answer: LineAnswer | None = None,
    lang: str = "en",
    width: float = dominoes.ROW,
    steps=None,
    age: int | None = None,
):
    col = dominoes.Column("chain")
    sheet = age is not None
    if answer is not None and answer.line:
        solved = answer.line
        numbers = {i: i + 1 for i in range(len(solved))}
        col.add(dominoes.line(solved.laid, numbers, row=width, crosswise=not sheet))
        for step in steps or ():
            col.caption(step, size=3.2, bold=False, css="step", width=width)
        return col.done()
    col.caption(word(lang, "tiles"), width=width)
    col.add(dominoes.tiles(_to_lay(position) if sheet else position.tiles, row=width))
    col.caption(word(lang, "your_line"), width=width)
    slots: list = [None] * len(position.tiles)
    for clue in position.clues:
        if clue.at is not None:
            slots[clue.at - 1] = clue.tile
    ends = {c.end: c.pips for c in position.clues if c.end is not None and c.pips is not None}
    half = dominoes.HALF
    drawn, w, h = dominoes.line(slots, crosswise=False, row=width - 2 * (half + 2))
    g = style.group()
    g.add(style.place(drawn, half + 2, 0))
    last_x, last_y = drawn.last_row
    for end, x, y in ((End.LEFT, 0.0, 0.0), (End.RIGHT, last_x + half + 4, last_y)):
        if end in ends:
            if sheet:
                g.add(end_clue(ends[end], x, y, half))
                continue
            g.add(style.rect(x, y, half, half, fill="none", stroke=style.INK, stroke_width=0.5))
            g.add(dominoes.half(ends[end], x, y, half))
    col.add((g, w + 2 * half + 4, h))
    return col.done()


def _to_lay(position: Position) -> list[Tile]:
    """The tiles less those a clue already lays in the row: each drawn once."""
    left = list(position.tiles)
    for clue in position.clues:
        if clue.at is not None and clue.tile is not None:
            left.remove(Tile(*clue.tile))
    return left


def end_clue(pips: int, x: float, y: float, s: float):
    """An end clue: a grey half with its pips, and 0 written small in a half
    with none, so that no clue looks like a white space to write in."""
    g = style.group(**{"class": f"end-clue end-{pips}"})
    g.add(
        style.rect(x, y, s, s, fill=dominoes.MARK, stroke=style.INK, stroke_width=0.5, rx=s * 0.12)
    )
    if pips == 0:
        g.add(style.text("0", x + s / 2, y + s / 2, s * 0.45, bold=True, fill=style.INK))
    else:
        g.add(dominoes.half(pips, x, y, s))
    return g


def sheet_rules(puzzles, lang: str, age: int, screen: bool = False) -> list[str]:
    """A worksheet's rules: clue tiles, end clues and the 0 mark only where a
    puzzle has them."""
    clues = [c for p in puzzles for c in p.clues]
    names = ["line", *(["match"] if young(age) else []), "turn"]
    if any(c.at is not None for c in clues):
        names.append("clue_tile")
    if any(c.end is not None for c in clues):
        names.append("clue_end")
    if any(c.end is not None and c.pips == 0 for c in clues):
        names.append("zero")
    return sentences("chain", lang, age, names, screen)


def facts(position: Position, lang: str, age: int | None = None, sheet=None) -> str:
    """The set and the tiles; a worksheet counts the tiles it draws to lay (a
    clue tile lies in the row, drawn once), so the count is what a pupil sees.
    A young sheet's rules box never speaks of sets: it gives the count only."""
    tiles = len(position.tiles) if age is None else len(_to_lay(position))
    if young(age):
        return count(lang, tiles, "tile")
    return f"{word(lang, 'set', n=position.set_size)} · {count(lang, tiles, 'tile')}"


def rules_example(lang: str):
    drawn = dominoes.line([(1, 2), (2, 4), (4, 0)], crosswise=False)
    return (*drawn, kind_word(WORDS, lang, "example"))


emblem = dominoes.emblem
