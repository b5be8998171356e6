"""`analyse` for endgames: the exact value of every first move, in one search.

The root's value comes first (MTD(f), as `solve` finds it); then each first
lay's child is valued by MTD(f) of its own, started from the root's value,
on the same search and its same transposition table: what the root's search
learnt of the positions below is not searched again, and the moves share
what they meet. Two lays of one tile that leave the same open ends are one
move (docs/rules.md section 5).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from puzzles import i18n, numbers
from puzzles.dominoes.endgame import Position
from puzzles.dominoes.endgame_hidden import HiddenPosition
from puzzles.dominoes.line import End
from puzzles.words import ENGLISH, Words
from solver.dominoes.endgame.ends import decode
from solver.dominoes.endgame.search import OutOfTime
from solver.dominoes.endgame.solve import _Solver, _uncollected, opening
from solver.limits import Clock
from solver.results import Valued

if TYPE_CHECKING:
    from solver.dominoes.sampling import Sampler
    from solver.dominoes.seat_view import SeatView
    from solver.results import Step

# Hidden hands: the most work the endgame search may spend on one deal
# (deterministic: solver/limits.py); how many deals: solver/dominoes/advice.py.
SAMPLE_WORK = 0.2


def analyse_moves(
    position: Position, clock: Clock
) -> list[Valued] | tuple[list[Valued], dict[str, Any]]:
    """Every first move valued; with hidden hands the sampled rows and the
    fields of the whole table (solver/analyse.py reads both)."""
    if getattr(position, "hidden", False):
        # --time-limit S buys the work the expert's --move-time S buys (more
        # deals), still the same on every run.
        return sampled(position, clock.limits.time_limit, clock.limits.others)
    with _uncollected():
        solver = _Solver(position, clock)
        try:
            return _moves(solver, position)
        finally:
            clock.searched += solver.work()
            solver.release()


def _moves(solver: _Solver, position: Position) -> list[Valued]:
    table = opening(position)
    options = table.options()
    try:
        root = solver.mtd(solver.bounds())
    except OutOfTime:
        return [Valued(m.to_mapping(), None, None, exact=False) for m in options]
    if not options:
        return []
    if not options[0].lays:  # a forced pass: the one move, worth the position
        return [Valued(options[0].to_mapping(), root, root)]
    node, lays = solver.first_lays()
    flips = solver.game.sides.flips[node.player]
    widest = max(abs(b) for b in solver.bounds()) + 1
    values: dict[tuple, int | None] = {}
    for option in sorted(lays, key=lambda o: o[0][4] != solver.best_lay(node)):
        bit, _, ce = option[0][:3]
        key = (solver.game.tiles[bit.bit_length() - 1], decode(ce))
        if key in values:
            continue
        _, child, points = option
        if child is None:
            values[key] = points
            continue
        guess = -root if flips else root
        try:
            v = _exact(solver, child, guess, -widest, widest)
        except OutOfTime:
            values[key] = None
            continue
        values[key] = -v if flips else v
    out = []
    for move in options:
        value = values.get((move.tile, table.after(move)))
        out.append(Valued(move.to_mapping(), value, value, exact=value is not None))
    return out


def sampled(
    position, move_time: float | None = None, model: str | None = None
) -> tuple[list[Valued], dict]:
    """`valued` without the engine's Advice."""
    rows, header, _ = valued(position, move_time, model)
    return rows, header


def valued(
    position, move_time: float | None = None, model: str | None = None
) -> tuple[list[Valued], dict, Any]:
    """Each lay of the seat whose view it is, valued by the one engine
    (solver/dominoes/advice.py) with the work `move_time` buys, under `model`
    (default: others play as the `best` bot would, not seeing the seat's
    hand): the mean points over the deals, the share of deals won, a 95%
    interval of the mean; `sure` where the rules make the win certain. With
    one consistent deal only, the values are exact. Also the engine's
    Advice, each deal's value of each lay (None: nothing to choose)."""
    from solver.dominoes.advice import DEFAULT_MOVE_TIME, EXPERT, advise

    model = model or EXPERT
    view = seat_view(position)
    legal = view.legal()
    if not legal:  # a draw of a hidden tile, or a pass: nothing to choose
        k = position.seen_from
        move = (
            {"player": k, "draw": None}
            if position.boneyard
            else {"player": k, "end": End.PASS.value}
        )
        return [Valued(move, None, None, exact=False)], _header(0, model), None
    forced = _sampler(view).total == 1
    advice = advise(view, DEFAULT_MOVE_TIME if move_time is None else move_time, model)
    table = opening(_one_deal(position, view))
    by_lay = {(m.tile, m.to): m for m in table.options()}
    out = []
    for row in advice.ranked:
        move = by_lay[row.move].to_mapping()
        lo, hi = row.ci
        ci = [round(lo, 3), round(hi, 3)] if abs(hi - lo) < float("inf") else None
        extra: dict[str, Any] = {"win": round(row.win, 3), "ci": ci}
        if row.win == 1.0:
            extra["sure"] = advice.sure(row.move)
        out.append(Valued(move, round(row.mean, 3), row.mean, exact=forced, extra=extra))
    if not advice.ranked:
        out = [Valued(m.to_mapping(), None, None, exact=False) for m in table.options()]
    return out, _header(advice.deals, advice.model), advice


