"""Writing what a command makes, and nothing else the user keeps.

- Every output place is checked before any work (domino_puzzles/targets.py): a command
  refuses a place it could not write with exit 2 before it generates.
- A file (`render`, `generate --out`) is written whole beside its place and
  renamed over it, so a reader sees the old file or the new one. A symlink
  is written through (its target is replaced, the link stays); a directory,
  device, FIFO or socket is refused as bad input, never replaced. `-` or
  `/dev/stdout` writes to standard output, whatever it is (a pipe too).
- A folder (`book`, `worksheet --out DIR`) keeps every file the user put in
  it. The command writes its files and lists them, with their hashes, in
  the hidden manifest (domino_puzzles/manifest.py); it removes only files of an earlier
  run's manifest that this run no longer makes, and replaces or removes a
  listed file only while its bytes are still those it wrote. Any other file
  under a name it writes is bad input, every such name told at once, and
  nothing is written. `--out .` is a folder like any other.
- Inside the folder nothing is reached through a link (domino_puzzles/beneath.py):
  a listed name with a link in its path is left alone and said (`note`),
  and a subfolder that is a link is refused before anything is written.
- A folder this run made and left empty (its `--out` on a failed run, a
  `pupils/` whose files a book run removed) is removed again.
- A folder whose manifest is an older one (names without hashes) is refused
  before any work where this run would write over a name it lists: such a
  name proves nothing, so the file may be the user's.
- One run at a time writes in a folder (domino_puzzles/locks.py): a second run waits
  for the first to finish, saying so, and then works on what the first left.
- A new file gets the usual mode (0666 less the umask); a replaced file keeps
  its mode (and, as root, its owner).
- Work in progress lives in a hidden, locked `.domino-puzzles-tmp-...` folder
  beside its place; a killed run leaves it behind and the next run there
  removes it. Only folders with a name of the tool's own making count as
  such (domino_puzzles/locks.py): a user's file named alike is kept.
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

from domino_puzzles import beneath, manifest
from domino_puzzles.locks import TEMP, clean_leftovers, folder_lock, staging
from domino_puzzles.manifest import FOLDER_FILES, MANIFEST, SUBFOLDERS
from domino_puzzles.targets import file_target, folder_target, is_stdout
from puzzles.error_words import Reason, text
from puzzles.errors import BadInput, ProjectError, one_line
from puzzles.words import Words
from solver.interrupt import check

__all__ = ["MANIFEST", "TEMP", "check_file", "check_folder", "clean_leftovers"]
__all__ += ["read_manifest", "write_file", "write_folder", "WriteFailed"]

# What a folder file is: text, bytes, or a function that writes the file at a path.
Content = str | bytes | Callable[[Path], None]
# Who hears that a write waits for another run (`waiting: ...`): a line of text.
Note = Callable[[str], None]


def _silent(text: str) -> None:
    """What a write says while it waits for the folder, unless given a `note`."""


class WriteFailed(ProjectError, OSError):
    """The system refused a write (a full disk, an I/O error): one line naming
    the place as the user gave it, never a temporary path. A `ProjectError`,
    and an OSError as before for callers that catch that. `told(lang)` says it
    in a language, the system's reason from its errno (puzzles/error_words.py)."""

    def __init__(self, message: str, file: str = "", reason: Reason | None = None) -> None:
        super().__init__(message)
        self.file, self.reason = file, reason

    def told(self, lang: str = "en") -> str:
        if self.reason is None or lang == "en":
            return str(self)
        return one_line(
            text(Words(lang), "cannot_write", {"file": self.file, "reason": self.reason})
        )


def check_file(path: str | Path) -> None:
    """BadInput now if `path` could not be written: before a long run, not after."""
    if not is_stdout(path):
        file_target(path)


def check_folder(out: str | Path) -> None:
    """BadInput now if `out` could not be a folder we write in, or holds files
    of the user's under names the printing commands write (all named at once)."""
    folder = folder_target(out)
    if not folder.is_dir():
        return
    ours = manifest.read(folder)
    patterns = [*FOLDER_FILES, *(f"{sub}/{p}" for sub in SUBFOLDERS for p in FOLDER_FILES)]
    found = {p.relative_to(folder).as_posix() for pattern in patterns for p in folder.glob(pattern)}
    names = sorted(name for name in found if manifest.ours(name))
    # Before the work, a name an older manifest lists without a hash cannot
    # be told from the user's file: refused now, not once the book is made.
    problems = _conflicts(folder, names, ours, {})
    if problems:
        raise BadInput(problems, file=str(out))


