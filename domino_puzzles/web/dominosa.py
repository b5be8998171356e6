"""What play.html knows of a Dominosa puzzle (domino_puzzles/web/__init__.py)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

# ruff: noqa: E501  (sentences read better whole than cut at 100 characters)


def answer_moves(puzzle: Any, answer: Any) -> Iterator[tuple[dict[str, Any], str]]:
    given = set(puzzle.given)
    for domino in answer.dominoes or ():
        if domino not in given:
            yield domino.to_mapping(puzzle.columns), f"Lay {domino.words(puzzle.columns)}."


def page_data(puzzle, answer, lang: str = "en", age: int | None = None) -> dict[str, Any]:
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


def answer_texts(data: dict[str, Any]) -> list[str]:
    """The covering as kinds/dominosa.js `solvedKey` writes it: each domino's
    two cells in order, joined by "-", the dominoes in order, joined by " "
    (a pupil's code is made from it, docs/play.md)."""
    return [" ".join(sorted("-".join(sorted(d["cells"])) for d in data["answer"]))]


PIECES = "cells"  # what a reader moves on the page: the help line says so

# The Dominosa's words on the page (domino_puzzles/web/words.py), read as "dominosa.<key>".
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


# Why a hint's move is right, by its technique (solver/hints/<kind>.py), in the
# page's words: a worksheet's page in nl, de or lv says it after the move.
WHY: dict[str, dict[str, str]] = {
    "en": {
        "only-place": "This domino has no other place left.",
        "only-domino": "One of these cells can be covered by this domino only.",
        "twin": "Every place left at a cell holds the same domino, so its other places are crossed out.",
        "must-cover": "Every place left for a domino covers one cell, so no other domino covers that cell.",
        "set-analysis": "Some cells of one number can take only as many dominoes as there are cells: they belong together.",
        "parity": "Any other domino here would cut off an odd number of cells.",
        "forcing-chain": "The other place forces domino after domino until one has no place left.",
        "search": "No rule settles it: trying each domino a cell can take shows it.",
    },
    "nl": {
        "only-place": "Deze steen heeft geen andere plek meer.",
        "only-domino": "Een van deze vakjes kan alleen door deze steen bedekt worden.",
        "twin": "Elke plek die bij een vakje over is, geeft dezelfde steen; zijn andere plekken vallen dus af.",
        "must-cover": "Elke plek die voor een steen over is, bedekt één vakje; geen andere steen bedekt dat vakje dus.",
        "set-analysis": "Een paar vakjes met één getal kunnen maar zoveel stenen hebben als er vakjes zijn: die horen bij elkaar.",
        "parity": "Elke andere steen hier zou een oneven aantal vakjes afsnijden.",
        "forcing-chain": "De andere plek dwingt steen na steen af tot er een geen plek meer heeft.",
        "search": "Geen regel beslist het: elke steen proberen die een vakje kan nemen laat het zien.",
    },
    "de": {
        "only-place": "Dieser Stein hat keinen anderen Platz mehr.",
        "only-domino": "Eines dieser Felder kann nur dieser Stein bedecken.",
        "twin": "Jeder übrige Platz an einem Feld ergibt denselben Stein; seine anderen Plätze fallen also weg.",
        "must-cover": "Jeder übrige Platz eines Steins bedeckt ein Feld; kein anderer Stein bedeckt dieses Feld also.",
        "set-analysis": "Einige Felder mit einer Zahl können nur so viele Steine aufnehmen, wie es Felder sind: Sie gehören zusammen.",
        "parity": "Jeder andere Stein hier würde eine ungerade Zahl von Feldern abschneiden.",
        "forcing-chain": "Der andere Platz erzwingt Stein um Stein, bis einer keinen Platz mehr hat.",
        "search": "Keine Regel entscheidet es: Jeden Stein probieren, den ein Feld aufnehmen kann, zeigt es.",
    },
    "lv": {
        "only-place": "Šim kauliņam nav citas vietas.",
        "only-domino": "Vienu no šīm rūtiņām var nosegt tikai šis kauliņš.",
        "twin": "Katra atlikusī vieta pie rūtiņas dod to pašu kauliņu, tāpēc citas tā vietas izsvītro.",
        "must-cover": "Katra kauliņa atlikusī vieta nosedz vienu rūtiņu, tāpēc neviens cits kauliņš to rūtiņu nenosedz.",
        "set-analysis": "Dažas viena skaitļa rūtiņas var uzņemt tikai tik kauliņu, cik ir rūtiņu: tie pieder kopā.",
        "parity": "Jebkurš cits kauliņš šeit atdalītu nepāra skaitu rūtiņu.",
        "forcing-chain": "Otra vieta piespiež kauliņu pēc kauliņa, līdz kādam vairs nav vietas.",
        "search": "To neizšķir neviens noteikums: to parāda, izmēģinot katru kauliņu, ko rūtiņa var uzņemt.",
    },
}


def hint_text(move: dict[str, Any], lang: str, data: dict[str, Any] | None = None) -> str:
    """A hint's move in the page's words, as the kind's script names it (`hintText`)."""
    words = WORDS.get(lang, WORDS["en"])
    return words["hint"].format(t=move["tile"], at="-".join(move["cells"]))
