"""A PDF read as what it prints (domino_puzzles/sheets.py `PrintedSheet`):
its content streams walked with pypdf, paths, text with the widths of the
PDF's own fonts, images, forms and clips, each as a box in mm; which fonts
each page uses and whether they are embedded; and what the print rules look
at (`PrintMarks`: text sizes, line widths, transparency, colour spaces) and
the document's PDF/X markers and ISBN (`PdfFacts`).

Bounded like every reader of the tool's input (puzzles/files.py): the file
is a regular file of at most MAX_PDF_BYTES, checked before it is read; a
page count past `most_pages` is reported before any page is walked (the
page tree counted, not read, where its stated count is false); one budget
for the whole document counts the operators walked, the forms drawn and the
things drawn again (MAX_OPERATORS), the things drawn (MAX_INKS) and the
content parsed (MAX_CONTENT_BYTES); each content stream is parsed once and
walked once, however many pages or forms draw it: a page's walk is kept by
its content and resources, a form's by the form, its resources, its depth
and the graphics state it is drawn in, and drawn again from what was kept; a
font's width ranges are clamped to the codes a font can have. The walk's
cost still grows with the content of the file (pypdf parses about 15,000
operators a second on a loaded machine: a 134-page 6x9in book of 200
puzzles, 910,000 operators, takes about a minute). A spent budget or one of
pypdf's own limits raises BadInput "too complex to check"; any other failure
of the walk BadInput naming the file, the page and what failed. pypdf says
nothing while the file is read.
"""

from __future__ import annotations

import contextlib
import logging
import math
import re
import warnings
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from domino_puzzles.pdf_content import operations
from domino_puzzles.sheets import (
    IDENTITY,
    MIN_LINE_PT,
    MIN_TEXT_PT,
    PT,
    Box,
    Ink,
    Matrix,
    PrintedSheet,
    PrintMarks,
    apply,
    matrix_times,
)
from puzzles.errors import BadInput, NeedsPackage, one_line
from puzzles.words import ENGLISH, Words

MAX_PDF_BYTES = 200 * 2**20  # a book's PDF: a 134-page 200-puzzle 6x9in book is 2.6 MB
# Operators walked, things drawn again from a kept walk, and forms drawn
# (FORM_COST each) in a document: a 1,200-page book (the most any service
# prints) of the tool's densest pages (6,800 operators a page) walks 8.2 million.
MAX_OPERATORS = 12_000_000
FORM_COST = 100  # a form drawn: its resources looked up and its state copied
MAX_INKS = 4_000_000  # things drawn in a document (about 170 bytes each, kept for the checks)
MAX_CONTENT_BYTES = 256 * 2**20  # content parsed in a document (decompressed), each stream once
MAX_TREE_NODES = 1_000_000  # page tree nodes counted where the tree's own count is false
MAX_FORM_DEPTH = 8  # forms drawn inside forms
MAX_CODE = 0xFFFF  # the largest code of a two-byte font: its width ranges stop there
MAX_CONTENT_PARTS = 10_000  # streams a page's /Contents array may join


class Spent(Exception):
    """The document's budget, or one of pypdf's limits, is reached: `what`."""

    def __init__(self, what: str):
        super().__init__(what)
        self.what = what


@dataclass
class PdfFacts:
    """What a PDF says of itself: its page count (before any page is walked;
    `walked` False where it was past the most and no page was read; `more`
    where the page tree holds more pages than its root says and the count
    stopped past the most), its PDF/X version (`GTS_PDFXConformance` where
    it has one, as PDF/X-1a:2001 says its part of PDF/X-1:2001, else
    `GTS_PDFXVersion`; "" none), whether it has a PDF/X output intent, and
    the ISBN its metadata gives ("" none)."""

    pages: int
    walked: bool = True
    more: bool = False  # it has more pages than `pages` (counted no further)
    pdfx: str = ""
    output_intent: bool = False
    isbn: str = ""


