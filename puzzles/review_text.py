"""`review --format text|html`: the review (solver/review.py) for people, in
`--lang` (the words in puzzles/review_words.py)."""

from __future__ import annotations

import html
import json
import math
from collections.abc import Mapping
from typing import Any

from puzzles import i18n, numbers
from puzzles.review_words import word
from puzzles.words import ENGLISH, Words


def _num(value: float, words: Words) -> str:
    return numbers.signed(words.lang, value)


def move_text(rules: str, move: Mapping[str, Any], words: Words) -> str:
    if rules == "florentine":
        if "discard" in move:
            return words("review.text.discard", card=move["discard"])
        if move.get("keep"):  # analyse's move for a kept personal card
            return words("review.text.personal_kept")
        if "personal" in move:
            cell = move["cell"] if move["personal"] is True else move["personal"]
            return (
                words("review.text.personal_kept")
                if cell is None
                else words("review.text.personal_on", cell=cell)
            )
        if move.get("pass"):
            return words("review.text.pass")
        return words("review.text.card_on", card=move["card"], cell=move["cell"], turn=move["turn"])
    if move.get("pass") or move.get("end") == "pass":
        return words("review.text.pass")
    if move.get("to") is None:
        return words("review.text.lay_first", tile=move["tile"])
    return words("review.text.lay", tile=move["tile"], to=move["to"])


def decision_text(rules: str, d: Mapping[str, Any], words: Words) -> str:
    who = words("review.text.player", p=d["player"])
    head = f"{words('review.text.move_n', n=d['n'] + 1)}, {who}: "
    if "draw" in d:
        text = head + words("review.text.draws", tile=d["draw"])
        if d.get("luck") is not None:
            text += "   " + words("review.text.luck", luck=_num(d["luck"], words))
        return text
    text = head + move_text(rules, d["played"]["move"], words)
    if "class" not in d and not d.get("too_close"):
        why = "not_valued_" + d["not_valued"] if d.get("not_valued") else "not_valued"
        return text + f"   ({word(words, 'forced' if d.get('forced') else why)})"
    verdict = word(words, "class_" + d["class"]) if "class" in d else words("review.text.too_close")
    text += f"   {_num(d['played']['value'], words)}   {verdict}"
    if d.get("too_close") and d.get("cost_ci"):
        best = move_text(rules, d["best"]["move"], words)
        text += "; " + words(
            "review.text.best_was", move=best, value=_num(d["best"]["value"], words)
        )
        low, high = d["cost_ci"]
        text += "; " + words(
            "review.text.cost_interval",
            low=_num(low, words),
            high=_num(high, words),
        )
    elif d.get("class", "best") != "best":
        best = move_text(rules, d["best"]["move"], words)
        text += "; " + words(
            "review.text.best_was", move=best, value=_num(d["best"]["value"], words)
        )
        text += "; " + words("review.text.cost", cost=numbers.decimal(words.lang, d["cost"]))
    if d.get("sampled") and d.get("ci"):
        low, high = d["ci"]
        low, high = _num(low, words), _num(high, words)
        text += f"   [{words('review.text.sampled', low=low, high=high)}]"
    elif not d.get("sampled"):
        text += f"   [{words('review.text.exact')}]"
    if d.get("draw_luck") is not None:
        text += "   " + words("review.text.draw_luck", luck=_num(d["draw_luck"], words))
    return text


def _who(row: Mapping[str, Any], words: Words) -> str:
    if "side" in row:
        a, b = row["players"]
        return words("review.text.side", a=a, b=b)
    return words("review.text.player", p=row["player"])


def summary_lines(review: Mapping[str, Any], words: Words) -> list[str]:
    out = []
    for row in review.get("sides") or review["players"]:
        share = "-" if row["best_share"] is None else numbers.percent(words.lang, row["best_share"])
        out.append(
            i18n.nformat(
                words.lang,
                "review.text.summary",
                row["decisions"],
                who=_who(row, words),
                n=row["decisions"],
                cost=numbers.decimal(words.lang, row["cost_per_decision"]),
                share=share,
                luck=_num(row["luck"], words),
            )
        )
    return out


