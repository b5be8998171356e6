"""The moves of play.html, judged by the Python engine, for the cross-test.

A `Referee` per kind takes `hint`-style moves one at a time, as the page's
`play()` does, and says whether each is allowed; `snapshot()` is what the
page's `state()` reports, so the two can be compared move by move. Every
verdict comes from the engine (puzzles/*): `florentine.apply`, `Line.add`
and `Line.parse`, the chain's clues, `endgame.Table`.
"""

from __future__ import annotations

from typing import Any

from puzzles.dominoes.line import Line
from puzzles.dominoes.tiles import Tile
from puzzles.errors import BadInput
from puzzles.florentine import endgame as florentine
from puzzles.florentine.board import Cell
from puzzles.florentine.cards import Card
from puzzles.florentine.rooms import score
from solver.dominoes.endgame.solve import opening
from tests.helpers import canonical


class FlorentineReferee:
    def __init__(self, puzzle, solution, data):
        self.puzzle, self.solution, self.moves = puzzle, solution, []

    def _move(self, m):
        cell = Cell.parse(m["cell"], self.puzzle.size)
        if m.get("personal"):
            return florentine.Placement(cell)
        return florentine.Placement(cell, Card.parse(m["card"]), m["turn"])

    def play(self, m) -> bool:
        try:
            move = self._move(m)
            self.board = florentine.apply(self.puzzle, [*self.moves, move])
        except (ValueError, BadInput):
            return False
        self.moves.append(move)
        return True

    def snapshot(self) -> dict[str, Any]:
        board = florentine.apply(self.puzzle, self.moves)
        cards = sum(not m.personal for m in self.moves)
        points = score(board, self.puzzle.colour, self.puzzle.rim_seals)
        solved = points == self.solution["score"] and cards == self.solution["cards_placed"]
        return {"board": florentine.board_mapping(board), "solved": solved}


class ChainReferee:
    """Tiles put in numbered places; the runs of filled places must be lines."""

    def __init__(self, puzzle, solution, data):
        self.puzzle = puzzle
        self.slots: list[tuple[int, int] | None] = [None] * len(puzzle.tiles)
        for clue in puzzle.clues:
            if clue.at is not None:
                self.slots[clue.at - 1] = clue.tile

    def play(self, m) -> bool:
        at = m["at"]
        a, b = (int(x) for x in m["tile"].split("-"))
        if Tile(a, b) not in self.puzzle.tiles or self.slots[at - 1] is not None:
            given = any(c.at == at and c.tile == (a, b) for c in self.puzzle.clues)
            return given  # a clue's own tile, again: allowed, and nothing changes
        if any(t is not None and Tile(*t) == Tile(a, b) for t in self.slots):
            return False
        slots = list(self.slots)
        slots[at - 1] = (a, b)
        if not self._fits(slots):
            return False
        self.slots = slots
        return True

    def _fits(self, slots) -> bool:
        runs, run, start = [], [], 0
        for i, t in enumerate([*slots, None]):
            if t is None:
                if run:
                    runs.append((start, run))
                run = []
            else:
                start = i if not run else start
                run.append(t)
        for start, run in runs:
            try:
                line = Line.parse(" ".join(f"{a}-{b}" for a, b in run))
            except BadInput:
                return False
            for clue in self.puzzle.clues:
                at_left = clue.end == "left" and start == 0
                at_right = clue.end == "right" and start + len(run) == len(slots)
                if (at_left or at_right) and not clue.holds(line):
                    return False
        return True

    def snapshot(self) -> dict[str, Any]:
        words = [f"{t[0]}-{t[1]}" if t else "_" for t in self.slots]
        full = all(self.slots)
        solved = full and self.puzzle.fits(Line(tuple(self.slots)))
        return {"line": " ".join(words), "solved": solved}


class BlockedReferee:
    def __init__(self, puzzle, solution, data):
        self.puzzle, self.solution = puzzle, solution
        self.line, self.laid = puzzle.line, 0

    def play(self, m) -> bool:
        tile = Tile.parse(m["tile"])
        if tile not in self.puzzle.layable or tile in self.line.tiles:
            return False
        try:
            self.line = self.line.add(tile, m["end"])
        except ValueError:
            return False
        self.laid += 1
        return True

    def snapshot(self) -> dict[str, Any]:
        solved = (
            len(self.line) > 0
            and self.puzzle.is_blocked(self.line)
            and self.laid == self.solution["tiles_laid"]
            and self.puzzle.pips_left(self.line) == self.solution.get("pips_left")
        )
        return {"line": canonical(self.line), "solved": solved}


