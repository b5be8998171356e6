"""How fast SIGTERM ends a long job: `python -m tests.bench stop`.

A `book --pdf --jobs 2` is sent SIGTERM at a moment of each long stage
(generating, converting the PDF) and timed from the signal to the process's
end, every worker gone. The reference, measured in the same run, is what a
worker would still have to do if it were waited for: the time the same book
takes to convert one chunk of pages (domino_puzzles/pdf.py's CHUNK) whole.
The ratio says how much of a chunk a stop costs; the target is a stop under
2 s whatever the chunk.
"""

from __future__ import annotations

import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BOOK = ["-m", "cli", "book", "--count", "120", "--pdf", "--jobs", "2", "--seed", "4"]
STAGES = {"generating": "generating ", "converting": "converting book.pdf"}


def _stop_at(stage: str, out: Path) -> float:
    """Seconds from SIGTERM, sent once `stage` has begun, to the end of the run."""
    shutil.rmtree(out, ignore_errors=True)
    process = subprocess.Popen(
        [sys.executable, *BOOK, "--out", str(out)],
        cwd=ROOT,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stderr is not None
    for line in process.stderr:
        if STAGES[stage] in line:
            break
    time.sleep(1.0)  # well into the stage: the workers hold work
    start = time.perf_counter()
    process.send_signal(signal.SIGTERM)
    process.wait()
    seconds = time.perf_counter() - start
    assert process.returncode == 143, process.returncode
    assert not out.exists(), "a stopped run leaves nothing"
    return seconds


def _chunk_seconds(folder: Path) -> float:
    """One chunk of a made book's pages converted whole: what waiting costs."""
    from domino_puzzles.pdf import CHUNK, _chunk

    pages = [p.read_text() for p in sorted(folder.glob("page-*.svg"))][:CHUNK]
    start = time.perf_counter()
    _chunk(pages)
    return time.perf_counter() - start


def run(quick: bool = False, seed: int = 2026) -> None:
    del seed  # the book's seed is fixed: the same pages every run
    base = Path(tempfile.mkdtemp(prefix="bench-stop-"))
    made = base / "made"
    subprocess.run([sys.executable, *BOOK, "--out", str(made), "--quiet"], cwd=ROOT, check=True)
    chunk = _chunk_seconds(made)
    rounds = 2 if quick else 5
    print(f"one chunk of pages converted whole: {chunk:.2f} s (the reference)")
    print(f"{'stage':>12} {'median s':>9} {'max s':>7} {'of a chunk':>11}")
    for stage in STAGES:
        times = [_stop_at(stage, base / "out") for _ in range(rounds)]
        median = statistics.median(times)
        print(f"{stage:>12} {median:>9.2f} {max(times):>7.2f} {median / chunk:>11.2f}")
    shutil.rmtree(base, ignore_errors=True)
