"""What a printed page measures once every transform applies: the smallest
text, domino half and card on it, how much of it the puzzles fill, and
everything printed outside its safe area.

The safe area is the trim less 0.375 in on the top, the bottom and the outer
side, and less the gutter a print service asks for on the spine side (by the
book's page count, from KDP's table in domino_puzzles/services.py, written
out there again rather than taken from the page code it checks). What lies
outside it is found by the shipped check, `domino-puzzles preflight`
(domino_puzzles/preflight.py: `outside`, `check_folder` and `check_cover`
are thin wrappers over it, with the tool's own margins, services.TOOL); here
text is measured with the font itself (Pillow reads DejaVu Sans) rather than
by the width table the pages are laid out with, every shape from its
coordinates.

`python -m tests.pagecheck` makes small books on every paper, with and
without `--explain` and `--bleed`, and fails on any page with anything
outside; `python -m tests.pagecheck DIR...` checks the pages of folders;
`python -m tests.pagecheck --thin DIR...` counts the pages of book folders
under half full but a section's last (`thin_pages`).

"Half full" is judged as a reader sees a page (`page_fills`): by the height
its rows of puzzles take of the safe area's height, a row counting whole
where it is full (nothing printed after it in the section fits across the
width it leaves), or by the area under the puzzles' boxes, whichever is
more: two large keys one under the other that take 80% of the height fill
their page. A section may print the puzzles of one difficulty in the order
its packing needs (numbered as printed), so the pages are read in order.
"""

from __future__ import annotations

import re
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path

from domino_puzzles import preflight, preflight_report, sheets
from domino_puzzles.services import SERVICES, TOOL
from puzzles.drawing import PAPERS, PT

SVG = "{http://www.w3.org/2000/svg}"
_TRANSFORM = re.compile(r"translate\(([-\d.e]+),([-\d.e]+)\)\s*scale\(([-\d.e]+)\)")
INCH = 25.4
SAFE = TOOL.margin * INCH
FONTS = "/usr/share/fonts/truetype/dejavu/"
SLACK = 0.05  # mm: rounding of coordinates in the SVG text


@dataclass
class Measures:
    text_mm: float  # smallest font size
    half_mm: float | None  # smallest domino half (tiles and blanks)
    card_mm: float | None  # smallest Florentine card
    fill: float  # share of the content area under puzzles and rules boxes
    texts: list[str]
    overflow: float = 0.0  # mm a puzzle's box reaches past the content area, at most
    title: str = ""  # the page's heading
    section: str = ""  # the section the page states (a book's), else its heading
    blocks: int = 0  # puzzles, keys, rest of a key's steps and rules boxes on it
    items: list[tuple[float, float, float, float]] = field(default_factory=list)  # x, y, w, h
    rules_h: float = 0.0  # height of the rules box on it
    right: float = 0.0  # the content area's right edge
    safe_h: float = 0.0  # the safe area's height

    page: tuple[str, int, bool] = ("", 1, True)  # the SVG, its number, bound

    @property
    def text_pt(self) -> float:
        return self.text_mm / PT

    @property
    def outside(self) -> list[str]:
        """What is printed past the safe area (measured when asked: the layout
        tests that read only sizes and fills do not pay for it)."""
        return outside(*self.page)


def _classes(e) -> set[str]:
    return set((e.get("class") or "").split())


@lru_cache(maxsize=64)
def _font(bold: bool):
    from PIL import ImageFont

    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(FONTS + name, 1000)


def pillow_width(content: str, size: float, bold: bool) -> float:
    """The printed width of a line in the units of `size`, by the font file itself."""
    return _font(bold).getlength(content) * size / 1000


def text_box(e, x: float, y: float, size: float) -> tuple[float, float, float, float]:
    """(x0, y0, x1, y1) of a <text> element in its own units."""
    return sheets.svg_text_box(e, size, pillow_width)


def _told(problems) -> list[str]:
    return [preflight_report.told(p) for p in problems]


