"""The pages' own SVG writer gives what svgwrite's `tostring()` gives, byte
for byte, on every page of a book of every kind (with keys explained)."""

from __future__ import annotations

import re

from click.testing import CliRunner

from cli.main import main
from puzzles.drawing import svgtext


def test_every_page_is_written_as_svgwrite_writes_it(tmp_path, monkeypatch):
    pages = []
    real = svgtext.text_of

    def both(dwg, least_line=0.0):
        fast = real(dwg)
        assert fast == dwg.tostring()
        pages.append(fast)
        return real(dwg, least_line)

    monkeypatch.setattr(svgtext, "text_of", both)
    args = ["book", "--count", "5", "--explain", "--bleed", "--lang", "lv", "--paper", "6x9in"]
    args += ["--title", 'A & B <"quoted">', "--jobs", "1", "--out", str(tmp_path / "b"), "--quiet"]
    result = CliRunner().invoke(main, args, catch_exceptions=False)
    assert result.exit_code == 0, result.output
    # every page and the cover
    assert len(pages) == len(list((tmp_path / "b").glob("page-*.svg"))) + 1
    assert any("&amp;" in p and "&lt;" in p for p in pages)


def test_a_printed_page_draws_no_line_under_the_least_once_scaled():
    import svgwrite

    from puzzles.drawing import LEAST_LINE, style

    dwg = svgwrite.Drawing(size=("100mm", "100mm"), viewBox="0 0 100 100")
    key = style.place(style.group(), 0, 0, 0.5)
    key.elements[0].add(style.line(0, 0, 9, 9, stroke="#000000", stroke_width=0.3))
    key.elements[0].add(style.line(0, 0, 9, 9, stroke="#000000", stroke_width=0.8))
    dwg.add(key)
    dwg.add(style.line(0, 0, 9, 9, stroke="#000000", stroke_width=0.2))
    widths = [
        float(w) for w in re.findall(r'stroke-width="([0-9.]+)"', svgtext.text_of(dwg, LEAST_LINE))
    ]
    # 0.3 at half size prints 0.15 mm: drawn 0.53 so it prints 0.265 mm (0.75 pt)
    assert widths == [0.53, 0.8, 0.265]
    assert 'stroke-width="0.3"' in svgtext.text_of(dwg)  # as drawn, where no least is asked
