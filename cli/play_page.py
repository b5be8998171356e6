"""play.html: every puzzle of a book or sheet in one page a reader plays.

The page is puzzles/web/play.html with play.css, the scripts and the colour
patterns of print (puzzles/drawing/style.py) put inline, and each puzzle's
position, answer and hint steps as JSON: no network, no other files, nothing
for a user to build. play.js checks every move by docs/rules.md; the browser tests
play the same moves through the Python rules and compare the verdicts.
"""

from __future__ import annotations

import hashlib
import html
import json
import re
from collections.abc import Callable, Sequence
from importlib import resources
from typing import Any

from puzzles.drawing import style
from puzzles.drawing.words import word
from solver.registry import Kind

# The page's script, in this order: rules, drawings, views, then the page itself.
SCRIPTS = ("rules.js", "draw.js", "views.js", "play.js")


# -- hint steps -----------------------------------------------------------------
def steps_for(kind: str, puzzle: Any, solution: dict[str, Any]) -> list[dict[str, Any]]:
    """The hint steps of one puzzle, `{move, technique, level, reason}`, that applied
    in order reach the answer: the explained steps of `solve --explain` where the
    puzzle has one answer, else the answer's own moves (technique "answer")."""
    explained = _explained(kind, puzzle)
    if explained is not None:
        return _PLAYED.get(kind, list)(explained)
    return [
        {"move": move, "technique": "answer", "level": 1, "reason": reason}
        for move, reason in _ANSWER_MOVES[kind](puzzle, solution)
    ]


def _explained(kind: str, puzzle: Any) -> list[dict[str, Any]] | None:
    from cli.pages import answer_of
    from solver.hints import explain
    from solver.registry import KINDS

    answer = answer_of(KINDS[kind], puzzle)
    if answer.unique is not True or answer.status != "optimal":
        return None
    steps = [step.to_mapping() for step in explain(kind, puzzle, answer)]
    return steps if steps and all(step["move"] is not None for step in steps) else None


# What the page leaves out of the explained steps: it fills a chain's clue places
# from the start, and plays only an endgame's first lay (making forced draws
# itself); the explanation goes on to the end of the round.
_PLAYED: dict[str, Callable] = {
    "chain": lambda steps: [s for s in steps if s["technique"] != "clue-tile"],
    "endgame": lambda steps: [s for s in steps if "tile" in s["move"]][:1],
}


def _florentine_moves(puzzle, solution):
    for move in solution.get("moves") or []:
        if move.get("personal"):
            yield move, f"Your personal card goes on {move['cell']}: it closes that cell."
        else:
            yield move, f"{move['card']} turned {move['turn']} goes on {move['cell']}."


def _chain_moves(puzzle, solution):
    given = {c.at for c in puzzle.clues if c.at is not None}
    for at, tile in enumerate(str(solution.get("line") or "").split(), 1):
        if at not in given:
            yield {"at": at, "tile": tile}, f"Place {tile} at position {at}."


def _blocked_moves(puzzle, solution):
    laid = [tuple(map(int, w.split("-"))) for w in str(solution.get("line") or "").split()]
    given = list(puzzle.line.laid)
    if not laid:  # no answer found: no step to give
        return
    start = _find(laid, given)
    if start is None:  # the answer runs the other way round
        laid = [(b, a) for a, b in reversed(laid)]
        start = _find(laid, given) or 0
    if not given:  # an empty table: the first tile, then along to the right
        start, given = 0, laid[:1]
        yield {"tile": _word(laid[0]), "end": "right"}, f"Lay {_word(laid[0])} to start the line."
    after = start + len(given)
    for a, b in laid[after:]:
        yield {"tile": f"{a}-{b}", "end": "right"}, f"Lay {a}-{b} at the right end, on {a}."
    for a, b in reversed(laid[:start]):
        yield {"tile": f"{b}-{a}", "end": "left"}, f"Lay {b}-{a} at the left end, on {b}."


def _find(laid, given) -> int | None:
    for i in range(len(laid) - len(given) + 1):
        if laid[i : i + len(given)] == given:
            return i
    return None


def _word(half: tuple[int, int]) -> str:
    return f"{half[0]}-{half[1]}"


def _endgame_moves(puzzle, solution):
    for move in solution.get("moves") or []:
        if "tile" in move and move.get("end") not in ("draw", "pass"):
            keep = {k: move[k] for k in ("player", "tile", "end") if k in move}
            yield keep, f"Player {move['player']} lays {move['tile']} at the {move['end']} end."
            return


_ANSWER_MOVES: dict[str, Callable] = {
    "florentine": _florentine_moves,
    "chain": _chain_moves,
    "blocked": _blocked_moves,
    "endgame": _endgame_moves,
}


# -- what the page knows of each puzzle -------------------------------------------
def _tiles(tiles) -> list[str]:
    return [str(t) for t in tiles]


def _florentine_data(puzzle, solution) -> dict[str, Any]:
    return {
        "size": puzzle.size,
        "colour": puzzle.colour,
        "board": {c.name: str(p) for c, p in puzzle.board.placed().items()},
        "pool": _tiles(puzzle.pool),
        "personal": puzzle.personal,
        "rimSeals": puzzle.rim_seals,
        "target": {"score": solution.get("score"), "cards": solution.get("cards_placed")},
        "answer": solution.get("board") or {},
    }


