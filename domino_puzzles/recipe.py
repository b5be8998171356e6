"""A book recipe (docs/formats.md "Book recipes"): what a book holds, read and
checked whole before any puzzle is generated. Command-line options given
with a recipe override its fields; without a recipe the options make a
one-section-per-kind book.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from puzzles import fields
from puzzles.drawing import PAPERS
from puzzles.drawing.words import LANGUAGES
from puzzles.errors import BadInput, shown
from puzzles.fields import page_text, paragraph_text
from puzzles.files import read_yaml
from solver.generate import LEVEL_NAMES, MAX_PUZZLES, levels
from solver.registry import KINDS

STOCKS = ("white", "cream")
SERVICE_NAMES = ("kdp", "ingram", "lulu")  # domino_puzzles/services.py SERVICES
INTERIORS = ("colour", "bw")
COVERS = ("classic", "board", "tiles")
ANSWERS = ("compact", "full")
FIELDS = (
    "title",
    "subtitle",
    "author",
    "copyright",
    "edition",
    "isbn",
    "blurb",
    "keywords",
    "dedication",
    "lang",
    "paper",
    "bleed",
    "paper_stock",
    "service",
    "interior",
    "cover",
    "answers",
    "right_pages",
    "pad",
    "guide",
    "large_print",
    "seed",
    "sections",
)
SECTION_FIELDS = ("kind", "difficulty", "count", "intro")


@dataclass(frozen=True)
class Part:
    """One section: `count` puzzles of one kind, spread over `difficulties`."""

    kind: str
    difficulties: tuple[str, ...]
    count: int
    intro: str = ""


@dataclass(frozen=True)
class Recipe:
    title: str = ""
    subtitle: str = ""
    author: str = ""
    copyright: str = ""
    lang: str = "en"
    paper: str = "a4"
    bleed: bool = False
    paper_stock: str = "white"
    seed: int = 0
    sections: tuple[Part, ...] = field(default_factory=tuple)
    edition: str = ""
    isbn: str = ""  # as the publisher wrote it, checked (isbn_digits)
    blurb: str = ""  # the back cover's text, instead of the generated one
    dedication: str = ""
    service: str = ""  # "": KDP's numbers, its least page count not enforced (a proof)
    interior: str = "colour"
    cover: str = "classic"
    right_pages: bool = False  # every section starts on a right-hand page
    pad: bool = False  # fewer pages than the service's least: notes pages make up the rest
    answers: str = "compact"  # compact: reduced keys, several a page; full: at the puzzles' scale
    guide: bool = False  # a worked example and a page of tips before each section
    keywords: tuple[str, ...] = ()  # the listing sheet's (domino_puzzles/listing.py), at most 7
    large_print: bool = False  # text at 14 pt and up, the puzzles one or two a page, filling it


def isbn_digits(value: str) -> str:
    """An ISBN-13 as its 13 digits (hyphens and spaces between them allowed),
    its EAN-13 check digit right, or BadInput saying what is wrong."""
    digits = value.replace("-", "").replace(" ", "")
    if digits.upper().startswith("ISBN"):
        digits = digits[4:].lstrip(":")
    if not digits.isascii() or not digits.isdigit() or len(digits) != 13:
        raise BadInput(f"{shown(value)} is not an ISBN-13: 13 digits, hyphens allowed")
    if not digits.startswith(("978", "979")):
        raise BadInput(f"{shown(value)} is not an ISBN-13: it starts with 978 or 979")
    check = (10 - sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(digits[:12])) % 10) % 10
    if int(digits[12]) != check:
        raise BadInput(f"{shown(value)}: its check digit is {digits[12]}, it should be {check}")
    return digits


MAX_SECTIONS = 100  # five kinds at four difficulties are 20 sections; two each, 40


def _text(data: dict, name: str, file: str, check=page_text, where: str = "") -> str:
    """A text field printed in the book, checked as the matching option of
    `book` (`--title`) is: `check` (puzzles/fields.py); errors name
    `where` + `name`."""
    value = data.get(name, "")
    if value is None:
        return ""
    if not isinstance(value, str):
        raise BadInput(f"must be text, not {type(value).__name__}", where + name, file=file)
    try:
        return check(value)
    except BadInput as error:
        raise BadInput(error.message, where + name, file=file) from None


def _choice(value: Any, allowed, name: str, file: str) -> str:
    if not isinstance(value, str) or value not in allowed:
        raise BadInput(f"{shown(value)} is not one of {', '.join(allowed)}", name, file=file)
    return value


def _part(raw: Any, i: int, file: str) -> Part:
    where = f"sections[{i}]"
    if not isinstance(raw, dict):
        raise BadInput("must be a mapping with kind, difficulty and count", where, file=file)
    for key in raw:
        if key not in SECTION_FIELDS:
            raise BadInput(
                f"unknown field (fields: {', '.join(SECTION_FIELDS)})", f"{where}.{key}", file=file
            )
    kind = _choice(raw.get("kind"), list(KINDS), f"{where}.kind", file)
    if not KINDS[kind].has_generator:
        raise BadInput(f"no generator for {kind} yet", f"{where}.kind", file=file)
    diff = raw.get("difficulty", ["medium", "hard"])  # a book for adults
    diffs = diff if isinstance(diff, list) else [diff]
    if not diffs:
        raise BadInput("needs at least one difficulty", f"{where}.difficulty", file=file)
    if len(diffs) > len(LEVEL_NAMES):
        raise BadInput(
            f"holds {len(diffs)} items: at most {len(LEVEL_NAMES)} ({', '.join(LEVEL_NAMES)})",
            f"{where}.difficulty",
            file=file,
        )
    known = levels(KINDS[kind])
    for j, d in enumerate(diffs):
        _choice(d, list(LEVEL_NAMES), f"{where}.difficulty", file)
        if d in diffs[:j]:
            raise BadInput(f"{d} is given twice", f"{where}.difficulty", file=file)
        if d not in known:
            raise BadInput(
                f"{d}: {kind} does not generate it (its difficulties: {', '.join(known)})",
                f"{where}.difficulty",
                file=file,
            )
    count = raw.get("count")
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= MAX_PUZZLES:
        raise BadInput(
            f"must be a whole number from 1 to {MAX_PUZZLES}", f"{where}.count", file=file
        )
    intro = _text(raw, "intro", file, paragraph_text, f"{where}.")
    return Part(kind, tuple(diffs), count, intro)


MOST_KEYWORDS, KEYWORD_CHARS = 7, 50  # KDP's seven keyword boxes, 50 characters each


def _keywords(data: dict, file: str) -> tuple[str, ...]:
    """The listing sheet's keywords: a list of at most seven texts of one
    line, each at most 50 characters."""
    raw = data.get("keywords")
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise BadInput("must be a list of texts", "keywords", file=file)
    if len(raw) > MOST_KEYWORDS:
        raise BadInput(f"holds {len(raw)} items: at most {MOST_KEYWORDS}", "keywords", file=file)
    got = []
    for i, value in enumerate(raw):
        where = f"keywords[{i}]"
        if not isinstance(value, str):
            raise BadInput(f"must be text, not {type(value).__name__}", where, file=file)
        try:
            text = page_text(value)
        except BadInput as error:
            raise BadInput(error.message, where, file=file) from None
        if not text.strip():
            raise BadInput("must be a text of one line", where, file=file)
        if len(text) > KEYWORD_CHARS:
            raise BadInput(
                f"holds {len(text)} characters: at most {KEYWORD_CHARS}", where, file=file
            )
        got.append(text.strip())
    return tuple(got)


def load(path: str) -> Recipe:
    """The recipe in `path`, read by the one strict reader of users' files
    (puzzles/files.py) and checked whole, or BadInput naming the file and
    the field."""
    data = read_yaml(path, "a book recipe")
    if not isinstance(data, dict):
        raise BadInput("a recipe is a mapping of fields (title, sections, ...)", file=path)
    for key in data:
        if key not in FIELDS:
            raise BadInput(f"unknown field (fields: {', '.join(FIELDS)})", str(key), file=path)
    title = _text(data, "title", path)
    lang = _choice(data.get("lang", "en"), LANGUAGES, "lang", path)
    paper = _choice(data.get("paper", "6x9in"), list(PAPERS), "paper", path)
    flags = {}
    for name in ("bleed", "right_pages", "pad", "guide", "large_print"):
        flags[name] = data.get(name, False)
        if not isinstance(flags[name], bool):
            raise BadInput("must be true or false", name, file=path)
    bleed = flags["bleed"]
    isbn = _text(data, "isbn", path)
    if isbn:
        try:
            isbn_digits(isbn)
        except BadInput as error:
            raise BadInput(error.message, "isbn", file=path) from None
    stock = _choice(data.get("paper_stock", "white"), STOCKS, "paper_stock", path)
    try:
        seed = fields.seed(data.get("seed", 0))
    except BadInput as error:
        raise BadInput(error.message, "seed", file=path) from None
    raw = data.get("sections")
    if not isinstance(raw, list) or not raw:
        raise BadInput("needs a list of at least one section", "sections", file=path)
    if len(raw) > MAX_SECTIONS:
        raise BadInput(f"holds {len(raw)} sections: at most {MAX_SECTIONS}", "sections", file=path)
    sections = tuple(_part(s, i, path) for i, s in enumerate(raw))
    total = sum(part.count for part in sections)
    if total > MAX_PUZZLES:
        raise BadInput(
            f"the sections' counts come to {total:,} puzzles: a book holds at most {MAX_PUZZLES:,}",
            "sections",
            file=path,
        )
    return Recipe(
        title=title,
        subtitle=_text(data, "subtitle", path),
        author=_text(data, "author", path),
        copyright=_text(data, "copyright", path),
        lang=lang,
        paper=paper,
        bleed=bleed,
        paper_stock=stock,
        seed=seed,
        sections=sections,
        edition=_text(data, "edition", path),
        isbn=isbn,
        blurb=_text(data, "blurb", path, paragraph_text),
        keywords=_keywords(data, path),
        dedication=_text(data, "dedication", path, paragraph_text),
        service=_choice(data["service"], SERVICE_NAMES, "service", path)
        if "service" in data
        else "",
        interior=_choice(data.get("interior", "colour"), INTERIORS, "interior", path),
        cover=_choice(data.get("cover", "classic"), COVERS, "cover", path),
        answers=_choice(data.get("answers", "compact"), ANSWERS, "answers", path),
        right_pages=flags["right_pages"],
        pad=flags["pad"],
        guide=flags["guide"],
        large_print=flags["large_print"],
    )


def from_options(kinds, difficulties, count) -> tuple[Part, ...]:
    """The options' book: `count` split over the kinds first, then each kind's
    share over the difficulties (domino_puzzles.pages.split_count), one section a kind."""
    from domino_puzzles.pages import split_count

    counts = split_count(count, kinds, difficulties)
    parts = []
    for kind in kinds:
        n = sum(counts[(kind, d)] for d in difficulties)
        if n:
            parts.append(Part(kind, tuple(difficulties), n))
    return tuple(parts)
