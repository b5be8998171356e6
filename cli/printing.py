"""The printing commands: `render` one page, a `book`, a classroom `worksheet`.

Drawing lives in puzzles/drawing; this module picks puzzles, lays them out
on pages and writes the files. Keys are drawn from each puzzle's embedded
`solution` (generated puzzles carry one); only `render` of a puzzle without
one solves it.
"""

from __future__ import annotations

import importlib
import os
import shutil
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import click

from cli.common import load_file
from cli.main import main
from puzzles.drawing import PAPERS
from puzzles.drawing.words import LANGUAGES, instructions, word
from puzzles.errors import BadInput
from puzzles.files import dump_yaml, write_atomically
from solver.generator import DIFFICULTIES
from solver.registry import KINDS, Kind

# (columns, rows) of puzzles on a book page, per kind; keys use the same.
BOOK_GRID = {"florentine": (2, 2), "blocked": (1, 3), "chain": (1, 4), "endgame": (1, 2)}
BOOK_KINDS = ("florentine", "blocked", "chain", "endgame")
PAPER = click.Choice(list(PAPERS))


class _Page:
    """puzzles.drawing.page on first use: svgwrite would cost every command 80 ms."""

    def __getattr__(self, name: str) -> Any:
        return getattr(importlib.import_module("puzzles.drawing.page"), name)


paper = _Page()


# -- shared ---------------------------------------------------------------
def _solution(kind: Kind, puzzle: Any) -> dict[str, Any]:
    embedded = puzzle.header.get("solution")
    if embedded:
        return dict(embedded)
    from solver.limits import Limits

    return kind.solve(puzzle, Limits()).to_mapping()


def _need_cairosvg():
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


def _index_html(title: str, names: Sequence[str], paper_name: str) -> str:
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


def _write_dir(out: str, files: dict[str, str], pdf_pages: Sequence[str] | None) -> None:
    """All files into a fresh directory next to `out`, then renamed into place:
    an interrupted run leaves `out` as it was."""
    target = Path(out)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(tmp, 0o777 & ~umask)  # mkdtemp makes it private; the book is not
    try:
        for name, text in files.items():
            (tmp / name).write_text(text, encoding="utf-8")
        if pdf_pages is not None:
            write_pdf(pdf_pages, tmp / "book.pdf")
        old = None
        if target.exists():
            old = Path(tempfile.mkdtemp(prefix=f".{target.name}.old.", dir=target.parent))
            os.replace(target, old / "dir")
        os.replace(tmp, target)
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


