"""Numbers in words for people, written as each language writes them: the
decimal sign (English 1.9, Dutch, German and Latvian 1,9), the percent sign
(German 59 %, with a no-break space) and the sign of a difference (+1,9, -0,5).

Only text a person reads goes through here: JSON, YAML, SVG coordinates, the
bot protocol and file names keep their one machine format (docs/formats.md).
The signs are CLDR's, as Babel gives them (`babel.numbers.format_decimal`,
`format_percent`), written in each language's catalog (the group
`number`: the decimal sign, the percent pattern), because the
tool reads no Babel when it runs (puzzles/i18n.py); tests/test_numbers.py
checks every function against Babel's for every language. No digit grouping:
the numbers told are small (seconds, points, millimetres), and 1234,5 reads
well in all. The minus is CLDR's hyphen-minus in all four languages.
"""

from __future__ import annotations

from puzzles import i18n

TIMES = "\u00d7"  # ×, between the width and height of a size: 210 × 297 mm


def _fixed(x: float, digits: int) -> str:
    """`x` to `digits` places with `.` and `-`, as Python's `f"{x:.{digits}f}"`
    rounds it (half to even on the binary value): English as it always was."""
    return f"{x:.{digits}f}"


def _local(lang: str, text: str) -> str:
    if lang == i18n.SOURCE or lang not in i18n.LANGUAGES:  # a language of no catalog: English
        return text
    return text.replace(".", i18n.gettext(lang, "number.decimal_sign"))


def decimal(lang: str, x: float, digits: int = 2) -> str:
    """`x` with exactly `digits` places: en 0.25, de 0,25."""
    return _local(lang, _fixed(x, digits))


def number(lang: str, x: float, most: int = 2) -> str:
    """`x` with at most `most` places and no trailing zeros: en 210, 6.5, 0.75;
    de 210, 6,5, 0,75."""
    text = _fixed(x, most)
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return _local(lang, text)


def plain(lang: str, x: float) -> str:
    """`x` as Python writes it (`str`: 4, 4.333, 4.0), with the language's decimal
    sign: a value kept to its own places, such as a mean rounded once."""
    return _local(lang, str(x))


def signed(lang: str, x: float, digits: int = 2, zero: str | None = "0") -> str:
    """A difference, its sign always written: en +1.90, -0.50; a zero as `zero`
    (`None`: +0.00, as the other values of its column are written)."""
    if not x and zero is not None:
        return zero
    return _local(lang, f"{x:+.{digits}f}")


def percent(lang: str, share: float, digits: int = 0) -> str:
    """A share (0.59) as a percentage: en 59%, de 59 %."""
    text = f"{share:.{digits}%}"[:-1]  # rounded as Python rounds it: English as before
    known = lang if lang in i18n.LANGUAGES else i18n.SOURCE
    return i18n.gettext(known, "number.percent").format(n=_local(lang, text))


def size(lang: str, width: float, height: float, most: int = 1) -> str:
    """A width and height, `width × height` (the unit is the message's)."""
    return f"{number(lang, width, most)} {TIMES} {number(lang, height, most)}"
