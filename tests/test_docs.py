"""The docs hold true: their examples run, their links and pictures exist,
and the README points nowhere outside the repo."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from cli.main import main
from solver import api
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


@pytest.mark.parametrize(
    "code", [pytest.param(code, id=f"api.md-{i}") for i, code in enumerate(API_EXAMPLES)]
)
def test_every_python_example_of_the_api_runs(code: str, monkeypatch) -> None:
    monkeypatch.chdir(ROOT)
    exec(compile(code, "docs/api.md", "exec"), {})


def test_the_api_page_shows_every_function() -> None:
    code = "\n".join(API_EXAMPLES)
    for name in ("load_file", "load", "solve", "check", "generate", "draw", "hint", "KINDS"):
        assert f"api.{name}" in code, name


LIBRARY_EXAMPLES = blocks(ROOT / "docs/library.md", "python")


@pytest.mark.parametrize(
    "code", [pytest.param(code, id=f"library.md-{i}") for i, code in enumerate(LIBRARY_EXAMPLES)]
)
def test_every_python_example_of_the_library_runs(code: str, tmp_path, monkeypatch) -> None:
    (tmp_path / "examples").symlink_to(ROOT / "examples")  # what they read; they write in out/
    monkeypatch.chdir(tmp_path)
    exec(compile(code, "docs/library.md", "exec"), {})


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


def test_every_yaml_example_of_the_formats_loads() -> None:
    loaded = 0
    for text in blocks(ROOT / "docs/formats.md", "yaml"):
        data = yaml.safe_load(text)
        for item in data.get("puzzles", [data]):
            entry = api.load(item)
            if getattr(entry.puzzle, "hidden", False):  # not a puzzle: analysed by sampling
                from solver.analyse import analyse

                assert analyse(entry.kind, entry.puzzle).extra["sampled"] is True
            else:
                assert api.solve(entry).status == "optimal"
            loaded += 1
    assert loaded >= 6


def test_the_answers_shown_are_what_solve_prints() -> None:
    shown = [json.loads(t) for t in blocks(ROOT / "docs/formats.md", "json")]
    answers = [
        a for a in shown if "unique" in a and "status" in a and "..." not in a.get("board", {})
    ]
    assert {a["kind"] for a in answers} == {"chain", "endgame"}
    for want in answers:
        got = api.solve(api.load_file(ROOT / "examples" / f"{want['kind']}.yaml").puzzles[0])
        got = got.to_mapping()
        assert {k: v for k, v in got.items() if k != "seconds"} == {
            k: v for k, v in want.items() if k != "seconds"
        }


def test_the_analysis_shown_is_what_analyse_prints() -> None:
    from solver.analyse import analyse
    from solver.limits import Limits

    shown = [json.loads(t) for t in blocks(ROOT / "docs/formats.md", "json")]
    wanted = [a for a in shown if "status" in a and "unique" not in a]
    assert [a.get("sampled", False) for a in wanted] == [False, True]
    for want in wanted:
        name = "positions/endgame-hidden" if want.get("sampled") else want["kind"]
        entry = api.load_file(ROOT / "examples" / f"{name}.yaml").puzzles[0]
        got = analyse(entry.kind, entry.puzzle, Limits()).to_mapping()
        assert {k: v for k, v in got.items() if k != "seconds"} == {
            k: v for k, v in want.items() if k != "seconds"
        }


def test_the_error_messages_shown_are_what_the_tool_says(tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("board.yaml").write_text("kind: florentine\ncolour: red\nboard: {D4: RRBG, D3: RXBG}\n")
    Path("set.yaml").write_text(
        "puzzles:\n- {kind: chain, tiles: [1-2]}\n"
        "- {kind: chain, id: my-chain, tiles: [1-2, 2-3], clues: [{at: 1, tile: 5-6}]}\n"
    )
    page = (ROOT / "docs/formats.md").read_text(encoding="utf-8")
    for name in ("board.yaml", "set.yaml"):
        result = CliRunner().invoke(main, ["solve", name])
        assert result.exit_code == 2 and result.stdout == ""
        assert result.stderr.strip() in page


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
