"""Whether an output place can be written, decided before any work.

Every check here raises BadInput naming the place as the user gave it
(`error: PATH: ...`, exit 2): a folder that is a file, a file that is a
folder or a device, a loop of symbolic links, a place nobody may write in
or on a read-only file system, a name longer than the file system takes.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from domino_puzzles.locks import staging_name
from puzzles.error_words import Reason
from puzzles.errors import BadInput

# Names that mean "standard output": written through, never replaced.
STDOUT = ("-", "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1")


def is_stdout(given: str | Path) -> bool:
    return str(given) in STDOUT


def file_target(given: str | Path) -> Path:
    """The real file writing `given` replaces (a symlink's target), checked."""
    shown = str(given)
    real, missing, st = _walk(shown)
    if not missing:
        if stat.S_ISDIR(st.st_mode):
            raise BadInput("is a folder: give a file name for --out", file=shown)
        if not stat.S_ISREG(st.st_mode):
            raise BadInput("is a device, FIFO or socket, not a file: refused", file=shown)
        _may_write_in(real.parent, shown)
        return real
    _check_new(real, missing, shown)
    return real


def folder_target(given: str | Path) -> Path:
    """The real folder `given` names, checked: a folder (or none yet) we may write in."""
    shown = str(given)
    if is_stdout(shown):
        raise BadInput("is standard output, not a folder: give a folder for --out", file=shown)
    real, missing, st = _walk(shown)
    if not missing:
        if not stat.S_ISDIR(st.st_mode):
            raise BadInput("is not a folder: give a folder for --out", file=shown)
        _may_write_in(real, shown)
        return real
    _check_new(real, missing, shown)
    return real


def _walk(shown: str) -> tuple[Path, list[str], os.stat_result]:
    """The real path (links of existing parts followed, `..` applied after them,
    as the kernel does), the names below its deepest existing folder that do
    not exist yet, and that folder's (or the place's own) stat."""
    real = Path(os.path.realpath(shown))
    place = real
    missing: list[str] = []
    while True:
        try:
            return real, missing, os.stat(place)
        except OSError as error:
            if error.errno not in (errno.ENOENT, errno.ENOTDIR, errno.ENAMETOOLONG):
                _unreachable(error, shown)
            if place.parent == place:
                raise BadInput("cannot be reached", file=shown) from None
            missing.insert(0, place.name)
            place = place.parent


def _unreachable(error: OSError, shown: str) -> None:
    if error.errno == errno.ELOOP:
        raise BadInput("is a loop of symbolic links", file=shown) from None
    raise BadInput.said("cannot_reach", file=shown, reason=_reason(error)) from None


def _check_new(real: Path, missing: list[str], shown: str) -> None:
    """`real` does not exist: its deepest existing parent must be a folder we
    may write in, and every name to make must fit the file system."""
    parent = real
    for _ in missing:
        parent = parent.parent
    st = os.stat(parent)
    if not stat.S_ISDIR(st.st_mode):
        raise BadInput(f"{parent} is a file, not a folder", file=shown)
    _may_write_in(parent, shown)
    try:
        longest = os.pathconf(parent, "PC_NAME_MAX")
        whole = os.pathconf(parent, "PC_PATH_MAX")
    except (OSError, ValueError):
        longest, whole = 255, 4096
    for name in missing:
        size = len(os.fsencode(name))
        if size > longest:
            raise BadInput(
                f"a name of {size} bytes: the file system takes at most {longest}", file=shown
            )
    if len(os.fsencode(str(real))) >= whole:
        raise BadInput(f"is longer than the {whole} bytes the file system takes", file=shown)


def _may_write_in(folder: Path, shown: str) -> None:
    try:
        read_only = bool(os.statvfs(folder).f_flag & os.ST_RDONLY)
    except OSError:
        read_only = False
    if read_only:
        reason = Reason(errno.EROFS, "the file system is read-only")
        raise BadInput.said("cannot_write_in", file=shown, folder=str(folder), reason=reason)
    if not os.access(folder, os.W_OK | os.X_OK):
        reason = Reason(errno.EACCES, "no permission")
        raise BadInput.said("cannot_write_in", file=shown, folder=str(folder), reason=reason)
    # What the system says is the last word (root past a mode, /proc, quotas):
    # make and remove a hidden folder there.
    probe = folder / staging_name()  # a killed run's probe is cleaned as a leftover
    try:
        probe.mkdir()
    except OSError as error:
        reason = _reason(error)
        raise BadInput.said(
            "cannot_write_in", file=shown, folder=str(folder), reason=reason
        ) from None
    probe.rmdir()


def _reason(error: OSError) -> Reason:
    return Reason(error.errno, error.strerror or "the system refused")
