"""SVG pages to one PDF: cairosvg draws each page, cairo collects them.

Drawing a page is the slow part (pure Python), so a long book is converted
in fixed chunks of pages, side by side in processes with `jobs`, and the
chunks are joined with pypdf. The chunks are the same whatever `jobs` is,
so the bytes are too; without pypdf every page goes through one surface.
Dates are fixed: the same book, the same bytes.
"""

from __future__ import annotations

import io
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
        def _create_surface(self, width, height):
            surface = shared.get("surface")
            if surface is None:
                surface = cairocffi.PDFSurface(target, width, height)
                # cairo stamps the time of writing: a fixed date keeps the PDF
                # the same byte for byte for the same seed.
                surface.set_metadata(cairocffi.PDF_METADATA_CREATE_DATE, PDF_DATE)
                surface.set_metadata(cairocffi.PDF_METADATA_MOD_DATE, PDF_DATE)
                surface.set_metadata(cairocffi.PDF_METADATA_CREATOR, "domino-puzzles")
                for name, key in PDF_META.items():
                    if (meta or {}).get(name):
                        surface.set_metadata(getattr(cairocffi, f"PDF_METADATA_{key}"), meta[name])
                shared["surface"] = surface
            else:
                surface.set_size(width, height)
            return surface, width, height

        def finish(self):
            self.cairo.show_page()

    for svg in pages:
        tree = cairosvg.parser.Tree(bytestring=svg.encode("utf-8"))
        _Page(tree, None, 96).finish()
        if tick:
            tick()
    if "surface" in shared:
        shared["surface"].finish()


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

        def tick():
            done[0] += 1
            if progress:
                progress(done[0], len(pages))

        _convert(pages, str(path), meta, tick)
        return
    chunks = [pages[i : i + CHUNK] for i in range(0, len(pages), CHUNK)]
    parts: list[bytes] = []
    if jobs > 1:
        from solver.interrupt import worker_pool

        # Ctrl-C or SIGTERM stops the workers at once, not after their chunk.
        with worker_pool(min(jobs, len(chunks))) as pool:
            for part in pool.imap(_chunk, chunks):
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
    info = {"/Creator": "domino-puzzles", "/Producer": "domino-puzzles"}
    info["/CreationDate"] = info["/ModDate"] = "D:20000101000000Z"
    for name in PDF_META:
        if meta and meta.get(name):
            info[f"/{name.capitalize()}"] = meta[name]
    writer.add_metadata(info)
    with open(path, "wb") as f:
        writer.write(f)
