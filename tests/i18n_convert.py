"""Move a module's `{lang: {key: text}}` tables into the gettext catalogs.

    .venv/bin/python -m tests.i18n_convert puzzles/error_words.py cli/table_words.py ...

For each module (a path or a dotted name) it finds the top-level tables keyed
by language (`NAME = {"en": {...}, "nl": {...}, ...}`, with or without an
annotation, or `NAME = {"en": EN, "nl": NL, ...}` naming tables of the
module), writes their words to `puzzles/locale/<lang>/LC_MESSAGES/domino_puzzles.po`
(context `MODULE.NAME:KEY`, the old style that tests/rename_contexts.py then
renames, msgid the English text, the comments above an
English key as translator comments), compiles the `.mo` files, writes the
template `domino_puzzles.pot`, and replaces the table in the module by
`NAME = i18n.table("MODULE.NAME")`, a mapping read from the catalogs that
every lookup of the old table reads alike (`NAME[lang][key]`,
`NAME.get(lang, NAME["en"])`, `tuple(NAME)`). A table of sequences of words
(a rules box's lines, as many in each language) becomes `i18n.lists_table`,
which gives them back as lists.

Run it again on a module and it does nothing (no table is left); run it on a
module whose tables were changed on another branch after a first conversion
and its new tables replace the group's old messages. A table whose words lie below the language
(`NAME = {OUTER: {lang: {A: {B: text}}}}`) becomes one group a key of the
outer table, read by `i18n.nested_table`. A table it cannot move (sequences
of unequal lengths: plurals, which want `ngettext`) is named with the reason
and left as it is.
Afterwards: `ruff check --fix` and `ruff format` on the modules, the module's
docstring if it said where its words are, and `tests/test_i18n.py`'s list of
modules still holding tables (`NOT_YET`).
"""

from __future__ import annotations

import argparse
import ast
import importlib.util
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

from puzzles.i18n import INDEX, LANGUAGES, LOCALE, SOURCE
from puzzles.i18n_babel import po_bytes, read_catalog, template, write_catalog

# The old style this writes, `MODULE.NAME:KEY` and `A/B`: tests/rename_contexts.py
# then names the group by what its words are for (add it to its GROUPS and run it).
NEST = "/"

ROOT = Path(__file__).resolve().parent.parent


class NotConvertible(Exception):
    pass


@dataclass
class Found:
    name: str  # the table's name in the module
    group: str  # MODULE.NAME
    statements: list[ast.stmt]  # what the module loses (the table, and tables it names)
    words: dict[str, dict[str, str]]  # lang -> context key -> text
    comments: dict[str, list[str]] = field(default_factory=dict)
    sequences: bool = False
    refs: dict[str, str] = field(default_factory=dict)  # a table it names -> its language
    nested_in: tuple[str, ...] = ()  # words below the language: the outer table's keys


def module_path(name: str) -> tuple[Path, str]:
    """A module given as a path or a dotted name: its file and its dotted name."""
    if name.endswith(".py"):
        path = Path(name).resolve()
        dotted = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        return path, dotted
    spec = importlib.util.find_spec(name)
    if spec is None or spec.origin is None:
        raise SystemExit(f"{name}: no such module")
    return Path(spec.origin), name


def _lang_keys(node: ast.expr) -> list[str] | None:
    """The languages a dict literal is keyed by, or None when it is not such a table."""
    if not isinstance(node, ast.Dict) or not node.keys:
        return None
    keys = []
    for key in node.keys:
        if not (isinstance(key, ast.Constant) and key.value in LANGUAGES):
            return None
        keys.append(key.value)
    return keys if SOURCE in keys and len(keys) > 1 else None


def _comments_above(lines: list[str], node: ast.Dict) -> dict[str, list[str]]:
    """Comment lines above each key of a dict literal (translator comments)."""
    out: dict[str, list[str]] = {}
    previous = node.lineno  # the line of `{`
    for key, value in zip(node.keys, node.values, strict=True):
        assert key is not None
        text = []
        for line in lines[previous : key.lineno - 1]:
            stripped = line.strip()
            if stripped.startswith("#"):
                text.append(stripped.lstrip("#").strip())
        if text and isinstance(key, ast.Constant):
            out[str(key.value)] = text
        previous = value.end_lineno or value.lineno
    return out


