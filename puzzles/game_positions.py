"""Positions cut from `play` logs (docs/formats.md "position").

`position_after(log, n)` replays the first `n` moves of a log, checking each,
and gives the position then as a puzzle mapping of the matching kind, the
same fields a YAML file holds:

- Florentine: the board, the colour of the player to move, the players'
  colours, the open pool once the pile is empty (before that, that player's
  hand as the pool, `meta.phase: draw` and `draw`: the other hands, the pile
  top first and the discard row; in the personal round, no pool),
  `personal`, the rules' `rim_seals`;
- Block and Draw (one round of the match, `round`, from 1): an `endgame`
  with every hand open, the line (and under draw rules its spinners' arms),
  the boneyard and `to_move`.

`meta` names the game's seed and `n` (and the round).

Every field the replay reads is checked first (`check_florentine`,
`check_dominoes`), so a log that is not one a `play` could have written is
refused with a BadInput naming the field (`deck[3]`, `rounds[0].hands[1][2]`,
`moves[4].cell`), never a KeyError or an IndexError.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from puzzles import fields
from puzzles.dominoes.line import End, Half, Line
from puzzles.dominoes.tiles import Tile
from puzzles.errors import BadInput, IllegalMove, shown

T = TypeVar("T")


def position_after(log: Mapping[str, Any], n: int, round_number: int = 1) -> dict[str, Any]:
    log = fields.require_mapping(log, "a play log")
    rules = log.get("rules")
    if rules == "florentine":
        check_florentine(log)
        return _florentine(log, n)
    if rules in ("block", "draw"):
        check_dominoes(log)
        return _dominoes(log, n, round_number)
    raise BadInput(f"is block, draw or florentine, not {shown(rules)}: not a play log", "rules")


# -- checking a log before it is replayed ------------------------------------------
def _at(where: str, check: Callable[..., T], *args: Any) -> T:
    """`check(*args)`, any BadInput it raises placed under `where` (`moves[4]`)."""
    try:
        return check(*args)
    except BadInput as error:
        raise error.at(where) from None


def _whole(low: int, high: int) -> Callable[[object], int]:
    def parse(value: object) -> int:
        number = fields.integer(value)
        if not low <= number <= high:
            raise BadInput(f"must be {low} to {high}, not {number}")
        return number

    return parse


def _seed(value: object) -> int:
    return fields.seed(value)


def _mapping(value: object) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise BadInput(f"must be a mapping of fields, not {shown(value)}")
    return value


def _one_kind(move: Mapping[str, Any], kinds: tuple[str, ...]) -> str:
    """Which one of `kinds` the move is (`pass` only as `pass: true`)."""
    given = [k for k in kinds if k in move and (k != "pass" or move[k] is not False)]
    if len(given) != 1:
        said = ", ".join(kinds)
        raise BadInput(f"a move has exactly one of {said}, not {', '.join(given) or 'none'}")
    if given[0] == "pass" and move["pass"] is not True:
        raise BadInput(f"must be true, not {shown(move['pass'])}", "pass")
    return given[0]


def check_florentine(log: Mapping[str, Any]) -> None:
    """Every field of a Florentine log the replay reads, or BadInput naming it."""
    from puzzles.florentine.board import Board, Cell
    from puzzles.florentine.cards import DECK_SIZE, Card, parse_colour, standard_deck

    players = fields.field(log, "players", _whole(2, 4))
    fields.field(log, "seed", _seed, None)
    size = fields.field(log, "size", fields.integer, 7)
    _at("size", Board.empty, size)
    fields.field(log, "rim_seals", fields.boolean, True)
    colours = fields.field(log, "colours", lambda v: fields.items(v, parse_colour, 4), ())
    if colours and len(colours) != players:
        raise BadInput(f"holds {len(colours)} colours: one a player, {players}", "colours")
    for i, colour in enumerate(colours):
        if colour in colours[:i]:
            raise BadInput(f"{shown(colour)} is given twice", f"colours[{i}]")
    deck = fields.field(log, "deck", lambda v: fields.items(v, Card.parse, DECK_SIZE + 1))
    whole = standard_deck()
    if len(deck) != DECK_SIZE:
        raise BadInput(f"holds {len(deck)} cards: the whole deck of {DECK_SIZE}", "deck")
    seen: dict[Card, int] = {}
    for i, card in enumerate(deck):
        if card not in whole:
            raise BadInput(
                f"{card} is not a card of the deck as it lies at turn 0 "
                "(domino-puzzles deck lists them)",
                f"deck[{i}]",
            )
        if card in seen:
            raise BadInput(f"{card} is given twice (deck[{seen[card]}] too)", f"deck[{i}]")
        seen[card] = i
    moves = fields.field(log, "moves", lambda v: fields.items(v, _mapping))
    for i, move in enumerate(moves):
        _at(f"moves[{i}]", _florentine_move, move, players, size, Card, Cell)


def _florentine_move(move: Mapping[str, Any], players: int, size: int, Card, Cell) -> None:
    fields.field(move, "player", _whole(0, players - 1))
    kind = _one_kind(move, ("card", "discard", "pass", "personal"))
    if kind == "card":
        fields.field(move, "card", Card.parse)
        fields.field(move, "cell", lambda v: Cell.parse(v, size))
        fields.field(move, "turn", _whole(0, 3))
    elif kind == "discard":
        fields.field(move, "discard", Card.parse)
    elif kind == "personal":
        fields.field(move, "personal", lambda v: Cell.parse(v, size), None)


def check_dominoes(log: Mapping[str, Any]) -> None:
    """Every field of a Block or Draw log the replay reads, or BadInput naming it."""
    from collections import Counter

    from puzzles.dominoes.tiles import MAX_SET, double_set

    players = fields.field(log, "players", _whole(2, 4))
    fields.field(log, "seed", _seed, None)
    size = fields.field(log, "set", _whole(0, MAX_SET), 6)
    fields.field(log, "partnerships", fields.boolean, False)
    fields.field(log, "spinners", lambda v: fields.one_of(v, ("all", "first", "none")), None)
    rounds = fields.field(log, "rounds", lambda v: fields.items(v, _mapping))
    every = Counter(double_set(size))

    def tile(value: object) -> Tile:
        return Tile.parse(value, size)

    for r, record in enumerate(rounds):
        where = f"rounds[{r}]"

        def hand(value: object) -> tuple[Tile, ...]:
            return fields.items(value, tile, len(every))

        def check_round(record: Mapping[str, Any]) -> None:
            fields.field(record, "starter", _whole(0, players - 1), 0)
            hands = fields.field(record, "hands", lambda v: fields.items(v, hand, players))
            if len(hands) != players:
                raise BadInput(f"holds {len(hands)} hands: one a player, {players}", "hands")
            boneyard = fields.field(record, "boneyard", lambda v: fields.items(v, tile), ())
            dealt = Counter(t for h in hands for t in h) + Counter(boneyard)
            if dealt != every:
                twice = sorted(t for t, k in dealt.items() if k > 1)
                missing = sorted(every - dealt)
                why = f"{twice[0]} is dealt twice" if twice else f"{missing[0]} is missing"
                raise BadInput(
                    f"the hands and the boneyard are not the double-{size} set: {why}", "hands"
                )
            moves = fields.field(record, "moves", lambda v: fields.items(v, _mapping))
            for i, move in enumerate(moves):
                _at(f"moves[{i}]", _domino_move, move, players, tile, size)

        _at(where, check_round, record)


def _domino_move(move: Mapping[str, Any], players: int, tile, size: int) -> None:
    fields.field(move, "player", _whole(0, players - 1))
    kind = _one_kind(move, ("tile", "draw", "pass"))
    if kind == "tile":
        fields.field(move, "tile", tile)
        fields.field(move, "to", _whole(0, size), None)
    elif kind == "draw":
        fields.field(move, "draw", tile)


def _moves(moves: object, n: int) -> list[Mapping[str, Any]]:
    if not isinstance(moves, list):
        raise BadInput("must be a list of moves", "moves")
    if not 0 <= n <= len(moves):
        raise BadInput(f"--after {n}: the log has {len(moves)} moves (0 to {len(moves)})", "moves")
    return moves


def _given(data: Mapping[str, Any], name: str, default: Any) -> Any:
    """A field as checked (`fields.field`): null stands for the default."""
    value = data.get(name)
    return default if value is None else value


# -- Florentine ------------------------------------------------------------------
def florentine_game(log: Mapping[str, Any], n: int) -> Any:
    """The FlorentineGame of a checked log after its first `n` moves, every move
    checked (BadInput naming it): what `review` reads a seat's view from."""
    from puzzles.florentine.board import Cell
    from puzzles.florentine.cards import Card, parse_colour
    from puzzles.florentine.game import (
        OPEN,
        PERSONAL_ROUND,
        Discard,
        FlorentineGame,
        FlorentineSetup,
        PersonalTurn,
        Place,
    )

    colours = tuple(parse_colour(c) for c in log.get("colours") or ())
    rim_seals = _given(log, "rim_seals", True)
    setup = FlorentineSetup(log["players"], colours, rim_seals, _given(log, "size", 7))
    deck = tuple(Card.parse(c) for c in log["deck"])
    game = FlorentineGame(setup, deck)
    moves = _moves(log.get("moves"), n)
    turns = personal = 0
    for i, move in enumerate(moves[:n]):
        player = move["player"]
        if personal == setup.players:
            raise BadInput(
                "comes after the game's end: every player has had the personal card",
                f"moves[{i}]",
            )
        # Turns go round from player 0; the personal round starts with the
        # player who could lay nothing (docs/rules.md), so a logged pass is
        # not a turn of its own.
        if player != turns % setup.players:
            raise BadInput(
                f"cannot be replayed: player {player} moves where player "
                f"{turns % setup.players} is to move",
                f"moves[{i}]",
            )
        turns += 0 if move.get("pass") else 1
        try:
            # play ends where the player to move can lay nothing from the open pool
            ends = "personal" in move or move.get("pass")
            if (
                ends
                and game.phase != PERSONAL_ROUND
                and (game.phase != OPEN or game.placements(player))
            ):
                raise IllegalMove("a card can still be laid: play is not over")
            if move.get("pass") and (
                game.phase == PERSONAL_ROUND or (i and moves[i - 1].get("pass"))
            ):
                raise IllegalMove("a pass where play is already over")
            if "personal" in move:
                game.phase = PERSONAL_ROUND
                personal += 1
                cell = move["personal"]
                option: Any = PersonalTurn(None if cell is None else Cell.parse(cell, setup.size))
            elif "discard" in move:
                option = Discard(Card.parse(move["discard"]))
            elif move.get("pass"):
                continue
            else:
                card, turn = Card.parse(move["card"]), move["turn"]
                option = Place(card, Cell.parse(move["cell"], setup.size), turn, card.turned(turn))
            if option not in game.options(player):
                raise IllegalMove("not a legal move there")
        except (KeyError, ValueError, BadInput) as error:
            raise BadInput(f"cannot be replayed: {error}", f"moves[{i}]") from None
        game.apply(player, option)
    return game


