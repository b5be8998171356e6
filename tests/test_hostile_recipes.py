"""Hostile book recipes: every recipe, however built, gets a book or one clean error.

The contract, per case (as tests/test_hostile_input.py holds puzzle files
to it): `book RECIPE --out DIR --quiet` exits 0 or 2 within the CPU bound of
tests/hostile_runner.py and a 2 GB cap; on 2 one line `error: RECIPE: ...`
naming the field where there is one, nothing on stdout and nothing written
(DIR is not even made); on 0 every SVG of the book is well-formed XML. The
corpus in tests/hostile/recipes/ names, in its first line, the exit code and
the words the error must hold; files that cannot live in the repository
(large ones, FIFOs, devices) are made here.
"""

from __future__ import annotations

import os
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from tests.hostile_runner import HANG, assert_clean_error, run_all
from tests.test_hostile_input import MEMORY, expected

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "hostile" / "recipes"
ONE = "sections: [{kind: chain, count: 1}]\n"


def _cairosvg() -> bool:
    try:
        import cairosvg  # noqa: F401
    except (ImportError, OSError):
        return False
    return True


def made_cases(folder: Path) -> dict[str, tuple[str, int, list[str]]]:
    """Recipes that cannot live in the repository: name -> (path, exit, words)."""

    def write(name: str, text: str) -> str:
        path = folder / f"{name}.yaml"
        path.write_text(text, encoding="utf-8")
        return str(path)

    big = folder / "eleven-megabytes.yaml"
    with big.open("w") as out:
        out.write(ONE)
        out.write(("#" + "x" * 1023 + "\n") * 11 * 1024)
    fifo = folder / "fifo.yaml"
    os.mkfifo(fifo)
    levels = "[" + ",".join(["e"] * 2_000_000) + "]"  # 4 MB, under the file's bound
    sections = "sections:\n" + "  - {kind: chain, count: 10000}\n" * 5000
    few_more = "sections:\n" + "  - {kind: chain, count: 1}\n" * 101
    return {
        "eleven-megabytes": (str(big), 2, ["larger than 10 MB", "a book recipe"]),
        "fifo": (str(fifo), 2, ["not a regular file"]),
        "dev-zero": ("/dev/zero", 2, ["not a regular file"]),
        "directory": (str(folder), 2, ["is a directory", "a book recipe"]),
        "missing": (str(folder / "missing.yaml"), 2, ["cannot read"]),
        "title-10000-characters": (
            write("title-10000", f"title: {'T' * 10_000}\n{ONE}"),
            2,
            ["title:", "10000 characters long: at most 200"],
        ),
        "intro-1001-characters": (
            write("intro-1001", f"sections:\n  - {{kind: chain, count: 1, intro: {'i' * 1001}}}\n"),
            2,
            ["sections[0].intro:", "1001 characters long: at most 1000"],
        ),
        "difficulty-2000000-values": (
            write("levels", f"sections:\n  - {{kind: chain, count: 1, difficulty: {levels}}}\n"),
            2,
            ["more than 500,000 values"],
        ),
        "difficulty-500-values": (
            write(
                "levels500",
                f"sections:\n  - {{kind: chain, count: 1, difficulty: [{'easy, ' * 499}easy]}}\n",
            ),
            2,
            ["sections[0].difficulty:", "holds 500 items: at most 4"],
        ),
        "sections-5000": (write("sections", sections), 2, ["sections:", "5000 sections"]),
        "sections-101": (write("few-more", few_more), 2, ["sections:", "at most 100"]),
        "nesting-20000-deep": (
            write("deep", "title: " + "[" * 20_000 + "]" * 20_000 + "\n" + ONE),
            2,
            ["invalid YAML", "nesting depth"],
        ),
        "seed-5000-digits": (
            write("seed5000", f"seed: {'9' * 5000}\n{ONE}"),
            2,
            ["seed: ", "more than 30 digits", "line 1"],
        ),
        "seed-4000-digits": (
            write("seed4000", f"seed: 1{'0' * 3999}\n{ONE}"),
            2,
            ["seed: ", "more than 30 digits", "line 1"],
        ),
    }


