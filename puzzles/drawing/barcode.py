"""An ISBN as the EAN-13 barcode on a book's back cover, drawn as SVG bars.

EAN-13 (ISO/IEC 15420): 95 modules, a start guard 101, six digits of the
left half in the L or G code (which, by the pattern of the first digit,
tells that digit), a centre guard 01010, six digits in the R code and an end
guard 101; 11 modules of white before and 7 after (the quiet zones). At the
nominal size a module is 0.33 mm and the bars 22.85 mm tall; the guards run
5 modules lower, between the digits printed under the bars.
"""

from __future__ import annotations

from puzzles.drawing import PT, style

L_CODE = (
    "0001101",
    "0011001",
    "0010011",
    "0111101",
    "0100011",
    "0110001",
    "0101111",
    "0111011",
    "0110111",
    "0001011",
)
R_CODE = tuple(code.translate(str.maketrans("01", "10")) for code in L_CODE)
G_CODE = tuple(code[::-1] for code in R_CODE)
PARITY = (  # the first digit, told by the left half's L and G
    "LLLLLL",
    "LLGLGG",
    "LLGGLG",
    "LLGGGL",
    "LGLLGG",
    "LGGLLG",
    "LGGGLL",
    "LGLGLG",
    "LGLGGL",
    "LGGLGL",
)
MODULE = 0.33  # mm
BARS = 22.85  # mm
LEAST = 7 * PT  # mm: the least text a print service takes
QUIET_LEFT, QUIET_RIGHT = 11, 7  # modules


def modules(digits: str) -> str:
    """The 95 modules of `digits` (13 digits), 1 a bar and 0 a space."""
    first, left, right = int(digits[0]), digits[1:7], digits[7:13]
    codes = {"L": L_CODE, "G": G_CODE}
    out = "101"
    out += "".join(codes[p][int(d)] for p, d in zip(PARITY[first], left, strict=True))
    out += "01010"
    out += "".join(R_CODE[int(d)] for d in right)
    return out + "101"


def _guard(i: int) -> bool:
    return i < 3 or 45 <= i < 50 or i >= 92


def size(scale: float = 1.0) -> tuple[float, float]:
    """The barcode's width and height in mm with its quiet zones, the ISBN
    line above and the digits below."""
    width = (QUIET_LEFT + 95 + QUIET_RIGHT) * MODULE * scale
    return width, (BARS + 3.2 + 4.2) * scale


def draw(digits: str, isbn_line: str, scale: float = 1.0):
    """The barcode of `digits` on white as (group, width, height) in mm:
    `isbn_line` ("ISBN 978-...") above the bars, the digits below."""
    w, h = size(scale)
    m = MODULE * scale
    g = style.group(**{"class": "barcode"})
    g.add(style.rect(0, 0, w, h, fill=style.PAPER_WHITE))
    top = 4.2 * scale
    # never under the 7 pt a print service asks, however small the area scales it
    g.add(style.text(isbn_line, w / 2, top / 2, max(2.6 * scale, LEAST), fill=style.INK))
    bits = modules(digits)
    x0 = QUIET_LEFT * m
    i = 0
    while i < 95:
        if bits[i] == "1":
            j = i
            while j < 95 and bits[j] == "1":
                j += 1
            tall = BARS * scale + (1.65 * scale if _guard(i) else 0.0)
            g.add(style.rect(x0 + i * m, top, (j - i) * m, tall, fill=style.INK, class_="bar"))
            i = j
        else:
            i += 1
    y = top + BARS * scale + 1.6 * scale
    size_d = max(2.6 * scale, LEAST)
    g.add(style.text(digits[0], x0 - 4 * m, y, size_d, fill=style.INK))
    g.add(style.text(digits[1:7], x0 + 24 * m, y, size_d, fill=style.INK))
    g.add(style.text(digits[7:], x0 + 71 * m, y, size_d, fill=style.INK))
    return g, w, h
