"""The `endgame` puzzle kind: double-dummy line play of a Block or Draw round.

All hands are open, a line lies on the table and a player is to move; the
answer is the best score the side to move can force (docs/rules.md section 5).
The round itself (position, moves, answer, referee) is puzzles/dominoes/endgame_round.py;
this module reads and writes it (YAML and JSON, docs/formats.md) and tells it
in words.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from puzzles import fields, i18n
from puzzles.command_words import listed, phrase
from puzzles.dominoes import endgame_hidden as hidden
from puzzles.dominoes.endgame_round import (
    ARM_SIDES,
    KIND,
    SPINNER_RULES,
    Answer,
    ArmEnd,
    End,
    Move,
    Position,
    Table,
    dump_arms,
    replay,
)
from puzzles.dominoes.line import Line
from puzzles.dominoes.tiles import Rules, Tile, double_set, pips
from puzzles.errors import BadInput
from puzzles.words import ENGLISH, Words

ANSWER_FIELDS = ("value", "unique")
_FIELDS = (
    *fields.COMMON_FIELDS,
    *("rules", "set", "line", "hands", "to_move", "partnerships", "boneyard", "spinners"),
    "spinner_rule",
    *("seen_from", "history"),  # hidden hands (puzzles/dominoes/endgame_hidden.py)
)


# -- YAML ----------------------------------------------------------------------
def load(data: Mapping[str, Any]) -> Position | hidden.HiddenPosition:
    data = fields.require_mapping(data)
    fields.reject_unknown(data, _FIELDS)
    seen = hidden.is_hidden(data)
    game = fields.field(data, "rules", Rules.parse, Rules.BLOCK)
    size = fields.field(data, "set", fields.integer, 6)
    try:
        double_set(size)
    except BadInput as error:
        raise error.at("set") from None
    tile = lambda v: Tile.parse(v, size)  # noqa: E731 - a one-word parser
    line = fields.field(data, "line", lambda v: Line.parse(v, size), Line())
    most = len(double_set(size))

    def hand(h: object) -> Any:
        return hidden.hand_or_hidden(h, tile, most) if seen else fields.items(h, tile, most)

    hands = fields.field(data, "hands", lambda v: fields.items(v, hand, 4))
    to_move = fields.field(data, "to_move", fields.integer, 0)
    partnerships = fields.field(data, "partnerships", fields.boolean, False)
    if game == Rules.DRAW and "boneyard" not in data:
        raise BadInput("missing: draw rules need the boneyard, top first ([] if empty)", "boneyard")
    if seen:
        arms = fields.field(data, "spinners", lambda v: _arms(v, size), ())
        base = dict(hands=hands, line=line, to_move=to_move, game=game, set_size=size)
        base.update(partnerships=partnerships, arms=arms, header=fields.common(data))
        return hidden.build(data, base)
    boneyard = fields.field(data, "boneyard", lambda v: fields.items(v, tile, most), ())
    arms = fields.field(data, "spinners", lambda v: _arms(v, size), ())
    rule = fields.field(data, "spinner_rule", lambda v: fields.one_of(v, SPINNER_RULES), "all")
    return Position(
        hands,
        line,
        to_move,
        game,
        size,
        partnerships,
        boneyard,
        fields.common(data),
        arms=arms,
        spinner_rule=rule,
    )


def _arms(value: object, size: int) -> tuple[tuple[int | Tile, str, Line], ...]:
    """`spinners: {4: {up: "6-5 5-1", down: "6-0"}}`: each spinner's arms, by its
    place in `line` from 1 (a double on an arm: by the double, `5-5`), each
    written outward from the spinner. `4: {}` names a spinner with no arm yet
    (spinner_rule first)."""
    spinners = fields.require_mapping(value)
    out = []
    for key, sides in spinners.items():
        place: int | str | Tile | None = int(key) if isinstance(key, str) and key.isdigit() else key
        if isinstance(place, str):
            try:
                place = Tile.parse(place, size)
            except BadInput:
                place = None
        if isinstance(place, bool) or not isinstance(place, int | Tile):
            raise BadInput(
                f"a spinner is named by its place in the line (1, 2, ...), or a double on "
                f"an arm by itself (5-5), not {key!r}"
            )
        sides = fields.require_mapping(sides if sides is not None else {}, f"spinner {key}")
        if not sides:
            out.append((place, "up", Line()))
        for side, arm in sides.items():
            if side not in ARM_SIDES:
                raise BadInput(f"an arm is up or down, not {side!r}", f"{key}")
            try:
                out.append((place, side, Line.parse(arm, size)))
            except BadInput as error:
                raise error.at(f"{key}.{side}") from None
    return tuple(out)


def load_answer(data: Mapping[str, Any], position: Position) -> Answer:
    """An answer as `solve --format json` prints it, or a puzzle's `solution`:
    a value, and a principal line of legal moves (a lay at an end may leave out
    `to`: it is what that end shows). Whether it is the best is for `check`."""
    most = 4 * len(double_set(position.set_size))  # every tile laid, drawn, passed
    got = fields.solution(
        data,
        KIND,
        {
            "value": fields.integer,
            "moves": lambda v: fields.items(v, lambda m: _move(m, position), most),
        },
    )
    table, moves = Table.start(position), []
    for i, move in enumerate(got["moves"] or ()):
        if move.lays and move.to is None and table.line and move.end != End.SPINNER:
            to = table.line.left if move.end == End.LEFT else table.line.right
            move = Move(move.player, move.end, move.tile, to)
        move = table.lay_as_written(move)
        try:
            table.play(move)
        except ValueError as error:
            raise BadInput(f"move {i + 1}: {error}", "moves") from None
        moves.append(move)
    return Answer(got["status"], got["unique"], got["seconds"], got["value"], tuple(moves))


def _move(value: object, position: Position) -> Move:
    move = fields.require_mapping(value, "a move")
    player = fields.field(move, "player", fields.integer)
    if not 0 <= player < position.players:
        raise BadInput(f"is a player 0 to {position.players - 1}, not {player}", "player")
    tile = lambda v: Tile.parse(v, position.set_size)  # noqa: E731 - a one-word parser
    if "draw" in move:
        fields.reject_unknown(move, ("player", "draw"))
        return Move(player, End.DRAW, fields.field(move, "draw", tile))
    end = fields.field(move, "end", lambda v: _end(v, position.set_size))
    if end == End.PASS:
        fields.reject_unknown(move, ("player", "end"))
        return Move(player, End.PASS)
    fields.reject_unknown(move, ("player", "tile", "end", "to"))
    arm = end if isinstance(end, ArmEnd) else None
    return Move(
        player,
        End.SPINNER if arm else End(cast(str, end)),
        fields.field(move, "tile", tile),
        fields.field(move, "to", fields.integer, None),
        arm,
    )


def _end(value: object, size: int) -> str | ArmEnd:
    """`left`, `right`, `pass`, a spinner's arm `{spinner: 4, arm: up}`, or (as
    older answers write it) `spinner` with `to`."""
    if isinstance(value, Mapping):
        return ArmEnd.parse(value, size)
    return fields.one_of(value, (End.LEFT, End.RIGHT, End.SPINNER, End.PASS))


def dump(position: Position) -> dict[str, Any]:
    if isinstance(position, hidden.HiddenPosition):
        return hidden.dump(position)
    data: dict[str, Any] = {"kind": KIND}
    header = position.header
    data.update({k: header[k] for k in ("id", "title", "difficulty") if k in header})
    data["rules"] = position.game
    data["set"] = position.set_size
    data["line"] = str(position.line)
    if position.arms:
        data["spinners"] = dump_arms(position.arms)
    if position.spinner_rule != "all":
        data["spinner_rule"] = position.spinner_rule
    data["hands"] = [[str(t) for t in hand] for hand in position.hands]
    data["to_move"] = position.to_move
    data["partnerships"] = position.partnerships
    if position.spinners:
        data["boneyard"] = [str(t) for t in position.boneyard]
    data.update({k: header[k] for k in ("meta", "solution") if k in header})
    return data


def solves(position: Position, answer: Answer) -> bool:
    """Is `answer` a whole answer, best or not: a value, and legal moves that
    play the round out?"""
    if answer.value is None:
        return False
    try:
        return replay(position, answer.moves).over is not None
    except ValueError:
        return False


def aligned(embedded: Answer, found: Answer) -> Answer:
    """One answer has one writing here: `embedded` as it is (for Kind.differences)."""
    return embedded


# -- text for people -----------------------------------------------------------
# The kind's own words of its answer as text (`solve`, `analyse`), in every
# language; the words all kinds share are puzzles/command_words.py's, a game's
# (players, moves, open ends) puzzles/game_words.py's.
TEXT = i18n.table("answer.endgame")


def sides_text(position: Position, words: Words = ENGLISH) -> str:
    """Who plays against whom, in words (players numbered from 0)."""
    own = TEXT[words.lang]
    if position.partnerships:
        return own["partnerships"]
    if position.paranoid:
        others = [str(p) for p in range(position.players) if p != position.to_move]
        return own["paranoid"].format(
            n=position.players, p=position.to_move, others=listed(words, others)
        )
    return own["two"]


def _side_name(position: Position, player: int, words: Words = ENGLISH) -> str:
    """Who scores, as the subject of `score(s)`."""
    own = TEXT[words.lang]
    if position.partnerships:
        return own["side_scores"].format(a=player % 2, b=player % 2 + 2)
    if position.paranoid and player != position.to_move:
        return own["other_scores"]
    return own["player_scores"].format(p=player)


def move_text(move: Move, words: Words = ENGLISH) -> str:
    """A move in words: in English `str(move)`, "player 0 lays 1-5 at the left end, on 5"."""
    own = TEXT[words.lang]
    if move.end == End.PASS:
        what = words("game.passes")
    elif move.end == End.DRAW:
        what = words("game.drew", tile=move.tile)
    elif move.to is None:
        what = words("game.lays", what=move.tile)
    else:
        if move.arm is not None:
            where = own[f"arm_of_{move.arm.arm}"].format(key=move.arm.key())
        elif move.end == End.SPINNER:
            where = own["spinner_side"]
        else:
            where = own[f"end_{move.end}"]
        what = own["lays_at"].format(tile=move.tile, where=where, to=move.to)
    return words("game.acted", who=words("game.player", p=move.player), what=what)


def describe(position: Position, answer: Answer, words: Words = ENGLISH) -> str:
    """The answer for people, in `words`' language: the position before the answer's moves
    (the line drawn, its arms, every hand), the value, the principal line, and
    the table it ends on (docs/formats.md "solve")."""
    own = TEXT[words.lang]
    head = fields.headline("endgame", answer.status, answer.unique, answer.seconds, words)
    out = [head, words("command.start"), start_text(position, words)]
    if answer.value is None:
        return "\n".join([*out, words("command.no_answer")])
    mover, value = _side_name(position, position.to_move, words), answer.value
    other = _side_name(position, (position.to_move + 1) % position.players, words)
    score = f"{mover} {value}" if value > 0 else f"{other} {-value}"
    if value:
        out.append(own["value"].format(value=f"{value:+d}", score=score))
    else:
        out.append(own["value"].format(value="0", score=words("game.nobody")))
    out.append(own["principal"])
    out += [f"{i:>4}. {move_text(move, words)}" for i, move in enumerate(answer.moves, 1)]
    try:
        table = replay(position, answer.moves)
    except ValueError:
        return "\n".join(out)
    out.append(own["after"])
    out.append(table_text(table, words))
    if table.over:
        held = ", ".join(f"{pips(h)}" for h in table.hands)
        out.append(own["round_ends"].format(over=phrase(words, table.over), held=held))
    return "\n".join(out)


def start_text(position: Position, words: Words = ENGLISH) -> str:
    """The position as `solve` and `analyse` draw it: the rules and sides, the
    table, every hand (`>` the player to move), the boneyard."""
    own = TEXT[words.lang]
    rules = words("command.rules", game=phrase(words, f"game_{position.game}"))
    size = words("command.double", n=position.set_size)
    out = [own["rules_line"].format(rules=rules, set=size, sides=sides_text(position, words))]
    out.append(table_text(Table.start(position), words))
    for p, hand in enumerate(position.hands):
        mark = ">" if p == position.to_move else " "
        held = i18n.nformat(words.lang, "answer.endgame.pips_n", pips(hand))
        tiles = " ".join(map(str, hand))
        out.append(f" {mark} {words('game.player', p=p)}: {tiles}   ({held})")
    if position.spinners:
        tiles = " ".join(map(str, position.boneyard)) or words("command.empty_mark")
        out.append(own["boneyard"].format(tiles=tiles))
    return "\n".join(out)


def table_text(table: Table, words: Words = ENGLISH) -> str:
    """The line drawn (doubles crosswise), written, its open ends, and each
    spinner's arms as a move names them."""
    from puzzles.dominoes.layout import draw_line

    line = table.line
    drawn = [draw_line([(a, b, a == b) for a, b in line.laid])] if line.laid else []
    ends = ", ".join(map(str, table.ends)) or TEXT[words.lang]["none"]
    written = words("command.line", line=line or words("command.empty_mark"))
    out = [*drawn, f"{written}   {words('game.ends', ends=ends)}"]
    if any(arm for _, arm, _ in table.arm_ends()) or table.position.arms:
        out += table_arms_text(table, words)
    return "\n".join(out)


