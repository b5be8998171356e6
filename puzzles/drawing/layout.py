"""Puzzles flowed onto pages at one fixed scale per kind.

A section is one kind's puzzles (or keys) in a book or on a sheet. Every
puzzle of it is drawn at the section's scale, so a card or a tile half is
the same size on every page; pages take as many puzzles as fit, left to
right in rows and rows top to bottom, and a puzzle that does not fit starts
the next page. Rows are then spread over the page's height, so a page with
room to spare does not bunch at the top.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from puzzles.drawing import page, style

HGAP = 4.0  # mm at least between puzzles in a row
VGAP = 6.0  # mm between rows, before spreading
SPREAD = 14.0  # mm at most added between rows when spreading
GROW = 1.35  # a section's scale may grow this much where its pages have room


@dataclass
class Item:
    """One puzzle: `draw(width)` draws it for a width in its own mm."""

    draw: Callable[[float], tuple]
    title: str = ""
    note: str = ""  # on the title line, right (its difficulty)
    facts: str = ""  # under the title: what this puzzle sets apart from the rules box
    _drawn: dict = field(default_factory=dict, repr=False)

    def drawn(self, width: float) -> tuple:
        key = round(width, 1)
        if key not in self._drawn:
            self._drawn[key] = self.draw(width)
        return self._drawn[key]


@dataclass
class Section:
    """`head(dwg, frame, first) -> y` draws a page's heading; `opening` is a block
    (group, w, h) under the first page's heading (the rules box)."""

    items: Sequence[Item]
    scale: float
    least: float  # the smallest scale the reader may get
    head: Callable
    footer: Callable[[int], str]  # page number -> footer text
    opening: tuple | None = None
    per_page: int | None = None
    reader: str = "adult"


@dataclass
class _Box:
    item: Item
    drawing: tuple
    facts: list[str]
    width: float
    height: float
    caption: float


def _box(item: Item, scale: float, inner: float, kind: page.Type) -> _Box:
    drawing = item.drawn(inner / scale)
    _, w, h = drawing
    w *= scale
    h *= scale
    facts = page.wrap(item.facts, max(w, min(inner, 70.0)), kind.small) if item.facts else []
    fw = max((page.text_width(f, kind.small) for f in facts), default=0.0)
    tw = page.text_width(f"{item.title} {item.note}", kind.head) + 6
    caption = (kind.head * 1.4 if item.title or item.note else 0.0) + kind.small * 1.3 * len(facts)
    caption += 1.5 if caption else 0.0
    return _Box(item, drawing, facts, min(inner, max(w, fw, tw)), caption + h, caption)


def _paginate(section: Section, scale: float, paper: str, kind: page.Type, tops: tuple):
    """Pages of rows of boxes; `tops` = (first page's top, later pages' top)."""
    fr = page.frame(paper)
    pages: list[list[list[_Box]]] = [[]]
    row: list[_Box] = []
    y = tops[0]
    limit = section.per_page or 10**6

    def row_h(r):
        return max(b.height for b in r)

    def count(p):
        return sum(len(r) for r in p)

    for item in section.items:
        box = _box(item, scale, fr.inner, kind)
        wide = sum(b.width for b in row) + HGAP * len(row) + box.width
        room = count(pages[-1]) + len(row) < limit and wide <= fr.inner
        if row and room and y + max(row_h(row), box.height) <= fr.bottom:
            row.append(box)
            continue
        if row:
            pages[-1].append(row)
            y += row_h(row) + VGAP
            row = []
        crowded = y + box.height > fr.bottom and (pages[-1] or y > tops[1])
        if crowded or count(pages[-1]) >= limit:
            pages.append([])
            y = tops[1]
        row = [box]
    if row:
        pages[-1].append(row)
    return pages


