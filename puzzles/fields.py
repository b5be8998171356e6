"""Reading fields of a YAML mapping with errors that name the field."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from puzzles.errors import BadInput

T = TypeVar("T")

# Fields every kind may carry beside its own (FORMATS.md).
COMMON_FIELDS = ("kind", "id", "title", "difficulty", "meta", "solution")


def require_mapping(data: object, what: str = "") -> Mapping[str, Any]:
    if not isinstance(data, Mapping):
        message = f"must be a mapping of fields, not {type(data).__name__}"
        raise BadInput(f"{what} {message}" if what else message)
    return data


def reject_unknown(data: Mapping[str, Any], known: tuple[str, ...]) -> None:
    for key in data:
        if key not in known:
            raise BadInput(f"unknown field (known: {', '.join(known)})", str(key))


def field(data: Mapping[str, Any], name: str, parse: Callable[[Any], T], default: Any = ...) -> T:
    """`parse(data[name])`, with any BadInput it raises placed at `name`."""
    if name not in data or data[name] is None:
        if default is ...:
            raise BadInput("missing", name)
        return default
    try:
        return parse(data[name])
    except BadInput as error:
        raise error.at(name) from None


def boolean(value: object) -> bool:
    if not isinstance(value, bool):
        raise BadInput(f"must be true or false, not {value!r}")
    return value


def integer(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadInput(f"must be a whole number, not {value!r}")
    return value


def items(value: object, parse: Callable[[Any], T]) -> tuple[T, ...]:
    """A YAML list, each item parsed, errors naming `[i]` (0-based)."""
    if not isinstance(value, list | tuple):
        raise BadInput(f"must be a list, not {value!r}")
    out = []
    for i, item in enumerate(value):
        try:
            out.append(parse(item))
        except BadInput as error:
            raise error.at(f"[{i}]") from None
    return tuple(out)


def common(data: Mapping[str, Any]) -> dict[str, Any]:
    """The fields every kind keeps as written: id, title, difficulty, meta, solution."""
    out = {}
    for name in ("id", "title", "difficulty"):
        if data.get(name) is not None:
            if not isinstance(data[name], str | int):
                raise BadInput(f"must be text, not {data[name]!r}", name)
            out[name] = str(data[name])
    for name in ("meta", "solution"):
        if data.get(name) is not None:
            out[name] = field(data, name, require_mapping)
    return out


def verdict(kind: str, status: str, unique: bool | None, seconds: float) -> str:
    """The first line of every kind's text answer: `florentine: optimal, unique (0.02 s)`."""
    head = f"{kind}: {status}"
    if unique is not None:
        head += ", unique" if unique else ", NOT unique"
    return head + f" ({seconds:.2f} s)"
