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
N, E, S, W = range(4)
MAX_GEMS = 9

_TRIANGLE = re.compile(r"([A-Za-z])([0-9]*)")  # ASCII digits only
_ID = re.compile(r"[Ff]([0-9]{1,2})(?:/([0-9]))?")  # F13, F13/2
DECK_SIZE = 48


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

    colours: tuple[str, ...]  # four: N, E, S, W
    gems: tuple[int, ...] = (0, 0, 0, 0)

    @classmethod
    def parse(cls, text: object) -> Card:
        """`R1RBG`: N red with 1 gem, E red, S blue, W green (spaces between
        triangles allowed: `R1 R B G`); or a card of the reference deck by id,
        `F13`, and turned, `F13/2` (docs/rules.md "Writing a card")."""
        if not isinstance(text, str):
            raise BadInput(f"a card is written as text like 'R1RBG' or 'F13', not {shown(text)}")
        by_id = _ID.fullmatch(text.strip())
        if by_id:
            return _by_id(text, int(by_id[1]), int(by_id[2] or 0))
        written = "".join(text.split())
        triangles = _TRIANGLE.findall(written)
        if "".join(c + g for c, g in triangles) != written or len(triangles) != 4:
            raise BadInput(
                f"card {shown(text)} is not four triangles like 'R1RBG', nor a deck card "
                "like 'F13' or 'F13/2' (domino-puzzles deck lists them)"
            )
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

    def __reduce__(self) -> tuple[type[Personal], tuple[()]]:
        return (Personal, ())


PERSONAL = Personal()


def parse_piece(text: object) -> Card | Personal:
    """A card on a board: a card, or `P` for a personal card."""
    if isinstance(text, str) and text.strip().upper() == "P":
        return PERSONAL
    return Card.parse(text)


def _by_id(text: str, number: int, turn: int) -> Card:
    if not 1 <= number <= DECK_SIZE:
        raise BadInput(f"card {shown(text)}: the deck's cards are F01 to F48, not F{number:02d}")
    if not 0 <= turn <= 3:
        raise BadInput(f"card {shown(text)}: a card turns 0 to 3 quarter turns, not {turn}")
    return standard_deck()[number - 1].turned(turn)


def card_id(card: Card) -> str | None:
    """`F13` or `F13/2`: the card's id in the reference deck and its turn, if it is one."""
    for turn in range(4):
        number = _IDS.get(card.turned(-turn % 4))
        if number is not None:
            return f"F{number:02d}" + (f"/{turn}" if turn else "")
    return None


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


_IDS = {card: i for i, card in enumerate(standard_deck(), 1)}
