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
# One token a match, the white space and comments before it skipped: a
# number, a name, an operator, a literal string without a nested one (an
# escape but a backslash before a carriage return is fine), a hex string,
# an array's or a dictionary's start or end; at the end of the data an
# empty match; anything else one byte that `_fast` leaves to pypdf.
_TOKENS = re.compile(
    rb"(?:[\x00\t\n\x0c\r ]+|%[^\r\n]*)*"
    rb"(?:(?P<number>[+-]?(?:\d+\.?\d*|\.\d+))"
    + _END
    + rb"|(?P<name>/[^"
    + _DELIMIT
    + rb"#]*)"
    + _END
    + rb"|(?P<op>[A-Za-z'\"][^"
    + _DELIMIT
    + rb"]*)"
    rb"|(?P<string>\((?:[^()\\\r]|\\[^\r])*\))"
    rb"|(?P<hex><[0-9A-Fa-f\x00\t\n\x0c\r ]*>)"
    rb"|(?P<open><<|\[)"
    rb"|(?P<close>>>|\])"
    rb"|(?P<end>\Z)"
    rb"|(?P<other>[\s\S]))"
)
_OCTAL = re.compile(rb"\\([0-7]{1,3})|\\(\n)|\\(.)", re.S)
_ESCAPES = {b"n": b"\n", b"r": b"\r", b"t": b"\t", b"b": b"\b", b"f": b"\f"}
_ESCAPES.update({b"(": b"(", b")": b")", b"\\": b"\\"})


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
    for number, name, op, string, hexed, opened, closed, _end, other in _TOKENS.findall(data):
        if number:
            if len(number) > 32:
                raise _Unusual  # past what a number of a page needs: pypdf's limits
            here.append(float(number) if b"." in number else int(number))
        elif op:
            if nested or op == b"BI":
                raise _Unusual  # an operator inside an array, or an inline image
            out.append((operands, op))
            operands = here = []
        elif name:
            if not name.isascii():
                raise _Unusual  # pypdf decodes such a name its own way
            here.append(name.decode("ascii"))
        elif string:
            inside = string[1:-1]
            here.append(_unescaped(inside) if b"\\" in inside else inside)
        elif hexed:
            digits = re.sub(rb"[\x00\t\n\x0c\r ]", b"", hexed[1:-1])
            here.append(bytes.fromhex((digits + b"0" * (len(digits) % 2)).decode()))
        elif opened:
            nested.append((here, opened == b"<<"))
            here = []
        elif closed:
            if not nested or (closed == b">>") != nested[-1][1]:
                raise _Unusual
            outer, is_dict = nested.pop()
            if is_dict:
                if len(here) % 2 or not all(isinstance(k, str) for k in here[::2]):
                    raise _Unusual
                outer.append(dict(zip(here[::2], here[1::2], strict=True)))
            else:
                outer.append(here)
            here = outer
        elif other:
            raise _Unusual
    if nested:
        raise _Unusual
    return out


def _unescaped(inside: bytes) -> bytes:
    """A literal string's bytes, its escapes read."""

    def one(m: re.Match[bytes]) -> bytes:
        octal, newline, char = m.groups()
        if octal:
            return bytes([int(octal, 8) & 0xFF])
        if newline:
            return b""  # a line continued
        if char in _ESCAPES:
            return _ESCAPES[char]
        raise _Unusual  # pypdf keeps an unknown escape its own way

    return _OCTAL.sub(one, inside)


def _written(value: Any) -> bytes:
    """One operand as a content stream writes it."""
    if isinstance(value, bool):
        return b"true" if value else b"false"
    if isinstance(value, int):
        return str(value).encode()
    if isinstance(value, float):
        text = f"{value:.6f}".rstrip("0").rstrip(".")
        return (text if text not in ("", "-0") else "0").encode()
    if isinstance(value, str):
        return value.encode("ascii")  # a name, its slash with it
    if isinstance(value, bytes):
        return b"<" + value.hex().encode() + b">"
    if isinstance(value, list):
        return b"[" + b" ".join(_written(v) for v in value) + b"]"
    if isinstance(value, dict):
        inner = b" ".join(_written(k) + b" " + _written(v) for k, v in value.items())
        return b"<<" + inner + b">>"
    raise TypeError(f"no content stream operand: {value!r}")


def rewritten(data: bytes, change) -> bytes | None:
    """The content stream `data` with each operator `change(operands, op)`
    returns anew (as `(operands, op)`; None keeps it), written out again
    (`data` itself where nothing changed); None where the stream is one the
    fast reading leaves to pypdf: the caller then goes through pypdf."""
    try:
        ops = _fast(data)
    except _Unusual:
        return None
    out: list[bytes] = []
    changed = False
    for operands, op in ops:
        new = change(operands, op)
        if new is not None:
            operands, op = new
            changed = True
        out.append(b" ".join([*(_written(v) for v in operands), op]))
    return b"\n".join(out) + b"\n" if changed else data
