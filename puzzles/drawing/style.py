"""What every drawing shares: millimetres, the palette, hatch patterns, fonts.

All pages use a viewBox in millimetres, so every coordinate here is in mm.
Each colour also carries a pattern and a shape, so a black-and-white print
stays solvable and no colour needs a word.
"""

from __future__ import annotations

import svgwrite
from svgwrite.container import Group

FONT = "DejaVu Sans, Arial, Helvetica, sans-serif"
INK = "#000000"
GREY = "#777777"
LIGHT = "#eeeeee"
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


def mm(value: float) -> float:
    """A coordinate rounded so that the SVG text stays short and stable."""
    return round(float(value), 2)


def pt(*values: float) -> tuple[float, ...]:
    return tuple(mm(v) for v in values)


def group(**extra) -> Group:
    return _FACTORY.g(**extra)


def rect(x, y, w, h, **extra):
    return _FACTORY.rect(insert=pt(x, y), size=pt(w, h), **extra)


def line(x1, y1, x2, y2, **extra):
    return _FACTORY.line(start=pt(x1, y1), end=pt(x2, y2), **extra)


def circle(cx, cy, r, **extra):
    return _FACTORY.circle(center=pt(cx, cy), r=mm(r), **extra)


def polygon(points, **extra):
    return _FACTORY.polygon([pt(x, y) for x, y in points], **extra)


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
    return _FACTORY.text(content, insert=pt(x, y), **attrs)


def place(element, x: float, y: float, scale: float = 1.0) -> Group:
    """`element` moved to (x, y) and scaled."""
    g = group(transform=f"translate({mm(x)},{mm(y)}) scale({round(scale, 4)})")
    g.add(element)
    return g


def add_patterns(drawing: svgwrite.Drawing) -> None:
    """The four patterns, ids `hatch-G` etc., into the page's <defs>: green
    dots, red diagonal lines, blue white crosses (black would vanish on it),
    ochre plain."""
    dwg = drawing
    specs = {
        "G": [("dot", (1.0, 1.0), 0.32, INK)],
        "R": [
            ("line", (0, 2), (2, 0), INK),
            ("line", (-1, 1), (1, -1), INK),
            ("line", (1, 3), (3, 1), INK),
        ],
        "B": [
            ("line", (0.4, 1.0), (1.6, 1.0), PAPER_WHITE),
            ("line", (1.0, 0.4), (1.0, 1.6), PAPER_WHITE),
        ],
        "O": [],
    }
    for letter in PATTERNS:
        pattern = dwg.pattern(
            id=f"hatch-{letter}", size=(2, 2), patternUnits="userSpaceOnUse", insert=(0, 0)
        )
        for spec in specs[letter]:
            if spec[0] == "line":
                pattern.add(dwg.line(start=spec[1], end=spec[2], stroke=spec[3], stroke_width=0.3))
            else:
                pattern.add(dwg.circle(center=spec[1], r=spec[2], fill=spec[3]))
        dwg.defs.add(pattern)


def coloured(letter: str, points) -> Group:
    """A polygon in colour `letter` with its pattern over it."""
    g = group()
    g.add(polygon(points, fill=COLOURS[letter]))
    if letter != "O":
        g.add(polygon(points, fill=f"url(#hatch-{letter})"))
    return g


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
