"""The Domino regions search against a brute force on random small boards,
the uniqueness it proves, and known puzzles solved to their answers."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from puzzles.dominoes import regions
from puzzles.dominoes.regions import Condition, LaidDomino, Position, Region
from puzzles.dominoes.tiles import Tile, double_set
from puzzles.status import Status
from solver.dominoes import regions as search
from solver.dominoes.generate import regions as generate
from solver.limits import Limits
from tests.reference.regions import answers


def random_board(seed: int, dominoes: int, loose: float) -> Position:
    """A board of `dominoes` dominoes from the generator's own pieces, with
    regions whose conditions its numbers meet, loosened at random so that
    many boards have several answers (or, with tiles swapped, none)."""
    rng = random.Random(seed)
    rows, columns, pairs = generate.shape(rng, dominoes)
    laid = generate.numbers(rng, pairs, columns)
    shows = regions.values(laid)
    where = generate.regions_over(rng, rows, columns, sorted(shows), shows)
    conditions = {}
    for name in sorted(set(where.values())):
        got = [shows[c] for c in sorted(shows) if where.get(c) == name]
        cond = generate.condition_for(rng, got)
        if rng.random() < loose:  # a condition the answer built may not meet
            cond = rng.choice([Condition("sum", rng.randint(0, 12)), Condition("equal")])
        conditions[name] = cond
    tiles = [d.tile for d in laid]
    if rng.random() < loose / 2:  # another tile in place of one: maybe no answer at all
        spare = [t for t in double_set(6) if t not in tiles]
        tiles[rng.randrange(len(tiles))] = rng.choice(spare)
    board = tuple("#" if i not in shows else where.get(i, ".") for i in range(rows * columns))
    regs = tuple(
        Region(n, conditions[n], tuple(c for c in sorted(shows) if where.get(c) == n))
        for n in sorted(conditions)
    )
    return Position(6, rows, columns, board, regs, tuple(sorted(tiles)))


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 5), st.sampled_from([0.0, 0.3, 0.7]))
def test_the_search_finds_what_the_brute_force_finds(seed, dominoes, loose):
    position = random_board(seed, dominoes, loose)
    every = answers(position)
    found = search.count(position, limit=len(every) + 2)
    assert {frozenset(f) for f in found} == set(every)
    assert len(found) == len(every)  # each answer once: a double's two turns are one
    answer = search.solve(position, Limits())
    if not every:
        assert answer.status == Status.INFEASIBLE and answer.dominoes is None
    else:
        assert answer.status == Status.OPTIMAL
        assert answer.unique is (len(every) == 1)
        assert frozenset(answer.dominoes) in every


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 5))
def test_given_dominoes_are_kept_in_every_answer(seed, dominoes):
    position = random_board(seed, dominoes, 0.0)
    every = answers(position)
    if not every:
        return
    one = sorted(next(iter(every)))[0]
    with_given = regions.load(
        dict(regions.dump(position), given=[one.to_mapping(position.columns)])
    )
    kept = {tuple(sorted(a)) for a in every if one in a}
    assert set(search.count(with_given, len(every) + 1)) == kept


def test_two_turns_of_a_double_are_one_answer():
    position = regions.load({"kind": "regions", "board": ". .", "dominoes": ["3-3"]})
    assert search.count(position, 5) == [(LaidDomino((0, 1), (3, 3)),)]
    assert search.solve(position, Limits()).unique is True


def test_a_board_that_swaps_like_for_like_has_two_answers():
    # two dominoes side by side in a square, a number repeated across the diagonal:
    # 1-2 over 2-1 pairs as well across as down, with the same tiles
    position = regions.load({"kind": "regions", "board": ". .\n. .", "dominoes": ["1-2", "1-1"]})
    found = search.count(position, 20)
    assert len(found) == len(answers(position)) >= 2
    assert search.solve(position, Limits()).unique is False


def test_a_budget_spent_says_unknown():
    position = random_board(5, 12, 0.7)
    answer = search.solve(position, Limits(work=1e-4))
    assert answer.status in (Status.UNKNOWN, Status.INFEASIBLE, Status.OPTIMAL)
    assert answer.unique is None or answer.status != Status.UNKNOWN


def test_the_tiles_of_a_board_are_each_once():
    position = random_board(3, 5, 0.0)
    assert len(set(position.dominoes)) == len(position.dominoes)
    assert all(isinstance(t, Tile) for t in position.dominoes)


@settings(max_examples=100, deadline=None)
@given(
    st.lists(st.integers(0, 6), min_size=2, max_size=12),
    st.integers(0, 10),
    st.integers(1, 2),
)
def test_the_trays_least_and_greatest_sums_are_those_of_the_halves_left(values, k, n):
    added = tuple(values[:n])
    pool = search.Pool(sorted(values))
    rest = sorted(values[n:])
    k = min(k, len(rest))
    assert pool.least(k, added) == sum(rest[:k])
    assert pool.most(k, added) == sum(rest[len(rest) - k :])
