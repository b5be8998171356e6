"""One engine behind `?`, `hint`, `analyse` and `review` (solver/dominoes/advice.py):
the same Block or Draw position seen from the same seat gets the same values,
the same best lay and names the model of the other players it assumes. A
Florentine game position too (solver/florentine/analyse_game.py and
analyse_draw.py): the same best move and the same values by the result."""

from __future__ import annotations

import json
import random

import pytest

from cli.table import HumanSeats, _advice, _move_text
from cli.table_words import WORDS
from puzzles.dominoes.match import Setup, play_match
from puzzles.dominoes.tiles import Tile
from puzzles.words import Words
from solver.analyse import analyse, describe
from solver.dominoes.advice import DEFAULT_MOVE_TIME, EXPERT, WORST, advise, view_seed
from solver.dominoes.analyse.endgame import sampled_hint, seat_view
from solver.dominoes.players import DECIDERS
from solver.dominoes.seat_view import from_round
from solver.registry import KINDS
from solver.review import _domino_tasks, _paired_decision, _view

# (rules, players, partnerships, seed, the move the seat decides at)
CASES = [
    ("block", 2, False, 7, 3),  # issue 51: `?` and `analyse` named different lays here
    ("draw", 3, False, 12, 4),
    ("draw", 4, True, 21, 6),  # a partnership match: the seat's side's points
]


def cut(rules: str, players: int, partners: bool, seed: int, at: int):
    """Play a match of `best` bots and stop the round at move `at`: `?`'s text
    there (from the round, as the terminal asks it), the log of the match
    played on and the seat's position cut from that log, as `review` cuts it."""
    setup = Setup(rules, players, partners)
    rng = random.Random(seed)
    best = DECIDERS["best"](rng)
    asked: dict[str, object] = {}

    def choose(round_, player, legal):
        if len(round_.moves) == at and not asked and round_.match_scores is not None:
            table = HumanSeats([player], "en", seed)
            asked["text"] = _advice(table, round_, player, legal, DEFAULT_MOVE_TIME)
            asked["view"] = from_round(round_, player, round_.match_scores)
            asked["legal"] = legal
        return best(from_round(round_, player), legal)

    match = play_match(setup, seed, [choose] * players, max_rounds=1)
    log = json.loads(json.dumps(match.record()))
    tasks = _domino_tasks(log)
    context = next(c for kind, r, n, c in tasks if kind == "dominoes" and r == 1 and n == at)
    return asked, log, context


def phrase_advice(move: str) -> str:
    """The head of `?`'s advice, up to its reasons."""
    return WORDS["en"]["advice_play"].split("{why}")[0].format(move=move)


@pytest.fixture(
    scope="module", params=CASES, ids=lambda c: f"{c[0]}-{c[1]}{'-partners' if c[2] else ''}"
)
def position(request):
    return cut(*request.param)


def test_the_terminal_and_a_log_s_cut_see_one_view(position):
    asked, _, context = position
    seen = _view(context["full"], context["history"])
    assert view_seed(seat_view(seen)) == view_seed(asked["view"])


def test_question_mark_hint_analyse_and_review_agree(position):
    asked, _, context = position
    assert len(asked["legal"]) > 1  # a decision
    seen = _view(context["full"], context["history"])
    analysis = analyse(KINDS["endgame"], seen)
    top = analysis.moves[0]
    hint = sampled_hint(seen)
    assert hint.move == top.move
    # `?` names the same lay, with the same mean, and says its model
    lay = (Tile.parse(top.move["tile"]), top.move.get("to"))
    said = _move_text(HumanSeats([0], "en", 0), lay)
    assert asked["text"].startswith(phrase_advice(said))
    assert f"{top.value:+.1f} points" in asked["text"]
    assert Words("en")("command.model_expert") in asked["text"]
    assert Words("en")("command.model_expert") in hint.reason
    assert analysis.extra["model"] == EXPERT
    assert Words("en")("command.model_expert") in describe(KINDS["endgame"], seen, analysis)
    # review values the played lay and the best as analyse does, over its deals
    move = context["move"]
    decision = _paired_decision(3, move["player"], move, seen, DEFAULT_MOVE_TIME)
    assert decision["model"] == EXPERT
    assert decision["deals"] >= analysis.extra["samples"]
    if decision["deals"] == analysis.extra["samples"]:  # decided without more work
        rows = {(m.move["tile"], m.move.get("to")): m.value for m in analysis.moves}
        assert decision["played"]["value"] == rows[(move["tile"], move.get("to"))]


def test_the_engine_is_the_same_whoever_holds_the_hand_in_which_order(position):
    asked, _, _ = position
    view = asked["view"]
    a = advise(view, 0.05)
    shuffled = list(view.hand)
    random.Random(1).shuffle(shuffled)
    from dataclasses import replace

    b = advise(replace(view, hand=tuple(shuffled)), 0.05)
    assert a.rows == b.rows and a.best == b.best