def check_cover(svg: str) -> list[str]:
    """A cover sheet (domino_puzzles/preflight.py `cover_problems`, the
    numbers of the service its cover.svg states, else the tool's own
    margins): each text and shape inside the back, the spine or the front
    less their margins, its size that of its spine, the barcode's area clear
    (but for the book's own barcode), and the white box the tool draws there."""
    root = ET.fromstring(svg)
    trim_w, trim_h, spine, _bleed = (float(v) for v in root.get("data-cover").split())
    service = SERVICES.get(root.get("data-service") or "", TOOL)
    # the page count the spine was measured for, on one of the stocks
    pages = 0
    for stock, per_page in service.spine_per_page.items():
        pages = round((spine / INCH - service.spine_extra) / per_page)
        if abs(service.spine(pages, stock) * INCH - spine) <= 0.01:
            break
    sheet = sheets.read_svg(svg, pillow_width, strokes=False)
    own = bool(root.get("data-barcode"))
    trim = (trim_w, trim_h)
    found, _stock = preflight.cover_problems([sheet], service, trim, pages, "cover", None, own)
    problems = _told(found)
    if 'class="barcode-area"' not in svg:
        problems.append("no barcode area")
    return problems


def gutter(pages: int) -> float:
    return TOOL.gutter(pages) * INCH


def outside(svg: str, number: int = 1, bound: bool = True, name: str = "page") -> list[str]:
    """Everything printed past the page's safe area (domino_puzzles/preflight.py
    `page_problems`, the tool's margins, text measured by the font file)."""
    sheet = sheets.read_svg(svg, pillow_width, strokes=False)
    trim = sheet.trim or (sheet.width, sheet.height)
    pages = sheet.pages or 0
    number = sheet.page or number
    found = preflight.page_problems(sheet, number, pages, trim, TOOL, name, bound and pages > 0)
    return _told(found)


def measure(svg: str, number: int = 1, bound: bool = True) -> Measures:
    from puzzles.drawing.page import frame

    root = ET.fromstring(svg)
    trim = root.get("data-trim")
    if trim:
        size = tuple(float(v) for v in trim.split())
    else:
        size = (float(root.get("width")[:-2]), float(root.get("height")[:-2]))
    paper = next(name for name, wh in PAPERS.items() if wh == size)
    pages = int(root.get("data-pages") or 0)
    fr = frame(paper, int(root.get("data-page") or number), bound, pages)
    y0s, y1s = SAFE, size[1] - SAFE
    out = Measures(1e9, None, None, 0.0, [])
    out.page = (svg, number, bound)
    area = 0.0

    def low(old, new):
        return new if old is None else min(old, new)

    def walk(e, tx: float, ty: float, scale: float):
        nonlocal area
        cls = _classes(e)
        if e.tag == f"{SVG}defs" or cls & {"paper", "bleed"}:
            return
        m = _TRANSFORM.fullmatch(e.get("transform") or "")
        if m:
            tx, ty = tx + scale * float(m.group(1)), ty + scale * float(m.group(2))
            scale *= float(m.group(3))
        if e.tag == f"{SVG}text":
            size = float(e.get("font-size"))
            out.text_mm = min(out.text_mm, size * scale)
            out.texts.append("".join(e.itertext()))
        if "title" in cls and e.tag == f"{SVG}text":
            out.title += ("\n" if out.title else "") + "".join(e.itertext())
        if "item" in cls:
            x, y, w, h = (float(v) for v in e.get("data-box").split())
            area += w * h
            out.blocks += 1
            out.items.append((x, y, w, h))
            past = max(fr.left - x, x + w - fr.left - fr.inner, y + h - fr.bottom)
            out.overflow = max(out.overflow, past)
        if "rules" in cls and m is None:
            rect = [r for r in e if r.tag == f"{SVG}rect"][-1]
            area += float(rect.get("width")) * float(rect.get("height"))
            out.rules_h += float(rect.get("height"))
            out.blocks += 1
        if "emblem" not in cls:
            if cls & {"tile", "blank"}:
                rect = next(r for r in e if r.tag == f"{SVG}rect")
                half = min(float(rect.get("width")), float(rect.get("height")))
                out.half_mm = low(out.half_mm, half * scale)
            if "card" in cls:
                rect = [r for r in e if r.tag == f"{SVG}rect"][-1]
                out.card_mm = low(out.card_mm, float(rect.get("width")) * scale)
        for child in e:
            walk(child, tx, ty, scale)

    walk(root, 0.0, 0.0, 1.0)
    out.section = root.get("data-section") or out.title
    out.fill = area / (fr.inner * (fr.bottom - fr.top))
    out.right, out.safe_h = fr.left + fr.inner, y1s - y0s
    return out


