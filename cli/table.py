"""`play --human SEAT[,SEAT]`: people at the table, in a terminal.

The table is drawn before each of a person's turns (the line with its
spinner arms, or the Florentine board), then their hand with the legal moves
numbered. A move is a number, or a move by name: `6-4 6` (a tile and the
open end it goes to), `6-4 left` / `6-4 right` under block rules; Florentine
`G1BRG D3` (the card as it is to lie, and the cell), `discard G1BRG`, a cell
or `keep` for the personal card. `?` asks the expert for its move and why.
A move that is not allowed is refused with the reason. With more than one
person at the table (hot seat) a hand stays hidden until its player presses
Enter. Every word is in cli/table_words.py (with those it shares with `play`'s
text, from puzzles/game_words.py), in en, nl, de and lv.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable

import click

from cli.table_words import WORDS
from puzzles import i18n
from puzzles.dominoes.line import End, Line
from puzzles.dominoes.match import Play, Round, Setup
from puzzles.dominoes.match_text import layout
from puzzles.dominoes.tiles import Rules, Tile
from puzzles.errors import BadInput
from puzzles.game_words import listed
from puzzles.words import Words


class Stop(Exception):
    """The person closed the input (Ctrl-D)."""


class HumanSeats:
    """What the people at the table share: the words, who is human, the input."""

    def __init__(self, humans: list[int], lang: str, seed: int):
        self.words = WORDS[lang]
        self.lang = lang
        self.humans = humans
        self.rng = random.Random(f"{seed}-advice")
        self.last: int | None = None  # the human whose hand was shown last
        # The moves of the round (or game) in play already told, and which of
        # them a person chose: any other move of a person's seat was made for
        # them (their only move, a draw, a pass) and is said so.
        self.moves: list | None = None
        self.told: dict[int, int] = {}  # person -> how many moves they have been told
        self.chosen: set[int] = set()
        self.ended: set[int] = set()  # people told that Florentine play is over

    def w(self, key: str, **fields) -> str:
        return self.words[key].format(**fields)

    def say(self, text: str = "") -> None:
        click.echo(text)

    def ask(self, prompt: str) -> str:
        click.echo(prompt, nl=False)
        line = sys.stdin.readline()
        if not line:
            raise Stop
        return line.strip()

    def seat(self, player: int) -> None:
        """Hot seat: hide the screen and wait for the next person."""
        if len(self.humans) > 1 and self.last != player:
            self.say("\n" * 40)
            self.ask(self.w("pass_on", who=self.w("player", p=player)))
        self.last = player

    def follow(self, moves: list) -> None:
        """The moves of a new round (or game) are told from the start."""
        if moves is not self.moves:
            self.moves, self.told, self.chosen = moves, {}, set()

    def forced(self, index: int, move: dict) -> bool:
        """Was the move at `index` made for a person, not by them?"""
        return move["player"] in self.humans and index not in self.chosen

    def since(self, player: int, tell: Callable[[int, dict, int], str]) -> None:
        """Before a person's turn: every move since they last chose, each as
        `tell(index, move, player)` says it, what was made for them marked."""
        assert self.moves is not None
        start = self.told.get(player, 0)
        news = [tell(i, m, player) for i, m in enumerate(self.moves) if i >= start]
        if news:
            self.say("")
            self.say(self.w("since"))
            for line in news:
                self.say("  " + line)
        self.told[player] = len(self.moves)

    def chose(self, player: int) -> None:
        """`player`'s choice is the next move: theirs, and not told back to them."""
        assert self.moves is not None
        self.chosen.add(len(self.moves))
        self.told[player] = len(self.moves) + 1


# -- dominoes ----------------------------------------------------------------------
def _line(round_: Round) -> Line:
    line = Line()
    for move in round_.moves:
        if "tile" in move:
            tile, at = Tile.parse(move["tile"]), move["to"]
            line = line.add(tile, End.LEFT if at is not None and line.left == at else End.RIGHT)
    return line


def _move_text(table: HumanSeats, move: Play) -> str:
    tile, at = move
    if at is None:
        return table.w("lay_first", tile=tile)
    return table.w("lay_on", tile=tile, to=at)


def domino_human(table: HumanSeats, move_time: float):
    """The referee's callback for a person at a seat of a Block or Draw round."""

    def choose(round_: Round, player: int, legal: list[Play]) -> Play:
        table.seat(player)
        table.follow(round_.moves)
        table.since(player, lambda i, m, p: _told(table, i, m, p))
        _show_round(table, round_, player)
        table.say(table.w("moves") + ":")
        for i, move in enumerate(legal, 1):
            table.say(f"  {i}) {_move_text(table, move)}")
        while True:
            text = table.ask(table.w("ask"))
            if text == "?":
                table.say(_advice(table, round_, player, legal, move_time))
                continue
            try:
                chosen = _read_move(table, text, round_, player, legal)
            except BadInput as error:
                table.say(str(error))
                continue
            table.chose(player)
            return chosen

    return choose


