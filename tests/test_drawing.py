"""The SVG drawing of every kind: parts present, pages valid, goldens stable.

Regenerate the golden files on purpose with `UPDATE_GOLDEN=1 pytest tests/test_drawing.py`.
"""

from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from domino_puzzles.paper_kind import on_paper
from puzzles.drawing import layout
from puzzles.drawing import page as paper
from puzzles.words import Words
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
# docs/formats.md's example with a row that has holes, and a domino given
REGIONS = {
    "kind": "regions",
    "set": 6,
    "board": "a a . b\nc d d b\nc c e e\n# # f f\n",
    "regions": {
        "a": {"more": 8},
        "b": {"less": 4},
        "c": {"sum": 4},
        "d": {"equal": True},
        "e": {"less": 2},
        "f": {"unequal": True},
    },
    "dominoes": ["0-6", "3-5", "2-6", "0-5", "1-1", "2-2", "3-4"],
    "given": [{"tile": "1-1", "cells": ["D2", "D3"]}],
    "solution": {
        "dominoes": [
            {"tile": "6-0", "cells": ["A1", "A2"]},
            {"tile": "3-5", "cells": ["B1", "B2"]},
            {"tile": "6-2", "cells": ["C1", "D1"]},
            {"tile": "5-0", "cells": ["C2", "C3"]},
            {"tile": "1-1", "cells": ["D2", "D3"]},
            {"tile": "2-2", "cells": ["A3", "B3"]},
            {"tile": "3-4", "cells": ["C4", "D4"]},
        ]
    },
}
CASES = {
    "florentine": FLORENTINE,
    "blocked": BLOCKED,
    "chain": CHAIN,
    "endgame": ENDGAME,
    "regions": REGIONS,
}
SOLUTIONS = {"florentine": FLORENTINE_SOLUTION}


def single_page(name: str, key: bool, paper_name: str = "a4", lang: str = "en") -> str:
    """One puzzle (or its key) on a page, with the kind's rules box above a puzzle."""
    from domino_puzzles.pages import Print, section

    data = CASES[name]
    if key and name in SOLUTIONS:
        data = {**data, "solution": SOLUTIONS[name]}
    kind, puzzle = load(data)
    kind_type = paper.Type.for_reader("adult")

    def head(dwg, fr, first):
        return paper.header(dwg, fr, kind_type, f"{name} {'key' if key else 'puzzle'}", "a sub")

    sec = section(kind, [("1.", puzzle)], Print(paper_name, lang), key=key, head=head, footer=str)
    (svg,) = layout.flow(sec, paper_name, 1)
    return svg


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


def items(svg: str) -> str:
    """Only the puzzles of a page, not its rules box."""
    root = ET.fromstring(svg)
    inside = [e for e in root.iter() if "item" in (e.get("class") or "").split()]
    return "".join(ET.tostring(e, encoding="unicode") for e in inside)


def in_items(svg: str, name: str) -> list[ET.Element]:
    return [
        e
        for item in ET.fromstring(f"<g xmlns='http://www.w3.org/2000/svg'>{items(svg)}</g>")
        for e in item.iter()
        if name in (e.get("class") or "").split()
    ]


def test_florentine_board_labels_shapes_and_gems():
    svg = single_page("florentine", False)
    labels = [e.text for e in in_items(svg, "label")]
    assert labels[0::2] == list("ABCDEFG")
    assert labels[1::2] == [str(i) for i in range(1, 8)]
    shapes = in_items(svg, "colour")
    # 5 board cards and 2 pool cards, four triangles each, a shape each, one shape for
    # the colour played for; a shape per colour, no letter that only English reads
    assert len(shapes) == 28 + 1
    assert {c for e in shapes for c in e.get("class").split()} >= {f"colour-{x}" for x in "GRBO"}
    # every gem is drawn: 4 on the board, 1 in the pool
    assert len(in_items(svg, "gem")) == 5
    assert "Play for" in texts(svg) and "green" in texts(svg)
    assert "<pattern" not in svg  # patterns are plain shapes: crisp in every renderer
    # the rules box says how to play, with its own example board
    assert "How to play" in texts(svg)


