"""The words of the screen: play.html and a worksheet's index.html, in English,
Dutch, German and Latvian, beside print's table (puzzles/drawing/words.py).

The page's scripts and CSS hold no word: play_html puts the words of the page's
language into its data, and the scripts read them by key (`T` in rules.js).
`{name}` marks a value put in. Where a language lacks a key, English stands in;
tests/test_play_words.py checks that none does.
"""

from __future__ import annotations

from domino_puzzles.web.kinds import page_piece

# ruff: noqa: E501  (sentences read better whole than cut at 100 characters)

SCREEN: dict[str, dict[str, str]] = {
    "en": {
        # the page (play.html, play.js, views.js, rules.js)
        "help_touch": "Tap a piece (a card or a tile) to choose it, then tap the place it goes.",
        "help_mouse": "Click a piece (a card or a tile) to choose it, then the place it goes, or drag it there.",
        "help_keys": "Keys: Tab and the arrow keys move, Enter or Space chooses, R turns a card, F turns a tile round, U undoes, H gives a hint.",
        "help_kept": "Your moves are kept in this browser.",
        "contents": "Contents",
        "answers": "Answers",
        "show_all": "Show all answers",
        "print_answers": "Print the answers",
        "badge_solved": "✓ solved",
        "title": "Puzzle {n} · {kind}",
        "undo": "Undo",
        "reset": "Reset",
        "hint": "Hint",
        "show_answer": "Show answer",
        "new_pupil": "New pupil",
        "bad_move": "A move is an object, like a hint's move.",
        "unreadable": "That move cannot be read.",
        "solved": "Solved!",
        "nothing_to_undo": "Nothing to undo.",
        "undone": "Move taken back.",
        "back_to_start": "Back to the start.",
        "solved_already": "Solved already.",
        "no_hint_left": "No hint left: the answer is all there.",
        "no_more_hints": "No more hints: the rest is yours to find.",
        "hint_stale": "The hint no longer fits your moves: undo some of them.",
        "hint_says": "Hint: {text}",
        "answer_shown": "Here is the answer.",
        "status_solved": "solved",
        "status_shown": "answer shown",
        "choose_first": "Choose a piece first.",
        "choose_then": "Choose a piece first, then where it goes.",
        "no_puzzle": "There is no puzzle {id}.",
        "tile": "tile {t}",
        "left_shows": "left end, shows {x}",
        "right_shows": "right end, shows {x}",
        "end_left": "left end",
        "end_right": "right end",
        "start_left": "start the line (left)",
        "start_right": "start the line (right)",
        "empty_table": "empty table",
        "fits_itself": "A tile turns itself to fit the end it goes to.",
        "not_end": "An end is left or right.",
        "no_fit_left": "{t} does not fit the left end, which shows {x}.",
        "no_fit_right": "{t} does not fit the right end, which shows {x}.",
        "not_tile": "“{text}” is not a tile like 3-4 of the double-{n} set.",
        "in_line": "{t} is in the line already.",
        "reset_undo": "Back to the start. Undo brings your moves back.",
        "shown_not_solved": "The answer was shown: this one does not count as solved.",
        "new_pupil_confirm": "Start again for a new pupil? Every move on this page is cleared.",
        # the page's help line where every puzzle has one kind of piece
        "help_touch_tiles": "Tap a tile to choose it, then tap the place it goes.",
        "help_mouse_tiles": "Click a tile to choose it, then the place it goes, or drag it there.",
        "help_keys_tiles": "Keys: Tab and the arrow keys move, Enter or Space chooses, F turns a tile round, U undoes, H gives a hint.",
        "help_touch_cards": "Tap a card to choose it, then tap the place it goes.",
        "help_mouse_cards": "Click a card to choose it, then the place it goes, or drag it there.",
        "help_keys_cards": "Keys: Tab and the arrow keys move, Enter or Space chooses, R turns a card, U undoes, H gives a hint.",
        "help_touch_cells": "Tap two cells side by side to lay a domino on them.",
        "help_mouse_cells": "Click two cells side by side to lay a domino on them.",
        "help_keys_cells": "Keys: Tab and the arrow keys move, Enter or Space chooses a cell, U undoes, H gives a hint.",
    },
    "nl": {
        # the page (play.html, play.js, views.js, rules.js)
        "help_touch": "Tik op een stuk (een kaart of een steen) om het te kiezen, en dan op de plek waar het heen gaat.",
        "help_mouse": "Klik op een stuk (een kaart of een steen) om het te kiezen, en dan op de plek waar het heen gaat, of sleep het erheen.",
        "help_keys": "Toetsen: Tab en de pijltjes verplaatsen, Enter of spatie kiest, R draait een kaart, F keert een steen om, U maakt ongedaan, H geeft een tip.",
        "help_kept": "Je zetten worden in deze browser bewaard.",
        "contents": "Inhoud",
        "answers": "Antwoorden",
        "show_all": "Alle antwoorden tonen",
        "print_answers": "De antwoorden printen",
        "badge_solved": "✓ opgelost",
        "title": "Puzzel {n} · {kind}",
        "undo": "Terug",
        "reset": "Opnieuw",
        "hint": "Tip",
        "show_answer": "Antwoord tonen",
        "new_pupil": "Nieuwe leerling",
        "bad_move": "Een zet is een object, zoals de zet van een tip.",
        "unreadable": "Die zet is niet te lezen.",
        "solved": "Opgelost!",
        "nothing_to_undo": "Er is niets terug te nemen.",
        "undone": "Zet teruggenomen.",
        "back_to_start": "Terug naar het begin.",
        "solved_already": "Al opgelost.",
        "no_hint_left": "Geen tip meer: het antwoord ligt er helemaal.",
        "no_more_hints": "Geen tips meer: de rest vind je zelf.",
        "hint_stale": "De tip past niet meer bij je zetten: neem er een paar terug.",
        "hint_says": "Tip: {text}",
        "answer_shown": "Hier is het antwoord.",
        "status_solved": "opgelost",
        "status_shown": "antwoord getoond",
        "choose_first": "Kies eerst een stuk.",
        "choose_then": "Kies eerst een stuk, dan waar het heen gaat.",
        "no_puzzle": "Er is geen puzzel {id}.",
        "tile": "steen {t}",
        "left_shows": "linkeruiteinde, toont {x}",
        "right_shows": "rechteruiteinde, toont {x}",
        "end_left": "linker einde",
        "end_right": "rechter einde",
        "start_left": "begin de rij (links)",
        "start_right": "begin de rij (rechts)",
        "empty_table": "lege tafel",
        "fits_itself": "Een steen draait zichzelf zodat hij past aan het uiteinde.",
        "not_end": "Een uiteinde is links of rechts.",
        "no_fit_left": "{t} past niet aan het linkeruiteinde, dat {x} toont.",
        "no_fit_right": "{t} past niet aan het rechteruiteinde, dat {x} toont.",
        "not_tile": "“{text}” is geen steen zoals 3-4 uit het dubbel-{n}-spel.",
        "in_line": "{t} ligt al in de rij.",
        "reset_undo": "Terug naar het begin. Terug haalt je zetten weer terug.",
        "shown_not_solved": "Het antwoord is getoond: deze telt niet als opgelost.",
        "new_pupil_confirm": "Opnieuw beginnen voor een nieuwe leerling? Alle zetten op deze pagina worden gewist.",
        # the page's help line where every puzzle has one kind of piece
        "help_touch_tiles": "Tik op een steen om hem te kiezen, en dan op de plek waar hij heen gaat.",
        "help_mouse_tiles": "Klik op een steen om hem te kiezen, en dan op de plek waar hij heen gaat, of sleep hem erheen.",
        "help_keys_tiles": "Toetsen: Tab en de pijltjes verplaatsen, Enter of spatie kiest, F keert een steen om, U maakt ongedaan, H geeft een tip.",
        "help_touch_cards": "Tik op een kaart om haar te kiezen, en dan op de plek waar ze heen gaat.",
        "help_mouse_cards": "Klik op een kaart om haar te kiezen, en dan op de plek waar ze heen gaat, of sleep haar erheen.",
        "help_keys_cards": "Toetsen: Tab en de pijltjes verplaatsen, Enter of spatie kiest, R draait een kaart, U maakt ongedaan, H geeft een tip.",
        "help_touch_cells": "Tik op twee vakjes naast elkaar om er een dominosteen op te leggen.",
        "help_mouse_cells": "Klik op twee vakjes naast elkaar om er een dominosteen op te leggen.",
        "help_keys_cells": "Toetsen: Tab en de pijltjes verplaatsen, Enter of spatie kiest een vakje, U maakt ongedaan, H geeft een tip.",
    },
    "de": {
        # the page (play.html, play.js, views.js, rules.js)
        "help_touch": "Tippe auf ein Teil (eine Karte oder einen Stein), um es zu wählen, dann auf den Platz, wo es hin soll.",
        "help_mouse": "Klicke auf ein Teil (eine Karte oder einen Stein), um es zu wählen, dann auf den Platz, wo es hin soll, oder ziehe es dorthin.",
        "help_keys": "Tasten: Tab und die Pfeiltasten bewegen, Enter oder Leertaste wählt, R dreht eine Karte, F wendet einen Stein, U nimmt zurück, H gibt einen Tipp.",
        "help_kept": "Deine Züge bleiben in diesem Browser gespeichert.",
        "contents": "Inhalt",
        "answers": "Lösungen",
        "show_all": "Alle Lösungen zeigen",
        "print_answers": "Die Lösungen drucken",
        "badge_solved": "✓ gelöst",
        "title": "Rätsel {n} · {kind}",
        "undo": "Zurück",
        "reset": "Neu anfangen",
        "hint": "Tipp",
        "show_answer": "Lösung zeigen",
        "new_pupil": "Neues Kind",
        "bad_move": "Ein Zug ist ein Objekt, wie der Zug eines Tipps.",
        "unreadable": "Dieser Zug ist nicht lesbar.",
        "solved": "Gelöst!",
        "nothing_to_undo": "Nichts zum Zurücknehmen.",
        "undone": "Zug zurückgenommen.",
        "back_to_start": "Zurück zum Anfang.",
        "solved_already": "Schon gelöst.",
        "no_hint_left": "Kein Tipp mehr: die Lösung liegt ganz da.",
        "no_more_hints": "Keine Tipps mehr: den Rest findest du selbst.",
        "hint_stale": "Der Tipp passt nicht mehr zu deinen Zügen: nimm einige zurück.",
        "hint_says": "Tipp: {text}",
        "answer_shown": "Hier ist die Lösung.",
        "status_solved": "gelöst",
        "status_shown": "Lösung gezeigt",
        "choose_first": "Wähle zuerst ein Teil.",
        "choose_then": "Wähle zuerst ein Teil, dann wohin es kommt.",
        "no_puzzle": "Es gibt kein Rätsel {id}.",
        "tile": "Stein {t}",
        "left_shows": "linkes Ende, zeigt {x}",
        "right_shows": "rechtes Ende, zeigt {x}",
        "end_left": "linkes Ende",
        "end_right": "rechtes Ende",
        "start_left": "die Reihe beginnen (links)",
        "start_right": "die Reihe beginnen (rechts)",
        "empty_table": "leerer Tisch",
        "fits_itself": "Ein Stein dreht sich selbst passend zu seinem Ende.",
        "not_end": "Ein Ende ist links oder rechts.",
        "no_fit_left": "{t} passt nicht an das linke Ende, das {x} zeigt.",
        "no_fit_right": "{t} passt nicht an das rechte Ende, das {x} zeigt.",
        "not_tile": "„{text}“ ist kein Stein wie 3-4 aus dem Doppel-{n}-Spiel.",
        "in_line": "{t} liegt schon in der Reihe.",
        "reset_undo": "Zurück zum Anfang. „Zurück“ holt deine Züge wieder.",
        "shown_not_solved": "Die Lösung wurde gezeigt: dieses Rätsel zählt nicht als gelöst.",
        "new_pupil_confirm": "Für ein neues Kind neu anfangen? Alle Züge auf dieser Seite werden gelöscht.",
        # the page's help line where every puzzle has one kind of piece
        "help_touch_tiles": "Tippe auf einen Stein, um ihn zu wählen, dann auf den Platz, wo er hin soll.",
        "help_mouse_tiles": "Klicke auf einen Stein, um ihn zu wählen, dann auf den Platz, wo er hin soll, oder ziehe ihn dorthin.",
        "help_keys_tiles": "Tasten: Tab und die Pfeiltasten bewegen, Enter oder Leertaste wählt, F wendet einen Stein, U nimmt zurück, H gibt einen Tipp.",
        "help_touch_cards": "Tippe auf eine Karte, um sie zu wählen, dann auf den Platz, wo sie hin soll.",
        "help_mouse_cards": "Klicke auf eine Karte, um sie zu wählen, dann auf den Platz, wo sie hin soll, oder ziehe sie dorthin.",
        "help_keys_cards": "Tasten: Tab und die Pfeiltasten bewegen, Enter oder Leertaste wählt, R dreht eine Karte, U nimmt zurück, H gibt einen Tipp.",
        "help_touch_cells": "Tippe auf zwei Felder nebeneinander, um einen Dominostein darauf zu legen.",
        "help_mouse_cells": "Klicke auf zwei Felder nebeneinander, um einen Dominostein darauf zu legen.",
        "help_keys_cells": "Tasten: Tab und die Pfeiltasten bewegen, Enter oder Leertaste wählt ein Feld, U nimmt zurück, H gibt einen Tipp.",
    },
    "lv": {
        # the page (play.html, play.js, views.js, rules.js)
        "help_touch": "Pieskaries daļai (kārtij vai kauliņam), lai to izvēlētos, tad vietai, kur tā jāliek.",
        "help_mouse": "Noklikšķini uz daļas (kārts vai kauliņa), lai to izvēlētos, tad uz vietas, kur tā jāliek, vai velc to turp.",
        "help_keys": "Taustiņi: Tab un bultiņas pārvieto, Enter vai atstarpe izvēlas, R pagriež kārti, F apgriež kauliņu, U atsauc, H dod padomu.",
        "help_kept": "Tavi gājieni tiek saglabāti šajā pārlūkā.",
        "contents": "Saturs",
        "answers": "Atbildes",
        "show_all": "Rādīt visas atbildes",
        "print_answers": "Drukāt atbildes",
        "badge_solved": "✓ atrisināts",
        "title": "Mīkla {n} · {kind}",
        "undo": "Atsaukt",
        "reset": "No sākuma",
        "hint": "Padoms",
        "show_answer": "Rādīt atbildi",
        "new_pupil": "Jauns skolēns",
        "bad_move": "Gājiens ir objekts, kā padoma gājiens.",
        "unreadable": "Šo gājienu nevar nolasīt.",
        "solved": "Atrisināts!",
        "nothing_to_undo": "Nav ko atsaukt.",
        "undone": "Gājiens atsaukts.",
        "back_to_start": "Atpakaļ sākumā.",
        "solved_already": "Jau atrisināts.",
        "no_hint_left": "Padomu vairs nav: visa atbilde ir uz galda.",
        "no_more_hints": "Padomu vairs nav: pārējo atrodi pats.",
        "hint_stale": "Padoms vairs neder taviem gājieniem: atsauc dažus.",
        "hint_says": "Padoms: {text}",
        "answer_shown": "Lūk, atbilde.",
        "status_solved": "atrisināts",
        "status_shown": "atbilde parādīta",
        "choose_first": "Vispirms izvēlies daļu.",
        "choose_then": "Vispirms izvēlies daļu, tad vietu, kur to likt.",
        "no_puzzle": "Mīklas {id} nav.",
        "tile": "kauliņš {t}",
        "left_shows": "kreisais gals, rāda {x}",
        "right_shows": "labais gals, rāda {x}",
        "end_left": "kreisais gals",
        "end_right": "labais gals",
        "start_left": "sākt rindu (pa kreisi)",
        "start_right": "sākt rindu (pa labi)",
        "empty_table": "tukšs galds",
        "fits_itself": "Kauliņš pats pagriežas, lai derētu galam.",
        "not_end": "Gals ir kreisais vai labais.",
        "no_fit_left": "{t} neder kreisajam galam, kas rāda {x}.",
        "no_fit_right": "{t} neder labajam galam, kas rāda {x}.",
        "not_tile": "“{text}” nav kauliņš kā 3-4 no dubult-{n} komplekta.",
        "in_line": "{t} jau ir rindā.",
        "reset_undo": "Atpakaļ sākumā. Atsaukt atgriež tavus gājienus.",
        "shown_not_solved": "Atbilde tika parādīta: šī mīkla neskaitās atrisināta.",
        "new_pupil_confirm": "Sākt no jauna jaunam skolēnam? Visi gājieni šajā lapā tiks izdzēsti.",
        # the page's help line where every puzzle has one kind of piece
        "help_touch_tiles": "Pieskaries kauliņam, lai to izvēlētos, tad vietai, kur tas jāliek.",
        "help_mouse_tiles": "Noklikšķini uz kauliņa, lai to izvēlētos, tad uz vietas, kur tas jāliek, vai velc to turp.",
        "help_keys_tiles": "Taustiņi: Tab un bultiņas pārvieto, Enter vai atstarpe izvēlas, F apgriež kauliņu, U atsauc, H dod padomu.",
        "help_touch_cards": "Pieskaries kārtij, lai to izvēlētos, tad vietai, kur tā jāliek.",
        "help_mouse_cards": "Noklikšķini uz kārts, lai to izvēlētos, tad uz vietas, kur tā jāliek, vai velc to turp.",
        "help_keys_cards": "Taustiņi: Tab un bultiņas pārvieto, Enter vai atstarpe izvēlas, R pagriež kārti, U atsauc, H dod padomu.",
        "help_touch_cells": "Pieskaries divām blakus rūtiņām, lai uz tām noliktu domino kauliņu.",
        "help_mouse_cells": "Noklikšķini uz divām blakus rūtiņām, lai uz tām noliktu domino kauliņu.",
        "help_keys_cells": "Taustiņi: Tab un bultiņas pārvieto, Enter vai atstarpe izvēlas rūtiņu, U atsauc, H dod padomu.",
    },
}


