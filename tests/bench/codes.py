"""What a sealed target costs (docs/play.md "Codes for the teacher"): one
pupil's check against a whole enumeration of the targets.

A pupil's check is one slow key (PBKDF2-HMAC-SHA256, `codes.ROUNDS` rounds):
timed in Chromium through WebCrypto at full speed and with the CPU slowed 4x
(`Emulation.setCPUThrottlingRate`; WebCrypto may work off the page's thread,
so the slowed figure is measured, not assumed), and the page's own fallback
(no WebCrypto: a page over plain http) at full speed. Someone recovering a
target guesses texts with Python's hashlib (OpenSSL, native code) or the
browser's WebCrypto, whichever is faster here: guesses a second, and the
time to try every target of a Florentine puzzle of 9 gems with 2 cards, some 8,000 score:cards texts (scores 0-99 by cards 1-80), and
of the 58 hashed puzzles of a set of worksheets. Medians, in milliseconds
unless said.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from domino_puzzles.play_html import web_file
from domino_puzzles.web import codes
from tests import browser

# ruff: noqa: E501  (the page's script reads better whole)

FLORENTINE_GUESSES = 100 * 80  # score 0-99, cards 1-80
HASHED_PUZZLES = 58

SUBTLE = """async (rounds) => {
  const e = new TextEncoder(), out = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const base = await crypto.subtle.importKey("raw", e.encode("9:" + i), "PBKDF2", false, ["deriveBits"]);
    await crypto.subtle.deriveBits({name: "PBKDF2", hash: "SHA-256", salt: e.encode("0123456789abcdef"), iterations: rounds}, base, 256);
    out.push(performance.now() - t);
  }
  return out.sort((a, b) => a - b)[2];
}"""


def _python_ms(guesses: int) -> float:
    runs = []
    for i in range(guesses):
        start = time.perf_counter()
        codes.slow_key("0123456789abcdef", f"9:{i}")
        runs.append(time.perf_counter() - start)
    return statistics.median(runs) * 1000


def _page_ms(chromium, blank: Path, rate: float, fallback_rounds: int) -> tuple[float, float]:
    context = chromium.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
    page.goto(f"file://{blank}")
    subtle = page.evaluate(SUBTLE, codes.ROUNDS)
    # The fallback, in the page's own code, on fewer rounds, scaled.
    source = web_file("rules.js") + web_file("codes.js")
    fallback = page.evaluate(
        f"""(() => {{ {source}
        const t = performance.now();
        pbkdf2(enc("9:2"), enc("0123456789abcdef"), {fallback_rounds});
        return performance.now() - t; }})()"""
    )
    context.close()
    return subtle, fallback * codes.ROUNDS / fallback_rounds


def run(quick: bool = False, seed: int = 2026) -> None:
    guesses = 5 if quick else 21
    python_ms = _python_ms(guesses)
    print(f"PBKDF2-HMAC-SHA256, {codes.ROUNDS:,} rounds a key")
    print(f"{'':44} {'ms':>9}")
    print(f"{'Python hashlib, one guess':44} {python_ms:9.1f}")
    rows = []
    why = browser.missing()
    if why:
        print(why)
    else:
        with tempfile.TemporaryDirectory() as tmp, browser.launch() as chromium:
            blank = Path(tmp) / "blank.html"
            blank.write_text("<!doctype html><title>bench</title>")
            for rate in (1, 4):
                subtle, fallback = _page_ms(chromium, blank, rate, 2000 if quick else 5000)
                rows.append((rate, subtle, fallback))
                print(f"{f'Chromium WebCrypto, a pupil check, CPU /{rate}':44} {subtle:9.1f}")
                print(f"{f'Chromium page fallback (no WebCrypto), CPU /{rate}':44} {fallback:9.1f}")
    # the one who guesses takes the faster of the two on this machine
    fastest = min([python_ms, *(subtle for _, subtle, _ in rows)])
    per_second = 1000 / fastest
    one = FLORENTINE_GUESSES / per_second
    print(f"\nguesses a second (the faster, one core; a GPU does far more): {per_second:,.1f}")
    print(f"every target of one Florentine ({FLORENTINE_GUESSES:,} guesses): {one:,.0f} s")
    print(f"every target of {HASHED_PUZZLES} puzzles: {one * HASHED_PUZZLES / 3600:,.1f} h")
    for rate, subtle, _ in rows:
        print(f"one Florentine's enumeration / a pupil's check at CPU /{rate}: "
              f"{one * 1000 / subtle:,.0f}x")  # fmt: skip
