"""Places inside a folder, reached without ever following a link.

A name the manifest lists (`pupils/page-01.svg`) is walked one folder at a
time from an open descriptor of the folder, each step opened with
O_NOFOLLOW: a link anywhere in the path, or something that is not a folder
where a folder should be, stops the walk (`Linked`). The file is then read,
removed or replaced relative to the descriptor of its own folder, so a link
put in place between a check and the act cannot lead the act out of the
folder either.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import os
import stat
from collections.abc import Iterator
from pathlib import Path

from puzzles.errors import ProjectError

_DIR = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC


class Linked(ProjectError, OSError):
    """A folder of the path is a link, or not a folder: the name leads out."""


@contextlib.contextmanager
def opened(folder: Path) -> Iterator[int]:
    """A descriptor of `folder` itself (which the user named: it may be a link)."""
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        yield fd
    finally:
        os.close(fd)


@contextlib.contextmanager
def parent(
    root: int, name: str, make: bool = False, made: list[str] | None = None
) -> Iterator[tuple[int, str]]:
    """(descriptor of the folder holding `name`, its last part), walked from
    `root` without a link; `make` creates missing folders, each one's path
    added to `made`. Linked where a part is a link or no folder;
    FileNotFoundError where a folder is missing and not made."""
    *folders, last = name.split("/")
    fd = os.dup(root)
    try:
        walked = []
        for part in folders:
            walked.append(part)
            try:
                step = os.open(part, _DIR, dir_fd=fd)
            except FileNotFoundError:
                if not make:
                    raise
                os.mkdir(part, dir_fd=fd)
                if made is not None:
                    made.append("/".join(walked))
                step = os.open(part, _DIR, dir_fd=fd)
            except OSError as error:
                if error.errno in (errno.ELOOP, errno.ENOTDIR):
                    raise Linked(f"{'/'.join(walked)} is a link or not a folder") from None
                raise
            os.close(fd)
            fd = step
        yield fd, last
    finally:
        os.close(fd)


def digest_at(fd: int, last: str) -> str | None:
    """The SHA-256 of the plain file `last` in the folder `fd` (never through
    a link), else None."""
    try:
        file = os.open(last, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=fd)
    except OSError:
        return None
    with os.fdopen(file, "rb") as stream:
        if not stat.S_ISREG(os.fstat(stream.fileno()).st_mode):
            return None
        hasher = hashlib.sha256()
        for block in iter(lambda: stream.read(1 << 20), b""):
            hasher.update(block)
    return hasher.hexdigest()


def digest(folder: Path, name: str) -> str | None:
    """The SHA-256 of the plain file `name` inside `folder`, walked without a
    link; None where there is none (or a link is in the way)."""
    try:
        with opened(folder) as root, parent(root, name) as (fd, last):
            return digest_at(fd, last)
    except OSError:
        return None


def remove_empty(root: int, folders: list[str]) -> None:
    """Remove each of `folders` (paths inside `root`, deepest first) that is
    empty now; one that is not, or is gone, is left as it is."""
    for path in sorted(folders, key=lambda p: -p.count("/")):
        try:
            with parent(root, path) as (fd, name):
                os.rmdir(name, dir_fd=fd)
        except OSError:
            continue
