"""Pseudo-localisation (issue 56, item 6): every message 40% longer and
accented (tests/pseudo_locale.py), every kind's worksheet, a small book and
the web pages made in it (one process, before it reads a word), and nothing
printed past its page's safe area (measured with the font itself,
tests/pagecheck.py), no two texts of a page over each other, nothing in a
web page's boxes wider than the box or the window nor two of its texts over
each other, and no word left in plain English (a word no message gave)."""

from __future__ import annotations

import html
import re
import subprocess
import sys
from pathlib import Path

import pytest

from domino_puzzles import sheets
from puzzles import i18n
from tests import pagecheck
from tests.play_helpers import Visits
from tests.pseudo_locale import SLOT, english_left, english_words

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("pseudo")
    run = [sys.executable, "-m", "tests.pseudo_locale", str(out)]
    subprocess.run(run, cwd=ROOT, check=True, timeout=600, capture_output=True)
    return out


def _svgs(made: Path) -> list[Path]:
    return sorted(p for p in made.rglob("*.svg"))


def _printed(svg: str) -> str:
    texts = re.findall(r"<text[^>]*>.*?</text>", svg, re.S)
    return html.unescape(" ".join(re.sub(r"<[^>]+>", " ", t) for t in texts))


def test_every_sheet_and_book_page_was_made(made):
    names = {p.parent.name for p in _svgs(made)}
    assert {"pupils", "teacher"} <= names and "book" in names, names
    assert (made / "book" / "cover.svg").exists()
    assert len(list((made / "book").glob("page-*.svg"))) >= 8


def test_no_text_of_a_pseudo_page_reaches_past_its_page(made):
    problems = []
    for path in _svgs(made):
        if path.name == "cover.svg":
            problems += [f"{path}: {p}" for p in pagecheck.check_cover(path.read_text())]
            continue
        number = pagecheck._numbered(path) if path.name.startswith("page-") else 1
        found = pagecheck.outside(path.read_text(encoding="utf-8"), number, name=path.name)
        problems += [f"{path.relative_to(made)}: {p}" for p in found]
    assert not problems, "\n".join(problems[:40])


def _overlapping(svg: str, slack: float = 0.3) -> list[str]:
    """Pairs of texts of a page whose boxes (by the font's widths) overlap by
    more than `slack` mm both ways; marks of one or two characters (a card's
    order number, `P`) sit on purpose where a drawing puts them."""
    sheet = sheets.read_svg(svg, pagecheck.pillow_width, strokes=False)
    texts = [i for i in sheet.inks if i.text and len(i.what) > len("text '..'")]
    out = []
    for n, a in enumerate(texts):
        for b in texts[n + 1 :]:
            wide = min(a.box[2], b.box[2]) - max(a.box[0], b.box[0])
            high = min(a.box[3], b.box[3]) - max(a.box[1], b.box[1])
            if wide > slack and high > slack:
                out.append(f"{a.what} over {b.what}")
    return out


def test_no_two_texts_of_a_pseudo_page_overlap(made):
    found = {}
    for path in _svgs(made):
        over = _overlapping(path.read_text(encoding="utf-8"))
        if over:
            found[str(path.relative_to(made))] = over
    assert not found, found


def test_no_pseudo_page_prints_plain_english(made):
    english = english_words()
    left = {}
    for path in _svgs(made):
        found = english_left(_printed(path.read_text(encoding="utf-8")), english)
        if found:
            left[str(path.relative_to(made))] = sorted(found)
    assert not left, left


# What a page shows that overflows its box: an element whose text is wider
# than it lets show (scrollWidth past clientWidth where it clips), or a text
# reaching out of the window.
OVERFLOW = """() => {
  const out = [];
  const width = document.documentElement.clientWidth;
  for (const e of document.querySelectorAll('body *')) {
    const style = getComputedStyle(e);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    if (!e.offsetParent && style.position !== 'fixed') continue;
    if (['SCRIPT', 'STYLE', 'svg', 'SVG'].includes(e.tagName) || e.closest('svg')) continue;
    const own = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own) continue;
    const said = e.textContent.trim().slice(0, 60);
    const clips = ['hidden', 'clip'].includes(style.overflowX)
      || style.textOverflow === 'ellipsis';
    if (clips && e.scrollWidth > e.clientWidth + 1) out.push('cut: ' + said);
    const r = e.getBoundingClientRect();
    if (r.width && (r.right > width + 1 || r.left < -1)) out.push('outside: ' + said);
  }
  if (document.documentElement.scrollWidth > width + 1) out.push('page scrolls sideways');
  return out;
}"""


