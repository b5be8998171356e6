"""What every drawing shares: millimetres, the palette, hatch patterns, fonts.

All pages use a viewBox in millimetres, so every coordinate here is in mm.
The colours are the Okabe-Ito colour-blind-safe ones; each also carries a
hatch pattern and its letter, so a black-and-white print stays solvable.
"""

from __future__ import annotations

import svgwrite
from svgwrite.container import Group

FONT = "DejaVu Sans, Arial, Helvetica, sans-serif"
INK = "#000000"
GREY = "#777777"
LIGHT = "#eeeeee"
PAPER_WHITE = "#ffffff"

COLOURS = {"G": "#009E73", "R": "#D55E00", "B": "#0072B2", "O": "#E69F00"}
# The pattern laid over each colour, so that grey prints still tell them apart.
PATTERNS = ("G", "R", "B", "O")

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
    """The four hatch patterns, ids `hatch-G` etc., into the page's <defs>."""
    dwg = drawing
    specs = {
        # green: diagonal lines /
        "G": [("line", (0, 3), (3, 0)), ("line", (-1, 1), (1, -1)), ("line", (2, 4), (4, 2))],
        # red: horizontal lines
        "R": [("line", (0, 1.5), (3, 1.5))],
        # blue: dots
        "B": [("dot", (1.5, 1.5), 0.55)],
        # ochre: diagonal lines \ crossed with /, a fine grid
        "O": [("line", (0, 0), (3, 3)), ("line", (-1, 2), (1, 4)), ("line", (2, -1), (4, 1))],
    }
    for letter in PATTERNS:
        pattern = dwg.pattern(
            id=f"hatch-{letter}", size=(3, 3), patternUnits="userSpaceOnUse", insert=(0, 0)
        )
        for spec in specs[letter]:
            if spec[0] == "line":
                pattern.add(dwg.line(start=spec[1], end=spec[2], stroke=INK, stroke_width=0.35))
            else:
                pattern.add(dwg.circle(center=spec[1], r=spec[2], fill=INK))
        dwg.defs.add(pattern)


def coloured(letter: str, points, opacity: float = 0.55) -> Group:
    """A polygon in colour `letter` with its hatch over it."""
    g = group()
    g.add(polygon(points, fill=COLOURS[letter]))
    g.add(polygon(points, fill=f"url(#hatch-{letter})", fill_opacity=opacity))
    return g
