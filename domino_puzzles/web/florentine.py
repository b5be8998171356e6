"""What play.html knows of a Florentine puzzle (domino_puzzles/web/__init__.py)."""

from __future__ import annotations

from collections.abc import Iterator

# ruff: noqa: E501  (the words read better as whole sentences)
from typing import Any

from domino_puzzles.web import tiles


def answer_moves(puzzle: Any, answer: Any) -> Iterator[tuple[dict[str, Any], str]]:
    for move in answer.moves:
        if move.personal:
            yield move.to_mapping(), f"Your personal card goes on {move.cell}: it closes that cell."
        else:
            yield move.to_mapping(), f"{move.card} turned {move.turn} goes on {move.cell}."


def page_data(puzzle, answer, lang: str = "en", age: int | None = None) -> dict[str, Any]:
    from puzzles.florentine.endgame import board_mapping

    return {
        "size": puzzle.size,
        "colour": puzzle.colour,
        "board": {c.name: str(p) for c, p in puzzle.board.placed().items()},
        "pool": tiles(puzzle.pool),
        "personal": puzzle.personal,
        "rimSeals": puzzle.rim_seals,
        "target": {"score": answer.score, "cards": answer.cards_placed},
        "answer": board_mapping(answer.board) if answer.board is not None else {},
    }