# The text cases run with --pdf as well: refused before any conversion.
WITH_PDF = ("control-in-title", "bidi-in-intro", "markup-and-lines-are-fine")


def _all_files(folder: Path) -> dict[str, tuple[str, int, list[str]]]:
    files = {p.stem: (str(p), *expected(p)) for p in sorted(CORPUS.glob("*.yaml"))}
    files.update(made_cases(folder))
    return files


def _names() -> list[str]:
    stems = [p.stem for p in sorted(CORPUS.glob("*.yaml"))]
    stems += ["eleven-megabytes", "fifo", "dev-zero", "directory", "missing"]
    stems += ["title-10000-characters", "intro-1001-characters"]
    stems += ["difficulty-2000000-values", "difficulty-500-values"]
    stems += ["sections-5000", "sections-101", "nesting-20000-deep"]
    stems += ["seed-5000-digits", "seed-4000-digits"]
    names = [f"book:{stem}" for stem in stems]
    if _cairosvg():
        names += [f"pdf:{stem}" for stem in WITH_PDF]
    return names


@pytest.fixture(scope="module")
def results(tmp_path_factory):
    """Every recipe through `book`, in one capped process: name -> (result, wanted)."""
    base = tmp_path_factory.mktemp("recipes")
    made = base / "made"
    made.mkdir()
    files = _all_files(made)
    cases, wanted = [], {}
    for name in _names():
        command, stem = name.split(":")
        path, code, words = files[stem]
        cwd = base / "runs" / name.replace(":", "-")
        cwd.mkdir(parents=True)
        args = ["book", path, "--out", "book", "--quiet", "--jobs", "1"]
        if command == "pdf":
            args.append("--pdf")
        cases.append({"name": name, "args": args, "cwd": str(cwd)})
        wanted[name] = (path, code, words, cwd)
    found = run_all(cases, base, MEMORY)
    return {name: (result, wanted[name]) for name, result in found.items()}


@pytest.mark.parametrize("name", _names())
def test_contract(results, name):
    result, (path, code, words, cwd) = results[name]
    assert result["crash"] is None, result
    assert result["exit"] == code, result
    assert result["cpu"] < HANG
    if code == 0:
        pages = sorted((cwd / "book").glob("*.svg"))
        assert len(pages) > 4, result["files"]
        for svg in pages:
            ElementTree.parse(svg)  # well-formed, whatever the recipe's text held
        if name.startswith("pdf:"):
            assert (cwd / "book" / "book.pdf").exists()
        return
    assert result["files"] == [], "nothing is written on bad input, not even the --out folder"
    assert_clean_error(result, path, words)


def test_every_recipe_says_what_it_expects():
    for path in CORPUS.glob("*.yaml"):
        code, _ = expected(path)
        assert code in (0, 2), path


def test_the_text_of_a_recipe_reaches_the_pages_as_written(results):
    result, (_, _, _, cwd) = results["book:markup-and-lines-are-fine"]
    cover = ElementTree.parse(cwd / "book" / "cover.svg").getroot()
    text = " ".join("".join(cover.itertext()).split())
    assert "Tom & <Jerry>" in text and "1 < 2 & 3 > 2" in text
    first = "".join(ElementTree.parse(cwd / "book" / "page-01.svg").getroot().itertext())
    assert "Ä. Ürhéber" in first


def test_a_negative_seed_makes_its_own_book(results):
    """A seed below 0 worked before seeds were bounded: it still does, and is
    not the book of the seed without its sign."""
    result, (_, _, _, cwd) = results["book:seed-negative"]
    written = (cwd / "book" / "book.yaml").read_text(encoding="utf-8")
    assert "id: chain-medium--9223372036854775808-001" in written  # a book for adults
