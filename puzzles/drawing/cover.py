"""A book's whole cover as one sheet: back, spine and front, with bleed.

Print services take the cover apart from the interior: one sheet the width
of two trims plus the spine (the page count times the paper's thickness)
plus bleed all round. One ground colour (the design's) wraps the back, the
spine and the front and runs into the bleed, so nothing changes within 1/16
in of a fold. The front carries the title large enough to read at 160 px
wide, the subtitle, the count in a badge, "with solutions" and the levels,
the design's art (emblems or the book's puzzles as printed) and the author;
the spine the title and author once the book is thick enough to read them
(the service's page count: 80 for KDP and Lulu, 48 for IngramSpark; 80
without a service) at 7 pt at least; the back the title, the blurb, a
sample puzzle as printed and the barcode's white area. Every text stays
inside the service's cover margin and the spine's text inside the spine
less its own margin; no puzzle is drawn smaller than printed (7 pt text,
0.75 pt lines).
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
BARCODE_IN = 0.25 * INCH  # KDP's barcode area this far from the spine and the bottom
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


GROUNDS = {"classic": BAND, "board": "#6B2A12", "tiles": "#1F5233"}  # one colour, wrapped
ACCENT = style.COLOURS["O"]  # the count's badge
CLEAR = 0.3  # mm between the ground and the barcode's area


@dataclass(frozen=True)
class Art:
    """The front's puzzles (group, width, height, key), as printed: the first that
    fits (`many` False, the board design) or as many as fit (the tiles)."""

    pieces: Sequence[tuple]
    many: bool = False


@dataclass(frozen=True)
class Selling:
    """What the front says to sell the book: the count (its number and its
    noun, "200" and "puzzles"), "with solutions", the levels; `samples`
    puzzles of the book, the first that fits drawn on the back under its
    caption, as printed; `design` the cover's design (its ground colour)."""

    number: str
    noun: str
    solutions: str
    levels: str
    samples: Sequence[tuple] = ()  # (group, width, height, caption, key): the first that fits
    design: str = "classic"


def _ground(dwg, s: CoverSize, colour: str, hole: tuple[float, float, float, float]) -> None:
    """The ground in one colour over the whole sheet, into the bleed, around
    the barcode's area (`hole`: x, y, w, h), where a print service wants
    nothing but its own white box: the sheet left and right of the area in
    two pieces, above and below it two more overlapping them. Every piece's
    edge lies on the back, so the spine and its folds are one rectangle's
    inside, not a seam the renderer might shade."""
    x, y, w, h = hole
    for px, py, pw, ph in (
        (0, 0, x, s.height),
        (x + w, 0, s.width - x - w, s.height),
        (x - 1, 0, w + 2, y),
        (x - 1, y + h, w + 2, s.height - y - h),
    ):
        if pw > 0 and ph > 0:
            dwg.add(style.rect(px, py, pw, ph, fill=colour, **{"class": "bleed ground"}))


def _panel(dwg, x: float, y: float, w: float, h: float) -> None:
    dwg.add(style.rect(x, y, w, h, fill=style.PAPER_WHITE, rx=2.5, **{"class": "panel"}))


def _lines(g, lines, x, y, size, bold=False, anchor="middle", fill=style.INK, css="") -> float:
    for line in lines:
        g.add(style.text(line, x, y, size, anchor=anchor, bold=bold, fill=fill, **{"class": css}))
        y += size * 1.25
    return y


def _fits(piece: tuple, w: float, h: float) -> bool:
    return piece[1] <= w and piece[2] <= h


