"""The SVG drawing of every kind: parts present, pages valid, goldens stable.

Regenerate the golden files on purpose with `UPDATE_GOLDEN=1 pytest tests/test_drawing.py`.
"""

from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from puzzles.drawing import page as paper
from puzzles.drawing.endgame import draw as puzzle_drawing
from solver.registry import load

GOLDEN = Path(__file__).parent / "golden"
SVG = "{http://www.w3.org/2000/svg}"

FLORENTINE = {
    "kind": "florentine",
    "size": 7,
    "colour": "green",
    "board": {"D4": "GOBO1", "D3": "RGG1O", "D5": "BGBG", "C4": "GOG1R", "E4": "GG1RO"},
    "pool": ["RRBB", "OO1GR"],
    "personal": True,
}
FLORENTINE_SOLUTION = {
    "score": 1,
    "cards_placed": 1,
    "moves": [{"cell": "D2", "card": "RRBB", "turn": 1}, {"cell": "D6", "personal": True}],
    "board": {
        "D2": "BRRB",
        "D3": "RGG1O",
        "D4": "GOBO1",
        "D5": "BGBG",
        "C4": "GOG1R",
        "E4": "GG1RO",
        "D6": "P",
    },
}
BLOCKED = {
    "kind": "blocked",
    "set": 4,
    "rules": "block",
    "line": "2-1 1-4 4-0 0-3 3-4 4-4",
    "tiles": ["0-0", "2-3", "2-4"],
    "solution": {"line": "4-2 2-1 1-4 4-0 0-3 3-4 4-4", "tiles_laid": 1},
}
CHAIN = {
    "kind": "chain",
    "set": 6,
    "tiles": ["1-2", "2-4", "4-4", "4-0"],
    "clues": [{"at": 1, "tile": "1-2"}, {"end": "right", "pips": 0}],
    "solution": {"line": "1-2 2-4 4-4 4-0", "tiles_laid": 4},
}
ENDGAME = {
    "kind": "endgame",
    "rules": "block",
    "set": 6,
    "line": "6-6 6-3 3-1",
    "hands": [["3-4", "1-1", "2-5"], ["4-5", "0-0", "1-2"]],
    "to_move": 0,
    "partnerships": False,
    "solution": {
        "value": 0,
        "moves": [
            {"player": 0, "tile": "1-1", "end": "right", "to": 1},
            {"player": 1, "tile": "1-2", "end": "right", "to": 1},
        ],
    },
}
CASES = {"florentine": FLORENTINE, "blocked": BLOCKED, "chain": CHAIN, "endgame": ENDGAME}
SOLUTIONS = {"florentine": FLORENTINE_SOLUTION}


def single_page(name: str, key: bool, paper_name: str = "a4") -> str:
    kind, puzzle = load(CASES[name])
    answer = None
    if key:
        answer = SOLUTIONS.get(name) or CASES[name]["solution"]
    dwg, width, height = paper.new_page(paper_name)
    top = paper.header(dwg, width, f"{name} {'key' if key else 'puzzle'}", "a sub title")
    item = paper.Item(kind.draw(puzzle, answer), "1.", "easy")
    paper.grid(dwg, [item], top, height - paper.MARGIN - paper.FOOTER, width, 1, 1)
    paper.footer(dwg, width, height, "1")
    return paper.text_of(dwg)


def texts(svg: str) -> list[str]:
    root = ET.fromstring(svg)
    return [t.text or "" for t in root.iter(f"{SVG}text")]


def classes(svg: str, name: str) -> list[ET.Element]:
    root = ET.fromstring(svg)
    return [e for e in root.iter() if name in (e.get("class") or "").split()]


@pytest.mark.parametrize("name", list(CASES))
@pytest.mark.parametrize("key", [False, True])
def test_golden(name, key):
    svg = single_page(name, key)
    path = GOLDEN / f"{name}{'-key' if key else ''}.svg"
    if os.environ.get("UPDATE_GOLDEN"):
        path.parent.mkdir(exist_ok=True)
        path.write_text(svg, encoding="utf-8")
    assert path.exists(), f"no golden {path.name}: run with UPDATE_GOLDEN=1"
    assert svg == path.read_text(encoding="utf-8"), f"{path.name} changed"


@pytest.mark.parametrize("name", list(CASES))
def test_same_input_same_bytes(name):
    assert single_page(name, True) == single_page(name, True)