def _pages(
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


# -- render ---------------------------------------------------------------
@main.command()
@click.argument("file", type=click.Path(dir_okay=False))
@click.option(
    "--out",
    type=click.Path(dir_okay=False),
    default=None,
    help="The SVG file to write [default: out/<FILE>.svg].",
)
@click.option("--solution", is_flag=True, help="Draw the answer (the key) instead.")
@click.option("--paper", "paper_name", type=PAPER, default="a4", show_default=True)
@click.option(
    "--index",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Which puzzle of a collection (1 = the first).",
)
def render(file: str, out: str | None, solution: bool, paper_name: str, index: int) -> None:
    """Draw one puzzle of FILE (or its answer) on a printable SVG page."""
    puzzles, _ = load_file(file)
    if index > len(puzzles):
        raise BadInput(
            f"there is no puzzle {index}: the file holds {len(puzzles)}", "--index", file=file
        )
    label, kind, puzzle = puzzles[index - 1]
    answer = _solution(kind, puzzle) if solution else None
    header = puzzle.header
    title = str(header.get("title") or header.get("id") or word("en", kind.name))
    difficulty = header.get("difficulty")
    dwg, width, height = paper.new_page(paper_name)
    heading = f"{title} — {word('en', 'key')}" if solution else title
    top = paper.header(
        dwg, width, heading, word("en", kind.name) + (f" · {difficulty}" if difficulty else "")
    )
    if not solution:
        top = (
            paper.paragraph(
                dwg, instructions("en", kind.name), paper.MARGIN, top + 3, width - 2 * paper.MARGIN
            )
            + 2
        )
    item = paper.Item(kind.draw(puzzle, answer))
    paper.grid(dwg, [item], top, height - paper.MARGIN - paper.FOOTER, width, 1, 1, 2.0)
    paper.footer(dwg, width, height, f"{Path(file).name} · {label}")
    out = out or f"out/{Path(file).stem}{'-key' if solution else ''}.svg"
    write_atomically(out, paper.text_of(dwg))
    click.echo(f"wrote {out}", err=True)


# -- book -----------------------------------------------------------------
def _split(count: int, slots: Sequence[tuple[str, str]]) -> dict[tuple[str, str], int]:
    """`count` puzzles spread over (kind, difficulty) slots, the first ones getting more."""
    out = {slot: count // len(slots) for slot in slots}
    for slot in slots[: count % len(slots)]:
        out[slot] += 1
    return out


def _generate(kinds, difficulties, count, seed, quiet) -> list[tuple[Kind, Any]]:
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
    counts = _split(count, slots)
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


@main.command()
@click.option(
    "--kinds",
    default=",".join(BOOK_KINDS),
    show_default=True,
    help="Comma-separated puzzle kinds, mixed in the book.",
)
@click.option("--count", type=click.IntRange(min=1), default=12, show_default=True)
@click.option(
    "--difficulty",
    default="easy,medium",
    show_default=True,
    help="One or more of easy, medium, hard, comma-separated.",
)
@click.option("--seed", type=int, default=0, show_default=True, help="Same seed, same book.")
@click.option("--out", type=click.Path(file_okay=False), default="out/book", show_default=True)
@click.option("--paper", "paper_name", type=PAPER, default="a4", show_default=True)
@click.option("--pdf", is_flag=True, help="Also write book.pdf (needs cairosvg).")
@click.option("--title", default="Domino Puzzles", show_default=True)
@click.option("--quiet", is_flag=True, help="No progress on stderr.")
def book(kinds, count, difficulty, seed, out, paper_name, pdf, title, quiet) -> None:
    """Generate a puzzle book: a cover, puzzle pages, then the answer keys."""
    kinds = _choices(kinds, list(KINDS), "--kinds")
    difficulties = _choices(difficulty, list(DIFFICULTIES), "--difficulty")
    if pdf:
        _need_cairosvg()
    made = _generate(kinds, difficulties, count, seed, quiet)
    # One kind per page, in the order asked; easy before harder within a kind.
    order = {d: i for i, d in enumerate(DIFFICULTIES)}
    made.sort(
        key=lambda km: (kinds.index(km[0].name), order.get(km[1].header.get("difficulty"), 0))
    )
    if not quiet:
        click.echo("drawing pages", err=True)
    files: dict[str, str] = {}
    pages = [_cover(paper_name, title, made, seed).replace(_NUMBER_MARK, "")]
    keys: list[str] = []
    number = 1
    for name in kinds:
        section = [(k, p) for k, p in made if k.name == name]
        if not section:
            continue
        puzzle_items, key_items = [], []
        for kind, puzzle in section:
            diff = str(puzzle.header.get("difficulty", ""))
            puzzle_items.append(paper.Item(kind.draw(puzzle), f"{number}.", diff))
            key_items.append(
                paper.Item(kind.draw(puzzle, _solution(kind, puzzle)), f"{number}.", diff)
            )
            number += 1
        sub = instructions("en", name)
        pages += _pages(
            puzzle_items,
            BOOK_GRID[name],
            paper_name,
            _book_head(word("en", name), sub),
            lambda p, n: _NUMBER_MARK,
        )
        keys += _pages(
            key_items,
            BOOK_GRID[name],
            paper_name,
            _book_head(f"{word('en', 'key')}: {word('en', name)}", ""),
            lambda p, n: _NUMBER_MARK,
        )
    names = []
    for i, svg in enumerate(pages, 1):
        files[f"page-{i:02d}.svg"] = _numbered(svg, f"{i}")
        names.append(f"page-{i:02d}.svg")
    for i, svg in enumerate(keys, 1):
        files[f"key-{i:02d}.svg"] = _numbered(svg, f"{len(pages) + i}")
        names.append(f"key-{i:02d}.svg")
    files["index.html"] = _index_html(title, names, paper_name)
    # The puzzles themselves, in book order with their solutions: what
    # `check DIR/book.yaml` re-solves before the book goes to print.
    in_order = [kind.dump(p) for name in kinds for kind, p in made if kind.name == name]
    files["book.yaml"] = dump_yaml({"puzzles": in_order})
    pdf_pages = [files[n] for n in names] if pdf else None
    _write_dir(out, files, pdf_pages)
    click.echo(
        f"wrote {len(pages)} page(s) and {len(keys)} key page(s) of {number - 1} "
        f"puzzle(s) to {out}" + (" with book.pdf" if pdf else ""),
        err=True,
    )


_NUMBER_MARK = "@@PAGE@@"


def _numbered(svg: str, number: str) -> str:
    return svg.replace(_NUMBER_MARK, number)


def _book_head(title: str, sub: str):
    def head(dwg, width, page):
        return paper.header(dwg, width, title, sub)

    return head


def _cover(paper_name: str, title: str, made, seed: int) -> str:
    names = []
    for kind, _ in made:
        if word("en", kind.name) not in names:
            names.append(word("en", kind.name))
    art = None
    florentine = [p for k, p in made if k.name == "florentine"]
    if florentine:
        from puzzles.drawing.florentine import board

        art = board(_final_board(florentine[0]))  # the first key's board: a picture
    lines = [f"{len(made)} puzzles", " · ".join(names), f"seed {seed}"]
    return paper.text_of(paper.cover(paper_name, title, lines, art))


def _final_board(puzzle):
    from puzzles.board import Board, Cell
    from puzzles.cards import parse_piece

    board = (puzzle.header.get("solution") or {}).get("board")
    if not board:
        return puzzle.board
    return Board.from_pieces(
        puzzle.size, {Cell.parse(k, puzzle.size): parse_piece(v) for k, v in board.items()}
    )


def _choices(text: str, allowed: list[str], option: str) -> list[str]:
    items = [t.strip() for t in text.split(",") if t.strip()]
    bad = [t for t in items if t not in allowed]
    if bad or not items:
        raise click.BadParameter(
            f"{', '.join(bad) or 'nothing given'}: choose from {', '.join(allowed)}",
            param_hint=option,
        )
    return list(dict.fromkeys(items))


# -- worksheet --------------------------------------------------------------
def _for_age(age: int, kind: str) -> tuple[list[str], tuple[int, int], float]:
    """Difficulties, (cols, rows) per page and the largest scale for an age."""
    lines = kind != "florentine"
    if age <= 7:
        return ["easy"], (1, 2) if lines else (1, 1), 2.2
    if age <= 10:
        return ["easy", "medium"], (1, 3) if lines else (1, 2), 1.8
    return ["medium", "hard"], (1, 4) if lines else (2, 2), 1.6


@main.command()
@click.option(
    "--kind", "kind_name", type=click.Choice(list(KINDS)), default="florentine", show_default=True
)
@click.option(
    "--count",
    type=click.IntRange(min=1),
    default=None,
    help="Puzzles on the sheet [default: 2 for age 6-7, 4 older].",
)
@click.option("--age", type=click.IntRange(4, 18), default=8, show_default=True)
@click.option("--lang", type=click.Choice(list(LANGUAGES)), default="en", show_default=True)
@click.option("--seed", type=int, default=0, show_default=True, help="Same seed, same sheet.")
@click.option("--out", type=click.Path(file_okay=False), default="out/worksheet", show_default=True)
@click.option("--paper", "paper_name", type=PAPER, default="a4", show_default=True)
@click.option("--pdf", is_flag=True, help="Also write book.pdf (needs cairosvg).")
@click.option("--quiet", is_flag=True, help="No progress on stderr.")
def worksheet(kind_name, count, age, lang, seed, out, paper_name, pdf, quiet) -> None:
    """A classroom sheet: title, name and date fields, instructions, puzzles, key."""
    if pdf:
        _need_cairosvg()
    kind = KINDS[kind_name]
    if not kind.has_generator:
        raise click.ClickException(f"no generator for {kind_name} yet")
    difficulties, grid, max_scale = _for_age(age, kind_name)
    count = count or (2 if age <= 7 else 4)
    made = _generate([kind_name], difficulties, count, seed, quiet)
    title = f"{word(lang, 'worksheet')}: {word(lang, kind_name)}"
    items, key_items = [], []
    for i, (k, puzzle) in enumerate(made, 1):
        diff = word(lang, str(puzzle.header.get("difficulty", "easy")))
        items.append(paper.Item(k.draw(puzzle, None, lang), f"{i}.", diff))
        key_items.append(paper.Item(k.draw(puzzle, _solution(k, puzzle), lang), f"{i}.", diff))

    def head(dwg, width, page):
        y = paper.header(dwg, width, title)
        y = paper.name_fields(dwg, width, y + 4, word(lang, "name"), word(lang, "date"))
        return (
            paper.paragraph(
                dwg,
                instructions(lang, kind_name),
                paper.MARGIN,
                y + 1,
                width - 2 * paper.MARGIN,
                4.6,
            )
            + 2
        )

    def key_head(dwg, width, page):
        return paper.header(dwg, width, f"{word(lang, 'key')}: {word(lang, kind_name)}")

    def label(p, n):
        return f"{word(lang, 'page')} {p}/{n}"

    pages = _pages(items, grid, paper_name, head, label, max_scale)
    keys = _pages(
        key_items, (2, 2) if kind_name == "florentine" else (1, 4), paper_name, key_head, label
    )
    files = {f"page-{i:02d}.svg": s for i, s in enumerate(pages, 1)}
    files.update({f"key-{i:02d}.svg": s for i, s in enumerate(keys, 1)})
    files["index.html"] = _index_html(title, list(files), paper_name)
    pdf_pages = [files[n] for n in files if n.endswith(".svg")] if pdf else None
    _write_dir(out, files, pdf_pages)
    click.echo(f"wrote {len(pages)} page(s) and {len(keys)} key page(s) to {out}", err=True)
