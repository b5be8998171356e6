"""Printed pages: paper sizes, a grid of puzzles per page, cover, header, footer.

A page is an SVG whose viewBox is in millimetres, so `width="210mm"` prints
at size. Puzzles come as (group, width, height) in mm and are scaled down to
fit their cell of the grid, never up past `max_scale`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import svgwrite

from puzzles.drawing import PAPERS, style

MARGIN = 14.0
HEADER = 16.0
FOOTER = 10.0


@dataclass
class Item:
    """One puzzle in a grid cell: its drawing and the line above it."""

    drawn: tuple  # (group, width_mm, height_mm)
    title: str = ""
    note: str = ""


def _size(value: float) -> str:
    return f"{value:g}mm"


def new_page(paper: str) -> tuple[svgwrite.Drawing, float, float]:
    width, height = PAPERS[paper]
    dwg = svgwrite.Drawing(
        size=(_size(width), _size(height)), viewBox=f"0 0 {width:g} {height:g}", debug=False
    )
    style.add_patterns(dwg)
    dwg.add(style.rect(0, 0, width, height, fill=style.PAPER_WHITE))
    return dwg, width, height


def header(dwg, width: float, title: str, subtitle: str = "") -> float:
    """The title, a subtitle wrapped under it, and a rule; returns the y below."""
    dwg.add(
        style.text(title, MARGIN, MARGIN + 3, 7, anchor="start", bold=True, **{"class": "title"})
    )
    y = MARGIN + 10
    if subtitle:
        y = paragraph(dwg, subtitle, MARGIN, y, width - 2 * MARGIN, 3.8) - 2
    y = max(y, MARGIN + HEADER - 4) + 2
    dwg.add(style.line(MARGIN, y, width - MARGIN, y, stroke=style.INK, stroke_width=0.3))
    return y + 3


def footer(dwg, width: float, height: float, content: str) -> None:
    dwg.add(
        style.text(
            content,
            width / 2,
            height - MARGIN / 2 - 2,
            3.5,
            fill=style.GREY,
            **{"class": "page-number"},
        )
    )


def name_fields(dwg, width: float, y: float, name: str, date: str) -> float:
    """A name line and a date line to write on; returns the y below them."""
    x = MARGIN
    dwg.add(style.text(name + ":", x, y, 5, anchor="start", bold=True, **{"class": "name"}))
    dwg.add(style.line(x + 22, y + 2.5, width * 0.62, y + 2.5, stroke=style.INK, stroke_width=0.3))
    dx = width * 0.66
    dwg.add(style.text(date + ":", dx, y, 5, anchor="start", bold=True, **{"class": "date"}))
    dx2 = dx + len(date) * 5 * 0.66 + 4
    dwg.add(style.line(dx2, y + 2.5, width - MARGIN, y + 2.5, stroke=style.INK, stroke_width=0.3))
    return y + 10


def wrap(content: str, chars: int) -> list[str]:
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
    return lines


def paragraph(dwg, content: str, x: float, y: float, width: float, size: float = 4.2) -> float:
    """Text wrapped to `width` mm; returns the y below it."""
    for line in wrap(content, int(width / (size * 0.52))):
        dwg.add(style.text(line, x, y, size, anchor="start", **{"class": "instructions"}))
        y += size * 1.35
    return y


def grid(
    dwg,
    items: Sequence[Item],
    top: float,
    bottom: float,
    width: float,
    cols: int,
    rows: int,
    max_scale: float = 1.6,
) -> None:
    """Lay `items` out in `cols` x `rows` cells between `top` and `bottom`."""
    cell_w = (width - 2 * MARGIN) / cols
    cell_h = (bottom - top) / rows
    for i, item in enumerate(items):
        r, c = divmod(i, cols)
        x0, y0 = MARGIN + c * cell_w, top + r * cell_h
        caption = 0.0
        if item.title:
            dwg.add(
                style.text(
                    item.title,
                    x0 + 2,
                    y0 + 4,
                    4.6,
                    anchor="start",
                    bold=True,
                    **{"class": "puzzle-title"},
                )
            )
            if item.note:
                dwg.add(
                    style.text(
                        item.note,
                        x0 + cell_w - 4,
                        y0 + 4,
                        3.6,
                        anchor="end",
                        fill=style.GREY,
                        **{"class": "difficulty"},
                    )
                )
            caption = 8.0
        group, w, h = item.drawn
        avail_w, avail_h = cell_w - 6, cell_h - caption - 5
        scale = min(avail_w / w, avail_h / h, max_scale)
        x = x0 + (cell_w - w * scale) / 2
        y = y0 + caption + 1
        dwg.add(style.place(group, x, y, scale))


def cover(paper: str, title: str, lines: Sequence[str], art=None):
    """A cover page: the title, some lines, and a drawing in the middle."""
    dwg, width, height = new_page(paper)
    dwg.add(style.text(title, width / 2, height * 0.2, 16, bold=True, **{"class": "title"}))
    y = height * 0.2 + 16
    for line in lines:
        dwg.add(style.text(line, width / 2, y, 5.5, **{"class": "subtitle"}))
        y += 9
    if art is not None:
        group, w, h = art
        scale = min((width - 4 * MARGIN) / w, (height * 0.45) / h, 2.5)
        dwg.add(style.place(group, (width - w * scale) / 2, height * 0.42, scale))
    return dwg


def text_of(dwg: svgwrite.Drawing) -> str:
    return dwg.tostring() + "\n"
