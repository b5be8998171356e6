"""Florentine Domino drawn: the puzzle (board, pool, colour), the key, the rules box.

Cards and the board are drawn by puzzles/drawing/florentine_cards.py. A key
fades every triangle that does not score, so the sealed rooms of the colour
stand out, and numbers the cards in an order they may legally be laid.
"""

from __future__ import annotations

from functools import lru_cache

from puzzles import i18n
from puzzles.drawing import Printing, style, young
from puzzles.drawing.florentine_cards import CELL, LABEL
from puzzles.drawing.florentine_cards import board as _board
from puzzles.drawing.florentine_cards import card as _card
from puzzles.drawing.page import lines_of, measure, paragraph
from puzzles.drawing.sheet_words import sentences
from puzzles.drawing.words import colour_word, count, kind_word, word
from puzzles.florentine.board import Board, Cell
from puzzles.florentine.cards import Card, Personal
from puzzles.florentine.endgame import Answer, Position
from puzzles.florentine.rooms import rooms

TEXT = 4.2  # mm, captions under the board
PRINT = Printing(unit="card", unit_mm=CELL, scales={"adult": 1.0, "child": 1.5, "older": 1.1})

WORDS = i18n.lists_table("puzzles.drawing.florentine.WORDS")


@lru_cache(maxsize=256)
def _board_of(b: Board, numbered: tuple | None, lit: frozenset | None):
    return _board(b, dict(numbered) if numbered is not None else None, lit)


@lru_cache(maxsize=2048)
def card(piece, x: float, y: float):
    """A card of a pool, made once for its place (as `board`)."""
    return _card(piece, x, y)


def board(b: Board, numbered=None, lit=None):
    """florentine_cards.board, made once for a board, its numbers and lit
    triangles: a book lays a puzzle out at several widths and scales, and an
    svgwrite element may sit in more than one drawing (it is only written out)."""
    key = tuple(numbered.items()) if numbered is not None else None
    return _board_of(b, key, frozenset(lit) if lit is not None else None)


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


