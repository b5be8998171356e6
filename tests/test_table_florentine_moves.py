"""`play --human`, Florentine: a move typed by card id and turn (`F13/2 C4`),
by id alone (`F13 C4`), or as the card lies; every refusal says why, in
every language of the table."""

from __future__ import annotations

import json
import random
import re

import pytest

from cli.table import HumanSeats
from cli.table_florentine import read_option
from cli.table_words import WORDS
from puzzles.errors import BadInput
from puzzles.florentine.cards import Card, card_id
from puzzles.florentine.game import FlorentineGame, FlorentineSetup, Place, shuffled_deck
from tests.test_table_cli import play_in_terminal


def a_game(seed: int = 1, lays: int = 3) -> FlorentineGame:
    rng = random.Random(seed)
    game = FlorentineGame(FlorentineSetup(2), shuffled_deck(rng))
    for _ in range(lays):
        options = [o for o in game.options(game.to_move) if isinstance(o, Place)]
        game.apply(game.to_move, options[0])
        game.to_move = 1 - game.to_move
    return game


def test_a_card_id_with_its_turn_or_without_names_the_placement():
    game = a_game()
    options = game.options(game.to_move)
    table = HumanSeats([0], "en", 1)
    for option in [o for o in options if isinstance(o, Place)]:
        typed = f"{card_id(option.lying)} {option.cell}"
        assert read_option(table, typed, game, options) == option
        assert read_option(table, typed.lower(), game, options) == option
        ways = [o for o in options if isinstance(o, Place) and o.card == option.card]
        at_cell = [o for o in ways if o.cell == option.cell]
        bare = f"{card_id(option.card)} {option.cell}"
        if len(at_cell) == 1:
            assert read_option(table, bare, game, options) == option


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_refusals_say_why_in_every_language(lang):
    game = a_game()
    options = game.options(game.to_move)
    table = HumanSeats([0], lang, 1)
    words = WORDS[lang]

    def refused(text: str) -> str:
        with pytest.raises(BadInput) as error:
            read_option(table, text, game, options)
        return str(error.value)

    held = {card_id(c) for c in game.hands[game.to_move]}
    other = next(f"F{i:02d}" for i in range(1, 49) if f"F{i:02d}" not in held)
    assert refused(f"{other} D4") == words["not_in_cards"].format(
        card=other, where=words["where_hand"]
    )
    assert refused("X9 D4") == words["not_card"].format(text="X9")
    assert words["not_cell"].format(text="Z99") == refused(
        f"{card_id(game.hands[game.to_move][0])} Z99"
    )
    # a held card on a cell it cannot lie on, each for its reason: the centre
    # is taken; C7 is off the cross while the cross has room
    mine = card_id(game.hands[game.to_move][0])
    assert refused(f"{mine} D4") == words["cell_taken"].format(cell="D4")
    assert refused(f"{mine} C7") == words["cross_cell"].format(cell="C7")
    # a cell a card may take where the held card's colours meet others wrongly in every turn
    for hand_card in game.hands[game.to_move]:
        for cell in game.board.open_cells():
            if not any(game.board.fits(cell, lying) for _, lying in hand_card.turns()):
                typed = card_id(hand_card)
                assert refused(f"{typed} {cell}") == words["no_fit_colours"].format(
                    card=typed, cell=cell
                )
    # a discard of a card not held; the personal card before play is over
    assert refused(f"discard {other}") == words["discard_not_held"].format(card=other)
    assert refused("keep") == words["personal_later_draw"]
    assert refused("C5") == words["personal_later_draw"]
    # a held card, written with a turn that does not fit where another does
    for option in [o for o in options if isinstance(o, Place)]:
        fitting = {
            o.lying
            for o in options
            if isinstance(o, Place) and o.cell == option.cell and o.card == option.card
        }
        for turn in range(4):
            lying = option.card.turned(turn)
            if lying not in fitting:
                typed = f"{card_id(lying)} {option.cell}"
                if "/" not in typed:
                    continue
                message = refused(typed)
                head = (
                    words["fits_turned"]
                    .split("{ways}")[0]
                    .format(card=typed.split()[0], cell=option.cell)
                )
                assert message.startswith(head)
                assert card_id(option.lying) in message
                return
    pytest.skip("every turn of every held card fits where it fits at all")


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_the_first_card_goes_on_the_centre(lang):
    game = a_game(lays=0)
    options = game.options(game.to_move)
    mine = card_id(game.hands[game.to_move][0])
    with pytest.raises(BadInput) as error:
        read_option(HumanSeats([0], lang, 1), f"{mine} D3", game, options)
    assert str(error.value) == WORDS[lang]["first_centre"].format(centre="D4", cell="D3")


def test_a_person_lays_a_card_by_its_id_and_turn_in_a_terminal(tmp_path):
    log = tmp_path / "game.json"
    typed = []  # the id-and-turn move typed, once one is listed
    state = {"refused": False, "done": False}

    def person(prompt: str) -> str:
        if "Enter" in prompt.splitlines()[-1]:
            return ""
        if state["done"]:
            return "1"
        if not state["refused"]:
            state["refused"] = True
            return "F99/7 D4"  # refused: not a card
        found = re.search(r"  \d+\) .*\[(F\d\d/\d [A-G]\d)\]", prompt)
        if not found:
            return "1"
        state["done"] = True
        typed.append(found[1])
        return found[1]

    code, out = play_in_terminal(
        ["--rules", "florentine", "--players", "2", "--seed", "3", "--human", "0"]
        + ["--bots", "greedy", "--log", str(log)],
        person,
    )
    assert code == 0, out[-2000:]
    assert "F99/7 is not a card" in out
    assert typed, "no move with a turn was ever listed"
    name, cell = typed[0].split()
    number, turn = name.split("/")
    record = json.loads(log.read_text())
    laid = [
        m
        for m in record["moves"]
        if m["player"] == 0 and "card" in m and card_id(Card.parse(m["card"])) == number
    ]
    assert laid and (laid[0]["cell"], laid[0]["turn"]) == (cell, int(turn))


def test_the_question_mark_gives_the_hint_s_move_value_and_reason():
    """`?` says what `hint` says of the position as the seat sees it: the
    move, its result with the gems it ends with and the next best move's."""
    from cli.table_florentine import advice
    from puzzles.game_positions import florentine_seen, position_after
    from solver.api import hint
    from solver.registry import load

    game = a_game(lays=5)
    player = game.to_move
    data = florentine_seen(position_after(game.record(), len(game.moves)), player)
    step = hint(load(data)[1])
    said = advice(HumanSeats([player], "nl", 1), game, player, game.options(player), 0.25)
    assert step.said is not None and said == step.said["nl"]
    assert re.search(r"\d+[.,]\d\d", said)  # the value, as the language writes it (nl 8,25)
    # a number before its counted word is never "gem(s)": the value comes after the words
    assert all("(s)" not in text for text in step.said.values()), step.said
