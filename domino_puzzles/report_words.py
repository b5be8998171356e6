"""The words of a long job's progress lines (domino_puzzles/report.py), in en,
nl, de and lv: what `book`, `worksheet` and `generate` tell the person
waiting on stderr, in the language of `--lang`."""

from __future__ import annotations

# ruff: noqa: E501  (a phrase reads better on one line)

PROGRESS: dict[str, dict[str, str]] = {
    "en": {
        "generating": "generating {what}: {kind}",
        "generating_level": "generating {what}: {kind}, {level}",
        "batch": "  {kind}, {level}",
        "laying_out": "laying out the pages",
        "drawing": "drawing the pages: {n}",
        "writing": "writing the files",
        "converting": "converting {name}",
        "converted": "  {name}: {done}/{count}",
        "no_generator": "note: {kind} has no generator yet; left out of the book",
        "too_few": "note: {what} for {n} kinds: {left} left out (ask for --count {n} or more)",
    },
    "nl": {
        "generating": "{what} maken: {kind}",
        "generating_level": "{what} maken: {kind}, {level}",
        "batch": "  {kind}, {level}",
        "laying_out": "de bladzijden indelen",
        "drawing": "de bladzijden tekenen: {n}",
        "writing": "de bestanden schrijven",
        "converting": "{name} omzetten",
        "converted": "  {name}: {done}/{count}",
        "no_generator": "let op: {kind} heeft nog geen generator; niet in het boek",
        "too_few": "let op: {what} voor {n} soorten: {left} weggelaten (vraag --count {n} of meer)",
    },
    "de": {
        "generating": "{what} erzeugen: {kind}",
        "generating_level": "{what} erzeugen: {kind}, {level}",
        "batch": "  {kind}, {level}",
        "laying_out": "die Seiten setzen",
        "drawing": "die Seiten zeichnen: {n}",
        "writing": "die Dateien schreiben",
        "converting": "{name} umwandeln",
        "converted": "  {name}: {done}/{count}",
        "no_generator": "Hinweis: {kind} hat noch keinen Generator; nicht im Buch",
        "too_few": "Hinweis: {what} für {n} Arten: {left} weggelassen (--count {n} oder mehr angeben)",
    },
    "lv": {
        "generating": "{kind}: top {what}",
        "generating_level": "{kind}, {level}: top {what}",
        "batch": "  {kind}, {level}",
        "laying_out": "izkārto lappuses",
        "drawing": "zīmē lappuses: {n}",
        "writing": "raksta datnes",
        "converting": "pārveido {name}",
        "converted": "  {name}: {done}/{count}",
        "no_generator": "piezīme: {kind} vēl nav ģeneratora; grāmatā nav iekļauts",
        "too_few": "piezīme: {what} {n} veidiem: {left} izlaisti (norādiet --count {n} vai vairāk)",
    },
}