def test_less_work_gives_the_first_deals_of_more():
    _, _, context = cut(*CASES[0])
    view = seat_view(_view(context["full"], context["history"]))
    small, large = advise(view, 0.05), advise(view, 0.15)
    assert 0 < small.deals < large.deals
    assert large.rows[: small.deals] == small.rows


def test_the_paired_interval_is_narrower_than_the_unpaired_one():
    # the deal's luck is shared by both lays: deal by deal, it cancels
    _, _, context = cut(*CASES[0])
    advice = advise(seat_view(_view(context["full"], context["history"])), 0.25)
    a, b = advice.ranked[0], advice.ranked[1]
    _, low, high = advice.paired(a.move, b.move)
    assert high - low < (a.ci[1] - a.ci[0]) + (b.ci[1] - b.ci[0])


def test_the_worst_case_is_named_and_never_a_chance_to_win():
    _, _, context = cut(*CASES[0])
    seen = _view(context["full"], context["history"])
    worst = advise(seat_view(seen), 0.1, WORST)
    expert = advise(seat_view(seen), 0.1, EXPERT)
    assert worst.model == WORST and worst.ranked
    # others who see every hand and answer perfectly are never kinder than `best`
    assert worst.value(expert.best).mean <= expert.value(expert.best).mean + 1e-9


def decisions(rules: str, players: int, seed: int):
    """(round, player, legal) at each choice of a `best` round, kept whole."""
    import copy

    rng = random.Random(seed)
    best = DECIDERS["best"](rng)
    out = []

    def choose(round_, player, legal):
        out.append((copy.deepcopy(round_), player, list(legal)))
        return best(from_round(round_, player), legal)

    play_match(Setup(rules, players), seed, [choose] * players, max_rounds=1)
    return out


def test_a_win_is_certain_only_when_the_rules_make_it_so():
    """`?` says "wins 100%" only where the rules make the win sure (the seat's
    last tile goes out and no other hand may be worth 0); where every deal
    sampled was won but the rules allow a deal that is not, it says so as a
    likelihood, never 100%."""
    said_sure = said_likely = 0
    for rules, seed in (("draw", 7), ("block", 1)):
        for round_, player, legal in decisions(rules, 2, seed):
            table = HumanSeats([player], "en", seed)
            advice = advise(from_round(round_, player), 0.05, legal=legal)
            top = advice.ranked[0]
            text = _advice(table, round_, player, legal, 0.05)
            if advice.sure(top.move):
                assert top.win == 1.0
                assert len(round_.hands[player]) == 1
                assert "wins 100%" in text
                said_sure += 1
            elif top.win == 1.0:
                assert "100%" not in text and "likely, not certain" in text
                said_likely += 1
            else:
                assert "100%" not in text
    assert said_sure and said_likely