def _florentine(log: Mapping[str, Any], n: int) -> dict[str, Any]:
    from puzzles.florentine.cards import COLOUR_NAMES
    from puzzles.florentine.game import DRAW, OPEN, PERSONAL_ROUND

    game = florentine_game(log, n)
    setup = game.setup
    moves = _moves(log.get("moves"), n)
    after = n - 1
    if n < len(moves):
        to_move = moves[n]["player"]
    elif n:
        to_move = (moves[after]["player"] + 1) % setup.players
    else:
        to_move = 0
    meta: dict[str, Any] = {"seed": log.get("seed"), "after": n, "player": to_move}
    if game.phase == DRAW:
        pool = game.hands[to_move]
        meta["phase"] = DRAW
    elif game.phase == OPEN:
        pool = game.pool
        meta["phase"] = OPEN
    else:
        pool = []
        meta["phase"] = PERSONAL_ROUND
    laid_personal = any(m.get("player") == to_move and "personal" in m for m in moves[:n])
    seats = [COLOUR_NAMES[c] for c in setup.colours]
    game_fields: dict[str, Any] = {"players": seats}  # `analyse` values the game
    if game.phase == DRAW:  # what else is in play (puzzles/florentine/draw_position.py)
        game_fields["draw"] = {
            "hands": {seats[p]: [str(c) for c in h] for p, h in enumerate(game.hands)
                      if p != to_move},
            "pile": [str(c) for c in reversed(game.pile)],
            "discards": [str(c) for c in game.discards],
        }  # fmt: skip
    if game.phase == PERSONAL_ROUND:
        first = next(i for i, m in enumerate(moves[:n]) if "personal" in m)
        order = [(moves[first]["player"] + k) % setup.players for k in range(setup.players)]
        done = {m["player"] for m in moves[first:n]}
        game_fields["personal_left"] = [seats[p] for p in order if p not in done]
    return {
        "kind": "florentine",
        "id": f"game-{log.get('seed')}-after-{n}",
        "meta": meta,
        "size": setup.size,
        "colour": COLOUR_NAMES[setup.colours[to_move]],
        "board": {cell.name: str(piece) for cell, piece in game.board.placed().items()},
        "pool": [str(c) for c in pool],
        "personal": not laid_personal,
        "rules": {"rim_seals": setup.rim_seals},
        **game_fields,
    }