@dataclass
class PdfBook:
    sheets: list[PrintedSheet] = field(default_factory=list)
    facts: PdfFacts = field(default_factory=lambda: PdfFacts(0))


# -- reading PDF ------------------------------------------------------------
def need_pypdf(words: Words = ENGLISH) -> Any:
    """pypdf, or NeedsPackage (said in `lang`): a PDF is read with it."""
    try:
        import pypdf
    except ImportError:
        from domino_puzzles.install import install_hint

        raise NeedsPackage(words("preflight.needs_pypdf", install=install_hint("pdf"))) from None
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
            self.default = _num(kid.get("/DW", 1000))
            w = kid.get("/W") or []
            w = list(w.get_object() if hasattr(w, "get_object") else w)
            i = 0
            while i + 1 < len(w):
                first = int(w[i])
                nxt = w[i + 1].get_object() if hasattr(w[i + 1], "get_object") else w[i + 1]
                if isinstance(nxt, list):
                    for k, value in enumerate(nxt[: max(0, MAX_CODE + 1 - first)]):
                        self.widths[first + k] = _num(value)
                    i += 2
                else:
                    # `first last width`: no code past MAX_CODE, whatever `last` says
                    width = _num(w[i + 2])
                    for code in range(max(first, 0), min(int(nxt), MAX_CODE) + 1):
                        self.widths[code] = width
                    i += 3
        else:
            first = int(font.get("/FirstChar", 0))
            widths = font.get("/Widths") or []
            widths = widths.get_object() if hasattr(widths, "get_object") else widths
            for k, value in enumerate(list(widths)[:256]):
                self.widths[first + k] = _num(value)
            if font.get("/Subtype") == "/Type3":
                self.scale = _num(font["/FontMatrix"][0]) * 1000 if "/FontMatrix" in font else 1.0
        descriptor = descriptor_of.get("/FontDescriptor") if descriptor_of else None
        descriptor = descriptor.get_object() if descriptor is not None else {}
        if not self.two_bytes:
            self.default = _num(descriptor.get("/MissingWidth", 0))
        self.ascent = _num(descriptor.get("/Ascent", 800)) or 800.0
        self.descent = _num(descriptor.get("/Descent", -200))

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
    stroke_seen: bool = True  # stroke alpha above 0
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
    fill_space: str = "gray"  # the colour space `sc`/`scn` colour in
    stroke_space: str = "gray"

    def copy(self) -> _State:
        return _State(**self.__dict__)


def _white(operands: list[Any], space: str) -> bool:
    values = [float(v) for v in operands if isinstance(v, int | float) or hasattr(v, "as_numeric")]
    if space == "k":
        return len(values) == 4 and all(v <= 0.0 for v in values)
    return bool(values) and all(v >= 1.0 for v in values)


def _num(v: Any) -> float:
    """A PDF number as a float; ValueError for one past the range of numbers."""
    value = float(v)
    if not math.isfinite(value):
        raise ValueError(f"a number past the range of numbers ({one_line(str(v), 40)})")
    return value


def _finite(values: Iterable[float]) -> None:
    if not all(math.isfinite(v) for v in values):
        raise ValueError("a position past the range of numbers")


def _key(obj: Any) -> Any:
    """What an object is cached by: its object number where it is indirect."""
    ref = getattr(obj, "indirect_reference", None)
    if ref is not None and getattr(ref, "idnum", None) is not None:
        return (ref.idnum, ref.generation)
    if hasattr(obj, "idnum"):
        return (obj.idnum, obj.generation)
    return ("id", id(obj))


def _resolved(obj: Any) -> Any:
    return obj.get_object() if hasattr(obj, "get_object") else obj


# The colour spaces of `cs`/`CS` and of images, by name and by an ICC profile's /N.
_SPACES = {"/DeviceRGB": "rgb", "/CalRGB": "rgb", "/DeviceCMYK": "cmyk", "/DeviceGray": "gray"}
_SPACES.update({"/CalGray": "gray", "/RGB": "rgb", "/CMYK": "cmyk", "/G": "gray"})
_ICC = {1: "gray", 3: "rgb", 4: "cmyk"}


