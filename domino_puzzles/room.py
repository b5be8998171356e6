"""games.html (`domino-puzzles room`), the game room where people play Block,
Draw and Florentine Domino with each other or with the computer.

The page is puzzles/web/room/games.html with room.css and the scripts put inline
and the room's words (puzzles/drawing/room_words.py) as JSON, with each
language's plural rule (puzzles/i18n.py `plural_rules_js`): no network, no
other files, so it opens from a USB stick. The rules in its script follow
docs/rules.md as the Python referee plays them; tests/test_room_browser.py
replays the page's own games through the project's replay checkers.
"""

from __future__ import annotations

import html
import json
import re

from domino_puzzles.play_html import patterns, web_file
from puzzles import i18n
from puzzles.drawing import style
from puzzles.drawing.room_words import WORDS
from puzzles.words import ENGLISH, Words

# The page's scripts, in order: the rules, the computer players, the room, the table
# and the record beside it.
SCRIPTS = (
    *("dominoes.js", "florentine.js", "bots.js", "room.js"),
    *("pictures.js", "table_dominoes.js", "table_florentine.js", "table.js", "table_record.js"),
)


def page(words: Words = ENGLISH) -> str:
    """The whole games.html, opening in `words`' language (the page can switch)."""
    every = {code: i18n.page_words(code, WORDS.group) for code in i18n.LANGUAGES}
    every_json = json.dumps(every, separators=(",", ":"), ensure_ascii=False, sort_keys=True)
    parts = {
        "LANG": html.escape(words.lang),
        "TITLE": html.escape(WORDS[words.lang]["title"]),
        "CSS": web_file("room/room.css"),
        # print's pattern and shape for every colour (play.html's), so that no
        # colour is told by its hue alone
        "PATTERNS": patterns(),
        "WORDS": every_json.replace("<", "\\u003c"),  # JSON inside <script> must never close it
        "JS": f"const ROOM_LANG = {json.dumps(words.lang)};\n"
        + f"const ROOM_PALETTE = {json.dumps(style.COLOURS)};\n"
        + f"const ROOM_SHAPES = {json.dumps(style.SHAPES)};\n"
        + i18n.plural_rules_js("ROOM_PLURAL")
        + "\n".join(web_file(f"room/{name}") for name in SCRIPTS),
    }
    # One pass, so that nothing put in is read as a mark.
    return re.sub(r"@@([A-Z]+)@@", lambda m: parts[m[1]], web_file("room/games.html"))
