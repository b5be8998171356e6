"""The spine carries the title from the service's page count on (48 pages
for IngramSpark, 80 for KDP, Lulu and a book made for no service) where it
is wide enough for text of 7 pt, the least a print service takes: never
smaller."""

from __future__ import annotations

import re

import pytest

from domino_puzzles.book_layout import cover_service
from domino_puzzles.recipe import Recipe
from domino_puzzles.services import SERVICES
from puzzles.drawing import PT, cover


def _cover(service: str, pages: int) -> str:
    recipe = Recipe(title="T", author="A", paper="6x9in", service=service)
    rules = cover_service(recipe, pages)
    return cover.draw("6x9in", pages, "white", "T", "", "A", ["x"], [], rules)


@pytest.mark.parametrize(("service", "least"), [("ingram", 48), ("kdp", 80), ("lulu", 80)])
def test_the_spine_carries_text_from_the_services_page_count(service, least):
    assert SERVICES[service].spine_text_pages == least
    assert 'class="spine"' not in _cover(service, least - 2)
    for pages in range(least, 400, 2):
        drawn = _cover(service, pages)
        if 'class="spine"' in drawn:
            break
    else:
        raise AssertionError("no spine text up to 400 pages")
    size = float(re.search(r'class="spine".*?font-size="([0-9.]+)"', drawn)[1])
    assert size >= 7 * PT - 0.01
    # a spine a few pages thinner would have had text under 7 pt: none
    assert pages == least or 'class="spine"' not in _cover(service, pages - 2)


def test_a_book_for_no_service_keeps_80_pages():
    assert cover_service(Recipe(), 48).spine_text_pages == 80
    assert 'class="spine"' not in cover.draw("6x9in", 78, "white", "T", "", "A", ["x"], [])
