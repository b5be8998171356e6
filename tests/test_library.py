"""`import domino_puzzles` as a script uses it: each function of docs/library.md
at work, its files the very bytes the command writes, and its types reaching
a user's type checker."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

import domino_puzzles as dp
from cli.main import main
from domino_puzzles.recipe import Part, Recipe
from puzzles.status import Status
from tests.test_bot_protocol import views_of

ROOT = Path(__file__).resolve().parent.parent


def run(*args: object) -> str:
    result = CliRunner().invoke(main, [str(a) for a in args])
    assert result.exit_code == 0, result.output
    return result.stdout


def files_of(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


@pytest.fixture(scope="module")
def chains() -> list[dp.Entry]:
    return dp.generate("chain", 2, seed=3, difficulty="easy")


def test_generate_gives_loaded_puzzles_that_solve_check_draw_and_hint(chains):
    assert [p.label for p in chains] == ["1 (chain-easy-3-001)", "2 (chain-easy-3-002)"]
    for puzzle in chains:
        assert puzzle.kind.name == "chain"
        assert puzzle.puzzle.solution is not None  # generated with its answer
        answer = dp.solve(puzzle)
        assert answer.status == Status.OPTIMAL and answer.unique is True
        assert not puzzle.kind.differences(puzzle.puzzle.solution, answer)
        result = dp.check(puzzle)
        assert result.ok and result.verdict == "ok: unique, solution confirmed"
        drawn, key = dp.draw(puzzle), dp.draw(puzzle, answer)
        assert drawn.startswith("<svg") and key.startswith("<svg") and drawn != key
        assert dp.draw(puzzle, answer.to_mapping()) == key  # the JSON answer draws alike
        step = dp.hint(puzzle)
        assert step.move is not None and step.reason
        steps = dp.explain(puzzle)
        assert steps and steps[0] == step


def test_dump_and_load_go_round_and_are_what_generate_writes(chains, tmp_path):
    for puzzle in chains:
        again = dp.load(dp.dump(puzzle))
        assert again.puzzle == puzzle.puzzle and again.kind is puzzle.kind
    out = tmp_path / "chain.yaml"
    run("generate", "chain", "--count", 2, "--seed", 3, "--difficulty", "easy", "--out", out)
    from puzzles.files import dump_yaml

    assert out.read_text() == dump_yaml({"puzzles": [dp.dump(p) for p in chains]})
    assert [e.puzzle for e in dp.load_file(out).puzzles] == [p.puzzle for p in chains]


def test_a_position_alone_is_a_puzzle_too(chains):
    alone = chains[0].puzzle
    untimed = {"seconds": 0}
    assert dp.solve(alone).to_mapping() | untimed == dp.solve(chains[0]).to_mapping() | untimed
    assert dp.dump(alone) == dp.dump(chains[0])


def test_bad_input_is_bad_input_and_names_the_field():
    with pytest.raises(dp.BadInput, match="kind"):
        dp.load({"kind": "sudoku"})
    with pytest.raises(dp.BadInput, match="difficulty"):
        dp.generate("chain", difficulty="fiendish")
    with pytest.raises(dp.BadInput, match="bots"):
        dp.play("block", 2, bots="clever")


def test_analyse_gives_every_first_move_best_first():
    entry = dp.load_file(ROOT / "examples" / "endgame.yaml").puzzles[0]
    analysis = dp.analyse(entry)
    assert analysis.moves and analysis.moves[0].best
    printed = json.loads(run("analyse", ROOT / "examples/endgame.yaml", "--format", "json"))
    untimed = {"seconds": 0}
    assert analysis.to_mapping() | untimed == printed | untimed


def test_a_book_is_the_commands_book_byte_for_byte(tmp_path):
    recipe = Recipe(seed=3, sections=(Part("chain", ("easy",), 2),))
    made = dp.book(tmp_path / "lib", recipe, jobs=1)
    args = ("book", "--kinds", "chain", "--count", 2, "--difficulty", "easy", "--seed", 3)
    run(*args, "--jobs", 1, "--quiet", "--out", tmp_path / "cli")
    assert files_of(tmp_path / "lib") == files_of(tmp_path / "cli")
    assert made.pages == len(list((tmp_path / "lib").glob("page-*.svg")))
    printed = dp.load_file(tmp_path / "cli/book.yaml").puzzles
    assert [dp.dump(p) for p in made.puzzles] == [dp.dump(e) for e in printed]


def test_a_worksheet_is_the_commands_worksheet_byte_for_byte(tmp_path):
    sheet = dp.worksheet(tmp_path / "lib", "chain", count=2, seed=3, lang="nl")
    run(
        "worksheet",
        "--kind",
        "chain",
        "--count",
        2,
        "--seed",
        3,
        "--lang",
        "nl",
        "--quiet",
        "--out",
        tmp_path / "cli",
    )
    assert files_of(tmp_path / "lib") == files_of(tmp_path / "cli")
    assert (sheet.pages, sheet.keys) == (
        len(list((tmp_path / "lib/pupils").glob("page-*.svg"))),
        len(list((tmp_path / "lib/teacher").glob("key-*.svg"))),
    )


def test_play_page_is_one_page_of_the_puzzles(chains):
    page = dp.play_page(chains, "Chains")
    assert page.startswith("<!DOCTYPE html>") and "<title>Chains</title>" in page
    pupils = dp.play_page(chains, "Chains", hints=0)
    assert pupils != page  # no answers in the pupils' page


@pytest.mark.parametrize(("rules", "players"), [("block", 2), ("draw", 3), ("florentine", 2)])
def test_play_is_the_commands_game(rules, players):
    played = dp.play(rules, players, seed=5)
    args = ("play", "--rules", rules, "--players", players, "--seed", 5)
    assert played.record() == json.loads(run(*args, "--format", "json"))
    assert played.text() + "\n" == run(*args)
    assert played.bots == ("best",) * players


def test_a_bot_answers_as_the_bot_command_does():
    from puzzles.dominoes.match import Setup

    bot = dp.bot("block", "greedy", seed=1)
    lines = [json.dumps(v.to_mapping()) for v, _, _ in views_of(Setup("block", 2), 0)[:6]]
    moves = [bot(line) for line in [*lines, "not json"]]
    cli = CliRunner().invoke(
        main,
        ["bot", "--rules", "block", "--level", "greedy", "--seed", "1"],
        input="\n".join([*lines, "not json"]) + "\n",
    )
    assert moves == [json.loads(line) for line in cli.stdout.splitlines()]
    assert all("error" not in m for m in moves[:-1]) and "error" in moves[-1]
    assert bot(json.loads(lines[0])) == moves[0]  # a mapping is a view too


def test_the_deciders_play_in_process():
    from puzzles.dominoes.match import Setup, play_match
    from solver.dominoes.players import seated

    deciders = [seated(dp.domino_decider("greedy", seed=p)) for p in range(2)]
    match = play_match(Setup("block", 2), 5, deciders, max_rounds=1)
    assert match.rounds
    assert callable(dp.florentine_decider("random"))


# A user's script: it type-checks only if the library's results are typed
# (an Any would let the wrong assignment below through).
USER_SCRIPT = """
import domino_puzzles as dp

puzzles: list[dp.Entry] = dp.generate("chain", 1, seed=3, difficulty="easy")
answer: dp.Answer = dp.solve(puzzles[0])
unique: bool | None = answer.unique
fields: dict[str, object] = answer.to_mapping()
result: dp.Check = dp.check(puzzles[0])
ok: bool = result.ok
step: dp.Step = dp.hint(puzzles[0])
svg: str = dp.draw(puzzles[0], answer)
played: dp.Played = dp.play("block", 2, seed=5)
text: str = played.text()
"""
WRONG = "\nwrong: str = dp.solve(puzzles[0]).unique\n"


def test_the_types_reach_a_user_script(tmp_path):
    good, bad = tmp_path / "good.py", tmp_path / "bad.py"
    good.write_text(USER_SCRIPT)
    bad.write_text(USER_SCRIPT + WRONG)
    mypy = [sys.executable, "-m", "mypy", "--no-error-summary", "--follow-imports=silent"]
    checked = subprocess.run([*mypy, str(good)], cwd=ROOT, capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    refused = subprocess.run([*mypy, str(bad)], cwd=ROOT, capture_output=True, text=True)
    assert refused.returncode == 1
    assert 'Incompatible types in assignment (expression has type "bool | None"' in refused.stdout
