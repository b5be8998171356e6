"""What every drawing shares: millimetres, the palette, hatch patterns, fonts.

All pages use a viewBox in millimetres, so every coordinate here is in mm.
Each colour also carries a pattern and a shape, so a black-and-white print
stays solvable and no colour needs a word.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import svgwrite
from svgwrite.container import Group
from svgwrite.shapes import Circle, Line, Polygon, Rect
from svgwrite.text import Text

FONT = "DejaVu Sans, Arial, Helvetica, sans-serif"
INK = "#000000"
GREY = "#777777"
PAPER_WHITE = "#ffffff"

# Black and white first: each colour has its own grey value (L* 85, 65, 46
# and 25 once printed in grey, at least 18 apart), its own vector pattern
# (lines at least 0.3 mm wide and 1.4 mm apart, so a 300 dpi laser keeps them)
# and its own shape, so a page needs neither colour ink nor a colour word.
COLOURS = {"G": "#66C466", "R": "#C7501E", "B": "#1D3F7A", "O": "#FAD96B"}
PATTERNS = ("G", "R", "B", "O")
SHAPES = {"G": "circle", "R": "square", "B": "triangle", "O": "diamond"}

# svgwrite element factory without validation (fast, and output is plain SVG).
_FACTORY = svgwrite.Drawing(debug=False)


def _made(cls, attribs: dict, extra: dict):
    """An svgwrite element as its constructor makes it without validation
    (the same attributes, so the same SVG text), without going through
    svgwrite's per-attribute checks: a book makes a few hundred thousand."""
    e = cls.__new__(cls)
    e._parameter = _FACTORY._parameter
    for key, value in extra.items():
        attribs[key.rstrip("_").replace("_", "-")] = value
    e.attribs = attribs
    e.elements = []
    return e


def mm(value: float) -> float:
    """A coordinate rounded so that the SVG text stays short and stable."""
    return round(float(value), 2)


def pt(*values: float) -> tuple[float, ...]:
    return tuple(mm(v) for v in values)


def washed(colour: str, amount: float) -> str:
    """`colour` (`#rrggbb`) mixed with the paper's white by `amount` (0-1):
    what a white wash of that opacity over it shows, as one opaque colour."""
    digits = colour.lstrip("#")
    levels = (int(digits[i : i + 2], 16) for i in (0, 2, 4))
    return "#" + "".join(f"{round(c + amount * (255 - c)):02x}" for c in levels)


def wash(element, amount: float):
    """`element` and all it holds in colours washed out by `amount` (a key's
    faded triangles): mixed, never laid over with a translucent white, so
    the page has no transparency and a grey print keeps what lies under."""
    if element.elementname == "text" and "fill" not in element.attribs:
        element.attribs["fill"] = INK  # drawn black by default: washed as black
    for key in ("fill", "stroke"):
        paint = element.attribs.get(key)
        if isinstance(paint, str) and len(paint) == 7 and paint.startswith("#"):
            element.attribs[key] = washed(paint, amount)
    for child in element.elements:
        wash(child, amount)
    return element


def group(**extra) -> Group:
    return _made(Group, {}, extra)


def rect(x: float, y: float, w: float, h: float, **extra: Any) -> Rect:
    return _made(Rect, {"x": mm(x), "y": mm(y), "width": mm(w), "height": mm(h)}, extra)


def line(x1: float, y1: float, x2: float, y2: float, **extra: Any) -> Line:
    return _made(Line, {"x1": mm(x1), "y1": mm(y1), "x2": mm(x2), "y2": mm(y2)}, extra)


def circle(cx: float, cy: float, r: float, **extra: Any) -> Circle:
    return _made(Circle, {"cx": mm(cx), "cy": mm(cy), "r": mm(r)}, extra)


def polygon(points: Iterable[tuple[float, float]], **extra: Any) -> Polygon:
    e = _made(Polygon, {}, extra)
    e.points = [pt(x, y) for x, y in points]
    return e


def text(content: str, x, y, size: float, anchor: str = "middle", bold: bool = False, **extra):
    """Text stays text: one <text> element, centred on (x, y) vertically."""
    attrs = {
        "font_size": mm(size),
        "font_family": FONT,
        "text_anchor": anchor,
        "dominant_baseline": "central",
    }
    if bold:
        attrs["font_weight"] = "bold"
    attrs.update(extra)
    e = _made(Text, {}, attrs)
    e.text = content
    e.attribs["x"], e.attribs["y"] = str(mm(x)), str(mm(y))
    return e


