"""The words of a worksheet's `teacher/results.html` (domino_puzzles/results_html.py),
in en, nl, de and lv. `{name}` marks a value put in."""

from __future__ import annotations

from puzzles import i18n

# ruff: noqa: E501  (sentences read better whole than cut at 100 characters)

RESULTS = i18n.table("domino_puzzles.web.results_words.RESULTS")


def results_words(lang: str) -> dict[str, str]:
    """Every word of the results page in `lang` (English where it lacks one)."""
    return {k: RESULTS.get(lang, {}).get(k) or v for k, v in RESULTS["en"].items()}
