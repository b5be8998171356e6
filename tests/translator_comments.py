"""Writes the translators' comments of the English catalog: for each message,
who reads it and where (`Audience:`), and, for each placeholder, what it
holds (`{t}: ...`), so a translator sees in Poedit or Weblate what the
English alone does not say. Its lines come last, from "Audience:" on; a comment
written by hand is kept, before them.

    .venv/bin/python -m tests.translator_comments

Then the three pybabel lines of docs/development.md carry the comments to
the template and every catalog (the extractor, puzzles/i18n_babel.py, reads
them from the English catalog). Run again, it changes nothing; after a merge
that added messages, it comments them too (a group or placeholder it has no
words for fails it: add them to `AUDIENCE` or `HOLDS`).
"""

from __future__ import annotations

# ruff: noqa: E501  (a comment reads better whole than cut at 100 characters)
import re
import sys

from puzzles.i18n import SOURCE
from puzzles.i18n_babel import read_catalog, write_catalog

# Who reads a group's messages, and where: the first prefix that matches.
AUDIENCE: list[tuple[str, str]] = [
    (
        "sheet.*.young.",
        "children of 6-7, on a printed worksheet and its play page: a 6-year-old's words, short sentences, the child addressed as du/jij/tu",
    ),
    (
        "steps.young.",
        "children of 6-7: a sentence under a drawn step of a young worksheet, at most about 45 letters; the child addressed as du/jij/tu",
    ),
    (
        "sheet.",
        "pupils of 8 and up: a sentence of a worksheet's rules box (printed, and on its play page); the pupil addressed as du/jij/tu",
    ),
    (
        "paper.common.",
        "a book's or a worksheet's reader, printed on the page (labels, key notes, the title pages)",
    ),
    ("paper.", "a book's reader: the kind's name, its rules box or a key's text, printed"),
    (
        "screen.why.",
        "a player on the playable page (play.html): why a hint's move is right, one sentence",
    ),
    (
        "screen.",
        "a player or pupil on the playable page (play.html): a status line, a message or a button (a button's label as short as the English)",
    ),
    (
        "room.",
        "players of the game room (games.html), on screen: labels and buttons as short as the English, the players addressed as du/jij/tu",
    ),
    ("table.", "a player of `domino-puzzles play` at the terminal"),
    ("game.", "a played game told as text in the terminal and in its log (play, review)"),
    ("review.", "a player reading the review of a played game (review.html or the terminal)"),
    (
        "answer.",
        "an answer told as text in the terminal and in a book's key steps (solve, check, hint)",
    ),
    ("hint.", "`domino-puzzles hint` in the terminal: the next move and why"),
    (
        "technique.",
        "the name of a solving technique, as hint and the page's hint name it (a short noun phrase)",
    ),
    ("command_line.", "a command line's refusal of an option's value, in the terminal"),
    ("command.", "the terminal output of a command (solve, check, analyse, generate, book...)"),
    ("error.", "an error message in the terminal: the file, puzzle or field named before it"),
    (
        "os_error.",
        "the system's reason a file could not be read or written, after a file's name in an error message",
    ),
    (
        "help.",
        "--help of a command in the terminal (an option's help: one sentence, the default in brackets)",
    ),
    ("click.", "the command line's own messages in the terminal (usage, a bad option)"),
    (
        "preflight.",
        "`domino-puzzles preflight`: a report of what a print service checks, in the terminal",
    ),
    ("progress.", "a long command's progress, in the terminal"),
    ("landing.", "the buyer of a book or the teacher of a worksheet, on the folder's index.html"),
    ("results.", "the teacher, on the results page of a worksheet (results.html)"),
    ("listing.", "the book's maker: what to type into a print service's title form (listing.txt)"),
    ("guide.", "a book's reader: the solving guide at the front of a book"),
    ("noun.", "a counted word on its own (room, review): its forms in the language's plural order"),
    ("colour.", "a Florentine colour's name, printed and on screen"),
    ("number.", "how the language writes a number: the decimal sign, the percent pattern (CLDR's)"),
]