def sampled_hint(position: HiddenPosition, words: Words = ENGLISH) -> Step:
    """`hint` of a position with hidden hands: the best lay by the engine's
    means (technique `sampled`), its model named."""
    from puzzles.command_words import phrase
    from solver.results import Step

    rows, header = sampled(position)
    best = rows[0]
    if best.value is None:
        return Step(best.move, "sampled", None, f"{move_text(best.move)}: no tile fits.")
    assert best.extra is not None  # a sampled row has its share of wins
    won = win_text(best.extra, header, words)
    reason = (
        f"{move_text(best.move)}: the best mean over {header['samples']} sampled deals of "
        f"the hidden tiles, {value_text(best.value)} points{won} "
        f"({phrase(words, 'model_' + header['model'])})."
    )
    return Step(best.move, "sampled", None, reason)


def win_text(extra: Mapping[str, Any], header: Mapping[str, Any], words: Words = ENGLISH) -> str:
    """A row's share of deals won, as the model allows it said: a chance
    under `expert` (100% only where the rules make the win sure, else "won
    every deal sampled"); nothing under `worst`, a worst case."""

    if header.get("model") == "worst":
        return ""
    if extra["win"] == 1.0 and not extra.get("sure"):
        return words("command.won_every_deal")
    return words("command.wins_share", share=numbers.percent(words.lang, extra["win"]))


def seat_view(position: HiddenPosition) -> SeatView:
    """What the seat of a hidden position sees, as the bots read it."""
    from solver.dominoes.seat_view import SeatView

    sizes = tuple(h if isinstance(h, int) else len(h) for h in position.hands)
    moves = position.moves()
    return SeatView(
        position.setup(), position.seen_from, position.hand, sizes, position.boneyard, moves
    )


def _sampler(view: SeatView) -> Sampler:
    from puzzles.errors import BadInput
    from solver.dominoes.sampling import Sampler

    try:
        return Sampler(view)
    except BadInput as error:
        raise BadInput(f"{error.message}", "history") from None


def _header(samples: int, model: str) -> dict:
    return {"sampled": True, "samples": samples, "model": model}


def _one_deal(position: HiddenPosition, view: SeatView) -> Position:
    import random

    deal = _sampler(view).deal(random.Random(0))
    return position.open(deal.hands, deal.boneyard)


def _exact(solver: _Solver, node, guess: int, lower: int, upper: int) -> int:
    """MTD(f) at `node`: null-window passes until the bounds meet (the value
    for the side to move at `node`)."""
    while lower < upper:
        b = guess + 1 if guess == lower else guess
        guess = solver.value(node, b - 1, b)
        if guess < b:
            upper = guess
        else:
            lower = guess
    return guess


def position_text(position: Position, words: Words = ENGLISH) -> str:
    """The position as `solve --format text` draws it, without an answer."""
    from puzzles.dominoes.endgame import start_text

    if getattr(position, "hidden", False):
        return _hidden_text(position, words)
    return start_text(position, words)


def _hidden_text(position, words: Words = ENGLISH) -> str:
    from puzzles.command_words import phrase
    from puzzles.dominoes.endgame import TEXT, sides_text
    from puzzles.dominoes.tiles import pips

    own = TEXT[words.lang]
    view = seat_view(position)
    rules = words("command.rules", game=phrase(words, f"game_{position.game}"))
    size = words("command.double", n=position.set_size)
    out = [own["rules_line"].format(rules=rules, set=size, sides=sides_text(position, words))]
    out.append(own["seen_from"].format(p=position.seen_from))
    ends = ", ".join(map(str, view.ends)) or own["none"]
    written = words("command.line", line=position.line or words("command.empty_mark"))
    out.append(f"{written}   {words('game.ends', ends=ends)}")
    for p, hand in enumerate(position.hands):
        mark = ">" if p == position.to_move else " "
        who = words("game.player", p=p)
        if isinstance(hand, int):
            hidden = i18n.nformat(words.lang, "answer.endgame.hidden_n", hand)
            out.append(f" {mark} {who}: {hidden}")
        else:
            held = i18n.nformat(words.lang, "answer.endgame.pips_n", pips(hand))
            out.append(f" {mark} {who}: {' '.join(map(str, hand))}   ({held})")
    if position.spinners:
        out.append(i18n.nformat(words.lang, "answer.endgame.boneyard_hidden", position.boneyard))
    if position.history:
        out.append(i18n.nformat(words.lang, "answer.endgame.history", len(position.history)))
    return "\n".join(out)


def move_text(move, words: Words = ENGLISH) -> str:
    from puzzles.dominoes.endgame import TEXT

    own, who = TEXT[words.lang], words("game.player", p=move["player"])
    if "draw" in move:
        tile = move["draw"]
        drew = words("game.drew", tile=tile) if tile else words("command.draws_unseen")
        return words("game.acted", who=who, what=drew)
    if move.get("end") == End.PASS:
        return words("game.acted", who=who, what=words("game.passes"))
    end = move.get("end")
    if move.get("to") is None:
        where = ""
    elif isinstance(end, Mapping):
        where = own[f"at_{end['arm']}"].format(key=end["spinner"], to=move["to"])
    else:
        where = own[f"at_{end}"].format(to=move["to"])
    return own["lay_row"].format(who=who, tile=move["tile"], where=where)


def value_text(value, words: Words = ENGLISH) -> str:
    if isinstance(value, float):  # a mean over sampled deals
        return numbers.signed(words.lang, value)
    return f"{value:+d}" if value else "0"


def same(position: Position, a, b) -> bool:
    """Two first moves are one when they lay the same tile leaving the same ends."""
    from puzzles.dominoes.endgame import Move

    table = opening(position)
    ma, mb = Move.from_mapping(a), Move.from_mapping(b)
    if not (ma.lays and mb.lays):
        return ma == mb
    return ma.tile == mb.tile and table.after(ma) == table.after(mb)
