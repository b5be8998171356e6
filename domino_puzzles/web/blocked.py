"""What play.html knows of a blocked-line puzzle (domino_puzzles/web/__init__.py)."""

from __future__ import annotations

from collections.abc import Iterator

# ruff: noqa: E501  (the words read better as whole sentences)
from typing import Any

from domino_puzzles.web import tiles
from puzzles.dominoes.line import End, Half


def answer_moves(puzzle: Any, answer: Any) -> Iterator[tuple[dict[str, Any], str]]:
    line, given = answer.line, puzzle.line
    if not line:  # no answer found: no step to give
        return
    start = line.find(given)
    if start is None:  # the answer runs the other way round
        line = line.reversed()
        start = line.find(given) or 0
    laid, after = line.laid, start + len(given)
    if not given:  # an empty table: the first tile, then along to the right
        start, after = 0, 1
        yield (
            {"tile": str(laid[0]), "end": End.RIGHT.value},
            f"Lay {laid[0]} to start the line.",
        )
    for half in laid[after:]:
        yield (
            {"tile": str(half), "end": End.RIGHT.value},
            f"Lay {half} at the right end, on {half.left}.",
        )
    for a, b in reversed(laid[:start]):
        out = Half(b, a)  # laid outward from the left end
        yield {"tile": str(out), "end": End.LEFT.value}, f"Lay {out} at the left end, on {b}."


def page_data(puzzle, answer, lang: str = "en", age: int | None = None) -> dict[str, Any]:
    return {
        "set": puzzle.set_size,
        "game": puzzle.game,
        "line": str(puzzle.line),
        "layable": tiles(puzzle.layable),
        "blockers": tiles(puzzle.blockers),
        "hands": [tiles(h) for h in puzzle.hands] if puzzle.hands is not None else None,
        "objective": puzzle.objective,
        "hand": puzzle.hand,
        "target": {"tiles": answer.tiles_laid, "pipsLeft": answer.extra.get("pips_left")},
        "answer": str(answer.line or ""),
    }


