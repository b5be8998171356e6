"""The words of the commands' text for people, in en, nl, de and lv: what every
kind's answer shares as text (`solve`, `hint`, `analyse`, `check`: the
headline, the statuses, the parts of an answer, the moveless hint reasons),
the reference deck's note (`deck`) and the lines that say what a command
wrote. A kind's own words of its answer are its `TEXT` (its engine module,
puzzles/<family>/<kind>.py); the words of a game told as text, which the
answers share too (players, moves, colours, open ends), are
puzzles/game_words.py's, an error's puzzles/error_words.py's, and `phrase`
here reads all three: a phrase lives in one of them, under one key
(tests/test_answer_text.py).
"""

from __future__ import annotations

from puzzles import error_words, game_words
from puzzles.game_words import checked, listed, upper_first

__all__ = ["WORDS", "checked", "listed", "phrase", "upper_first"]

WORDS: dict[str, dict[str, str]] = {
    "en": {
        # an answer as text, every kind (solve, hint, analyse, check)
        "steps": "steps:",
        "status_optimal": "optimal",
        "status_feasible": "feasible",
        "status_infeasible": "infeasible",
        "status_unknown": "unknown",
        "unique": "unique",
        "not_unique": "NOT unique",
        "start": "start:",
        "answer": "answer:",
        "line": "line: {line}",
        "empty_mark": "(empty)",
        "empty_line": "(empty line)",
        "tiles_laid": "tiles laid: {n}",
        "no_line": "no line found",
        "no_answer": "no answer found",
        "double": "double-{n}",
        "rules": "{game} rules",
        "level": "level {n}",
        "reason_no-answer": "This puzzle has no answer: nothing can be certain.",
        "reason_not-unique": (
            "This puzzle has more than one answer, so no step can be certain; "
            "a clue or a change is missing."
        ),
        "reason_undecided": (
            "The solver could not prove a single answer in time, so no step is given."
        ),
        "reason_solved": "Nothing is left to do: the puzzle is already answered.",
        "reason_nothing_to_gain": "Nothing is left to gain: the best result stands without a move.",
        "reason_keeps_too": " These moves keep it too: {moves}.",
        "and_more": " and {n} more",
        "as_good_many": " {n} other moves are as good: any of them will do.",
        "as_good": " As good, any of these: {moves}.",
        # analyse
        "analyse_head": "{kind}: {status}, {n} first move(s)",
        "sampled": ", values are means over {n} sampled deals",
        "valued_game": ", valued as the game goes on ({players} players, {against})",
        "against_paranoid": "the others against the player to move",
        "against_each": "each for their own score",
        "too_big": ", the game too big to search: valued as the one-colour puzzle",
        "no_move": "no move to make",
        "no_value": "no answer",
        "wins_share": ", wins {share}",
        "interval": ", 95% {low} to {high}",
        "not_proven": " (not proven)",
        "best": "best",
        "moves_best_first": "moves, best first:",
        "draws_unseen": "draws",
        # deck --format text
        "deck_intro": (
            "The reference deck: write a card by id (F13), by id and quarter turns\n"
            "clockwise (F13/2), or by its triangles clockwise from N (R1RBG)."
        ),
        # check
        "ok": "ok: unique",
        "confirmed": ", solution confirmed",
        "fail": "FAIL: {problems}",
        "problem_no_answer": "it has no answer",
        "problem_not_unique": "not unique",
        "problem_undecided": "uniqueness not decided",
        "problem_differs": "solution.{field} is {given}, solving gives {got}",
        "failed": "{failed} of {total} puzzle(s) failed",
        "tiles_summary": "{status}, {tiles} laid",
        # what a command wrote (on stderr)
        "wrote": "wrote {what}",
        "wrote_bytes": "wrote {what} ({n} bytes)",
        "wrote_puzzles": "wrote {n} {difficulty} {kind} puzzles to {out}",
        "wrote_book": "wrote {pages} page(s) of {n} puzzle(s) and the cover to {out}",
        "with_pdf": " with book.pdf and cover.pdf",
        "wrote_sheet": "wrote {pages} page(s) and {keys} key page(s) to {out}",
    },
    "nl": {
        "steps": "stappen:",
        "status_optimal": "optimaal",
        "status_feasible": "niet bewezen de beste",
        "status_infeasible": "onoplosbaar",
        "status_unknown": "onbeslist",
        "unique": "enige oplossing",
        "not_unique": "NIET de enige oplossing",
        "start": "begin:",
        "answer": "oplossing:",
        "line": "rij: {line}",
        "empty_mark": "(leeg)",
        "empty_line": "(lege rij)",
        "tiles_laid": "stenen gelegd: {n}",
        "no_line": "geen rij gevonden",
        "no_answer": "geen oplossing gevonden",
        "double": "dubbel-{n}",
        "rules": "{game}",
        "level": "niveau {n}",
        "reason_no-answer": "Deze puzzel heeft geen oplossing: niets is zeker.",
        "reason_not-unique": (
            "Deze puzzel heeft meer dan één oplossing, dus geen stap is zeker; "
            "er ontbreekt een hint of een wijziging."
        ),
        "reason_undecided": (
            "De oplosser kon niet op tijd bewijzen dat er één oplossing is, dus er komt geen stap."
        ),
        "reason_solved": "Er is niets meer te doen: de puzzel is al opgelost.",
        "reason_nothing_to_gain": (
            "Er valt niets meer te winnen: de beste uitslag staat zonder zet."
        ),
        "reason_keeps_too": " Deze zetten houden het ook: {moves}.",
        "and_more": " en nog {n}",
        "as_good_many": " {n} andere zetten zijn even goed: elk ervan is goed.",
        "as_good": " Even goed, elk van deze: {moves}.",
        "analyse_head": "{kind}: {status}, eerste zetten: {n}",
        "sampled": ", waarden zijn gemiddelden over {n} getrokken verdelingen",
        "valued_game": ", gewaardeerd zoals het spel verdergaat ({players} spelers, {against})",
        "against_paranoid": "de anderen tegen de speler aan zet",
        "against_each": "ieder voor de eigen score",
        "too_big": (
            ", het spel is te groot om te doorzoeken: gewaardeerd als de puzzel van één kleur"
        ),
        "no_move": "geen zet mogelijk",
        "no_value": "geen oplossing",
        "wins_share": ", wint {share}",
        "interval": ", 95% {low} tot {high}",
        "not_proven": " (niet bewezen)",
        "best": "beste",
        "moves_best_first": "zetten, beste eerst:",
        "draws_unseen": "pakt",
        "deck_intro": (
            "Het referentiespel: schrijf een kaart met haar nummer (F13), met nummer en\n"
            "kwartslagen met de klok mee (F13/2), of met haar driehoeken met de klok mee vanaf\n"
            "N (R1RBG)."
        ),
        "ok": "ok: enige oplossing",
        "confirmed": ", oplossing bevestigd",
        "fail": "FOUT: {problems}",
        "problem_no_answer": "er is geen oplossing",
        "problem_not_unique": "niet de enige oplossing",
        "problem_undecided": "niet beslist of de oplossing de enige is",
        "problem_differs": "solution.{field} is {given}, oplossen geeft {got}",
        "failed": "{failed} van {total} puzzel(s) afgekeurd",
        "tiles_summary": "{status}, {tiles} gelegd",
        "wrote": "geschreven: {what}",
        "wrote_bytes": "geschreven: {what} ({n} bytes)",
        "wrote_puzzles": "{n} puzzels ({kind}, {difficulty}) geschreven naar {out}",
        "wrote_book": "{pages} pagina('s) met {n} puzzel(s) en de omslag geschreven naar {out}",
        "with_pdf": ", met book.pdf en cover.pdf",
        "wrote_sheet": (
            "{pages} pagina('s) en {keys} pagina('s) met oplossingen geschreven naar {out}"
        ),
    },
    "de": {
        "steps": "Schritte:",
        "status_optimal": "optimal",
        "status_feasible": "nicht als beste bewiesen",
        "status_infeasible": "unlösbar",
        "status_unknown": "unentschieden",
        "unique": "eindeutig",
        "not_unique": "NICHT eindeutig",
        "start": "Anfang:",
        "answer": "Lösung:",
        "line": "Reihe: {line}",
        "empty_mark": "(leer)",
        "empty_line": "(leere Reihe)",
        "tiles_laid": "Steine gelegt: {n}",
        "no_line": "keine Reihe gefunden",
        "no_answer": "keine Lösung gefunden",
        "double": "Doppel-{n}",
        "rules": "{game}",
        "level": "Stufe {n}",
        "reason_no-answer": "Dieses Rätsel hat keine Lösung: nichts ist sicher.",
        "reason_not-unique": (
            "Dieses Rätsel hat mehr als eine Lösung, also ist kein Schritt sicher; "
            "es fehlt ein Hinweis oder eine Änderung."
        ),
        "reason_undecided": (
            "Der Löser konnte nicht rechtzeitig eine einzige Lösung beweisen, also gibt es keinen"
            " Schritt."
        ),
        "reason_solved": "Es ist nichts mehr zu tun: das Rätsel ist schon gelöst.",
        "reason_nothing_to_gain": (
            "Es ist nichts mehr zu gewinnen: das beste Ergebnis steht ohne einen Zug."
        ),
        "reason_keeps_too": " Diese Züge halten es auch: {moves}.",
        "and_more": " und {n} weitere",
        "as_good_many": " {n} andere Züge sind genauso gut: jeder von ihnen geht.",
        "as_good": " Genauso gut, jeder von diesen: {moves}.",
        "analyse_head": "{kind}: {status}, erste Züge: {n}",
        "sampled": ", Werte sind Mittel über {n} gezogene Verteilungen",
        "valued_game": ", bewertet, wie das Spiel weitergeht ({players} Spieler, {against})",
        "against_paranoid": "die anderen gegen den Spieler am Zug",
        "against_each": "jeder für die eigenen Punkte",
        "too_big": ", das Spiel ist zu groß zum Durchsuchen: bewertet als Rätsel einer Farbe",
        "no_move": "kein Zug möglich",
        "no_value": "keine Lösung",
        "wins_share": ", gewinnt {share}",
        "interval": ", 95% {low} bis {high}",
        "not_proven": " (nicht bewiesen)",
        "best": "beste",
        "moves_best_first": "Züge, beste zuerst:",
        "draws_unseen": "zieht",
        "deck_intro": (
            "Das Referenzspiel: schreib eine Karte mit ihrer Nummer (F13), mit Nummer und\n"
            "Vierteldrehungen im Uhrzeigersinn (F13/2), oder mit ihren Dreiecken im\n"
            "Uhrzeigersinn ab N (R1RBG)."
        ),
        "ok": "ok: eindeutig",
        "confirmed": ", Lösung bestätigt",
        "fail": "FEHLER: {problems}",
        "problem_no_answer": "es gibt keine Lösung",
        "problem_not_unique": "nicht eindeutig",
        "problem_undecided": "Eindeutigkeit nicht entschieden",
        "problem_differs": "solution.{field} ist {given}, das Lösen ergibt {got}",
        "failed": "{failed} von {total} Rätsel(n) durchgefallen",
        "tiles_summary": "{status}, {tiles} gelegt",
        "wrote": "geschrieben: {what}",
        "wrote_bytes": "geschrieben: {what} ({n} Bytes)",
        "wrote_puzzles": "{n} Rätsel ({kind}, {difficulty}) nach {out} geschrieben",
        "wrote_book": "{pages} Seite(n) mit {n} Rätsel(n) und den Umschlag nach {out} geschrieben",
        "with_pdf": ", mit book.pdf und cover.pdf",
        "wrote_sheet": "{pages} Seite(n) und {keys} Lösungsseite(n) nach {out} geschrieben",
    },
    "lv": {
        "steps": "soļi:",
        "status_optimal": "optimāls",
        "status_feasible": "nav pierādīts labākais",
        "status_infeasible": "neatrisināms",
        "status_unknown": "neizšķirts",
        "unique": "vienīgais",
        "not_unique": "NAV vienīgais",
        "start": "sākums:",
        "answer": "atbilde:",
        "line": "rinda: {line}",
        "empty_mark": "(tukšs)",
        "empty_line": "(tukša rinda)",
        "tiles_laid": "salikti kauliņi: {n}",
        "no_line": "rinda nav atrasta",
        "no_answer": "atbilde nav atrasta",
        "double": "dubult-{n}",
        "rules": "{game}",
        "level": "{n}. līmenis",
        "reason_no-answer": "Šai mīklai nav atbildes: nekas nav drošs.",
        "reason_not-unique": (
            "Šai mīklai ir vairāk nekā viena atbilde, tāpēc neviens solis nav drošs; "
            "trūkst norādes vai izmaiņas."
        ),
        "reason_undecided": (
            "Risinātājs laikā nepierādīja vienu vienīgu atbildi, tāpēc solis netiek dots."
        ),
        "reason_solved": "Vairs nav ko darīt: mīkla jau ir atrisināta.",
        "reason_nothing_to_gain": "Vairs nav ko iegūt: labākais rezultāts paliek bez gājiena.",
        "reason_keeps_too": " To saglabā arī šie gājieni: {moves}.",
        "and_more": " un vēl {n}",
        "as_good_many": " Vēl {n} gājieni ir tikpat labi: der jebkurš no tiem.",
        "as_good": " Tikpat labi ir jebkurš no šiem: {moves}.",
        "analyse_head": "{kind}: {status}, pirmie gājieni: {n}",
        "sampled": ", vērtības ir vidējās no {n} izlozētiem sadalījumiem",
        "valued_game": ", novērtēts, spēlei turpinoties ({players} spēlētāji, {against})",
        "against_paranoid": "pārējie pret spēlētāju, kam jāiet",
        "against_each": "katrs par saviem punktiem",
        "too_big": ", spēle ir par lielu pārmeklēšanai: novērtēts kā vienas krāsas mīkla",
        "no_move": "nav neviena gājiena",
        "no_value": "nav atbildes",
        "wins_share": ", uzvar {share}",
        "interval": ", 95% no {low} līdz {high}",
        "not_proven": " (nav pierādīts)",
        "best": "labākais",
        "moves_best_first": "gājieni, labākie vispirms:",
        "draws_unseen": "ņem",
        "deck_intro": (
            "Atsauces komplekts: raksti kārti ar tās numuru (F13), ar numuru un\n"
            "ceturtdaļpagriezieniem pulksteņrādītāja virzienā (F13/2) vai ar tās\n"
            "trijstūriem pulksteņrādītāja virzienā no N (R1RBG)."
        ),
        "ok": "labi: vienīgā atbilde",
        "confirmed": ", atbilde apstiprināta",
        "fail": "KĻŪDA: {problems}",
        "problem_no_answer": "tai nav atbildes",
        "problem_not_unique": "nav vienīgā atbilde",
        "problem_undecided": "nav izšķirts, vai atbilde ir vienīgā",
        "problem_differs": "solution.{field} ir {given}, risinot iznāk {got}",
        "failed": "neizturēja {failed} no {total} mīklām",
        "tiles_summary": "{status}, salikti {tiles}",
        "wrote": "ierakstīts: {what}",
        "wrote_bytes": "ierakstīts: {what} ({n} baiti)",
        "wrote_puzzles": "{out} ierakstītas mīklas: {n} ({kind}, {difficulty})",
        "wrote_book": "{out} ierakstītas lapas: {pages}, mīklas: {n} un vāks",
        "with_pdf": ", ar book.pdf un cover.pdf",
        "wrote_sheet": "{out} ierakstītas lapas: {pages}, atbilžu lapas: {keys}",
    },
}


def phrase(lang: str, key: str, **fields: object) -> str:
    """The words of `key` in `lang` (this table's, puzzles/error_words.py's or
    puzzles/game_words.py's), its `{marks}` filled in from `fields`."""
    for table in (WORDS, error_words.WORDS, game_words.WORDS):
        if key in table[lang]:
            return table[lang][key].format(**fields)
    raise KeyError(key)
