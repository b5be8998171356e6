"""Writing what a command makes, and nothing else the user keeps.

- A file (`render`, `generate --out`) is written whole beside its place and
  renamed over it, so a reader sees the old file or the new one. A symlink
  is written through (its target is replaced, the link stays); a directory,
  device, FIFO or socket is refused as bad input, never replaced.
- A folder (`book`, `worksheet --out DIR`) keeps every file the user put in
  it. The command writes its files, lists them in the hidden MANIFEST, and
  removes only files of an earlier run's manifest that this run no longer
  makes. A file of the same name it did not write is bad input: nothing is
  written then. `--out .` is a folder like any other.
- A new file gets the usual mode (0666 less the umask); a replaced file keeps
  its mode (and, as root, its owner).
- Work in progress lives in a hidden `.domino-puzzles-tmp-PID...` beside its
  place; a killed run leaves it behind and the next run there removes it.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

from puzzles.errors import BadInput

MANIFEST = ".domino-puzzles"
_TEMP = ".domino-puzzles-tmp-"
_HEADER = "# Files domino-puzzles wrote here. It replaces or removes only these.\n"

# What a folder file is: text, bytes, or a function that writes the file at a path.
Content = str | bytes | Callable[[Path], None]


def check_file(path: str | Path) -> None:
    """BadInput now if `path` could not be written: before a long run, not after."""
    _writable(Path(path), str(path))


# Names the printing commands write in a folder: checked before a long run.
FOLDER_FILES = (
    *("index.html", "book.yaml", "book.pdf", "sheet.html", "sheet.pdf", "key.html", "key.pdf"),
    *("play.html", "page-*.svg", "key-*.svg"),
)


def check_folder(out: str | Path) -> None:
    """BadInput now if `out` is there and not a folder, or holds a file of the
    user's under a name the printing commands write."""
    if os.path.exists(out) and not os.path.isdir(out):
        raise BadInput("is not a folder: give a folder for --out", file=str(out))
    folder = Path(out)
    if not folder.is_dir():
        return
    ours = read_manifest(folder)
    for pattern in FOLDER_FILES:
        for place in sorted(folder.glob(pattern)):
            if place.name not in ours:
                raise _not_ours(place.name, out)


def write_file(path: str | Path, content: Content) -> None:
    """`content` at `path`, atomically, by the rules above."""
    target = _writable(Path(path), str(path))
    target.parent.mkdir(parents=True, exist_ok=True)
    clean_leftovers(target.parent)
    temp = target.parent / f"{_TEMP}{os.getpid()}-{target.name}"
    try:
        _write(temp, content)
        _replace(temp, target)
    except BaseException:
        _remove(temp)
        raise


def write_folder(out: str | Path, files: Mapping[str, Content]) -> None:
    """`files` (name -> content) into the folder `out`, by the rules above."""
    folder = Path(out)
    check_folder(folder)
    folder.mkdir(parents=True, exist_ok=True)
    clean_leftovers(folder)
    ours = read_manifest(folder)
    for name in files:
        place = folder / name
        if not os.path.lexists(place):
            continue
        if name not in ours:
            raise _not_ours(name, out)
        if place.is_symlink() or not place.is_file():
            raise BadInput(f"{name} is not a plain file any more: move it away", file=str(out))
    staging = folder / f"{_TEMP}{os.getpid()}"
    staging.mkdir()
    try:
        for name, content in files.items():
            _write(staging / name, content)
        # Name every file that may be ours before any moves in: a run killed
        # half way leaves a manifest the next run can trust.
        _write_manifest(folder, ours | set(files))
        for name in files:
            _replace(staging / name, folder / name)
        for name in sorted(ours - set(files)):
            stale = folder / name
            if stale.is_file() and not stale.is_symlink():
                stale.unlink()
        _write_manifest(folder, set(files))
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def read_manifest(folder: Path) -> set[str]:
    """The names an earlier run wrote in `folder` (plain names only, never a path)."""
    try:
        text = (folder / MANIFEST).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return set()
    return {line for line in text.splitlines() if _plain_name(line)}


def clean_leftovers(folder: Path) -> None:
    """Remove what killed runs left in `folder`: only our temporary names, and
    only those of a process that is gone."""
    try:
        names = [entry.name for entry in os.scandir(folder) if entry.name.startswith(_TEMP)]
    except OSError:
        return
    for name in names:
        pid = name[len(_TEMP) :].split("-", 1)[0]
        if pid.isdigit() and int(pid) != os.getpid() and not _alive(int(pid)):
            _remove(folder / name)


# -- the pieces ------------------------------------------------------------------
def _writable(path: Path, shown: str) -> Path:
    """Where writing `path` lands: the target of a symlink; BadInput if no file."""
    target = Path(os.path.realpath(path))
    try:
        mode = target.stat().st_mode
    except FileNotFoundError:
        return target
    except OSError as error:
        raise BadInput(f"cannot write: {error.strerror or error}", file=shown) from None
    if stat.S_ISDIR(mode):
        raise BadInput("is a folder: give a file name for --out", file=shown)
    if not stat.S_ISREG(mode):
        raise BadInput("is a device, FIFO or socket, not a file: refused", file=shown)
    return target


def _not_ours(name: str, out: str | Path) -> BadInput:
    return BadInput(
        f"{name} is there already and was not written by domino-puzzles: "
        "move it away or give another --out",
        file=str(out),
    )


def _write(path: Path, content: Content) -> None:
    if callable(content):
        content(path)
        return
    data = content.encode("utf-8") if isinstance(content, str) else content
    # O_EXCL: never through a link someone put in our place; 0o666: the umask decides.
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), 0o666)
    with os.fdopen(fd, "wb") as stream:
        stream.write(data)
        stream.flush()
        os.fsync(stream.fileno())


def _replace(new: Path, old: Path) -> None:
    """Rename `new` over `old`, giving it the mode and owner `old` had."""
    try:
        was = old.stat()
    except FileNotFoundError:
        was = None
    if was is not None:
        os.chmod(new, stat.S_IMODE(was.st_mode))
        if hasattr(os, "chown") and os.geteuid() == 0:
            with contextlib.suppress(OSError):
                os.chown(new, was.st_uid, was.st_gid)
    os.replace(new, old)


def _write_manifest(folder: Path, names: Iterable[str]) -> None:
    text = _HEADER + "".join(f"{name}\n" for name in sorted(names))
    write_file(folder / MANIFEST, text)


def _plain_name(name: str) -> bool:
    return (
        bool(name)
        and "/" not in name
        and "\\" not in name
        and name not in (".", "..", MANIFEST)
        and not name.startswith(("#", _TEMP))
    )


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # someone else's process
    return True


def _remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path, ignore_errors=True)
    else:
        path.unlink(missing_ok=True)
