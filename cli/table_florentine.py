"""`play --rules florentine --human SEAT[,SEAT]`: a person's turns of Florentine
Domino in the terminal (cli/table.py holds what the games share)."""

from __future__ import annotations

import json
import random
from functools import partial

from cli.table import HumanSeats, Stop
from puzzles.errors import BadInput
from puzzles.florentine.board import Cell
from puzzles.florentine.cards import Card, card_id
from puzzles.florentine.endgame import draw_board
from puzzles.florentine.game import (
    DRAW,
    OPEN,
    PERSONAL_ROUND,
    Discard,
    FlorentineGame,
    FlorentineSetup,
    Option,
    PersonalTurn,
    Place,
    play_game,
)
from puzzles.florentine.game_text import move_text
from puzzles.game_words import listed, phrase, upper_first
from puzzles.words import Words


def option_text(table: HumanSeats, option: Option) -> str:
    if isinstance(option, Place):
        return table.w("place", card=option.lying, cell=option.cell, turn=option.turn)
    if isinstance(option, Discard):
        return table.w("discard", card=option.card)
    if option.cell is None:
        return table.w("keep")
    return table.w("personal_on", cell=option.cell)


def florentine_human(table: HumanSeats, move_time: float):
    def choose(game: FlorentineGame, player: int, options: list[Option]) -> Option:
        table.seat(player)
        table.follow(game.moves)
        table.since(player, lambda i, m, p: told(table, game, i, m))
        if game.phase == PERSONAL_ROUND and game.pool and player not in table.ended:
            table.say(table.w("play_over"))  # cards are left, and none fits anywhere
            table.ended.add(player)
        show_game(table, game, player)
        table.say(table.w("moves") + ":")
        for i, option in enumerate(options, 1):
            typed = (
                f"   [{card_id(option.lying)} {option.cell}]" if isinstance(option, Place) else ""
            )
            table.say(f"  {i}) {option_text(table, option)}{typed}")
        while True:
            text = table.ask(table.w("ask_card"))
            if text == "?":
                table.say(advice(table, game, player, options, move_time))
                continue
            try:
                chosen = read_option(table, text, game, options)
            except BadInput as error:
                table.say(str(error))
                continue
            table.chose(player)
            return chosen

    return choose


def told(table: HumanSeats, game: FlorentineGame, index: int, move: dict) -> str:
    """One move of the game as a person reads it (every Florentine move is
    public); one made for a person (their only choice) says so."""
    what = move_text(partial(phrase, Words(table.lang)), move)
    if table.forced(index, move):
        what = table.w("forced_option", what=what)
    return table.w("moved", who=table.w("player", p=move["player"]), what=what)


def show_game(table: HumanSeats, game: FlorentineGame, player: int) -> None:
    phase = {DRAW: "phase_draw", OPEN: "phase_open"}.get(game.phase, "phase_personal")
    colour = table.w("colour_" + game.colours[player])
    table.say("")
    table.say(f"{table.w('board')} ({table.w(phase)}; {table.w('player', p=player)}: {colour})")
    table.say(draw_board(game.board))
    if game.phase == DRAW:
        table.say(table.w("pile", n=len(game.pile)))
        if game.discards:
            table.say(table.w("discards") + ": " + " ".join(map(str, game.discards)))
        table.say(table.w("your_hand") + ": " + " ".join(map(str, game.hands[player])))
    elif game.phase == OPEN:
        table.say(table.w("pool") + ": " + " ".join(map(str, game.pool)))


def read_option(
    table: HumanSeats, text: str, game: FlorentineGame, options: list[Option]
) -> Option:
    words = text.split()
    size = game.setup.size
    if len(words) == 1 and words[0].isdigit():
        n = int(words[0])
        if 1 <= n <= len(options):
            return options[n - 1]
    elif len(words) == 1 and words[0].lower() in ("-", "keep", table.w("keep").lower()):
        if PersonalTurn(None) in options:
            return PersonalTurn(None)
        raise BadInput(_personal_later(table, game))
    elif len(words) == 1 and words[0][:1].isalpha() and words[0][1:].isdigit():
        cell = _cell(words[0], size)
        if cell and PersonalTurn(cell) in options:
            return PersonalTurn(cell)
        if cell and game.phase != PERSONAL_ROUND:
            raise BadInput(_personal_later(table, game))
        if cell:
            if game.board.at(cell) is not None:
                raise BadInput(table.w("cell_taken", cell=cell))
            raise BadInput(table.w("personal_cell_bad", cell=cell))
    elif len(words) in (1, 2) and words[0].lower() in ("discard", "d"):
        card = _card(words[-1])
        if card and Discard(card) in options:
            return Discard(card)
        if card and game.phase != DRAW:
            raise BadInput(table.w("discard_draw_only"))
        if card:
            raise BadInput(table.w("discard_not_held", card=words[-1]))
    elif len(words) == 2:
        if game.phase == PERSONAL_ROUND:
            raise BadInput(table.w("personal_round_now"))
        return _place(table, words, game, options)
    raise BadInput(table.w("not_move", n=len(options)))


