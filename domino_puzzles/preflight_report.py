"""What `preflight` finds, and how it says it: a `Problem` a thing the
service would refuse or print wrong, the `Summary` of what was checked, and
both as lines for people (in en, nl, de, lv: domino_puzzles/preflight_words.py;
one line for each kind of problem in a file, with its pages: `told_all`) or
as JSON (docs/formats.md "preflight"; never a number JSON cannot hold)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from puzzles import numbers
from puzzles.words import ENGLISH, Words


@dataclass(frozen=True)
class Problem:
    """One thing the service would refuse or print wrong. `check` is its
    kind (CHECKS), `measured` and `allowed` numbers in `unit` (mm, pages) or
    names; `item` what on the page it is, where one thing is."""

    file: str
    page: int | None
    check: str
    measured: Any
    allowed: Any
    unit: str | None = None
    item: str = ""
    count: int = 1  # things of this kind on the page; `item` is the worst

    def as_json(self) -> dict[str, Any]:
        out = {
            "file": self.file,
            "page": self.page,
            "check": self.check,
            "measured": self.measured,
            "allowed": self.allowed,
            "unit": self.unit,
        }
        if self.item:
            out["item"] = self.item
            out["count"] = self.count
        return out


CHECKS = (
    "page_count_low",
    "page_count_high",
    "page_count_odd",
    "trim",
    "page_size",
    "margin",
    "gutter",
    "no_bleed",
    "font",
    "cover_missing",
    "cover_pages",
    "cover_size",
    "cover_margin",
    "spine_text",
    "barcode",
    "text_small",
    "line_thin",
    "transparency",
    "colour_space",
    "pdfx_version",
    "output_intent",
    "isbn",
)
# The print rules (domino_puzzles/preflight.py `print_problems`), and what a
# page's count of each counts (preflight_words' plural messages).
PRINT_CHECKS = CHECKS[-7:]
_COUNTED = {"text_small": "n_text", "line_thin": "n_line", "colour_space": "n_colour"}


@dataclass(frozen=True)
class Summary:
    """What was checked: the service, the files, the interior's page count,
    trim (mm) and bleed, the paper stock the cover fits (None where it fits
    none or was not checked), and the problems' count."""

    service: str
    files: tuple[str, ...]
    pages: int
    trim: tuple[float, float] | None
    bleed: bool
    stock: str | None
    problems: int
    fonts_checked: bool
    cover_checked: bool
    print_checked: bool = False  # text sizes, lines, transparency, colour: read from a PDF

    def as_json(self) -> dict[str, Any]:
        return {
            "service": self.service,
            "files": list(self.files),
            "pages": self.pages,
            "trim_mm": list(self.trim) if self.trim else None,
            "bleed": self.bleed,
            "paper_stock": self.stock,
            "fonts_checked": self.fonts_checked,
            "cover_checked": self.cover_checked,
            "print_checked": self.print_checked,
            "problems": self.problems,
            "passed": self.problems == 0,
        }


# -- telling ----------------------------------------------------------------
_WORDS = "preflight"  # the group of the words said here


def _number(x: float, words: Words) -> str:
    """Millimetres to the tenth, no trailing zeros: 210, 3.2 (de 3,2)."""
    return numbers.number(words.lang, float(x), 1)


def _pt(x: float, words: Words) -> str:
    """Points as measured, to the hundredth, no trailing zeros: 7, 6.5, 0.75."""
    return numbers.number(words.lang, float(x), 2)


def _size(words: Words, wh: Any) -> str:

    return words("preflight.size", w=_number(wh[0], words), h=_number(wh[1], words))