# What a placeholder holds: by its name, in the first group prefix that matches ("" any group).
HOLDS: dict[str, list[tuple[str, str]]] = {
    "m": [("screen.regions.", "a number of regions met")],
    "n": [
        ("number.", "the number, already written"),
        ("", "a number (a count where the message is plural)"),
    ],
    "t": [("", "a tile as written, like 3-4")],
    "x": [("preflight.", "a measure with its unit, like 7 pt"), ("", "a number of pips, like 5")],
    "y": [("", "a number of pips")],
    "p": [("", "a player's or hand's number, like 2")],
    "q": [("", "a player's number")],
    "tile": [("", "a tile as written, like 3-4")],
    "tiles": [
        ("command.", "a count of tiles, already written"),
        ("", "tiles as written, like 3-4 5-5"),
    ],
    "who": [("", "a player or side, already named (player 2, players 1 and 3, you)")],
    "c": [
        ("screen.florentine.", "a cell of the board, like D3"),
        ("", "a cell of the grid or board, like C2"),
    ],
    "name": [
        ("click.", "what the command line calls the value (an option or argument)"),
        ("results.", "a pupil's name"),
        ("screen.", "a pupil's name"),
        ("progress.", "a file's name"),
        ("preflight.", "a file's or font's name"),
        ("", "a kind's shown name, like Domino chain"),
    ],
    "card": [("", "a Florentine card as written, like G1BRG or F13")],
    "cards": [("", "a number of cards, or cards as written")],
    "cell": [("", "a cell of the board, like D3")],
    "cells": [("", "cells as written, like C2 D2")],
    "k": [
        ("screen.endgame.", "a spinner's name (its place in the line, or a double like 5-5)"),
        ("paper.endgame.", "a spinner's name (its place in the line, or a double like 5-5)"),
        ("hint.", "a number of deals"),
        ("screen.", "a number (tiles, dominoes or cards laid so far)"),
    ],
    "what": [
        ("progress.", "what is made, like puzzles"),
        ("command.", "a file's name and what it holds"),
        ("preflight.", "what is checked, already said"),
        ("", "a move or thing already said in words"),
    ],
    "at": [
        ("screen.chain.", "a position's number in the line, like 3"),
        ("answer.chain.", "a position's number in the line, like 3"),
        ("", "two cells a domino covers, like C2-D2"),
    ],
    "a": [
        ("screen.regions.picked_", "a number of pips, the domino's first half"),
        ("screen.regions.", "a cell, like C2"),
        ("screen.chain.", "a number of pips"),
        ("screen.dominosa.", "a cell, like C2"),
        ("", "a player's number"),
    ],
    "b": [
        ("screen.regions.picked_", "a number of pips, the domino's second half"),
        ("screen.regions.not_near", "a cell, like D2"),
        ("screen.regions.", "a region's label on the board, like 3"),
        ("screen.chain.", "the number of pips it would meet"),
        ("screen.dominosa.", "a cell, like D2"),
        ("screen.endgame.", "the best result, already said"),
        ("", "a player's number"),
    ],
    "colour": [("", "a Florentine colour's name, like green")],
    "kind": [("", "a puzzle kind's shown name, like Domino chain")],
    "kinds": [("", "a list of kind ids, like endgame, chain")],
    "value": [
        ("click.", "the value typed on the command line"),
        ("command_line.", "the value typed on the command line"),
        (
            "hint.florentine.",
            "a move's value, already written in words (result +2.50 (9 gems at the end))",
        ),
        ("", "a value, already written with its sign"),
    ],
    "to": [("", "the tile or end it goes against, already said")],
    "reason": [("", "the system's reason, from os_error (like No such file or directory)")],
    "filename!r": [("", "a file's name, quoted")],
    "line": [("", "a line's number (in a file or a pasted list)")],
    "move": [("", "a move as written, like 3-4 left")],
    "key": [("", "a spinner's name (its place in the line, or a double like 5-5)")],
    "seed": [("", "the seed, a whole number")],
    "name!r": [("", "an option's name, quoted")],
    "where": [
        ("preflight.", "a page or the cover, already said"),
        ("", "where it goes, already said"),
    ],
    "file": [("", "a file's name")],
    "status": [("", "the solver's status, already said (optimal, unique...)")],
    "ends": [("", "the open ends' numbers, like 3, 5")],
    "turn": [("", "a quarter-turn count, 0 to 3")],
    "points": [("", "a number of points")],
    "others": [("", "the pips in the other hands, a number")],
    "v": [("", "a result in points, with its sign")],
    "luck": [("", "a luck value in points, with its sign")],
    "count": [("", "a number")],
    "players": [("", "a number of players")],
    "pages": [("", "a count of pages, already said with its word (pages_n)")],
    "end": [("", "an end of the line, already named (left, right, or a number)")],
    "side": [
        ("table.", "a side, already named (players 1 and 3)"),
        ("", "an edge of a card, already named (top, left...)"),
    ],
    "rules": [("", "the rules' name, already said (Block, Draw)")],
    "set": [("", "the set, already said (double-6 set)")],
    "cost": [("", "points lost, already written")],
    "most": [("", "a number, the most allowed")],
    "message": [("", "the reason, already said")],
    "value!r": [("", "the value typed, quoted")],
    "level": [("", "a difficulty level's name (easy, medium, hard, extreme)")],
    "measured": [("", "a measure with its unit")],
    "allowed": [("", "the limit with its unit")],
    "service": [("", "a print service's name, like KDP")],
    "game": [("", "the game's name, already said (Block, Draw)")],
    "share": [("", "a share, already written as a percentage")],
    "low": [("", "a number, the interval's low end")],
    "high": [("", "a number, the interval's high end")],
    "out": [("", "a file or folder's name")],
    "example": [("", "an example as typed, like 5")],
    "mean": [("", "a number of points, with its sign")],
    "result": [
        ("answer.florentine.value_result", "a result, already written with its sign, like +2.50"),
        ("", "who won, already said"),
    ],
    "scores": [("", "the scores, already written")],
    "own": [("", "a number of pips")],
    "score": [("", "a score, a number")],
    "s": [("screen.endgame.", "a side's number"), ("", "a number of gems")],
    "names": [("", "names, already joined")],
    "choices": [("", "the values allowed, joined")],
    "left": [("", "kind names, joined")],
    "item": [("", "what is printed there, already said")],
    "page": [("", "a page's number")],
    "h": [("", "a height in mm, already written")],
    "w": [("", "a width in mm, already written")],
    "facts": [("", "what was checked, already said")],
    "files": [("", "file names, joined")],
    "moves": [("", "moves as written, joined")],
    "keys": [("", "a count of key pages, already said with its word")],
    "why": [("", "why, already said as a sentence")],
    "pips": [("", "a number of pips")],
    "shows": [("", "a number of pips")],
    "arm": [("", "which arm, already said (up, down)")],
    "other": [("", "a place or colour, already said")],
    "r": [("screen.regions.", "a number of regions"), ("", "the result, already said")],
    "spinners": [("", "which doubles are spinners, as given on the command line (all, first)")],
    "target": [("", "the points that win the game")],
    "round": [("", "a round, already named (Round 2)")],
    "unit": [("", "the unit of the cost, already said (points, gems)")],
    "levels": [("", "level names, joined")],
    "paper": [("", "the paper's name, like A4 or 6x9in")],
    "command": [("", "a command line to type, never translated")],
    "label": [("", "a puzzle's label, like 3 or its title")],
    "problem": [("", "the YAML reader's reason, in English")],
    "pt": [("", "a size in points, already written")],
    "nargs": [("", "a number")],
    "range": [("", "a range, like 1<=x<=10")],
    "done": [("", "a number")],
    "install": [("", "the command that installs it, never translated")],
    "against": [("", "who plays against whom, already said")],
    "problems": [("", "what is wrong, already said")],
    "got": [("", "a value")],
    "field": [("", "a field's name in the file, never translated")],
    "given": [("", "a value")],
    "failed": [("", "a number")],
    "total": [("", "a number")],
    "difficulty": [("", "a difficulty level's name")],
    "sizes": [("", "the hands' sizes, joined")],
    "win": [("", "a share of wins, as a percentage")],
    "how": [("", "how the round ended, already said")],
    "path": [("", "a file's name")],
    "centre": [("", "the centre cell, like D4")],
    "ways": [("", "ways the card is written, joined")],
    "goal": [("", "the goal, already said")],
    "dominoes": [("", "dominoes as written, joined")],
    "sides": [("", "who plays with whom, already said")],
    "over": [("", "how the round ends, already said")],
    "held": [("", "pips in hand, already written")],
    "one": [("", "the move's cost, already written")],
    "cls": [("", "the move's class, already said (blunder, mistake...)")],
    "puzzles": [("", "a count of puzzles, already said with its word")],
    "age": [("", "the pupils' ages, like 8-9")],
    "top": [("", "a colour's name")],
    "right": [("", "a colour's name")],
    "bottom": [("", "a colour's name")],
    "o": [("", "a card, already named")],
    "fewest": [("", "a number of cards")],
    "best": [("", "a number of gems")],
    "id": [("", "a puzzle's number or id")],
    "column": [("", "a column's number")],
    "known": [("", "field names, joined, never translated")],
    "asked": [("", "a number")],
    "least": [("", "a number of pages")],
    "before": [("", "a number of gems")],
    "discards": [("", "cards as written, joined")],
    "pile": [("", "a number of cards")],
    "pool": [("", "cards as written, joined")],
    "state": [("", "what became of the personal card, already said")],
    "gems": [("", "a number of gems, already said with its word")],
    "title": [("", "the sheet's title")],
    "codes": [("", "a number of codes")],
    "list": [("", "page numbers, joined")],
    "year": [("", "a year")],
    "author": [("", "the author's name")],
    "model": [("", "how the others were valued, already said")],
    "owner": [("", "a pupil's name")],
    "code": [("", "a pupil's code, like K7Q2")],
    "models": [("", "the models' words, joined")],
    "var": [("", "an environment variable's name")],
    "default": [("", "the default value")],
    "args": [("", "the extra arguments, as typed")],
    "possibility": [("", "an option's name")],
    "possibilities": [("", "options' names, joined")],
    "param_hint": [("", "the option or argument, quoted")],
    "option": [("", "the help option, --help")],
    "param_name": [("", "a parameter's name")],
    "param_type": [("", "what kind of value, already said")],
    "choice": [("", "the choices, already said")],
    "states": [("", "the values allowed, joined")],
    "number_type": [("", "the kind of number, already said")],
    "last": [("", "the last seat's number")],
    "folder": [("", "a folder's name")],
    "text": [
        ("error.", "the message, already said"),
        ("screen.common.hint_says", "the hint, already said"),
        ("", "what was typed or pasted, as typed"),
    ],
}

