"""The words of `hint` on a Florentine game position (solver/florentine/game_hint.py),
in every language: the move, what it seals now, and what it ends the game with."""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "lay": "Lay {card} turned {turn} on {cell}",
        "discard": "Discard {card}",
        "personal": "Lay the personal card on {cell}",
        "keep": "Keep the personal card",
        "seals": "seals {n} gem(s) of {colour} now",
        "end_exact": "{n} gem(s) of {colour} at the end with best play by all",
        "end_sampled": (
            "{n} gem(s) of {colour} at the end on average over {k} deals of the hidden cards"
        ),
        "next": "the next best move, {move}: {n}",
        "only": "the only move",
    },
    "nl": {
        "lay": "Leg {card} {turn} keer gedraaid op {cell}",
        "discard": "Leg {card} af",
        "personal": "Leg de persoonlijke kaart op {cell}",
        "keep": "Houd de persoonlijke kaart",
        "seals": "sluit nu edelstenen van {colour} af: {n}",
        "end_exact": "edelstenen van {colour} aan het einde als iedereen op zijn best speelt: {n}",
        "end_sampled": (
            "edelstenen van {colour} aan het einde, gemiddeld over {k} verdelingen "
            "van de verborgen kaarten: {n}"
        ),
        "next": "de op één na beste zet, {move}: {n}",
        "only": "de enige zet",
    },
    "de": {
        "lay": "Lege {card} {turn}-mal gedreht auf {cell}",
        "discard": "Lege {card} ab",
        "personal": "Lege die persönliche Karte auf {cell}",
        "keep": "Behalte die persönliche Karte",
        "seals": "schließt jetzt Edelsteine von {colour}: {n}",
        "end_exact": "Edelsteine von {colour} am Ende, wenn alle bestens spielen: {n}",
        "end_sampled": (
            "Edelsteine von {colour} am Ende, im Mittel über {k} Verteilungen "
            "der verdeckten Karten: {n}"
        ),
        "next": "der zweitbeste Zug, {move}: {n}",
        "only": "der einzige Zug",
    },
    "lv": {
        "lay": "Liec {card}, pagrieztu {turn} reizes, uz {cell}",
        "discard": "Izmet {card}",
        "personal": "Liec personīgo kārti uz {cell}",
        "keep": "Patur personīgo kārti",
        "seals": "tagad noslēdz krāsas {colour} dārgakmeņus: {n}",
        "end_exact": "krāsas {colour} dārgakmeņi beigās, visiem spēlējot labāko: {n}",
        "end_sampled": "krāsas {colour} dārgakmeņi beigās, vidēji {k} slēpto kāršu dalījumos: {n}",
        "next": "nākamais labākais gājiens, {move}: {n}",
        "only": "vienīgais gājiens",
    },
}
