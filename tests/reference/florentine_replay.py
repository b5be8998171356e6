"""An independent replay checker for `play --rules florentine` records.

Written from docs/rules.md section 1 and docs/formats.md "play --rules florentine
output" alone: it imports nothing of the project, so a mistake in the engine
(puzzles/florentine/game.py, puzzles/florentine/board.py,
puzzles/florentine/rooms.py) cannot hide here.
`check_game(record)` replays the game move by move and raises AssertionError,
naming the move, on the first broken rule; it returns what it counted.

Choices the project makes where docs/rules.md is silent, checked here too:
- a pass is never needed: play ends the moment the player to move in the
  open phase can place no pool card (a logged pass is accepted there only);
- the personal cards start with the player whose turn it would be after the
  last card placed or discarded (the first who could not place).
"""

from __future__ import annotations

import re
from itertools import combinations
from typing import Any

ORDER = "GRBO"
NAMES = {"green": "G", "red": "R", "blue": "B", "ochre": "O"}
STEP = ((0, -1), (1, 0), (0, 1), (-1, 0))  # N, E, S, W as (column, row)


def reference_deck() -> list[str]:
    """F01..F48 written as in docs/rules.md "The reference deck"."""
    deck = []
    for a in ORDER:
        for b, c in combinations([x for x in ORDER if x != a], 2):
            deck += [f"{a}{a}1{b}{c}", f"{a}{a}1{c}{b}"]
    for a in ORDER:
        for b, c in combinations([x for x in ORDER if x != a], 2):
            deck.append(f"{a}1{b}{a}{c}")
    deck += [f"{a}{a}{b}{b}" for a, b in combinations(ORDER, 2)]
    deck += [f"{a}{b}{a}{b}" for a, b in combinations(ORDER, 2)]
    return deck


def triangles(text: str) -> list[tuple[str, int]]:
    found = re.findall(r"([GRBO])(\d?)", text)
    assert "".join(c + g for c, g in found) == text and len(found) == 4, text
    return [(c, int(g or 0)) for c, g in found]


def turned(text: str, turn: int) -> list[tuple[str, int]]:
    """A quarter turn clockwise moves W to N."""
    t = triangles(text)
    return [t[(s - turn) % 4] for s in range(4)]


