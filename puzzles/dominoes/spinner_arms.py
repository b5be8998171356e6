"""Spinners' arms under Draw rules: how a file and a move name them.

A spinner is named by its place in the main line from 1, or, a double that
lies on an arm, by the double itself (`5-5`); each has an `up` and a `down`
arm, written outward from it (docs/formats.md `spinners`). A lay on an arm
names it as `{spinner: 4, arm: up}`. The spinner rule (`all`, `first`,
`none`: docs/rules.md section 4) says which doubles spin.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from puzzles.dominoes.tiles import Rules, Tile
from puzzles.errors import BadInput

SPINNER_RULES = ("all", "first", "none")
ARM_SIDES = ("up", "down")
# A spinner as a file and a move name it: its place in the main line from 1,
# or, for a double that lies on an arm, the double itself.
SpinnerName = int | Tile


def spinner_key(name: SpinnerName) -> tuple:
    """Spinners in the order files and moves list them: main line first."""
    return (1, name.a, 0) if isinstance(name, Tile) else (0, name, 0)


class ArmDouble(str):
    """A spinner that is a double on an arm as a file, a move and JSON write it:
    the double's text (`"5-5"`). Its kind of key sits beside the places in the
    line (ints) in one `spinners:` mapping, so it orders itself against them
    as `spinner_key` does, main line first: `sorted` and `json.dumps(...,
    sort_keys=True)` of such a mapping work (a plain str beside an int is a
    TypeError), and a mapping keyed by places alone sorts as it always did."""

    __slots__ = ()

    def _keys(self, other: object) -> tuple[tuple, tuple] | None:
        """This spinner's order key and `other`'s, where `other` is a spinner
        (a place in the line or a double on an arm); any other text as text."""
        if isinstance(other, ArmDouble):
            return spinner_key(Tile.parse(self)), spinner_key(Tile.parse(other))
        if isinstance(other, int) and not isinstance(other, bool):
            return spinner_key(Tile.parse(self)), spinner_key(other)
        if isinstance(other, str):
            return (str(self),), (str(other),)
        return None

    def __lt__(self, other: object) -> bool:
        keys = self._keys(other)
        return NotImplemented if keys is None else keys[0] < keys[1]

    def __le__(self, other: object) -> bool:
        keys = self._keys(other)
        return NotImplemented if keys is None else keys[0] <= keys[1]

    def __gt__(self, other: object) -> bool:
        keys = self._keys(other)
        return NotImplemented if keys is None else keys[0] > keys[1]

    def __ge__(self, other: object) -> bool:
        keys = self._keys(other)
        return NotImplemented if keys is None else keys[0] >= keys[1]

    __hash__ = str.__hash__


def spinner_name(name: SpinnerName) -> int | str:
    """A spinner as files, moves and JSON name it, the one key form of every
    mapping keyed by spinners: its place in the line, or the double on an arm
    (`ArmDouble`)."""
    return ArmDouble(name) if isinstance(name, Tile) else name


def dump_arms(arms) -> dict[int | str, dict[str, str]]:
    """`spinners:` as a file writes it: main-line spinners by place, then doubles
    on arms by themselves; `{}` for a spinner named with no arm yet."""
    out: dict[int | str, dict[str, str]] = {}
    for place, side, arm in sorted(arms, key=lambda a: (spinner_key(a[0]), a[1] != "up")):
        sides = out.setdefault(spinner_name(place), {})
        if arm.laid:
            sides[side] = str(arm)
    return out


def check_arms(position) -> None:
    rule = position.spinner_rule
    if rule not in SPINNER_RULES:
        raise BadInput(f"is all, first or none, not {rule!r}", "spinner_rule")
    if rule != "all" and position.game != Rules.DRAW:
        raise BadInput("a spinner rule is for draw rules", "spinner_rule")
    on_arms = {Tile(a, b) for _, _, arm in position.arms for a, b in arm.laid if a == b}
    names = {k for k, _, _ in position.arms}
    if rule == "none" and position.arms:
        raise BadInput("with spinner_rule none no double spins: no arms", "spinners")
    if rule == "first":
        if len(names) > 1:
            raise BadInput("with spinner_rule first only one double spins", "spinners")
        doubles = [t for t in position.line.tiles if t.is_double]
        if not names and len(doubles) > 1:
            raise BadInput(
                "with spinner_rule first and several doubles in the line, name the "
                "spinner: `spinners: {K: {}}` (K its place in the line)",
                "spinners",
            )
    for k, side, arm in position.arms:
        where = f"spinners.{str(k)}.{side}"
        if not position.spinners:
            raise BadInput("spinner arms are for draw rules", "spinners")
        if side not in ARM_SIDES:
            raise BadInput(f"an arm is up or down, not {side!r}", where)
        if isinstance(k, Tile):
            if not k.is_double or k not in on_arms:
                raise BadInput(f"{k} is no double on an arm: no spinner there", where)
            if rule != "all":
                raise BadInput("only with spinner_rule all does a double on an arm spin", where)
            x = k.a
        else:
            if not 1 <= k <= len(position.line) or len(set(position.line.laid[k - 1])) != 1:
                raise BadInput(f"place {k} of the line holds no double: no spinner there", where)
            x = position.line.laid[k - 1][0]
        if arm.laid and arm.laid[0][0] != x:
            raise BadInput(
                f"an arm is written outward from the spinner {x}-{x}: it starts with {x}, "
                f"not {arm.laid[0][0]}",
                where,
            )
    if len({(k, side) for k, side, _ in position.arms}) != len(position.arms):
        raise BadInput("an arm is given twice", "spinners")


@dataclass(frozen=True)
class ArmEnd:
    """The open end of a spinner's arm: `{spinner: 4, arm: up}` (docs/formats.md),
    the spinner named by its place in the line as it stands when the move is
    made, or (a double on an arm) by the double itself."""

    spinner: SpinnerName
    arm: str  # up | down

    def to_mapping(self) -> dict[str, Any]:
        return {"spinner": self.key(), "arm": self.arm}

    def key(self) -> int | str:
        return spinner_name(self.spinner)

    @classmethod
    def parse(cls, value: object, size: int = 18) -> ArmEnd:
        """`{spinner: 4, arm: up}`, the spinner its place in the line (from 1) or
        the double on an arm (`5-5`)."""
        if not isinstance(value, Mapping) or set(value) != {"spinner", "arm"}:
            raise BadInput(
                "an end is left, right, or a spinner's arm like {spinner: 4, arm: up}, "
                f"not {value!r}"
            )
        name, arm = value["spinner"], value["arm"]
        if arm not in ARM_SIDES:
            raise BadInput(f"an arm is up or down, not {arm!r}")
        if isinstance(name, str) and name.isdigit():
            name = int(name)
        if isinstance(name, str):
            name = Tile.parse(name, size)
            if not name.is_double:
                raise BadInput(f"a spinner is a double, not {name}")
        elif isinstance(name, bool) or not isinstance(name, int) or name < 1:
            raise BadInput(
                f"a spinner is its place in the line (1, 2, ...) or a double, not {name!r}"
            )
        return cls(name, arm)

    def __str__(self) -> str:
        return f"the {self.arm} arm of spinner {self.key()}"
