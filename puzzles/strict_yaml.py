"""YAML as a puzzle file may hold it: plain, bounded, and never ambiguous.

PyYAML's safe loader reads YAML 1.1, where `yes`, `on` and `no` are booleans,
`1:2` is the number 62, a key given twice silently keeps the last value, and
a few hundred bytes of aliases expand to gigabytes. Puzzle files need none
of that. This loader reads them with libyaml's parser (fast) and PyYAML's
composer, and refuses:

- a key given twice in one mapping;
- more than MAX_NODES values in all, an alias counting as the values it
  stands for, so an alias bomb stops at once;
- nesting deeper than MAX_DEPTH (the composer recurses);
- a whole number of more than MAX_DIGITS digits.

Scalars resolve as in YAML 1.2's core schema: booleans are `true`/`false`
(`True`, `TRUE`, ...), numbers are written in ASCII digits, and anything
else (`yes`, `1:2`, `2024-01-01`, `0x1f`) stays text. Merge keys (`<<`) are
plain keys.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, NoReturn

import yaml
from yaml.composer import Composer
from yaml.constructor import ConstructorError, SafeConstructor
from yaml.resolver import BaseResolver

from puzzles.errors import shown

try:
    from yaml._yaml import CParser as _Parser  # libyaml: parses many times faster
except ImportError:  # pragma: no cover - PyYAML built without libyaml
    from yaml.parser import Parser
    from yaml.reader import Reader
    from yaml.scanner import Scanner

    class _Parser(Reader, Scanner, Parser):  # type: ignore[no-redef]
        def __init__(self, stream: str) -> None:
            Reader.__init__(self, stream)
            Scanner.__init__(self)
            Parser.__init__(self)


MAX_NODES = 500_000  # about 2,000 generated Florentine puzzles
MAX_DEPTH = 50
MAX_DIGITS = 30


class TooMuch(yaml.YAMLError):
    """Input past one of the bounds: reported like invalid YAML, with its place
    and, where one is known, the field it is in (`sections[0].count`)."""

    def __init__(self, problem: str, mark: Any, field: str | None = None):
        super().__init__(problem)
        self.problem = problem
        self.problem_mark = mark
        self.field = field


_WHOLE = re.compile(r"[-+]?[0-9]+")


class _Resolver(BaseResolver):
    pass


_Resolver.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF")
)
_Resolver.add_implicit_resolver(
    "tag:yaml.org,2002:int", re.compile(r"^[-+]?[0-9]+$"), list("-+0123456789")
)
_Resolver.add_implicit_resolver(
    "tag:yaml.org,2002:float",
    re.compile(
        r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
        r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"
    ),
    list("-+0123456789."),
)
_Resolver.add_implicit_resolver(
    "tag:yaml.org,2002:null", re.compile(r"^(?:~|null|Null|NULL|)$"), ["~", "n", "N", ""]
)


class _Constructor(SafeConstructor):
    def construct_mapping(self, node: Any, deep: bool = False) -> dict[Any, Any]:
        if not isinstance(node, yaml.MappingNode):
            return super().construct_mapping(node, deep)
        seen: dict[Any, Any] = {}
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=True)
            try:
                hash(key)
            except TypeError:
                raise ConstructorError(
                    None, None, "a key must be a plain value", key_node.start_mark
                ) from None
            if key in seen:
                raise ConstructorError(
                    None, None, f"key {shown(key)} is given twice", key_node.start_mark
                )
            seen[key] = key_node
        return super().construct_mapping(node, deep)

    def construct_yaml_int(self, node: yaml.ScalarNode) -> int:
        text = self.construct_scalar(node)
        if not re.fullmatch(r"[-+]?[0-9]+", text):
            raise ConstructorError(None, None, "not a whole number", node.start_mark)
        if len(text.lstrip("+-")) > MAX_DIGITS:
            raise TooMuch(f"a number of more than {MAX_DIGITS} digits", node.start_mark)
        return int(text)

    def construct_yaml_bool(self, node: yaml.ScalarNode) -> bool:
        text = self.construct_scalar(node)
        if text.lower() not in ("true", "false"):
            raise ConstructorError(None, None, "not true or false", node.start_mark)
        return text.lower() == "true"

    def construct_yaml_float(self, node: yaml.ScalarNode) -> float:
        text = self.construct_scalar(node).lower().replace(".inf", "inf").replace(".nan", "nan")
        try:
            return float(text)
        except ValueError:
            raise ConstructorError(None, None, "not a number", node.start_mark) from None

    def construct_other(self, node: yaml.Node) -> NoReturn:
        raise ConstructorError(None, None, f"tag {shown(node.tag)} is not allowed", node.start_mark)


# Plain values, lists and mappings; no timestamps, sets, binary or Python objects.
_Constructor.yaml_constructors = {
    "tag:yaml.org,2002:null": SafeConstructor.construct_yaml_null,
    "tag:yaml.org,2002:bool": _Constructor.construct_yaml_bool,
    "tag:yaml.org,2002:int": _Constructor.construct_yaml_int,
    "tag:yaml.org,2002:float": _Constructor.construct_yaml_float,
    "tag:yaml.org,2002:str": SafeConstructor.construct_yaml_str,
    "tag:yaml.org,2002:seq": SafeConstructor.construct_yaml_seq,
    "tag:yaml.org,2002:map": SafeConstructor.construct_yaml_map,
    None: _Constructor.construct_other,
}


class _Composer(Composer):
    """PyYAML's composer, counting values (aliases as expanded) and depth."""

    if TYPE_CHECKING:  # the parser's, which Loader mixes in

        def check_event(self, *choices: type[yaml.Event]) -> bool: ...

        def peek_event(self) -> Any: ...

    def __init__(self) -> None:
        super().__init__()
        self._values = 0
        self._depth = 0
        self._expanded: dict[int, int] = {}  # id(anchored node) -> values it stands for
        self._path: list[str | int] = []  # the field being composed: keys and indexes

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node | None:
        # A mapping's value comes with its key's node, a list's item with its index.
        if isinstance(index, yaml.ScalarNode):
            self._path.append(index.value)
        elif isinstance(index, int):
            self._path.append(index)
        else:
            self._path.append("")  # a key, or the document itself
        try:
            return self._compose_node(parent, index)
        finally:
            self._path.pop()

    def _compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node | None:
        if self.check_event(yaml.ScalarEvent):
            event = self.peek_event()
            long = event.implicit[0] and _WHOLE.fullmatch(event.value)
            if long and len(event.value.lstrip("+-")) > MAX_DIGITS:
                problem = f"a number of more than {MAX_DIGITS} digits"
                raise TooMuch(problem, event.start_mark, _field(self._path))
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            node = self.anchors.get(event.anchor)
            if node is not None:
                size = self._expanded.get(id(node))
                if size is None:
                    raise TooMuch("an alias inside the value it names", event.start_mark)
                self._count(size, event.start_mark)
            return super().compose_node(parent, index)
        event = self.peek_event()
        self._depth += 1
        if self._depth > MAX_DEPTH:
            raise TooMuch(f"nested more than {MAX_DEPTH} deep", event.start_mark)
        self._count(1, event.start_mark)
        before = self._values
        node = super().compose_node(parent, index)
        self._depth -= 1
        if getattr(event, "anchor", None) is not None:
            self._expanded[id(node)] = self._values - before + 1
        return node

    def _count(self, n: int, mark: Any) -> None:
        self._values += n
        if self._values > MAX_NODES:
            raise TooMuch(
                f"more than {MAX_NODES:,} values (an alias counts as what it stands for)", mark
            )


def _field(path: list[str | int]) -> str | None:
    """`sections[0].count` of the keys and indexes composed so far."""
    text = ""
    for part in path:
        if isinstance(part, int):
            text += f"[{part}]"
        elif part:
            text += f".{part}" if text else part
    return text or None


class Loader(_Composer, _Parser, _Constructor, _Resolver):
    # The composer first: libyaml's own would skip the counting.
    def __init__(self, stream: str) -> None:
        _Parser.__init__(self, stream)
        _Composer.__init__(self)
        _Constructor.__init__(self)
        _Resolver.__init__(self)


def load(text: str) -> Any:
    """The one document of `text` (None if empty); yaml.YAMLError if it is not one."""
    loader = Loader(text)
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()