def _space(value: Any, named: Any = None) -> str:
    """`rgb`, `cmyk`, `gray` or `other`: a colour space (a name, an array, or a
    name of the resources' /ColorSpace)."""
    value = _resolved(value)
    if isinstance(value, str) and value in _SPACES:
        return _SPACES[value]
    if isinstance(value, str) and named is not None and value in named:
        return _space(named[value])
    if isinstance(value, list) and value:
        kind = _resolved(value[0])
        if kind == "/ICCBased" and len(value) > 1:
            profile = _resolved(value[1])
            return _ICC.get(int(profile.get("/N", 0)), "other")
        if kind in ("/Indexed", "/I") and len(value) > 1:
            return _space(value[1], named)
        if kind in ("/Separation", "/DeviceN") and len(value) > 2:
            return _space(value[2], named)
    return "other"


class _Reading:
    """One document's walk: its budget, and what is parsed once for all pages."""

    def __init__(self, reader: Any):
        self.reader = reader
        self.left = MAX_OPERATORS
        self.inks_left = MAX_INKS
        self.bytes_left = MAX_CONTENT_BYTES
        self.parsed: dict[Any, list[tuple[Any, bytes]]] = {}
        self.fonts: dict[Any, _Font | None] = {}
        self.walks: dict[Any, tuple[list[Ink], PrintMarks]] = {}  # kept walks of forms, pages

    def spend(self, operators: int) -> None:
        self.left -= operators
        if self.left < 0:
            raise Spent(f"more than {MAX_OPERATORS:,} operators and forms to walk")

    def drawn(self, inks: int) -> None:
        self.inks_left -= inks
        if self.inks_left < 0:
            raise Spent(f"more than {MAX_INKS:,} things drawn")

    def again(self, inks: list[Ink], marks: PrintMarks, out: list[Ink], into: PrintMarks) -> None:
        """A kept walk drawn again: its things and marks added, its cost spent."""
        self.spend(len(inks) + 1)
        self.drawn(len(inks))
        out.extend(inks)
        _add_marks(into, marks)

    def _data(self, stream: Any) -> bytes:
        data = stream.get_data()
        self.bytes_left -= len(data)
        if self.bytes_left < 0:
            raise Spent(f"more than {MAX_CONTENT_BYTES // 2**20} MB of page content")
        return data

    def operations(self, contents: Any) -> list[tuple[Any, bytes]]:
        """The operators of a page's /Contents (a stream or an array of them) or of a
        form, each parsed once (pages sharing a stream share its parse)."""
        obj = _resolved(contents)
        if isinstance(obj, list):
            if len(obj) > MAX_CONTENT_PARTS:
                raise Spent(f"a page of more than {MAX_CONTENT_PARTS:,} content streams")
            key: Any = ("parts", *(_key(part) for part in obj))
        else:
            key = _key(contents)
        if key not in self.parsed:
            if isinstance(obj, list):
                data = b"\n".join(self._data(_resolved(part)) for part in obj)
            else:
                data = self._data(obj)
            self.parsed[key] = operations(data, self.reader)
        return self.parsed[key]

    def font(self, ref: Any) -> _Font | None:
        key = _key(ref)
        if key not in self.fonts:
            self.fonts[key] = _Font(ref) if ref is not None else None
        return self.fonts[key]


def _add_marks(into: PrintMarks, marks: PrintMarks) -> None:
    into.small_text += marks.small_text
    into.smallest_text = min(into.smallest_text, marks.smallest_text)
    into.thin_lines += marks.thin_lines
    into.thinnest_line = min(into.thinnest_line, marks.thinnest_line)
    for mine, theirs in ((into.transparency, marks.transparency), (into.colours, marks.colours)):
        for kind, n in theirs.items():
            mine[kind] = mine.get(kind, 0) + n


