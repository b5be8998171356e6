"""No page of a book section less than half full but its last: every kind
alone, easy to hard, on every paper, measured on the pages as written
(tests/pagecheck.py `thin_pages`)."""

from __future__ import annotations

import pytest

from tests import pagecheck

# Where the packing does not get there yet, and why (issue 23 item 4 goes on):
KNOWN = {
    # An odd number of easy 5x5 boards (two a page) before the 7x7 ones: the
    # last is alone, as no 7x7 board fits under it and none under the rules
    # box (moving page breaks earlier only moves the thin page).
    ("6x9in", "florentine"): "a 5x5 board alone before the 7x7 ones",
    ("a5", "florentine"): "a 5x5 board alone before the 7x7 ones",
    # A hard Dominosa board (7x8 cells of 8 mm) is one a page on the small
    # trims and, drawn larger, no longer shares a row with the easy ones.
    ("6x9in", "dominosa"): "a 7x8 board a page on a small trim",
    ("a5", "dominosa"): "a 7x8 board a page on a small trim",
    ("letter", "dominosa"): "a key page of one 7x8 board",
    ("a4", "dominosa"): "a key page of one 7x8 board",
    ("8.5x11in", "dominosa"): "a key page of one 7x8 board",
}


@pytest.fixture(scope="module")
def thin():
    return pagecheck.thin_books()


@pytest.mark.parametrize("paper", pagecheck.PAPER_SET)
@pytest.mark.parametrize("kind", ["florentine", "endgame", "blocked", "chain", "dominosa"])
def test_no_page_but_a_sections_last_is_under_half_full(thin, paper, kind):
    if (paper, kind) in KNOWN:
        pytest.xfail(KNOWN[(paper, kind)])
    assert thin[(paper, kind)] == []


def test_a_page_of_one_small_puzzle_counts_as_thin(tmp_path):
    """The measure itself: a section page with one small box is thin, the
    section's last page is not counted."""
    svg = (
        '<svg xmlns="http://www.w3.org/2000/svg" width="152.4mm" height="228.6mm" '
        'data-trim="152.4 228.6" data-page="{n}" data-pages="40">'
        '<text class="title" x="20" y="20" font-size="5">Section</text>'
        '<g class="item" data-box="20 30 {w} {h}"></g></svg>'
    )
    (tmp_path / "page-05.svg").write_text(svg.format(n=5, w=40, h=50))  # thin
    (tmp_path / "page-06.svg").write_text(svg.format(n=6, w=120, h=150))  # 3/4 full
    (tmp_path / "page-07.svg").write_text(svg.format(n=7, w=10, h=10))  # the last
    thin = pagecheck.thin_pages(tmp_path)
    assert [line.split(": ")[0].rsplit("/", 1)[1] for line in thin] == ["page-05.svg"]
