"""Every message tells its translator who reads it and what each placeholder
holds (tests/translator_comments.py writes those comments in the English
catalog; pybabel carries them to the template and every catalog)."""

from __future__ import annotations

import pytest

babel = pytest.importorskip("babel")

from puzzles import i18n  # noqa: E402
from puzzles.i18n_babel import read_catalog  # noqa: E402
from tests.translator_comments import comments, written  # noqa: E402


def _messages(lang: str) -> dict[str, object]:
    return {m.context: m for m in read_catalog(lang) if m.id and m.context}


ENGLISH = _messages(i18n.SOURCE)


def _text(message: object) -> str:
    id_ = message.id  # type: ignore[attr-defined]
    return " ".join(id_) if isinstance(id_, tuple | list) else id_


def test_every_message_says_its_audience_and_placeholders() -> None:
    stale = [
        key
        for key, message in ENGLISH.items()
        if written(list(message.auto_comments))
        != " ".join(" ".join(comments(key, _text(message))).split())  # type: ignore[attr-defined]
    ]
    assert stale == [], f"run python -m tests.translator_comments: {stale[:5]}"


@pytest.mark.parametrize("lang", [lang for lang in i18n.LANGUAGES if lang != i18n.SOURCE])
def test_every_catalog_carries_the_comments(lang: str) -> None:
    theirs = _messages(lang)
    differ = [
        k for k, m in ENGLISH.items() if list(theirs[k].auto_comments) != list(m.auto_comments)
    ]  # type: ignore[attr-defined]
    assert differ == [], f"run the three pybabel lines: {differ[:5]}"


def test_a_placeholder_is_explained() -> None:
    lines = comments(
        "screen.endgame.hint_arm_up", "Player {p} lays {t} on the upper arm of spinner {k}."
    )
    assert lines[0].startswith("Audience: a player or pupil on the playable page")
    assert lines[1:] == [
        "{p}: a player's or hand's number, like 2.",
        "{t}: a tile as written, like 3-4.",
        "{k}: a spinner's name (its place in the line, or a double like 5-5).",
    ]


def test_young_words_say_so() -> None:
    assert "children of 6-7" in comments("sheet.endgame.young.turns", "Take turns.")[0]
    assert "children of 6-7" not in comments("sheet.endgame.older.turns", "Take turns.")[0]
