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
from collections.abc import Callable

from puzzles.drawing import layout, page

MIN_FILL = 0.5  # no page of a section under half full but its last (tests/pagecheck.py)


def lay_out(
    section: layout.Section, paper: str, bound: bool = True, book_pages: int = 0
) -> layout.Laid:
    """The section's pages, each on its own grid, at the section's scale
    (layout.lay_out's, or exactly its own where `fixed`)."""
    kind = layout.type_of(section)
    fr = page.frame(paper, 1, bound, book_pages)
    tops = layout.tops_of(section, paper, fr)
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
            width = fr.inner if wide else colw
            boxes[key] = layout._box(item, scale, width, kind, wide, beside=section.beside)
        return boxes[key]

    def regrid(queue: list[layout.Box], top: float) -> tuple[int, list[layout.Box]]:
        head = queue[0]
        if head.item is not None:
            most = section.columns
            cols = max(range(1, most + 1), key=lambda n: held(queue, n, top))
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
        if section.beside and len(boxes_) == len(queue):
            # compact keys, the last of their kind: as low as they go, so
            # that the next kind's run on under them
            return (len(boxes_), -sum(max(b.height for b in r) for r in one.rows), -cols)
        used = sum(b.used * b.height for b in boxes_)
        return (len(boxes_), used, -cols)

    first = [box(item, 1) for item in section.items]
    least = MIN_FILL * page.safe_height(paper)
    pages = layout.paginate(section, first, 1, tops, fr.bottom, regrid, least)
    laid = layout.Laid(section, scale, 1, pages, paper, bound, book_pages)
    _stack_lone(laid, fr, kind, tops)
    return laid


def _stack_lone(laid: layout.Laid, fr: page.Frame, kind: page.Type, tops: tuple) -> None:
    """A puzzle alone on a page but its section's last, which leaves the page
    under MIN_FILL, drawn with what goes beside it under it (a small board's
    cards), where that fits the page: a page made for one board rather than
    a board with half a page blank under it."""
    before = fills(laid)
    for i, p in enumerate(laid.pages[:-1]):
        if before[i] >= MIN_FILL or len(p.rows) != 1 or len(p.rows[0]) != 1:
            continue
        old = p.rows[0][0]
        drawing = old.item.drawn_under(fr.inner / laid.scale) if old.item else None
        if old.item is None or drawing is None or drawing[1] * laid.scale > fr.inner + 1e-6:
            continue
        new = layout._box(old.item, laid.scale, fr.inner, kind, True, drawing)
        if (tops[0] if p.first else tops[1]) + new.height <= fr.bottom:
            p.rows[0][0] = new
            p.cols = 1


def _cols_of(head: layout.Box, inner: float) -> int:
    """The columns a box was cut for."""
    if head.wide:
        return 1
    for n in range(layout.MOST_COLUMNS, 0, -1):
        if abs(layout._columns(inner, n) - head.width) < 1e-6:
            return n
    return 1


def fills(laid: layout.Laid) -> list[float]:
    """How full each page is, as tests/pagecheck.py `page_fills` measures a
    printed page: the share of the safe area's height its rows take (a row
    counting whole where nothing after it in the section fits across the
    width it leaves, else by its boxes' area; the rules box a whole row), or
    of its content area under the boxes (their used width by their height)
    and the rules box, whichever is more."""
    fr = page.frame(laid.paper, 1, laid.bound, laid.book_pages)
    area = fr.inner * (fr.bottom - fr.top)
    opening = laid.section.opening
    used, high = [], []
    for p in laid.pages:
        u = sum(round(b.used, 1) * round(b.height, 1) for r in p.rows for b in r)
        h = 0.0
        if p.first and laid.section.start is not None:  # the section before fills the top
            h += laid.section.start - fr.top
            u += (laid.section.start - fr.top) * fr.inner
        if p.first and opening is not None:
            u += opening[1] * opening[2]
            h += opening[2]
        used.append(u)
        high.append(h)
    narrowest = float("inf")  # of the boxes printed after a row
    for i, p in reversed(list(enumerate(laid.pages))):
        colw = layout._columns(fr.inner, p.cols or laid.cols)
        for r in reversed(p.rows):
            extent = (len(r) - 1) * (colw + layout.HGAP) + round(r[-1].used, 1)
            if r[0].wide:
                extent = round(r[0].used, 1)
            if fr.inner - extent - layout.HGAP < narrowest - 0.05:
                high[i] += max(round(b.height, 1) for b in r)
            else:
                high[i] += sum(round(b.used, 1) * round(b.height, 1) for b in r) / fr.inner
            narrowest = min([narrowest] + [round(b.used, 1) for b in r])
    safe = page.safe_height(laid.paper)
    return [max(u / area, h / safe) for u, h in zip(used, high, strict=True)]


