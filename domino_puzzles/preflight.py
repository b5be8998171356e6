"""`domino-puzzles preflight`: a book checked against its print service
(domino_puzzles/services.py) before upload.

What is read: a book folder's `book.pdf` and `cover.pdf` (what the service
gets), or, where the folder has no PDF (a book made without `--pdf`), its
`page-*.svg` and `cover.svg`; or one PDF, an interior alone. Every page is
read as what it prints: each text, shape and image as a box on the sheet,
once every transform applies. A PDF is read with pypdf: its content streams
are walked (paths, text with the widths of its own fonts, images, forms,
clips); an SVG with the standard library, its text measured by
puzzles/drawing/metrics.py (the widths of DejaVu Sans, the pages' font), or
by a `width` function the caller gives (tests/pagecheck.py measures with the
font file itself, through Pillow).

What is checked, each against the service's numbers:

- the page count: even, at least the service's least, at most its most;
- every page's size: the trim, or the trim with bleed on the sides the
  service asks (KDP, IngramSpark: top, bottom and outer side; Lulu: all
  four), the same on every page; the trim is found from the first page
  among the papers the tool makes (or an SVG's `data-trim`);
- the margins: nothing printed nearer a trimmed edge than the service's
  margin, nor nearer the spine than its gutter for the book's page count,
  but filled art that runs off the sheet on a side with bleed (white, which
  prints no ink, is never a problem);
- fonts: every font a PDF page uses is embedded (SVG pages name their
  fonts, they do not hold them: checked in a PDF only);
- the cover: one sheet, the trim's height plus bleed, two trims wide plus
  the spine (the page count on the paper stock, by the service's formula)
  plus bleed; the back's and front's print inside the cover margin, the
  spine's inside its folds and only from the service's page count on; the
  barcode's area clear.

A problem names the file, the page, what is wrong, what was measured and
what is allowed (`Problem`); `preflight(path, service)` returns them with a
`Summary`. Bad input (no such path, not a book folder, not a PDF) raises
BadInput; reading a PDF without pypdf raises NeedsPackage.
"""

from __future__ import annotations

import logging
import math
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from domino_puzzles.services import INNER, OUTER, SERVICES, TOP, Service
from puzzles.drawing import PAPERS
from puzzles.errors import BadInput, NeedsPackage

INCH = 25.4
PT = INCH / 72  # mm a PDF point
SIZE_SLACK = 0.1  # mm a page's size may differ from what is asked (rounding to points)
SLACK = 0.05  # mm of rounding in the coordinates of an SVG or a PDF
EDGE = 0.1  # mm: art this near a sheet's edge runs off it

Box = tuple[float, float, float, float]  # x0, y0, x1, y1 in mm, from the sheet's top left


@dataclass(frozen=True)
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


@dataclass(frozen=True)
class Problem:
    """One thing the service would refuse or print wrong. `check` is its
    kind (CHECKS), `measured` and `allowed` numbers in `unit` (mm, pages) or
    names; `item` what on the page it is, where one thing is."""

    file: str
    page: int | None
    check: str
    measured: Any
    allowed: Any
    unit: str | None = None
    item: str = ""
    count: int = 1  # things of this kind on the page; `item` is the worst

    def as_json(self) -> dict[str, Any]:
        out = {
            "file": self.file,
            "page": self.page,
            "check": self.check,
            "measured": self.measured,
            "allowed": self.allowed,
            "unit": self.unit,
        }
        if self.item:
            out["item"] = self.item
            out["count"] = self.count
        return out


CHECKS = (
    "page_count_low",
    "page_count_high",
    "page_count_odd",
    "trim",
    "page_size",
    "margin",
    "gutter",
    "no_bleed",
    "font",
    "cover_missing",
    "cover_pages",
    "cover_size",
    "cover_margin",
    "spine_text",
    "barcode",
)


@dataclass(frozen=True)
class Summary:
    """What was checked: the service, the files, the interior's page count,
    trim (mm) and bleed, the paper stock the cover fits (None where it fits
    none or was not checked), and the problems' count."""

    service: str
    files: tuple[str, ...]
    pages: int
    trim: tuple[float, float] | None
    bleed: bool
    stock: str | None
    problems: int
    fonts_checked: bool
    cover_checked: bool

    def as_json(self) -> dict[str, Any]:
        return {
            "service": self.service,
            "files": list(self.files),
            "pages": self.pages,
            "trim_mm": list(self.trim) if self.trim else None,
            "bleed": self.bleed,
            "paper_stock": self.stock,
            "fonts_checked": self.fonts_checked,
            "cover_checked": self.cover_checked,
            "problems": self.problems,
            "passed": self.problems == 0,
        }


# -- reading SVG ------------------------------------------------------------
SVG = "{http://www.w3.org/2000/svg}"
_STEP = re.compile(r"(matrix|translate|scale|rotate)\(([^)]*)\)")
_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
WHITE = {"#fff", "#ffffff", "white", "rgb(255,255,255)"}