def _measured(problem: Problem, words: Words) -> tuple[str, str]:
    """What was measured and what is allowed, as words in `words`' language."""
    from domino_puzzles.preflight_words import say
    from puzzles import i18n

    p, c = problem, problem.check
    if c in ("text_small", "line_thin"):
        worst = words("preflight.pt", x=_pt(p.measured, words))
        measured = say(words, "smallest" if c == "text_small" else "thinnest", x=worst)
        allowed = words("preflight.at_least", x=words("preflight.pt", x=_pt(p.allowed, words)))
    elif c == "transparency":
        measured = ", ".join(say(words, "tr_" + k.replace(" ", "_")) for k in p.measured)
        allowed = words("preflight.no_transparency")
    elif c == "colour_space":
        measured = ", ".join(say(words, f"space_{k}") for k in p.measured)
        allowed = words("preflight.or").join(say(words, f"space_{k}") for k in p.allowed)
    elif c == "pdfx_version":
        measured, allowed = p.measured or words("preflight.none"), p.allowed
    elif c == "output_intent":
        measured, allowed = words("preflight.none"), words("preflight.intent_needed")
    elif c == "isbn":
        measured, allowed = words("preflight.none"), words("preflight.isbn_needed")
    elif c in ("page_count_low", "page_count_high", "page_count_odd", "cover_pages"):
        # "1201+": counted to past the most and no further (preflight.py)
        pages = int(str(p.measured).rstrip("+"))
        measured = i18n.nformat(words.lang, f"{_WORDS}.n_pages", pages, n=p.measured)
        allowed = {
            "page_count_low": lambda: words("preflight.at_least", x=p.allowed),
            "page_count_high": lambda: words("preflight.at_most", x=p.allowed),
            "page_count_odd": lambda: words("preflight.even"),
            "cover_pages": lambda: words("preflight.one_sheet"),
        }[c]()
    elif c in ("trim", "page_size", "cover_size"):
        measured = _size(words, p.measured)
        allowed = words("preflight.or").join(_size(words, a) for a in p.allowed)
    elif c in ("margin", "gutter", "cover_margin"):
        measured = words("preflight.mm_from_trim", x=_number(p.measured, words))
        allowed = words("preflight.at_least", x=words("preflight.mm", x=_number(p.allowed, words)))
    elif c == "font":
        measured, allowed = (
            words("preflight.font_named", name=p.measured),
            words("preflight.embedded"),
        )
    elif c == "cover_missing":
        measured, allowed = (
            words("preflight.missing_file", name=p.allowed),
            words("preflight.one_sheet"),
        )
    elif c == "spine_text":
        measured = i18n.nformat(words.lang, f"{_WORDS}.spine_pages", p.measured)
        allowed = i18n.nformat(words.lang, f"{_WORDS}.spine_from", p.allowed)
    else:  # barcode
        measured = words("preflight.on_area", item=_item(p.item, words))
        allowed = words("preflight.clear")
    return measured, allowed


def _item(item: str, words: Words) -> str:
    """What on the page a problem is (`text 'Dominosa'`, `rect`, `path`), in
    the reader's words: the message `item_NAME` (its English the name
    itself), a text's own words kept as they are printed."""
    name, _, label = item.partition(" ")
    if name == "text" and label:
        return words("preflight.item_text_named", label=label)
    return words(f"preflight.item_{name}") if words.has(f"preflight.item_{name}") else item


def _what(check: str, words: Words) -> str:
    from domino_puzzles.preflight_words import say
    from domino_puzzles.sheets import MIN_LINE_PT, MIN_TEXT_PT

    least = MIN_TEXT_PT if check == "text_small" else MIN_LINE_PT
    return say(words, check, pt=_pt(least, words))


def told(problem: Problem, words: Words = ENGLISH) -> str:
    """One problem as a line for people, in `lang`."""
    from domino_puzzles.preflight_words import say

    p, c = problem, problem.check
    measured, allowed = _measured(p, words)
    where = words("preflight.at_page", file=p.file, page=p.page) if p.page else p.file
    if c in PRINT_CHECKS:
        return words(
            "preflight.line",
            where=where,
            what=_what(c, words),
            measured=measured,
            allowed=allowed,
        )
    if p.item and c != "barcode":
        return words(
            "preflight.line_item",
            where=where,
            what=say(words, c),
            measured=measured,
            item=_item(p.item, words),
            count=p.count,
            allowed=allowed,
        )
    return words(
        "preflight.line", where=where, what=say(words, c), measured=measured, allowed=allowed
    )


