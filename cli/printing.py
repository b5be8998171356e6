"""The printing commands `render` (one page) and `book` (a puzzle book with keys).

Pages are laid out by cli/pages.py from the drawings of puzzles/drawing.
"""

from __future__ import annotations

from pathlib import Path

import click

from cli.common import load_file
from cli.output import check_folder, write_file
from cli.pages import (
    PAPER,
    generate_puzzles,
    index_html,
    lay_out,
    need_cairosvg,
    paper,
    solution_of,
    write_dir,
)
from puzzles.drawing.words import instructions, word
from puzzles.errors import BadInput
from puzzles.files import dump_yaml
from solver.generator import DIFFICULTIES
from solver.registry import KINDS

# (columns, rows) of puzzles on a book page, per kind; keys use the same.
BOOK_GRID = {"florentine": (2, 2), "blocked": (1, 3), "chain": (1, 4), "endgame": (1, 2)}
BOOK_KINDS = ("florentine", "blocked", "chain", "endgame")


# -- render ---------------------------------------------------------------
@click.command()
@click.argument("file", type=click.Path())
@click.option(
    "--out",
    type=click.Path(),
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
    answer = solution_of(kind, puzzle) if solution else None
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
    write_file(out, paper.text_of(dwg))
    click.echo(f"wrote {out}", err=True)


@click.command()
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
@click.option("--out", type=click.Path(), default="out/book", show_default=True)
@click.option("--paper", "paper_name", type=PAPER, default="a4", show_default=True)
@click.option("--pdf", is_flag=True, help="Also write book.pdf (needs cairosvg).")
@click.option("--title", default="Domino Puzzles", show_default=True)
@click.option("--quiet", is_flag=True, help="No progress on stderr.")
def book(kinds, count, difficulty, seed, out, paper_name, pdf, title, quiet) -> None:
    """Generate a puzzle book: a cover, puzzle pages, then the answer keys."""
    kinds = _choices(kinds, list(KINDS), "--kinds")
    difficulties = _choices(difficulty, list(DIFFICULTIES), "--difficulty")
    check_folder(out)
    if pdf:
        need_cairosvg()
    made = generate_puzzles(kinds, difficulties, count, seed, quiet)
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
                paper.Item(kind.draw(puzzle, solution_of(kind, puzzle)), f"{number}.", diff)
            )
            number += 1
        sub = instructions("en", name)
        pages += lay_out(
            puzzle_items,
            BOOK_GRID[name],
            paper_name,
            _book_head(word("en", name), sub),
            lambda p, n: _NUMBER_MARK,
        )
        keys += lay_out(
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
    files["index.html"] = index_html(title, names, paper_name)
    # The puzzles themselves, in book order with their solutions: what
    # `check DIR/book.yaml` re-solves before the book goes to print.
    in_order = [kind.dump(p) for name in kinds for kind, p in made if kind.name == name]
    files["book.yaml"] = dump_yaml({"puzzles": in_order})
    pdf_pages = [files[n] for n in names] if pdf else None
    write_dir(out, files, pdf_pages)
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
