"""The words printed on pages, in English, Dutch, German and Latvian."""

from __future__ import annotations

LANGUAGES = ("en", "nl", "de", "lv")

_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "name": "Name",
        "date": "Date",
        "worksheet": "Domino puzzles",
        "book": "Domino Puzzles",
        "puzzle": "Puzzle",
        "key": "Answers",
        "page": "Page",
        "pool": "Cards to lay",
        "play_for": "Play for",
        "personal": "Your plug card",
        "no_plug": "no plug card",
        "score": "gems sealed",
        "line": "Line on the table",
        "empty_table": "The table is empty",
        "tiles": "Tiles you may lay",
        "any_tile": "any tile not in the line (double-{n} set)",
        "player": "Player {p}",
        "to_move": "to move",
        "boneyard": "Boneyard (top first)",
        "value": "Best result: {v:+d}",
        "your_line": "Your line",
        "lay": "tiles to lay: {n}",
        "tiles_laid": "tiles laid: {n} · open ends: {ends}",
        "left_end": "left end",
        "right_end": "right end",
        "cards": "cards laid",
        "pass": "passes",
        "draws": "draws",
        "easy": "easy",
        "medium": "medium",
        "hard": "hard",
        "florentine": "Florentine Domino",
        "blocked": "Block the line",
        "chain": "Domino chain",
        "endgame": "Domino endgame",
        "hand": "Hand {p}",
    },
    "nl": {
        "name": "Naam",
        "date": "Datum",
        "worksheet": "Dominopuzzels",
        "book": "Dominopuzzels",
        "puzzle": "Puzzel",
        "key": "Antwoorden",
        "page": "Blad",
        "pool": "Kaarten om te leggen",
        "play_for": "Speel voor",
        "personal": "Jouw stopkaart",
        "no_plug": "geen stopkaart",
        "score": "edelstenen ingesloten",
        "line": "Rij op tafel",
        "empty_table": "De tafel is leeg",
        "tiles": "Stenen die je mag leggen",
        "any_tile": "elke steen die niet in de rij ligt (dubbel-{n})",
        "player": "Speler {p}",
        "to_move": "is aan de beurt",
        "boneyard": "Pot (bovenste eerst)",
        "value": "Beste uitslag: {v:+d}",
        "your_line": "Jouw rij",
        "lay": "stenen te leggen: {n}",
        "tiles_laid": "stenen gelegd: {n} · open einden: {ends}",
        "left_end": "links",
        "right_end": "rechts",
        "cards": "kaarten gelegd",
        "pass": "past",
        "draws": "pakt",
        "easy": "makkelijk",
        "medium": "gemiddeld",
        "hard": "moeilijk",
        "florentine": "Florentijns domino",
        "blocked": "Blokkeer de rij",
        "chain": "Dominoketting",
        "endgame": "Domino-eindspel",
        "hand": "Hand {p}",
    },
    "de": {
        "name": "Name",
        "date": "Datum",
        "worksheet": "Domino-Rätsel",
        "book": "Domino-Rätsel",
        "puzzle": "Rätsel",
        "key": "Lösungen",
        "page": "Seite",
        "pool": "Karten zum Legen",
        "play_for": "Spiele für",
        "personal": "Deine Stopfkarte",
        "no_plug": "keine Stopfkarte",
        "score": "Edelsteine eingeschlossen",
        "line": "Reihe auf dem Tisch",
        "empty_table": "Der Tisch ist leer",
        "tiles": "Steine, die du legen darfst",
        "any_tile": "jeder Stein, der nicht in der Reihe liegt (Doppel-{n})",
        "player": "Spieler {p}",
        "to_move": "ist am Zug",
        "boneyard": "Talon (oberster zuerst)",
        "value": "Bestes Ergebnis: {v:+d}",
        "your_line": "Deine Reihe",
        "lay": "Steine zu legen: {n}",
        "tiles_laid": "Steine gelegt: {n} · offene Enden: {ends}",
        "left_end": "links",
        "right_end": "rechts",
        "cards": "Karten gelegt",
        "pass": "passt",
        "draws": "zieht",
        "easy": "leicht",
        "medium": "mittel",
        "hard": "schwer",
        "florentine": "Florentiner Domino",
        "blocked": "Blockiere die Reihe",
        "chain": "Dominokette",
        "endgame": "Domino-Endspiel",
        "hand": "Hand {p}",
    },
    "lv": {
        "name": "Vārds",
        "date": "Datums",
        "worksheet": "Domino mīklas",
        "book": "Domino mīklas",
        "puzzle": "Mīkla",
        "key": "Atbildes",
        "page": "Lapa",
        "pool": "Kārtis, ko likt",
        "play_for": "Spēlē par",
        "personal": "Tava aizbāžņa kārts",
        "no_plug": "nav aizbāžņa kārts",
        "score": "noslēgti dārgakmeņi",
        "line": "Rinda uz galda",
        "empty_table": "Galds ir tukšs",
        "tiles": "Kauliņi, ko drīkst likt",
        "any_tile": "jebkurš kauliņš, kas nav rindā (dubult-{n})",
        "player": "Spēlētājs {p}",
        "to_move": "gājiens",
        "boneyard": "Krājums (augšējais pirmais)",
        "value": "Labākais rezultāts: {v:+d}",
        "your_line": "Tava rinda",
        "lay": "kauliņi jāliek: {n}",
        "tiles_laid": "kauliņi nolikti: {n} · brīvie gali: {ends}",
        "left_end": "kreisais gals",
        "right_end": "labais gals",
        "cards": "kārtis noliktas",
        "pass": "izlaiž",
        "draws": "ņem",
        "easy": "viegla",
        "medium": "vidēja",
        "hard": "grūta",
        "florentine": "Florences domino",
        "blocked": "Bloķē rindu",
        "chain": "Domino ķēde",
        "endgame": "Domino galotne",
        "hand": "Roka {p}",
    },
}