def _times(m: Matrix, t: Matrix) -> Matrix:
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
                t = _times(_times((1, 0, 0, 1, v[1], v[2]), rot), (1, 0, 0, 1, -v[1], -v[2]))
            else:
                t = rot
        m = _times(m, tuple(float(x) for x in t))  # type: ignore[arg-type]
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


# -- reading PDF ------------------------------------------------------------
def need_pypdf(lang: str = "en") -> Any:
    """pypdf, or NeedsPackage (said in `lang`): a PDF is read with it."""
    try:
        import pypdf
    except ImportError:
        from domino_puzzles.install import install_hint
        from domino_puzzles.preflight_words import say

        raise NeedsPackage(say(lang, "needs_pypdf", install=install_hint("pdf"))) from None
    return pypdf


def _font_embedded(font: Any) -> bool:
    font = font.get_object()
    if font.get("/Subtype") == "/Type3":
        return True  # its glyphs are drawn in the file
    if font.get("/Subtype") == "/Type0":
        kids = font.get("/DescendantFonts") or []
        if not kids:
            return False
        font = kids[0].get_object()
    descriptor = font.get("/FontDescriptor")
    if descriptor is None:
        return False
    descriptor = descriptor.get_object()
    return any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3"))


class _Font:
    """What text in one PDF font needs: glyph widths (thousandths of the
    size), ascent and descent, how its bytes split into codes."""

    def __init__(self, font: Any):
        font = font.get_object()
        self.name = str(font.get("/BaseFont", "?")).lstrip("/")
        self.embedded = _font_embedded(font)
        self.two_bytes = font.get("/Subtype") == "/Type0"
        self.widths: dict[int, float] = {}
        self.default = 0.0
        self.scale = 1.0  # a Type 3 font's widths are in glyph space
        self.winansi = font.get("/Encoding") == "/WinAnsiEncoding"
        descriptor_of = font
        if self.two_bytes:
            kid = (font.get("/DescendantFonts") or [None])[0]
            kid = kid.get_object() if kid is not None else {}
            descriptor_of = kid
            self.default = float(kid.get("/DW", 1000))
            w = list(kid.get("/W") or [])
            i = 0
            while i < len(w):
                first = int(w[i])
                nxt = w[i + 1].get_object() if hasattr(w[i + 1], "get_object") else w[i + 1]
                if isinstance(nxt, list):
                    for k, value in enumerate(nxt):
                        self.widths[first + k] = float(value)
                    i += 2
                else:
                    for code in range(first, int(nxt) + 1):
                        self.widths[code] = float(w[i + 2])
                    i += 3
        else:
            first = int(font.get("/FirstChar", 0))
            for k, value in enumerate(font.get("/Widths") or []):
                self.widths[first + k] = float(value)
            if font.get("/Subtype") == "/Type3":
                self.scale = float(font["/FontMatrix"][0]) * 1000 if "/FontMatrix" in font else 1.0
        descriptor = descriptor_of.get("/FontDescriptor") if descriptor_of else None
        descriptor = descriptor.get_object() if descriptor is not None else {}
        if not self.two_bytes:
            self.default = float(descriptor.get("/MissingWidth", 0))
        self.ascent = float(descriptor.get("/Ascent", 800)) or 800.0
        self.descent = float(descriptor.get("/Descent", -200))

    def codes(self, data: bytes) -> list[int]:
        if self.two_bytes:
            return [data[i] << 8 | data[i + 1] for i in range(0, len(data) - 1, 2)]
        return list(data)

    def text(self, data: bytes) -> str:
        if self.winansi:
            return data.decode("cp1252", "replace")
        return ""


@dataclass
class _State:
    ctm: Matrix = IDENTITY
    fill_white: bool = False
    stroke_white: bool = False
    line_width: float = 1.0
    clip: Box | None = None  # in the page's user space
    font: _Font | None = None
    size: float = 0.0
    char_space: float = 0.0
    word_space: float = 0.0
    h_scale: float = 1.0
    leading: float = 0.0
    rise: float = 0.0
    render: int = 0

    def copy(self) -> _State:
        return _State(**self.__dict__)


def _white(operands: list[Any], space: str) -> bool:
    values = [float(v) for v in operands if isinstance(v, int | float) or hasattr(v, "as_numeric")]
    if space == "k":
        return len(values) == 4 and all(v <= 0.0 for v in values)
    return bool(values) and all(v >= 1.0 for v in values)


def _num(v: Any) -> float:
    return float(v)


