"""Start-up: a whole `solve` process on a trivial Florentine position against the
bare import of CP-SAT (`python -c "from ortools.sat.python import cp_model"`).

Both run as fresh processes, alternating, so that a busy machine slows both
alike; the ratio of the medians is the figure (issue 16 asks for at most 0.7).
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TRIVIAL = """\
kind: florentine
size: 3
colour: red
board:
  B2: RBRB
pool: []
"""


def _seconds(argv: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, *argv], check=True, capture_output=True)
    return time.perf_counter() - start


def run(quick: bool = False, seed: int = 2026) -> None:
    del seed  # nothing random here
    path = Path(tempfile.mkdtemp(prefix="bench-startup-")) / "trivial.yaml"
    path.write_text(TRIVIAL)
    commands = {
        "solve": ["-m", "cli", "solve", str(path)],
        "import cp_model": ["-c", "from ortools.sat.python import cp_model"],
        "python alone": ["-c", "pass"],
    }
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(5 if quick else 20):
        for name, argv in commands.items():
            times[name].append(_seconds(argv))
    print(f"{'process':>16} {'median s':>9} {'min s':>7}")
    for name, ts in times.items():
        print(f"{name:>16} {statistics.median(ts):>9.3f} {min(ts):>7.3f}")
    ratio = statistics.median(times["solve"]) / statistics.median(times["import cp_model"])
    best = min(times["solve"]) / min(times["import cp_model"])
    print(f"solve / import cp_model: {ratio:.2f} (medians), {best:.2f} (minima)")
