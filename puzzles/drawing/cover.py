"""A book's whole cover as one sheet: back, spine and front, with bleed.

Print services take the cover apart from the interior: one sheet the width
of two trims plus the spine (the page count times the paper's thickness)
plus bleed all round. The front carries the title, subtitle, emblems and
author; the spine the title and author once the book is thick enough to
read them (the service's page count: 80 for KDP and Lulu, 48 for
IngramSpark; 80 without a service); the back what the book holds and a clear area for
the barcode the service prints. Every text stays 0.375 in inside the trim
and the spine's text inside the spine less its own margin.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import svgwrite

from puzzles.drawing import PAPERS, PT, barcode, page, style

INCH = 25.4
STOCK = {"white": 0.002252, "cream": 0.0025}  # inches a page
SPINE_TEXT_PAGES = 80  # thinner spines carry no text (KDP's and Lulu's count)
BARCODE = (2.0 * INCH, 1.2 * INCH)
SPINE_MARGIN = 0.0625 * INCH  # text this far inside the spine's folds
SPINE_LEAST = 7 * PT  # the least text a print service takes
BAND = style.COLOURS["B"]


@dataclass(frozen=True)
class CoverSize:
    """The cover's measures in mm: the trim, the spine and the whole sheet."""

    trim_w: float
    trim_h: float
    spine: float
    bleed: float = page.BLEED

    @property
    def width(self) -> float:
        return 2 * self.trim_w + self.spine + 2 * self.bleed

    @property
    def height(self) -> float:
        return self.trim_h + 2 * self.bleed

    @property
    def back_x(self) -> float:  # where the back's trim starts
        return self.bleed

    @property
    def spine_x(self) -> float:
        return self.bleed + self.trim_w

    @property
    def front_x(self) -> float:
        return self.bleed + self.trim_w + self.spine


def spine_width(pages: int, stock: str) -> float:
    """The spine in mm for `pages` interior pages on `stock` paper."""
    return pages * STOCK[stock] * INCH


def sheet(paper: str, pages: int, stock: str, spine: float | None = None) -> CoverSize:
    w, h = PAPERS[paper]
    return CoverSize(w, h, spine_width(pages, stock) if spine is None else spine)


@dataclass(frozen=True)
class CoverRules:
    """A print service's cover, in mm (domino_puzzles/services.py): its
    name, the spine for the book, the margin kept inside the trim, and the
    barcode's area (width, height, from the spine, from the bottom), and
    the page count from which the spine carries text. The default is the
    tool's own, KDP's numbers, today's cover."""

    name: str = ""
    spine: float | None = None
    margin: float = page.SAFE
    barcode: tuple[float, float, float, float] | None = None
    spine_text_pages: int = SPINE_TEXT_PAGES


TOOL = CoverRules()


def _lines(g, lines, x, y, size, bold=False, anchor="middle", fill=style.INK, css="") -> float:
    for line in lines:
        g.add(style.text(line, x, y, size, anchor=anchor, bold=bold, fill=fill, **{"class": css}))
        y += size * 1.25
    return y


