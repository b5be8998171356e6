"""Printed pages: paper and its margins, type sizes per reader, headings,
footers, name fields, paragraphs, the rules box and the cover.

A page is an SVG whose viewBox is in millimetres, so `width="210mm"` prints
at size. Books are bound: odd pages (rectos) have the binding margin on the
left, even pages on the right. `layout` flows puzzles between head and foot.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

import svgwrite

from puzzles.drawing import LARGE_TEXT, PAPERS, metrics, minimum, style

LARGE = round(LARGE_TEXT + 0.005, 2)  # mm: a large-print book's least text
FOOTER_MOST = 3.8  # mm: the largest page number (a child's least text)
FOOTER = 8.0  # mm kept for the page number above the bottom margin
GAP = 5.0  # mm between blocks
INCH = 25.4
BLEED = 0.125 * INCH  # what a print service trims off the outer three sides
SAFE = 0.375 * INCH  # nothing printed nearer a trimmed edge than this
# The binding margin print services ask for, by page count: (up to, inches).
GUTTERS = ((150, 0.375), (300, 0.5), (500, 0.625), (700, 0.75), (10**9, 0.875))
READING = 4.0  # mm between the gutter and the text, so no word sinks into the fold


@dataclass(frozen=True)
class Profile:
    """What a print service asks of the pages (domino_puzzles/services.py,
    as plain numbers): `margin` in mm kept inside the trim on every side
    (None: the tool's own 11 or 12 mm, which meet KDP's), the gutter by page
    count, and bleed on all four sides (Lulu) or three (KDP, IngramSpark)."""

    margin: float | None = None
    gutters: tuple[tuple[int, float], ...] = GUTTERS
    four_sides: bool = False


TOOL_PROFILE = Profile()
_profile = [TOOL_PROFILE]  # the pages being drawn; forked workers inherit it


@contextmanager
def using(profile: Profile) -> Iterator[None]:
    """Pages laid out and drawn inside this block meet `profile`."""
    _profile.append(profile)
    try:
        yield
    finally:
        _profile.pop()


def profile() -> Profile:
    return _profile[-1]


def gutter(pages: int) -> float:
    """The gutter in mm for a bound book of `pages` pages."""
    return next(inches for most, inches in profile().gutters if pages <= most) * INCH


@dataclass(frozen=True)
class Type:
    """Type sizes in mm for one reader; `small` is never below the reader's minimum."""

    title: float
    head: float
    body: float
    small: float
    rules: float
    leading: float = 1.3  # a line of `small` text is this many times its size high
    footer: float = FOOTER_MOST  # the page number at most (a young sheet's: 14 pt)

    @classmethod
    def for_reader(cls, reader: str) -> Type:
        if reader == "child":
            least = max(3.8, minimum(reader)["text"])
            return cls(title=7.5, head=5.4, body=4.6, small=least, rules=4.0)
        if reader == "large":  # a large-print book: nothing under 14 pt
            return cls(title=9.0, head=6.4, body=LARGE, small=LARGE, rules=LARGE)
        if reader == "young":  # a sheet for 6-7: nothing under 14 pt, its page number too
            return cls(title=9.0, head=6.4, body=LARGE, small=LARGE, rules=LARGE, footer=LARGE)
        return cls(
            title=6.5, head=4.6, body=3.6, small=max(2.9, minimum(reader)["text"]), rules=3.4
        )


@dataclass(frozen=True)
class Frame:
    """Where a page's content may go."""

    width: float
    height: float
    left: float
    right: float
    top: float
    bottom: float

    @property
    def inner(self) -> float:
        return self.right - self.left


def frame(paper: str, number: int = 1, bound: bool = True, pages: int = 0) -> Frame:
    """The content area of page `number` of a book of `pages` pages; a bound
    book's gutter (by its page count) on the spine side: left on odd pages."""
    width, height = PAPERS[paper]
    # 12 mm all round (11 on the small book trims): two 7x7 boards of 12 mm
    # cards side by side on A4 and letter; more where the service asks more.
    margin = 11.0 if width < 200 else 12.0
    asked = profile().margin
    if asked is not None:
        margin = max(margin, asked + MARGIN_SLACK)
    inside = max(margin, gutter(pages) + READING) if bound else margin
    left = inside if number % 2 else margin
    right = width - (margin if number % 2 else inside)
    return Frame(width, height, left, right, margin, height - margin - FOOTER)


