"""What a printed page measures once every transform applies: the smallest
text, domino half and card on it, how much of it the puzzles fill, and
everything printed outside its safe area.

The safe area is the trim less 0.375 in on the top, the bottom and the outer
side, and less the gutter a print service asks for on the spine side (by the
book's page count, from the service's table, written out here again rather
than taken from the code it checks). Text is measured with the font itself
(Pillow reads DejaVu Sans), every shape from its coordinates.

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
from functools import lru_cache
from pathlib import Path

from puzzles.drawing import PAPERS, PT

SVG = "{http://www.w3.org/2000/svg}"
_TRANSFORM = re.compile(r"translate\(([-\d.e]+),([-\d.e]+)\)\s*scale\(([-\d.e]+)\)")
INCH = 25.4
SAFE = 0.375 * INCH
GUTTER_TABLE = ((150, 0.375), (300, 0.5), (500, 0.625), (700, 0.75), (10**9, 0.875))
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
    outside: list[str] = field(default_factory=list)  # what is printed past the safe area
    title: str = ""  # the page's heading: pages of one section share it
    blocks: int = 0  # puzzles, keys, rest of a key's steps and rules boxes on it
    items: list[tuple[float, float, float, float]] = field(default_factory=list)  # x, y, w, h
    rules_h: float = 0.0  # height of the rules box on it
    right: float = 0.0  # the content area's right edge
    safe_h: float = 0.0  # the safe area's height

    @property
    def text_pt(self) -> float:
        return self.text_mm / PT


def _classes(e) -> set[str]:
    return set((e.get("class") or "").split())


@lru_cache(maxsize=64)
def _font(bold: bool):
    from PIL import ImageFont

    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(FONTS + name, 1000)


def text_box(e, x: float, y: float, size: float) -> tuple[float, float, float, float]:
    """(x0, y0, x1, y1) of a <text> element in its own units."""
    content = "".join(e.itertext())
    width = _font(e.get("font-weight") == "bold").getlength(content) * size / 1000
    anchor = e.get("text-anchor") or "start"
    x0 = x - {"start": 0.0, "middle": width / 2, "end": width}[anchor]
    if e.get("dominant-baseline") == "central":
        y0, y1 = y - size * 0.5, y + size * 0.5
    else:
        y0, y1 = y - size * 0.8, y + size * 0.25
    return x0, y0, x0 + width, y1


def _shape_box(e) -> tuple[float, float, float, float] | None:
    tag = e.tag[len(SVG) :]
    f = lambda name: float(e.get(name) or 0)  # noqa: E731
    if tag == "rect":
        return f("x"), f("y"), f("x") + f("width"), f("y") + f("height")
    if tag == "line":
        return (
            min(f("x1"), f("x2")),
            min(f("y1"), f("y2")),
            max(f("x1"), f("x2")),
            max(f("y1"), f("y2")),
        )
    if tag == "circle":
        return f("cx") - f("r"), f("cy") - f("r"), f("cx") + f("r"), f("cy") + f("r")
    if tag == "polygon":
        pts = [float(v) for v in re.split(r"[ ,]+", e.get("points").strip())]
        xs, ys = pts[0::2], pts[1::2]
        return min(xs), min(ys), max(xs), max(ys)
    return None


_STEP = re.compile(r"(translate|scale|rotate)\(([^)]*)\)")


def _matrix(transform: str, m: tuple) -> tuple:
    """`m` (a, b, c, d, e, f) followed by an SVG transform list."""
    for name, args in _STEP.findall(transform or ""):
        v = [float(x) for x in re.split(r"[ ,]+", args.strip())]
        if name == "translate":
            t = (1, 0, 0, 1, v[0], v[1] if len(v) > 1 else 0.0)
        elif name == "scale":
            t = (v[0], 0, 0, v[-1], 0, 0)
        else:
            import math

            r = math.radians(v[0])
            t = (math.cos(r), math.sin(r), -math.sin(r), math.cos(r), 0, 0)
        a, b, c, d, e, f = m
        m = (
            a * t[0] + c * t[1],
            b * t[0] + d * t[1],
            a * t[2] + c * t[3],
            b * t[2] + d * t[3],
            a * t[4] + c * t[5] + e,
            b * t[4] + d * t[5] + f,
        )
    return m


def _apply(m: tuple, box) -> tuple[float, float, float, float]:
    a, b, c, d, e, f = m
    pts = [(x, y) for x in (box[0], box[2]) for y in (box[1], box[3])]
    xs = [a * x + c * y + e for x, y in pts]
    ys = [b * x + d * y + f for x, y in pts]
    return min(xs), min(ys), max(xs), max(ys)


def boxes(svg: str) -> list[tuple[str, set[str], tuple]]:
    """(what, classes of it and its groups, page box) of every text and shape
    drawn, leaving out the paper, art meant to bleed, and definitions."""
    out = []

    def walk(e, m, inherited):
        cls = _classes(e)
        if e.tag == f"{SVG}defs" or cls & {"paper", "bleed"}:
            return
        m = _matrix(e.get("transform"), m)
        cls = cls | inherited
        if e.tag == f"{SVG}text":
            size = float(e.get("font-size"))
            box = text_box(e, float(e.get("x") or 0), float(e.get("y") or 0), size)
            out.append((f"text {''.join(e.itertext())[:40]!r}", cls, _apply(m, box)))
        else:
            box = _shape_box(e)
            if box is not None:
                out.append((e.tag[len(SVG) :], cls, _apply(m, box)))
        for child in e:
            walk(child, m, cls)

    walk(ET.fromstring(svg), (1, 0, 0, 1, 0, 0), set())
    return out


def check_cover(svg: str) -> list[str]:
    """A cover sheet: each text and shape inside the back, the spine or the
    front less their margins, and nothing on the barcode's clear area."""
    root = ET.fromstring(svg)
    trim_w, trim_h, spine, bleed = (float(v) for v in root.get("data-cover").split())
    top, bottom = bleed + SAFE, bleed + trim_h - SAFE
    spine_x = bleed + trim_w
    areas = [
        (bleed + SAFE, top, spine_x - SAFE, bottom),
        (spine_x + spine + SAFE, top, spine_x + spine + trim_w - SAFE, bottom),
        (spine_x + 0.0625 * INCH, top, spine_x + spine - 0.0625 * INCH, bottom),
    ]
    problems = []
    found = boxes(svg)
    barcode = [b for _, cls, b in found if "barcode-area" in cls]
    if not barcode:
        problems.append("no barcode area")
    for what, cls, (x0, y0, x1, y1) in found:
        inside = any(
            x0 >= ax0 - SLACK and y0 >= ay0 - SLACK and x1 <= ax1 + SLACK and y1 <= ay1 + SLACK
            for ax0, ay0, ax1, ay1 in areas
        )
        if not inside:
            problems.append(f"{what} outside the safe areas")
        if "barcode-area" not in cls:
            for bx0, by0, bx1, by1 in barcode:
                if x0 < bx1 and x1 > bx0 and y0 < by1 and y1 > by0:
                    problems.append(f"{what} on the barcode area")
    return problems


