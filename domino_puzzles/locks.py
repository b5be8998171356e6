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
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import secrets
import shutil
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from puzzles.errors import BadInput

TEMP = ".domino-puzzles-tmp-"
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
        place = folder / f"{TEMP}{secrets.token_hex(6)}"
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


def clean_leftovers(folder: Path) -> None:
    """Remove the staging folders (and older temporary files) of runs that are
    gone from `folder`: those whose lock nobody holds."""
    try:
        names = [entry.name for entry in os.scandir(folder) if entry.name.startswith(TEMP)]
    except OSError:
        return
    for name in names:
        place = folder / name
        try:
            fd = os.open(place, os.O_RDONLY | os.O_CLOEXEC | os.O_NOFOLLOW)
        except OSError:
            continue  # a link or something we cannot open: not ours to judge
        try:
            if _held_elsewhere(fd):
                continue
            if place.is_dir():
                shutil.rmtree(place, ignore_errors=True)
            else:
                place.unlink(missing_ok=True)
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
