"""A played match as text for people: round by round, the line drawn."""

from __future__ import annotations

from puzzles.dominoes.layout import Layout
from puzzles.dominoes.match import Match, Round
from puzzles.dominoes.tiles import Rules, Tile


def layout(round_: Round) -> Layout:
    drawn = Layout()
    doubles = 0
    for move in round_.moves:
        if "tile" in move:
            tile = Tile.parse(move["tile"])
            drawn.add(tile, move["to"], round_.setup.spinner(tile, doubles))
            doubles += tile.is_double
    return drawn


def _who(round_: Round, side: int) -> str:
    if round_.setup.partnerships:
        return f"players {side} and {side + 2}"
    return f"player {side}"


def describe_round(number: int, round_: Round) -> str:
    setup = round_.setup
    out = [f"Round {number}: player {round_.starter} starts"]
    if round_.start_draw is not None:
        out[0] += " (drew " + ", ".join(str(t) for t in round_.start_draw) + " for the start)"
    for p, hand in enumerate(round_.dealt):
        out.append(f"  player {p}: " + " ".join(str(t) for t in hand))
    if round_.dealt_stock:
        name = "boneyard" if setup.game == Rules.DRAW else "out of play"
        out.append(f"  {name}: " + " ".join(str(t) for t in round_.dealt_stock))
    for move in round_.moves:
        p = move["player"]
        if "pass" in move:
            out.append(f"    player {p} passes")
        elif "draw" in move:
            out.append(f"    player {p} draws {move['draw']}")
        elif move["to"] is None:
            out.append(f"    player {p} lays {move['tile']}")
        else:
            out.append(f"    player {p} lays {move['tile']} on the {move['to']}")
    out.extend("  " + line for line in layout(round_).text().splitlines())
    end = "domino" if round_.end == "domino" else "blocked"
    pips = ", ".join(f"player {p} {n}" for p, n in enumerate(round_.pips()))
    out.append(f"  {end}; pips in hand: {pips}")
    if round_.winner is None:
        out.append("  nobody scores")
    else:
        out.append(f"  {_who(round_, round_.winner)} score {round_.points}")
    return "\n".join(out)


def describe_match(match: Match) -> str:
    setup = match.setup
    head = (
        f"{setup.game} game, {setup.players} players"
        + (" in partnerships" if setup.partnerships else "")
        + f", double-{setup.set_size}, spinners {setup.spinners}, to {setup.target}"
        + f", seed {match.seed}"
    )
    blocks = [head]
    blocks += [describe_round(i, round_) for i, round_ in enumerate(match.rounds, 1)]
    scores = ", ".join(
        f"{_who(match.rounds[0], s) if match.rounds else s} {n}" for s, n in enumerate(match.scores)
    )
    tail = f"Scores: {scores}. "
    if match.winner is None:
        tail += "The match was cut short: no winner."
    else:
        tail += f"{_who(match.rounds[-1], match.winner).capitalize()} win the match."
    blocks.append(tail)
    return "\n\n".join(blocks)
