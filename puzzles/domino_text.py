"""A played match as text for people: round by round, the line drawn."""

from __future__ import annotations

from puzzles.domino_game import Match, Round
from puzzles.domino_layout import Layout
from puzzles.dominoes import Tile


def layout(game: Round) -> Layout:
    drawn = Layout()
    doubles = 0
    for move in game.moves:
        if "tile" in move:
            tile = Tile.parse(move["tile"])
            drawn.add(tile, move["to"], game.rules.spinner(tile, doubles))
            doubles += tile.is_double
    return drawn


def _who(game: Round, side: int) -> str:
    if game.rules.partnerships:
        return f"players {side} and {side + 2}"
    return f"player {side}"


def describe_round(number: int, game: Round) -> str:
    rules = game.rules
    out = [f"Round {number}: player {game.starter} starts"]
    if game.start_draw is not None:
        out[0] += " (drew " + ", ".join(str(t) for t in game.start_draw) + " for the start)"
    for p, hand in enumerate(game.dealt):
        out.append(f"  player {p}: " + " ".join(str(t) for t in hand))
    if game.dealt_stock:
        name = "boneyard" if rules.game == "draw" else "out of play"
        out.append(f"  {name}: " + " ".join(str(t) for t in game.dealt_stock))
    for move in game.moves:
        p = move["player"]
        if "pass" in move:
            out.append(f"    player {p} passes")
        elif "draw" in move:
            out.append(f"    player {p} draws {move['draw']}")
        elif move["to"] is None:
            out.append(f"    player {p} lays {move['tile']}")
        else:
            out.append(f"    player {p} lays {move['tile']} on the {move['to']}")
    out.extend("  " + line for line in layout(game).text().splitlines())
    end = "domino" if game.end == "domino" else "blocked"
    pips = ", ".join(f"player {p} {n}" for p, n in enumerate(game.pips()))
    out.append(f"  {end}; pips in hand: {pips}")
    if game.winner is None:
        out.append("  nobody scores")
    else:
        out.append(f"  {_who(game, game.winner)} score {game.points}")
    return "\n".join(out)


def describe_match(match: Match) -> str:
    rules = match.rules
    head = (
        f"{rules.game} game, {rules.players} players"
        + (" in partnerships" if rules.partnerships else "")
        + f", double-{rules.set_size}, spinners {rules.spinners}, to {rules.target}"
        + f", seed {match.seed}"
    )
    blocks = [head]
    blocks += [describe_round(i, game) for i, game in enumerate(match.rounds, 1)]
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