# Two texts of a web page over each other: the boxes of their lines (text
# nodes of different elements) overlapping by a fifth of the smaller.
OVERLAP = """() => {
  const items = [];
  for (const e of document.querySelectorAll('body *')) {
    const style = getComputedStyle(e);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    if (e.closest('svg') || ['SCRIPT', 'STYLE'].includes(e.tagName)) continue;
    const range = document.createRange();
    for (const n of e.childNodes) {
      if (n.nodeType !== 3 || !n.textContent.trim()) continue;
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) {
        if (r.width > 1 && r.height > 1) items.push([e, r, n.textContent.trim().slice(0, 40)]);
      }
    }
  }
  const out = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const [a, ra, ta] = items[i], [b, rb, tb] = items[j];
      if (a === b) continue;
      const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
      const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
      const least = Math.min(ra.width * ra.height, rb.width * rb.height);
      if (w > 2 && h > 2 && w * h > 0.2 * least) out.push('over: ' + ta + ' | ' + tb);
    }
  }
  return out;
}"""


def _web_pages(made: Path) -> list[Path]:
    pages = sorted(made.glob("sheet-*/*/play.html")) + sorted(made.glob("sheet-*/*/results.html"))
    return pages + [made / "room" / "games.html", made / "room" / "review.html"]


def _open(visits: Visits, path: Path):
    """The page at a phone's width, loaded in the one tab of `visits` (each
    page once), ready: a page of puzzles once every one is drawn; the review
    page (which says nothing of being ready) once loaded."""
    ready = path.name != "review.html"
    return visits.open(path, puzzles=path.name == "play.html", ready=ready)


def test_the_pseudo_web_pages_cut_nothing_and_print_no_english(made, chromium):
    # the room lists every language by its own name: English as "English"
    names = {
        i18n.gettext(lang, "room.language_name").lower() for lang in i18n.LANGUAGES if lang != SLOT
    }
    english = english_words() - names
    problems = {}
    visits = Visits(chromium, viewport=(800, 1000))
    try:
        for path in _web_pages(made):
            page, watch = _open(visits, path)
            found = page.evaluate(OVERFLOW) + page.evaluate(OVERLAP)
            text = page.evaluate("() => document.body.innerText")
            found += [f"English: {w}" for w in sorted(english_left(text, english))]
            found += [f"script error: {e}" for e in watch.errors]
            if found:
                problems[str(path.relative_to(made))] = found
    finally:
        visits.close()
    assert not problems, problems


def test_the_web_check_sees_a_cut_text_one_past_the_window_and_two_overlapping(chromium, tmp_path):
    page_file = tmp_path / "cut.html"
    page_file.write_text(
        '<html><body><div style="width:50px;overflow:hidden;white-space:nowrap">'
        "A long text cut short</div>"
        '<span style="position:absolute;left:2000px">far away</span><p>fits</p>'
        '<span style="position:absolute;left:10px;top:200px">first words here</span>'
        '<span style="position:absolute;left:20px;top:202px">second words</span></body></html>',
        encoding="utf-8",
    )
    context = chromium.new_context(viewport={"width": 400, "height": 600})
    try:
        page = context.new_page()
        page.goto(f"file://{page_file}")
        found = page.evaluate(OVERFLOW) + page.evaluate(OVERLAP)
    finally:
        context.close()
    assert "cut: A long text cut short" in found and "outside: far away" in found
    assert "over: first words here | second words" in found
    assert not [f for f in found if "fits" in f]


def test_a_pseudo_message_keeps_its_marks_and_markup_and_is_longer():
    import string

    from tests.pseudo_locale import _KEPT, ASCII_WORD, pseudo

    assert pseudo("Solve the puzzle") == "[Šöļvē~~ thē~~ pūžžļē~~~]"
    assert pseudo("<b>{n} rooms</b> &amp; %(prog)s") == "[<b>{n} röömš~~</b> &amp; %(prog)s]"
    for text in i18n.catalog("en").messages.values():
        said = pseudo(text)
        marks = {m[1] for m in string.Formatter().parse(text) if m[1] is not None}
        assert marks == {m[1] for m in string.Formatter().parse(said) if m[1] is not None}
        tags = re.compile(r"</?[A-Za-z][\w-]*(?:\s[^<>]*)?>")  # not "<n: ... >n", a condition
        assert tags.findall(said) == tags.findall(text)
        if len(text) >= 20:
            letters = len(re.findall(r"[A-Za-z]", _KEPT.sub("", text)))
            assert len(said) - len(text) >= 0.4 * letters, text  # 40% of its words
            assert not ASCII_WORD.findall(_KEPT.sub("", said)), text
