"""A puzzle book as a print service takes it: the interior (title page,
copyright page, how to use the book, contents, the sections, an "Answers"
divider and the keys, an even number of pages, each section and the answers
starting on a right-hand page) and the whole cover apart.

The gutter grows with the page count, and the page count with the layout,
so the sections are laid out again until the two agree (twice at most in
practice; the drawings are kept, so a second layout draws nothing new).
"""

from __future__ import annotations

import dataclasses
import re
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from domino_puzzles.pages import Print, paper, rules_for, section, solution_of
from domino_puzzles.paper_kind import on_paper
from domino_puzzles.recipe import Part, Recipe, isbn_digits
from domino_puzzles.report import SILENT, Reporter
from domino_puzzles.services import INCH, INNER, KDP, SERVICES, Service
from domino_puzzles.text import key_steps
from puzzles import numbers
from puzzles.drawing import packing
from puzzles.drawing.page import TOOL_PROFILE, Profile
from puzzles.drawing.words import count as counted
from puzzles.drawing.words import word
from puzzles.errors import BadInput
from puzzles.words import Words
from solver.generate import LEVEL_NAMES
from solver.registry import Kind


@dataclass
class Made:
    """A section's puzzles as generated and numbered, easier first; `order`,
    set by the layout, the order they are printed in (indexes into `puzzles`):
    within a difficulty the packing may move a puzzle (packing.ordered)."""

    part: Part
    kind: Kind
    puzzles: list[tuple[str, Any]]  # (number, puzzle), in difficulty order
    order: list[int] | None = None

    def printed(self) -> list[tuple[str, Any]]:
        """(number as printed, puzzle), in the order printed."""
        order = self.order if self.order is not None else range(len(self.puzzles))
        numbers = [number for number, _ in self.puzzles]
        return [(numbers[i], self.puzzles[j][1]) for i, j in enumerate(order)]


class Steps:
    """The book's steps as lines to `report` (each with the seconds since the
    start), and the seconds each step took (`times`)."""

    def __init__(self, report: Reporter = SILENT):
        self.report = report
        self.start = time.perf_counter()
        self.times: dict[str, float] = {}
        self._last = self.start
        self._name = ""

    def __call__(self, message: str, name: str = "") -> None:
        now = time.perf_counter()
        if self._name:
            self.times[self._name] = self.times.get(self._name, 0.0) + now - self._last
        self._last, self._name = now, name
        if message:
            seconds = numbers.decimal(self.report.lang, now - self.start, 1).rjust(6)
            self.report.say(f"[{seconds} s] {message}")


def _head(title: str, sub: str, kind_type=None, fixed: bool = False):
    """A section's heading, drawn on its first page (the others get a
    running head): the title large, the intro under it; `fixed`, the title
    at its one size, wrapped where long (every answer head alike)."""
    kind_type = kind_type or paper.Type.for_reader("adult")

    def head(dwg: Any, fr: Any, first: bool) -> float:
        return paper.header(dwg, fr, kind_type, title, sub if first else "", fixed)

    return head


def _running(*words: str):
    """The running head of a page of `words` (the kind; "Answers" first on
    a key's page) and the numbers of the puzzles on it: "Chains · 12–18"."""
    said = " · ".join(w for w in words if w)

    def running(titles: Sequence[str]) -> str:
        shown = _numbers(titles)
        return f"{said} · {shown}" if shown else said

    running.words = words  # type: ignore[attr-defined]
    return running


def _numbers(titles: Sequence[str]) -> str:
    """The range of the puzzle numbers `titles` ("12." ... "18."): "12–18"."""
    numbers = [t.rstrip(".") for t in titles if t]
    if not numbers:
        return ""
    return numbers[0] if len(numbers) == 1 else f"{numbers[0]}–{numbers[-1]}"


