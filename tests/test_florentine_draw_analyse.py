"""`position`, `analyse` and `hint` of Florentine positions cut in the draw
phase (issue 43 item 5): the lays and discards of the hand, never the
personal card before the end; exact against a plain search where nothing is
hidden and the pile is short; sampled as the player to move saw it
(`position --seat`) otherwise."""

from __future__ import annotations

import copy
import json
import random

import pytest
from click.testing import CliRunner
from hypothesis import assume, given, reject, settings
from hypothesis import strategies as st

import domino_puzzles
from cli.main import main
from puzzles.florentine.board import Cell
from puzzles.florentine.cards import Card
from puzzles.florentine.game import (
    Discard,
    FlorentineGame,
    FlorentineSetup,
    Place,
    shuffled_deck,
)
from puzzles.game_positions import florentine_seen, position_after
from solver.analyse import analyse
from solver.limits import Limits
from solver.registry import KINDS, load
from tests.reference.florentine_draw import TooBig
from tests.reference.florentine_draw import value as reference_value
from tests.reference.florentine_result import result

runner = CliRunner()


def _option(move: dict):
    if "discard" in move:
        return Discard(Card.parse(move["discard"]))
    card = Card.parse(move["card"])
    return Place(card, Cell.parse(move["cell"], move.get("size", 7)),
                 move["turn"], card.turned(move["turn"]))  # fmt: skip


def _small_game(seed: int, players: int, size: int, leave: int, pile: int) -> FlorentineGame:
    """A game on a small board played at random until `pile` cards are left to
    draw: a card laid where one fits while more than `leave` cells are empty,
    else a card discarded."""
    rng = random.Random(seed)
    game = FlorentineGame(FlorentineSetup(players, (), True, size), shuffled_deck(rng))
    while len(game.pile) > pile:
        options = game.options(game.to_move)
        places = [o for o in options if isinstance(o, Place)]
        room = size * size - len(game.board.placed()) > leave
        pick = rng.choice(places) if places and room else None
        pick = pick or rng.choice([o for o in options if isinstance(o, Discard)])
        game.apply(game.to_move, pick)
        game.to_move = (game.to_move + 1) % players
    return game


@settings(max_examples=12)
@given(
    seed=st.integers(0, 10**6),
    players=st.integers(2, 3),
    size=st.sampled_from([3, 5]),
    leave=st.integers(0, 3),
    pile=st.integers(1, 3),
)
def test_draw_phase_values_match_a_plain_search(seed, players, size, leave, pile):
    """Where nothing is hidden and the game is searched, each move's value is
    the plain search's over the referee (tests/reference/florentine_draw.py),
    by the result as a review values it: the result and the own gems at the
    end, the best the top result."""
    game = _small_game(seed, players, size, leave, pile)
    data = position_after(game.record(seed), len(game.moves))
    _, position = load(data)
    analysis = analyse(KINDS["florentine"], position, Limits())
    assume(analysis.extra["game"]["searched"])
    me = game.to_move
    assert not any(row.move.get("personal") for row in analysis.moves)
    kinds = {("discard" if "discard" in r.move else "lay") for r in analysis.moves}
    assert "discard" in kinds
    assert {r.move["discard"] for r in analysis.moves if "discard" in r.move} == {
        str(c) for c in game.hands[me]
    }
    for row in analysis.moves:
        move = dict(row.move, size=size)
        child = copy.deepcopy(game)
        option = _option(move)
        assert option in game.options(me)
        child.apply(me, option)
        child.to_move = (me + 1) % players
        try:
            truth = reference_value(child, me)
        except TooBig:
            reject()
        assert row.value == {"score": truth[me], "result": result(list(truth), me)}, row.move
        assert row.exact
    top = max(r.value["result"] for r in analysis.moves)
    assert [r.best for r in analysis.moves] == [r.value["result"] == top for r in analysis.moves]
    assert analysis.extra["game"]["model"] == ("exact" if players == 2 else "paranoid")


