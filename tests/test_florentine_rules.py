"""The rules engine against docs/rules.md section 1 (Florentine Domino), rule by rule."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from puzzles.errors import BadInput
from puzzles.florentine.board import Board, Cell
from puzzles.florentine.cards import (
    COLOURS,
    PERSONAL,
    Card,
    E,
    N,
    S,
    W,
    parse_colour,
    parse_piece,
    standard_deck,
)
from puzzles.florentine.endgame import Placement, Position, apply
from puzzles.florentine.rooms import is_open, rooms, score
from tests.helpers import random_endgame

CROSS_7 = [f"D{r}" for r in range(1, 8)] + [f"{c}4" for c in "ABCEFG"]


def cell(name: str, size: int = 7) -> Cell:
    return Cell.parse(name, size)


def board(size: int = 7, **cells: str) -> Board:
    """A board by hand: cell name -> card as it lies (or 'P' for a personal card)."""
    return Board.from_pieces(size, {cell(k, size): parse_piece(v) for k, v in cells.items()})


def names(cells) -> set[str]:
    return {c.name for c in cells}


def full_cross(card: str = "GGGG", **extra: str) -> Board:
    """A 7x7 board with every cross cell filled (the fill phase), plus `extra`."""
    return board(**{**{name: card for name in CROSS_7}, **extra})


def room_of(found, where: Cell, side: int):
    return next(r for r in found if (where, side) in r.triangles)


# -- writing a card ------------------------------------------------------------
class TestNotation:
    def test_r1rbg_means_n_red_one_gem_e_red_s_blue_w_green(self):
        card = Card.parse("R1RBG")
        assert card.colours == ("R", "R", "B", "G")
        assert card.gems == (1, 0, 0, 0)

    def test_gems_after_any_triangle(self):
        card = Card.parse("GR2B9O3")
        assert card.colours == ("G", "R", "B", "O")
        assert card.gems == (0, 2, 9, 3)

    @pytest.mark.parametrize("text", ["r1rbg", "R1rBg", "r1RBG", "  R1RBG  "])
    def test_input_is_case_insensitive(self, text):
        assert Card.parse(text) == Card.parse("R1RBG")

    @pytest.mark.parametrize("text", ["r1rbg", "g9o0bR1", "OOGG", "b1orb"])
    def test_output_is_upper_case_and_omits_zero_gems(self, text):
        out = str(Card.parse(text))
        assert out == out.upper()
        assert "0" not in out
        assert Card.parse(out) == Card.parse(text)

    def test_print(self):
        assert str(Card.parse("r1rbg")) == "R1RBG"
        assert str(Card(("G", "G", "R", "B"), (0, 1, 0, 0))) == "GG1RB"
        assert str(Card(("O", "O", "O", "O"), (9, 0, 0, 9))) == "O9OOO9"

    def test_zero_gems_may_be_written(self):
        assert Card.parse("R0RBG") == Card.parse("RRBG")

    @pytest.mark.parametrize("gems", range(10))
    def test_gems_0_to_9(self, gems):
        card = Card.parse(f"G{gems}RBO")
        assert card.gems[N] == gems

    @pytest.mark.parametrize(
        "text",
        ["G10RBO", "RXBG", "RRB", "RRBGG", "", "R1 R B", "1RRBG", "R-RBG", 42, None],
    )
    def test_bad_cards_are_rejected(self, text):
        with pytest.raises(BadInput):
            Card.parse(text)

    def test_personal_card_is_p(self):
        assert parse_piece("P") is PERSONAL
        assert parse_piece("p") is PERSONAL
        assert str(PERSONAL) == "P"

    @pytest.mark.parametrize(
        ("text", "letter"),
        [("green", "G"), ("RED", "R"), ("Blue", "B"), ("ochre", "O"), ("o", "O"), ("g", "G")],
    )
    def test_colours(self, text, letter):
        assert parse_colour(text) == letter

    @pytest.mark.parametrize("text", ["yellow", "X", "", 1, None])
    def test_unknown_colour(self, text):
        with pytest.raises(BadInput):
            parse_colour(text)


# -- turning ---------------------------------------------------------------------
class TestTurning:
    def test_nesw_turned_once_is_wnes(self):
        # Four distinct colours stand for N, E, S, W.
        assert str(Card.parse("GRBO").turned(1)) == "OGRB"

    def test_r1rbg_turned_once_is_gr1rb(self):
        assert str(Card.parse("R1RBG").turned(1)) == "GR1RB"

    def test_gems_turn_with_their_triangle(self):
        card = Card.parse("G1R2B3O4")
        assert str(card.turned(1)) == "O4G1R2B3"
        assert str(card.turned(2)) == "B3O4G1R2"
        assert str(card.turned(3)) == "R2B3O4G1"

    def test_turn_4_is_turn_0(self):
        card = Card.parse("G1R2B3O4")
        assert card.turned(4) == card.turned(0) == card
        assert card.turned(5) == card.turned(1)

    def test_turning_is_clockwise_w_moves_to_n(self):
        card = Card.parse("GRBO")
        once = card.turned(1)
        assert once.colours[N] == card.colours[W]
        assert once.colours[E] == card.colours[N]
        assert once.colours[S] == card.colours[E]
        assert once.colours[W] == card.colours[S]

    def test_turns_lists_distinct_lyings(self):
        assert [t for t, _ in Card.parse("GRBO").turns()] == [0, 1, 2, 3]
        assert [t for t, _ in Card.parse("GRGR").turns()] == [0, 1]
        assert [t for t, _ in Card.parse("GGGG").turns()] == [0]
        for t, lying in Card.parse("R1RBG").turns():
            assert lying == Card.parse("R1RBG").turned(t)


# -- the reference deck ----------------------------------------------------------
class TestStandardDeck:
    deck = standard_deck()

    def test_48_cards(self):
        assert len(self.deck) == 48

    def test_f01_is_gg1rb(self):
        assert str(self.deck[0]) == "GG1RB"
        assert self.deck[0].gems[E] == 1

    def test_first_cards_in_order(self):
        assert [str(c) for c in self.deck[:6]] == [
            "GG1RB",
            "GG1BR",
            "GG1RO",
            "GG1OR",
            "GG1BO",
            "GG1OB",
        ]
        assert str(self.deck[6]) == "RR1GB"
        assert str(self.deck[23]) == "OO1BR"

    def test_group_2_is_abac_with_a_gem_on_n(self):
        assert [str(c) for c in self.deck[24:27]] == ["G1RGB", "G1RGO", "G1BGO"]
        assert str(self.deck[27]) == "R1GRB"
        assert str(self.deck[35]) == "O1ROB"
        for card in self.deck[24:36]:
            c = card.colours
            assert c[N] == c[S] and len(set(c)) == 3
            assert card.gems == (1, 0, 0, 0)

    def test_group_3_is_aabb_then_abab_without_gems(self):
        assert [str(c) for c in self.deck[36:42]] == [
            "GGRR",
            "GGBB",
            "GGOO",
            "RRBB",
            "RROO",
            "BBOO",
        ]
        assert [str(c) for c in self.deck[42:48]] == [
            "GRGR",
            "GBGB",
            "GOGO",
            "RBRB",
            "RORO",
            "BOBO",
        ]
        assert all(c.gems == (0, 0, 0, 0) for c in self.deck[36:])

    def test_group_1_has_one_gem_on_e(self):
        for card in self.deck[:24]:
            assert card.gems == (0, 1, 0, 0)
            assert card.colours[N] == card.colours[E]
            assert len(set(card.colours)) == 3

    def test_group_order_by_colour(self):
        assert [c.colours[N] for c in self.deck[:24]] == [a for a in COLOURS for _ in range(6)]
        assert [c.colours[N] for c in self.deck[24:36]] == [a for a in COLOURS for _ in range(3)]

    def test_36_gems_9_per_colour(self):
        per_colour: Counter[str] = Counter()
        for card in self.deck:
            for colour, gems in zip(card.colours, card.gems, strict=True):
                per_colour[colour] += gems
        assert sum(per_colour.values()) == 36
        assert per_colour == {c: 9 for c in COLOURS}

    def test_48_triangles_per_colour(self):
        triangles = Counter(c for card in self.deck for c in card.colours)
        assert triangles == {c: 48 for c in COLOURS}

    def test_all_distinct_even_up_to_rotation(self):
        canonical = {min(str(card.turned(t)) for t in range(4)) for card in self.deck}
        assert len(canonical) == 48

    def test_a_fresh_deck_each_call(self):
        first = standard_deck()
        first.pop()
        assert len(standard_deck()) == 48


# -- the board ---------------------------------------------------------------------
class TestCells:
    def test_a1_is_top_left(self):
        assert Cell.parse("A1", 7) == Cell(0, 0)
        assert Cell(0, 0).name == "A1"

    def test_column_letter_then_row_number(self):
        assert Cell.parse("B3", 7) == Cell(col=1, row=2)
        assert Cell(col=6, row=0).name == "G1"
        assert Cell(col=0, row=6).name == "A7"

    def test_lower_case_cell(self):
        assert Cell.parse("d4", 7) == Cell(3, 3)

    def test_neighbours_across_sides(self):
        b = Board.empty(7)
        d4 = cell("D4")
        assert b.beyond(d4, N).name == "D3"
        assert b.beyond(d4, E).name == "E4"
        assert b.beyond(d4, S).name == "D5"
        assert b.beyond(d4, W).name == "C4"
        assert b.beyond(cell("A1"), N) is None
        assert b.beyond(cell("A1"), W) is None
        assert b.beyond(cell("G7"), E) is None
        assert b.beyond(cell("G7"), S) is None

    def test_centre_of_7x7_is_d4(self):
        assert Board.empty(7).centre.name == "D4"
        assert Board.empty(5).centre.name == "C3"
        assert Board.empty().size == 7

    def test_cross_has_13_cells_on_7x7(self):
        b = Board.empty(7)
        cross = [c for c in b.cells() if b.on_cross(c)]
        assert len(cross) == 13
        assert names(cross) == set(CROSS_7)
        assert len([c for c in Board.empty(5).cells() if Board.empty(5).on_cross(c)]) == 9

    @pytest.mark.parametrize("text", ["H1", "A8", "A0", "Z9", "4D", "D", "", "DD4"])
    def test_off_board_or_not_a_cell(self, text):
        with pytest.raises(BadInput):
            Cell.parse(text, 7)

    def test_f1_is_off_a_5x5_board(self):
        assert Cell.parse("E5", 5) == Cell(4, 4)
        with pytest.raises(BadInput):
            Cell.parse("F1", 5)

    @pytest.mark.parametrize("size", [0, 1, 2, 4, 6, 8])
    def test_size_must_be_odd(self, size):
        with pytest.raises(BadInput):
            Board.empty(size)


# -- placing a card ----------------------------------------------------------------
class TestPlacing:
    def test_first_card_only_on_the_centre(self):
        b = Board.empty(7)
        assert names(b.open_cells()) == {"D4"}
        places = b.placements(Card.parse("GRBO"))
        assert {c.name for c, _, _ in places} == {"D4"}
        assert sorted(t for _, t, _ in places) == [0, 1, 2, 3]

    def test_cross_phase_only_cross_cells_touching_a_card(self):
        b = board(D4="GGGG")
        assert names(b.open_cells()) == {"D3", "C4", "E4", "D5"}
        b = board(D4="GGGG", D3="GGGG")
        assert names(b.open_cells()) == {"D2", "C4", "E4", "D5"}

    def test_cross_phase_no_off_cross_cell_even_touching_two(self):
        b = board(D4="GGGG", D3="GGGG", C4="GGGG")
        assert b.touching(cell("C3")) == 2
        assert "C3" not in names(b.open_cells())

    def test_cross_phase_until_the_last_cross_cell(self):
        cells = {name: "GGGG" for name in CROSS_7 if name != "G4"}
        b = board(**cells)
        assert not b.cross_full()
        assert names(b.open_cells()) == {"G4"}

    def test_fill_phase_cell_touching_at_least_two(self):
        b = full_cross()
        assert b.cross_full()
        assert names(b.open_cells()) == {"C3", "E3", "C5", "E5"}
        b = b.put(cell("C3"), Card.parse("GGGG"))
        assert names(b.open_cells()) == {"C2", "B3", "E3", "C5", "E5"}
        assert "B2" not in names(b.open_cells())  # touches nothing

    def test_no_card_on_a_filled_cell(self):
        b = full_cross()
        assert not any(c.name == "D4" for c in b.open_cells())
        with pytest.raises(ValueError):
            b.put(cell("D4"), Card.parse("GGGG"))

    def test_colours_match_at_the_shared_edge(self):
        b = board(D4="RGBO")  # N red, E green, S blue, W ochre
        assert b.fits(cell("D3"), Card.parse("GGRB"))  # its S meets D4's N
        assert not b.fits(cell("D3"), Card.parse("RGBO"))
        assert b.fits(cell("E4"), Card.parse("BBBG"))  # its W meets D4's E
        assert not b.fits(cell("E4"), Card.parse("GBBB"))
        assert b.fits(cell("D5"), Card.parse("BOOO"))  # its N meets D4's S
        assert b.fits(cell("C4"), Card.parse("RORR"))  # its E meets D4's W
        assert not b.fits(cell("C4"), Card.parse("RRRO"))

    def test_placements_give_the_turn_that_fits(self):
        b = board(D4="RGBO")
        places = [(c.name, t, str(lying)) for c, t, lying in b.placements(Card.parse("R1BBB"))]
        # The red N has to come round to S to meet D4's red N on D3.
        assert ("D3", 2, "BBR1B") in places
        assert all(t == 2 for name, t, _ in places if name == "D3")
        # On D5 the card has to show blue at N: every turn but the one with red on N.
        assert sorted(t for name, t, _ in places if name == "D5") == [1, 2, 3]

    def test_every_touching_edge_must_match(self):
        # Fill phase: C3 touches D3 (its E edge) and C4 (its S edge).
        b = full_cross(C4="RGGG")  # C4 shows red at N, towards C3
        c3 = cell("C3")
        assert b.fits(c3, Card.parse("GGRG"))
        assert not b.fits(c3, Card.parse("GGGG"))  # matches D3 only
        assert not b.fits(c3, Card.parse("GRRG"))  # matches C4 only
        places = [(c.name, t) for c, t, _ in b.placements(Card.parse("RGGG"))]
        assert [t for name, t in places if name == "C3"] == [2]

    def test_a_personal_card_imposes_no_colour(self):
        b = board(D4="RGBO", D3="P")
        assert all(b.fits(cell("D2"), lying) for _, lying in Card.parse("GRBO").turns())
        # Fill phase: C3 touches the personal card on D3 (its E edge) and C4 (its S edge).
        b = full_cross(D3="P")
        assert b.fits(cell("C3"), Card.parse("OOGO"))  # only C4's green counts
        assert not b.fits(cell("C3"), Card.parse("OOOO"))
        assert b.clash() is None


# -- rooms and sealing --------------------------------------------------------------
# A full 3x3 board around B2 = R1GR2B (N red 1 gem, E green, S red 2 gems, W blue),
# every edge matching.  The two red triangles of B2 face each other across the
# centre point only, so they lie in two different rooms: the one with B1 (1 gem)
# and the one with B3 (2 gems).
RING = {
    "A1": "RRBB",
    "B1": "RRRR",
    "C1": "GGGR",
    "A2": "BBBB",
    "B2": "R1GR2B",
    "C2": "GGGG",
    "A3": "BRRB",
    "B3": "RRRR",
    "C3": "GGRR",
}


def ring(**change: str | None) -> Board:
    cells = {**RING, **change}
    return board(3, **{k: v for k, v in cells.items() if v is not None})


class TestRooms:
    def test_ring_is_legal(self):
        b = ring()
        assert b.clash() is None
        assert b.laying_order() is not None

    def test_n_and_s_of_one_card_are_not_one_room(self):
        found = rooms(ring())
        b2 = cell("B2", 3)
        north, south = room_of(found, b2, N), room_of(found, b2, S)
        assert north is not south
        assert north.colour == south.colour == "R"
        assert (north.gems, south.gems) == (1, 2)

    def test_n_and_s_alone_on_a_card_are_four_rooms(self):
        found = rooms(board(D4="R1GR2B"))
        assert len(found) == 4
        assert all(len(r.triangles) == 1 for r in found)

    def test_e_and_w_of_one_card_are_not_one_room(self):
        found = rooms(board(D4="GRBR"))
        assert len(found) == 4

    def test_adjacent_triangles_of_one_colour_join(self):
        d4 = cell("D4")
        found = rooms(board(D4="R1RBG"))
        assert len(found) == 3
        assert room_of(found, d4, N).triangles == {(d4, N), (d4, E)}
        assert room_of(found, d4, N).gems == 1
        assert len(rooms(board(D4="RRRR"))) == 1
        # W and N are adjacent too (the diagonal through the top left corner).
        assert room_of(rooms(board(D4="RBBR")), d4, W).triangles == {(d4, W), (d4, N)}

    def test_three_adjacent_triangles(self):
        d4 = cell("D4")
        found = rooms(board(D4="GRRR"))
        assert room_of(found, d4, E).triangles == {(d4, E), (d4, S), (d4, W)}

    def test_edge_joins_two_cards(self):
        b = board(D4="GRBO", D3="OOGO")  # D3's S (green) meets D4's N (green)
        d3, d4 = cell("D3"), cell("D4")
        found = rooms(b)
        assert room_of(found, d4, N) is room_of(found, d3, S)
        assert room_of(found, d4, N).triangles == {(d4, N), (d3, S)}
        assert room_of(found, d4, N).colour == "G"
        # The two green triangles face each other, not an empty cell: sealed.
        assert room_of(found, d4, N).sealed
        assert len(found) == 5  # D3: O O O and G; D4: four; the two greens as one

    def test_room_spans_cards_through_joins(self):
        found = rooms(ring())
        b1, b2, a1, c1 = (cell(n, 3) for n in ("B1", "B2", "A1", "C1"))
        room = room_of(found, b2, N)
        assert {(b1, s) for s in range(4)} <= room.triangles
        assert {(a1, N), (a1, E), (c1, W)} <= room.triangles
        assert (c1, N) not in room.triangles

    def test_every_triangle_in_exactly_one_room(self):
        found = rooms(ring())
        all_triangles = [t for r in found for t in r.triangles]
        assert len(all_triangles) == len(set(all_triangles)) == 36
        for r in found:
            b = ring()
            assert all(b.at(c).colours[s] == r.colour for c, s in r.triangles)

    def test_open_facing_an_empty_cell(self):
        b = board(D4="RRRR")
        d4 = cell("D4")
        assert all(is_open(b, d4, s) for s in range(4))
        assert not rooms(b)[0].sealed

    def test_rim_triangle_sealed_by_default(self):
        b = ring()
        a1 = cell("A1", 3)
        assert not is_open(b, a1, N)
        assert not is_open(b, a1, W)
        assert is_open(b, a1, N, rim_seals=False)
        assert all(r.sealed for r in rooms(b))
        assert not any(r.sealed for r in rooms(b, rim_seals=False))

    def test_facing_a_personal_card_is_not_open(self):
        b = ring(C3="P")
        b3 = cell("B3", 3)
        assert not is_open(b, b3, E)
        assert is_open(ring(C3=None), b3, E)

    def test_room_with_one_open_triangle_is_not_sealed(self):
        b = ring(C3=None)  # C3 is a fill-phase corner: B3's E and C2's S face it
        found = rooms(b)
        assert not room_of(found, cell("B2", 3), S).sealed
        assert room_of(found, cell("B2", 3), N).sealed

    def test_score_counts_only_sealed_rooms(self):
        # All sealed: both red rooms count.
        assert score(ring(), "R") == 3
        # C3 empty: the room of B3 (2 gems) is open; the room of B1 still sealed.
        # Were N and S of B2 one room, nothing would count.
        assert score(ring(C3=None), "R") == 1
        # The personal card closes C3 again.
        assert score(ring(C3="P"), "R") == 3

    def test_score_without_rim_seals(self):
        assert score(ring(), "R", rim_seals=False) == 0
        assert score(ring(C3="P"), "R", rim_seals=False) == 0

    def test_score_counts_only_the_colour(self):
        b = ring(C2="G5GGG")  # a sealed green room with 5 gems
        assert score(b, "G") == 5
        assert score(b, "R") == 3
        assert score(b, "B") == 0
        assert score(b, "O") == 0

    def test_score_of_an_open_room_with_gems_is_0(self):
        assert score(board(D4="R9R9R9R9"), "R") == 0
        assert score(board(3, B2="R9R9R9R9"), "R") == 0

    def test_single_card_alone_on_3x3_centre_is_open(self):
        found = rooms(board(3, B2="R1RRR"))
        assert len(found) == 1 and not found[0].sealed

    def test_full_3x3_sealed_room(self):
        cells = {n: "GGGG" for n in RING}
        cells["B2"] = "G2GGG"
        b = board(3, **cells)
        assert score(b, "G") == 2
        assert score(b, "G", rim_seals=False) == 0
        assert len(rooms(b)) == 1

    def test_position_score_uses_its_rules(self):
        position = Position("R", ring())
        assert position.score() == 3
        assert replace(position, rim_seals=False).score() == 0
        assert position.score(ring(C3=None)) == 1


# -- the personal card -------------------------------------------------------------
class TestPersonal:
    def test_cross_phase_on_the_cross_touching_one(self):
        b = board(D4="GGGG")
        assert names(b.personal_cells()) == {"D3", "C4", "E4", "D5"}
        b = board(D4="GGGG", D3="GGGG", C4="GGGG")
        cells = names(b.personal_cells())
        assert "C3" not in cells  # touches two, but off the cross in the cross phase
        assert cells == {"D2", "B4", "E4", "D5"}

    def test_no_personal_on_an_empty_board(self):
        assert Board.empty(7).personal_cells() == []

    def test_fill_phase_touching_two(self):
        b = full_cross()
        assert names(b.personal_cells()) == {"C3", "E3", "C5", "E5"}

    def test_colours_are_not_matched(self):
        # C3 must show green at E (D3) and red at S (C4): no plain green card fits,
        # the personal card goes there all the same.
        b = full_cross(C4="RGGG")
        c3 = cell("C3")
        assert not any(b.fits(c3, lying) for _, lying in Card.parse("GGGG").turns())
        assert c3 in b.personal_cells()
        position = Position("G", b, (Card.parse("GGGG"),))
        final = apply(position, [Placement(c3)])
        assert final.at(c3) is PERSONAL

    def test_personal_only_last_and_only_when_allowed(self):
        b = full_cross()
        pool = (Card.parse("GGGG"),)
        with pytest.raises(ValueError):
            apply(
                Position("G", b, pool), [Placement(cell("C3")), Placement(cell("E3"), pool[0], 0)]
            )
        with pytest.raises(ValueError):
            apply(Position("G", b, pool, personal=False), [Placement(cell("C3"))])
        with pytest.raises(ValueError):  # touches only one card
            apply(Position("G", b, pool), [Placement(cell("C2"))])


# -- apply: moves checked against the rules ------------------------------------------
class TestApply:
    def test_legal_moves(self):
        position = Position("G", board(D4="RGBO"), (Card.parse("R1BBB"), Card.parse("GGGG")))
        final = apply(position, [Placement(cell("D3"), Card.parse("R1BBB"), 2)])
        assert str(final.at(cell("D3"))) == "BBR1B"

    def test_card_not_in_pool_or_used_twice(self):
        card = Card.parse("GGGG")
        position = Position("G", board(D4="GGGG"), (card,))
        with pytest.raises(ValueError):
            apply(position, [Placement(cell("D3"), Card.parse("RRRR"), 0)])
        with pytest.raises(ValueError):
            apply(position, [Placement(cell("D3"), card, 0), Placement(cell("D5"), card, 0)])

    def test_illegal_cell_or_colour(self):
        card = Card.parse("R1BBB")
        position = Position("G", board(D4="RGBO"), (card,))
        with pytest.raises(ValueError):  # off the cross in the cross phase
            apply(position, [Placement(cell("C3"), card, 2)])
        with pytest.raises(ValueError):  # colours clash
            apply(position, [Placement(cell("D3"), card, 0)])


# -- laying order --------------------------------------------------------------------
class TestLayingOrder:
    @pytest.mark.parametrize(
        "cells",
        [
            {"C3": "GGGG"},  # off the cross, nothing else
            {"D3": "GGGG"},  # cross but no centre
            {"D4": "GGGG", "D2": "GGGG"},  # a gap in the arm
            {"D4": "GGGG", "D3": "GGGG", "C3": "GGGG"},  # off the cross, cross not full
            {**{n: "GGGG" for n in CROSS_7}, "A1": "GGGG"},  # never touches two
            {**{n: "GGGG" for n in CROSS_7}, "C2": "GGGG"},  # touches one only
            {**{n: "GGGG" for n in CROSS_7 if n != "A4"}, "C3": "GGGG"},  # cross not full
        ],
    )
    def test_impossible_boards_give_none(self, cells):
        assert board(**cells).laying_order() is None

    def test_empty_board(self):
        assert Board.empty(7).laying_order() == []

    def test_order_is_legal_step_by_step(self):
        b = full_cross(C3="GGGG", C2="GGGG", B2="GGGG", B3="GGGG")
        order = b.laying_order()
        assert order is not None
        assert order[0].name == "D4"
        assert sorted(order) == sorted(b.placed())
        step = Board.empty(7)
        for c in order:
            assert c in step.open_cells()
            step = step.put(c, b.at(c))
        assert step == b

    def test_since_lays_only_the_new_cells(self):
        before = full_cross()
        after = before.put(cell("C3"), Card.parse("GGGG")).put(cell("C2"), Card.parse("GGGG"))
        assert names(after.laying_order(since=before)) == {"C3", "C2"}
        assert [c.name for c in after.laying_order(since=before)] == ["C3", "C2"]

    @pytest.mark.parametrize("seed", range(4))
    def test_simulated_games_have_a_legal_order(self, seed):
        position = random_endgame(random.Random(seed), 4, size=5)
        b = position.board
        order = b.laying_order()
        assert order is not None and len(order) == len(b.placed())
        step = Board.empty(5)
        for c in order:
            assert c in step.open_cells()
            assert step.fits(c, b.at(c))
            step = step.put(c, b.at(c))
        assert step == b


@pytest.mark.parametrize("seed", range(16))
def test_placements_are_every_turn_on_every_open_cell_whose_edges_match(seed):
    """Board.placements (each cell's edges worked out once for all turns) is
    rule 3 written out: every way the card lies, on every open cell, where
    each touching card shows the same colour across the shared edge; in the
    order of the turns, then of the cells."""
    rng = random.Random(seed)
    position = random_endgame(rng, 4, size=rng.choice([5, 7]), laid=rng.randrange(0, 20))
    board = position.board
    cells = board.open_cells()
    across = {N: S, E: W, S: N, W: E}
    for card in position.pool:
        expected = []
        for turn, lying in card.turns():
            for cell in cells:
                matches = True
                for side in (N, E, S, W):
                    other = board.beyond(cell, side)
                    piece = board.at(other) if other is not None else None
                    if isinstance(piece, Card):
                        matches = matches and piece.colours[across[side]] == lying.colours[side]
                assert board.fits(cell, lying) == matches, (seed, cell, lying)
                if matches:
                    expected.append((cell, turn, lying))
        assert board.placements(card) == expected, (seed, card)
        assert board.placements(card, cells) == expected
