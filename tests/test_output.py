"""Output that respects the user's files (domino_puzzles/output.py), signals, reproducible PDF."""

from __future__ import annotations

import fcntl
import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import main
from domino_puzzles import locks, output
from domino_puzzles.output import MANIFEST, write_file, write_folder
from puzzles.errors import BadInput

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = str(ROOT / "examples" / "florentine.yaml")


def run(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def listing(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes() if p.is_file() else b"<dir>"
        for p in sorted(folder.rglob("*"))
    }


@pytest.fixture
def umask_022():
    old = os.umask(0o022)
    yield
    os.umask(old)


@pytest.fixture
def teacher(tmp_path):
    """A folder holding a teacher's own files."""
    folder = tmp_path / "class"
    (folder / "photos").mkdir(parents=True)
    (folder / "photos" / "trip.jpg").write_bytes(b"\xff\xd8 a photo")
    (folder / "lesson-plan.docx").write_text("monday: dominoes")
    return folder


# -- a folder of outputs --------------------------------------------------------------
@pytest.mark.parametrize(
    "command",
    [
        ["book", "--count", "2", "--kinds", "chain", "--quiet"],
        ["worksheet", "--kind", "chain", "--count", "2", "--quiet"],
    ],
)
def test_commands_keep_every_file_of_the_folder(teacher, command):
    before = listing(teacher)
    result = run(*command, "--out", teacher)
    assert result.exit_code == 0, result.output
    after = listing(teacher)
    assert {k: v for k, v in after.items() if k in before} == before
    made = set(after) - set(before)
    assert MANIFEST in made and "index.html" in made
    # One manifest in the folder lists every file made, a worksheet's pupils/
    # and teacher/ ones by their path inside it.
    files = {Path(n).as_posix() for n in made if after[n] != b"<dir>"} - {MANIFEST}
    assert set(output.read_manifest(teacher)) == files
    assert not [name for name in after if name.startswith(".domino-puzzles-tmp-")]


def test_out_dot_is_the_current_folder(teacher, monkeypatch):
    monkeypatch.chdir(teacher)
    result = run("worksheet", "--kind", "chain", "--count", "2", "--quiet", "--out", ".")
    assert result.exit_code == 0, result.output
    assert (teacher / "pupils" / "page-01.svg").is_file() and (
        teacher / "lesson-plan.docx"
    ).is_file()
    again = run("worksheet", "--kind", "chain", "--count", "2", "--quiet", "--out", ".")
    assert again.exit_code == 0, again.output


def test_a_second_run_removes_only_its_own_stale_files(teacher):
    write_folder(teacher, {"page-01.svg": "1", "page-02.svg": "2", "index.html": "i"})
    (teacher / "notes.txt").write_text("mine")
    write_folder(teacher, {"page-01.svg": "one", "index.html": "i"})
    assert not (teacher / "page-02.svg").exists()
    assert (teacher / "page-01.svg").read_text() == "one"
    assert (teacher / "notes.txt").read_text() == "mine"
    assert (teacher / "lesson-plan.docx").exists() and (teacher / "photos" / "trip.jpg").exists()
    assert output.read_manifest(teacher) == {"page-01.svg", "index.html"}


def test_a_file_of_the_same_name_the_tool_did_not_write_is_refused(teacher):
    (teacher / "index.html").write_text("the school's page")
    before = listing(teacher)
    with pytest.raises(BadInput, match="index.html is there already"):
        write_folder(teacher, {"page-01.svg": "1", "index.html": "i"})
    assert listing(teacher) == before


@pytest.mark.parametrize(
    ("command", "name"), [("worksheet", "index.html"), ("book", "page-07.svg")]
)
def test_the_cli_refuses_it_in_one_line_before_generating(teacher, monkeypatch, command, name):
    import domino_puzzles.book_folder
    import domino_puzzles.worksheet_folder

    def never(*args, **kwargs):
        raise AssertionError("generated before looking at --out")

    monkeypatch.setattr(domino_puzzles.book_folder, "generate_puzzles", never)
    monkeypatch.setattr(domino_puzzles.worksheet_folder, "generate_puzzles", never)
    (teacher / name).write_text("the school's page")
    result = run(command, "--kinds" if command == "book" else "--kind", "chain", "--out", teacher)
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith(f"error: {teacher}: {name} is there already")
    assert result.stderr.count("\n") == 1
    assert (teacher / name).read_text() == "the school's page"


def test_a_manifest_cannot_make_it_delete_outside_the_folder(teacher, tmp_path):
    precious = tmp_path / "precious.txt"
    precious.write_text("keep")
    (teacher / MANIFEST).write_text("../precious.txt\n/etc/passwd\nlesson-plan.docx/..\n")
    write_folder(teacher, {"page-01.svg": "1"})
    assert precious.read_text() == "keep"
    assert (teacher / "lesson-plan.docx").exists()


def test_a_manifest_never_removes_a_folder_or_a_link(teacher):
    link = teacher / "plan-link.docx"
    link.symlink_to(teacher / "lesson-plan.docx")
    (teacher / MANIFEST).write_text("photos\nplan-link.docx\n")
    write_folder(teacher, {"page-01.svg": "1"})
    assert (teacher / "photos" / "trip.jpg").exists() and link.is_symlink()


def test_out_is_a_file_not_a_folder(tmp_path):
    file = tmp_path / "book"
    file.write_text("a file")
    result = run("book", "--count", "1", "--kinds", "chain", "--quiet", "--out", file)
    assert result.exit_code == 2 and "is not a folder" in result.stderr
    assert file.read_text() == "a file"


def test_modes_new_files_follow_the_umask_replaced_files_keep_theirs(tmp_path, umask_022):
    folder = tmp_path / "book"
    write_folder(folder, {"page-1.svg": "1", "page-2.svg": "2"})
    assert mode(folder / "page-1.svg") == 0o644
    os.chmod(folder / "page-1.svg", 0o600)
    os.chmod(folder / "page-2.svg", 0o664)
    write_folder(folder, {"page-1.svg": "one", "page-2.svg": "two", "page-3.svg": "3"})
    assert (mode(folder / "page-1.svg"), mode(folder / "page-2.svg")) == (0o600, 0o664)
    assert mode(folder / "page-3.svg") == 0o644
    single = tmp_path / "page.svg"
    write_file(single, "x")
    assert mode(single) == 0o644
    os.chmod(single, 0o640)
    write_file(single, "y")
    assert mode(single) == 0o640 and single.read_text() == "y"


def test_a_failure_between_renames_leaves_the_folder_and_no_temporary_files(teacher, monkeypatch):
    write_folder(teacher, {"page-01.svg": "1", "page-02.svg": "2"})
    real, calls = os.replace, []

    def flaky(src, dst, **at):
        calls.append(dst)
        if len(calls) == 3:
            raise OSError("disk full")
        return real(src, dst, **at)

    monkeypatch.setattr(output.os, "replace", flaky)
    with pytest.raises(OSError):
        write_folder(teacher, {"page-01.svg": "one", "page-02.svg": "two", "page-03.svg": "3"})
    monkeypatch.undo()
    names = {p.name for p in teacher.iterdir()}
    assert {"page-01.svg", "page-02.svg", "lesson-plan.docx", "photos"} <= names
    assert not [n for n in names if n.startswith(".domino-puzzles-tmp-")]
    # The manifest named every file that might be ours: the next run cleans up.
    write_folder(teacher, {"page-01.svg": "only"})
    assert {p.name for p in teacher.iterdir()} == {
        "page-01.svg",
        MANIFEST,
        "lesson-plan.docx",
        "photos",
    }


_KILLED = """
import os, signal, sys
from domino_puzzles.output import write_folder, write_file
def die(path):
    path.write_text("half a pdf")
    os.kill(os.getpid(), signal.SIGKILL)
if sys.argv[2] == "folder":
    write_folder(sys.argv[1], {"page-01.svg": "1", "book.pdf": die})
else:
    write_file(sys.argv[1], die)
"""


@pytest.mark.parametrize("what", ["folder", "file"])
def test_a_killed_run_leaves_a_leftover_the_next_run_removes(teacher, what):
    target = teacher if what == "folder" else teacher / "page.svg"
    killed = subprocess.run(
        [sys.executable, "-c", _KILLED, str(target), what], cwd=ROOT, capture_output=True
    )
    assert killed.returncode == -signal.SIGKILL
    leftovers = [p for p in teacher.iterdir() if p.name.startswith(".domino-puzzles-tmp-")]
    assert leftovers, "the kill happened while writing"
    if what == "folder":
        write_folder(teacher, {"page-01.svg": "1"})
    else:
        write_file(target, "whole")
    assert not [p for p in teacher.iterdir() if p.name.startswith(".domino-puzzles-tmp-")]
    assert (teacher / "lesson-plan.docx").exists()


def test_a_live_runs_work_is_left_alone_whatever_its_process_id(teacher):
    # A run in another PID namespace (a container sharing the folder) has an id
    # that means nothing here: its lock on its staging folder is what counts.
    live = teacher / locks.staging_name()
    live.mkdir()
    fd = os.open(live, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        write_folder(teacher, {"page-01.svg": "1"})
        assert live.exists()
    finally:
        os.close(fd)
    write_folder(teacher, {"page-01.svg": "2"})
    assert not live.exists(), "its lock is gone, so is the run"


# -- a single file ---------------------------------------------------------------------
def test_a_symlink_is_written_through_and_stays_a_link(tmp_path):
    real = tmp_path / "real.svg"
    real.write_text("old")
    link = tmp_path / "link.svg"
    link.symlink_to(real)
    result = run("render", EXAMPLE, "--out", link)
    assert result.exit_code == 0, result.output
    assert link.is_symlink() and real.read_text().startswith("<svg")


def test_a_dangling_symlink_makes_its_target(tmp_path):
    link = tmp_path / "link.yaml"
    link.symlink_to(tmp_path / "new.yaml")
    write_file(link, "x")
    assert link.is_symlink() and (tmp_path / "new.yaml").read_text() == "x"


@pytest.mark.parametrize("special", ["/dev/null", "fifo", "folder"])
@pytest.mark.parametrize("command", ["render", "generate"])
def test_a_device_fifo_or_folder_is_refused_never_replaced(tmp_path, special, command):
    if special == "fifo":
        special = tmp_path / "fifo"
        os.mkfifo(special)
    elif special == "folder":
        special = tmp_path
    before = os.stat(special)
    args = ["render", EXAMPLE] if command == "render" else ["generate", "chain", "--count", "1"]
    result = run(*args, "--out", special)
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith(f"error: {special}: ") and result.stderr.count("\n") == 1
    after = os.stat(special)
    assert (after.st_mode, after.st_ino) == (before.st_mode, before.st_ino)


# -- signals ---------------------------------------------------------------------------
def _children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    try:
        return [int(c) for c in path.read_text().split()]
    except (FileNotFoundError, ProcessLookupError):
        return []


def _group(pgid: int) -> list[int]:
    """Processes of the process group `pgid` that still run (not zombies)."""
    members = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except (FileNotFoundError, ProcessLookupError):
            continue
        if int(fields[2]) == pgid and fields[0] not in ("Z", "X"):
            members.append(int(entry.name))
    return members


def _started(args: list[str], **options) -> subprocess.Popen:
    """The command as a terminal starts it: Ctrl-C not ignored. A test run
    started in the background of a shell without job control inherits SIGINT
    ignored, and a command started from it rightly keeps ignoring it (an
    ignored signal survives exec; a handler is reset to the default).

    So this process takes Ctrl-C's handler while it starts the command, and
    no `preexec_fn` is used: that runs Python between fork and exec, which
    can deadlock in a process with threads (a pytest-xdist worker has one),
    and once hung a whole CI run inside `Popen`."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        return subprocess.Popen(
            [sys.executable, "-m", "cli", *args],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            **options,
        )
    finally:
        signal.signal(signal.SIGINT, before)


def _until(condition, what: str, seconds: float = 600) -> None:
    """Poll for `condition` (never a fixed sleep); the bound only catches a hang
    (a loaded machine took over a minute to start the workers)."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"never: {what}"
        time.sleep(0.005)


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs Linux /proc")
@pytest.mark.parametrize("moment", ["pool-start", "working"])
@pytest.mark.parametrize(
    ("sig", "code", "word"),
    [(signal.SIGTERM, 143, "terminated"), (signal.SIGINT, 130, "interrupted")],
)
def test_a_signal_stops_the_workers_at_once_and_quietly(tmp_path, sig, code, word, moment):
    """At any moment, the pool's start too (the first worker there, the second
    not yet): exit 130/143 with one word, every worker gone, no file."""
    out = tmp_path / "g.yaml"
    args = ["generate", "florentine", "--count", "40", "--jobs", "2", "--quiet", "--out", out]
    # A new session: Ctrl-C reaches the whole group, as from a terminal.
    process = _started([str(a) for a in args], start_new_session=True)
    wanted = 1 if moment == "pool-start" else 2
    _until(lambda: len(_children(process.pid)) >= wanted, f"{wanted} worker(s) started")
    if sig == signal.SIGINT:
        os.killpg(process.pid, sig)
    else:
        process.send_signal(sig)
    stdout, stderr = process.communicate(timeout=300)
    assert process.returncode == code
    assert (stdout, stderr) == ("", f"{word}\n")
    _until(lambda: not _group(process.pid), "every worker gone")
    assert not out.exists() and list(tmp_path.iterdir()) == []


def _cpu_seconds(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (FileNotFoundError, ProcessLookupError):
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs Linux /proc")
def test_ctrl_c_stops_a_run_without_workers_in_or_after_a_solve(tmp_path):
    """CP-SAT would take Ctrl-C for itself during a solve (and leave SIG_DFL
    after it): the run must still stop with `interrupted`."""
    out = tmp_path / "g.yaml"
    args = ["generate", "florentine", "--count", "40", "--jobs", "1", "--quiet", "--out", out]
    process = _started([str(a) for a in args])
    # CPU time, not the wall clock: past the imports, into the solves.
    _until(lambda: _cpu_seconds(process.pid) >= 2.0, "generating", 600)
    process.send_signal(signal.SIGINT)
    stdout, stderr = process.communicate(timeout=300)
    assert (process.returncode, stdout, stderr) == (130, "", "interrupted\n")
    assert not out.exists()


_LONG_SEARCH = """kind: florentine
size: 9
colour: red
board: {E5: GG1RB}
pool: [%s]
"""


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs Linux /proc")
@pytest.mark.parametrize(
    ("sig", "code", "word"),
    [(signal.SIGTERM, 143, "terminated"), (signal.SIGINT, 130, "interrupted")],
)
def test_a_signal_stops_a_long_search_at_once(tmp_path, sig, code, word):
    """`solve --time-limit 600` on a big position: a signal ends it now, not
    when the search is out of time (solver/interrupt.py)."""
    from puzzles.florentine.cards import standard_deck

    file = tmp_path / "big.yaml"
    file.write_text(_LONG_SEARCH % ", ".join(str(c) for c in standard_deck()[1:]))
    process = _started(["solve", str(file), "--time-limit", "600"])
    try:
        _until(lambda: _cpu_seconds(process.pid) >= 1.5, "searching", 600)
        process.send_signal(sig)
        stdout, stderr = process.communicate(timeout=300)  # not the 600 s of the limit
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert (process.returncode, stdout, stderr) == (code, "", f"{word}\n")


# -- reproducible PDF ------------------------------------------------------------------
def test_the_pdf_is_the_same_byte_for_byte(tmp_path):
    pytest.importorskip("cairosvg")
    pdfs = []
    for name in ("a", "b"):
        out = tmp_path / name
        result = run("book", "--count", "1", "--kinds", "chain", "--out", out, "--pdf", "--quiet")
        assert result.exit_code == 0, result.output
        pdfs.append((out / "book.pdf").read_bytes())
        time.sleep(1.1)  # cairo would stamp the second it writes
    assert pdfs[0] == pdfs[1]
    import io

    import pypdf

    info = pypdf.PdfReader(io.BytesIO(pdfs[0])).metadata
    assert info is not None and "20000101" in str(info["/CreationDate"])  # a fixed date