def _place_art(dwg, art: Art, x: float, y: float, w: float, h: float) -> set:
    """The front's art in the box (x, y, w, h), each drawing on a white
    panel and never drawn smaller than printed (its words stay 7 pt and its
    lines 0.75 pt): one puzzle, the first that fits, enlarged to fill the
    box; or as many as fit, in rows. The keys of those drawn: none where
    none fits."""
    pad, gap = 3.0, 4.0
    if not art.many:
        piece = next((p for p in art.pieces if _fits(p, w - 2 * pad, h - 2 * pad)), None)
        if piece is None:
            return set()
        g, aw, ah, key = piece
        scale = max(1.0, min((w - 2 * pad) / aw, (h - 2 * pad) / ah, 2.5))
        pw, ph = aw * scale + 2 * pad, ah * scale + 2 * pad
        px, py = x + (w - pw) / 2, y + (h - ph) / 2
        _panel(dwg, px, py, pw, ph)
        dwg.add(style.place(g, px + pad, py + pad, scale))
        return {key}
    rows: list[list[tuple]] = [[]]
    used_w, used_h, row_h = 0.0, 0.0, 0.0
    for piece in art.pieces:
        pw, ph = piece[1] + 2 * pad, piece[2] + 2 * pad
        if rows[-1] and used_w + gap + pw > w:  # a new row
            if used_h + row_h + gap + ph > h:
                continue
            used_h += row_h + gap
            rows.append([])
            used_w, row_h = 0.0, 0.0
        if used_h + ph > h or pw > w:
            continue
        used_w += (gap if rows[-1] else 0.0) + pw
        row_h = max(row_h, ph)
        rows[-1].append(piece)
    rows = [r for r in rows if r]
    if not rows:
        return set()
    heights = [max(p[2] for p in r) + 2 * pad for r in rows]
    tiles = style.group(**{"class": "cover-tiles"})
    dwg.add(tiles)
    ry = y + (h - sum(heights) - gap * (len(rows) - 1)) / 2
    for row, rh in zip(rows, heights, strict=True):
        rw = sum(p[1] + 2 * pad for p in row) + gap * (len(row) - 1)
        rx = x + (w - rw) / 2
        for g, aw, ah, _key in row:
            py = ry + (rh - ah - 2 * pad) / 2
            _panel(tiles, rx, py, aw + 2 * pad, ah + 2 * pad)
            tiles.add(style.place(g, rx + pad, py + pad))
            rx += aw + 2 * pad + gap
        ry += rh + gap
    return {p[3] for r in rows for p in r}


def _badge(dwg, cx: float, cy: float, r: float, number: str, noun: str) -> None:
    """The count in a round badge: the number large, its noun under it."""
    dwg.add(style.circle(cx, cy, r, fill=ACCENT, **{"class": "badge"}))
    lines, size = page.fit(number, r * 1.5, r * 0.8, 7 * PT, bold=True)
    dwg.add(style.text(lines[0], cx, cy - r * 0.12, size, bold=True, **{"class": "count"}))
    small, s2 = page.fit(noun, r * 1.5, r * 0.3, 7 * PT, bold=True)
    dwg.add(style.text(small[0], cx, cy + r * 0.5, s2, bold=True, **{"class": "count-noun"}))