def _chain_data(puzzle, solution) -> dict[str, Any]:
    return {
        "set": puzzle.set_size,
        "tiles": _tiles(puzzle.tiles),
        "clues": [c.to_mapping() for c in puzzle.clues],
        "answer": str(solution.get("line") or ""),
    }


def _blocked_data(puzzle, solution) -> dict[str, Any]:
    return {
        "set": puzzle.set_size,
        "game": puzzle.game,
        "line": str(puzzle.line),
        "layable": _tiles(puzzle.layable),
        "blockers": _tiles(puzzle.blockers),
        "hands": [_tiles(h) for h in puzzle.hands] if puzzle.hands is not None else None,
        "objective": puzzle.objective,
        "hand": puzzle.hand,
        "target": {"tiles": solution.get("tiles_laid"), "pipsLeft": solution.get("pips_left")},
        "answer": str(solution.get("line") or ""),
    }


def _endgame_data(puzzle, solution) -> dict[str, Any]:
    from cli.pages import answer_of
    from solver.endgame import first_moves, opening
    from solver.limits import Limits
    from solver.registry import KINDS

    lays = first_moves(puzzle, answer_of(KINDS["endgame"], puzzle), Limits())
    table = opening(puzzle)
    drawn = table.hands[puzzle.to_move][len(puzzle.hands[puzzle.to_move]) :]
    return {
        "set": puzzle.set_size,
        "rules": puzzle.rules,
        "line": str(puzzle.line),
        "hands": [_tiles(h) for h in table.hands],
        "toMove": puzzle.to_move,
        "partnerships": puzzle.partnerships,
        "boneyard": _tiles(table.boneyard),
        "drawn": _tiles(drawn),
        "sides": list(table.sides),
        "lays": [{"tile": str(m.tile), "end": m.end, "to": m.to, "best": best} for m, best in lays],
        "value": solution.get("value"),
    }


_DATA: dict[str, Callable] = {
    "florentine": _florentine_data,
    "chain": _chain_data,
    "blocked": _blocked_data,
    "endgame": _endgame_data,
}


def entry(kind: Kind, puzzle: Any, solution: dict[str, Any], number: int, lang: str) -> dict:
    """One puzzle as the page sees it."""
    header, name = puzzle.header, kind.word(lang, "name")
    pid = str(header.get("id") or f"puzzle-{number}")
    return {
        "id": pid,
        "kind": kind.name,
        "number": number,
        "title": str(header.get("title") or header.get("id") or f"{name} {number}"),
        "kindName": name,
        "difficulty": word(lang, str(header["difficulty"])) if "difficulty" in header else "",
        "instructions": kind.word(lang, "instructions"),
        "steps": steps_for(kind.name, puzzle, solution),
        **_DATA[kind.name](puzzle, solution),
    }


# -- the page -------------------------------------------------------------------
def page(title: str, puzzles: Sequence[tuple[Kind, Any, dict[str, Any]]], lang: str = "en") -> str:
    """The whole page for (kind, puzzle, solution) in book order; ids made unique."""
    entries, seen = [], set()
    for number, (kind, puzzle, solution) in enumerate(puzzles, 1):
        item = entry(kind, puzzle, solution, number, lang)
        while item["id"] in seen:
            item["id"] += f"-{number}"
        seen.add(item["id"])
        entries.append(item)
    data = {
        "title": title,
        "lang": lang,
        "puzzles": entries,
        "palette": style.COLOURS,
        "shapes": style.SHAPES,
    }
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False, sort_keys=True)
    # Progress is kept per book: the same book, reopened, finds its moves again.
    data_key = hashlib.sha256(text.encode()).hexdigest()[:16]
    safe = text.replace("<", "\\u003c")  # JSON inside <script> must never close it
    web = resources.files("puzzles") / "web"
    template = (web / "play.html").read_text(encoding="utf-8")
    parts = {
        "LANG": html.escape(lang),
        "TITLE": html.escape(title),
        "CSS": (web / "play.css").read_text(encoding="utf-8"),
        "PATTERNS": _patterns(),
        "KEY": data_key,
        "JS": "\n".join((web / name).read_text(encoding="utf-8") for name in SCRIPTS),
        "DATA": safe,
    }
    # One pass, so that nothing put in (a title, a script) is read as a mark.
    return re.sub(r"@@([A-Z]+)@@", lambda m: parts[m[1]], template)


def _patterns() -> str:
    """Print's patterns (style.coloured) as SVG patterns on the same grid: green
    dots, red diagonal lines, blue white crosses, ochre plain. On screen a
    pattern fill is sharp; print draws each dot and line instead."""
    p, half, ink, white = style.PITCH, style.PITCH / 2, style.INK, style.PAPER_WHITE
    tiles = {
        "G": f'<circle cx="{half}" cy="{half}" r="0.32" fill="{ink}"/>',
        # the lines x + y = k * PITCH that cross one tile
        "R": "".join(
            f'<line x1="{a - half}" y1="{a + half}" x2="{a + half}" y2="{a - half}" '
            f'stroke="{ink}" stroke-width="0.3"/>'
            for a in (0, half, p)
        ),
        "B": f'<path d="M{half - 0.6},{half}h1.2M{half},{half - 0.6}v1.2" '
        f'stroke="{white}" stroke-width="0.3"/>',
        "O": "",
    }
    return (
        "<defs>"
        + "".join(
            f'<pattern id="pattern-{letter}" width="{p}" height="{p}" '
            f'patternUnits="userSpaceOnUse">{tile}</pattern>'
            for letter, tile in tiles.items()
        )
        + "</defs>"
    )
