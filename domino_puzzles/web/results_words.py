"""The words of a worksheet's `teacher/results.html` (domino_puzzles/results_html.py),
in en, nl, de and lv. `{name}` marks a value put in."""

from __future__ import annotations

# ruff: noqa: E501  (sentences read better whole than cut at 100 characters)

RESULTS: dict[str, dict[str, str]] = {
    "en": {
        "heading": "Results: {title}",
        "intro": "When a pupil solves a puzzle on the pupils' page, the page shows a code made from their name. Paste the codes here, one a line, as “Anna: ABCD-EFGH”, or a name on a line of its own and that pupil's codes under it.",
        "keep": "This page can check the codes: keep it for yourself, do not give it to pupils.",
        "paste": "Codes",
        "table": "Who solved what",
        "pupil": "Pupil",
        "puzzle": "Puzzle {n}",
        "yes": "✓ solved",
        "no": "–",
        "none_yet": "No code checked yet.",
        "counted": "{names} pupil(s), {codes} code(s) that check out.",
        "rejected": "Codes that do not check out",
        "not_code": "line {line}: {text}: not a code of this sheet for {name}",
        "no_name": "line {line}: {text}: no name before this code",
    },
    "nl": {
        "heading": "Resultaten: {title}",
        "intro": "Als een leerling een puzzel oplost op de pagina voor leerlingen, toont die pagina een code die uit de naam is gemaakt. Plak de codes hier, één per regel, als “Anna: ABCD-EFGH”, of een naam op een eigen regel met de codes van die leerling eronder.",
        "keep": "Deze pagina kan de codes nakijken: houd haar voor jezelf, geef haar niet aan leerlingen.",
        "paste": "Codes",
        "table": "Wie loste wat op",
        "pupil": "Leerling",
        "puzzle": "Puzzel {n}",
        "yes": "✓ opgelost",
        "no": "–",
        "none_yet": "Nog geen code nagekeken.",
        "counted": "{names} leerling(en), {codes} code(s) die kloppen.",
        "rejected": "Codes die niet kloppen",
        "not_code": "regel {line}: {text}: geen code van dit blad voor {name}",
        "no_name": "regel {line}: {text}: geen naam voor deze code",
    },
    "de": {
        "heading": "Ergebnisse: {title}",
        "intro": "Wenn ein Kind auf der Seite für die Kinder ein Rätsel löst, zeigt die Seite einen Code, der aus seinem Namen gemacht ist. Füge die Codes hier ein, einen pro Zeile, als „Anna: ABCD-EFGH“, oder einen Namen in einer eigenen Zeile und die Codes dieses Kindes darunter.",
        "keep": "Diese Seite kann die Codes prüfen: Behalte sie für dich und gib sie keinem Kind.",
        "paste": "Codes",
        "table": "Wer hat was gelöst",
        "pupil": "Kind",
        "puzzle": "Rätsel {n}",
        "yes": "✓ gelöst",
        "no": "–",
        "none_yet": "Noch kein Code geprüft.",
        "counted": "{names} Kind(er), {codes} Code(s), die stimmen.",
        "rejected": "Codes, die nicht stimmen",
        "not_code": "Zeile {line}: {text}: kein Code dieses Blatts für {name}",
        "no_name": "Zeile {line}: {text}: kein Name vor diesem Code",
    },
    "lv": {
        "heading": "Rezultāti: {title}",
        "intro": "Kad skolēns skolēnu lapā atrisina mīklu, lapa parāda kodu, kas veidots no viņa vārda. Ielīmē kodus šeit, vienu katrā rindā, kā „Anna: ABCD-EFGH”, vai vārdu atsevišķā rindā un zem tā šī skolēna kodus.",
        "keep": "Šī lapa var pārbaudīt kodus: paturi to sev, nedod to skolēniem.",
        "paste": "Kodi",
        "table": "Kurš ko atrisināja",
        "pupil": "Skolēns",
        "puzzle": "Mīkla {n}",
        "yes": "✓ atrisināts",
        "no": "–",
        "none_yet": "Vēl neviens kods nav pārbaudīts.",
        "counted": "Skolēni: {names}, derīgi kodi: {codes}.",
        "rejected": "Kodi, kas neder",
        "not_code": "{line}. rinda: {text}: nav šīs lapas kods vārdam {name}",
        "no_name": "{line}. rinda: {text}: pirms šī koda nav vārda",
    },
}


def results_words(lang: str) -> dict[str, str]:
    """Every word of the results page in `lang` (English where it lacks one)."""
    return {k: RESULTS.get(lang, {}).get(k) or v for k, v in RESULTS["en"].items()}