def at_scale(section: layout.Section, scale: float) -> layout.Section:
    return dataclasses.replace(section, scale=scale, fixed=True)


GROW = 0.05  # a section's scale grows by steps of this share of its own
GROW_MOST = 1.3  # and at most this much, to fill its pages
KEY_SHRINK_MOST = 0.5  # a key too tall for a page at its puzzle's scale: down to this share


def pair(
    puzzles: layout.Section,
    keys: layout.Section,
    paper: str,
    bound: bool = True,
    book_pages: int = 0,
    key_scale: float | None = None,
) -> tuple[layout.Laid, layout.Laid]:
    """A book section and its keys, at one scale: the kind's own (as
    layout.lay_out chooses it) where no page but the last of either is under
    MIN_FILL, else the least larger one that gets there (a page of one large
    board, drawn a little larger, rather than a third of it blank), else the
    one with the fewest thin pages. `per_page` keeps its own scale.
    `key_scale` (compact keys): the keys at that scale, whatever the puzzles'."""
    laid = lay_out(puzzles, paper, bound, book_pages)
    own = (
        None if key_scale is None else lay_out(at_scale(keys, key_scale), paper, bound, book_pages)
    )

    fr = page.frame(paper, 1, bound, book_pages)

    def keys_at(scale: float) -> layout.Laid:
        """The keys at the puzzles' scale, or as much smaller as they need to
        fit a page: a key's result and moves under its board may make it
        taller than its puzzle (a board grown to fill a page of its own)."""
        if own is not None:
            return own
        fitted = lay_out(at_scale(keys, scale), paper, bound, book_pages)
        at = scale
        while not _fits(fitted, fr) and at > scale * KEY_SHRINK_MOST:
            at = round(at * (1 - GROW), 3)
            fitted = lay_out(at_scale(keys, at), paper, bound, book_pages)
        return fitted

    best = (laid, keys_at(laid.scale))
    if puzzles.per_page or puzzles.fixed:
        return best
    worst = thin(best)
    if not worst:
        return best
    base, since = laid.scale, 0  # trials since the last that helped
    for step in range(1, round((GROW_MOST - 1) / GROW) + 1):
        scale = round(base * (1 + GROW * step), 3)
        trial = (lay_out(at_scale(puzzles, scale), paper, bound, book_pages), keys_at(scale))
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


def ordered(
    puzzles: layout.Section,
    keys: layout.Section,
    groups: list[int],
    paper: str,
    bound: bool = True,
    book_pages: int = 0,
    key_scale: float | None = None,
) -> tuple[layout.Laid, layout.Laid, list[int]]:
    """`pair`, with the puzzles of one group (a difficulty: `groups[i]` is
    item i's, the groups in order) in the order that fills the pages best:
    as they come where no page but a section's last is under MIN_FILL, else
    the first of `_orders` with the fewest such pages, then the fewest
    pages, then bettered by swapping neighbours (`_swapped`). Every order
    is a function of the drawings' sizes, so the same puzzles are printed in
    the same order. The numbers are printed in the order laid: the i-th
    puzzle printed takes the i-th title, its key too. The order chosen
    (indexes into the items)."""
    plain = list(range(len(puzzles.items)))
    best = (*pair(puzzles, keys, paper, bound, book_pages, key_scale), plain)
    if puzzles.per_page or puzzles.fixed or not thin(best[:2]):
        return best
    fr = page.frame(paper, 1, bound, book_pages)

    def size(i: int) -> tuple[float, float]:
        _, w, h = puzzles.items[i].drawn(fr.inner / puzzles.scale)
        return (round(w, 1), round(h, 1))

    def score(laids: tuple[layout.Laid, ...]) -> tuple[int, int]:
        return (thin(laids), sum(len(laid.pages) for laid in laids))

    key_high = _heights(best[1], keys.items)
    worst = score(best[:2])
    tried = [plain]
    for order in _orders(plain, groups, size, lambda i: key_high[i]):
        if order in tried:
            continue
        tried.append(order)
        trial = pair(
            _in_order(puzzles, order), _in_order(keys, order), paper, bound, book_pages, key_scale
        )
        if score(trial) < worst:
            best, worst = (*trial, order), score(trial)
    return _swapped(best, puzzles, keys, groups, score, paper, bound, book_pages, key_scale)


