"""The moves of a Block or Draw round so far, laid on an empty table and
checked move by move.

One reader for what the `play` log writes (docs/formats.md): a hidden
endgame's `history` (puzzles/dominoes/endgame_hidden.py) and the bot
protocol's `moves` (solver/dominoes/seat_view.py). A move lays a tile
(`{player, tile, to}`, `to` null for the first tile), draws
(`{player, draw}`, the tile or null where another seat drew it) or passes
(`{player, pass: true}`). Besides the table it tells what each player showed
they lack: a pass shows no tile fits the open ends, a draw clears that
(docs/rules.md section 7).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from puzzles.dominoes.match import Setup
from puzzles.dominoes.tiles import Ends, Rules, Tile, add_to_ends, first_ends
from puzzles.errors import BadInput, shown


@dataclass(frozen=True)
class Lack:
    """A moment a player showed they held no tile fitting `ends`: a pass, or
    the start of a run of draws (the tiles drawn before the last of the run
    did not fit either). `draws` counts the player's draws before it."""

    player: int
    ends: Ends
    draws: int
    drew: bool = False  # a run of draws began here (draw rules)


@dataclass(frozen=True)
class Replayed:
    """The table the moves leave, and what they tell of the players."""

    table: tuple[Tile, ...]  # the tiles laid, in turn
    ends: Ends
    doubles: int  # doubles laid
    void: tuple[frozenset[int], ...]  # each player's numbers shown lacking since their last draw
    lacks: tuple[Lack, ...]
    draws: tuple[int, ...]  # draws made by each player


def replay(moves: Sequence[object], setup: Setup, seat: int, name: str) -> Replayed:
    """The moves laid in turn, each checked (BadInput naming `name[i]`): a
    lay fits the open ends and comes from no player who showed they lack its
    numbers and has not drawn since; only `seat`'s own draws show their tile."""
    n = setup.players
    table: list[Tile] = []
    ends: Ends = ()
    doubles = 0
    void: list[set[int]] = [set() for _ in range(n)]
    lacks: list[Lack] = []
    draws = [0] * n
    drawing = [False] * n  # in a run of draws
    for i, move in enumerate(moves):
        where = f"{name}[{i}]"
        if not isinstance(move, Mapping) or move.get("player") not in range(n):
            raise BadInput(f"a move is a mapping with a player 0 to {n - 1}", where)
        p = move["player"]
        if "tile" in move:
            tile = _tile(move["tile"], setup, f"{where}.tile")
            if tile in table:
                raise BadInput(f"tile {tile} is laid twice", where)
            lacking = sorted(void[p] & {tile.a, tile.b})
            if lacking:
                raise BadInput(
                    f"player {p} lays {tile}, but passed before with {lacking[0]} open and has "
                    "not drawn since",
                    where,
                )
            at = move.get("to")
            spinner = setup.spinner(tile, doubles)
            if not ends:
                if at is not None or table:
                    raise BadInput("the first tile goes to null", where)
                ends = first_ends(tile, spinner)
            else:
                if at not in ends or at not in (tile.a, tile.b):
                    raise BadInput(f"tile {tile} does not go to {shown(at)} here", where)
                ends = add_to_ends(ends, tile, at, spinner)
            doubles += tile.is_double
            table.append(tile)
            drawing[p] = False
        elif "draw" in move:
            if setup.game != Rules.DRAW:
                raise BadInput("nobody draws under block rules", where)
            if not ends:
                raise BadInput("nobody draws before the first tile", where)
            if move["draw"] is not None:
                if p != seat:
                    raise BadInput("another seat's draw is hidden (null)", where)
                _tile(move["draw"], setup, f"{where}.draw")
            if not drawing[p]:
                lacks.append(Lack(p, ends, draws[p], drew=True))
            draws[p] += 1
            drawing[p] = True
            void[p] = set()
        elif move.get("pass") is True:
            if not ends:
                raise BadInput("nobody passes before the first tile", where)
            if not drawing[p]:
                lacks.append(Lack(p, ends, draws[p]))
            drawing[p] = False
            void[p].update(ends)
        else:
            raise BadInput("a move lays a tile, draws or passes", where)
    return Replayed(
        tuple(table),
        ends,
        doubles,
        tuple(frozenset(v) for v in void),
        tuple(lacks),
        tuple(draws),
    )


def _tile(value: object, setup: Setup, where: str) -> Tile:
    try:
        return Tile.parse(value, setup.set_size)
    except BadInput as error:
        raise error.at(where) from None
