"""The shapes of a Domino regions board (puzzles/drawing/regions.py): the
edge of a set of cells as closed loops of grid corners, a loop moved inward
(a region's dashed outline), and a cell's pattern on the drawing's grid, so
that the patterns of neighbouring cells of one region meet.
"""

from __future__ import annotations

from typing import Any

from puzzles.dominoes.regions import Position
from puzzles.drawing import style

PITCH = 2.4  # mm between the dots or lines of a pattern


def outline(position: Position, cells) -> list[list[tuple[int, int]]]:
    """The edge of a set of cells as closed loops of grid corners (col, row),
    each running with the cells on its right, corners only where it turns."""
    inside = set(cells)
    cols = position.columns

    def has(r: int, c: int) -> bool:
        return 0 <= c < cols and 0 <= r < position.rows and (r * cols + c) in inside

    edges: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for cell in sorted(inside):
        r, c = divmod(cell, cols)
        # clockwise round the cell (y down): top, right, bottom, left
        if not has(r - 1, c):
            edges.setdefault((c, r), []).append((c + 1, r))
        if not has(r, c + 1):
            edges.setdefault((c + 1, r), []).append((c + 1, r + 1))
        if not has(r + 1, c):
            edges.setdefault((c + 1, r + 1), []).append((c, r + 1))
        if not has(r, c - 1):
            edges.setdefault((c, r + 1), []).append((c, r))
    loops = []
    while edges:
        start = min(edges)
        loop = [start]
        here, came = start, None
        while True:
            outs = edges[here]
            if len(outs) > 1 and came is not None:
                # two loops touch at a corner: turn right, to keep to one cell's edge
                dx, dy = here[0] - came[0], here[1] - came[1]
                right = (here[0] - dy, here[1] + dx)
                nxt = right if right in outs else outs[0]
            else:
                nxt = outs[0]
            outs.remove(nxt)
            if not outs:
                del edges[here]
            came, here = here, nxt
            if here == start:
                break
            loop.append(here)
        loops.append(_corners(loop))
    return loops


def _corners(loop: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The loop's points where it turns."""
    n = len(loop)
    out = []
    for i, p in enumerate(loop):
        a, b = loop[i - 1], loop[(i + 1) % n]
        if (p[0] - a[0], p[1] - a[1]) != (b[0] - p[0], b[1] - p[1]):
            out.append(p)
    return out


def inset(loop: list[tuple[int, int]], d: float) -> list[tuple[float, float]]:
    """A clockwise loop (cells on its right, y down) moved `d` inward: each
    corner by the inward normals of its two edges."""
    n = len(loop)
    out = []
    for i, p in enumerate(loop):
        a, b = loop[i - 1], loop[(i + 1) % n]
        ux, uy = _unit(p[0] - a[0], p[1] - a[1])
        vx, vy = _unit(b[0] - p[0], b[1] - p[1])
        # the right of a direction (x, y), y down, is (-y, x)
        out.append((p[0] - uy * d - vy * d, p[1] + ux * d + vx * d))
    return out


def _unit(x: float, y: float) -> tuple[float, float]:
    length = (x * x + y * y) ** 0.5
    return x / length, y / length


def pattern(kind: str, x: float, y: float, s: float, ink: str) -> list[Any]:
    """A cell's pattern on the drawing's grid (neighbours' patterns meet)."""
    out: list[Any] = []
    p = PITCH
    if kind in ("dots", "crosses"):
        i0, j0 = int(x // p), int(y // p)
        for i in range(i0, int((x + s) // p) + 1):
            for j in range(j0, int((y + s) // p) + 1):
                cx, cy = (i + 0.5) * p, (j + 0.5) * p
                if not (x + 0.6 < cx < x + s - 0.6 and y + 0.6 < cy < y + s - 0.6):
                    continue
                if kind == "dots":
                    out.append(style.circle(cx, cy, 0.3, fill=ink))
                else:
                    out.append(style.line(cx - 0.5, cy, cx + 0.5, cy, stroke=ink, stroke_width=0.3))
                    out.append(style.line(cx, cy - 0.5, cx, cy + 0.5, stroke=ink, stroke_width=0.3))
        return out
    if kind in ("rows", "columns"):
        first = int((y if kind == "rows" else x) // p) + 1
        last = int(((y if kind == "rows" else x) + s) // p)
        for k in range(first, last + 1):
            v = k * p
            if kind == "rows":
                out.append(style.line(x, v, x + s, v, stroke=ink, stroke_width=0.3))
            else:
                out.append(style.line(v, y, v, y + s, stroke=ink, stroke_width=0.3))
        return out
    # diagonal lines: rising (x + y = c) or falling (x - y = c), cut to the cell
    rising = kind == "rising"
    lo = (x + y) if rising else (x - y - s)
    hi = (x + y + 2 * s) if rising else (x + s - y)
    k = int(lo // (p * 1.4)) + 1
    while k * p * 1.4 < hi:
        c = k * p * 1.4
        seg = _diagonal(c, x, y, s, rising)
        if seg is not None:
            out.append(style.line(*seg, stroke=ink, stroke_width=0.3))
        k += 1
    return out


def _diagonal(c: float, x: float, y: float, s: float, rising: bool):
    """The part of x + y = c (rising) or x - y = c inside the cell, or None."""
    if rising:
        x0, x1 = max(x, c - y - s), min(x + s, c - y)
        if x1 - x0 < 0.3:
            return None
        return x0, c - x0, x1, c - x1
    x0, x1 = max(x, c + y), min(x + s, c + y + s)
    if x1 - x0 < 0.3:
        return None
    return x0, x0 - c, x1, x1 - c
