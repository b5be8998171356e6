"""PDF/X-1a files for IngramSpark: the interior and the cover in CMYK, with
an output intent, through Ghostscript.

IngramSpark recommends PDF/X-1a: every colour CMYK (no RGB, no ICC-based
colour), no transparency, the fonts embedded, and an output intent naming
the press the colours are meant for. cairo writes RGB, so the colours are
converted here first, each `rg`/`RG`/`g`/`G` operator to a `k`/`K`: a grey
(black text, every line, a B&W page) on the black plate alone, as a press
wants black text (a rich black of four inks blurs where the plates do not
meet), and a colour by grey component replacement, its total ink cut to
TOTAL_INK (IngramSpark takes at most 240%). Ghostscript then writes the
PDF/X-1a file (PDF 1.3, its markers and the output intent: CGATS TR 001,
the US web-offset press IngramSpark prints on) and leaves CMYK as it is.
The same input, the same bytes: Ghostscript is told a fixed date, and the
file's id is made from its content.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

TOTAL_INK = 2.4  # IngramSpark's limit: 240% of ink at most anywhere
OUTPUT_CONDITION = "CGATS TR 001"  # SWOP, registered at color.org: no profile needed
INSTALL = (
    "Ghostscript (gs) writes IngramSpark's PDF/X-1a files and is not installed: "
    "install it with `apt-get install ghostscript` (Debian, Ubuntu), "
    "`dnf install ghostscript` (Fedora) or `brew install ghostscript` (macOS)"
)

# PostScript that Ghostscript runs before the PDF: PDF/X-1a's markers and
# the output intent (after Ghostscript's lib/PDFX_def.ps, without a profile).
_DEF = """%!
[ /GTS_PDFXVersion (PDF/X-1:2001) /GTS_PDFXConformance (PDF/X-1a:2001)
  /Title (TITLE) /Trapped /False /DOCINFO pdfmark
[/_objdef {OutputIntent_PDFX} /type /dict /OBJ pdfmark
[{OutputIntent_PDFX} <<
  /Type /OutputIntent /S /GTS_PDFX
  /OutputCondition (Commercial and specialty printing)
  /OutputConditionIdentifier (CONDITION)
  /RegistryName (http://www.color.org)
  /Info (CONDITION)
>> /PUT pdfmark
[{Catalog} <</OutputIntents [ {OutputIntent_PDFX} ]>> /PUT pdfmark
"""


def need_ghostscript() -> None:
    """NeedsPackage now, before any work, where `gs` is missing."""
    if shutil.which("gs") is None:
        from puzzles.errors import NeedsPackage

        raise NeedsPackage(INSTALL)


def cmyk(r: float, g: float, b: float) -> tuple[float, float, float, float]:
    """An RGB colour (0-1) as CMYK (0-1): a grey on black alone, a colour
    by grey component replacement, at most TOTAL_INK in all."""
    k = 1 - max(r, g, b)
    if k >= 1 - 1e-9:
        return 0.0, 0.0, 0.0, 1.0
    c, m, y = ((1 - v - k) / (1 - k) for v in (r, g, b))
    over = c + m + y + k - TOTAL_INK
    if over > 0:  # less of the three colours, the black kept: the hue holds
        cut = (TOTAL_INK - k) / (c + m + y)
        c, m, y = c * cut, m * cut, y * cut
    return tuple(round(v, 4) for v in (c, m, y, k))  # type: ignore[return-value]


def _cmyk_of(operands: list[Any], op: bytes) -> tuple[list[Any], bytes] | None:
    """A DeviceRGB or DeviceGray colour operator in CMYK (None: any other)."""
    if op in (b"rg", b"RG") and len(operands) == 3:
        values = cmyk(*(float(v) for v in operands))
    elif op in (b"g", b"G") and len(operands) == 1:
        values = (0.0, 0.0, 0.0, round(1 - float(operands[0]), 4))
    else:
        return None
    return [float(v) for v in values], b"k" if op in (b"rg", b"g") else b"K"


def _in_cmyk(content: Any, reader: Any) -> Any:
    """A content stream with every DeviceRGB and DeviceGray colour in CMYK:
    read and written again the fast way (domino_puzzles/pdf_content.py),
    through pypdf where that leaves the stream to it."""
    from pypdf.generic import ContentStream, FloatObject

    from domino_puzzles.pdf_content import rewritten

    data = rewritten(content.get_data(), _cmyk_of)
    if data is not None:
        fast = ContentStream(None, reader)
        fast.set_data(data)
        return fast
    stream = ContentStream(content, reader)
    for i, (operands, op) in enumerate(stream.operations):
        if op in (b"rg", b"RG") and len(operands) == 3:
            values = cmyk(*(float(v) for v in operands))
        elif op in (b"g", b"G") and len(operands) == 1:
            values = (0.0, 0.0, 0.0, round(1 - float(operands[0]), 4))
        else:
            continue
        name = b"k" if op in (b"rg", b"g") else b"K"
        stream.operations[i] = ([FloatObject(v) for v in values], name)
    return stream


def to_cmyk(src: Path, dst: Path) -> None:
    """The PDF at `src` with its colours in CMYK (`cmyk`), to `dst`: its
    pages and the forms they draw."""
    import pypdf

    writer = pypdf.PdfWriter(clone_from=pypdf.PdfReader(str(src)))
    for page in writer.pages:
        contents = page.get_contents()
        if contents is not None:
            page.replace_contents(_in_cmyk(contents, writer))
            page.compress_content_streams()
        xobjects = page.get("/Resources", {}).get_object().get("/XObject", {})
        for ref in xobjects.get_object().values() if xobjects else ():
            form = ref.get_object()
            if form.get("/Subtype") == "/Form":
                form.set_data(_in_cmyk(form, writer).get_data())
    with open(dst, "wb") as f:
        writer.write(f)


def convert(path: Path, title: str) -> None:
    """The PDF at `path` (the tool's own) made PDF/X-1a in place."""
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        to_cmyk(path, work / "cmyk.pdf")
        safe = title.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
        (work / "pdfx.ps").write_text(
            _DEF.replace("TITLE", safe).replace("CONDITION", OUTPUT_CONDITION), encoding="utf-8"
        )
        out = work / "pdfx.pdf"
        subprocess.run(
            [
                "gs",
                "-q",
                "-dBATCH",
                "-dNOPAUSE",
                "-dNOSAFER",  # to read its own definitions file
                "-sDEVICE=pdfwrite",
                "-dPDFX",
                "-dCompatibilityLevel=1.3",
                "-sColorConversionStrategy=CMYK",
                "-sProcessColorModel=DeviceCMYK",
                "-dPDFSETTINGS=/prepress",
                "-dEmbedAllFonts=true",
                "-dSubsetFonts=true",
                "-dAutoRotatePages=/None",
                f"-sOutputFile={out}",
                str(work / "pdfx.ps"),
                str(work / "cmyk.pdf"),
            ],
            check=True,
            capture_output=True,
            # a fixed date: the same book, the same bytes (Ghostscript reads it for
            # the dates and the file id)
            env={**os.environ, "SOURCE_DATE_EPOCH": "946684800"},
        )
        path.write_bytes(_fixed_id(out.read_bytes()))


_ID = re.compile(rb"/ID \[<([0-9A-Fa-f]{32})><([0-9A-Fa-f]{32})>\]")


def _fixed_id(data: bytes) -> bytes:
    """Ghostscript's file id mixes in the time and the file's name: the id
    made from the file's content instead, the same length (no offset moves)."""
    found = list(_ID.finditer(data))
    if not found:
        return data
    last = found[-1]
    digest = hashlib.md5(data[: last.start()], usedforsecurity=False).hexdigest().upper()
    return data[: last.start()] + f"/ID [<{digest}><{digest}>]".encode() + data[last.end() :]
