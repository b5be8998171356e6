"""The 200-puzzle 6x9in `--explain` book, made for each print service,
passes its preflight, its answers take at most two fifths of its puzzles'
pages and no page but a section's last is under half full (issue 41's
done-when). Apart from tests/test_book_services.py: the
three books take half a minute each, and a file of their own lets the test
run share them out between its workers. The books lay out the 200 puzzles
generated once and kept in tests/corpus/ (tests/corpus.py): the same books
as `--seed 2026` generates."""

from __future__ import annotations

import pytest

from domino_puzzles.services import SERVICES
from tests import corpus, pagecheck
from tests.test_preflight import run


# its puzzles explained, its pages drawn and converted: past the suite's
# 300 s on a busy machine
@pytest.mark.timeout(900)
@pytest.mark.parametrize("service", ["kdp", "ingram", "lulu"])
def test_the_200_puzzle_book_made_for_a_service_passes_its_preflight(tmp_path, service):
    # `book --count 200 --paper 6x9in --bleed --pdf --service S --explain --seed 2026`
    out = corpus.book(tmp_path / "book", paper="6x9in", bleed=True, service=service, explain=True)
    answers, puzzles = pagecheck.answer_pages(out)
    # IngramSpark and Lulu keep 0.5 in clear on every side: a smaller text
    # block than KDP's, the same two fifths (36 pages to 97)
    assert answers <= 0.4 * puzzles, f"{answers} answer pages to {puzzles} of puzzles"
    assert pagecheck.thin_pages(out) == []
    result = run("preflight", str(out))  # the service the book was made for
    assert result.exit_code == 0, result.output
    assert result.output.startswith(f"book.pdf, cover.pdf: passes {SERVICES[service].name}: ")
