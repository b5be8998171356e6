"""Positions cut from `play` logs (docs/formats.md "position").

`position_after(log, n)` replays the first `n` moves of a log, checking each,
and gives the position then as a puzzle mapping of the matching kind, the
same fields a YAML file holds:

- Florentine: the board, the colour of the player to move, the open pool
  once the pile is empty (before that, that player's hand as the pool and
  `meta.phase: draw`; in the personal round, no pool), `personal`, the
  rules' `rim_seals`;
- Block and Draw (one round of the match, `round`, from 1): an `endgame`
  with every hand open, the line (and under draw rules its spinners' arms),
  the boneyard and `to_move`.

`meta` names the game's seed and `n` (and the round).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from puzzles import fields
from puzzles.dominoes.line import End, Half, Line
from puzzles.dominoes.tiles import Tile
from puzzles.errors import BadInput, IllegalMove


def position_after(log: Mapping[str, Any], n: int, round_number: int = 1) -> dict[str, Any]:
    log = fields.require_mapping(log, "a play log")
    rules = log.get("rules")
    if rules == "florentine":
        return _florentine(log, n)
    if rules in ("block", "draw"):
        return _dominoes(log, n, round_number)
    raise BadInput(f"is block, draw or florentine, not {rules!r}: not a play log", "rules")


def _moves(moves: object, n: int) -> list[Mapping[str, Any]]:
    if not isinstance(moves, list):
        raise BadInput("must be a list of moves", "moves")
    if not 0 <= n <= len(moves):
        raise BadInput(f"--after {n}: the log has {len(moves)} moves (0 to {len(moves)})", "moves")
    return moves


# -- Florentine ------------------------------------------------------------------
def _florentine(log: Mapping[str, Any], n: int) -> dict[str, Any]:
    from puzzles.florentine.board import Cell
    from puzzles.florentine.cards import COLOUR_NAMES, Card, parse_colour
    from puzzles.florentine.game import (
        DRAW,
        OPEN,
        PERSONAL_ROUND,
        Discard,
        FlorentineGame,
        FlorentineSetup,
        PersonalTurn,
        Place,
    )

    colours = tuple(parse_colour(c) for c in log.get("colours") or ())
    setup = FlorentineSetup(
        log["players"], colours, bool(log.get("rim_seals", True)), log.get("size", 7)
    )
    deck = tuple(Card.parse(c) for c in log["deck"])
    game = FlorentineGame(setup, deck)
    moves = _moves(log.get("moves"), n)
    for i, move in enumerate(moves[:n]):
        player = move["player"]
        try:
            if "personal" in move:
                game.phase = PERSONAL_ROUND
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
            raise BadInput(f"move {i + 1} cannot be replayed: {error}", "moves") from None
        game.apply(player, option)
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
    game_fields: dict[str, Any] = {}
    if game.phase != DRAW:  # the open pool is known: `analyse` values the game
        game_fields["players"] = seats
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


# -- Block and Draw ----------------------------------------------------------------
def _dominoes(log: Mapping[str, Any], n: int, round_number: int) -> dict[str, Any]:
    """The round replayed by the endgame's referee (puzzles/dominoes/endgame_round.py),
    every move checked: a lay the log gives by the number it went on takes the
    first end showing it, the line's ends before the spinners' arms (any end
    showing that number leaves the same open ends: docs/rules.md section 5)."""
    from puzzles.dominoes.endgame import Position, Table, dump

    rules = log["rules"]
    rule = log.get("spinners") or "all"
    rounds = log.get("rounds") or []
    if not 1 <= round_number <= len(rounds):
        raise BadInput(f"--round {round_number}: the log has {len(rounds)} round(s)", "rounds")
    record = rounds[round_number - 1]
    if rules == "draw" and n == 0:
        raise BadInput("--after 0: the round opens with a double: --after 1 or more", "moves")
    size = log.get("set", 6)
    moves = _moves(record.get("moves"), n)

    def failed(i: int, error: Exception) -> BadInput:
        return BadInput(f"round {round_number}, move {i} cannot be replayed: {error}", "moves")

    try:
        hands = [[Tile.parse(t, size) for t in hand] for hand in record["hands"]]
        boneyard = [Tile.parse(t, size) for t in record["boneyard"]] if rules == "draw" else []
        player, line, done = record.get("starter", 0), Line(), 0
        if rules == "draw":  # the opening double: a position holds a line from then on
            first = moves[0]
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
        raise failed(1, error) from None
    table = Table.start(start)
    for i, move in enumerate(moves[done:n], done + 1):
        try:
            _replay(table, move, size)
        except (KeyError, ValueError, TypeError, BadInput) as error:
            raise failed(i, error) from None
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
    if n < len(moves) and table.player != moves[n]["player"]:
        _pass_to(table, moves[n]["player"])
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