MOST_SWAPS = 12  # trials of `_swapped` a section, at most


def _swapped(
    best: tuple[layout.Laid, layout.Laid, list[int]],
    puzzles: layout.Section,
    keys: layout.Section,
    groups: list[int],
    score: Callable[[tuple[layout.Laid, layout.Laid]], tuple[int, int]],
    paper: str,
    bound: bool,
    book_pages: int,
    key_scale: float | None = None,
) -> tuple[layout.Laid, layout.Laid, list[int]]:
    """`best` bettered by swapping a puzzle (or key) on a page under MIN_FILL
    with its neighbour in the order, of the same group, while a swap leaves
    fewer such pages (or as many and fewer pages), at most MOST_SWAPS trials:
    a low key between two tall ones that it shares no page with moves next
    to one it does."""
    laids, order = (best[0], best[1]), best[2]
    worst = score(laids)
    trials = 0
    while worst[0] and trials < MOST_SWAPS:
        moves = []
        for laid in laids:
            where = {id(item): n for n, item in enumerate(laid.section.items)}
            for p, f in list(zip(laid.pages, fills(laid), strict=True))[:-1]:
                if f < MIN_FILL:
                    for box in (box for r in p.rows for box in r if box.item is not None):
                        n = where[id(box.item)]
                        moves += [(n, n - 1), (n, n + 1)]
        for a, b in dict.fromkeys(moves):
            if not 0 <= b < len(order) or groups[order[a]] != groups[order[b]]:
                continue
            if trials >= MOST_SWAPS:
                break
            trials += 1
            swapped = list(order)
            swapped[a], swapped[b] = swapped[b], swapped[a]
            trial = pair(
                _in_order(puzzles, swapped),
                _in_order(keys, swapped),
                paper,
                bound,
                book_pages,
                key_scale,
            )
            if score(trial) < worst:
                laids, order, worst = trial, swapped, score(trial)
                break
        else:
            break
    return (*laids, order)


def _heights(laid: layout.Laid, items) -> list[float]:
    """Each item's height as laid, the rest of its steps on the next page too."""
    high = {id(item): 0.0 for item in items}
    last = None
    for p in laid.pages:
        for r in p.rows:
            for b in r:
                last = b.item if b.item is not None else last
                if last is not None:
                    high[id(last)] += b.height
    return [round(high[id(item)], 1) for item in items]


def _orders(plain: list[int], groups: list[int], size, key_high) -> list[list[int]]:
    """The orders `ordered` tries, each within every group: the puzzles by
    their size (width, then height), small first and large first, so that
    boards of one size share pages; then the tallest and the lowest in turn,
    of the puzzles and of their keys as laid (with their steps), so that a
    tall one and a low one share a page where two tall ones do not."""
    out = [
        sorted(plain, key=lambda i: (groups[i], *(sign * v for v in size(i)), i))
        for sign in (1, -1)
    ]
    for high in (lambda i: size(i)[1], key_high):
        turns: list[int] = []
        for g in dict.fromkeys(groups[i] for i in plain):
            tall = sorted((i for i in plain if groups[i] == g), key=lambda i: (-high(i), i))
            while tall:
                turns.append(tall.pop(0))
                if tall:
                    turns.append(tall.pop())
        out.append(turns)
    return out


def _in_order(section: layout.Section, order: list[int]) -> layout.Section:
    """The section's items in `order`, each taking the title of the place it
    comes to (the drawings made so far kept)."""
    titles = [item.title for item in section.items]
    items = [dataclasses.replace(section.items[j], title=titles[i]) for i, j in enumerate(order)]
    return dataclasses.replace(section, items=items)


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
