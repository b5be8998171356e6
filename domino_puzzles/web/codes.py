"""Slow keys and the pupils' codes of a worksheet (docs/play.md "Codes for the
teacher").

A text that solves a puzzle (a sealed target: the best score and its fewest
cards; or the answer itself: a chain's line, a Dominosa's covering) opens
the puzzle's key: `slow_key(salt, text)`, PBKDF2-HMAC-SHA256 of the text
with the puzzle's salt and `ROUNDS` rounds, 32 bytes in hex. The pupils'
page holds only `seal_hash(key)` of a sealed target, never a key; the
teacher's results page holds the keys. A pupil who solves a puzzle gets
`code(key, puzzle id, name)`: 8 characters of HMAC-SHA256(key, "code:" + id +
":" + name), cut from a 32-letter alphabet without look-alikes (no 0/O,
1/I), in two groups of four. puzzles/web/codes.js computes the same in the
page (`slowKey`, `codeOf`).
"""

from __future__ import annotations

import hashlib
import hmac
import unicodedata

# PBKDF2 rounds of a slow key. Checking one pupil's answer costs one key:
# tens of milliseconds on a phone (WebCrypto); enumerating every target of a
# puzzle costs that many keys (`python -m tests.bench codes` measures both).
ROUNDS = 60_000

# 32 symbols a child of 8 copies without mix-ups: no 0, O, 1, I.
ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
CODE_LENGTH = 8  # 40 bits, shown as ABCD-EFGH


def slow_key(salt: str, text: str, rounds: int = ROUNDS) -> str:
    """The key that `text` opens for a puzzle of `salt`: PBKDF2-HMAC-SHA256, hex."""
    return hashlib.pbkdf2_hmac("sha256", text.encode(), salt.encode(), rounds).hex()


def seal_hash(key: str) -> str:
    """What the pupils' page keeps of a sealed target's key: SHA-256 of "seal:" + key."""
    return hashlib.sha256(f"seal:{key}".encode()).hexdigest()


def name_key(name: str) -> str:
    """A name as a code reads it: spaces collapsed, lower case, accents dropped
    ("Zoë" reads "zoe": a teacher types the class list without them), as
    codes.js `nameKey`."""
    split = unicodedata.normalize("NFKD", name)
    bare = "".join(c for c in split if not unicodedata.category(c).startswith("M"))
    return " ".join(bare.split()).lower()


def tries_band(tries: int) -> int:
    """The tries a code tells: 1 the first try, 2 two or three, 3 more (codes.js `triesBand`)."""
    return 1 if tries <= 1 else 2 if tries <= 3 else 3


def code(key: str, puzzle_id: str, name: str, tries: int = 1) -> str:
    """The code of the pupil `name` who solved the puzzle `puzzle_id` with
    `key` at try `tries`: the band of tries is in what the code is made of,
    so a pupil cannot change it, and results.html reads it back."""
    band = tries_band(tries)
    told = f":tries{band}" if band > 1 else ""
    message = f"code:{puzzle_id}:{name_key(name)}{told}".encode()
    mac = hmac.new(bytes.fromhex(key), message, hashlib.sha256).digest()
    bits = int.from_bytes(mac[:5], "big")  # 40 bits: 8 symbols of 5 bits
    text = "".join(ALPHABET[(bits >> (35 - 5 * i)) & 31] for i in range(CODE_LENGTH))
    return f"{text[:4]}-{text[4:]}"


def tree_key(salt: str, best_paths: list[str]) -> str:
    """The key of an endgame played out from a tree: made from every line of
    the pupil's lays that ends best (the answer), boxed in those lines' ends
    only (domino_puzzles/web/endgame.py `played_out`)."""
    return hashlib.sha256(f"tree-code:{salt}:{'/'.join(sorted(best_paths))}".encode()).hexdigest()