def _told(table: HumanSeats, index: int, move: dict, viewer: int | None) -> str:
    """One move of a round as a person reads it; `viewer` (None: everybody,
    the round is over) sees the tiles they drew, and nobody else's but where
    one person is at the table. A move made for a person says so."""
    who = table.w("player", p=move["player"])
    if "pass" in move:
        what, why = table.w("passes"), "forced_pass"
    elif "draw" in move:
        mine = move["player"] == viewer or len(table.humans) == 1
        shown = move["player"] in table.humans and mine
        what = table.w("drew", tile=move["draw"]) if shown else table.w("draws")
        why = "forced_draw"
    else:
        what = table.w("lays", what=_move_text(table, (Tile.parse(move["tile"]), move["to"])))
        why = "forced_lay"
    if table.forced(index, move):
        what = table.w(why, what=what)
    return table.w("moved", who=who, what=what)


def _show_round(table: HumanSeats, round_: Round, player: int) -> None:
    setup = round_.setup
    table.say("")
    table.say(table.w("table") + ":")
    if round_.table:
        table.say(layout(round_).text(Words(table.lang)))
    else:
        table.say("  " + table.w("empty"))
    table.say(table.w("ends", ends=", ".join(map(str, round_.ends)) or "-"))
    sizes = ", ".join(
        f"{table.w('player', p=p)} {len(h)}" for p, h in enumerate(round_.hands) if p != player
    )
    table.say(table.w("hands", sizes=sizes))
    if setup.game == Rules.DRAW:
        table.say(table.w("boneyard", n=len(round_.stock)))
    mine = " ".join(str(t) for t in round_.hands[player])
    table.say(f"{table.w('your_hand')} ({table.w('player', p=player)}): {mine}")


def _read_move(table: HumanSeats, text: str, round_: Round, player: int, legal: list[Play]) -> Play:
    words = text.lower().split()
    if len(words) == 1 and words[0].isdigit():
        n = int(words[0])
        if 1 <= n <= len(legal):
            return legal[n - 1]
        raise BadInput(table.w("not_move", n=len(legal)))
    try:
        tile = Tile.parse(words[0]) if words else None
    except BadInput:
        tile = None
    if tile is None or len(words) > 2:
        raise BadInput(table.w("not_move", n=len(legal)))
    if tile not in round_.hands[player]:
        raise BadInput(table.w("not_held", tile=tile))
    mine = [m for m in legal if m[0] == tile]
    if not mine:
        raise BadInput(table.w("not_fit", tile=tile, ends=", ".join(map(str, round_.ends))))
    if len(words) == 1:
        if len({m[1] for m in mine}) == 1:
            return mine[0]
        raise BadInput(table.w("which_end", tile=tile, example=f"{tile} {mine[0][1]}"))
    if not round_.ends:  # the first tile: no end to name
        raise BadInput(table.w("first_alone", tile=tile))
    end = words[1]
    ends = ", ".join(map(str, round_.ends))
    if end in (End.LEFT, End.RIGHT, table.w("left"), table.w("right")):
        if round_.setup.game != Rules.BLOCK:  # a spinner's arms have no left and right
            raise BadInput(table.w("end_by_number", example=f"{tile} {mine[0][1]}"))
        line = _line(round_)
        side = End.LEFT if end in (End.LEFT, table.w("left")) else End.RIGHT
        number = line.left if side == End.LEFT else line.right
        if (tile, number) in mine:
            return (tile, number)
        raise BadInput(table.w("not_fit_end", tile=tile, end=number))
    if not end.isdigit() or int(end) not in round_.ends:
        raise BadInput(table.w("not_an_end", end=end, ends=ends))
    if (tile, int(end)) in mine:
        return (tile, int(end))
    raise BadInput(table.w("not_fit_end", tile=tile, end=end))