def place(element, x: float, y: float, scale: float = 1.0) -> Group:
    """`element` moved to (x, y) and scaled."""
    g = group(transform=f"translate({mm(x)},{mm(y)}) scale({round(scale, 4)})")
    g.add(element)
    return g


def add_patterns(drawing: svgwrite.Drawing) -> None:
    """Nothing to add: patterns are drawn as plain lines and dots (`coloured`),
    since SVG <pattern> fills print as blurred bitmaps in some renderers."""


PITCH = 2.0  # mm between the dots, lines and crosses of a pattern


def coloured(letter: str, points) -> Group:
    """A convex polygon in colour `letter` with its pattern drawn over it:
    green dots, red diagonal lines, blue white crosses, ochre plain. The
    pattern sits on a grid of the drawing, so neighbours' patterns line up."""
    g = group()
    g.add(polygon(points, fill=COLOURS[letter]))
    xs, ys = [x for x, _ in points], [y for _, y in points]
    lo_x, hi_x, lo_y, hi_y = min(xs), max(xs), min(ys), max(ys)
    if letter == "R":
        first = int((lo_x + lo_y) // PITCH)
        for k in range(first, int((hi_x + hi_y) // PITCH) + 2):
            cut = _cut(points, k * PITCH)
            if cut:
                g.add(line(*cut[0], *cut[1], stroke=INK, stroke_width=0.3))
        return g
    if letter in "GB":
        for i in range(int(lo_x // PITCH), int(hi_x // PITCH) + 1):
            for j in range(int(lo_y // PITCH), int(hi_y // PITCH) + 1):
                cx, cy = (i + 0.5) * PITCH, (j + 0.5) * PITCH
                if not _inside(points, cx, cy, 0.7):
                    continue
                if letter == "G":
                    g.add(circle(cx, cy, 0.32, fill=INK))
                else:
                    g.add(line(cx - 0.6, cy, cx + 0.6, cy, stroke=PAPER_WHITE, stroke_width=0.3))
                    g.add(line(cx, cy - 0.6, cx, cy + 0.6, stroke=PAPER_WHITE, stroke_width=0.3))
    return g


def _inside(points, x: float, y: float, margin: float) -> bool:
    """(x, y) inside the convex polygon, at least `margin` from every edge."""
    n = len(points)
    area = sum(
        points[i][0] * points[(i + 1) % n][1] - points[(i + 1) % n][0] * points[i][1]
        for i in range(n)
    )
    sign = 1 if area > 0 else -1
    for i in range(n):
        (x1, y1), (x2, y2) = points[i], points[(i + 1) % n]
        length = ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5
        if sign * ((x2 - x1) * (y - y1) - (y2 - y1) * (x - x1)) / length < margin:
            return False
    return True


def _cut(points, c: float):
    """The part of the line x + y = c inside the convex polygon, or None."""
    hits = []
    n = len(points)
    for i in range(n):
        (x1, y1), (x2, y2) = points[i], points[(i + 1) % n]
        f1, f2 = x1 + y1 - c, x2 + y2 - c
        if (f1 < 0) != (f2 < 0):
            t = f1 / (f1 - f2)
            hits.append((x1 + t * (x2 - x1), y1 + t * (y2 - y1)))
    if len(hits) < 2:
        return None
    hits.sort()
    (ax, ay), (bx, by) = hits[0], hits[-1]
    if abs(bx - ax) < 0.3:
        return None
    return (ax, ay), (bx, by)


def shape(letter: str, cx: float, cy: float, r: float) -> Group:
    """The colour's shape, black on a white disc: it names the colour in any language."""
    g = group(**{"class": f"colour colour-{letter}"})
    g.add(circle(cx, cy, r, fill=PAPER_WHITE))
    k = r * 0.62
    kind = SHAPES[letter]
    if kind == "circle":
        g.add(circle(cx, cy, k * 0.85, fill=INK))
    elif kind == "square":
        g.add(rect(cx - k * 0.7, cy - k * 0.7, k * 1.4, k * 1.4, fill=INK))
    elif kind == "triangle":
        g.add(
            polygon(
                [(cx, cy - k), (cx + k * 0.95, cy + k * 0.7), (cx - k * 0.95, cy + k * 0.7)],
                fill=INK,
            )
        )
    else:
        g.add(polygon([(cx, cy - k), (cx + k, cy), (cx, cy + k), (cx - k, cy)], fill=INK))
    return g