def _walk_pdf(
    reader: Any,
    content: Any,
    resources: Any,
    state: _State,
    out: list[Ink],
    fonts: dict,
    depth: int = 0,
) -> None:
    """Every ink of a content stream (a page's, or a form's), in user space points."""
    from pypdf.generic import ContentStream

    if depth > 8:
        return
    resources = resources.get_object() if resources is not None else {}
    font_dict = resources.get("/Font")
    font_dict = font_dict.get_object() if font_dict is not None else {}
    xobjects = resources.get("/XObject")
    xobjects = xobjects.get_object() if xobjects is not None else {}
    stack: list[_State] = []
    path: list[tuple[float, float]] = []
    tm: Matrix = IDENTITY
    tlm: Matrix = IDENTITY
    clip_next = False
    ops = ContentStream(content, reader).operations

    def add(what: str, box_user: Box, text: bool, filled: bool, white: bool) -> None:
        if state.clip is not None:
            c = state.clip
            box_user = (
                max(box_user[0], c[0]),
                max(box_user[1], c[1]),
                min(box_user[2], c[2]),
                min(box_user[3], c[3]),
            )
            if box_user[0] > box_user[2] or box_user[1] > box_user[3]:
                return
        out.append(Ink(what, box_user, text, filled, white))

    def point(x: float, y: float) -> None:
        a, b, c, d, e, f = state.ctm
        path.append((a * x + c * y + e, b * x + d * y + f))

    def show(data: bytes) -> float:
        """Text shown from the text matrix: its ink, and its advance in text space."""
        font = state.font
        if font is None:
            return 0.0
        advance = 0.0
        for code in font.codes(data):
            w = font.widths.get(code, font.default) * font.scale / 1000
            space = state.word_space if (code == 32 and not font.two_bytes) else 0.0
            advance += (w * state.size + state.char_space + space) * state.h_scale
        if state.render != 3 and advance:
            low = font.descent / 1000 * state.size + state.rise
            high = font.ascent / 1000 * state.size + state.rise
            box = apply(_times(state.ctm, tm), (0.0, low, advance, high))
            if state.render not in (3, 7):
                label = font.text(data)
                add(f"text {label[:40]!r}" if label else "text", box, True, False, False)
        return advance

    for operands, op in ops:
        if op == b"q":
            stack.append(state.copy())
        elif op == b"Q":
            if stack:
                state = stack.pop()
        elif op == b"cm":
            state.ctm = _times(state.ctm, tuple(_num(v) for v in operands))  # type: ignore[arg-type]
        elif op == b"w":
            state.line_width = _num(operands[0])
        elif op in (b"rg", b"g", b"k"):
            state.fill_white = _white(operands, op.decode())
        elif op in (b"RG", b"G", b"K"):
            state.stroke_white = _white(operands, op.decode().lower())
        elif op in (b"sc", b"scn"):
            state.fill_white = (
                _white(operands, "rg") if len(operands) != 4 else _white(operands, "k")
            )
        elif op in (b"SC", b"SCN"):
            state.stroke_white = (
                _white(operands, "rg") if len(operands) != 4 else _white(operands, "k")
            )
        elif op == b"gs":
            pass
        elif op == b"m" or op == b"l":
            point(_num(operands[0]), _num(operands[1]))
        elif op in (b"c", b"v", b"y"):
            values = [_num(v) for v in operands]
            for i in range(0, len(values) - 1, 2):
                point(values[i], values[i + 1])
        elif op == b"re":
            x, y, w, h = (_num(v) for v in operands)
            for px, py in ((x, y), (x + w, y), (x, y + h), (x + w, y + h)):
                point(px, py)
        elif op == b"h":
            pass
        elif op in (b"W", b"W*"):
            clip_next = True
        elif op in (b"S", b"s", b"f", b"F", b"f*", b"B", b"B*", b"b", b"b*", b"n"):
            if path:
                xs, ys = [p[0] for p in path], [p[1] for p in path]
                box = (min(xs), min(ys), max(xs), max(ys))
                if op in (b"f", b"F", b"f*", b"B", b"B*", b"b", b"b*"):
                    add("path", box, False, True, state.fill_white)
                if op in (b"S", b"s", b"B", b"B*", b"b", b"b*"):
                    a, b, c, d = state.ctm[:4]
                    half = state.line_width * math.sqrt(abs(a * d - b * c)) / 2
                    wide = (box[0] - half, box[1] - half, box[2] + half, box[3] + half)
                    add("path", wide, False, False, state.stroke_white)
                if clip_next:
                    was = state.clip
                    state.clip = (
                        box
                        if was is None
                        else (
                            max(box[0], was[0]),
                            max(box[1], was[1]),
                            min(box[2], was[2]),
                            min(box[3], was[3]),
                        )
                    )
            path = []
            clip_next = False
        elif op == b"BT":
            tm = tlm = IDENTITY
        elif op == b"Tf":
            name = operands[0]
            if name not in fonts:
                font = font_dict.get(name)
                fonts[name] = _Font(font) if font is not None else None
            state.font = fonts[name]
            state.size = _num(operands[1])
        elif op == b"Tc":
            state.char_space = _num(operands[0])
        elif op == b"Tw":
            state.word_space = _num(operands[0])
        elif op == b"Tz":
            state.h_scale = _num(operands[0]) / 100
        elif op == b"TL":
            state.leading = _num(operands[0])
        elif op == b"Ts":
            state.rise = _num(operands[0])
        elif op == b"Tr":
            state.render = int(operands[0])
        elif op == b"Tm":
            tm = tlm = tuple(_num(v) for v in operands)  # type: ignore[assignment]
        elif op in (b"Td", b"TD"):
            tx, ty = _num(operands[0]), _num(operands[1])
            if op == b"TD":
                state.leading = -ty
            tm = tlm = _times(tlm, (1, 0, 0, 1, tx, ty))
        elif op == b"T*":
            tm = tlm = _times(tlm, (1, 0, 0, 1, 0, -state.leading))
        elif op in (b"Tj", b"'", b'"'):
            if op == b'"':
                state.word_space, state.char_space = _num(operands[0]), _num(operands[1])
            if op != b"Tj":
                tm = tlm = _times(tlm, (1, 0, 0, 1, 0, -state.leading))
            data = operands[-1]
            advance = show(bytes(data.original_bytes if hasattr(data, "original_bytes") else data))
            tm = _times(tm, (1, 0, 0, 1, advance, 0))
        elif op == b"TJ":
            for part in operands[0]:
                if isinstance(part, bytes | str) or hasattr(part, "original_bytes"):
                    raw = part.original_bytes if hasattr(part, "original_bytes") else part
                    advance = show(bytes(raw))
                else:
                    advance = -_num(part) / 1000 * state.size * state.h_scale
                tm = _times(tm, (1, 0, 0, 1, advance, 0))
        elif op == b"Do":
            xobject = xobjects.get(operands[0])
            if xobject is None:
                continue
            xobject = xobject.get_object()
            if xobject.get("/Subtype") == "/Image":
                add("image", apply(state.ctm, (0.0, 0.0, 1.0, 1.0)), False, True, False)
            elif xobject.get("/Subtype") == "/Form":
                inner = state.copy()
                if "/Matrix" in xobject:
                    inner.ctm = _times(state.ctm, tuple(_num(v) for v in xobject["/Matrix"]))  # type: ignore[arg-type]
                _walk_pdf(
                    reader, xobject, xobject.get("/Resources", resources), inner, out, {}, depth + 1
                )
        elif op == b"INLINE IMAGE":
            add("image", apply(state.ctm, (0.0, 0.0, 1.0, 1.0)), False, True, False)


