"""What a printed sheet holds, once every transform applies: each text,
shape and image as a box in mm on the sheet (`Ink`, `PrintedSheet`), read
from the SVG pages a book is made of (`read_svg`; domino_puzzles/sheets_pdf.py
reads a PDF). domino_puzzles/preflight.py checks them against a print
service; tests/pagecheck.py measures the tool's own pages with them.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass, field

INCH = 25.4
PT = INCH / 72  # mm a PDF point
SIZE_SLACK = 0.1  # mm a page's size may differ from what is asked (rounding to points)
SLACK = 0.05  # mm of rounding in the coordinates of an SVG or a PDF
EDGE = 0.1  # mm: art this near a sheet's edge runs off it

Box = tuple[float, float, float, float]  # x0, y0, x1, y1 in mm, from the sheet's top left
# The print rules every service is checked against (KDP's minimum font size,
# its guidance on lines), in PDF points once every transform applies.
MIN_TEXT_PT = 7.0
MIN_LINE_PT = 0.75


@dataclass(frozen=True, slots=True)
class Ink:
    """Something printed: `what` it is (`text 'Dominosa'`, `rect`, `path`,
    `image`), its box on the sheet, and whether it is text, a filled shape
    (which may run off into bleed) and white (no ink)."""

    what: str
    box: Box
    text: bool = False
    filled: bool = False
    white: bool = False


@dataclass
class PrintMarks:
    """What a PDF page draws that the print rules look at (read from a PDF
    only, domino_puzzles/sheets_pdf.py): text spans under MIN_TEXT_PT and the
    smallest; stroked lines under MIN_LINE_PT and the thinnest (white strokes
    print nothing and are not counted); transparency by kind (`group`,
    `soft mask`, `opacity`, `blend`); colour operators and images by colour
    space (`rgb`, `cmyk`, `gray`)."""

    small_text: int = 0
    smallest_text: float = MIN_TEXT_PT
    thin_lines: int = 0
    thinnest_line: float = MIN_LINE_PT
    transparency: dict[str, int] = field(default_factory=dict)
    colours: dict[str, int] = field(default_factory=dict)


@dataclass
class PrintedSheet:
    """One page or cover sheet as printed: its size in mm and everything on
    it; from an SVG, the trim it states (`data-trim`) and the page's number
    and the book's page count it was laid out for."""

    width: float
    height: float
    inks: list[Ink] = field(default_factory=list)
    trim: tuple[float, float] | None = None
    page: int | None = None
    pages: int | None = None
    fonts: list[tuple[str, bool]] = field(default_factory=list)  # (name, embedded)
    marks: PrintMarks | None = None  # a PDF page's; None: not read (an SVG)


# -- reading SVG ------------------------------------------------------------
SVG = "{http://www.w3.org/2000/svg}"
_STEP = re.compile(r"(matrix|translate|scale|rotate)\(([^)]*)\)")
_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
WHITE = {"#fff", "#ffffff", "white", "rgb(255,255,255)"}


def matrix_times(m: Matrix, t: Matrix) -> Matrix:
    """`t` applied first, then `m` (SVG's and PDF's row vectors alike)."""
    a, b, c, d, e, f = m
    return (
        a * t[0] + c * t[1],
        b * t[0] + d * t[1],
        a * t[2] + c * t[3],
        b * t[2] + d * t[3],
        a * t[4] + c * t[5] + e,
        b * t[4] + d * t[5] + f,
    )


def svg_matrix(transform: str | None, m: Matrix = IDENTITY) -> Matrix:
    """`m` followed by an SVG transform list."""
    for name, args in _STEP.findall(transform or ""):
        v = [float(x) for x in _NUMBER.findall(args)]
        if name == "matrix":
            t = (v[0], v[1], v[2], v[3], v[4], v[5])
        elif name == "translate":
            t = (1, 0, 0, 1, v[0], v[1] if len(v) > 1 else 0.0)
        elif name == "scale":
            t = (v[0], 0, 0, v[-1], 0, 0)
        else:
            r = math.radians(v[0])
            rot = (math.cos(r), math.sin(r), -math.sin(r), math.cos(r), 0.0, 0.0)
            if len(v) == 3:  # rotate(a, cx, cy)
                t = matrix_times(
                    matrix_times((1, 0, 0, 1, v[1], v[2]), rot), (1, 0, 0, 1, -v[1], -v[2])
                )
            else:
                t = rot
        m = matrix_times(m, tuple(float(x) for x in t))  # type: ignore[arg-type]
    return m


def apply(m: Matrix, box: Box) -> Box:
    """The box around `box` once `m` applies."""
    a, b, c, d, e, f = m
    pts = [(x, y) for x in (box[0], box[2]) for y in (box[1], box[3])]
    xs = [a * x + c * y + e for x, y in pts]
    ys = [b * x + d * y + f for x, y in pts]
    return min(xs), min(ys), max(xs), max(ys)


def metrics_width(content: str, size: float, bold: bool) -> float:
    """The printed width of a line of DejaVu Sans in the units of `size`."""
    from puzzles.drawing import metrics

    return metrics.width(content, size, bold)


