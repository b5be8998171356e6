"""What play.html knows of each kind: one module per kind, domino_puzzles/web/<kind>.py,
found by its name in domino_puzzles/web/kinds.py (whose `PageModule` mypy checks it
against), with

- `page_data(puzzle, answer, lang, age)`: the puzzle and its answer as the kind's script reads
  them (on a worksheet, `age`, with what its sheet says for the age);
- `answer_moves(puzzle, answer)`: (move, reason) pairs that play the answer, for a
  puzzle whose steps cannot be explained;
- `played(steps)`: the explained steps the page plays itself;
- `for_pupils(data, seal)`: `page_data` for a worksheet's pupils' page, with no
  answer and no target in it; `seal(texts)` gives the hashes of the slow keys
  of the results that solve it (codes.js `sealed`, domino_puzzles/web/codes.py);
- where the rules alone judge "solved" (nothing sealed), `answer_texts(data)`:
  the texts of the answer whose keys make a pupil's code, as the kind's
  script's `solvedKey` writes them;
- `WORDS`: the kind's words on the page, {lang: {key: text}}, read by its
  script as T("<kind>.<key>"); `TEACHER_WORDS`: those only the teacher's
  page gets.

Its script is puzzles/web/kinds/<kind>.js, its rules and views on the page;
it adds the kind with `addKind(name, {...})` (puzzles/web/rules.js says what
it holds).
"""

from __future__ import annotations


def tiles(tiles) -> list[str]:
    return [str(t) for t in tiles]
