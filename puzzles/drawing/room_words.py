"""The game room's words (games.html, cli/room.py), in every language of the project."""

from __future__ import annotations

LANGS = ("en", "nl", "de", "lv")

WORDS: dict[str, dict[str, str]] = {
    "en": {"title": "Domino game room"},
    "nl": {"title": "Dominospeelzaal"},
    "de": {"title": "Domino-Spielzimmer"},
    "lv": {"title": "Domino spēļu istaba"},
}
