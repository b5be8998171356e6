"""Every word of a game told as text, in en, nl, de and lv: what `play` prints
of a bots' match or game (puzzles/dominoes/match_text.py,
puzzles/florentine/game_text.py, the line of puzzles/dominoes/layout.py) and
the words the terminal table of `play --human` shares with it; the answers
of `solve` and `analyse` say a game's words (players, moves, open ends) in
these words too (puzzles/command_words.py reads them).

The table's own words (prompts, refusals, advice) are in cli/table_words.py,
whose `WORDS` is this table and those together: a phrase that both say lives
here once, under one key. `{name}` marks what is filled in; every language has
every key with the same marks (tests/test_game_words.py).
"""

from __future__ import annotations

from puzzles.drawing.words import LANGUAGES
from puzzles.errors import BadInput

WORDS: dict[str, dict[str, str]] = {
    "en": {
        # shared with the terminal table
        "player": "player {p}",
        "side": "players {a} and {b}",
        "round": "Round {n}",
        "scores": "scores: {scores}",
        "boneyard": "boneyard: {n}",
        "passes": "passes",
        "drew": "draws {tile}",
        "lays": "lays {what}",
        "lay_first": "{tile}",
        "lay_on": "{tile} on the {to}",
        "domino": "domino",
        "blocked": "blocked",
        "scores_won": "{who} scores {n}",
        "scores_won_side": "{who} score {n}",
        "nobody": "nobody scores",
        "board": "Board",
        "phase_personal": "personal cards",
        "colour_G": "green",
        "colour_R": "red",
        "colour_B": "blue",
        "colour_O": "ochre",
        # a Block or Draw match
        "match_head": (
            "{game} game, {players} players, double-{set}, spinners {spinners}, to {target}"
            ", seed {seed}"
        ),
        "match_head_sides": (
            "{game} game, {players} players in partnerships, double-{set}, spinners {spinners}"
            ", to {target}, seed {seed}"
        ),
        "game_block": "block",
        "game_draw": "draw",
        "spinners_all": "all",
        "spinners_first": "first",
        "spinners_none": "none",
        "starts": "{who} starts",
        "start_draw": "drew {tiles} for the start",
        "out_of_play": "out of play: {tiles}",
        "acted": "{who} {what}",
        "pips": "{end}; pips in hand: {pips}",
        "match_won": "{who} wins the match.",
        "match_won_side": "{who} win the match.",
        "cut_short": "The match was cut short: no winner.",
        # the line drawn
        "no_tile": "(no tile laid)",
        "arm_up": "up from spinner {tile}: {tiles}",
        "arm_down": "down from spinner {tile}: {tiles}",
        # a Florentine game
        "florentine_head": "Florentine Domino, {players} players, seed {seed}, {rules}",
        "rims_seal": "rims seal",
        "rims_open": "rims stay open",
        "dealt": "hands as dealt:",
        "open_phase": "Open phase: hands and discards make the open pool",
        "card_laid": "lays {card} turned {turn} on {cell}",
        "discarded": "discards {card}",
        "personal_laid": "lays the personal card on {cell}",
        "personal_kept": "keeps the personal card",
        "cross_full": "the cross is full",
        "pile_out": "the pile runs out",
        "game_over": "the end",
        "wins": "{who} wins",
        "share_win": "{who} share the win",
        "ends": "open ends: {ends}",
        # a list of names: "a, b and c" (English keeps its old "a and b and c")
        "list_sep": " and ",
        "list_last": " and ",
    },
    "nl": {
        "player": "speler {p}",
        "side": "spelers {a} en {b}",
        "round": "Ronde {n}",
        "scores": "stand: {scores}",
        "boneyard": "pot: {n}",
        "passes": "past",
        "drew": "pakt {tile}",
        "lays": "legt {what}",
        "lay_first": "{tile}",
        "lay_on": "{tile} aan de {to}",
        "domino": "domino",
        "blocked": "geblokkeerd",
        "scores_won": "{who} scoort {n}",
        "scores_won_side": "{who} scoren {n}",
        "nobody": "niemand scoort",
        "board": "Bord",
        "phase_personal": "persoonlijke kaarten",
        "colour_G": "groen",
        "colour_R": "rood",
        "colour_B": "blauw",
        "colour_O": "oker",
        "match_head": (
            "{game}, {players} spelers, dubbel-{set}, spinners: {spinners}, tot {target}"
            ", spelnummer {seed}"
        ),
        "match_head_sides": (
            "{game}, {players} spelers in teams, dubbel-{set}, spinners: {spinners}"
            ", tot {target}, spelnummer {seed}"
        ),
        "game_block": "Blokkeren",
        "game_draw": "Kopen",
        "spinners_all": "elke dubbele",
        "spinners_first": "de eerste dubbele",
        "spinners_none": "geen",
        "starts": "{who} begint",
        "start_draw": "getrokken om te beginnen: {tiles}",
        "out_of_play": "buiten spel: {tiles}",
        "acted": "{who} {what}",
        "pips": "{end}; ogen in de hand: {pips}",
        "match_won": "{who} wint de partij.",
        "match_won_side": "{who} winnen de partij.",
        "cut_short": "De partij is afgebroken: geen winnaar.",
        "no_tile": "(geen steen gelegd)",
        "arm_up": "boven aan spinner {tile}: {tiles}",
        "arm_down": "onder aan spinner {tile}: {tiles}",
        "florentine_head": "Florentijns domino, {players} spelers, spelnummer {seed}, {rules}",
        "rims_seal": "de rand sluit kamers af",
        "rims_open": "de rand blijft open",
        "dealt": "handen zoals gedeeld:",
        "open_phase": "Open fase: handen en afgelegde kaarten vormen de open voorraad",
        "card_laid": "legt {card} {turn} keer gedraaid op {cell}",
        "discarded": "legt {card} af",
        "personal_laid": "legt de persoonlijke kaart op {cell}",
        "personal_kept": "houdt de persoonlijke kaart",
        "cross_full": "het kruis is vol",
        "pile_out": "de trekstapel is op",
        "game_over": "het einde",
        "wins": "{who} wint",
        "share_win": "{who} delen de winst",
        "ends": "open einden: {ends}",
        "list_sep": ", ",
        "list_last": " en ",
    },
    "de": {
        "player": "Spieler {p}",
        "side": "Spieler {a} und {b}",
        "round": "Runde {n}",
        "scores": "Punkte: {scores}",
        "boneyard": "Talon: {n}",
        "passes": "passt",
        "drew": "zieht {tile}",
        "lays": "legt {what}",
        "lay_first": "{tile}",
        "lay_on": "{tile} an die {to}",
        "domino": "Domino",
        "blocked": "blockiert",
        "scores_won": "{who} erhält {n}",
        "scores_won_side": "{who} erhalten {n}",
        "nobody": "niemand punktet",
        "board": "Brett",
        "phase_personal": "persönliche Karten",
        "colour_G": "grün",
        "colour_R": "rot",
        "colour_B": "blau",
        "colour_O": "ocker",
        "match_head": (
            "{game}, {players} Spieler, Doppel-{set}, Spinner: {spinners}, bis {target}"
            ", Spielnummer {seed}"
        ),
        "match_head_sides": (
            "{game}, {players} Spieler in Teams, Doppel-{set}, Spinner: {spinners}"
            ", bis {target}, Spielnummer {seed}"
        ),
        "game_block": "Blockspiel",
        "game_draw": "Ziehspiel",
        "spinners_all": "jeder Pasch",
        "spinners_first": "der erste Pasch",
        "spinners_none": "keiner",
        "starts": "{who} beginnt",
        "start_draw": "für den Anfang gezogen: {tiles}",
        "out_of_play": "aus dem Spiel: {tiles}",
        "acted": "{who} {what}",
        "pips": "{end}; Augen in der Hand: {pips}",
        "match_won": "{who} gewinnt die Partie.",
        "match_won_side": "{who} gewinnen die Partie.",
        "cut_short": "Die Partie wurde abgebrochen: kein Sieger.",
        "no_tile": "(kein Stein gelegt)",
        "arm_up": "oben am Spinner {tile}: {tiles}",
        "arm_down": "unten am Spinner {tile}: {tiles}",
        "florentine_head": "Florentiner Domino, {players} Spieler, Spielnummer {seed}, {rules}",
        "rims_seal": "der Rand schließt Räume",
        "rims_open": "der Rand bleibt offen",
        "dealt": "Hände wie ausgeteilt:",
        "open_phase": "Offene Phase: Hände und Ablage bilden den offenen Vorrat",
        "card_laid": "legt {card} {turn}-mal gedreht auf {cell}",
        "discarded": "legt {card} ab",
        "personal_laid": "legt die persönliche Karte auf {cell}",
        "personal_kept": "behält die persönliche Karte",
        "cross_full": "das Kreuz ist voll",
        "pile_out": "der Nachziehstapel ist leer",
        "game_over": "das Ende",
        "wins": "{who} gewinnt",
        "share_win": "{who} teilen sich den Sieg",
        "ends": "offene Enden: {ends}",
        "list_sep": ", ",
        "list_last": " und ",
    },
    "lv": {
        "player": "spēlētājs {p}",
        "side": "spēlētāji {a} un {b}",
        "round": "{n}. kārta",
        "scores": "punkti: {scores}",
        "boneyard": "krājums: {n}",
        "passes": "izlaiž",
        "drew": "ņem {tile}",
        "lays": "liek {what}",
        "lay_first": "{tile}",
        "lay_on": "{tile} pie {to}",
        "domino": "domino",
        "blocked": "bloķēta",
        "scores_won": "{who} iegūst {n}",
        "scores_won_side": "{who} iegūst {n}",
        "nobody": "neviens neiegūst",
        "board": "Laukums",
        "phase_personal": "personīgās kārtis",
        "colour_G": "zaļš",
        "colour_R": "sarkans",
        "colour_B": "zils",
        "colour_O": "okers",
        "match_head": (
            "{game}, {players} spēlētāji, dubult-{set}, vērpēji: {spinners}, līdz {target}"
            ", spēles numurs {seed}"
        ),
        "match_head_sides": (
            "{game}, {players} spēlētāji komandās, dubult-{set}, vērpēji: {spinners}"
            ", līdz {target}, spēles numurs {seed}"
        ),
        "game_block": "Bloķēšana",
        "game_draw": "Ņemšana",
        "spinners_all": "katrs dubultnieks",
        "spinners_first": "pirmais dubultnieks",
        "spinners_none": "neviens",
        "starts": "{who} sāk",
        "start_draw": "sākumam vilkti: {tiles}",
        "out_of_play": "ārpus spēles: {tiles}",
        "acted": "{who} {what}",
        "pips": "{end}; punkti rokā: {pips}",
        "match_won": "{who} uzvar maču.",
        "match_won_side": "{who} uzvar maču.",
        "cut_short": "Mačs tika pārtraukts: uzvarētāja nav.",
        "no_tile": "(neviens kauliņš nav likts)",
        "arm_up": "uz augšu no vērpēja {tile}: {tiles}",
        "arm_down": "uz leju no vērpēja {tile}: {tiles}",
        "florentine_head": "Florences domino, {players} spēlētāji, spēles numurs {seed}, {rules}",
        "rims_seal": "mala slēdz istabas",
        "rims_open": "mala paliek atvērta",
        "dealt": "izdalītās rokas:",
        "open_phase": "Atklātā fāze: rokas un nomestās kārtis veido atklāto krājumu",
        "card_laid": "liek {card}, pagrieziens {turn}, uz {cell}",
        "discarded": "nomet {card}",
        "personal_laid": "liek personīgo kārti uz {cell}",
        "personal_kept": "patur personīgo kārti",
        "cross_full": "krusts ir pilns",
        "pile_out": "velkamā kaudze ir tukša",
        "game_over": "beigas",
        "wins": "{who} uzvar",
        "share_win": "{who} dala uzvaru",
        "ends": "brīvie gali: {ends}",
        "list_sep": ", ",
        "list_last": " un ",
    },
}


def checked(lang: str) -> str:
    """`lang` if the texts speak it, else the error that names the languages."""
    if lang not in WORDS:
        raise BadInput(f"{lang!r} is not one of {', '.join(LANGUAGES)}", "lang")
    return lang


def phrase(lang: str, key: str, **fields: object) -> str:
    """The words of `key` in `lang`, its `{marks}` filled in from `fields`."""
    return WORDS[lang][key].format(**fields)


def upper_first(text: str) -> str:
    """`text` opening a sentence: only its first letter made a capital."""
    return text[:1].upper() + text[1:]


def listed(lang: str, names: list[str]) -> str:
    """Names as a list a person reads: "a, b and c" (nl "a, b en c")."""
    if len(names) < 2:
        return "".join(names)
    return WORDS[lang]["list_sep"].join(names[:-1]) + WORDS[lang]["list_last"] + names[-1]
