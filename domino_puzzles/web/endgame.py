"""What play.html knows of a domino endgame puzzle (domino_puzzles/web/__init__.py)."""

from __future__ import annotations

from collections.abc import Iterator

# ruff: noqa: E501  (the words read better as whole sentences)
from typing import Any

from domino_puzzles.web import tiles


def answer_moves(puzzle: Any, answer: Any) -> Iterator[tuple[dict[str, Any], str]]:
    for move in answer.moves:
        if move.lays:
            end = move.to_mapping()["end"]
            keep = {"player": move.player, "tile": str(move.tile), "end": end}
            if move.arm is not None:
                keep["to"] = move.to
                where = f"on {move.arm}, which shows {move.to}"
            else:
                where = f"at the {move.end} end"
            yield keep, f"Player {move.player} lays {move.tile} {where}."
            return


def page_data(puzzle, answer, lang: str = "en", age: int | None = None) -> dict[str, Any]:
    from domino_puzzles.pages import answer_of
    from solver.dominoes.endgame.solve import first_moves, opening
    from solver.limits import Limits
    from solver.registry import KINDS

    # The solver's own answer: a `solution` given in the file is not trusted here.
    lays = first_moves(puzzle, answer_of(KINDS["endgame"], puzzle), Limits())
    table = opening(puzzle)
    drawn = table.hands[puzzle.to_move][len(puzzle.hands[puzzle.to_move]) :]
    return {
        "set": puzzle.set_size,
        "rules": puzzle.game,
        "spins": puzzle.spins_now,  # does a double laid now spin (its arms open)?
        "line": str(puzzle.line),
        "hands": [tiles(h) for h in table.hands],
        "toMove": puzzle.to_move,
        "partnerships": puzzle.partnerships,
        "boneyard": tiles(table.boneyard),
        "drawn": tiles(drawn),
        # each spinner's arm as a move names it (docs/formats.md), and what it shows
        "arms": [
            {**end.to_mapping(), "shows": shows, "tiles": str(arm or "")}
            for end, arm, shows in table.arm_ends()
        ],
        "lays": [
            {"tile": str(m.tile), "end": m.to_mapping()["end"], "to": m.to, "best": best}
            for m, best in lays
        ],
        "value": answer.value,
        **({} if age is None else people(puzzle, lang, age)),
    }


def people(puzzle, lang: str, age: int) -> dict[str, Any]:
    """Who is who on a worksheet's page, as its printed sheet says it
    (puzzles/drawing/endgame_sheet.py): `names`, the caption over each hand
    ("Your tiles (you go first)", "Your friend's tiles"; "Player 1" upwards
    with more players on a young sheet, "Player 0" on an older one);
    `firstPlayer`, the number the sheet gives the first player (1 on a young
    sheet); `you`, whether the player to move is "you" (a young sheet of
    two), whom the page's sentences then address (the `_you` words); `young`,
    whether the pass button says it as the young rules do ("miss a turn"); and
    `facts`, what the sheet prints under the puzzle's title."""
    from puzzles.drawing import young
    from puzzles.drawing.endgame import facts
    from puzzles.drawing.endgame_sheet import hand_label

    return {
        "facts": facts(puzzle, lang, age),
        # the page marks the player to move itself (play.css), not with print's ▶
        "names": [
            hand_label(puzzle, p, lang, age).removeprefix("▶ ") for p in range(puzzle.players)
        ],
        "firstPlayer": 1 if young(age) else 0,
        "you": young(age) and puzzle.players == 2,
        "young": young(age),
    }


