"""`review --format text|html`: the review (solver/review.py) for people, in
`--lang` (the words in puzzles/review_words.py)."""

from __future__ import annotations

import html
import json
from collections.abc import Mapping
from typing import Any

from puzzles.review_words import word


def _num(value: float) -> str:
    return f"{value:+.2f}" if value else "0"


def move_text(rules: str, move: Mapping[str, Any], lang: str) -> str:
    if rules == "florentine":
        if "discard" in move:
            return word(lang, "discard", card=move["discard"])
        if move.get("keep"):  # analyse's move for a kept personal card
            return word(lang, "personal_kept")
        if "personal" in move:
            cell = move["cell"] if move["personal"] is True else move["personal"]
            return (
                word(lang, "personal_kept")
                if cell is None
                else word(lang, "personal_on", cell=cell)
            )
        if move.get("pass"):
            return word(lang, "pass")
        return word(lang, "card_on", card=move["card"], cell=move["cell"], turn=move["turn"])
    if move.get("pass") or move.get("end") == "pass":
        return word(lang, "pass")
    if move.get("to") is None:
        return word(lang, "lay_first", tile=move["tile"])
    return word(lang, "lay", tile=move["tile"], to=move["to"])


def decision_text(rules: str, d: Mapping[str, Any], lang: str) -> str:
    who = word(lang, "player", p=d["player"])
    head = f"{word(lang, 'move_n', n=d['n'] + 1)}, {who}: "
    if "draw" in d:
        text = head + word(lang, "draws", tile=d["draw"])
        if d.get("luck") is not None:
            text += "   " + word(lang, "luck", luck=_num(d["luck"]))
        return text
    text = head + move_text(rules, d["played"]["move"], lang)
    if "class" not in d:
        why = "not_valued_" + d["not_valued"] if d.get("not_valued") else "not_valued"
        return text + f"   ({word(lang, 'forced' if d.get('forced') else why)})"
    text += f"   {_num(d['played']['value'])}   {word(lang, 'class_' + d['class'])}"
    if d["class"] != "best":
        best = move_text(rules, d["best"]["move"], lang)
        text += "; " + word(lang, "best_was", move=best, value=_num(d["best"]["value"]))
        text += "; " + word(lang, "cost", cost=f"{d['cost']:.2f}")
    if d.get("sampled") and d.get("ci"):
        low, high = d["ci"]
        text += f"   [{word(lang, 'sampled', low=_num(low), high=_num(high))}]"
    elif not d.get("sampled"):
        text += f"   [{word(lang, 'exact')}]"
    if d.get("draw_luck") is not None:
        text += "   " + word(lang, "draw_luck", luck=_num(d["draw_luck"]))
    return text


def _who(row: Mapping[str, Any], lang: str) -> str:
    if "side" in row:
        a, b = row["players"]
        return word(lang, "side", a=a, b=b)
    return word(lang, "player", p=row["player"])


def summary_lines(review: Mapping[str, Any], lang: str) -> list[str]:
    out = []
    for row in review.get("sides") or review["players"]:
        share = "-" if row["best_share"] is None else f"{row['best_share']:.0%}"
        out.append(
            word(
                lang,
                "summary",
                who=_who(row, lang),
                n=row["decisions"],
                cost=f"{row['cost_per_decision']:.2f}",
                share=share,
                luck=_num(row["luck"]),
            )
        )
    return out