# The game room's messages number their placeholders: what each holds.
ROOM: dict[str, dict[str, str]] = {
    "seat_n": {"0": "a seat's number"},
    "double_n": {"0": "the set's highest number, like 6"},
    "round_n": {"0": "the round's number"},
    "tiles_n": {"0": "a number of tiles"},
    "gems_n": {"0": "a number of gems"},
    "points_n": {"0": "a number of points"},
    "side_score": {"0": "a seat's number", "1": "its partner's seat number", "2": "their score"},
    "did": {"0": "a player's name", "1": "what they did, already said (laid 3-4 on the left end.)"},
    "thinking": {"0": "a player's name"},
    "laid_first": {"0": "a tile, like 3-4"},
    "laid_tile": {"0": "a tile, like 3-4", "1": "the end, already named (left end)"},
    "laid_card": {"0": "a cell, like D3"},
    "laid_personal": {"0": "a cell, like D3"},
    "hidden_hand": {"0": "a player's name"},
    "i_am": {"0": "a player's name"},
    "put_at": {"0": "a tile, like 3-4", "1": "the end, already named (left end)"},
    "tile_label": {"0": "a tile, like 3-4 (read aloud by a screen reader)"},
    "boneyard_n": {"0": "a number of tiles"},
    "target_n": {"0": "a number of points"},
    "round_over": {"0": "the round's number"},
    "wins_points": {"0": "a player's name", "1": "a number of points"},
    "side_wins": {
        "0": "a seat's number",
        "1": "its partner's seat number",
        "2": "a number of points",
    },
    "pips_left": {"0": "a player's name", "1": "a number of pips"},
    "wins_match": {"0": "a player's name"},
    "side_wins_match": {"0": "a seat's number", "1": "its partner's seat number"},
    "cell_label": {"0": "a cell, like D3 (read aloud by a screen reader)"},
    "card_label": {"0": "a card, like G1BRG (read aloud by a screen reader)"},
    "pile_n": {"0": "a number of cards"},
    "sealed_now": {"0": "a colour's name", "1": "a number of gems"},
    "sealed_score": {"0": "a player's name", "1": "a number of gems"},
    "why_heavy": {"0": "a tile, like 6-5", "1": "a number of pips"},
    "why_lays": {
        "0": "a tile, like 6-5",
        "1": "a number of pips",
        "2": "the ends' numbers, like 3, 5",
    },
    "why_heavy_seen": {"0": "a tile, like 6-5", "1": "a number of pips"},
    "why_discard_seen": {"0": "a card, like G1BRG"},
    "why_keep": {"0": "a tile, like 6-5"},
    "why_out": {"0": "a tile, like 6-5"},
    "why_shut": {"0": "a tile, like 6-5"},
    "why_double": {"0": "a double, like 5-5"},
    "why_personal": {"0": "a number of gems"},
    "why_seal": {"0": "a number of gems"},
    "why_lookahead": {"0": "a number of gems"},
    "drew_n": {"0": "a player's name", "1": "a number of tiles"},
    "passed_n": {"0": "a player's name"},
    "move_drew": {"0": "a player's name"},
    "review_saved": {"0": "a file's name"},
}

