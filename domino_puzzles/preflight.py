"""`domino-puzzles preflight`: a book checked against its print service
(domino_puzzles/services.py) before upload.

What is read: a book folder's `book.pdf` and `cover.pdf` (what the service
gets), or, where the folder has no PDF (a book made without `--pdf`), its
`page-*.svg` and `cover.svg`; or one PDF, an interior alone. Every page is
read as what it prints: each text, shape and image as a box on the sheet,
once every transform applies. A PDF is read with pypdf: its content streams
are walked (paths, text with the widths of its own fonts, images, forms,
clips); an SVG with the standard library, its text measured by
puzzles/drawing/metrics.py (the widths of DejaVu Sans, the pages' font), or
by a `width` function the caller gives (tests/pagecheck.py measures with the
font file itself, through Pillow).

What is checked, each against the service's numbers:

- the page count: even, at least the service's least, at most its most;
- every page's size: the trim, or the trim with bleed on the sides the
  service asks (KDP, IngramSpark: top, bottom and outer side; Lulu: all
  four), the same on every page; the trim is found from the first page
  among the papers the tool makes (or an SVG's `data-trim`);
- the margins: nothing printed nearer a trimmed edge than the service's
  margin, nor nearer the spine than its gutter for the book's page count,
  but filled art that runs off the sheet on a side with bleed (white, which
  prints no ink, is never a problem);
- fonts: every font a PDF page uses is embedded (SVG pages name their
  fonts, they do not hold them: checked in a PDF only);
- the cover: one sheet, the trim's height plus bleed, two trims wide plus
  the spine (the page count on the paper stock, by the service's formula)
  plus bleed; the back's and front's print inside the cover margin, the
  spine's inside its folds and only from the service's page count on; the
  barcode's area clear;
- the print rules, in a PDF (interior and cover; `print_problems`): every
  text span at least MIN_TEXT_PT (7 pt) once drawn (its font size times the
  scale of the text and transformation matrices along the text's upright);
  every stroke at least MIN_LINE_PT (0.75 pt) wide once drawn (its width
  times the transformation's scale), but strokes in white (no ink), strokes
  made invisible (stroke opacity 0) and strokes clipped away, which print
  nothing; no transparency (a page or form group /S /Transparency, a soft
  mask, an opacity under 1, a blend mode other than Normal); a black-and-white
  interior (its pages say `data-interior="bw"`, or `--interior bw`) in grey
  only, no RGB or CMYK colour operator or image; for a service that asks for
  PDF/X-1a (IngramSpark) no RGB, an output intent /GTS_PDFX and a
  GTS_PDFXVersion of PDF/X-1a; for a service that asks for an ISBN
  (IngramSpark) an ISBN, as the book's cover.svg states it (`data-barcode`,
  `book --isbn`) or the PDF's metadata gives it (/ISBN, or an ISBN-13 in
  /Subject, /Keywords or /Title).

Bounded: every file is a regular file within a size cap (the PDF
MAX_PDF_BYTES, an SVG puzzles/files.py's MAX_BYTES), checked before it is
read; a book of more pages than any service prints (MOST_PAGES) is reported
without reading its pages; a PDF's walk has one budget
(domino_puzzles/sheets_pdf.py).

A problem names the file, the page, what is wrong, what was measured and
what is allowed (`Problem`); `preflight(path, service)` returns them with a
`Summary`. Bad input (no such path, not a book folder, not a PDF) raises
BadInput; reading a PDF without pypdf raises NeedsPackage.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from domino_puzzles.preflight_report import (
    Problem,
    Summary,
)
from domino_puzzles.services import INNER, MOST_PAGES, OUTER, SERVICES, TOP, Service
from domino_puzzles.sheets import (
    EDGE,
    INCH,
    MIN_LINE_PT,
    MIN_TEXT_PT,
    SIZE_SLACK,
    SLACK,
    Box,
    Ink,
    PrintedSheet,
    metrics_width,
    read_svg,
)
from domino_puzzles.sheets_pdf import PdfBook, PdfFacts, read_pdf_book
from puzzles.drawing import PAPERS
from puzzles.errors import BadInput, one_line
from puzzles.files import MAX_BYTES, read_text
from puzzles.words import ENGLISH, Words


# -- checking ---------------------------------------------------------------
def _close(a: float, b: float, slack: float = SIZE_SLACK) -> bool:
    return abs(a - b) <= slack


def _layouts(trim: tuple[float, float], bleed: float) -> dict[str, tuple[float, float]]:
    """The sheet's size for each way of bleed: none, three sides (top,
    bottom, outer), four sides."""
    w, h = trim
    return {
        "none": (w, h),
        "three": (w + bleed, h + 2 * bleed),
        "four": (w + 2 * bleed, h + 2 * bleed),
    }


def _layout_of(sheet: PrintedSheet, trim: tuple[float, float], bleed: float) -> str | None:
    for name, (w, h) in _layouts(trim, bleed).items():
        if _close(sheet.width, w) and _close(sheet.height, h):
            return name
    return None


def find_trim(sheet: PrintedSheet, bleed: float) -> tuple[float, float] | None:
    """The trim a page is cut to: the one it states, else the paper the tool
    makes that its size is, with or without bleed."""
    if sheet.trim:
        return sheet.trim
    for size in dict.fromkeys(PAPERS.values()):
        if _layout_of(sheet, size, bleed) is not None:
            return size
    return None


def _service_layout(service: Service) -> str:
    return "four" if INNER in service.bleed_sides else "three"


def _sides(layout: str, recto: bool) -> dict[str, str]:
    """Which sheet edge (left, right, top, bottom) is which side of the page."""
    del layout
    return {
        "left": INNER if recto else OUTER,
        "right": OUTER if recto else INNER,
        "top": TOP,
        "bottom": "bottom",
    }


def _trim_box(
    sheet: PrintedSheet, trim: tuple[float, float], layout: str, bleed: float, recto: bool
) -> Box:
    w, h = trim
    if layout == "none":
        x, y = 0.0, 0.0
    elif layout == "three":
        x, y = (0.0 if recto else bleed), bleed
    else:
        x, y = bleed, bleed
    return x, y, x + w, y + h


def _bleeding(ink: Ink, sheet: PrintedSheet, bled: set[str]) -> bool:
    """Is `ink` filled art that runs off an edge of the sheet that has bleed?"""
    if ink.text or not ink.filled:
        return False
    x0, y0, x1, y1 = ink.box
    edges = {
        "left": x0 <= EDGE,
        "top": y0 <= EDGE,
        "right": x1 >= sheet.width - EDGE,
        "bottom": y1 >= sheet.height - EDGE,
    }
    return any(edges[e] for e in bled)


def page_problems(
    sheet: PrintedSheet,
    number: int,
    pages: int,
    trim: tuple[float, float],
    service: Service,
    file: str = "book.pdf",
    bound: bool = True,
) -> list[Problem]:
    """The margin and gutter problems of page `number` of a book of `pages`
    pages: what is printed nearer the trim's edges than the service allows
    (one problem a page and kind, naming the worst thing and the count)."""
    bleed = service.bleed * INCH
    layout = _layout_of(sheet, trim, bleed) or "none"
    recto = number % 2 == 1
    box = _trim_box(sheet, trim, layout, bleed, recto)
    sides = _sides(layout, recto)
    margin = service.outside(layout != "none") * INCH
    inside = service.gutter(pages) * INCH if bound else margin
    need = {e: (inside if s == INNER else margin) for e, s in sides.items()}
    bled: set[str] = set()
    if layout != "none":
        bled = {"top", "bottom"} | {e for e, s in sides.items() if s == OUTER}
        if layout == "four":
            bled |= {"left", "right"}
    worst: dict[str, tuple[float, Ink, float]] = {}  # check -> (distance, ink, allowed)
    counts: dict[str, int] = {}
    for ink in sheet.inks:
        if ink.white or _bleeding(ink, sheet, bled):
            continue
        x0, y0, x1, y1 = ink.box
        gaps = {
            "left": x0 - box[0],
            "right": box[2] - x1,
            "top": y0 - box[1],
            "bottom": box[3] - y1,
        }
        for edge, gap in gaps.items():
            if gap < need[edge] - SLACK:
                check = "gutter" if sides[edge] == INNER and bound else "margin"
                counts[check] = counts.get(check, 0) + 1
                if check not in worst or gap < worst[check][0]:
                    worst[check] = (gap, ink, need[edge])
                break
    return [
        Problem(
            file, number, check, round(gap, 2), round(allowed, 2), "mm", ink.what, counts[check]
        )
        for check, (gap, ink, allowed) in worst.items()
    ]


def interior_problems(
    sheets: list[PrintedSheet],
    service: Service,
    file: str,
    stock: str | None,
    pages: int | None = None,
) -> tuple[list[Problem], tuple[float, float] | None, bool]:
    """Everything wrong with an interior: page count, sizes, margins, fonts;
    with the trim found and whether the book has bleed. `pages`: the page
    count where the sheets were not read (past MOST_PAGES)."""
    problems: list[Problem] = []
    pages = len(sheets) if pages is None else pages
    if pages < service.min_pages:
        problems.append(Problem(file, None, "page_count_low", pages, service.min_pages, "pages"))
    if pages > service.most_pages(stock):
        problems.append(
            Problem(file, None, "page_count_high", pages, service.most_pages(stock), "pages")
        )
    if pages % 2:
        problems.append(Problem(file, None, "page_count_odd", pages, pages + 1, "pages"))
    if not sheets:
        return problems, None, False
    bleed = service.bleed * INCH
    trim = find_trim(sheets[0], bleed)
    if trim is None:
        sizes = [list(s) for s in dict.fromkeys(PAPERS.values())]
        size0 = [round(sheets[0].width, 2), round(sheets[0].height, 2)]
        problems.append(Problem(file, 1, "trim", size0, sizes, "mm"))
        return problems, None, False
    wanted = _service_layout(service)
    first = _layout_of(sheets[0], trim, bleed)
    has_bleed = first not in (None, "none")
    allowed = _layouts(trim, bleed)
    sizes = [[round(v, 2) for v in allowed["none"]], [round(v, 2) for v in allowed[wanted]]]
    seen_fonts: set[str] = set()
    for number, sheet in enumerate(sheets, 1):
        layout = _layout_of(sheet, trim, bleed)
        expected = first if first in ("none", wanted) else wanted
        if layout != expected or first not in ("none", wanted):
            problems.append(
                Problem(
                    file,
                    number,
                    "page_size",
                    [round(sheet.width, 2), round(sheet.height, 2)],
                    sizes
                    if first not in ("none", wanted)
                    else [sizes[0 if first == "none" else 1]],
                    "mm",
                )
            )
        if layout is not None:
            problems += page_problems(sheet, number, pages, trim, service, file)
        for name, embedded in sheet.fonts:
            if not embedded and name not in seen_fonts:
                seen_fonts.add(name)
                problems.append(Problem(file, number, "font", name, "embedded", None))
    return problems, trim, has_bleed


def cover_problems(
    sheets: list[PrintedSheet],
    service: Service,
    trim: tuple[float, float],
    pages: int,
    file: str,
    stock: str | None,
    own_barcode: bool = False,
) -> tuple[list[Problem], str | None]:
    """Everything wrong with a cover for an interior of `pages` pages cut to
    `trim`; with the paper stock whose spine it fits. A cover with
    `own_barcode` (the book's ISBN drawn) may print inside the barcode area."""
    if len(sheets) != 1:
        return [Problem(file, None, "cover_pages", len(sheets), 1, "pages")], None
    sheet = sheets[0]
    problems: list[Problem] = []
    bleed = service.cover_bleed * INCH
    tw, th = trim
    stocks = [stock] if stock else list(service.spine_per_page)
    widths = {s: 2 * tw + service.spine(pages, s) * INCH + 2 * bleed for s in stocks}
    fits = [s for s, w in widths.items() if _close(sheet.width, w)]
    height = th + 2 * bleed
    if not fits or not _close(sheet.height, height):
        allowed = sorted({(round(w, 2), round(height, 2)) for w in widths.values()})
        problems.append(
            Problem(
                file,
                None,
                "cover_size",
                [round(sheet.width, 2), round(sheet.height, 2)],
                [list(a) for a in allowed],
                "mm",
            )
        )
    for name, embedded in sheet.fonts:
        if not embedded:
            problems.append(Problem(file, None, "font", name, "embedded", None))
    spine = sheet.width - 2 * tw - 2 * bleed  # as the sheet has it
    m, sm = service.cover_margin * INCH, service.spine_margin * INCH
    top, bottom = bleed + m, sheet.height - bleed - m
    spine_x = bleed + tw
    areas = [
        (bleed + m, top, spine_x - m, bottom),  # back
        (spine_x + spine + m, top, sheet.width - bleed - m, bottom),  # front
    ]
    spine_area = (spine_x + sm, top, spine_x + spine - sm, bottom)
    if pages >= service.spine_text_pages:
        areas.append(spine_area)
    bw, bh = service.barcode[0] * INCH, service.barcode[1] * INCH
    bx1 = spine_x - service.barcode_from_spine * INCH
    by1 = sheet.height - bleed - service.barcode_from_bottom * INCH
    barcode = (bx1 - bw, by1 - bh, bx1, by1)
    worst: dict[str, tuple[float, Ink, float]] = {}
    counts: dict[str, int] = {}

    def note(check: str, gap: float, ink: Ink, allowed: float) -> None:
        counts[check] = counts.get(check, 0) + 1
        if check not in worst or gap < worst[check][0]:
            worst[check] = (gap, ink, allowed)

    for ink in sheet.inks:
        if ink.white:
            continue
        x0, y0, x1, y1 = ink.box
        if x0 < barcode[2] and x1 > barcode[0] and y0 < barcode[3] and y1 > barcode[1]:
            within = (
                x0 >= barcode[0] - SLACK
                and y0 >= barcode[1] - SLACK
                and x1 <= barcode[2] + SLACK
                and y1 <= barcode[3] + SLACK
            )
            if own_barcode and within:
                continue  # the book's own barcode, where the service wants it
            note("barcode", 0.0, ink, 0.0)
        if _bleeding(ink, sheet, {"left", "right", "top", "bottom"}):
            continue
        inside = any(
            x0 >= a[0] - SLACK and y0 >= a[1] - SLACK and x1 <= a[2] + SLACK and y1 <= a[3] + SLACK
            for a in areas
        )
        if inside:
            continue
        on_spine = x1 > spine_x and x0 < spine_x + spine
        if on_spine and pages < service.spine_text_pages:
            note("spine_text", float(pages), ink, float(service.spine_text_pages))
            continue
        # how near the trim (or a fold) it comes, on its worst side
        best = max(
            (min(x0 - a[0], y0 - a[1], a[2] - x1, a[3] - y1) for a in areas),
            default=-1.0,
        )
        note("cover_margin", best + m, ink, m)
    for check, (gap, ink, least) in worst.items():
        unit = "pages" if check == "spine_text" else "mm"
        measured: Any = round(gap, 2) if check != "barcode" else [round(v, 2) for v in ink.box]
        limit: Any = round(least, 2) if check != "barcode" else [round(v, 2) for v in barcode]
        if check == "spine_text":
            measured, limit = pages, service.spine_text_pages
        problems.append(Problem(file, None, check, measured, limit, unit, ink.what, counts[check]))
    return problems, (fits[0] if fits else None)


def _svg_pages(folder: Path) -> list[Path]:
    def number(p: Path) -> int:
        digits = re.findall(r"\d+", p.stem)
        return int(digits[-1]) if digits else 0

    return sorted(folder.glob("page-*.svg"), key=number)


@dataclass
class BookFiles:
    """A book as read: the interior's file and pages, the cover's (None where
    missing), and whether the fonts and the print rules could be checked (a
    PDF)."""

    interior_file: str
    interior: list[PrintedSheet]
    cover_file: str = ""
    cover: list[PrintedSheet] | None = None
    fonts_checked: bool = True
    service: str = ""  # the service the book was made for (its cover.svg says), "" none
    own_barcode: bool = False  # its cover carries its ISBN's barcode
    pages: int | None = None  # the interior's page count where its pages were not read
    more_pages: bool = False  # it has more than `pages` (counted no further)
    interior_facts: PdfFacts | None = None  # what the interior PDF says of itself
    cover_facts: PdfFacts | None = None
    isbn: str = ""  # the book's ISBN, as its cover.svg or its PDFs state it
    bw: bool = False  # a black-and-white interior (its pages say so)


def _svg_text(path: Path, name: str) -> str:
    """An SVG of a book folder, read as every file the tool is handed is."""
    return read_text(path, f"an SVG page ({name})", MAX_BYTES)


def _made_for(folder: Path) -> tuple[str, bool, str]:
    """The service a book folder was made for, whether its cover draws its
    own barcode and the ISBN it carries, as its cover.svg states them
    (`data-service`, `data-barcode`); ("", False, "") where it states none."""
    from domino_puzzles.recipe import isbn_digits

    cover = folder / "cover.svg"
    if not cover.exists():
        return "", False, ""
    head = _svg_text(cover, "cover.svg")[:2000]
    found = re.search(r'data-service="([a-z]+)"', head)
    service = found[1] if found and found[1] in SERVICES else ""
    barcode = re.search(r'data-barcode="([0-9]{13})"', head)
    isbn = ""
    if barcode:
        try:
            isbn = isbn_digits(barcode[1])
        except BadInput:
            isbn = ""
    return service, "data-barcode=" in head, isbn


def _read_svg(path: Path, width: Callable[[str, float, bool], float]) -> PrintedSheet:
    """One SVG page or cover as printed; BadInput naming it where it cannot be read."""
    text = _svg_text(path, path.name)
    try:
        return read_svg(text, width)
    except Exception as error:  # noqa: BLE001 - any failure of the walk is said, exit 2
        reason = one_line(f"{type(error).__name__}: {error}", 120)
        raise BadInput.said("not_svg_page", file=str(path), reason=reason) from None


def _pdf(path: Path, words: Words, most: int | None = MOST_PAGES) -> PdfBook:
    return read_pdf_book(path, words, most, str(path))


def read_book(
    path: str | Path,
    width: Callable[[str, float, bool], float] = metrics_width,
    words: Words = ENGLISH,
) -> BookFiles:
    """A book folder (its book.pdf and cover.pdf, else its page-*.svg and
    cover.svg) or one PDF (an interior alone), read; BadInput where `path`
    is none of them, or a file of it is no regular file within its size cap
    or cannot be read or walked (puzzles/files.py, domino_puzzles/sheets_pdf.py)."""
    path = Path(path)
    if not path.exists() and not path.is_symlink():
        raise BadInput.said("no_such_path", file=str(path))
    if path.is_dir():
        made_for, own, isbn = _made_for(path)
        if (path / "book.pdf").exists():
            cover = path / "cover.pdf"
            interior = _pdf(path / "book.pdf", words)
            outside = _pdf(cover, words, None) if cover.exists() else None
            pages = _svg_pages(path)
            bw = bool(pages) and 'data-interior="bw"' in _svg_text(pages[0], pages[0].name)[:600]
            return BookFiles(
                "book.pdf",
                interior.sheets,
                cover.name,
                outside.sheets if outside is not None else None,
                service=made_for,
                own_barcode=own,
                pages=None if interior.facts.walked else interior.facts.pages,
                more_pages=interior.facts.more,
                interior_facts=interior.facts,
                cover_facts=outside.facts if outside is not None else None,
                isbn=isbn
                or interior.facts.isbn
                or (outside.facts.isbn if outside is not None else ""),
                bw=bw,
            )
        pages = _svg_pages(path)
        if pages:
            cover = path / "cover.svg"
            if len(pages) > MOST_PAGES:  # said before any page is read
                return BookFiles(
                    "page-*.svg", [], cover.name, None, False, made_for, own, len(pages)
                )
            first = _svg_text(pages[0], pages[0].name)[:600]
            return BookFiles(
                "page-*.svg",
                [_read_svg(p, width) for p in pages],
                cover.name,
                [_read_svg(cover, width)] if cover.exists() else None,
                fonts_checked=False,
                service=made_for,
                own_barcode=own,
                isbn=isbn,
                bw='data-interior="bw"' in first,
            )
    elif path.suffix.lower() == ".pdf":
        interior = _pdf(path, words)
        return BookFiles(
            path.name,
            interior.sheets,
            pages=None if interior.facts.walked else interior.facts.pages,
            more_pages=interior.facts.more,
            interior_facts=interior.facts,
            isbn=interior.facts.isbn,
        )
    raise BadInput.said("not_book", file=str(path))


def print_problems(
    sheets: list[PrintedSheet],
    facts: PdfFacts | None,
    service: Service,
    file: str,
    bw: bool = False,
    paged: bool = True,
) -> list[Problem]:
    """The print rules of a PDF's pages (see the module's docstring): a
    problem a page and rule, with how many things break it there; the
    document's PDF/X markers where the service asks for PDF/X. Nothing for
    pages read from SVG (`marks` None). A cover (not `paged`) names no page."""
    problems: list[Problem] = []
    banned = {"rgb", "cmyk", "other"} if bw else ({"rgb"} if service.pdfx else set())
    allowed = ["gray"] if bw else ["cmyk", "gray"]
    for number, sheet in enumerate(sheets, 1):
        marks = sheet.marks
        if marks is None:
            continue
        page = number if paged else None
        if marks.small_text:
            problems.append(
                Problem(
                    file,
                    page,
                    "text_small",
                    round(marks.smallest_text, 2),
                    MIN_TEXT_PT,
                    "pt",
                    "text",
                    marks.small_text,
                )
            )
        if marks.thin_lines:
            problems.append(
                Problem(
                    file,
                    page,
                    "line_thin",
                    round(marks.thinnest_line, 2),
                    MIN_LINE_PT,
                    "pt",
                    "line",
                    marks.thin_lines,
                )
            )
        if marks.transparency:
            kinds = sorted(marks.transparency)
            count = sum(marks.transparency.values())
            problems.append(
                Problem(file, page, "transparency", kinds, [], None, "transparency", count)
            )
        found = sorted(k for k in marks.colours if k in banned)
        if found:
            count = sum(marks.colours[k] for k in found)
            problems.append(
                Problem(file, page, "colour_space", found, allowed, None, "colour", count)
            )
    if service.pdfx and facts is not None:
        if not facts.pdfx.startswith(service.pdfx):
            problems.append(Problem(file, None, "pdfx_version", facts.pdfx or None, service.pdfx))
        if not facts.output_intent:
            problems.append(Problem(file, None, "output_intent", None, "GTS_PDFX"))
    return problems


def check_book(
    book: BookFiles,
    service: str | Service | None = None,
    stock: str | None = None,
    bw: bool | None = None,
) -> tuple[list[Problem], Summary]:
    """Every problem of a book read by `read_book` for `service` (a key of
    SERVICES or a Service; None: the one the book was made for, else KDP),
    and what was checked; `stock` (white, cream) the paper the cover's spine
    is for, None any the service offers; `bw` whether the interior is black
    and white (None: as the book says)."""
    if service is None:
        service = book.service or "kdp"
    profile = SERVICES[service] if isinstance(service, str) else service
    bw = book.bw if bw is None else bw
    files = [book.interior_file]
    problems, trim, has_bleed = interior_problems(
        book.interior, profile, files[0], stock, book.pages
    )
    if book.more_pages:  # counted to past the most, no further: "1201+ pages"
        problems = [
            Problem(p.file, p.page, p.check, f"{p.measured}+", p.allowed, p.unit)
            if p.check == "page_count_high"
            else p
            for p in problems
            if p.check != "page_count_odd"
        ]
    problems += print_problems(book.interior, book.interior_facts, profile, files[0], bw)
    if profile.needs_isbn and not book.isbn:
        problems.append(Problem(files[0], None, "isbn", None, "ISBN-13"))
    fits = None
    if book.cover_file and book.cover is None and book.pages is None:
        problems.append(Problem(book.cover_file, None, "cover_missing", None, book.cover_file))
    elif book.cover is not None and trim is not None:
        files.append(book.cover_file)
        pages = len(book.interior)
        found, fits = cover_problems(
            book.cover, profile, trim, pages, book.cover_file, stock, book.own_barcode
        )
        problems += found
        problems += print_problems(
            book.cover, book.cover_facts, profile, book.cover_file, paged=False
        )
    summary = Summary(
        profile.name,
        tuple(files),
        len(book.interior) if book.pages is None else book.pages,
        trim,
        has_bleed,
        fits,
        len(problems),
        book.fonts_checked,
        book.cover is not None and trim is not None,
        book.interior_facts is not None,
    )
    return problems, summary


def preflight(
    path: str | Path,
    service: str | Service | None = None,
    stock: str | None = None,
    width: Callable[[str, float, bool], float] = metrics_width,
    lang: str = "en",
    bw: bool | None = None,
) -> tuple[list[Problem], Summary]:
    """`path` (a book folder, or one PDF: an interior) checked against
    `service`: `check_book(read_book(path))`."""
    return check_book(read_book(path, width, Words(lang)), service, stock, bw)
