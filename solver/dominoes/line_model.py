"""A domino line as a circuit in CP-SAT (docs/development.md: "Domino lines").

Each *unit* (a tile the solver may lay, or the given line as one piece) has
two nodes, one per half. A unit in the line is crossed by one internal arc,
from the half that meets its left neighbour to the half that meets its right
neighbour; a unit left out loops on both nodes. Arcs between units join
halves of equal number; the depot closes the circuit, so its arc into a node
makes that half the left end of the line and its arc out of a node the right
end. A line and its reverse are two circuits; `forbid` removes both.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from puzzles.dominoes.line import Half, Line
from puzzles.dominoes.tiles import Tile
from puzzles.status import Status
from solver.cp_sat import cp_model
from solver.limits import Clock, status_name


@dataclass(frozen=True)
class Unit:
    """A tile, or the given line; `left`/`right` are its halves as written."""

    left: int
    right: int
    tile: Tile | None = None  # None: the given line
    fixed: bool = False  # must lie in the line, in this orientation
    symmetric: bool = False  # reads the same turned round (a double): one internal arc

    @classmethod
    def of(cls, tile: Tile) -> Unit:
        return cls(tile.a, tile.b, tile, symmetric=tile.is_double)


def _built() -> Any:
    """A field `__post_init__` fills from the units: no argument, no comparison."""
    return field(init=False, repr=False, compare=False)


@dataclass
class LineModel:
    units: list[Unit]
    given: Line = field(default_factory=Line)
    model: cp_model.CpModel = field(default_factory=cp_model.CpModel)
    # Built from the units by __post_init__, one entry a unit:
    used: list[cp_model.IntVar] = _built()  # the unit lies in the line
    forward: list[cp_model.IntVar] = _built()  # laid left-to-right as written
    backward: list[cp_model.IntVar | None] = _built()  # turned round (None: symmetric units)
    # and every arc of the circuit by its nodes (0: the depot), and by what it makes:
    arcs: dict[tuple[int, int], cp_model.IntVar] = _built()
    left_end: dict[int, list[cp_model.IntVar]] = _built()  # number -> arcs making it the left end
    right_end: dict[int, list[cp_model.IntVar]] = _built()
    after: dict[tuple[int, int], list[cp_model.IntVar]] = _built()  # unit j right after unit i

    def __post_init__(self) -> None:
        self.used, self.forward, self.backward, self.arcs = [], [], [], {}
        arcs = self._across_units()
        by_number: dict[int, list[int]] = defaultdict(list)
        for i, unit in enumerate(self.units):
            by_number[unit.left].append(2 * i + 1)
            by_number[unit.right].append(2 * i + 2)
        arcs += self._between_units(by_number)
        self.model.add_circuit(arcs)
        self._even_counts(by_number)
        # Given lines are left out of the bound on the far halves.
        if all(u.tile is not None for u in self.units):
            self._far_halves(by_number)

    def _across_units(self) -> list[tuple[int, int, cp_model.LiteralT]]:
        """Each unit's arcs across it (one way, or either), or its loops when left out."""
        model = self.model
        arcs: list[tuple[int, int, cp_model.LiteralT]] = []
        for i, unit in enumerate(self.units):
            a, b = 2 * i + 1, 2 * i + 2
            fwd = model.new_bool_var(f"fwd{i}")
            self.arcs[(a, b)] = fwd
            arcs.append((a, b, fwd))
            bwd: cp_model.IntVar | None
            if unit.symmetric or unit.fixed:
                bwd = None
                used = fwd
            else:
                bwd = model.new_bool_var(f"bwd{i}")
                self.arcs[(b, a)] = bwd
                arcs.append((b, a, bwd))
                used = model.new_bool_var(f"used{i}")
                model.add(used == fwd + bwd)
            if unit.fixed:
                model.add(fwd == 1)
            else:
                arcs.append((a, a, used.Not()))
                arcs.append((b, b, used.Not()))
            self.forward.append(fwd)
            self.backward.append(bwd)
            self.used.append(used)
        return arcs

    def _between_units(
        self, by_number: dict[int, list[int]]
    ) -> list[tuple[int, int, cp_model.LiteralT]]:
        """The arcs from and to the depot (the line's ends) and between halves of
        equal number of two units."""
        model = self.model
        arcs: list[tuple[int, int, cp_model.LiteralT]] = []
        self.left_end = defaultdict(list)
        self.right_end = defaultdict(list)
        self.after = defaultdict(list)
        for number, nodes in by_number.items():
            for x in nodes:
                start = model.new_bool_var(f"start{x}")
                stop = model.new_bool_var(f"stop{x}")
                self.arcs[(0, x)] = start
                self.arcs[(x, 0)] = stop
                arcs += [(0, x, start), (x, 0, stop)]
                self.left_end[number].append(start)
                self.right_end[number].append(stop)
                for y in nodes:
                    if (x - 1) // 2 != (y - 1) // 2:
                        arc = model.new_bool_var(f"arc{x}_{y}")
                        self.arcs[(x, y)] = arc
                        arcs.append((x, y, arc))
                        self.after[((x - 1) // 2, (y - 1) // 2)].append(arc)
        return arcs

    def _even_counts(self, by_number: dict[int, list[int]]) -> None:
        """Redundant but decisive for proofs: in a line every number shows up an
        even number of times, less the ends that show it (Euler's trail).
        Without it proving the shortest blocked double-nine line took minutes."""
        model = self.model
        for number, nodes in by_number.items():
            halves = sum(self.used[(x - 1) // 2] for x in nodes)
            pairs = model.new_int_var(0, len(nodes), f"pairs{number}")
            model.add(halves - self.ends_at(number) == 2 * pairs)

    def _far_halves(self, by_number: dict[int, list[int]]) -> None:
        """Also redundant: the far half of a tile x-b (b != x) lies at an end of
        the line or against a tile without x (its other tiles with b are not
        x-tiles), and such a tile has two sides: so at most 2 * (tiles
        without x) + (ends not showing x) tiles x-b. This is what proves the
        shortest blocked line of even double-N sets."""
        model = self.model
        for number in by_number:
            with_x = [i for i, u in enumerate(self.units) if number in (u.left, u.right)]
            plain = [i for i in with_x if not self.units[i].symmetric]
            without = [i for i in range(len(self.units)) if i not in set(with_x)]
            model.add(
                sum(self.used[i] for i in plain)
                <= 2 * sum(self.used[i] for i in without) + 2 - self.ends_at(number)
            )

    # -- what the line shows ---------------------------------------------------
    def ends_at(self, number: int):
        """1 when the left end shows `number`, plus 1 when the right end does."""
        return sum(self.left_end[number]) + sum(self.right_end[number])

    def positions(self, size: int) -> list:
        """pos[i] = the place of unit i in the line, 1 = leftmost (0 if left out)."""
        model = self.model
        pos = [model.new_int_var(0, size, f"pos{i}") for i in range(len(self.units))]
        for i, used in enumerate(self.used):
            model.add(pos[i] == 0).only_enforce_if(used.Not())
            model.add(pos[i] >= 1).only_enforce_if(used)
            starts = [self.arcs[(0, n)] for n in (2 * i + 1, 2 * i + 2) if (0, n) in self.arcs]
            for s in starts:
                model.add(pos[i] == 1).only_enforce_if(s)
        for (i, j), arcs in self.after.items():
            for arc in arcs:
                model.add(pos[j] == pos[i] + 1).only_enforce_if(arc)
        return pos

    # -- reading and forbidding answers -------------------------------------------
    def read(self, solver: cp_model.CpSolver) -> Line:
        nxt = {x: y for (x, y), v in self.arcs.items() if x != y and solver.boolean_value(v)}
        laid: list[Half] = []
        node = nxt[0]
        while node != 0:
            i = (node - 1) // 2
            unit = self.units[i]
            out = nxt[node]  # across the unit by its internal arc
            forward = node == 2 * i + 1
            if unit.tile is None:
                laid.extend(self.given.laid if forward else self.given.reversed().laid)
            else:
                laid.append(Half(unit.left, unit.right) if forward else Half(unit.right, unit.left))
            node = nxt[out]
        return Line(tuple(laid))

    def arcs_of(self, line: Line) -> list | None:
        """The arc literals that make `line`, or None if these units cannot."""
        index = {u.tile: i for i, u in enumerate(self.units) if u.tile is not None}
        given = next((i for i, u in enumerate(self.units) if u.tile is None), None)
        pieces: list[tuple[int, bool]] = []  # (unit, forward)
        laid, k = list(line.laid), 0
        n = len(self.given)
        while k < len(laid):
            chunk = tuple(laid[k : k + n])
            if given is not None and n and chunk in (self.given.laid, self.given.reversed().laid):
                pieces.append((given, chunk == self.given.laid))
                k += n
                continue
            a, b = laid[k]
            i = index.get(Tile(a, b))
            if i is None:
                return None
            pieces.append((i, (a, b) == (self.units[i].left, self.units[i].right)))
            k += 1
        lits, prev = [], 0
        for i, forward in pieces:
            if forward or self.units[i].symmetric:
                enter, leave = 2 * i + 1, 2 * i + 2
            else:
                enter, leave = 2 * i + 2, 2 * i + 1
            for arc in ((prev, enter), (enter, leave)):
                if arc not in self.arcs:
                    return None
                lits.append(self.arcs[arc])
            prev = leave
        if (prev, 0) not in self.arcs:
            return None
        lits.append(self.arcs[(prev, 0)])
        return lits

    def forbid(self, line: Line) -> None:
        """No answer may be `line` or its reverse from now on."""
        for version in (line, line.reversed()):
            lits = self.arcs_of(version)
            if lits:
                self.model.add(sum(lits) <= len(lits) - 1)


# -- solving ---------------------------------------------------------------------
def lexicographic(
    lm: LineModel, objectives: list, clock: Clock, params: dict
) -> tuple[Status, Line | None]:
    """Minimise each objective in turn, holding the ones before at their best.

    Returns the status and the line of the last solve that found one; a time
    limit hit after the first objective keeps that line as `feasible`.
    """
    model, line, status = lm.model, None, Status.OPTIMAL
    for objective in objectives or [0]:
        model.minimize(objective)
        solver = clock.solver(**params)
        result = status_name(solver.solve(model))
        if result in (Status.OPTIMAL, Status.FEASIBLE):
            line = lm.read(solver)
        if result != Status.OPTIMAL:
            return (Status.FEASIBLE if line is not None else result), line
        model.add(objective <= round(solver.objective_value))
        model.clear_hints()
        for var in lm.arcs.values():
            model.add_hint(var, solver.boolean_value(var))
    return status, line


def is_unique(lm: LineModel, line: Line, clock: Clock, params: dict) -> bool | None:
    """With every objective held at its best, is there a line other than `line`
    and its reverse?"""
    status, _ = other_line(lm, line, clock, params)
    return {Status.INFEASIBLE: True, Status.FEASIBLE: False}.get(status)


def other_line(lm: LineModel, line: Line, clock: Clock, params: dict) -> tuple[Status, Line | None]:
    """Like `is_unique`, but hands back the second answer it finds: with every
    objective already held as a constraint, ("feasible", a line other than `line`
    and its reverse), ("infeasible", None) when there is none, or ("unknown",
    None) when the solver ran out of time. Generators use it to repair a puzzle
    with two answers rather than drop it."""
    lm.model.clear_objective()
    lm.model.clear_hints()
    lm.forbid(line)
    solver = clock.solver(**params)
    result = status_name(solver.solve(lm.model))
    if result in (Status.OPTIMAL, Status.FEASIBLE):
        return Status.FEASIBLE, lm.read(solver)
    return result, None
