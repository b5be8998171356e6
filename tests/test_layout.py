"""How the packages hang together: puzzles/ -> solver/ -> domino_puzzles/ -> cli/,
and no cycles."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("puzzles", "solver", "domino_puzzles", "cli")


def _module(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def _tree(path: Path) -> ast.Module:
    """The module's syntax tree, parsed once for all the tests of this file."""
    return ast.parse(path.read_text(encoding="utf-8"))


@cache
def _imports() -> dict[str, set[str]]:
    """Every project module and the project modules it imports, anywhere in it
    (an import inside a function closes a cycle as surely as one at the top,
    the kinds' own modules importing the registry's typed constants too)."""
    modules = {_module(p): p for pkg in PACKAGES for p in (ROOT / pkg).rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        found = set()
        for node in ast.walk(_tree(path)):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                targets = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            else:
                continue
            found |= {t for t in targets if t in modules and t != name}
        graph[name] = found
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    done: set[str] = set()

    def visit(node: str, path: list[str]) -> list[str] | None:
        if node in path:
            return path[path.index(node) :] + [node]
        if node in done:
            return None
        for nxt in sorted(graph[node]):
            # A package's __init__ imported for a submodule is not an edge back.
            if node.startswith(nxt + "."):
                continue
            found = visit(nxt, [*path, node])
            if found:
                return found
        done.add(node)
        return None

    for start in sorted(graph):
        found = visit(start, [])
        if found:
            return found
    return None


def test_no_module_imports_itself_back() -> None:
    """No exception: an import inside a function counts as any import does
    (the kind list names its modules by path, which is no import)."""
    assert _cycle(_imports()) is None


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan): each
    module of one reaches every other and back. A package's __init__ imported
    for a submodule is not an edge back."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph[node]):
            if node.startswith(nxt + "."):
                continue
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for start in sorted(graph):
        if start not in index:
            visit(start)
    return found


def test_no_module_is_in_a_circle() -> None:
    """Every import counted: the registry, the kinds' modules and the drivers
    (generate, analyse, hints) form no circle, nor do the page, its kinds'
    pieces and their words (domino_puzzles/web/: the pieces box with the
    leaf web/boxes.py, never with play_html.py)."""
    assert _circles(_imports()) == []


def test_the_circle_finder_finds_circles() -> None:
    graph = {"a": {"b"}, "b": {"a", "c"}, "c": {"d"}, "d": {"c"}, "e": {"a"}}
    assert sorted(_circles(graph)) == [["a", "b"], ["c", "d"]]
    assert _circles({"p.x": {"p"}, "p": {"p.x"}}) == []


def test_puzzles_never_import_the_solver_or_the_commands() -> None:
    for name, targets in _imports().items():
        if name.startswith("puzzles"):
            assert not {t for t in targets if not t.startswith("puzzles")}, name
        if name.startswith("solver"):
            assert not {t for t in targets if t.startswith(("domino_puzzles", "cli"))}, name
        if name.startswith("domino_puzzles"):
            assert not {t for t in targets if t.startswith("cli")}, name


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


def test_no_module_below_the_commands_imports_click() -> None:
    """The library prints nothing and exits nowhere: click is the commands' alone."""
    for pkg in ("puzzles", "solver", "domino_puzzles"):
        for path in (ROOT / pkg).rglob("*.py"):
            for node in ast.walk(_tree(path)):
                if isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom) and node.level == 0:
                    names = [node.module or ""]
                else:
                    continue
                assert not [n for n in names if n.split(".")[0] == "click"], path


# A kind's own Position and Answer are one idea, one per kind module (and the
# contract's Answer protocol says what each is).
ONE_PER_KIND = {"Position", "Answer"}


def test_no_class_name_stands_for_two_ideas() -> None:
    defined: dict[str, list[str]] = {}
    for pkg in PACKAGES:
        for path in (ROOT / pkg).rglob("*.py"):
            for node in _tree(path).body:
                if isinstance(node, ast.ClassDef):
                    defined.setdefault(node.name, []).append(_module(path))
    twice = {n: m for n, m in defined.items() if len(m) > 1 and n not in ONE_PER_KIND}
    assert twice == {}
