"""CP-SAT model of a Florentine Domino endgame (docs/rules.md section 1).

One boolean per placement (cell, pool card, distinct turn) and one per personal-card
cell. Legality of the order is modelled without time steps: the cross grows
outwards from the centre (a cross cell needs its inner neighbour), a card off
the cross needs the whole cross, and each fill-phase card names two
neighbours that were there before it, "before" being a rank that only the
fill-phase cells waiting for a new neighbour carry. Sealing follows the
implication form of docs/development.md, exact because the objective only ever gains
by sealing: a sealed triangle is the colour played for, faces no empty
cell, and passes its seal to every triangle joined to it.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field

from puzzles.florentine.board import Board, Cell
from puzzles.florentine.cards import MAX_GEMS, PERSONAL, Card, opposite
from puzzles.florentine.endgame import Position
from puzzles.florentine.rooms import rooms
from solver.cp_sat import cp_model
from solver.limits import Clock


@dataclass
class Model:
    """The model and the variables an answer is read from."""

    model: cp_model.CpModel
    # (cell, pool index, turn, card as it lies) -> variable
    place: dict[tuple[Cell, int, int, Card], cp_model.IntVar] = field(default_factory=dict)
    personal: dict[Cell, cp_model.IntVar] = field(default_factory=dict)
    card_at: dict[Cell, cp_model.LinearExpr | int] = field(default_factory=dict)
    score: cp_model.LinearExpr | int = 0
    cards: cp_model.LinearExpr | int = 0


def reachable_cells(board: Board, steps: int) -> tuple[set[Cell], set[Cell]]:
    """Cells a card could reach in at most `steps` placements, colours aside,
    and cells the personal card could reach after them."""
    cards: set[Cell] = set()
    current = board
    for _ in range(steps):
        frontier = [c for c in current.open_cells() if c not in cards]
        if not frontier:
            break
        cards.update(frontier)
        for cell in frontier:
            current = current.put(cell, PERSONAL)
    personal = cards | set(current.open_cells())
    return cards, personal


def build(position: Position, clock: Clock | None = None) -> Model:
    """The model; OutOfTime from `clock` if building outlasts its limit.

    In four steps, each adding its variables in turn (their order is the
    model's, and so the search's): the placements, colours matching between
    new cards, the order of laying, and sealing."""
    card_cells, personal_cells = reachable_cells(position.board, len(position.pool))
    if not position.personal:
        personal_cells = set()
    parts = _Parts(
        position,
        Model(cp_model.CpModel()),
        clock.check if clock is not None else _no_check,
        card_cells,
        personal_cells,
    )
    _placements(parts)
    _colours_match(parts)
    _order(parts)
    _sealing(parts)
    return parts.m


def _no_check() -> None:
    pass


@dataclass
class _Parts:
    """What the steps of `build` share: the position, the model so far, and
    the placements by what they show."""

    position: Position
    m: Model
    check: Callable[[], None]
    card_cells: set[Cell]  # cells a card may reach
    personal_cells: set[Cell]  # cells the personal card may reach
    # (cell, side, colour) -> the placements showing it there
    by_side: dict[tuple[Cell, int, str], list[cp_model.IntVar]] = field(
        default_factory=lambda: defaultdict(list)
    )
    # (cell, side) -> (gems, placement) of the triangles in the colour played for
    gems_at: dict[tuple[Cell, int], list[tuple[int, cp_model.IntVar]]] = field(
        default_factory=lambda: defaultdict(list)
    )
    # Read off the above, for short names in the steps' loops.
    board: Board = field(init=False)
    colour: str = field(init=False)
    model: cp_model.CpModel = field(init=False)
    free: set[Cell] = field(init=False)  # cells where a card or the personal card may lie

    def __post_init__(self) -> None:
        self.board = self.position.board
        self.colour = self.position.colour
        self.model = self.m.model
        # Triangles facing these cells may close; everything else stays as it is.
        self.free = self.card_cells | self.personal_cells

    def filled(self, cell: Cell) -> cp_model.LinearExprT:
        """1 if anything lies on `cell` at the end, card or personal card."""
        if cell in self.free:
            return self.m.card_at[cell] + self.m.personal.get(cell, 0)
        return int(self.board.at(cell) is not None)

    def laid(self, cell: Cell) -> cp_model.LinearExprT:
        """1 if a card lies on `cell` before the personal card comes (a given one counts)."""
        return self.m.card_at[cell] if cell in self.free else int(self.board.at(cell) is not None)


def _placements(parts: _Parts) -> None:
    """A variable per placement, only those matching the cards already on the
    board, each pool card laid once; one per personal-card cell."""
    board, colour, model, m = parts.board, parts.colour, parts.model, parts.m
    by_side, gems_at = parts.by_side, parts.gems_at
    pool = parts.position.pool
    per_card: list[list[cp_model.IntVar]] = [[] for _ in pool]
    lyings = [(k, card.turns()) for k, card in enumerate(pool)]
    check = parts.check
    for cell in sorted(parts.card_cells):
        check()
        # What each side must show, once per cell (Board.fits, for every lying).
        n, e, s, w = board.needs(cell)
        name = cell.name
        for k, turns in lyings:
            for turn, lying in turns:
                cn, ce, cs, cw = lying.colours
                if not (
                    (n is None or n == cn)
                    and (e is None or e == ce)
                    and (s is None or s == cs)
                    and (w is None or w == cw)
                ):
                    continue
                x = model.new_bool_var(f"x_{name}_{k}_{turn}")
                m.place[(cell, k, turn, lying)] = x
                per_card[k].append(x)
                for side, (c, g) in enumerate(zip(lying.colours, lying.gems, strict=True)):
                    by_side[(cell, side, c)].append(x)
                    if g and c == colour:
                        gems_at[(cell, side)].append((g, x))
    for xs in per_card:
        if xs:
            model.add_at_most_one(xs)
    for cell in sorted(parts.personal_cells):
        m.personal[cell] = model.new_bool_var(f"personal_{cell.name}")
    model.add_at_most_one(m.personal.values())

    at: dict[Cell, list[cp_model.IntVar]] = defaultdict(list)
    for (cell, _, _, _), x in m.place.items():
        at[cell].append(x)
    for cell in sorted(parts.free):
        model.add_at_most_one(at[cell] + ([m.personal[cell]] if cell in m.personal else []))
        m.card_at[cell] = _sum(at[cell])


def _colours_match(parts: _Parts) -> None:
    """Two new cards side by side show the same colour where they meet."""
    board, model, card_cells = parts.board, parts.model, parts.card_cells
    by_side, card_at = parts.by_side, parts.m.card_at
    check = parts.check
    for cell in card_cells:
        check()
        for side, other in board.neighbours(cell):
            if other in card_cells and (side == 1 or side == 2):  # each pair once
                for c in ("G", "R", "B", "O"):
                    here = _sum(by_side[(cell, side, c)])
                    there = _sum(by_side[(other, opposite(side), c)])
                    model.add(here + card_at[other] - there <= 1)


def _order(parts: _Parts) -> None:
    """A legal order of laying, without time steps: the cross from the centre
    outwards, the fill phase once the cross is full, each fill-phase card
    after two neighbours, and the personal card where it may go."""
    board, model, card_cells, m = parts.board, parts.model, parts.card_cells, parts.m
    laid = parts.laid
    centre = board.centre
    empty_cross = [c for c in board.empty_cells() if board.on_cross(c)]
    cross_full: cp_model.IntVar | int
    if not empty_cross:
        cross_full = 1
    elif any(c not in card_cells for c in empty_cross):
        cross_full = 0
    else:
        cross_full = model.new_bool_var("cross_full")
        for c in empty_cross:
            model.add(m.card_at[c] >= cross_full)
    for cell in card_cells:
        if not board.on_cross(cell):
            _implies(model, m.card_at[cell], cross_full)
        elif cell != centre:
            _implies(model, m.card_at[cell], laid(_inner(board, cell)))

    # A fill-phase cell touching two cards that are there before the fill
    # phase (given, or on the cross) may come first; only the others wait
    # for new neighbours, and only they need a rank.
    fill = sorted(c for c in card_cells if not board.on_cross(c))
    waiting = [c for c in fill if _sure_support(board, c) < 2]
    rank = {c: model.new_int_var(1, len(parts.position.pool), f"rank_{c.name}") for c in waiting}
    first: dict[tuple[Cell, Cell], cp_model.IntVar] = {}  # (earlier, later) -> literal
    for cell in waiting:
        support: list[cp_model.LinearExprT] = []
        for _, other in board.neighbours(cell):
            if other in fill:
                before = model.new_bool_var(f"before_{other.name}_{cell.name}")
                first[(other, cell)] = before
                _implies(model, before, m.card_at[other])
                if other in rank:
                    model.add(rank[other] < rank[cell]).only_enforce_if(before)
                    if (cell, other) in first:  # redundant, but the relaxation needs it
                        model.add_bool_or([~before, ~first[(cell, other)]])
                support.append(before)
            elif board.on_cross(other):  # the whole cross comes before the fill phase
                support.append(laid(other))
            else:
                support.append(int(board.at(other) is not None))
        model.add(sum(support) >= 2 * m.card_at[cell])

    for cell, p in m.personal.items():
        touching = sum(laid(o) for _, o in board.neighbours(cell))
        if board.on_cross(cell):
            # Only while the cross is not full: a cross cell touching a card.
            model.add(touching >= 1).only_enforce_if(p)
        else:
            _implies(model, p, cross_full)
            model.add(touching >= 2).only_enforce_if(p)


def _sealing(parts: _Parts) -> None:
    """What seals: a sealed triangle is the colour played for, faces no empty
    cell, and passes its seal to every triangle joined to it; the score."""
    board, colour, model, m = parts.board, parts.colour, parts.model, parts.m
    position, by_side, free = parts.position, parts.by_side, parts.free
    filled = parts.filled
    score_terms: list[cp_model.LinearExpr] = []
    sealed: dict[tuple[Cell, int], cp_model.IntVar] = {}
    for cell in parts.card_cells:
        for side in range(4):
            if by_side[(cell, side, colour)]:
                sealed[(cell, side)] = model.new_bool_var(f"sealed_{cell.name}_{'NESW'[side]}")

    colour_sums: dict[tuple[Cell, int], cp_model.LinearExpr | int] = {}

    def is_colour(cell: Cell, side: int) -> cp_model.LinearExpr | int:
        # Each triangle's sum once: the seals ask for it up to four times.
        key = (cell, side)
        if key not in colour_sums:
            colour_sums[key] = _sum(by_side[(cell, side, colour)])
        return colour_sums[key]

    def closed(cell: Cell, side: int) -> cp_model.LinearExprT:
        """1 if the triangle's edge is closed at the end (rim, card or personal card)."""
        other = board.beyond(cell, side)
        if other is None:
            return int(position.rim_seals)
        return filled(other)

    # Rooms of the given board in the colour: one seal each.
    room_of: dict[tuple[Cell, int], cp_model.IntVar] = {}
    for r, room in enumerate(rooms(board, position.rim_seals)):
        if room.colour != colour:
            continue
        seal = model.new_bool_var(f"room_{r}")
        for t in room.triangles:
            room_of[t] = seal
            _implies(model, seal, closed(*t))
        score_terms.append(room.gems * seal)

    check = parts.check
    for (cell, side), s in sealed.items():
        check()
        _implies(model, s, is_colour(cell, side))
        _implies(model, s, closed(cell, side))
        for turn_side in ((side + 1) % 4, (side + 3) % 4):
            if (cell, turn_side) in sealed:
                model.add(s + is_colour(cell, turn_side) - 1 <= sealed[(cell, turn_side)])
        beyond = board.beyond(cell, side)
        if beyond is None:
            continue
        back = (beyond, opposite(side))
        if beyond in free:
            if back in sealed:
                model.add(s + m.card_at[beyond] - 1 <= sealed[back])
            else:
                model.add(s + m.card_at[beyond] <= 1)
        elif back in room_of:
            model.add_implication(s, room_of[back])
        if back in room_of:
            # The given room passes its seal to the new triangle it meets.
            model.add(room_of[back] + is_colour(cell, side) - 1 <= s)
    for (cell, side), terms in parts.gems_at.items():
        gems = model.new_int_var(0, MAX_GEMS, f"gems_{cell.name}_{'NESW'[side]}")
        model.add(gems <= sum(n * x for n, x in terms))
        model.add(gems <= MAX_GEMS * sealed[(cell, side)])
        score_terms.append(gems)

    m.score = sum(score_terms)
    m.cards = _sum(list(m.place.values()))
    # No more gems than there are: without this bound proving a full score
    # optimal took the search tens of seconds.
    model.add(m.score <= _gems_of(colour, [*board.placed().values(), *position.pool]))