def _form_fonts(resources: Any, seen: set, depth: int = 0) -> Iterable[tuple[str, bool]]:
    """(name, embedded) of every font of `resources` and of the forms it holds."""
    if resources is None or depth > 8:
        return
    resources = resources.get_object()
    fonts = resources.get("/Font")
    for ref in (fonts.get_object() if fonts is not None else {}).values():
        key = getattr(ref, "idnum", id(ref))
        if key in seen:
            continue
        seen.add(key)
        font = ref.get_object()
        yield str(font.get("/BaseFont", "?")).lstrip("/"), _font_embedded(font)
    xobjects = resources.get("/XObject")
    for ref in (xobjects.get_object() if xobjects is not None else {}).values():
        xobject = ref.get_object()
        if xobject.get("/Subtype") == "/Form":
            yield from _form_fonts(xobject.get("/Resources"), seen, depth + 1)


def read_pdf(path: Path, lang: str = "en") -> list[PrintedSheet]:
    """Every page of a PDF as printed (its media box, in mm from its top left)."""
    pypdf = need_pypdf(lang)
    quiet = logging.getLogger("pypdf")
    level = quiet.level
    quiet.setLevel(logging.ERROR)  # a broken file is said once, as bad input
    try:
        reader = pypdf.PdfReader(str(path))
        pages = list(reader.pages)
    except Exception as error:  # noqa: BLE001 - pypdf's errors are many: any is "not a PDF"
        raise BadInput.said("not_pdf", file=str(path), reason=type(error).__name__) from None
    finally:
        quiet.setLevel(level)
    sheets = []
    seen: set = set()
    for page in pages:
        box = page.mediabox
        x0, y0 = float(box.left), float(box.bottom)
        w, h = float(box.width), float(box.height)
        inks: list[Ink] = []
        contents = page.get_contents()
        if contents is not None:
            _walk_pdf(reader, contents, page.get("/Resources"), _State(), inks, {})
        # user space (points, from the bottom left) to mm from the top left
        sheet_inks = [
            Ink(
                i.what,
                (
                    (i.box[0] - x0) * PT,
                    (y0 + h - i.box[3]) * PT,
                    (i.box[2] - x0) * PT,
                    (y0 + h - i.box[1]) * PT,
                ),
                i.text,
                i.filled,
                i.white,
            )
            for i in inks
        ]
        fonts = list(_form_fonts(page.get("/Resources"), seen))
        sheets.append(PrintedSheet(w * PT, h * PT, sheet_inks, fonts=fonts))
    return sheets