MARGIN_SLACK = 1.5  # mm between a service's margin and the frame: a text's ascent


def safe_height(paper: str) -> float:
    """The height of a page's safe area: the trim less SAFE at top and bottom."""
    return PAPERS[paper][1] - 2 * SAFE


def new_page(paper: str) -> svgwrite.Drawing:
    """A white page at trim size; `finish` adds the bleed where asked."""
    width, height = PAPERS[paper]
    dwg = svgwrite.Drawing(
        size=(f"{width:g}mm", f"{height:g}mm"), viewBox=f"0 0 {width:g} {height:g}", debug=False
    )
    style.add_patterns(dwg)
    dwg.add(
        style.rect(
            -BLEED,
            -BLEED,
            width + 2 * BLEED,
            height + 2 * BLEED,
            fill=style.PAPER_WHITE,
            **{"class": "paper"},
        )
    )
    return dwg


def finish(dwg: svgwrite.Drawing, paper: str, number: int, pages: int, bleed: bool) -> str:
    """The page as SVG text, its trim and place in the book stated on it (what
    tests/pagecheck.py measures against); with `bleed` the sheet grows by BLEED
    on the top, bottom and outer side, and art drawn past the trim shows there."""
    width, height = PAPERS[paper]
    dwg.attribs["data-trim"] = f"{width:g} {height:g}"
    dwg.attribs["data-page"] = str(number)
    dwg.attribs["data-pages"] = str(pages)
    if bleed:
        four = profile().four_sides
        left = BLEED if number % 2 == 0 or four else 0.0  # a left-hand page's outer side
        w, h = width + (2 if four else 1) * BLEED, height + 2 * BLEED
        dwg.attribs["width"] = f"{w:g}mm"
        dwg.attribs["height"] = f"{h:g}mm"
        dwg.attribs["viewBox"] = f"{-left:g} {-BLEED:g} {w:g} {h:g}"
        dwg.attribs["data-bleed"] = f"{BLEED:g}"
    return text_of(dwg)


def tab(dwg, fr: Frame, number: int, index: int) -> None:
    """A thumb tab: a dark block on the outer edge, lower for each section, run
    off into the bleed so that the trim never leaves a white sliver."""
    h = 18.0
    y = SAFE + 8 + (index % 8) * (h + 2)
    x = fr.width - 4.0 if number % 2 else -BLEED
    dwg.add(style.rect(x, y, 4.0 + BLEED, h, fill=style.COLOURS["B"], **{"class": "bleed tab"}))


def measure(content: str, size: float, bold: bool = False) -> float:
    """The printed width of a line in mm (real font widths)."""
    return metrics.width(content, size, bold)


def lines_of(content: str, width: float, size: float, bold: bool = False) -> list[str]:
    """`content` broken into lines no wider than `width` mm; a word wider than
    a line is broken where it must, down to a letter a line where the width
    holds none (it ran forever at a width of 0 or less: a board's cards
    tried beside it in a column leaving no room)."""
    return list(_lines_of(content, width, size, bold))


@functools.lru_cache(maxsize=1 << 16)
def _lines_of(content: str, width: float, size: float, bold: bool) -> tuple[str, ...]:
    # Kept for the same words at the same width (a layout tries each key at
    # many widths, and many keys share sentences), and measured in whole
    # units a word at a time: a line's units are its words' and spaces'
    # added up, the same number `measure` gives the whole line.
    lines: list[str] = []
    current, used = "", 0
    space = metrics.units(" ", bold)
    for w in content.split():
        units = metrics.units(w, bold)
        while len(w) > 1 and units * size / 1000 > width:
            cut = len(w)
            while cut > 1 and measure(w[:cut], size, bold) > width:
                cut -= 1
            if current:
                lines.append(current)
                current, used = "", 0
            lines.append(w[:cut])
            w = w[cut:]
            units = metrics.units(w, bold)
        if not current:
            current, used = w, units
        elif (used + space + units) * size / 1000 > width:
            lines.append(current)
            current, used = w, units
        else:
            current, used = f"{current} {w}", used + space + units
    if current:
        lines.append(current)
    return tuple(lines)


