"""`play --human`, Block and Draw: a round's end shows each hand's pips and
how the score was reached (docs/rules.md sections 3 and 4), in words of every
language: who went out or held the fewest pips, the pips each way, the sum,
and why nobody scores when nobody does."""

from __future__ import annotations

import random

import pytest

from cli.table import HumanSeats, round_told, score_told
from cli.table_words import WORDS
from puzzles.dominoes.match import Round, Setup, play_match
from puzzles.dominoes.tiles import Rules
from solver.bots import domino_decider
from solver.dominoes.players import seated


def rounds_of(rules: Rules, players: int, partnerships: bool, seed: int) -> list[Round]:
    setup = Setup(rules, players, partnerships, 6, None)
    choosers = [
        seated(domino_decider("greedy", random.Random(f"{seed}-{p}"), 0.05)) for p in range(players)
    ]
    out: list[Round] = []
    play_match(setup, seed, choosers, max_rounds=2, on_round=out.append)
    return out


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_a_partner_s_domino_that_scores_nothing_says_why(lang):
    # block, partnerships, seed 1, round 2: player 3 goes out, but player 1
    # still holds 6 pips against the other side's 1
    round_ = rounds_of(Rules.BLOCK, 4, True, 1)[1]
    assert round_.pips() == [1, 6, 0, 0] and round_.winner is None
    words = WORDS[lang]
    side = words["side"].format(a=1, b=3)
    want = words["went_out_nothing"].format(
        who=words["player"].format(p=3), side=side, others=1, own=6, points=0
    )
    assert score_told(HumanSeats([0], lang, 1), round_) == want


def test_every_way_a_round_is_scored_is_told_with_its_sum():
    def told(rules: Rules, players: int, partnerships: bool, at: int) -> str:
        round_ = rounds_of(rules, players, partnerships, 1)[at]
        return score_told(HumanSeats([0], "en", 1), round_)

    assert told(Rules.BLOCK, 4, True, 0).endswith("22 − 8 = 14.")
    assert told(Rules.BLOCK, 3, False, 0).endswith("24 − 4 = 20 for player 1.")
    assert told(Rules.BLOCK, 3, False, 1) == (
        "Fewest pips in hand, alike: player 1 and player 2, 0 each; so nobody scores."
    )


def test_the_round_s_end_lists_each_hand_s_pips(capsys):
    round_ = rounds_of(Rules.BLOCK, 4, True, 1)[1]
    table = HumanSeats([0], "en", 1)
    table.moves = None
    round_told(table, round_, 2)
    out = capsys.readouterr().out
    assert "pips in hand: player 0 1, player 1 6, player 2 0, player 3 0" in out
    assert "Round over" in out and "nobody scores" in out