def played(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The page plays every explained step."""
    return list(steps)


def for_pupils(data: dict[str, Any], seal) -> dict[str, Any]:
    """The page data without the answer or the target: the rules say "blocked",
    the sealed count of tiles (and pips left) says "fewest"."""
    target = data["target"]
    pips = "" if target["pipsLeft"] is None else str(target["pipsLeft"])
    out = {k: v for k, v in data.items() if k not in ("target", "answer")}
    out["seal"] = seal([f"{target['tiles']}:{pips}"])
    return out


PIECES = "tiles"  # what a reader moves on the page: the help line says so

# The blocked line's words on the page (domino_puzzles/web/words.py), read as "blocked.<key>".
WORDS = {
    "en": {
        "not_layable": "{t} is not among the tiles you may lay.",
        "off_track": "{t} is not part of the answer: undo it.",
        "hand": "Hand {p}: {tiles}",
        "line": "The line and its ends",
        "tray": "Tiles you may lay",
        "status": "open ends: {ends} · tiles laid: {k}",
        "fewest": " (fewest: {n})",
        "pips": " · pips left in hand {p}: {n}",
        "pips_best": " (best {n})",
        "blocked": " · blocked",
        "none": "none",
        "picked": "{t} chosen: now choose an end.",
        "said_left": "{t} laid at the left end.",
        "said_right": "{t} laid at the right end.",
        "hint_left": "{t} goes at the left end.",
        "hint_right": "{t} goes at the right end.",
    },
    "nl": {
        "not_layable": "{t} hoort niet bij de stenen die je mag leggen.",
        "off_track": "{t} hoort niet bij het antwoord: neem hem terug.",
        "hand": "Hand {p}: {tiles}",
        "line": "De rij en haar uiteinden",
        "tray": "Stenen die je mag leggen",
        "status": "open uiteinden: {ends} · stenen gelegd: {k}",
        "fewest": " (minste: {n})",
        "pips": " · ogen over in hand {p}: {n}",
        "pips_best": " (beste {n})",
        "blocked": " · geblokkeerd",
        "none": "geen",
        "picked": "{t} gekozen: kies nu een uiteinde.",
        "said_left": "{t} gelegd aan het linkeruiteinde.",
        "said_right": "{t} gelegd aan het rechteruiteinde.",
        "hint_left": "{t} hoort aan het linkeruiteinde.",
        "hint_right": "{t} hoort aan het rechteruiteinde.",
    },
    "de": {
        "not_layable": "{t} gehört nicht zu den Steinen, die du legen darfst.",
        "off_track": "{t} gehört nicht zur Lösung: nimm ihn zurück.",
        "hand": "Hand {p}: {tiles}",
        "line": "Die Reihe und ihre Enden",
        "tray": "Steine, die du legen darfst",
        "status": "offene Enden: {ends} · Steine gelegt: {k}",
        "fewest": " (wenigste: {n})",
        "pips": " · Augen übrig in Hand {p}: {n}",
        "pips_best": " (beste {n})",
        "blocked": " · blockiert",
        "none": "keine",
        "picked": "{t} gewählt: wähle jetzt ein Ende.",
        "said_left": "{t} an das linke Ende gelegt.",
        "said_right": "{t} an das rechte Ende gelegt.",
        "hint_left": "{t} kommt an das linke Ende.",
        "hint_right": "{t} kommt an das rechte Ende.",
    },
    "lv": {
        "not_layable": "{t} nav starp kauliņiem, ko drīkst likt.",
        "off_track": "{t} nav atbildes daļa: atsauc to.",
        "hand": "Roka {p}: {tiles}",
        "line": "Rinda un tās gali",
        "tray": "Kauliņi, ko drīkst likt",
        "status": "brīvie gali: {ends} · kauliņi nolikti: {k}",
        "fewest": " (vismazāk: {n})",
        "pips": " · punkti, kas palikuši rokā {p}: {n}",
        "pips_best": " (labākais {n})",
        "blocked": " · bloķēts",
        "none": "nav",
        "picked": "{t} izvēlēts: tagad izvēlies galu.",
        "said_left": "{t} nolikts kreisajā galā.",
        "said_right": "{t} nolikts labajā galā.",
        "hint_left": "{t} jāliek kreisajā galā.",
        "hint_right": "{t} jāliek labajā galā.",
    },
}

# What only the teacher's page says: the best, the fewest (domino_puzzles/web/words.py).
TEACHER_WORDS = ("fewest", "pips_best")


# Why a hint's move is right, by its technique (solver/hints/<kind>.py), in the
# page's words: a worksheet's page in nl, de or lv says it after the move.
WHY: dict[str, dict[str, str]] = {
    "en": {
        "only-fit": "That end shows a number that can never be closed, so it must be covered, and only this tile fits it.",
        "closes-now": "Of the tiles that fit, only this one closes that end at once.",
        "dead-end": "Every other tile that fits would leave a number that can never be closed.",
        "closes-in-two": "Counting two tiles ahead: every way to block the line with the fewest tiles lays this tile next.",
        "count-ahead": "Counting three tiles ahead: every way to block the line with the fewest tiles lays this tile next.",
        "search": "No rule settles it: trying each tile that fits shows it.",
    },
    "nl": {
        "only-fit": "Dat einde toont een getal dat nooit dicht kan, dus moet het bedekt worden, en alleen deze steen past.",
        "closes-now": "Van de stenen die passen, sluit alleen deze dat einde meteen.",
        "dead-end": "Elke andere steen die past, laat een getal achter dat nooit dicht kan.",
        "closes-in-two": "Twee stenen vooruit geteld: elke manier om de rij met de minste stenen te blokkeren legt nu deze steen.",
        "count-ahead": "Drie stenen vooruit geteld: elke manier om de rij met de minste stenen te blokkeren legt nu deze steen.",
        "search": "Geen regel beslist het: elke passende steen proberen laat het zien.",
    },
    "de": {
        "only-fit": "Dieses Ende zeigt eine Zahl, die nie geschlossen werden kann; es muss also bedeckt werden, und nur dieser Stein passt.",
        "closes-now": "Von den passenden Steinen schließt nur dieser das Ende sofort.",
        "dead-end": "Jeder andere passende Stein ließe eine Zahl zurück, die nie geschlossen werden kann.",
        "closes-in-two": "Zwei Steine vorausgezählt: Jeder Weg, die Reihe mit den wenigsten Steinen zu blockieren, legt als Nächstes diesen Stein.",
        "count-ahead": "Drei Steine vorausgezählt: Jeder Weg, die Reihe mit den wenigsten Steinen zu blockieren, legt als Nächstes diesen Stein.",
        "search": "Keine Regel entscheidet es: Jeden passenden Stein probieren zeigt es.",
    },
    "lv": {
        "only-fit": "Tajā galā ir skaitlis, ko nekad nevar noslēgt, tāpēc tas jānosedz, un der tikai šis kauliņš.",
        "closes-now": "No kauliņiem, kas der, tikai šis uzreiz noslēdz to galu.",
        "dead-end": "Jebkurš cits kauliņš, kas der, atstātu skaitli, ko nekad nevar noslēgt.",
        "closes-in-two": "Skaitot divus kauliņus uz priekšu: katrs veids, kā bloķēt rindu ar vismazāk kauliņiem, nākamo liek šo kauliņu.",
        "count-ahead": "Skaitot trīs kauliņus uz priekšu: katrs veids, kā bloķēt rindu ar vismazāk kauliņiem, nākamo liek šo kauliņu.",
        "search": "To neizšķir neviens noteikums: to parāda, izmēģinot katru kauliņu, kas der.",
    },
}


def hint_text(move: dict[str, Any], lang: str, data: dict[str, Any] | None = None) -> str:
    """A hint's move in the page's words, as the kind's script names it (`hintText`)."""
    words = WORDS.get(lang, WORDS["en"])
    return words["hint_" + move["end"]].format(t=move["tile"])