def gutter(pages: int) -> float:
    return next(inches for most, inches in GUTTER_TABLE if pages <= most) * INCH


def safe_area(root, number: int, bound: bool) -> tuple[float, float, float, float]:
    trim = root.get("data-trim")
    if trim:
        width, height = (float(v) for v in trim.split())
        number = int(root.get("data-page") or number)
        pages = int(root.get("data-pages") or 0)
        bound = bound and pages > 0
    else:
        width, height = float(root.get("width")[:-2]), float(root.get("height")[:-2])
        pages = 0
    inside = gutter(pages) if bound else SAFE
    left, right = (inside, SAFE) if number % 2 else (SAFE, inside)
    return left, SAFE, width - right, height - SAFE


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
    x0s, y0s, x1s, y1s = safe_area(root, number, bound)
    out = Measures(1e9, None, None, 0.0, [])
    area = 0.0

    def low(old, new):
        return new if old is None else min(old, new)

    def check(what: str, box, tx: float, ty: float, scale: float) -> None:
        bx0, by0 = tx + scale * box[0], ty + scale * box[1]
        bx1, by1 = tx + scale * box[2], ty + scale * box[3]
        past = max(x0s - bx0, y0s - by0, bx1 - x1s, by1 - y1s)
        if past > SLACK:
            out.outside.append(f"{what} {past:.1f} mm past the safe area")

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
            content = "".join(e.itertext())
            out.texts.append(content)
            box = text_box(e, float(e.get("x")), float(e.get("y")), size)
            check(f"text {content[:40]!r}", box, tx, ty, scale)
        else:
            box = _shape_box(e)
            if box is not None:
                check(e.tag[len(SVG) :], box, tx, ty, scale)
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
        m = measure(path.read_text(encoding="utf-8"), _numbered(path))
        problems.extend(f"{folder}/{path.name}: {p}" for p in m.outside)
    return problems


MIN_FILL = 0.5  # no page of a section less than half full but its last


def sections(folder: Path) -> list[list[tuple[str, Measures]]]:
    """The pages of puzzles (or keys) of a book folder, section by section: a
    run of pages with puzzles under one heading."""
    runs: list[list[tuple[str, Measures]]] = []
    last = None
    for path in sorted(Path(folder).glob("page-*.svg")):
        m = measure(path.read_text(encoding="utf-8"), _numbered(path))
        if not m.blocks:
            last = None
            continue
        if last is None or last != m.title:
            runs.append([])
        runs[-1].append((path.name, m))
        last = m.title
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
    """Books of each kind alone on every paper, its puzzles generated once for
    all papers: {(paper, kind): every page but a section's last under MIN_FILL}."""
    from unittest import mock

    from click.testing import CliRunner

    import domino_puzzles.book_folder
    from cli.main import main

    made: dict = {}
    real = domino_puzzles.book_folder.generate_puzzles

    def once(*args, **kwargs):
        key = repr((args, kwargs))
        if key not in made:
            made[key] = real(*args, **kwargs)
        return list(made[key])

    out: dict[tuple[str, str], list[str]] = {}
    with (
        tempfile.TemporaryDirectory() as tmp,
        mock.patch.object(domino_puzzles.book_folder, "generate_puzzles", once),
    ):
        for kind in kinds:
            for paper in papers:
                folder = Path(tmp) / f"{kind}-{paper}"
                args = ["book", "--kinds", kind, "--count", str(count), "--paper", paper]
                args += ["--difficulty", difficulties, "--seed", str(seed), "--jobs", "1"]
                args += ["--out", str(folder), "--quiet"] + (["--explain"] if explain else [])
                result = CliRunner().invoke(main, args, catch_exceptions=False)
                assert result.exit_code == 0, result.output
                out[(paper, kind)] = thin_pages(folder)
    return out


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