def table_arms_text(table: Table, words: Words = ENGLISH) -> list[str]:
    """Each spinner of the table with its arms as a move names them: the tiles
    outward from the spinner and the number the arm's end shows."""
    own = TEXT[words.lang]
    out: list = []
    by_spinner: dict = {}
    for end, arm, shows in table.arm_ends():
        by_spinner.setdefault(end.key(), []).append((end, arm, shows))
    for key, arms in by_spinner.items():
        spinner = table.spinner_of(arms[0][0].spinner)
        parts = [
            own["arm"].format(arm=own[end.arm], tiles=arm, shows=shows)
            if arm
            else own["arm_empty"].format(arm=own[end.arm], shows=shows)
            for end, arm, shows in arms
        ]
        if isinstance(key, int):
            name = own["spinner_named"].format(key=key, tile=spinner)
        else:
            name = own["spinner"].format(key=key)
        out.append(f"  {name}: " + ", ".join(parts))
    return out


def summary(answer: Answer, words: Words = ENGLISH) -> str:
    """A few words for `check`, in `words`' language."""
    status = fields.status_text(answer.status, words)
    if answer.value is None:
        return status
    value, n = f"{answer.value:+d}", len(answer.moves)
    return i18n.nformat(words.lang, "answer.endgame.summary", n, status=status, value=value)


__all__ = [
    "Position",
    "End",
    "Move",
    "Answer",
    "Table",
    "replay",
    "load",
    "load_answer",
    "dump",
    "describe",
]
__all__ += ["ANSWER_FIELDS", "solves", "summary", "aligned"]  # the kind's (puzzles/contract.py)
__all__ += ["TEXT"]  # its words as text in every language
