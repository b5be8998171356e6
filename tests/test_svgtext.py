"""The pages' own SVG writer gives what svgwrite's `tostring()` gives, byte
for byte, on every page of a book of every kind (with keys explained)."""

from __future__ import annotations

from click.testing import CliRunner

from cli.main import main
from puzzles.drawing import svgtext


def test_every_page_is_written_as_svgwrite_writes_it(tmp_path, monkeypatch):
    pages = []
    real = svgtext.text_of

    def both(dwg):
        fast = real(dwg)
        assert fast == dwg.tostring()
        pages.append(fast)
        return fast

    monkeypatch.setattr(svgtext, "text_of", both)
    args = ["book", "--count", "5", "--explain", "--bleed", "--lang", "lv", "--paper", "6x9in"]
    args += ["--title", 'A & B <"quoted">', "--jobs", "1", "--out", str(tmp_path / "b"), "--quiet"]
    result = CliRunner().invoke(main, args, catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert len(pages) == len(list((tmp_path / "b").glob("page-*.svg")))
    assert any("&amp;" in p and "&lt;" in p for p in pages)
