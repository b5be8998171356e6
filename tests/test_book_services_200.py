"""The 200-puzzle 6x9in book, made for each print service, passes its
preflight (issue 41's done-when). Apart from tests/test_book_services.py: the
three books take a minute each, and a file of their own lets the test run
share them out between its workers."""

from __future__ import annotations

import pytest

from domino_puzzles.services import SERVICES
from tests.test_preflight import make, run


@pytest.mark.parametrize("service", ["kdp", "ingram", "lulu"])
def test_the_200_puzzle_book_made_for_a_service_passes_its_preflight(tmp_path, service):
    out = make(
        tmp_path / "book",
        *("--count", "200", "--paper", "6x9in", "--bleed", "--pdf", "--jobs", "2"),
        *("--service", service),
    )
    result = run("preflight", str(out))  # the service the book was made for
    assert result.exit_code == 0, result.output
    assert result.output.startswith(f"book.pdf, cover.pdf: passes {SERVICES[service].name}: ")
