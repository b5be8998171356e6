"""Issue 54, item 3: paper answers that show the reasoning. An endgame sheet
has a writing row for every move of the round's best line, which its key
lists; a Florentine sheet asks for each card's name in its cell, and its key
shows each laid card's name there."""

from __future__ import annotations

import html
import re

import domino_puzzles as dp
from puzzles.drawing.florentine import card_name
from puzzles.drawing.sheet_words import SHEET
from puzzles.words import Words


def svg_text(raw: str) -> str:
    """The words printed in SVG text, one text element a line."""
    texts = re.findall(r"<text[^>]*>.*?</text>", raw)
    return "\n".join(html.unescape(re.sub(r"<[^>]+>", "", t)) for t in texts)


def test_an_endgame_answer_box_has_a_row_for_every_move_of_the_line(tmp_path):
    sheet = dp.worksheet(tmp_path / "e", "endgame", count=2, age=10, seed=1)
    pages = "".join(p.read_text("utf-8") for p in sorted((tmp_path / "e/pupils").glob("*.svg")))
    boxes = pages.split('class="answer-box answer-rows"')[1:]
    assert len(boxes) == len(sheet.puzzles)
    for box, puzzle in zip(boxes, sheet.puzzles, strict=True):
        moves = len(puzzle.solution.moves)
        assert moves >= 2  # a worksheet's endgame asks two lays at least
        rows = re.findall(r'class="row-number"[^>]*>(\d+)\.<', box.split("answer-box")[0])
        assert [int(r) for r in rows] == list(range(1, moves + 1))
    assert Words("en")("paper.common.write_line") in " ".join(svg_text(pages).split())
    # the key: every move of the line, numbered after the first
    keys = sorted((tmp_path / "e/teacher").glob("key-*.svg"))
    key = " ".join(svg_text(p.read_text("utf-8")) for p in keys)
    for puzzle in sheet.puzzles:
        last = len(puzzle.solution.moves)
        assert f"{last}. " in key


def test_a_florentine_key_names_each_card_in_its_cell(tmp_path):
    sheet = dp.worksheet(tmp_path / "f", "florentine", count=2, age=10, seed=1)
    pages = sorted((tmp_path / "f/pupils").glob("*.svg"))
    pupils = " ".join(" ".join(svg_text(p.read_text("utf-8")).split()) for p in pages)
    assert SHEET["florentine"]["en"]["older"]["write"] in pupils
    key = "".join(p.read_text("utf-8") for p in sorted((tmp_path / "f/teacher").glob("key-*.svg")))
    for puzzle in sheet.puzzles:
        board = puzzle.solution.board
        laid = [board.at(c) for c in board.cells() if board.at(c) and not puzzle.board.at(c)]
        for card in laid:
            name = card_name(card) or "P"
            # the name in its cell's disc, as the pupil writes it there
            assert re.search(rf">{name}</text>", key), name
