"""JSON as a play log or a bot line may hold it: plain, bounded, never ambiguous.

Python's `json` takes a key given twice (keeping the last), `NaN` and
`Infinity`, whole numbers of thousands of digits (and fails past 4,300 with
a ValueError), and recurses once a level, so a line of a few thousand `[`
ends in a RecursionError. This reader refuses, with one line that says
where:

- a key given twice in one object;
- nesting deeper than MAX_DEPTH (checked before the parser runs);
- a whole number of more than MAX_DIGITS digits, a number past a float's
  range, `NaN` and `Infinity`;
- text longer than the caller's `most` characters.

The limits are those of the puzzle files (puzzles/strict_yaml.py), so a
log, a view and a puzzle file are held to one standard.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from puzzles.errors import BadInput, one_line, shown
from puzzles.strict_yaml import MAX_DEPTH, MAX_DIGITS

__all__ = ["MAX_DEPTH", "MAX_DIGITS", "kind_of", "loads", "shown_json"]

# What the depth scan stops at: a bracket or the start of a string.
_BRACKET_OR_QUOTE = re.compile(r'[\[\]{}"]')
# The rest of a string after its opening quote, escapes included, through its
# closing quote. Written unrolled and possessive, so the regex engine keeps no
# backtracking point a character: a string of 10 MB is matched in constant
# memory (a plain `(?:[^"\\]|\\.)*` kept about 120 bytes a character).
_STRING_REST = re.compile(r'[^"\\]*+(?:\\.[^"\\]*+)*+"', re.DOTALL)


class _Refused:
    """A value past a bound, left in the parsed value by the parser's hooks
    (which cannot know where they are) and found afterwards with its path."""

    def __init__(self, why: str):
        self.why = why


class _Twice(dict):
    """An object with a key given twice (the key in `twice`)."""

    twice: str = ""


def loads(text: str, most: int | None = None) -> Any:
    """The value of the JSON `text`; BadInput (with the field where one is
    known, no file) saying why not."""
    if most is not None and len(text) > most:
        raise BadInput(f"is {len(text):,} characters long: at most {most:,}")
    if _depth(text) > MAX_DEPTH:
        raise BadInput(f"invalid JSON: nested more than {MAX_DEPTH} deep")
    try:
        value = json.loads(
            text,
            object_pairs_hook=_object,
            parse_int=_int,
            parse_float=_float,
            parse_constant=_constant,
        )
    except json.JSONDecodeError as error:
        where = f"line {error.lineno}, column {error.colno}"
        raise BadInput(f"invalid JSON at {where}: {one_line(error.msg, 80)}") from None
    except RecursionError:  # pragma: no cover - _depth keeps the parser far from it
        raise BadInput(f"invalid JSON: nested more than {MAX_DEPTH} deep") from None
    _refuse_any(value, "")
    return value


def _depth(text: str) -> int:
    """How deep the brackets of `text` nest, strings left out: linear time, no
    recursion, and no copy of the text (memory constant whatever its length);
    the scan stops once past MAX_DEPTH."""
    depth = deepest = 0
    pos = 0
    find, string_rest = _BRACKET_OR_QUOTE.search, _STRING_REST.match
    while found := find(text, pos):
        c, pos = found.group(), found.end()
        if c == '"':
            end = string_rest(text, pos)
            if end is None:  # an unclosed string: no bracket after it counts
                break
            pos = end.end()
        elif c in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    break
        else:
            depth -= 1
    return deepest


def _refuse_any(value: Any, path: str) -> None:
    """BadInput naming the field of the first value past a bound (at most
    MAX_DEPTH deep: the recursion is bounded)."""
    if isinstance(value, _Refused):
        raise BadInput(f"invalid JSON: {value.why}", path or None)
    if isinstance(value, _Twice):
        raise BadInput(f"invalid JSON: key {shown(value.twice)} is given twice", path or None)
    if isinstance(value, dict):
        for key, item in value.items():
            _refuse_any(item, f"{path}.{key}" if path else key)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            _refuse_any(item, f"{path}[{i}]")


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            twice = _Twice(out)
            twice.twice = key
            return twice
        out[key] = value
    return out


def _int(text: str) -> int | _Refused:
    if len(text.lstrip("-")) > MAX_DIGITS:
        return _Refused(f"a number of more than {MAX_DIGITS} digits")
    return int(text)


def _float(text: str) -> float | _Refused:
    value = float(text)
    if not math.isfinite(value):
        return _Refused(f"{shown(text)} is past the range of numbers")
    return value


def _constant(name: str) -> _Refused:
    return _Refused(f"{name} is not a number a log or a view may hold")


def shown_json(value: object) -> str:
    """`shown(value)`, but true, false and null as JSON writes them: an error
    about a JSON value quotes it as its writer wrote it."""
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    return shown(value)


def kind_of(value: object) -> str:
    """What a JSON value is, for an error: a list, text, a number, true..."""
    if isinstance(value, list):
        return "a list"
    if isinstance(value, str):
        return "text"
    if value is None or isinstance(value, bool):
        return shown_json(value)
    return "a number"
