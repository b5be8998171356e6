"""What every review shares (solver/review.py, solver/florentine/review.py):
the classes by their thresholds, the seed of a decision's samples, a mean
with its 95% interval, and a decision's record (docs/formats.md "review")."""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Mapping
from typing import Any

# Thresholds of the classes (docs/rules.md "Reviewing a game"): the cost (the
# best value less the played one) up to which a move is an inaccuracy, then a
# mistake; above, a blunder. A cost of 0 (the value of the best) is "best".
THRESHOLDS = {"dominoes": (3.0, 8.0), "florentine": (1.0, 3.0)}
CLASSES = ("best", "inaccuracy", "mistake", "blunder")
DEFAULT_MOVE_TIME = 0.25  # the expert's --move-time a decision gets


def classify(cost: float, game: str) -> str:
    inaccuracy, mistake = THRESHOLDS["florentine" if game == "florentine" else "dominoes"]
    if cost <= 1e-9:
        return "best"
    if cost < inaccuracy:
        return "inaccuracy"
    if cost < mistake:
        return "mistake"
    return "blunder"


# A sampled decision whose paired difference decides no class is valued again
# with this many times its work, at most (docs/rules.md "Reviewing a game"),
# then said to be too close to call.
MORE_WORK = (1, 4)


def quantile(comparisons: int, n: int) -> float:
    """The factor of the standard error that makes a paired interval hold with
    95% confidence for the move's class as a whole: 95% shared among the
    `comparisons` (the other moves the best was picked from: Bonferroni),
    Student's t for `n` deals (Cornish-Fisher's expansion of it from the
    normal quantile, close from 5 deals on)."""
    from statistics import NormalDist

    p = 1 - 0.05 / (2 * max(1, comparisons))
    z = NormalDist().inv_cdf(p)
    df = max(1, n - 1)
    return (
        z
        + (z**3 + z) / (4 * df)
        + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)
        + (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / (384 * df**3)
    )


def paired_interval(diffs: list[float], comparisons: int = 1) -> tuple[float, float, float]:
    """(mean, low, high) of a paired difference deal by deal: its interval at
    `quantile` standard errors (infinite with fewer than 2 deals)."""
    n = len(diffs)
    mean = sum(diffs) / n
    if n < 2:
        return mean, -math.inf, math.inf
    var = sum((x - mean) ** 2 for x in diffs) / (n - 1)
    half = quantile(comparisons, n) * math.sqrt(var / n)
    return mean, mean - half, mean + half


def paired_class(low: float, high: float, game: str) -> str | None:
    """The class a paired difference (the best lay's value less the played
    one's, over the same deals) shows with 95% confidence, from its interval
    [low, high]: the worst class whose threshold `low` exceeds (inaccuracy:
    above 0), "best" where it may be 0 and is surely below the inaccuracy
    threshold; None (too close to call) where the interval leaves it open."""
    inaccuracy, mistake = THRESHOLDS["florentine" if game == "florentine" else "dominoes"]
    if low >= mistake:
        return "blunder"
    if low >= inaccuracy:
        return "mistake"
    if low > 1e-9:
        return "inaccuracy"
    if high < inaccuracy:
        return "best"
    return None


def _seed(*parts: Any) -> int:
    text = json.dumps(parts, sort_keys=True, default=str)
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def _interval(values: list[float], weights: list[float] | None = None) -> tuple[float, list]:
    """The (weighted) mean and its 95% interval ([] with fewer than 2 values)."""
    weights = weights or [1.0] * len(values)
    total = sum(weights)
    mean = sum(w * v for w, v in zip(weights, values, strict=True)) / total
    if len(values) < 2:
        return mean, []
    var = sum(w * (v - mean) ** 2 for w, v in zip(weights, values, strict=True)) / total
    n_eff = total**2 / sum(w * w for w in weights)
    half = 1.96 * math.sqrt(var / max(1.0, n_eff - 1))
    return mean, [round(mean - half, 3), round(mean + half, 3)]


def _decision(
    n: int,
    player: int,
    played: Mapping,
    played_value: float,
    best: Mapping,
    best_value: float,
    game: str,
    sampled: bool,
    ci: list | None,
) -> dict[str, Any]:
    cost = max(0.0, round(best_value - played_value, 3))
    out: dict[str, Any] = {
        "n": n,
        "player": player,
        "played": {"move": dict(played), "value": round(played_value, 3)},
        "best": {"move": dict(best), "value": round(best_value, 3)},
        "cost": cost,
        "class": classify(cost, game),
        "sampled": sampled,
    }
    if sampled:
        out["ci"] = ci or None
    return out
