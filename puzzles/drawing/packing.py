"""A book's sections packed so that its pages fill.

A book section keeps its one scale (the same for its keys) and its puzzles
in their numbered order; what changes from page to page is the grid. Each
page takes as many equal columns as its first puzzle and most of those after
it fit, so that a run of small boards (the easy ones, which come first)
shares rows even where the larger boards of the same section get a row of
their own. A puzzle too wide for its page's columns takes the whole row.
"""

from __future__ import annotations

import dataclasses

from puzzles.drawing import layout, page

MIN_FILL = 0.5  # no page of a section under half full but its last (tests/pagecheck.py)


def lay_out(
    section: layout.Section, paper: str, bound: bool = True, book_pages: int = 0
) -> layout.Laid:
    """The section's pages, each on its own grid, at the section's scale
    (layout.lay_out's, or exactly its own where `fixed`)."""
    kind = page.Type.for_reader(section.reader)
    fr = page.frame(paper, 1, bound, book_pages)
    top_first = section.head(page.new_page(paper), fr, True)
    if section.opening is not None:
        top_first += section.opening[2] + page.GAP
    tops = (top_first, section.head(page.new_page(paper), fr, False))
    room = fr.bottom - tops[1]
    scale = section.scale if section.fixed else layout._scale(section, fr, kind, room)
    boxes: dict[tuple[int, int], layout.Box] = {}

    def fits(item: layout.Item, cols: int) -> bool:
        """Drawn for a column of `cols`, it is no wider (it may wrap to fit)."""
        colw = layout._columns(fr.inner, cols)
        return cols == 1 or item.drawn(colw / scale)[1] * scale <= colw + 1e-6

    def box(item: layout.Item, cols: int) -> layout.Box:
        wide = not fits(item, cols)
        key = (id(item), 0 if wide else cols)
        if key not in boxes:
            colw = layout._columns(fr.inner, cols)
            boxes[key] = layout._box(item, scale, fr.inner if wide else colw, kind, wide)
        return boxes[key]

    def regrid(queue: list[layout.Box], top: float) -> tuple[int, list[layout.Box]]:
        head = queue[0]
        if head.item is not None:
            cols = max(range(1, layout.MOST_COLUMNS + 1), key=lambda n: held(queue, n, top))
        else:  # the rest of a key's steps keeps the grid it was cut on
            cols = _cols_of(head, fr.inner)
        return cols, [b if b.item is None else box(b.item, cols) for b in queue]

    def held(queue: list[layout.Box], cols: int, top: float) -> tuple[int, float, int]:
        """How well a page on `cols` columns takes the queue: the puzzles it
        holds, then how full it is, then fewer columns."""
        first = queue[0].item
        assert first is not None  # the queue holds puzzles only
        if cols > 1 and not fits(first, cols):
            return (-1, 0.0, -cols)
        trial = [box(b.item, cols) for b in queue[: 6 * cols] if b.item is not None]
        one = layout.paginate(section, trial, cols, (top, tops[1]), fr.bottom)[0]
        boxes_ = [b for r in one.rows for b in r]
        if any(b.height > fr.bottom - top + 1e-6 for b in boxes_) and cols > 1:
            return (-1, 0.0, -cols)  # drawn that narrow, it runs off the page
        used = sum(b.used * b.height for b in boxes_)
        return (len(boxes_), used, -cols)

    first = [box(item, 1) for item in section.items]
    pages = layout.paginate(section, first, 1, tops, fr.bottom, regrid)
    return layout.Laid(section, scale, 1, pages, paper, bound, book_pages)


def _cols_of(head: layout.Box, inner: float) -> int:
    """The columns a box was cut for."""
    if head.wide:
        return 1
    for n in range(layout.MOST_COLUMNS, 0, -1):
        if abs(layout._columns(inner, n) - head.width) < 1e-6:
            return n
    return 1


def fills(laid: layout.Laid) -> list[float]:
    """How full each page is: the share of its content area under the puzzles'
    boxes (their used width by their height) and the rules box, as
    tests/pagecheck.py measures a printed page."""
    fr = page.frame(laid.paper, 1, laid.bound, laid.book_pages)
    area = fr.inner * (fr.bottom - fr.top)
    out = []
    for p in laid.pages:
        used = sum(round(b.used, 1) * round(b.height, 1) for r in p.rows for b in r)
        if p.first and laid.section.opening is not None:
            used += laid.section.opening[1] * laid.section.opening[2]
        out.append(used / area)
    return out


def at_scale(section: layout.Section, scale: float) -> layout.Section:
    return dataclasses.replace(section, scale=scale, fixed=True)


GROW = 0.05  # a section's scale grows by steps of this share of its own
GROW_MOST = 1.3  # and at most this much, to fill its pages


def pair(
    puzzles: layout.Section,
    keys: layout.Section,
    paper: str,
    bound: bool = True,
    book_pages: int = 0,
) -> tuple[layout.Laid, layout.Laid]:
    """A book section and its keys, at one scale: the kind's own (as
    layout.lay_out chooses it) where no page but the last of either is under
    MIN_FILL, else the least larger one that gets there (a page of one large
    board, drawn a little larger, rather than a third of it blank), else the
    one with the fewest thin pages. `per_page` keeps its own scale."""
    laid = lay_out(puzzles, paper, bound, book_pages)
    best = (laid, lay_out(at_scale(keys, laid.scale), paper, bound, book_pages))
    if puzzles.per_page or puzzles.fixed:
        return best
    worst = thin(best)
    if not worst:
        return best
    fr = page.frame(paper, 1, bound, book_pages)
    base, since = laid.scale, 0  # trials since the last that helped
    for step in range(1, round((GROW_MOST - 1) / GROW) + 1):
        scale = round(base * (1 + GROW * step), 3)
        trial = (
            lay_out(at_scale(puzzles, scale), paper, bound, book_pages),
            lay_out(at_scale(keys, scale), paper, bound, book_pages),
        )
        if not all(_fits(t, fr) for t in trial):
            break
        count = thin(trial)
        if count < worst:
            best, worst, since = trial, count, 0
        else:
            since += 1
        if not worst or since >= 2:  # filled, or larger no longer helps
            break
    return best


def thin(laids: tuple[layout.Laid, ...]) -> int:
    """Pages under MIN_FILL that are not the last of their section."""
    return sum(f < MIN_FILL for laid in laids for f in fills(laid)[:-1])


def _fits(laid: layout.Laid, fr: page.Frame) -> bool:
    """Every drawing within its box's width, every box within a page."""
    room = fr.bottom - fr.top
    for p in laid.pages:
        for r in p.rows:
            for b in r:
                if b.height > room or (b.drawing and b.drawing[1] * laid.scale > b.width + 1e-6):
                    return False
    return True