def _advice(table: HumanSeats, round_: Round, player: int, legal: list[Play], move_time) -> str:
    """`?`: the engine's lay (solver/dominoes/advice.py), as `hint` and `analyse`
    give it for this position seen from this seat, its value and its model."""
    from puzzles.command_words import phrase
    from puzzles.numbers import percent, signed
    from solver.dominoes.advice import advise
    from solver.dominoes.seat_view import from_round

    advice = advise(from_round(round_, player), move_time, legal=legal)
    lang = table.lang
    model = phrase(Words(lang), "model_" + advice.model)
    if not advice.ranked:
        return table.w("advice_play", move=_move_text(table, legal[0]), why=model)
    top = advice.ranked[0]
    if top.win == 1.0 and not advice.sure(top.move):  # a likelihood, not a certainty
        mean = signed(lang, top.mean, 1, None)
        why = i18n.nformat(lang, "table.why_every", top.samples, mean=mean)
    else:
        why = i18n.nformat(
            lang,
            "table.why_tiles",
            top.samples,
            mean=signed(lang, top.mean, 1, None),
            win=percent(lang, top.win),
        )
    after = advice.ranked[1:]
    if after:
        why += table.w(
            "why_next",
            move=_move_text(table, after[0].move),
            mean=signed(lang, after[0].mean, 1, None),
        )
    why += f" ({model})"
    return table.w("advice_play", move=_move_text(table, top.move), why=why)


def round_told(table: HumanSeats, round_: Round, number: int) -> None:
    """What happened in a round, told when it is over."""
    table.say("")
    table.say(table.w("round", n=number))
    table.follow(round_.moves)
    for i, move in enumerate(round_.moves):
        table.say("  " + _told(table, i, move, None))
    table.say(layout(round_).text(Words(table.lang)))
    how = table.w("domino" if round_.end == "domino" else "blocked")
    held = ", ".join(f"{table.w('player', p=p)} {n}" for p, n in enumerate(round_.pips()))
    table.say(table.w("pips", end=how, pips=held))
    table.say(table.w("round_end", how=how, result=score_told(table, round_)))


def score_told(table: HumanSeats, round_: Round) -> str:
    """How the round's score was reached, by the count of docs/rules.md
    sections 3 and 4 (puzzles/dominoes/match.py `round_points`): who went out
    or held the fewest pips, the pips each way, and what that makes."""
    setup = round_.setup
    totals = [0] * setup.sides
    for player, n in enumerate(round_.pips()):
        totals[setup.side(player)] += n
    out = next((p for p, h in enumerate(round_.hands) if not h), None)
    lowest = [s for s, n in enumerate(totals) if n == min(totals)]
    if out is not None and (setup.partnerships or setup.game == Rules.DRAW):
        side = setup.side(out)
        key = "went_out_scores" if round_.winner is not None else "went_out_nothing"
        who = table.w("player", p=out)
    elif len(lowest) == 1:
        side, key, who = lowest[0], "lowest_scores", ""
    else:
        names = listed(Words(table.lang), [side_name(table, setup, s) for s in lowest])
        return table.w("tie_nothing", who=names, n=min(totals))
    own, others = totals[side], sum(totals) - totals[side]
    return table.w(
        key,
        who=who,
        side=side_name(table, setup, side),
        own=own,
        others=others,
        points=round_.points,
    )


def side_name(table: HumanSeats, setup, side: int) -> str:
    if setup.partnerships:
        return table.w("side", a=side, b=side + 2)
    return table.w("player", p=side)


def play_domino_table(
    setup: Setup,
    seed: int,
    names: list[str],
    humans: list[int],
    words: Words,
    move_time: float,
    rounds: int | None,
) -> str | None:
    """A match with people at `humans`; returns the record for `--log` (None if stopped)."""
    import json

    from puzzles.dominoes.match import play_match
    from solver.bots import domino_decider
    from solver.dominoes.players import seated

    table = HumanSeats(humans, words.lang, seed)
    choosers = [
        domino_human(table, move_time)
        if p in humans
        else seated(domino_decider(n, random.Random(f"{seed}-{p}"), move_time))
        for p, n in enumerate(names)
    ]
    told = []

    def on_round(round_: Round) -> None:
        told.append(round_)
        round_told(table, round_, len(told))

    try:
        match = play_match(setup, seed, choosers, max_rounds=rounds, on_round=on_round)
    except Stop:
        table.say("")
        table.say(table.w("bye"))
        return None
    scores = ", ".join(f"{side_name(table, setup, s)} {n}" for s, n in enumerate(match.scores))
    if match.winner is None:  # --rounds cut it short
        result = table.w("cut_short")
    else:
        won = "match_won_side" if setup.partnerships else "match_won"
        result = table.w(won, who=side_name(table, setup, match.winner))
    table.say(table.w("match_end", scores=scores, result=result))
    record = match.record()
    record["bots"] = ["human" if p in humans else n for p, n in enumerate(names)]
    return json.dumps(record)