def played(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The page plays only the first lay (making forced draws itself); the
    explanation goes on to the end of the round."""
    return [s for s in steps if "tile" in s["move"]][:1]


def lay_text(lay: dict[str, Any]) -> str:
    """A first lay as the page seals it: tile, end (a spinner's arm as
    `K/up`), and the number it goes on (endKey in kinds/endgame.js)."""
    end = lay["end"]
    if isinstance(end, dict):
        end = f"{end['spinner']}/{end['arm']}"
    return f"{lay['tile']}:{end}:{'' if lay['to'] is None else lay['to']}"


def for_pupils(data: dict[str, Any], seal) -> dict[str, Any]:
    """The page data without which first lays are best, or the value: the best
    lays sealed."""
    out = {k: v for k, v in data.items() if k != "value"}
    out["lays"] = [{k: v for k, v in lay.items() if k != "best"} for lay in data["lays"]]
    out["seal"] = seal([lay_text(lay) for lay in data["lays"] if lay["best"]])
    return out


PIECES = "tiles"  # what a reader moves on the page: the help line says so

# The endgame's words on the page (domino_puzzles/web/words.py), read as "endgame.<key>".
WORDS = {
    "en": {
        "line": "The line and its ends",
        "first_only": "The puzzle asks for the first move only: undo it to try another.",
        "not_turn": "It is player {p}'s turn.",
        "may_not_pass": "Player {p} can lay a tile, so may not pass.",
        "not_held": "Player {p} does not hold {t}.",
        "bad_end": "An end is left, right or spinner.",
        "no_spinner": "{t} fits no spinner's side.",
        "not_there": "{t} may not go there.",
        "off_track": "That first move is not a best one: undo it.",
        "spinner": "spinner side, shows {x}",
        "player": "Player {p}",
        "side": " (side {s})",
        "to_move": ", to move",
        "hand": "{who}: hand",
        "drew": "Player {p} could not lay and drew {tiles}.",
        "pass": "Pass",
        "rules_block": "block rules",
        "rules_draw": "draw rules",
        "set": "double-{n}",
        "boneyard": "boneyard {n}",
        "best_move": "a best first move",
        "not_best_move": "not the best first move",
        "choose": "player {p} to move: choose the first move",
        "value": " · best result for the side to move: {v}",
        "picked": "{t} chosen: now choose an end.",
        "said": "A legal move, but not the best one: undo it and look again.",
        "hint_left": "Player {p} lays {t} at the left end.",
        "hint_right": "Player {p} lays {t} at the right end.",
        "hint_spinner": "Player {p} lays {t} on the spinner's side that shows {x}.",
        "hint_pass": "Player {p} passes.",
        "hint_draw": "Player {p} draws {t}.",
        # issue 24: which arm of which spinner
        "arm_up": "spinner {k}, upper arm, shows {x}",
        "arm_down": "spinner {k}, lower arm, shows {x}",
        "hint_arm_up": "Player {p} lays {t} on the upper arm of spinner {k}, which shows {x}.",
        "hint_arm_down": "Player {p} lays {t} on the lower arm of spinner {k}, which shows {x}.",
        # issue 22: a young sheet of two calls the player to move "you"
        "not_turn_you": "It is your turn.",
        "may_not_pass_you": "You can put a tile down, so you may not miss a turn.",
        "not_held_you": "You do not have {t}.",
        "drew_you": "You could not put a tile down and took {tiles}.",
        "choose_you": "Your turn: choose the first tile to put down.",
        "hint_left_you": "Put {t} at the left end.",
        "hint_right_you": "Put {t} at the right end.",
        "hint_spinner_you": "Put {t} on the spinner's side that shows {x}.",
        "hint_pass_you": "You miss a turn.",
        "hint_draw_you": "Draw {t}.",
        "hint_arm_up_you": "Put {t} on the upper arm of spinner {k}, which shows {x}.",
        "hint_arm_down_you": "Put {t} on the lower arm of spinner {k}, which shows {x}.",
        # the pass button of a young sheet, in its rules' words ("miss a turn")
        "pass_young": "Miss a turn",
        # issue 42: the pupils' page plays the round out
        "over": "The round is over: press Reset to try again.",
        "play_on": "player {p} to move: play the round to its end",
        "play_on_you": "Your turn: play the round to its end.",
        "result_win": "Player {p}'s side wins by {v}",
        "result_lose": "Player {p}'s side loses by {v}",
        "result_even": "Nobody scores",
        "result_win_you": "You win by {v}",
        "result_lose_you": "You lose by {v}",
        "not_best_end": "The round is over. {r}; the best there is: {b}. Press Reset to try again.",
    },
    "nl": {
        "line": "De rij en haar uiteinden",
        "first_only": "De puzzel vraagt alleen de eerste zet: neem hem terug om een andere te proberen.",
        "not_turn": "Speler {p} is aan de beurt.",
        "may_not_pass": "Speler {p} kan een steen leggen en mag dus niet passen.",
        "not_held": "Speler {p} heeft {t} niet.",
        "bad_end": "Een uiteinde is links, rechts of de spinner.",
        "no_spinner": "{t} past aan geen kant van de spinner.",
        "not_there": "{t} mag daar niet.",
        "off_track": "Die eerste zet is geen beste: neem hem terug.",
        "spinner": "kant van de spinner, toont {x}",
        "player": "Speler {p}",
        "side": " (team {s})",
        "to_move": ", aan de beurt",
        "hand": "{who}: hand",
        "drew": "Speler {p} kon niet leggen en pakte {tiles}.",
        "pass": "Passen",
        "rules_block": "blokspel",
        "rules_draw": "trekspel",
        "set": "dubbel-{n}",
        "boneyard": "pot {n}",
        "best_move": "een beste eerste zet",
        "not_best_move": "niet de beste eerste zet",
        "choose": "speler {p} is aan de beurt: kies de eerste zet",
        "value": " · beste uitslag voor wie aan de beurt is: {v}",
        "picked": "{t} gekozen: kies nu een uiteinde.",
        "said": "Een geldige zet, maar niet de beste: neem hem terug en kijk nog eens.",
        "hint_left": "Speler {p} legt {t} aan het linkeruiteinde.",
        "hint_right": "Speler {p} legt {t} aan het rechteruiteinde.",
        "hint_spinner": "Speler {p} legt {t} aan de kant van de spinner die {x} toont.",
        "hint_pass": "Speler {p} past.",
        "hint_draw": "Speler {p} pakt {t}.",
        # issue 24: which arm of which spinner
        "arm_up": "spinner {k}, bovenste arm, toont {x}",
        "arm_down": "spinner {k}, onderste arm, toont {x}",
        "hint_arm_up": "Speler {p} legt {t} aan de bovenste arm van spinner {k}, die {x} toont.",
        "hint_arm_down": "Speler {p} legt {t} aan de onderste arm van spinner {k}, die {x} toont.",
        # issue 22: a young sheet of two calls the player to move "you"
        "not_turn_you": "Jij bent aan de beurt.",
        "may_not_pass_you": "Je kunt een steen leggen, dus je mag geen beurt overslaan.",
        "not_held_you": "Je hebt {t} niet.",
        "drew_you": "Je kon niet leggen en pakte {tiles}.",
        "choose_you": "Jij bent aan de beurt: kies de eerste steen die je legt.",
        "hint_left_you": "Leg {t} aan het linkeruiteinde.",
        "hint_right_you": "Leg {t} aan het rechteruiteinde.",
        "hint_spinner_you": "Leg {t} aan de kant van de spinner die {x} toont.",
        "hint_pass_you": "Je slaat een beurt over.",
        "hint_draw_you": "Pak {t}.",
        "hint_arm_up_you": "Leg {t} aan de bovenste arm van spinner {k}, die {x} toont.",
        "hint_arm_down_you": "Leg {t} aan de onderste arm van spinner {k}, die {x} toont.",
        # the pass button of a young sheet, in its rules' words ("miss a turn")
        "pass_young": "Beurt overslaan",
        # issue 42: the pupils' page plays the round out
        "over": "Het spel is uit: druk op Opnieuw om het nog eens te proberen.",
        "play_on": "speler {p} is aan de beurt: speel het spel uit",
        "play_on_you": "Jij bent aan de beurt: speel het spel uit.",
        "result_win": "Het team van speler {p} wint met {v}",
        "result_lose": "Het team van speler {p} verliest met {v}",
        "result_even": "Niemand scoort",
        "result_win_you": "Jij wint met {v}",
        "result_lose_you": "Jij verliest met {v}",
        "not_best_end": "Het spel is uit. {r}; het beste dat kan: {b}. Druk op Opnieuw om het nog eens te proberen.",
    },
    "de": {
        "line": "Die Reihe und ihre Enden",
        "first_only": "Das Rätsel fragt nur nach dem ersten Zug: nimm ihn zurück, um einen anderen zu versuchen.",
        "not_turn": "Spieler {p} ist am Zug.",
        "may_not_pass": "Spieler {p} kann einen Stein legen und darf nicht passen.",
        "not_held": "Spieler {p} hat {t} nicht.",
        "bad_end": "Ein Ende ist links, rechts oder der Spinner.",
        "no_spinner": "{t} passt an keine Seite des Spinners.",
        "not_there": "{t} darf nicht dorthin.",
        "off_track": "Dieser erste Zug ist keiner der besten: nimm ihn zurück.",
        "spinner": "Seite des Spinners, zeigt {x}",
        "player": "Spieler {p}",
        "side": " (Team {s})",
        "to_move": ", am Zug",
        "hand": "{who}: Hand",
        "drew": "Spieler {p} konnte nicht legen und zog {tiles}.",
        "pass": "Passen",
        "rules_block": "Blockspiel",
        "rules_draw": "Ziehspiel",
        "set": "Doppel-{n}",
        "boneyard": "Talon {n}",
        "best_move": "ein bester erster Zug",
        "not_best_move": "nicht der beste erste Zug",
        "choose": "Spieler {p} ist am Zug: wähle den ersten Zug",
        "value": " · bestes Ergebnis für die Seite am Zug: {v}",
        "picked": "{t} gewählt: wähle jetzt ein Ende.",
        "said": "Ein erlaubter Zug, aber nicht der beste: nimm ihn zurück und schau noch einmal.",
        "hint_left": "Spieler {p} legt {t} an das linke Ende.",
        "hint_right": "Spieler {p} legt {t} an das rechte Ende.",
        "hint_spinner": "Spieler {p} legt {t} an die Seite des Spinners, die {x} zeigt.",
        "hint_pass": "Spieler {p} passt.",
        "hint_draw": "Spieler {p} zieht {t}.",
        # issue 24: which arm of which spinner
        "arm_up": "Spinner {k}, oberer Arm, zeigt {x}",
        "arm_down": "Spinner {k}, unterer Arm, zeigt {x}",
        "hint_arm_up": "Spieler {p} legt {t} an den oberen Arm von Spinner {k}, der {x} zeigt.",
        "hint_arm_down": "Spieler {p} legt {t} an den unteren Arm von Spinner {k}, der {x} zeigt.",
        # issue 22: a young sheet of two calls the player to move "you"
        "not_turn_you": "Du bist am Zug.",
        "may_not_pass_you": "Du kannst einen Stein legen, darum darfst du nicht aussetzen.",
        "not_held_you": "Du hast {t} nicht.",
        "drew_you": "Du konntest nicht legen und hast {tiles} gezogen.",
        "choose_you": "Du bist am Zug: wähle den ersten Stein, den du legst.",
        "hint_left_you": "Lege {t} an das linke Ende.",
        "hint_right_you": "Lege {t} an das rechte Ende.",
        "hint_spinner_you": "Lege {t} an die Seite des Spinners, die {x} zeigt.",
        "hint_pass_you": "Du setzt einmal aus.",
        "hint_draw_you": "Zieh {t}.",
        "hint_arm_up_you": "Lege {t} an den oberen Arm von Spinner {k}, der {x} zeigt.",
        "hint_arm_down_you": "Lege {t} an den unteren Arm von Spinner {k}, der {x} zeigt.",
        # the pass button of a young sheet, in its rules' words ("miss a turn")
        "pass_young": "Aussetzen",
        # issue 42: the pupils' page plays the round out
        "over": "Die Runde ist vorbei: drück „Neu anfangen“, um es noch einmal zu versuchen.",
        "play_on": "Spieler {p} ist am Zug: spiel die Runde zu Ende",
        "play_on_you": "Du bist am Zug: spiel die Runde zu Ende.",
        "result_win": "Die Seite von Spieler {p} gewinnt mit {v}",
        "result_lose": "Die Seite von Spieler {p} verliert mit {v}",
        "result_even": "Niemand punktet",
        "result_win_you": "Du gewinnst mit {v}",
        "result_lose_you": "Du verlierst mit {v}",
        "not_best_end": "Die Runde ist vorbei. {r}; das Beste, was geht: {b}. Drück „Neu anfangen“, um es noch einmal zu versuchen.",
    },
    "lv": {
        "line": "Rinda un tās gali",
        "first_only": "Mīkla prasa tikai pirmo gājienu: atsauc to, lai mēģinātu citu.",
        "not_turn": "Gājiens ir spēlētājam {p}.",
        "may_not_pass": "Spēlētājs {p} var likt kauliņu, tāpēc nedrīkst izlaist.",
        "not_held": "Spēlētājam {p} nav {t}.",
        "bad_end": "Gals ir kreisais, labais vai spinera.",
        "no_spinner": "{t} neder nevienai spinera pusei.",
        "not_there": "{t} tur likt nedrīkst.",
        "off_track": "Šis pirmais gājiens nav labākais: atsauc to.",
        "spinner": "spinera puse, rāda {x}",
        "player": "Spēlētājs {p}",
        "side": " (komanda {s})",
        "to_move": ", iet",
        "hand": "{who}: roka",
        "drew": "Spēlētājs {p} nevarēja likt un paņēma {tiles}.",
        "pass": "Izlaist",
        "rules_block": "bloķēšanas spēle",
        "rules_draw": "ņemšanas spēle",
        "set": "dubult-{n}",
        "boneyard": "krājums {n}",
        "best_move": "labākais pirmais gājiens",
        "not_best_move": "nav labākais pirmais gājiens",
        "choose": "iet spēlētājs {p}: izvēlies pirmo gājienu",
        "value": " · labākais rezultāts pusei, kas iet: {v}",
        "picked": "{t} izvēlēts: tagad izvēlies galu.",
        "said": "Atļauts gājiens, bet ne labākais: atsauc to un paskaties vēlreiz.",
        "hint_left": "Spēlētājs {p} liek {t} kreisajā galā.",
        "hint_right": "Spēlētājs {p} liek {t} labajā galā.",
        "hint_spinner": "Spēlētājs {p} liek {t} spinera pusē, kas rāda {x}.",
        "hint_pass": "Spēlētājs {p} izlaiž.",
        "hint_draw": "Spēlētājs {p} ņem {t}.",
        # issue 24: which arm of which spinner
        "arm_up": "spinera {k} augšējais zars, rāda {x}",
        "arm_down": "spinera {k} apakšējais zars, rāda {x}",
        "hint_arm_up": "Spēlētājs {p} liek {t} pie spinera {k} augšējā zara, kas rāda {x}.",
        "hint_arm_down": "Spēlētājs {p} liek {t} pie spinera {k} apakšējā zara, kas rāda {x}.",
        # issue 22: a young sheet of two calls the player to move "you"
        "not_turn_you": "Gājiens ir tev.",
        "may_not_pass_you": "Tu vari pielikt kauliņu, tāpēc nedrīksti izlaist gājienu.",
        "not_held_you": "Tev nav {t}.",
        "drew_you": "Tu nevarēji likt un paņēmi {tiles}.",
        "choose_you": "Gājiens ir tev: izvēlies pirmo kauliņu, ko liksi.",
        "hint_left_you": "Liec {t} kreisajā galā.",
        "hint_right_you": "Liec {t} labajā galā.",
        "hint_spinner_you": "Liec {t} spinera pusē, kas rāda {x}.",
        "hint_pass_you": "Tu izlaid gājienu.",
        "hint_draw_you": "Ņem {t}.",
        "hint_arm_up_you": "Liec {t} pie spinera {k} augšējā zara, kas rāda {x}.",
        "hint_arm_down_you": "Liec {t} pie spinera {k} apakšējā zara, kas rāda {x}.",
        # the pass button of a young sheet, in its rules' words ("miss a turn")
        "pass_young": "Izlaist gājienu",
        # issue 42: the pupils' page plays the round out
        "over": "Partija ir beigusies: spied “No sākuma”, lai mēģinātu vēlreiz.",
        "play_on": "iet spēlētājs {p}: izspēlē partiju līdz beigām",
        "play_on_you": "Gājiens ir tev: izspēlē partiju līdz beigām.",
        "result_win": "Spēlētāja {p} puse uzvar ar {v}",
        "result_lose": "Spēlētāja {p} puse zaudē ar {v}",
        "result_even": "Neviens neiegūst punktus",
        "result_win_you": "Tu uzvari ar {v}",
        "result_lose_you": "Tu zaudē ar {v}",
        "not_best_end": "Partija ir beigusies. {r}; labākais iespējamais: {b}. Spied “No sākuma”, lai mēģinātu vēlreiz.",
    },
}

# What only the teacher's page says: the best, the fewest (domino_puzzles/web/words.py).
TEACHER_WORDS = ("value",)


# Why a hint's move is right, by its technique (solver/hints/<kind>.py), in the
# page's words: a worksheet's page in nl, de or lv says it after the move.
WHY: dict[str, dict[str, str]] = {
    "en": {
        "only-move": "It is the only move there is.",
        "wins-now": "It ends the round at once, and your side scores.",
        "block": "After it the next player has nothing to lay and must pass.",
        "read-out": "Few tiles are left: playing every reply to the end shows it is best.",
        "search": "No rule settles it: searching every line of play shows it is best.",
    },
    "nl": {
        "only-move": "Het is de enige zet die kan.",
        "wins-now": "Zo eindigt het spel meteen en scoort jouw kant.",
        "block": "Daarna heeft de volgende speler niets om te leggen en moet hij passen.",
        "read-out": "Er zijn weinig stenen over: elk antwoord tot het eind uitspelen laat zien dat dit het beste is.",
        "search": "Geen regel beslist het: alle spelverlopen doorzoeken laat zien dat dit het beste is.",
    },
    "de": {
        "only-move": "Es ist der einzige mögliche Zug.",
        "wins-now": "So endet die Runde sofort, und deine Seite punktet.",
        "block": "Danach hat der nächste Spieler nichts zu legen und muss passen.",
        "read-out": "Es sind nur wenige Steine übrig: Jede Antwort bis zum Ende durchgespielt zeigt, dass dies am besten ist.",
        "search": "Keine Regel entscheidet es: Alle Spielverläufe durchsuchen zeigt, dass dies am besten ist.",
    },
    "lv": {
        "only-move": "Tas ir vienīgais iespējamais gājiens.",
        "wins-now": "Tā partija beidzas uzreiz, un tava puse iegūst punktus.",
        "block": "Pēc tam nākamajam spēlētājam nav ko likt, un viņam jāizlaiž.",
        "read-out": "Palikuši maz kauliņu: izspēlējot katru atbildi līdz galam, redzams, ka šis ir labākais.",
        "search": "To neizšķir neviens noteikums: pārmeklējot visas spēles gaitas, redzams, ka šis ir labākais.",
    },
}


def hint_text(move: dict[str, Any], lang: str, data: dict[str, Any] | None = None) -> str:
    """A hint's move in the page's words, as the kind's script names it
    (`hintText`): the player as the sheet names them (`people` in `data`)."""
    end = move.get("end", "draw")  # a draw names no end: {player, draw}
    key = "hint_" + (f"arm_{end['arm']}" if isinstance(end, dict) else end)
    data = data or {}
    you = data.get("you") and move["player"] == data.get("toMove")
    key += "_you" if you else ""
    words = WORDS.get(lang, WORDS["en"])
    text = words.get(key) or WORDS["en"][key]
    k = end["spinner"] if isinstance(end, dict) else None
    p = move["player"] + data.get("firstPlayer", 0)
    return text.format(p=p, t=move.get("tile") or move.get("draw"), x=move.get("to"), k=k)


# -- the pupils' page: the round played out (issue 42) -------------------------------
# At most this many positions (each after a move of the pupil's side) in a
# page's tree; a puzzle whose tree is bigger keeps the first-move judgement.
TREE_LIMIT = 1500


class _TooBig(Exception):
    pass


def _mine(position, player: int) -> bool:
    """Is `player` on the side of the player to move (the pupil's)?"""
    return position.side(player) == position.side(position.to_move)


def _after(table: Any, move: Any) -> Any:
    table = table.copy()
    table.play(move)
    return table


def _key(table) -> tuple:
    arms = tuple(sorted((str(k), s, str(a)) for k, v in table.arms.items() for s, a in v.items()))
    hands = tuple(tuple(sorted(map(str, h))) for h in table.hands)
    return (str(table.line), arms, hands, len(table.boneyard), table.player)


def _value(table, memo: dict, budget: list[int]) -> int:
    """The round's points for the pupil's side, every side playing its best."""
    if table.over:
        return table.value()
    key = _key(table)
    if key not in memo:
        budget[0] -= 1
        if budget[0] < 0:
            raise _TooBig
        values = [_value(_after(table, m), memo, budget) for m in table.options()]
        memo[key] = max(values) if _mine(table.position, table.player) else min(values)
    return memo[key]


def _replies(table: Any, memo: dict[Any, Any], budget: Any) -> tuple[list[Any], Any]:
    """The moves the page plays after a move of the pupil's: the other side's
    best replies, and any draw or pass the rules force on the pupil's side,
    until the pupil's side has a tile to lay or the round is over."""
    out = []
    while not table.over and not (_mine(table.position, table.player) and table._lays()):
        options = table.options()
        move = options[0]
        if len(options) > 1:  # the other side's best: the first of the lowest
            values = [_value(_after(table, m), memo, budget) for m in options]
            move = options[values.index(min(values))]
        table = _after(table, move)
        out.append(move.to_mapping())
    return out, table


def _lay_mapping(move) -> dict[str, Any]:
    end = move.to_mapping()["end"]
    return {"tile": str(move.tile), "end": end, "to": move.to}


def played_out(puzzle, data: dict[str, Any], salt: str) -> dict[str, Any] | None:
    """The round as the pupils' page plays it out: `{tree, line}`, or None
    where it does not fit (`TREE_LIMIT`) or the player to move has no lay.

    `tree` is `{salt, nodes}`: for every line of the pupil's lays, the node
    `sha256("node:" + salt + ":" + path)` (path: the lays as `lay_text`
    writes them, joined by "|") holds, boxed with the key
    `sha256("key:" + salt + ":" + path)`, the page's replies and then either
    the pupil's lays there (`lays`, `turn`) or the end (`end`: the result
    for the pupil's side and the best; where it is the best, the puzzle's
    code key, codes.py `tree_key`, also `key` of the result). `line` is the
    pupil's moves of one best line, for the hints."""
    from domino_puzzles.play_html import box
    from domino_puzzles.web.codes import tree_key
    from solver.dominoes.endgame.solve import opening

    table = opening(puzzle)
    if not table._lays():
        return None
    memo: dict = {}
    budget = [TREE_LIMIT * 20]
    nodes: dict[str, str] = {}
    opened: list[tuple[str, dict[str, Any]]] = []  # boxed once the key is known
    try:
        best = _value(table, memo, budget)

        def walk(table, path: list[str]) -> None:
            for move in table._lays():
                lay = _lay_mapping(move)
                here = [*path, lay_text(lay)]
                reply, after = _replies(_after(table, move), memo, budget)
                node: dict[str, Any] = {"reply": reply}
                if after.over:
                    node["end"] = {"result": after.value(), "best": best}
                else:
                    node["turn"] = after.player
                    node["lays"] = [_lay_mapping(m) for m in after._lays()]
                opened.append(("|".join(here), node))
                if len(opened) > TREE_LIMIT:
                    raise _TooBig
                if not after.over:
                    walk(after, here)

        walk(table, [])
        line = _best_line(table, memo, budget)
    except _TooBig:
        return None
    if best != data.get("value"):
        return None  # not the solver's value: judge as before
    ends = [(text, node) for text, node in opened if node.get("end", {}).get("result") == best]
    key = tree_key(salt, [text for text, _ in ends])
    for _, node in ends:
        node["end"]["key"] = key
    for text, node in opened:
        nodes[_hash(f"node:{salt}:{text}")] = box(_hash(f"key:{salt}:{text}"), node)
    return {"tree": {"salt": salt, "nodes": nodes}, "line": line, "key": key}


def _best_line(table, memo, budget) -> list[dict[str, Any]]:
    """The pupil's moves of one best line: the first best lay each time."""
    line = []
    while not table.over:
        moves = table._lays()
        values = [_value(_after(table, m), memo, budget) for m in moves]
        move = moves[values.index(max(values))]
        line.append(move.to_mapping())
        _, table = _replies(_after(table, move), memo, budget)
    return line


def best_line(puzzle) -> list[dict[str, Any]]:
    """The pupil's moves of the best line the pupils' page plays (its hints)."""
    from solver.dominoes.endgame.solve import opening

    return _best_line(opening(puzzle), {}, [10**6])


def _hash(text: str) -> str:
    import hashlib

    return hashlib.sha256(text.encode()).hexdigest()


def pupil_moves(puzzle) -> int:
    """How many lays the pupil's side makes in the solver's best line: a
    worksheet's page wants at least two (`MIN_PUPIL_MOVES`)."""
    from domino_puzzles.pages import answer_of
    from solver.registry import KINDS

    answer = answer_of(KINDS["endgame"], puzzle)
    return sum(1 for m in answer.moves if m.lays and _mine(puzzle, m.player))


MIN_PUPIL_MOVES = 2


def sheet_fit(puzzle, age: int) -> tuple[bool, tuple[bool, int]]:
    """How an endgame suits a worksheet for pupils of `age` (the worksheet
    asks each kind's page piece): whether it does, and a rank (lower first)
    for the rest. The pupils' page plays the round out, so it should ask at
    least MIN_PUPIL_MOVES lays of the pupil's side; a young sheet's players
    are "you and your friend", so two of them."""
    from puzzles.drawing import young

    pair = not young(age) or puzzle.players == 2
    moves = pupil_moves(puzzle)
    return pair and moves >= MIN_PUPIL_MOVES, (not pair, -moves)
