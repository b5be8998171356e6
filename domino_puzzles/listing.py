"""A book's listing sheet (docs/formats.md "The listing sheet"): what a print
service's title form asks for, beside the PDFs, so the publisher copies it
instead of measuring the book: the title, subtitle, author, the blurb (the
back cover's text), up to seven keywords, the trim, page count, spine
width, paper, interior, ISBN and service.

`listing.json` holds the facts for a script; `listing.txt` the same for a
person, in the book's language (its words in the catalogs, group
`listing`).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from domino_puzzles.paper_kind import on_paper
from domino_puzzles.recipe import Recipe
from domino_puzzles.services import INCH, KDP, SERVICES
from puzzles import i18n, numbers
from puzzles.drawing import PAPERS
from puzzles.words import Words
from solver.kind import Kind

WORDS = i18n.table("listing")
MOST_KEYWORDS = 7  # KDP's seven keyword boxes
KEYWORD_CHARS = 50  # a box's length at KDP


def _w(words: Words, key: str) -> str:
    return WORDS.get(words.lang, WORDS["en"]).get(key) or WORDS["en"][key]


def keywords(recipe: Recipe, kind_names: Sequence[str]) -> list[str]:
    """The recipe's keywords, else the book's own in its language: domino
    puzzles, logic puzzles, a puzzle book with solutions, then the kinds'
    names; at most seven, none twice."""
    if recipe.keywords:
        return list(recipe.keywords)[:MOST_KEYWORDS]
    lang = recipe.lang
    own = [
        _w(Words(lang), "kw_domino"),
        _w(Words(lang), "kw_logic"),
        _w(Words(lang), "kw_book"),
        *kind_names,
    ]
    seen: dict[str, str] = {}
    for k in own:
        seen.setdefault(k.casefold(), k)
    return list(seen.values())[:MOST_KEYWORDS]


def spine_inches(recipe: Recipe, pages: int) -> float:
    """The spine the cover is drawn with: the service's formula (KDP's
    without a service), as domino_puzzles/book_layout.py `cover_service`."""
    service = SERVICES[recipe.service] if recipe.service else KDP
    return service.spine(pages, recipe.paper_stock)


def listing(
    recipe: Recipe,
    title: str,
    blurb: Sequence[str],
    kinds: Sequence[Kind],
    pages: int,
    isbn: str,
) -> dict[str, Any]:
    """The sheet's facts: `blurb` the back cover's paragraphs, `kinds` the
    book's kinds in order, `isbn` as printed ("" without one)."""
    w, h = PAPERS[recipe.paper]
    spine = spine_inches(recipe, pages)
    names = list(dict.fromkeys(on_paper(k).word(Words(recipe.lang), "name") for k in kinds))
    return {
        "title": title,
        "subtitle": recipe.subtitle,
        "author": recipe.author,
        "description": "\n\n".join(blurb),
        "keywords": keywords(recipe, names),
        "language": recipe.lang,
        "trim": {
            "paper": recipe.paper,
            "width_in": round(w / INCH, 3),
            "height_in": round(h / INCH, 3),
            "width_mm": round(w, 1),
            "height_mm": round(h, 1),
            "bleed": recipe.bleed,
        },
        "pages": pages,
        "spine": {"in": round(spine, 4), "mm": round(spine * INCH, 2)},
        "paper": recipe.paper_stock,
        "interior": recipe.interior,
        "isbn": isbn,
        "service": recipe.service,
    }


def as_json(sheet: dict[str, Any]) -> str:
    return json.dumps(sheet, ensure_ascii=False, indent=2) + "\n"


def as_text(sheet: dict[str, Any]) -> str:
    """The sheet as a person reads it, one field a line, the description as
    its paragraphs."""
    lang = sheet["language"]
    none = _w(Words(lang), "none")
    trim, spine = sheet["trim"], sheet["spine"]
    inches = numbers.size(lang, trim["width_in"], trim["height_in"], 3)
    mm = numbers.size(lang, trim["width_mm"], trim["height_mm"], 2)
    size = f"{inches} in ({mm} mm), " + _w(Words(lang), "bleed" if trim["bleed"] else "no_bleed")
    service = SERVICES[sheet["service"]].name if sheet["service"] else _w(Words(lang), "no_service")
    rows = [
        ("title", sheet["title"]),
        ("subtitle", sheet["subtitle"] or none),
        ("author", sheet["author"] or none),
        ("keywords", "; ".join(sheet["keywords"])),
        ("trim", size),
        ("pages", str(sheet["pages"])),
        (
            "spine",
            f"{numbers.decimal(lang, spine['in'], 3)} in ({numbers.decimal(lang, spine['mm'])} mm)",
        ),
        ("paper", _w(Words(lang), f"stock_{sheet['paper']}")),
        ("interior", _w(Words(lang), f"interior_{sheet['interior']}")),
        ("isbn", sheet["isbn"] or none),
        ("service", service),
    ]
    out = [_w(Words(lang), "heading"), ""]
    out += [f"{_w(Words(lang), key)}: {value}" for key, value in rows]
    out += ["", f"{_w(Words(lang), 'description')}:", "", sheet["description"], ""]
    return "\n".join(out)