def florentine_seen(data: Mapping[str, Any], seat: int) -> dict[str, Any]:
    """A Florentine cut (`_florentine`) as `seat`, the player to move, saw it:
    in the draw phase the other hands and the pile `{hidden: N}`; after it
    nothing is hidden (the pool lies open)."""
    if seat != data["meta"]["player"]:
        raise BadInput(f"--seat {seat}: player {data['meta']['player']} is to move there", "seat")
    out = dict(data, id=f"{data['id']}-seat-{seat}")
    draw = data.get("draw")
    if draw is not None:
        out["draw"] = {
            "hands": {k: {"hidden": len(v)} for k, v in draw["hands"].items()},
            "pile": {"hidden": len(draw["pile"])},
            "discards": list(draw["discards"]),
        }
    return out


# -- Block and Draw ----------------------------------------------------------------
def _dominoes(log: Mapping[str, Any], n: int, round_number: int) -> dict[str, Any]:
    """The round replayed by the endgame's referee (puzzles/dominoes/endgame_round.py),
    every move checked: a lay the log gives by the number it went on takes the
    first end showing it, the line's ends before the spinners' arms (any end
    showing that number leaves the same open ends: docs/rules.md section 5)."""
    rules = log["rules"]
    if rules == "draw" and n == 0:
        _round(log, round_number)
        raise BadInput("--after 0: the round opens with a double: --after 1 or more", "moves")
    table, moves, done = _round_start(log, round_number, n)
    for i, move in enumerate(moves[done:n], done + 1):
        _replay_at(table, move, log, round_number, i)
        if table.over == "domino":
            raise BadInput(
                f"--after {n}: player {move['player']} is out after move {i}: the round is over",
                "moves",
            )
        if table.over:
            raise BadInput(
                f"--after {n}: nobody can lay after move {i}: the round is over (blocked)",
                "moves",
            )
    return _cut_round(table, log, round_number, n, moves)


