"""Florentine Domino cards: four coloured triangles N, E, S, W, some with gems.

docs/rules.md section 1, "Material", "Writing a card" and "The reference deck".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from puzzles.errors import BadInput, shown

COLOURS = ("G", "R", "B", "O")
COLOUR_NAMES = {"G": "green", "R": "red", "B": "blue", "O": "ochre"}
SIDES = ("N", "E", "S", "W")
N, E, S, W = range(4)
MAX_GEMS = 9

_TRIANGLE = re.compile(r"([A-Za-z])([0-9]*)")  # ASCII digits only


def opposite(side: int) -> int:
    return (side + 2) % 4


def parse_colour(text: object) -> str:
    """A colour by letter or by name, any case: 'r', 'Red' -> 'R'."""
    if isinstance(text, str):
        word = text.strip().upper()
        if word in COLOURS:
            return word
        for letter, name in COLOUR_NAMES.items():
            if word == name.upper():
                return letter
    raise BadInput(f"unknown colour {shown(text)} (green, red, blue, ochre or G, R, B, O)")


@dataclass(frozen=True, slots=True)
class Card:
    """A card as it lies: colours and gems of its N, E, S, W triangles."""

    colours: tuple[str, str, str, str]
    gems: tuple[int, int, int, int] = (0, 0, 0, 0)

    @classmethod
    def parse(cls, text: object) -> Card:
        """`R1RBG`: N red with 1 gem, E red, S blue, W green."""
        if not isinstance(text, str):
            raise BadInput(f"a card is written as text like 'R1RBG', not {shown(text)}")
        triangles = _TRIANGLE.findall(text.strip())
        if "".join(c + g for c, g in triangles) != text.strip() or len(triangles) != 4:
            raise BadInput(f"card {shown(text)} is not four triangles like 'R1RBG'")
        colours, gems = [], []
        for colour, count in triangles:
            if colour.upper() not in COLOURS:
                raise BadInput(f"card {shown(text)} has unknown colour {shown(colour)}")
            if count and (len(count) > 1 or int(count) > MAX_GEMS):
                raise BadInput(
                    f"card {shown(text)} has {shown(count, 6)} gems on one triangle (0 to 9)"
                )
            colours.append(colour.upper())
            gems.append(int(count) if count else 0)
        return cls(tuple(colours), tuple(gems))

    def __str__(self) -> str:
        return "".join(self.triangle(side) for side in range(4))

    def triangle(self, side: int) -> str:
        """One triangle as written: its colour letter, then its gems if any."""
        gems = self.gems[side]
        return self.colours[side] + (str(gems) if gems else "")

    def turned(self, turn: int) -> Card:
        """Turned `turn` quarter turns clockwise: W moves to N."""
        t = turn % 4
        return Card(
            tuple(self.colours[(s - t) % 4] for s in range(4)),
            tuple(self.gems[(s - t) % 4] for s in range(4)),
        )

    def turns(self) -> list[tuple[int, Card]]:
        """The distinct ways the card can lie, with the first turn giving each."""
        return _turns(self)

    def gems_of(self, colour: str) -> int:
        """The gems on this card's triangles of `colour`."""
        return sum(g for c, g in zip(self.colours, self.gems, strict=True) if c == colour)

    def joined(self, side: int) -> bool:
        """Does triangle `side` share a room with the next one clockwise?"""
        return self.colours[side] == self.colours[(side + 1) % 4]


@lru_cache(maxsize=4096)
def _turns(card: Card) -> list[tuple[int, Card]]:
    seen: dict[Card, int] = {}
    for t in range(4):
        seen.setdefault(card.turned(t), t)
    return [(t, c) for c, t in seen.items()]


class Personal:
    """A personal card: no colours, it only closes the cell it lies on."""

    _instance: Personal | None = None

    def __new__(cls) -> Personal:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __str__(self) -> str:
        return "P"

    def __repr__(self) -> str:
        return "PERSONAL"

    def __reduce__(self):
        return (Personal, ())


PERSONAL = Personal()


def parse_piece(text: object) -> Card | Personal:
    """A card on a board: a card, or `P` for a personal card."""
    if isinstance(text, str) and text.strip().upper() == "P":
        return PERSONAL
    return Card.parse(text)


def standard_deck() -> list[Card]:
    """The 48 cards F01..F48 of docs/rules.md, in that order."""
    cards: list[Card] = []
    for a in COLOURS:
        others = [c for c in COLOURS if c != a]
        for b, c in combinations(others, 2):
            cards.append(Card((a, a, b, c), (0, 1, 0, 0)))
            cards.append(Card((a, a, c, b), (0, 1, 0, 0)))
    for a in COLOURS:
        others = [c for c in COLOURS if c != a]
        for b, c in combinations(others, 2):
            cards.append(Card((a, b, a, c), (1, 0, 0, 0)))
    for a, b in combinations(COLOURS, 2):
        cards.append(Card((a, a, b, b)))
    for a, b in combinations(COLOURS, 2):
        cards.append(Card((a, b, a, b)))
    return cards
