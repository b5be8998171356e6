"""play.html without a browser: its data, hint steps, first moves, and the commands
that write it (book, worksheet, `render --html`). The browser tests play it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings

from cli.main import main
from domino_puzzles import play_html
from domino_puzzles.pages import solution_of
from domino_puzzles.web.kinds import page_piece, script_text
from puzzles.drawing import style
from puzzles.files import dump_yaml
from puzzles.words import Words
from solver.dominoes.endgame.solve import first_moves, opening, solve
from solver.limits import Limits
from solver.registry import KINDS, load
from tests.reference import endgame as reference
from tests.reference.play_rules import REFEREES
from tests.test_drawing import CASES
from tests.test_endgame import positions


def run(*args: str):
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def solved_cases():
    for data in CASES.values():
        kind, puzzle = load(data)
        yield kind, puzzle, solution_of(kind, puzzle)


def page_data(html: str) -> dict:
    text = re.search(r'<script type="application/json" id="puzzle-data">(.*?)</script>', html, re.S)
    return json.loads(text[1])


@pytest.mark.parametrize("name", list(CASES))
def test_hint_steps_played_by_the_python_rules_reach_the_answer(name):
    kind, puzzle = load(CASES[name])
    answer = solution_of(kind, puzzle)
    data = play_html.entry(kind, puzzle, answer, 1, Words("en"))
    referee = REFEREES[kind.name](puzzle, answer.to_mapping(), data)
    for step in data["steps"]:
        assert set(step) == {"move", "technique", "level", "reason"}
        assert referee.play(step["move"]), step
    assert referee.snapshot()["solved"]


def test_steps_for_a_blocked_line_grow_both_ends_from_the_given_line():
    kind, puzzle = load({"kind": "blocked", "set": 3, "line": "1-2", "tiles": ["0-1", "2-3"]})
    answer = kind.load_answer({"line": "0-1 1-2 2-3", "tiles_laid": 2}, puzzle)
    steps = play_html.steps_for(kind, puzzle, answer)
    assert [s["move"] for s in steps] == [
        {"tile": "2-3", "end": "right"},
        {"tile": "1-0", "end": "left"},
    ]
    # The answer written the other way round gives the same steps.
    answer = kind.load_answer({"line": "3-2 2-1 1-0", "tiles_laid": 2}, puzzle)
    again = play_html.steps_for(kind, puzzle, answer)
    assert [s["move"] for s in again] == [s["move"] for s in steps]


def test_a_chain_step_skips_the_tiles_its_clues_give():
    data = {"kind": "chain", "set": 3, "tiles": ["0-1", "1-2", "2-3"]}
    data["clues"] = [{"at": 2, "tile": "1-2"}]
    kind, puzzle = load(data)
    steps = play_html.steps_for(kind, puzzle, kind.load_answer({"line": "0-1 1-2 2-3"}, puzzle))
    assert [s["move"] for s in steps] == [{"at": 1, "tile": "0-1"}, {"at": 3, "tile": "2-3"}]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(two=(2, 4), four=(2, 2)))
def test_first_moves_are_best_exactly_when_the_plain_minimax_says(pos):
    """Every legal first lay is listed, judged best as the brute force judges it."""
    _, best = reference.solve(pos)
    judged = first_moves(pos, solve(pos, Limits()), Limits())
    table = opening(pos)
    for move, is_best in judged:
        assert is_best == ((move.tile, table.after(move)) in best), move
    lays = {(m.tile, table.after(m)) for m in table.options() if m.lays}
    assert {(m.tile, table.after(m)) for m, _ in judged} == lays


def test_the_page_is_one_file_with_no_address_outside_it():
    html = play_html.page("A </script> @@CSS@@ title", list(solved_cases()))
    assert html.startswith("<!DOCTYPE html>") and '<html lang="en"' in html
    assert not re.search(r"""(src|href)=["']?(https?:|//)|@import|url\(["']?http""", html)
    assert "default-src 'none'" in html  # the browser itself refuses any request
    assert html.count("</script>") == 2  # the title cannot close the data early
    data = page_data(html)
    assert [p["kind"] for p in data["puzzles"]] == list(CASES)
    assert data["title"] == "A </script> @@CSS@@ title"
    assert "<title>A &lt;/script&gt; @@CSS@@ title</title>" in html
    assert data["palette"] == style.COLOURS and data["shapes"] == style.SHAPES
    assert all(f'id="pattern-{c}"' in html for c in "GRBO")


def test_ids_stay_unique_and_same_input_gives_same_bytes():
    cases = list(solved_cases())
    kind, puzzle, solution = cases[0]
    twice = [(kind, puzzle, solution), (kind, puzzle, solution)]
    ids = [p["id"] for p in page_data(play_html.page("t", twice))["puzzles"]]
    assert len(set(ids)) == 2
    assert play_html.page("t", cases) == play_html.page("t", cases)


def test_render_html_writes_the_page_for_every_puzzle_of_a_file(tmp_path):
    path = tmp_path / "mixed.yaml"
    path.write_text(dump_yaml({"puzzles": list(CASES.values())}))
    out = tmp_path / "mixed.html"
    result = run("render", str(path), "--html", str(out))
    assert result.exit_code == 0, result.output
    assert [p["kind"] for p in page_data(out.read_text())["puzzles"]] == list(CASES)


def test_render_html_of_a_bad_file_writes_nothing(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text(dump_yaml({"kind": "chain", "tiles": ["1-2", "X"]}))
    out = tmp_path / "bad.html"
    result = CliRunner().invoke(main, ["render", str(path), "--html", str(out)])
    assert result.exit_code == 2 and "tiles" in result.output
    assert not out.exists()


def test_book_and_worksheet_write_play_html(tmp_path):
    book = tmp_path / "book"
    run("book", "--count", "4", "--kinds", "chain,blocked", "--out", str(book), "--quiet")
    data = page_data((book / "play.html").read_text())
    assert [p["kind"] for p in data["puzzles"]] == ["chain", "chain", "blocked", "blocked"]
    assert [p["id"] for p in data["puzzles"]][0].startswith("chain-")
    sheet = tmp_path / "sheet"
    run("worksheet", "--kind", "chain", "--lang", "de", "--count", "2", "--out", str(sheet))
    html = (sheet / "pupils" / "play.html").read_text()
    assert '<html lang="de"' in html
    assert page_data(html)["puzzles"][0]["kindName"] == "Dominokette"


def test_every_kind_has_a_page_piece_and_the_page_names_no_kind():
    # the page names no kind: each kind's own domino_puzzles/web module says what the page knows
    for kind in KINDS.values():
        piece = page_piece(kind)
        assert piece.__name__ == kind.page_module
        assert callable(piece.page_data) and callable(piece.answer_moves), kind.name
        assert set(piece.TEACHER_WORDS) <= set(piece.WORDS["en"]), kind.name
    assert not re.search(
        r'"(florentine|endgame|blocked|chain)"', Path(play_html.__file__).read_text()
    )


def test_every_kind_adds_its_own_script_and_the_shared_scripts_name_no_kind():
    for kind in KINDS.values():
        text = script_text(kind)
        assert re.findall(r'addKind\("(\w+)"', text) == [kind.name]
    for name in (*play_html.SHARED, play_html.PAGE):
        text = play_html.web_file(name)
        named = [k for k in KINDS if re.search(rf"\b{k}\b", text, re.IGNORECASE)]
        assert named == [], f"{name} names {named}"


def test_the_page_runs_the_shared_scripts_then_each_kind_in_a_block_then_the_page():
    js = play_html.scripts()
    shared = [js.index(play_html.web_file(name)) for name in play_html.SHARED]
    kinds = [js.index("{\n" + script_text(k)) for k in KINDS.values()]
    assert shared == sorted(shared)
    assert shared[-1] < min(kinds) and max(kinds) < js.index(play_html.web_file(play_html.PAGE))
    assert play_html.scripts() in play_html.page("t", list(solved_cases())[:1])
