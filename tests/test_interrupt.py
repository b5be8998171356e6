"""A Ctrl-C whose KeyboardInterrupt Python drops still stops the run (solver/interrupt.py).

Python runs a signal's handler wherever the interpreter is when the signal
comes, a weakref callback or a `__del__` too, and there it drops the handler's
exception ("Exception ignored in ..."). CI once saw `generate` interrupted
that way end with exit 0 and write its file.
"""

from __future__ import annotations

import signal
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

import domino_puzzles
from cli.main import main
from domino_puzzles.output import write_file
from solver import interrupt
from solver.cp_sat import cp_model
from solver.limits import Clock, Limits

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "dominosa.yaml"


@pytest.fixture
def handlers(monkeypatch):
    """The command's handlers for the test; the process's own ones after it.
    Dropped exceptions are recorded, not reported by pytest."""
    before = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    dropped: list[type[BaseException]] = []
    monkeypatch.setattr(sys, "unraisablehook", lambda u: dropped.append(u.exc_type))
    # As a command at a terminal starts, whatever this test process inherited (a
    # suite started in the background ignores Ctrl-C, and install() keeps that).
    signal.signal(signal.SIGINT, signal.default_int_handler)
    interrupt.install()
    yield dropped
    interrupt.seen()
    for s, handler in before.items():
        signal.signal(s, handler)


class _SignalledWhileDying:
    """An object whose end runs the handler of `signum` there, as a signal
    that comes while Python frees an object does."""

    def __init__(self, signum: int):
        self.signum = signum

    def __del__(self):
        signal.raise_signal(self.signum)  # the handler runs before this returns


def _drop(signum: int) -> None:
    thing = _SignalledWhileDying(signum)
    del thing


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM], ids=["ctrl-c", "sigterm"])
def test_a_dropped_signal_is_raised_at_the_next_check_and_only_once(handlers, signum):
    _drop(signum)
    assert handlers == [interrupt.Terminated if signum == signal.SIGTERM else KeyboardInterrupt]
    with pytest.raises(KeyboardInterrupt) as raised:
        interrupt.check()
    assert isinstance(raised.value, interrupt.Terminated) == (signum == signal.SIGTERM)
    interrupt.check()  # raised once: nothing left


def test_a_search_a_dropped_ctrl_c_came_in_never_passes_for_an_answer(handlers):
    model = cp_model.CpModel()
    x = model.new_int_var(0, 3, "x")
    model.maximize(x)
    solver = Clock(Limits()).solver()
    _drop(signal.SIGINT)
    with pytest.raises(KeyboardInterrupt):
        solver.solve(model)
    assert solver.solve(model) == cp_model.OPTIMAL and solver.value(x) == 3


def test_a_stopped_run_puts_no_file_in_place(handlers, tmp_path):
    _drop(signal.SIGINT)
    with pytest.raises(KeyboardInterrupt):
        write_file(tmp_path / "a.yaml", "a: 1\n")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("signum", "code", "word"),
    [(signal.SIGINT, 130, "interrupted"), (signal.SIGTERM, 143, "terminated")],
)
def test_a_command_a_dropped_signal_came_in_ends_as_stopped(
    handlers, monkeypatch, signum, code, word
):
    """Not exit 0 as if the run had gone to its end."""
    real = domino_puzzles.solve

    def solve(*args, **kwargs):
        _drop(signum)
        return real(*args, **kwargs)

    monkeypatch.setattr(domino_puzzles, "solve", solve)
    monkeypatch.setattr(interrupt, "install", lambda: None)  # the fixture's, kept
    result = CliRunner().invoke(main, ["solve", str(EXAMPLE)])
    assert (result.exit_code, result.output.splitlines()[-1]) == (code, word)


def test_a_run_that_ignores_ctrl_c_keeps_ignoring_it():
    """A command started in the background (`cmd &`, nohup) ignores Ctrl-C, as
    its shell meant; SIGTERM still stops it."""
    before = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        interrupt.install()
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
        assert signal.getsignal(signal.SIGTERM) not in (signal.SIG_IGN, signal.SIG_DFL)
    finally:
        for s, handler in before.items():
            signal.signal(s, handler)


def test_a_second_signal_while_stopping_is_ignored(handlers):
    """The first Ctrl-C raises; a Ctrl-C or SIGTERM in the cleanup it starts
    is ignored, so the cleanup runs to its end and the first one goes on."""
    cleaned = []
    with pytest.raises(KeyboardInterrupt) as raised:
        try:
            signal.raise_signal(signal.SIGINT)
        finally:
            signal.raise_signal(signal.SIGTERM)  # the handler runs here, and returns
            signal.raise_signal(signal.SIGINT)
            cleaned.append(True)
    assert cleaned == [True] and not isinstance(raised.value, interrupt.Terminated)
    assert interrupt.stopping()
    interrupt.install()  # the next command starts afresh
    assert not interrupt.stopping()


SECOND_SIGNAL = """
import signal, sys
import domino_puzzles
from cli.main import main
from solver import interrupt

def solve(*args, **kwargs):
    signal.raise_signal(signal.{first})  # the first: the run stops

seen = interrupt.seen

def seen_then_another():
    seen()
    signal.raise_signal(signal.{second})  # the second, as the command says it stopped

domino_puzzles.solve = solve
interrupt.seen = seen_then_another
signal.signal(signal.SIGINT, signal.default_int_handler)
main(["solve", sys.argv[1]])
"""


@pytest.mark.parametrize(
    ("first", "second", "code", "word"),
    [("SIGINT", "SIGINT", 130, "interrupted"), ("SIGTERM", "SIGINT", 143, "terminated")],
)
def test_a_second_signal_during_shutdown_prints_no_traceback(first, second, code, word):
    """The second signal is sent at a known point: while the command handles the
    first (cli/main.py), where it once raised out of the handler with a traceback."""
    import subprocess

    done = subprocess.run(
        [sys.executable, "-c", SECOND_SIGNAL.format(first=first, second=second), str(EXAMPLE)],
        cwd=Path(__file__).resolve().parent.parent,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert (done.returncode, done.stderr) == (code, word + "\n"), done.stderr[-2000:]


def _hang_with_sigterm_blocked() -> None:
    """A worker stuck before its initializer lets SIGTERM in, as one forked
    while another thread held a lock hangs on that lock."""
    import time

    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM})
    time.sleep(3600)


@pytest.mark.skipif(not hasattr(signal, "pthread_sigmask"), reason="POSIX signals")
def test_the_pool_ends_although_a_worker_never_lets_sigterm_in(monkeypatch):
    """Once seen in the suite: `terminate()` waited for ever on such a worker.
    The pool's end kills it outright after the grace, and its block ends."""
    import threading
    import time

    monkeypatch.setattr(interrupt, "_worker_signals", _hang_with_sigterm_blocked)
    monkeypatch.setattr(interrupt, "GRACE", 0.5)
    workers: list = []

    def run() -> None:
        with interrupt.worker_pool(2) as pool:
            time.sleep(0.2)  # the workers born and stuck in their initializer
            workers.extend(pool._pool)

    started = time.monotonic()
    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(30)
    assert not thread.is_alive(), "the pool's end waited for a worker that ignores SIGTERM"
    assert time.monotonic() - started < 15
    assert len(workers) == 2 and all(w.exitcode == -signal.SIGKILL for w in workers)
