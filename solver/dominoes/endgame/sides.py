"""Who plays against whom in an endgame, and what a finished round is worth.

Two sides (2 players, or 4 in partnerships: docs/rules.md section 3) take turns,
so every move hands the round to the other side. With 3 players, or 4 each
for themselves, the value is *paranoid* (docs/rules.md section 5): the player to
move at the root alone against all the others together, who play as one
side and take two or three turns in a row.

The search is a negamax over these two sides: a node's value is for the side
of the player to move there, with `mine` and `theirs` the pips held by that
side and by the other. This module says when the side changes, what a round
that ends is worth, and how far a value can still go from a node.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from puzzles.dominoes.endgame import Position
from puzzles.dominoes.tiles import Rules


@dataclass(frozen=True)
class Sides:
    on_side: tuple[bool, ...]  # plays with the player to move at the root
    flips: tuple[bool, ...]  # the next player plays for the other side
    paranoid: bool
    # Block rules, each for themselves: a player out ties with a hand of 0 pips.
    ties: bool
    # 1 where the side to move may yet win every pip on the table (one of the
    # others going out) or lose them all (the lone player): the bounds on a value.
    greedy: tuple[int, ...]
    exposed: tuple[int, ...]

    @classmethod
    def of(cls, position: Position) -> Sides:
        players, mover = position.players, position.to_move
        on_side = tuple(position.side(p) == position.side(mover) for p in range(players))
        flips = tuple(on_side[p] != on_side[(p + 1) % players] for p in range(players))
        paranoid = position.paranoid
        return cls(
            on_side,
            flips,
            paranoid,
            ties=paranoid and position.game == Rules.BLOCK,
            greedy=tuple(int(paranoid and not own) for own in on_side),
            exposed=tuple(int(paranoid and own) for own in on_side),
        )

    def split(self, held: Sequence[int], player: int) -> tuple[int, int]:
        """(mine, theirs): the pips of `player`'s side and of the other side."""
        own = self.on_side[player]
        mine = sum(n for p, n in enumerate(held) if self.on_side[p] == own)
        return mine, sum(held) - mine

    def gone(self, hand: int, rest: int, theirs: int, zero: int, hands: list[int]) -> int:
        """The side to move lays its last tile `hand`; `rest` is what its side still
        holds. Two sides: the side out scores the other side's pips minus its own,
        never below 0. Paranoid: the player out scores every pip left, unless (block
        rules) another hand holds only 0-0 (`zero`): equal lowest, nobody scores."""
        if not self.paranoid:
            return max(0, theirs - rest)
        if self.ties and hand != zero and zero in hands:
            return 0
        return theirs + rest

    def blocked(self, held: Sequence[int], player: int) -> int:
        """Nobody can play: the lowest count wins (equal lowest: nobody) and scores
        the others' pips minus its own; for `player`'s side."""
        if not self.paranoid:
            mine, theirs = self.split(held, player)
            return theirs - mine
        low = min(held)
        if held.count(low) > 1:
            return 0
        winner = held.index(low)
        points = sum(held) - 2 * low
        return points if self.on_side[winner] == self.on_side[player] else -points