def played(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The page plays every explained step."""
    return list(steps)


def for_pupils(data: dict[str, Any], seal) -> dict[str, Any]:
    """The page data without the answer or the target: the best score and its
    fewest cards, sealed (domino_puzzles/play_html.py `seal`), judge "solved"."""
    target = data["target"]
    out = {k: v for k, v in data.items() if k not in ("target", "answer")}
    if target["score"] is not None:
        out["seal"] = seal([f"{target['score']}:{target['cards']}"])
    return out


PIECES = "cards"  # what a reader moves on the page: the help line says so

# The Florentine words on the page (domino_puzzles/web/words.py), read as "florentine.<key>".
# A card is named by its colours, top first and clockwise, as it lies now.
WORDS = {
    "en": {
        "no_turn": "The personal card needs no turning.",
        "G": "green", "R": "red", "B": "blue", "O": "ochre",
        "card": "the card with {top} on top, {right} on the right, {bottom} below and {left} on the left",
        "gems": "{colour} ({n} ◆)",
        "personal_card": "your personal card",
        "after_personal": "Nothing follows the personal card: undo it to lay more.",
        "not_cell": "“{c}” is not a cell of the {n}x{n} board.",
        "no_personal": "This puzzle gives you no personal card.",
        "taken": "{c} is taken.",
        "personal_where": "The personal card may not go on {c}: it goes where a card could, touching a card.",
        "not_card": "“{c}” is not a card like R1RBG.",
        "laid_already": "That card is laid already.",
        "not_pool": "That card is not among the cards to lay.",
        "turn_range": "A turn is 0 to 3 quarter turns clockwise.",
        "centre": "The first card goes on the centre, {c}.",
        "cross": "Until the cross is full, a card goes on the cross, touching a card: not {c}.",
        "two": "A card on {c} must touch at least two cards.",
        "clash": "That card does not fit on {c}: its {side} edge is {colour} but {o} meets it with {other}.",
        "side_0": "top", "side_1": "right", "side_2": "bottom", "side_3": "left",
        "off_track": "The card on {c} is not part of the answer: undo it.",
        "cell_card": "{c}: {what}",
        "cell_empty": "{c}, empty",
        "cell_open": "{c}, empty, a card may go here",
        "board": "Board",
        "play_for": "Play for {colour}.",
        "pool": "Cards you may lay",
        "fewer": "Same gems with fewer cards is better: take a card back.",
        "none_left": "none left",
        "turn": "Turn ↻",
        "status": "{colour} gems sealed: {s} · cards laid: {k}",
        "status_best": "{colour} gems sealed: {s} (best {best}) · cards laid: {k} (fewest for the best: {fewest})",
        "picked_personal": "Your personal card chosen: now choose a cell.",
        "picked_touch": "Chosen: {card}. Tap it again to turn it, then tap a cell.",
        "picked_keys": "Chosen: {card}. Click it again or press R to turn it, then choose a cell.",
        "said_personal": "Personal card laid on {c}.",
        "said": "Laid on {c}.",
        "turned": "Turned: now {card}.",
        "hint": "{card} goes on {c}.",
        "hint_personal": "Your personal card goes on {c}.",
    },
    "nl": {
        "no_turn": "De eigen kaart hoeft niet gedraaid.",
        "G": "groen", "R": "rood", "B": "blauw", "O": "oker",
        "card": "de kaart met {top} boven, {right} rechts, {bottom} onder en {left} links",
        "gems": "{colour} ({n} ◆)",
        "personal_card": "jouw eigen kaart",
        "after_personal": "Na de eigen kaart komt niets meer: neem hem terug om meer te leggen.",
        "not_cell": "“{c}” is geen vak van het {n}x{n}-bord.",
        "no_personal": "Deze puzzel geeft je geen eigen kaart.",
        "taken": "{c} is bezet.",
        "personal_where": "De eigen kaart mag niet op {c}: hij gaat waar een kaart mag, tegen een kaart aan.",
        "not_card": "“{c}” is geen kaart zoals R1RBG.",
        "laid_already": "Die kaart ligt al.",
        "not_pool": "Die kaart hoort niet bij de kaarten om te leggen.",
        "turn_range": "Een draai is 0 tot 3 kwartslagen met de klok mee.",
        "centre": "De eerste kaart gaat in het midden, {c}.",
        "cross": "Tot het kruis vol is, gaat een kaart op het kruis, tegen een kaart aan: niet {c}.",
        "two": "Een kaart op {c} moet minstens twee kaarten raken.",
        "clash": "Die kaart past niet op {c}: haar {side}kant is {colour}, maar {o} raakt haar met {other}.",
        "side_0": "boven", "side_1": "rechter", "side_2": "onder", "side_3": "linker",
        "off_track": "De kaart op {c} hoort niet bij het antwoord: neem hem terug.",
        "cell_card": "{c}: {what}",
        "cell_empty": "{c}, leeg",
        "cell_open": "{c}, leeg, hier mag een kaart",
        "board": "Bord",
        "play_for": "Speel voor {colour}.",
        "pool": "Kaarten die je mag leggen",
        "fewer": "Evenveel edelstenen met minder kaarten is beter: neem een kaart terug.",
        "none_left": "geen meer",
        "turn": "Draaien ↻",
        "status": "Edelstenen in {colour} ingesloten: {s} · kaarten gelegd: {k}",
        "status_best": "Edelstenen in {colour} ingesloten: {s} (beste {best}) · kaarten gelegd: {k} (minste voor het beste: {fewest})",
        "picked_personal": "Jouw eigen kaart gekozen: kies nu een vak.",
        "picked_touch": "Gekozen: {card}. Tik er nog eens op om te draaien, tik dan op een vak.",
        "picked_keys": "Gekozen: {card}. Klik er nog eens op of druk op R om te draaien, kies dan een vak.",
        "said_personal": "Eigen kaart gelegd op {c}.",
        "said": "Gelegd op {c}.",
        "turned": "Gedraaid: nu {card}.",
        "hint": "{card} hoort op {c}.",
        "hint_personal": "Jouw eigen kaart hoort op {c}.",
    },
    "de": {
        "no_turn": "Die eigene Karte muss nicht gedreht werden.",
        "G": "Grün", "R": "Rot", "B": "Blau", "O": "Ocker",
        "card": "die Karte mit {top} oben, {right} rechts, {bottom} unten und {left} links",
        "gems": "{colour} ({n} ◆)",
        "personal_card": "deine eigene Karte",
        "after_personal": "Nach der eigenen Karte kommt nichts mehr: nimm sie zurück, um mehr zu legen.",
        "not_cell": "„{c}“ ist kein Feld des {n}x{n}-Bretts.",
        "no_personal": "Dieses Rätsel gibt dir keine eigene Karte.",
        "taken": "{c} ist besetzt.",
        "personal_where": "Die eigene Karte darf nicht auf {c}: sie kommt, wohin eine Karte dürfte, an eine Karte angrenzend.",
        "not_card": "„{c}“ ist keine Karte wie R1RBG.",
        "laid_already": "Diese Karte liegt schon.",
        "not_pool": "Diese Karte gehört nicht zu den Karten zum Legen.",
        "turn_range": "Eine Drehung ist 0 bis 3 Vierteldrehungen im Uhrzeigersinn.",
        "centre": "Die erste Karte kommt in die Mitte, {c}.",
        "cross": "Bis das Kreuz voll ist, kommt eine Karte auf das Kreuz, an eine Karte angrenzend: nicht {c}.",
        "two": "Eine Karte auf {c} muss mindestens zwei Karten berühren.",
        "clash": "Diese Karte passt nicht auf {c}: ihre Kante {side} ist {colour}, aber {o} trifft sie mit {other}.",
        "side_0": "oben", "side_1": "rechts", "side_2": "unten", "side_3": "links",
        "off_track": "Die Karte auf {c} gehört nicht zur Lösung: nimm sie zurück.",
        "cell_card": "{c}: {what}",
        "cell_empty": "{c}, leer",
        "cell_open": "{c}, leer, hier darf eine Karte hin",
        "board": "Brett",
        "play_for": "Spiele für {colour}.",
        "pool": "Karten, die du legen darfst",
        "fewer": "Gleich viele Edelsteine mit weniger Karten ist besser: nimm eine Karte zurück.",
        "none_left": "keine mehr",
        "turn": "Drehen ↻",
        "status": "Edelsteine in {colour} eingeschlossen: {s} · Karten gelegt: {k}",
        "status_best": "Edelsteine in {colour} eingeschlossen: {s} (beste {best}) · Karten gelegt: {k} (wenigste für das Beste: {fewest})",
        "picked_personal": "Deine eigene Karte gewählt: wähle jetzt ein Feld.",
        "picked_touch": "Gewählt: {card}. Tippe noch einmal darauf, um sie zu drehen, dann auf ein Feld.",
        "picked_keys": "Gewählt: {card}. Klicke noch einmal darauf oder drücke R, um sie zu drehen, dann wähle ein Feld.",
        "said_personal": "Eigene Karte auf {c} gelegt.",
        "said": "Auf {c} gelegt.",
        "turned": "Gedreht: jetzt {card}.",
        "hint": "{card} kommt auf {c}.",
        "hint_personal": "Deine eigene Karte kommt auf {c}.",
    },
    "lv": {
        "no_turn": "Personīgā kārts nav jāgriež.",
        "G": "zaļa", "R": "sarkana", "B": "zila", "O": "okera",
        "card": "kārts: augšā {top}, pa labi {right}, apakšā {bottom}, pa kreisi {left}",
        "gems": "{colour} ({n} ◆)",
        "personal_card": "tava personīgā kārts",
        "after_personal": "Pēc personīgās kārts nekas neseko: atsauc to, lai liktu vēl.",
        "not_cell": "“{c}” nav {n}x{n} laukuma rūtiņa.",
        "no_personal": "Šī mīkla tev nedod personīgo kārti.",
        "taken": "{c} ir aizņemta.",
        "personal_where": "Personīgo kārti nedrīkst likt uz {c}: tā iet, kur drīkstētu kārts, pie kārts.",
        "not_card": "“{c}” nav kārts kā R1RBG.",
        "laid_already": "Šī kārts jau ir nolikta.",
        "not_pool": "Šī kārts nav starp kārtīm, ko likt.",
        "turn_range": "Pagrieziens ir 0 līdz 3 ceturtdaļapgriezieni pulksteņrādītāja virzienā.",
        "centre": "Pirmā kārts iet centrā, {c}.",
        "cross": "Kamēr krusts nav pilns, kārts iet uz krusta, pie kārts: ne {c}.",
        "two": "Kārtij uz {c} jāpieskaras vismaz divām kārtīm.",
        "clash": "Šī kārts neder uz {c}: tās mala ({side}) ir {colour}, bet blakus kārts ({o}) mala ir {other}.",
        "side_0": "augšā", "side_1": "pa labi", "side_2": "apakšā", "side_3": "pa kreisi",
        "off_track": "Kārts uz {c} nav atbildes daļa: atsauc to.",
        "cell_card": "{c}: {what}",
        "cell_empty": "{c}, tukša",
        "cell_open": "{c}, tukša, šeit drīkst likt kārti",
        "board": "Laukums",
        "play_for": "Tava krāsa: {colour}.",
        "pool": "Kārtis, ko drīksti likt",
        "fewer": "Tikpat dārgakmeņu ar mazāk kārtīm ir labāk: paņem kārti atpakaļ.",
        "none_left": "vairs nav",
        "turn": "Pagriezt ↻",
        "status": "Noslēgti dārgakmeņi (krāsa: {colour}): {s} · kārtis noliktas: {k}",
        "status_best": "Noslēgti dārgakmeņi (krāsa: {colour}): {s} (labākais {best}) · kārtis noliktas: {k} (vismazāk labākajam: {fewest})",
        "picked_personal": "Tava personīgā kārts izvēlēta: tagad izvēlies rūtiņu.",
        "picked_touch": "Izvēlēta: {card}. Pieskaries vēlreiz, lai pagrieztu, tad rūtiņai.",
        "picked_keys": "Izvēlēta: {card}. Noklikšķini vēlreiz vai nospied R, lai pagrieztu, tad izvēlies rūtiņu.",
        "said_personal": "Personīgā kārts nolikta uz {c}.",
        "said": "Nolikta uz {c}.",
        "turned": "Pagriezta: tagad {card}.",
        "hint": "{card} jāliek uz {c}.",
        "hint_personal": "Tava personīgā kārts jāliek uz {c}.",
    },
}  # fmt: skip

# What only the teacher's page says: the best, the fewest (domino_puzzles/web/words.py).
TEACHER_WORDS = ("status_best",)


# Why a hint's move is right, by its technique (solver/hints/<kind>.py), in the
# page's words: a worksheet's page in nl, de or lv says it after the move.
WHY: dict[str, dict[str, str]] = {
    "en": {
        "seals-now": "It seals a room of your colour with gems.",
        "personal-best": "With the cards down, your personal card seals the most gems there.",
        "only-card": "A room of your colour with gems faces that cell, and only this card fits there, one way only.",
        "seals-in-two": "It lets another card seal a room of your colour next.",
        "only-cell": "Of the cells your open rooms face, this card fits in this one only, one way only.",
        "with-personal": "Then your personal card beside it seals a room of your colour.",
        "search": "No rule settles it: trying the cards in turn shows it.",
    },
    "nl": {
        "seals-now": "Zo sluit je een kamer van jouw kleur met edelstenen.",
        "personal-best": "Nu de kaarten liggen, sluit je eigen kaart daar de meeste edelstenen in.",
        "only-card": "Een kamer van jouw kleur met edelstenen grenst aan dat vak, en alleen deze kaart past daar, op één manier.",
        "seals-in-two": "Daarna kan een andere kaart een kamer van jouw kleur sluiten.",
        "only-cell": "Van de vakken waar je open kamers aan grenzen, past deze kaart alleen hier, op één manier.",
        "with-personal": "Daarna sluit je eigen kaart ernaast een kamer van jouw kleur.",
        "search": "Geen regel beslist het: de kaarten een voor een proberen laat het zien.",
    },
    "de": {
        "seals-now": "So schließt du einen Raum deiner Farbe mit Edelsteinen.",
        "personal-best": "Wenn die Karten liegen, schließt deine eigene Karte dort die meisten Edelsteine ein.",
        "only-card": "Ein Raum deiner Farbe mit Edelsteinen grenzt an dieses Feld, und nur diese Karte passt dort, nur in einer Drehung.",
        "seals-in-two": "Danach kann eine andere Karte einen Raum deiner Farbe schließen.",
        "only-cell": "Von den Feldern, an die deine offenen Räume grenzen, passt diese Karte nur hier, nur in einer Drehung.",
        "with-personal": "Danach schließt deine eigene Karte daneben einen Raum deiner Farbe.",
        "search": "Keine Regel entscheidet es: Die Karten der Reihe nach probieren zeigt es.",
    },
    "lv": {
        "seals-now": "Tā tu noslēdz savas krāsas istabu ar dārgakmeņiem.",
        "personal-best": "Kad kārtis ir noliktas, tava personīgā kārts tur noslēdz visvairāk dārgakmeņu.",
        "only-card": "Tavas krāsas istaba ar dārgakmeņiem robežojas ar šo lauku, un tur der tikai šī kārts, tikai vienā pagriezienā.",
        "seals-in-two": "Pēc tam cita kārts var noslēgt tavas krāsas istabu.",
        "only-cell": "No laukiem, ar kuriem robežojas tavas atvērtās istabas, šī kārts der tikai šeit, tikai vienā pagriezienā.",
        "with-personal": "Pēc tam tava personīgā kārts blakus noslēdz tavas krāsas istabu.",
        "search": "To neizšķir neviens noteikums: to parāda, izmēģinot kārtis pēc kārtas.",
    },
}


def hint_text(move: dict[str, Any], lang: str, data: dict[str, Any] | None = None) -> str:
    """A hint's move in the page's words, as the kind's script names it
    (`hintText`): the card by its colours as it lies, top first, clockwise."""
    from puzzles.florentine.cards import Card

    words = WORDS.get(lang, WORDS["en"])
    if move.get("personal") or move.get("card") is None:
        return words["hint_personal"].format(c=move["cell"])
    card = Card.parse(move["card"]).turned(move.get("turn", 0))

    def side(i: int) -> str:
        colour = words[card.colours[i]]
        return words["gems"].format(colour=colour, n=card.gems[i]) if card.gems[i] else colour

    named = words["card"].format(top=side(0), right=side(1), bottom=side(2), left=side(3))
    return words["hint"].format(c=move["cell"], card=named)