def flow(section: Section, paper: str, first_number: int, bound: bool = True) -> list[str]:
    """The section's pages as SVG text, numbered from `first_number`."""
    kind = page.Type.for_reader(section.reader)
    probe = page.new_page(paper)
    fr = page.frame(paper, first_number, bound)
    top_first = section.head(probe, fr, True)
    if section.opening is not None:
        top_first += section.opening[2] + page.GAP
    tops = (top_first, section.head(page.new_page(paper), fr, False))
    scale = _scale(section, paper, kind, tops)
    pages = _paginate(section, scale, paper, kind, tops)
    out = []
    for i, rows in enumerate(pages):
        number = first_number + i
        fr = page.frame(paper, number, bound)
        dwg = page.new_page(paper)
        y = section.head(dwg, fr, i == 0)
        if i == 0 and section.opening is not None:
            g, w, h = section.opening
            dwg.add(style.place(g, fr.left, y))
            y += h + page.GAP
        used = sum(max(b.height for b in r) for r in rows) + VGAP * max(0, len(rows) - 1)
        spare = max(0.0, fr.bottom - y - used)
        extra = min(SPREAD, spare / max(1, len(rows))) if len(rows) > 1 else 0.0
        for r in rows:
            _row(dwg, r, fr, y, scale, kind)
            y += max(b.height for b in r) + VGAP + extra
        page.footer(dwg, fr, kind, section.footer(number))
        out.append(page.text_of(dwg))
    return out


def _scale(section: Section, paper: str, kind: page.Type, tops: tuple) -> float:
    """The section's one scale: its own, smaller if a puzzle would not fit an
    empty page (never below the reader's least), larger with `per_page`."""
    fr = page.frame(paper)
    scale = section.scale
    for _ in range(6):
        tallest = max((_box(i, scale, fr.inner, kind).height for i in section.items), default=0)
        room = fr.bottom - tops[1]
        if tallest <= room or scale <= section.least:
            break
        scale = max(section.least, scale * room / tallest * 0.98)
    # Then as large as the pages allow: no more pages than at the base scale
    # (or than `per_page` asks for), every puzzle larger where there is room.
    if section.per_page:
        want, high = -(-len(section.items) // section.per_page), 3.0
    else:
        want, high = len(_paginate(section, scale, paper, kind, tops)), scale * GROW
    low = scale
    for _ in range(8):
        mid = (low + high) / 2
        if len(_paginate(section, mid, paper, kind, tops)) <= want and _fits(
            section, mid, fr, kind, tops
        ):
            low = mid
        else:
            high = mid
    return round(low, 3)


def _fits(section: Section, scale: float, fr: page.Frame, kind: page.Type, tops: tuple) -> bool:
    """Every puzzle fits a page of its own at `scale`: growing must never push one
    off the paper (a lone puzzle always gets a page to itself, fitting or not)."""
    room = fr.bottom - tops[1]
    for item in section.items:
        box = _box(item, scale, fr.inner, kind)
        _, w, _h = box.drawing
        if box.height > room or w * scale > fr.inner + 1e-6:
            return False
    return True


def _row(dwg, row: list[_Box], fr: page.Frame, y: float, scale: float, kind: page.Type) -> None:
    total = sum(b.width for b in row)
    # Spread a row's puzzles evenly, never closer than HGAP nor wider apart than
    # 30 mm; a lone puzzle is centred.
    spare = fr.inner - total
    gap = min(30.0, max(HGAP, spare / (len(row) + 1))) if len(row) > 1 else 0.0
    if len(row) > 1 and total + gap * (len(row) - 1) > fr.inner:
        gap = max(0.0, spare / (len(row) - 1))
    x = fr.left + (fr.inner - total - gap * (len(row) - 1)) / 2
    for b in row:
        g = style.group(
            **{"class": "item", "data-box": f"{x:.1f} {y:.1f} {b.width:.1f} {b.height:.1f}"}
        )
        cy = y
        if b.item.title or b.item.note:
            cy += kind.head * 0.6
            if b.item.title:
                g.add(
                    style.text(
                        b.item.title,
                        x,
                        cy,
                        kind.head,
                        anchor="start",
                        bold=True,
                        **{"class": "puzzle-title"},
                    )
                )
            if b.item.note:
                g.add(
                    style.text(
                        b.item.note,
                        x + b.width,
                        cy,
                        kind.small,
                        anchor="end",
                        **{"class": "difficulty"},
                    )
                )
            cy += kind.head * 0.8
        for line in b.facts:
            cy += kind.small * 0.5
            g.add(style.text(line, x, cy, kind.small, anchor="start", **{"class": "facts"}))
            cy += kind.small * 0.8
        drawing, w, _h = b.drawing
        g.add(style.place(drawing, x + (b.width - w * scale) / 2, y + b.caption, scale))
        dwg.add(g)
        x += b.width + gap
