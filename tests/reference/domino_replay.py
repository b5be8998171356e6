"""An independent replay checker for `play` records (docs/formats.md "play output").

Written from docs/rules.md sections 2 to 4 alone: it does not import the game engine
(puzzles/dominoes/match.py), only the tile type and the set. `check_match(record)`
replays every round of a match record move by move and raises AssertionError,
naming the round and the move, on the first broken rule.

Rule choices the project makes where docs/rules.md is silent, checked here too:
- block, each for themselves: the lowest count wins, and equal lowest counts
  score nothing even when a player went out (another hand of 0-0 counts 0);
  draw, and partnerships: the player (side) who went out wins;
- an individual winner scores the other players' pips minus their own; a
  winning side scores max(0, losing side's pips - winning side's pips);
  a round worth 0 points has no winner (`winner: null`);
- `spinners: first`: only the first double laid in the round is a spinner;
- block: the first round's starter drew the highest tile (`start_draw`, player
  0 first); later rounds the player left of the last starter;
- draw: the holder of the highest double starts every round and lays it;
- a round ends as soon as, after a turn, no hand holds a fitting tile and
  (draw rules) the boneyard is empty: no further pass is recorded.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from puzzles.dominoes.tiles import Tile, double_set

GAMES = ("block", "draw")
SPINNERS = ("all", "first", "none")


class _Where:
    """Where the replay is, for the messages."""

    def __init__(self) -> None:
        self.round: int | None = None
        self.move: int | None = None

    def __str__(self) -> str:
        parts = []
        if self.round is not None:
            parts.append(f"round {self.round}")
        if self.move is not None:
            parts.append(f"move {self.move}")
        return ", ".join(parts) or "match"


def _fail(where: _Where, message: str) -> None:
    raise AssertionError(f"{where}: {message}")


def _ensure(ok: object, where: _Where, message: str) -> None:
    if not ok:
        _fail(where, message)


def _tile(text: object, set_n: int, where: _Where, what: str) -> Tile:
    _ensure(isinstance(text, str), where, f"{what}: {text!r} is not a tile string")
    assert isinstance(text, str)
    parts = text.split("-")
    _ensure(
        len(parts) == 2 and all(p.isdigit() for p in parts),
        where,
        f"{what}: {text!r} is not written a-b",
    )
    a, b = int(parts[0]), int(parts[1])
    _ensure(a <= b, where, f"{what}: {text!r} is not written smaller half first")
    _ensure(b <= set_n, where, f"{what}: {text!r} is not in the double-{set_n} set")
    return Tile(a, b)


def _fits(tile: Tile, ends: Counter) -> bool:
    return ends[tile.a] > 0 or ends[tile.b] > 0


def _hand_fits(hand: Counter, ends: Counter) -> bool:
    return any(_fits(t, ends) for t, k in hand.items() if k > 0)


def _target(game: str, players: int, partnerships: bool) -> int:
    if game == "block" and players in (3, 4) and not partnerships:
        return 61
    return 100


def _expected_result(
    game: str, pips: list[int], out: int | None, players: int, partnerships: bool
) -> tuple[int | None, int]:
    """(winner, points) of a finished round, written from docs/rules.md."""
    if partnerships:
        sides = [pips[0] + pips[2], pips[1] + pips[3]]
        if out is not None:
            win = out % 2
        elif sides[0] == sides[1]:
            return None, 0
        else:
            win = 0 if sides[0] < sides[1] else 1
        points = max(0, sides[1 - win] - sides[win])
    else:
        low = min(pips)
        if out is not None and game == "draw":
            win = out
        elif pips.count(low) > 1:
            return None, 0
        else:
            win = pips.index(low)
        points = sum(pips) - 2 * pips[win]
    return (win, points) if points > 0 else (None, 0)


def _check_round(
    rnd: dict[str, Any],
    where: _Where,
    game: str,
    players: int,
    partnerships: bool,
    spinners: str,
    set_n: int,
    expected_starter: int | None,
) -> tuple[int, int | None, int]:
    """Replay one round; return (starter, winner, points)."""
    full = Counter(double_set(set_n))
    for key in ("starter", "hands", "boneyard", "moves", "end", "pips", "winner", "points"):
        _ensure(key in rnd, where, f"the round has no {key!r}")

    # -- the deal ------------------------------------------------------------
    hands_in = rnd["hands"]
    _ensure(
        isinstance(hands_in, list) and len(hands_in) == players,
        where,
        f"{players} hands expected, got {hands_in!r}",
    )
    size = 5 if game == "draw" or players > 2 else 7
    hands: list[Counter] = []
    for p, hand in enumerate(hands_in):
        _ensure(len(hand) == size, where, f"player {p} was dealt {len(hand)} tiles, not {size}")
        hands.append(Counter(_tile(t, set_n, where, f"hands[{p}]") for t in hand))
    boneyard = [_tile(t, set_n, where, "boneyard") for t in rnd["boneyard"]]
    dealt = Counter(boneyard)
    for hand in hands:
        dealt += hand
    twice = sorted(str(t) for t, k in dealt.items() if k > 1)
    _ensure(not twice, where, f"tiles dealt twice: {twice}")
    missing = sorted(str(t) for t in full if t not in dealt)
    _ensure(not missing, where, f"tiles missing from hands and boneyard: {missing}")
    _ensure(sum(dealt.values()) == len(full), where, "hands and boneyard are not the set")

    # -- who starts ----------------------------------------------------------
    starter = rnd["starter"]
    _ensure(isinstance(starter, int) and 0 <= starter < players, where, f"bad starter {starter!r}")
    first_double: Tile | None = None
    if game == "block":
        if expected_starter is None:
            draw = rnd.get("start_draw")
            _ensure(
                isinstance(draw, list) and len(draw) == players,
                where,
                f"the first block round needs start_draw with {players} tiles, got {draw!r}",
            )
            drawn = [_tile(t, set_n, where, "start_draw") for t in draw]
            _ensure(len(set(drawn)) == players, where, f"start_draw repeats a tile: {draw}")
            best = max(range(players), key=lambda p: (drawn[p].pips, drawn[p].b))
            _ensure(
                starter == best,
                where,
                f"player {best} drew the highest tile {drawn[best]}, but {starter} starts",
            )
        else:
            _ensure(
                rnd.get("start_draw") is None, where, "start_draw outside the first block round"
            )
            _ensure(
                starter == expected_starter,
                where,
                f"player {expected_starter} (left of the last starter) should start, not {starter}",
            )
    else:
        _ensure(rnd.get("start_draw") is None, where, "start_draw under draw rules")
        doubles = [(t, p) for p, h in enumerate(hands) for t in h if t.is_double]
        _ensure(doubles, where, "nobody holds a double: the tiles should have been dealt again")
        first_double, holder = max(doubles, key=lambda d: d[0].a)
        _ensure(
            starter == holder,
            where,
            f"player {holder} holds the highest double {first_double}, but {starter} starts",
        )

    # -- the moves -------------------------------------------------------------
    moves = rnd["moves"]
    _ensure(isinstance(moves, list) and moves, where, "a round has at least one move")
    ends: Counter = Counter()
    doubles_laid = 0
    i = 0
    player = starter
    turn = 0
    out: int | None = None

    def blocked() -> bool:
        if game == "draw" and boneyard:
            return False
        return not any(_hand_fits(h, ends) for h in hands)

    while True:
        where.move = i + 1 if i < len(moves) else None
        _ensure(i < len(moves), where, f"moves end before the round does (player {player} to move)")
        # draws, one at a time, only while nothing fits
        last_draw: Tile | None = None
        while i < len(moves) and "draw" in moves[i]:
            where.move = i + 1
            move = moves[i]
            _ensure(game == "draw", where, "a draw under block rules")
            _ensure(turn > 0, where, "a draw before the first tile")
            _ensure(
                move.get("player") == player,
                where,
                f"player {move.get('player')} draws, but it is player {player}'s turn",
            )
            _ensure(
                not _hand_fits(hands[player], ends),
                where,
                f"player {player} draws while holding a tile that fits",
            )
            _ensure(boneyard, where, "a draw from an empty boneyard")
            tile = _tile(move["draw"], set_n, where, "draw")
            _ensure(
                tile == boneyard[0],
                where,
                f"player {player} draws {tile}, but the top of the boneyard is {boneyard[0]}",
            )
            boneyard.pop(0)
            hands[player][tile] += 1
            last_draw = tile
            i += 1
        where.move = i + 1 if i < len(moves) else None
        _ensure(i < len(moves), where, f"player {player} drew and then the moves stop")
        move = moves[i]
        _ensure(
            move.get("player") == player,
            where,
            f"player {move.get('player')} moves, but it is player {player}'s turn",
        )
        if move.get("pass"):
            _ensure(turn > 0, where, "a pass instead of the first tile")
            _ensure(
                not _hand_fits(hands[player], ends),
                where,
                f"player {player} passes while holding a tile that fits {sorted(ends.elements())}",
            )
            _ensure(
                game == "block" or not boneyard,
                where,
                f"player {player} passes with {len(boneyard)} tiles in the boneyard",
            )
        else:
            _ensure("tile" in move and "to" in move, where, f"not a move: {move!r}")
            tile = _tile(move["tile"], set_n, where, "tile")
            at = move["to"]
            _ensure(hands[player][tile] > 0, where, f"player {player} does not hold {tile}")
            _ensure(
                last_draw is None or tile == last_draw,
                where,
                f"player {player} drew {last_draw} to play it, but lays {tile}",
            )
            hands[player][tile] -= 1
            spinner = tile.is_double and (
                spinners == "all" or (spinners == "first" and doubles_laid == 0)
            )
            if turn == 0:
                _ensure(at is None, where, f"the first tile goes to no open end, not {at!r}")
                if game == "draw":
                    _ensure(
                        tile == first_double,
                        where,
                        f"the round must open with the highest double {first_double}, not {tile}",
                    )
                if tile.is_double:
                    ends = Counter({tile.a: 4 if spinner else 2})
                else:
                    ends = Counter([tile.a, tile.b])
            else:
                _ensure(isinstance(at, int), where, f"'to' must be an open end, not {at!r}")
                _ensure(ends[at] > 0, where, f"{at} is not an open end {sorted(ends.elements())}")
                _ensure(at in (tile.a, tile.b), where, f"{tile} does not fit an open end {at}")
                ends[at] -= 1
                if tile.is_double and spinner:
                    ends[at] += 3
                else:
                    ends[tile.b if at == tile.a else tile.a] += 1
            doubles_laid += tile.is_double
            if game == "block":
                _ensure(
                    sum(ends.values()) == 2,
                    where,
                    f"a block line has two open ends, not {sorted(ends.elements())}",
                )
        i += 1
        turn += 1
        # the round ends at once when a hand is empty or nobody can play
        if not +hands[player]:
            out = player
            reason = "domino"
            break
        if blocked():
            reason = "blocked"
            break
        player = (player + 1) % players

    where.move = None
    _ensure(
        i == len(moves),
        where,
        f"the round is over ({reason}) after move {i}, but {len(moves) - i} more moves follow",
    )
    _ensure(rnd["end"] == reason, where, f"end is {rnd['end']!r}, the replay says {reason!r}")
    pips = [sum(t.pips * k for t, k in h.items()) for h in hands]
    _ensure(rnd["pips"] == pips, where, f"pips are {rnd['pips']}, the replay counts {pips}")
    winner, points = _expected_result(game, pips, out, players, partnerships)
    _ensure(
        rnd["winner"] == winner,
        where,
        f"winner is {rnd['winner']!r}, should be {winner!r} (pips {pips}, {reason})",
    )
    _ensure(
        rnd["points"] == points,
        where,
        f"points are {rnd['points']!r}, should be {points} (pips {pips}, {reason})",
    )
    return starter, winner, points


def check_match(record: dict[str, Any]) -> None:
    """Raise AssertionError, naming round and move, on any broken rule in `record`."""
    where = _Where()
    for key in ("rules", "players", "partnerships", "seed", "target", "spinners", "rounds"):
        _ensure(key in record, where, f"the record has no {key!r}")
    for key in ("scores", "winner"):
        _ensure(key in record, where, f"the record has no {key!r}")
    game, players, partnerships = record["rules"], record["players"], record["partnerships"]
    _ensure(game in GAMES, where, f"unknown rules {game!r}")
    _ensure(players in (2, 3, 4), where, f"2 to 4 players, not {players!r}")
    _ensure(partnerships in (True, False), where, f"partnerships is {partnerships!r}")
    _ensure(not partnerships or players == 4, where, "partnerships need 4 players")
    spinners = record["spinners"]
    _ensure(spinners in SPINNERS, where, f"unknown spinners {spinners!r}")
    _ensure(game == "draw" or spinners == "none", where, "block rules have no spinners")
    set_n = record.get("set", 6)
    target = _target(game, players, partnerships)
    _ensure(record["target"] == target, where, f"target is {record['target']}, should be {target}")

    sides = 2 if partnerships else players
    scores = [0] * sides
    last_starter: int | None = None
    reached = False
    for number, rnd in enumerate(record["rounds"], 1):
        where.round, where.move = number, None
        _ensure(not reached, where, "a round is played after the match was won")
        expected = None if game == "draw" or last_starter is None else (last_starter + 1) % players
        starter, winner, points = _check_round(
            rnd, where, game, players, partnerships, spinners, set_n, expected
        )
        last_starter = starter
        if winner is not None:
            scores[winner] += points
        reached = max(scores) >= target
    where.round = where.move = None
    _ensure(
        record["scores"] == scores, where, f"scores are {record['scores']}, rounds add to {scores}"
    )
    if reached:
        best = max(range(sides), key=lambda s: scores[s])
        _ensure(
            record["winner"] == best,
            where,
            f"side {best} reached {scores[best]} >= {target}, "
            f"but the winner is {record['winner']!r}",
        )
    else:
        _ensure(
            record["winner"] is None,
            where,
            f"nobody reached {target} (scores {scores}), but the winner is {record['winner']!r}",
        )