def _walk_pdf(
    reading: _Reading,
    content: Any,
    resources: Any,
    state: _State,
    out: list[Ink],
    marks: PrintMarks,
    depth: int = 0,
) -> None:
    """Every ink of a content stream (a page's, or a form's), in user space
    points; what the print rules look at counted in `marks`."""
    if depth > MAX_FORM_DEPTH:
        return
    resources = _resolved(resources) if resources is not None else {}
    font_dict = _resolved(resources.get("/Font") or {})
    xobjects = _resolved(resources.get("/XObject") or {})
    states = _resolved(resources.get("/ExtGState") or {})
    spaces = _resolved(resources.get("/ColorSpace") or {})
    stack: list[_State] = []
    path: list[tuple[float, float]] = []
    tm: Matrix = IDENTITY
    tlm: Matrix = IDENTITY
    clip_next = False
    ops = reading.operations(content)
    reading.spend(len(ops))

    def add(what: str, box_user: Box, text: bool, filled: bool, white: bool) -> bool:
        _finite(box_user)
        if state.clip is not None:
            c = state.clip
            box_user = (
                max(box_user[0], c[0]),
                max(box_user[1], c[1]),
                min(box_user[2], c[2]),
                min(box_user[3], c[3]),
            )
            if box_user[0] > box_user[2] or box_user[1] > box_user[3]:
                return False
        reading.drawn(1)
        out.append(Ink(what, box_user, text, filled, white))
        return True

    def point(x: float, y: float) -> None:
        a, b, c, d, e, f = state.ctm
        path.append((a * x + c * y + e, b * x + d * y + f))

    def colour(space: str) -> None:
        marks.colours[space] = marks.colours.get(space, 0) + 1

    def see(kind: str) -> None:
        marks.transparency[kind] = marks.transparency.get(kind, 0) + 1

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
            whole = matrix_times(state.ctm, tm)
            box = apply(whole, (0.0, low, advance, high))
            if state.render not in (3, 7):
                label = font.text(data)
                if add(f"text {label[:40]!r}" if label else "text", box, True, False, False):
                    # the size as drawn: the font's size along the text's own upright
                    drawn = abs(state.size * font.scale) * math.hypot(whole[2], whole[3])
                    if drawn < MIN_TEXT_PT - 0.005:
                        marks.small_text += 1
                        marks.smallest_text = min(marks.smallest_text, drawn)
        return advance

    for operands, op in ops:
        if op == b"q":
            stack.append(state.copy())
        elif op == b"Q":
            if stack:
                state = stack.pop()
        elif op == b"cm":
            state.ctm = matrix_times(state.ctm, tuple(_num(v) for v in operands))  # type: ignore[arg-type]
            _finite(state.ctm)
        elif op == b"w":
            state.line_width = _num(operands[0])
        elif op in (b"rg", b"g", b"k"):
            state.fill_white = _white(operands, op.decode())
            colour({b"rg": "rgb", b"g": "gray", b"k": "cmyk"}[op])
        elif op in (b"RG", b"G", b"K"):
            state.stroke_white = _white(operands, op.decode().lower())
            colour({b"RG": "rgb", b"G": "gray", b"K": "cmyk"}[op])
        elif op == b"cs" and operands:
            state.fill_space = _space(operands[0], spaces)
        elif op == b"CS" and operands:
            state.stroke_space = _space(operands[0], spaces)
        elif op in (b"sc", b"scn"):
            state.fill_white = (
                _white(operands, "rg") if len(operands) != 4 else _white(operands, "k")
            )
            colour(state.fill_space)
        elif op in (b"SC", b"SCN"):
            state.stroke_white = (
                _white(operands, "rg") if len(operands) != 4 else _white(operands, "k")
            )
            colour(state.stroke_space)
        elif op == b"gs" and operands:
            graphics = _resolved(states.get(operands[0]) or {})
            mask = _resolved(graphics.get("/SMask"))
            if mask is not None and mask != "/None":
                see("soft mask")
            for alpha in ("/CA", "/ca"):
                if alpha in graphics and _num(graphics[alpha]) < 1:
                    see("opacity")
            if "/CA" in graphics:
                state.stroke_seen = _num(graphics["/CA"]) > 0
            if graphics.get("/BM") not in (None, "/Normal", "/Compatible"):
                see("blend")
            if "/LW" in graphics:
                state.line_width = _num(graphics["/LW"])
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
                    scale = math.sqrt(abs(a * d - b * c))
                    half = state.line_width * scale / 2
                    wide = (box[0] - half, box[1] - half, box[2] + half, box[3] + half)
                    drawn = add("path", wide, False, False, state.stroke_white)
                    width = state.line_width * scale
                    seen = drawn and not state.stroke_white and state.stroke_seen
                    if seen and width < MIN_LINE_PT - 0.005:
                        marks.thin_lines += 1
                        marks.thinnest_line = min(marks.thinnest_line, width)
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
            state.font = reading.font(font_dict.get(operands[0]))
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
            tm = tlm = matrix_times(tlm, (1, 0, 0, 1, tx, ty))
        elif op == b"T*":
            tm = tlm = matrix_times(tlm, (1, 0, 0, 1, 0, -state.leading))
        elif op in (b"Tj", b"'", b'"'):
            if op == b'"':
                state.word_space, state.char_space = _num(operands[0]), _num(operands[1])
            if op != b"Tj":
                tm = tlm = matrix_times(tlm, (1, 0, 0, 1, 0, -state.leading))
            data = operands[-1]
            advance = show(bytes(data.original_bytes if hasattr(data, "original_bytes") else data))
            tm = matrix_times(tm, (1, 0, 0, 1, advance, 0))
        elif op == b"TJ":
            parts = operands[0]
            reading.spend(len(parts))
            for part in parts:
                if isinstance(part, bytes | str) or hasattr(part, "original_bytes"):
                    raw = part.original_bytes if hasattr(part, "original_bytes") else part
                    advance = show(bytes(raw))
                else:
                    advance = -_num(part) / 1000 * state.size * state.h_scale
                tm = matrix_times(tm, (1, 0, 0, 1, advance, 0))
        elif op == b"Do":
            ref = xobjects.get(operands[0])
            if ref is None:
                continue
            xobject = _resolved(ref)
            if xobject.get("/Subtype") == "/Image":
                add("image", apply(state.ctm, (0.0, 0.0, 1.0, 1.0)), False, True, False)
                if xobject.get("/SMask") is not None:
                    see("soft mask")
                if not xobject.get("/ImageMask"):
                    colour(_space(xobject.get("/ColorSpace"), spaces))
            elif xobject.get("/Subtype") == "/Form":
                reading.spend(FORM_COST)
                group = _resolved(xobject.get("/Group"))
                if group is not None and _resolved(group).get("/S") == "/Transparency":
                    see("group")
                inner = state.copy()
                if "/Matrix" in xobject:
                    inner.ctm = matrix_times(state.ctm, tuple(_num(v) for v in xobject["/Matrix"]))  # type: ignore[arg-type]
                    _finite(inner.ctm)
                own = xobject.get("/Resources", resources)
                # a form drawn in the same state draws the same things: walked once
                key = ("form", _key(ref), _key(own), depth, tuple(inner.__dict__.values()))
                if key not in reading.walks:
                    kept: list[Ink] = []
                    kept_marks = PrintMarks()
                    _walk_pdf(reading, ref, own, inner, kept, kept_marks, depth + 1)
                    reading.walks[key] = (kept, kept_marks)
                    out.extend(kept)
                    _add_marks(marks, kept_marks)
                else:
                    reading.again(*reading.walks[key], out, marks)
        elif op == b"INLINE IMAGE":
            add("image", apply(state.ctm, (0.0, 0.0, 1.0, 1.0)), False, True, False)


