"""Every output place checked before any work (domino_puzzles/targets.py): exit 2 with
`error: PATH: ...`, no exception names, no temporary paths (issue 21)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import main

ROOT = Path(__file__).resolve().parent.parent
CHAIN = str(ROOT / "examples" / "chain.yaml")
COMMANDS = {
    "book": ["book", "--kinds", "chain", "--count", "1", "--quiet", "--out"],
    "worksheet": ["worksheet", "--kind", "chain", "--count", "1", "--quiet", "--out"],
    "generate": ["generate", "chain", "--count", "1", "--quiet", "--out"],
    "render": ["render", CHAIN, "--out"],
    "render --html": ["render", CHAIN, "--html"],
}


def run(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


@pytest.fixture
def never_generates(monkeypatch):
    import domino_puzzles.book_folder
    import domino_puzzles.worksheet_folder
    from solver import api

    def never(*args, **kwargs):
        raise AssertionError("generated before looking at --out")

    monkeypatch.setattr(domino_puzzles.book_folder, "generate_puzzles", never)
    monkeypatch.setattr(domino_puzzles.worksheet_folder, "generate_puzzles", never)
    monkeypatch.setattr(api, "generate", never)


def assert_refused(result, given: str, words: str) -> None:
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith(f"error: {given}: "), result.stderr
    assert words in result.stderr
    assert result.stderr.count("\n") == 1
    for leak in ("Error:", "Traceback", ".domino-puzzles-tmp", "OSError", "FileNotFound"):
        assert leak not in result.stderr


def places(tmp_path: Path) -> dict[str, tuple[str, str]]:
    """name -> (the --out given, words the refusal holds)"""
    (tmp_path / "afile").write_text("a file")
    (tmp_path / "loop").symlink_to("loop")
    long = "n" * 256
    return {
        "under a file": (str(tmp_path / "afile" / "sub"), "afile is a file, not a folder"),
        "symlink loop": (str(tmp_path / "loop"), "is a loop of symbolic links"),
        "under a symlink loop": (str(tmp_path / "loop" / "x"), "is a loop of symbolic links"),
        "name too long": (str(tmp_path / long), "a name of 256 bytes"),
        "nowhere": ("/proc/nowhere/x", "cannot write in /proc"),
    }


@pytest.mark.parametrize("place", ["under a file", "symlink loop", "under a symlink loop",
                                   "name too long", "nowhere"])  # fmt: skip
@pytest.mark.parametrize("command", list(COMMANDS))
def test_a_place_that_cannot_be_written_is_refused_before_any_work(
    tmp_path, never_generates, command, place
):
    given, words = places(tmp_path)[place]
    before = sorted(p.name for p in tmp_path.iterdir())
    assert_refused(run(*COMMANDS[command], given), given, words)
    assert sorted(p.name for p in tmp_path.iterdir()) == before


@pytest.mark.parametrize("size", [231, 240, 250, 255])
@pytest.mark.parametrize("command", ["book", "generate"])
def test_names_up_to_the_file_systems_limit_are_written(tmp_path, command, size):
    # The temporary name lives in a staging folder: it never passes the limit.
    name = "n" * (size - 5) + ".yaml" if command == "generate" else "n" * size
    result = run(*COMMANDS[command], tmp_path / name)
    assert result.exit_code == 0, result.output
    assert (tmp_path / name).exists()
    assert [p.name for p in tmp_path.iterdir()] == [name]


@pytest.fixture
def read_only(tmp_path):
    """A folder nobody may write in: a read-only file system as root (who may
    write past a mode), a folder of mode 0o555 otherwise."""
    folder = tmp_path / "ro"
    folder.mkdir()
    if os.geteuid() != 0:
        folder.chmod(0o555)
        yield folder
        folder.chmod(0o755)
        return
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "ro,size=1m", "tmpfs", str(folder)], capture_output=True
    )
    if mounted.returncode != 0:
        pytest.skip("root, and no read-only file system can be mounted here")
    try:
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], check=True)


@pytest.mark.parametrize("command", list(COMMANDS))
@pytest.mark.parametrize("below", ["", "new/"])
def test_a_folder_nobody_may_write_in_is_refused_before_any_work(
    never_generates, read_only, command, below
):
    given = f"{read_only}/{below}out"
    result = run(*COMMANDS[command], given)
    assert_refused(result, given, f"cannot write in {read_only}: ")
    assert list(read_only.iterdir()) == []


def test_render_to_stdout_is_written_through_even_into_a_closed_pipe(tmp_path):
    file = tmp_path / "page.svg"
    assert run("render", CHAIN, "--out", file).exit_code == 0
    for given in ("-", "/dev/stdout"):
        result = subprocess.run(
            [sys.executable, "-m", "cli", "render", CHAIN, "--out", given],
            cwd=ROOT,
            capture_output=True,
        )
        assert result.returncode == 0, result.stderr
        assert result.stdout == file.read_bytes()
    # `| head -c 10`: the reader goes away; no exception, no path of /proc
    process = subprocess.Popen(
        [sys.executable, "-m", "cli", "render", CHAIN, "--out", "/dev/stdout"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None and process.stdout.read(10) == b"<svg baseP"
    process.stdout.close()
    stderr = process.stderr.read() if process.stderr else b""
    assert process.wait() in (0, 1)
    assert b"Error" not in stderr and b"/proc/" not in stderr and b"Traceback" not in stderr


def test_a_fifo_other_than_stdout_is_still_refused(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    assert_refused(run("render", CHAIN, "--out", fifo), str(fifo), "device, FIFO or socket")


@pytest.mark.parametrize("command", ["book", "worksheet"])
@pytest.mark.parametrize("given", ["-", "/dev/stdout"])
def test_standard_output_is_no_folder(never_generates, command, given):
    assert_refused(run(*COMMANDS[command], given), given, "is standard output, not a folder")
