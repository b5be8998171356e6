"""The game room's words (games.html, cli/room.py), in every language of the project.

`{0}`, `{1}` are filled in by the page. A count is a plural message (its
forms in the language's order); the page gets it as the list of its forms
(`i18n.page_words`) and picks one by the message's last value and the
language's plural rule (puzzles/web/room/table.js `word`). A test (tests/test_room_words.py) checks
that every language has every key with the same marks, and that every key the
page's scripts ask for is here.
"""

from __future__ import annotations

from puzzles import i18n
from puzzles.i18n import LANGUAGES

LANGS = LANGUAGES  # the one list: puzzles/i18n.py


WORDS = i18n.table("room")