def check_folder(folder: Path) -> list[str]:
    """Every problem of every page of a folder, one line each."""
    problems = []
    for path in sorted(Path(folder).glob("*.svg")):
        if path.name == "cover.svg":
            problems += [f"{folder}/cover.svg: {p}" for p in check_cover(path.read_text())]
            continue
        found = outside(path.read_text(encoding="utf-8"), _numbered(path), name=path.name)
        problems.extend(f"{folder}/{p}" for p in found)
    return problems


MIN_FILL = 0.5  # no page of a section less than half full but its last


def sections(folder: Path) -> list[list[tuple[str, Measures]]]:
    """The pages of puzzles (or keys) of a book folder, section by section: a
    run of pages with puzzles of one section (as the pages state it, else
    under one heading). A page shared by one kind's last keys and the next
    kind's first starts the next kind's run."""
    runs: list[list[tuple[str, Measures]]] = []
    last = None
    for path in sorted(Path(folder).glob("page-*.svg")):
        m = measure(path.read_text(encoding="utf-8"), _numbered(path))
        if not m.blocks:
            last = None
            continue
        if last is None or last != m.section:
            runs.append([])
        runs[-1].append((path.name, m))
        last = m.section
    return runs


COLUMN_GAP = 5.0  # mm at least between two puzzles side by side


def page_fills(run: list[tuple[str, Measures]]) -> list[float]:
    """How full each page of a section is, as a reader sees it: the share of
    the safe area's height its rows take, or of the content area under the
    puzzles' boxes, whichever is more. A row counts its whole height where it
    is full (nothing printed after it in the section fits in the width it
    leaves, with a column's gap), else only its boxes' area spread over the
    row's width; the rules box is a full row."""
    rows = []  # (page index, boxes of one row), in the order printed
    for i, (_name, m) in enumerate(run):
        by_y: dict[float, list] = {}
        for box in m.items:
            by_y.setdefault(round(box[1], 1), []).append(box)
        rows += [(i, by_y[y]) for y in sorted(by_y)]
    heights = [m.rules_h for _name, m in run]
    narrowest = float("inf")  # of the boxes after the row
    for i, row in reversed(rows):
        m = run[i][1]
        free = m.right - max(x + w for x, _y, w, _h in row) - COLUMN_GAP
        if free < narrowest - SLACK:
            heights[i] += max(h for *_xyw, h in row)
        else:
            heights[i] += sum(w * h for _x, _y, w, h in row) / (m.right - min(x for x, *_ in row))
        narrowest = min([narrowest] + [w for _x, _y, w, _h in row])
    return [max(m.fill, h / m.safe_h) for (_name, m), h in zip(run, heights, strict=True)]


def thin_pages(folder: Path, least: float = MIN_FILL) -> list[str]:
    """Every page but the last of each section less than `least` full
    (`page_fills`: by the height its rows take, or by area)."""
    problems = []
    for run in sections(folder):
        for (name, m), fill in list(zip(run, page_fills(run), strict=True))[:-1]:
            if fill < least - 1e-9:
                heading = m.title.replace("\n", " ")
                problems.append(f"{folder}/{name}: {fill:.0%} full ({heading})")
    return problems


def answer_pages(folder: Path) -> tuple[int, int]:
    """A book folder's pages of answers and of puzzles (their `data-section`,
    "answers N" and "puzzles N"): issue 41 wants the first at most two fifths
    of the second."""
    found = [
        re.search(r'data-section="(answers|puzzles) ', p.read_text(encoding="utf-8"))
        for p in sorted(folder.glob("page-*.svg"))
    ]
    said = [m.group(1) for m in found if m]
    return said.count("answers"), said.count("puzzles")