def _personal_later(table: HumanSeats, game: FlorentineGame) -> str:
    """The refusal of a personal card (laid or kept) before play is over."""
    return table.w("personal_later_draw" if game.phase == DRAW else "personal_later_open")


def _cell_refusal(table: HumanSeats, game: FlorentineGame, card: str, cell: Cell) -> str:
    """Why no card goes on `cell` now, by the placing rules (docs/rules.md):
    taken, the first card's centre, the cross, two neighbours; else colours."""
    board = game.board
    if board.at(cell) is not None:
        return table.w("cell_taken", cell=cell)
    if cell not in board.open_cells():
        if board.at(board.centre) is None:
            return table.w("first_centre", centre=board.centre, cell=cell)
        return table.w("fill_cell" if board.cross_full() else "cross_cell", cell=cell)
    return table.w("no_fit_colours", card=card, cell=cell)


def _place(
    table: HumanSeats, words: list[str], game: FlorentineGame, options: list[Option]
) -> Option:
    """A card and a cell: `G1BRG D3` (the card as it is to lie), `F13/2 D3` (its
    id in the deck and its turn) or `F13 D3` (turn 0, or the one turn that
    fits there). A refusal says why: not a card or cell, not a card the
    player may lay, or not fitting there (and in which turns it would)."""
    card, cell = _card(words[0]), _cell(words[1], game.setup.size)
    if card is None:
        raise BadInput(table.w("not_card", text=words[0]))
    if cell is None:
        raise BadInput(table.w("not_cell", text=words[1]))
    places = [o for o in options if isinstance(o, Place)]
    lying = [o for o in places if o.lying == card and o.cell == cell]
    if lying:
        return lying[0]
    mine = [c for c in game.cards_for(game.to_move) if any(t == card for _, t in c.turns())]
    if not mine:
        where = table.w("where_hand" if game.phase == DRAW else "where_pool")
        raise BadInput(table.w("not_in_cards", card=words[0], where=where))
    held = [o for o in places if o.card == mine[0] and o.cell == cell]
    if len(held) == 1 and "/" not in words[0]:
        return held[0]
    if not held:
        raise BadInput(_cell_refusal(table, game, words[0], cell))
    ways = [card_id(o.lying) or str(o.lying) for o in held]
    raise BadInput(
        table.w(
            "fits_turned",
            card=words[0],
            cell=cell,
            ways=", ".join(ways),
            example=f"{ways[0]} {cell}",
        )
    )


def _card(text: str) -> Card | None:
    try:
        return Card.parse(text)
    except BadInput:
        return None


def _cell(text: str, size: int) -> Cell | None:
    try:
        return Cell.parse(text, size)
    except BadInput:
        return None


def advice(
    table: HumanSeats, game: FlorentineGame, player: int, options: list[Option], move_time
) -> str:
    """`?`: the move `hint` gives the position as this seat sees it, with its
    value and its reason (solver/florentine/game_hint.py): the gems it seals
    at once, what it ends the game with, the next best move's."""
    from puzzles.game_positions import florentine_seen, position_after
    from solver.florentine.game_hint import game_hint
    from solver.registry import load

    data = position_after(game.record(), len(game.moves))
    if data.get("draw") is not None:  # the other hands and the pile unseen
        data = florentine_seen(data, player)
    _, position = load(data)
    step = game_hint(position)
    return (step.said or {}).get(table.lang) or step.reason


def play_florentine_table(
    players: int,
    seed: int,
    names: list[str],
    humans: list[int],
    words: Words,
    rim_seals: bool,
    move_time: float,
    log: str | None,
) -> str | None:
    """One game with people at `humans`; returns the record for `--log`."""
    from solver.bots import florentine_decider
    from solver.florentine.players import seated

    table = HumanSeats(humans, words.lang, seed)
    choosers = [
        florentine_human(table, move_time)
        if p in humans
        else seated(florentine_decider(n, random.Random(f"{seed}-{p}"), move_time))
        for p, n in enumerate(names)
    ]
    try:
        game = play_game(FlorentineSetup(players, rim_seals=rim_seals), seed, choosers)
    except Stop:
        table.say("")
        table.say(table.w("bye"))
        return None
    for person in humans[:1]:  # what was made for them since their last turn
        table.since(person, lambda i, m, p: told(table, game, i, m))
    table.say(draw_board(game.board))
    scores = ", ".join(f"{table.w('player', p=p)} {s}" for p, s in enumerate(game.scores()))
    winners = game.winners()
    who = listed(words, [table.w("player", p=p) for p in winners])
    result = upper_first(table.w("wins" if len(winners) == 1 else "share_win", who=who)) + "."
    table.say(table.w("game_end", scores=scores, result=result))
    bots = ["human" if p in humans else n for p, n in enumerate(names)]
    return json.dumps(game.record(seed, bots))
