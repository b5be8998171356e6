"""A whole Florentine game as text for people: the moves, the board at the
moments that shape the game (the cross full, the pile run out, the end), the
scores; in any language of puzzles/game_words.py (`lang`; English by default)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from puzzles.florentine.endgame import draw_board
from puzzles.florentine.game import FlorentineGame
from puzzles.game_words import checked, listed, phrase, upper_first
from puzzles.words import ENGLISH, Words


def describe_game(
    game: FlorentineGame, seed: int | None = None, bots: Sequence[str] = (), words: Words = ENGLISH
) -> str:
    w = partial(phrase, checked(words))
    setup = game.setup
    rules = w("rims_seal" if setup.rim_seals else "rims_open")
    out = [w("florentine_head", players=setup.players, seed=seed, rules=rules)]
    player = [w("player", p=p) for p in range(setup.players)]
    for p, colour in enumerate(game.colours):
        bot = f" ({bots[p]})" if p < len(bots) else ""
        out.append(f"  {player[p]}{bot}: {w(f'colour_{colour}')}")
    out.append("  " + w("dealt"))
    for p in range(setup.players):
        out.append(f"    {player[p]}: " + " ".join(str(c) for c in game.deck[p * 4 : p * 4 + 4]))
    shown = {at: (label, board) for at, label, board in game.boards}
    for i, move in enumerate(game.moves):
        if i == game.open_from:
            out.append(w("open_phase"))
        if i == game.personal_from:
            out.append(upper_first(w("phase_personal")))
        out.append(f"{i + 1:>4}. {w('acted', who=player[move['player']], what=move_text(w, move))}")
        if i + 1 in shown and i + 1 != len(game.moves):
            out.extend(_board_text(w, *shown[i + 1]))
    if game.moves and len(game.moves) in shown:
        out.extend(_board_text(w, *shown[len(game.moves)]))
    scores = game.scores()
    out.append(
        upper_first(w("scores", scores=", ".join(f"{player[p]} {s}" for p, s in enumerate(scores))))
    )
    winners = game.winners()
    names = listed(words, [player[p] for p in winners])
    out.append(w("wins" if len(winners) == 1 else "share_win", who=names))
    return "\n".join(out)


def move_text(w: Callable[..., str], move: dict) -> str:
    """What a player did, without the player: "discards RORO"."""
    if "discard" in move:
        return w("discarded", card=move["discard"])
    if "personal" in move:
        if move["personal"] is None:
            return w("personal_kept")
        return w("personal_laid", cell=move["personal"])
    if move.get("pass"):
        return w("passes")
    return w("card_laid", card=move["card"], turn=move["turn"], cell=move["cell"])


def _board_text(w: Callable[..., str], key: str, board) -> list[str]:
    return ["", f"{w('board')}: {w(key)}", draw_board(board), ""]