def test_florentine_key_numbers_cards_in_a_legal_order_and_shades_sealed_rooms():
    from puzzles.drawing.florentine import legal_order, sealed_triangles
    from puzzles.florentine.board import Cell

    svg = single_page("florentine", True)
    moves = [e.text for e in classes(svg, "move-list")]
    assert moves[0] == "Order: 1 D2, 2 D6 P"
    assert [e.text for e in classes(svg, "move")] == ["1", "2"]
    assert [e.text for e in classes(svg, "score")] == ["1 gem"]
    kind, puzzle = load({**CASES["florentine"], "solution": FLORENTINE_SOLUTION})
    final = puzzle.solution.board
    assert legal_order(puzzle, final) == [Cell.parse("D2", 7), Cell.parse("D6", 7)]
    # what scores is lit, and only that: in the rules box's example, the one
    # green room at the wall, with its gem
    from puzzles.florentine.board import Board
    from puzzles.florentine.cards import Card

    example = Board.from_pieces(
        3, {Cell.parse("B2", 3): Card.parse("OBRB"), Cell.parse("C2", 3): Card.parse("RG1RB")}
    )
    assert sealed_triangles(example, "G") == {(Cell.parse("C2", 3), 1)}
    assert sealed_triangles(example, "R") == set()


def test_line_keys_number_their_tiles_in_the_order_laid():
    chain = single_page("chain", True)
    assert [e.text for e in classes(chain, "move")] == ["1", "2", "3", "4"]
    blocked = single_page("blocked", True)
    assert [e.text for e in classes(blocked, "move")] == ["1"]
    assert any("1 tile · open ends: 4, 4" in t for t in texts(blocked))
    endgame = single_page("endgame", True)
    assert [e.text for e in classes(endgame, "result")] == ["Nobody scores"]
    moves = " ".join(e.text for e in classes(endgame, "move-list"))
    # the first move is said once, on its own line; the list goes on from the second
    assert moves.startswith("2. Player 2: 1-2 at the right end")
    assert "1-1" not in moves
    first = [e.text for e in classes(endgame, "first-move")]
    # nobody scores: the best first move, not a winning one
    assert first == ["Best first move: Player 1: 1-1 at the right end"]


def test_blocked_order_goes_outwards_right_then_left():
    from puzzles.drawing.blocked import laying_order

    # given tiles at slots 2..3 of 6: right side 4, 5, then left side 1, 0
    assert laying_order(6, 2, 2) == [4, 5, 1, 0]
    assert laying_order(3, 0, 0) == [0, 1, 2]


def test_endgame_shows_every_hand_and_who_moves():
    svg = single_page("endgame", False)
    words = texts(svg)
    assert any("Player 1" in w and "to move" in w for w in words)  # counted from 1
    assert "Player 2" in words
    assert len(in_items(svg, "tile")) == 3 + 3 + 3
    assert "block rules · double-6 set · 2 players" in words


@pytest.mark.parametrize(
    ("value", "partners", "lang", "expected"),
    [
        (17, True, "en", "Players 2 and 4 win by 17 points"),
        (-1, True, "en", "Players 1 and 3 win by 1 point"),
        (5, False, "en", "Player 2 wins by 5 points"),
        (5, False, "nl", "Speler 2 wint met 5 punten"),
        (1, True, "de", "Spieler 2 und 4 gewinnen mit 1 Punkt"),
        (21, False, "lv", "Spēlētājs 2 uzvar ar 21 punktu"),
        (12, False, "lv", "Spēlētājs 2 uzvar ar 12 punktiem"),
        (0, False, "en", "Nobody scores"),
    ],
)
def test_endgame_value_in_words(value, partners, lang, expected):
    from types import SimpleNamespace

    from puzzles.drawing.endgame import result

    position = SimpleNamespace(to_move=1, players=4 if partners else 2, partnerships=partners)
    assert result(position, value, Words(lang)) == expected


