"""The hidden list of what domino-puzzles wrote in a folder, with each file's hash.

One line a file, `SHA256  NAME` (the form of `sha256sum`), after a comment
line. A file counts as the tool's only while its bytes still have a hash the
manifest lists for it, so a hand-made or copied manifest can name any file
and still never make the tool delete or replace it. A name may be listed
with two hashes: a run writes its new hashes beside the old ones before it
moves its files in, so that a run killed half way leaves a manifest the next
run can trust.

Manifests of older versions list bare names, without a hash. Such a name
proves nothing, so it is read safely: the file is never removed, and is
replaced only by the very same bytes (a run that makes it again as it is).
The printing commands go further and refuse, before any work, a folder
where they would write over such a name (domino_puzzles/output.py `check_folder`):
whether the bytes would be the same is known only once the book is made.
"""

from __future__ import annotations

import hashlib
import os
import re
import stat
from collections.abc import Mapping
from pathlib import Path

from domino_puzzles.locks import TEMP

MANIFEST = ".domino-puzzles"
HEADER = (
    "# Files domino-puzzles wrote here, with their SHA-256. It replaces or removes\n"
    "# only these, and only while their bytes are still what it wrote.\n"
)
_LINE = re.compile(r"([0-9a-f]{64})  (.+)")

# name -> the hashes it may have; an empty set for a name without one (older manifests)
Entries = dict[str, set[str]]


def read(folder: Path) -> Entries:
    """The names an earlier run wrote in `folder` (plain relative names only)."""
    try:
        text = (folder / MANIFEST).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return {}
    entries: Entries = {}
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        match = _LINE.fullmatch(line)
        name, digest = (match[2], match[1]) if match else (line, None)
        if plain_name(name):
            entries.setdefault(name, set())
            if digest:
                entries[name].add(digest)
    return entries


def text(entries: Mapping[str, set[str]]) -> str:
    lines = [f"{d}  {name}\n" for name in sorted(entries) for d in sorted(entries[name])]
    return HEADER + "".join(lines)


def digest(path: Path) -> str | None:
    """The SHA-256 of the plain file at `path` (not through a link), else None."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError:
        return None
    with os.fdopen(fd, "rb") as stream:
        if not stat.S_ISREG(os.fstat(stream.fileno()).st_mode):
            return None
        hasher = hashlib.sha256()
        for block in iter(lambda: stream.read(1 << 20), b""):
            hasher.update(block)
    return hasher.hexdigest()


def plain_name(name: str) -> bool:
    """A file name inside the folder: relative, no `.`/`..`, never the manifest
    or a temporary name."""
    if not name or name.startswith("/") or "\\" in name or "\x00" in name:
        return False
    parts = name.split("/")
    return (
        all(part not in ("", ".", "..") for part in parts)
        and name != MANIFEST
        and not parts[0].startswith(("#", TEMP))
    )
