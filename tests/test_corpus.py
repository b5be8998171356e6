"""The generated puzzles tests/corpus/ keeps (tests/corpus.py) are what
`generate` makes today, byte for byte: the tests that lay them out instead of
generating test the books a user gets."""

from __future__ import annotations

import pytest

import domino_puzzles as dp
from domino_puzzles.book_folder import book
from domino_puzzles.recipe import Recipe
from puzzles.files import dump_yaml
from solver.generate import _key
from tests import corpus

FILES = [(path, what) for name in corpus.SETS for path, what in corpus.files(name).items()]
# A puzzle's slot is made from its own random stream, seeded from (seed, kind,
# difficulty, slot, attempt) alone (solver/generate.py), so a slot made again
# by itself is the file's puzzle at that place. Three slots of a file, the
# first, the middle and the last, made again byte for byte catch a change to
# any generator or to how a puzzle is written, at a seventh of generating the
# 260 puzzles of the book sets; a file of 4 (the levels-2026 set, whose
# extreme Florentine puzzles take seconds each) has its middle slot made
# again. The whole file is checked cheaply around them (its slots in order,
# no repeats, written as `generate` writes).
SLOTS = [
    (path, what, slot)
    for path, what in FILES
    for slot in (sorted({0, what[1] // 2, what[1] - 1}) if what[1] > 4 else [what[1] // 2])
]


def chunks(text: str) -> list[str]:
    """The file's puzzles, each the text `generate` writes for it."""
    head, *items = text.split("\n- kind: ")
    assert head == "puzzles:", head
    return ["- kind: " + item + ("" if item.endswith("\n") else "\n") for item in items]


@pytest.mark.parametrize(
    ("path", "what", "slot"), SLOTS, ids=[f"{p.name}-{s + 1}" for p, _, s in SLOTS]
)
def test_the_generator_still_makes_every_corpus_file(path, what, slot):
    kind, count, seed, level = what
    text = path.read_text(encoding="utf-8")
    made = corpus.generated_slot(kind, seed, level, slot, corpus.attempt(path, slot))
    assert "puzzles:\n" + chunks(text)[slot] == made, (
        f"{path.name} puzzle {slot + 1} is not what generate makes now: "
        "`python -m tests.corpus` writes it again"
    )


@pytest.mark.parametrize(("path", "what"), FILES, ids=[p.name for p, _ in FILES])
def test_every_corpus_file_is_whole(path, what):
    """Each file holds its `count` slots in order, none a repeat of another,
    written as `generate` writes a collection: with the slots made again
    above, the file is what generating it gives."""
    kind, count, seed, level = what
    text = path.read_text(encoding="utf-8")
    entries = dp.load_file(str(path)).puzzles
    assert len(entries) == len(chunks(text)) == count
    dumped = [dp.dump(e) for e in entries]
    assert dump_yaml({"puzzles": dumped}) == text
    ids = [f"{kind}-{level}-{seed}-{n:03d}" for n in range(1, count + 1)]
    assert [d["id"] for d in dumped] == ids
    slots = [(d["meta"]["seed"], d["meta"]["slot"]) for d in dumped]
    assert slots == [(seed, n) for n in range(count)]
    assert len({_key(d) for d in dumped}) == count


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
