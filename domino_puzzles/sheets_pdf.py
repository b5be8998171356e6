"""A PDF read as what it prints (domino_puzzles/sheets.py `PrintedSheet`):
its content streams walked with pypdf, paths, text with the widths of the
PDF's own fonts, images, forms and clips, each as a box in mm; and which
fonts each page uses and whether they are embedded."""

from __future__ import annotations

import logging
import math
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from domino_puzzles.sheets import (
    IDENTITY,
    PT,
    Box,
    Ink,
    Matrix,
    PrintedSheet,
    apply,
    matrix_times,
)
from puzzles.errors import BadInput, NeedsPackage


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
            box = apply(matrix_times(state.ctm, tm), (0.0, low, advance, high))
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
            state.ctm = matrix_times(state.ctm, tuple(_num(v) for v in operands))  # type: ignore[arg-type]
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
            for part in operands[0]:
                if isinstance(part, bytes | str) or hasattr(part, "original_bytes"):
                    raw = part.original_bytes if hasattr(part, "original_bytes") else part
                    advance = show(bytes(raw))
                else:
                    advance = -_num(part) / 1000 * state.size * state.h_scale
                tm = matrix_times(tm, (1, 0, 0, 1, advance, 0))
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
                    inner.ctm = matrix_times(state.ctm, tuple(_num(v) for v in xobject["/Matrix"]))  # type: ignore[arg-type]
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