def screen_word(lang: str, key: str, **values) -> str:
    text = SCREEN.get(lang, {}).get(key) or SCREEN["en"][key]
    return text.format(**values) if values else text


# Words only the teacher's page says: of answers and of targets. The pupils'
# page is given none of them (a kind lists its own in `TEACHER_WORDS`).
TEACHER_ONLY = frozenset(
    {"answers", "show_all", "print_answers", "show_answer", "answer_shown", "status_shown"}
    | {"no_hint_left"}
)


def screen_words(lang: str, kinds=(), pupils: bool = False) -> dict[str, str]:
    """Every screen word of `lang` (English where it lacks one), for the page's
    data: the shared ones, and each kind's (its domino_puzzles/web module's `WORDS`) as
    "<kind>.<key>"; for the pupils' page none of the teacher's."""
    out = {
        k: SCREEN.get(lang, {}).get(k) or v
        for k, v in SCREEN["en"].items()
        if not (pupils and k in TEACHER_ONLY)
    }
    for kind in kinds:
        piece = page_piece(kind.name)
        words, teacher = piece.WORDS, piece.TEACHER_WORDS
        for k, v in words["en"].items():
            if not (pupils and k in teacher):
                out[f"{kind.name}.{k}"] = words.get(lang, {}).get(k) or v
    return out
