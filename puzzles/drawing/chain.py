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
from puzzles.drawing import young_steps as young_steps_
from puzzles.drawing.sheet_words import sentences
from puzzles.drawing.words import count, kind_word
from puzzles.words import ENGLISH, Words

end_clue = dominoes.end_half  # an end clue: a grey half with its pips

PRINT = Printing(
    unit="half", unit_mm=dominoes.HALF, scales={"adult": 1.0, "child": 1.5, "older": 1.1}
)

WORDS = i18n.lists_table("paper.chain")


def draw(
    position: Position,
    answer: LineAnswer | None = None,
    words: Words = ENGLISH,
    width: float = dominoes.ROW,
    steps=None,
    age: int | None = None,
    sheet=None,  # the sheet's puzzles: a chain's row is its own, whatever they are
):
    col = dominoes.Column("chain")
    on_sheet = age is not None
    if answer is not None and answer.line:
        solved = answer.line
        numbers = {i: i + 1 for i in range(len(solved))}
        col.add(
            dominoes.line(
                solved.laid,
                numbers,
                row=width,
                crosswise=not on_sheet,
                words=words,
                key=not on_sheet,
            )
        )
        for step in steps or ():
            col.caption(step, size=3.2, bold=False, css="step", width=width)
        return col.done()
    col.caption(words("paper.common.tiles"), width=width)
    col.add(dominoes.tiles(_to_lay(position) if on_sheet else position.tiles, row=width))
    col.caption(words("paper.common.your_line"), width=width)
    slots: list = [None] * len(position.tiles)
    for clue in position.clues:
        if clue.at is not None:
            slots[clue.at - 1] = clue.tile
    ends = {c.end: c.pips for c in position.clues if c.end is not None and c.pips is not None}
    half = dominoes.HALF
    names = None
    if on_sheet:  # its ends named, so a row that wraps is read the right way
        names = (
            words("paper.common.end_left", x="").strip(),
            words("paper.common.end_right", x="").strip(),
        )
    drawn, w, h = dominoes.line(
        slots,
        crosswise=False,
        row=width - 2 * (half + 2),
        words=words,
        words_beside=False,
        names=names,
    )
    g = style.group()
    g.add(style.place(drawn, half + 2, 0))
    places = []  # each end clue beside its end, facing out (a turning row's right end may be left)
    for end, (x, y, facing) in zip((End.LEFT, End.RIGHT), drawn.open_ends, strict=True):
        places.append((end, x + half + 2 + (2 if facing > 0 else -2 - half), y))
    for end, x, y in places:
        if end in ends:
            if on_sheet:
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


# Sentences of its sheet rules that the page has nothing to show for.
PAPER_ONLY = ("zero", "draw")


def sheet_rules(puzzles, words: Words, age: int, screen: bool = False) -> list[str]:
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
    names.append("draw")  # what to draw where: the paper's dashed boxes (issue 54)
    return sentences("chain", words, age, names, screen, PAPER_ONLY)


def facts(position: Position, words: Words, age: int | None = None, sheet=None) -> str:
    """The set and the tiles; a worksheet counts the tiles it draws to lay (a
    clue tile lies in the row, drawn once), so the count is what a pupil sees.
    A young sheet's rules box never speaks of sets: it gives the count only."""
    tiles = len(position.tiles) if age is None else len(_to_lay(position))
    if young(age):
        return count(words, tiles, "tile")
    return f"{words('paper.common.set', n=position.set_size)} · {count(words, tiles, 'tile')}"


def rules_example(words: Words):
    drawn = dominoes.line([(1, 2), (2, 4), (4, 0)], crosswise=False)
    return (*drawn, kind_word(WORDS, words, "example"))


emblem = dominoes.emblem


def young_steps() -> tuple[young_steps_.Drawn, young_steps_.Drawn]:
    """The two drawn steps of a sheet for ages 6-7 (puzzles/drawing/young_steps.py)."""
    s, gap = dominoes.HALF, 10.0
    one = style.group()
    one.add(dominoes.tile(2, 4, 0, 0))
    young_steps_.arrow(one, 2 * s + 1.5, s / 2, 2 * s + gap - 1.5, s / 2)
    young_steps_.drawn_in(one, 2, 4, 2 * s + gap, 0)
    two = style.group()
    two.add(dominoes.tile(1, 2, 0, 0))
    two.add(dominoes.tile(2, 4, 2 * s + dominoes.GAP, 0))
    young_steps_.ring(two, s - 1.5, -1.5, 2 * s + dominoes.GAP + 3, s + 3)
    return (one, 4 * s + gap, s), (two, 4 * s + dominoes.GAP, s)
