"""A book's own pages: title page, copyright page, how to use it, contents,
the "Answers" divider and blank pages. Each is one SVG page at trim size
(with bleed where asked), every text fitted inside the frame: long titles
shrink to a floor and then wrap.
"""

from __future__ import annotations

from collections.abc import Sequence

from puzzles.drawing import page, style

TYPE = page.Type.for_reader("adult")
BAND = style.COLOURS["B"]


def _centred(dwg, fr: page.Frame, content: str, y: float, size: float, least: float, **kw) -> float:
    lines, size = page.fit(content, fr.inner, size, least, most_lines=3, bold=kw.get("bold", False))
    mid = (fr.left + fr.right) / 2
    for line in lines:
        dwg.add(style.text(line, mid, y, size, **kw))
        y += size * 1.3
    return y


def _edge(dwg, fr: page.Frame, number: int, bleed: bool) -> None:
    """Art on the page's outer edge: a band running into the bleed, only where
    the file has bleed (without it a service cannot trim art to the edge)."""
    if not bleed:
        return
    x = fr.width - 6.0 if number % 2 else -page.BLEED
    w = 6.0 + page.BLEED
    dwg.add(style.rect(x, -page.BLEED, w, fr.height + 2 * page.BLEED, fill=BAND, class_="bleed"))


def title_page(paper: str, title: str, subtitle: str, author: str, pages: int, bleed: bool) -> str:
    dwg = page.new_page(paper)
    fr = page.frame(paper, 1, True, pages)
    y = _centred(dwg, fr, title, fr.height * 0.3, 11.0, 6.0, bold=True, **{"class": "title"})
    if subtitle:
        y = _centred(dwg, fr, subtitle, y + 4, 5.0, 3.2, **{"class": "subtitle"})
    if author:
        _centred(dwg, fr, author, fr.height * 0.62, 5.0, 3.2, bold=True, **{"class": "author"})
    _edge(dwg, fr, 1, bleed)
    return page.finish(dwg, paper, 1, pages, bleed)


def text_page(
    paper: str,
    number: int,
    pages: int,
    bleed: bool,
    heading: str,
    paragraphs: Sequence[str],
    foot: str = "",
    at_foot: bool = False,
) -> str:
    """A heading and paragraphs (the copyright page sets them at the foot)."""
    dwg = page.new_page(paper)
    fr = page.frame(paper, number, True, pages)
    size = TYPE.body if not at_foot else TYPE.small
    lines = [page.lines_of(p, fr.inner, size) for p in paragraphs]
    height = sum(len(ls) * size * 1.35 + size for ls in lines)
    y = fr.top
    if heading:
        y = page.header(dwg, fr, TYPE, heading) + 2
    if at_foot:
        y = max(y, fr.bottom - height)
    for ls in lines:
        for line in ls:
            y += size * 0.6
            dwg.add(style.text(line, fr.left, y, size, anchor="start", class_="body"))
            y += size * 0.75
        y += size
    if foot:
        page.footer(dwg, fr, TYPE, foot)
    return page.finish(dwg, paper, number, pages, bleed)


def contents_lines(paper: str, pages: int) -> int:
    """How many entries one contents page holds."""
    fr = page.frame(paper, 1, True, pages)
    return max(1, int((fr.bottom - fr.top - 20) // (TYPE.body * 1.9)))


def contents(
    paper: str,
    number: int,
    pages: int,
    bleed: bool,
    heading: str,
    entries: Sequence[tuple[str, int, bool]],
    foot: str,
) -> str:
    """Entries (text, page, indented), each with its page number at the right
    and dots between."""
    dwg = page.new_page(paper)
    fr = page.frame(paper, number, True, pages)
    y = page.header(dwg, fr, TYPE, heading) + 3
    size = TYPE.body
    for text, at, indented in entries:
        x = fr.left + (5.0 if indented else 0.0)
        num = str(at)
        room = fr.right - x - page.measure(num, size) - 4
        lines, s = page.fit(text, room, size, TYPE.small, bold=not indented)
        label = lines[0] if len(lines) == 1 else lines[0].rstrip() + "…"
        while page.measure(label, s, not indented) > room and len(label) > 2:
            label = label[:-2] + "…"
        y += size * 0.6
        dwg.add(style.text(label, x, y, s, anchor="start", bold=not indented, **{"class": "entry"}))
        dots_x = x + page.measure(label, s, not indented) + 2
        end = fr.right - page.measure(num, size) - 2
        if end > dots_x:
            dwg.add(
                style.line(
                    dots_x,
                    y + s * 0.3,
                    end,
                    y + s * 0.3,
                    stroke=style.GREY,
                    stroke_width=0.3,
                    stroke_dasharray="0.3 1.2",
                )
            )
        dwg.add(style.text(num, fr.right, y, size, anchor="end", class_="entry-page"))
        y += size * 1.3
    page.footer(dwg, fr, TYPE, foot)
    return page.finish(dwg, paper, number, pages, bleed)


def divider(
    paper: str, number: int, pages: int, bleed: bool, heading: str, note: str, foot: str
) -> str:
    """A section's or the answers' opening page: its name large, a note under."""
    dwg = page.new_page(paper)
    fr = page.frame(paper, number, True, pages)
    y = _centred(dwg, fr, heading, fr.height * 0.38, 12.0, 6.0, bold=True, **{"class": "title"})
    if note:
        mid = (fr.left + fr.right) / 2
        for line in page.lines_of(note, fr.inner * 0.8, TYPE.body):
            dwg.add(style.text(line, mid, y + 3, TYPE.body, class_="note"))
            y += TYPE.body * 1.35
    _edge(dwg, fr, number, bleed)
    page.footer(dwg, fr, TYPE, foot)
    return page.finish(dwg, paper, number, pages, bleed)


def blank(paper: str, number: int, pages: int, bleed: bool) -> str:
    dwg = page.new_page(paper)
    return page.finish(dwg, paper, number, pages, bleed)


def dedication(paper: str, number: int, pages: int, bleed: bool, content: str) -> str:
    """The dedication, on a page of its own: centred, a third of the way down."""
    dwg = page.new_page(paper)
    fr = page.frame(paper, number, True, pages)
    mid = (fr.left + fr.right) / 2
    y = fr.height * 0.3
    for line in page.lines_of(content, fr.inner * 0.8, TYPE.body):
        dwg.add(style.text(line, mid, y, TYPE.body, class_="dedication"))
        y += TYPE.body * 1.4
    return page.finish(dwg, paper, number, pages, bleed)


NOTE_LINE = 8.0  # mm between a notes page's rules


def notes(paper: str, number: int, pages: int, bleed: bool, heading: str, foot: str) -> str:
    """A notes page: a heading and ruled lines to write on (a short book's pad)."""
    dwg = page.new_page(paper)
    fr = page.frame(paper, number, True, pages)
    y = page.header(dwg, fr, TYPE, heading) + NOTE_LINE
    while y <= fr.bottom:
        dwg.add(style.line(fr.left, y, fr.right, y, stroke=style.GREY, stroke_width=0.25))
        y += NOTE_LINE
    page.footer(dwg, fr, TYPE, foot)
    return page.finish(dwg, paper, number, pages, bleed)