AUDIENCE_LINE = "Audience: "
PLACEHOLDER = re.compile(r"\{([^{}]*)\}")


def _match(prefix: str, context: str) -> bool:
    return re.match(re.escape(prefix).replace(r"\*", r"[^.]+"), context) is not None


def comments(context: str, text: str) -> list[str]:
    """The lines this script writes for a message."""
    audience = next((who for prefix, who in AUDIENCE if _match(prefix, context)), None)
    if audience is None:
        raise SystemExit(f"{context}: no audience for its group (add it to AUDIENCE)")
    lines = [f"{AUDIENCE_LINE}{audience}."]
    for name in dict.fromkeys(PLACEHOLDER.findall(text)):
        if name.isdigit() and not context.startswith("room."):
            continue
        if name.isdigit():
            what = ROOM.get(context.removeprefix("room."), {}).get(name)
        else:
            what = next((w for p, w in HOLDS.get(name, []) if _match(p, context)), None)
        if what is None:
            raise SystemExit(f"{context}: nothing says what {{{name}}} holds (add it to HOLDS)")
        lines.append(f"{{{name}}}: {what}.")
    return lines


def own(lines: list[str]) -> list[str]:
    """The comments written by hand: those before this script's first line
    (a `.po` wraps a long comment over several `#.` lines, read back as one
    each, so what follows "Audience: " is all this script's)."""
    mine = next((i for i, line in enumerate(lines) if line.startswith(AUDIENCE_LINE)), len(lines))
    return list(lines[:mine])


def written(lines: list[str]) -> str:
    """This script's comments of a message as one text (however a `.po` wrapped them)."""
    return " ".join(" ".join(lines[len(own(lines)) :]).split())


def main() -> None:
    catalog = read_catalog(SOURCE)
    for message in catalog:
        if not message.id or not message.context:
            continue
        text = " ".join(message.id) if isinstance(message.id, tuple | list) else message.id
        message.auto_comments = own(message.auto_comments) + comments(message.context, text)
    write_catalog(SOURCE, catalog)


if __name__ == "__main__":
    main()
    sys.exit(0)
