"""`hint` and `solve --explain` on positions with several best answers: a step
that keeps a best answer reachable, the others as good, never a refusal."""

from __future__ import annotations

import json
import random

from click.testing import CliRunner

from cli.main import main
from solver import api, hints
from solver.analyse import analyse, same_move
from solver.limits import Limits
from solver.registry import KINDS
from tests import analyse_agreement as agreement


def _makers():
    from tests.helpers import random_endgame

    return {
        "endgame": agreement._endgame,
        "florentine": lambda rng: random_endgame(rng, rng.randint(1, 3), size=rng.choice([5, 7])),
        "blocked": agreement._blocked,
        "chain": agreement._chain,
    }


def _tied(name: str, wanted: int):
    """Seeded random positions of a kind whose best answer is not unique."""
    rng, out = random.Random(f"ties-{name}"), []
    kind = KINDS[name]
    for _ in range(400):
        position = _makers()[name](rng)
        answer = kind.solve(position, Limits())
        if answer.status == "optimal" and answer.unique is False:
            out.append((position, answer))
            if len(out) == wanted:
                break
    return kind, out


def _check_ties(name: str) -> int:
    kind, tied = _tied(name, 12)
    assert tied, f"no tied {name} position found"
    for position, answer in tied:
        step = hints.hint(kind, position, answer)
        best = analyse(kind, position, Limits()).best
        assert step.others is not None
        if step.move is None:  # the best answer lays nothing; these moves keep it too
            assert step.technique == "solved" and not answer.moves
            assert list(step.others) == [m.move for m in best]
            assert hints.steps_for(kind, position, answer) == []
            continue
        assert any(same_move(kind, position, m.move, step.move) for m in best)
        assert all(any(same_move(kind, position, o, m.move) for m in best) for o in step.others)
        assert len(step.others) == len(best) - 1
        steps = hints.steps_for(kind, position, answer)
        assert steps[0] == step and all(s.move is not None for s in steps)
    return len(tied)


def test_endgame_ties_get_a_best_move_and_the_others():
    _check_ties("endgame")


def test_florentine_ties_get_a_best_move_and_the_others():
    _check_ties("florentine")


def test_blocked_ties_get_a_best_move_and_the_others():
    _check_ties("blocked")


def test_chain_ties_get_a_best_move_and_the_others():
    _check_ties("chain")


def test_a_two_player_block_endgame_with_two_best_moves(tmp_path):
    path = tmp_path / "tie.yaml"
    path.write_text(
        "kind: endgame\nrules: block\nline: '3-3'\nhands: [[3-4, 3-5, 1-1], [0-0, 2-2]]\n"
    )
    runner = CliRunner()
    hint = runner.invoke(main, ["hint", str(path)])
    assert hint.exit_code == 0
    assert "more than one answer" not in hint.output
    assert "As good, any of these: player 0: 3-4" in hint.output
    explained = runner.invoke(main, ["solve", "--explain", str(path)])
    assert "steps:\n1. Player 0: 3-5" in explained.output
    # `check` still judges uniqueness: this is no puzzle.
    assert runner.invoke(main, ["check", str(path)]).exit_code == 1


def _game_cuts():
    """Positions cut from 20 seeded games: 10 Florentine (late, in the open
    phase or the personal round) and 10 Block rounds (mid-round)."""
    from puzzles.game_positions import position_after

    runner = CliRunner()
    for seed in range(10):
        log = json.loads(
            runner.invoke(
                main, ["play", "--rules", "florentine", "--seed", str(seed), "--format", "json"]
            ).output
        )
        moves = len(log["moves"])
        for n in (moves - 4, moves - 1):
            yield position_after(log, n)
    for seed in range(10):
        log = json.loads(
            runner.invoke(
                main, ["play", "--seed", str(seed), "--rounds", "1", "--format", "json"]
            ).output
        )
        moves = len(log["rounds"][0]["moves"])
        for n in (moves // 3, moves // 2):
            yield position_after(log, n)


def test_hint_answers_every_position_cut_from_20_games():
    from solver.registry import load

    for data in _game_cuts():
        kind, position = load(data)
        answer = kind.solve(position, Limits())
        step = hints.hint(kind, position, answer)
        assert step.technique not in ("not-unique", "undecided", "no-answer"), data["id"]
        assert step.move is not None or step.technique == "solved", data["id"]


def test_hint_answers_every_example():
    for entry in api.load_file("examples/collection.yaml").puzzles:
        step = api.hint(entry)
        assert step.move is not None, entry.label
