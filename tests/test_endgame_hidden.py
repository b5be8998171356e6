"""Endgame positions with hidden hands (docs/formats.md "Hidden hands"): the
file form, its errors, and `analyse` by sampling against the open positions
of every consistent deal."""

from __future__ import annotations

import itertools
import json

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cli.main import main
from puzzles.dominoes.endgame import dump, load
from puzzles.dominoes.endgame_hidden import HiddenPosition
from puzzles.dominoes.tiles import Tile, double_set
from puzzles.errors import BadInput
from solver.analyse import analyse
from solver.limits import Limits
from solver.registry import KINDS

SETTINGS = dict(deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])


def circuit(size: int) -> list[tuple[int, int]]:
    """Every tile of an odd double-N set (each number's count even) laid in one
    closed line, oriented: Hierholzer's walk."""
    left = {t for t in double_set(size)}
    stack, out = [(None, 0)], []
    while stack:
        tile, x = stack[-1]
        nxt = next((t for t in sorted(left) if x in (t.a, t.b)), None)
        if nxt is None:
            stack.pop()
            if tile is not None:
                out.append(tile)
        else:
            left.remove(nxt)
            stack.append(((x, nxt.other(x)), nxt.other(x)))
    return [(b, a) for a, b in out]  # the walk back, read forward


def tiny(offset: int, laid: int, mine: int, hidden: int) -> tuple[dict, list[Tile]]:
    """A 2-player double-4 Block position: `laid` tiles of the circuit on the line
    from `offset`, the seat's `mine` tiles next, and the unseen tiles."""
    tour = circuit(4)
    tour = tour[offset:] + tour[:offset]
    line = " ".join(f"{a}-{b}" for a, b in tour[:laid])
    rest = [Tile(min(t), max(t)) for t in tour[laid:]]
    data = {
        "kind": "endgame",
        "rules": "block",
        "set": 4,
        "line": line,
        "hands": [[str(t) for t in rest[:mine]], {"hidden": hidden}],
        "to_move": 0,
        "partnerships": False,
        "seen_from": 0,
    }
    return data, rest[mine:]


def values(analysis) -> dict[str, float]:
    return {json.dumps(m.move, sort_keys=True): m.value for m in analysis.moves}


def test_circuit_lays_every_tile_once():
    tour = circuit(4)
    assert sorted(Tile(min(t), max(t)) for t in tour) == sorted(double_set(4))
    assert all(a[1] == b[0] for a, b in zip(tour, tour[1:], strict=False))


def test_load_and_dump_are_inverse():
    data, _ = tiny(0, 9, 2, 2)
    data["history"] = []
    position = load(data)
    assert isinstance(position, HiddenPosition)
    assert load(dump(position)) == position
    history = {
        "kind": "endgame",
        "rules": "block",
        "set": 6,
        "line": "6-6 6-3",
        "hands": [["3-4", "1-1", "5-5", "0-0", "2-4", "1-2"], {"hidden": 6}],
        "to_move": 0,
        "partnerships": False,
        "seen_from": 0,
        "history": [
            {"player": 0, "tile": "6-6", "to": None},
            {"player": 1, "tile": "6-3", "to": 6},
        ],
    }
    assert dump(load(history)) == history
    draw = {
        "kind": "endgame",
        "rules": "draw",
        "set": 6,
        "line": "6-6 6-3",
        "hands": [{"hidden": 3}, ["3-4", "1-1"]],
        "to_move": 1,
        "partnerships": False,
        "boneyard": {"hidden": 21},
        "seen_from": 1,
    }
    assert dump(load(draw)) == draw
    assert load(dump(load(draw))) == load(draw)


BASE = {
    "kind": "endgame",
    "rules": "block",
    "set": 6,
    "line": "6-6 6-3",
    "hands": [["3-4", "1-1"], {"hidden": 2}],
    "to_move": 0,
    "seen_from": 0,
}