def test_analyse_names_the_worst_case_as_such_and_gives_no_chance_to_win():
    from click.testing import CliRunner

    from cli.main import main

    example = "examples/positions/endgame-hidden.yaml"
    out = CliRunner().invoke(main, ["analyse", example, "--others", "worst", "--format", "json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert data["model"] == "worst"
    default = json.loads(CliRunner().invoke(main, ["analyse", example, "--format", "json"]).output)
    assert default["model"] == "expert"
    for lang in ("en", "nl"):
        text = CliRunner().invoke(main, ["analyse", example, "--others", "worst", "--lang", lang])
        assert Words(lang)("command.model_worst") in text.output
        assert (
            Words(lang)("command.wins_share", share="") not in text.output
        )  # never a chance to win
    bad = CliRunner().invoke(main, ["analyse", example, "--others", "kind"])
    assert bad.exit_code == 2


# -- Florentine: one engine by the result ------------------------------------------
# (players, the move cut at): the fixed logs of tests/logs (`play --rules
# florentine --players N --seed 5`, `best` bots); a draw-phase decision, seen
# from its seat, and an open-phase one with a small pool, searched (the
# 3-player draw-phase one, some 5 s, is its own test, in tests/slow.py)
FLORENTINE_CUTS = [(2, 12), (2, 48), (3, 55)]


def _florentine_cut(players: int, n: int):
    """(the log, the seat's position there as `review` cuts it, the game)."""
    from pathlib import Path

    from puzzles.game_positions import florentine_game, florentine_seen, position_after
    from solver.registry import load

    log = json.loads((Path(__file__).parent / "logs" / f"florentine-{players}.json").read_text())
    seat = log["moves"][n]["player"]
    data = position_after(log, n)
    if data.get("draw") is not None:
        data = florentine_seen(data, seat)
    return log, load(data)[1], florentine_game(log, n)


@pytest.mark.parametrize("players, n", FLORENTINE_CUTS, ids=lambda v: str(v))
def test_florentine_question_mark_hint_analyse_and_review_agree(players, n):
    """`analyse`'s best move, `hint`'s, `?`'s and `review`'s best for that
    decision are one move, valued alike by the result: exactly where the
    game is searched, within analyse's interval where the draw phase is
    sampled (the same deals)."""
    _florentine_agree(players, n)


def test_florentine_three_players_agree_over_the_same_deals():
    """As above, a 3-player draw-phase decision seen from its seat."""
    _florentine_agree(3, 34)


def _florentine_agree(players: int, n: int) -> None:
    from cli.table_florentine import advice
    from solver.api import hint
    from solver.florentine.game_hint import move_words
    from solver.florentine.review import florentine_decision
    from solver.review import DEFAULT_MOVE_TIME as REVIEW_TIME

    log, position, game = _florentine_cut(players, n)
    seat = log["moves"][n]["player"]
    analysis = analyse(KINDS["florentine"], position)
    model = analysis.extra["game"]["model"]
    sampled = position.draw is not None
    assert model == ("deals" if sampled else "exact" if players == 2 else "paranoid")
    top = analysis.moves[0]
    assert top.best and len(analysis.moves) > 1  # a decision
    results = [row.value["result"] for row in analysis.moves]
    assert results == sorted(results, reverse=True)
    # hint and the terminal's `?` name analyse's best move, with its result
    step = hint(position)
    assert step.move == top.move
    said = advice(HumanSeats([seat], "en", 1), game, seat, game.options(seat), 0.25)
    assert said == step.said["en"]
    assert said.startswith(move_words(top.move, Words("en")) + ":")
    assert f"result {top.value['result']:+.2f}" in said
    # review of the move analyse calls best: review's best too, at analyse's value
    move = {"player": seat, **top.move}
    decision = florentine_decision(dict(log, moves=[*log["moves"][:n], move]), n, REVIEW_TIME)
    assert decision["model"] == model
    assert decision["best"]["move"] == decision["played"]["move"]
    assert decision["class"] == "best" and decision["cost"] == 0
    if sampled:
        assert decision["samples"] == analysis.extra["samples"]
        low, high = top.extra["ci"]
        assert low <= decision["best"]["value"] <= high
        assert decision["best"]["value"] == pytest.approx(top.value["result"], abs=1e-3)
    else:
        assert decision["best"]["value"] == top.value["result"]
        # and the move played there: review's best value is analyse's top result
        played = florentine_decision(log, n, REVIEW_TIME)
        assert played["best"]["value"] == top.value["result"]
        best_moves = [dict(row.move) for row in analysis.moves if row.best]
        assert {k: v for k, v in played["best"]["move"].items() if k != "player"} in best_moves


def test_florentine_played_out_open_phase_is_valued_alike_deal_for_deal():
    """An open-phase decision too big to search (the 2-player log's move 40):
    `review` plays its candidates out over the random streams `analyse` plays
    every lay out with, so the played move and review's best get exactly the
    values analyse gives those lays (with as many playouts), and no lay
    analyse lists is worth more than analyse's top."""
    from solver.florentine.analyse_draw import open_played_out
    from solver.florentine.review import florentine_decision
    from solver.review import DEFAULT_MOVE_TIME as REVIEW_TIME

    log, position, _ = _florentine_cut(2, 40)
    analysis = analyse(KINDS["florentine"], position)
    assert analysis.extra["game"]["model"] == "playouts"
    decision = florentine_decision(log, 40, REVIEW_TIME)
    assert decision["model"] == "playouts"
    rows = open_played_out(position, decision["samples"])
    assert rows is not None
    value = {json.dumps(dict(row.move), sort_keys=True): row.value["result"] for row in rows[0]}

    def valued(move) -> float:
        return value[json.dumps({k: v for k, v in move.items() if k != "player"}, sort_keys=True)]

    played = decision["played"]
    assert played["value"] == pytest.approx(valued(played["move"]), abs=1e-3)
    assert decision["best"]["value"] == pytest.approx(valued(decision["best"]["move"]), abs=1e-3)
    assert decision["best"]["value"] <= max(value.values()) + 1e-9


def test_the_next_best_move_is_named_in_the_sentence_in_every_language():
    """The hint's next best move stands after a comma: its verb small in every
    language, German too ("der zweitbeste Zug, lege …", not "Lege")."""
    from solver.api import hint

    _, position, _ = _florentine_cut(2, 48)
    said = hint(position).said
    assert said is not None
    for lang, verb in (("en", "lay"), ("nl", "leg"), ("de", "lege"), ("lv", "liec")):
        words = said[lang].split("; ")[-1]
        assert f", {verb} " in words, (lang, said[lang])