def find_tables(source: str, dotted: str) -> tuple[list[Found], list[str]]:
    """The module's language tables, and why any other could not be moved."""
    tree = ast.parse(source)
    lines = source.splitlines()
    top: dict[str, ast.stmt] = {}
    values: dict[str, ast.expr] = {}
    for stmt in tree.body:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
            target, value = stmt.targets[0], stmt.value
        elif isinstance(stmt, ast.AnnAssign) and stmt.value is not None:
            target, value = stmt.target, stmt.value
        else:
            continue
        if isinstance(target, ast.Name):
            top[target.id] = stmt
            values[target.id] = value
    found: list[Found] = []
    refused: list[str] = []
    for name, value in values.items():
        langs = _lang_keys(value)
        if langs is None:
            if _nested_table(value):
                try:
                    found += _outer_table(name, f"{dotted}.{name}", top[name], value)
                except (NotConvertible, ValueError) as why:
                    refused.append(f"{name}: {why}")
            continue
        assert isinstance(value, ast.Dict)
        statements = [top[name]]
        per_lang: dict[str, ast.expr] = {}
        refs: dict[str, str] = {}
        for lang, node in zip(langs, value.values, strict=True):
            if isinstance(node, ast.Name) and node.id in values:
                statements.append(top[node.id])
                refs[node.id] = lang
                node = values[node.id]
            per_lang[lang] = node
        try:
            tables = {lang: ast.literal_eval(node) for lang, node in per_lang.items()}
        except ValueError:
            refused.append(f"{name}: not a literal table")
            continue
        english = per_lang[SOURCE]
        comments = _comments_above(lines, english) if isinstance(english, ast.Dict) else {}
        try:
            words, sequences = _flatten(tables)
        except NotConvertible as why:
            refused.append(f"{name}: {why}")
            continue
        if sequences:  # a list's comment goes with its first item
            comments = {
                (key if key in words[SOURCE] else f"{key}{INDEX}0"): text
                for key, text in comments.items()
            }
        found.append(Found(name, f"{dotted}.{name}", statements, words, comments, sequences, refs))
    return found, refused


def _outer_table(name: str, group: str, stmt: ast.stmt, value: ast.expr) -> list[Found]:
    """`NAME = {OUTER: {lang: {A: {B: text}}}}`: one group a key of the outer table,
    `GROUP/OUTER`, its messages keyed `A/B`."""
    assert isinstance(value, ast.Dict)
    outer = []
    for key, inner in zip(value.keys, value.values, strict=True):
        if not (isinstance(key, ast.Constant) and isinstance(key.value, str)):
            raise NotConvertible("an outer key that is not a string")
        if _lang_keys(inner) is None:
            raise NotConvertible(f"{key.value}: not a table keyed by language")
        outer.append((key.value, ast.literal_eval(inner)))
    keys = tuple(k for k, _ in outer)
    found = []
    for key, tables in outer:
        flat = {lang: _nest_flat(words) for lang, words in tables.items()}
        words, sequences = _flatten(flat)
        if sequences:
            raise NotConvertible(f"{key}: lists below another level")
        found.append(Found(name, f"{group}{NEST}{key}", [stmt], words, nested_in=keys))
    return found


def _nest_flat(words: object, prefix: str = "") -> dict[str, object]:
    if not isinstance(words, dict):
        raise NotConvertible("not a dict")
    out: dict[str, object] = {}
    for key, value in words.items():
        if isinstance(value, dict):
            out |= _nest_flat(value, f"{prefix}{key}{NEST}")
        else:
            out[f"{prefix}{key}"] = value
    return out


def _nested_table(node: ast.expr) -> bool:
    return isinstance(node, ast.Dict) and any(
        _lang_keys(v) is not None or _nested_table(v) for v in node.values
    )


def _flatten(tables: dict[str, object]) -> tuple[dict[str, dict[str, str]], bool]:
    """`{lang: {key: text}}` as is; `{lang: {key: (a, b)}}` as `key#0`, `key#1`."""
    out: dict[str, dict[str, str]] = {}
    kinds: set[str] = set()
    english = tables[SOURCE]
    if not isinstance(english, dict):
        raise NotConvertible("the English entry is not a dict")
    for lang, words in tables.items():
        if not isinstance(words, dict):
            raise NotConvertible(f"the {lang} entry is not a dict")
        extra = set(words) - set(english)
        if extra:
            raise NotConvertible(f"{lang} has keys English lacks: {sorted(extra)}")
        flat: dict[str, str] = {}
        for key, text in words.items():
            if isinstance(text, str):
                kinds.add("str")
                flat[str(key)] = text
            elif isinstance(text, list | tuple) and all(isinstance(t, str) for t in text):
                kinds.add("seq")
                if len(text) != len(english[key]):
                    raise NotConvertible(
                        f"{key}: {lang} has {len(text)} words, English {len(english[key])} "
                        "(plural forms: convert by hand to ngettext)"
                    )
                for i, item in enumerate(text):
                    flat[f"{key}{INDEX}{i}"] = item
            else:
                raise NotConvertible(f"{key}: a value that is not text ({type(text).__name__})")
        out[lang] = flat
    return out, "seq" in kinds