def draw(
    position: Position,
    answer: Answer | None = None,
    lang: str = "en",
    width: float = 0,
    steps=None,
    age: int | None = None,
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
        drawn, w, h = board(final, {c: i for i, c in enumerate(order, 1)}, lit)
        g.add(drawn)
        score = count(lang, answer.score or 0, "gem")
        names = [
            f"{i} {c.name}" + (" P" if isinstance(final.at(c), Personal) else "")
            for i, c in enumerate(order, 1)
        ]
        text = f"{kind_word(WORDS, lang, 'order')}: " + ", ".join(names)
        texts = [text, *(steps or ())]
        room = width - w - BESIDE if beside else 0.0
        need = max(_swatch_width(position.colour, lang, True), measure(score, TEXT, bold=True))
        if room >= need and not steps:
            right = style.group()
            y = _key_text(right, position.colour, score, texts, 0.0, room, lang, room)
            if LABEL + y <= h:
                g.add(style.place(right, w + BESIDE - LABEL, LABEL, 1.0))
                return g, w + BESIDE + room, h
        y = _key_text(g, position.colour, score, texts, h + 3, w - LABEL, lang)
        return g, w, y
    drawn, w, h = board(position.board)
    g.add(drawn)
    room = width - w - BESIDE if beside else 0.0
    if room > 0:
        right = style.group()
        used, y = _pool(right, position, 1.0, room, lang)
        if used <= room and y <= h - LABEL:
            g.add(style.place(right, w + BESIDE, LABEL, 1.0))
            return g, w + BESIDE + used, h
    _used, y = _pool(g, position, h + 4, w - LABEL, lang, x=LABEL)
    return g, w, y


def _key_text(g, colour, score, texts, y, width, lang, narrow: float = 0.0) -> float:
    """The colour played for, the score and the order from `y`: the y below.
    `narrow`: the colour goes under its label where one line would be wider."""
    if narrow and _swatch_width(colour, lang) > narrow:
        label = word(lang, "your_colour")
        g.add(style.text(label, LABEL, y + 4, TEXT, anchor="start", bold=True))
        g.add(_chip(colour, LABEL, y + 7, lang))
        y += 7
    else:
        g.add(_swatch(colour, LABEL, y, lang))
    y += 11
    g.add(style.text(score, LABEL, y, TEXT, anchor="start", bold=True, **{"class": "score"}))
    y += TEXT * 1.4
    css = "move-list"
    for text in texts:
        y = paragraph(g, text, LABEL, y, width, TEXT * 0.8, **{"class": css})
        css = "step"
    return y


def _pool(g, position: Position, y: float, width: float, lang: str, x: float = 0.0):
    """The cards to lay, the colour to play for and the personal card, from
    `y` at `x`, the cards wrapping at `width`: (width used, y below)."""
    left = x
    label = word(lang, "pool")
    g.add(style.text(label, left, y + 1, TEXT, anchor="start", bold=True))
    used = measure(label, TEXT, bold=True)
    y += 5
    for piece in position.pool:
        if x > left and x + CELL > left + width:
            x, y = left, y + CELL + 3
        g.add(card(piece, x, y))
        x += CELL + 3
        used = max(used, x - 3 - left)
    y += CELL + 5
    g.add(_swatch(position.colour, left, y, lang))
    used = max(used, _swatch_width(position.colour, lang))
    y += 9
    if position.personal:
        # On its own line: beside the colour it ran off narrow pages in long languages.
        y += 2
        g.add(card(Personal(), left, y))
        label = word(lang, "personal")
        lines = [label]
        if CELL + 3 + measure(label, TEXT) > width:  # beside a board: on two lines
            lines = lines_of(label, width - CELL - 3, TEXT)
            lines = lines if len(lines) <= 2 else [label]  # too long: not beside
        for i, line in enumerate(lines):
            at = y + CELL / 2 + (i - (len(lines) - 1) / 2) * TEXT * 1.2
            g.add(style.text(line, left + CELL + 3, at, TEXT, anchor="start"))
        used = max(used, CELL + 3 + max(measure(line, TEXT) for line in lines))
        y += CELL + 1
    return used, y


def _swatch_width(colour: str, lang: str, narrow: bool = False) -> float:
    """How wide the "play for" line is; `narrow`: with the colour under its label."""
    label = len(word(lang, "your_colour")) * TEXT * 0.62 + 3
    chip = 10 + measure(colour_word(lang, colour), TEXT)
    return max(label, chip) if narrow else label + chip


def _chip(colour: str, x: float, y: float, lang: str):
    """The colour's square and its word, from `x` at the top `y`."""
    g = style.group(**{"class": "play-for"})
    g.add(style.coloured(colour, [(x, y), (x + 8, y), (x + 8, y + 8), (x, y + 8)]))
    g.add(style.rect(x, y, 8, 8, fill="none", stroke=style.INK, stroke_width=0.4))
    g.add(style.shape(colour, x + 4, y + 4, 2.6))
    word_ = colour_word(lang, colour)
    g.add(style.text(word_, x + 10, y + 4, TEXT, anchor="start", class_="colour-word"))
    return g


def _swatch(colour: str, x: float, y: float, lang: str):
    g = style.group(**{"class": "play-for"})
    label = word(lang, "your_colour")
    g.add(style.text(label, x, y + 4, TEXT, anchor="start", bold=True))
    sx = x + len(label) * TEXT * 0.62 + 3
    g.add(style.coloured(colour, [(sx, y), (sx + 8, y), (sx + 8, y + 8), (sx, y + 8)]))
    g.add(style.rect(sx, y, 8, 8, fill="none", stroke=style.INK, stroke_width=0.4))
    g.add(style.shape(colour, sx + 4, y + 4, 2.6))
    g.add(
        style.text(
            colour_word(lang, colour),
            sx + 10,
            y + 4,
            TEXT,
            anchor="start",
            class_="colour-word",
        )
    )
    return g


def facts(position: Position, lang: str, age: int | None = None, sheet=None) -> str:
    """The board's size, an open wall, no personal card: the last only where
    the rules box speaks of the personal card (a book's; a worksheet's where
    some puzzle of the `sheet` has one, as `sheet_rules` says)."""
    out = []
    if position.size != 7:
        out.append(kind_word(WORDS, lang, "board").format(n=position.size))
    if not position.rim_seals:
        out.append(kind_word(WORDS, lang, "wall_open"))
    told = sheet is None or any(p.personal for p in sheet)
    if not position.personal and told:
        out.append(word(lang, "no_personal"))
    return " · ".join(out)


def sheet_rules(puzzles, lang: str, age: int, screen: bool = False) -> list[str]:
    """A worksheet's rules: the cross clause only where a puzzle's middle cross
    is not full yet, the personal card only where a puzzle has one."""
    cross = any(not p.board.cross_full() for p in puzzles)
    personal = any(p.personal for p in puzzles)
    if young(age):
        names = ["lay", *(["cross"] if cross else [])]
    else:
        names = ["lay_cross" if cross else "lay"]
    names += ["edges", "rooms", "score", *(["personal"] if personal else [])]
    return sentences("florentine", lang, age, names, screen)


def legend(lang: str):
    """The four colours with their shapes and words: the rules box's key to colour."""
    g = style.group(**{"class": "legend"})
    x = 0.0
    for letter in "GRBO":
        g.add(style.coloured(letter, [(x, 0), (x + 7, 0), (x + 7, 7), (x, 7)]))
        g.add(style.rect(x, 0, 7, 7, fill="none", stroke=style.INK, stroke_width=0.3))
        g.add(style.shape(letter, x + 3.5, 3.5, 2.3))
        g.add(style.text(colour_word(lang, letter), x + 3.5, 10, 2.8, class_="colour-word"))
        x += 15
    return g, x - 8, 12


def rules_example(lang: str):
    """A worked example: three cards, one sealed green room at the wall."""
    b = Board.from_pieces(
        3, {Cell.parse("B2", 3): Card.parse("OBRB"), Cell.parse("C2", 3): Card.parse("RG1RB")}
    )
    lit = sealed_triangles(b, "G")
    g = style.group()
    drawn, w, h = board(b, None, lit)
    g.add(drawn)
    leg, lw, lh = legend(lang)
    g.add(style.place(leg, 0, h + 3))
    return g, max(w, lw), h + 3 + lh, kind_word(WORDS, lang, "example")


def emblem():
    """A rosette of cards whose edges match: a picture, not a puzzle."""
    rows, cols = "RBR", "GOG"
    g = style.group(**{"class": "emblem"})
    for r, b in enumerate(rows):
        for c, a in enumerate(cols):
            gems = "1" if (r + c) % 2 == 0 else ""
            g.add(card(Card.parse(f"{a}{gems}{b}{a}{b}"), c * CELL, r * CELL))
    return g, 3 * CELL, 3 * CELL
