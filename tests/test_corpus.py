"""The generated puzzles tests/corpus/ keeps (tests/corpus.py) are what
`generate` makes today, byte for byte: the tests that lay them out instead of
generating test the books a user gets."""

from __future__ import annotations

import pytest

import domino_puzzles as dp
from domino_puzzles.book_folder import book
from domino_puzzles.recipe import Recipe
from tests import corpus

FILES = [(path, what) for name in corpus.SETS for path, what in corpus.files(name).items()]


@pytest.mark.parametrize(("path", "what"), FILES, ids=[p.name for p, _ in FILES])
def test_the_generator_still_makes_every_corpus_file(path, what):
    assert path.read_text(encoding="utf-8") == corpus.generated(*what), (
        f"{path.name} is not what generate makes now: `python -m tests.corpus` writes it again"
    )


def test_a_book_of_given_puzzles_is_the_book_generated(tmp_path):
    """`book(puzzles=...)` with what `generate` makes for the recipe's seed
    writes the very files generating does; each section takes its share of
    each difficulty, and a second section of a kind other puzzles."""
    sections = (dp.Part("chain", ("easy", "medium"), 3), dp.Part("dominosa", ("easy",), 2))
    recipe = Recipe(paper="a5", seed=5, sections=sections)
    made = book(tmp_path / "made", recipe, jobs=1)
    given = [e for level in ("medium", "easy") for e in dp.generate("chain", 2, 5, level)]
    given += dp.generate("dominosa", 2, 5, "easy")
    laid = book(tmp_path / "given", recipe, jobs=1, puzzles=given)
    assert laid.times.get("generate", 0) == 0
    files = sorted(p.name for p in (tmp_path / "made").iterdir())
    assert files == sorted(p.name for p in (tmp_path / "given").iterdir())
    for name in files:
        assert (tmp_path / "given" / name).read_bytes() == (tmp_path / "made" / name).read_bytes()
    assert [p.header["id"] for p in laid.puzzles] == [p.header["id"] for p in made.puzzles]
    twice = Recipe(paper="a5", seed=5, sections=(sections[0], dp.Part("chain", ("medium",), 1)))
    ids = [p.header["id"] for p in book(tmp_path / "twice", twice, puzzles=given).puzzles]
    pairs = (("easy", 1), ("easy", 2), ("medium", 1), ("medium", 2))
    assert ids == [f"chain-{level}-5-00{n}" for level, n in pairs]


def test_a_sheet_of_given_puzzles_is_the_sheet_generated(tmp_path):
    """`worksheet(puzzles=...)` given the puzzles a sheet generated writes
    that sheet again, byte for byte; given none of its kind, it says so."""
    made = dp.worksheet(tmp_path / "made", "chain", count=2, age=7)
    given = [dp.Entry(str(n), dp.KINDS["chain"], p) for n, p in enumerate(made.puzzles, 1)]
    extra = dp.generate("dominosa", 1, 5, "easy")
    again = dp.worksheet(tmp_path / "given", "chain", count=2, age=7, puzzles=extra + given)
    assert again.puzzles == made.puzzles
    files = sorted(p.relative_to(tmp_path / "made") for p in (tmp_path / "made").rglob("*"))
    assert files == sorted(
        p.relative_to(tmp_path / "given") for p in (tmp_path / "given").rglob("*")
    )
    for name in files:
        if (tmp_path / "made" / name).is_file():
            assert (tmp_path / "given" / name).read_bytes() == (
                tmp_path / "made" / name
            ).read_bytes()
    with pytest.raises(dp.NothingToMake, match="no chain puzzle given"):
        dp.worksheet(tmp_path / "none", "chain", puzzles=extra)
