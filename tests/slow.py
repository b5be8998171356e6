"""The tests `pytest -m "not slow"` leaves out (tests/conftest.py marks them
`slow`): by file, the names of its tests that take more than a few seconds,
or "*" for every test of a file whose tests share a long set-up (a book made
once for the module: leaving out one test would only move its cost to the
next). Every test that drives Chromium (the `chromium` fixture) is slow
too. Measured with `pytest -n 2 --dist loadfile --durations=0`."""

from __future__ import annotations

SLOW: dict[str, tuple[str, ...]] = {
    # whole files: a book, a folder or a generator's run shared by their tests
    "test_book.py": ("*",),
    "test_book_services.py": ("*",),
    "test_book_services_200.py": ("*",),
    "test_page_fill.py": ("*",),
    "test_bench_bots.py": ("*",),
    "test_openspiel_crosscheck.py": ("*",),
    "test_generate_florentine.py": ("*",),
    "test_generate_lines.py": ("*",),
    "test_generate_endgame.py": ("*",),
    "test_dominosa_generate.py": ("*",),
    "test_expert.py": ("*",),
    "test_expert_spinners.py": ("*",),
    "test_florentine_expert.py": ("*",),
    "test_worksheet_folders.py": ("*",),
    "test_concurrent_output.py": ("*",),
    # single tests
    "test_docs.py": ("test_every_example_of_the_docs_holds",),
    "test_analyse.py": (
        "test_blocked_values_of_every_first_tile_agree_with_every_line",
        "test_florentine_values_of_every_placement_agree_with_exhaustive_search",
    ),
    "test_hint_ties.py": (
        "test_hint_answers_every_position_cut_from_20_games",
        "test_chain_ties_get_a_best_move_and_the_others",
    ),
}
