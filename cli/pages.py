"""What the printing commands share: paper, solutions, pages, files, PDF.

Drawing lives in puzzles/drawing; this module lays drawings out on pages and
writes them. Keys are drawn from each puzzle's embedded `solution`
(generated puzzles carry one); only a puzzle without one is solved.
"""

from __future__ import annotations

import functools
import html
import importlib
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import click

from cli.common import Choice
from puzzles.drawing import PAPERS
from puzzles.drawing.words import LANGUAGES, word
from solver.generator import DIFFICULTIES
from solver.registry import KINDS, Kind

PAPER = Choice(PAPERS)
PDF_DATE = "2000-01-01T00:00:00Z"
LANG = Choice(LANGUAGES)


class _Lazy:
    """A drawing module on first use: svgwrite would cost every command 80 ms."""

    def __init__(self, name: str):
        self._name = name

    def __getattr__(self, name: str) -> Any:
        return getattr(importlib.import_module(self._name), name)


paper = _Lazy("puzzles.drawing.page")
layout = _Lazy("puzzles.drawing.layout")


# -- shared ---------------------------------------------------------------
def solution_of(kind: Kind, puzzle: Any) -> Any:
    """The kind's answer to `puzzle`: its `solution` (read at load), else solved."""
    if puzzle.solution is not None:
        return puzzle.solution
    return answer_of(kind, puzzle)


@functools.lru_cache(maxsize=256)
def answer_of(kind: Kind, puzzle: Any) -> Any:
    """The solver's answer, without a time limit (a fixed amount of work:
    solver/limits.py), worked out once per command: a key, the page's hint
    steps and its judged first moves all need it."""
    from solver.limits import Limits

    return kind.solve(puzzle, Limits())


def need_cairosvg():
    try:
        import cairosvg  # noqa: F401
    except (ImportError, OSError):
        click.echo(
            "error: --pdf needs cairosvg and the cairo library: pip install 'domino-puzzles[pdf]'",
            err=True,
        )
        sys.exit(1)


def write_pdf(pages: Sequence[str], path: Path) -> None:
    """Every SVG page, in order, as one PDF (cairosvg draws, cairo collects pages)."""
    import cairocffi
    import cairosvg.parser
    import cairosvg.surface

    shared: dict[str, Any] = {}

    class _Page(cairosvg.surface.PDFSurface):
        def _create_surface(self, width, height):
            surface = shared.get("surface")
            if surface is None:
                surface = cairocffi.PDFSurface(str(path), width, height)
                # cairo stamps the time of writing: a fixed date keeps the PDF
                # the same byte for byte for the same seed.
                surface.set_metadata(cairocffi.PDF_METADATA_CREATE_DATE, PDF_DATE)
                shared["surface"] = surface
            else:
                surface.set_size(width, height)
            return surface, width, height

        def finish(self):
            self.cairo.show_page()

    for svg in pages:
        tree = cairosvg.parser.Tree(bytestring=svg.encode("utf-8"))
        _Page(tree, None, 96).finish()
    if "surface" in shared:
        shared["surface"].finish()


def index_html(title: str, names: Sequence[str], paper_name: str) -> str:
    """Pages to look at and print, one a sheet, at the paper's size."""
    w, h = PAPERS[paper_name]
    imgs = "\n".join(f'<img src="{n}" alt="{n}">' for n in names)
    return f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<style>