def fit(
    content: str, width: float, size: float, least: float, most_lines: int = 1, bold: bool = False
) -> tuple[list[str], float]:
    """Lines and a size for `content` in `width` mm: at `size` if it takes at
    most `most_lines` lines, else smaller down to `least`, and then wrapped
    into as many lines as it needs."""
    s = size
    while True:
        lines = lines_of(content, width, s, bold)
        if len(lines) <= most_lines or s <= least:
            return lines, s
        s = max(least, s * 0.92)


def text_width(content: str, size: float) -> float:
    """A generous estimate of a line's width in DejaVu Sans."""
    return len(content) * size * 0.58


def wrap(content: str, width: float, size: float) -> list[str]:
    """`content` in lines of about `width` mm, counted in letters of an
    average width; where a line of wide letters (accents, `~`, `W`) would be
    wider than `width`, the whole text is broken by the font's real widths
    (`lines_of`) instead, so no line is wider than `width`."""
    chars = max(8, int(width / (size * 0.58)))
    lines: list[str] = []
    current = ""
    for w in content.split():
        if current and len(current) + 1 + len(w) > chars:
            lines.append(current)
            current = w
        else:
            current = f"{current} {w}".strip()
    if current:
        lines.append(current)
    if any(measure(line, size) > width for line in lines):
        return lines_of(content, width, size)
    return lines


def paragraph(group, content: str, x: float, y: float, width: float, size: float, **extra):
    """Text wrapped to `width` mm, its first line centred on `y`; returns the y below."""
    for line in wrap(content, width, size):
        group.add(style.text(line, x, y, size, anchor="start", **extra))
        y += size * 1.3
    return y


def header(
    dwg, fr: Frame, kind: Type, title: str, subtitle: str = "", fixed: bool = False
) -> float:
    """The title (smaller, then wrapped, when long; `fixed`: at its one size,
    wrapped), a subtitle wrapped under it, and a rule; returns the y below."""
    if fixed:
        lines, size = lines_of(title, fr.inner, kind.title, bold=True), kind.title
    else:
        lines, size = fit(title, fr.inner, kind.title, kind.head, bold=True)
    y = fr.top + size * 0.5
    for i, line in enumerate(lines):
        y += size * 1.2 if i else 0.0
        dwg.add(style.text(line, fr.left, y, size, anchor="start", bold=True, **{"class": "title"}))
    y += size * 0.5 + kind.body
    if subtitle:
        for line in lines_of(subtitle, fr.inner, kind.body):
            dwg.add(style.text(line, fr.left, y, kind.body, anchor="start", class_="instructions"))
            y += kind.body * 1.3
        y -= kind.body * 0.5
    dwg.add(style.line(fr.left, y, fr.right, y, stroke=style.INK, stroke_width=0.3))
    return y + 3


def running_head(dwg, fr: Frame, kind: Type, content: str) -> float:
    """A page's small running head on its outer side (what the page holds:
    "Chains · 12–18") over a hairline; returns the y below. Its height is
    the same whatever it says."""
    size = kind.small
    y = fr.top + size * 0.8
    outer_right = fr.left > fr.width - fr.right  # a right-hand page
    x = fr.right if outer_right else fr.left
    if content:
        line = fit(content, fr.inner, size, size * 0.8)[0][0]
        anchor = "end" if outer_right else "start"
        dwg.add(style.text(line, x, y, size, anchor=anchor, class_="running-head"))
    y += size * 0.6
    dwg.add(style.line(fr.left, y, fr.right, y, stroke=style.INK, stroke_width=0.15))
    return y + 3


