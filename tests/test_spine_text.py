"""The spine carries the title from the service's page count on: 48 pages
for IngramSpark, 80 for KDP, Lulu and a book made for no service."""

from __future__ import annotations

import pytest

from domino_puzzles.book_layout import cover_service
from domino_puzzles.recipe import Recipe
from domino_puzzles.services import SERVICES
from puzzles.drawing import cover


def _cover(service: str, pages: int) -> str:
    recipe = Recipe(title="T", author="A", paper="6x9in", service=service)
    rules = cover_service(recipe, pages)
    return cover.draw("6x9in", pages, "white", "T", "", "A", ["x"], [], rules)


@pytest.mark.parametrize(("service", "least"), [("ingram", 48), ("kdp", 80), ("lulu", 80)])
def test_the_spine_carries_text_from_the_services_page_count(service, least):
    assert SERVICES[service].spine_text_pages == least
    assert 'class="spine"' not in _cover(service, least - 2)
    assert 'class="spine"' in _cover(service, least)


def test_a_book_for_no_service_keeps_80_pages():
    assert cover_service(Recipe(), 48).spine_text_pages == 80
    assert 'class="spine"' not in cover.draw("6x9in", 78, "white", "T", "", "A", ["x"], [])