def draw(
    paper: str,
    pages: int,
    stock: str,
    title: str,
    subtitle: str,
    author: str,
    back: Sequence[str],
    emblems: Sequence[tuple],
    service: CoverRules = TOOL,
    isbn: tuple[str, str] | None = None,
    art: tuple | None = None,
) -> str:
    """The whole cover as SVG text; `back` is the back's paragraphs, `isbn`
    (digits, line) drawn as a barcode in the barcode's area, `art` drawn on
    the front (group, width, height, background colour) instead of the emblems."""
    s = sheet(paper, pages, stock, service.spine)
    dwg = svgwrite.Drawing(
        size=(f"{s.width:g}mm", f"{s.height:g}mm"),
        viewBox=f"0 0 {s.width:g} {s.height:g}",
        debug=False,
    )
    style.add_patterns(dwg)
    dwg.attribs["data-cover"] = f"{s.trim_w:g} {s.trim_h:g} {s.spine:.3f} {s.bleed:g}"
    if service.name:  # what `preflight` checks the book against
        dwg.attribs["data-service"] = service.name
    if isbn:
        dwg.attribs["data-barcode"] = isbn[0]
    dwg.add(style.rect(0, 0, s.width, s.height, fill=style.PAPER_WHITE, **{"class": "paper"}))
    safe = service.margin
    top = s.bleed + safe
    # A band across the whole sheet, running off into the bleed.
    band_h = s.trim_h * 0.36 + s.bleed
    dwg.add(style.rect(0, 0, s.width, band_h, fill=BAND, **{"class": "bleed"}))
    dwg.add(style.rect(s.spine_x, 0, s.spine, s.height, fill=BAND, **{"class": "bleed"}))

    # front: title and subtitle in the band, emblems under it, author at the foot
    inner = s.trim_w - 2 * safe
    mid = s.front_x + s.trim_w / 2
    lines, size = page.fit(title, inner, 13.0, 7.0, most_lines=3, bold=True)
    y = top + size * 0.6
    y = _lines(dwg, lines, mid, y, size, bold=True, fill=style.PAPER_WHITE, css="title")
    if subtitle:
        lines, small = page.fit(subtitle, inner, 5.0, 3.2, most_lines=3)
        y = _lines(dwg, lines, mid, y + 2, small, fill=style.PAPER_WHITE, css="subtitle")
    if author:
        lines, small = page.fit(author, inner, 5.5, 3.5, most_lines=2, bold=True)
        ay = s.bleed + s.trim_h - safe - small * 1.25 * len(lines) + small * 0.6
        _lines(dwg, lines, mid, ay, small, bold=True, css="author")
    if art:
        g, w, h, ground = art
        room_top = max(y, band_h) + 8
        room = s.bleed + s.trim_h - safe - 16 - room_top
        pad = 4.0 if ground else 0.0
        scale = min((inner - 2 * pad) / w, (room - 2 * pad) / h)
        ax, ay = mid - w * scale / 2, room_top + (room - h * scale) / 2
        if ground:
            dwg.add(
                style.rect(
                    ax - pad, ay - pad, w * scale + 2 * pad, h * scale + 2 * pad, fill=ground, rx=2
                )
            )
        dwg.add(style.place(g, ax, ay, scale))
    elif emblems:
        gap = 8.0
        total = sum(w for _, w, _ in emblems) + gap * (len(emblems) - 1)
        tallest = max(h for _, _, h in emblems)
        room_top = max(y, band_h) + 8
        room = s.bleed + s.trim_h - safe - 16 - room_top
        scale = min(inner / total, room / tallest, 2.0)
        x = mid - total * scale / 2
        ey = room_top + (room - tallest * scale) / 2
        for g, w, h in emblems:
            dwg.add(style.place(g, x, ey + (tallest - h) * scale / 2, scale))
            x += (w + gap) * scale

    # back: what the book holds, and the barcode's clear area at the foot
    bx = s.back_x + safe
    lines, size = page.fit(title, inner, 7.0, 4.5, most_lines=3, bold=True)
    y = top + size * 0.6
    _lines(
        dwg, lines, bx, y, size, bold=True, anchor="start", fill=style.PAPER_WHITE, css="back-title"
    )
    y = band_h + 8
    for para in back:
        for line in page.lines_of(para, inner, 3.6):
            dwg.add(style.text(line, bx, y, 3.6, anchor="start", class_="blurb"))
            y += 3.6 * 1.35
        y += 2.5
    if service.barcode is None:
        bw, bh = BARCODE
        bx, by = s.spine_x - safe - bw, s.bleed + s.trim_h - safe - bh
    else:
        bw, bh, from_spine, from_bottom = service.barcode
        bx, by = s.spine_x - from_spine - bw, s.bleed + s.trim_h - from_bottom - bh
    dwg.add(style.rect(bx, by, bw, bh, fill=style.PAPER_WHITE, **{"class": "barcode-area"}))
    if isbn:
        code = barcode.size()
        scale = min(1.0, (bw - 2) / code[0], (bh - 2) / code[1])
        g, cw, ch = barcode.draw(isbn[0], isbn[1], scale)
        dwg.add(style.place(g, bx + bw - cw - 1, by + (bh - ch) / 2))

    # spine: title and author, reading top to bottom, from the service's page count on
    if pages >= service.spine_text_pages:
        room = s.spine - 2 * SPINE_MARGIN
        size = min(room * 0.7, 5.0)
        cx = s.spine_x + s.spine / 2
        along = s.trim_h - 2 * safe
        text = f"{title}  ·  {author}" if author else title
        # never under a print service's least text (7 pt): a spine too thin
        # for that, or a title too long for it, is left bare
        lines, size = page.fit(text, along, size, SPINE_LEAST)
        if size >= SPINE_LEAST and len(lines) == 1:
            g = style.group(transform=f"translate({cx:.2f},{s.bleed + safe:.2f}) rotate(90)")
            g.attribs["class"] = "spine"
            g.add(style.text(lines[0], along / 2, 0, size, bold=True, fill=style.PAPER_WHITE))
            dwg.add(g)
    return page.text_of(dwg)
