"""What `preflight` finds, and how it says it: a `Problem` a thing the
service would refuse or print wrong, the `Summary` of what was checked, and
both as lines for people (in en, nl, de, lv: domino_puzzles/preflight_words.py)
or as JSON (docs/formats.md "preflight")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


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
)


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
            "problems": self.problems,
            "passed": self.problems == 0,
        }


# -- telling ----------------------------------------------------------------
def _number(x: float) -> str:
    return f"{x:.1f}" if isinstance(x, float) else str(x)


def _size(lang: str, wh: Any) -> str:
    from domino_puzzles.preflight_words import say

    return say(lang, "size", w=_number(float(wh[0])), h=_number(float(wh[1])))


def told(problem: Problem, lang: str = "en") -> str:
    """One problem as a line for people, in `lang`."""
    from domino_puzzles.preflight_words import say

    p, c = problem, problem.check
    if c in ("page_count_low", "page_count_high", "page_count_odd", "cover_pages"):
        measured = say(lang, "n_pages", n=p.measured)
        allowed = {
            "page_count_low": lambda: say(lang, "at_least", x=p.allowed),
            "page_count_high": lambda: say(lang, "at_most", x=p.allowed),
            "page_count_odd": lambda: say(lang, "even"),
            "cover_pages": lambda: say(lang, "one_sheet"),
        }[c]()
    elif c in ("trim", "page_size", "cover_size"):
        measured = _size(lang, p.measured)
        allowed = say(lang, "or").join(_size(lang, a) for a in p.allowed)
    elif c in ("margin", "gutter", "cover_margin"):
        measured = say(lang, "mm_from_trim", x=_number(float(p.measured)))
        allowed = say(lang, "at_least", x=say(lang, "mm", x=_number(float(p.allowed))))
    elif c == "font":
        measured, allowed = say(lang, "font_named", name=p.measured), say(lang, "embedded")
    elif c == "cover_missing":
        measured, allowed = say(lang, "missing_file", name=p.allowed), say(lang, "one_sheet")
    elif c == "spine_text":
        measured = say(lang, "spine_pages", n=p.measured)
        allowed = say(lang, "spine_from", n=p.allowed)
    else:  # barcode
        measured, allowed = say(lang, "on_area", item=p.item), say(lang, "clear")
    where = say(lang, "at_page", file=p.file, page=p.page) if p.page else p.file
    if p.item and c != "barcode":
        return say(
            lang,
            "line_item",
            where=where,
            what=say(lang, c),
            measured=measured,
            item=p.item,
            count=p.count,
            allowed=allowed,
        )
    return say(lang, "line", where=where, what=say(lang, c), measured=measured, allowed=allowed)


def summary_line(summary: Summary, lang: str = "en") -> str:
    """The last line: passes, or how many problems; what the book is; what was not checked."""
    from domino_puzzles.preflight_words import say

    facts = [say(lang, "n_pages", n=summary.pages)]
    if summary.trim:
        w, h = summary.trim
        facts.append(say(lang, "facts_trim", w=_number(float(w)), h=_number(float(h))))
        facts.append(say(lang, "bleed" if summary.bleed else "no_bleed"))
    if summary.stock:
        facts.append(say(lang, f"stock_{summary.stock}"))
    if not summary.cover_checked:
        facts.append(say(lang, "no_cover"))
    if not summary.fonts_checked:
        facts.append(say(lang, "no_fonts"))
    files = ", ".join(summary.files)
    key = "passes" if summary.problems == 0 else "fails"
    return say(
        lang, key, files=files, n=summary.problems, service=summary.service, facts=", ".join(facts)
    )


def report_json(problems: list[Problem], summary: Summary) -> dict[str, Any]:
    """`--format json`: the problems, then the summary; no words."""
    return {"problems": [p.as_json() for p in problems], "summary": summary.as_json()}
