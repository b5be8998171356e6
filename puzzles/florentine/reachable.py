"""Which cards of a board no legal order can lay, and why (for the message of
a board that cannot come from play: docs/rules.md section 1, "Placing a card")."""

from __future__ import annotations

from puzzles.florentine.board import Board, Cell


def unreachable(board: Board) -> list[tuple[Cell, str]]:
    """(cell, why) for every card that no legal order reaches, in reading order:
    the cross grows from the centre along its arms; off the cross a card needs
    the whole cross, then two touching cards laid before it."""
    placed = set(board.placed())
    centre = board.centre
    if centre not in placed:
        return [
            (c, f"lies, but the centre {centre} is empty: the first card goes there")
            for c in sorted(placed, key=_order)
        ]
    reached = {centre}
    todo = [centre]
    while todo:
        cell = todo.pop()
        for _, other in board.neighbours(cell):
            if other in placed and board.on_cross(other) and other not in reached:
                reached.add(other)
                todo.append(other)
    out = []
    cross = [c for c in board.cells() if board.on_cross(c)]
    for cell in sorted(placed, key=_order):
        if board.on_cross(cell) and cell not in reached:
            gap = _gap(board, cell, placed)
            out.append((cell, f"is cut off from the centre: {gap} on the cross between is empty"))
    empty_cross = [c for c in cross if c not in placed]
    rest = [c for c in placed if not board.on_cross(c)]
    if empty_cross:
        names = " ".join(c.name for c in empty_cross[:4]) + (" ..." if len(empty_cross) > 4 else "")
        out += [
            (c, f"is off the cross, but the cross is not full ({names} empty)")
            for c in sorted(rest, key=_order)
        ]
        return sorted(out, key=lambda x: _order(x[0]))
    filled = reached | set(cross)
    waiting = sorted(rest, key=_order)
    grew = True
    while grew:
        grew = False
        for cell in list(waiting):
            if sum(n in filled for _, n in board.neighbours(cell)) >= 2:
                filled.add(cell)
                waiting.remove(cell)
                grew = True
    out += [(c, "never touches two cards laid before it") for c in waiting]
    return sorted(out, key=lambda x: _order(x[0]))


def _order(cell: Cell) -> tuple[int, int]:
    return (cell.row, cell.col)


def _gap(board: Board, cell: Cell, placed: set[Cell]) -> str:
    """The empty cross cell nearest the centre on the way from `cell` to it."""
    centre = board.centre
    dc = (centre.col > cell.col) - (centre.col < cell.col)
    dr = (centre.row > cell.row) - (centre.row < cell.row)
    step = Cell(cell.col + dc, cell.row + dr)
    gap = None
    while step != centre:
        if step not in placed:
            gap = step
        step = Cell(step.col + dc, step.row + dr)
    return gap.name if gap is not None else "a cell"
