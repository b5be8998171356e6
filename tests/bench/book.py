"""`python -m tests.bench book`: the 200-puzzle 6x9in book with --pdf, timed
step by step (generate, layout, draw, convert) in one process, and the ratio
of drawing plus layout to the PDF conversion (the target: at most 0.5).
`--quick` makes a 40-puzzle book; `--kinds K[,K...]` a book of those kinds
(`--kinds regions`: the 200-puzzle Domino regions book)."""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from click.testing import CliRunner

from cli.main import main


def run(
    quick: bool = False, seed: int = 2026, jobs: int | None = None, kinds: str | None = None
) -> dict[str, float]:
    count = 40 if quick else 200
    with tempfile.TemporaryDirectory() as tmp:
        args = ["book", "--count", str(count), "--paper", "6x9in", "--pdf", "--quiet"]
        args += ["--seed", str(seed), "--out", str(Path(tmp) / "book")]
        if jobs:
            args += ["--jobs", str(jobs)]
        if kinds:
            args += ["--kinds", kinds]
        start = time.perf_counter()
        result = CliRunner().invoke(main, args, standalone_mode=False, catch_exceptions=False)
        total = time.perf_counter() - start
        pages = len(list((Path(tmp) / "book").glob("page-*.svg")))
    times = result.return_value or {}
    print(f"book: {count} puzzles{f' ({kinds})' if kinds else ''}, {pages} pages, 6x9in, --pdf")
    for name in ("generate", "layout", "draw", "write", "convert"):
        print(f"  {name:9s} {times.get(name, 0.0):7.2f} s")
    print(f"  {'total':9s} {total:7.2f} s")
    work = times.get("layout", 0.0) + times.get("draw", 0.0)
    convert = times.get("convert", 0.0) or 1e-9
    print(f"  (layout + draw) / convert = {work / convert:.2f}  (target <= 0.5)")
    return times