def story(review: Mapping[str, Any], words: Words) -> list[str]:
    """A few lines a round and one for the game."""
    rules = review["rules"]
    unit = word(words, "gems" if rules == "florentine" else "points")
    out = []
    for r in review["rounds"]:
        label = words("review.text.round", n=r["round"])
        decided = [d for d in r["decisions"] if "class" in d]
        lost: dict[int, float] = {}
        for d in decided:
            lost[d["player"]] = lost.get(d["player"], 0.0) + d["cost"]
        worst = max(decided, key=lambda d: (d["cost"], -d["n"]), default=None)
        if worst is None or worst["cost"] <= 0:
            out.append(words("review.text.story_clean", round=label))
        else:
            loser = max(sorted(lost), key=lambda p: lost[p])
            out.append(
                words(
                    "review.text.story_round",
                    round=label,
                    who=words("review.text.player", p=loser),
                    cost=numbers.decimal(words.lang, lost[loser]),
                    unit=unit,
                    move=f"{words('review.text.move_n', n=worst['n'] + 1)} "
                    f"({move_text(rules, worst['played']['move'], words)})",
                    cls=word(words, "class_" + worst["class"]),
                    one=numbers.decimal(words.lang, worst["cost"]),
                )
            )
    rows = review.get("sides") or review["players"]
    lucky = max(rows, key=lambda row: row["luck"])
    if lucky["luck"] > 0:
        out.append(
            words(
                "review.text.story_luck",
                who=_who(lucky, words),
                luck=_num(lucky["luck"], words),
            )
        )
    played = [row for row in rows if row["decisions"]]
    if played:
        top = min(played, key=lambda row: row["cost_per_decision"])
        out.append(
            words(
                "review.text.story_match",
                who=_who(top, words),
                cost=numbers.decimal(words.lang, top["cost_per_decision"]),
                unit=unit,
                share=numbers.percent(words.lang, top["best_share"]),
            )
        )
    return out


# The models a review's figures may be under, in the order they are named:
# Block and Draw's are the one engine's (`command_words`' model_*, as `?`,
# `hint` and `analyse` name them), Florentine's open phase and a deal's the
# review's own (docs/rules.md "Reviewing a game").
MODELS = ("expert", "open", "worst", "deals", "exact", "paranoid", "playouts", "dealt")


def models_used(review: Mapping[str, Any]) -> list[str]:
    """The models of the review's values and luck, each once, in MODELS' order."""
    used = set()
    for r in review["rounds"]:
        if r.get("deal"):  # Florentine's deal is valued as its draw phase is
            used.add("deals" if review["rules"] == "florentine" else "dealt")
        for d in r["decisions"]:
            if d.get("model"):
                used.add(d["model"])
    return [m for m in MODELS if m in used]


def models_line(review: Mapping[str, Any], words: Words) -> str | None:
    """One sentence naming every model the review's figures are under."""
    from puzzles.command_words import phrase

    said = [
        phrase(words, "model_" + m)
        if m in ("expert", "open", "worst")
        else word(words, "model_" + m)
        for m in models_used(review)
    ]
    return word(words, "models", models="; ".join(said)) if said else None


def text(review: Mapping[str, Any], words: Words = ENGLISH) -> str:
    rules = review["rules"]
    out = [words("review.text.title", rules=word(words, "rules_" + rules), seed=review.get("seed"))]
    models = models_line(review, words)
    if models:
        out.append(models)
    for r in review["rounds"]:
        out += ["", words("review.text.round", n=r["round"])]
        for dealt in r.get("deal") or ():
            who = words("review.text.player", p=dealt["player"])
            out.append(
                "  " + words("review.text.deal_luck", who=who, luck=_num(dealt["luck"], words))
            )
        out += ["  " + decision_text(rules, d, words) for d in r["decisions"]]
    out += [""] + summary_lines(review, words) + [""] + story(review, words)
    return "\n".join(out)


# -- the page ----------------------------------------------------------------------
# The room's scripts the page draws its positions with (puzzles/web/room/).
SCRIPTS = ("room/dominoes.js", "room/florentine.js", "room/pictures.js", "review.js")
# The words the page's script puts in (puzzles/web/review.js).
SCRIPT_WORDS = ("played", "best_move", "line", "board", "empty_line")