def test_draw_rules_key_draws_the_arms_of_spinners():
    from puzzles.drawing.endgame import laid_table

    kind, puzzle = load(
        {
            "kind": "endgame",
            "rules": "draw",
            "line": "5-5",
            "hands": [["5-2", "5-1"], ["5-3", "4-4"]],
            "boneyard": [],
        }
    )
    moves = [
        {"player": 0, "tile": "5-2", "end": "spinner", "to": 5},
        {"player": 1, "tile": "5-3", "end": "right", "to": 5},
    ]
    answer = kind.load_answer({"value": 3, "moves": moves}, puzzle)
    slots, numbers, arms = laid_table(puzzle, answer.moves)
    assert slots == [(5, 5), (5, 3)] and numbers == {1: 2}
    assert arms == {0: [[((5, 2), 1)], []]}  # (up, down): the move named the up arm
    drawn, w, h = on_paper(kind).draw(puzzle, answer)
    assert w > 0 and h > 0


@pytest.mark.parametrize(
    ("lang", "n", "noun", "expected"),
    [
        ("en", 1, "gem", "1 gem"),
        ("en", 0, "gem", "0 gems"),
        ("nl", 2, "tile", "2 stenen"),
        ("de", 1, "card", "1 Karte"),
        ("lv", 1, "gem", "1 dārgakmens"),
        ("lv", 11, "gem", "11 dārgakmeņu"),
        ("lv", 3, "gem", "3 dārgakmeņi"),
        ("lv", 21, "tile", "21 kauliņš"),
    ],
)
def test_counted_words(lang, n, noun, expected):
    from puzzles.drawing.words import count

    assert count(Words(lang), n, noun) == expected


@pytest.mark.parametrize(
    "change, facts",
    [
        ({}, "2 players"),
        (
            {"hands": [["3-4"], ["4-5"], ["1-2"]], "to_move": 1},
            "3 players: 2 against 1 and 3 together",  # counted from 1, as printed
        ),
        (
            {"hands": [["3-4"], ["4-5"], ["1-2"], ["0-0"]]},
            "4 players: 1 against 2, 3 and 4 together",
        ),
        (
            {"hands": [["3-4"], ["4-5"], ["1-2"], ["0-0"]], "partnerships": True},
            "4 players: 1 and 3 against 2 and 4",
        ),
    ],
)
def test_endgame_says_who_plays_against_whom(change, facts):
    from puzzles.drawing.endgame import facts as endgame_facts

    _, puzzle = load({k: v for k, v in {**ENDGAME, **change}.items() if k != "solution"})
    assert endgame_facts(puzzle, Words("en")).endswith(facts)


def test_a_paranoid_loss_names_the_others_together():
    # The player to move plays against the others together: when it loses,
    # they win, as a side (numbered as the sheet numbers players).
    from puzzles.drawing.endgame import result

    _, puzzle = load({**ENDGAME, "hands": [["3-4"], ["4-5"], ["1-2"]], "solution": None})
    assert result(puzzle, -7, Words("en")) == "Players 2 and 3 win by 7 points"
    assert result(puzzle, 7, Words("en")).startswith("Player 1 wins")


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


@pytest.mark.parametrize("name", list(CASES))
def test_a_key_prints_step_lines_given_to_it(name):
    """`book --explain` (issue 14) hands the key drawing its lines of steps."""
    kind, puzzle = load(CASES[name])
    answer = kind.load_answer(SOLUTIONS.get(name) or CASES[name]["solution"], puzzle)
    group, w, h = on_paper(kind).draw(
        puzzle, answer, Words("en"), steps=["Step one: look at the ends."]
    )
    plain = on_paper(kind).draw(puzzle, answer, Words("en"))
    svg = group.tostring()
    assert "Step one: look at the ends." in svg and h > plain[2]