@page {{ size: {w:g}mm {h:g}mm; margin: 0; }}
body {{ margin: 0; background: #888; font-family: sans-serif; }}
img {{ display: block; width: {w:g}mm; height: {h:g}mm; margin: 8mm auto; background: #fff; }}
@media print {{
  body {{ background: none; }}
  img {{ margin: 0; page-break-after: always; break-after: page; }}
  img:last-child {{ page-break-after: auto; break-after: auto; }}
}}
</style></head>
<body>
{imgs}
</body></html>
"""


def menu_html(title: str, links: Mapping[str, str]) -> str:
    """A page of links only: it shows no page, so no answer, to whoever opens it."""
    items = "\n".join(
        f'<li><a href="{href}">{html.escape(text)}</a></li>' for text, href in links.items()
    )
    return f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>{html.escape(title)}</title></head>
<body style="font-family: sans-serif">
<h1>{html.escape(title)}</h1>
<ul>
{items}
</ul>
</body></html>
"""


def write_dir(out: str, files: dict[str, str], pdfs: Mapping[str, Sequence[str]] | None) -> None:
    """All files, and each PDF of `pdfs` (file name -> its SVG pages), into the
    folder `out`, keeping the user's own files there (cli/output.py)."""
    from cli.output import write_folder

    content: dict[str, Any] = dict(files)
    for name, pages in (pdfs or {}).items():
        content[name] = lambda path, pages=pages: write_pdf(pages, path)
    write_folder(out, content)


def section(
    kind: Kind,
    puzzles: Sequence[tuple[str, Any]],
    *,
    key: bool,
    reader: str,
    lang: str,
    paper_name: str,
    head: Callable,
    footer: Callable[[int], str],
    per_page: int | None = None,
    steps: Callable[[Any, Any], list[str]] | None = None,
):
    """One kind's puzzles (or keys) for `layout.flow`: titled "1." etc., drawn
    at the kind's scale for the reader, its rules box on the first page; a key
    prints `steps(puzzle, answer)` under it when given (`book --explain`)."""
    printing = kind.printing
    items = []
    for title, puzzle in puzzles:
        answer = solution_of(kind, puzzle) if key else None
        told = steps(puzzle, answer) if key and steps else None
        diff = puzzle.header.get("difficulty")
        items.append(
            layout.Item(
                lambda w, p=puzzle, a=answer, s=told: kind.draw(p, a, lang, width=w, steps=s),
                title,
                word(lang, diff) if diff in DIFFICULTIES else str(diff or ""),
                "" if key else kind.facts(puzzle, lang),
            )
        )
    scale = printing.scale(reader)
    opening = None
    if not key:
        opening = rules_for(kind, lang, paper_name, reader, scale)
    return layout.Section(
        items,
        scale,
        printing.least_scale(reader),
        head,
        footer,
        opening,
        per_page,
        "child" if reader == "child" else "adult",
    )


def rules_for(kind: Kind, lang: str, paper_name: str, reader: str, scale: float):
    """The kind's rules box, its example drawn at the puzzles' scale."""
    style = importlib.import_module("puzzles.drawing.style")
    g, w, h, caption = kind.drawing.rules_example(lang)
    example = (style.place(g, 0, 0, scale), w * scale, h * scale)
    fr = paper.frame(paper_name)
    kind_type = paper.Type.for_reader("child" if reader == "child" else "adult")
    return paper.rules_box(
        kind_type, word(lang, "rules"), kind.rules_text(lang), example, caption, fr.inner
    )


def split_count(count: int, kinds: Sequence[str], difficulties: Sequence[str]):
    """`count` puzzles spread over the kinds first, then each kind's share over
    the difficulties; the first ones get more. {(kind, difficulty): n}."""
    out = {}
    for i, kind in enumerate(kinds):
        share = count // len(kinds) + (i < count % len(kinds))
        for j, difficulty in enumerate(difficulties):
            out[(kind, difficulty)] = share // len(difficulties) + (j < share % len(difficulties))
    return out


def generate_puzzles(kinds, difficulties, count, seed, quiet) -> list[tuple[Kind, Any]]:
    from solver.generator import Progress, generate

    usable = []
    for name in kinds:
        if KINDS[name].has_generator:
            usable.append(name)
        elif not quiet:
            click.echo(f"note: no generator for {name} yet; left out of the book", err=True)
    if not usable:
        raise click.ClickException("no kind asked for can be generated")
    if count < len(usable) and not quiet:
        click.echo(
            f"note: {count} puzzle(s) for {len(usable)} kinds: "
            f"{', '.join(usable[count:])} left out (ask for --count {len(usable)} or more)",
            err=True,
        )
    counts = split_count(count, usable, difficulties)
    jobs = os.cpu_count() or 1
    made: list[tuple[Kind, Any]] = []
    for (kind_name, difficulty), n in counts.items():
        if not n:
            continue
        if not quiet:
            click.echo(f"generating {n} {difficulty} {kind_name} puzzle(s)", err=True)
        bar = Progress(f"  {kind_name} {difficulty}", enabled=not quiet and sys.stderr.isatty())
        kind = KINDS[kind_name]
        for data in generate(kind_name, n, seed, difficulty, jobs, bar):
            made.append((kind, kind.load(data)))
    return made