def story(review: Mapping[str, Any], lang: str) -> list[str]:
    """A few lines a round and one for the game."""
    rules = review["rules"]
    unit = word(lang, "gems" if rules == "florentine" else "points")
    out = []
    for r in review["rounds"]:
        label = word(lang, "round", n=r["round"])
        decided = [d for d in r["decisions"] if "class" in d]
        lost: dict[int, float] = {}
        for d in decided:
            lost[d["player"]] = lost.get(d["player"], 0.0) + d["cost"]
        worst = max(decided, key=lambda d: (d["cost"], -d["n"]), default=None)
        if worst is None or worst["cost"] <= 0:
            out.append(word(lang, "story_clean", round=label))
        else:
            loser = max(sorted(lost), key=lambda p: lost[p])
            out.append(
                word(
                    lang,
                    "story_round",
                    round=label,
                    who=word(lang, "player", p=loser),
                    cost=f"{lost[loser]:.2f}",
                    unit=unit,
                    move=f"{word(lang, 'move_n', n=worst['n'] + 1)} "
                    f"({move_text(rules, worst['played']['move'], lang)})",
                    cls=word(lang, "class_" + worst["class"]),
                    one=f"{worst['cost']:.2f}",
                )
            )
    rows = review.get("sides") or review["players"]
    lucky = max(rows, key=lambda row: row["luck"])
    if lucky["luck"] > 0:
        out.append(word(lang, "story_luck", who=_who(lucky, lang), luck=_num(lucky["luck"])))
    played = [row for row in rows if row["decisions"]]
    if played:
        top = min(played, key=lambda row: row["cost_per_decision"])
        out.append(
            word(
                lang,
                "story_match",
                who=_who(top, lang),
                cost=f"{top['cost_per_decision']:.2f}",
                unit=unit,
                share=f"{top['best_share']:.0%}",
            )
        )
    return out


def text(review: Mapping[str, Any], lang: str = "en") -> str:
    rules = review["rules"]
    out = [word(lang, "title", rules=word(lang, "rules_" + rules), seed=review.get("seed"))]
    for r in review["rounds"]:
        out += ["", word(lang, "round", n=r["round"])]
        for dealt in r.get("deal") or ():
            who = word(lang, "player", p=dealt["player"])
            out.append("  " + word(lang, "deal_luck", who=who, luck=_num(dealt["luck"])))
        out += ["  " + decision_text(rules, d, lang) for d in r["decisions"]]
    out += [""] + summary_lines(review, lang) + [""] + story(review, lang)
    return "\n".join(out)


# -- the page ----------------------------------------------------------------------
def page(review: Mapping[str, Any], drawn: Mapping[str, str], lang: str = "en") -> str:
    """The self-contained review page; `drawn` holds each decision's position
    as text, keyed `round-n` (solver/review.py `positions`)."""
    rules = review["rules"]
    title = word(lang, "title", rules=word(lang, "rules_" + rules), seed=review.get("seed"))
    points = []
    items = []
    count = sum(len(r["decisions"]) for r in review["rounds"])
    i = 0
    for r in review["rounds"]:
        items.append(f"<li class=round>{html.escape(word(lang, 'round', n=r['round']))}</li>")
        for d in r["decisions"]:
            key = f"{r['round']}-{d['n']}"
            cls = d.get("class", "forced")
            items.append(
                f'<li><button type=button class="{cls}" data-key="{key}" '
                f'data-x="{_x(i, count):.1f}">'
                f"{html.escape(decision_text(rules, d, lang))}</button></li>"
            )
            if "class" in d:
                points.append((i, d["player"], d["played"]["value"], d["best"]["value"]))
            i += 1
    chart = _chart(points, count, {p: word(lang, "player", p=p) for _, p, _, _ in points})
    summary = "".join(f"<li>{html.escape(s)}</li>" for s in summary_lines(review, lang))
    told = "".join(f"<p>{html.escape(s)}</p>" for s in story(review, lang))
    data = json.dumps(drawn).replace("<", "\\u003c")
    return f"""<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{CSP}">
<title>{html.escape(title)}</title>
<style>
body {{ font-family: sans-serif; margin: 1em; display: grid; gap: 0 1.5em;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }}
h1 {{ font-size: clamp(1.3rem, 5vw, 2rem); }}
h1 {{ grid-column: 1 / 3; }}
#seen {{ position: sticky; top: 0; align-self: start; background: #fff; }}
@media (max-width: 720px) {{
  body {{ grid-template-columns: minmax(0, 1fr); }}
  h1 {{ grid-column: 1; }}
  #seen {{ max-height: 50vh; overflow: auto; z-index: 1; border-bottom: 1px solid #ccc; }}
  #seen p, #seen h2 {{ margin: .2em 0; font-size: 1rem; }}
}}
ol {{ list-style: none; padding: 0; }}
button {{ text-align: left; width: 100%; border: 1px solid #ccc; background: #fff;
  margin: 1px 0; font: inherit; min-height: 44px; padding: 4px 8px; }}
button.inaccuracy {{ background: #fff6d5; }} button.mistake {{ background: #ffe0c0; }}
button.blunder {{ background: #ffc8c8; }} button.best {{ background: #e6f6e6; }}
button[aria-pressed=true] {{ outline: 2px solid #333; }}
li.round {{ font-weight: bold; margin-top: .5em; }}
pre {{ background: #f6f6f6; padding: .5em; overflow-x: auto; font-size: 0.85rem; }}
</style>
</head>
<body>
<h1>{html.escape(title)}</h1>
<section id=seen><p>{html.escape(word(lang, "chart"))}</p>{chart}
<h2>{html.escape(word(lang, "position"))}</h2><pre id=position></pre></section>
<section><h2>{html.escape(word(lang, "moves"))}</h2><ol id=moves>{"".join(items)}</ol></section>
<section><ul>{summary}</ul>{told}</section>
<script>
const drawn = {data};
for (const b of document.querySelectorAll("#moves button")) {{
  b.addEventListener("click", () => {{
    for (const o of document.querySelectorAll("#moves button")) {{
      o.setAttribute("aria-pressed", "false");
    }}
    b.setAttribute("aria-pressed", "true");
    document.getElementById("position").textContent = drawn[b.dataset.key] || "";
    const marker = document.getElementById("marker");
    marker.setAttribute("x1", b.dataset.x);
    marker.setAttribute("x2", b.dataset.x);
    marker.setAttribute("visibility", "visible");
  }});
}}
</script>
</body>
</html>
"""