def footer(dwg, fr: Frame, kind: Type, content: str) -> None:
    x = fr.right if fr.left > fr.width - fr.right else fr.left
    anchor = "end" if x == fr.right else "start"
    # a page number no larger than a child's text: a large-print page's
    # would reach into the margin under it
    size = min(kind.small, kind.footer)
    y = fr.height - (fr.height - fr.bottom) / 2 - FOOTER / 4
    if profile().margin is not None:  # on the margin's line, its descent inside
        y = fr.bottom + FOOTER - size * 0.3
    # and never nearer the trim than SAFE, a service's least margin with
    # bleed: a large-print page number (3.8 mm) centred in the band under the
    # frame reached 9.3 mm from it (its box reaches 0.58 of its size below
    # its centre line)
    y = min(y, fr.height - SAFE - size * 0.6 - 0.1)
    dwg.add(
        style.text(
            content,
            x,
            y,
            size,
            anchor=anchor,
            fill=style.INK,
            class_="page-number",
        )
    )


def name_fields(
    dwg, fr: Frame, kind: Type, y: float, name: str, date: str, pupil: str = ""
) -> float:
    """A name line and a date line to write on, the `pupil`'s name on its line
    where given; returns the y below them."""
    size = kind.head
    y += size
    split = fr.left + fr.inner * 0.64
    dwg.add(
        style.text(name + ":", fr.left, y, size, anchor="start", bold=True, **{"class": "name"})
    )
    x1 = fr.left + text_width(name + ":", size) + 2
    if pupil:
        mark: dict[str, str] = {"class": "pupil"}
        dwg.add(style.text(pupil, x1 + 3, y, size, "start", False, **mark))
    dwg.add(
        style.line(
            x1, y + size * 0.5, split - 6, y + size * 0.5, stroke=style.INK, stroke_width=0.3
        )
    )
    dwg.add(style.text(date + ":", split, y, size, anchor="start", bold=True, **{"class": "date"}))
    x2 = split + text_width(date + ":", size) + 2
    dwg.add(
        style.line(x2, y + size * 0.5, fr.right, y + size * 0.5, stroke=style.INK, stroke_width=0.3)
    )
    return y + size * 1.6


def rules_box(
    kind: Type,
    heading: str,
    rules: Sequence[str],
    example,
    caption: str,
    width: float,
    under: bool = False,
):
    """A framed box: the rules as short lines on the left, a worked example drawn
    on the right with its caption (`under`, or on a narrow page: under the
    rules, which then take the whole width). `example` is (group, w, h) at the
    size it should print. Returns (group, width, height)."""
    g = style.group(**{"class": "rules"})
    pad = 3.0
    ex_g, ex_w, ex_h = example
    cap_lines = wrap(caption, max(ex_w, 40.0), kind.small)
    ex_col = max(ex_w, min(40.0, max(text_width(c, kind.small) for c in cap_lines)))
    text_w = width - 3 * pad - ex_col
    if text_w < 60 or under:  # a narrow page: the example goes under the rules
        text_w, ex_col = width - 2 * pad, 0.0
    y = pad + kind.head * 0.6
    g.add(style.text(heading, pad, y, kind.head, anchor="start", bold=True))
    y += kind.head * 0.6 + kind.rules
    for rule in rules:
        lines = wrap(rule, text_w - 4, kind.rules)
        g.add(style.text("•", pad, y, kind.rules, anchor="start"))
        for line in lines:
            g.add(style.text(line, pad + 3.5, y, kind.rules, anchor="start", class_="rule"))
            y += kind.rules * 1.3
        y += kind.rules * 0.2
    if ex_col:
        ex_x, ex_y = width - pad - ex_col + (ex_col - ex_w) / 2, pad + 1
    else:
        ex_x, ex_y = pad, y
    g.add(style.place(ex_g, ex_x, ex_y))
    cy = ex_y + ex_h + kind.small
    for line in cap_lines:
        g.add(
            style.text(
                line, ex_x if not ex_col else width - pad - ex_col, cy, kind.small, anchor="start"
            )
        )
        cy += kind.small * 1.3
    height = max(y, cy) + pad - kind.rules * 0.5
    g.add(style.rect(0, 0, width, height, fill="none", stroke=style.INK, stroke_width=0.4, rx=1.5))
    return g, width, height


