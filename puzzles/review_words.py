"""Every word of `review` (docs/formats.md "review"), in en, nl, de and lv:
the text of `--format text` and of the HTML page. `{name}` marks what is
filled in; every language has every key with the same marks
(tests/test_review.py)."""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "title": "Review of a {rules} game, seed {seed}",
        "rules_block": "Block",
        "rules_draw": "Draw",
        "rules_florentine": "Florentine",
        "round": "Round {n}",
        "move_n": "move {n}",
        "player": "player {p}",
        "side": "players {a} and {b}",
        "forced": "forced",
        "not_valued": "not valued",
        "draws": "draws {tile}",
        "draws_hidden": "draws",
        "luck": "luck {luck}",
        "draw_luck": "draw luck {luck}",
        "deal_luck": "deal: {who} luck {luck}",
        "best_was": "best {move} {value}",
        "cost": "cost {cost}",
        "sampled": "sampled, 95% {low} to {high}",
        "exact": "exact",
        "class_best": "best",
        "class_inaccuracy": "inaccuracy",
        "class_mistake": "mistake",
        "class_blunder": "blunder",
        "summary": "{who}: {n} decision(s), {cost} lost a decision, {share} best, luck {luck}",
        "points": "points",
        "gems": "gems",
        "story_round": (
            "{round}: {who} lost most, {cost} {unit} in all; the "
            "costliest move was {move} ({cls}, {one})."
        ),
        "story_clean": "{round}: every decision was the best one.",
        "story_luck": "The luck favoured {who} ({luck}).",
        "story_match": (
            "Over the game {who} played closest to best: {cost} "
            "{unit} lost a decision, {share} best moves."
        ),
        "lay": "{tile} on {to}",
        "lay_first": "{tile} first",
        "pass": "passes",
        "card_on": "{card} on {cell}, turned {turn}",
        "discard": "discards {card}",
        "personal_on": "personal card on {cell}",
        "personal_kept": "keeps the personal card",
        "chart": "The value of each decision, from its player's view",
        "moves": "Moves",
        "position": "The position as the player saw it (click a move)",
    },
    "nl": {
        "title": "Nabespreking van een {rules}-partij, seed {seed}",
        "rules_block": "Block",
        "rules_draw": "Draw",
        "rules_florentine": "Florentijns",
        "round": "Ronde {n}",
        "move_n": "zet {n}",
        "player": "speler {p}",
        "side": "spelers {a} en {b}",
        "forced": "gedwongen",
        "not_valued": "niet gewaardeerd",
        "draws": "pakt {tile}",
        "draws_hidden": "pakt",
        "luck": "geluk {luck}",
        "draw_luck": "geluk bij het pakken {luck}",
        "deal_luck": "deling: {who} geluk {luck}",
        "best_was": "beste {move} {value}",
        "cost": "verlies {cost}",
        "sampled": "steekproef, 95% {low} tot {high}",
        "exact": "exact",
        "class_best": "beste",
        "class_inaccuracy": "onnauwkeurigheid",
        "class_mistake": "fout",
        "class_blunder": "blunder",
        "summary": (
            "{who}: {n} beslissing(en), {cost} verlies per beslissing, {share} beste, geluk {luck}"
        ),
        "points": "punten",
        "gems": "edelstenen",
        "story_round": (
            "{round}: {who} verloor het meest, {cost} {unit} in totaal; "
            "de duurste zet was {move} ({cls}, {one})."
        ),
        "story_clean": "{round}: elke beslissing was de beste.",
        "story_luck": "Het geluk was met {who} ({luck}).",
        "story_match": (
            "Over de partij speelde {who} het dichtst bij best: {cost} {unit} "
            "verlies per beslissing, {share} beste zetten."
        ),
        "lay": "{tile} aan de {to}",
        "lay_first": "{tile} als eerste",
        "pass": "past",
        "card_on": "{card} op {cell}, {turn} keer gedraaid",
        "discard": "legt {card} af",
        "personal_on": "persoonlijke kaart op {cell}",
        "personal_kept": "houdt de persoonlijke kaart",
        "chart": "De waarde van elke beslissing, gezien vanuit de speler",
        "moves": "Zetten",
        "position": "De stelling zoals de speler haar zag (klik op een zet)",
    },
    "de": {
        "title": "Analyse einer {rules}-Partie, Seed {seed}",
        "rules_block": "Block",
        "rules_draw": "Draw",
        "rules_florentine": "Florentiner",
        "round": "Runde {n}",
        "move_n": "Zug {n}",
        "player": "Spieler {p}",
        "side": "Spieler {a} und {b}",
        "forced": "erzwungen",
        "not_valued": "nicht bewertet",
        "draws": "zieht {tile}",
        "draws_hidden": "zieht",
        "luck": "Glück {luck}",
        "draw_luck": "Glück beim Ziehen {luck}",
        "deal_luck": "Austeilen: {who} Glück {luck}",
        "best_was": "am besten {move} {value}",
        "cost": "Verlust {cost}",
        "sampled": "Stichprobe, 95 % {low} bis {high}",
        "exact": "exakt",
        "class_best": "bester Zug",
        "class_inaccuracy": "Ungenauigkeit",
        "class_mistake": "Fehler",
        "class_blunder": "grober Fehler",
        "summary": (
            "{who}: {n} Entscheidung(en), {cost} Verlust je "
            "Entscheidung, {share} beste, Glück {luck}"
        ),
        "points": "Punkte",
        "gems": "Edelsteine",
        "story_round": (
            "{round}: {who} verlor am meisten, {cost} {unit} insgesamt; "
            "der teuerste Zug war {move} ({cls}, {one})."
        ),
        "story_clean": "{round}: jede Entscheidung war die beste.",
        "story_luck": "Das Glück war mit {who} ({luck}).",
        "story_match": (
            "Über die Partie spielte {who} am nächsten am Besten: {cost} "
            "{unit} Verlust je Entscheidung, {share} beste Züge."
        ),
        "lay": "{tile} an die {to}",
        "lay_first": "{tile} als erster",
        "pass": "passt",
        "card_on": "{card} auf {cell}, {turn}-mal gedreht",
        "discard": "wirft {card} ab",
        "personal_on": "persönliche Karte auf {cell}",
        "personal_kept": "behält die persönliche Karte",
        "chart": "Der Wert jeder Entscheidung aus Sicht ihres Spielers",
        "moves": "Züge",
        "position": "Die Stellung, wie der Spieler sie sah (Zug anklicken)",
    },
    "lv": {
        "title": "{rules} spēles apskats, sēkla {seed}",
        "rules_block": "Block",
        "rules_draw": "Draw",
        "rules_florentine": "Florences",
        "round": "{n}. kārta",
        "move_n": "{n}. gājiens",
        "player": "spēlētājs {p}",
        "side": "spēlētāji {a} un {b}",
        "forced": "piespiedu",
        "not_valued": "nav novērtēts",
        "draws": "ņem {tile}",
        "draws_hidden": "ņem",
        "luck": "veiksme {luck}",
        "draw_luck": "veiksme ņemot {luck}",
        "deal_luck": "izdale: {who} veiksme {luck}",
        "best_was": "labākais {move} {value}",
        "cost": "zaudējums {cost}",
        "sampled": "izlase, 95% no {low} līdz {high}",
        "exact": "precīzi",
        "class_best": "labākais",
        "class_inaccuracy": "neprecizitāte",
        "class_mistake": "kļūda",
        "class_blunder": "rupja kļūda",
        "summary": (
            "{who}: {n} lēmums(-i), {cost} zaudēts uz lēmumu, {share} labākie, veiksme {luck}"
        ),
        "points": "punkti",
        "gems": "dārgakmeņi",
        "story_round": (
            "{round}: visvairāk zaudēja {who}, kopā {cost} ({unit}); "
            "dārgākais gājiens bija {move} ({cls}, {one})."
        ),
        "story_clean": "{round}: katrs lēmums bija labākais.",
        "story_luck": "Veiksme bija {who} pusē ({luck}).",
        "story_match": (
            "Visā spēlē vistuvāk labākajam spēlēja {who}: {cost} ({unit}) "
            "zaudēts uz lēmumu, {share} labāko gājienu."
        ),
        "lay": "{tile} pie {to}",
        "lay_first": "{tile} pirmais",
        "pass": "izlaiž",
        "card_on": "{card} uz {cell}, pagriezts {turn} reizes",
        "discard": "atmet {card}",
        "personal_on": "personīgā kārts uz {cell}",
        "personal_kept": "patur personīgo kārti",
        "chart": "Katra lēmuma vērtība no tā spēlētāja skatpunkta",
        "moves": "Gājieni",
        "position": "Pozīcija, kā spēlētājs to redzēja (noklikšķiniet uz gājiena)",
    },
}


def word(lang: str, key: str, **marks: object) -> str:
    return WORDS[lang][key].format(**marks)