def summary_table(review: Mapping[str, Any], words: Words) -> str:
    """Per player (per side with partnerships): accuracy, decisions, each
    class counted, the cost a decision and the luck, as a table."""
    heads = ["who", "accuracy", "decisions", *("class_" + c for c in CLASSES)]
    heads += ["cost_head", "luck_head"]
    out = ["<table id=players><thead><tr>"]
    out += [f"<th scope=col>{html.escape(word(words, h))}</th>" for h in heads]
    out.append("</tr></thead><tbody>")
    for row in review.get("sides") or review["players"]:
        classes = row.get("classes") or {}
        accuracy = row.get("accuracy")
        cells = [
            "-" if accuracy is None else str(accuracy),
            str(row["decisions"]),
            *(str(classes.get(c, 0)) for c in CLASSES),
            numbers.decimal(words.lang, row["cost_per_decision"]),
            _num(row["luck"], words),
        ]
        out.append(f"<tr><th scope=row>{html.escape(_who(row, words))}</th>")
        labels = [html.escape(word(words, h), quote=True) for h in heads[1:]]
        out += [
            f'<td data-label="{label}">{html.escape(c)}</td>'
            for label, c in zip(labels, cells, strict=True)
        ]
        out.append("</tr>")
    out.append("</tbody></table>")
    return "".join(out)


CLASSES = ("best", "inaccuracy", "mistake", "blunder")


def page(
    review: Mapping[str, Any],
    drawn: Mapping[str, str],
    words: Words = ENGLISH,
    scenes: Mapping[str, Any] | None = None,
) -> str:
    """The self-contained review page; `drawn` holds each decision's position
    as text, keyed `round-n` (solver/review.py `positions`), `scenes` the same
    positions as data the page draws as the room does (puzzles/review_scenes.py)."""
    from puzzles.drawing import style
    from puzzles.web_assets import patterns, web_file

    rules = review["rules"]
    unit = word(words, "gems" if rules == "florentine" else "points")
    title = words("review.text.title", rules=word(words, "rules_" + rules), seed=review.get("seed"))
    points = []
    items = []
    breaks = []
    count = sum(len(r["decisions"]) for r in review["rounds"])
    i = 0
    for r in review["rounds"]:
        items.append(
            f"<li class=round>{html.escape(words('review.text.round', n=r['round']))}</li>"
        )
        breaks.append((i, r["round"]))
        for d in r["decisions"]:
            key = f"{r['round']}-{d['n']}"
            cls = d.get("class", "too-close" if d.get("too_close") else "forced")
            items.append(
                f'<li><button type=button class="{cls}" data-key="{key}" '
                f'data-x="{_x(i, count):.1f}" aria-pressed="false">'
                f"{html.escape(decision_text(rules, d, words))}</button></li>"
            )
            if "class" in d:
                points.append((i, d["player"], d["played"]["value"], d["best"]["value"]))
            i += 1
    names = {p: words("review.text.player", p=p) for _, p, _, _ in points}
    axis = word(words, "axis_moves" if len(review["rounds"]) > 1 else "axis_moves_game")
    chart = _chart(points, count, names, breaks, unit, axis, words)
    told = "".join(f"<p>{html.escape(s)}</p>" for s in story(review, words))

    def script_json(value: Any) -> str:  # JSON inside <script> must never close it
        return json.dumps(value, sort_keys=True).replace("<", "\\u003c")

    js = "\n".join(
        [
            f"const ROOM_PALETTE = {json.dumps(style.COLOURS)};",
            f"const ROOM_SHAPES = {json.dumps(style.SHAPES)};",
            f"const REVIEW_WORDS = {script_json({k: word(words, k) for k in SCRIPT_WORDS})};",
            f"const REVIEW_SCENES = {script_json(dict(scenes or {}))};",
            f"const REVIEW_TEXTS = {script_json(dict(drawn))};",
            *(web_file(name) for name in SCRIPTS),
        ]
    )

    def say(key: str) -> str:
        return html.escape(word(words, key))

    note = f"{say('chart')}. {say('chart_help')}"
    models = models_line(review, words)
    if models:
        note += " " + html.escape(models)
    return f"""<!DOCTYPE html>
<html lang="{words.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="{CSP}">
<title>{html.escape(title)}</title>
<style>{STYLE}</style>
</head>
<body>
<svg class="defs" width="0" height="0" aria-hidden="true" focusable="false">{patterns()}</svg>
<h1>{html.escape(title)}</h1>
<section id=summary>{summary_table(review, words)}{told}</section>
<div id=review>
<div id=side>
<section id=graph><p class=note>{note}</p>{chart}</section>
<section id=seen><h2>{say("position")}</h2>
<p id=chosen></p><div id=position></div><p id=others></p>
<details><summary>{say("as_text")}</summary><pre id=position-text></pre></details>
</section>
</div>
<section id=list><h2>{say("moves")}</h2><ol id=moves>{"".join(items)}</ol></section>
</div>
<script>
{js}
</script>
</body>
</html>
"""