@pytest.mark.parametrize(
    ("change", "where", "words"),
    [
        ({"hands": [{"hidden": 2}, ["3-4", "1-1"]]}, "seen_from", "must be given"),
        ({"seen_from": None}, "seen_from", "missing"),
        ({"seen_from": 2}, "seen_from", "player 0 to 1"),
        ({"hands": [["3-4"], ["1-1"]], "seen_from": 0}, "hands[1]", "is hidden"),
        ({"to_move": 1}, "to_move", "view is seat 0"),
        ({"hands": [["3-4", "1-1"], {"hidden": 0}]}, "hands[1].hidden", "at least 1"),
        ({"hands": [["3-4", "1-1"], {"hidden": 2, "x": 1}]}, "hands[1].x", "unknown"),
        ({"set": 2, "line": "2-2 2-1", "hands": [["0-0"], {"hidden": 4}]}, "hands", "unseen"),
        ({"hands": [["3-4", "1-1"], {"hidden": 8}]}, "hands[1]", "at most 7"),
        ({"solution": {"value": 3}}, "solution", "no one answer"),
        ({"rules": "draw", "boneyard": []}, "boneyard", "hidden too"),
        ({"rules": "draw", "boneyard": {"hidden": 3}}, "hands", "draw rules"),
        ({"history": [{"player": 0, "tile": "6-6", "to": None}]}, "history", "3-6 is on"),
        (
            {"history": [{"player": 0, "tile": "6-6", "to": None}, {"player": 1, "tile": "6-3"}]},
            "history[1]",
            "does not go",
        ),
        (
            {
                "history": [
                    {"player": 0, "tile": "6-6", "to": None},
                    {"player": 0, "tile": "6-3", "to": 6},
                ]
            },
            "history",
            "player 1 is to move",
        ),
        (
            {
                "hands": [["3-4", "1-1"], {"hidden": 3}],
                "history": [
                    {"player": 0, "tile": "6-6", "to": None},
                    {"player": 1, "tile": "6-3", "to": 6},
                ],
            },
            "hands[1]",
            "as many",
        ),
        (
            {
                "set": 4,
                "line": "4-4 4-3",
                "hands": [["0-0", "0-1", "0-2", "1-1", "1-2"], {"hidden": 7}],
                "history": [
                    {"player": 0, "tile": "4-4", "to": None},
                    {"player": 1, "pass": True},
                    {"player": 0, "tile": "4-3", "to": 4},
                    {"player": 1, "pass": True},
                ],
            },
            "history",
            "no deal",
        ),
        (
            {
                "line": "5-6 6-6 6-3",
                "hands": [["1-1", "2-4"], {"hidden": 3}],
                "history": [
                    {"player": 0, "tile": "6-6", "to": None},
                    {"player": 1, "tile": "6-3", "to": 6},
                    {"player": 0, "pass": True},
                    {"player": 1, "pass": True},
                    {"player": 0, "tile": "6-5", "to": 6},
                ],
            },
            "history[4]",
            "passed before with 6 open",
        ),
        (
            {
                "history": [
                    {"player": 0, "tile": "6-6", "to": None},
                    {"player": 1, "tile": "6-3", "to": 6},
                    {"player": 0, "pass": True},
                    {"player": 1, "pass": True},
                ],
            },
            "hands[0]",
            "3-4",
        ),
    ],
)
def test_bad_hidden_positions_name_the_field(change, where, words):
    data = {k: v for k, v in {**BASE, **change}.items() if v is not None}
    with pytest.raises(BadInput) as error:
        load(data)
    assert error.value.field == where, str(error.value)
    assert words in error.value.message


def test_the_example_loads_and_its_pass_binds_the_hidden_hand():
    import yaml

    from solver.dominoes.analyse.endgame import seat_view
    from solver.dominoes.sampling import lacking

    with open("examples/positions/endgame-hidden.yaml") as file:
        position = load(yaml.safe_load(file))
    assert lacking(seat_view(position))[1] == {1, 6}


def test_solve_check_refuse_and_hint_samples(tmp_path):
    path = tmp_path / "h.yaml"
    path.write_text(json.dumps(BASE))
    svg = tmp_path / "h.svg"
    for command in (["solve"], ["check"], ["render", "--out", str(svg)]):
        result = CliRunner().invoke(main, [*command, str(path)])
        assert result.exit_code == 2, result.output
        assert f"{path}: puzzle 1: hands: hands are hidden" in result.output
        assert "not a puzzle" in result.output and "analyse" in result.output
    assert not svg.exists()
    result = CliRunner().invoke(main, ["hint", str(path), "--format", "json"])
    assert result.exit_code == 0, result.output
    step = json.loads(result.output)
    assert step["technique"] == "sampled" and step["move"]["tile"] in ("3-4", "1-1")


