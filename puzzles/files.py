"""Puzzle files: one puzzle, or a collection `puzzles: [...]` (docs/formats.md)."""

from __future__ import annotations

import os
import stat
from enum import StrEnum
from pathlib import Path
from typing import Any

import yaml

from puzzles import strict_json, strict_yaml
from puzzles.error_words import Reason
from puzzles.errors import EXCERPT, BadInput, one_line, shown

MAX_BYTES = 10 * 1024 * 1024  # a puzzle file; generated collections are far smaller


def read_bytes(path: str | Path, what: str = "a puzzle file", most: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most `most` bytes; BadInput naming it if not.

    Every file a user hands the tool comes in here: puzzle files, recipes,
    play logs and the books `preflight` checks (`what` says which in the
    messages).

    A FIFO, a device or a directory is refused before anything is read: a
    FIFO would block and /dev/zero never ends. A file larger than `most` is
    refused by its size, before it is read (a sparse file of 3 GB costs
    nothing), and read no further than `most` + 1 bytes if it grows meanwhile.
    """
    name = str(path)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as error:
        raise BadInput.said("cannot_read", file=name, reason=Reason.of(error)) from None
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        if stat.S_ISDIR(info.st_mode):
            raise BadInput(f"is a directory, not {what}", file=name)
        raise BadInput("is not a regular file (a device, FIFO or socket)", file=name)
    too_large = BadInput(f"is larger than {most // 2**20} MB: not {what}", file=name)
    if info.st_size > most:
        os.close(fd)
        raise too_large
    with os.fdopen(fd, "rb") as stream:
        try:
            data = stream.read(most + 1)
        except OSError as error:
            raise BadInput.said("cannot_read", file=name, reason=Reason.of(error)) from None
    if len(data) > most:
        raise too_large
    return data


def read_text(path: str | Path, what: str = "a puzzle file", most: int = MAX_BYTES) -> str:
    """The text of a regular file of at most `most` bytes (`read_bytes`), UTF-8;
    BadInput naming it if not."""
    try:
        return read_bytes(path, what, most).decode("utf-8")
    except UnicodeDecodeError:
        raise BadInput("is not UTF-8 text", file=str(path)) from None


MAX_NAMES = 100  # pupils' names in a `worksheet --names` file: a class, or a few
MAX_NAME = 40  # characters: as many as the sheet's name line holds


def read_names(path: str | Path) -> list[str]:
    """The pupils' names of a text file, one a line (blank lines skipped,
    spaces round a name dropped, a byte order mark allowed): at most
    MAX_NAMES names of at most MAX_NAME characters, no control character.
    BadInput naming the file and the line if not."""
    name = str(path)
    text = read_text(path, "a list of pupils' names").removeprefix("\ufeff")
    names = []
    for number, line in enumerate(text.splitlines(), 1):
        pupil = line.strip()
        if not pupil:
            continue
        field = f"line {number}"
        if any(ord(c) < 32 or 127 <= ord(c) < 160 for c in pupil):
            raise BadInput.said("name_control", field, file=name)
        if len(pupil) > MAX_NAME:
            raise BadInput.said("name_too_long", field, file=name, n=len(pupil), most=MAX_NAME)
        names.append(pupil)
    if not names:
        raise BadInput.said("names_empty", file=name)
    if len(names) > MAX_NAMES:
        raise BadInput.said("names_too_many", file=name, n=len(names), most=MAX_NAMES)
    return names


def read_yaml(path: str | Path, what: str = "a puzzle file") -> Any:
    """The one YAML document of the file at `path`, read by puzzles/strict_yaml.py
    (None if empty); BadInput naming the file and the place if it is not one."""
    name = str(path)
    text = read_text(path, what)
    try:
        return strict_yaml.load(text)
    except yaml.YAMLError as error:
        where = getattr(error, "problem_mark", None)
        problem = str(getattr(error, "problem", None) or error).splitlines()[0]
        if where is None:
            raise BadInput.said("invalid_yaml", file=name, problem=problem) from None
        at = {"line": where.line + 1, "column": where.column + 1}
        field = getattr(error, "field", None)  # strict_yaml names the field where it can
        raise BadInput.said("invalid_yaml_at", field, file=name, problem=problem, **at) from None
    except RecursionError:  # the composer recurses; strict_yaml bounds depth well below
        raise BadInput("invalid YAML: nested too deep", file=name) from None


def read_json(path: str | Path, what: str = "a play log") -> Any:
    """The JSON value of the file at `path`, read by puzzles/strict_json.py;
    BadInput naming the file if it is not one."""
    text = read_text(path, what)
    try:
        return strict_json.loads(text)
    except BadInput as error:
        raise error.in_file(str(path)) from None


def read_documents(path: str | Path) -> tuple[list[tuple[str, Any]], bool]:
    """The puzzles of a file as (label, mapping), and whether it is a collection.

    The label names a puzzle in messages: its 1-based index, and its id if any.
    """
    name = str(path)
    data = read_yaml(path)
    if isinstance(data, dict) and "puzzles" in data and "kind" not in data:
        items = data["puzzles"]
        if not isinstance(items, list):
            raise BadInput("must be a list of puzzles", "puzzles", file=name)
        if not items:
            raise BadInput.said("empty_file", "puzzles", file=name)
        return [(label(i, item), item) for i, item in enumerate(items, 1)], True
    if data is None:
        raise BadInput.said("empty_file", file=name)
    return [(label(1, data), data)], False


def label(index: int, item: Any) -> str:
    if isinstance(item, dict) and item.get("id") is not None:
        name = item["id"]
        name = one_line(name[: EXCERPT + 1], EXCERPT) if isinstance(name, str) else shown(name)
        return f"{index} ({name})"
    return str(index)


class _Dumper(yaml.SafeDumper):
    """Mappings one field a line; short lists of plain values on one line."""


def _represent_list(dumper: yaml.SafeDumper, data: list | tuple) -> yaml.Node:
    flat = all(not isinstance(item, dict | list) for item in data)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flat)


def _represent_str(dumper: yaml.SafeDumper, data: str) -> yaml.Node:
    # Text of several lines (a grid of numbers) as a block, one line a line.
    style = "|" if "\n" in data.rstrip("\n") else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", data, style=style)


_Dumper.add_representer(list, _represent_list)
_Dumper.add_representer(str, _represent_str)
# Text of a kind of its own (a spinner named by its double, spinner_arms.ArmDouble)
# prints as the text.
_Dumper.add_multi_representer(str, _represent_str)
_Dumper.add_representer(tuple, _represent_list)
_Dumper.add_multi_representer(tuple, _represent_list)  # a named pair (a Half) as the pair
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
