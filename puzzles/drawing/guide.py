"""A section's guide pages (a book's `guide: true`, `--guide`): a puzzle of
the kind solved step by step, and a page of solving tips.

The worked example draws the puzzle and its answer at the book's scale (the
scale its puzzles print at: their words 7 pt and lines 0.75 pt), side by
side where the page is wide enough, else one above the other, and between
them the steps as the book's keys say them (`--explain`), a numbered line
each, in the book's language. Its words, and each kind's tips (`tips_KIND`,
paragraphs parted by `|`), are in the catalogs, group
`guide`.
"""

from __future__ import annotations

from collections.abc import Sequence

from puzzles import i18n
from puzzles.drawing import page, style
from puzzles.words import Words

WORDS = i18n.table("guide")
TYPE = page.Type.for_reader("adult")
GAP = 6.0  # mm between the puzzle and its answer, and around the steps


def word(words: Words, key: str, **values: str) -> str:
    text = WORDS.get(words.lang, WORDS["en"]).get(key) or WORDS["en"][key]
    return text.format(**values) if values else text


def tips(words: Words, kind: str) -> list[str]:
    """The kind's tips, a paragraph each; none where the catalogs hold none."""
    key = f"tips_{kind}"
    text = WORDS.get(words.lang, {}).get(key) or WORDS["en"].get(key, "")
    return [t for t in text.split("|") if t]


def _lines(content: Sequence[str], width: float) -> list[list[str]]:
    return [page.lines_of(c, width, TYPE.body) for c in content]


def _text_height(lines: list[list[str]]) -> float:
    return sum(len(ls) * TYPE.body * 1.35 + TYPE.body * 0.5 for ls in lines)


def _layout(paper: str, pages: int, puzzle: tuple, steps: Sequence[str], solved: tuple):
    """Where things go on page 1 of the book (the frame's height is the same
    on every page): side by side or stacked, and whether it all fits."""
    fr = page.frame(paper, 1, True, pages)
    _, pw, ph = puzzle
    _, sw, sh = solved
    beside = pw + GAP + sw <= fr.inner
    caption = TYPE.body * 1.6
    drawings = max(ph, sh + caption) if beside else ph + GAP + sh + caption
    intro = _text_height(_lines(["x"], fr.inner))
    text = _text_height(_lines(steps, fr.inner))
    head = TYPE.head * 2.2 + 2
    room = fr.bottom - fr.top - page.FOOTER
    fits = max(pw, sw) <= fr.inner and head + intro + drawings + GAP * 2 + text <= room
    return beside, fits


def example_fits(paper: str, pages: int, puzzle: tuple, steps: Sequence[str], solved: tuple):
    """Does the worked example take one page of this book?"""
    return _layout(paper, pages, puzzle, steps, solved)[1]


def example_page(
    paper: str,
    number: int,
    pages: int,
    bleed: bool,
    words: Words,
    name: str,
    puzzle: tuple,
    steps: Sequence[str],
    solved: tuple,
    foot: str = "",
) -> str:
    """The worked example's page: the heading, a line on what it shows, the
    puzzle, its steps, and its answer under "The answer"."""
    dwg = page.new_page(paper)
    fr = page.frame(paper, number, True, pages)
    beside, _ = _layout(paper, pages, puzzle, steps, solved)
    y = page.header(dwg, fr, TYPE, words("guide.example_heading", name=name)) + 2

    def paragraph(content: str, y: float, css: str) -> float:
        for line in page.lines_of(content, fr.inner, TYPE.body):
            y += TYPE.body * 0.6
            dwg.add(style.text(line, fr.left, y, TYPE.body, anchor="start", class_=css))
            y += TYPE.body * 0.75
        return y + TYPE.body * 0.5

    y = paragraph(words("guide.example_intro"), y, "body")
    g, pw, ph = puzzle
    sg, sw, sh = solved
    caption = TYPE.body * 1.6

    def answer(x: float, y: float) -> float:
        dwg.add(
            style.text(
                words("guide.answer"),
                x,
                y + TYPE.body * 0.6,
                TYPE.body,
                anchor="start",
                bold=True,
            )
        )
        dwg.add(style.place(sg, x, y + caption))
        return y + caption + sh

    if beside:
        dwg.add(style.place(g, fr.left, y))
        low = answer(fr.left + pw + GAP, y)
        y = max(y + ph, low) + GAP
        for step in steps:
            y = paragraph(step, y, "step")
    else:
        dwg.add(style.place(g, fr.left, y))
        y += ph + GAP
        for step in steps:
            y = paragraph(step, y, "step")
        answer(fr.left, y + GAP / 2)
    if foot:
        page.footer(dwg, fr, TYPE, foot)
    return page.finish(dwg, paper, number, pages, bleed)
