"""The words of an error message about bad input (their text in every
language in the catalogs, puzzles/i18n.py): the
frame (`error: FILE: puzzle N: FIELD: message`; `error:` also frames any other
error, and a run stopped says `interrupted` or `terminated`) and the messages of the input
checks people meet most (a file that cannot be read, YAML that does not
parse, an empty file, a missing or unknown kind or field). Any other message
stays in English. puzzles/errors.py's `BadInput.said` raises one of these and
`BadInput.told(lang)` says it; puzzles/command_words.py's `phrase` reads this
table too, so "puzzle N" is written once for `solve`, `check` and errors.

This module imports only puzzles/i18n.py, which imports nothing of the
project: puzzles/errors.py, which everything imports, reads it.
"""

from __future__ import annotations

from puzzles import i18n

WORDS = i18n.table("error")

# The plural messages, each with the field that counts it (its form is the
# language's for that number: `text`).
COUNTED = {
    "names_too_many": "n",
    "name_too_long": "n",
    "per_page_too_many": "asked",
    "too_few_pages": "least",
}


def text(lang: str, key: str, fields: dict[str, object]) -> str:
    """The message `key` in `lang` (English for a language not in the catalogs),
    its `{marks}` filled in; a counted one in the form for its count."""
    lang = lang if lang in i18n.LANGUAGES else "en"
    if key in COUNTED:
        count = fields[COUNTED[key]]
        assert isinstance(count, int), (key, count)
        return i18n.nformat(lang, f"{WORDS.group}.{key}", count, **fields)
    return WORDS[lang][key].format(**fields)
