"""What the review page (`review --format html`) draws at each decision, keyed
`round-n`: the position as its seat saw it, as plain data the page's script
draws the way the game room draws its table (puzzles/web/review.js with the
room's pictures.js), and the move played and the best one to mark on it.

Block and Draw: the tiles laid before the decision in order (the page lays
them as the room does), the seat's own hand, how many tiles each other hand
and the boneyard hold. Florentine: the board, the seat's cards (its hand, or
the open pool) and the personal cards' owners."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from puzzles import i18n
from puzzles.errors import BadInput, IllegalMove
from puzzles.game_positions import florentine_seen, position_after, seen_by
from puzzles.words import Words

COUNTS = "review.count"


def _move(d: Mapping[str, Any], which: str) -> dict[str, Any] | None:
    entry = d.get(which)
    if not entry:
        return None
    return dict(entry["move"])


def scenes(log: Mapping[str, Any], review: Mapping[str, Any], words: Words) -> dict[str, dict]:
    """Each decision's scene, keyed `round-n` (none where no position stands
    before the move: a Draw round's opening double)."""
    out: dict[str, dict] = {}
    for r in review["rounds"]:
        for d in r["decisions"]:
            key = f"{r['round']}-{d['n']}"
            try:
                if review["rules"] == "florentine":
                    data = position_after(log, d["n"])
                    if data.get("draw") is not None:
                        data = florentine_seen(data, data["meta"]["player"])
                    out[key] = _florentine(log, data, d, words)
                else:
                    record = log["rounds"][r["round"] - 1]
                    full = position_after(log, d["n"], r["round"])
                    moves = record["moves"][: d["n"]]
                    data = seen_by(full, moves, full.get("to_move", 0))
                    out[key] = _dominoes(log, data, moves, d, words)
            except (BadInput, IllegalMove):
                continue
    return out


def _dominoes(
    log: Mapping[str, Any],
    data: Mapping[str, Any],
    moves: list[Mapping[str, Any]],
    d: Mapping[str, Any],
    words: Words,
) -> dict[str, Any]:
    seat = data["to_move"]
    others = []
    for p, hand in enumerate(data["hands"]):
        if p == seat:
            continue
        n = hand["hidden"] if isinstance(hand, Mapping) else len(hand)
        who = words("review.text.player", p=p)
        others.append(i18n.ngettext(words.lang, f"{COUNTS}.tiles_n", n).format(who=who, n=n))
    boneyard = data.get("boneyard")
    if log.get("rules") == "draw" and boneyard is not None:
        n = boneyard["hidden"] if isinstance(boneyard, Mapping) else len(boneyard)
        others.append(i18n.ngettext(words.lang, f"{COUNTS}.boneyard_n", n).format(n=n))
    return {
        "game": "dominoes",
        "spinners": (log.get("spinners") or "all") if log.get("rules") == "draw" else "none",
        "lays": [{"tile": m["tile"], "to": m.get("to")} for m in moves if "tile" in m],
        "hand": list(data["hands"][seat]),
        "others": others,
        "played": _move(d, "played"),
        "best": _move(d, "best") if d.get("class") not in (None, "best") else None,
    }


def _florentine(
    log: Mapping[str, Any], data: Mapping[str, Any], d: Mapping[str, Any], words: Words
) -> dict[str, Any]:
    colours = log.get("colours") or data.get("players") or []
    owners = {}
    for m in log["moves"][: d["n"]]:
        if m.get("personal") and m.get("player") is not None and m["player"] < len(colours):
            owners[m["personal"]] = colours[m["player"]][0].upper()
    hidden = (data.get("draw") or {}).get("hands") or {}
    others = []
    for colour, hand in hidden.items():
        n = hand["hidden"] if isinstance(hand, Mapping) else len(hand)
        who = words("review.text.player", p=colours.index(colour)) if colour in colours else colour
        others.append(i18n.ngettext(words.lang, f"{COUNTS}.cards_n", n).format(who=who, n=n))
    return {
        "game": "florentine",
        "size": data["size"],
        "board": dict(data["board"]),
        "owners": owners,
        "hand": list(data.get("pool") or []),
        "others": others,
        "played": _move(d, "played"),
        "best": _move(d, "best") if d.get("class") not in (None, "best") else None,
    }