class EndgameReferee:
    """The first move only: the referee's lays, and the page's list of best ones.
    A lay on a spinner names its arm (`{spinner: K, arm: up}`); `spinner` alone,
    as older answers write it, is the first arm the tile fits. A page that
    plays the round out (`tree` in its data) takes every lay of the first
    mover's side, in turn, and the other side's best replies follow (the
    tree's, domino_puzzles/web/endgame.py); solved when the round ends with
    the best value."""

    def __init__(self, puzzle, solution, data):
        self.table = opening(puzzle)
        self.best = {(b["tile"], _end(b["end"]), b["to"]) for b in data["lays"] if b["best"]}
        self.moved = None
        self.tree = bool(data.get("tree"))
        self.memo: dict = {}
        if self.tree:
            from domino_puzzles.web.endgame import _value

            self.value = _value(self.table, self.memo, [10**6])

    def play(self, m) -> bool:
        if self.tree:
            return self._play_on(m)
        if self.moved is not None:
            return False
        lays = self.table._lays() if self.table.can_lay(self.table.player) else []
        tile = Tile.parse(m["tile"])
        fits = [
            x
            for x in lays
            if x.player == m["player"] and x.tile == tile and _end(x) == _end(m["end"])
        ]
        if not fits and m["end"] == "spinner":
            fits = [x for x in lays if x.player == m["player"] and x.tile == tile and x.arm]
        if not fits:
            return False
        self.table.play(fits[0])
        self.moved = fits[0]
        return True

    def _play_on(self, m) -> bool:
        from domino_puzzles.web.endgame import _replies

        if self.table.over or m.get("player") != self.table.player or m.get("end") == "pass":
            return False
        lays = self.table._lays()
        tile = Tile.parse(m["tile"])
        fits = [x for x in lays if x.tile == tile and _end(x) == _end(m["end"])]
        if not fits and m["end"] == "spinner":
            fits = [x for x in lays if x.tile == tile and x.arm]
        if not fits:
            return False
        self.table.play(fits[0])
        _, self.table = _replies(self.table, self.memo, [10**6])
        return True

    def snapshot(self) -> dict[str, Any]:
        m = self.moved
        if self.tree:
            solved = bool(self.table.over) and self.table.value() == self.value
            return {"line": str(self.table.line), "solved": solved}
        return {
            "line": str(self.table.line),
            "solved": m is not None and (str(m.tile), _end(m), m.to) in self.best,
        }


def _end(end) -> str:
    """An end, or a lay's, as one string: `left`, `right`, `4/up`."""
    if hasattr(end, "arm"):  # a Move
        end = end.arm.to_mapping() if end.arm is not None else end.end.value
    if isinstance(end, dict):
        return f"{end['spinner']}/{end['arm']}"
    return str(end)


class DominosaReferee:
    """Dominoes laid on two neighbouring free cells; a tile laid a second time
    is laid (and marked on the page), and the grid is solved when covered by
    each tile of the set once."""

    def __init__(self, puzzle, solution, data):
        self.puzzle = puzzle
        self.laid = list(puzzle.given)

    def play(self, m) -> bool:
        from puzzles.dominoes.dominosa import neighbours, parse_cell

        p = self.puzzle
        try:
            a, b = (parse_cell(c, p.rows, p.columns) for c in m["cells"])
        except (BadInput, ValueError, TypeError):
            return False
        domino = p.laid(a, b) if b in neighbours(p.rows, p.columns)[a] else None
        if domino in p.given:
            return True  # a given domino, again: allowed, and nothing changes
        covered = {c for d in self.laid for c in d.cells}
        if domino is None or covered & {a, b}:
            return False
        if "tile" in m and Tile.parse(m["tile"], p.set_size) != domino.tile:
            return False
        self.laid.append(domino)
        return True

    def snapshot(self) -> dict[str, Any]:
        cells = len(self.puzzle.grid)
        dominoes = [d.to_mapping(self.puzzle.columns) for d in self.laid]
        tiles = {d.tile for d in self.laid}
        return {"dominoes": dominoes, "solved": 2 * len(tiles) == cells}


class RegionsReferee:
    """A domino of the puzzle's laid as written on two free neighbouring cells,
    each domino once (a given one again: allowed, and nothing changes); solved
    when every cell is covered and every region met (`Position.covers`)."""

    def __init__(self, puzzle, solution, data):
        self.puzzle = puzzle
        self.laid = [(d, d.to_mapping(puzzle.columns)) for d in puzzle.given]

    def play(self, m) -> bool:
        from puzzles.dominoes.regions import LaidDomino, parse_cell
        from puzzles.dominoes.tiles import halves

        p = self.puzzle
        try:
            a, b = (parse_cell(c, p) for c in m["cells"])
            x, y = halves(m["tile"], p.set_size)
        except (BadInput, ValueError, TypeError, KeyError):
            return False
        domino = LaidDomino.laid((a, b), (x, y))
        if any(g.tile == domino.tile or set(g.cells) == {a, b} for g in p.given):
            return True
        covered = {c for d, _ in self.laid for c in d.cells}
        tiles = {d.tile for d, _ in self.laid}
        if b not in p.neighbours[a] or covered & {a, b} or domino.tile not in p.dominoes:
            return False
        if domino.tile in tiles:
            return False
        self.laid.append((domino, {"tile": f"{x}-{y}", "cells": [p.name(a), p.name(b)]}))
        return True

    def snapshot(self) -> dict[str, Any]:
        laid = [d for d, _ in self.laid]
        return {"dominoes": [m for _, m in self.laid], "solved": self.puzzle.covers(laid)}


REFEREES = {
    "florentine": FlorentineReferee,
    "chain": ChainReferee,
    "blocked": BlockedReferee,
    "endgame": EndgameReferee,
    "dominosa": DominosaReferee,
    "regions": RegionsReferee,
}
