"""The words of `hint` on a Florentine game position (solver/florentine/game_hint.py),
in every language: the move, what it seals now, and what it ends the game with."""

from __future__ import annotations

from puzzles import i18n

WORDS = i18n.table("hint.florentine")
