"""Puzzles flowed onto pages at one fixed scale per kind, on one grid a page.

A section is one kind's puzzles (or keys) in a book or on a sheet. Every
puzzle of it is drawn at the section's scale, so a card or a tile half is
the same size on every page, and its keys at the same scale as its puzzles.
A section's pages share a grid of equal columns: every puzzle starts at a
column's left edge, and one too wide for a column takes a whole row. Pages
take as many rows as fit; a key's explanation that does not fit its page
goes on under the same number on the next.

Sizes are measured from the drawings, which are made once per width and
kept (`Item.drawn`), and from the font's real widths (`page.measure`), so
laying out a book draws each puzzle once per column width, not once per try.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from puzzles.drawing import page, style

HGAP = 5.0  # mm at least between columns
VGAP = 6.0  # mm between rows, before spreading
VGAP_LEAST = 4.0  # mm the rows' gaps may close to, where that lets one more row on a page
SPREAD = 10.0  # mm at most added between rows when spreading
OPENING_CLOSE = 2.0  # mm the gap under a rules box may close by, where that lets a puzzle under it
MOST_COLUMNS = 4
GROW_MOST = 3.0  # `per_page` may grow a section's scale up to this much
GAIN = 0.85  # a section may shrink this much to fit one more column


@dataclass
class Item:
    """One puzzle: `draw(width)` draws it for a width in its own mm; `steps`
    are lines of text printed under it (a key's explanation), which may go on
    onto the next page."""

    draw: Callable[[float], tuple]
    title: str = ""
    note: str = ""  # on the title line, right (its difficulty)
    facts: str = ""  # under the title: what this puzzle sets apart from the rules box
    steps: Sequence[str] = ()
    # Drawn with what may go beside it under it (a book's small board with its
    # cards under it): for a puzzle alone on its page, which it then fills.
    under: Callable[[float], tuple] | None = None
    _drawn: dict = field(default_factory=dict, repr=False)

    def drawn(self, width: float) -> tuple:
        key = round(width, 1)
        if key not in self._drawn:
            self._drawn[key] = self.draw(width)
        return self._drawn[key]

    def drawn_under(self, width: float) -> tuple | None:
        if self.under is None:
            return None
        key = ("under", round(width, 1))
        if key not in self._drawn:
            self._drawn[key] = self.under(width)
        return self._drawn[key]


@dataclass
class Section:
    """`head(dwg, frame, first) -> y` draws a page's heading; `opening` is a block
    (group, w, h) under the first page's heading (the rules box). `fixed`: draw
    at exactly `scale` (a key at its puzzles' scale)."""

    items: Sequence[Item]
    scale: float
    least: float  # the smallest scale the reader may get
    head: Callable
    footer: Callable[[int], str]  # page number -> footer text
    opening: tuple | None = None
    per_page: int | None = None
    reader: str = "adult"
    fixed: bool = False
    continued: str = "continued"  # the word after a title whose steps go on
    tab: int = -1  # a book's section: its thumb tab's place on the outer edge (with bleed)


@dataclass
class Box:
    item: Item | None  # None: the rest of an item's steps
    title: str
    note: str
    drawing: tuple | None
    facts: list[str]
    steps: list[str]
    width: float  # what it covers: a column, or the whole row
    used: float  # how wide its content really is
    caption: float  # height of title and facts
    art: float  # height of the drawing at scale
    line: float  # height of one step line
    wide: bool = False

    @property
    def height(self) -> float:
        return self.caption + self.art + self.line * len(self.steps)


@dataclass
class Page:
    rows: list[list[Box]]
    first: bool  # the section's first page: heading in full, the opening under it
    last: bool = False
    cols: int = 0  # its own grid (a book's page), else the section's


def _columns(inner: float, n: int) -> float:
    return (inner - HGAP * (n - 1)) / n


def _box(item: Item, scale: float, width: float, kind: page.Type, wide: bool, drawing=None) -> Box:
    drawing = drawing or item.drawn(width / scale)
    _, w, h = drawing
    facts = page.lines_of(item.facts, width, kind.small) if item.facts else []
    steps = [ln for s in item.steps for ln in page.lines_of(s, width, kind.small)]
    title_w = page.measure(item.title, kind.head, bold=True) + 3
    title_w += page.measure(item.note, kind.small)
    used = max(
        [w * scale, min(width, title_w)] + [page.measure(f, kind.small) for f in facts + steps]
    )
    caption = (kind.head * 1.4 if item.title or item.note else 0.0) + kind.small * 1.3 * len(facts)
    caption += 1.5 if caption else 0.0
    art = h * scale + (1.5 if steps else 0.0)
    return Box(
        item,
        item.title,
        item.note,
        drawing,
        facts,
        steps,
        width,
        min(width, used),
        caption,
        art,
        kind.small * 1.3,
        wide,
    )


def _grid(section: Section, scale: float, fr: page.Frame, kind: page.Type, room: float):
    """The number of columns and every item's box: as many columns as let
    most puzzles fit one, drawn to the column's width."""
    natural = [item.drawn(fr.inner / scale)[1] * scale for item in section.items]
    cols = 1
    for n in range(MOST_COLUMNS, 1, -1):
        colw = _columns(fr.inner, n)
        fitting = sum(w <= colw + 1e-6 for w in natural)
        if fitting and fitting >= 0.6 * len(natural):
            cols = n
            break
    colw = _columns(fr.inner, cols)
    boxes = []
    for item, w in zip(section.items, natural, strict=True):
        wide = cols > 1 and w > colw + 1e-6
        boxes.append(_box(item, scale, fr.inner if wide else colw, kind, wide))
    return cols, boxes


def _split(box: Box, room: float, continued: str) -> tuple[Box, Box | None]:
    """As much of `box` as fits `room` mm, and the rest of its steps (or None)."""
    if box.height <= room:
        return box, None
    fit = max(0, int((room - box.caption - box.art) // box.line))
    fit = min(fit, len(box.steps))
    head = Box(**{**box.__dict__, "steps": box.steps[:fit]})
    rest = Box(
        **{
            **box.__dict__,
            "item": None,
            "title": f"{box.title} ({continued})" if box.title else f"({continued})",
            "note": "",
            "drawing": None,
            "facts": [],
            "steps": box.steps[fit:],
            "art": 0.0,
            "caption": box.caption - box.line * len(box.facts) if box.caption else 0.0,
        }
    )
    return head, rest


def paginate(
    section: Section,
    boxes: list[Box],
    cols: int,
    tops: tuple,
    bottom: float,
    regrid=None,
    least: float = 0.0,
):
    """Pages of rows of boxes; `tops` = (first page's top, later pages' top).
    `regrid(queue, top) -> (cols, queue)`, where given, chooses each page's grid
    as the page starts and gives the boxes still to place drawn for it. A key
    whose steps must go on starts on a page half empty, or whose rows (and
    opening) are not yet `least` mm high, rather than leave it so."""
    pages = [Page([], True)]
    row: list[Box] = []
    y = tops[0]
    limit = section.per_page or 10**6
    queue = list(boxes)
    fresh = regrid is not None

    def gridded(box: Box) -> Box:
        nonlocal cols, queue, fresh
        if not fresh:
            return box
        fresh = False
        cols, again = regrid([box, *queue], y)
        pages[-1].cols = cols
        queue = again[1:]
        return again[0]

    def count(p: Page) -> int:
        return sum(1 for r in p.rows for b in r if b.item is not None)

    def close_row() -> None:
        nonlocal y, row
        if row:
            pages[-1].rows.append(row)
            y += max(b.height for b in row) + VGAP
            row = []

    def new_page() -> None:
        nonlocal y, fresh
        close_row()
        pages.append(Page([], False))
        y = tops[1]
        fresh = regrid is not None

    while queue:
        box = gridded(queue.pop(0))
        taken = count(pages[-1]) + len(row)
        if row and (box.wide or row[0].wide or len(row) >= cols or taken >= limit):
            close_row()
        if box.item is not None and count(pages[-1]) >= limit:
            new_page()
            box = gridded(box)
        row_h = max([b.height for b in row], default=0.0)
        squeeze = (VGAP - VGAP_LEAST) * len(pages[-1].rows)  # the gaps above may close
        if pages[-1].first and section.opening is not None:
            squeeze += OPENING_CLOSE  # and the one under the rules box
        if y + max(row_h, box.height) <= bottom + squeeze:
            row.append(box)
            continue
        if row:  # a new row on this page, then perhaps the next page
            close_row()
            queue.insert(0, box)
            continue
        # A page holding nothing yet; not the first page under a rules box,
        # whose puzzle moves on to the next page when it does not fit.
        empty = not pages[-1].rows and (len(pages) > 1 or tops[0] <= tops[1] + 1e-6)
        room = bottom - y
        high = sum(max(b.height for b in r) for r in pages[-1].rows)
        if pages[-1].first and section.opening is not None:
            high += section.opening[2]
        half_empty = room > (bottom - tops[1]) / 2 or high < least
        head_fits = box.caption + box.art + 2 * box.line <= room
        if (
            box.height <= bottom - tops[1]
            and not empty
            and not (box.steps and half_empty and head_fits)
        ):
            new_page()
            queue.insert(0, box)
            continue
        if box.steps:  # taller than the room left: its steps go on on the next page
            head, rest = _split(box, bottom - y, section.continued)
            if head.height <= bottom - y or empty:
                row.append(head)
                if rest is not None:
                    new_page()
                    queue.insert(0, rest)
                continue
            new_page()
            queue.insert(0, box)
            continue
        if not empty:
            new_page()
            box = gridded(box)
        row.append(box)  # a lone puzzle always gets a page of its own
    close_row()
    if not pages[-1].rows and len(pages) > 1:
        pages.pop()
    pages[-1].last = True
    return pages


@dataclass
class Laid:
    """A section laid out: its pages, ready to draw from any page number."""

    section: Section
    scale: float
    cols: int
    pages: list[Page]
    paper: str
    bound: bool
    book_pages: int

    def draw(self, first_number: int, bleed: bool = False) -> list[str]:
        return [self.draw_page(i, first_number + i, bleed) for i in range(len(self.pages))]

    def draw_page(self, i: int, number: int, bleed: bool = False, pages: int = 0) -> str:
        """Page `i` of the section as page `number` of a book of `pages` pages
        (what the page states, `data-pages`; its gutter is the one it was laid
        out for, `book_pages`, which may be a first guess of the same gutter)."""
        section, kind = self.section, page.Type.for_reader(self.section.reader)
        fr = page.frame(self.paper, number, self.bound, self.book_pages)
        dwg = page.new_page(self.paper)
        p = self.pages[i]
        y = section.head(dwg, fr, p.first)
        if p.first and section.opening is not None:
            g, w, h = section.opening
            dwg.add(style.place(g, fr.left, y))
            y += h + page.GAP
        rows = p.rows
        used = sum(max(b.height for b in r) for r in rows) + VGAP * max(0, len(rows) - 1)
        spare = fr.bottom - y - used
        if spare < 0 and p.first and section.opening is not None:
            close = min(-spare, OPENING_CLOSE)  # the gap under the rules box first
            y, spare = y - close, spare + close
        extra = 0.0
        if len(rows) > 1 and spare < 0:  # a row fits with the gaps closed a little
            extra = max(VGAP_LEAST - VGAP, spare / (len(rows) - 1))
        elif len(rows) > 1 and not p.last:
            extra = min(SPREAD, spare / (len(rows) - 1))
        colw = _columns(fr.inner, p.cols or self.cols)
        for r in rows:
            for c, b in enumerate(r):
                _draw_box(dwg, b, fr.left + c * (colw + HGAP), y, self.scale, kind)
            y += max(b.height for b in r) + VGAP + extra
        page.footer(dwg, fr, kind, section.footer(number))
        if bleed and section.tab >= 0:
            page.tab(dwg, fr, number, section.tab)
        return page.finish(dwg, self.paper, number, pages or self.book_pages, bleed)


def lay_out(
    section: Section, paper: str, bound: bool = True, book_pages: int = 0, first_number: int = 1
) -> Laid:
    """The section's pages at its one scale (the same on every page)."""
    kind = page.Type.for_reader(section.reader)
    fr = page.frame(paper, first_number, bound, book_pages)
    top_first = section.head(page.new_page(paper), fr, True)
    if section.opening is not None:
        top_first += section.opening[2] + page.GAP
    tops = (top_first, section.head(page.new_page(paper), fr, False))
    room = fr.bottom - tops[1]
    scale = section.scale
    if not section.fixed:
        scale = _scale(section, fr, kind, room)
    cols, boxes = _grid(section, scale, fr, kind, room)
    pages = paginate(section, boxes, cols, tops, fr.bottom)
    return Laid(section, scale, cols, pages, paper, bound, book_pages)


def flow(
    section: Section, paper: str, first_number: int, bound: bool = True, book_pages: int = 0
) -> list[str]:
    """The section's pages as SVG text, numbered from `first_number`."""
    return lay_out(section, paper, bound, book_pages, first_number).draw(first_number)


def _scale(section: Section, fr: page.Frame, kind: page.Type, room: float) -> float:
    """The section's one scale: its own, smaller if a puzzle's drawing would not
    fit an empty page or its width (never below the reader's least unless it
    must), larger with `per_page`. Sizes scale with the drawing measured once
    at the base scale, so trying scales draws nothing."""
    base = section.scale
    sizes = [item.drawn(fr.inner / base)[1:] for item in section.items]
    caption = kind.head * 1.4 + 1.5 + kind.small * 2.6
    scale = base
    for w, h in sizes:
        scale = min(scale, fr.inner / w, (room - caption) / h)
    if scale < section.least:
        scale = max(scale, min(section.least, base))
    if not section.per_page:
        scale = _gain_a_column(scale, [w for w, _ in sizes], fr.inner, section.least)
    if section.per_page:
        # As large as lets `per_page` puzzles share a page, on the grid.
        n = section.per_page
        low, high = scale, scale * GROW_MOST
        for _ in range(12):
            mid = (low + high) / 2
            widest = max(w for w, _ in sizes) * mid
            cols = max(1, min(n, int((fr.inner + HGAP) // (widest + HGAP))))
            rows = -(-n // cols)
            tallest = max(h for _, h in sizes) * mid + caption
            if widest <= fr.inner and rows * tallest + (rows - 1) * VGAP <= room:
                low = mid
            else:
                high = mid
        scale = low
    return round(scale, 3)


def _gain_a_column(scale: float, widths: list[float], inner: float, least: float) -> float:
    """A little smaller (down to GAIN of the scale, never under the reader's
    least) where that lets most puzzles share a row with one more: two
    boards side by side on a page rather than one with half the page blank."""
    if not widths:
        return scale
    typical = sorted(widths)[max(0, -(-len(widths) * 3 // 5) - 1)]  # 60% are this wide or less
    for n in range(MOST_COLUMNS, 1, -1):
        fits = _columns(inner, n) / typical  # the scale at which they share a row of n
        if fits >= scale:
            return scale
        if fits >= max(scale * GAIN, least):
            return fits * 0.999
    return scale


def _draw_box(dwg, b: Box, x: float, y: float, scale: float, kind: page.Type) -> None:
    g = style.group(**{"class": "item", "data-box": f"{x:.1f} {y:.1f} {b.used:.1f} {b.height:.1f}"})
    cy = y
    if b.title or b.note:
        cy += kind.head * 0.6
        if b.title:
            g.add(
                style.text(
                    b.title,
                    x,
                    cy,
                    kind.head,
                    anchor="start",
                    bold=True,
                    **{"class": "puzzle-title"},
                )
            )
        if b.note:
            g.add(style.text(b.note, x + b.used, cy, kind.small, anchor="end", class_="difficulty"))
        cy += kind.head * 0.8
    for line in b.facts:
        cy += kind.small * 0.5
        g.add(style.text(line, x, cy, kind.small, anchor="start", class_="facts"))
        cy += kind.small * 0.8
    cy = y + b.caption
    if b.drawing is not None:
        drawing, _w, _h = b.drawing
        g.add(style.place(drawing, x, cy, scale))
    cy += b.art
    for line in b.steps:
        g.add(style.text(line, x, cy + b.line / 2, kind.small, anchor="start", class_="step"))
        cy += b.line
    dwg.add(g)