# -- checking ---------------------------------------------------------------
def _close(a: float, b: float, slack: float = SIZE_SLACK) -> bool:
    return abs(a - b) <= slack


def _layouts(trim: tuple[float, float], bleed: float) -> dict[str, tuple[float, float]]:
    """The sheet's size for each way of bleed: none, three sides (top,
    bottom, outer), four sides."""
    w, h = trim
    return {
        "none": (w, h),
        "three": (w + bleed, h + 2 * bleed),
        "four": (w + 2 * bleed, h + 2 * bleed),
    }


def _layout_of(sheet: PrintedSheet, trim: tuple[float, float], bleed: float) -> str | None:
    for name, (w, h) in _layouts(trim, bleed).items():
        if _close(sheet.width, w) and _close(sheet.height, h):
            return name
    return None


def find_trim(sheet: PrintedSheet, bleed: float) -> tuple[float, float] | None:
    """The trim a page is cut to: the one it states, else the paper the tool
    makes that its size is, with or without bleed."""
    if sheet.trim:
        return sheet.trim
    for size in dict.fromkeys(PAPERS.values()):
        if _layout_of(sheet, size, bleed) is not None:
            return size
    return None


def _service_layout(service: Service) -> str:
    return "four" if INNER in service.bleed_sides else "three"


def _sides(layout: str, recto: bool) -> dict[str, str]:
    """Which sheet edge (left, right, top, bottom) is which side of the page."""
    del layout
    return {
        "left": INNER if recto else OUTER,
        "right": OUTER if recto else INNER,
        "top": TOP,
        "bottom": "bottom",
    }


def _trim_box(
    sheet: PrintedSheet, trim: tuple[float, float], layout: str, bleed: float, recto: bool
) -> Box:
    w, h = trim
    if layout == "none":
        x, y = 0.0, 0.0
    elif layout == "three":
        x, y = (0.0 if recto else bleed), bleed
    else:
        x, y = bleed, bleed
    return x, y, x + w, y + h


def _bleeding(ink: Ink, sheet: PrintedSheet, bled: set[str]) -> bool:
    """Is `ink` filled art that runs off an edge of the sheet that has bleed?"""
    if ink.text or not ink.filled:
        return False
    x0, y0, x1, y1 = ink.box
    edges = {
        "left": x0 <= EDGE,
        "top": y0 <= EDGE,
        "right": x1 >= sheet.width - EDGE,
        "bottom": y1 >= sheet.height - EDGE,
    }
    return any(edges[e] for e in bled)


def page_problems(
    sheet: PrintedSheet,
    number: int,
    pages: int,
    trim: tuple[float, float],
    service: Service,
    file: str = "book.pdf",
    bound: bool = True,
) -> list[Problem]:
    """The margin and gutter problems of page `number` of a book of `pages`
    pages: what is printed nearer the trim's edges than the service allows
    (one problem a page and kind, naming the worst thing and the count)."""
    bleed = service.bleed * INCH
    layout = _layout_of(sheet, trim, bleed) or "none"
    recto = number % 2 == 1
    box = _trim_box(sheet, trim, layout, bleed, recto)
    sides = _sides(layout, recto)
    margin = service.outside(layout != "none") * INCH
    inside = service.gutter(pages) * INCH if bound else margin
    need = {e: (inside if s == INNER else margin) for e, s in sides.items()}
    bled: set[str] = set()
    if layout != "none":
        bled = {"top", "bottom"} | {e for e, s in sides.items() if s == OUTER}
        if layout == "four":
            bled |= {"left", "right"}
    worst: dict[str, tuple[float, Ink, float]] = {}  # check -> (distance, ink, allowed)
    counts: dict[str, int] = {}
    for ink in sheet.inks:
        if ink.white or _bleeding(ink, sheet, bled):
            continue
        x0, y0, x1, y1 = ink.box
        gaps = {
            "left": x0 - box[0],
            "right": box[2] - x1,
            "top": y0 - box[1],
            "bottom": box[3] - y1,
        }
        for edge, gap in gaps.items():
            if gap < need[edge] - SLACK:
                check = "gutter" if sides[edge] == INNER and bound else "margin"
                counts[check] = counts.get(check, 0) + 1
                if check not in worst or gap < worst[check][0]:
                    worst[check] = (gap, ink, need[edge])
                break
    return [
        Problem(
            file, number, check, round(gap, 2), round(allowed, 2), "mm", ink.what, counts[check]
        )
        for check, (gap, ink, allowed) in worst.items()
    ]