def _form_fonts(
    resources: Any, seen: set, forms: set, depth: int = 0
) -> Iterable[tuple[str, bool]]:
    """(name, embedded) of every font of `resources` and of the forms it holds,
    each font and form looked at once in the document."""
    if resources is None or depth > MAX_FORM_DEPTH:
        return
    resources = _resolved(resources)
    fonts = resources.get("/Font")
    for ref in (_resolved(fonts) if fonts is not None else {}).values():
        key = _key(ref)
        if key in seen:
            continue
        seen.add(key)
        font = ref.get_object()
        yield str(font.get("/BaseFont", "?")).lstrip("/"), _font_embedded(font)
    xobjects = resources.get("/XObject")
    for ref in (_resolved(xobjects) if xobjects is not None else {}).values():
        key = _key(ref)
        if key in forms:
            continue
        forms.add(key)
        xobject = ref.get_object()
        if xobject.get("/Subtype") == "/Form":
            yield from _form_fonts(xobject.get("/Resources"), seen, forms, depth + 1)


@contextlib.contextmanager
def _quiet() -> Iterator[None]:
    """pypdf says nothing while a file is read: a broken file is said once, as bad input."""
    logger = logging.getLogger("pypdf")
    level = logger.level
    logger.setLevel(logging.CRITICAL + 1)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            yield
    finally:
        logger.setLevel(level)