def round_positions(
    log: Mapping[str, Any],
    round_number: int,
    keep: Callable[[int, dict[str, Any], list[dict[str, Any]]], None],
) -> Any:
    """Round `round_number` of a checked Block or Draw log replayed once:
    `keep(n, cut, choices)` for each move n that has a position before it
    (draw rules: from 1), `cut` what `position_after(log, n, round_number)`
    gives, `choices` the different moves its player had there (as `analyse`
    writes them: `{player, tile, end, to}`); a move
    that does not replay or comes after the round's end is a BadInput naming
    it (`rounds[0].moves[9]`). Returns the table after the last move (its
    `over`: how the round ended, None if it did not)."""
    table, moves, done = _round_start(log, round_number, len(moves_of(log, round_number)))
    for i, move in enumerate(moves[done:], done):
        if table.over:
            raise BadInput(
                f"comes after the round's end ({table.over} after move {i - 1})",
                f"rounds[{round_number - 1}].moves[{i}]",
            )
        cut = _cut_round(table, log, round_number, i, moves)
        keep(i, cut, [option.to_mapping() for option in table.options()])
        _replay_at(table, move, log, round_number, i + 1)
    return table


def moves_of(log: Mapping[str, Any], round_number: int) -> list[Mapping[str, Any]]:
    return _round(log, round_number).get("moves") or []


def _round(log: Mapping[str, Any], round_number: int) -> Mapping[str, Any]:
    rounds = log.get("rounds") or []
    if not 1 <= round_number <= len(rounds):
        raise BadInput(f"--round {round_number}: the log has {len(rounds)} round(s)", "rounds")
    return rounds[round_number - 1]


def _failed(round_number: int, i: int, error: Exception) -> BadInput:
    """Move `i` (from 1) of the round cannot be replayed."""
    return BadInput(f"cannot be replayed: {error}", f"rounds[{round_number - 1}].moves[{i - 1}]")


def _replay_at(table, move: Mapping[str, Any], log: Mapping[str, Any], r: int, i: int) -> None:
    try:
        _replay(table, move, _given(log, "set", 6))
    except (KeyError, ValueError, TypeError, BadInput) as error:
        raise _failed(r, i, error) from None