def _numbered(path: Path) -> int:
    """The page's number in its book, where the file does not say it."""
    digits = re.findall(r"\d+", path.stem)
    return int(digits[-1]) if digits else 1


PAPER_SET = ("6x9in", "a5", "letter", "a4", "8.5x11in")


def books(count: int = 8, papers=PAPER_SET, langs=("lv",), seed: int = 1) -> list[str]:
    """Small books on every paper, with and without --explain and --bleed,
    and `render` of every example: every problem found."""
    from click.testing import CliRunner

    from cli.main import main

    problems: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for paper in papers:
            for lang in langs:
                for extra in ([], ["--explain"], ["--explain", "--bleed"]):
                    out = Path(tmp) / f"{paper}-{lang}-{len(extra)}"
                    args = ["book", "--count", str(count), "--paper", paper, "--lang", lang]
                    args += ["--seed", str(seed), "--out", str(out), "--quiet", *extra]
                    args += ["--kinds", "florentine,endgame,blocked,chain"]
                    result = CliRunner().invoke(main, args, catch_exceptions=False)
                    assert result.exit_code == 0, result.output
                    problems += check_folder(out)
            for example in sorted((Path(__file__).parent.parent / "examples").glob("*.yaml")):
                for key in ([], ["--solution"]):
                    svg = Path(tmp) / f"render-{paper}-{example.stem}-{len(key)}.svg"
                    args = ["render", str(example), "--paper", paper, "--out", str(svg), *key]
                    result = CliRunner().invoke(main, args, catch_exceptions=False)
                    assert result.exit_code == 0, result.output
                    m = measure(svg.read_text(encoding="utf-8"), 1, False)
                    problems += [f"{svg.name}: {p}" for p in m.outside]
    return problems


def thin_books(
    kinds=("florentine", "endgame", "blocked", "chain", "dominosa"),
    papers=PAPER_SET,
    count: int = 9,
    difficulties: str = "easy,medium,hard",
    seed: int = 3,
    explain: bool = False,
) -> dict[tuple[str, str], list[str]]:
    """Books of each kind alone on every paper, as `book --kinds KIND --count
    COUNT --paper PAPER --difficulty ... --seed SEED` makes them, its puzzles
    generated once for all papers (`book(puzzles=...)`): {(paper, kind):
    every page but a section's last under MIN_FILL}."""
    from dataclasses import replace

    from domino_puzzles.book_folder import book
    from domino_puzzles.recipe import Recipe, from_options

    levels = difficulties.split(",")
    out: dict[tuple[str, str], list[str]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for kind in kinds:
            recipe = Recipe(seed=seed, sections=from_options([kind], levels, count))
            given = generated(kind, count, seed, tuple(levels))
            for paper in papers:
                folder = Path(tmp) / f"{kind}-{paper}"
                book(folder, replace(recipe, paper=paper), explain=explain, jobs=1, puzzles=given)
                out[(paper, kind)] = thin_pages(folder)
    return out


@cache
def generated(kind: str, count: int, seed: int, levels: tuple[str, ...]) -> tuple:
    """The puzzles `book --kinds KIND --count COUNT --seed SEED` generates,
    once a process."""
    import domino_puzzles as dp
    from domino_puzzles.pages import split_count

    return tuple(
        entry
        for (_, level), n in split_count(count, [kind], levels).items()
        if n
        for entry in dp.generate(kind, n, seed, level)
    )


def main(args: list[str]) -> int:
    if args[:1] == ["--thin"]:  # the pages under MIN_FILL of book folders, a count each
        for folder in args[1:]:
            thin = thin_pages(Path(folder))
            pages = len(list(Path(folder).glob("page-*.svg")))
            for line in thin:
                print(line)
            print(f"{folder}: {len(thin)} of {pages} pages under {MIN_FILL:.0%} full")
        return 0
    problems = [p for folder in args for p in check_folder(Path(folder))] if args else books()
    for p in problems:
        print(p)
    print(f"{len(problems)} thing(s) outside the safe area")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
