"""What play.html knows of a domino endgame puzzle (domino_puzzles/web/__init__.py)."""

from __future__ import annotations

from collections.abc import Iterator

# ruff: noqa: E501  (the words read better as whole sentences)
from typing import Any

from domino_puzzles.web import tiles
from puzzles import i18n
from puzzles.words import ENGLISH, Words


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


def page_data(puzzle, answer, words: Words = ENGLISH, age: int | None = None) -> dict[str, Any]:
    from domino_puzzles.pages import answer_of
    from solver.dominoes.endgame.solve import first_moves, opening
    from solver.limits import Limits
    from solver.registry import ENDGAME

    # The solver's own answer: a `solution` given in the file is not trusted here.
    lays = first_moves(puzzle, answer_of(ENDGAME, puzzle), Limits())
    table = opening(puzzle)
    drawn = table.hands[puzzle.to_move][len(puzzle.hands[puzzle.to_move]) :]
    return {
        "set": puzzle.set_size,
        "rules": puzzle.game,
        "spins": puzzle.spins_now,  # does a double laid now spin (its arms open)?
        "line": str(puzzle.line),
        "hands": [tiles(h) for h in table.hands],
        "toMove": puzzle.to_move,
        "firstPlayer": 1,  # players said as the paper counts them, from 1
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
        **({} if age is None else people(puzzle, words, age)),
    }


def people(puzzle, words: Words, age: int) -> dict[str, Any]:
    """Who is who on a worksheet's page, as its printed sheet says it
    (puzzles/drawing/endgame_sheet.py): `names`, the caption over each hand
    ("Your tiles (you go first)", "Your friend's tiles"; "Player 1" upwards
    with more players, or on an older sheet);
    `firstPlayer`, the number the sheet gives the first player (1); `you`, whether the player to move is "you" (a young sheet of
    two), whom the page's sentences then address (the `_you` words); `young`,
    whether the pass button says it as the young rules do ("miss a turn"); and
    `facts`, what the sheet prints under the puzzle's title."""
    from puzzles.drawing import young
    from puzzles.drawing.endgame import facts
    from puzzles.drawing.endgame_sheet import hand_label

    return {
        "facts": facts(puzzle, words, age),
        # the page marks the player to move itself (play.css), not with print's ▶
        "names": [
            hand_label(puzzle, p, words, age).removeprefix("▶ ") for p in range(puzzle.players)
        ],
        "firstPlayer": 1,  # as the sheet counts them, at every age
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
WORDS = i18n.table("screen.endgame")

# What only the teacher's page says: the best, the fewest (domino_puzzles/web/words.py).
TEACHER_WORDS = ("value", "not_best_end")


# Why a hint's move is right, by its technique (solver/hints/<kind>.py), in the
# page's words: a worksheet's page in nl, de or lv says it after the move.
WHY = i18n.table("screen.why.endgame")


def hint_text(move: dict[str, Any], words: Words, data: dict[str, Any] | None = None) -> str:
    """A hint's move in the page's words, as the kind's script names it
    (`hintText`): the player as the sheet names them (`people` in `data`)."""
    end = move.get("end", "draw")  # a draw names no end: {player, draw}
    key = "hint_" + (f"arm_{end['arm']}" if isinstance(end, dict) else end)
    data = data or {}
    own = WORDS.get(words.lang, WORDS["en"])
    if data.get("you"):  # a young sheet of two: "you" and "your friend" (endgame.js `about`)
        mine = move["player"] == data.get("toMove")
        key += "_you" if mine else "_friend" if key + "_friend" in WORDS["en"] else ""
    text = own.get(key) or WORDS["en"][key]
    k = end["spinner"] if isinstance(end, dict) else None
    p = move["player"] + data.get("firstPlayer", 0)
    return text.format(p=p, t=move.get("tile") or move.get("draw"), x=move.get("to"), k=k)


# -- the pupils' page: the round played out (issue 42) -------------------------------
# At most this many positions (each after a move of the pupil's side) in a
# page's tree; a puzzle whose tree is bigger keeps the first-move judgement.
TREE_LIMIT = 1500
# At most this many tiles in the hands and the boneyard: a bigger round's
# tree is not tried (a huge table makes each position dear, and its walk
# alone could take minutes before the limit above is met).
TREE_TILES = 20


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
    """The round as the page plays it out: `{tree, line}`, or None where it
    does not fit (`TREE_TILES`, `TREE_LIMIT`) or the player to move has no lay.

    `tree` is `{salt, nodes}`: for every line of the pupil's lays, the node
    `sha256("node:" + salt + ":" + path)` (path: the lays as `lay_text`
    writes them, joined by "|") holds, boxed with the key
    `sha256("key:" + salt + ":" + path)`, the page's replies and then either
    the pupil's lays there (`lays`, `turn`) or the end (`end`: the result
    for the pupil's side and the best; where it is the best, the puzzle's
    code key, codes.py `tree_key`, also `key` of the result). `line` is the
    pupil's moves of one best line, for the hints."""
    from domino_puzzles.web.boxes import box
    from domino_puzzles.web.codes import tree_key
    from solver.dominoes.endgame.solve import opening

    if sum(len(h) for h in puzzle.hands) + len(puzzle.boneyard or ()) > TREE_TILES:
        return None
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
    from solver.registry import ENDGAME

    answer = answer_of(ENDGAME, puzzle)
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
