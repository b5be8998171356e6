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

WORDS = i18n.table("puzzles.error_words.WORDS")
