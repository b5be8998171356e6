"""Ctrl-C and SIGTERM stop a CP-SAT search at once.

CP-SAT's own Ctrl-C handling is off (solver/limits.py): it stops the search
as if out of time, so a run would go on with a cut answer, and it leaves
SIG_DFL behind. Python's handlers stay; but a Python handler runs only when
the solve returns, which may be the whole time limit later. So while a
search runs, a thread waits on Python's wakeup file (Python writes the
number of every signal it catches there at once, even during a solve) and
on SIGINT or SIGTERM stops every search under way; the solve returns and the
handler raises where the program is, as at any other moment.

A command's handlers (`install`) also remember the signal they raised for:
Python drops an exception raised inside a weakref callback or a `__del__`
(it prints "Exception ignored" and goes on), and a handler runs wherever the
interpreter is when the signal comes, such a callback too. So a remembered
signal is raised again at the next `check()`: after every solve, between
puzzles, before a file is put in place, and when the command ends. A run
told to stop never ends as if it had not been, nor uses a cut search.

The first Ctrl-C or SIGTERM starts the way out; any that comes after it is
ignored until the command ends (`stopping`): a second Ctrl-C pressed while
the run cleans up (workers terminated, a PDF's chunks left, the word
"interrupted" said) would otherwise raise inside that cleanup, print a
traceback or leave it half done (a pool half terminated, its threads
waited for at exit).

Work spread over processes (`worker_pool`: puzzles generated, pages drawn,
PDF chunks converted) stops with the main process: the pool's workers are
terminated the moment a signal, or any error, leaves its block, instead of
being waited for to finish their task.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
import weakref
from collections.abc import Iterator
from typing import Any

_STOPS = {int(signal.SIGINT), int(signal.SIGTERM)}
STOPS = frozenset({signal.SIGINT, signal.SIGTERM})
_running: weakref.WeakSet[Any] = weakref.WeakSet()
_lock = threading.Lock()
_watching: list[int] = []  # the process that watches: a forked child does not
_caught: list[int] = []  # signals a handler of `install` raised for, not yet seen through
_stopping: list[int] = []  # the signal the run is stopping for: later ones are ignored


class Terminated(KeyboardInterrupt):
    """SIGTERM, raised where the program is, so that cleanup runs as for Ctrl-C."""


def _raise_for(signum: int) -> None:
    if signum == signal.SIGTERM:
        raise Terminated
    raise KeyboardInterrupt


def _handler(signum: int, frame: object) -> None:
    if _stopping:
        return  # the run is already on its way out: let it finish that quietly
    _stopping.append(signum)
    _caught.append(signum)
    _raise_for(signum)


def stopping() -> bool:
    """Has a Ctrl-C or SIGTERM come since the command started?"""
    return bool(_stopping)


def install() -> None:
    """Ctrl-C and SIGTERM raise (KeyboardInterrupt, Terminated) and are
    remembered for `check()`; a command calls this as it starts. Only the
    first raises: after it, the run is stopping and the others are ignored."""
    _stopping.clear()
    if signal.getsignal(signal.SIGINT) is not signal.SIG_IGN:
        signal.signal(signal.SIGINT, _handler)
    signal.signal(signal.SIGTERM, _handler)


def check() -> None:
    """Raise again for a signal whose exception Python dropped (see above)."""
    if _caught:
        signum = _caught[0]
        _caught.clear()
        _raise_for(signum)


def seen() -> None:
    """The exception of a caught signal has reached its handler: forget it."""
    _caught.clear()


def stoppable(solver: Any) -> Any:
    """`solver`, stopped by Ctrl-C or SIGTERM while it searches."""
    _watch()
    with _lock:
        _running.add(solver)
    return solver


def _watch() -> None:
    if _watching == [os.getpid()] or threading.current_thread() is not threading.main_thread():
        return
    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        return  # a worker of the generator: its main process stops it
    read, write = os.pipe()
    os.set_blocking(write, False)
    try:
        previous = signal.set_wakeup_fd(write, warn_on_full_buffer=False)
    except (ValueError, OSError):
        os.close(read)
        os.close(write)
        return
    if previous != -1:  # someone else's (an event loop): give it back, do without
        signal.set_wakeup_fd(previous)
        os.close(read)
        os.close(write)
        return
    _watching[:] = [os.getpid()]
    threading.Thread(target=_stop_on_signal, args=(read,), daemon=True).start()


def _stop_on_signal(read: int) -> None:
    while True:
        try:
            data = os.read(read, 64)
        except OSError:
            return
        if not data:
            return
        if _STOPS & set(data):
            with _lock:
                solvers = list(_running)
            for solver in solvers:
                solver.stop_search()


@contextlib.contextmanager
def worker_pool(jobs: int) -> Iterator[Any]:
    """A `multiprocessing` pool of `jobs` forked workers, terminated when the
    block ends, however it ends: on an error, Ctrl-C or SIGTERM the workers
    are stopped at once, not waited for.

    Ctrl-C and SIGTERM are held back (blocked, so none is lost) while the
    pool starts: workers are born with them blocked, and a signal that comes
    meanwhile is delivered the moment the pool is in its block."""
    import multiprocessing

    context = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
    with _held_back(STOPS) as let_through:
        pool = context.Pool(jobs, initializer=_worker_signals)
        try:
            let_through()
            yield pool
        finally:
            _terminate(pool)


# Seconds the pool's end waits for its workers to go on SIGTERM before it
# kills those left outright.
GRACE = 5.0


def _terminate(pool: Any) -> None:
    """`pool.terminate()`, and any worker still running `GRACE` seconds later
    killed outright (SIGKILL), so that the pool's end never waits for ever.

    A worker forked while another thread of this process held a lock (a
    library's thread, a test runner's) can hang on that lock before its
    initializer lets SIGTERM in; `terminate()` would then wait for it
    without end (seen once in the test suite, whose processes drive a
    browser from other threads). SIGKILL, not at once for every worker: a
    worker killed while it holds the pool's task queue's lock would leave
    `terminate()` waiting for that lock instead."""
    workers = pool._pool  # the pool's own list of its worker processes

    def kill_the_rest() -> None:
        for worker in list(workers):
            if worker.exitcode is None:
                worker.kill()

    timer = threading.Timer(GRACE, kill_the_rest)
    timer.daemon = True
    timer.start()
    try:
        pool.terminate()
    finally:
        timer.cancel()


def _worker_signals() -> None:
    """A worker leaves Ctrl-C to the main process, which stops it with SIGTERM:
    that ends it at once and quietly, even inside CP-SAT or cairo. It also
    ends with the main process if that is killed outright (Linux).

    A worker is born with both signals blocked (the main process blocks them
    while it starts the pool): a Ctrl-C that came meanwhile is dropped here
    (ignoring a pending signal discards it), a SIGTERM from the main process
    takes effect the moment they are let through."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, STOPS)


@contextlib.contextmanager
def _held_back(signals: frozenset[int]) -> Iterator[Any]:
    """Block `signals` in this thread; the block's `let_through()` (or its end)
    restores the mask, and a signal that came meanwhile is delivered then."""
    if not hasattr(signal, "pthread_sigmask"):  # Windows: nothing to hold
        yield lambda: None
        return
    before = signal.pthread_sigmask(signal.SIG_BLOCK, signals)

    def let_through() -> None:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)

    try:
        yield let_through
    finally:
        let_through()
