"""A folder's landing page, `index.html`: what was made and where it is, in
the folder's language (the catalogs' `landing` words), one click from
playing, printing and the cover. It shows no puzzle and no answer, so a
worksheet's teacher may open it in front of the class."""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

from puzzles.words import Words

# (text, href) links under a heading
Links = Sequence[tuple[str, str]]


@dataclass(frozen=True)
class Listed:
    """One kind's puzzles as the landing page tells them."""

    kind: str  # the kind's name in the page's language
    puzzles: str  # "30 puzzles", counted in the page's language
    levels: str  # "easy, medium", in the page's language


def book_landing(
    words: Words,
    title: str,
    byline: Sequence[str],
    made: Sequence[Listed],
    pages: int,
    paper: str,
    pdf: bool,
    seed: int,
) -> str:
    """The landing page of a book folder: title, what is in it, play, print
    (the PDF, or the pages without one), the cover, book.yaml, the seed."""
    w = _words(words)
    facts = [w("section", kind=m.kind, puzzles=m.puzzles, levels=m.levels) for m in made]
    facts.append(w("pages", n=pages, paper=paper))
    printing: list[tuple[str, str]] = [
        (w("book_pdf"), "book.pdf") if pdf else (w("book_pages"), "pages.html"),
        (w("cover_pdf"), "cover.pdf") if pdf else (w("cover_svg"), "cover.svg"),
    ]
    hows = [w("how_print"), w("how_service") if pdf else w("how_no_pdf")]
    body = [
        *(f"<p class=by>{html.escape(line)}</p>" for line in byline if line),
        _section(w("in_book"), items=facts),
        _section(w("play"), links=[(w("play_book"), "play.html")]),
        _section(w("print"), links=printing, notes=hows),
        _section(w("file"), links=[(w("book_yaml"), "book.yaml")], notes=[w("check")]),
        f"<p class=seed>{html.escape(w('seed_book', seed=seed))}</p>",
    ]
    return _page(words, title, body)


def sheet_landing(
    words: Words,
    title: str,
    made: Listed,
    age: int,
    pages: int,
    keys: int,
    paper: str,
    folders: Sequence[tuple[str, Links]],
    seed: int,
    command: str,
) -> str:
    """The teacher's landing page of a worksheet folder: what the sheet holds,
    the links to both folders, how to print, and the seed with the command
    that makes a fresh set."""
    w = _words(words)
    facts = [
        w("section", kind=made.kind, puzzles=made.puzzles, levels=made.levels),
        w("age", age=age),
        w("pages_sheet", n=pages, keys=keys, paper=paper),
    ]
    body = [
        f"<p>{html.escape(w('for_teacher'))}</p>",
        _section(w("in_sheet"), items=facts),
        *(_section(heading, links=links) for heading, links in folders),
        f"<p>{html.escape(w('how_sheet'))}</p>",
        f"<p class=seed>{html.escape(w('seed_sheet', seed=seed, command=''))}"
        f"<code>{html.escape(command)}</code></p>",
    ]
    return _page(words, title, body)


def _words(words: Words):
    return lambda key, **values: words(f"landing.{key}", **values)


def _section(
    heading: str, items: Sequence[str] = (), links: Links = (), notes: Sequence[str] = ()
) -> str:
    parts = [f"<h2>{html.escape(heading)}</h2>"]
    if items:
        parts.append("<ul>" + "".join(f"<li>{html.escape(i)}</li>" for i in items) + "</ul>")
    if links:
        anchors = "".join(
            f'<li><a href="{html.escape(to)}">{html.escape(text)}</a></li>' for text, to in links
        )
        parts.append(f"<ul class=links>{anchors}</ul>")
    parts.extend(f"<p>{html.escape(n)}</p>" for n in notes)
    return "<section>" + "\n".join(parts) + "</section>"


def _page(words: Words, title: str, body: Sequence[str]) -> str:
    text = "\n".join(body)
    return f"""<!DOCTYPE html>
<html lang="{html.escape(words.lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(title)}</title>
<style>
body {{ font-family: "DejaVu Sans", Arial, sans-serif; max-width: 42rem; margin: 1rem auto;
  padding: 0 1rem; line-height: 1.45; color: #222; }}
h1 {{ font-size: 1.6rem; margin-bottom: 0.2rem; }}
h2 {{ font-size: 1.15rem; margin: 1.4rem 0 0.4rem; }}
.by {{ margin: 0.1rem 0; color: #444; }}
ul.links {{ list-style: none; padding: 0; }}
ul.links li {{ margin: 2mm 0; }}
ul.links a {{ display: flex; align-items: center; min-height: 11mm; line-height: 1.3;
  padding: 2mm 4mm; border: 1px solid #777; border-radius: 2mm; text-decoration: none;
  color: #0645ad; }}
ul.links a:hover, ul.links a:focus {{ background: #eef3fb; outline: 2px solid #0645ad; }}
.seed, code {{ font-size: 0.92rem; color: #444; }}
code {{ display: block; margin-top: 1mm; }}
</style></head>
<body>
<h1>{html.escape(title)}</h1>
{text}
</body></html>
"""
