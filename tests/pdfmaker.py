"""PDFs written by hand for the tests of `preflight` (tests/test_preflight_rules.py,
tests/test_preflight_hostile.py): a few lines make any PDF, good or hostile,
so none is committed.

`pdf(objects)` joins numbered objects (`{1: b"<< ... >>"}`, a stream as
`(b"<< ... >>", b"data")`) into a file with a true cross-reference table;
`book(...)` is a 6x9in interior of `pages` pages that all draw one content
stream (what `preflight` checks, by default all within its rules).
"""

from __future__ import annotations

# A Type 3 font whose one glyph, "a", is a filled square: drawn in the file,
# so embedded, with no font file needed.
GLYPH = b"750 0 0 0 750 750 d1 0 0 750 750 re f"
FONT = (
    b"<< /Type /Font /Subtype /Type3 /FontBBox [0 0 750 750]"
    b" /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /a 4 0 R >>"
    b" /Encoding << /Type /Encoding /Differences [97 /a] >>"
    b" /FirstChar 97 /LastChar 97 /Widths [750] >>"
)
# Grey only: a 1 pt frame, 9 pt text, well inside every service's margins.
GOOD = b"q 0.2 G 1 w 100 200 232 200 re S 0 g BT /F1 9 Tf 120 300 Td (aaa) Tj ET Q"
INTENT = b"<< /Type /OutputIntent /S /GTS_PDFX /OutputConditionIdentifier (CGATS TR 001) >>"


def stream(head: bytes, data: bytes) -> tuple[bytes, bytes]:
    return (head, data)


def pdf(objects: dict[int, bytes | tuple[bytes, bytes]], root: int = 1, info: int = 0) -> bytes:
    """A PDF of `objects` (numbered from 1, each a dictionary or a stream)."""
    out = bytearray(b"%PDF-1.4\n")
    offsets = {}
    for number in sorted(objects):
        offsets[number] = len(out)
        body = objects[number]
        if isinstance(body, tuple):
            head, data = body
            head = head.rstrip()[:-2] + b" /Length %d >>" % len(data)
            body = head + b"\nstream\n" + data + b"\nendstream"
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    size = max(objects) + 1
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % size
    for number in range(1, size):
        out += (
            b"%010d 00000 n \n" % offsets[number] if number in offsets else b"0000000000 65535 f \n"
        )
    trailer = b"<< /Size %d /Root %d 0 R" % (size, root)
    if info:
        trailer += b" /Info %d 0 R" % info
    out += b"trailer\n" + trailer + b" >>\nstartxref\n%d\n%%%%EOF\n" % xref
    return bytes(out)


def book(
    pages: int = 24,
    content: bytes = GOOD,
    resources: bytes = b"",
    info: bytes = b"",
    intent: bool = False,
    page_extra: bytes = b"",
    count: int | None = None,
) -> bytes:
    """A 6x9in interior (432 x 648 pt) of `pages` pages sharing one content
    stream (object 3) and the font F1; `resources` more resource entries,
    `info` the document information's entries, `intent` a PDF/X output
    intent, `page_extra` more entries of every page, `count` the page count
    the page tree states (its true count by default)."""
    first = 10
    kids = b" ".join(b"%d 0 R" % (first + i) for i in range(pages))
    catalog = b"<< /Type /Catalog /Pages 2 0 R"
    if intent:
        catalog += b" /OutputIntents [" + INTENT + b"]"
    objects: dict[int, bytes | tuple[bytes, bytes]] = {
        1: catalog + b" >>",
        2: b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, pages if count is None else count),
        3: stream(b"<< >>", content),
        4: stream(b"<< >>", GLYPH),
        5: FONT,
        6: b"<< /Font << /F1 5 0 R >> " + resources + b" >>",
        7: b"<< /Producer (tests) " + info + b" >>",
    }
    for i in range(pages):
        objects[first + i] = (
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 432 648] /Contents 3 0 R"
            b" /Resources 6 0 R " + page_extra + b" >>"
        )
    return pdf(objects, info=7)