STYLE = """
body { font-family: system-ui, sans-serif; margin: 0 auto; padding: 0 1em 2em; max-width: 90rem;
  color: #1b1b1b; }
h1 { font-size: clamp(1.3rem, 5vw, 2rem); }
h2 { font-size: 1.15rem; margin: .6em 0 .3em; }
#summary { overflow-x: auto; }
table { border-collapse: collapse; }
th, td { padding: .25em .6em; border-bottom: 1px solid #ccc; text-align: right; }
th[scope=row], thead th:first-child { text-align: left; }
#review { display: grid; gap: 0 1.5em; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
#side { position: sticky; top: 0; align-self: start; background: #fff; max-height: 100vh;
  overflow: auto; }
.legend span { margin-right: 1em; white-space: nowrap; }
.note { color: #444; margin: .3em 0; }
#chart { display: block; width: 100%; max-width: 32rem; cursor: pointer;
  touch-action: manipulation; }
#chart text { font-family: system-ui, sans-serif; }
#chosen { font-weight: 600; margin: .2em 0; min-height: 1.2em; }
#position { background: #1f6b45; border-radius: 10px; padding: .4em; }
#position:empty { display: none; }
#position svg.line { display: block; width: 100%; height: auto; margin: 0 auto; }
#position svg.board { display: block; width: 100%; max-width: 22rem; height: auto; margin: 0 auto;
  background: #175737; border-radius: 6px; }
.hand { display: flex; flex-wrap: wrap; gap: .3em; margin-top: .4em; }
figure.pick { margin: 0; padding: 2px; border: 3px solid transparent; border-radius: 6px;
  text-align: center; color: #fff; font-size: .875rem; }
figure.pick svg.tilepic { width: 1.8rem; height: auto; display: block; margin: 0 auto; }
figure.pick svg.cardpic { display: block; margin: 0 auto; }
figure.pick.played { border-color: #ffd23f; }
figure.pick.best { border-color: #7fe07f; border-style: dashed; }
figure.pick.played.best { border-style: double; border-width: 5px; }
figcaption { font-weight: 600; }
.tile .face { fill: #fffdf6; stroke: #222; stroke-width: 0.35; }
.tile.last .face { fill: #fff3b0; stroke: #b07c00; stroke-width: 0.6; }
.tile .bar { stroke: #555; stroke-width: 0.3; }
.pip { fill: #111; }
.pipnum { fill: #111; font-weight: 700; }
.endspot { fill: rgba(255,255,255,0.18); stroke: rgba(255,255,255,0.6); stroke-width: 0.3; }
.endnum { fill: #fff; font-weight: 700; }
.empty { fill: #fff; }
circle.mark.played { fill: none; stroke: #ffd23f; stroke-width: 1.4; }
circle.mark.best { fill: none; stroke: #7fe07f; stroke-width: 1.4; stroke-dasharray: 1.5 1; }
rect.mark { fill: none; stroke-width: 0.9; }
rect.mark.played { stroke: #ffd23f; }
rect.mark.best { stroke: #7fe07f; stroke-dasharray: 1.5 1; }
.cell { fill: rgba(255,255,255,0.08); stroke: rgba(255,255,255,0.25); stroke-width: 0.2; }
.cell.cross { fill: rgba(255,255,255,0.16); }
.card .tri { stroke: none; }
.card .part { stroke: #fff; stroke-width: 0.48; }
.card .shapedisc, .chip .shapedisc { fill: #fff; }
.card .shape { fill: #000; }
.card .edge { fill: none; stroke: #000; stroke-width: 0.4; }
.gem { fill: #fff; stroke: #000; stroke-width: 0.2; }
.plug { fill: #111; stroke: #000; stroke-width: 0.3; }
.plugdot { stroke: #fff; stroke-width: 0.4; }
#others { margin: .3em 0; }
ol { list-style: none; padding: 0; margin: 0; }
#moves button { text-align: left; width: 100%; border: 1px solid #ccc; background: #fff;
  margin: 1px 0; font: inherit; min-height: 44px; padding: 4px 8px; color: inherit; }
#moves button.inaccuracy { background: #fff6d5; } #moves button.mistake { background: #ffe0c0; }
#moves button.blunder { background: #ffc8c8; } #moves button.best { background: #e6f6e6; }
#moves button[aria-pressed=true] { outline: 3px solid #333; outline-offset: -3px; }
li.round { font-weight: bold; margin-top: .5em; }
pre { background: #f6f6f6; padding: .5em; overflow-x: auto; font-size: .875rem; }
@media (max-width: 900px) {
  body { padding: 0 .5em 2em; }
  #review { grid-template-columns: minmax(0, 1fr); }
  /* each player a block of its figures, each named */
  #players thead { display: none; }
  #players, #players tbody, #players tr { display: block; }
  #players tr { border-bottom: 1px solid #ccc; padding: .3em 0; }
  #players th[scope=row] { display: block; border: 0; padding: 0; }
  #players td { display: inline-block; border: 0; padding: 0 .8em 0 0; }
  #players td::before { content: attr(data-label) ": "; color: #444; }
  #side { display: contents; }
  #moves button { scroll-margin-top: 61vh; }
  #seen { position: sticky; top: 0; z-index: 1; background: #fff; max-height: 60vh;
    overflow: auto; border-bottom: 1px solid #ccc; }
  #seen h2 { display: none; }
  #position svg.board { max-width: 15rem; }
  figure.pick svg.cardpic { width: 36px; height: 36px; }
}
"""


