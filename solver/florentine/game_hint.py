"""`hint` of a Florentine position cut in the draw phase: the best move of
`analyse` (solver/florentine/analyse_draw.py), named in words with what it
gains: the gems of the colour it seals at once, and the gems it ends the
game with (exactly, or the mean over the sampled deals), beside the next
best move's (docs/formats.md "hint")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from puzzles import i18n, numbers
from puzzles.command_words import phrase
from puzzles.florentine.cards import Card
from puzzles.florentine.endgame import Position
from puzzles.words import Words
from solver.hints import Step

WORDS = i18n.table("hint.florentine")  # the words of hint on a game position

LANGS = tuple(WORDS)


def move_words(move: Mapping[str, Any], reader: Words) -> str:
    words = WORDS[reader.lang]
    if move.get("keep"):
        return words["keep"]
    if move.get("personal"):
        return words["personal"].format(cell=move["cell"])
    if "discard" in move:
        return words["discard"].format(card=move["discard"])
    return words["lay"].format(card=move["card"], turn=move["turn"], cell=move["cell"])


def sealed_now(position: Position, move: Mapping[str, Any]) -> int:
    """The gems of the colour to play a lay seals at once (0 for any other move)."""
    if "card" not in move:
        return 0
    from puzzles.florentine.board import Cell

    lying = Card.parse(move["card"]).turned(move["turn"])
    board = position.board.put(Cell.parse(move["cell"], position.size), lying)
    return position.score(board) - position.score()


def _number(value: float, sampled: bool, words: Words) -> str:
    return numbers.decimal(words.lang, value) if sampled else str(int(value))


def reason(position: Position, rows: list, sampled: int | None, reader: Words) -> str:
    lang = reader.lang
    words = WORDS[lang]
    colour = phrase(Words(lang), f"colour_{position.colour}")
    best = rows[0]
    parts = []
    seals = sealed_now(position, best.move)
    if seals:
        parts.append(words["seals"].format(n=seals, colour=colour))
    score = _number(best.value["score"], bool(sampled), Words(lang))
    if sampled:
        parts.append(
            i18n.nformat(
                lang,
                "hint.florentine.end_sampled",
                sampled,
                n=score,
                colour=colour,
                k=sampled,
            )
        )
    else:
        parts.append(words["end_exact"].format(n=score, colour=colour))
    if len(rows) > 1:
        nxt = next((r for r in rows[1:] if r.value is not None), None)
        if nxt is not None:
            said = move_words(nxt.move, reader)
            said = said[:1].lower() + said[1:] if lang != "de" else said
            value = _number(nxt.value["score"], bool(sampled), Words(lang))
            parts.append(words["next"].format(move=said, n=value))
    else:
        parts.append(words["only"])
    return f"{move_words(best.move, reader)}: {'; '.join(parts)}."


def game_hint(position: Any) -> Step:
    """The hint: `analyse`'s best move, its reason in every language (`said`)."""
    assert isinstance(position, Position)  # a Florentine position with `draw`
    from solver.analyse import analyse
    from solver.limits import Limits
    from solver.registry import FLORENTINE

    analysis = analyse(FLORENTINE, position, Limits())
    rows = list(analysis.moves)
    extra = analysis.extra or {}
    sampled = extra.get("samples") if extra.get("sampled") else None
    said = {lang: reason(position, rows, sampled, Words(lang)) for lang in LANGS}
    technique = "sampled" if sampled else "search"
    others = tuple(r.move for r in rows[1:] if r.best)
    return Step(rows[0].move, technique, None, said["en"], others or None, said)
