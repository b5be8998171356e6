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

import dataclasses
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from puzzles.drawing import page, style
from puzzles.drawing.boxes import Box, Item, _box, _draw_box, _split

HGAP = 5.0  # mm at least between columns
VGAP = 6.0  # mm between rows, before spreading
VGAP_LEAST = 4.0  # mm the rows' gaps may close to, where that lets one more row on a page
SPREAD = 10.0  # mm at most added between rows when spreading
OPENING_CLOSE = 2.0  # mm the gap under a rules box may close by, where that lets a puzzle under it
MOST_COLUMNS = 4
GROW_MOST = 3.0  # `per_page` may grow a section's scale up to this much
GAIN = 0.85  # a section may shrink this much to fit one more column
FIT_TRIES = 4  # drawings made again at a smaller scale until the tallest fits a page


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
    # Type sizes of its titles and steps where not the reader's (a book's
    # compact keys: small type).
    type: page.Type | None = None
    # A page after the first: a small running head, `running(titles)` of the
    # puzzles on it, instead of `head` (which then draws the first page only).
    running: Callable[[Sequence[str]], str] | None = None
    name: str = ""  # what the pages state as their section (`data-section`)
    # Compact keys: a key's steps may go beside its drawing, where that is
    # lower, and a key goes on whole rather than leave a few lines to go on.
    beside: bool = False
    # Where its first page starts, on the page the section before ends on
    # (a book's answers run on from kind to kind); None: on a page of its own.
    start: float | None = None
    gap: float = VGAP  # mm between rows, before spreading (compact keys: less)
    # A book's `per_page` (and large print): the scale as large as lets
    # `per_page` puzzles (or fewer, down to one) share a page, drawn again
    # for each scale tried (a line wraps, a board's cards go under it), and
    # a puzzle alone in its row centred across the page, alone on its page
    # centred down it too.
    fill: bool = False
    columns: int = MOST_COLUMNS  # the most columns a page may take (large-print keys: fewer)


def type_of(section: Section) -> page.Type:
    """The section's type sizes."""
    return section.type or page.Type.for_reader(section.reader)


def tops_of(section: Section, paper: str, fr: page.Frame) -> tuple[float, float]:
    """Where the puzzles start: on the section's first page (under its
    heading and opening) and on the others (under a running head, or the
    heading again)."""
    top_first = section.head(page.new_page(paper), first_frame(section, fr), True)
    if section.opening is not None:
        top_first += section.opening[2] + page.GAP
    if section.running is not None:
        later = page.running_head(page.new_page(paper), fr, type_of(section), "")
    else:
        later = section.head(page.new_page(paper), fr, False)
    return top_first, later


@dataclass
class Page:
    rows: list[list[Box]]
    first: bool  # the section's first page: heading in full, the opening under it
    last: bool = False
    cols: int = 0  # its own grid (a book's page), else the section's


def _columns(inner: float, n: int) -> float:
    return (inner - HGAP * (n - 1)) / n


def first_frame(section: Section, fr: page.Frame) -> page.Frame:
    """The frame of the section's first page: its top lowered to `start`."""
    if section.start is None:
        return fr
    return dataclasses.replace(fr, top=section.start)


