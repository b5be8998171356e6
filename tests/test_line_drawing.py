"""How a line and a pool are drawn: a line too long for its column turns as
on a table (one path, tile after tile, its ends named, no arrows) and a pool
is a grid of loose tiles (never joined); both report their real size."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

from domino_puzzles.paper_kind import on_paper
from puzzles.dominoes.tiles import Tile
from puzzles.drawing import dominoes, line_layout
from puzzles.words import Words
from solver.registry import load
from tests.test_drawing import BLOCKED, CHAIN, ENDGAME

S = dominoes.HALF
ARROWS = set("↵→←↑↓⇢⇠➔➜⤶⤷↩↪")
WIDTHS = (36.0, 44.0, 52.0, 60.0, 75.0, 90.0, 118.0, 140.0)


def random_line(rng: random.Random, n: int) -> list[tuple[int, int]]:
    """A line of play from a double-6 set, `n` tiles long, each laid on the last."""
    while True:
        left = sorted({(a, b) for a in range(7) for b in range(a, 7)})
        first = rng.choice(left)
        left.remove(first)
        laid = [first]
        while len(laid) < n:
            end = laid[-1][1]
            fits = [t for t in left if end in t]
            if not fits:
                break
            t = rng.choice(fits)
            left.remove(t)
            laid.append(t if t[0] == end else (t[1], t[0]))
        if len(laid) == n:
            return laid


LINES = [random_line(random.Random(seed), random.Random(seed).randint(8, 28)) for seed in range(12)]


def parse(drawn):
    """The tiles (document order: x, y, w, h, first half, second half) and
    the texts (content, x, y, class) of a drawing."""
    g, w, h = drawn
    root = ET.fromstring(g.tostring())
    tiles, texts = [], []
    for e in root.iter():
        css = e.get("class") or ""
        if css in ("tile", "blank"):
            r = e.find("rect")
            halves = [
                int(h.get("class")[5:]) for h in e if (h.get("class") or "").startswith("half-")
            ]
            box = tuple(float(r.get(k)) for k in ("x", "y", "width", "height"))
            tiles.append((*box, *(halves or [None, None])))
        if e.tag == "text":
            texts.append((e.text or "", float(e.get("x")), float(e.get("y")), css))
    return root, tiles, texts


def halves(t):
    x, y, w, h, a, b = t
    if w > h:
        return [((x, y, x + S, y + S), a), ((x + S, y, x + 2 * S, y + S), b)]
    return [((x, y, x + S, y + S), a), ((x, y + S, x + S, y + 2 * S), b)]


def gap(p, q) -> tuple[float, float]:
    """The gap between two boxes (x0, y0, x1, y1) along x and along y
    (negative: they overlap by so much)."""
    return max(p[0], q[0]) - min(p[2], q[2]), max(p[1], q[1]) - min(p[3], q[3])


def box(t):
    x, y, w, h = t[:4]
    return (x, y, x + w, y + h)


def joined(p, q) -> bool:
    """Two tiles touch as a line's tiles do: side by side at most a few mm
    apart, overlapping by about a half along the other way (a hairpin's turn
    tile stands GAP / 2 off its rows)."""
    gx, gy = gap(box(p), box(q))
    return (0 < gx <= 1.3 and gy <= -S + 1.0) or (0 < gy <= 6.0 and gx <= -S + 0.01)


def nearest(t, other):
    """The number on the half of tile `t` nearest tile `other`."""

    x0, y0, x1, y1 = box(other)

    def far(half):
        a, b, c, d = half[0]
        gx, gy = gap(half[0], box(other))
        centres = abs((a + c) - (x0 + x1)) + abs((b + d) - (y0 + y1))
        return (max(gx, 0) + max(gy, 0), centres)

    return min(halves(t), key=far)[1]


def check_line(slots, drawn, width):
    root, tiles, texts = parse(drawn)
    _, w, h = drawn
    assert len(tiles) == len(slots)
    for t, slot in zip(tiles, slots, strict=True):
        assert sorted(t[4:]) == sorted(slot)
    for i in range(len(slots) - 1):
        p, q = tiles[i], tiles[i + 1]
        assert joined(p, q), f"tiles {i} and {i + 1} do not touch: {p[:4]} {q[:4]}"
        assert nearest(p, q) == slots[i][1] and nearest(q, p) == slots[i + 1][0], i
    assert not [c for c, *_ in texts if ARROWS & set(c)]
    assert not root.findall(".//{*}marker") and not root.findall(".//marker")
    for _, x, y, _ in texts:  # the size it reports holds its words and numbers too
        assert -0.01 <= x <= w + 0.01 and 0 < y < h
    for x0, y0, x1, y1 in map(box, tiles):  # the size it reports holds all of it
        assert x0 >= -0.01 and x1 <= w + 0.01 and y0 >= -0.01 and y1 <= h + 0.01
    return tiles, texts


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("numbered", [False, True])
@pytest.mark.parametrize("crosswise", [True, False])
def test_a_long_line_keeps_its_tiles_in_order_on_one_path(width, numbered, crosswise):
    rows, before = [], []
    for slots in LINES:
        numbers = {i: i + 1 for i in range(len(slots))} if numbered else None
        drawn = dominoes.line(slots, numbers, row=width, crosswise=crosswise)
        tiles, texts = check_line(slots, drawn, width)
        doubles = [crosswise and a == b for a, b in slots]
        turns = [t for t, d in zip(tiles, doubles, strict=True) if t[3] > t[2] and not d]
        rows.append(len(turns) + 1)
        before.append(line_layout.old_rows([S if d else 2 * S for d in doubles], S, width))
        least = dominoes.SNAKE_LEAST * S + (S + 1.2 if not numbered and not any(doubles) else 0)
        if width >= least:  # room for three tiles a row (and a hairpin's turn): it stays
            assert drawn[1] <= width + 0.01
        elif rows[-1] > 1:  # else it asks for that much, not more
            assert drawn[1] <= least + 0.01
        if numbered:  # every number once, each by its own tile
            shown = sorted(int(c) for c, _, _, css in texts if css == "move")
            assert shown == list(range(1, len(slots) + 1))
    # No more rows than the line took before it turned, but where no double
    # may take or meet a turn: there a line may take one more (D-D-D at 60 mm).
    assert sum(rows) <= sum(before)
    assert all(r <= b + (1 if crosswise else 0) for r, b in zip(rows, before, strict=True))


@pytest.mark.parametrize("lang", ["en", "nl", "de", "lv"])
def test_a_turning_line_names_both_ends_by_their_tiles(lang):
    slots = LINES[3]
    tiles, texts = check_line(slots, dominoes.line(slots, row=60, words=Words(lang)), 60)
    ends = {c: (x, y) for c, x, y, css in texts if css == "line-end"}
    assert set(ends) == {
        Words(lang)("paper.common.left_end"),
        Words(lang)("paper.common.right_end"),
    }
    for name, t in (
        (Words(lang)("paper.common.left_end"), tiles[0]),
        (Words(lang)("paper.common.right_end"), tiles[-1]),
    ):
        x, y = ends[name]
        x0, y0, x1, y1 = box(t)
        assert x0 - 2 <= x <= x1 + 2 or abs(x - x0) < 1 or abs(x - x1) < 1
        # beside its tile, or under it past the move numbers' strip where a
        # long word (Dutch "rechteruiteinde") would cross another tile
        assert y0 - 5 <= y <= y1 + 7


def test_a_line_that_fits_is_one_row_without_names():
    slots = [(1, 2), (2, 2), (2, 5)]
    tiles, texts = check_line(slots, dominoes.line(slots, row=140), 140)
    assert not texts
    assert len({t[1] + t[3] / 2 for t in tiles}) == 1  # one row, doubles centred on it


@pytest.mark.parametrize("width", WIDTHS)
def test_a_pool_is_a_grid_of_loose_tiles(width):
    for count in (1, 5, 7, 12, 28):
        items = [Tile(a, b) for a in range(7) for b in range(a, 7)][:count]
        drawn = dominoes.tiles(items, row=width)
        root, tiles, texts = parse(drawn)
        assert root.get("class") == "pool" and not texts
        assert [tuple(t[4:]) for t in tiles] == [(t.a, t.b) for t in items]
        assert all(t[2] == 2 * S and t[3] == S for t in tiles)  # all lying flat
        for i, p in enumerate(tiles):  # never joined: further apart than a line's tiles
            for q in tiles[i + 1 :]:
                gx, gy = gap(box(p), box(q))
                assert max(gx, gy) >= 2.0
        columns = sorted({t[0] for t in tiles})
        rows = sorted({t[1] for t in tiles})
        assert len(columns) * len(rows) >= count and len(columns) >= min(count, 1)
        assert line_layout.old_rows([2 * S] * count, S, width) >= len(rows)
        assert drawn[1] <= max(width, 2 * S) + 0.01


@pytest.mark.parametrize("name", ["blocked", "chain", "endgame"])
@pytest.mark.parametrize("key", [False, True])
def test_puzzles_and_keys_draw_their_lines_the_same_way(name, key):
    data = {"blocked": BLOCKED, "chain": CHAIN, "endgame": ENDGAME}[name]
    kind, puzzle = load(data)
    answer = puzzle.solution if key else None
    drawn = on_paper(kind).drawing.draw(puzzle, answer, Words("en"), width=40.0)
    root = ET.fromstring(drawn[0].tostring())
    assert not [t.text for t in root.iter("text") if ARROWS & set(t.text or "")]
    lines = [e for e in root.iter() if e.get("class") == "line"]
    assert lines
    for line in lines:  # every tile of a line touches the next
        tiles = [e for e in line if e.get("class") in ("tile", "blank")]
        boxes = [
            tuple(float(e.find("rect").get(k)) for k in ("x", "y", "width", "height"))
            for e in tiles
        ]
        for p, q in zip(boxes, boxes[1:], strict=False):
            assert joined((*p, 0, 0), (*q, 0, 0))