# Short instructions per kind, for a worksheet or a book page header.
_INSTRUCTIONS: dict[str, dict[str, str]] = {
    "en": {
        "florentine": "Lay cards so that touching edges have the same colour. "
        "Close rooms of your colour around the gems. Seal the most gems!",
        "blocked": "Add the fewest tiles so that no other tile fits either end.",
        "chain": "Lay all the tiles in one line: touching halves show the same number.",
        "endgame": "All hands are open. Find the best first move for the player to move.",
    },
    "nl": {
        "florentine": "Leg kaarten zo dat randen die elkaar raken dezelfde kleur hebben. "
        "Sluit kamers van jouw kleur rond de edelstenen. Sluit de meeste edelstenen in!",
        "blocked": "Leg zo weinig mogelijk stenen zodat geen andere steen meer past.",
        "chain": "Leg alle stenen in één rij: helften die elkaar raken hebben hetzelfde getal.",
        "endgame": "Alle handen liggen open. Zoek de beste eerste zet.",
    },
    "de": {
        "florentine": "Lege Karten so, dass sich berührende Kanten dieselbe Farbe haben. "
        "Schließe Räume deiner Farbe um die Edelsteine. Schließe die meisten ein!",
        "blocked": "Lege möglichst wenige Steine, sodass kein anderer Stein mehr passt.",
        "chain": "Lege alle Steine in eine Reihe: sich berührende Hälften zeigen dieselbe Zahl.",
        "endgame": "Alle Hände sind offen. Finde den besten ersten Zug.",
    },
    "lv": {
        "florentine": "Liec kārtis tā, lai blakus malām būtu viena krāsa. "
        "Noslēdz savas krāsas istabas ap dārgakmeņiem. Noslēdz visvairāk!",
        "blocked": "Pieliec vismazāk kauliņu, lai neviens cits kauliņš vairs neder.",
        "chain": "Saliec visus kauliņus vienā rindā: blakus pusēm ir vienāds skaitlis.",
        "endgame": "Visas rokas ir atklātas. Atrodi labāko pirmo gājienu.",
    },
}


def word(lang: str, key: str, **values) -> str:
    text = _WORDS.get(lang, _WORDS["en"]).get(key) or _WORDS["en"][key]
    return text.format(**values) if values else text


def instructions(lang: str, kind: str) -> str:
    table = _INSTRUCTIONS.get(lang, _INSTRUCTIONS["en"])
    return table.get(kind) or _INSTRUCTIONS["en"].get(kind, "")


_COLOUR_WORDS = {
    "en": {"G": "green", "R": "red", "B": "blue", "O": "ochre"},
    "nl": {"G": "groen", "R": "rood", "B": "blauw", "O": "oker"},
    "de": {"G": "grün", "R": "rot", "B": "blau", "O": "ocker"},
    "lv": {"G": "zaļā", "R": "sarkanā", "B": "zilā", "O": "okera"},
}


def colour_word(lang: str, letter: str) -> str:
    return _COLOUR_WORDS.get(lang, _COLOUR_WORDS["en"])[letter]
