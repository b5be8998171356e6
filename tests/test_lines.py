"""The blocked and chain models against the exhaustive references, known values,
and their files."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from puzzles.dominoes import blocked, chain
from puzzles.dominoes.line import End, Half, Line
from puzzles.dominoes.tiles import Tile, double_set
from puzzles.errors import BadInput
from solver.dominoes import blocked as blocked_solver
from solver.dominoes import chain as chain_solver
from tests.helpers import canonical
from tests.reference import lines as reference

SETTINGS = settings(
    max_examples=120, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)


def random_line(rng: random.Random, tiles: list[Tile], length: int) -> Line:
    """A random line of up to `length` tiles grown from a random tile."""
    if not length:
        return Line()
    first = rng.choice(tiles)
    line = Line(((first.a, first.b),))
    for _ in range(length - 1):
        moves = [
            (t, end)
            for t in tiles
            if t not in line.tiles
            for end, x in (("left", line.left), ("right", line.right))
            if x in (t.a, t.b)
        ]
        if not moves:
            break
        line = line.add(*rng.choice(moves))
    return line


@st.composite
def blocked_positions(draw) -> blocked.Position:
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    n = draw(st.sampled_from([2, 3, 3, 4]))
    full = list(double_set(n))
    line = random_line(rng, full, draw(st.integers(0, 3)))
    rest = [t for t in full if t not in line.tiles]
    game = draw(st.sampled_from(["block", "draw"]))
    if draw(st.booleans()):
        rng.shuffle(rest)
        k = draw(st.integers(2, 3))
        size = min(len(rest) // k, 4)
        hands = tuple(tuple(sorted(rest[i * size : (i + 1) * size])) for i in range(k))
        objective = draw(st.sampled_from(["min-tiles", "max-pips"]))
        hand = draw(st.integers(0, k - 1)) if objective == "max-pips" else None
        return blocked.Position(n, game, line, None, hands, objective, hand)
    tiles = None
    if n == 4 or draw(st.booleans()):
        tiles = tuple(sorted(rng.sample(rest, min(len(rest), draw(st.integers(1, 8))))))
    return blocked.Position(n, game, line, tiles)


@SETTINGS
@given(blocked_positions())
def test_blocked_agrees_with_every_line(position: blocked.Position) -> None:
    truth = reference.solve_blocked(position)
    answer = blocked_solver.solve(position)
    if truth.best is None:
        assert answer.status == "infeasible"
        return
    assert answer.status == "optimal"
    assert canonical(answer.line) in truth.lines
    assert answer.tiles_laid == truth.best[1]
    if position.objective == "max-pips":
        hand = position.hands[position.hand]
        assert answer.extra["pips_left"] == sum(t.pips for t in hand) - truth.best[0]
    assert answer.unique == truth.unique
    # The given line stands in the answer as written, and the answer is blocked.
    assert str(position.line) in str(answer.line)
    assert position.is_blocked(answer.line)


@st.composite
def chain_positions(draw) -> chain.Position:
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    n = draw(st.sampled_from([3, 4, 5, 6]))
    full = list(double_set(n))
    if draw(st.integers(0, 4)) == 0:  # now and then tiles that may not chain at all
        tiles = rng.sample(full, draw(st.integers(1, 6)))
        line = None
    else:
        line = random_line(rng, full, draw(st.integers(1, 7)))
        tiles = line.tiles
    rng.shuffle(tiles)
    clues = []
    if line is not None:
        for _ in range(draw(st.integers(0, 2))):
            if rng.random() < 0.5:
                at = rng.randrange(len(line)) + 1
                clues.append(chain.Clue(at=at, tile=line.laid[at - 1]))
            else:
                end = rng.choice(["left", "right"])
                clues.append(chain.Clue(end=end, pips=line.left if end == "left" else line.right))
    return chain.Position(tuple(tiles), n, tuple(clues))


@SETTINGS
@given(chain_positions())
def test_chain_agrees_with_every_line(position: chain.Position) -> None:
    truth = reference.solve_chain(position)
    answer = chain_solver.solve(position)
    if truth.best is None:
        assert answer.status == "infeasible"
        assert answer.unique is False
        return
    assert answer.status == "optimal"
    assert canonical(answer.line) in truth.lines
    assert answer.unique == truth.unique
    # Printed the way round its clues ask for.
    assert position.fits(answer.line)


@pytest.mark.parametrize(("n", "tiles"), [(4, 7), (5, 11), (6, 10)])
def test_shortest_blocked_line_from_nothing(n: int, tiles: int) -> None:
    answer = blocked_solver.solve(blocked.Position(set_size=n))
    assert answer.status == "optimal"
    assert answer.tiles_laid == tiles
    assert answer.unique is False  # many answers
    assert blocked.Position(set_size=n).is_blocked(answer.line)


def test_double_three_has_no_shorter_block_than_the_reference_finds() -> None:
    position = blocked.Position(set_size=3)
    truth = reference.solve_blocked(position)
    assert blocked_solver.solve(position).tiles_laid == truth.best[1]


def test_a_line_already_blocked_needs_no_tile() -> None:
    # 0-0 0-1 1-1 in a double-one set: every tile is laid, nothing fits.
    position = blocked.load({"kind": "blocked", "set": 1, "line": "0-0 0-1 1-1"})
    answer = blocked_solver.solve(position)
    assert (answer.tiles_laid, answer.unique, str(answer.line)) == (0, True, "0-0 0-1 1-1")


def test_draw_rules_count_spinner_sides() -> None:
    # Ends 0 and 2 do not take 1-3, but under draw rules the spinner 1-1 shows
    # 1 on its free sides, and the line can only grow at its ends.
    position = {"kind": "blocked", "line": "0-1 1-1 1-2", "hands": [["1-3"]]}
    block = blocked_solver.solve(blocked.load(position))
    assert (block.status, block.tiles_laid, block.unique) == ("optimal", 0, True)
    draw = blocked_solver.solve(blocked.load({**position, "rules": "draw"}))
    assert draw.status == "infeasible"


def test_chain_example_of_the_formats_page() -> None:
    position = chain.load(
        {
            "kind": "chain",
            "set": 6,
            "tiles": ["1-2", "2-4", "4-4", "4-0"],
            "clues": [{"at": 1, "tile": "1-2"}, {"end": "right", "pips": 0}],
        }
    )
    answer = chain_solver.solve(position)
    assert (str(answer.line), answer.unique) == ("1-2 2-4 4-4 4-0", True)


def test_chain_is_printed_as_the_clues_turn_it() -> None:
    position = chain.load(
        {
            "kind": "chain",
            "tiles": ["1-2", "2-4", "4-4", "4-0"],
            "clues": [{"end": "left", "pips": 0}],
        }
    )
    assert str(chain_solver.solve(position).line) == "0-4 4-4 4-2 2-1"


@pytest.mark.parametrize(
    ("data", "field", "words"),
    [
        ({"kind": "blocked", "line": "6-6 5-3"}, "line", "does not match"),
        ({"kind": "blocked", "line": "6-6 6-6"}, "line", "twice"),
        ({"kind": "blocked", "line": "6-7"}, "line", "double-6"),
        ({"kind": "blocked", "tiles": ["3-4", "4-3"]}, "tiles[1]", "twice"),
        ({"kind": "blocked", "line": "6-3", "tiles": ["3-6"]}, "tiles[0]", "already in the line"),
        ({"kind": "blocked", "hands": [["1-2"], ["2-1"]]}, "hands[1][0]", "hands 0 and 1"),
        ({"kind": "blocked", "rules": "muggins"}, "rules", "unknown rule set"),
        ({"kind": "blocked", "objective": "max-pips"}, "objective", "hands"),
        ({"kind": "blocked", "hands": [["1-2"]], "objective": "max-pips", "hand": 3}, "hand", ""),
        ({"kind": "blocked", "set": 40}, "set", "double-18"),
        ({"kind": "blocked", "colour": "red"}, "colour", "unknown field"),
    ],
)
def test_blocked_bad_input_names_the_field(data, field, words) -> None:
    with pytest.raises(BadInput) as caught:
        blocked.load(data)
    assert caught.value.field == field
    assert words in caught.value.message


@pytest.mark.parametrize(
    ("data", "field", "words"),
    [
        ({"kind": "chain"}, "tiles", "missing"),
        ({"kind": "chain", "tiles": []}, "tiles", "at least one"),
        ({"kind": "chain", "tiles": ["1-2", "x"]}, "tiles[1]", "not a tile"),
        (
            {"kind": "chain", "tiles": ["1-2"], "clues": [{"at": 2, "tile": "1-2"}]},
            "clues[0].at",
            "outside",
        ),
        (
            {"kind": "chain", "tiles": ["1-2"], "clues": [{"at": 1, "tile": "1-3"}]},
            "clues[0].tile",
            "not among",
        ),
        (
            {"kind": "chain", "tiles": ["1-2"], "clues": [{"end": "top", "pips": 1}]},
            "clues[0].end",
            "left or right",
        ),
        ({"kind": "chain", "tiles": ["1-2"], "clues": [{"side": 1}]}, "clues[0]", "a clue is"),
    ],
)
def test_chain_bad_input_names_the_field(data, field, words) -> None:
    with pytest.raises(BadInput) as caught:
        chain.load(data)
    assert caught.value.field == field
    assert words in caught.value.message


@pytest.mark.parametrize("kind", [blocked, chain])
def test_round_trip(kind) -> None:
    data = (
        {
            "kind": "blocked",
            "set": 5,
            "rules": "draw",
            "line": "5-5 5-1",
            "hands": [["1-2"], ["2-3"]],
            "objective": "max-pips",
            "hand": 1,
            "id": "b1",
        }
        if kind is blocked
        else {
            "kind": "chain",
            "set": 6,
            "tiles": ["1-2", "2-4"],
            "clues": [{"at": 1, "tile": "2-1"}],
        }
    )
    position = kind.load(data)
    assert kind.load(kind.dump(position)) == position
    assert kind.dump(kind.load(kind.dump(position))) == kind.dump(position)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 8), st.integers(0, 8), st.integers(0, 2**32 - 1))
def test_a_run_is_found_where_it_lies_and_nowhere_else(start, length, seed) -> None:
    """Line.find against the plain reading: every slice of a line is found at
    its own place; read backwards it is found only in the line read backwards."""
    rng = random.Random(seed)
    laid, at = [], rng.randint(0, 6)
    for tile in rng.sample(double_set(6), 28):  # a random line of distinct tiles
        if tile.a == at or tile.b == at:
            laid.append((at, tile.other(at)))
            at = tile.other(at)
    line = Line(tuple(laid))
    run = Line(line.laid[start : start + length])
    if start > len(line):
        return
    assert line.find(run) == (start if len(run) else 0)
    assert line.reversed().find(run.reversed()) == (len(line) - start - len(run) if run else 0)
    if len(run) > 1:
        assert line.find(run.reversed()) is None


@given(st.lists(st.tuples(st.integers(0, 18), st.integers(0, 18)), max_size=6))
def test_a_half_is_written_a_dash_b_and_read_back_and_a_line_holds_halves(pairs):
    for a, b in pairs:
        half = Half(a, b)
        assert str(half) == f"{a}-{b}" and Half.parse(str(half)) == half
        assert Half.parse(f"{a}|{b}") == half and half.left == a and half.right == b
    line = Line(tuple(pairs))  # plain pairs are read as Halfs
    assert all(type(h) is Half for h in line.laid) and line.laid == tuple(pairs)
    assert str(line) == " ".join(f"{a}-{b}" for a, b in pairs)
    assert all(type(h) is Half for h in line.reversed().laid)


def test_a_tile_is_added_at_the_end_it_names():
    line = Line.parse("6-6 6-3")
    assert str(line.add(Tile(3, 1), End.RIGHT)) == "6-6 6-3 3-1"
    assert str(line.add(Tile(6, 2), End.LEFT)) == "2-6 6-6 6-3"
    clue = chain.Clue(end="left", pips=2)
    assert clue.end is End.LEFT and clue.to_mapping() == {"end": "left", "pips": 2}
    assert chain.Clue(at=1, tile=(2, 6)).to_mapping() == {"at": 1, "tile": "2-6"}