def _log(seed: int = 1) -> dict:
    result = runner.invoke(
        main, ["play", "--rules", "florentine", "--players", "2", "--seed", str(seed),
               "--format", "json"]
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


@pytest.fixture(scope="module")
def log(tmp_path_factory):
    data = _log(1)
    path = tmp_path_factory.mktemp("log") / "game.json"
    path.write_text(json.dumps(data))
    return data, path


@pytest.mark.parametrize("after", [2, 12])
@pytest.mark.parametrize("seat", [False, True])
def test_a_draw_cut_lists_lays_and_discards_and_hint_names_its_move(log, tmp_path, after, seat):
    data, path = log
    args = ["position", str(path), "--after", str(after)]
    me = data["moves"][after]["player"]
    cut = runner.invoke(main, [*args, "--seat", str(me)] if seat else args)
    assert cut.exit_code == 0, cut.output
    file = tmp_path / "cut.yaml"
    file.write_text(cut.output)
    out = runner.invoke(main, ["analyse", str(file), "--format", "json"])
    assert out.exit_code == 0, out.output
    table = json.loads(out.output)
    moves = [row["move"] for row in table["moves"]]
    assert not any("personal" in m or "keep" in m for m in moves)
    _, position = load(position_after(data, after))
    assert {m["discard"] for m in moves if "discard" in m} == {str(c) for c in position.pool}
    assert any("card" in m for m in moves)  # the hand has a lay at moves 2 and 12
    assert table["sampled"] is True and table["samples"] >= 8
    assert table["game"]["model"] == "deals"
    results = [row["value"]["result"] for row in table["moves"]]
    assert results == sorted(results, reverse=True)  # ranked by the result
    for row in table["moves"]:
        low, high = row["ci"]  # the interval of the mean result
        assert low <= row["value"]["result"] <= high and 0 <= row["win"] <= 1
        assert set(row["value"]) == {"score", "result"}
    hinted = runner.invoke(main, ["hint", str(file)])
    assert hinted.exit_code == 0, hinted.output
    import yaml

    entry = load(yaml.safe_load(cut.output))[1]
    step = domino_puzzles.hint(entry)  # the same step the command printed
    assert hinted.output.strip() == domino_puzzles.hint_text(entry, step, "en")
    assert step.move == table["moves"][0]["move"]
    named = step.move.get("card") or step.move["discard"]
    for lang, verb in (("en", ("Lay", "Discard")), ("nl", ("Leg",)), ("de", ("Lege",)),
                       ("lv", ("Liec", "Nomet"))):  # fmt: skip
        text = domino_puzzles.hint_text(entry, step, lang)
        head = text.split(":")[0]
        assert text.startswith(verb) and named in head, text
        if "cell" in step.move:
            assert step.move["cell"] in head
        assert "nothing is left" not in text.lower()


def test_the_seat_sees_its_hand_and_counts_of_the_rest(log):
    data, path = log
    full = position_after(data, 12)
    seen = florentine_seen(full, full["meta"]["player"])
    assert seen["pool"] == full["pool"]
    assert seen["draw"]["pile"] == {"hidden": len(full["draw"]["pile"])}
    assert all(v == {"hidden": 4} for v in seen["draw"]["hands"].values())
    load(seen)  # a position the tool reads
    other = 1 - full["meta"]["player"]
    out = runner.invoke(main, ["position", str(path), "--after", "12", "--seat", str(other)])
    assert out.exit_code == 2 and "--seat" in out.output


def test_the_open_cut_and_the_seat_cut_sample_the_same_deals(log):
    """Too long to search: the open cut is valued as its player to move saw it."""
    data, _ = log
    full = position_after(data, 12)
    seen = florentine_seen(full, full["meta"]["player"])
    a = analyse(KINDS["florentine"], load(full)[1], Limits())
    b = analyse(KINDS["florentine"], load(seen)[1], Limits())
    assert a.extra["game"]["searched"] is False
    assert [r.to_mapping() for r in a.moves] == [r.to_mapping() for r in b.moves]


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d["draw"]["pile"].pop(), "draw"),
        (lambda d: d["draw"]["pile"].append(d["pool"][0]), "draw.pile[28]"),
        (lambda d: d["draw"]["hands"].update(blue=[]), "draw.hands.blue"),
        (lambda d: d["draw"].update(pile=[]), "draw.pile"),
        (lambda d: d.pop("players"), "players"),
    ],
)
def test_a_bad_draw_phase_is_refused_naming_the_field(log, tmp_path, change, field):
    data, _ = log
    cut = copy.deepcopy(position_after(data, 12))
    change(cut)
    file = tmp_path / "bad.json"
    file.write_text(json.dumps(cut))
    out = runner.invoke(main, ["analyse", str(file)])
    assert out.exit_code == 2, out.output
    assert field in out.output, out.output


def test_every_language_has_the_hint_and_position_words_with_the_same_marks():
    import string

    from puzzles.florentine.board_text import TEXT
    from solver.florentine.game_hint import WORDS

    def marks(text: str) -> set:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}

    for table in (WORDS, TEXT):
        assert set(table) == {"en", "nl", "de", "lv"}
        for lang, words in table.items():
            assert words.keys() == table["en"].keys(), lang
            for key, text in words.items():
                assert marks(text) == marks(table["en"][key]), (lang, key)


def test_the_text_position_of_a_seat_shows_its_hand_and_counts(log):
    data, path = log
    out = runner.invoke(main, ["position", str(path), "--after", "12", "--seat", "0",
                               "--format", "text"])  # fmt: skip
    assert out.exit_code == 0, out.output
    hand = " ".join(position_after(data, 12)["pool"])
    assert f"hand: {hand}" in out.output
    assert "hand of red: 4 cards, unseen" in out.output
    assert "pile: 28 cards" in out.output
