"""What play.html knows of a chain puzzle (domino_puzzles/web/__init__.py)."""

from __future__ import annotations

from collections.abc import Iterator

# ruff: noqa: E501  (the words read better as whole sentences)
from typing import Any

from domino_puzzles.web import tiles


def answer_moves(puzzle: Any, answer: Any) -> Iterator[tuple[dict[str, Any], str]]:
    given = {c.at for c in puzzle.clues if c.at is not None}
    for at, half in enumerate(answer.line.laid if answer.line else (), 1):
        if at not in given:
            yield {"at": at, "tile": str(half)}, f"Place {half} at position {at}."


def page_data(puzzle, answer, lang: str = "en", age: int | None = None) -> dict[str, Any]:
    return {
        "set": puzzle.set_size,
        "tiles": tiles(puzzle.tiles),
        "clues": [c.to_mapping() for c in puzzle.clues],
        "answer": str(answer.line or ""),
    }


def played(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The page fills a chain's clue places from the start."""
    return [s for s in steps if s["technique"] != "clue-tile"]


def for_pupils(data: dict[str, Any], seal) -> dict[str, Any]:
    """The page data without the answer: the rules judge a chain (every tile
    placed, halves meeting, clues kept), so nothing needs sealing."""
    return {k: v for k, v in data.items() if k != "answer"}


def answer_texts(data: dict[str, Any]) -> list[str]:
    """The lines that solve it as kinds/chain.js `solvedKey` writes them: the
    answer, and with no clue to fix its way round, the answer reversed (a
    pupil's code is made from the line laid, docs/play.md)."""
    line = data["answer"].split()
    back = [f"{t.split('-')[1]}-{t.split('-')[0]}" for t in reversed(line)]
    return [" ".join(line)] + ([" ".join(back)] if not data["clues"] else [])


TEACHER_WORDS: tuple[str, ...] = ()  # the chain has no target to hide

PIECES = "tiles"  # what a reader moves on the page: the help line says so

# The chain's words on the page (domino_puzzles/web/words.py), read there as "chain.<key>".
WORDS = {
    "en": {
        "given": "{t} is given at position {at}.",
        "range": "A position is 1 to {n}.",
        "not_one": "{t} is not one of the tiles.",
        "holds": "Position {at} already holds {t}.",
        "left_must": "The left end must show {x}.",
        "right_must": "The right end must show {x}.",
        "meets_left": "{t} does not fit: its left half {a} would meet {b}.",
        "meets_right": "{t} does not fit: its right half {a} would meet {b}.",
        "off_track": "A tile lies where the answer has another: undo it.",
        "left_clue": "left end shows {x}",
        "right_clue": "right end shows {x}",
        "at_tile": "position {at}: {t}",
        "at_given": "position {at}: {t} (given)",
        "at_empty": "position {at}, empty",
        "line": "The line, {n} places",
        "tiles": "Tiles",
        "tray": "Tiles to place",
        "flip": "Turn round",
        "status": "tiles placed: {k} of {n}",
        "picked": "{t} chosen: now choose a place in the line.",
        "said": "{t} placed at position {at}.",
        "flipped": "Tile turned round.",
        "hint": "{t} goes at position {at}.",
    },
    "nl": {
        "given": "{t} is gegeven op plek {at}.",
        "range": "Een plek is 1 tot {n}.",
        "not_one": "{t} is niet een van de stenen.",
        "holds": "Op plek {at} ligt al {t}.",
        "left_must": "Het linkeruiteinde moet {x} tonen.",
        "right_must": "Het rechteruiteinde moet {x} tonen.",
        "meets_left": "{t} past niet: zijn linkerhelft {a} zou {b} raken.",
        "meets_right": "{t} past niet: zijn rechterhelft {a} zou {b} raken.",
        "off_track": "Er ligt een steen waar het antwoord een andere heeft: neem hem terug.",
        "left_clue": "linkeruiteinde toont {x}",
        "right_clue": "rechteruiteinde toont {x}",
        "at_tile": "plek {at}: {t}",
        "at_given": "plek {at}: {t} (gegeven)",
        "at_empty": "plek {at}, leeg",
        "line": "De rij, {n} plekken",
        "tiles": "Stenen",
        "tray": "Stenen om te leggen",
        "flip": "Omkeren",
        "status": "stenen gelegd: {k} van {n}",
        "picked": "{t} gekozen: kies nu een plek in de rij.",
        "said": "{t} gelegd op plek {at}.",
        "flipped": "Steen omgekeerd.",
        "hint": "{t} hoort op plek {at}.",
    },
    "de": {
        "given": "{t} ist an Platz {at} vorgegeben.",
        "range": "Ein Platz ist 1 bis {n}.",
        "not_one": "{t} ist keiner der Steine.",
        "holds": "An Platz {at} liegt schon {t}.",
        "left_must": "Das linke Ende muss {x} zeigen.",
        "right_must": "Das rechte Ende muss {x} zeigen.",
        "meets_left": "{t} passt nicht: seine linke Hälfte {a} träfe auf {b}.",
        "meets_right": "{t} passt nicht: seine rechte Hälfte {a} träfe auf {b}.",
        "off_track": "Ein Stein liegt, wo die Lösung einen anderen hat: nimm ihn zurück.",
        "left_clue": "linkes Ende zeigt {x}",
        "right_clue": "rechtes Ende zeigt {x}",
        "at_tile": "Platz {at}: {t}",
        "at_given": "Platz {at}: {t} (vorgegeben)",
        "at_empty": "Platz {at}, leer",
        "line": "Die Reihe, {n} Plätze",
        "tiles": "Steine",
        "tray": "Steine zum Legen",
        "flip": "Umdrehen",
        "status": "Steine gelegt: {k} von {n}",
        "picked": "{t} gewählt: wähle jetzt einen Platz in der Reihe.",
        "said": "{t} an Platz {at} gelegt.",
        "flipped": "Stein umgedreht.",
        "hint": "{t} kommt an Platz {at}.",
    },
    "lv": {
        "given": "{t} ir dots {at}. vietā.",
        "range": "Vieta ir no 1 līdz {n}.",
        "not_one": "{t} nav viens no kauliņiem.",
        "holds": "{at}. vietā jau ir {t}.",
        "left_must": "Kreisajam galam jārāda {x}.",
        "right_must": "Labajam galam jārāda {x}.",
        "meets_left": "{t} neder: tā kreisā puse {a} satiktos ar {b}.",
        "meets_right": "{t} neder: tā labā puse {a} satiktos ar {b}.",
        "off_track": "Kauliņš ir vietā, kur atbildē ir cits: atsauc to.",
        "left_clue": "kreisais gals rāda {x}",
        "right_clue": "labais gals rāda {x}",
        "at_tile": "{at}. vieta: {t}",
        "at_given": "{at}. vieta: {t} (dots)",
        "at_empty": "{at}. vieta, tukša",
        "line": "Rinda, {n} vietas",
        "tiles": "Kauliņi",
        "tray": "Kauliņi, ko likt",
        "flip": "Apgriezt",
        "status": "kauliņi salikti: {k} no {n}",
        "picked": "{t} izvēlēts: tagad izvēlies vietu rindā.",
        "said": "{t} nolikts {at}. vietā.",
        "flipped": "Kauliņš apgriezts.",
        "hint": "{t} jāliek {at}. vietā.",
    },
}


# Why a hint's move is right, by its technique (solver/hints/<kind>.py), in the
# page's words: a worksheet's page in nl, de or lv says it after the move.
WHY: dict[str, dict[str, str]] = {
    "en": {
        "clue-tile": "A clue puts it there.",
        "only-fit": "Only this tile left carries the number that must meet its neighbour there.",
        "odd-count": "A number shown an odd number of times lies at an end, and only this tile fits there.",
        "only-place": "This tile can go nowhere else.",
        "bridge": "Every other tile that fits here would cut tiles off from the line for good.",
        "search": "No rule settles it: trying each tile that fits shows it.",
    },
    "nl": {
        "clue-tile": "Een hint legt hem daar.",
        "only-fit": "Alleen deze overgebleven steen heeft het getal dat daar zijn buur moet raken.",
        "odd-count": "Een getal dat een oneven aantal keer voorkomt, ligt aan een einde, en alleen deze steen past daar.",
        "only-place": "Deze steen kan nergens anders.",
        "bridge": "Elke andere steen die hier past, zou stenen voorgoed van de rij afsnijden.",
        "search": "Geen regel beslist het: elke passende steen proberen laat het zien.",
    },
    "de": {
        "clue-tile": "Ein Hinweis legt ihn dorthin.",
        "only-fit": "Nur dieser übrige Stein hat die Zahl, die dort auf den Nachbarn treffen muss.",
        "odd-count": "Eine Zahl, die ungerade oft vorkommt, liegt an einem Ende, und nur dieser Stein passt dort.",
        "only-place": "Dieser Stein passt nirgends sonst.",
        "bridge": "Jeder andere Stein, der hier passt, würde Steine für immer von der Reihe abschneiden.",
        "search": "Keine Regel entscheidet es: Jeden passenden Stein probieren zeigt es.",
    },
    "lv": {
        "clue-tile": "Norāde to liek tur.",
        "only-fit": "Tikai šim atlikušajam kauliņam ir skaitlis, kam tur jāsaskaras ar kaimiņu.",
        "odd-count": "Skaitlis, kas parādās nepāra reižu, ir rindas galā, un tur der tikai šis kauliņš.",
        "only-place": "Šis kauliņš nevar būt nekur citur.",
        "bridge": "Jebkurš cits kauliņš, kas der šeit, uz visiem laikiem atdalītu kauliņus no rindas.",
        "search": "To neizšķir neviens noteikums: to parāda, izmēģinot katru kauliņu, kas der.",
    },
}


def hint_text(move: dict[str, Any], lang: str, data: dict[str, Any] | None = None) -> str:
    """A hint's move in the page's words, as the kind's script names it (`hintText`)."""
    words = WORDS.get(lang, WORDS["en"])
    return words["hint"].format(t=move["tile"], at=move["at"])
