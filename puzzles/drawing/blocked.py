"""A `blocked` puzzle drawn: the line so far, the tiles to lay, blanks; the key.

The key numbers the new tiles in an order they may be laid: outwards from
the given line, its right side first, then its left.

A worksheet's puzzle (`age`) states no target: its line is drawn once, with
the blanks at the ends where its tiles go (not "lay 3" under a row of
blanks), and its key reads the same way round; a young sheet counts hands
from 1.
"""

from __future__ import annotations

from puzzles import i18n
from puzzles.dominoes.blocked import Position
from puzzles.dominoes.line import End, Line
from puzzles.dominoes.lines_common import LineAnswer
from puzzles.drawing import Printing, dominoes, key_text, style, young
from puzzles.drawing import young_steps as young_steps_
from puzzles.drawing.sheet_words import sentences
from puzzles.drawing.words import count, kind_word, word
from puzzles.words import ENGLISH, Words

PRINT = Printing(
    unit="half",
    unit_mm=dominoes.HALF,
    scales={"adult": 1.0, "child": 1.5, "older": 1.1},
    two_from=8,  # two a page for pupils of 8-10 (issue 54: one left half a page blank)
)

WORDS = i18n.lists_table("paper.blocked")


def draw(
    position: Position,
    answer: LineAnswer | None = None,
    words: Words = ENGLISH,
    width: float = dominoes.ROW,
    steps=None,
    age: int | None = None,
    sheet=None,
):
    col = dominoes.Column("blocked")
    given = position.line
    if age is not None:
        return _sheet(col, position, answer, words, width, steps, age, sheet)
    if answer is not None and answer.line:
        solved = answer.line
        return _key(col, position, solved, _find(solved, given), words, width, steps, key=True)
    if given.laid:
        col.caption(words("paper.common.line"), width=width)
        col.add(dominoes.line(given.laid, row=width, words=words))
    else:
        col.caption(words("paper.common.empty_table"), width=width)
    if position.hands is not None:
        for p, hand in enumerate(position.hands):
            mark = " ★" if position.hand == p else ""
            col.caption(words("paper.common.hand", p=p) + mark, width=width)
            col.add(dominoes.tiles(hand, row=width))
    if position.tiles is not None:
        col.caption(words("paper.common.tiles"), width=width)
        col.add(dominoes.tiles(position.tiles, row=width))
    elif position.hands is None:
        col.caption(
            words("paper.common.tiles") + ": " + words("paper.common.any_tile"),
            bold=False,
            width=width,
        )
    laid = position.solution.tiles_laid if position.solution is not None else None
    if laid:
        col.caption(
            words("paper.common.your_line") + ": " + words("paper.common.lay", n=laid),
            width=width,
        )
        col.add(dominoes.line([None] * laid, row=width, crosswise=False, words=words))
    return col.done()


def _key(
    col,
    position: Position,
    solved,
    start: int,
    words: Words,
    width: float,
    steps,
    key: bool = False,
):
    """The key, on a book's page or a sheet: the line the answer lays, its
    tiles numbered in the order laid from `start`, and the open ends left;
    `key`: a book's, its words to print at 7 pt once reduced."""
    order = laying_order(len(solved), start, len(position.line))
    col.add(
        dominoes.line(
            solved.laid,
            {i: n for n, i in enumerate(order, 1)},
            bold=order,
            row=width,
            words=words,
            key=key,
        )
    )
    ends = ", ".join(str(x) for x in solved.open_ends(position.game))
    col.caption(
        count(words, len(order), "tile") + " · " + words("paper.common.open_ends", ends=ends),
        size=key_text(3.6) if key else 3.6,
        css="move-list",
        width=width,
    )
    for step in steps or ():
        col.caption(step, size=3.2, bold=False, css="step", width=width)
    return col.done()


def _sheet(col, position: Position, answer, words: Words, width: float, steps, age: int, sheet):
    """A worksheet's puzzle, or its key: the tiles to lay, then the line with
    a writing area at each end. Every area has room for the longest answer of
    the `sheet` (the sheet's puzzles), the same on every puzzle of it, so the
    blanks tell nothing of how many tiles go where; each is marked with its
    end and the number there ("left end 4"), so a line that wraps cannot be
    misread."""
    given = position.line
    if answer is not None and answer.line:
        solved, start = _as_given(answer.line, given)
        return _key(col, position, solved, start, words, width, steps)
    if position.hands is not None:
        for p, hand in enumerate(position.hands):
            mark = " ★" if position.hand == p else ""
            col.caption(words("paper.common.hand", p=p + young(age)) + mark, width=width)
            col.add(dominoes.tiles(hand, row=width))
    if position.tiles is not None:
        col.caption(words("paper.common.tiles"), width=width)
        col.add(dominoes.tiles(position.tiles, row=width))
    elif position.hands is None:
        col.caption(
            words("paper.common.tiles") + ": " + words("paper.common.any_tile"),
            bold=False,
            width=width,
        )
    room = writing_room(sheet or [position])
    if not given.laid:  # an empty table: the whole line is to write
        col.caption(words("paper.common.your_line"), width=width)
        col.add(dominoes.line([None] * room, row=width, crosswise=False, words=words))
        return col.done()
    col.caption(words("paper.common.line"), width=width)
    col.add(dominoes.line(given.laid, row=width, words=words))
    left, right = given.laid[0][0], given.laid[-1][1]
    # the two ends side by side where the column holds both (two puzzles a
    # page at 8-10), else the right end's under the left's
    ends = [
        (
            "◀ " + words("paper.common.end_left", x=left),
            end_area(left, room, End.LEFT, width, words),
        ),
        (
            words("paper.common.end_right", x=right) + " ▶",
            end_area(right, room, End.RIGHT, width, words),
        ),
    ]
    col.side_by_side(ends, width)
    return col.done()