_ISBN = re.compile(r"97[89][- ]?(?:\d[- ]?){9}\d")


def _facts(reader: Any, pages: int) -> PdfFacts:
    """The document's PDF/X markers and ISBN (its /Info: /GTS_PDFXVersion, an
    /ISBN entry or an ISBN-13 in its /Subject or /Keywords)."""
    from domino_puzzles.recipe import isbn_digits

    info = _resolved(reader.trailer.get("/Info")) or {}
    root = _resolved(reader.trailer.get("/Root")) or {}
    intents = _resolved(root.get("/OutputIntents")) or []
    output_intent = any(
        _resolved(i).get("/S") == "/GTS_PDFX" for i in list(intents)[:100] if _resolved(i)
    )
    isbn = ""
    for name in ("/ISBN", "/Subject", "/Keywords", "/Title"):
        value = info.get(name)
        found = _ISBN.search(str(_resolved(value))[:2000]) if value is not None else None
        if found:
            try:
                isbn = isbn_digits(found[0])
                break
            except BadInput:
                continue
    # PDF/X-1a:2001 is a conformance level of PDF/X-1:2001: its files say
    # /GTS_PDFXVersion (PDF/X-1:2001) /GTS_PDFXConformance (PDF/X-1a:2001)
    marker = info.get("/GTS_PDFXConformance")
    if marker is None:
        marker = info.get("/GTS_PDFXVersion", "")
    pdfx = one_line(str(_resolved(marker))[:200], 40)
    return PdfFacts(pages, pdfx=pdfx, output_intent=output_intent, isbn=isbn)


def _stated_pages(reader: Any) -> int | None:
    """The page count the page tree's root states (it may lie: `_counted_pages`)."""
    try:
        count = _resolved(_resolved(reader.trailer["/Root"])["/Pages"]).get("/Count")
        return int(count) if count is not None else None
    except (KeyError, TypeError, ValueError, AttributeError):
        return None


def _counted_pages(reader: Any, most: int) -> int:
    """The pages the page tree holds, counted node by node (each node once,
    at most MAX_TREE_NODES), up to `most` + 1: past `most` the count stops
    there (pypdf reads a page object in about a millisecond: 99,000 take
    minutes)."""
    root = _resolved(reader.trailer["/Root"])["/Pages"]
    seen: set = set()
    todo = [root]
    pages = 0
    while todo:
        ref = todo.pop()
        key = _key(ref)
        if key in seen:
            continue
        seen.add(key)
        if len(seen) > MAX_TREE_NODES:
            raise Spent(f"a page tree of more than {MAX_TREE_NODES:,} nodes")
        node = _resolved(ref)
        kids = node.get("/Kids") if hasattr(node, "get") else None
        if kids is None:
            pages += 1
            if pages > most:
                return pages
        else:
            todo.extend(_resolved(kids))
    return pages


