"""Puzzle files: one puzzle, or a collection `puzzles: [...]` (FORMATS.md)."""

from __future__ import annotations

import os
import tempfile
from enum import StrEnum
from pathlib import Path
from typing import Any

import yaml

from puzzles.errors import BadInput


def read_documents(path: str | Path) -> tuple[list[tuple[str, Any]], bool]:
    """The puzzles of a file as (label, mapping), and whether it is a collection.

    The label names a puzzle in messages: its 1-based index, and its id if any.
    """
    name = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise BadInput(f"cannot read: {error.strerror or error}", file=name) from None
    except UnicodeDecodeError:
        raise BadInput("is not UTF-8 text", file=name) from None
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as error:
        where = getattr(error, "problem_mark", None)
        at = f" at line {where.line + 1}, column {where.column + 1}" if where else ""
        raise BadInput(f"invalid YAML{at}: {getattr(error, 'problem', error)}", file=name) from None
    if isinstance(data, dict) and "puzzles" in data and "kind" not in data:
        items = data["puzzles"]
        if not isinstance(items, list):
            raise BadInput("must be a list of puzzles", "puzzles", file=name)
        return [(label(i, item), item) for i, item in enumerate(items, 1)], True
    if data is None:
        raise BadInput("is empty: no puzzle in it", file=name)
    return [(label(1, data), data)], False


def label(index: int, item: Any) -> str:
    if isinstance(item, dict) and item.get("id") is not None:
        return f"{index} ({item['id']})"
    return str(index)


class _Dumper(yaml.SafeDumper):
    """Mappings one field a line; short lists of plain values on one line."""


def _represent_list(dumper: yaml.SafeDumper, data: list) -> yaml.Node:
    flat = all(not isinstance(item, dict | list) for item in data)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flat)


_Dumper.add_representer(list, _represent_list)
_Dumper.add_representer(tuple, _represent_list)
# Words kept as str enums (an answer's status, a move's end) print as the words.
_Dumper.add_multi_representer(StrEnum, lambda dumper, word: dumper.represent_str(word.value))


def dump_yaml(data: Any) -> str:
    return yaml.dump(
        data,
        Dumper=_Dumper,
        sort_keys=False,
        allow_unicode=True,
        default_flow_style=False,
        width=100,
    )


def write_atomically(path: str | Path, text: str) -> None:
    """Write `text` to `path` so that a reader sees the old file or the whole new one."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
