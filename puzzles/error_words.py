"""The words of an error message about bad input, in en, nl, de and lv: the
frame (`error: FILE: puzzle N: FIELD: message`; `error:` also frames any other
error, and a run stopped says `interrupted` or `terminated`) and the messages of the input
checks people meet most (a file that cannot be read, YAML that does not
parse, an empty file, a missing or unknown kind or field). Any other message
stays in English. puzzles/errors.py's `BadInput.said` raises one of these and
`BadInput.told(lang)` says it; puzzles/command_words.py's `phrase` reads this
table too, so "puzzle N" is written once for `solve`, `check` and errors.

This module imports nothing: puzzles/errors.py, which everything imports,
reads it.
"""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "error": "error: {text}",
        "interrupted": "interrupted",
        "terminated": "terminated",
        "puzzle_head": "puzzle {label}",
        "cannot_read": "cannot read: {reason}",
        "invalid_yaml": "invalid YAML: {problem}",
        "invalid_yaml_at": "invalid YAML at line {line}, column {column}: {problem}",
        "empty_file": "is empty: no puzzle in it",
        "missing": "missing",
        "missing_kind": "missing (one of: {kinds})",
        "unknown_kind": "unknown kind {name} (one of: {kinds})",
        "unknown_field": "unknown field (known: {known})",
        "no_answer_to_draw": "it has no answer, so it has no key and no page to play",
        "per_page_too_many": (
            "{asked} puzzles do not fit a page of this sheet at the pupils' size: "
            "at most {most} do; ask for --per-page {most} or fewer, or leave it out"
        ),
        # preflight PATH
        "no_such_path": "no such file or folder",
        "too_few_pages": (
            "{service} prints at least {least} pages: this book would have {pages}; "
            "add puzzles, or pad it with notes pages (recipe pad: true, or --pad)"
        ),
        "not_book": "not a book: a book folder (book.pdf, or page-*.svg) or a PDF",
        "not_pdf": "not a PDF that can be read ({reason})",
    },
    "nl": {
        "error": "fout: {text}",
        "interrupted": "onderbroken",
        "terminated": "beëindigd",
        "puzzle_head": "puzzel {label}",
        "cannot_read": "kan niet lezen: {reason}",
        "invalid_yaml": "ongeldige YAML: {problem}",
        "invalid_yaml_at": "ongeldige YAML op regel {line}, kolom {column}: {problem}",
        "empty_file": "is leeg: er staat geen puzzel in",
        "missing": "ontbreekt",
        "missing_kind": "ontbreekt (een van: {kinds})",
        "unknown_kind": "onbekende soort {name} (een van: {kinds})",
        "unknown_field": "onbekend veld (bekend: {known})",
        "no_answer_to_draw": (
            "het heeft geen oplossing, dus geen sleutel en geen pagina om te spelen"
        ),
        "per_page_too_many": (
            "{asked} puzzels passen niet op een pagina van dit blad op de maat van de leerlingen: "
            "hoogstens {most}; vraag --per-page {most} of minder, of laat het weg"
        ),
        "no_such_path": "bestand of map bestaat niet",
        "too_few_pages": (
            "{service} drukt minstens {least} pagina's: dit boek zou er {pages} hebben; "
            "voeg puzzels toe, of vul het aan met notitiepagina's (recept pad: true, of --pad)"
        ),
        "not_book": "geen boek: een boekmap (book.pdf of page-*.svg) of een PDF",
        "not_pdf": "geen leesbare PDF ({reason})",
    },
    "de": {
        "error": "Fehler: {text}",
        "interrupted": "unterbrochen",
        "terminated": "beendet",
        "puzzle_head": "Rätsel {label}",
        "cannot_read": "nicht lesbar: {reason}",
        "invalid_yaml": "ungültiges YAML: {problem}",
        "invalid_yaml_at": "ungültiges YAML in Zeile {line}, Spalte {column}: {problem}",
        "empty_file": "ist leer: kein Rätsel darin",
        "missing": "fehlt",
        "missing_kind": "fehlt (eine von: {kinds})",
        "unknown_kind": "unbekannte Art {name} (eine von: {kinds})",
        "unknown_field": "unbekanntes Feld (bekannt: {known})",
        "no_answer_to_draw": (
            "es hat keine Lösung, also kein Lösungsblatt und keine Seite zum Spielen"
        ),
        "per_page_too_many": (
            "{asked} Rätsel passen nicht auf eine Seite dieses Blatts "
            "in der Größe für die Schüler: höchstens {most}; "
            "gib --per-page {most} oder weniger an oder lass es weg"
        ),
        "no_such_path": "keine solche Datei und kein solcher Ordner",
        "too_few_pages": (
            "{service} druckt mindestens {least} Seiten: dieses Buch hätte {pages}; "
            "mehr Rätsel, oder mit Notizseiten auffüllen (Rezept pad: true, oder --pad)"
        ),
        "not_book": "kein Buch: ein Buchordner (book.pdf oder page-*.svg) oder ein PDF",
        "not_pdf": "kein lesbares PDF ({reason})",
    },
    "lv": {
        "error": "kļūda: {text}",
        "interrupted": "pārtraukts",
        "terminated": "izbeigts",
        "puzzle_head": "mīkla {label}",
        "cannot_read": "nevar nolasīt: {reason}",
        "invalid_yaml": "nederīgs YAML: {problem}",
        "invalid_yaml_at": "nederīgs YAML {line}. rindā, {column}. kolonnā: {problem}",
        "empty_file": "ir tukšs: tajā nav nevienas mīklas",
        "missing": "trūkst",
        "missing_kind": "trūkst (viens no: {kinds})",
        "unknown_kind": "nezināms veids {name} (viens no: {kinds})",
        "unknown_field": "nezināms lauks (zināmie: {known})",
        "no_answer_to_draw": "tai nav atbildes, tāpēc nav ne atbilžu lapas, ne spēles lapas",
        "per_page_too_many": (
            "{asked} mīklas neietilpst vienā šīs lapas lappusē skolēnu izmērā: "
            "ietilpst ne vairāk kā {most}; norādi --per-page {most} vai mazāk, vai izlaid to"
        ),
        "no_such_path": "tāda faila vai mapes nav",
        "too_few_pages": (
            "{service} drukā vismaz {least} lappuses: šai grāmatai būtu {pages}; "
            "pievienojiet mīklas vai papildiniet ar piezīmju lappusēm (receptē pad: true vai --pad)"
        ),
        "not_book": "nav grāmata: grāmatas mape (book.pdf vai page-*.svg) vai PDF",
        "not_pdf": "nav nolasāms PDF ({reason})",
    },
}
