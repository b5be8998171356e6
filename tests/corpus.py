"""Generated puzzles kept in tests/corpus/, so a test that lays out a book
or a page takes them instead of generating them again.

Each file is what `domino-puzzles generate --kind KIND --count N --seed SEED
--difficulty LEVEL` writes (tests/corpus/KIND-LEVEL-SEED.yaml); a set is the
files of one seed, over kinds and difficulties, in the order `book` generates
them. tests/test_corpus.py checks that the generator still makes every file
byte for byte, so a test laying out the corpus lays out the very book
generating would give: `book(out, recipe, puzzles=corpus.book_set())` with
the recipe's seed equal to the set's.

`python -m tests.corpus` writes the files again (after a change to a
generator: the test says which file differs).
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

from domino_puzzles.pages import split_count
from solver.api import Entry

FOLDER = Path(__file__).resolve().parent / "corpus"
KINDS = ("florentine", "endgame", "blocked", "chain", "dominosa")

# name -> (seed, count, difficulties): the book of `book --count COUNT
# --difficulty ... --seed SEED` over every kind
SETS: dict[str, tuple[int, int, tuple[str, ...]]] = {
    # the 200-puzzle 6x9in books: KDP's (test_book_services_200) and
    # preflight's own (test_preflight)
    "book-2026": (2026, 200, ("easy", "medium")),
    # the mixed 6x9in book of every kind, 12 each (test_book_keys); its first
    # 4 of each kind, the 40-puzzle book of IngramSpark and Lulu
    # (test_book_services_200)
    "book-5": (5, 60, ("easy", "medium")),
    # the levels above, 4 a kind and level: with the first 4 of book-2026's,
    # the sample the step-up rule of docs/difficulty.md is tested on
    # (test_difficulty_levels)
    "levels-2026": (2026, 40, ("hard", "extreme")),
    # Domino regions alone, 4 a level: puzzles its paper and page tests lay out
    "regions-2026": (2026, 12, ("easy", "medium", "hard")),
}
# The kinds of a set that is not the book of every kind above.
SET_KINDS: dict[str, tuple[str, ...]] = {"regions-2026": ("regions",)}


def files(name: str) -> dict[Path, tuple[str, int, int, str]]:
    """The set's files: path -> (kind, count, seed, difficulty)."""
    seed, count, levels = SETS[name]
    return {
        FOLDER / f"{kind}-{level}-{seed}.yaml": (kind, n, seed, level)
        for (kind, level), n in split_count(count, SET_KINDS.get(name, KINDS), levels).items()
        if n
    }


def generated(kind: str, count: int, seed: int, difficulty: str) -> str:
    """What `generate` writes today for these options."""
    import domino_puzzles as dp
    from puzzles.files import dump_yaml

    made = dp.generate(kind, count, seed, difficulty, jobs=2)
    return dump_yaml({"puzzles": [dp.dump(p) for p in made]})


def generated_slot(kind: str, seed: int, difficulty: str, slot: int, attempt: int = 0) -> str:
    """What `generate` writes for the one puzzle of `slot` (0-based), as a
    collection of that puzzle alone: its text after "puzzles:" is the slot's
    part of the whole file. A slot whose attempt is past 0 had its earlier
    attempts repeat earlier puzzles; those are not made again here."""
    import domino_puzzles as dp
    from puzzles.files import dump_yaml, label
    from solver import api
    from solver.generate import _make
    from solver.registry import KINDS as REGISTRY

    made = _make((REGISTRY[kind], seed, difficulty, slot, attempt))
    entry = api.load(made, label(slot + 1, made))
    return dump_yaml({"puzzles": [dp.dump(entry)]})


def attempt(path: Path, slot: int) -> int:
    """The attempt the file's puzzle of `slot` (0-based) was made at."""
    import domino_puzzles as dp

    return int(dp.dump(dp.load_file(str(path)).puzzles[slot])["meta"]["attempt"])


@cache
def _entries(name: str) -> tuple[Entry, ...]:
    import domino_puzzles as dp

    return tuple(e for path in files(name) for e in dp.load_file(str(path)).puzzles)


def first(path: Path, count: int) -> list[Entry]:
    """The first `count` puzzles of a corpus file: what `generate --count
    COUNT` makes with its seed and difficulty (each slot has its own random
    stream), as long as none of them needed a second attempt."""
    import domino_puzzles as dp

    entries = dp.load_file(str(path)).puzzles[:count]
    assert len(entries) == count, path.name
    assert all(dp.dump(e)["meta"]["attempt"] == 0 for e in entries), path.name
    return entries


def book_set(name: str = "book-2026") -> list[Entry]:
    """The set's puzzles, loaded (once a process), for `book(puzzles=...)`."""
    return list(_entries(name))


def every_kind() -> list[Entry]:
    """A puzzle of every kind to lay out: the set `book-5` (the first five
    kinds) and `regions-2026` (Domino regions, a set of its own)."""
    return book_set("book-5") + book_set("regions-2026")


def easy_file(kind: str) -> Path:
    """The corpus file of `kind`'s easy puzzles: `book-5`'s, or for Domino
    regions its own set's."""
    path = FOLDER / f"{kind}-easy-5.yaml"
    return path if path.exists() else FOLDER / f"{kind}-easy-2026.yaml"


def book(
    out: Path,
    name: str = "book-2026",
    *,
    explain: bool = False,
    per_page: int | None = None,
    **fields,
) -> Path:
    """The set's book laid out into `out` with its PDFs, as `book --count COUNT
    --difficulty ... --seed SEED --pdf` would generate and write it; `fields`
    are the recipe's others (paper, bleed, service, answers, ...)."""
    from domino_puzzles.book_folder import book as make
    from domino_puzzles.recipe import Recipe, from_options

    seed, count, levels = SETS[name]
    sections = from_options(list(SET_KINDS.get(name, KINDS)), list(levels), count)
    recipe = Recipe(seed=seed, sections=sections, **fields)
    make(out, recipe, explain=explain, pdf=True, jobs=2, puzzles=book_set(name), per_page=per_page)
    return out


def main(names: list[str]) -> int:
    for name in names or list(SETS):
        for path, (kind, count, seed, level) in files(name).items():
            FOLDER.mkdir(exist_ok=True)
            path.write_text(generated(kind, count, seed, level), encoding="utf-8")
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
