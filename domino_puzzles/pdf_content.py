"""A PDF content stream's operators, read at the speed preflight needs.

`operations(data)` gives what pypdf's `ContentStream(...).operations` gives
(a list of `(operands, operator)`), read by one regular expression over the
bytes instead of pypdf's reader, which takes a character at a time and made
reading a 150-page book's streams most of `preflight`'s time. Operands come
as plain Python values: numbers as `int` or `float`, names as `str` (with
their slash), strings as `bytes`, arrays as lists and dictionaries as dicts,
which is what the walks (domino_puzzles/sheets_pdf.py) ask of them.

What the expression does not read exactly as pypdf would (an inline image,
a name with a `#` escape, a number run into a letter, braces, anything
unbalanced) sends the whole stream to pypdf instead: a hostile or unusual
PDF is read as before, the pages cairo and Ghostscript write take the fast
way. tests/test_pdf_content.py checks the two agree on every stream of real
books and sheets, and on random streams.
"""

from __future__ import annotations

import re
from typing import Any

_DELIMIT = rb"\x00\t\n\x0c\r ()<>\[\]{}/%"
_END = rb"(?=[" + _DELIMIT + rb"]|\Z)"
_TOKEN = re.compile(
    rb"(?P<space>[\x00\t\n\x0c\r ]+)"
    rb"|(?P<comment>%[^\r\n]*)"
    rb"|(?P<number>[+-]?(?:\d+\.?\d*|\.\d+))"
    + _END
    + rb"|(?P<name>/[^"
    + _DELIMIT
    + rb"#]*)"
    + _END
    + rb"|(?P<hex><[0-9A-Fa-f\x00\t\n\x0c\r ]*>)"
    rb"|(?P<open><<|\[)"
    rb"|(?P<close>>>|\])"
    rb"|(?P<string>\()"
    rb"|(?P<op>[A-Za-z'\"][^" + _DELIMIT + rb"]*)"
)
_ESCAPES = {
    ord("n"): b"\n",
    ord("r"): b"\r",
    ord("t"): b"\t",
    ord("b"): b"\b",
    ord("f"): b"\f",
    ord("("): b"(",
    ord(")"): b")",
    ord("\\"): b"\\",
}


class _Unusual(Exception):
    """Something the fast reading leaves to pypdf."""


def operations(data: bytes, reader: Any = None) -> list[tuple[Any, bytes]]:
    """The operators of a content stream, each with its operands."""
    try:
        return _fast(data)
    except _Unusual:
        from pypdf.generic import ContentStream

        stream = ContentStream(None, reader)
        stream.set_data(data)
        return stream.operations


def _fast(data: bytes) -> list[tuple[Any, bytes]]:
    out: list[tuple[Any, bytes]] = []
    operands: list[Any] = []
    # open arrays and dictionaries: (the list being filled, is it a dict)
    nested: list[tuple[list[Any], bool]] = []
    here = operands
    at, size = 0, len(data)
    match = _TOKEN.match
    while at < size:
        m = match(data, at)
        if m is None:
            raise _Unusual
        at = m.end()
        what = m.lastgroup
        if what == "space" or what == "comment":
            continue
        token = m.group()
        if what == "number":
            if len(token) > 32:
                raise _Unusual  # past what a number of a page needs: pypdf's limits
            here.append(float(token) if b"." in token else int(token))
        elif what == "name":
            if not token.isascii():
                raise _Unusual  # pypdf decodes such a name its own way
            here.append(token.decode("ascii"))
        elif what == "op":
            if nested or token == b"BI":
                raise _Unusual  # an operator inside an array, or an inline image
            out.append((operands, token))
            operands = here = []
        elif what == "hex":
            digits = re.sub(rb"[\x00\t\n\x0c\r ]", b"", token[1:-1])
            here.append(bytes.fromhex((digits + b"0" * (len(digits) % 2)).decode()))
        elif what == "string":
            text, at = _string(data, at)
            here.append(text)
        elif what == "open":
            nested.append((here, token == b"<<"))
            here = []
        else:  # close
            if not nested or (token == b">>") != nested[-1][1]:
                raise _Unusual
            outer, is_dict = nested.pop()
            if is_dict:
                if len(here) % 2 or not all(isinstance(k, str) for k in here[::2]):
                    raise _Unusual
                outer.append(dict(zip(here[::2], here[1::2], strict=True)))
            else:
                outer.append(here)
            here = outer
    if nested:
        raise _Unusual
    return out


def _string(data: bytes, at: int) -> tuple[bytes, int]:
    """A literal string from just after its `(`: its bytes, and where it ends."""
    out = bytearray()
    depth = 1
    size = len(data)
    while at < size:
        c = data[at]
        at += 1
        if c == 0x5C:  # backslash
            if at >= size:
                raise _Unusual
            e = data[at]
            at += 1
            if e in _ESCAPES:
                out += _ESCAPES[e]
            elif 0x30 <= e <= 0x37:  # up to three octal digits
                digits = bytes([e])
                while len(digits) < 3 and at < size and 0x30 <= data[at] <= 0x37:
                    digits += data[at : at + 1]
                    at += 1
                out.append(int(digits, 8) & 0xFF)
            elif e in (0x0A, 0x0D):  # a line continued
                if e == 0x0D and at < size and data[at] == 0x0A:
                    at += 1
            else:
                raise _Unusual  # pypdf keeps an unknown escape its own way
        elif c == 0x28:
            depth += 1
            out.append(c)
        elif c == 0x29:
            depth -= 1
            if depth == 0:
                return bytes(out), at
            out.append(c)
        elif c == 0x0D:
            raise _Unusual  # an end of line inside a string: pypdf's own reading
        else:
            out.append(c)
    raise _Unusual
