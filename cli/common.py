"""Reading puzzle files for the commands."""

from __future__ import annotations

from typing import Any

from puzzles.errors import BadInput
from puzzles.files import read_documents
from solver.registry import Kind, load


def load_file(path: str) -> tuple[list[tuple[str, Kind, Any]], bool]:
    """Every puzzle of the file, validated before anything is solved or written."""
    documents, collection = read_documents(path)
    out = []
    for label, data in documents:
        try:
            kind, puzzle = load(data)
        except BadInput as error:
            raise error.within(label).in_file(path) from None
        out.append((label, kind, puzzle))
    return out, collection