def _shared_running(parts: list) -> str | None:
    """The running head of a page that holds one kind's last keys and the
    next kind's first: every kind and its numbers on it ("Answers · Domino
    endgame 47–48 · Block the line 49–54"); None where the first part
    starts the page (its own heading names it)."""
    first, i = parts[0]
    if first.pages[i].first or first.section.running is None:
        return None
    lead: list[str] = []
    named = []
    for laid, j in parts:
        words = getattr(laid.section.running, "words", ())
        lead = lead or [w for w in words[:-1] if w]
        kind = words[-1] if words else ""
        named.append(" ".join(w for w in (kind, _numbers(laid.titles(j))) if w))
    return " · ".join([*lead, *named])


KEY_PT = 7.0  # a compact key's steps: the least text a print service takes
KEY_GAP = 3.0  # mm between compact keys' rows


def _section_name(part: Part, kind: Kind, words: Words) -> str:
    name = on_paper(kind).word(words, "name")
    levels = [word(words, d) for d in LEVEL_NAMES if d in part.difficulties]
    return words("paper.common.section_of", name=name, level=", ".join(levels)) if levels else name


def profile(service: Service) -> Profile:
    """The pages' frame for `service`: KDP's is the tool's own (its 11-12 mm
    margins meet KDP's and keep today's pages); a service asking wider
    margins (IngramSpark, Lulu: 0.5 in) gets them on every side, and its
    gutter; Lulu its bleed on all four sides."""
    if service is KDP:
        return TOOL_PROFILE
    return Profile(
        margin=service.margin_with_bleed * INCH,
        gutters=service.gutters,
        four_sides=INNER in service.bleed_sides,
    )


def interior(
    recipe: Recipe,
    made: Sequence[Made],
    title: str,
    per_page: int | None,
    explain: bool,
    say: Steps,
    jobs: int = 1,
    examples: Mapping[str, Sequence[Any]] | None = None,
) -> tuple[list[str], int]:
    """Every interior page as SVG text, and the page count. A book under its
    service's least page count is refused (BadInput) before any page is
    drawn, or padded with notes pages where the recipe says `pad`.
    `examples`: a guide's candidates for each kind's worked example."""
    lang, paper_name, bleed = recipe.lang, recipe.paper, recipe.bleed
    service = SERVICES[recipe.service or "kdp"]
    least = service.min_pages if recipe.pad else 0
    foot = str
    # A first guess at the page count, for the gutter: a right guess lays
    # the book out once.
    total = max(least, 8 + int(1.2 * sum(len(m.puzzles) for m in made)))
    guides = _guides(recipe, made, examples or {}, total)
    for _ in range(4):
        pages, entries = _assemble(
            recipe, made, title, per_page, explain, total, foot, least, guides
        )
        if paper.gutter(len(pages)) == paper.gutter(total):
            break
        total = len(pages)
    total = len(pages)
    if recipe.service and total < service.min_pages:
        raise BadInput.said(
            "too_few_pages", service=service.name, least=service.min_pages, pages=total
        )
    say(say.report.word("drawing", n=total), "draw")
    out = draw_pages(pages, total, bleed, jobs)
    del lang, paper_name, entries
    return out, total


_DRAWERS: list = []  # the pages for worker processes, which inherit them by fork


def _draw_one(n: int, total: int, bleed: bool) -> str:
    return _DRAWERS[n - 1](n, total, bleed)


def draw_pages(pages, total: int, bleed: bool, jobs: int) -> list[str]:
    """Every page's SVG, side by side in `jobs` processes: each page is a pure
    function of the laid-out book, so any `jobs` gives the same text."""
    import multiprocessing

    if jobs <= 1 or len(pages) < 8 or "fork" not in multiprocessing.get_all_start_methods():
        return [draw(n, total, bleed) for n, draw in enumerate(pages, 1)]
    from solver.interrupt import worker_pool

    global _DRAWERS
    _DRAWERS = list(pages)  # the workers are forked with them
    try:
        with worker_pool(jobs) as pool:
            jobs_list = [(n, total, bleed) for n in range(1, len(pages) + 1)]
            return pool.starmap(_draw_one, jobs_list, chunksize=8)
    finally:
        _DRAWERS = []


