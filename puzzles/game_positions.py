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
from puzzles.dominoes.line import Line
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
    }


# -- Block and Draw ----------------------------------------------------------------
class _Table:
    """A round's table as a position writes it: the main line and each spinner's
    arms (spinners known by their tile: places in the line move as it grows)."""

    def __init__(self, draw: bool):
        self.draw = draw
        self.line = Line()
        self.arms: dict[Tile, dict[str, Line]] = {}  # spinner -> side -> arm

    def lay(self, tile: Tile, to: int | None) -> None:
        if to is None or not self.line.laid:
            self.line = Line(((tile.a, tile.b),))
            self._spinner(tile)
            return
        for end in ("left", "right"):
            if getattr(self.line, end) == to:
                self.line = self.line.add(tile, end)
                self._spinner(tile)
                return
        for spinner in [Tile(a, b) for a, b in self.line.laid if a == b and self.draw]:
            for side in ("up", "down"):
                arm = self.arms.get(spinner, {}).get(side)
                if (arm.right if arm is not None else spinner.a) == to:
                    grown = (
                        arm.add(tile, "right") if arm is not None else Line(((to, tile.other(to)),))
                    )
                    self.arms.setdefault(spinner, {})[side] = grown
                    return
        raise IllegalMove(
            f"{tile} on {to}: on the side of a double on an arm, which a position cannot write"
        )

    def _spinner(self, tile: Tile) -> None:
        if self.draw and tile.is_double:
            self.arms.setdefault(tile, {})

    def spinners(self) -> dict[int, dict[str, str]]:
        out: dict[int, dict[str, str]] = {}
        for place, (a, b) in enumerate(self.line.laid, 1):
            arms = self.arms.get(Tile(a, b)) if a == b else None
            if arms:
                out[place] = {side: str(arms[side]) for side in ("up", "down") if side in arms}
        return out


def _dominoes(log: Mapping[str, Any], n: int, round_number: int) -> dict[str, Any]:
    rules = log["rules"]
    if rules == "draw" and log.get("spinners", "all") != "all":
        raise BadInput(
            f"is {log.get('spinners')!r}: an endgame plays every double as a spinner, so only "
            "logs with spinners 'all' make positions",
            "spinners",
        )
    rounds = log.get("rounds") or []
    if not 1 <= round_number <= len(rounds):
        raise BadInput(f"--round {round_number}: the log has {len(rounds)} round(s)", "rounds")
    record = rounds[round_number - 1]
    if rules == "draw" and n == 0:
        raise BadInput("--after 0: the round opens with a double: --after 1 or more", "moves")
    size = log.get("set", 6)
    hands = [[Tile.parse(t, size) for t in hand] for hand in record["hands"]]
    boneyard = [Tile.parse(t, size) for t in record["boneyard"]]
    players = len(hands)
    moves = _moves(record.get("moves"), n)
    table = _Table(rules == "draw")
    player = record.get("starter", 0)
    for i, move in enumerate(moves[:n]):
        player = move["player"]
        try:
            if "draw" in move:
                tile = Tile.parse(move["draw"], size)
                if not boneyard or boneyard[0] != tile:
                    raise IllegalMove(f"{tile} is not the top of the boneyard")
                hands[player].append(boneyard.pop(0))
                continue
            if move.get("pass"):
                player = (player + 1) % players
                continue
            tile = Tile.parse(move["tile"], size)
            hands[player].remove(tile)
            table.lay(tile, move.get("to"))
        except (KeyError, ValueError, BadInput) as error:
            raise BadInput(
                f"round {round_number}, move {i + 1} cannot be replayed: {error}", "moves"
            ) from None
        if not hands[player]:
            raise BadInput(
                f"--after {n}: player {player} is out after move {i + 1}: the round is over",
                "moves",
            )
        player = (player + 1) % players
    if n < len(moves):
        player = moves[n]["player"]
    data: dict[str, Any] = {
        "kind": "endgame",
        "id": f"game-{log.get('seed')}-round-{round_number}-after-{n}",
        "meta": {"seed": log.get("seed"), "round": round_number, "after": n},
        "rules": rules,
        "set": size,
        "line": str(table.line),
    }
    if table.spinners():
        data["spinners"] = table.spinners()
    data["hands"] = [[str(t) for t in sorted(hand)] for hand in hands]
    data["to_move"] = player
    data["partnerships"] = bool(log.get("partnerships", False))
    if rules == "draw":
        data["boneyard"] = [str(t) for t in boneyard]
    return data
