"""`analyse`: every legal first move of a position with its exact value under
best play after it (docs/formats.md "analyse output").

A kind answers through the module its `Kind` names (`analyser`, an
`AnalyseMoves` or an `AnalyseByForcing` of solver/contract.py):
either `analyse_moves(position, clock) -> list[Valued]`, a fast way of its
own (one search or one model for every move), or the two pieces of the
generic way below, `children(position)` and `value(position, answer)`: the
position after each first move, solved with that move forced, and the
value read off its answer. A fifth kind writes one or the other.

For scripts and bots::

    from solver.analyse import analyse
    from solver.registry import ENDGAME
    analysis = analyse(ENDGAME, puzzle, Limits())
    best = [m.move for m in analysis.moves if m.best]
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from puzzles.status import Status
from puzzles.words import ENGLISH, Words
from solver.contract import AnalyseByForcing, AnalyseMoves
from solver.kind import Kind, PositionT
from solver.limits import Clock, Limits
from solver.results import Valued

__all__ = ["Analysis", "MoveValue", "Valued", "analyse", "describe", "move_words", "same_move"]


@dataclass(frozen=True)
class MoveValue:
    """One row of the table: a first move, its value, whether it is a best one."""

    move: Mapping[str, Any]
    value: Any
    best: bool
    exact: bool = True
    extra: Mapping[str, Any] | None = None

    def to_mapping(self) -> dict[str, Any]:
        out = {"move": dict(self.move), "value": self.value, **(self.extra or {})}
        out["best"] = self.best
        if not self.exact:
            out["exact"] = False
        return out


@dataclass(frozen=True)
class Analysis:
    """Every legal first move once, best first (ties in the order the kind gives)."""

    kind: str
    id: str | None
    status: Status
    seconds: float
    moves: tuple[MoveValue, ...]
    extra: Mapping[str, Any] | None = None  # sampled: {sampled: true, samples: M}

    @property
    def best(self) -> list[MoveValue]:
        return [m for m in self.moves if m.best]

    def to_mapping(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        if self.id is not None:
            out["id"] = self.id
        out["status"] = self.status.value
        out["seconds"] = round(self.seconds, 3)
        out.update(self.extra or {})
        out["moves"] = [m.to_mapping() for m in self.moves]
        return out


def analyse(
    kind: Kind[PositionT, Any], position: PositionT, limits: Limits | None = None
) -> Analysis:
    """The table of first moves of `position`, a position of `kind`."""
    clock = Clock(limits or Limits())
    module = kind.analyser
    if isinstance(module, AnalyseMoves):
        valued = module.analyse_moves(position, clock)
    else:
        valued = by_forcing(kind, position, clock, module)
    extra = None
    if isinstance(valued, tuple):  # (rows, fields of the whole table)
        valued, extra = valued
    return table(kind.name, position, valued, clock, extra)


def table(
    name: str,
    position: Any,
    valued: list[Valued],
    clock: Clock,
    extra: Mapping[str, Any] | None = None,
) -> Analysis:
    """Rank the moves: best first, a stable order among equals; moves without
    an answer last."""
    ranked = [v for v in valued if v.rank is not None]
    top = max((v.rank for v in ranked), default=None)
    order = sorted(ranked, key=lambda v: v.rank, reverse=True)
    order += [v for v in valued if v.rank is None]
    rows = tuple(
        MoveValue(v.move, v.value, v.rank is not None and v.rank == top, v.exact, v.extra)
        for v in order
    )
    if all(v.exact for v in valued):
        status = Status.OPTIMAL
    else:
        status = Status.FEASIBLE if any(v.rank is not None for v in valued) else Status.UNKNOWN
    header = getattr(position, "header", {}) or {}
    ident = header.get("id")
    ident = None if ident is None else str(ident)
    return Analysis(name, ident, status, clock.elapsed(), rows, extra)


def by_forcing(
    kind: Kind[PositionT, Any], position: PositionT, clock: Clock, module: AnalyseByForcing
) -> list[Valued]:
    """The generic way: for each first move the position after it, solved.

    `module.children(position)` gives (move, position after it, or None when
    the move is illegal there and has no answer); `module.value(position,
    move, answer)` gives (value, rank) of a solved child (None, None when it
    has no answer). What is left of the clock is shared among the moves."""
    out = []
    for move, child in module.children(position):
        if child is None:
            out.append(Valued(move, None, None))
            continue
        left = clock.left()
        limits = Limits(time_limit=left) if left is not None else Limits()
        answer = kind.solve(child, limits)
        value, rank = module.value(position, move, answer)
        exact = answer.status in (Status.OPTIMAL, Status.INFEASIBLE)
        out.append(Valued(move, value, rank, exact))
    return out


def describe(
    kind: Kind[PositionT, Any], position: PositionT, analysis: Analysis, words: Words = ENGLISH
) -> str:
    """For people, in `words`' language: the position drawn, then the table of moves, best
    first (the words the kind's `TEXT` and puzzles/command_words.py's)."""
    from puzzles import numbers
    from puzzles.command_words import phrase
    from puzzles.fields import kind_name

    module = kind.analyser
    status = phrase(words, f"status_{analysis.status.value}")
    shown = kind_name(analysis.kind, words)
    head = words.count("command.analyse_head", len(analysis.moves), kind=shown, status=status)
    head += f" ({numbers.decimal(words.lang, analysis.seconds)} s)"
    if analysis.extra and analysis.extra.get("sampled"):
        head += words.count("command.sampled", analysis.extra["samples"])
    model = (analysis.extra or {}).get("model")
    if model:  # the model of the other players the values are under
        head += words("command.valued_model", model=phrase(words, f"model_{model}"))
    game = (analysis.extra or {}).get("game")
    if game and game["searched"]:  # by the result, under the model a review names
        against = phrase(words, "against_paranoid" if game["paranoid"] else "against_exact")
        head += words("command.valued_game", players=game["players"], against=against)
    elif game and game.get("model") == "deals":  # sampled deals: the model is said above
        head += words("command.valued_by_result")
    elif game and game.get("model") == "playouts":  # too big to search: played out
        head += words.count("command.valued_playouts", game["playouts"])
    elif game:
        head += words("command.too_big")
    out = [head, module.position_text(position, words), ""]
    if not analysis.moves:
        out.append(words("command.no_move"))
        return "\n".join(out)
    rows = []
    best = words("command.best")
    for row in analysis.moves:
        if row.value is None:
            value = words("command.no_value")
        else:
            value = module.value_text(row.value, words)
        if row.extra and "win" in row.extra:
            ci = row.extra.get("ci")
            if model == "worst":  # a worst case, never a chance to win
                pass
            elif row.extra["win"] == 1.0 and not row.extra.get("sure"):
                value += words("command.won_every_deal")  # a likelihood: not certain
            else:
                value += words(
                    "command.wins_share", share=numbers.percent(words.lang, row.extra["win"])
                )
            if ci is not None:
                value += words(
                    "command.interval",
                    low=numbers.signed(words.lang, ci[0], zero=None),
                    high=numbers.signed(words.lang, ci[1], zero=None),
                )
        elif not row.exact:
            value += words("command.not_proven")
        rows.append((best if row.best else "", module.move_text(row.move, words), value))
    width, mark = max(len(r[1]) for r in rows), max(4, len(best))
    out.append(words("command.moves_best_first"))
    out += [f"  {b:<{mark}}  {m:<{width}}  {v}" for b, m, v in rows]
    return "\n".join(out)


def same_move(
    kind: Kind[PositionT, Any], position: PositionT, a: Mapping[str, Any], b: Mapping[str, Any]
) -> bool:
    """Are two moves, as `hint` writes them, one move of the kind (the same
    tile to ends that show the same number, turns that lie alike, ...)?"""
    return bool(kind.analyser.same(position, a, b))


def move_words(kind: Kind, move: Mapping[str, Any], words: Words = ENGLISH) -> str:
    """A move as the kind's `analyse` text writes it, in `words`' language."""
    return kind.analyser.move_text(move, words)