# As play.html's: nothing from the network, no eval.
CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:"
COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd")
# The chart's box: the room for the value axis at the left, the plot, the
# round numbers above and the moves' axis below. A phone 390 px wide shows it
# at about 0.88 of its size, and the two columns start where each is as wide
# as the box (STYLE's 900 px), so FONT never comes out under 14 px.
LEFT, WIDTH, RIGHT, TOP, HEIGHT, BOTTOM, PAD = 58, 360, 8, 24, 150, 30, 8
FONT = 16


def _x(i: int, count: int) -> float:
    """Where decision i of `count` stands on the chart, left to right."""
    return LEFT + PAD + i * (WIDTH - 2 * PAD) / max(1, count - 1)


def _ticks(low: float, high: float) -> list[float]:
    """Round values from low to high for the value axis, three to six of them."""
    span = (high - low) or 1.0
    step = 1.0
    for scale in (10.0**k for k in range(-1, 4)):
        for m in (1.0, 2.0, 5.0):
            if span / (m * scale) <= 5:
                step = m * scale
                break
        else:
            continue
        break
    first = math.ceil(low / step - 1e-9)
    return [k * step for k in range(first, math.floor(high / step + 1e-9) + 1)]


def _dot(kind: int, x: float, y: float, colour: str) -> str:
    """A player's mark on its line: a circle, square, triangle or diamond, so
    that no line is told by its colour alone."""
    if kind == 0:
        return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3" fill="{colour}"/>'
    if kind == 1:
        return f'<rect x="{x - 3:.1f}" y="{y - 3:.1f}" width="6" height="6" fill="{colour}"/>'
    pts = (
        [(x, y - 3.8), (x + 3.5, y + 2.6), (x - 3.5, y + 2.6)]
        if kind == 2
        else [(x, y - 4), (x + 4, y), (x, y + 4), (x - 4, y)]
    )
    return f'<polygon points="{" ".join(f"{a:.1f},{b:.1f}" for a, b in pts)}" fill="{colour}"/>'


