"""The command line, in process with click's CliRunner (docs/formats.md: output and exit codes)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from cli.main import main
from puzzles.files import dump_yaml
from puzzles.florentine.board import Cell
from puzzles.florentine.cards import Card
from puzzles.florentine.endgame import Placement, apply, load
from puzzles.florentine.rooms import score

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "florentine.yaml"

# A position whose best score (0, no card) is reached by several final boards:
# the personal card may go on any of the four cells around D4, or stay out.
NOT_UNIQUE = {"kind": "florentine", "colour": "red", "board": {"D4": "RR1BG"}}
# No line holds these tiles: no two show a number alike.
NO_ANSWER = {"kind": "chain", "set": 5, "tiles": ["0-1", "2-3", "4-5"]}


def example_data() -> dict:
    return yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))


def run(*args: str):
    result = CliRunner().invoke(main, [str(a) for a in args])
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result


def write(tmp_path: Path, name: str, data) -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else dump_yaml(data), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def solved() -> dict:
    result = run("solve", EXAMPLE, "--format", "json")
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


# -- solve ---------------------------------------------------------------------------
class TestSolveJson:
    def test_common_fields(self, solved):
        assert solved["kind"] == "florentine"
        assert solved["status"] == "optimal"
        assert solved["unique"] is True
        assert isinstance(solved["seconds"], int | float) and solved["seconds"] >= 0

    def test_score_and_cards(self, solved):
        assert solved["score"] == 5
        cards = [m for m in solved["moves"] if not m.get("personal")]
        assert solved["cards_placed"] == len(cards) == 3

    def test_moves(self, solved):
        pool = example_data()["pool"]
        personal = [m for m in solved["moves"] if m.get("personal")]
        assert len(personal) <= 1
        for move in solved["moves"]:
            Cell.parse(move["cell"], 7)
            if move.get("personal"):
                assert move == {"cell": move["cell"], "personal": True}
            else:
                assert set(move) == {"cell", "card", "turn"}
                assert move["card"] in pool  # as written in the pool
                assert move["turn"] in (0, 1, 2, 3)
        cards = [m["card"] for m in solved["moves"] if not m.get("personal")]
        assert len(set(cards)) == len(cards)

    def test_moves_replay_to_the_board(self, solved):
        position = load(example_data())
        moves = [
            Placement(Cell.parse(m["cell"], 7))
            if m.get("personal")
            else Placement(Cell.parse(m["cell"], 7), Card.parse(m["card"]), m["turn"])
            for m in solved["moves"]
        ]
        final = apply(position, moves)  # each move legal at its moment
        assert {c.name: str(p) for c, p in final.placed().items()} == solved["board"]
        assert score(final, "G") == solved["score"]

    def test_board(self, solved):
        given = example_data()["board"]
        board = solved["board"]
        for name, card in given.items():
            assert board[name] == card
        personals = [name for name, card in board.items() if card == "P"]
        personal = [m["cell"] for m in solved["moves"] if m.get("personal")]
        assert personals == personal
        new = set(board) - set(given) - set(personals)
        assert len(new) == solved["cards_placed"]
        assert all(Card.parse(board[name]) for name in new)

    def test_same_answer_every_run(self, solved):
        again = json.loads(run("solve", EXAMPLE, "--format", "json").stdout)
        again.pop("seconds")
        assert again == {k: v for k, v in solved.items() if k != "seconds"}

    def test_nothing_on_stderr(self):
        result = run("solve", EXAMPLE, "--format", "json")
        assert result.stderr == ""


class TestSolveOtherFormats:
    def test_yaml(self, solved):
        result = run("solve", EXAMPLE, "--format", "yaml")
        assert result.exit_code == 0
        data = yaml.safe_load(result.stdout)
        assert set(data) >= {"kind", "status", "unique", "seconds", "score", "cards_placed"}
        data.pop("seconds")
        assert data == {k: v for k, v in solved.items() if k != "seconds"}

    def test_text(self, solved):
        result = run("solve", EXAMPLE, "--format", "text")
        assert result.exit_code == 0
        text = result.stdout
        assert "optimal" in text and "unique" in text and "NOT unique" not in text
        assert "green scores 5 with 3 cards laid" in text
        for move in solved["moves"]:
            if move.get("personal"):
                assert f"personal card on {move['cell']}" in text
            else:
                assert f"{move['card']} turned {move['turn']} on {move['cell']}" in text
        # The drawn board has a column header and one numbered line per row.
        assert all(letter in text.splitlines()[1] for letter in "ABCDEFG")

    def test_text_is_the_default(self):
        def untimed(text: str) -> str:
            return re.sub(r"\(\d+\.\d+ s\)", "(s)", text)

        default = run("solve", EXAMPLE).stdout
        assert untimed(default) == untimed(run("solve", EXAMPLE, "--format", "text").stdout)

    def test_not_unique_in_text(self, tmp_path):
        result = run("solve", write(tmp_path, "p.yaml", NOT_UNIQUE))
        assert result.exit_code == 0
        assert "NOT unique" in result.stdout

    def test_a_puzzle_with_no_answer_is_not_called_not_unique(self, tmp_path):
        result = run("solve", write(tmp_path, "p.yaml", NO_ANSWER))
        assert result.exit_code == 0
        head = result.stdout.splitlines()[0]
        assert head.startswith("chain: infeasible") and "unique" not in head

    def test_time_limit_is_accepted(self):
        result = run("solve", EXAMPLE, "--format", "json", "--time-limit", "20")
        assert result.exit_code == 0, result.stderr
        data = json.loads(result.stdout)
        assert data["status"] in ("optimal", "feasible")
        assert data["score"] == 5

    @pytest.mark.parametrize("value", ["0", "-1", "soon"])
    def test_bad_time_limit_is_a_usage_error(self, value):
        result = run("solve", EXAMPLE, "--time-limit", value)
        assert result.exit_code == 2
        assert result.stdout == ""

    def test_bad_format(self):
        result = run("solve", EXAMPLE, "--format", "xml")
        assert result.exit_code == 2
        assert result.stdout == ""


class TestCollections:
    def test_collection_prints_a_json_list(self, tmp_path, solved):
        path = write(tmp_path, "all.yaml", {"puzzles": [example_data(), NOT_UNIQUE]})
        result = run("solve", path, "--format", "json")
        assert result.exit_code == 0, result.stderr
        data = json.loads(result.stdout)
        assert isinstance(data, list) and len(data) == 2
        assert all(d["kind"] == "florentine" for d in data)
        assert data[0]["score"] == solved["score"]
        assert data[0]["board"] == solved["board"]
        assert data[1]["unique"] is False
        assert data[1]["score"] == 0

    def test_collection_of_one_is_still_a_list(self, tmp_path):
        path = write(tmp_path, "one.yaml", {"puzzles": [example_data()]})
        data = json.loads(run("solve", path, "--format", "json").stdout)
        assert isinstance(data, list) and len(data) == 1

    def test_collection_in_yaml_and_text(self, tmp_path):
        path = write(tmp_path, "all.yaml", {"puzzles": [example_data(), NOT_UNIQUE]})
        data = yaml.safe_load(run("solve", path, "--format", "yaml").stdout)
        assert isinstance(data, list) and len(data) == 2
        text = run("solve", path, "--format", "text").stdout
        assert "puzzle 1 (sample-1)" in text
        assert "puzzle 2" in text


# -- check ---------------------------------------------------------------------------
class TestCheck:
    def test_unique_example(self):
        result = run("check", EXAMPLE)
        assert result.exit_code == 0, result.stderr
        lines = result.stdout.splitlines()
        assert len(lines) == 1
        assert lines[0].startswith("puzzle 1 (sample-1): ok: unique")

    def test_not_unique(self, tmp_path):
        result = run("check", write(tmp_path, "p.yaml", NOT_UNIQUE))
        assert result.exit_code == 1
        lines = result.stdout.splitlines()
        assert len(lines) == 1
        assert lines[0].startswith("puzzle 1: FAIL")
        assert "not unique" in lines[0]

    @pytest.mark.parametrize(
        ("lang", "words"),
        [
            ("en", "it has no answer"),
            ("nl", "geen oplossing"),
            ("de", "keine Lösung"),
            ("lv", "nav atbildes"),
        ],
    )
    def test_a_puzzle_with_no_answer_fails_as_one(self, tmp_path, lang, words):
        result = run("check", "--lang", lang, write(tmp_path, "p.yaml", NO_ANSWER))
        assert result.exit_code == 1
        assert words in result.stdout and "unique" not in result.stdout

    def test_one_line_per_puzzle(self, tmp_path):
        path = write(tmp_path, "all.yaml", {"puzzles": [example_data(), NOT_UNIQUE, NOT_UNIQUE]})
        result = run("check", path)
        assert result.exit_code == 1
        lines = result.stdout.splitlines()
        assert len(lines) == 3
        assert lines[0].startswith("puzzle 1 (sample-1): ok")
        assert lines[1].startswith("puzzle 2: FAIL")
        assert lines[2].startswith("puzzle 3: FAIL")
        assert "2 of 3" in result.stderr

    def test_all_unique_collection(self, tmp_path):
        no_personal = {**NOT_UNIQUE, "personal": False}  # then only one final board
        path = write(tmp_path, "all.yaml", {"puzzles": [example_data(), no_personal]})
        result = run("check", path)
        assert result.exit_code == 0, result.stdout + result.stderr
        assert len(result.stdout.splitlines()) == 2

    def test_right_embedded_solution(self, tmp_path, solved):
        data = example_data()
        data["solution"] = solved
        result = run("check", write(tmp_path, "p.yaml", data))
        assert result.exit_code == 0, result.stdout
        assert "solution confirmed" in result.stdout

    @pytest.mark.parametrize(
        ("key", "wrong"),
        [("score", 4), ("score", 6), ("cards_placed", 2), ("unique", False)],
    )
    def test_wrong_embedded_solution(self, tmp_path, solved, key, wrong):
        data = example_data()
        data["solution"] = {**solved, key: wrong}
        result = run("check", write(tmp_path, "p.yaml", data))
        assert result.exit_code == 1
        assert "FAIL" in result.stdout
        assert f"solution.{key}" in result.stdout

    def test_wrong_embedded_board(self, tmp_path, solved):
        data = example_data()
        board = dict(solved["board"])
        laid = next(name for name, card in board.items() if card == "P")
        del board[laid]
        data["solution"] = {"board": board}
        result = run("check", write(tmp_path, "p.yaml", data))
        assert result.exit_code == 1
        assert "solution.board" in result.stdout

    def test_time_limit_is_accepted(self):
        result = run("check", EXAMPLE, "--time-limit", "20")
        assert result.exit_code == 0, result.stdout + result.stderr


# -- errors ----------------------------------------------------------------------------
class TestBadInput:
    def assert_bad(self, result, *words: str):
        assert result.exit_code == 2, (result.stdout, result.stderr)
        assert result.stdout == ""
        assert "Traceback" not in result.stderr
        for word in words:
            assert word in result.stderr, (word, result.stderr)

    @pytest.mark.parametrize("command", ["solve", "check"])
    def test_unreadable_file(self, tmp_path, command):
        path = tmp_path / "missing.yaml"
        self.assert_bad(run(command, path), str(path), "cannot read")

    @pytest.mark.parametrize("command", ["solve", "check"])
    def test_invalid_yaml(self, tmp_path, command):
        path = write(tmp_path, "broken.yaml", "kind: florentine\nboard: {D4: RR1BG\n")
        self.assert_bad(run(command, path), str(path), "invalid YAML")

    def test_not_utf8(self, tmp_path):
        path = tmp_path / "latin.yaml"
        path.write_bytes("kind: florentine\ntitle: caf\xe9\n".encode("latin-1"))
        self.assert_bad(run("solve", path), str(path))

    @pytest.mark.parametrize("command", ["solve", "check"])
    def test_unknown_kind(self, tmp_path, command):
        path = write(tmp_path, "chess.yaml", {"kind": "chess"})
        self.assert_bad(run(command, path), str(path), "puzzle 1", "kind", "chess")

    def test_missing_kind(self, tmp_path):
        path = write(tmp_path, "nokind.yaml", {"colour": "red"})
        self.assert_bad(run("solve", path), str(path), "puzzle 1", "kind")

    @pytest.mark.parametrize("command", ["solve", "check"])
    def test_unknown_colour_in_a_card(self, tmp_path, command):
        data = {"kind": "florentine", "colour": "red", "board": {"D4": "RR1BG", "D3": "RXBG"}}
        path = write(tmp_path, "board.yaml", data)
        result = (
            run(command, path, "--format", "json") if command == "solve" else run(command, path)
        )
        self.assert_bad(result, str(path), "puzzle 1", "board.D3", "'X'")
        assert f"{path}: puzzle 1: board.D3: card 'RXBG' has unknown colour 'X'" in result.stderr

    def test_bad_puzzle_in_a_collection_writes_nothing(self, tmp_path):
        bad = {"kind": "florentine", "id": "two", "colour": "pink"}
        path = write(tmp_path, "all.yaml", {"puzzles": [example_data(), bad]})
        self.assert_bad(run("solve", path, "--format", "json"), str(path), "puzzle 2", "colour")
        assert "two" in run("solve", path).stderr

    def test_clashing_cards(self, tmp_path):
        data = {"kind": "florentine", "colour": "red", "board": {"D4": "RR1BG", "D3": "BB1GR"}}
        path = write(tmp_path, "clash.yaml", data)
        result = run("solve", path)
        self.assert_bad(result, str(path), "puzzle 1", "does not fit")
        assert "board.D3" in result.stderr or "board.D4" in result.stderr

    def test_puzzles_not_a_list(self, tmp_path):
        path = write(tmp_path, "p.yaml", "puzzles: 3\n")
        self.assert_bad(run("solve", path), str(path), "puzzles")

    def test_directory_is_bad_input(self, tmp_path):
        result = run("solve", tmp_path)
        self.assert_bad(result, f"error: {tmp_path}: is a directory")
        assert result.stderr.count("\n") == 1


class TestOtherFailures:
    def test_unexpected_error_exits_1_with_one_line(self, monkeypatch):
        def boom(puzzle, limits):
            raise RuntimeError("solver fell over")

        monkeypatch.setattr("solver.florentine.solve.solve", boom)
        result = run("solve", EXAMPLE, "--format", "json")
        assert result.exit_code == 1
        assert result.stdout == ""
        assert result.stderr.strip().count("\n") == 0
        assert "solver fell over" in result.stderr
        assert "Traceback" not in result.stderr

    def test_debug_shows_the_traceback(self, monkeypatch):
        def boom(puzzle, limits):
            raise RuntimeError("solver fell over")

        monkeypatch.setattr("solver.florentine.solve.solve", boom)
        result = run("--debug", "solve", EXAMPLE)
        assert result.exit_code == 1
        assert "Traceback" in result.stderr


# -- the program ----------------------------------------------------------------------
def test_python_m_cli_help():
    done = subprocess.run(
        [sys.executable, "-m", "cli", "--help"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "solve" in done.stdout
    assert "check" in done.stdout


def test_solve_help_names_options():
    result = run("solve", "--help")
    assert result.exit_code == 0
    assert "--format" in result.stdout
    assert "--time-limit" in result.stdout


def test_version():
    result = run("--version")
    assert result.exit_code == 0
    assert "0.1.0" in result.stdout
