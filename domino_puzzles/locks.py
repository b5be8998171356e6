"""Who may write in a folder now, and whose work in progress a leftover is.

Both are the kernel's `flock`, never a process id: a lock is held by an open
file, so it holds between processes of different PID namespaces (containers
sharing a folder) and is let go by the kernel the moment its holder dies,
however it dies.

- A folder being written is locked as a whole: its directory is opened and
  flock'ed (nothing extra is left in the folder). Another run that wants to
  write there waits, saying so once, and gives up after WAIT seconds.
- Work in progress lives in a hidden staging folder `.domino-puzzles-tmp-...`
  beside its place, flock'ed by its run for as long as it lives. A staging
  folder nobody holds is a killed run's leftover and is removed.
- A staging folder's name carries a check of itself
  (`.domino-puzzles-tmp-<12 hex>-<8 hex>`, the second part a hash of the
  first), so no name a user chose passes for one: a file or folder of the
  user's that only starts like it (`.domino-puzzles-tmp-notes`) is never
  removed, nor is anything that is not a real folder (a link, a file).
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import hashlib
import os
import re
import secrets
import shutil
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from puzzles.errors import BadInput

TEMP = ".domino-puzzles-tmp-"
_STAGING = re.compile(re.escape(TEMP) + r"([0-9a-f]{12})-([0-9a-f]{8})")
WAIT = 600.0  # seconds another run may keep a folder before this one gives up
_POLL = 0.1

_UNLOCKABLE = (errno.ENOLCK, errno.EOPNOTSUPP, errno.EINVAL, errno.ENOSYS)


@contextlib.contextmanager
def folder_lock(folder: Path, shown: str, note: Callable[[str], None]) -> Iterator[None]:
    """Hold `folder` for writing; `note` tells the user once if another run has it."""
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    except OSError:
        # A folder we may write in but not read (mode 0o300): nothing to lock
        # on, and the staging folders still protect each run's own files.
        yield
        return
    try:
        if not _try(fd):
            note(f"waiting: another domino-puzzles run is writing to {shown}")
            deadline = time.monotonic() + WAIT
            while not _try(fd):
                if time.monotonic() > deadline:
                    raise BadInput(
                        f"another domino-puzzles run has been writing here for {WAIT:g} s: "
                        "try again when it is done",
                        file=shown,
                    )
                time.sleep(_POLL)
        yield
    finally:
        os.close(fd)


def _try(fd: int) -> bool:
    """Take the lock on `fd` if it is free; True also where the file system has no locks."""
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError as error:
        if error.errno in _UNLOCKABLE:
            return True
        raise
    return True


@contextlib.contextmanager
def staging(folder: Path) -> Iterator[Path]:
    """A new hidden folder in `folder`, held by this run until the block ends,
    then removed with whatever is left in it."""
    while True:
        place = folder / staging_name()
        try:
            place.mkdir()
            break
        except FileExistsError:
            continue
    fd = os.open(place, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        _try(fd)
        yield place
    finally:
        shutil.rmtree(place, ignore_errors=True)
        os.close(fd)


def staging_name() -> str:
    """A new name for a staging folder, carrying its own check (see above)."""
    token = secrets.token_hex(6)
    return f"{TEMP}{token}-{_check(token)}"


def is_staging_name(name: str) -> bool:
    """Whether `name` is one `staging_name` makes: never a name a user chose."""
    match = _STAGING.fullmatch(name)
    return match is not None and match[2] == _check(match[1])


def _check(token: str) -> str:
    return hashlib.sha256(f"domino-puzzles staging {token}".encode()).hexdigest()[:8]


def clean_leftovers(folder: Path) -> None:
    """Remove the staging folders of runs that are gone from `folder`: real
    folders with a staging name whose lock nobody holds. Nothing else."""
    try:
        names = [entry.name for entry in os.scandir(folder) if is_staging_name(entry.name)]
    except OSError:
        return
    for name in names:
        place = folder / name
        try:
            fd = os.open(place, os.O_RDONLY | os.O_CLOEXEC | os.O_NOFOLLOW | os.O_DIRECTORY)
        except OSError:
            continue  # a link, a file, or something we cannot open: not ours to judge
        try:
            if not _held_elsewhere(fd):
                shutil.rmtree(place, ignore_errors=True)  # never follows a link inside
        finally:
            os.close(fd)


def _held_elsewhere(fd: int) -> bool:
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    except OSError as error:
        return error.errno not in _UNLOCKABLE  # unsure: leave it
    return False
