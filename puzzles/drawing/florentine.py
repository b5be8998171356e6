"""Florentine Domino drawn: the puzzle (board, pool, colour), the key, the rules box.

Cards and the board are drawn by puzzles/drawing/florentine_cards.py. A key
fades every triangle that does not score, so the sealed rooms of the colour
stand out, and numbers the cards in an order they may legally be laid.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from puzzles import i18n
from puzzles.drawing import Printing, key_text, reader_for_age, style, young
from puzzles.drawing import young_steps as young_steps_
from puzzles.drawing.florentine_cards import CELL, LABEL
from puzzles.drawing.florentine_cards import board as _board
from puzzles.drawing.florentine_cards import card as _card
from puzzles.drawing.page import lines_of, measure, paragraph
from puzzles.drawing.sheet_words import sentences
from puzzles.drawing.words import colour_word, count, kind_word
from puzzles.florentine.board import Board, Cell
from puzzles.florentine.cards import Card, Personal, card_id
from puzzles.florentine.endgame import Answer, Position
from puzzles.florentine.rooms import rooms
from puzzles.words import ENGLISH, Words

TEXT = 4.2  # mm, captions under the board
PRINT = Printing(
    unit="card",
    unit_mm=CELL,
    scales={"adult": 1.0, "child": 1.5, "older": 1.1},
    key=0.62,
    text=3.6,  # the cards' and the board's labels
)

WORDS = i18n.lists_table("paper.florentine")


@lru_cache(maxsize=256)
def _board_of(b: Board, numbered: tuple | None, lit: frozenset | None, scale: float, big: bool):
    return _board(b, dict(numbered) if numbered is not None else None, lit, scale, big)


@lru_cache(maxsize=2048)
def card(piece, x: float, y: float, big: bool = False):
    """A card of a pool, made once for its place (as `board`)."""
    return _card(piece, x, y, big=big)


def board(b: Board, numbered=None, lit=None, key: float = 1.0, big: bool = False):
    """florentine_cards.board, made once for a board, its numbers, lit
    triangles and key scale: a book lays a puzzle out at several widths and
    scales, and an svgwrite element may sit in more than one drawing (it is
    only written out). `big`: its gems drawn large (a young sheet)."""
    told = tuple(numbered.items()) if numbered is not None else None
    return _board_of(b, told, frozenset(lit) if lit is not None else None, key, big)


def sealed_triangles(b: Board, colour: str, rim_seals: bool = True) -> set:
    """The triangles of the sealed rooms of `colour`: what scores."""
    return {t for r in rooms(b, rim_seals) if r.sealed and r.colour == colour for t in r.triangles}


def legal_order(position: Position, final: Board) -> list[Cell]:
    """The cards added, in an order the rules allow; the personal card last."""
    personal = [
        c
        for c, p in final.placed().items()
        if isinstance(p, Personal) and position.board.at(c) is None
    ]
    cards = final
    for cell in personal:
        cards = cards.without(cell)
    return (cards.laying_order(position.board) or []) + personal


BESIDE = 5.0  # mm between a board and what is printed beside it (`draw(beside=True)`)
SHEET_BESIDE = 3.5  # mm on a pupil's sheet, where the write line must fit beside a 5x5 board


def draw(
    position: Position,
    answer: Answer | None = None,
    words: Words = ENGLISH,
    width: float = 0,
    steps=None,
    age: int | None = None,
    sheet=None,
    beside: bool = False,
):
    """The puzzle (board, pool, colour to play for), or with `answer` its key.
    The colour is named as "Your colour: green" where "Play for" would want
    another case of the colour word (Latvian), in books and on sheets alike.
    `beside`: where `width` leaves room beside the board for all of it, what
    goes under the board goes beside it instead (a small board on a book's
    narrow page: two puzzles a page where one would leave half of it blank)."""
    g = style.group(**{"class": "florentine"})
    if answer is not None and answer.board is not None:
        final = answer.board
        order = legal_order(position, final)
        lit = sealed_triangles(final, position.colour, position.rim_seals)
        # a book's key is reduced to PRINT.key: its small text drawn to print at 7 pt
        key = PRINT.key if age is None else 1.0
        # a worksheet's key: each card's name in its cell, as the pupil writes it
        marks: dict[Cell, int | str] = {c: i for i, c in enumerate(order, 1)}
        if age is not None:
            marks = {c: card_name(final.at(c)) or "P" for c in order}
        drawn, w, h = board(final, marks, lit, key, young(age))
        g.add(drawn)
        score = count(words, answer.score or 0, "gem")
        sheet = age is not None  # a worksheet's key: what a pupil writes, to mark at a glance
        if sheet:  # cards as the pupil counts them: the personal card's place said
            score += " · " + count(words, answer.cards_placed or 0, "card")
            if position.personal:
                score += " " + kind_word(WORDS, words, "without_personal")
        names = [
            f"{i} {c.name}"
            + (" P" if isinstance(final.at(c), Personal) else _named(final.at(c), sheet))
            for i, c in enumerate(order, 1)
        ]
        text = f"{kind_word(WORDS, words, 'order')}: " + ", ".join(names)
        texts = [text, *(steps or ())]
        room = width - w - BESIDE if beside else 0.0
        need = max(_swatch_width(position.colour, words, True), measure(score, TEXT, bold=True))
        if room >= need and not steps:
            right = style.group()
            y = _key_text(right, position.colour, score, texts, 0.0, room, words, room, key)
            if LABEL + y <= h:
                g.add(style.place(right, w + BESIDE - LABEL, LABEL, 1.0))
                return g, w + BESIDE + room, h
        y = _key_text(g, position.colour, score, texts, h + 3, w - LABEL, words, key=key)
        return g, w, y
    drawn, w, h = board(position.board, big=young(age))
    g.add(drawn)
    sheet = age is not None and answer is None  # a pupil's: cards named, a line to write on
    apart = SHEET_BESIDE if sheet else BESIDE
    room = width - w - apart if beside else 0.0
    if room > 0:
        right = style.group()
        used, y = _pool(right, position, 1.0, room, words, sheet=sheet, age=age)
        if used <= room + 1e-6 and y <= h - LABEL:
            g.add(style.place(right, w + apart, LABEL, 1.0))
            return g, w + apart + used, h
    # A pupil's pool wraps at the page's width, not the board's: a hard
    # puzzle's twelve cards in two rows under a child's board, not three.
    wrap = max(w, width) - LABEL if sheet else w - LABEL
    used, y = _pool(
        g, position, h + 4, wrap, words, x=LABEL, sheet=sheet, wide=width - LABEL, age=age
    )
    return g, max(w, LABEL + used), y


def as_laid(position: Position) -> list:
    """The pool as a sheet for ages 6-7 shows it: each card the answer lays
    already turned as it lies there, so that no child has to turn a card in
    the head, only find its cell (issue 54); a card the answer leaves out, or
    a puzzle without its solution, as it is."""
    answer = getattr(position, "solution", None)
    final = answer.board if answer is not None else None
    if final is None:
        return list(position.pool)
    laid = [
        final.at(c)
        for c in final.cells()
        if isinstance(final.at(c), Card) and position.board.at(c) is None
    ]
    out = []
    for piece in position.pool:
        same = next((x for x in laid if card_name(x) and card_name(x) == card_name(piece)), None)
        if same is not None:
            laid.remove(same)
        out.append(same if same is not None else piece)
    return out


def card_name(piece) -> str:
    """A card's short name on a worksheet and its key: its id in the reference
    deck (`F07`, `domino-puzzles deck`), whatever its turn; "" for a card
    outside the deck (none is: a puzzle's cards are checked against it)."""
    if not isinstance(piece, Card):
        return ""
    named = card_id(piece)
    return named.split("/")[0] if named else ""


def _named(piece, sheet: bool) -> str:
    name = card_name(piece) if sheet else ""
    return f" {name}" if name else ""


NAME = 3.3  # mm, a card's name under it on a worksheet (14 pt on a young sheet, at 1.5)
WRITE = 20.0  # mm, the line to write a number on
NOTE = 3.3  # mm, "(without P)" after the line for the cards (9 pt; 14 on a young sheet)
NOTE_LINE = 5.0  # mm, what that line is shorter


def _write_line(
    g, x: float, y: float, width: float, words: Words, personal: bool = False
) -> tuple[float, float]:
    """ "gems: ____ cards: ____" from `x` at the top `y`, one line or, where
    `width` is too narrow, two: where a pupil writes the result (width used,
    y below). With a `personal` card, "cards: ____ (without P)", as the key
    and the page count them: its line shorter, so that it still fits beside
    a 5x5 board."""
    parts = _write_parts(words, personal)
    one_line = sum(p[1] for p in parts) + 5 <= width
    at, used = x, 0.0
    for label, wide, note, line in parts:
        g.add(style.text(label, at, y + 4, TEXT, anchor="start", bold=True, class_="write"))
        start = at + measure(label, TEXT, bold=True) + 1.5
        g.add(style.line(start, y + 6, start + line, y + 6, stroke=style.INK, stroke_width=0.4))
        if note:
            g.add(
                style.text(
                    note, start + line + 1.5, y + 4, NOTE, anchor="start", class_="write-note"
                )
            )
        used = max(used, at + wide - x)
        if one_line:
            at += wide + 5
        else:
            y += 8.5
    return used, y + (8.5 if one_line else 0)


def _write_parts(words: Words, personal: bool) -> list[tuple[str, float, str, float]]:
    """The write line's two parts: (label, width, note, line length)."""
    parts = []
    for key in ("write_gems", "write_cards"):
        label = kind_word(WORDS, words, key)
        note = (
            kind_word(WORDS, words, "without_personal") if personal and key == "write_cards" else ""
        )
        line = WRITE - NOTE_LINE if note else WRITE
        wide = (
            measure(label, TEXT, bold=True)
            + 1.5
            + line
            + (1.5 + measure(note, NOTE) if note else 0)
        )
        parts.append((label, wide, note, line))
    return parts


def _write_width(words: Words, personal: bool) -> float:
    """How wide the write line is on one line."""
    return sum(p[1] for p in _write_parts(words, personal)) + 5


def _key_text(
    g, colour, score, texts, y, width, words, narrow: float = 0.0, key: float = 1.0
) -> float:
    """The colour played for, the score and the order from `y`: the y below.
    `narrow`: the colour goes under its label where one line would be wider;
    `key`: the scale the key is reduced to (its order printed at 7 pt still)."""
    if narrow and _swatch_width(colour, words) > narrow:
        label = words("paper.common.your_colour")
        g.add(style.text(label, LABEL, y + 4, TEXT, anchor="start", bold=True))
        g.add(_chip(colour, LABEL, y + 7, words))
        y += 7
    else:
        g.add(_swatch(colour, LABEL, y, words))
    y += 11
    g.add(style.text(score, LABEL, y, TEXT, anchor="start", bold=True, **{"class": "score"}))
    y += TEXT * 1.4
    css = "move-list"
    for text in texts:
        y = paragraph(g, text, LABEL, y, width, key_text(TEXT * 0.8, key), **{"class": css})
        css = "step"
    return y


def _pool(
    g,
    position: Position,
    y: float,
    width: float,
    words: Words,
    x: float = 0.0,
    sheet: bool = False,
    wide: float = 0.0,
    age: int | None = None,
):
    """The cards to lay, the colour to play for and the personal card, from
    `y` at `x`, the cards wrapping at `width`: (width used, y below). On a
    pupil's `sheet` each card has its name under it, and a line follows to
    write the gems and the cards on. `wide`: the width the colour's line may
    take (under a board, the page's), where the personal card goes beside the
    colour if it fits (a tall board at the least size then fits a small page)."""
    left = x
    label = kind_word(WORDS, words, "may_lay") if sheet else words("paper.common.pool")
    heads = [label]
    if sheet and measure(label, TEXT, bold=True) > width:  # beside a board: two lines
        heads = lines_of(label, width, TEXT, bold=True)
    for i, head in enumerate(heads):
        g.add(style.text(head, left, y + 1, TEXT, anchor="start", bold=True))
        y += 5 if i == len(heads) - 1 else TEXT * 1.15
    used = max(measure(head, TEXT, bold=True) for head in heads)
    named = NAME * 1.3 if sheet else 0.0
    gap = 2.0 if sheet else 3.0  # a sheet's pool beside its board: four cards a row
    # On a sheet the personal card lies among the cards, its P its name: the
    # pool, the colour and the line to write on fit beside a 5x5 board.
    pool = as_laid(position) if sheet and young(age) else list(position.pool)
    pieces = [*pool, *([Personal()] if sheet and position.personal else [])]
    for piece in pieces:
        if x > left and x + CELL > left + width:
            x, y = left, y + CELL + 3 + named
        g.add(card(piece, x, y, young(age)))
        if sheet and card_name(piece):
            g.add(
                style.text(
                    card_name(piece), x + CELL / 2, y + CELL + NAME, NAME, class_="card-name"
                )
            )
        x += CELL + gap
        used = max(used, x - gap - left)
    y += CELL + 5 + named
    colour = position.colour
    if not sheet and _swatch_width(colour, words) > width >= _swatch_width(colour, words, True):
        # beside a board, a long language's "play for" line: the colour under
        # its label, as a key's, rather than the cards under the board
        label = words("paper.common.your_colour")
        g.add(style.text(label, left, y + 4, TEXT, anchor="start", bold=True))
        g.add(_chip(colour, left, y + 7, words))
        used = max(used, _swatch_width(colour, words, True))
        y += 7
    else:
        g.add(_swatch(colour, left, y, words, tight=sheet))
        used = max(used, _swatch_width(colour, words, tight=sheet))
        swatch = _swatch_width(colour, words, tight=sheet)
        label = words("paper.common.personal")
        at = left + swatch + BESIDE
        personal = bool(position.personal)
        if sheet and at + _write_width(words, personal) <= left + max(width, wide):
            # The write line beside the colour, where the page is wide enough:
            # a line less under a child's 7x7 board.
            written, _ = _write_line(g, at, y + 1, _write_width(words, personal), words, personal)
            return max(used, at - left + written), y + 10.5
        if position.personal and not sheet and at + CELL + 3 + measure(label, TEXT) <= left + wide:
            # beside the colour, its card centred on the colour's line
            g.add(card(Personal(), at, y - 2))
            g.add(style.text(label, at + CELL + 3, y + 4, TEXT, anchor="start"))
            used = max(used, at - left + CELL + 3 + measure(label, TEXT))
            return used, y + CELL - 1
    y += 9
    if position.personal and not sheet:
        # On its own line: beside the colour it ran off narrow pages in long languages.
        y += 2
        g.add(card(Personal(), left, y))
        label = words("paper.common.personal")
        lines = [label]
        if CELL + 3 + measure(label, TEXT) > width:  # beside a board: on two lines
            lines = lines_of(label, width - CELL - 3, TEXT)
            lines = lines if len(lines) <= 2 else [label]  # too long: not beside
        for i, line in enumerate(lines):
            at = y + CELL / 2 + (i - (len(lines) - 1) / 2) * TEXT * 1.2
            g.add(style.text(line, left + CELL + 3, at, TEXT, anchor="start"))
        used = max(used, CELL + 3 + max(measure(line, TEXT) for line in lines))
        y += CELL + 1
    if sheet:
        wide, y = _write_line(g, left, y + 1.5, width, words, bool(position.personal))
        used = max(used, wide)
    return used, y


def _label_room(words: Words, tight: bool = False) -> float:
    """Where the colour's square starts after the "play for" label."""
    label = words("paper.common.your_colour")
    return measure(label, TEXT, bold=True) + 1.5 if tight else len(label) * TEXT * 0.62 + 3


def _swatch_width(colour: str, words: Words, narrow: bool = False, tight: bool = False) -> float:
    """How wide the "play for" line is; `narrow`: with the colour under its label;
    `tight`: the colour just after its label, measured (a pupil's sheet)."""
    label = _label_room(words, tight)
    chip = 10 + measure(colour_word(words, colour), TEXT)
    return max(label, chip) if narrow else label + chip


def _chip(colour: str, x: float, y: float, words: Words):
    """The colour's square and its word, from `x` at the top `y`."""
    g = style.group(**{"class": "play-for"})
    g.add(style.coloured(colour, [(x, y), (x + 8, y), (x + 8, y + 8), (x, y + 8)]))
    g.add(style.rect(x, y, 8, 8, fill="none", stroke=style.INK, stroke_width=0.4))
    g.add(style.shape(colour, x + 4, y + 4, 2.6))
    word_ = colour_word(words, colour)
    g.add(style.text(word_, x + 10, y + 4, TEXT, anchor="start", class_="colour-word"))
    return g


def _swatch(colour: str, x: float, y: float, words: Words, tight: bool = False):
    g = style.group(**{"class": "play-for"})
    label = words("paper.common.your_colour")
    g.add(style.text(label, x, y + 4, TEXT, anchor="start", bold=True))
    sx = x + _label_room(words, tight)
    g.add(style.coloured(colour, [(sx, y), (sx + 8, y), (sx + 8, y + 8), (sx, y + 8)]))
    g.add(style.rect(sx, y, 8, 8, fill="none", stroke=style.INK, stroke_width=0.4))
    g.add(style.shape(colour, sx + 4, y + 4, 2.6))
    g.add(
        style.text(
            colour_word(words, colour),
            sx + 10,
            y + 4,
            TEXT,
            anchor="start",
            class_="colour-word",
        )
    )
    return g


def facts(position: Position, words: Words, age: int | None = None, sheet=None) -> str:
    """The board's size (not on a sheet of one size), an open wall, no
    personal card: the last only where the rules box speaks of the personal
    card (a book's; a worksheet's where some puzzle of the `sheet` has one, as
    `sheet_rules` says; never a young sheet's, which has its drawn steps in
    place of the rules box)."""
    out = []
    # a sheet whose boards are all one size needs no word for it: they are drawn
    one_size = sheet is not None and len({p.size for p in sheet}) == 1
    if position.size != 7 and not one_size:
        out.append(kind_word(WORDS, words, "board").format(n=position.size))
    if not position.rim_seals:
        out.append(kind_word(WORDS, words, "wall_open"))
    # a young sheet (6-7) opens with its two drawn steps, no rules box: it
    # tells nothing of a personal card, so it names none missing either
    told = (sheet is None or any(p.personal for p in sheet)) and not young(age)
    if not position.personal and told:
        out.append(words("paper.common.no_personal"))
    return " · ".join(out)


# Sentences of its sheet rules that the page has nothing to show for.
PAPER_ONLY = ("write",)


def sheet_rules(puzzles, words: Words, age: int, screen: bool = False) -> list[str]:
    """A worksheet's rules: the cross clause only where a puzzle's middle cross
    is not full yet, the personal card only where a puzzle has one."""
    cross = any(not p.board.cross_full() for p in puzzles)
    personal = any(p.personal for p in puzzles)
    if young(age):
        names = ["lay", *(["cross"] if cross else [])]
    else:
        names = ["lay_cross" if cross else "lay"]
    # the answer shows the reasoning: each card's name written in its cell
    names += ["edges", "rooms", "score", *(["personal"] if personal else []), "write"]
    return sentences("florentine", words, age, names, screen, PAPER_ONLY)


def legend(words: Words):
    """The four colours with their shapes and words: the rules box's key to colour."""
    g = style.group(**{"class": "legend"})
    # A word wider than its swatch reaches out on both sides: the swatches
    # stand apart by the widest word, the first far enough in and the legend
    # wide enough that the first and last words stay in it (the words of
    # en, nl, de and lv fit the 15 mm and 52 mm they always had).
    wide = [measure(colour_word(words, letter), 2.8) for letter in "GRBO"]
    step = max(15.0, max(wide) + 2)
    x = max(0.0, wide[0] / 2 - 4.5)
    for letter in "GRBO":
        g.add(style.coloured(letter, [(x, 0), (x + 7, 0), (x + 7, 7), (x, 7)]))
        g.add(style.rect(x, 0, 7, 7, fill="none", stroke=style.INK, stroke_width=0.3))
        g.add(style.shape(letter, x + 3.5, 3.5, 2.3))
        g.add(style.text(colour_word(words, letter), x + 3.5, 10, 2.8, class_="colour-word"))
        x += step
    return g, x - step + 3.5 + max(3.5, wide[-1] / 2 - 1), 12


def rules_example(words: Words):
    """A worked example: three cards, one sealed green room at the wall."""
    b = Board.from_pieces(
        3, {Cell.parse("B2", 3): Card.parse("OBRB"), Cell.parse("C2", 3): Card.parse("RG1RB")}
    )
    lit = sealed_triangles(b, "G")
    g = style.group()
    drawn, w, h = board(b, None, lit)
    g.add(drawn)
    leg, lw, lh = legend(words)
    g.add(style.place(leg, 0, h + 3))
    return g, max(w, lw), h + 3 + lh, kind_word(WORDS, words, "example")


def emblem() -> Any:
    """A rosette of cards whose edges match: a picture, not a puzzle."""
    rows, cols = "RBR", "GOG"
    g = style.group(**{"class": "emblem"})
    for r, b in enumerate(rows):
        for c, a in enumerate(cols):
            gems = "1" if (r + c) % 2 == 0 else ""
            g.add(card(Card.parse(f"{a}{gems}{b}{a}{b}"), c * CELL, r * CELL))
    return g, 3 * CELL, 3 * CELL


def sheet_levels(age: int) -> list[str] | None:
    """The levels a worksheet for pupils of `age` draws from, where print asks
    for other than the age's (domino_puzzles/worksheet_folder.py): children
    up to 10 get cards of 18 mm, at which a 7x7 board fills half a page on its
    own, so their sheets take the 5x5 boards of the easy level, two a page."""
    return ["easy"] if reader_for_age(age) == "child" else None


def young_steps() -> tuple[young_steps_.Drawn, young_steps_.Drawn]:
    """The two drawn steps of a sheet for ages 6-7 (puzzles/drawing/young_steps.py)."""
    from puzzles.drawing.florentine_cards import CELL, card
    from puzzles.florentine.cards import Card

    laid, new = Card.parse("OBRB"), Card.parse("RG1RB")
    one = style.group()
    one.add(card(laid, 0, 0, big=True))
    # where it goes, drawn faint in its square: its blue edge meets the blue
    ghost = style.group(**{"class": "drawn-in"})
    ghost.add(style.washed(card(new, CELL, 0, big=True), 0.45))
    ghost.add(style.rect(CELL, 0, CELL, CELL, fill="none", stroke=style.INK, stroke_width=0.6))
    one.add(ghost)
    one.add(card(new, 2 * CELL + 12, 0, big=True))
    young_steps_.arrow(one, 2 * CELL + 11, CELL / 2, 2 * CELL + 1, CELL / 2)
    two = style.group()
    two.add(card(laid, 0, 0, faded={0, 1, 2, 3}, big=True))
    two.add(card(new, CELL, 0, faded={0, 2, 3}, big=True))
    wall = style.line(2 * CELL, -2, 2 * CELL, CELL + 2, stroke=style.INK, stroke_width=1.6)
    two.add(style.group(**{"class": "wall"}))
    two.elements[-1].add(wall)
    return (one, 3 * CELL + 12, CELL), (two, 2 * CELL + 1, CELL)