def cover(paper: str, kind: Type, title: str, lines: Sequence[str], emblems) -> svgwrite.Drawing:
    """A cover page: the title, some lines, and the kinds' emblems, which show
    no puzzle of the book and so no answer."""
    dwg = new_page(paper)
    fr = frame(paper, 1)
    mid = (fr.left + fr.right) / 2
    y = fr.height * 0.2
    size = min(16.0, fr.inner / max(1, len(title)) / 0.62)
    dwg.add(style.text(title, mid, y, size, bold=True, **{"class": "title"}))
    y += size + 4
    for line in lines:
        dwg.add(style.text(line, mid, y, kind.head, class_="subtitle"))
        y += kind.head * 1.7
    emblems = list(emblems)
    if emblems:
        gap = 8.0
        total = sum(w for _, w, _ in emblems) + gap * (len(emblems) - 1)
        tallest = max(h for _, _, h in emblems)
        scale = min(fr.inner / total, (fr.bottom - y - 20) / tallest, 1.6)
        x = mid - total * scale / 2
        top = y + (fr.bottom - y - tallest * scale) / 2
        for g, w, h in emblems:
            dwg.add(style.place(g, x, top + (tallest - h) * scale / 2, scale))
            x += (w + gap) * scale
    return dwg


def text_of(dwg: svgwrite.Drawing) -> str:
    """The page's SVG text, as `dwg.tostring()` gives it (puzzles/drawing/svgtext.py),
    no line on it thinner than a print service takes (LEAST_LINE)."""
    from puzzles.drawing import LEAST_LINE, svgtext

    return svgtext.text_of(dwg, LEAST_LINE) + "\n"


STEP_PICTURE = 32.0  # mm: a young sheet's step picture at most this high


def steps_box(kind: Type, steps: Sequence[tuple[tuple, str]], width: float, least: float = 1.5):
    """A young sheet's opening: its steps side by side, each a number in a
    disc, a drawing of the move and its sentence under it (`steps`: ((group,
    w, h), sentence) each, the drawing in mm at scale 1, drawn larger to
    STEP_PICTURE high where its column is wide enough); one under the other
    where side by side would draw a picture under `least` times its size (a
    child's tile at 12 mm: an A5 page). Returns (group, width, height)."""
    g = style.group(**{"class": "young-steps"})
    pad, disc = 3.0, kind.head * 1.3

    def scale_in(col: float, w: float, h: float) -> float:
        return min(STEP_PICTURE / h, (col - disc - 6) / w, 1.6)

    across = len(steps)
    col = (width - pad * (across + 1)) / across
    if any(scale_in(col, w, h) < least for (_, w, h), _ in steps):
        across, col = 1, width - 2 * pad
    bottom, top = 0.0, pad
    for i, ((picture, w, h), sentence) in enumerate(steps):
        x = pad + (i % across) * (col + pad)
        if across == 1 and i:
            top = bottom
        step = style.group(**{"class": "young-step"})
        step.add(style.circle(x + disc / 2, top + disc / 2, disc / 2, fill=style.INK))
        step.add(
            style.text(
                str(i + 1),
                x + disc / 2,
                top + disc / 2,
                kind.head,
                bold=True,
                fill=style.PAPER_WHITE,
                **{"class": "step-number"},
            )
        )
        room = col - disc - 6
        scale = scale_in(col, w, h)
        px = x + disc + 2 + (room - w * scale) / 2
        step.add(style.place(picture, px, top + 1, scale))
        y = top + 1 + max(h * scale, disc) + kind.body
        for line in wrap(sentence, col, kind.body):
            step.add(style.text(line, x, y, kind.body, anchor="start", class_="step-words"))
            y += kind.body * 1.3
        bottom = max(bottom, y - kind.body * 0.5 + pad)
        g.add(step)
    g.add(style.rect(0, 0, width, bottom, fill="none", stroke=style.INK, stroke_width=0.4, rx=1.5))
    return g, width, bottom