def _round_start(log: Mapping[str, Any], round_number: int, n: int) -> tuple[Any, list, int]:
    """The round's table before its first choice (draw rules: the opening
    double laid), its moves, and how many of them that took."""
    from puzzles.dominoes.endgame import Position, Table

    rules = log["rules"]
    rule = log.get("spinners") or "all"
    record = _round(log, round_number)
    size = _given(log, "set", 6)
    moves = _moves(record.get("moves"), n)
    try:
        hands = [[Tile.parse(t, size) for t in hand] for hand in record["hands"]]
        boneyard = [Tile.parse(t, size) for t in record.get("boneyard") or ()]
        boneyard = boneyard if rules == "draw" else []
        player, line, done = _given(record, "starter", 0), Line(), 0
        if rules == "draw":  # the opening double: a position holds a line from then on
            if not moves:
                raise IllegalMove("a draw round opens with a double laid")
            first = moves[0]
            if "tile" not in first:
                raise IllegalMove("a draw round opens with a double laid")
            player, tile = first["player"], Tile.parse(first["tile"], size)
            if not tile.is_double or first.get("to") is not None:
                raise IllegalMove(f"{tile}: a draw round opens with a double")
            hands[player].remove(tile)
            line, done, player = Line((Half(tile.a, tile.b),)), 1, (player + 1) % len(hands)
        start = Position(
            tuple(tuple(h) for h in hands),
            line,
            player,
            rules,
            size,
            bool(log.get("partnerships", False)),
            tuple(boneyard),
            spinner_rule=rule if rules == "draw" else "all",
        )
    except (KeyError, ValueError, TypeError, BadInput) as error:
        raise _failed(round_number, 1, error) from None
    return Table.start(start), moves, done


def _cut_round(table, log: Mapping[str, Any], round_number: int, n: int, moves) -> dict[str, Any]:
    """The position on `table` before move n, as `position` writes it."""
    from puzzles.dominoes.endgame import dump

    if n < len(moves) and table.player != moves[n]["player"]:
        try:
            _pass_to(table, moves[n]["player"])
        except IllegalMove as error:
            raise _failed(round_number, n + 1, error) from None
    data: dict[str, Any] = {
        "kind": "endgame",
        "id": f"game-{log.get('seed')}-round-{round_number}-after-{n}",
        "meta": {"seed": log.get("seed"), "round": round_number, "after": n},
    }
    written = dump(table.now())
    data.update({k: v for k, v in written.items() if k not in data})
    return data


def _replay(table, move: Mapping[str, Any], size: int) -> None:
    """One move of the log, played on the table (passes the log leaves out too)."""
    _pass_to(table, move["player"])
    options = table.options()
    if "draw" in move:
        tile = Tile.parse(move["draw"], size)
        if not options or options[0].end != End.DRAW or options[0].tile != tile:
            raise IllegalMove(f"{tile} is not a draw the rules make here")
        table.play(options[0])
    elif move.get("pass"):
        if not options or options[0].end != End.PASS:
            raise IllegalMove("a pass where a tile fits")
        table.play(options[0])
    else:
        tile, to = Tile.parse(move["tile"], size), move.get("to")
        lay = next((m for m in table._lays() if m.tile == tile and m.to == to), None)
        if lay is None:
            raise IllegalMove(f"{tile} on {to}: not a legal lay there")
        table.play(lay)


def _pass_to(table, player: int) -> None:
    """A log need not write passes: a player who can neither lay nor draw passes."""
    for _ in range(len(table.hands)):
        if table.player == player:
            return
        options = table.options()
        if not options or options[0].end != End.PASS:
            raise IllegalMove(f"player {player} moves while player {table.player} is to move")
        table.play(options[0])
    raise IllegalMove(f"player {player} never comes to move")


def seen_by(full: Mapping[str, Any], history: list[Mapping[str, Any]], seat: int) -> dict:
    """The endgame `full` (every hand open, as `position_after` writes it) as
    `seat` saw it: the other hands `{hidden: N}`, the boneyard hidden, the
    round's moves so far its `history` (another's draw without its tile)."""
    data = {k: v for k, v in full.items() if k not in ("hands", "boneyard")}
    data["hands"] = [
        list(h) if p == seat else {"hidden": len(h)} for p, h in enumerate(full["hands"])
    ]
    if full.get("rules") == "draw":
        data["boneyard"] = {"hidden": len(full.get("boneyard") or ())}
    data["seen_from"] = seat
    data["history"] = [
        dict(m, draw=None) if "draw" in m and m["player"] != seat else dict(m) for m in history
    ]
    data["id"] = f"{full.get('id')}-seat-{seat}"
    return data