def interior_problems(
    sheets: list[PrintedSheet], service: Service, file: str, stock: str | None
) -> tuple[list[Problem], tuple[float, float] | None, bool]:
    """Everything wrong with an interior: page count, sizes, margins, fonts;
    with the trim found and whether the book has bleed."""
    problems: list[Problem] = []
    pages = len(sheets)
    if pages < service.min_pages:
        problems.append(Problem(file, None, "page_count_low", pages, service.min_pages, "pages"))
    if pages > service.most_pages(stock):
        problems.append(
            Problem(file, None, "page_count_high", pages, service.most_pages(stock), "pages")
        )
    if pages % 2:
        problems.append(Problem(file, None, "page_count_odd", pages, pages + 1, "pages"))
    if not sheets:
        return problems, None, False
    bleed = service.bleed * INCH
    trim = find_trim(sheets[0], bleed)
    if trim is None:
        sizes = [list(s) for s in dict.fromkeys(PAPERS.values())]
        size0 = [round(sheets[0].width, 2), round(sheets[0].height, 2)]
        problems.append(Problem(file, 1, "trim", size0, sizes, "mm"))
        return problems, None, False
    wanted = _service_layout(service)
    first = _layout_of(sheets[0], trim, bleed)
    has_bleed = first not in (None, "none")
    allowed = _layouts(trim, bleed)
    sizes = [[round(v, 2) for v in allowed["none"]], [round(v, 2) for v in allowed[wanted]]]
    seen_fonts: set[str] = set()
    for number, sheet in enumerate(sheets, 1):
        layout = _layout_of(sheet, trim, bleed)
        expected = first if first in ("none", wanted) else wanted
        if layout != expected or first not in ("none", wanted):
            problems.append(
                Problem(
                    file,
                    number,
                    "page_size",
                    [round(sheet.width, 2), round(sheet.height, 2)],
                    sizes
                    if first not in ("none", wanted)
                    else [sizes[0 if first == "none" else 1]],
                    "mm",
                )
            )
        if layout is not None:
            problems += page_problems(sheet, number, pages, trim, service, file)
        for name, embedded in sheet.fonts:
            if not embedded and name not in seen_fonts:
                seen_fonts.add(name)
                problems.append(Problem(file, number, "font", name, "embedded", None))
    return problems, trim, has_bleed


def cover_problems(
    sheets: list[PrintedSheet],
    service: Service,
    trim: tuple[float, float],
    pages: int,
    file: str,
    stock: str | None,
    own_barcode: bool = False,
) -> tuple[list[Problem], str | None]:
    """Everything wrong with a cover for an interior of `pages` pages cut to
    `trim`; with the paper stock whose spine it fits. A cover with
    `own_barcode` (the book's ISBN drawn) may print inside the barcode area."""
    if len(sheets) != 1:
        return [Problem(file, None, "cover_pages", len(sheets), 1, "pages")], None
    sheet = sheets[0]
    problems: list[Problem] = []
    bleed = service.cover_bleed * INCH
    tw, th = trim
    stocks = [stock] if stock else list(service.spine_per_page)
    widths = {s: 2 * tw + service.spine(pages, s) * INCH + 2 * bleed for s in stocks}
    fits = [s for s, w in widths.items() if _close(sheet.width, w)]
    height = th + 2 * bleed
    if not fits or not _close(sheet.height, height):
        allowed = sorted({(round(w, 2), round(height, 2)) for w in widths.values()})
        problems.append(
            Problem(
                file,
                None,
                "cover_size",
                [round(sheet.width, 2), round(sheet.height, 2)],
                [list(a) for a in allowed],
                "mm",
            )
        )
    for name, embedded in sheet.fonts:
        if not embedded:
            problems.append(Problem(file, None, "font", name, "embedded", None))
    spine = sheet.width - 2 * tw - 2 * bleed  # as the sheet has it
    m, sm = service.cover_margin * INCH, service.spine_margin * INCH
    top, bottom = bleed + m, sheet.height - bleed - m
    spine_x = bleed + tw
    areas = [
        (bleed + m, top, spine_x - m, bottom),  # back
        (spine_x + spine + m, top, sheet.width - bleed - m, bottom),  # front
    ]
    spine_area = (spine_x + sm, top, spine_x + spine - sm, bottom)
    if pages >= service.spine_text_pages:
        areas.append(spine_area)
    bw, bh = service.barcode[0] * INCH, service.barcode[1] * INCH
    bx1 = spine_x - service.barcode_from_spine * INCH
    by1 = sheet.height - bleed - service.barcode_from_bottom * INCH
    barcode = (bx1 - bw, by1 - bh, bx1, by1)
    worst: dict[str, tuple[float, Ink, float]] = {}
    counts: dict[str, int] = {}

    def note(check: str, gap: float, ink: Ink, allowed: float) -> None:
        counts[check] = counts.get(check, 0) + 1
        if check not in worst or gap < worst[check][0]:
            worst[check] = (gap, ink, allowed)

    for ink in sheet.inks:
        if ink.white:
            continue
        x0, y0, x1, y1 = ink.box
        if x0 < barcode[2] and x1 > barcode[0] and y0 < barcode[3] and y1 > barcode[1]:
            within = (
                x0 >= barcode[0] - SLACK
                and y0 >= barcode[1] - SLACK
                and x1 <= barcode[2] + SLACK
                and y1 <= barcode[3] + SLACK
            )
            if own_barcode and within:
                continue  # the book's own barcode, where the service wants it
            note("barcode", 0.0, ink, 0.0)
        if _bleeding(ink, sheet, {"left", "right", "top", "bottom"}):
            continue
        inside = any(
            x0 >= a[0] - SLACK and y0 >= a[1] - SLACK and x1 <= a[2] + SLACK and y1 <= a[3] + SLACK
            for a in areas
        )
        if inside:
            continue
        on_spine = x1 > spine_x and x0 < spine_x + spine
        if on_spine and pages < service.spine_text_pages:
            note("spine_text", float(pages), ink, float(service.spine_text_pages))
            continue
        # how near the trim (or a fold) it comes, on its worst side
        best = max(
            (min(x0 - a[0], y0 - a[1], a[2] - x1, a[3] - y1) for a in areas),
            default=-1.0,
        )
        note("cover_margin", best + m, ink, m)
    for check, (gap, ink, least) in worst.items():
        unit = "pages" if check == "spine_text" else "mm"
        measured: Any = round(gap, 2) if check != "barcode" else [round(v, 2) for v in ink.box]
        limit: Any = round(least, 2) if check != "barcode" else [round(v, 2) for v in barcode]
        if check == "spine_text":
            measured, limit = pages, service.spine_text_pages
        problems.append(Problem(file, None, check, measured, limit, unit, ink.what, counts[check]))
    return problems, (fits[0] if fits else None)


