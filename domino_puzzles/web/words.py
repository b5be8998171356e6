"""The words of the screen: play.html and a worksheet's index.html, in English,
Dutch, German and Latvian, beside print's table (puzzles/drawing/words.py).

The page's scripts and CSS hold no word: play_html puts the words of the page's
language into its data, and the scripts read them by key (`T` in rules.js).
`{name}` marks a value put in. Where a language lacks a key, English stands in;
tests/test_play_words.py checks that none does.
"""

from __future__ import annotations

from domino_puzzles.web.kinds import page_piece
from puzzles import i18n
from puzzles.words import Words

# ruff: noqa: E501  (sentences read better whole than cut at 100 characters)

SCREEN = i18n.table("screen.common")


# Words only the teacher's page says: of answers and of targets. The pupils'
# page is given none of them (a kind lists its own in `TEACHER_WORDS`).
TEACHER_ONLY = frozenset(
    {"answers", "show_all", "print_answers", "show_answer", "answer_shown", "status_shown"}
    | {"no_hint_left"}
)


def screen_words(words: Words, kinds=(), pupils: bool = False) -> dict[str, str]:
    """Every screen word of `words` (English where it lacks one), for the page's
    data: the shared ones, and each kind's (its domino_puzzles/web module's `WORDS`) as
    "<kind>.<key>"; for the pupils' page none of the teacher's."""
    out = {
        k: SCREEN.get(words.lang, {}).get(k) or v
        for k, v in SCREEN["en"].items()
        if not (pupils and k in TEACHER_ONLY)
    }
    for kind in kinds:
        piece = page_piece(kind)
        own, teacher = piece.WORDS, piece.TEACHER_WORDS
        for k, v in own["en"].items():
            if not (pupils and k in teacher):
                out[f"{kind.name}.{k}"] = own.get(words.lang, {}).get(k) or v
    return out
