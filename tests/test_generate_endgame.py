"""Generated endgame puzzles, re-checked by the plain memoised minimax."""

from __future__ import annotations

import pytest

from puzzles.dominoes import endgame
from solver import generate as generator
from solver.dominoes.generate.endgame import BANDS
from solver.registry import KINDS
from tests.reference import endgame as reference


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard"])
def test_generated_endgames_are_unique_by_plain_minimax(difficulty: str) -> None:
    puzzles = generator.generate(KINDS["endgame"], 3 if difficulty == "hard" else 5, 4, difficulty)
    band = BANDS[difficulty]
    shapes = {(p, part) for p, part, _ in band["shapes"]}
    for data in puzzles:
        position = endgame.load(data)
        value, best = reference.solve(position)
        assert len(best) == 1, data["id"]
        assert value == data["solution"]["value"]
        meta = data["meta"]
        assert (meta["players"], meta["partnerships"]) in shapes
        sizes = next(
            s
            for p, part, s in band["shapes"]
            if (p, part) == (meta["players"], meta["partnerships"])
        )
        assert sizes[0] <= meta["hand_tiles"] <= sizes[1]
        assert meta["first_moves"] >= band["first_moves"]
        # The principal line replays legally from the position.
        moves = [endgame.Move.from_mapping(m) for m in data["solution"]["moves"]]
        assert endgame.replay(position, moves).over is not None


def test_same_puzzles_whatever_the_jobs() -> None:
    assert generator.generate(KINDS["endgame"], 4, 8, "medium", jobs=1) == generator.generate(
        KINDS["endgame"], 4, 8, "medium", jobs=2
    )