def test_regions_draw_every_region_three_ways_and_no_hole():
    """Colour, pattern and a dashed outline for every region, neighbours in
    different styles; a badge each, with its condition; the dominoes to
    place beside the board (the given one not among them); no cell drawn
    where the board has a hole; the key lays every domino and no badge."""
    from puzzles.drawing import regions as drawing

    kind, puzzle = load(REGIONS)
    g, w, h = drawing.draw(puzzle, None, Words("en"), 180.0)
    svg = g.tostring()
    root = ET.fromstring(f"<g xmlns='http://www.w3.org/2000/svg'>{svg}</g>")
    cells = [e.get("data-cell") for e in root.iter() if e.get("data-cell")]
    assert sorted(cells) == sorted(puzzle.name(c) for c in puzzle.cells)
    assert "A4" not in cells and "B4" not in cells
    dashed = {e.get("class") for e in root.iter() if e.get("stroke-dasharray")}
    assert dashed == {f"outline region-{r}" for r in "abcdef"}
    badges = [e for e in root.iter() if (e.get("class") or "").startswith("badge")]
    shown = sorted("".join(t.text or "" for t in b.iter(f"{SVG}text")) for b in badges)
    assert shown == sorted([">8", "<4", "4", "=", "<2", "≠"])
    look = drawing.looks(puzzle)
    for a, b in puzzle.pairs():
        ra, rb = puzzle.region_at.get(a), puzzle.region_at.get(b)
        if ra and rb and ra != rb:
            assert look[ra.name] != look[rb.name], (ra.name, rb.name)
    tray = next(e for e in root.iter() if e.get("class") == "tray")
    assert len([t for t in tray if t.get("class") == "tile"]) == 6  # 7 less the given 1-1
    answer = kind.load_answer(REGIONS["solution"], puzzle)
    key = ET.fromstring(
        f"<g xmlns='http://www.w3.org/2000/svg'>{drawing.draw(puzzle, answer)[0].tostring()}</g>"
    )
    assert len([e for e in key.iter() if e.get("class") == "domino"]) == 7
    assert not [e for e in key.iter() if (e.get("class") or "").startswith("badge")]


def test_regions_styles_differ_in_grey_and_a_young_sheet_prints_14_pt():
    """Six styles, their fills at least 8 grey levels apart where their
    patterns are alike (no two share a pattern); a young sheet's text is
    14 pt once drawn at the children's scale."""
    from puzzles.drawing import PT
    from puzzles.drawing import regions as drawing
    from puzzles.drawing.greys import grey_of

    assert len({p for _, _, p in drawing.STYLES}) == len(drawing.STYLES)
    greys = sorted(grey_of(f) for f, _, _ in drawing.STYLES)
    assert greys[0] >= 190  # light: black pips and numbers read on every one
    _kind, puzzle = load(REGIONS)
    g, _w, _h = drawing.draw(puzzle, None, Words("en"), 180.0, age=6)
    sizes = [float(m) for m in re.findall(r'font-size="([0-9.]+)"', g.tostring())]
    scale = drawing.PRINT.scale("child")
    assert min(sizes) * scale >= 14 * PT - 0.01


def test_a_region_given_dominoes_fill_has_no_badge():
    """Met already, and a badge there would hide the given domino's pips."""
    from puzzles.drawing import regions as drawing

    data = {**REGIONS, "given": [{"tile": "0-6", "cells": ["A1", "B1"]}]}
    data.pop("solution")
    _kind, puzzle = load(data)
    svg = drawing.draw(puzzle, None, Words("en"), 180.0)[0].tostring()
    assert 'class="badge region-a"' not in svg and 'class="badge region-b"' in svg
