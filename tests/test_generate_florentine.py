"""Generated Florentine puzzles, re-checked by the exhaustive reference."""

from __future__ import annotations

import random

import pytest
from click.testing import CliRunner

from cli.main import main
from puzzles.florentine import endgame as florentine
from puzzles.florentine.board import Board, Cell
from puzzles.florentine.cards import Card
from puzzles.florentine.game import FlorentineSetup, play_game
from solver import generate as generator
from solver.florentine.generate import BANDS
from solver.florentine.players import PLAYERS
from solver.registry import KINDS
from tests.reference import florentine as reference
from tests.reference.florentine_replay import check_game


@pytest.fixture(scope="module", params=["easy", "medium", "hard"])
def made(request):
    difficulty = request.param
    return difficulty, generator.generate(KINDS["florentine"], 3, 7, difficulty, jobs=1)


def test_every_puzzle_is_unique_by_exhaustive_search(made) -> None:
    difficulty, puzzles = made
    # Whole pools from games: the plain search takes seconds on a medium pool
    # and minutes on a hard one (8-12 cards), whose uniqueness rests on the
    # model, itself checked against this search in test_florentine_solver.
    searched = {"easy": puzzles, "medium": puzzles[:1], "hard": []}[difficulty]
    for data in puzzles:
        position = florentine.load(data)
        solution = data["solution"]
        # The moves embedded are legal one by one and reach the board given.
        moves = [
            florentine.Placement(
                _cell(m["cell"], position.size),
                None if m.get("personal") else _card(m["card"]),
                m.get("turn", 0),
            )
            for m in solution["moves"]
        ]
        board = florentine.apply(position, moves)
        assert florentine.board_mapping(board) == solution["board"]
        assert position.score(board) == solution["score"]
        if data in searched:
            truth = reference.solve(position)
            assert truth.unique, data["id"]
            assert (truth.score, truth.cards) == (solution["score"], solution["cards_placed"])
            assert truth.boards == {board}


def _cell(name: str, size: int):
    from puzzles.florentine.board import Cell

    return Cell.parse(name, size)


def _card(text: str):
    from puzzles.florentine.cards import Card

    return Card.parse(text)


def test_features_fall_in_the_difficulty_band(made) -> None:
    difficulty, puzzles = made
    band = BANDS[difficulty]
    for data in puzzles:
        meta = data["meta"]
        assert data["difficulty"] == meta["difficulty"] == difficulty
        assert data["size"] == meta["size"] == band["size"]
        assert band["cards"][0] <= meta["cards_placed"] <= band["cards"][1]
        if "decoys" in band:
            assert band["decoys"][0] <= meta["decoys"] <= band["decoys"][1]
        else:
            assert band["pool"][0] <= len(data["pool"]) <= band["pool"][1]
        assert meta["gain"] >= band["gain"]
        assert meta["decoys"] == len(data["pool"]) - meta["cards_placed"]


def test_medium_and_hard_are_positions_the_game_in_meta_reaches(made) -> None:
    """docs/rules.md: the board as a game left it when the pile ran out or later,
    the pool every card not on the board."""
    difficulty, puzzles = made
    if difficulty == "easy":
        assert all(data["meta"]["from_game"] is False for data in puzzles)
        return
    for data in puzzles:
        meta = data["meta"]
        assert meta["from_game"] is True
        named = meta["game"]
        names = [named["bots"]] * named["players"]
        bots = [PLAYERS[n](random.Random(f"{named['seed']}-{p}")) for p, n in enumerate(names)]
        game = play_game(FlorentineSetup(named["players"]), named["seed"], bots)
        assert game.open_from <= named["turn"] <= game.personal_from
        record = game.record(named["seed"], names)
        check_game(record)
        board = Board.empty(7)
        for move in record["moves"][: named["turn"]]:
            if "card" in move:
                lying = Card.parse(move["card"]).turned(move["turn"])
                board = board.put(Cell.parse(move["cell"], 7), lying)
        assert florentine.board_mapping(board) == data["board"]
        on_board = {str(p) for p in board.placed().values()}
        rest = [
            c
            for c in record["deck"]
            if not any(str(t) in on_board for _, t in Card.parse(c).turns())
        ]
        assert sorted(data["pool"]) == sorted(rest)
        assert len(data["pool"]) + len(data["board"]) == 48


def test_easy_is_for_children_on_five_by_five() -> None:
    puzzles = generator.generate(KINDS["florentine"], 4, 11, "easy", jobs=1)
    for data in puzzles:
        assert data["size"] == 5
        assert data["solution"]["cards_placed"] in (1, 2)
        assert Board.empty(5).size == 5


def test_same_seed_same_puzzles_whatever_the_jobs() -> None:
    one = generator.generate(KINDS["florentine"], 4, 5, "medium", jobs=1)
    two = generator.generate(KINDS["florentine"], 4, 5, "medium", jobs=2)
    assert one == two
    assert len({p["id"] for p in one}) == 4
    assert len({generator._key(p) for p in one}) == 4  # no two the same


def test_generate_command_writes_the_same_bytes_and_check_confirms(tmp_path) -> None:
    runner = CliRunner()
    paths = [tmp_path / "a.yaml", tmp_path / "b.yaml"]
    for path, jobs in zip(paths, ("1", "2"), strict=True):
        result = runner.invoke(
            main,
            [
                "generate",
                "florentine",
                "--count",
                "3",
                "--seed",
                "9",
                "--difficulty",
                "easy",
                "--jobs",
                jobs,
                "--out",
                str(path),
                "--quiet",
            ],
        )
        assert result.exit_code == 0, result.output
    assert paths[0].read_bytes() == paths[1].read_bytes()
    check = runner.invoke(main, ["check", str(paths[0])])
    assert check.exit_code == 0
    assert check.stdout.count("solution confirmed") == 3


def test_interrupted_generation_leaves_no_file(tmp_path, monkeypatch) -> None:
    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(generator, "generate", interrupted)
    out = tmp_path / "never.yaml"
    result = CliRunner().invoke(
        main, ["generate", "florentine", "--count", "2", "--out", str(out), "--quiet"]
    )
    assert result.exit_code == 130
    assert not out.exists()
    assert list(tmp_path.iterdir()) == []


def test_atomic_write_keeps_the_old_file_when_writing_fails(tmp_path, monkeypatch) -> None:
    from domino_puzzles import output

    out = tmp_path / "book.yaml"
    out.write_text("old")

    def broken(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(output.os, "replace", broken)
    with pytest.raises(OSError):
        output.write_file(out, "new")
    assert out.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["book.yaml"]