def _chart(
    points: list[tuple[int, int, float, float]],
    count: int,
    names: Mapping[int, str],
    breaks: list[tuple[int, int]],
    unit: str,
    moves: str,
    words: Words = ENGLISH,
) -> str:
    """Each valued decision's played value (a mark on its player's line, the
    line broken between rounds) and the best (a grey tick), at its place among
    the game's `count` decisions; the value axis in `unit`, the moves' axis
    with a line and the round's number where each round after the first
    starts (`breaks`: the first decision's place and the round); the marker
    of the decision chosen (hidden until one is), and a legend of `names`.
    It scales to the page's width; a tap on it chooses the nearest decision."""
    width = LEFT + WIDTH + RIGHT
    height = TOP + HEIGHT + BOTTOM
    size = f'viewBox="0 0 {width} {height}"'
    values = [v for _, _, a, b in points for v in (a, b)] + [0.0]
    low, high = min(values), max(values)
    ticks = _ticks(low, high)
    low, high = min(low, ticks[0]), max(high, ticks[-1])
    span = (high - low) or 1.0

    def y(v: float) -> float:
        return TOP + PAD + (high - v) * (HEIGHT - 2 * PAD) / span

    bottom = TOP + HEIGHT
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" id="chart" {size} role="img" '
        f'aria-label="{html.escape(moves)}" font-size="{FONT}">',
        f'<rect x="{LEFT}" y="{TOP}" width="{WIDTH}" height="{HEIGHT}" fill="#fafafa" '
        'stroke="#999"/>',
    ]
    for t in ticks:
        label = numbers.number(words.lang, t, 3)  # the value axis: en 0.5, de 0,5
        out.append(
            f'<line x1="{LEFT - 4}" x2="{LEFT + WIDTH}" y1="{y(t):.1f}" y2="{y(t):.1f}" '
            f'stroke="{"#777" if t == 0 else "#ddd"}"/>'
            f'<text x="{LEFT - 6}" y="{y(t) + FONT * 0.35:.1f}" text-anchor="end">{label}</text>'
        )
    middle = TOP + HEIGHT / 2
    out.append(
        f'<text x="{FONT}" y="{middle:.1f}" text-anchor="middle" fill="#444" '
        f'transform="rotate(-90 {FONT} {middle:.1f})">{html.escape(unit)}</text>'
    )
    out.append(
        f'<text x="{LEFT + WIDTH / 2:.1f}" y="{height - 5}" text-anchor="middle" '
        f'fill="#444">{html.escape(moves)} →</text>'
    )
    last_label = -1e9
    for first, number in breaks:
        bx = _x(first, count) - (WIDTH - 2 * PAD) / max(1, count - 1) / 2 if first else LEFT
        if first:
            out.append(
                f'<line class="round-break" x1="{bx:.1f}" x2="{bx:.1f}" y1="{TOP}" '
                f'y2="{bottom}" stroke="#555" stroke-dasharray="3 2"/>'
            )
        if len(breaks) > 1 and bx - last_label >= FONT * 1.6:
            out.append(f'<text x="{bx + 2:.1f}" y="{TOP - 5}" fill="#444">{number}</text>')
            last_label = bx
    rounds = [first for first, _ in breaks] + [count]
    for player in sorted({p for _, p, _, _ in points}):
        colour = COLOURS[player % len(COLOURS)]
        mine = [(i, a) for i, p, a, _ in points if p == player]
        for start, stop in zip(rounds, rounds[1:], strict=False):
            line = [(_x(i, count), y(a)) for i, a in mine if start <= i < stop]
            if len(line) > 1:
                path = " ".join(f"{px:.1f},{py:.1f}" for px, py in line)
                out.append(f'<polyline fill="none" stroke="{colour}" points="{path}"/>')
            out += [_dot(player % 4, px, py, colour) for px, py in line]
    for i, _, _, b in points:
        tick = f'x1="{_x(i, count) - 4:.1f}" x2="{_x(i, count) + 4:.1f}"'
        out.append(f'<line {tick} y1="{y(b):.1f}" y2="{y(b):.1f}" stroke="#555"/>')
    out.append(
        f'<line id="marker" x1="{LEFT + PAD}" x2="{LEFT + PAD}" y1="{TOP}" y2="{bottom}" '
        'stroke="#111" stroke-width="2" stroke-dasharray="4 3" visibility="hidden"/></svg>'
    )
    legend = "".join(
        f'<span><svg viewBox="0 0 10 10" width="12" height="12" aria-hidden="true">'
        f"{_dot(p % 4, 5, 5, COLOURS[p % len(COLOURS)])}</svg> {html.escape(names[p])}</span>"
        for p in sorted(names)
    )
    return "".join(out) + f"<p class=legend>{legend}</p>"