def write_file(path: str | Path, content: Content, note: Note = _silent) -> None:
    """`content` at `path`, atomically, by the rules above; `note` is told when
    it must wait for another run writing in the folder."""
    if is_stdout(path):
        _to_stdout(content)
        return
    target = file_target(path)
    place = target.parent
    with _failing_as(path), _made_if_missing(place), folder_lock(place, str(place), note):
        clean_leftovers(place)
        with staging(place) as stage:
            _write(stage / target.name, content)
            check()  # a stopped run puts nothing in place (solver/interrupt.py)
            _replace(stage / target.name, None, target)


def write_folder(out: str | Path, files: Mapping[str, Content], note: Note = _silent) -> None:
    """`files` (name -> content; a name may hold a subfolder, `pupils/page-01.svg`)
    into the folder `out`, by the rules above; `note` as for `write_file`, and
    told of a listed file left alone because a link is in its path."""
    for name in files:
        if not manifest.ours(name):  # a name the manifest could not speak for
            raise ValueError(f"not a name of manifest.FOLDER_FILES: {name!r}")
    folder = folder_target(out)
    with _failing_as(out), _made_if_missing(folder), folder_lock(folder, str(out), note):
        clean_leftovers(folder)
        with beneath.opened(folder) as root:
            _write_folder_locked(folder, root, str(out), files, note)


def _write_folder_locked(
    folder: Path, root: int, shown: str, files: Mapping[str, Content], note: Note
) -> None:
    # Read under the lock: what an earlier (or a waited-for) run left is what counts.
    ours = manifest.read(folder)
    early = _conflicts(folder, list(files), ours, None)
    if early:
        raise BadInput(early, file=shown)
    with staging(folder) as stage:
        new = {}
        for name, content in files.items():
            (stage / name).parent.mkdir(parents=True, exist_ok=True)
            _write(stage / name, content)
            new[name] = beneath.digest(stage, name) or ""
        late = _conflicts(folder, list(files), ours, new)
        if late:
            raise BadInput(late, file=shown)
        # Name every file that may be ours, with its old and its new bytes,
        # before any moves in: a run killed half way leaves a manifest the
        # next run can trust.
        either = {name: set(hashes) for name, hashes in ours.items()}
        for name, digest in new.items():
            either.setdefault(name, set()).add(digest)
        check()  # a stopped run puts nothing in place (solver/interrupt.py)
        _write_manifest(folder, stage, either)
        made: list[str] = []
        try:
            for name in files:
                with beneath.parent(root, name, make=True, made=made) as (fd, last):
                    _replace(stage / name, fd, last)
        except BaseException:
            beneath.remove_empty(root, made)
            raise
        emptied, linked = _remove_stale(root, ours, set(files))
        beneath.remove_empty(root, emptied)
        _write_manifest(folder, stage, {name: {digest} for name, digest in new.items()})
    if linked:
        note(f"left alone: {', '.join(linked)}: a link is in the way inside {shown}")


def _remove_stale(root: int, ours: manifest.Entries, kept: set[str]) -> tuple[list[str], list[str]]:
    """Remove the files of an earlier run's manifest that this run no longer
    makes, where their bytes are still what it wrote; (the folders they left,
    the names left alone because a link is in their path)."""
    emptied, linked = [], []
    for name in sorted(set(ours) - kept):
        if not ours[name]:
            continue  # an older manifest's bare name proves nothing
        try:
            with beneath.parent(root, name) as (fd, last):
                if beneath.digest_at(fd, last) in ours[name]:
                    os.unlink(last, dir_fd=fd)
                    if "/" in name:
                        emptied.append(name.rsplit("/", 1)[0])
        except beneath.Linked:
            linked.append(name)
        except FileNotFoundError:
            continue
    return emptied, linked


def read_manifest(folder: str | Path) -> set[str]:
    """The names an earlier run wrote in `folder` (plain names only, never a path)."""
    return set(manifest.read(Path(folder)))


