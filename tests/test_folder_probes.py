"""A folder handed to `book` or `worksheet` by someone else (a tar, a shared
drive) cannot make the tool touch what it did not write (domino_puzzles/manifest.py):
no link is followed, no name but the tool's own is acted on, and a user's
file that only looks like a leftover is kept."""

from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import main
from domino_puzzles import beneath, locks, manifest
from domino_puzzles.output import MANIFEST, write_file, write_folder

ROOT = Path(__file__).resolve().parent.parent
BOOK = ["book", "--kinds", "chain", "--count", "1", "--quiet"]


def run(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@pytest.fixture
def victim(tmp_path):
    """A folder beside the book's, holding files whose bytes a sender knows."""
    folder = tmp_path / "victim"
    folder.mkdir()
    (folder / "keep.txt").write_text("keep me")
    (folder / "page-01.svg").write_text("<svg>mine</svg>")
    return folder


def forge(folder: Path, lines: dict[str, bytes]) -> None:
    """A manifest naming `lines` (name -> the bytes whose hash it gives)."""
    folder.mkdir(exist_ok=True)
    text = "".join(f"{sha(data)}  {name}\n" for name, data in lines.items())
    (folder / MANIFEST).write_text(manifest.HEADER + text)


# -- links ----------------------------------------------------------------------------
def test_a_listed_name_through_a_linked_subfolder_is_never_followed(tmp_path, victim):
    out = tmp_path / "e2"
    out.mkdir()
    (out / "sub").symlink_to(victim)
    forge(out, {"sub/keep.txt": b"keep me", "sub/page-01.svg": b"<svg>mine</svg>"})
    result = run(*BOOK, "--out", out)
    assert result.exit_code == 0, result.output
    assert (victim / "keep.txt").read_text() == "keep me"
    assert (victim / "page-01.svg").read_text() == "<svg>mine</svg>"
    assert (out / "sub").is_symlink()


def test_a_linked_subfolder_of_the_tools_is_refused_before_any_work(tmp_path, victim):
    out = tmp_path / "e2"
    out.mkdir()
    (out / "pupils").symlink_to(victim)
    forge(out, {"pupils/page-01.svg": b"<svg>mine</svg>"})
    result = run(*BOOK, "--out", out)
    assert result.exit_code == 2
    assert "pupils/page-01.svg is reached through a link" in result.stderr
    assert (victim / "page-01.svg").read_text() == "<svg>mine</svg>"


def test_a_stale_name_behind_a_link_is_left_alone_and_said(tmp_path, victim):
    """A link put in after the check before the work: the write still never follows it."""
    out = tmp_path / "e2"
    write_folder(out, {"pupils/page-01.svg": "<svg>mine</svg>", "index.html": "i"})
    (out / "pupils" / "page-01.svg").unlink()
    (out / "pupils").rmdir()
    (out / "pupils").symlink_to(victim)
    said: list[str] = []
    write_folder(out, {"index.html": "i2"}, said.append)
    assert (victim / "page-01.svg").read_text() == "<svg>mine</svg>"
    assert said == [f"left alone: pupils/page-01.svg: a link is in the way inside {out}"]
    assert set(manifest.read(out)) == {"index.html"}


def test_a_link_swapped_in_after_the_check_is_not_followed(tmp_path, victim):
    out = tmp_path / "e3"
    write_folder(out, {"pupils/page-01.svg": "p", "index.html": "i"})
    (out / "pupils" / "page-01.svg").unlink()
    (out / "pupils").rmdir()
    (out / "pupils").symlink_to(victim)
    with (
        beneath.opened(out) as root,
        pytest.raises(beneath.Linked),
        beneath.parent(root, "pupils/page-01.svg"),
    ):
        pass
    assert beneath.digest(out, "pupils/page-01.svg") is None
    assert (victim / "page-01.svg").read_text() == "<svg>mine</svg>"


# -- what a forged manifest can and cannot do ----------------------------------------
def test_a_forged_line_for_a_users_own_file_does_nothing(tmp_path):
    out = tmp_path / "book"
    out.mkdir()
    (out / "notes.txt").write_text("my notes")
    (out / "photos").mkdir()
    (out / "photos" / "index.html").write_text("<p>my page</p>")
    forge(out, {"notes.txt": b"my notes", "photos/index.html": b"<p>my page</p>"})
    assert manifest.read(out) == {}, "names the tool never writes are not read at all"
    result = run(*BOOK, "--out", out)
    assert result.exit_code == 0, result.output
    assert (out / "notes.txt").read_text() == "my notes"
    assert (out / "photos" / "index.html").read_text() == "<p>my page</p>"


def test_a_forged_line_for_one_of_the_tools_names_is_taken_as_the_tools(tmp_path):
    """The bound docs/formats.md states: a file under a name the tool writes,
    whose exact bytes the line's hash names, counts as the tool's."""
    out = tmp_path / "book"
    out.mkdir()
    (out / "page-99.svg").write_text("<svg>known bytes</svg>")
    (out / "index.html").write_text("<p>known bytes</p>")
    forge(out, {"page-99.svg": b"<svg>known bytes</svg>", "index.html": b"<p>known bytes</p>"})
    result = run(*BOOK, "--out", out)
    assert result.exit_code == 0, result.output
    assert not (out / "page-99.svg").exists()  # no longer made: removed
    assert (out / "index.html").read_text() != "<p>known bytes</p>"  # replaced


def test_without_the_right_hash_a_file_of_the_tools_name_is_refused(tmp_path):
    out = tmp_path / "book"
    out.mkdir()
    (out / "index.html").write_text("<p>the school's page</p>")
    forge(out, {"index.html": b"some other bytes"})
    result = run(*BOOK, "--out", out)
    assert result.exit_code == 2
    assert "index.html is changed since domino-puzzles wrote it" in result.stderr
    assert (out / "index.html").read_text() == "<p>the school's page</p>"


# -- names like the tool's leftovers --------------------------------------------------
LOOKALIKES = (
    f"{locks.TEMP}notes.txt",
    f"{locks.TEMP}0123456789ab",
    f"{locks.TEMP}0123456789ab-00000000",
    f"{locks.TEMP}probe-0123456789ab",
)


@pytest.mark.parametrize("linked_out", [False, True])
def test_a_users_files_named_like_leftovers_are_kept(tmp_path, linked_out):
    real = tmp_path / "real"
    real.mkdir()
    for i, name in enumerate(LOOKALIKES):
        if i % 2:
            (real / name).mkdir()
            (real / name / "inside.txt").write_text("mine")
        else:
            (real / name).write_text("mine")
    out = real
    if linked_out:
        out = tmp_path / "out-link"
        out.symlink_to(real)
    write_folder(out, {"page-01.svg": "1"})
    write_file(out / "single.yaml", "x")
    for i, name in enumerate(LOOKALIKES):
        kept = real / name / "inside.txt" if i % 2 else real / name
        assert kept.read_text() == "mine", name


def test_a_leftover_of_the_tools_own_making_is_still_removed(tmp_path):
    left = tmp_path / locks.staging_name()
    left.mkdir()
    (left / "page-01.svg").write_text("half")
    write_folder(tmp_path, {"page-01.svg": "1"})
    assert not left.exists()
    assert locks.is_staging_name(left.name)
    assert not locks.is_staging_name(left.name[:-1] + ("0" if left.name[-1] != "0" else "1"))


# -- folders made and left empty -----------------------------------------------------
def test_a_book_after_a_worksheet_leaves_no_empty_folders(tmp_path):
    out = tmp_path / "class"
    sheet = run("worksheet", "--kind", "chain", "--count", "2", "--quiet", "--out", out)
    assert sheet.exit_code == 0, sheet.output
    (out / "teacher" / "my-marks.txt").write_text("mine")
    result = run(*BOOK, "--out", out)
    assert result.exit_code == 0, result.output
    assert not (out / "pupils").exists(), "emptied of the worksheet's files: removed"
    assert sorted(p.name for p in (out / "teacher").iterdir()) == ["my-marks.txt"]


def test_a_failed_run_removes_the_folders_it_made(tmp_path):
    def fails(path):
        raise OSError(28, "No space left on device")

    out = tmp_path / "new" / "deeper"
    with pytest.raises(OSError):
        write_folder(out, {"page-01.svg": "1", "book.pdf": fails})
    assert list(tmp_path.iterdir()) == []
    with pytest.raises(OSError):
        write_file(tmp_path / "made" / "g.yaml", fails)
    assert list(tmp_path.iterdir()) == []


def test_a_failed_run_keeps_a_folder_it_did_not_make(tmp_path):
    def fails(path):
        raise OSError(28, "No space left on device")

    with pytest.raises(OSError):
        write_folder(tmp_path, {"page-01.svg": "1", "book.pdf": fails})
    assert tmp_path.is_dir() and list(tmp_path.iterdir()) == []


# -- SIGTERM while the PDF is converted ----------------------------------------------
_SLOW_PDF = """
import sys, time
from pathlib import Path
from domino_puzzles import pdf
from solver import interrupt

def forever(pages):
    sys.stdout.write("converting" + chr(10))  # one write: two workers' lines never interleave
    sys.stdout.flush()
    time.sleep(600)

pdf._chunk = forever  # the forked workers take it with them
interrupt.install()
pages = ["<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'/>"] * (3 * pdf.CHUNK)
try:
    pdf.write_pdf(pages, Path(sys.argv[1]), jobs=2)
except KeyboardInterrupt:
    sys.exit(143)
"""


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs Linux /proc")
def test_sigterm_while_converting_stops_the_workers_not_after_their_chunk(tmp_path):
    """Each worker would take 600 s over its chunk: the run must end on SIGTERM
    without waiting for them, every worker gone."""
    process = subprocess.Popen(
        [sys.executable, "-c", _SLOW_PDF, str(tmp_path / "book.pdf")],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    assert process.stdout.readline() == "converting\n"
    children = Path(f"/proc/{process.pid}/task/{process.pid}/children").read_text().split()
    process.send_signal(signal.SIGTERM)
    try:
        assert process.wait(timeout=120) == 143
    finally:
        if process.poll() is None:
            # where each of its threads waits, for the failure's message
            # (it hung once in many runs, in CI on 2026-12-07)
            tasks = Path(f"/proc/{process.pid}/task")
            waits = {t.name: (t / "wchan").read_text() for t in tasks.iterdir()}
            process.kill()
            process.wait()
            raise AssertionError(f"still running 120 s after SIGTERM; its threads wait in {waits}")
    for child in children:
        try:
            state = Path(f"/proc/{child}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except FileNotFoundError:
            continue
        assert state in ("Z", "X"), f"worker {child} still runs"
    assert not (tmp_path / "book.pdf").exists()
    assert os.listdir(tmp_path) == []


# -- the manifest itself --------------------------------------------------------------
@pytest.mark.parametrize("what", ["dev-zero", "fifo", "link", "huge"])
def test_a_manifest_that_is_no_plain_small_file_counts_as_none(tmp_path, what):
    out = tmp_path / "book"
    out.mkdir()
    (out / "index.html").write_text("<p>known bytes</p>")
    line = f"{sha(b'<p>known bytes</p>')}  index.html\n"
    place = out / MANIFEST
    if what == "dev-zero":
        place.symlink_to("/dev/zero")
    elif what == "fifo":
        os.mkfifo(place)
    elif what == "link":
        (tmp_path / "elsewhere").write_text(line)
        place.symlink_to(tmp_path / "elsewhere")
    else:
        place.write_text(line + "#" * (manifest.MAX_BYTES + 1))
    assert manifest.read(out) == {}
    result = run(*BOOK, "--out", out)
    assert result.exit_code == 2, result.output
    assert "index.html is there already and was not written by domino-puzzles" in result.stderr
    assert (out / "index.html").read_text() == "<p>known bytes</p>"
