"""domino_puzzles/pdf_content.py reads a content stream as pypdf does: the
same operators with the same operands, on random streams (hypothesis), and
on every stream of the PDFs the tool writes (tests/test_print_minimums.py
runs `agrees_on_every_stream` on its books, sheets and IngramSpark's PDF/X),
where it must not need pypdf at all."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domino_puzzles import pdf_content

pypdf = pytest.importorskip("pypdf")


def plain(value: Any) -> Any:
    """A pypdf operand as the fast reading gives it."""
    from pypdf import generic

    if isinstance(value, generic.FloatObject):
        return float(value)
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return int(value)
    if isinstance(value, generic.NameObject):
        return str(value)
    if isinstance(value, generic.TextStringObject | generic.ByteStringObject):
        return bytes(value.original_bytes if hasattr(value, "original_bytes") else value)
    if isinstance(value, list):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    return value


def by_pypdf(data: bytes) -> list[tuple[Any, bytes]]:
    from pypdf.generic import ContentStream

    stream = ContentStream(None, None)
    stream.set_data(data)
    return [(plain(operands), op) for operands, op in stream.operations]


def fast(data: bytes) -> list[tuple[Any, bytes]] | None:
    """The fast reading's operators, None where it leaves the stream to pypdf."""
    try:
        return pdf_content._fast(data)
    except pdf_content._Unusual:
        return None


def streams(path: Path) -> list[bytes]:
    """Every content stream of a PDF: its pages' and their forms'."""
    reader = pypdf.PdfReader(str(path))
    out: list[bytes] = []
    seen: set[int] = set()

    def forms(resources: Any) -> None:
        resources = resources.get_object() if resources is not None else {}
        for ref in (resources.get("/XObject") or {}).values():
            xobject = ref.get_object()
            if id(xobject) in seen or xobject.get("/Subtype") != "/Form":
                continue
            seen.add(id(xobject))
            out.append(xobject.get_data())
            forms(xobject.get("/Resources"))

    for page in reader.pages:
        contents = page.get_contents()
        if contents is not None:
            out.append(contents.get_data())
        forms(page.get("/Resources"))
    return out


def agrees_on_every_stream(path: Path) -> int:
    """Asserts the fast reading reads every stream of `path` itself, as pypdf
    does; the number of streams read."""
    found = streams(path)
    assert found
    for data in found:
        assert fast(data) == by_pypdf(data)
    return len(found)


OPERATORS = [b"q", b"Q", b"cm", b"re", b"f", b"S", b"BT", b"ET", b"Tf", b"Tj", b"TJ", b"T*", b"'"]
NAMES = ["/F1", "/a0", "/GS-1", "/Im.2"]


def _operand():
    number = st.one_of(
        st.integers(-(10**6), 10**6).map(lambda n: str(n).encode()),
        st.floats(-1e4, 1e4, allow_nan=False).map(lambda x: f"{x:.4f}".encode()),
        st.sampled_from([b".5", b"-.25", b"3.", b"+7", b"007"]),
    )
    name = st.sampled_from(NAMES).map(str.encode)
    text = st.binary(max_size=12).map(
        lambda b: (
            b"("
            + b.replace(b"\\", b"\\\\")
            .replace(b"(", b"\\(")
            .replace(b")", b"\\)")
            .replace(b"\r", b"\\r")
            + b")"
        )
    )
    hexed = st.binary(max_size=8).map(lambda b: b"<" + b.hex().encode() + b">")
    odd = st.sampled_from([b"<a>", b"<1 2 3>", b"(a\\101b)", b"(x\\\ny)"])
    leaf = st.one_of(number, name, text, hexed, odd)
    return st.recursive(
        leaf,
        lambda inner: st.lists(inner, max_size=4).map(lambda xs: b"[" + b" ".join(xs) + b"]"),
        max_leaves=6,
    )


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.tuples(st.lists(_operand(), max_size=4), st.sampled_from(OPERATORS)), max_size=12),
    st.sampled_from([b" ", b"\n", b"\r\n", b" % a comment\n"]),
)
def test_a_random_stream_reads_as_pypdf_reads_it(ops, gap):
    data = gap.join(b" ".join([*operands, op]) for operands, op in ops)
    got = fast(data)
    assert got is not None  # none of this is unusual
    assert got == by_pypdf(data)
    # written out again (every operator "changed" to itself), it reads the same
    again = pdf_content.rewritten(data, lambda operands, op: (operands, op))
    assert again is not None
    if got:
        assert fast(again) == by_pypdf(again) == _near(got)


def _near(ops):
    """Operators with their floats as written again (six decimals)."""

    def one(v):
        if isinstance(v, float):
            return float(f"{v:.6f}")
        return [one(x) for x in v] if isinstance(v, list) else v

    return [([one(v) for v in operands], op) for operands, op in ops]


@pytest.mark.parametrize(
    "data",
    [
        b"BI /W 1 /H 1 /BPC 8 /CS /G ID \x00 EI Q",  # an inline image
        b"/Na#6de Do",  # a name with an escape
        b"5x Tw",  # a number run into a letter
        b"{ } q",
        b"[1 2 Q",  # unbalanced
        b"(open Tj",
        b"(n(e)st) Tj",  # a string in a string
        b"<< /A 1 >> >> BDC",
    ],
)
def test_what_the_fast_reading_leaves_to_pypdf_is_read_as_pypdf_reads_it(data):
    assert fast(data) is None
    try:
        expected = by_pypdf(data)
    except Exception as error:  # pypdf refuses it: so does the reading
        with pytest.raises(type(error)):
            pdf_content.operations(data)
        return
    assert [(plain(o), op) for o, op in pdf_content.operations(data)] == expected


def test_a_colour_changed_is_written_and_the_rest_kept():
    data = b"q 0.5 0.5 0.5 rg 0 0 10 10 re f (a\\(b) Tj Q"

    def grey(operands, op):
        return ([operands[0]], b"g") if op == b"rg" else None

    again = pdf_content.rewritten(data, grey)
    assert by_pypdf(again) == [
        ([], b"q"),
        ([0.5], b"g"),
        ([0, 0, 10, 10], b"re"),
        ([], b"f"),
        ([b"a(b"], b"Tj"),
        ([], b"Q"),
    ]
    assert pdf_content.rewritten(data, lambda operands, op: None) is data  # nothing changed
    assert pdf_content.rewritten(b"BI /W 1 ID x EI", grey) is None  # left to pypdf


def test_a_marked_content_dictionary_is_read_as_a_dict():
    data = b"/P << /MCID 3 /Alt (a b) >> BDC 0 0 1 1 re f EMC"
    assert (
        fast(data)
        == by_pypdf(data)
        == [
            (["/P", {"/MCID": 3, "/Alt": b"a b"}], b"BDC"),
            ([0, 0, 1, 1], b"re"),
            ([], b"f"),
            ([], b"EMC"),
        ]
    )