# -- the pieces ------------------------------------------------------------------
def _conflicts(
    folder: Path,
    names: Iterable[str],
    ours: manifest.Entries,
    new: Mapping[str, str] | None,
) -> str:
    """Why the files `names` in `folder` may not be replaced, all at once ("" if
    they may). `new` holds the hashes this run writes once it knows them; an
    entry of an older manifest (no hash) is ours only where they agree."""
    theirs, changed, odd, unsure, linked = [], [], [], [], []
    for name in names:
        place = folder / name
        if _under_a_link(folder, name):
            linked.append(name)
            continue
        if not os.path.lexists(place):
            continue
        if name not in ours:
            theirs.append(name)
        elif place.is_symlink() or not place.is_file():
            odd.append(name)
        elif ours[name]:
            if beneath.digest(folder, name) not in ours[name]:
                changed.append(name)
        elif new is not None and beneath.digest(folder, name) != new.get(name):
            unsure.append(name)
    parts = []
    if theirs:
        was = _was(theirs)
        parts.append(f"{_listed(theirs)} there already and {was} not written by domino-puzzles")
    if changed:
        parts.append(f"{_listed(changed)} changed since domino-puzzles wrote {_it(changed)}")
    if odd:
        parts.append(f"{_listed(odd)} not a plain file any more")
    if linked:
        parts.append(f"{_listed(linked)} reached through a link, which it never follows")
    if unsure:
        parts.append(
            f"{_listed(unsure)} listed without a hash by an older domino-puzzles, so "
            f"{'it' if len(unsure) == 1 else 'they'} may be yours"
        )
    if not parts:
        return ""
    every = theirs + changed + odd + unsure + linked
    return "; ".join(parts) + f": move {_it(every)} away or give another --out"


def _under_a_link(folder: Path, name: str) -> bool:
    """A subfolder of `name` that is a link or no folder: writing would leave `folder`."""
    place = folder
    for part in name.split("/")[:-1]:
        place = place / part
        if os.path.lexists(place) and (place.is_symlink() or not place.is_dir()):
            return True
    return False


def _listed(names: list[str]) -> str:
    if len(names) == 1:
        return f"{names[0]} is"
    return f"{', '.join(names[:-1])} and {names[-1]} are"


def _was(names: list[str]) -> str:
    return "was" if len(names) == 1 else "were"


def _it(names: list[str]) -> str:
    return "it" if len(names) == 1 else "them"


@contextlib.contextmanager
def _failing_as(shown: str | Path):
    """An OSError while writing becomes one line naming the place the user gave."""
    try:
        yield
    except OSError as error:
        reason = Reason(error.errno, error.strerror or one_line(str(error)))
        raise WriteFailed(
            one_line(f"{shown}: cannot write: {reason}"), str(shown), reason
        ) from error


def _to_stdout(content: Content) -> None:
    if callable(content):
        raise BadInput("this output cannot go to standard output: give a file", file="-")
    data = content.encode("utf-8") if isinstance(content, str) else content
    sys.stdout.flush()
    stream = getattr(sys.stdout, "buffer", None)
    if stream is None:
        sys.stdout.write(data.decode("utf-8"))
    else:
        stream.write(data)
    sys.stdout.flush()


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


def _replace(new: Path, fd: int | None, old: str | Path) -> None:
    """Rename `new` over `old` (a name in the folder `fd`, or a path where `fd`
    is None), giving it the mode and owner `old` had."""
    try:
        was = os.stat(old, dir_fd=fd)
    except FileNotFoundError:
        was = None
    if was is not None:
        os.chmod(new, stat.S_IMODE(was.st_mode))
        if hasattr(os, "chown") and os.geteuid() == 0:
            with contextlib.suppress(OSError):
                os.chown(new, was.st_uid, was.st_gid)
    os.replace(new, old, dst_dir_fd=fd)


@contextlib.contextmanager
def _made_if_missing(folder: Path):
    """Make `folder` and any missing parent; on a failure, remove again those
    this call made that are still empty."""
    missing = []
    place = folder
    while not os.path.lexists(place) and place != place.parent:
        missing.append(place)
        place = place.parent
    folder.mkdir(parents=True, exist_ok=True)
    try:
        yield
    except BaseException:
        for made in missing:  # the deepest first
            try:
                made.rmdir()
            except OSError:
                break
        raise


def _write_manifest(folder: Path, stage: Path, entries: Mapping[str, set[str]]) -> None:
    place = stage / MANIFEST
    place.unlink(missing_ok=True)
    _write(place, manifest.text(entries))
    _replace(place, None, folder / MANIFEST)
