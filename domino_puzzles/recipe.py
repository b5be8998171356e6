"""A book recipe (FORMATS.md "Book recipe"): what a book holds, read and
checked whole before any puzzle is generated. Command-line options given
with a recipe override its fields; without a recipe the options make a
one-section-per-kind book.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from puzzles.drawing import PAPERS
from puzzles.drawing.words import LANGUAGES
from puzzles.errors import BadInput
from solver.generate import LEVEL_NAMES, levels
from solver.registry import KINDS

STOCKS = ("white", "cream")
FIELDS = (
    "title",
    "subtitle",
    "author",
    "copyright",
    "lang",
    "paper",
    "bleed",
    "paper_stock",
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


def _text(data: dict, name: str, file: str) -> str:
    value = data.get(name, "")
    if value is None:
        return ""
    if not isinstance(value, str):
        raise BadInput(f"must be text, not {type(value).__name__}", name, file=file)
    return value


def _choice(value: Any, allowed, name: str, file: str) -> str:
    if value not in allowed:
        raise BadInput(f"{value!r} is not one of {', '.join(allowed)}", name, file=file)
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
    diff = raw.get("difficulty", "easy")
    diffs = diff if isinstance(diff, list) else [diff]
    if not diffs:
        raise BadInput("needs at least one difficulty", f"{where}.difficulty", file=file)
    known = levels(KINDS[kind])
    for d in diffs:
        _choice(d, list(LEVEL_NAMES), f"{where}.difficulty", file)
        if d not in known:
            raise BadInput(
                f"{d}: {kind} does not generate it (its difficulties: {', '.join(known)})",
                f"{where}.difficulty",
                file=file,
            )
    count = raw.get("count")
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= 10_000:
        raise BadInput("must be a whole number from 1 to 10000", f"{where}.count", file=file)
    intro = _text(raw, "intro", file)
    return Part(kind, tuple(dict.fromkeys(diffs)), count, intro)


def load(path: str) -> Recipe:
    """The recipe in `path`, or BadInput naming the file and the field."""
    import yaml

    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise BadInput(f"cannot read it: {e.__class__.__name__}", file=path) from None
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as e:
        raise BadInput(f"not valid YAML: {str(e).splitlines()[0]}", file=path) from None
    if not isinstance(data, dict):
        raise BadInput("a recipe is a mapping of fields (title, sections, ...)", file=path)
    for key in data:
        if key not in FIELDS:
            raise BadInput(f"unknown field (fields: {', '.join(FIELDS)})", str(key), file=path)
    title = _text(data, "title", path)
    lang = _choice(data.get("lang", "en"), LANGUAGES, "lang", path)
    paper = _choice(data.get("paper", "6x9in"), list(PAPERS), "paper", path)
    bleed = data.get("bleed", False)
    if not isinstance(bleed, bool):
        raise BadInput("must be true or false", "bleed", file=path)
    stock = _choice(data.get("paper_stock", "white"), STOCKS, "paper_stock", path)
    seed = data.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise BadInput("must be a whole number", "seed", file=path)
    raw = data.get("sections")
    if not isinstance(raw, list) or not raw:
        raise BadInput("needs a list of at least one section", "sections", file=path)
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
        sections=tuple(_part(s, i, path) for i, s in enumerate(raw)),
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
