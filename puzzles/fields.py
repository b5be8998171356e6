"""Reading fields of a YAML mapping with errors that name the field."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from puzzles.errors import BadInput, shown
from puzzles.status import Status
from puzzles.status import read as read_status
from puzzles.words import ENGLISH, Words

T = TypeVar("T")

# Fields every kind may carry beside its own (docs/formats.md).
COMMON_FIELDS = ("kind", "id", "title", "difficulty", "meta", "solution")


def require_mapping(data: object, what: str = "") -> Mapping[str, Any]:
    if not isinstance(data, Mapping):
        message = f"must be a mapping of fields, not {type(data).__name__}"
        raise BadInput(f"{what} {message}" if what else message)
    return data


def reject_unknown(data: Mapping[str, Any], known: tuple[str, ...]) -> None:
    for key in data:
        if key not in known:
            raise BadInput.said("unknown_field", str(key), known=", ".join(known))


def field(data: Mapping[str, Any], name: str, parse: Callable[[Any], T], default: Any = ...) -> T:
    """`parse(data[name])`, with any BadInput it raises placed at `name`."""
    if name not in data or data[name] is None:
        if default is ...:
            raise BadInput.said("missing", name)
        return default
    try:
        return parse(data[name])
    except BadInput as error:
        raise error.at(name) from None


def boolean(value: object) -> bool:
    if not isinstance(value, bool):
        raise BadInput(f"must be true or false, not {shown(value)}")
    return value


def integer(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadInput(f"must be a whole number, not {shown(value)}")
    return value


MAX_TEXT = 200  # characters of an id, a title or a difficulty


def text(value: object) -> str:
    """One line of text (a number is taken as written), printed and drawn as it is."""
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise BadInput(f"must be text, not {shown(value)}")
    value = str(value)
    if len(value) > MAX_TEXT:
        raise BadInput(f"is {len(value)} characters long: at most {MAX_TEXT}")
    if not value.isprintable():
        raise BadInput(f"must be one line of plain text, not {shown(value)}")
    return value


def page_text(value: str) -> str:
    """Text a person gives that is printed on a page (`book --title`, a
    recipe's `title`), checked as a file's `title` is (`text`): one line of
    plain text, no control, bidi or zero-width characters; bytes that are
    not UTF-8 are refused too (an argument's bad bytes come in as lone
    surrogates). BadInput says why, showing the text escaped."""
    if any("\udc80" <= c <= "\udcff" for c in value):
        raise BadInput(f"is not valid UTF-8: {shown(value)}")
    return text(value)


MAX_PARAGRAPH = 1000  # characters of a paragraph printed on a page (a section's intro)


def paragraph_text(value: str) -> str:
    """A paragraph printed on a page (a recipe's section `intro`): as
    `page_text`, but up to MAX_PARAGRAPH characters, and line breaks are
    allowed (a YAML block of several lines): the page wraps the paragraph
    itself, so a line break reads as a space."""
    if len(value) > MAX_PARAGRAPH:
        raise BadInput(f"is {len(value)} characters long: at most {MAX_PARAGRAPH}")
    if any("\udc80" <= c <= "\udcff" for c in value):
        raise BadInput(f"is not valid UTF-8: {shown(value)}")
    if not value.replace("\n", " ").isprintable():
        raise BadInput(f"must be plain text, not {shown(value)}")
    return value


# A seed: any whole number a signed 64-bit integer holds. Every seed is used
# as written (in ids, `KIND-DIFFICULTY-SEED-NNN`, and in the text a random
# stream is seeded from), so within the range nothing changes.
MIN_SEED, MAX_SEED = -(2**63), 2**63 - 1


def seed(value: object) -> int:
    """A seed (`seed:` of a recipe, `--seed`): a whole number from MIN_SEED to MAX_SEED."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadInput(f"must be a whole number, not {shown(value)}")
    if not MIN_SEED <= value <= MAX_SEED:
        raise BadInput(f"{shown(value)} is out of range: a seed is {SEED_RANGE}")
    return value


SEED_RANGE = f"a whole number from {MIN_SEED} to {MAX_SEED} (a signed 64-bit integer)"


def items(value: object, parse: Callable[[Any], T], most: int | None = None) -> tuple[T, ...]:
    """A YAML list of at most `most` items, each parsed, errors naming `[i]` (0-based)."""
    if not isinstance(value, list | tuple):
        raise BadInput(f"must be a list, not {shown(value)}")
    if most is not None and len(value) > most:
        raise BadInput(f"holds {len(value)} items: at most {most}")
    out = []
    for i, item in enumerate(value):
        try:
            out.append(parse(item))
        except BadInput as error:
            raise error.at(f"[{i}]") from None
    return tuple(out)


def common(data: Mapping[str, Any]) -> dict[str, Any]:
    """The fields every kind keeps as written: id, title, difficulty, meta, solution."""
    out: dict[str, Any] = {}
    for name in ("id", "title", "difficulty"):
        if data.get(name) is not None:
            out[name] = field(data, name, text)
    for name in ("meta", "solution"):
        if data.get(name) is not None:
            out[name] = field(data, name, require_mapping)
    return out


def status_text(status: str | None, words: Words = ENGLISH) -> str:
    """How far a solve got, in `lang` ("optimal"; nl "optimaal")."""
    from puzzles.command_words import phrase

    return str(status) if status is None else phrase(words, f"status_{status}")


def kind_name(kind: str, words: Words) -> str:
    """A kind as the terminal names it to a person: in English its id, as files
    write it (`blocked`); in another language its shown name, the one its pages
    print (puzzles/drawing/<kind>.py's `name`: German "Blockiere die Reihe")."""
    from puzzles import i18n

    key = f"paper.{kind}.name"
    if words.lang == i18n.SOURCE or key not in i18n.catalog(i18n.SOURCE).messages:
        return kind
    return i18n.gettext(words.lang, key)


def headline(
    kind: str,
    status: str | None,
    unique: bool | None,
    seconds: float | None,
    words: Words = ENGLISH,
) -> str:
    """The first line of every kind's text answer: `florentine: optimal, unique (0.02 s)`
    (nl `Florentijns domino: optimaal, enige oplossing (0,02 s)`: `kind_name`).
    A puzzle with no answer (`infeasible`) is not said to be unique or not."""
    from puzzles import numbers
    from puzzles.command_words import phrase

    head = f"{kind_name(kind, words)}: {status_text(status, words)}"
    if unique is not None and status != "infeasible":
        head += ", " + phrase(words, "unique" if unique else "not_unique")
    return head + f" ({numbers.decimal(words.lang, seconds or 0)} s)"


# -- embedded solutions --------------------------------------------------------
STATUSES = tuple(Status)
_SOLVE_FIELDS = ("kind", "status", "unique", "seconds")


def solution(data: Mapping[str, Any], kind: str, own: Mapping[str, Callable[[Any], Any]]):
    """The fields of an answer as `solve` prints it (a puzzle's `solution`), each
    parsed like the puzzle's own: `status`, `unique`, `seconds` and the kind's
    `own`; None stands for a field not given or null."""
    data = require_mapping(data)
    reject_unknown(data, (*_SOLVE_FIELDS, *own))
    if data.get("kind") not in (None, kind):
        raise BadInput(f"is {shown(data['kind'])}, but the puzzle is {kind}", "kind")
    return {
        "status": read_status(field(data, "status", lambda v: one_of(v, STATUSES), None)),
        "unique": field(data, "unique", boolean, None),
        "seconds": field(data, "seconds", number, None),
        **{name: field(data, name, parse, None) for name, parse in own.items()},
    }


def one_of(value: object, choices: tuple[str, ...]) -> str:
    if not isinstance(value, str) or value not in choices:
        raise BadInput(f"must be one of {', '.join(choices)}, not {shown(value)}")
    return value


def number(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or value != value:
        raise BadInput(f"must be a number, not {shown(value)}")
    return value


def count(value: object) -> int:
    n = integer(value)
    if n < 0:
        raise BadInput(f"must be 0 or more, not {n}")
    return n
