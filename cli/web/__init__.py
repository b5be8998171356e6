"""What play.html knows of each kind: one module per kind, named by its Kind
(`page_module`, default cli.web.<name>), with

- `page_data(puzzle, answer)`: the puzzle and its answer as the page's script reads
  them (puzzles/web/rules.js and views.js);
- `answer_moves(puzzle, answer)`: (move, reason) pairs that play the answer, for a
  puzzle whose steps cannot be explained;
- `played(steps)` (optional): the explained steps the page plays itself.
"""

from __future__ import annotations


def tiles(tiles) -> list[str]:
    return [str(t) for t in tiles]


def half_word(half: tuple[int, int]) -> str:
    return f"{half[0]}-{half[1]}"
