"""What a printed page measures once every transform applies: the smallest
text, domino half and card on it, and how much of it the puzzles fill.

`python -m tests.pagecheck DIR...` prints one line per page; the tests use
`measure` on every page of books and worksheets.
"""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from puzzles.drawing import PAPERS, PT

SVG = "{http://www.w3.org/2000/svg}"
_TRANSFORM = re.compile(r"translate\(([-\d.e]+),([-\d.e]+)\)\s*scale\(([-\d.e]+)\)")


@dataclass
class Measures:
    text_mm: float  # smallest font size
    half_mm: float | None  # smallest domino half (tiles and blanks)
    card_mm: float | None  # smallest Florentine card
    fill: float  # share of the content area under puzzles and rules boxes
    texts: list[str]
    overflow: float = 0.0  # mm a puzzle's box reaches past the content area, at most

    @property
    def text_pt(self) -> float:
        return self.text_mm / PT


def _classes(e) -> set[str]:
    return set((e.get("class") or "").split())


def measure(svg: str, number: int = 1, bound: bool = True) -> Measures:
    from puzzles.drawing.page import frame

    root = ET.fromstring(svg)
    size = (float(root.get("width")[:-2]), float(root.get("height")[:-2]))
    paper = next(name for name, wh in PAPERS.items() if wh == size)
    fr = frame(paper, number, bound)
    out = Measures(1e9, None, None, 0.0, [])
    area = 0.0

    def low(old, new):
        return new if old is None else min(old, new)

    def walk(e, scale):
        nonlocal area
        m = _TRANSFORM.fullmatch(e.get("transform") or "")
        if m:
            scale *= float(m.group(3))
        cls = _classes(e)
        if e.tag == f"{SVG}text":
            out.text_mm = min(out.text_mm, float(e.get("font-size")) * scale)
            out.texts.append(e.text or "")
        if "item" in cls:
            x, y, w, h = (float(v) for v in e.get("data-box").split())
            area += w * h
            past = max(fr.left - x, x + w - fr.left - fr.inner, y + h - fr.bottom)
            out.overflow = max(out.overflow, past)
        if "rules" in cls and m is None:
            rect = [r for r in e if r.tag == f"{SVG}rect"][-1]
            area += float(rect.get("width")) * float(rect.get("height"))
        if "emblem" not in cls:
            if cls & {"tile", "blank"}:
                rect = next(r for r in e if r.tag == f"{SVG}rect")
                half = min(float(rect.get("width")), float(rect.get("height")))
                out.half_mm = low(out.half_mm, half * scale)
            if "card" in cls:
                rect = [r for r in e if r.tag == f"{SVG}rect"][-1]
                out.card_mm = low(out.card_mm, float(rect.get("width")) * scale)
            for child in e:
                walk(child, scale)

    walk(root, 1.0)
    out.fill = area / (fr.inner * (fr.bottom - fr.top))
    return out


def _numbered(path: Path) -> int:
    """The page's number in its book: what decides its binding side."""
    return int(path.stem.split("-")[-1])


def main(folders: list[str]) -> None:
    for folder in folders:
        for path in sorted(Path(folder).glob("*.svg")):
            m = measure(path.read_text(encoding="utf-8"))
            half = f"{m.half_mm:5.1f}" if m.half_mm else "    -"
            card = f"{m.card_mm:5.1f}" if m.card_mm else "    -"
            print(
                f"{folder}/{path.name}: text {m.text_pt:4.1f} pt, half {half} mm, "
                f"card {card} mm, fill {m.fill:4.0%}"
            )


if __name__ == "__main__":
    main(sys.argv[1:])
