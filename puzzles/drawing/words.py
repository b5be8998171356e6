"""The words every kind shares on a page, in English, Dutch, German and Latvian.

A kind's own words (its name, instructions, rules box) live in its drawing
module (`WORDS`); here are the page's furniture, the domino words the line
kinds share, and counted nouns with each language's plurals.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

LANGUAGES = ("en", "nl", "de", "lv")

_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "book": "Domino Puzzles",
        "name": "Name",
        "date": "Date",
        "worksheet": "Domino puzzles",
        "key": "Answers",
        "answers_for": "Answers for the teacher",
        "page": "Page",
        "pupils": "Pupils' pages",
        "rules": "How to play",
        "example": "Example",
        "puzzles": "puzzles",
        "pool": "Cards to lay",
        "personal": "Your personal card",
        "no_personal": "no personal card",
        "line": "Line on the table",
        "empty_table": "The table is empty",
        "tiles": "Tiles you may lay",
        "any_tile": "any tile not in the line",
        "player": "Player {p}",
        "players": "Players {p} and {q}",
        "to_move": "to move",
        "boneyard": "Boneyard (top first)",
        "your_line": "Your line",
        "lay": "lay {n}",
        "open_ends": "open ends: {ends}",
        "pass": "passes",
        "draws": "draws",
        "easy": "easy",
        "medium": "medium",
        "hard": "hard",
        "hand": "Hand {p}",
        "set": "double-{n} set",
        "block": "block rules",
        "draw": "draw rules",
        "wins_by": "{who} wins by {points}",
        "win_by": "{who} win by {points}",
        "nobody": "Nobody scores",
        "first_move": "Winning first move",
        # book (#23)
        "continued": "continued",
        "contents": "Contents",
        "how_to": "How to use this book",
        "how_to_text": "The puzzles come in sections, one kind of puzzle each, the easier "
        "ones first. "
        "Each section opens with its rules and a small example.|Every puzzle has exactly "
        "one answer. The answers are at the back of the book, under the same numbers as "
        "the puzzles.|A pencil and an eraser help: try a move, and rub it out if it does "
        "not work.",
        "answers_note": "Each answer carries the number of its puzzle.",
        "rights": "All rights reserved. No part of this book may be reproduced without the "
        "permission of the copyright holder.",
        "made_with": "Puzzles generated and proven unique by domino-puzzles.",
        "notes": "Notes",
        "best_first": "Best first move",
        "and": "and",
        "section_of": "{name}: {level}",
        # issue 28: a level past hard, where a kind grades that far
        "extreme": "extreme",
        # issue 24
        "deck": "Florentine Domino: the reference deck",
        # issue 22: a worksheet's words for the age
        "you": "You",
        "friend": "Your friend",
        "your_tiles": "Your tiles",
        "friend_tiles": "Your friend's tiles",
        "you_first": "you go first",
        "goes_first": "goes first",
        "you_win_by": "You win by {points}",
        "your_answer": "Your answer: draw the tile you put down first",
        "at_left": "left end",
        "left_end": "left end",  # a turning line's ends, named on its drawing
        "right_end": "right end",
        "at_right": "right end",
        "end_left": "left end {x}",
        "end_right": "right end {x}",
        "at_spinner": "at a spinner",
        "your_colour": "Play for",
    },
    "nl": {
        "book": "Dominopuzzels",
        "name": "Naam",
        "date": "Datum",
        "worksheet": "Dominopuzzels",
        "key": "Antwoorden",
        "answers_for": "Antwoorden voor de leerkracht",
        "page": "Blad",
        "pupils": "Bladen voor de leerlingen",
        "rules": "Zo speel je",
        "example": "Voorbeeld",
        "puzzles": "puzzels",
        "pool": "Kaarten om te leggen",
        "personal": "Jouw eigen kaart",
        "no_personal": "geen eigen kaart",
        "line": "Rij op tafel",
        "empty_table": "De tafel is leeg",
        "tiles": "Stenen die je mag leggen",
        "any_tile": "elke steen die niet in de rij ligt",
        "player": "Speler {p}",
        "players": "Spelers {p} en {q}",
        "to_move": "is aan de beurt",
        "boneyard": "Pot (bovenste eerst)",
        "your_line": "Jouw rij",
        "lay": "leg er {n}",
        "open_ends": "open einden: {ends}",
        "pass": "past",
        "draws": "pakt",
        "easy": "makkelijk",
        "medium": "gemiddeld",
        "hard": "moeilijk",
        "hand": "Hand {p}",
        "set": "dubbel-{n}-spel",
        "block": "blokspel",
        "draw": "trekspel",
        "wins_by": "{who} wint met {points}",
        "win_by": "{who} winnen met {points}",
        "nobody": "Niemand scoort",
        "first_move": "Winnende eerste zet",
        # book (#23)
        "continued": "vervolg",
        "contents": "Inhoud",
        "how_to": "Zo gebruik je dit boek",
        "how_to_text": "De puzzels staan in hoofdstukken, één soort puzzel per hoofdstuk, "
        "de makkelijke "
        "eerst. Elk hoofdstuk begint met de regels en een klein voorbeeld.|Elke puzzel "
        "heeft precies één oplossing. De oplossingen staan achter in het boek, onder "
        "dezelfde nummers als de puzzels.|Een potlood en een gum helpen: probeer een zet "
        "en gum hem uit als hij niet werkt.",
        "answers_note": "Elke oplossing draagt het nummer van haar puzzel.",
        "rights": "Alle rechten voorbehouden. Niets uit dit boek mag worden verveelvoudigd zonder "
        "toestemming van de rechthebbende.",
        "made_with": "Puzzels gemaakt en als uniek bewezen door domino-puzzles.",
        "notes": "Aantekeningen",
        "best_first": "Beste eerste zet",
        "and": "en",
        "section_of": "{name}: {level}",
        # issue 28: a level past hard, where a kind grades that far
        "extreme": "extreem",
        # issue 24
        "deck": "Florentijns domino: de referentieset",
        # issue 22: a worksheet's words for the age
        "you": "Jij",
        "friend": "Je maatje",
        "your_tiles": "Jouw stenen",
        "friend_tiles": "De stenen van je maatje",
        "you_first": "jij begint",
        "goes_first": "begint",
        "you_win_by": "Jij wint met {points}",
        "your_answer": "Jouw antwoord: teken de steen die je als eerste legt",
        "at_left": "linker einde",
        "left_end": "linker einde",  # a turning line's ends, named on its drawing
        "right_end": "rechter einde",
        "at_right": "rechter einde",
        "end_left": "linker einde {x}",
        "end_right": "rechter einde {x}",
        "at_spinner": "aan een spinner",
        "your_colour": "Speel voor",
    },
    "de": {
        "book": "Domino-Rätsel",
        "name": "Name",
        "date": "Datum",
        "worksheet": "Domino-Rätsel",
        "key": "Lösungen",
        "answers_for": "Lösungen für die Lehrkraft",
        "page": "Seite",
        "pupils": "Blätter für die Kinder",
        "rules": "So wird gespielt",
        "example": "Beispiel",
        "puzzles": "Rätsel",
        "pool": "Karten zum Legen",
        "personal": "Deine eigene Karte",
        "no_personal": "keine eigene Karte",
        "line": "Reihe auf dem Tisch",
        "empty_table": "Der Tisch ist leer",
        "tiles": "Steine, die du legen darfst",
        "any_tile": "jeder Stein, der nicht in der Reihe liegt",
        "player": "Spieler {p}",
        "players": "Spieler {p} und {q}",
        "to_move": "ist am Zug",
        "boneyard": "Talon (oberster zuerst)",
        "your_line": "Deine Reihe",
        "lay": "lege {n}",
        "open_ends": "offene Enden: {ends}",
        "pass": "passt",
        "draws": "zieht",
        "easy": "leicht",
        "medium": "mittel",
        "hard": "schwer",
        "hand": "Hand {p}",
        "set": "Doppel-{n}-Spiel",
        "block": "Blockspiel",
        "draw": "Ziehspiel",
        "wins_by": "{who} gewinnt mit {points}",
        "win_by": "{who} gewinnen mit {points}",
        "nobody": "Niemand punktet",
        "first_move": "Gewinnender erster Zug",
        # book (#23)
        "continued": "Fortsetzung",
        "contents": "Inhalt",
        "how_to": "So benutzt du dieses Buch",
        "how_to_text": "Die Rätsel stehen in Kapiteln, eine Rätselart je Kapitel, die leichteren "
        "zuerst. Jedes Kapitel beginnt mit den Regeln und einem kleinen Beispiel.|Jedes "
        "Rätsel hat genau eine Lösung. Die Lösungen stehen hinten im Buch, unter "
        "denselben Nummern wie die Rätsel.|Ein Bleistift und ein Radiergummi helfen: "
        "probiere einen Zug und radiere ihn aus, wenn er nicht geht.",
        "answers_note": "Jede Lösung trägt die Nummer ihres Rätsels.",
        "rights": "Alle Rechte vorbehalten. Kein Teil dieses Buches darf ohne Erlaubnis des "
        "Rechteinhabers vervielfältigt werden.",
        "made_with": "Rätsel erzeugt und als eindeutig bewiesen von domino-puzzles.",
        "notes": "Notizen",
        "best_first": "Bester erster Zug",
        "and": "und",
        "section_of": "{name}: {level}",
        # issue 28: a level past hard, where a kind grades that far
        "extreme": "extrem",
        # issue 24
        "deck": "Florentiner Domino: das Referenzspiel",
        # issue 22: a worksheet's words for the age
        "you": "Du",
        "friend": "Dein Freund",
        "your_tiles": "Deine Steine",
        "friend_tiles": "Die Steine deines Freundes",
        "you_first": "du fängst an",
        "goes_first": "fängt an",
        "you_win_by": "Du gewinnst mit {points}",
        "your_answer": "Deine Antwort: Zeichne den Stein, den du zuerst legst",
        "at_left": "linkes Ende",
        "left_end": "linkes Ende",  # a turning line's ends, named on its drawing
        "right_end": "rechtes Ende",
        "at_right": "rechtes Ende",
        "end_left": "linkes Ende {x}",
        "end_right": "rechtes Ende {x}",
        "at_spinner": "an einem Spinner",
        "your_colour": "Spiele für",
    },
    "lv": {
        "book": "Domino mīklas",
        "name": "Vārds",
        "date": "Datums",
        "worksheet": "Domino mīklas",
        "key": "Atbildes",
        "answers_for": "Atbildes skolotājam",
        "page": "Lapa",
        "pupils": "Lapas skolēniem",
        "rules": "Kā spēlēt",
        "example": "Piemērs",
        "puzzles": "mīklas",
        "pool": "Kārtis, ko likt",
        "personal": "Tava personīgā kārts",
        "no_personal": "nav personīgās kārts",
        "line": "Rinda uz galda",
        "empty_table": "Galds ir tukšs",
        "tiles": "Kauliņi, ko drīkst likt",
        "any_tile": "jebkurš kauliņš, kas nav rindā",
        "player": "Spēlētājs {p}",
        "players": "Spēlētāji {p} un {q}",
        "to_move": "iet",
        "boneyard": "Krājums (augšējais pirmais)",
        "your_line": "Tava rinda",
        "lay": "liec {n}",
        "open_ends": "brīvie gali: {ends}",
        "pass": "izlaiž",
        "draws": "ņem",
        "easy": "viegla",
        "medium": "vidēja",
        "hard": "grūta",
        "hand": "Roka {p}",
        "set": "dubult-{n} komplekts",
        "block": "bloķēšanas spēle",
        "draw": "ņemšanas spēle",
        "wins_by": "{who} uzvar ar {points}",
        "win_by": "{who} uzvar ar {points}",
        "nobody": "Neviens nesaņem punktus",
        "first_move": "Uzvarošais pirmais gājiens",
        # book (#23)
        "continued": "turpinājums",
        "contents": "Saturs",
        "how_to": "Kā lietot šo grāmatu",
        "how_to_text": "Mīklas ir sadaļās, katrā viena veida mīklas, vieglākās vispirms. "
        "Katra sadaļa "
        "sākas ar noteikumiem un nelielu piemēru.|Katrai mīklai ir tieši viens "
        "atrisinājums. Atrisinājumi ir grāmatas beigās, ar tiem pašiem numuriem kā "
        "mīklas.|Palīdz zīmulis un dzēšgumija: izmēģini gājienu un izdzēs to, ja tas "
        "neder.",
        "answers_note": "Katram atrisinājumam ir tās mīklas numurs.",
        "rights": "Visas tiesības aizsargātas. Nevienu šīs grāmatas daļu nedrīkst pavairot bez "
        "autortiesību īpašnieka atļaujas.",
        "made_with": "Mīklas izveidotas un to viennozīmība pierādīta ar domino-puzzles.",
        "notes": "Piezīmes",
        "best_first": "Labākais pirmais gājiens",
        "and": "un",
        "section_of": "{name}: {level}",
        # issue 28: a level past hard, where a kind grades that far
        "extreme": "ekstrēma",
        # issue 24
        "deck": "Florences domino: atsauces komplekts",
        # issue 22: a worksheet's words for the age
        "you": "Tu",
        "friend": "Tavs draugs",
        "your_tiles": "Tavi kauliņi",
        "friend_tiles": "Drauga kauliņi",
        "you_first": "tu sāc",
        "goes_first": "sāk",
        "you_win_by": "Tu uzvari ar {points}",
        "your_answer": "Tava atbilde: uzzīmē kauliņu, ko liec pirmo",
        "at_left": "kreisajā galā",
        "left_end": "kreisais gals",  # a turning line's ends, named on its drawing
        "right_end": "labais gals",
        "at_right": "labajā galā",
        "end_left": "kreisais gals {x}",
        "end_right": "labais gals {x}",
        "at_spinner": "pie spinnera",
        # "Spēlē par" wants the accusative ("par zaļo"): the sheet names the
        # colour instead, and the colour word stays in the nominative.
        "your_colour": "Tava krāsa:",
    },
}

# Counted nouns: (one, other) and for Latvian (one, other, zero-like), the
# forms CLDR gives each language. "by N points" takes the dative in German
# and the instrumental in Latvian, hence the `_by` nouns.
_NOUNS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "gem": ("gem", "gems"),
        "point": ("point", "points"),
        "points_by": ("point", "points"),
        "tile": ("tile", "tiles"),
        "card": ("card", "cards"),
        "puzzle": ("puzzle", "puzzles"),
    },
    "nl": {
        "gem": ("edelsteen", "edelstenen"),
        "point": ("punt", "punten"),
        "points_by": ("punt", "punten"),
        "tile": ("steen", "stenen"),
        "card": ("kaart", "kaarten"),
        "puzzle": ("puzzel", "puzzels"),
    },
    "de": {
        "gem": ("Edelstein", "Edelsteine"),
        "point": ("Punkt", "Punkte"),
        "points_by": ("Punkt", "Punkten"),
        "tile": ("Stein", "Steine"),
        "card": ("Karte", "Karten"),
        "puzzle": ("Rätsel", "Rätsel"),
    },
    "lv": {
        "gem": ("dārgakmens", "dārgakmeņi", "dārgakmeņu"),
        "point": ("punkts", "punkti", "punktu"),
        "points_by": ("punktu", "punktiem", "punktiem"),
        "tile": ("kauliņš", "kauliņi", "kauliņu"),
        "card": ("kārts", "kārtis", "kāršu"),
        "puzzle": ("mīkla", "mīklas", "mīklu"),
    },
}

_COLOUR_WORDS = {
    "en": {"G": "green", "R": "red", "B": "blue", "O": "ochre"},
    "nl": {"G": "groen", "R": "rood", "B": "blauw", "O": "oker"},
    "de": {"G": "Grün", "R": "Rot", "B": "Blau", "O": "Ocker"},
    "lv": {"G": "zaļā", "R": "sarkanā", "B": "zilā", "O": "okera"},
}


def word(lang: str, key: str, **values) -> str:
    text = _WORDS.get(lang, _WORDS["en"]).get(key) or _WORDS["en"][key]
    return text.format(**values) if values else text


def count(lang: str, n: int, noun: str) -> str:
    """`n` and its noun in the right form: 1 gem, 2 gems; lv 1, 21 (not 11) singular."""
    forms = _NOUNS.get(lang, _NOUNS["en"])[noun]
    if lang == "lv":
        if n % 10 == 1 and n % 100 != 11:
            return f"{n} {forms[0]}"
        return f"{n} {forms[2] if n % 10 == 0 or 11 <= n % 100 <= 19 else forms[1]}"
    return f"{n} {forms[0] if n == 1 else forms[1]}"


def colour_word(lang: str, letter: str) -> str:
    return _COLOUR_WORDS.get(lang, _COLOUR_WORDS["en"])[letter]


def kind_word(words: Mapping[str, Mapping[str, Any]], lang: str, key: str) -> str:
    """A word from a kind's own table, English when the language lacks it."""
    return words.get(lang, {}).get(key) or words["en"][key]
