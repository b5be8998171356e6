"""Run many command lines in one process and report what each did, as JSON.

`python -m tests.hostile_runner CASES.json MEMORY [HANG]` caps its memory, reads a list of
`{"name", "args", "cwd"}`, runs each command line in its own folder, and
prints `{"name", "exit", "stdout", "stderr", "seconds", "files", "crash"}` per
case, `"cpu"` the seconds of CPU it used. tests/test_hostile_input.py starts
it under a memory cap, so that one Python start serves the whole corpus; a
timer stops a case that hangs.

A hang is counted in CPU time, not wall clock: on a shared machine a case may
wait for a core for a long while, and that is not the program hanging. A
wall-clock alarm at WALL times the bound stays as the last resort.
"""

from __future__ import annotations

import json
import os
import resource
import signal
import sys
import time
from pathlib import Path

HANG = 20  # seconds of CPU: a case still running then has hung
WALL = 15  # times HANG of wall clock: the case has hung even if it waits


class Hung(BaseException):
    pass


def _hung(signum, frame):
    raise Hung


def run_case(case: dict, hang: int = HANG) -> dict:
    from click.testing import CliRunner

    from cli.main import main

    os.chdir(case["cwd"])
    signal.signal(signal.SIGPROF, _hung)
    signal.signal(signal.SIGALRM, _hung)
    signal.setitimer(signal.ITIMER_PROF, hang)
    signal.alarm(hang * WALL)
    start, cpu = time.perf_counter(), time.process_time()
    try:
        result = CliRunner().invoke(main, case["args"])
        code, stdout, stderr = result.exit_code, result.stdout, result.stderr
        error = result.exception
        crash = None if error is None or isinstance(error, SystemExit) else repr(error)
    except Hung:
        code, stdout, stderr, crash = None, "", "", f"still running after {hang} s of CPU"
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.alarm(0)
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    files = sorted(str(p.relative_to(".")) for p in Path(".").rglob("*"))
    return {
        "name": case["name"],
        "exit": code,
        "stdout": stdout,
        "stderr": stderr,
        "seconds": seconds,
        "cpu": cpu,
        "files": files,
        "crash": crash,
    }


def main() -> None:
    # The cap is set here, not by the parent between fork and exec: a
    # preexec_fn can deadlock a parent that runs threads (pytest may).
    memory = int(sys.argv[2])
    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    hang = int(sys.argv[3]) if len(sys.argv) > 3 else HANG
    cases = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
    json.dump([run_case(case, hang) for case in cases], sys.stdout)


if __name__ == "__main__":
    main()


# -- for the tests that use it --------------------------------------------------------
def run_all(cases: list[dict], folder: Path, memory: int) -> dict[str, dict]:
    """Every case (`{"name", "args", "cwd"}`) in one runner process capped at
    `memory` bytes: name -> its result. The slowest are printed (pytest -s)."""
    import subprocess

    case_file = folder / "cases.json"
    case_file.write_text(json.dumps(cases))
    done = subprocess.run(
        [sys.executable, "-m", "tests.hostile_runner", str(case_file), str(memory)],
        cwd=Path(__file__).resolve().parent.parent,
        capture_output=True,
        text=True,
        timeout=HANG * WALL * len(cases),  # only a hang of the runner itself
    )
    assert done.returncode == 0, done.stderr[-3000:]
    found = {r["name"]: r for r in json.loads(done.stdout)}
    slowest = sorted(found, key=lambda name: -found[name]["seconds"])[:5]
    print("slowest:", ", ".join(f"{n} {found[n]['seconds']:.2f} s" for n in slowest))
    return found


def assert_clean_error(result: dict, path: str, words: list[str]) -> None:
    """Exit 2's contract: one short printable line `error: PATH: ...` holding
    `words`, nothing on stdout."""
    assert result["stdout"] == ""
    error = result["stderr"]
    assert error.startswith(f"error: {path}: "), error
    assert error.endswith("\n") and error.count("\n") == 1, error
    assert all(c.isprintable() for c in error[:-1]), error
    assert len(error) < 400, error
    for word in words:
        assert word in error, (word, error)
