"""An endgame on a worksheet: players named for the pupils' age, the box to
write the answer in, and the sheet's rules (puzzles/drawing/endgame.py draws
the rest)."""

from __future__ import annotations

from puzzles.dominoes.endgame import Position
from puzzles.dominoes.tiles import Rules
from puzzles.drawing import dominoes, style, young
from puzzles.drawing.page import lines_of, text_width
from puzzles.drawing.sheet_words import sentences
from puzzles.drawing.words import word
from puzzles.words import Words


def player_name(position: Position, p: int, words: Words, age: int | None = None) -> str:
    """Player `p` (0-based, as the files and `solve` count) as a reader counts
    them: "Player 1" upwards, in a book and on a sheet; on a young sheet of
    two "You" (the player to move) and "Your friend"."""
    if not young(age):
        return words("paper.common.player", p=p + 1)
    if position.players == 2:
        return word(words, "you" if p == position.to_move else "friend")
    return words("paper.common.player", p=p + 1)


def hand_label(position: Position, p: int, words: Words, age: int | None = None) -> str:
    """The caption over player `p`'s hand; the player to move's marked ▶."""
    first = p == position.to_move
    if young(age) and position.players == 2:
        if first:
            return f"▶ {words('paper.common.your_tiles')} ({words('paper.common.you_first')})"
        return words("paper.common.friend_tiles")
    label = player_name(position, p, words, age)
    if not first:
        return label
    return f"▶ {label} {word(words, 'goes_first' if young(age) else 'to_move')}"


ROW = 8.0  # mm, a writing row of the answer: room for a child's hand
ROW_YOUNG = 10.0  # mm, for ages 6-7
ROW_WIDE = 46.0  # mm, a row's number and line


def answer_box(position: Position, words: Words, width: float, age: int | None = None):
    """A framed box to write the answer in: a numbered writing row for every
    move of the round's line (the puzzle's solution: the key shows the same
    line), so the answer shows the reasoning, not a first lay to guess among
    two or three. A puzzle without its solution gets the old box: a blank
    tile to draw the first move into and, where the table has more than one
    place for it, a box to tick at each (the left end, the right end, a spinner)."""
    answer = getattr(position, "solution", None)
    moves = len(answer.moves) if answer is not None and answer.moves else 0
    if moves:
        return _rows_box(moves, words, width, ROW_YOUNG if young(age) else ROW)
    s, pad, size = dominoes.HALF, 3.0, 3.6
    g = style.group(**{"class": "answer-box"})
    g.add(
        style.text(words("paper.common.your_answer"), pad, pad + size * 0.6, size, anchor="start")
    )
    y = pad + size * 1.6
    g.add(dominoes.blank(pad, y, s))
    places = []
    if position.line.laid:
        places = ["at_left", "at_right"] + (["at_spinner"] if position.game == Rules.DRAW else [])
    x = pad + 2 * s + 6
    for place in places:
        g.add(style.rect(x, y + s / 2 - 2.5, 5, 5, fill="none", stroke=style.INK, stroke_width=0.4))
        g.add(style.text(word(words, place), x + 7, y + s / 2, size, anchor="start"))
        x += 7 + text_width(word(words, place), size) + 6
    w = min(width, max(x, text_width(words("paper.common.your_answer"), size) + 2 * pad))
    h = y + s + pad
    g.add(style.rect(0, 0, w, h, fill="none", stroke=style.INK, stroke_width=0.5, rx=1.5))
    return g, w, h


def _rows_box(moves: int, words: Words, width: float, row: float):
    """The box of `moves` numbered writing rows, as many side by side as fit."""
    pad, size = 3.0, 3.6
    g = style.group(**{"class": "answer-box answer-rows"})
    head = words("paper.common.write_line")
    heads = lines_of(head, width - 2 * pad, size)
    for k, line in enumerate(heads):
        g.add(style.text(line, pad, pad + size * (0.6 + 1.25 * k), size, anchor="start"))
    across = max(1, int((width - 2 * pad) // ROW_WIDE))
    down = -(-moves // across)
    top = pad + size * (1.25 * len(heads) - 0.05)
    for i in range(moves):
        x, y = pad + (i // down) * ROW_WIDE, top + (i % down + 1) * row
        g.add(style.text(f"{i + 1}.", x, y - 1, size, anchor="start", class_="row-number"))
        g.add(style.line(x + 6, y, x + ROW_WIDE - 4, y, stroke=style.INK, stroke_width=0.35))
    widest = max(text_width(line, size) for line in heads)
    w = min(width, max(pad * 2 + min(across, moves) * ROW_WIDE, widest + 2 * pad))
    h = top + down * row + pad
    g.add(style.rect(0, 0, w, h, fill="none", stroke=style.INK, stroke_width=0.5, rx=1.5))
    return g, w, h


def sheet_rules(puzzles, words: Words, age: int, screen: bool = False) -> list[str]:
    """A worksheet's rules: the draw rule only where a puzzle draws, the rule
    of four partners or of one against the others only where a puzzle has
    them; young pupils get short sentences and no subtraction."""
    draw_game = any(p.game == Rules.DRAW for p in puzzles)
    partners = any(p.partnerships for p in puzzles)
    paranoid = any(p.paranoid for p in puzzles)
    if young(age):
        names = ["open", "turns", "draw" if draw_game else "pass", "end", "score"]
    else:
        names = ["turns", *(["draw"] if draw_game else []), "score"]
    names += [*(["partners"] if partners else []), *(["paranoid"] if paranoid else []), "find"]
    return sentences("endgame", words, age, names, screen)
