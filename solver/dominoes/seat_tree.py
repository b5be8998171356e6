"""The expert's own later lays in its rollouts, learnt over the deals: a tree
of what its seat will have seen (solver/dominoes/expert.py, `played_out`).

A rollout that plays the seat's later lays as `best` does values each first
lay as if the seat then went on as `best`: a lay that leaves a choice the
expert would make better than `best` is valued too low. Playing the later
lays with the true deal in view (the double-dummy search) is wrong the
other way: the seat would know hands it never sees.

So the seat's later lays are chosen at nodes keyed by what the seat will
have seen when it lays: every lay before it (player, tile, end), its own
draws' tiles and how many tiles the others drew (a pass follows from whose
turn it is). Deals that look the same to the seat share a node, so a node
learns the lay that does best over the deals that reach it, as a seat that
cannot see the hands would have to choose (single-observer information-set
Monte Carlo tree search; the others lay as `best` does in each deal, the
model the deals are drawn by). A node lays `best`'s choice for its first
WARM visits, then tries each other lay once, then the lay of the highest
upper confidence bound (UCB1, scaled by the spread of the results seen).
Each node's lays are in `best`'s order, so ties go to `best`'s choice.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from puzzles.dominoes.match import Play

# A node's visits that lay `best`'s choice before any other is tried, and
# UCB1's constant in standard deviations of the results seen. Measured on the
# same 150 deals against `best` at --move-time 0.3 (python -m tests.bench bots
# --set TREE=false, then --paired), win share, paired difference with no tree:
#   WARM 4, EXPLORE 0.7:   2-player Block +0.033 ± 0.042, Draw -0.015 ± 0.028,
#                          4-player partnership Block +0.023 ± 0.027
#   WARM 8, EXPLORE 0.35:  2-player Block +0.038 ± 0.036, Draw +0.002 ± 0.020
# In Draw the seat's own draws split the nodes (the boneyard's order is the
# deal's), so most stay young: the fewer trials there, the less noise.
WARM = 8
EXPLORE = 0.35


class Node:
    """One choice of the seat: its lays in `best`'s order, with their visits
    and the sums of their results."""

    __slots__ = ("moves", "visits", "sums", "total")

    def __init__(self, moves: list[Play]):
        self.moves = moves
        self.visits = [0] * len(moves)
        self.sums = [0.0] * len(moves)
        self.total = 0

    def pick(self, spread: float) -> int:
        if self.total < WARM:
            return 0
        if 0 in self.visits:
            return self.visits.index(0)
        log = math.log(self.total)
        return max(
            range(len(self.moves)),
            key=lambda i: (
                self.sums[i] / self.visits[i] + EXPLORE * spread * math.sqrt(log / self.visits[i]),
                -i,
            ),
        )


class SeatTree:
    """The nodes of one decision's rollouts (all its first lays), and the
    results' spread (Welford)."""

    def __init__(self, utility: Callable[[int], float]):
        self.utility = utility  # a rollout's Scored -> what the expert maximises
        self.nodes: dict[tuple, Node] = {}
        self.count, self.mean, self.m2 = 0, 0.0, 0.0

    def choose(
        self,
        seen: tuple,
        legal: Sequence[Play],
        preference: Callable[[Play], tuple],
        path: list[tuple[Node, int]],
    ) -> Play:
        """The seat's lay at the node of `seen`, noted on `path`."""
        node = self.nodes.get(seen)
        if node is None:
            node = self.nodes[seen] = Node(sorted(legal, key=preference, reverse=True))
        i = node.pick(self.spread())
        path.append((node, i))
        return node.moves[i]

    def spread(self) -> float:
        return math.sqrt(self.m2 / (self.count - 1)) if self.count > 1 else 1.0

    def back(self, path: list[tuple[Node, int]], result: int) -> None:
        """A rollout's result to every node it passed."""
        u = self.utility(result)
        self.count += 1
        delta = u - self.mean
        self.mean += delta / self.count
        self.m2 += delta * (u - self.mean)
        for node, i in path:
            node.total += 1
            node.visits[i] += 1
            node.sums[i] += u
