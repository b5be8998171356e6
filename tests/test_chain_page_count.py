"""A chain's status on the page counts the tiles the reader lays, as the print
does ("3 tiles" under a puzzle with a clue tile in place): a clue tile lies
there already and is neither laid nor to lay."""

from __future__ import annotations

import pytest

from domino_puzzles import play_html
from domino_puzzles.web import chain as chain_page
from puzzles.drawing.words import LANGUAGES
from puzzles.words import Words
from solver.limits import Limits
from solver.registry import KINDS

CLUED = {"kind": "chain", "set": 3, "tiles": ["0-1", "1-2", "2-3", "3-3"],
         "clues": [{"at": 2, "tile": "1-2"}]}  # fmt: skip
STATUS = """(id) => document.querySelector(`section[data-id="${id}"] .status`).textContent"""
PLAY = "([id, m]) => window.dominoPuzzles.play(id, m)"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_clue_tile_is_not_counted_as_laid_or_to_lay(tab, tmp_path, lang):
    kind = KINDS["chain"]
    puzzle = kind.load(CLUED)
    answer = kind.solve(puzzle, Limits())
    out = tmp_path / "chain.html"
    out.write_text(play_html.page("t", [(kind, puzzle, answer)], Words(lang), hints=2, age=10))
    page, watch = tab.open(out)
    pid = page.evaluate("() => window.dominoPuzzles.ids()[0]")
    status = chain_page.WORDS[lang]["status"]
    assert page.evaluate(STATUS, pid) == status.format(k=0, n=3)
    line = str(answer.line).split()  # 0-1 1-2 2-3 3-3: 1-2 at 2 is the clue
    got = page.evaluate(PLAY, [pid, {"tile": line[0], "at": 1}])
    assert got["ok"] is True, got
    assert page.evaluate(STATUS, pid) == status.format(k=1, n=3)
    assert watch.errors == []
