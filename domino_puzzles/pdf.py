"""SVG pages to one PDF: cairosvg draws each page, cairo collects them.

Drawing a page is the slow part (pure Python), so a long book is converted
in fixed chunks of pages, side by side in processes with `jobs`, and the
chunks are joined with pypdf. The chunks are the same whatever `jobs` is,
so the bytes are too; without pypdf every page goes through one surface.
Dates are fixed: the same book, the same bytes.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

PDF_DATE = "2000-01-01T00:00:00Z"
PDF_META = {"title": "TITLE", "author": "AUTHOR", "subject": "SUBJECT", "keywords": "KEYWORDS"}
CHUNK = 24  # pages a chunk


def _convert(pages: Sequence[str], target: Any, meta: Mapping[str, str] | None, tick=None) -> None:
    import cairocffi
    import cairosvg.parser
    import cairosvg.surface

    shared: dict[str, Any] = {}

    class _Page(cairosvg.surface.PDFSurface):
        def _create_surface(self, width: float, height: float) -> tuple[Any, float, float]:
            surface = shared.get("surface")
            if surface is None:
                surface = cairocffi.PDFSurface(target, width, height)
                # cairo stamps the time of writing: a fixed date keeps the PDF
                # the same byte for byte for the same seed.
                surface.set_metadata(cairocffi.PDF_METADATA_CREATE_DATE, PDF_DATE)
                surface.set_metadata(cairocffi.PDF_METADATA_MOD_DATE, PDF_DATE)
                surface.set_metadata(cairocffi.PDF_METADATA_CREATOR, "domino-puzzles")
                for name, key in PDF_META.items():
                    if told := (meta or {}).get(name):
                        surface.set_metadata(getattr(cairocffi, f"PDF_METADATA_{key}"), told)
                shared["surface"] = surface
            else:
                surface.set_size(width, height)
            return surface, width, height

        def finish(self) -> None:
            self.cairo.show_page()

    for svg in pages:
        tree = cairosvg.parser.Tree(bytestring=svg.encode("utf-8"))
        _Page(tree, None, 96).finish()
        if tick:
            tick()
    if "surface" in shared:
        shared["surface"].finish()


_ATTR = re.compile(r'\b(width|height|viewBox|data-trim|data-cover)="([^"]*)"')


def trim_of(svg: str) -> tuple[float, float, float, float, float, float] | None:
    """Where a page's trim lies on its sheet, in mm from the sheet's top left
    (x0, y0, x1, y1), and the sheet's size (width, height), from the SVG's
    root (`data-trim` and its viewBox; a cover's `data-cover`: bleed all
    round); None for an SVG that states no trim."""
    root = svg[svg.find("<svg") : svg.find(">", svg.find("<svg"))]
    attrs = dict(_ATTR.findall(root))
    try:
        width, height = (float(attrs[k].removesuffix("mm")) for k in ("width", "height"))
        if "data-cover" in attrs:
            bleed = float(attrs["data-cover"].split()[3])
            return bleed, bleed, width - bleed, height - bleed, width, height
        tw, th = (float(v) for v in attrs["data-trim"].split())
        vx, vy = (float(v) for v in attrs["viewBox"].split()[:2])
    except (KeyError, ValueError, IndexError):
        return None
    return -vx, -vy, -vx + tw, -vy + th, width, height


def set_boxes(writer: Any, pages: Sequence[str]) -> None:
    """Each PDF page's TrimBox (where the service cuts) and BleedBox (the
    whole sheet: the art past the trim), from its SVG (`trim_of`). A page
    whose SVG has no opacity (the pages mix their colours opaque: a faded
    card is drawn in its colours mixed with white) loses the transparency
    group cairo gives every page: a print service takes no transparency."""
    from pypdf.generic import RectangleObject

    for pdf_page, svg in zip(writer.pages, pages, strict=True):
        if "opacity" not in svg and "/Group" in pdf_page:
            del pdf_page["/Group"]
        if 'data-interior="bw"' in svg[:400]:
            in_grey(pdf_page, writer)
        found = trim_of(svg)
        if found is None:
            continue
        x0, y0, x1, y1, width, height = found
        box = pdf_page.mediabox
        kx, ky = float(box.width) / width, float(box.height) / height
        left, bottom = float(box.left), float(box.bottom)
        trim = [
            left + x0 * kx,
            bottom + (height - y1) * ky,
            left + x1 * kx,
            bottom + (height - y0) * ky,
        ]
        pdf_page.trimbox = RectangleObject([round(v, 3) for v in trim])
        pdf_page.bleedbox = RectangleObject(list(box))


_GREY = {b"rg": b"g", b"RG": b"G"}


def in_grey(pdf_page: Any, writer: Any) -> None:
    """A page drawn in greys (puzzles/drawing/greys.py) in DeviceGray: cairo
    writes a grey as three equal RGB values (`r g b rg`); each becomes its
    one grey (`g`), so the page has no RGB colour operator, as a
    black-and-white interior should (IngramSpark asks for it). A colour
    that is not a grey stays as it is."""
    from pypdf.generic import ContentStream

    from domino_puzzles.pdf_content import rewritten

    contents = pdf_page.get_contents()
    if contents is None:
        return

    def grey(operands: list, op: bytes):
        if op in _GREY and len(operands) == 3 and operands[0] == operands[1] == operands[2]:
            return [operands[0]], _GREY[op]
        return None

    data = contents.get_data()
    fast = rewritten(data, grey)  # read and written the fast way (pdf_content.py)
    if fast is not None:
        if fast is not data:
            stream = ContentStream(None, writer)
            stream.set_data(fast)
            pdf_page.replace_contents(stream)
            pdf_page.compress_content_streams()  # as cairo wrote it: deflated
        return
    stream = ContentStream(contents, writer)
    changed = False
    for i, (operands, op) in enumerate(stream.operations):
        if op in _GREY and len(operands) == 3 and operands[0] == operands[1] == operands[2]:
            stream.operations[i] = ([operands[0]], _GREY[op])
            changed = True
    if changed:
        pdf_page.replace_contents(stream)
        pdf_page.compress_content_streams()  # as cairo wrote it: deflated


def _info(meta: Mapping[str, str] | None) -> dict[str, str]:
    """The PDF's info, dates fixed: the same book, the same bytes."""
    info = {"/Creator": "domino-puzzles", "/Producer": "domino-puzzles"}
    info["/CreationDate"] = info["/ModDate"] = "D:20000101000000Z"
    for name in PDF_META:
        if meta and meta.get(name):
            info[f"/{name.capitalize()}"] = meta[name]
    return info