def _grid(section: Section, scale: float, fr: page.Frame, kind: page.Type, room: float):
    """The number of columns and every item's box: as many columns as let
    most puzzles fit one, drawn to the column's width."""
    natural = [item.drawn(fr.inner / scale)[1] * scale for item in section.items]
    cols = 1
    most = section.columns
    if section.fill and section.per_page:  # a row holds no more than a page
        most = min(most, section.per_page)
    for n in range(most, 1, -1):
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
            y += max(b.height for b in row) + section.gap
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
        squeeze = max(0.0, section.gap - VGAP_LEAST) * len(
            pages[-1].rows
        )  # the gaps above may close
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
            third = (bottom - tops[1]) / 3
            head, rest = _split(box, bottom - y, section.continued, third)
            # A continuation of a few lines (its steps are fewer than a
            # third of a page): a compact key goes on whole; a full one is
            # cut, as the page would be left under half full otherwise.
            short = rest is not None and rest.height < third - 1e-6
            if short and section.beside and not empty and box.height <= bottom - tops[1]:
                new_page()
                queue.insert(0, box)
                continue
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
        fr = page.frame(self.paper, number, self.bound, self.book_pages)
        dwg = page.new_page(self.paper)
        self.draw_on(dwg, i, fr)
        return self.finish(dwg, number, bleed, pages)

    def finish(self, dwg, number: int, bleed: bool = False, pages: int = 0) -> str:
        """The page's footer, thumb tab and what it states, as SVG text."""
        section, kind = self.section, type_of(self.section)
        fr = page.frame(self.paper, number, self.bound, self.book_pages)
        page.footer(dwg, fr, kind, section.footer(number))
        if bleed and section.tab >= 0:
            page.tab(dwg, fr, number, section.tab)
        if section.name:
            dwg.attribs["data-section"] = section.name
        return page.finish(dwg, self.paper, number, pages or self.book_pages, bleed)

    def end(self) -> float:
        """Where the last page's last row ends (its rows are not spread)."""
        fr = page.frame(self.paper, 1, self.bound, self.book_pages)
        tops = tops_of(self.section, self.paper, fr)
        p = self.pages[-1]
        y = tops[0] if p.first else tops[1]
        gap = self.section.gap
        return y + sum(max(b.height for b in r) + gap for r in p.rows) - gap

    def titles(self, i: int) -> list[str]:
        """The numbers of the puzzles on page `i` ("12."), what its running head names."""
        boxes = [b for r in self.pages[i].rows for b in r]
        titles = [b.title for b in boxes if b.item is not None]
        return titles or [b.title.split(" (")[0] for b in boxes]  # the rest of a key's steps

    def draw_on(self, dwg, i: int, fr: page.Frame, running: str | None = None) -> None:
        """Page `i`'s heading and rows on `dwg`; `running`, the running head
        of a page it shares with the next section (naming both)."""
        section, kind = self.section, type_of(self.section)
        p = self.pages[i]
        if p.first or section.running is None:
            y = section.head(dwg, first_frame(section, fr) if p.first else fr, p.first)
        else:
            said = running if running is not None else section.running(self.titles(i))
            y = page.running_head(dwg, fr, kind, said)
        if p.first and section.opening is not None:
            g, w, h = section.opening
            dwg.add(style.place(g, fr.left, y))
            y += h + page.GAP
        rows = p.rows
        gap = section.gap
        used = sum(max(b.height for b in r) for r in rows) + gap * max(0, len(rows) - 1)
        spare = fr.bottom - y - used
        if spare < 0 and p.first and section.opening is not None:
            close = min(-spare, OPENING_CLOSE)  # the gap under the rules box first
            y, spare = y - close, spare + close
        extra = 0.0
        if len(rows) > 1 and spare < 0:  # a row fits with the gaps closed a little
            extra = max(min(0.0, VGAP_LEAST - gap), spare / (len(rows) - 1))
        elif len(rows) > 1 and not p.last:
            extra = min(SPREAD, spare / (len(rows) - 1))
        if section.fill and len(rows) == 1 and spare > 0:
            y += spare / 2  # a lone row: down the middle of the page
        colw = _columns(fr.inner, p.cols or self.cols)
        for r in rows:
            for c, b in enumerate(r):
                x = fr.left + c * (colw + HGAP)
                if section.fill and len(r) == 1:
                    x = fr.left + (fr.inner - b.used) / 2  # alone in its row: centred
                _draw_box(dwg, b, x, y, self.scale, kind)
            y += max(b.height for b in r) + gap + extra


def lay_out(
    section: Section, paper: str, bound: bool = True, book_pages: int = 0, first_number: int = 1
) -> Laid:
    """The section's pages at its one scale (the same on every page)."""
    kind = type_of(section)
    fr = page.frame(paper, first_number, bound, book_pages)
    tops = tops_of(section, paper, fr)
    room = fr.bottom - tops[1]
    scale = section.scale
    if not section.fixed:
        scale = _scale(section, fr, kind, room, fr.bottom - tops[0])
    cols, boxes = _grid(section, scale, fr, kind, room)
    for _ in range(FIT_TRIES if not section.fixed else 0):
        # A puzzle taller than a page at the reader's least size (a hard
        # Florentine board with a pool of twelve on a child's sheet) is
        # smaller rather than run into the footer: its caption keeps its
        # size, its drawing shrinks to what the page holds.
        over = [b for b in boxes if not b.steps and b.art > 0 and b.height > room + 1e-6]
        if not over:
            break
        scale = round(min(scale * (room - b.caption) / b.art for b in over) - 0.001, 3)
        cols, boxes = _grid(section, scale, fr, kind, room)
    pages = paginate(section, boxes, cols, tops, fr.bottom)
    return Laid(section, scale, cols, pages, paper, bound, book_pages)


def flow(
    section: Section, paper: str, first_number: int, bound: bool = True, book_pages: int = 0
) -> list[str]:
    """The section's pages as SVG text, numbered from `first_number`."""
    return lay_out(section, paper, bound, book_pages, first_number).draw(first_number)