def add_to_catalogs(found: list[Found]) -> None:
    """Each table's words into each language's catalog, replacing the group's old ones."""
    groups = {f.group for f in found}
    for lang in LANGUAGES:
        catalog = read_catalog(lang)
        for message in list(catalog):
            if message.context and message.context.partition(":")[0] in groups:
                catalog.delete(message.id, context=message.context)
        for table in found:
            english = table.words[SOURCE]
            own = table.words.get(lang, {})
            for key, text in english.items():
                catalog.add(
                    text,
                    own.get(key, ""),
                    auto_comments=table.comments.get(key, []),
                    context=f"{table.group}:{key}",
                )
        write_catalog(lang, catalog)
    (LOCALE / "domino_puzzles.pot").write_bytes(po_bytes(template(), omit_header=True))


def rewrite(source: str, found: list[Found]) -> str:
    """The module with each table replaced by its catalog mapping, and `i18n` imported."""
    lines = source.splitlines(keepends=True)
    replace: dict[int, str] = {}
    drop: set[int] = set()
    for table in found:
        main = table.statements[0]
        maker = "lists_table" if table.sequences else "table"
        line = f'{table.name} = i18n.{maker}("{table.group}")\n'
        if table.nested_in:
            outer = table.group.rpartition(NEST)[0]
            line = (
                f'{table.name} = {{\n    key: i18n.nested_table(f"{outer}{NEST}{{key}}")\n'
                f"    for key in {table.nested_in!r}\n}}\n"
            )
        replace[main.lineno - 1] = line
        for stmt in table.statements:
            drop.update(range(stmt.lineno - 1, stmt.end_lineno or stmt.lineno))
    out = []
    for i, line in enumerate(lines):
        if i in replace:
            out.append(replace[i])
        elif i not in drop:
            out.append(line)
    text = "".join(out)
    used = {n.id for n in ast.walk(ast.parse(text)) if isinstance(n, ast.Name)}
    for table in found:  # a table the converted one named, and still read by name
        kept = "".join(
            f'{ref} = {table.name}["{lang}"]\n' for ref, lang in table.refs.items() if ref in used
        )
        if kept:
            line = replace[table.statements[0].lineno - 1]
            text = text.replace(line, line + kept, 1)
    if "from puzzles import i18n" not in text:
        text = _add_import(text)
    return text


def _add_import(text: str) -> str:
    tree = ast.parse(text)
    after = 0
    for stmt in tree.body:
        if isinstance(stmt, ast.Import | ast.ImportFrom):
            after = stmt.end_lineno or stmt.lineno
        elif after or not (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)):
            break
    lines = text.splitlines(keepends=True)
    if after == 0:  # no import: after the docstring
        first = tree.body[0]
        after = first.end_lineno or 0 if isinstance(first, ast.Expr) else 0
        lines.insert(after, "\nfrom puzzles import i18n\n")
    else:
        lines.insert(after, "from puzzles import i18n\n")
    return "".join(lines)


def convert(names: list[str]) -> int:
    everything: list[Found] = []
    changed: list[tuple[Path, str]] = []
    for name in names:
        path, dotted = module_path(name)
        source = path.read_text(encoding="utf-8")
        found, refused = find_tables(source, dotted)
        for why in refused:
            print(f"{path.relative_to(ROOT)}: left as it is: {why}")
        if not found:
            print(f"{path.relative_to(ROOT)}: no table to move")
            continue
        everything += found
        changed.append((path, rewrite(source, found)))
        for table in found:
            print(f"{path.relative_to(ROOT)}: {table.name} -> {table.group}", end="")
            print(f" ({len(table.words[SOURCE])} messages)")
    if not everything:
        return 0
    add_to_catalogs(everything)
    for path, text in changed:
        path.write_text(text, encoding="utf-8")
    files = [str(p) for p, _ in changed]
    ruff = [sys.executable, "-m", "ruff"]
    subprocess.run([*ruff, "check", "--fix", "-q", *files], check=False)
    subprocess.run([*ruff, "format", "-q", *files], check=False)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("modules", nargs="+", help="paths or dotted names of the modules")
    return convert(parser.parse_args().modules)


if __name__ == "__main__":
    raise SystemExit(main())
