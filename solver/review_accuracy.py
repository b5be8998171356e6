"""A player's accuracy in a review: one number from 0 to 100 made from the
costs of its valued decisions (docs/rules.md "Reviewing a game"), as chess and
backgammon reviews give one.

Each valued decision scores `100 * 2 ** (-cost / blunder)`, where `blunder` is
the game's blunder threshold (8 points in Block and Draw, 3 gems in
Florentine): a best move 100, a cost of one blunder threshold 50, of two 25.
The player's accuracy is the mean of those scores, rounded to a whole
number; with no valued decision there is none (`None`)."""

from __future__ import annotations

from collections.abc import Iterable

from solver.review_values import THRESHOLDS


def move_accuracy(cost: float, rules: str) -> float:
    """One decision's score from 0 to 100: halved by each blunder threshold of cost."""
    blunder = THRESHOLDS["florentine" if rules == "florentine" else "dominoes"][1]
    return 100.0 * 2.0 ** (-max(0.0, cost) / blunder)


def accuracy(costs: Iterable[float], rules: str) -> int | None:
    """The mean score of the decisions costing `costs`, a whole number."""
    scores = [move_accuracy(c, rules) for c in costs]
    if not scores:
        return None
    return round(sum(scores) / len(scores))
