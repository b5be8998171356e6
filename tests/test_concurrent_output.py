"""Two runs, one folder; manifests that list what is not ours
(domino_puzzles/output.py, locks, manifest)."""

from __future__ import annotations

import fcntl
import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import main
from domino_puzzles import locks, manifest
from domino_puzzles.output import MANIFEST, write_file, write_folder
from puzzles.errors import BadInput

ROOT = Path(__file__).resolve().parent.parent


def run(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def held(folder: Path) -> int:
    """Hold `folder`'s write lock from this process (another open file: another holder)."""
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    fcntl.flock(fd, fcntl.LOCK_EX)
    return fd


def assert_manifest_is_the_folder(folder: Path) -> None:
    """The manifest lists exactly the files in the folder, each with its bytes' hash."""
    files = {
        p.relative_to(folder).as_posix()
        for p in folder.rglob("*")
        if p.is_file() and p.name != MANIFEST
    }
    listed = manifest.read(folder)
    assert set(listed) == files
    for name, hashes in listed.items():
        assert hashes == {sha((folder / name).read_bytes())}, name
    assert not [p for p in folder.iterdir() if p.name.startswith(locks.TEMP)]


# -- two runs at once -------------------------------------------------------------------
# Two books of different files (pages, one puzzle a page), as cheap as a book
# gets: easy endgames need no constraint solver loaded, and most of a run is
# starting Python and loading the tool.
BOOKS = (
    ["--kinds", "endgame", "--difficulty", "easy", "--count", "2"],
    ["--kinds", "endgame", "--difficulty", "easy", "--count", "3", "--per-page", "1"],
)


def _book(folder: Path, extra: list[str]) -> subprocess.Popen:
    args = ["book", "--out", str(folder), *extra]
    return subprocess.Popen(
        [sys.executable, "-m", "cli", *args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _until_waiting(process: subprocess.Popen) -> None:
    """Read its stderr until it says it waits for the folder (no sleeping on luck)."""
    assert process.stderr is not None
    for line in process.stderr:
        if line.startswith("waiting: another domino-puzzles run is writing to "):
            return
    raise AssertionError(f"it never waited (exit {process.wait()})")


def test_overlapping_pairs_of_books_each_leave_a_whole_folder(tmp_path):
    """Six pairs, each order three times over a folder the last pairs left:
    the overlap is certain (both wait for the test's hold), so more pairs
    would only repeat what the OS scheduler decides, which one writes first."""
    folder = tmp_path / "D"
    folder.mkdir()
    (folder / "mine.txt").write_text("the user's")
    for pair in range(6):
        # Both runs generate, then both wait for the folder while the test
        # holds it: they overlap for certain, and either may write first.
        fd = held(folder)
        first, second = (_book(folder, extra) for extra in BOOKS[:: 1 if pair % 2 else -1])
        try:
            _until_waiting(first)
            _until_waiting(second)
        finally:
            os.close(fd)
        for process in (first, second):
            _, stderr = process.communicate(timeout=120)
            assert process.returncode == 0, stderr
        assert_manifest_is_the_folder_but_mine(folder)
    again = run("book", "--kinds", "chain", "--count", "2", "--quiet", "--out", folder)
    assert again.exit_code == 0, again.output
    assert_manifest_is_the_folder_but_mine(folder)


def test_the_issues_pair_a_pdf_book_and_a_book_of_one_puzzle_a_page(tmp_path):
    """`book --out D --count 40 --pdf & book --out D --count 40 --per-page 1`, small."""
    pytest.importorskip("cairosvg")
    folder = tmp_path / "D"
    folder.mkdir()
    fd = held(folder)
    first = _book(folder, ["--kinds", "chain", "--count", "3", "--pdf"])
    second = _book(folder, ["--kinds", "chain", "--count", "3", "--per-page", "1"])
    try:
        _until_waiting(first)
        _until_waiting(second)
    finally:
        os.close(fd)
    for process in (first, second):
        _, stderr = process.communicate(timeout=120)
        assert process.returncode == 0, stderr
    assert_manifest_is_the_folder(folder)
    again = run("book", "--kinds", "chain", "--count", "3", "--quiet", "--out", folder)
    assert again.exit_code == 0, again.output
    assert_manifest_is_the_folder(folder)
    assert not (folder / "book.pdf").exists()


def assert_manifest_is_the_folder_but_mine(folder: Path) -> None:
    mine = folder / "mine.txt"
    assert mine.read_text() == "the user's"
    mine.rename(folder.parent / "mine.txt")
    try:
        assert_manifest_is_the_folder(folder)
    finally:
        (folder.parent / "mine.txt").rename(mine)


def test_a_run_that_waits_works_on_what_the_first_left(tmp_path):
    folder = tmp_path / "D"
    write_folder(folder, {"page-01.svg": "1", "page-02.svg": "2", "book.pdf": "pdf"})
    write_folder(folder, {"page-01.svg": "one"})
    assert sorted(p.name for p in folder.iterdir()) == [MANIFEST, "page-01.svg"]
    assert_manifest_is_the_folder(folder)


def test_a_folder_held_too_long_is_refused_with_a_clear_message(tmp_path, monkeypatch):
    folder = tmp_path / "D"
    folder.mkdir()
    monkeypatch.setattr(locks, "WAIT", 0.0)
    fd = held(folder)
    try:
        with pytest.raises(BadInput, match="another domino-puzzles run has been writing here"):
            write_folder(folder, {"page-01.svg": "1"})
        with pytest.raises(BadInput, match="another domino-puzzles run"):
            write_file(folder / "x.yaml", "x")
    finally:
        os.close(fd)
    assert list(folder.iterdir()) == []


def test_a_staging_folder_of_a_live_run_in_another_namespace_survives_a_generate(tmp_path):
    # The issue's container case: a `generate` beside a live book whose
    # process id means nothing here. The book holds its staging folder's lock.
    live = tmp_path / locks.staging_name()  # made in another container
    live.mkdir()
    (live / "page-01.svg").write_text("half")
    fd = os.open(live, os.O_RDONLY)
    fcntl.flock(fd, fcntl.LOCK_EX)
    try:
        result = run("generate", "chain", "--count", "1", "--quiet", "--out", tmp_path / "g.yaml")
        assert result.exit_code == 0, result.output
        assert (live / "page-01.svg").read_text() == "half"
    finally:
        os.close(fd)


_HOLDER = """
import sys
from pathlib import Path
from domino_puzzles.locks import staging
with staging(Path(sys.argv[1])) as place:
    (place / "page-01.svg").write_text("half")
    print(place.name, flush=True)
    sys.stdin.read()  # until the test lets go
"""


def test_a_live_run_in_another_pid_namespace_keeps_its_staging_folder(tmp_path):
    """A real second PID namespace (`unshare`, as root): there the run is process 1
    or so, an id that here is someone else or nobody."""
    probe = subprocess.run(["unshare", "--pid", "--fork", "true"], capture_output=True)
    if probe.returncode != 0:
        pytest.skip("no new PID namespace here (unshare needs root)")
    holder = subprocess.Popen(
        ["unshare", "--pid", "--fork", sys.executable, "-c", _HOLDER, str(tmp_path)],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None and holder.stdin is not None
    name = holder.stdout.readline().strip()
    try:
        assert name.startswith(locks.TEMP)
        result = run("generate", "chain", "--count", "1", "--quiet", "--out", tmp_path / "g.yaml")
        assert result.exit_code == 0, result.output
        assert (tmp_path / name / "page-01.svg").read_text() == "half"
    finally:
        holder.stdin.close()
        holder.wait(timeout=60)
    assert not (tmp_path / name).exists(), "its run removed it on the way out"


# -- manifests that name what is not ours -----------------------------------------------
@pytest.mark.parametrize("how", ["hand-made", "forged"])
def test_a_manifest_never_deletes_a_users_file(tmp_path, how):
    folder = tmp_path / "D"
    folder.mkdir()
    mine = folder / "mine.txt"
    mine.write_text("my notes")
    if how == "hand-made":
        (folder / MANIFEST).write_text("mine.txt\npage-01.svg\n")
    else:  # forged: the right hash, as if the tool had written it
        digest = hashlib.sha256(b"my notes").hexdigest()
        (folder / MANIFEST).write_text(f"{digest}  mine.txt\n")
    result = run("book", "--kinds", "chain", "--count", "1", "--quiet", "--out", folder)
    assert result.exit_code == 0, result.output
    assert mine.read_text() == "my notes"
    assert "mine.txt" not in manifest.read(folder)


def test_a_file_changed_since_the_tool_wrote_it_is_neither_replaced_nor_removed(tmp_path):
    folder = tmp_path / "D"
    write_folder(folder, {"page-01.svg": "1", "page-02.svg": "2", "index.html": "i"})
    (folder / "page-01.svg").write_text("my drawing on it")
    (folder / "page-02.svg").write_text("my edits")
    with pytest.raises(BadInput, match="page-01.svg is changed since domino-puzzles wrote it"):
        write_folder(folder, {"page-01.svg": "new", "index.html": "i2"})
    assert (folder / "page-01.svg").read_text() == "my drawing on it"
    assert (folder / "index.html").read_text() == "i"
    (folder / "page-01.svg").unlink()
    write_folder(folder, {"page-01.svg": "new"})
    assert (folder / "page-02.svg").read_text() == "my edits", "stale, but no longer ours"
    assert set(manifest.read(folder)) == {"page-01.svg"}


def test_an_older_manifest_without_hashes_is_read_safely(tmp_path):
    folder = tmp_path / "D"
    folder.mkdir()
    (folder / "page-01.svg").write_text("same")
    (folder / "page-02.svg").write_text("other")
    (folder / "page-03.svg").write_text("stale")
    header = "# Files domino-puzzles wrote here. It replaces or removes only these.\n"
    (folder / MANIFEST).write_text(header + "page-01.svg\npage-02.svg\npage-03.svg\n")
    with pytest.raises(BadInput, match="page-02.svg is listed without a hash by an older"):
        write_folder(folder, {"page-01.svg": "same", "page-02.svg": "new"})
    assert (folder / "page-02.svg").read_text() == "other"
    write_folder(folder, {"page-01.svg": "same"})  # the very same bytes: taken over
    assert (folder / "page-03.svg").read_text() == "stale", "never removed on a bare name"
    assert manifest.read(folder) == {"page-01.svg": {sha(b"same")}}


@pytest.mark.parametrize("seed", ["0", "3"])  # the same book, a different one
def test_a_book_folder_of_an_older_version_is_refused_before_any_work(tmp_path, monkeypatch, seed):
    import domino_puzzles.book_folder

    folder = tmp_path / "D"
    book = ["book", "--kinds", "chain", "--count", "2", "--quiet", "--out", folder]
    assert run(*book).exit_code == 0
    names = sorted(manifest.read(folder))
    header = "# Files domino-puzzles wrote here. It replaces or removes only these.\n"
    (folder / MANIFEST).write_text(header + "".join(f"{n}\n" for n in names))
    before = {p.name: p.read_bytes() for p in folder.iterdir()}

    def never(*_args, **_kwargs):
        raise AssertionError("generated before refusing")

    monkeypatch.setattr(domino_puzzles.book_folder, "generate_puzzles", never)
    other = run(*book, "--seed", seed)
    assert other.exit_code == 2
    assert other.stderr.startswith(f"error: {folder}: ")
    assert "listed without a hash by an older domino-puzzles, so they may be yours" in (
        other.stderr
    )
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before


def test_a_folder_with_another_books_cover_is_refused_before_any_work(tmp_path, monkeypatch):
    import domino_puzzles.book_folder

    folder = tmp_path / "D"
    folder.mkdir()
    (folder / "cover.pdf").write_text("another book's cover")

    def never(*_args, **_kwargs):
        raise AssertionError("generated before refusing")

    monkeypatch.setattr(domino_puzzles.book_folder, "generate_puzzles", never)
    result = run("book", "--kinds", "chain", "--count", "2", "--quiet", "--out", folder)
    assert result.exit_code == 2
    assert result.stderr.startswith(f"error: {folder}: cover.pdf is there already")
    assert [p.name for p in folder.iterdir()] == ["cover.pdf"]


def test_every_conflicting_file_is_named_at_once(tmp_path):
    folder = tmp_path / "D"
    folder.mkdir()
    for name in ("index.html", "page-03.svg", "key-01.svg"):
        (folder / name).write_text("the user's")
    result = run("book", "--kinds", "chain", "--count", "1", "--quiet", "--out", folder)
    assert result.exit_code == 2
    assert result.stderr == (
        f"error: {folder}: index.html, key-01.svg and page-03.svg are there already and "
        "were not written by domino-puzzles: move them away or give another --out\n"
    )


def test_subfolder_names_are_written_listed_and_kept_inside(tmp_path):
    folder = tmp_path / "D"
    write_folder(folder, {"pupils/page-01.svg": "p", "teacher/key-01.svg": "k", "index.html": "i"})
    assert (folder / "pupils" / "page-01.svg").read_text() == "p"
    assert_manifest_is_the_folder(folder)
    write_folder(folder, {"pupils/page-01.svg": "p2", "index.html": "i"})
    assert not (folder / "teacher").exists(), "emptied of the tool's files: removed"
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (folder / "pupils" / "page-01.svg").unlink()
    (folder / "pupils").rmdir()
    (folder / "pupils").symlink_to(outside)
    with pytest.raises(BadInput, match="pupils/page-01.svg is reached through a link"):
        write_folder(folder, {"pupils/page-01.svg": "p3"})
    assert list(outside.iterdir()) == []
