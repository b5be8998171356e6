"""A worksheet's `teacher/results.html`: the teacher pastes the pupils' codes
and sees who solved what, with no server and no network.

The page holds, for each puzzle of the sheet, the keys its answers open
(domino_puzzles/web/codes.py): the pupils' page never holds one. Its script
(puzzles/web/results.js, with rules.js's SHA-256 and codes.js's `codeOf`)
makes each pasted name's code for every puzzle and key, and compares.
"""

from __future__ import annotations

import html
import json
from collections.abc import Sequence
from typing import Any

from domino_puzzles.play_html import web_file
from domino_puzzles.web.results_words import RESULTS, results_words
from puzzles import i18n

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
"""


def page(title: str, lang: str, locks: Sequence[dict[str, Any]]) -> str:
    """The results page of a sheet titled `title` in `lang`, for the puzzles
    `locks` (`play_html.page_and_keys`: `{id, number, title, keys}` each)."""
    words = results_words(lang)
    # a counted message is the list of its forms, the language's rule picks one
    counted = i18n.plural_messages(lang, RESULTS.group)
    data = {"lang": lang, "puzzles": list(locks), "words": words, "counted": counted}
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False, sort_keys=True)
    safe = text.replace("<", "\\u003c")  # JSON inside <script> must never close it
    heading = words["heading"].format(title=title)
    script = i18n.plural_rules_js("PLURAL") + "\n".join(
        web_file(name) for name in ("rules.js", "codes.js", "results.js")
    )
    esc = html.escape
    return f"""<!DOCTYPE html>
<html lang="{esc(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<title>{esc(heading)}</title>
<style>{_STYLE}</style>
</head>
<body>
<h1>{esc(heading)}</h1>
<p>{esc(words["intro"])}</p>
<p class="keep">{esc(words["keep"])}</p>
<h2><label for="codes">{esc(words["paste"])}</label></h2>
<textarea id="codes" spellcheck="false" autocomplete="off" placeholder="Anna: ABCD-EFGH"></textarea>
<h2>{esc(words["table"])}</h2>
<p id="counted" role="status" aria-live="polite"></p>
<div class="table-box"><table id="table"></table></div>
<section id="rejected-box" hidden><h2>{esc(words["rejected"])}</h2><ul id="rejected"></ul></section>
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