def _pages(pages: list[int]) -> tuple[str, int]:
    """Pages as runs ("3-9, 12") and how many."""
    runs: list[list[int]] = []
    for page in sorted(set(pages)):
        if runs and page == runs[-1][1] + 1:
            runs[-1][1] = page
        else:
            runs.append([page, page])
    text = ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in runs)
    return text, len(set(pages))


def told_all(problems: list[Problem], words: Words = ENGLISH) -> list[str]:
    """Every problem for people, one line for each kind of problem in a file
    (in the order first found): a kind on one page as `told`, a kind on
    several pages as one line with its pages, how many things break it in
    all, the worst measured and what is allowed."""
    from puzzles import i18n

    groups: dict[tuple[str, str], list[Problem]] = {}
    for p in problems:
        groups.setdefault((p.file, p.check), []).append(p)
    lines = []
    for (file, check), group in groups.items():
        paged = [p for p in group if p.page]
        if len(paged) < 2 or len(paged) != len(group):
            lines += [told(p, words) for p in group]
            continue
        numbers = [float(p.measured) for p in group if isinstance(p.measured, int | float)]
        worst = group[0]
        if len(numbers) == len(group):
            worst = min(group, key=lambda p: float(p.measured))
        elif check in ("transparency", "colour_space"):
            kinds = sorted({k for p in group for k in p.measured})
            worst = Problem(file, None, check, kinds, worst.allowed, worst.unit, worst.item)
        measured, allowed = _measured(worst, words)
        runs, n = _pages([p.page for p in paged if p.page])
        count = sum(p.count for p in group)
        key = f"preflight.{_COUNTED.get(check, 'n_item')}"
        lines.append(
            words(
                "preflight.line_pages",
                file=file,
                what=_what(check, words),
                pages=i18n.ngettext(words.lang, "preflight.pages_list", n).format(list=runs),
                count=i18n.ngettext(words.lang, key, count).format(n=f"{count:,}"),
                measured=measured,
                allowed=allowed,
            )
        )
    return lines


def summary_line(summary: Summary, words: Words = ENGLISH) -> str:
    """The last line: passes, or how many problems; what the book is; what was not checked."""
    from domino_puzzles.preflight_words import say
    from puzzles import i18n

    facts = [i18n.nformat(words.lang, f"{_WORDS}.n_pages", summary.pages)]
    if summary.trim:
        w, h = summary.trim
        facts.append(
            words(
                "preflight.facts_trim",
                w=_number(w, words),
                h=_number(h, words),
            )
        )
        facts.append(say(words, "bleed" if summary.bleed else "no_bleed"))
    if summary.stock:
        facts.append(say(words, f"stock_{summary.stock}"))
    if not summary.cover_checked:
        facts.append(words("preflight.no_cover"))
    if not summary.fonts_checked:
        facts.append(words("preflight.no_fonts"))
    if not summary.print_checked:
        facts.append(words("preflight.no_print"))
    files = ", ".join(summary.files)
    if summary.problems == 0:
        return words(
            "preflight.passes", files=files, service=summary.service, facts=", ".join(facts)
        )
    return i18n.nformat(
        words.lang,
        "preflight.fails",
        summary.problems,
        files=files,
        service=summary.service,
        facts=", ".join(facts),
    )


def report_json(problems: list[Problem], summary: Summary) -> dict[str, Any]:
    """`--format json`: the problems, then the summary; no words, and no number
    JSON cannot hold (a non-finite one, from a file built to hold one, is null)."""
    return _finite({"problems": [p.as_json() for p in problems], "summary": summary.as_json()})


def _finite(value: Any) -> Any:
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {k: _finite(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_finite(v) for v in value]
    return value
