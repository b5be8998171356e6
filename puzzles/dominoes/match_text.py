"""A played match as text for people: round by round, the line drawn, in any
language of puzzles/game_words.py (`lang`; English by default)."""

from __future__ import annotations

from functools import partial

from puzzles.dominoes.layout import Layout
from puzzles.dominoes.match import Match, Round
from puzzles.dominoes.tiles import Rules, Tile
from puzzles.game_words import checked, phrase, upper_first
from puzzles.words import ENGLISH, Words


def layout(round_: Round) -> Layout:
    drawn = Layout()
    doubles = 0
    for move in round_.moves:
        if "tile" in move:
            tile = Tile.parse(move["tile"])
            drawn.add(tile, move["to"], round_.setup.spinner(tile, doubles))
            doubles += tile.is_double
    return drawn


def _who(round_: Round, side: int, words: Words = ENGLISH) -> str:
    if round_.setup.partnerships:
        return words("game.side", a=side, b=side + 2)
    return words("game.player", p=side)


def _won(round_: Round, side: int, key: str, words: Words, **fields: object) -> str:
    """`key`'s sentence of the side that won, `<key>_side` when it is a
    partnership, so that the verb agrees: player 1 wins, players 1 and 3 win."""
    if round_.setup.partnerships:
        key += "_side"
    return phrase(words, key, who=_who(round_, side, words), **fields)


def describe_round(number: int, round_: Round, words: Words = ENGLISH) -> str:
    w = partial(phrase, checked(words))
    setup = round_.setup
    player = [w("player", p=p) for p in range(setup.players)]
    out = [f"{w('round', n=number)}: {w('starts', who=player[round_.starter])}"]
    if round_.start_draw is not None:
        out[0] += f" ({w('start_draw', tiles=', '.join(str(t) for t in round_.start_draw))})"
    for p, hand in enumerate(round_.dealt):
        out.append(f"  {player[p]}: " + " ".join(str(t) for t in hand))
    if round_.dealt_stock:
        name = "boneyard" if setup.game == Rules.DRAW else "out_of_play"
        tiles = " ".join(str(t) for t in round_.dealt_stock)
        out.append("  " + w(name, n=tiles, tiles=tiles))
    for move in round_.moves:
        who = player[move["player"]]
        if "pass" in move:
            what = w("passes")
        elif "draw" in move:
            what = w("drew", tile=move["draw"])
        elif move["to"] is None:
            what = w("lays", what=w("lay_first", tile=move["tile"]))
        else:
            what = w("lays", what=w("lay_on", tile=move["tile"], to=move["to"]))
        out.append("    " + w("acted", who=who, what=what))
    out.extend("  " + line for line in layout(round_).text(words).splitlines())
    end = w("domino" if round_.end == "domino" else "blocked")
    pips = ", ".join(f"{player[p]} {n}" for p, n in enumerate(round_.pips()))
    out.append("  " + w("pips", end=end, pips=pips))
    if round_.winner is None:
        out.append("  " + w("nobody"))
    else:
        out.append("  " + _won(round_, round_.winner, "scores_won", words, n=round_.points))
    return "\n".join(out)


def describe_match(match: Match, words: Words = ENGLISH) -> str:
    """The whole match as `play` prints it, in `words`' language."""
    w = partial(phrase, checked(words))
    setup = match.setup
    head = w(
        "match_head_sides" if setup.partnerships else "match_head",
        game=w(f"game_{setup.game}"),
        players=setup.players,
        set=setup.set_size,
        spinners=w(f"spinners_{setup.spinners}"),
        target=setup.target,
        seed=match.seed,
    )
    blocks = [head]
    blocks += [describe_round(i, round_, words) for i, round_ in enumerate(match.rounds, 1)]
    scores = ", ".join(
        f"{_who(match.rounds[0], s, words) if match.rounds else s} {n}"
        for s, n in enumerate(match.scores)
    )
    tail = upper_first(w("scores", scores=scores)) + ". "
    if match.winner is None:
        tail += w("cut_short")
    else:
        tail += upper_first(_won(match.rounds[-1], match.winner, "match_won", words))
    blocks.append(tail)
    return "\n\n".join(blocks)
