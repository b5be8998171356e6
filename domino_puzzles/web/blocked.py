"""What play.html knows of a blocked-line puzzle (domino_puzzles/web/__init__.py)."""

from __future__ import annotations

from collections.abc import Iterator

# ruff: noqa: E501  (the words read better as whole sentences)
from typing import Any

from domino_puzzles.web import tiles
from puzzles import i18n
from puzzles.dominoes.line import End, Half
from puzzles.words import ENGLISH, Words


def answer_moves(puzzle: Any, answer: Any) -> Iterator[tuple[dict[str, Any], str]]:
    line, given = answer.line, puzzle.line
    if not line:  # no answer found: no step to give
        return
    start = line.find(given)
    if start is None:  # the answer runs the other way round
        line = line.reversed()
        start = line.find(given) or 0
    laid, after = line.laid, start + len(given)
    if not given:  # an empty table: the first tile, then along to the right
        start, after = 0, 1
        yield (
            {"tile": str(laid[0]), "end": End.RIGHT.value},
            f"Lay {laid[0]} to start the line.",
        )
    for half in laid[after:]:
        yield (
            {"tile": str(half), "end": End.RIGHT.value},
            f"Lay {half} at the right end, on {half.left}.",
        )
    for a, b in reversed(laid[:start]):
        out = Half(b, a)  # laid outward from the left end
        yield {"tile": str(out), "end": End.LEFT.value}, f"Lay {out} at the left end, on {b}."


def page_data(puzzle, answer, words: Words = ENGLISH, age: int | None = None) -> dict[str, Any]:
    return {
        "set": puzzle.set_size,
        "game": puzzle.game,
        "line": str(puzzle.line),
        "layable": tiles(puzzle.layable),
        "blockers": tiles(puzzle.blockers),
        "hands": [tiles(h) for h in puzzle.hands] if puzzle.hands is not None else None,
        "objective": puzzle.objective,
        "hand": puzzle.hand,
        "target": {"tiles": answer.tiles_laid, "pipsLeft": answer.extra.get("pips_left")},
        "answer": str(answer.line or ""),
    }


def played(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The page plays every explained step."""
    return list(steps)


def for_pupils(data: dict[str, Any], seal) -> dict[str, Any]:
    """The page data without the answer or the target: the rules say "blocked",
    the sealed count of tiles (and pips left) says "fewest"."""
    target = data["target"]
    pips = "" if target["pipsLeft"] is None else str(target["pipsLeft"])
    out = {k: v for k, v in data.items() if k not in ("target", "answer")}
    out["seal"] = seal([f"{target['tiles']}:{pips}"])
    return out


def answer_texts(data: dict[str, Any]) -> list[str]:
    """The text a pupil's code key is made from (docs/play.md "Codes for the
    teacher"): the whole answer, every tile laid (each as `low-high`, sorted,
    as kinds/blocked.js `solvedKey` writes them), not the sealed count."""
    given = {_key(t) for t in data["line"].split()}
    return [" ".join(sorted(_key(t) for t in data["answer"].split() if _key(t) not in given))]


def _key(tile: str) -> str:
    a, b = sorted(int(x) for x in tile.split("-"))
    return f"{a}-{b}"


PIECES = "tiles"  # what a reader moves on the page: the help line says so

# The page shows what the paper prints under the title (`facts`: the set, the rules).
FACTS = True

# The blocked line's words on the page (domino_puzzles/web/words.py), read as "blocked.<key>".
WORDS = i18n.table("screen.blocked")

# What only the teacher's page says: the best, the fewest (domino_puzzles/web/words.py).
TEACHER_WORDS = ("fewest", "pips_best")


# Why a hint's move is right, by its technique (solver/hints/<kind>.py), in the
# page's words: a worksheet's page in nl, de or lv says it after the move.
WHY = i18n.table("screen.why.blocked")


def hint_text(move: dict[str, Any], words: Words, data: dict[str, Any] | None = None) -> str:
    """A hint's move in the page's words, as the kind's script names it (`hintText`)."""
    own = WORDS.get(words.lang, WORDS["en"])
    return own["hint_" + move["end"]].format(t=move["tile"])