# As play.html's: nothing from the network, no eval.
CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:"
COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd")
WIDTH, HEIGHT, PAD, RIGHT = 640, 200, 20, 90  # the chart's box, margin and names' room


def _x(i: int, count: int) -> float:
    """Where decision i of `count` stands on the chart, left to right."""
    return PAD + i * (WIDTH - 2 * PAD) / max(1, count - 1)


def _chart(
    points: list[tuple[int, int, float, float]], count: int, names: Mapping[int, str]
) -> str:
    """Each valued decision's played value (a dot on its player's line, the
    line named at its end by `names`) and the best (a grey tick), at its place
    among the game's `count` decisions, and the marker of the decision chosen
    in the list (hidden until one is); it scales to the page's width."""
    width, height, pad, right = WIDTH, HEIGHT, PAD, RIGHT
    size = f'viewBox="0 0 {width + right} {height}" style="width:100%;max-width:{width + right}px"'
    marker = (
        f'<line id="marker" x1="{pad}" x2="{pad}" y1="2" y2="{height - 2}" stroke="#333" '
        'stroke-width="2" stroke-dasharray="4 3" visibility="hidden"/>'
    )
    if not points:
        return f'<svg xmlns="http://www.w3.org/2000/svg" {size}>{marker}</svg>'
    values = [v for _, _, a, b in points for v in (a, b)] + [0.0]
    low, high = min(values), max(values)
    span = (high - low) or 1.0

    def x(i: int) -> float:
        return _x(i, count)

    def y(v: float) -> float:
        return height - pad - (v - low) * (height - 2 * pad) / span

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" {size} role="img">',
        f'<line x1="{pad}" x2="{width - pad}" y1="{y(0):.1f}" y2="{y(0):.1f}" stroke="#999"/>',
    ]
    for player in sorted({p for _, p, _, _ in points}):
        line = [(x(i), y(a)) for i, p, a, _ in points if p == player]
        colour = COLOURS[player % len(COLOURS)]
        path = " ".join(f"{px:.1f},{py:.1f}" for px, py in line)
        out.append(f'<polyline fill="none" stroke="{colour}" points="{path}"/>')
        out += [f'<circle cx="{px:.1f}" cy="{py:.1f}" r="3" fill="{colour}"/>' for px, py in line]
        name = html.escape(names.get(player, str(player)))
        end_x, end_y = line[-1]
        out.append(
            f'<text x="{end_x + 8:.1f}" y="{end_y + 4:.1f}" fill="{colour}" '
            f'font-size="13">{name}</text>'
        )
    for i, _, _, b in points:
        tick = f'x1="{x(i) - 4:.1f}" x2="{x(i) + 4:.1f}" y1="{y(b):.1f}" y2="{y(b):.1f}"'
        out.append(f'<line {tick} stroke="#777"/>')
    out.append(marker + "</svg>")
    return "".join(out)