def svg_text_box(e: ET.Element, size: float, width: Callable[[str, float, bool], float]) -> Box:
    """(x0, y0, x1, y1) of a <text> element in its own units."""
    x, y = float(e.get("x") or 0), float(e.get("y") or 0)
    wide = width("".join(e.itertext()), size, e.get("font-weight") == "bold")
    anchor = e.get("text-anchor") or "start"
    x0 = x - {"start": 0.0, "middle": wide / 2, "end": wide}.get(anchor, 0.0)
    if e.get("dominant-baseline") == "central":
        y0, y1 = y - size * 0.5, y + size * 0.5
    else:
        y0, y1 = y - size * 0.8, y + size * 0.25
    return x0, y0, x0 + wide, y1


def _svg_shape(e: ET.Element) -> Box | None:
    tag = e.tag[len(SVG) :]

    def f(name: str) -> float:
        return float(e.get(name) or 0)

    if tag in ("rect", "image"):
        return f("x"), f("y"), f("x") + f("width"), f("y") + f("height")
    if tag == "line":
        return (
            min(f("x1"), f("x2")),
            min(f("y1"), f("y2")),
            max(f("x1"), f("x2")),
            max(f("y1"), f("y2")),
        )
    if tag == "circle":
        return f("cx") - f("r"), f("cy") - f("r"), f("cx") + f("r"), f("cy") + f("r")
    if tag == "ellipse":
        return f("cx") - f("rx"), f("cy") - f("ry"), f("cx") + f("rx"), f("cy") + f("ry")
    if tag in ("polygon", "polyline", "path"):
        # a path's absolute coordinates (the tool draws none; relative steps
        # would be read as absolute: a box around them all, not the path's)
        raw = e.get("points") if tag != "path" else e.get("d")
        pts = [float(v) for v in _NUMBER.findall(raw or "")]
        xs, ys = pts[0::2], pts[1::2]
        if not ys:
            return None
        return min(xs), min(ys), max(xs), max(ys)
    return None


def _mm(length: str | None) -> float | None:
    if not length:
        return None
    number = _NUMBER.match(length.strip())
    if not number:
        return None
    unit = length.strip()[number.end() :].strip()
    scale = {"mm": 1.0, "cm": 10.0, "in": INCH, "pt": PT, "px": INCH / 96, "": INCH / 96}
    return float(number[0]) * scale[unit] if unit in scale else None


def read_svg(
    svg: str, width: Callable[[str, float, bool], float] = metrics_width, strokes: bool = True
) -> PrintedSheet:
    """A page or cover as printed, from its SVG text: the sheet's size from
    its width and height, everything drawn as boxes in mm on the sheet (a
    stroked shape with half its stroke's width around it, or, without
    `strokes`, by its coordinates alone)."""
    root = ET.fromstring(svg)
    view = [float(v) for v in _NUMBER.findall(root.get("viewBox") or "")]
    w_mm, h_mm = _mm(root.get("width")), _mm(root.get("height"))
    if len(view) == 4:
        vx, vy, vw, vh = view
        w_mm = w_mm if w_mm is not None else vw
        h_mm = h_mm if h_mm is not None else vh
    else:
        vx, vy = 0.0, 0.0
        vw, vh = (w_mm or 0.0) / (INCH / 96), (h_mm or 0.0) / (INCH / 96)
        w_mm, h_mm = w_mm or 0.0, h_mm or 0.0
    sx, sy = w_mm / vw if vw else 1.0, h_mm / vh if vh else 1.0
    start: Matrix = (sx, 0.0, 0.0, sy, -vx * sx, -vy * sy)
    inks: list[Ink] = []

    def walk(e: ET.Element, m: Matrix, fill: str, stroke: str, stroke_w: float) -> None:
        if e.tag in (f"{SVG}defs", f"{SVG}clipPath", f"{SVG}pattern", f"{SVG}symbol"):
            return
        m = svg_matrix(e.get("transform"), m)
        fill = (e.get("fill") or fill).strip().lower()
        stroke = (e.get("stroke") or stroke).strip().lower()
        stroke_w = float(e.get("stroke-width") or stroke_w)
        if e.tag == f"{SVG}text":
            size = float(e.get("font-size") or 16)
            content = "".join(e.itertext())
            box = apply(m, svg_text_box(e, size, width))
            inks.append(Ink(f"text {content[:40]!r}", box, text=True))
        elif e.tag != f"{SVG}g" and e.tag != f"{SVG}svg":
            shape = _svg_shape(e)
            tag = e.tag[len(SVG) :]
            if shape is not None:
                filled = tag not in ("line", "polyline") and fill != "none"
                if filled or tag == "image":
                    inks.append(
                        Ink(
                            tag,
                            apply(m, shape),
                            filled=True,
                            white=fill in WHITE and tag != "image",
                        )
                    )
                if stroke not in ("none", "") and stroke_w > 0:
                    half = stroke_w / 2 if strokes else 0.0
                    wide = (shape[0] - half, shape[1] - half, shape[2] + half, shape[3] + half)
                    inks.append(Ink(tag, apply(m, wide), white=stroke in WHITE))
        for child in e:
            walk(child, m, fill, stroke, stroke_w)

    walk(root, start, "#000000", "none", 1.0)

    def number(name: str) -> int | None:
        value = root.get(name)
        return int(value) if value and value.isdigit() else None

    trim = root.get("data-trim")
    size = tuple(float(v) for v in trim.split()) if trim else None
    return PrintedSheet(
        w_mm,
        h_mm,
        inks,
        (size[0], size[1]) if size and len(size) == 2 else None,
        number("data-page"),
        number("data-pages"),
    )