def _sample(dwg, samples, x, y, w, foot, barcode, shown=frozenset()) -> None:
    """The first sample (group, width, height, caption, key) the front does
    not show (`shown`: keys) that fits at its printed size, up to half as
    large again, with its caption, on a white panel between the blurb and
    the foot: beside the barcode's area where it leaves room, else above."""
    pad, cap_size, enlarge = 3.0, 3.6, 1.5
    cap_h = cap_size * 1.6
    for g, sw, sh, cap, key in samples:
        if key in shown:
            continue
        cap_w = page.measure(cap, cap_size, bold=True)
        for room_w, bottom in ((barcode[0] - 4 - x, foot), (w, barcode[1] - 4)):
            room_h = bottom - y - 2 * pad - cap_h
            scale = min(enlarge, (room_w - 2 * pad) / sw, room_h / sh)
            if scale >= 1 and cap_w + 2 * pad <= room_w:
                break
        else:
            continue
        need_w = max(sw * scale, cap_w) + 2 * pad
        need_h = sh * scale + 2 * pad + cap_h
        px = x + (room_w - need_w) / 2
        py = y + (bottom - y - need_h) / 2
        _panel(dwg, px, py, need_w, need_h)
        dwg.add(
            style.text(
                cap,
                px + pad,
                py + pad + cap_size * 0.5,
                cap_size,
                anchor="start",
                bold=True,
                class_="sample-caption",
            )
        )
        dwg.add(style.place(g, px + (need_w - sw * scale) / 2, py + pad + cap_h, scale))
        return


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
    art: Art | None = None,
    selling: Selling | None = None,
) -> str:
    """The whole cover as SVG text; `back` is the back's paragraphs, `isbn`
    (digits, line) drawn as a barcode in the barcode's area, `art` drawn on
    the front (group, width, height, background colour) instead of the
    emblems, `selling` the count, levels and sample puzzle.

    One ground colour wraps back, spine and front and runs into the bleed,
    so nothing changes within 1/16 in of a fold however the spine is cut;
    everything else keeps inside the service's margins."""
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
    safe = service.margin
    top, foot = s.bleed + safe, s.bleed + s.trim_h - safe
    # the barcode's area: the service's, else KDP's (the tool's numbers)
    bw, bh, from_spine, from_bottom = service.barcode or (*BARCODE, BARCODE_IN, BARCODE_IN)
    bar_x, bar_y = s.spine_x - from_spine - bw, s.bleed + s.trim_h - from_bottom - bh
    design = selling.design if selling else "classic"
    # the ground keeps a little clear of the barcode's area, which its white
    # box fills to the same edge: nothing of it is measured inside the area
    hole = (bar_x - CLEAR, bar_y - CLEAR, bw + 2 * CLEAR, bh + 2 * CLEAR)
    _ground(dwg, s, GROUNDS.get(design, BAND), hole)

    # front: the title large, the count's badge, the art on a white panel,
    # "with solutions" and the levels, the author at the foot
    inner = s.trim_w - 2 * safe
    mid = s.front_x + s.trim_w / 2
    big = min(s.trim_w * 0.115, 20.0)
    lines, size = page.fit(title, inner, big, 7 * PT, most_lines=3, bold=True)
    y = _lines(
        dwg, lines, mid, top + size * 0.6, size, bold=True, fill=style.PAPER_WHITE, css="title"
    )
    if subtitle:
        lines, small = page.fit(subtitle, inner, 5.5, 7 * PT, most_lines=3)
        y = _lines(dwg, lines, mid, y + 1, small, fill=style.PAPER_WHITE, css="subtitle")
    low = foot
    if author:
        lines, small = page.fit(author, inner, 6.0, 7 * PT, most_lines=2, bold=True)
        low = foot - small * 1.25 * len(lines)
        _lines(
            dwg,
            lines,
            mid,
            low + small * 0.6,
            small,
            bold=True,
            fill=style.PAPER_WHITE,
            css="author",
        )
        low -= 4
    room_top = y + 4
    if selling:
        # a row under the title: "with solutions" and the levels, the count's
        # badge at its right
        r = min(s.trim_w * 0.12, 20.0)
        left = s.front_x + safe
        room = inner - 2 * r - 4
        tag = [t for t in (selling.solutions, selling.levels) if t]
        sizes = [min(s.trim_w * 0.05, 8.0), min(s.trim_w * 0.037, 6.0)]
        ty = room_top + r - sum(sz * 1.3 for sz in sizes[: len(tag)]) / 2
        for i, t in enumerate(tag):
            one, ts = page.fit(t, room, sizes[i], 7 * PT, most_lines=2, bold=i == 0)
            colour = ACCENT if i == 0 else style.PAPER_WHITE
            for line in one:
                ty += ts * 0.65
                dwg.add(
                    style.text(
                        line,
                        left,
                        ty,
                        ts,
                        anchor="start",
                        bold=i == 0,
                        fill=colour,
                        **{"class": "tagline"},
                    )
                )
                ty += ts * 0.65
        _badge(dwg, s.front_x + s.trim_w - safe - r, room_top + r, r, selling.number, selling.noun)
        room_top += 2 * r + 5
    shown = (
        _place_art(dwg, art, s.front_x + safe, room_top, inner, low - room_top) if art else set()
    )
    if not shown and emblems:
        gap = 8.0
        total = sum(w for _, w, _ in emblems) + gap * (len(emblems) - 1)
        tallest = max(h for _, _, h in emblems)
        room = low - room_top - 8
        scale = min((inner - 8) / total, room / tallest, 2.0)
        x = mid - total * scale / 2
        ey = room_top + 4 + (room - tallest * scale) / 2
        _panel(dwg, s.front_x + safe, ey - 6, inner, tallest * scale + 12)
        for g, w, h in emblems:
            dwg.add(style.place(g, x, ey + (tallest - h) * scale / 2, scale))
            x += (w + gap) * scale

    # back: the title, the blurb, a sample puzzle, the barcode's clear area
    bx = s.back_x + safe
    lines, size = page.fit(title, inner, 8.0, 7 * PT, most_lines=3, bold=True)
    y = (
        _lines(
            dwg,
            lines,
            bx,
            top + size * 0.6,
            size,
            bold=True,
            anchor="start",
            fill=ACCENT,
            css="back-title",
        )
        + 1
    )
    text_size = 3.9
    for para in back:
        for line in page.lines_of(para, inner, text_size):
            dwg.add(
                style.text(
                    line, bx, y, text_size, anchor="start", fill=style.PAPER_WHITE, class_="blurb"
                )
            )
            y += text_size * 1.35
        y += 2.0
    if selling:
        _sample(dwg, selling.samples, bx, y, inner, foot, (bar_x, bar_y), shown)
    hx, hy, hw, hh = hole
    dwg.add(style.rect(hx, hy, hw, hh, fill=style.PAPER_WHITE, **{"class": "barcode-area"}))
    if isbn:
        code = barcode.size()
        scale = min(1.0, (bw - 2) / code[0], (bh - 2) / code[1])
        g, cw, ch = barcode.draw(isbn[0], isbn[1], scale)
        dwg.add(style.place(g, bar_x + bw - cw - 1, bar_y + (bh - ch) / 2))

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