def _scale(
    section: Section, fr: page.Frame, kind: page.Type, room: float, first: float | None = None
) -> float:
    """The section's one scale: its own, smaller if a puzzle's drawing would not
    fit an empty page or its width (never below the reader's least unless it
    must), larger with `per_page`: as large as lets `per_page` share a page,
    the first too (its `first` mm under the rules box) where they share it
    at the least (a sheet of four lines on two pages). Sizes scale with the drawing measured once
    at the base scale, so trying scales draws nothing."""
    base = section.scale
    sizes = [item.drawn(fr.inner / base)[1:] for item in section.items]
    caption = kind.head * 1.4 + 1.5 + kind.small * 2.6
    scale = base
    for w, h in sizes:
        scale = min(scale, fr.inner / w, (room - caption) / h)
    if scale < section.least:
        scale = max(scale, min(section.least, base))
    if section.fill and section.per_page:
        return round(_filling(section, fr, kind, room, scale), 3)
    if not section.per_page:
        scale = _gain_a_column(scale, [w for w, _ in sizes], fr.inner, section.least)
    if section.per_page:
        # As large as lets `per_page` puzzles share a page, on the grid; below
        # the scale only where they do not share one at it, and never below
        # the section's least (else the scale stays, a puzzle or so a page).
        n = section.per_page

        def shared(mid: float, drawn: bool = False, room: float = room, on_first=False) -> bool:
            # `drawn`: measured as drawn for the column at `mid` (a smaller
            # scale leaves a drawing more room across: an endgame's hands side
            # by side, so lower), else as at the base scale; `on_first`: the
            # first page's puzzles only, under the rules box
            items = section.items[:n] if on_first else section.items
            at = [item.drawn(fr.inner / mid)[1:] for item in items] if drawn else sizes
            if on_first and not drawn:
                at = at[:n]
            widest = max(w for w, _ in at) * mid
            cols = max(1, min(n, int((fr.inner + HGAP) // (widest + HGAP))))
            rows = -(-n // cols)
            tallest = max(h for _, h in at) * mid + caption
            return widest <= fr.inner and rows * tallest + (rows - 1) * VGAP <= room

        # the first page too, where it holds `n` under its rules box at the least
        under = first if first is not None and first < room else None
        if under is not None and not shared(section.least, True, under, True):
            under = None

        def every(mid: float, drawn: bool = False) -> bool:
            return shared(mid, drawn) and (under is None or shared(mid, drawn, under, True))

        low, high = scale, scale * GROW_MOST
        down = not every(scale) and section.least < scale
        if down and every(section.least, True):
            low, high = section.least, scale
        elif down:
            high = scale  # not even at the least: the scale stays
        for _ in range(12 if not down else 8):
            mid = (low + high) / 2
            if every(mid, down):
                low = mid
            else:
                high = mid
        scale = low
    return round(scale, 3)


FILL_STEP = 1.02  # the scales `_filling` tries are this far apart (each draws again)
SHRINK_MOST = 0.7  # `_filling` draws a puzzle too large for a page down to this share of its scale


def _filling(section: Section, fr: page.Frame, kind: page.Type, room: float, start: float) -> float:
    """The largest scale, from `start` up to GROW_MOST times it, at which
    every puzzle fits a page `per_page` to a page (in one row, or one under
    the other), or fewer where they do not at `start` (one a page at least):
    each drawn again for the width its column gives at that scale."""
    items = list(section.items)
    # the tallest first: a scale that fails, fails on them, soon
    items.sort(key=lambda item: -item.drawn(fr.inner / start)[2])
    worst: list = []

    def fits(s: float, n: int) -> bool:
        for cols in range(min(n, MOST_COLUMNS), 0, -1):
            rows = -(-n // cols)
            colw = _columns(fr.inner, cols)
            cell = (room - (rows - 1) * VGAP) / rows
            for item in worst + items:
                _, w, h = item.drawn(colw / s)
                facts = page.lines_of(item.facts, colw, kind.small) if item.facts else []
                caption = kind.head * 1.4 + kind.small * 1.3 * len(facts) + 1.5
                if w * s > colw + 1e-6 or h * s + caption > cell + 1e-6:
                    worst[:] = [item]
                    break
            else:
                return True
        return False

    n = section.per_page or 1
    while n > 1 and not fits(start, n):
        n -= 1
    if not fits(start, 1):
        # Too large for a page at the reader's least (a large-print 7x7
        # board on a 6x9in page): the largest smaller scale that fits, down
        # to SHRINK_MOST of it, rather than run off the page.
        low, high = 1, int(math.log(1 / SHRINK_MOST) / math.log(FILL_STEP))
        if not fits(start / FILL_STEP**high, 1):
            return start
        while low < high:
            mid = (low + high) // 2
            if fits(start / FILL_STEP**mid, 1):
                high = mid
            else:
                low = mid + 1
        return start / FILL_STEP**low
    low, high = 0, int(math.log(GROW_MOST) / math.log(FILL_STEP))  # steps up from `start`
    while low < high:  # the most steps that fit, by halves
        mid = (low + high + 1) // 2
        if fits(start * FILL_STEP**mid, n):
            low = mid
        else:
            high = mid - 1
    steps = low
    return start * FILL_STEP**steps


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