def read_pdf_book(
    path: Path, words: Words = ENGLISH, most_pages: int | None = None, name: str | None = None
) -> PdfBook:
    """Every page of a PDF as printed (its media box, in mm from its top left),
    with its print marks, and what the document says of itself. A PDF of
    more than `most_pages` pages is not walked (`facts.walked` False). BadInput
    naming `name` (the path as given) where it cannot be read or walked."""
    import io

    from puzzles.files import read_bytes

    pypdf = need_pypdf(words)
    name = name or str(path)
    data = read_bytes(path, "a PDF", MAX_PDF_BYTES)
    with _quiet():
        try:
            reader = pypdf.PdfReader(io.BytesIO(data))
            if most_pages is not None:
                stated = _stated_pages(reader)
                if stated is not None and stated > most_pages:
                    return PdfBook([], PdfFacts(stated, walked=False))
                if _counted_pages(reader, most_pages) > most_pages:  # its /Count is false
                    return PdfBook([], PdfFacts(most_pages + 1, walked=False, more=True))
            pages = list(reader.pages)
        except Spent as spent:
            raise BadInput.said("too_complex", file=name, what=spent.what) from None
        except RecursionError:
            raise BadInput.said("too_complex", file=name, what="nested too deep") from None
        except Exception as error:  # noqa: BLE001 - pypdf's errors are many: any is "not a PDF"
            raise BadInput.said("not_pdf", file=name, reason=type(error).__name__) from None
        if most_pages is not None and len(pages) > most_pages:
            return PdfBook([], PdfFacts(len(pages), walked=False))
        at = [0]  # the page being walked
        try:
            facts = _facts(reader, len(pages))
            reading = _Reading(reader)
            sheets = []
            seen: set = set()
            forms: set = set()
            for at[0], page in enumerate(pages, 1):
                reading.spend(1)
                sheets.append(_sheet(reading, page, seen, forms))
        except Spent as spent:
            raise BadInput.said("too_complex", file=name, what=spent.what) from None
        except RecursionError:
            raise BadInput.said("too_complex", file=name, what="nested too deep") from None
        except Exception as error:  # noqa: BLE001 - any failure of the walk is said, exit 2
            if type(error).__name__ == "LimitReachedError":  # one of pypdf's own limits
                raise BadInput.said(
                    "too_complex", file=name, what=one_line(str(error), 80)
                ) from None
            reason = one_line(f"{type(error).__name__}: {error}", 120)
            raise BadInput.said("cannot_check", file=name, page=at[0], reason=reason) from None
    return PdfBook(sheets, facts)


def _sheet(reading: _Reading, page: Any, seen: set, forms: set) -> PrintedSheet:
    box = page.mediabox
    x0, y0 = _num(box.left), _num(box.bottom)
    w, h = _num(box.width), _num(box.height)
    inks: list[Ink] = []
    marks = PrintMarks()
    group = _resolved(page.get("/Group"))
    if group is not None and group.get("/S") == "/Transparency":
        marks.transparency["group"] = 1
    contents = page.get("/Contents")
    if contents is not None and _resolved(contents) is not None:
        resources = page.get("/Resources")
        # pages of the same content and resources draw the same things: walked once
        key = ("page", _key(contents), _key(resources))
        if key in reading.walks:
            reading.again(*reading.walks[key], inks, marks)
        else:
            drawn = PrintMarks()
            _walk_pdf(reading, contents, resources, _State(), inks, drawn)
            reading.walks[key] = (list(inks), drawn)
            _add_marks(marks, drawn)
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
    fonts = list(_form_fonts(page.get("/Resources"), seen, forms))
    return PrintedSheet(w * PT, h * PT, sheet_inks, fonts=fonts, marks=marks)


def read_pdf(path: Path, words: Words = ENGLISH) -> list[PrintedSheet]:
    """Every page of a PDF as printed (`read_pdf_book`'s sheets)."""
    return read_pdf_book(path, words).sheets