def _assemble(
    recipe: Recipe,
    made: Sequence[Made],
    title: str,
    per_page: int | None,
    explain: bool,
    total: int,
    foot: Callable[[int], str],
    least: int = 0,
    guides: Mapping[str, list[tuple]] | None = None,
) -> tuple[list[Callable[[int, int, bool], str]], list[tuple[str, int, bool]]]:
    """The book's pages as drawers `(number, pages, bleed) -> svg`, laid out for
    a book of `total` pages (its gutter), notes pages at the end up to
    `least` pages."""
    lang, paper_name = recipe.lang, recipe.paper
    # large print: the puzzles, rules and answers at 14 pt and up, one or two
    # puzzles a page, drawn to fill it
    reader = "large" if recipe.large_print else "adult"
    if recipe.large_print and not per_page:
        per_page = LARGE_PER_PAGE
    page_type = paper.Type.for_reader(reader)
    front = _front_module()
    pages: list[Callable[[int, int, bool], str]] = []
    # 1-2: title page and copyright page; 3: how to use it; then the contents
    pages.append(
        lambda n, t, b: front.title_page(paper_name, title, recipe.subtitle, recipe.author, t, b)
    )
    pages.append(
        lambda n, t, b: front.text_page(paper_name, n, t, b, "", rights(recipe), at_foot=True)
    )
    if recipe.dedication:
        pages.append(lambda n, t, b: front.dedication(paper_name, n, t, b, recipe.dedication))
    how = [
        *Words(lang)("paper.common.how_to_text").split("|"),
        Words(lang)("paper.common.how_to_levels"),
    ]
    pages.append(
        lambda n, t, b: front.text_page(
            paper_name, n, t, b, Words(lang)("paper.common.how_to"), how, foot(n)
        )
    )
    laid_sections: list = []
    laid_keys: list = []
    for index, m in enumerate(made):
        name = _section_name(m.part, m.kind, Words(lang))
        intro = m.part.intro or on_paper(m.kind).word(Words(lang), "instructions")
        on = Print(
            paper_name, lang, reader=reader, book_pages=total, beside=True, per_page=per_page
        )
        sec = section(
            m.kind, m.puzzles, on, key=False, head=_head(name, intro, page_type), footer=foot
        )
        kind_name = on_paper(m.kind).word(Words(lang), "name")
        if recipe.large_print and sec.opening is not None:
            sec = dataclasses.replace(sec, opening=_large_rules(m.kind, on, sec, paper_name))
        sec = dataclasses.replace(
            sec,
            tab=index,
            running=_running(kind_name),
            name=f"puzzles {index + 1}",
            fill=bool(per_page),
        )
        heading = f"{Words(lang)('paper.common.key')}: {name}"
        compact = recipe.answers == "compact"
        # a compact key: at its kind's one key scale, its steps run in, small
        printing = on_paper(m.kind).printing
        key_scale = printing.key * printing.scale(reader) if compact else None
        key_type = key_type_for(reader) if compact else None
        keys = section(
            m.kind,
            m.puzzles,
            Print(paper_name, lang, reader=reader, beside=True),
            key=True,
            head=_head(heading, _key_note(m.kind, recipe), _answer_head_type(reader), fixed=True),
            footer=foot,
            steps=_steps(m.kind, Words(lang), compact) if explain else None,
            scale=key_scale or sec.scale,
        )
        keys = dataclasses.replace(
            keys,
            type=key_type,
            running=_running(Words(lang)("paper.common.key"), kind_name),
            name=f"answers {index + 1}",
            beside=compact,
            gap=KEY_GAP if compact else keys.gap,
            columns=_key_columns(paper_name, total) if recipe.large_print else keys.columns,
        )
        rank = {d: i for i, d in enumerate(LEVEL_NAMES)}
        groups = [rank.get(p.header.get("difficulty"), 0) for _, p in m.puzzles]
        start = _run_on(laid_keys[-1][1], paper_name, total) if compact and laid_keys else None
        laid, laid_key, m.order = packing.ordered(
            sec, dataclasses.replace(keys, start=start), groups, paper_name, True, total, key_scale
        )
        if start is not None and not laid_key.pages[0].rows:  # a heading alone: a page of its own
            start = None
            laid, laid_key, m.order = packing.ordered(
                sec, keys, groups, paper_name, True, total, key_scale
            )
        if sec.opening is not None and not laid.pages[0].rows:
            # the rules box alone on the section's first page (a narrow text
            # block): its example under the rules, where that box is lower
            # and lets the first puzzle on under it
            low = rules_for(m.kind, on, sec.scale, lowest=True)
            if low[2] < sec.opening[2] - 1e-6:
                trial = packing.ordered(
                    dataclasses.replace(sec, opening=low),
                    dataclasses.replace(keys, start=start),
                    groups,
                    paper_name,
                    True,
                    total,
                    key_scale,
                )
                if trial[0].pages[0].rows:
                    laid, laid_key, m.order = trial
        laid_sections.append((m, name, laid))
        laid_keys.append((heading, laid_key))
    entries_n = len(laid_sections) * 2 + 1
    per = front.contents_lines(paper_name, total)
    contents_at = len(pages) + 1
    n_contents = -(-entries_n // per)
    entries: list[tuple[str, int, bool]] = []
    for _ in range(n_contents):
        pages.append(_unset)  # filled in below, once every page number is known

    def recto() -> None:
        if recipe.right_pages and len(pages) % 2 == 1:  # the next would be a left-hand page
            pages.append(lambda n, t, b: front.blank(paper_name, n, t, b))

    for m, name, laid in laid_sections:
        recto()
        entries.append((name, len(pages) + 1, False))
        if recipe.guide:  # the section opens with a worked example and tips
            pages += _guide_pages(recipe, m.kind, (guides or {}).get(m.kind.name, []), total, foot)
        start = len(pages) + 1
        for i in range(len(laid.pages)):
            pages.append(_laid_page(laid, i))
        del start
    recto()
    entries.append((Words(lang)("paper.common.key"), len(pages) + 1, False))
    note = Words(lang)("paper.common.answers_note")
    pages.append(
        lambda n, t, b: front.divider(
            paper_name, n, t, b, Words(lang)("paper.common.key"), note, foot(n)
        )
    )
    on_last: list = []  # (laid, page) of every kind's keys on the last page
    for heading, laid in laid_keys:
        run_on = laid.section.start is not None
        if run_on:  # its heading under the keys before, on their last page
            on_last = [*on_last, (laid, 0)]
            pages[-1] = _shared_page(on_last, paper_name)
        else:
            on_last = []
        entries.append((heading, len(pages) + (0 if run_on else 1), True))
        for i in range(1 if run_on else 0, len(laid.pages)):
            pages.append(_laid_page(laid, i))
        if len(laid.pages) > 1 or not run_on:
            on_last = [(laid, len(laid.pages) - 1)]
    notes = Words(lang)("paper.common.notes")
    while len(pages) < least:
        pages.append(lambda n, t, b: front.notes(paper_name, n, t, b, notes, foot(n)))
    if len(pages) % 2:
        pages.append(lambda n, t, b: front.blank(paper_name, n, t, b))
    heading = Words(lang)("paper.common.contents")
    for j in range(n_contents):
        chunk = entries[j * per : (j + 1) * per]

        def contents(n: int, t: int, b: bool, c: list[tuple[str, int, bool]] = chunk) -> str:
            return front.contents(paper_name, n, t, b, heading, c, foot(n))

        pages[contents_at - 1 + j] = contents
    return pages, entries


def _guides(
    recipe: Recipe, made: Sequence[Made], examples: Mapping[str, Sequence[Any]], total: int
) -> dict[str, list[tuple]]:
    """Each kind's worked-example candidates as printed, fewest steps first:
    (the puzzle drawn, its steps, its answer drawn), at the book's scale, as
    wide as the page (for a book of about `total` pages, less a little for a
    gutter that grows) where a drawing wraps or puts things beside it."""
    if not recipe.guide:
        return {}
    import importlib

    style = importlib.import_module("puzzles.drawing.style")
    lang = recipe.lang
    kinds = {m.kind.name: m.kind for m in made}
    out: dict[str, list[tuple]] = {}
    for name, puzzles in examples.items():
        kind = kinds[name]
        drawn = on_paper(kind)
        scale = drawn.printing.scale("adult")

        def at_scale(got: tuple, scale: float = scale) -> tuple:
            g, w, h = got
            return style.place(g, 0, 0, scale), w * scale, h * scale

        # the answer as the book's keys draw it: a key's labels are drawn
        # large for its reduction, and read right only at the key's scale
        key_scale = drawn.printing.key * scale

        width = (paper.frame(recipe.paper, 1, True, total).inner - 4.0) / scale
        found = []
        for puzzle in puzzles:
            answer = solution_of(kind, puzzle)
            steps = key_steps(kind, puzzle, answer, Words(lang))
            found.append(
                (
                    at_scale(drawn.draw(puzzle, words=Words(lang), width=width, beside=True)),
                    steps,
                    at_scale(
                        drawn.draw(puzzle, answer, words=Words(lang), width=width, beside=True),
                        key_scale,
                    ),
                )
            )
        out[name] = sorted(found, key=lambda f: len(f[1]))
    return out


def _guide_pages(recipe: Recipe, kind: Kind, candidates: list[tuple], total: int, foot):
    """The section's guide pages: the first candidate that fits a page worked
    step by step (none where none fits), then the kind's tips."""
    import importlib

    guide = importlib.import_module("puzzles.drawing.guide")
    front = _front_module()
    lang, paper_name = recipe.lang, recipe.paper
    name = on_paper(kind).word(Words(lang), "name")
    out: list[Callable[[int, int, bool], str]] = []
    fit = next((c for c in candidates if guide.example_fits(paper_name, total, *c)), None)
    if fit is not None:
        puzzle, steps, solved = fit

        def example(n: int, t: int, b: bool) -> str:
            return guide.example_page(
                paper_name, n, t, b, Words(lang), name, puzzle, steps, solved, foot(n)
            )

        out.append(example)
    tips = guide.tips(Words(lang), kind.name)
    if tips:
        heading = guide.word(Words(lang), "tips_heading", name=name)
        out.append(lambda n, t, b: front.text_page(paper_name, n, t, b, heading, tips, foot(n)))
    return out


# A large-print book's rules box: its text at 14 pt, else 12 or 10.5 pt, and
# its example at the puzzles' scale, else the adult's, the first of these that
# fits its page under the section's heading.
LARGE_RULES = ((14, "large"), (14, "adult"), (12, "adult"), (10.5, "adult"))


def _large_rules(kind: Kind, on: Print, sec: Any, paper_name: str):
    """The rules box of a large-print section: as large as its page holds."""
    fr = paper.frame(paper_name, 1, True, on.book_pages)
    top = sec.head(paper.new_page(paper_name), fr, True)
    room = fr.bottom - top
    printing = on_paper(kind).printing
    box = sec.opening
    for pt, reader in LARGE_RULES:
        size = pt * 25.4 / 72
        kind_type = dataclasses.replace(paper.Type.for_reader("large"), rules=size)
        box = rules_for(kind, on, printing.scale(reader), lowest=True, rules_type=kind_type)
        if box[2] <= room:
            break
    return box


def _steps(kind: Kind, words: Words, run_in: bool):
    """A key's steps as printed: a line each, or run in as one paragraph
    (a compact key), which breaks between pages only after a sentence."""

    def steps(puzzle, answer) -> list[str]:
        lines = key_steps(kind, puzzle, answer, words)
        return [" ".join(lines)] if run_in and lines else lines

    return steps


def key_type_for(reader: str = "adult"):
    """The type of a compact key: its number and its steps small (in a
    large-print book, as much larger as its puzzles' text)."""
    adult = paper.Type.for_reader("adult")
    grow = LARGE_GROW if reader == "large" else 1.0
    small = KEY_PT * 25.4 / 72 * grow
    return dataclasses.replace(
        adult,
        title=_ANSWER_HEAD * grow,
        head=3.0 * grow,
        body=3.0 * grow,
        small=small,
        leading=1.14,  # 7 pt on 8: as answer pages are set
    )


_ANSWER_HEAD = 5.0  # mm: every answer section's heading, whatever its length
LARGE_PER_PAGE = 2  # a large-print book's puzzles a page, at most, unless --per-page says
LARGE_GROW = 2.0  # a large-print book's keys: their steps at 14 pt, as the puzzles' text


LARGE_KEY_COLUMN = 80.0  # mm a large-print key's column takes at least: its steps at 14 pt


def _key_columns(paper_name: str, total: int) -> int:
    """The most columns a large-print book's keys take: each 80 mm wide at
    least, so that their steps at 14 pt run on lines of several words (one
    on a 6x9in page, two on letter)."""
    from puzzles.drawing import layout

    inner = paper.frame(paper_name, 1, True, total).inner
    return max(1, int((inner + layout.HGAP) // (LARGE_KEY_COLUMN + layout.HGAP)))


def _answer_head_type(reader: str = "adult"):
    grow = LARGE_GROW if reader == "large" else 1.0
    return dataclasses.replace(paper.Type.for_reader(reader), title=_ANSWER_HEAD * grow)


RUN_ON_GAP = 10.0  # mm between one kind's last key and the next kind's answers heading


def _run_on(before, paper_name: str, total: int) -> float | None:
    """Where a kind's compact keys start: under the keys before, on their
    last page, where a quarter of the page is left (else on a page of
    their own, None)."""
    fr = paper.frame(paper_name, 1, True, total)
    start = before.end() + RUN_ON_GAP
    return start if fr.bottom - start >= (fr.bottom - fr.top) / 4 else None


def _shared_page(parts: list, paper_name: str):
    """A page holding the last keys of one kind and the first of the next
    (`parts`: each kind's laid keys and its page there, in order)."""

    def draw(n: int, t: int, b: bool) -> str:
        last = parts[-1][0]
        fr = paper.frame(paper_name, n, True, last.book_pages)
        dwg = paper.new_page(paper_name)
        running = _shared_running(parts)
        for laid, i in parts:
            laid.draw_on(dwg, i, fr, running)
        return last.finish(dwg, n, b, t)

    return draw


def _unset(n: int, t: int, b: bool) -> str:
    raise AssertionError("a contents page is drawn once every page number is known")


def _laid_page(laid: Any, i: int) -> Callable[[int, int, bool], str]:
    """The drawer of page `i` of a laid-out section."""
    return lambda n, t, b: laid.draw_page(i, n, b, t)


def _key_note(kind: Kind, recipe: Recipe) -> str:
    """What a kind's keys show, under their heading: in a black-and-white
    book its words of grey and outline (`key_bw`) where its keys' own speak
    of colour."""
    paper_kind = on_paper(kind)
    if recipe.interior == "bw" and "key_bw" in paper_kind.drawing.WORDS["en"]:
        return paper_kind.word(Words(recipe.lang), "key_bw")
    return paper_kind.word(Words(recipe.lang), "key")


def rights(recipe: Recipe) -> list[str]:
    """The copyright page: the publisher's text as given, with the edition
    and the ISBN; without it, the tool's own two lines."""
    lang = recipe.lang
    given = [recipe.copyright] if recipe.copyright else []
    if recipe.author and not recipe.copyright:
        given.append(
            Words(lang)("paper.common.rights_by", year=copyright_year(), author=recipe.author)
        )
    if recipe.edition:
        given.append(recipe.edition)
    if recipe.isbn:
        given.append(f"ISBN {isbn_shown(recipe.isbn)}")
    if recipe.copyright:
        return given
    if recipe.author:
        return given + [
            Words(lang)("paper.common.no_copying"),
            Words(lang)("paper.common.made_with"),
        ]
    return given + [Words(lang)("paper.common.rights"), Words(lang)("paper.common.made_with")]


def copyright_year() -> int:
    """The year of the copyright line: SOURCE_DATE_EPOCH's (the reproducible
    builds' fixed time) when it is set, else this year (UTC)."""
    import datetime
    import os

    epoch = os.environ.get("SOURCE_DATE_EPOCH", "")
    moment = (
        datetime.datetime.fromtimestamp(int(epoch), datetime.UTC)
        if epoch.isdigit()
        else datetime.datetime.now(datetime.UTC)
    )
    return moment.year


def isbn_shown(typed: str) -> str:
    """The ISBN as printed: as the publisher typed it when its groups are the
    ones the ISBN range table gives (978-0-306-40615-7), else hyphenated by
    that table (python-stdnum carries the International ISBN Agency's
    ranges); an ISBN of a range the table does not know yet keeps the
    publisher's five groups, or is grouped 978-123456789-7."""
    from stdnum import isbn as ranges

    digits = isbn_digits(typed)
    body = typed.strip()
    if body[:4].upper() == "ISBN":
        body = body[4:].lstrip(" :")
    groups = [g for g in re.split(r"[-\s]+", body) if g]
    split = ranges.split(digits)
    known = [g for g in split if g]
    if len(known) == 5:
        return body if groups == known else "-".join(known)
    # a range the table does not hold yet: the publisher's five groups where
    # they agree with what the table knows (the prefix, the group), else the
    # table's groups as far as it knows them
    agree = all(not k or k == g for k, g in zip(split[:2], groups, strict=False))
    if len(groups) == 5 and len(groups[4]) == 1 and agree:
        return body
    return "-".join(known)


def _front_module() -> Any:
    import importlib

    return importlib.import_module("puzzles.drawing.front")


def listed(words: Words, items: Sequence[str]) -> str:
    """Items as a sentence lists them: "a, b and c"."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} {words('paper.common.and')} {items[-1]}"


def book_levels(made: Sequence[Made]) -> list[str]:
    """The book's difficulties, easiest first."""
    held = {d for m in made for d in m.part.difficulties}
    return [d for d in LEVEL_NAMES if d in held]


def blurb(recipe: Recipe, made: Sequence[Made]) -> list[str]:
    """The back cover's text in paragraphs: the publisher's (`blurb:`), else
    the book's own, in sentences in the book's language: what it holds, how
    many, at which levels, and that every answer is in it."""
    if recipe.blurb:
        return [recipe.blurb]
    lang = recipe.lang
    total = sum(len(m.puzzles) for m in made)
    kinds = dict.fromkeys(on_paper(m.kind).word(Words(lang), "name") for m in made)
    levels = listed(Words(lang), [word(Words(lang), d) for d in book_levels(made)])
    return [
        Words(lang)("paper.common.blurb_hook", count=counted(Words(lang), total, "puzzle")),
        Words(lang)(
            "paper.common.blurb_inside", kinds=listed(Words(lang), list(kinds)), levels=levels
        ),
        Words(lang)("paper.common.blurb_close"),
    ]


def cover_svg(recipe: Recipe, made: Sequence[Made], title: str, pages: int) -> str:
    """The whole cover: the title, the count, "with solutions" and the
    levels on the front over its art, the blurb and a sample puzzle (never
    an answer) on the back, on one ground that wraps both and the spine."""
    import importlib

    cover = importlib.import_module("puzzles.drawing.cover")
    lang = recipe.lang
    kinds = list(dict.fromkeys(m.kind.name for m in made))
    present = [next(m.kind for m in made if m.kind.name == k) for k in kinds]
    emblems, seen = [], []
    for kind in present:
        draw = on_paper(kind).drawing.emblem
        if on_paper(kind).printing.on_cover and draw not in seen:
            seen.append(draw)
            emblems.append(draw())
    total = sum(len(m.puzzles) for m in made)
    number, _, noun = counted(Words(lang), total, "puzzle").partition(" ")
    levels = " · ".join(word(Words(lang), d).capitalize() for d in book_levels(made))
    art = cover_art(recipe, made)
    # the back's sample: a puzzle of the book (the first that fits and that
    # the front does not show), keyed as the front's art is
    samples = [
        (
            *_as_printed(m.kind, p, Words(lang)),
            Words(lang)("paper.common.cover_sample", name=_name(m, Words(lang))),
            key,
        )
        for key, m, p in _firsts(made, 3, 8)
    ]
    selling = cover.Selling(
        number, noun, Words(lang)("paper.common.cover_solutions"), levels, samples, recipe.cover
    )
    isbn = (isbn_digits(recipe.isbn), f"ISBN {isbn_shown(recipe.isbn)}") if recipe.isbn else None
    return cover.draw(
        recipe.paper,
        pages,
        recipe.paper_stock,
        title,
        recipe.subtitle,
        recipe.author,
        blurb(recipe, made),
        emblems,
        cover_service(recipe, pages),
        isbn,
        art,
        selling,
    )


def _name(m: Made, words: Words) -> str:
    return on_paper(m.kind).word(words, "name")


def _as_printed(kind: Kind, puzzle: Any, words: Words) -> tuple[Any, float, float]:
    """A puzzle drawn as a book's page prints it (its scale for adults), no answer."""
    import importlib

    style = importlib.import_module("puzzles.drawing.style")
    drawn = on_paper(kind)
    scale = drawn.printing.scale("adult")
    g, w, h = drawn.draw(puzzle, words=words)
    return style.place(g, 0, 0, scale), w * scale, h * scale


def cover_service(recipe: Recipe, pages: int):
    """The cover's numbers for the recipe's service (puzzles/drawing/cover.py
    `CoverRules`): none named, the tool's own (KDP's, today's cover)."""
    import importlib

    cover = importlib.import_module("puzzles.drawing.cover")
    if not recipe.service and not recipe.isbn:
        return cover.TOOL
    service = SERVICES[recipe.service or "kdp"]
    spine = service.spine(pages, recipe.paper_stock) * INCH
    margin = max(paper.SAFE, service.cover_margin * INCH + paper.MARGIN_SLACK)
    w, h = service.barcode
    area = (
        w * INCH,
        h * INCH,
        service.barcode_from_spine * INCH,
        service.barcode_from_bottom * INCH,
    )
    # the barcode drawn (an ISBN) goes in the service's own area, not the tool's
    return cover.CoverRules(recipe.service, spine, margin, area, service.spine_text_pages)


def cover_art(recipe: Recipe, made: Sequence[Made]):
    """The front's art for the recipe's `cover` design, each puzzle as
    printed and unsolved: classic, the kinds' emblems (None here); board,
    the book's first puzzle that fits, enlarged; tiles, the first puzzles of
    the sections, as many as fit."""
    import importlib

    if recipe.cover == "classic":
        return None
    cover = importlib.import_module("puzzles.drawing.cover")
    lang = recipe.lang
    if recipe.cover == "board":
        firsts = _firsts(made, 3, 8)
        return cover.Art([(*_as_printed(m.kind, p, Words(lang)), key) for key, m, p in firsts])
    shown = _firsts(made, 2, 8)
    return cover.Art(
        [(*_as_printed(m.kind, p, Words(lang)), key) for key, m, p in shown], many=True
    )


def _firsts(made: Sequence[Made], each: int, most: int) -> list[tuple[tuple[int, int], Made, Any]]:
    """The first `each` puzzles of every section, at most `most`, each with
    its key (section, place)."""
    found = [
        ((i, j), m, p) for i, m in enumerate(made) for j, (_, p) in enumerate(m.puzzles[:each])
    ]
    return found[:most]
