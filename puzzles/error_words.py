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

import errno

from puzzles import i18n
from puzzles.words import ENGLISH, Words

WORDS = i18n.table("error")
OS = "os_error"  # the system's reasons, `os_error.enoent`, by errno's name (lower case)


class Reason:
    """Why the operating system refused (a field of a message: `{reason}`), said
    in the reader's language from its `errno` (`os_error.enoent`, `os_error.eacces`...),
    never from the English `strerror`; in English what it said as ever (the
    system's `strerror`, or the words given), and so in any language for an
    errno the catalogs lack."""

    def __init__(self, number: int | None, english: str) -> None:
        self.number = number
        self.english = english

    @classmethod
    def of(cls, error: OSError) -> Reason:
        return cls(error.errno, str(error.strerror or error))

    def said(self, reader: Words) -> str:
        name = errno.errorcode.get(self.number or 0, "")
        key = f"{OS}.{name.lower()}"
        if reader.lang == i18n.SOURCE or key not in i18n.catalog(i18n.SOURCE).messages:
            return self.english
        return i18n.gettext(reader.lang, key)

    def __str__(self) -> str:
        return self.english

    def __repr__(self) -> str:
        return f"Reason({self.number!r}, {self.english!r})"


# The plural messages, each with the field that counts it (its form is the
# language's for that number: `text`).
COUNTED = {
    "names_too_many": "n",
    "name_too_long": "n",
    "per_page_too_many": "asked",
    "too_few_pages": "least",
}


def text(words: Words, key: str, fields: dict[str, object]) -> str:
    """The message `key` in `words`' language (English for a language not in the catalogs),
    its `{marks}` filled in; a counted one in the form for its count."""
    words = words if words.lang in i18n.LANGUAGES else ENGLISH
    fields = {k: v.said(words) if isinstance(v, Reason) else v for k, v in fields.items()}
    if key in COUNTED:
        count = fields[COUNTED[key]]
        assert isinstance(count, int), (key, count)
        return i18n.nformat(words.lang, f"{WORDS.group}.{key}", count, **fields)
    return WORDS[words.lang][key].format(**fields)