def _chunk(pages: Sequence[str]) -> bytes:
    out = io.BytesIO()
    _convert(pages, out, None)
    return out.getvalue()


def write_pdf(
    pages: Sequence[str],
    path: Path,
    meta: Mapping[str, str] | None = None,
    progress: Callable[[int, int], None] | None = None,
    jobs: int = 1,
) -> None:
    """Every SVG page, in order, as one PDF with `meta` (title, author,
    subject, keywords) in its info."""
    try:
        import pypdf
    except ImportError:
        pypdf = None  # type: ignore[assignment]  # then one conversion, not joined chunks
    if pypdf is None or len(pages) <= CHUNK:
        done = [0]

        def tick() -> None:
            done[0] += 1
            if progress:
                progress(done[0], len(pages))

        if pypdf is None:
            _convert(pages, str(path), meta, tick)
            return
        out = io.BytesIO()
        _convert(pages, out, meta, tick)
        writer = pypdf.PdfWriter(clone_from=pypdf.PdfReader(io.BytesIO(out.getvalue())))
        writer.add_metadata(_info(meta))
        set_boxes(writer, pages)
        with open(path, "wb") as f:
            writer.write(f)
        return
    chunks = [pages[i : i + CHUNK] for i in range(0, len(pages), CHUNK)]
    parts: list[bytes] = []
    if jobs > 1:
        import multiprocessing

        from solver.interrupt import worker_pool

        # Ctrl-C or SIGTERM stops the workers at once, not after their chunk.
        with worker_pool(min(jobs, len(chunks))) as pool:
            converted = pool.imap(_chunk, chunks)
            while len(parts) < len(chunks):
                try:
                    # back in Python every half second: a signal's handler
                    # runs then even if the wait itself was not woken by it
                    part = converted.next(timeout=0.5)
                except multiprocessing.TimeoutError:
                    continue
                parts.append(part)
                if progress:
                    progress(min(len(parts) * CHUNK, len(pages)), len(pages))
    else:
        for chunk in chunks:
            parts.append(_chunk(chunk))
            if progress:
                progress(min(len(parts) * CHUNK, len(pages)), len(pages))
    writer = pypdf.PdfWriter()
    for part in parts:
        writer.append(pypdf.PdfReader(io.BytesIO(part)))
    writer.add_metadata(_info(meta))
    set_boxes(writer, pages)
    with open(path, "wb") as f:
        writer.write(f)
