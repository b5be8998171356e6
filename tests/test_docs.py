"""The docs hold true: their examples run, their links and pictures exist,
and the README points nowhere outside the repo."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from solver import api
from tests.docs import examples
from tests.docs import pictures as docs_pictures

ROOT = Path(__file__).resolve().parent.parent
DOCS = sorted((ROOT / "docs").glob("*.md"))
PAGES = [ROOT / "README.md", *DOCS]


def blocks(path: Path, language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", path.read_text(encoding="utf-8"), re.S)


def links(path: Path) -> list[str]:
    """Every link target of a page, images too, without #anchors and web addresses."""
    text = path.read_text(encoding="utf-8")
    targets = re.findall(r"\]\(([^)\s]+)\)", text)
    return [t.split("#")[0] for t in targets if not re.match(r"[a-z]+:", t) and t.split("#")[0]]


API_EXAMPLES = blocks(ROOT / "docs/api.md", "python")
LIBRARY_EXAMPLES = blocks(ROOT / "docs/library.md", "python")
EXAMPLES = examples.blocks()


@pytest.mark.parametrize(
    "block", [pytest.param(b, id=b.name) for b in EXAMPLES if examples.kind(b) != "not run"]
)
def test_every_example_of_the_docs_holds(block: examples.Block, tmp_path) -> None:
    """Each block runs, or is what the tool prints (tests/docs/examples.py)."""
    examples.check(block, tmp_path)


def test_every_block_of_the_docs_is_checked_or_says_why_not() -> None:
    unknown = [b.name for b in EXAMPLES if examples.kind(b) is None]
    assert not unknown, (
        "blocks no test checks: give each an `<!-- output of: ... -->` or, only where"
        f" nothing can run it, a `<!-- not run: why -->` (tests/docs/examples.py): {unknown}"
    )
    not_run = [b for b in EXAMPLES if examples.kind(b) == "not run"]
    assert all(b.note and b.note[1] for b in not_run)
    assert len(not_run) <= len(EXAMPLES) // 20, [b.name for b in not_run]


def test_the_api_page_shows_every_function() -> None:
    from solver import api

    code = "\n".join(API_EXAMPLES)
    for name in ("load_file", "load", "solve", "check", "generate", "hint", "KINDS"):
        assert f"api.{name}" in code, name
    # every function solver.api has; drawing is the library's (domino_puzzles.draw)
    functions = {n for n in api.__all__ if n[0].islower()}
    assert functions == {"load_file", "load", "solve", "check", "generate", "hint", "explain"}


def test_the_library_page_shows_every_function() -> None:
    import domino_puzzles

    code = "\n".join(LIBRARY_EXAMPLES)
    functions = [n for n in domino_puzzles.__all__ if n[0].islower()]
    assert len(functions) == 19
    for name in functions:
        assert f"dp.{name}(" in code, name


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_link_leads_to_a_file_of_the_repo(page: Path) -> None:
    for target in links(page):
        path = (page.parent / target).resolve()
        assert path.exists(), f"{page.name} links {target}, which does not exist"
        assert ROOT in path.parents, f"{page.name} links {target}, outside the repo"


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_no_page_points_outside_the_repo(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    assert "../shared" not in text and "/work/" not in text
    assert not re.search(r"\bRULES\.md|\bFORMATS\.md|\bDESIGN\.md", text)


def test_every_card_the_docs_write_is_a_card_of_the_deck() -> None:
    """A Florentine card in the text, `R1RBG` or `F13/2`, is one of the 48,
    in some turn, written clockwise."""
    from puzzles.florentine.cards import Card, standard_deck

    deck = {str(card.turned(t)) for card in standard_deck() for t in range(4)}
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        for card in re.findall(r"(?<![\w-])(?:[GRBO]1?){4}(?![\w-])", text):
            assert card in deck, f"{page.name}: {card} is no card of the deck"
        for number in re.findall(r"(?<![\w-])F(\d\d)(?:/[0-3])?(?![\w-])", text):
            assert 1 <= int(number) <= 48, f"{page.name}: F{number} is no card id"
    assert Card.parse("GG1RB") and "GG1RB" in deck


def test_the_pictures_script_draws_every_picture_the_docs_show(tmp_path) -> None:
    written = {p.name for p in docs_pictures.write(tmp_path)}
    shown = {Path(t).name for page in PAGES for t in links(page) if t.startswith("pictures/")}
    assert shown and shown <= written
    assert all((tmp_path / name).read_text().startswith("<svg") for name in written)
    # and the committed pictures are there for readers who never run it
    assert all((ROOT / "docs" / "pictures" / name).exists() for name in shown)


def test_the_pictures_script_runs_as_a_module(tmp_path) -> None:
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-m", "tests.docs.pictures", str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ},
    )
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "florentine-key.svg").exists()


def test_the_difficulty_figures_come_from_the_generator_s_meta() -> None:
    from tests.docs import difficulty as figures

    row = figures.measure("chain", "easy", 2, 1)
    made = api.generate("chain", 2, 1, "easy")
    assert row["tiles"] == figures._cell([p["meta"]["tiles"] for p in made])
    assert set(row) >= {"tiles", "clues", "forced_moves", "solve seconds"}
    assert not set(row) & figures.SKIP
    assert figures._cell([1, 2, 6]) == "2 (1 to 6)"
    assert figures._cell([4, 4]) == "4" and figures._cell([1, 2]) == "1.5 (1 to 2)"
    assert figures._cell([True, False, True]) == "2/3"


def test_the_florentine_bot_answer_the_formats_page_shows_is_what_bot_says() -> None:
    """(The Block and Draw view's errors: tests/test_bot_hostile.py.)"""
    from click.testing import CliRunner

    from cli.main import main

    page = (ROOT / "docs/formats.md").read_text(encoding="utf-8")
    views = [json.loads(b.text) for b in EXAMPLES if examples.kind(b) == "bot view"]
    florentine = next(v for v in views if "colours" in v)
    said = CliRunner().invoke(main, ["bot", "--rules", "florentine"], input=json.dumps(florentine))
    assert said.exit_code == 0
    assert f"`{json.dumps(json.loads(said.stdout))}` (what `bot --rules florentine`" in page