def test_a_forced_hidden_hand_analyses_as_the_open_position():
    data, unseen = tiny(3, 11, 2, 2)
    hidden = load(data)
    assert len(unseen) == 2  # every other tile is seen: one consistent deal
    opened = {k: v for k, v in data.items() if k != "seen_from"}
    opened = load({**opened, "hands": [data["hands"][0], [str(t) for t in unseen]]})
    sampled, exact = (
        analyse(KINDS["endgame"], hidden, Limits()),
        analyse(KINDS["endgame"], opened, Limits()),
    )
    assert values(sampled) == values(exact)
    assert sampled.status == exact.status == "optimal"
    # one deal fits: searched once, exactly, and said so ("nothing is hidden")
    assert sampled.extra == {"sampled": True, "samples": 1, "model": "open"}
    assert [m.best for m in sampled.moves] == [m.best for m in exact.moves]


@settings(max_examples=12, **SETTINGS)
@given(
    st.integers(0, 14),
    st.integers(4, 8),
    st.integers(1, 3),
    st.integers(1, 3),
)
def test_sampled_values_lie_within_the_open_values_of_the_consistent_deals(
    offset, laid, mine, hidden
):
    # the worst case (the others see every hand: each deal searched exactly)
    # is a mean of the open values of the consistent deals
    from solver.dominoes.analyse.endgame import sampled

    data, unseen = tiny(offset, laid, mine, hidden)
    position = load(data)
    rows, header = sampled(position, model="worst")
    assert header["sampled"] and header["samples"] >= 1
    assert header["model"] in ("worst", "open")
    seen: dict[str, list[float]] = {}
    for hand in itertools.combinations(unseen, hidden):
        opened = position.open((position.hand, hand))
        for move, value in values(analyse(KINDS["endgame"], opened, Limits())).items():
            seen.setdefault(move, []).append(value)
    for row in rows:
        key = json.dumps(row.move, sort_keys=True)
        if row.value is None:
            continue
        assert min(seen[key]) - 1e-3 <= row.value <= max(seen[key]) + 1e-3
        assert 0 <= row.extra["win"] <= 1
        if row.extra["ci"] is not None:  # one deal: none
            lo, hi = row.extra["ci"]
            assert lo <= row.value + 1e-3 and row.value - 1e-3 <= hi


def outs_samples(outs: list[str]) -> int:
    return json.loads(outs[0])["samples"]


def test_analyse_is_the_same_bytes_twice(tmp_path):
    path = tmp_path / "h.yaml"
    data, _ = tiny(5, 6, 3, 3)
    path.write_text(json.dumps(data))
    outs = []
    for _ in range(2):
        result = CliRunner().invoke(main, ["analyse", str(path), "--format", "json"])
        assert result.exit_code == 0, result.output
        out = json.loads(result.output)
        assert out["sampled"] is True and out["samples"] > 100
        assert out["model"] == "expert"
        out.pop("seconds")
        outs.append(json.dumps(out))
    assert outs[0] == outs[1]
    longer = []
    for _ in range(2):  # --time-limit buys work, not wall-clock time: the same bytes too
        args = ["analyse", str(path), "--format", "json", "--time-limit", "1"]
        out = json.loads(CliRunner().invoke(main, args).output)
        assert out["samples"] > outs_samples(outs)  # more work, more deals
        out.pop("seconds")
        longer.append(json.dumps(out))
    assert longer[0] == longer[1]
    text = CliRunner().invoke(main, ["analyse", str(path)])
    assert "sampled deals" in text.output and "hidden tiles" in text.output


DRAW = {
    "kind": "endgame",
    "rules": "draw",
    "set": 6,
    "line": "6-6 6-3",
    "hands": [["3-4", "1-1", "6-2"], {"hidden": 3}],
    "boneyard": {"hidden": 20},
    "to_move": 0,
    "seen_from": 0,
}


def test_draw_rules_value_the_seat_s_lays_with_the_boneyard_hidden():
    analysis = analyse(KINDS["endgame"], load(DRAW), Limits())
    tiles = sorted(m.move["tile"] for m in analysis.moves)
    assert tiles == ["2-6", "3-4"]  # 1-1 fits no open end
    assert analysis.extra["sampled"] and analysis.extra["model"] == "expert"
    assert analysis.status == "feasible" and all(not m.exact for m in analysis.moves)


def test_a_seat_that_must_draw_has_one_move_without_a_value():
    data = {**DRAW, "hands": [["1-1", "2-2"], {"hidden": 3}], "boneyard": {"hidden": 21}}
    analysis = analyse(KINDS["endgame"], load(data), Limits())
    assert [m.to_mapping() for m in analysis.moves] == [
        {"move": {"player": 0, "draw": None}, "value": None, "best": False, "exact": False}
    ]
