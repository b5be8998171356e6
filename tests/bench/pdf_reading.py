"""`python -m tests.bench pdf-reading`: reading a book's PDF content streams,
the fast way (domino_puzzles/pdf_content.py) against pypdf's own reader, in
one run on the same streams, and `preflight` of the book as it runs.

The book: the 60-puzzle corpus set `book-5` (every kind, 6x9in with its
steps) laid out with its PDFs once into a temporary folder (`--quick`: its
first 20 streams read); the set's own seed, not `--seed`."""

from __future__ import annotations

import tempfile
import time
from pathlib import Path


def run(quick: bool = False, seed: int = 2026) -> dict[str, float]:
    from domino_puzzles import pdf_content
    from domino_puzzles.preflight import check_book, read_book
    from tests import corpus
    from tests.test_pdf_content import by_pypdf, streams

    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "book"
        corpus.book(out, "book-5", explain=True, paper="6x9in", bleed=True)
        found = streams(out / "book.pdf")
        if quick:
            found = found[:20]
        size = sum(len(d) for d in found)
        start = time.process_time()
        for data in found:
            by_pypdf(data)
        slow = time.process_time() - start
        start = time.process_time()
        for data in found:
            pdf_content.operations(data)
        fast = time.process_time() - start
        start = time.process_time()
        check_book(read_book(out), "kdp")
        preflight = time.process_time() - start
    print(f"content streams: {len(found)}, {size / 2**20:.1f} MB (book-5, 6x9in, its steps)")
    print(f"  pypdf's reader      {slow:7.2f} s CPU")
    print(f"  the fast reading    {fast:7.2f} s CPU   ({slow / max(fast, 1e-9):.1f} times as fast)")
    print(f"  preflight, whole    {preflight:7.2f} s CPU")
    return {"pypdf": slow, "fast": fast, "preflight": preflight}
