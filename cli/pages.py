"""What the printing commands share: paper, solutions, pages, files, PDF.

Drawing lives in puzzles/drawing; this module lays drawings out on pages and
writes them. Keys are drawn from each puzzle's embedded `solution`
(generated puzzles carry one); only a puzzle without one is solved.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import click

from puzzles.drawing import PAPERS
from solver.registry import KINDS, Kind

PAPER = click.Choice(list(PAPERS))
PDF_DATE = "2000-01-01T00:00:00Z"


class _Page:
    """puzzles.drawing.page on first use: svgwrite would cost every command 80 ms."""

    def __getattr__(self, name: str) -> Any:
        return getattr(importlib.import_module("puzzles.drawing.page"), name)


paper = _Page()


# -- shared ---------------------------------------------------------------
def solution_of(kind: Kind, puzzle: Any) -> dict[str, Any]:
    embedded = puzzle.header.get("solution")
    if embedded:
        return dict(embedded)
    from solver.limits import Limits

    return kind.solve(puzzle, Limits()).to_mapping()


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
    size = "A4" if paper_name == "a4" else "letter"
    w, h = PAPERS[paper_name]
    imgs = "\n".join(f'<img src="{n}" alt="{n}">' for n in names)
    return f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>{title}</title>
<style>
@page {{ size: {size}; margin: 0; }}
body {{ margin: 0; background: #888; }}
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


def write_dir(out: str, files: dict[str, str], pdf_pages: Sequence[str] | None) -> None:
    """The files (and book.pdf) into the folder `out`, keeping the user's own
    files there (cli/output.py)."""
    from cli.output import write_folder

    content: dict[str, Any] = dict(files)
    if pdf_pages is not None:
        content["book.pdf"] = lambda path: write_pdf(pdf_pages, path)
    write_folder(out, content)


def lay_out(
    items: Sequence[paper.Item],
    per_page: tuple[int, int],
    paper_name: str,
    head: Callable[[Any, float, int], float],
    label: Callable[[int, int], str],
    max_scale: float = 1.6,
) -> list[str]:
    """Items in a grid, page after page; `head(dwg, width, page)` draws the top and
    returns where the grid starts."""
    cols, rows = per_page
    n = cols * rows
    out = []
    chunks = [items[i : i + n] for i in range(0, len(items), n)]
    for p, chunk in enumerate(chunks, 1):
        dwg, width, height = paper.new_page(paper_name)
        top = head(dwg, width, p)
        paper.grid(
            dwg, chunk, top, height - paper.MARGIN - paper.FOOTER, width, cols, rows, max_scale
        )
        paper.footer(dwg, width, height, label(p, len(chunks)))
        out.append(paper.text_of(dwg))
    return out


def split_count(count: int, slots: Sequence[tuple[str, str]]) -> dict[tuple[str, str], int]:
    """`count` puzzles spread over (kind, difficulty) slots, the first ones getting more."""
    out = {slot: count // len(slots) for slot in slots}
    for slot in slots[: count % len(slots)]:
        out[slot] += 1
    return out


def generate_puzzles(kinds, difficulties, count, seed, quiet) -> list[tuple[Kind, Any]]:
    from solver.generator import Progress, generate

    usable = []
    for name in kinds:
        if KINDS[name].has_generator:
            usable.append(name)
        else:
            click.echo(f"note: no generator for {name} yet; left out of the book", err=True)
    if not usable:
        raise click.ClickException("no kind asked for can be generated")
    slots = [(k, d) for k in usable for d in difficulties]
    counts = split_count(count, slots)
    jobs = os.cpu_count() or 1
    made: list[tuple[Kind, Any]] = []
    for kind_name, difficulty in slots:
        n = counts[(kind_name, difficulty)]
        if not n:
            continue
        if not quiet:
            click.echo(f"generating {n} {difficulty} {kind_name} puzzle(s)", err=True)
        bar = Progress(f"  {kind_name} {difficulty}", enabled=not quiet and sys.stderr.isatty())
        kind = KINDS[kind_name]
        for data in generate(kind_name, n, seed, difficulty, jobs, bar):
            made.append((kind, kind.load(data)))
    return made
