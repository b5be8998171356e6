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
    card_at: dict[Cell, cp_model.LinearExpr] = field(default_factory=dict)
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
    """The model; OutOfTime from `clock` if building outlasts its limit."""
    check = clock.check if clock is not None else lambda: None
    board, colour = position.board, position.colour
    m = Model(cp_model.CpModel())
    model = m.model
    pool = position.pool
    card_cells, personal_cells = reachable_cells(board, len(pool))
    if not position.personal:
        personal_cells = set()
    # Triangles facing these cells may close; everything else stays as it is.
    free = card_cells | personal_cells

    # -- placements: only those matching the cards already on the board ---------
    by_side: dict[tuple[Cell, int, str], list] = defaultdict(list)
    gems_at: dict[tuple[Cell, int], list] = defaultdict(list)
    per_card: list[list] = [[] for _ in pool]
    lyings = [(k, card.turns()) for k, card in enumerate(pool)]
    for cell in sorted(card_cells):
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
    for cell in sorted(personal_cells):
        m.personal[cell] = model.new_bool_var(f"personal_{cell.name}")
    model.add_at_most_one(m.personal.values())

    at: dict[Cell, list] = defaultdict(list)
    for (cell, _, _, _), x in m.place.items():
        at[cell].append(x)
    for cell in sorted(free):
        model.add_at_most_one(at[cell] + ([m.personal[cell]] if cell in m.personal else []))
        m.card_at[cell] = _sum(at[cell])

    def filled(cell: Cell):
        """1 if anything lies on `cell` at the end, card or personal card."""
        if cell in free:
            return m.card_at[cell] + m.personal.get(cell, 0)
        return int(board.at(cell) is not None)

    # -- colours match between two new cards --------------------------------------
    for cell in card_cells:
        check()
        for side, other in board.neighbours(cell):
            if other in card_cells and (side == 1 or side == 2):  # each pair once
                for c in ("G", "R", "B", "O"):
                    here = _sum(by_side[(cell, side, c)])
                    there = _sum(by_side[(other, opposite(side), c)])
                    model.add(here + m.card_at[other] - there <= 1)

    # -- order ---------------------------------------------------------------------
    centre = board.centre

    def laid(cell: Cell):
        """1 if a card lies on `cell` before the personal card comes (a given one counts)."""
        return m.card_at[cell] if cell in free else int(board.at(cell) is not None)

    empty_cross = [c for c in board.empty_cells() if board.on_cross(c)]
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
    rank = {c: model.new_int_var(1, len(pool), f"rank_{c.name}") for c in waiting}
    first: dict[tuple[Cell, Cell], cp_model.IntVar] = {}  # (earlier, later) -> literal
    for cell in waiting:
        support = []
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

    # -- sealing --------------------------------------------------------------------
    score_terms = []
    sealed: dict[tuple[Cell, int], cp_model.IntVar] = {}
    for cell in card_cells:
        for side in range(4):
            if by_side[(cell, side, colour)]:
                sealed[(cell, side)] = model.new_bool_var(f"sealed_{cell.name}_{'NESW'[side]}")

    colour_sums: dict[tuple[Cell, int], cp_model.LinearExpr] = {}

    def is_colour(cell: Cell, side: int):
        # Each triangle's sum once: the seals ask for it up to four times.
        key = (cell, side)
        if key not in colour_sums:
            colour_sums[key] = _sum(by_side[(cell, side, colour)])
        return colour_sums[key]

    def closed(cell: Cell, side: int):
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
        s = model.new_bool_var(f"room_{r}")
        for t in room.triangles:
            room_of[t] = s
            _implies(model, s, closed(*t))
        score_terms.append(room.gems * s)

    for (cell, side), s in sealed.items():
        check()
        _implies(model, s, is_colour(cell, side))
        _implies(model, s, closed(cell, side))
        for turn_side in ((side + 1) % 4, (side + 3) % 4):
            if (cell, turn_side) in sealed:
                model.add(s + is_colour(cell, turn_side) - 1 <= sealed[(cell, turn_side)])
        other = board.beyond(cell, side)
        if other is None:
            continue
        back = (other, opposite(side))
        if other in free:
            if back in sealed:
                model.add(s + m.card_at[other] - 1 <= sealed[back])
            else:
                model.add(s + m.card_at[other] <= 1)
        elif back in room_of:
            model.add_implication(s, room_of[back])
        if back in room_of:
            # The given room passes its seal to the new triangle it meets.
            model.add(room_of[back] + is_colour(cell, side) - 1 <= s)
    for (cell, side), terms in gems_at.items():
        g = model.new_int_var(0, MAX_GEMS, f"gems_{cell.name}_{'NESW'[side]}")
        model.add(g <= sum(n * x for n, x in terms))
        model.add(g <= MAX_GEMS * sealed[(cell, side)])
        score_terms.append(g)

    m.score = sum(score_terms)
    m.cards = _sum(list(m.place.values()))
    # No more gems than there are: without this bound proving a full score
    # optimal took the search tens of seconds.
    model.add(m.score <= _gems_of(colour, [*board.placed().values(), *pool]))
    return m


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