def writing_room(puzzles) -> int:
    """Blanks at each end of a sheet's lines: the most tiles any answer of the
    sheet lays, so that every end could take a whole answer."""
    return max((p.solution.tiles_laid or 0 for p in puzzles if p.solution is not None), default=1)


def end_area(pips: int, blanks: int, end: End, width: float, words: Words = ENGLISH):
    """An end of the line to write at: the end's half (grey, its number) and
    `blanks` blanks going outwards from it, left of it at the left end."""
    s = dominoes.HALF
    drawn, w, h = dominoes.line([None] * blanks, crosswise=False, row=width - s - 2, words=words)
    g = style.group(**{"class": f"end-area end-{end.value}"})
    if end is End.LEFT:
        g.add(drawn)
        x, y, facing = drawn.open_ends[1]
        at = x + 2 if facing > 0 else x - 2 - s
        g.add(dominoes.end_half(pips, at, y, s))
        return g, max(w, at + s), h
    g.add(dominoes.end_half(pips, 0.0, 0.0, s))
    g.add(style.place(drawn, s + 2, 0))
    return g, s + 2 + w, h


def _as_given(solved: Line, given: Line) -> tuple[Line, int]:
    """The solved line read the way the given line lies in it, and where the
    given line starts in it."""
    at = solved.find(given)
    if at is None and given.laid:
        solved = solved.reversed()
        at = solved.find(given)
    return solved, at or 0


def laying_order(length: int, start: int, given: int) -> list[int]:
    """Slots of the new tiles, in an order they may be laid: the right side of
    the given line outwards, then its left side outwards. With no given line,
    the first tile is the leftmost."""
    if given == 0:
        return list(range(length))
    return list(range(start + given, length)) + list(range(start - 1, -1, -1))


def _find(solved: Line, given: Line) -> int:
    """Where the given line sits inside the solved one (it may be reversed)."""
    at = solved.find(given)
    if at is None:
        at = solved.find(given.reversed())
    return at or 0


def facts(position: Position, words: Words, age: int | None = None, sheet=None) -> str:
    """Set, rules, hands, the pips to keep; a young sheet's rules box says the
    rules in sentences without their name, so where all its puzzles play
    the same rules its facts leave the name out."""
    one_game = sheet is not None and len({p.game for p in sheet}) == 1
    out = [words("paper.common.set", n=position.set_size)]
    if not (young(age) and one_game):
        out.append(word(words, position.game))
    if position.hands is not None:
        out.append(kind_word(WORDS, words, "from_hands"))
    if position.objective == "max-pips":
        hand = position.hand + 1 if young(age) and position.hand is not None else position.hand
        out.append(kind_word(WORDS, words, "pips").format(p=hand))
    return " · ".join(out)


def sheet_rules(puzzles, words: Words, age: int, screen: bool = False) -> list[str]:
    """A worksheet's rules: the hands only where a puzzle has them, block or
    draw rules as its puzzles are played."""
    hands = any(p.hands is not None for p in puzzles)
    games = {p.game for p in puzzles}
    names = ["set", "add", "blocked_hands" if hands else "blocked", "fewest"]
    names += [g.value for g in sorted(games, key=lambda g: g.value)]
    return sentences("blocked", words, age, names, screen)


def rules_example(words: Words):
    drawn = dominoes.line([(2, 2), (2, 0), (0, 0), (0, 1), (1, 2)])
    return (*drawn, kind_word(WORDS, words, "example"))


emblem = dominoes.emblem


def young_steps() -> tuple[young_steps_.Drawn, young_steps_.Drawn]:
    """The two drawn steps of a sheet for ages 6-7 (puzzles/drawing/young_steps.py)."""
    s, gap = dominoes.HALF, 6.0
    one = style.group()
    one.add(dominoes.tile(3, 5, 0, 0))
    young_steps_.arrow(one, 2 * s + 1, s / 2, 2 * s + gap - 1, s / 2)
    one.add(dominoes.end_half(3, 2 * s + gap, 0, s))
    young_steps_.drawn_in(one, 3, 5, 3 * s + gap + 2, 0)
    two = style.group()
    two.add(dominoes.end_half(2, 0, 0, s))
    two.add(dominoes.tile(2, 1, s + 2, 0))
    two.add(dominoes.tile(1, 2, 3 * s + 2 + dominoes.GAP, 0))
    right = 5 * s + 2 + dominoes.GAP
    two.add(dominoes.tile(4, 6, right - 2 * s, s + 4))
    young_steps_.cross(two, right - s, 1.5 * s + 4, s * 0.7)
    return (one, 5 * s + gap + 2, s), (two, right, 2 * s + 4)
