"""The pupils' hints, boxed: a value hidden in a page's data until a key opens it.

`box(key, value)` is `value` as JSON, XOR a SHA-256 stream of `key`, in base64;
rules.js `unbox(key, box)` opens it. A worksheet's pupils' page holds its hint
steps boxed in a chain (`box_hints`): each opens only once the one before it is
played. A leaf: the page (domino_puzzles/play_html.py) and a kind's piece of it
(domino_puzzles/web/endgame.py, its game tree) both box with it.
"""

from __future__ import annotations

import base64
import hashlib
import json
from collections.abc import Sequence
from typing import Any


def _stream(key: str, n: int) -> bytes:
    out = b"".join(hashlib.sha256(f"{key}:{i}".encode()).digest() for i in range(n // 32 + 1))
    return out[:n]


def box(key: str, value: Any) -> str:
    """`value` as JSON, UTF-8, XOR the stream SHA-256(key + ":" + n), in base64:
    rules.js `unbox(key, box)` gives it back; no readable text is left."""
    plain = json.dumps(value, separators=(",", ":"), ensure_ascii=False, sort_keys=True).encode()
    return base64.b64encode(_xor(plain, key)).decode()


def _xor(data: bytes, key: str) -> bytes:
    return bytes(a ^ b for a, b in zip(data, _stream(key, len(data)), strict=True))


def unbox(key: str, text: str) -> Any:
    """What `box` boxed, or None for a wrong key."""
    data = base64.b64decode(text)
    try:
        return json.loads(_xor(data, key).decode())
    except ValueError:
        return None


def _hint_key(salt: str, link: str) -> str:
    return hashlib.sha256(f"hint:{salt}:{link}".encode()).hexdigest()


def box_hints(steps: Sequence[dict[str, Any]], salt: str) -> list[str]:
    """The pupils' hint steps, each boxed (`box`) with a key made from the one
    before it: hint 1's from the puzzle's `salt`, hint n+1's from a link that
    only hint n holds. The page opens hint n+1 once hint n's move is made."""
    out, link = [], ""
    for i, step in enumerate(steps):
        nxt = hashlib.sha256(f"{salt}:{i}:{json.dumps(step, sort_keys=True)}".encode()).hexdigest()
        out.append(box(_hint_key(salt, link), {**step, "next": nxt[:24]}))
        link = nxt[:24]
    return out


def open_hints(item: dict[str, Any]) -> list[dict[str, Any]]:
    """The hint steps of a pupils' page's puzzle (`entry`) unboxed, as the page
    opens them one by one (for tests and the docs)."""
    out, link = [], ""
    for text in item["steps"]:
        step = unbox(_hint_key(item["hintSalt"], link), text)
        link = step.pop("next")
        out.append(step)
    return out
