"""`analyse` for Florentine endgames: every first placement, one model for all.

The endgame's CP-SAT model (solver/florentine/model.py) is built once, with
`solve`'s objective (a gem above every card); each first placement is then
one solve of that same model with the placement's boolean as an assumption.
That is the best answer that lays it first: a placement legal now may come
first in any answer that lays it, since laying a card earlier only gives the
cards after it more neighbours, and colours match whatever the order. The
personal card is a move too; after it nothing is laid, so its value is the
board with it. Values are `{score, cards}`: the best score still reachable
and the fewest cards for it, this one counted.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from puzzles import i18n
from puzzles.florentine.cards import PERSONAL
from puzzles.florentine.endgame import Placement, Position
from puzzles.status import Status
from puzzles.words import ENGLISH, Words
from solver.florentine.model import build
from solver.florentine.solve import _PARAMETERS, _read, scored
from solver.limits import Clock, OutOfTime, status_name
from solver.results import Valued


def first_moves(position: Position) -> list[Placement]:
    """Every legal first placement once (turns that lie alike are one), then
    the personal card on every cell it may take."""
    board = position.board
    cells = board.open_cells()
    out, seen = [], set()
    for card in position.pool:
        for cell, turn, lying in board.placements(card, cells):
            if (cell, lying) not in seen:
                seen.add((cell, lying))
                out.append(Placement(cell, card, turn))
    if position.personal:
        out += [Placement(cell) for cell in board.personal_cells()]
    return out


def analyse_moves(position: Position, clock: Clock):
    if position.draw is not None:  # cut in the draw phase: lays and discards of the hand
        from solver.florentine.analyse_draw import draw_moves

        return draw_moves(position, clock)
    if position.players:  # cut from a game: the game's values, searched or played out
        from solver.florentine.analyse_draw import open_played_out
        from solver.florentine.analyse_game import game_moves, header

        rows = game_moves(position, clock)
        if rows is not None:
            return rows, header(position, True)
        played = open_played_out(position)
        if played is not None:
            return played
        return puzzle_moves(position, clock), header(position, False)
    return puzzle_moves(position, clock)


def puzzle_moves(position: Position, clock: Clock) -> list[Valued]:
    """The one-colour puzzle's values: the colour alone lays what it likes."""
    moves = first_moves(position)
    cards = [m for m in moves if not m.personal]
    out: dict[Placement, Valued] = {}
    for move in moves:
        if move.personal:
            score = position.score(position.board.put(move.cell, PERSONAL))
            out[move] = _valued(move, score, 0)
    if cards:
        out.update(_by_model(position, cards, clock))
    return [out[m] for m in moves]


def _valued(move: Placement, score: int | None, cards: int | None, exact: bool = True) -> Valued:
    if score is None:
        return Valued(move.to_mapping(), None, None, exact)
    assert cards is not None  # a score comes with its card count
    return Valued(move.to_mapping(), {"score": score, "cards": cards}, (score, -cards), exact)


def _by_model(position: Position, moves: list[Placement], clock: Clock) -> dict[Placement, Valued]:
    try:
        m = build(position, clock)
    except OutOfTime:
        return {move: _valued(move, None, None, exact=False) for move in moves}
    model = m.model
    model.maximize((len(position.pool) + 1) * m.score - m.cards)
    index = {card: k for k, card in enumerate(position.pool)}
    variable = {}
    for (cell, k, _, lying), x in m.place.items():
        variable[(cell, k, lying)] = x
    out = {}
    for move in moves:
        assert move.card is not None  # the personal card is valued without the model
        lying = move.card.turned(move.turn)
        x = variable[(move.cell, index[move.card], lying)]
        model.clear_assumptions()
        model.add_assumptions([x])
        solver = clock.solver(**_PARAMETERS)
        status = status_name(solver.solve(model))
        if status in (Status.OPTIMAL, Status.FEASIBLE):
            # a cut search's board may score more than its model says: the rules count
            score = scored(position, m, solver, _read(position, m, solver)[0], status)
            cards = round(solver.value(m.cards))
            out[move] = _valued(move, score, cards, exact=status == Status.OPTIMAL)
        else:
            out[move] = _valued(move, None, None, exact=status == Status.INFEASIBLE)
    model.clear_assumptions()
    return out


