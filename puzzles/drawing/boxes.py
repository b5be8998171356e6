"""One puzzle (or key) as a page lays it out: its drawing, its title and
facts, a key's steps under it or beside it, measured (`Box`), cut where a
page ends (`_split`: between sentences, leaving a third of a page to go on
where the steps are that long) and drawn (`_draw_box`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from puzzles.drawing import page, style


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
    beside: float = 0.0  # the steps' x from the box's left, beside the drawing (0: under it)
    starts: tuple[int, ...] = ()  # the step lines a step or a sentence starts on
    label: float = 0.0  # beside: the height of the title over the steps

    @property
    def height(self) -> float:
        if self.beside:
            return self.caption + max(self.art, self.label + self.line * len(self.steps))
        return self.caption + self.art + self.line * len(self.steps)


def _box(
    item: Item,
    scale: float,
    width: float,
    kind: page.Type,
    wide: bool,
    drawing=None,
    beside: bool = False,
) -> Box:
    drawing = drawing or item.drawn(width / scale)
    _, w, h = drawing
    facts = page.lines_of(item.facts, width, kind.small) if item.facts else []
    steps, starts = _step_lines(item.steps, width, kind.small)
    if beside and steps and not facts:
        line = kind.small * kind.leading
        label = kind.head * 1.4 if item.title or item.note else 0.0
        lowest = label + 1.5 + h * scale + 1.5 + line * len(steps)  # the steps under it
        best = None
        # as drawn for the column, or narrower (a line wraps, a board's cards
        # go under it or keep just the room they need beside it) to leave
        # the steps room beside it
        narrower = [item.drawn((width - room - BESIDE_GAP) / scale) for room in BESIDE_ROOMS]
        # as much wider as the steps' type is larger than a key's 7 pt
        least = BESIDE_LEAST * max(1.0, kind.small / KEY_SMALL)
        for d in (drawing, *narrower):
            room = width - d[1] * scale - BESIDE_GAP
            if room < least:
                continue
            by, by_starts = _step_lines(item.steps, room, kind.small)
            high = max(d[2] * scale, label + line * len(by))
            if high < lowest - 1e-6:
                lowest, best = high, (d, by, by_starts)
        if best is not None:
            d, by, by_starts = best
            return Box(
                item,
                item.title,
                item.note,
                d,
                [],
                by,
                width,
                width,
                0.0,
                d[2] * scale,
                line,
                wide,
                beside=d[1] * scale + BESIDE_GAP,
                starts=by_starts,
                label=label,
            )
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
        kind.small * kind.leading,
        wide,
        starts=starts,
    )


BESIDE_GAP = 3.0  # mm between a key's drawing and its steps beside it
BESIDE_LEAST = 38.0  # mm the steps beside a drawing need at least
BESIDE_ROOMS = (60.0, BESIDE_LEAST)  # mm a drawing drawn narrower leaves its steps
KEY_SMALL = 7 * 25.4 / 72  # mm: a compact key's steps, for which BESIDE_LEAST is made


def _step_lines(steps: Sequence[str], width: float, size: float) -> tuple[list[str], tuple]:
    """The steps wrapped to `width`, and the lines a break may come before:
    a step's first, or one after a line that ends a sentence."""
    lines: list[str] = []
    starts: list[int] = []
    for s in steps:
        for i, ln in enumerate(page.lines_of(s, width, size)):
            if i == 0 or lines[-1].rstrip().endswith((".", "!", "?")):
                starts.append(len(lines))
            lines.append(ln)
    return lines, tuple(starts)


def _split(
    box: Box, room: float, continued: str, least_rest: float = 0.0
) -> tuple[Box, Box | None]:
    """As much of `box` as fits `room` mm, and the rest of its steps (or
    None): cut before a step or a sentence, never inside one, and leaving
    the rest at least `least_rest` mm high where the steps allow (a
    continuation of two lines reads as a stray)."""
    if box.height <= room:
        return box, None
    below = box.label if box.beside else box.art
    fit = max(0, int((room - box.caption - below) // box.line))
    fit = min(fit, len(box.steps))
    rest_caption = box.caption - box.line * len(box.facts) if box.caption else 0.0
    if box.beside:
        rest_caption = box.label + 1.5
    most = len(box.steps) - max(0, -int(-(least_rest - rest_caption) // box.line))
    if box.starts:
        cuts = [c for c in box.starts if c <= min(fit, most)] or [c for c in box.starts if c <= fit]
        fit = max(cuts) if cuts else 0
    if fit == 0 and box.item is None:
        # A continuation whose one sentence is taller than the room (a narrow
        # column, long German words): cut inside it, at least a line, or the
        # same continuation would be queued again page after page for ever.
        fit = max(1, min(len(box.steps), int((room - box.caption - below) // box.line)))
    head = Box(
        **{
            **box.__dict__,
            "steps": box.steps[:fit],
            "starts": tuple(c for c in box.starts if c < fit),
        }
    )
    rest = Box(
        **{
            **box.__dict__,
            "item": None,
            "title": _continued(box.title, continued),
            "note": "",
            "drawing": None,
            "facts": [],
            "steps": box.steps[fit:],
            "art": 0.0,
            "caption": rest_caption,
            "beside": 0.0,
            "label": 0.0,
            "starts": tuple(c - fit for c in box.starts if c >= fit),
        }
    )
    return head, rest


def _continued(title: str, continued: str) -> str:
    """The title of a key's steps going on: "4. (continued)", said once
    however many pages they go on over."""
    said = f"({continued})"
    if title.endswith(said):
        return title
    return f"{title} {said}" if title else said


def _draw_box(dwg, b: Box, x: float, y: float, scale: float, kind: page.Type) -> None:
    g = style.group(**{"class": "item", "data-box": f"{x:.1f} {y:.1f} {b.used:.1f} {b.height:.1f}"})
    cy = y
    tx = x + b.beside  # beside: the title over the steps, right of the drawing
    if b.title or b.note:
        cy += kind.head * 0.6
        if b.title:
            g.add(
                style.text(
                    b.title,
                    tx,
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
    if b.beside:
        x, cy = tx, y + b.label
    else:
        cy += b.art
    for line in b.steps:
        g.add(style.text(line, x, cy + b.line / 2, kind.small, anchor="start", class_="step"))
        cy += b.line
    dwg.add(g)