class Table:
    """The board as docs/rules.md describes it: cells, the cross, placing, rooms."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.cells: dict[tuple[int, int], Any] = {}  # (col, row) -> triangles or "P"

    def name(self, cell: tuple[int, int]) -> str:
        return f"{chr(65 + cell[0])}{cell[1] + 1}"

    def parse(self, name: str) -> tuple[int, int]:
        col, row = ord(name[0]) - 65, int(name[1:]) - 1
        assert 0 <= col < self.size and 0 <= row < self.size, name
        return col, row

    def beside(self, cell, side):
        c, r = cell[0] + STEP[side][0], cell[1] + STEP[side][1]
        return (c, r) if 0 <= c < self.size and 0 <= r < self.size else None

    def touching(self, cell) -> int:
        return sum(self.beside(cell, s) in self.cells for s in range(4))

    def cross(self, cell) -> bool:
        return self.size // 2 in cell

    def cross_full(self) -> bool:
        mid = self.size // 2
        return all((i, mid) in self.cells and (mid, i) in self.cells for i in range(self.size))

    def may_take(self, cell) -> bool:
        """docs/rules.md "Placing a card" 1 and 2: position alone."""
        if cell in self.cells:
            return False
        mid = self.size // 2
        if not self.cells:
            return cell == (mid, mid)
        if not self.cross_full():
            return self.cross(cell) and self.touching(cell) >= 1
        return self.touching(cell) >= 2

    def matches(self, cell, card) -> bool:
        """Rule 3: the triangles meeting at every shared edge have one colour."""
        for side in range(4):
            other = self.cells.get(self.beside(cell, side))
            if isinstance(other, list) and other[(side + 2) % 4][0] != card[side][0]:
                return False
        return True

    def can_place(self, text: str) -> bool:
        spots = [(c, r) for c in range(self.size) for r in range(self.size)]
        return any(
            self.may_take(cell) and self.matches(cell, turned(text, t))
            for cell in spots
            for t in range(4)
        )

    def scores(self, rim_seals: bool) -> dict[str, int]:
        """Gems per colour in sealed rooms, rooms found by union-find."""
        parent: dict = {}

        def find(x):
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        cards = {c: p for c, p in self.cells.items() if isinstance(p, list)}
        for cell in cards:
            for s in range(4):
                parent[(cell, s)] = (cell, s)
        for cell, card in cards.items():
            for s in range(4):
                if card[s][0] == card[(s + 1) % 4][0]:
                    parent[find((cell, s))] = find((cell, (s + 1) % 4))
                other = self.beside(cell, s)
                if other in cards:
                    parent[find((cell, s))] = find((other, (s + 2) % 4))
        rooms: dict = {}
        for cell, s in parent:
            colour, gems = cards[cell][s]
            other = self.beside(cell, s)
            is_open = (not rim_seals) if other is None else other not in self.cells
            room = rooms.setdefault(find((cell, s)), [colour, 0, False])
            room[1] += gems
            room[2] = room[2] or is_open
        out = dict.fromkeys(ORDER, 0)
        for colour, gems, is_open in rooms.values():
            if not is_open:
                out[colour] += gems
        return out


def check_game(record: dict[str, Any]) -> dict[str, Any]:
    """Replay one record; AssertionError on the first broken rule."""
    assert record["rules"] == "florentine"
    n, size, rim = record["players"], record["size"], record["rim_seals"]
    assert 2 <= n <= 4 and size == 7 and isinstance(rim, bool)
    colours = [NAMES[c] for c in record["colours"]]
    assert len(set(colours)) == n
    deck = record["deck"]
    assert sorted(deck) == sorted(reference_deck()), "the deck is not the 48 reference cards"
    hands = [deck[4 * p : 4 * p + 4] for p in range(n)]
    pile = deck[4 * n :]
    discards: list[str] = []
    pool: list[str] | None = None
    table = Table(size)
    player, ended, placed = 0, False, 0
    moves = record["moves"]
    i = 0
    while i < len(moves):
        move, where = moves[i], f"move {i + 1}"
        assert move["player"] == player, f"{where}: player {player}'s turn"
        if "personal" in move:
            break
        assert not ended, f"{where}: play had ended"
        if move.get("pass"):
            assert pool is not None, f"{where}: a pass in the draw phase"
            assert not any(table.can_place(c) for c in pool), f"{where}: could place"
            ended = True
            i += 1
            continue
        cards = hands[player] if pool is None else pool
        if "discard" in move:
            assert pool is None, f"{where}: a discard in the open phase"
            assert move["discard"] in cards, f"{where}: {move['discard']} not in hand"
            cards.remove(move["discard"])
            discards.append(move["discard"])
        else:
            text, cell = move["card"], table.parse(move["cell"])
            assert text in cards, f"{where}: {text} not in {'hand' if pool is None else 'pool'}"
            card = turned(text, move["turn"])
            assert table.may_take(cell), f"{where}: {move['cell']} may not take a card now"
            assert table.matches(cell, card), f"{where}: colours do not match at {move['cell']}"
            cards.remove(text)
            table.cells[cell] = card
            placed += 1
        if pool is None:
            hands[player].append(pile.pop(0))
            if not pile:  # the turn after the last draw opens the pool
                pool = discards + [c for h in hands for c in h]
                hands, discards = [[] for _ in range(n)], []
        player = (player + 1) % n
        i += 1
    # Play is over: nothing in the pool fits any more.
    assert pool is not None, "the game stopped before the pile ran out"
    assert not any(table.can_place(c) for c in pool), "play stopped while a card could be placed"
    personal = moves[i:]
    assert len(personal) == n, f"{len(personal)} personal entries for {n} players"
    for k, move in enumerate(personal):
        where = f"move {i + k + 1}"
        assert move["player"] == player and "personal" in move, f"{where}: player {player}'s card"
        if move["personal"] is not None:
            cell = table.parse(move["personal"])
            assert table.may_take(cell) and table.touching(cell) >= 1, f"{where}: not there"
            table.cells[cell] = "P"
        player = (player + 1) % n
    board = {
        table.name(c): "P" if p == "P" else "".join(f"{col}{g or ''}" for col, g in p)
        for c, p in table.cells.items()
    }
    assert board == record["board"], "the final board differs from the replay"
    totals = table.scores(rim)
    scores = [totals[c] for c in colours]
    assert scores == record["scores"], f"scores {record['scores']}, replay counts {scores}"
    assert record["winner"] == [p for p in range(n) if scores[p] == max(scores)]
    in_hand = sum(len(h) for h in hands)
    assert placed + len(pool) + len(discards) + len(pile) + in_hand == 48
    return {"scores": scores, "placed": placed, "pool": len(pool)}
