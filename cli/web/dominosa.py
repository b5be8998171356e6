"""What play.html knows of a Dominosa puzzle (cli/web/__init__.py)."""

from __future__ import annotations

from typing import Any

# ruff: noqa: E501  (sentences read better whole than cut at 100 characters)


def answer_moves(puzzle, answer):
    given = set(puzzle.given)
    for domino in answer.dominoes or ():
        if domino not in given:
            yield domino.to_mapping(puzzle.columns), f"Lay {domino.words(puzzle.columns)}."


def page_data(puzzle, answer) -> dict[str, Any]:
    laid = answer.dominoes or ()
    return {
        "set": puzzle.set_size,
        "rows": puzzle.rows,
        "cols": puzzle.columns,
        "grid": list(puzzle.grid),
        "given": [d.to_mapping(puzzle.columns) for d in puzzle.given],
        "answer": [d.to_mapping(puzzle.columns) for d in laid],
    }


def played(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The page plays every explained step."""
    return list(steps)


def for_pupils(data: dict[str, Any], seal) -> dict[str, Any]:
    """The page data without the answer: the rules judge a Dominosa (every cell
    covered, each domino of the set once, on cells showing its numbers), and the
    puzzle has one answer, so any such covering is it: nothing needs sealing."""
    return {k: v for k, v in data.items() if k != "answer"}


# The Dominosa's words on the page (cli/web/words.py), read as "dominosa.<key>".
# {c}, {a}, {b} name cells (C2), {at} two cells (C2-D2), {t} a domino (1-3).
WORDS = {
    "en": {
        "given": "{t} is given at {at}.",
        "two_cells": "A domino covers two cells, like C2 and D2.",
        "not_cell": '"{c}" is not a cell of the grid.',
        "twice": "Choose two different cells: {a} twice is no domino.",
        "not_near": "{a} and {b} are not neighbours: a domino covers two cells side by side.",
        "covered": "{c} is covered already, by {t} at {at}.",
        "shows": "{a} and {b} show {x} and {y}, not {t}.",
        "twin": "A {t} lies already at {at}: each domino of the set is used once.",
        "off_track": "{t} at {at} is not where the answer has it: undo it.",
        "cell": "{c} shows {x}",
        "cell_covered": "{c} shows {x}, covered by {t}",
        "cell_given": "{c} shows {x}, covered by {t} (given)",
        "grid": "Grid of numbers",
        "set": "Dominoes of the set",
        "ticks": "Dominoes laid are ticked",
        "status": "dominoes laid: {k} of {n}",
        "picked": "{c} chosen: now tap a cell beside it (or drag across two cells).",
        "said": "{t} laid at {at}.",
        "no_turn": "A domino needs no turning: tap two neighbouring cells.",
        "hint": "{t} goes at {at}.",
    },
    "nl": {
        "given": "{t} is gegeven op {at}.",
        "two_cells": "Een dominosteen bedekt twee vakjes, zoals C2 en D2.",
        "not_cell": "“{c}” is geen vakje van het rooster.",
        "twice": "Kies twee verschillende vakjes: twee keer {a} is geen dominosteen.",
        "not_near": "{a} en {b} liggen niet naast elkaar: een dominosteen bedekt twee aangrenzende vakjes.",
        "covered": "{c} is al bedekt, door {t} op {at}.",
        "shows": "{a} en {b} tonen {x} en {y}, niet {t}.",
        "twin": "Er ligt al een {t} op {at}: elke steen van de set gebruik je één keer.",
        "off_track": "{t} op {at} ligt niet waar het antwoord hem heeft: neem hem terug.",
        "cell": "{c} toont {x}",
        "cell_covered": "{c} toont {x}, bedekt door {t}",
        "cell_given": "{c} toont {x}, bedekt door {t} (gegeven)",
        "grid": "Rooster met getallen",
        "set": "Stenen van de set",
        "ticks": "Gelegde stenen zijn afgevinkt",
        "status": "stenen gelegd: {k} van {n}",
        "picked": "{c} gekozen: tik nu een vakje ernaast aan (of sleep over twee vakjes).",
        "said": "{t} gelegd op {at}.",
        "no_turn": "Een dominosteen hoef je niet te draaien: tik twee aangrenzende vakjes aan.",
        "hint": "{t} hoort op {at}.",
    },
    "de": {
        "given": "{t} ist auf {at} vorgegeben.",
        "two_cells": "Ein Dominostein bedeckt zwei Felder, zum Beispiel C2 und D2.",
        "not_cell": "„{c}“ ist kein Feld des Gitters.",
        "twice": "Wähle zwei verschiedene Felder: zweimal {a} ist kein Dominostein.",
        "not_near": "{a} und {b} sind keine Nachbarn: ein Dominostein bedeckt zwei Felder nebeneinander.",
        "covered": "{c} ist schon bedeckt, von {t} auf {at}.",
        "shows": "{a} und {b} zeigen {x} und {y}, nicht {t}.",
        "twin": "Ein {t} liegt schon auf {at}: jeder Stein des Satzes kommt nur einmal vor.",
        "off_track": "{t} auf {at} liegt nicht dort, wo die Lösung ihn hat: nimm ihn zurück.",
        "cell": "{c} zeigt {x}",
        "cell_covered": "{c} zeigt {x}, bedeckt von {t}",
        "cell_given": "{c} zeigt {x}, bedeckt von {t} (vorgegeben)",
        "grid": "Zahlengitter",
        "set": "Steine des Satzes",
        "ticks": "Gelegte Steine sind abgehakt",
        "status": "Steine gelegt: {k} von {n}",
        "picked": "{c} gewählt: tippe jetzt ein Feld daneben an (oder ziehe über zwei Felder).",
        "said": "{t} auf {at} gelegt.",
        "no_turn": "Einen Dominostein musst du nicht drehen: tippe zwei benachbarte Felder an.",
        "hint": "{t} kommt auf {at}.",
    },
    "lv": {
        "given": "{t} ir dots vietā {at}.",
        "two_cells": "Domino kauliņš aizņem divas rūtiņas, piemēram, C2 un D2.",
        "not_cell": "“{c}” nav režģa rūtiņa.",
        "twice": "Izvēlies divas dažādas rūtiņas: divreiz {a} nav kauliņš.",
        "not_near": "{a} un {b} nav kaimiņi: kauliņš aizņem divas blakus esošas rūtiņas.",
        "covered": "{c} jau ir aizņemta: tur ir {t} vietā {at}.",
        "shows": "{a} un {b} rāda {x} un {y}, nevis {t}.",
        "twin": "{t} jau ir vietā {at}: katru komplekta kauliņu izmanto tikai vienreiz.",
        "off_track": "{t} vietā {at} nav tur, kur tas ir atbildē: atsauc to.",
        "cell": "{c} rāda {x}",
        "cell_covered": "{c} rāda {x}, to aizņem {t}",
        "cell_given": "{c} rāda {x}, to aizņem {t} (dots)",
        "grid": "Skaitļu režģis",
        "set": "Komplekta kauliņi",
        "ticks": "Noliktie kauliņi ir atzīmēti",
        "status": "kauliņi nolikti: {k} no {n}",
        "picked": "{c} izvēlēta: tagad pieskaries blakus rūtiņai (vai velc pāri divām rūtiņām).",
        "said": "{t} nolikts vietā {at}.",
        "no_turn": "Domino kauliņš nav jāpagriež: pieskaries divām blakus esošām rūtiņām.",
        "hint": "{t} jāliek vietā {at}.",
    },
}

# What only the teacher's page says: where the answer has a domino (the pupils'
# page holds no answer to compare with).
TEACHER_WORDS = ("off_track",)
