"""A page in greys, for a black-and-white interior (`book --interior bw`).

The pages already tell every colour by a pattern and a shape as well
(puzzles/drawing/style.py), so mapping each colour to its grey loses no
information. Every `#rrggbb` (or `#rgb`) becomes the grey of its luminance
(ITU-R BT.601 weights); an opacity over a colour becomes the grey it prints
on white paper, and the opacity goes: a PDF page with no opacity has no
transparency group, which some presses refuse or print wrong.
"""

from __future__ import annotations

import re

_HEX = re.compile(r"#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b")
_TAG = re.compile(r"<[^<>]*\bopacity=\"[^\"]*\"[^<>]*>")
_OPACITY = re.compile(r'\s(fill-opacity|stroke-opacity|opacity)="([^"]*)"')
_PAINT = re.compile(r'\b(fill|stroke)="(#[0-9a-fA-F]{3,6})"')


def grey_of(colour: str) -> int:
    """The grey level (0-255) of `#rrggbb` or `#rgb`."""
    digits = colour.lstrip("#")
    if len(digits) == 3:
        digits = "".join(c * 2 for c in digits)
    r, g, b = (int(digits[i : i + 2], 16) for i in (0, 2, 4))
    return round(0.299 * r + 0.587 * g + 0.114 * b)


def _hex(level: int) -> str:
    return f"#{level:02x}{level:02x}{level:02x}"


def _flatten(tag: str) -> str:
    """One element's opacities folded into its paints, as printed on white."""
    found = dict(_OPACITY.findall(tag))
    whole = float(found.get("opacity", "1"))

    def paint(m: re.Match) -> str:
        alpha = whole * float(found.get(f"{m[1]}-opacity", "1"))
        level = grey_of(m[2])
        return f'{m[1]}="{_hex(round(255 - alpha * (255 - level)))}"'

    return _OPACITY.sub("", _PAINT.sub(paint, tag))


def greyscale(svg: str) -> str:
    """`svg` with every colour a grey and no opacity."""
    svg = _TAG.sub(lambda m: _flatten(m[0]), svg)
    svg = _HEX.sub(lambda m: _hex(grey_of(m[0])), svg)
    # said on the page, so the PDF's page goes without cairo's transparency group
    return svg.replace("<svg ", '<svg data-interior="bw" ', 1)
