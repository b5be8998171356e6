"""A worksheet's `teacher/results.html`: the teacher pastes the pupils' codes
and sees who solved what, with no server and no network.

The page holds, for each puzzle of the sheet, the keys its answers open
(domino_puzzles/web/codes.py): the pupils' page never holds one. Its script
(puzzles/web/results.js, with rules.js's SHA-256 and codes.js's `codeOf`)
makes each pasted name's code for every puzzle, key and band of tries, and
compares. What the teacher pastes (the codes, the class list) and other sheets'
results pages added to it are kept in the browser until cleared.
"""

from __future__ import annotations

import hashlib
import html
import json
from collections.abc import Sequence
from typing import Any

from domino_puzzles.play_html import web_file
from puzzles import i18n
from puzzles.words import Words

RESULTS = "results"  # the catalogs' group of the page's words

# ruff: noqa: E501  (the page's style and head read better whole)

_STYLE = """
body { font-family: "DejaVu Sans", Arial, sans-serif; max-width: 48rem; margin: 1rem auto;
  padding: 0 1rem; line-height: 1.45; color: #222; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.15rem; margin: 1.2rem 0 0.4rem; }
textarea { width: 100%; box-sizing: border-box; min-height: 9rem; font: 1.05rem ui-monospace, Menlo, Consolas, monospace; }
.keep { font-weight: bold; }
.table-box { overflow-x: auto; }
table { border-collapse: collapse; } th, td { border: 1px solid #777; padding: 0.3rem 0.6rem; text-align: left; }
td.ok { font-weight: bold; background: #e8f4e8; } td.no { color: #777; text-align: center; }
#rejected li { color: #9a2a00; }
.tools { display: flex; flex-wrap: wrap; gap: 0.6rem; align-items: center; margin: 0.8rem 0; }
.tools button, .tools label.file { font: inherit; min-height: 2.4rem; padding: 0.3rem 0.9rem; }
.tools label.file input { font: inherit; }
#missing { font-weight: bold; color: #7a4a00; }
"""


def page(title: str, words: Words, locks: Sequence[dict[str, Any]]) -> str:
    """The results page of a sheet titled `title` in `words`' language, for the puzzles
    `locks` (`play_html.page_and_keys`: `{id, number, title, keys}` each)."""
    said = words.group(RESULTS)
    # The sheet's name among others on one page: made from its keys, so two
    # sheets never share it and the same sheet always has it.
    keys = json.dumps([x["keys"] for x in locks], sort_keys=True).encode()
    sheet = hashlib.sha256(b"sheet:" + keys).hexdigest()[:16]
    # a counted message is the list of its forms, the language's rule picks one
    counted = i18n.plural_messages(words.lang, RESULTS)
    data = {
        "lang": words.lang,
        "puzzles": list(locks),
        "words": said,
        "sheet": sheet,
        "title": title,
        "counted": counted,
    }
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False, sort_keys=True)
    safe = text.replace("<", "\\u003c")  # JSON inside <script> must never close it
    heading = said["heading"].format(title=title)
    script = i18n.plural_rules_js("PLURAL") + "\n".join(
        web_file(name) for name in ("rules.js", "codes.js", "results.js")
    )
    esc = html.escape
    return f"""<!DOCTYPE html>
<html lang="{esc(words.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<title>{esc(heading)}</title>
<style>{_STYLE}</style>
</head>
<body>
<h1>{esc(heading)}</h1>
<p>{esc(said["intro"])} {esc(said["forms"])}</p>
<p class="keep">{esc(said["keep"])}</p>
<h2><label for="class">{esc(said["class_list"])}</label></h2>
<p>{esc(said["class_hint"])}</p>
<textarea id="class" spellcheck="false" autocomplete="off" placeholder="Anna&#10;Ben"></textarea>
<h2><label for="codes">{esc(said["paste"])}</label></h2>
<textarea id="codes" spellcheck="false" autocomplete="off" placeholder="Anna: ABCD-EFGH"></textarea>
<div class="tools"><button type="button" id="csv">{esc(said["csv"])}</button>
<button type="button" id="clear">{esc(said["clear"])}</button>
<label class="file">{esc(said["add_sheet"])} <input type="file" id="add-sheet" accept=".html,text/html"></label></div>
<p id="sheet-said" role="status" aria-live="polite"></p>
<h2>{esc(said["table"])}</h2>
<p>{esc(said["sheets"])}</p><ul id="sheets"></ul>
<p id="counted" role="status" aria-live="polite"></p>
<p id="missing" hidden></p>
<div class="table-box"><table id="table"></table></div>
<section id="rejected-box" hidden><h2>{esc(said["rejected"])}</h2><ul id="rejected"></ul></section>
<script type="application/json" id="results-data">{safe}</script>
<script>
(function () {{
"use strict";
{script}
}})();
</script>
</body>
</html>
"""