def _svg_pages(folder: Path) -> list[Path]:
    def number(p: Path) -> int:
        digits = re.findall(r"\d+", p.stem)
        return int(digits[-1]) if digits else 0

    return sorted(folder.glob("page-*.svg"), key=number)


@dataclass
class BookFiles:
    """A book as read: the interior's file and pages, the cover's (None where
    missing), and whether the fonts could be checked (a PDF)."""

    interior_file: str
    interior: list[PrintedSheet]
    cover_file: str = ""
    cover: list[PrintedSheet] | None = None
    fonts_checked: bool = True
    service: str = ""  # the service the book was made for (its cover.svg says), "" none
    own_barcode: bool = False  # its cover carries its ISBN's barcode


def _made_for(folder: Path) -> tuple[str, bool]:
    """The service a book folder was made for and whether its cover draws
    its own barcode, as its cover.svg states them (`data-service`,
    `data-barcode`); ("", False) where it states neither."""
    cover = folder / "cover.svg"
    if not cover.is_file():
        return "", False
    head = cover.read_text(encoding="utf-8", errors="replace")[:2000]
    found = re.search(r'data-service="([a-z]+)"', head)
    service = found[1] if found and found[1] in SERVICES else ""
    return service, "data-barcode=" in head


def read_book(
    path: str | Path,
    width: Callable[[str, float, bool], float] = metrics_width,
    lang: str = "en",
) -> BookFiles:
    """A book folder (its book.pdf and cover.pdf, else its page-*.svg and
    cover.svg) or one PDF (an interior alone), read; BadInput where `path`
    is none of them."""
    path = Path(path)
    if not path.exists():
        raise BadInput.said("no_such_path", file=str(path))
    if path.is_dir():
        made_for, own = _made_for(path)
        if (path / "book.pdf").is_file():
            cover = path / "cover.pdf"
            return BookFiles(
                "book.pdf",
                read_pdf(path / "book.pdf", lang),
                cover.name,
                read_pdf(cover, lang) if cover.is_file() else None,
                service=made_for,
                own_barcode=own,
            )
        if _svg_pages(path):
            cover = path / "cover.svg"
            return BookFiles(
                "page-*.svg",
                [read_svg(p.read_text(encoding="utf-8"), width) for p in _svg_pages(path)],
                cover.name,
                [read_svg(cover.read_text(encoding="utf-8"), width)] if cover.is_file() else None,
                fonts_checked=False,
                service=made_for,
                own_barcode=own,
            )
    elif path.suffix.lower() == ".pdf":
        return BookFiles(path.name, read_pdf(path, lang))
    raise BadInput.said("not_book", file=str(path))