def position_text(position: Position, words: Words = ENGLISH) -> str:
    from puzzles.command_words import phrase
    from puzzles.florentine.board_text import TEXT
    from puzzles.florentine.endgame import draw_board

    own = TEXT[words.lang]
    pool = " ".join(str(c) for c in position.pool) or words("command.empty_mark")
    personal = own["personal_free" if position.personal else "personal_used"]
    colour = phrase(words, f"colour_{position.colour}")
    lines = [draw_board(position.board), ""]
    lines.append(
        i18n.nformat(words.lang, "answer.florentine.playing_for", position.score(), colour=colour)
    )
    if position.draw is None:
        lines.append(own["pool"].format(pool=pool))
    else:  # the draw phase: the hand, then what else is in play
        lines.append(own["hand"].format(cards=pool))
        lines += _draw_lines(position, words)
    lines.append(own["personal"].format(state=personal))
    return "\n".join(lines)


def _draw_lines(position: Position, words: Words) -> list[str]:
    from puzzles.command_words import phrase
    from puzzles.florentine.board_text import TEXT

    own, draw = TEXT[words.lang], position.draw
    assert draw is not None

    def held(cards) -> str:
        if isinstance(cards, int):
            return i18n.nformat(words.lang, "answer.florentine.hidden_cards", cards)
        return " ".join(str(c) for c in cards) or words("command.empty_mark")

    out = []
    for colour, hand in draw.hands:
        name = phrase(words, f"colour_{colour}")
        out.append(own["hand_of"].format(colour=name, cards=held(hand)))
    pile = draw.pile if isinstance(draw.pile, int) else len(draw.pile)
    discards = " ".join(str(c) for c in draw.discards) or words("command.empty_mark")
    out.append(
        i18n.nformat(words.lang, "answer.florentine.draw_rest", pile, pile=pile, discards=discards)
    )
    return out


def move_text(move, words: Words = ENGLISH) -> str:
    from puzzles.florentine.board_text import TEXT

    if move.get("personal"):
        return TEXT[words.lang]["personal_on"].format(cell=move["cell"])
    if move.get("keep"):
        return TEXT[words.lang]["personal_kept"]
    if "discard" in move:
        return TEXT[words.lang]["discard"].format(card=move["discard"])
    return TEXT[words.lang]["card_on"].format(
        card=move["card"], turn=move["turn"], cell=move["cell"]
    )


def value_text(value, words: Words = ENGLISH) -> str:
    from puzzles import numbers
    from puzzles.drawing.words import NOUNS
    from puzzles.numbers import plain

    score = plain(words.lang, value["score"])  # a mean over sampled deals has a fraction
    if "cards" not in value:  # a game's value: the result, then the gems at the game's end
        gems = words.count_plain("answer.florentine.value_end", value["score"])
        result = numbers.signed(words.lang, value["result"])  # as a review signs it
        return words("answer.florentine.value_result", result=result, gems=gems)
    gems = f"{score} {i18n.ngettext(words.lang, f'{NOUNS}.gem', value['score'])}"
    return i18n.nformat(
        words.lang,
        "answer.florentine.value",
        value["cards"],
        gems=gems,
        cards=value["cards"],
    )


def same(position: Position, a, b) -> bool:
    """Two placements are one when they leave the same board."""
    if "card" not in a or "card" not in b:  # a discard, the personal card laid or kept
        return {k: v for k, v in a.items() if k != "turn"} == {
            k: v for k, v in b.items() if k != "turn"
        }
    if a.get("personal") or b.get("personal"):
        return a.get("personal") == b.get("personal") and a["cell"] == b["cell"]
    from puzzles.florentine.cards import Card

    def lying(m: Mapping[str, Any]) -> Card:
        return Card.parse(m["card"]).turned(m.get("turn", 0))

    return a["cell"] == b["cell"] and lying(a) == lying(b)
