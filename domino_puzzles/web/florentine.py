"""What play.html knows of a Florentine puzzle (domino_puzzles/web/__init__.py)."""

from __future__ import annotations

from collections.abc import Iterator

# ruff: noqa: E501  (the words read better as whole sentences)
from typing import Any

from domino_puzzles.web import tiles
from puzzles import i18n
from puzzles.words import ENGLISH, Words


def answer_moves(puzzle: Any, answer: Any) -> Iterator[tuple[dict[str, Any], str]]:
    for move in answer.moves:
        if move.personal:
            yield move.to_mapping(), f"Your personal card goes on {move.cell}: it closes that cell."
        else:
            yield move.to_mapping(), f"{move.card} turned {move.turn} goes on {move.cell}."


MIN_SHEET_CARDS = 2  # cards a worksheet's puzzle should ask a pupil to lay


def sheet_fit(puzzle: Any, age: int) -> tuple[bool, int]:
    """How a Florentine puzzle suits a worksheet (at any age): one that asks
    for at least MIN_SHEET_CARDS cards, the personal card counted, makes a
    pupil think rather than try three cells; the rank puts more cards first."""
    from domino_puzzles.pages import answer_of
    from solver.registry import FLORENTINE

    cards = len(answer_of(FLORENTINE, puzzle).moves)
    return cards >= MIN_SHEET_CARDS, -cards


def page_data(puzzle, answer, words: Words = ENGLISH, age: int | None = None) -> dict[str, Any]:
    from puzzles.florentine.endgame import board_mapping

    return {
        "size": puzzle.size,
        "colour": puzzle.colour,
        "board": {c.name: str(p) for c, p in puzzle.board.placed().items()},
        "pool": tiles(puzzle.pool),
        "personal": puzzle.personal,
        "rimSeals": puzzle.rim_seals,
        "target": {"score": answer.score, "cards": answer.cards_placed},
        "answer": board_mapping(answer.board) if answer.board is not None else {},
    }


def played(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The page plays every explained step."""
    return list(steps)


def for_pupils(data: dict[str, Any], seal) -> dict[str, Any]:
    """The page data without the answer or the target: the best score and its
    fewest cards, sealed (domino_puzzles/play_html.py `seal`), judge "solved"."""
    target = data["target"]
    out = {k: v for k, v in data.items() if k not in ("target", "answer")}
    if target["score"] is not None:
        out["seal"] = seal([f"{target['score']}:{target['cards']}"])
    return out


def answer_texts(data: dict[str, Any]) -> list[str]:
    """The text a pupil's code key is made from (docs/play.md "Codes for the
    teacher"): the whole board of the answer, every cell as `A1=card` (`P` the
    personal card), sorted, as kinds/florentine.js `solvedKey` writes it; not
    the sealed score and cards."""
    return [" ".join(f"{c}={p}" for c, p in sorted(data["answer"].items()))]


PIECES = "cards"  # what a reader moves on the page: the help line says so

# The Florentine words on the page (domino_puzzles/web/words.py), read as "florentine.<key>".
# A card is named by its colours, top first and clockwise, as it lies now.
WORDS = i18n.table("screen.florentine")

# What only the teacher's page says: the best, the fewest (domino_puzzles/web/words.py).
TEACHER_WORDS = ("status_best",)


# Why a hint's move is right, by its technique (solver/hints/<kind>.py), in the
# page's words: a worksheet's page in nl, de or lv says it after the move.
WHY = i18n.table("screen.why.florentine")


def hint_text(move: dict[str, Any], words: Words, data: dict[str, Any] | None = None) -> str:
    """A hint's move in the page's words, as the kind's script names it
    (`hintText`): the card by its colours as it lies, top first, clockwise."""
    from puzzles.florentine.cards import Card

    own = WORDS.get(words.lang, WORDS["en"])
    if move.get("personal") or move.get("card") is None:
        return own["hint_personal"].format(c=move["cell"])
    card = Card.parse(move["card"]).turned(move.get("turn", 0))

    def side(i: int) -> str:
        colour = own[card.colours[i]]
        return own["gems"].format(colour=colour, n=card.gems[i]) if card.gems[i] else colour

    named = own["card"].format(top=side(0), right=side(1), bottom=side(2), left=side(3))
    return own["hint"].format(c=move["cell"], card=named)