def _sum(xs: list) -> cp_model.LinearExpr | int:
    """sum(xs) in one step (Python's adds one variable at a time); 0 for none."""
    return cp_model.LinearExpr.sum(xs) if xs else 0


def _gems_of(colour: str, pieces) -> int:
    return sum(
        g
        for p in pieces
        if isinstance(p, Card)
        for c, g in zip(p.colours, p.gems, strict=True)
        if c == colour
    )


def _sure_support(board: Board, cell: Cell) -> int:
    """Neighbours of a fill-phase `cell` that hold a card whenever it is laid:
    given cards, and cross cells (the cross is full by then)."""
    return sum(
        board.at(other) is not None or board.on_cross(other) for _, other in board.neighbours(cell)
    )


def _inner(board: Board, cell: Cell) -> Cell:
    """The cross neighbour one step nearer the centre."""
    c = board.centre
    step = (
        (cell.col > c.col) - (cell.col < c.col),
        (cell.row > c.row) - (cell.row < c.row),
    )
    return Cell(cell.col - step[0], cell.row - step[1])


def _implies(model: cp_model.CpModel, lit, expr) -> None:
    """`lit` implies `expr` >= 1; either may be a 0/1 linear expression, or 0
    (an empty sum: no card can lie there) or 1 (a fact of the given board)."""
    if isinstance(lit, int) and not lit:
        return
    if isinstance(expr, int):
        if not expr:
            model.add(lit == 0)
        return
    model.add(expr >= lit)
