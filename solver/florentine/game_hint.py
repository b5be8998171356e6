"""`hint` of a Florentine position cut from a game (its `players`: the draw
phase, the open phase, the personal round) and the terminal's `?`: the best
move of `analyse` (solver/florentine/analyse.py, analyse_game.py,
analyse_draw.py), named in words with what it gains: the gems of the colour
it seals at once, and its result with the gems it ends the game with
(exactly, or the means over the sampled deals or the bots' playouts),
beside the next best move's (docs/formats.md "hint"). So `hint`, `?`,
`analyse` and `review` name the same move by the same values (where the
open phase is too big to search, over the same playouts: a review values
its candidates, `analyse` every lay)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from puzzles import i18n
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


def _value(row, reader: Words) -> str:
    """A row's value as `analyse` writes it: the result and the gems at the end
    (the one-colour puzzle's gems and cards where the game was too big)."""
    from solver.florentine.analyse import value_text

    return value_text(row.value, reader)


def reason(position: Position, rows: list, sampled: int | None, reader: Words, game: dict) -> str:
    """Why the best row: what it seals now, its value (by the result: exactly,
    over `sampled` deals or over `game["playouts"]` playouts; without a game
    `model`, the one-colour puzzle's), and the next best move's value."""
    lang = reader.lang
    words = WORDS[lang]
    colour = phrase(Words(lang), f"colour_{position.colour}")
    best = rows[0]
    parts = []
    seals = sealed_now(position, best.move)
    if seals:
        parts.append(words["seals"].format(n=seals, colour=colour))
    value = _value(best, Words(lang))
    if "model" not in game:
        parts.append(words["puzzle"].format(value=value))
    elif game["model"] == "playouts":
        k = game["playouts"]
        parts.append(i18n.nformat(lang, "hint.florentine.result_playouts", k, value=value, k=k))
    elif sampled:
        parts.append(
            i18n.nformat(lang, "hint.florentine.result_sampled", sampled, value=value, k=sampled)
        )
    else:  # searched: exact play with two players, the others against you with more
        model = "result_paranoid" if len(position.players) > 2 else "result_exact"
        parts.append(words[model].format(value=value))
    if len(rows) > 1:
        nxt = next((r for r in rows[1:] if r.value is not None), None)
        if nxt is not None:
            said = move_words(nxt.move, reader)
            # inside the sentence: every language's move words begin with a
            # verb ("Lay", "Leg", "Lege", "Liec"), which a comma leaves small
            said = said[:1].lower() + said[1:]
            parts.append(words["next_value"].format(move=said, value=_value(nxt, Words(lang))))
    else:
        parts.append(words["only"])
    return f"{move_words(best.move, reader)}: {'; '.join(parts)}."


def game_hint(position: Any) -> Step:
    """The hint: `analyse`'s best move, its reason in every language (`said`)."""
    assert isinstance(position, Position)  # a Florentine position cut from a game
    from solver.analyse import analyse
    from solver.limits import Limits
    from solver.registry import FLORENTINE

    analysis = analyse(FLORENTINE, position, Limits())
    rows = list(analysis.moves)
    if not rows:  # nothing left to choose (the personal card laid or with no cell): the puzzle's
        from solver import hints

        return hints.hint(FLORENTINE, position, FLORENTINE.solve(position, Limits()))
    extra = analysis.extra or {}
    sampled = extra.get("samples") if extra.get("sampled") else None
    game = extra.get("game", {})  # its `model`: valued as the game, by the result
    said = {lang: reason(position, rows, sampled, Words(lang), game) for lang in LANGS}
    technique = "sampled" if sampled or game.get("model") == "playouts" else "search"
    others = tuple(r.move for r in rows[1:] if r.best)
    return Step(rows[0].move, technique, None, said["en"], others or None, said)