@pytest.mark.parametrize(
    ("paper_name", "size"), [("a4", ("210mm", "297mm")), ("letter", ("215.9mm", "279.4mm"))]
)
def test_paper_size(paper_name, size):
    root = ET.fromstring(single_page("chain", False, paper_name))
    assert (root.get("width"), root.get("height")) == size
    assert root.get("viewBox") == f"0 0 {size[0][:-2]} {size[1][:-2]}"


def test_florentine_board_labels_letters_and_gems():
    svg = single_page("florentine", False)
    labels = [e.text for e in classes(svg, "label")]
    assert labels[0::2] == list("ABCDEFG")
    assert labels[1::2] == [str(i) for i in range(1, 8)]
    letters = [e.text for e in classes(svg, "colour")]
    # 5 board cards and 2 pool cards, four triangles each
    assert len(letters) == 28 and set(letters) == {"G", "R", "B", "O"}
    # every gem is drawn: 4 on the board, 1 in the pool
    assert len(classes(svg, "gem")) == 5
    assert "Play for" in texts(svg) and "green" in texts(svg)
    assert ET.fromstring(svg).find(f"{SVG}defs/{SVG}pattern[@id='hatch-G']") is not None


def test_gem_counts():
    from puzzles.cards import Card
    from puzzles.drawing.florentine import card

    def gems(element):
        return sum("gem" in (e.attribs.get("class") or "") for e in element.elements)

    assert gems(card(Card.parse("R2RBG"), 0, 0)) == 2
    many = card(Card.parse("R7RBG"), 0, 0)
    assert gems(many) == 1
    assert "7" in [getattr(e, "text", None) for e in many.elements]


def test_florentine_key_numbers_moves():
    svg = single_page("florentine", True)
    moves = [e.text for e in classes(svg, "move-list")]
    assert moves[0].startswith("1. D2: RRBB") and moves[1].startswith("2. D6: P")
    assert [e.text for e in classes(svg, "move")] == ["1", "2"]


def test_line_keys_number_their_tiles():
    chain = single_page("chain", True)
    assert [e.text for e in classes(chain, "move")] == ["1", "2", "3", "4"]
    blocked = single_page("blocked", True)
    assert [e.text for e in classes(blocked, "move")] == ["1"]
    assert any("tiles laid: 1" in t for t in texts(blocked))
    endgame = single_page("endgame", True)
    moves = [e.text for e in classes(endgame, "move-list")]
    assert moves[1].startswith("1. Player 1: 1-1") and moves[2].startswith("2. Player 2: 1-2")


def test_endgame_shows_every_hand_and_who_moves():
    svg = single_page("endgame", False)
    words = texts(svg)
    assert any("Player 1" in w and "to move" in w for w in words)
    assert "Player 2" in words
    assert len(classes(svg, "tile")) == 3 + 3 + 3


@pytest.mark.parametrize(
    "change, notes",
    [
        ({}, []),  # two players: no note
        (
            {"hands": [["3-4"], ["4-5"], ["1-2"]], "to_move": 1},
            ["Player 2 plays against 1 and 3 together"],
        ),
        (
            {"hands": [["3-4"], ["4-5"], ["1-2"], ["0-0"]], "partnerships": True},
            ["Players 1 and 3 play against 2 and 4"],
        ),
    ],
)
def test_endgame_says_who_plays_against_whom(change, notes):
    _, puzzle = load({k: v for k, v in {**ENDGAME, **change}.items() if k != "solution"})
    dwg, width, height = paper.new_page("a4")
    item = paper.Item(puzzle_drawing(puzzle), "1.", "easy")
    paper.grid(dwg, [item], 0, height, width, 1, 1)
    words = texts(paper.text_of(dwg))
    assert [w for w in words if "against" in w] == notes


def test_pips_follow_the_standard_layouts():
    from puzzles.drawing.dominoes import half

    for n in range(10):
        assert len(half(n, 0, 0, 8).elements) == n
    assert half(12, 0, 0, 8).elements[0].text == "12"


def test_pages_convert_to_png():
    cairosvg = pytest.importorskip("cairosvg")
    for name in CASES:
        png = cairosvg.svg2png(bytestring=single_page(name, True).encode(), output_width=200)
        assert png.startswith(b"\x89PNG")


def test_text_stays_text():
    svg = single_page("florentine", True)
    assert re.search(r"<text[^>]*>A</text>", svg)
