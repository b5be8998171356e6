"""Benchmarks: `python -m tests.bench NAME`. Timings, never assertions."""
