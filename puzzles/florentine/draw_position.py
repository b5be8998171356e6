"""A Florentine game position cut in the draw phase (docs/formats.md
"position", `draw:`).

In the draw phase the player to move lays a card of its hand (the position's
`pool`) or discards one, then draws the top card of the pile. What else is
in play is the `draw` field of the position: the other players' hands
(keyed by colour), the pile top first and the discard row. As a seat saw it
(`position --seat`), the other hands and the pile are `{hidden: N}`: N
cards the seat cannot see. Together with the board and the pool the cards
are the whole deck, each once: what is hidden is the rest of the deck.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from puzzles import fields
from puzzles.errors import BadInput
from puzzles.florentine.cards import COLOUR_NAMES, DECK_SIZE, Card, parse_colour

Held = tuple[Card, ...] | int  # cards known, or how many are hidden


@dataclass(frozen=True)
class DrawState:
    hands: tuple[tuple[str, Held], ...]  # (colour, hand) of every other seat, seat order
    pile: Held  # top first
    discards: tuple[Card, ...] = ()

    @property
    def hidden(self) -> bool:
        return isinstance(self.pile, int) or any(isinstance(h, int) for _, h in self.hands)

    def hand(self, colour: str) -> Held:
        return dict(self.hands)[colour]

    def known(self) -> list[tuple[Card, str]]:
        """Every card shown, with where (for the check that none is twice)."""
        out = [(c, f"draw.discards[{i}]") for i, c in enumerate(self.discards)]
        for colour, hand in self.hands:
            if not isinstance(hand, int):
                name = COLOUR_NAMES[colour]
                out += [(c, f"draw.hands.{name}[{i}]") for i, c in enumerate(hand)]
        if not isinstance(self.pile, int):
            out += [(c, f"draw.pile[{i}]") for i, c in enumerate(self.pile)]
        return out

    def hidden_count(self) -> int:
        count = self.pile if isinstance(self.pile, int) else 0
        return count + sum(h for _, h in self.hands if isinstance(h, int))

    def seen(self) -> DrawState:
        """As the player to move saw it: the other hands and the pile hidden."""
        hands = tuple((c, h if isinstance(h, int) else len(h)) for c, h in self.hands)
        pile = self.pile if isinstance(self.pile, int) else len(self.pile)
        return DrawState(hands, pile, self.discards)


def _held(value: object, most: int) -> Held:
    if isinstance(value, Mapping):
        fields.reject_unknown(value, ("hidden",))
        count = fields.field(value, "hidden", fields.count)
        if count > most:
            raise BadInput(f"is at most {most}, not {count}", "hidden")
        return count
    return tuple(fields.items(value, Card.parse, most))


def load(value: object, colour: str, players: tuple[str, ...]) -> DrawState:
    """The `draw` field (BadInput naming the field below `draw`)."""
    data = fields.require_mapping(value, "the draw phase")
    fields.reject_unknown(data, ("hands", "pile", "discards"))
    if not players:
        raise BadInput("a draw phase is a game's: give its players too", "players")
    hands_map = fields.field(data, "hands", fields.require_mapping)
    names = {COLOUR_NAMES[c]: c for c in players if c != colour}
    hands = []
    for name in hands_map:
        try:
            key = parse_colour(name)
        except BadInput as error:
            raise error.at(f"hands.{name}") from None
        if key == colour or key not in players:
            raise BadInput("only the other players' hands (the pool is the own)", f"hands.{name}")
    for name, key in names.items():
        given = next((v for k, v in hands_map.items() if parse_colour(k) == key), None)
        if given is None:
            raise BadInput(f"the hand of {name} is missing", "hands")
        try:
            hands.append((key, _held(given, 4)))
        except BadInput as error:
            raise error.at(f"hands.{name}") from None
    pile = fields.field(data, "pile", lambda v: _held(v, DECK_SIZE))
    discards = fields.field(data, "discards", lambda v: fields.items(v, Card.parse, DECK_SIZE), ())
    state = DrawState(tuple(hands), pile, tuple(discards))
    if state.pile == 0 or state.pile == ():
        raise BadInput("is empty: the draw phase ends with the last card drawn", "pile")
    return state


def dump(state: DrawState) -> dict[str, Any]:
    def held(h: Held) -> Any:
        return {"hidden": h} if isinstance(h, int) else [str(c) for c in h]

    return {
        "hands": {COLOUR_NAMES[c]: held(h) for c, h in state.hands},
        "pile": held(state.pile),
        "discards": [str(c) for c in state.discards],
    }
