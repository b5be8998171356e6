"""An endgame round in play: the position, its moves, the answer, the referee.

All hands are open, a line lies on the table and a player is to move
(docs/rules.md section 5). A `Position` is always valid; a `Move` lays, draws
or passes; the `Answer` is the best score the side to move can force and its
principal line; the referee (`Table`) plays a round on from a position and
checks every move, so that a principal line can be replayed and scored. How
a position is written (YAML) and told in words is puzzles/dominoes/endgame.py.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from puzzles.dominoes.line import End, Half, Line
from puzzles.dominoes.match import Setup, round_points
from puzzles.dominoes.spinner_arms import (  # noqa: F401 - written here for the kind's modules
    ARM_SIDES,
    SPINNER_RULES,
    ArmEnd,
    SpinnerName,
    check_arms,
    dump_arms,
    spinner_key,
)
from puzzles.dominoes.tiles import Ends, Rules, Tile, add_to_ends, double_set, first_ends, pips
from puzzles.errors import BadInput, IllegalMove
from puzzles.status import AnswerHead
from puzzles.status import head as answer_head

KIND = "endgame"
BLOCK_HAND = 7  # the most tiles a block deal gives a hand


@dataclass(frozen=True)
class Position:
    """A round in play; every Position is valid (BadInput naming the field if not)."""

    hands: tuple[tuple[Tile, ...], ...]  # player 0, 1, ... to the left
    line: Line = Line()
    to_move: int = 0
    game: Rules = Rules.BLOCK
    set_size: int = 6
    partnerships: bool = False
    boneyard: tuple[Tile, ...] = ()  # draw rules: top first
    header: dict[str, Any] = field(default_factory=dict, compare=False)
    # its `solution` field, read once by Kind.load (`header` keeps the mapping)
    solution: Answer | None = field(default=None, compare=False)
    # draw rules: tiles on spinners' arms, (the spinner: its place in `line` from
    # 1, or a double on an arm; "up" or "down"; the arm written outward from it)
    arms: tuple[tuple[SpinnerName, str, Line], ...] = ()
    # draw rules: which doubles spin (docs/rules.md section 4): all, the round's
    # first (the one named in `arms`, or the line's only double), none
    spinner_rule: str = "all"

    def __post_init__(self) -> None:
        _check(self)

    def arm(self, place: SpinnerName, side: str) -> Line | None:
        return next((a for k, s, a in self.arms if k == place and s == side), None)

    @property
    def sides(self) -> list[int]:
        """Draw rules: the open ends off spinners (docs/rules.md section 4): each
        arm's outer end, or the spinner's number where the arm has not started."""
        return [shows for _, _, shows in Table.start(self).arm_ends()]

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def spinners(self) -> bool:
        """Draw rules: doubles may spin (docs/rules.md section 4) and tiles are drawn."""
        return self.game == Rules.DRAW

    @property
    def spins_now(self) -> bool:
        """Does a double laid from now on spin? Under `first` the round's first
        double lies on the table already (a draw round opens with a double)."""
        return self.game == Rules.DRAW and self.spinner_rule == "all"

    def spinning(self) -> list[Tile]:
        """The doubles on the table that spin, main line left to right first."""
        if self.game != Rules.DRAW or self.spinner_rule == "none":
            return []
        doubles = [Tile(a, b) for a, b in self.line.laid if a == b]
        if self.spinner_rule == "first":
            named = [k for k, _, _ in self.arms]
            if named:
                k = named[0]
                return [k if isinstance(k, Tile) else Tile(*self.line.laid[k - 1])]
            return doubles[:1]
        for _, _, arm in self.arms:
            doubles += [Tile(a, b) for a, b in arm.laid if a == b]
        return doubles

    @property
    def paranoid(self) -> bool:
        """3 players, or 4 each for themselves: the player to move against all the
        others together (docs/rules.md section 5)."""
        return self.players > 2 and not self.partnerships

    def side(self, player: int) -> int:
        """Who scores together: 0 and 2 against 1 and 3 in partnerships, else each
        player alone."""
        return player % 2 if self.partnerships else player


def _check(position: Position) -> None:
    try:
        object.__setattr__(position, "game", Rules.parse(position.game))
    except BadInput as error:
        raise error.at("rules") from None
    double_set(position.set_size)  # a set we know
    players = position.players
    if position.partnerships and players != 4:
        raise BadInput(f"partnerships need 4 players, not {players}", "partnerships")
    if not 2 <= players <= 4:
        raise BadInput(f"an endgame has 2 to 4 hands, not {players}", "hands")
    if not 0 <= position.to_move < players:
        raise BadInput(f"must be a player 0 to {players - 1}, not {position.to_move}", "to_move")
    if position.spinners and not position.line:
        raise BadInput("draw rules need a line on the table: the round opens with a double", "line")
    if position.boneyard and not position.spinners:
        raise BadInput("a boneyard is only drawn from under draw rules", "boneyard")
    check_arms(position)
    if position.game == Rules.BLOCK and position.set_size <= 6:
        # docs/rules.md section 3: no deal gives more than 7 (2 players; four
        # hands of 7 are the whole set, as many tables deal), and nobody draws.
        for p, hand in enumerate(position.hands):
            if len(hand) > BLOCK_HAND:
                raise BadInput(
                    f"{len(hand)} tiles: the block game deals at most {BLOCK_HAND} to a "
                    "player and nobody draws (docs/rules.md section 3)",
                    f"hands[{p}]",
                )
    seen: dict[Tile, str] = {}
    places = [(t, "line") for t in position.line.tiles]
    places += [
        (t, f"spinners.{str(k)}.{side}") for k, side, arm in position.arms for t in arm.tiles
    ]
    for p, hand in enumerate(position.hands):
        if not hand:
            raise BadInput("an empty hand: the round is already over", f"hands[{p}]")
        places += [(t, f"hands[{p}][{i}]") for i, t in enumerate(hand)]
    places += [(t, f"boneyard[{i}]") for i, t in enumerate(position.boneyard)]
    for tile, where in places:
        if tile.b > position.set_size:
            raise BadInput(f"tile {tile} is not in the double-{position.set_size} set", where)
        if tile in seen:
            raise BadInput(f"tile {tile} is also in {seen[tile]}", where)
        seen[tile] = where


# -- moves and answers ---------------------------------------------------------
@dataclass(frozen=True)
class Move:
    """A tile laid at the `left` or `right` end of the line, or on a spinner's
    arm (`spinner`, draw rules: `arm` says which; a move read without it lays
    on the first arm showing `to`); or a tile drawn (`draw`); or a `pass`."""

    player: int
    end: End
    tile: Tile | None = None
    to: int | None = None  # the open-end number laid against; None for a first tile
    arm: ArmEnd | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "end", End(self.end))

    @property
    def lays(self) -> bool:
        return self.end in (End.LEFT, End.RIGHT, End.SPINNER)

    def to_mapping(self) -> dict[str, Any]:
        if self.end == End.PASS:
            return {"player": self.player, "end": End.PASS.value}
        if self.end == End.DRAW:
            return {"player": self.player, "draw": str(self.tile)}
        end = self.arm.to_mapping() if self.arm is not None else self.end.value
        return {"player": self.player, "tile": str(self.tile), "end": end, "to": self.to}

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any]) -> Move:
        if "draw" in data:
            return cls(data["player"], End.DRAW, Tile.parse(data["draw"]))
        if data.get("end") == End.PASS:
            return cls(data["player"], End.PASS)
        end, arm = data["end"], None
        if isinstance(end, Mapping):
            end, arm = End.SPINNER, ArmEnd.parse(end)
        return cls(data["player"], end, Tile.parse(data["tile"]), data.get("to"), arm)

    def __str__(self) -> str:
        who = f"player {self.player}"
        if self.end == End.PASS:
            return f"{who} passes"
        if self.end == End.DRAW:
            return f"{who} draws {self.tile}"
        if self.to is None:
            return f"{who} lays {self.tile}"
        if self.arm is not None:
            where = str(self.arm)
        else:
            where = "a spinner's side" if self.end == End.SPINNER else f"the {self.end} end"
        return f"{who} lays {self.tile} at {where}, on {self.to}"


@dataclass(frozen=True)
class Answer(AnswerHead):
    """The solver's answer, or one read from a puzzle's `solution`, which may
    leave out any field (None; no moves)."""

    # Points of the side to move, minus if the other side scores; when only
    # `feasible` (out of time), what the first move is proved to reach at least.
    value: int | None = None
    moves: tuple[Move, ...] = ()  # the principal line

    def to_mapping(self) -> dict[str, Any]:
        return {
            **answer_head(KIND, self.status, self.unique, self.seconds),
            "value": self.value,
            "moves": [m.to_mapping() for m in self.moves],
        }


# -- the referee ---------------------------------------------------------------
@dataclass
class Table:
    """The round as it stands: hands, the line, the spinners' arms, the boneyard,
    and who is to move. Plays only legal moves (ValueError if not)."""

    position: Position
    hands: list[list[Tile]]
    line: Line
    # draw rules: the doubles that spin, and the tiles on their arms
    spinning: list[Tile]
    arms: dict[Tile, dict[str, Line]]
    boneyard: list[Tile]
    player: int

    @classmethod
    def start(cls, position: Position) -> Table:
        hands = [list(h) for h in position.hands]
        spinning = position.spinning() if hasattr(position, "spinning") else []
        arms: dict[Tile, dict[str, Line]] = {}
        for k, side, arm in getattr(position, "arms", ()):
            spinner = k if isinstance(k, Tile) else Tile(*position.line.laid[k - 1])
            if arm.laid:
                arms.setdefault(spinner, {})[side] = arm
        line, boneyard = position.line, list(position.boneyard)
        return cls(position, hands, line, spinning, arms, boneyard, position.to_move)

    def copy(self) -> Table:
        arms = {k: dict(v) for k, v in self.arms.items()}
        hands = [list(h) for h in self.hands]
        return Table(
            self.position,
            hands,
            self.line,
            list(self.spinning),
            arms,
            list(self.boneyard),
            self.player,
        )

    def name(self, spinner: Tile) -> SpinnerName:
        """How a move names a spinner now: its place in the line, or itself."""
        place = next((i for i, h in enumerate(self.line.laid, 1) if Tile(*h) == spinner), None)
        return spinner if place is None else place

    def spinner_of(self, name: SpinnerName) -> Tile:
        if isinstance(name, Tile):
            spinner = name
        elif 1 <= name <= len(self.line):
            spinner = Tile(*self.line.laid[name - 1])
        else:
            raise IllegalMove(f"the line has no place {name}")
        if spinner not in self.spinning:
            raise IllegalMove(f"{spinner} is no spinner")
        return spinner

    def arm_ends(self) -> list[tuple[ArmEnd, Line | None, int]]:
        """Each spinner's arms, main line left to right, then doubles on arms as
        they lie: (the arm's end as a move names it, its tiles, the number it
        shows: the spinner's own where the arm has not started)."""
        if not self.spinning:  # most rounds: no spinner, nothing to read off the line
            return []
        on_line = [t for t in (Tile(*h) for h in self.line.laid) if t in self.spinning]
        order = on_line + [t for t in self.spinning if t not in on_line]
        out = []
        for spinner in order:
            for side in ARM_SIDES:
                arm = self.arms.get(spinner, {}).get(side)
                shows = cast(int, arm.right) if arm else spinner.a  # an arm holds tiles
                out.append((ArmEnd(self.name(spinner), side), arm, shows))
        return out

    @property
    def sides(self) -> list[int]:
        """The open ends off spinners, in `arm_ends` order."""
        return [shows for _, _, shows in self.arm_ends()]

    @property
    def ends(self) -> Ends:
        left, right = self.line.left, self.line.right
        if left is None or right is None:  # no tile laid yet
            return ()
        return tuple(sorted([left, right, *self.sides]))

    def can_lay(self, player: int) -> bool:
        if not self.line:
            return bool(self.hands[player])
        ends = set(self.ends)
        return any(t.a in ends or t.b in ends for t in self.hands[player])

    @property
    def over(self) -> str | None:
        """`domino` when a hand is empty, `blocked` when nobody can lay or draw."""
        if not all(self.hands):
            return "domino"
        if self.boneyard or not self.line:  # a hand holds tiles, so someone lays first
            return None
        ends = set(self.ends)  # once for every hand: asked at every move of a search
        if any(t.a in ends or t.b in ends for hand in self.hands for t in hand):
            return None
        return "blocked"

    def _lays(self) -> list[Move]:
        """Every lay, each arm of each spinner apart."""
        p, line = self.player, self.line
        if not line:
            return [Move(p, End.RIGHT, t) for t in sorted(self.hands[p])]
        out = []
        arm_ends = self.arm_ends()
        left, right = line.left, line.right  # read once: asked for every tile of every move
        for tile in sorted(self.hands[p]):
            a, b = tile.a, tile.b
            if left in (a, b):
                out.append(Move(p, End.LEFT, tile, left))
            if right in (a, b):
                out.append(Move(p, End.RIGHT, tile, right))
            if not arm_ends:
                continue
            # by the number laid on (the order the lays have always had), then the arms in turn
            out += sorted(
                (Move(p, End.SPINNER, tile, x, arm) for arm, _, x in arm_ends if x in (a, b)),
                key=lambda m: cast(int, m.to),  # a lay on an arm goes to a number
            )
        return out

    def after(self, move: Move) -> Ends:
        """The open ends once `move` is laid."""
        assert move.tile is not None  # a lay
        if move.to is None:
            return first_ends(move.tile, spinner=False)
        return add_to_ends(
            self.ends, move.tile, move.to, self.position.spins_now and move.tile.is_double
        )

    def options(self) -> list[Move]:
        """The moves of the player to move: each distinct lay once (the same tile
        leaving the same open ends is the same move: the first of them, the line's
        ends before the arms), else a draw, else a pass."""
        if self.over:
            return []
        if not self.can_lay(self.player):
            end = End.DRAW if self.boneyard else End.PASS
            return [Move(self.player, end, self.boneyard[0] if self.boneyard else None)]
        out, seen = [], set()
        for move in self._lays():
            key = (move.tile, self.after(move))
            if key not in seen:
                seen.add(key)
                out.append(move)
        return out

    def lay_as_written(self, move: Move) -> Move:
        """A lay as a file may write it, made whole: an arm without `to` shows
        its number; `spinner` without an arm is the first arm showing `to`."""
        if move.end != End.SPINNER:
            return move
        if move.arm is None:
            arm = next((a for a, _, x in self.arm_ends() if x == move.to), None)
            return move if arm is None else Move(move.player, move.end, move.tile, move.to, arm)
        try:
            spinner = self.spinner_of(move.arm.spinner)
        except ValueError:
            return move
        arm = ArmEnd(self.name(spinner), move.arm.arm)
        shows = next(x for a, _, x in self.arm_ends() if a == arm)
        return Move(move.player, move.end, move.tile, shows if move.to is None else move.to, arm)

    def play(self, move: Move, checked: bool = False) -> None:
        """Make `move`, IllegalMove if the rules forbid it; `checked`: the move
        is one `options()` just gave for this table, whole and legal, so it is
        not looked for among the lays again (random play-outs, searches)."""
        if not checked:
            if self.over:
                raise IllegalMove(f"{move}: the round is over ({self.over})")
            move = self.lay_as_written(move)
            legal = self._lays() if self.can_lay(self.player) else self.options()
            if move not in legal:
                raise IllegalMove(f"{move}: not a legal move here (open ends {list(self.ends)})")
        p, tile = move.player, move.tile
        if move.end == End.DRAW:
            self.hands[p].append(self.boneyard.pop(0))
            return
        if move.end == End.PASS:
            self.player = (p + 1) % len(self.hands)
            return
        assert tile is not None  # a lay
        self.hands[p].remove(tile)
        if move.end == End.SPINNER:
            assert move.arm is not None and move.to is not None  # a lay on a spinner names both
            spinner = self.spinner_of(move.arm.spinner)
            arm = self.arms.get(spinner, {}).get(move.arm.arm) or Line()
            laid = Half(move.to, tile.other(move.to))
            self.arms.setdefault(spinner, {})[move.arm.arm] = Line((*arm.laid, laid))
        else:
            self.line = self.line.add(tile, move.end)
        if self.position.spins_now and tile.is_double:
            self.spinning.append(tile)
        if self.hands[p]:
            self.player = (p + 1) % len(self.hands)

    def now(self) -> Position:
        """The table as a position to play on from (hands must not be empty)."""
        old = self.position
        arms = []
        for spinner in self.spinning:
            for side in ARM_SIDES:
                arm = self.arms.get(spinner, {}).get(side)
                if arm:
                    arms.append((self.name(spinner), side, arm))
        if old.spinner_rule == "first" and not arms and self.spinning:
            arms.append((self.name(self.spinning[0]), "up", Line()))
        return Position(
            tuple(tuple(sorted(h)) for h in self.hands),
            self.line,
            self.player,
            old.game,
            old.set_size,
            old.partnerships,
            tuple(self.boneyard),
            {},
            arms=tuple(sorted(arms, key=lambda a: (spinner_key(a[0]), a[1] != "up"))),
            spinner_rule=old.spinner_rule,
        )

    def value(self) -> int:
        """The round's points, once it is over, for the side that was to move: with
        3 players or 4 each for themselves, minus what another winner scores."""
        position = self.position
        out = next((p for p, h in enumerate(self.hands) if not h), None)
        setup = Setup(position.game, position.players, position.partnerships)
        winner, points = round_points(setup, [pips(h) for h in self.hands], out)
        if winner is None:
            return 0
        return points if winner == position.side(position.to_move) else -points


def replay(position: Position, moves: Sequence[Move]) -> Table:
    """The table after `moves`, each checked against the rules at its moment."""
    table = Table.start(position)
    for i, move in enumerate(moves):
        try:
            table.play(move)
        except ValueError as error:
            raise IllegalMove(f"move {i + 1}: {error}") from None
    return table
