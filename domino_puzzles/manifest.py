"""The hidden list of what domino-puzzles wrote in a folder, with each file's hash.

One line a file, `SHA256  NAME` (the form of `sha256sum`), after a comment
line. A file counts as the tool's only while its bytes still have a hash the
manifest lists for it. A name may be listed with two hashes: a run writes
its new hashes beside the old ones before it moves its files in, so that a
run killed half way leaves a manifest the next run can trust.

A manifest is a claim, not a proof: whoever can write in the folder can
write one. So what it can make the tool do is bounded:

- only names the tool itself writes count (`ours`: index.html, page-NN.svg,
  book.pdf, pupils/play.html, ...); a line naming any other file
  (notes.txt, photos/trip.jpg) is never acted on, whatever hash it gives;
- nothing is reached through a link: a name with a link anywhere in its
  path is left alone (domino_puzzles/beneath.py), so nothing outside the
  folder is ever read, replaced or removed;
- a file under one of the tool's names whose bytes match a listed hash is
  taken as the tool's: it may be replaced by a new run, or removed if the
  new run no longer makes it. A forged line can do that much, and only to
  a file whose exact bytes its writer knows.

Manifests of older versions list bare names, without a hash. Such a name
proves nothing, so it is read safely: the file is never removed, and is
replaced only by the very same bytes (a run that makes it again as it is).
The printing commands go further and refuse, before any work, a folder
where they would write over such a name (domino_puzzles/output.py `check_folder`):
whether the bytes would be the same is known only once the book is made.
"""

from __future__ import annotations

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

# The names the commands write in a folder (`book`, `worksheet`, `room`), at
# its top and inside its subfolders: the only names a manifest can speak for.
FOLDER_FILES = (
    *("index.html", "book.yaml", "book.pdf", "sheet.html", "sheet.pdf", "key.html", "key.pdf"),
    *("play.html", "page-*.svg", "key-*.svg", "cover.svg", "cover.pdf", "games.html"),
    *("pages.html", "results.html", "listing.json", "listing.txt"),
    *("name-*-*.svg", "names.html", "names.pdf"),  # a worksheet's sheets with names (--names)
)
SUBFOLDERS = ("pupils", "teacher")  # worksheet folders: the same names inside
# A `*` of FOLDER_FILES stands for a page number, and for nothing else.
_OURS = re.compile("|".join(re.escape(p).replace(r"\*", "[0-9]+") for p in FOLDER_FILES))

MAX_BYTES = 4 * 2**20  # a manifest read: some 40,000 lines

# name -> the hashes it may have; an empty set for a name without one (older manifests)
Entries = dict[str, set[str]]


def read(folder: Path) -> Entries:
    """The names an earlier run wrote in `folder`: only names the tool writes (`ours`).

    Only a plain file is read (not through a link, never a FIFO or device),
    and at most MAX_BYTES of it: a manifest of a 10,000-page book is a
    fraction of that. Anything else counts as no manifest: every file is
    then the user's."""
    try:
        fd = os.open(folder / MANIFEST, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return {}
    with os.fdopen(fd, "rb") as stream:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return {}
        try:
            data = stream.read(MAX_BYTES + 1)
        except OSError:
            return {}
    if len(data) > MAX_BYTES:
        return {}
    text = data.decode("utf-8", errors="replace")
    entries: Entries = {}
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        match = _LINE.fullmatch(line)
        name, digest = (match[2], match[1]) if match else (line, None)
        if ours(name):
            entries.setdefault(name, set())
            if digest:
                entries[name].add(digest)
    return entries


def text(entries: Mapping[str, set[str]]) -> str:
    lines = [f"{d}  {name}\n" for name in sorted(entries) for d in sorted(entries[name])]
    return HEADER + "".join(lines)


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


def ours(name: str) -> bool:
    """A name the commands write: one of FOLDER_FILES at the folder's top or
    in one of SUBFOLDERS (`pupils/page-01.svg`), never anything else."""
    if not plain_name(name):
        return False
    parts = name.split("/")
    if len(parts) == 2 and parts[0] in SUBFOLDERS:
        parts = parts[1:]
    return len(parts) == 1 and _OURS.fullmatch(parts[0]) is not None
