"""A whole Florentine game as text for people: the moves, the board at the
moments that shape the game (the cross full, the pile run out, the end), the scores."""

from __future__ import annotations

from collections.abc import Sequence

from puzzles.florentine.cards import COLOUR_NAMES
from puzzles.florentine.endgame import draw_board
from puzzles.florentine.game import FlorentineGame


def describe_game(game: FlorentineGame, seed: int | None = None, bots: Sequence[str] = ()) -> str:
    setup = game.setup
    rules = "rims seal" if setup.rim_seals else "rims stay open"
    out = [f"Florentine Domino, {setup.players} players, seed {seed}, {rules}"]
    for p, colour in enumerate(game.colours):
        bot = f" ({bots[p]})" if p < len(bots) else ""
        out.append(f"  player {p}{bot}: {COLOUR_NAMES[colour]}")
    out.append("  hands as dealt:")
    for p in range(setup.players):
        out.append(f"    player {p}: " + " ".join(str(c) for c in game.deck[p * 4 : p * 4 + 4]))
    shown = {at: (label, board) for at, label, board in game.boards}
    for i, move in enumerate(game.moves):
        if i == game.open_from:
            out.append("Open phase: hands and discards make the open pool")
        if i == game.personal_from:
            out.append("Personal cards")
        out.append(f"{i + 1:>4}. {_move_text(move)}")
        if i + 1 in shown and i + 1 != len(game.moves):
            out.extend(_board_text(*shown[i + 1]))
    if game.moves and len(game.moves) in shown:
        out.extend(_board_text(*shown[len(game.moves)]))
    scores = game.scores()
    out.append("Scores: " + ", ".join(f"player {p} {s}" for p, s in enumerate(scores)))
    winners = game.winners()
    names = " and ".join(f"player {p}" for p in winners)
    out.append(f"{names} {'wins' if len(winners) == 1 else 'share the win'}")
    return "\n".join(out)


def _move_text(move: dict) -> str:
    who = f"player {move['player']}"
    if "discard" in move:
        return f"{who} discards {move['discard']}"
    if "personal" in move:
        if move["personal"] is None:
            return f"{who} keeps the personal card"
        return f"{who} lays the personal card on {move['personal']}"
    if move.get("pass"):
        return f"{who} passes"
    return f"{who} lays {move['card']} turned {move['turn']} on {move['cell']}"


def _board_text(label: str, board) -> list[str]:
    return ["", f"Board: {label}", draw_board(board), ""]
