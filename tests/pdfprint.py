"""What a PDF prints, read from the PDF itself (pypdf): every run of text
with its size once every transform applies, every stroked path with its
line's width once drawn, every transparency (a page's group, a soft mask,
an opacity under 1) and every colour operator, page by page.

A print service asks text of at least 7 pt, lines of at least 0.75 pt, no
transparency (KDP: "flatten transparent objects") and, for a black-and-
white interior, no colour but grey. The pages' SVG is checked elsewhere
(tests/pagecheck.py); this reads what cairo (or Ghostscript) wrote, so that
a scale, a group or a converter that changes a size is measured too.

Sizes are the font size (or line width) times the square root of the
determinant of the text and graphics matrices: the mean scale, exact for
the uniform scales the pages use. Form XObjects are walked in place;
tiling patterns (the cards' hatching, a texture, not a line that carries
meaning) are not.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
STROKES = {b"S", b"s", b"B", b"B*", b"b", b"b*"}
SHOWS = {b"Tj", b"TJ", b"'", b'"'}
COLOURS = {b"rg", b"RG", b"k", b"K", b"g", b"G", b"sc", b"SC", b"scn", b"SCN", b"cs", b"CS"}


def mul(a: Matrix, b: Matrix) -> Matrix:
    """a then b (PDF's row-vector order: a x b)."""
    return (
        a[0] * b[0] + a[1] * b[2],
        a[0] * b[1] + a[1] * b[3],
        a[2] * b[0] + a[3] * b[2],
        a[2] * b[1] + a[3] * b[3],
        a[4] * b[0] + a[5] * b[2] + b[4],
        a[4] * b[1] + a[5] * b[3] + b[5],
    )


def scale_of(m: Matrix) -> float:
    return math.sqrt(abs(m[0] * m[3] - m[1] * m[2]))


@dataclass
class Printed:
    """One page as printed: its text (pt, the text), its strokes (pt) and
    what in it is transparent or coloured."""

    number: int
    text: list[tuple[float, str]] = field(default_factory=list)
    lines: list[float] = field(default_factory=list)
    transparent: list[str] = field(default_factory=list)
    colour_ops: set[str] = field(default_factory=set)
    ink: float = 0.0  # the most ink a CMYK colour on it asks (1.0: 100%)

    def smallest_text(self) -> float:
        return min((size for size, _ in self.text), default=math.inf)

    def thinnest_line(self) -> float:
        return min(self.lines, default=math.inf)


def _text_of(operands: list[Any]) -> str:
    """The characters a text operator shows, as far as its bytes tell (cairo
    writes the codes of plain letters and digits as they are)."""
    parts = []
    for op in operands:
        for o in op if isinstance(op, list) else [op]:
            if isinstance(o, bytes):
                parts.append(o.decode("latin-1"))
            elif isinstance(o, str):
                parts.append(o)
    return "".join(parts)[:40]


def _obj(value: Any) -> Any:
    if value is None:
        return {}
    return value.get_object() if hasattr(value, "get_object") else value


def _walk(content: Any, resources: Any, reader: Any, ctm: Matrix, page: Printed) -> None:
    from domino_puzzles.pdf_content import operations

    resources = _obj(resources)
    states = _obj(resources.get("/ExtGState"))
    xobjects = _obj(resources.get("/XObject"))
    stack: list[tuple[Matrix, float]] = []
    width = 1.0
    tm: Matrix = IDENTITY
    line: Matrix = IDENTITY
    font_size = 0.0
    leading = 0.0
    hscale = 1.0
    for operands, op in operations(content.get_data(), reader):
        if op == b"q":
            stack.append((ctm, width))
        elif op == b"Q":
            ctm, width = stack.pop() if stack else (ctm, width)
        elif op == b"cm":
            ctm = mul(tuple(float(v) for v in operands), ctm)  # type: ignore[arg-type]
        elif op == b"w":
            width = float(operands[0])
        elif op == b"gs":
            state = _obj(states.get(operands[0]))
            if "/LW" in state:
                width = float(state["/LW"])
            for key in ("/CA", "/ca"):
                if key in state and float(state[key]) < 1:
                    page.transparent.append(f"opacity {key} {float(state[key])}")
            if state.get("/SMask", "/None") != "/None":
                page.transparent.append("soft mask")
        elif op in STROKES:
            page.lines.append(width * scale_of(ctm))
        elif op == b"BT":
            tm = line = IDENTITY
        elif op == b"Tf":
            font_size = float(operands[1])
        elif op == b"TL":
            leading = float(operands[0])
        elif op == b"Tz":
            hscale = float(operands[0]) / 100
        elif op == b"Tm":
            tm = line = tuple(float(v) for v in operands)  # type: ignore[assignment]
        elif op in (b"Td", b"TD"):
            tx, ty = float(operands[0]), float(operands[1])
            if op == b"TD":
                leading = -ty
            line = tm = mul((1, 0, 0, 1, tx, ty), line)
        elif op == b"T*":
            line = tm = mul((1, 0, 0, 1, 0, -leading), line)
        elif op in SHOWS:
            if op in (b"'", b'"'):
                line = tm = mul((1, 0, 0, 1, 0, -leading), line)
            m = mul(mul((hscale, 0, 0, 1, 0, 0), tm), ctm)
            text = _text_of(operands)
            page.text.append((font_size * scale_of(m), text))
        elif op in COLOURS:
            page.colour_ops.add(op.decode())
            if op in (b"k", b"K"):
                page.ink = max(page.ink, sum(float(v) for v in operands))
        elif op == b"Do":
            xobject = xobjects.get(operands[0])
            xobject = xobject.get_object() if xobject is not None else None
            if xobject is None or xobject.get("/Subtype") != "/Form":
                continue
            if "/Group" in xobject and xobject["/Group"].get("/S") == "/Transparency":
                page.transparent.append("transparency group (form)")
            inner = tuple(float(v) for v in xobject.get("/Matrix", IDENTITY))
            _walk(
                xobject,
                xobject.get("/Resources", resources),
                reader,
                mul(inner, ctm),  # type: ignore[arg-type]
                page,
            )


def read(path: Path) -> list[Printed]:
    """Every page of the PDF at `path`, as printed."""
    import pypdf

    reader = pypdf.PdfReader(str(path))
    pages = []
    for number, pdf_page in enumerate(reader.pages, 1):
        page = Printed(number)
        group = pdf_page.get("/Group")
        if group is not None and group.get_object().get("/S") == "/Transparency":
            page.transparent.append("transparency group (page)")
        contents = pdf_page.get_contents()
        if contents is not None:
            _walk(contents, pdf_page.get("/Resources"), reader, IDENTITY, page)
        pages.append(page)
    return pages


def problems(path: Path, text_pt: float = 7.0, line_pt: float = 0.75) -> list[str]:
    """What in the PDF at `path` would not print as a service asks: a line
    a kind of problem, with its pages."""
    small: dict[str, list[int]] = {}
    found: dict[str, list[int]] = {}
    for page in read(path):
        for size, text in page.text:
            if size < text_pt - 0.01:
                small.setdefault(f"text {size:.2f} pt {text!r}", []).append(page.number)
        thin = page.thinnest_line()
        if thin < line_pt - 0.01:
            found.setdefault("line under 0.75 pt", []).append(page.number)
        for what in page.transparent:
            found.setdefault(what, []).append(page.number)
    said = [f"{what}: pages {sorted(set(pages))}" for what, pages in found.items()]
    texts = sorted(small)
    if texts:
        said.append(f"text under {text_pt} pt ({len(texts)} runs), e.g. {texts[:3]}")
    return said


if __name__ == "__main__":
    import sys

    for name in sys.argv[1:]:
        for page in read(Path(name)):
            print(
                f"{name} p{page.number}: text {page.smallest_text():.2f} pt, "
                f"line {page.thinnest_line():.2f} pt, {page.transparent[:2]}, "
                f"{sorted(page.colour_ops)}"
            )