def check_book(
    book: BookFiles, service: str | Service | None = None, stock: str | None = None
) -> tuple[list[Problem], Summary]:
    """Every problem of a book read by `read_book` for `service` (a key of
    SERVICES or a Service; None: the one the book was made for, else KDP),
    and what was checked; `stock` (white, cream) the paper the cover's spine
    is for, None any the service offers."""
    if service is None:
        service = book.service or "kdp"
    profile = SERVICES[service] if isinstance(service, str) else service
    files = [book.interior_file]
    problems, trim, has_bleed = interior_problems(book.interior, profile, files[0], stock)
    fits = None
    if book.cover_file and book.cover is None:
        problems.append(Problem(book.cover_file, None, "cover_missing", None, book.cover_file))
    elif book.cover is not None and trim is not None:
        files.append(book.cover_file)
        pages = len(book.interior)
        found, fits = cover_problems(
            book.cover, profile, trim, pages, book.cover_file, stock, book.own_barcode
        )
        problems += found
    summary = Summary(
        profile.name,
        tuple(files),
        len(book.interior),
        trim,
        has_bleed,
        fits,
        len(problems),
        book.fonts_checked,
        book.cover is not None and trim is not None,
    )
    return problems, summary


def preflight(
    path: str | Path,
    service: str | Service | None = None,
    stock: str | None = None,
    width: Callable[[str, float, bool], float] = metrics_width,
    lang: str = "en",
) -> tuple[list[Problem], Summary]:
    """`path` (a book folder, or one PDF: an interior) checked against
    `service`: `check_book(read_book(path))`."""
    return check_book(read_book(path, width, lang), service, stock)


# -- telling ----------------------------------------------------------------
def _number(x: float) -> str:
    return f"{x:.1f}" if isinstance(x, float) else str(x)


def _size(lang: str, wh: Any) -> str:
    from domino_puzzles.preflight_words import say

    return say(lang, "size", w=_number(float(wh[0])), h=_number(float(wh[1])))


def told(problem: Problem, lang: str = "en") -> str:
    """One problem as a line for people, in `lang`."""
    from domino_puzzles.preflight_words import say

    p, c = problem, problem.check
    if c in ("page_count_low", "page_count_high", "page_count_odd", "cover_pages"):
        measured = say(lang, "n_pages", n=p.measured)
        allowed = {
            "page_count_low": lambda: say(lang, "at_least", x=p.allowed),
            "page_count_high": lambda: say(lang, "at_most", x=p.allowed),
            "page_count_odd": lambda: say(lang, "even"),
            "cover_pages": lambda: say(lang, "one_sheet"),
        }[c]()
    elif c in ("trim", "page_size", "cover_size"):
        measured = _size(lang, p.measured)
        allowed = say(lang, "or").join(_size(lang, a) for a in p.allowed)
    elif c in ("margin", "gutter", "cover_margin"):
        measured = say(lang, "mm_from_trim", x=_number(float(p.measured)))
        allowed = say(lang, "at_least", x=say(lang, "mm", x=_number(float(p.allowed))))
    elif c == "font":
        measured, allowed = say(lang, "font_named", name=p.measured), say(lang, "embedded")
    elif c == "cover_missing":
        measured, allowed = say(lang, "missing_file", name=p.allowed), say(lang, "one_sheet")
    elif c == "spine_text":
        measured = say(lang, "spine_pages", n=p.measured)
        allowed = say(lang, "spine_from", n=p.allowed)
    else:  # barcode
        measured, allowed = say(lang, "on_area", item=p.item), say(lang, "clear")
    where = say(lang, "at_page", file=p.file, page=p.page) if p.page else p.file
    if p.item and c != "barcode":
        return say(
            lang,
            "line_item",
            where=where,
            what=say(lang, c),
            measured=measured,
            item=p.item,
            count=p.count,
            allowed=allowed,
        )
    return say(lang, "line", where=where, what=say(lang, c), measured=measured, allowed=allowed)


def summary_line(summary: Summary, lang: str = "en") -> str:
    """The last line: passes, or how many problems; what the book is; what was not checked."""
    from domino_puzzles.preflight_words import say

    facts = [say(lang, "n_pages", n=summary.pages)]
    if summary.trim:
        w, h = summary.trim
        facts.append(say(lang, "facts_trim", w=_number(float(w)), h=_number(float(h))))
        facts.append(say(lang, "bleed" if summary.bleed else "no_bleed"))
    if summary.stock:
        facts.append(say(lang, f"stock_{summary.stock}"))
    if not summary.cover_checked:
        facts.append(say(lang, "no_cover"))
    if not summary.fonts_checked:
        facts.append(say(lang, "no_fonts"))
    files = ", ".join(summary.files)
    key = "passes" if summary.problems == 0 else "fails"
    return say(
        lang, key, files=files, n=summary.problems, service=summary.service, facts=", ".join(facts)
    )


def report_json(problems: list[Problem], summary: Summary) -> dict[str, Any]:
    """`--format json`: the problems, then the summary; no words."""
    return {"problems": [p.as_json() for p in problems], "summary": summary.as_json()}
