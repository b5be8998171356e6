"""Every word a person reads, from the gettext catalogs of `puzzles/locale/`.

One catalog a language, `puzzles/locale/<lang>/LC_MESSAGES/domino_puzzles.po`,
compiled to the `.mo` beside it (committed, so `pip install .` and
`pip install -e .` both ship it; tests/test_i18n.py fails on a stale one).
A message is named by its context (`msgctxt`), a stable key
`GROUP.KEY` named by what the words are for: GROUP the words of one use
(`error`, `room`, `sheet.florentine`), KEY its key there (`cannot_read`,
`young.score`); no group's name begins another's (tests/rename_contexts.py
holds the groups' old names, the module paths they had). Its `msgid` is the English text, so a
translator's tool (Poedit, Weblate) shows the English beside the key, and a
changed English text marks every translation of it fuzzy (`pybabel update`).
English has its catalog too (`msgstr` the English again), so the code never
holds a word: it names keys, through a language's `Words` (puzzles/words.py),
which reads them here. docs/development.md says how to add a language and
how to extract, update and compile with Babel.

The `.mo` files are read here with the standard library only (Babel is for
the people who edit catalogs, not for those who run the tool).
"""

from __future__ import annotations

import gettext as _gettext
import json
import struct
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# The one list of languages: a language is here and has its catalog.
LANGUAGES: tuple[str, ...] = ("en", "nl", "de", "lv")

DOMAIN = "domino_puzzles"
LOCALE = Path(__file__).parent / "locale"
SOURCE = "en"  # the language of every msgid
INDEX = "#"  # `KEY#0`, `KEY#1`: the items of a sequence of words
SEP = "."  # `GROUP.KEY`: a message's context
NEST = "."  # `A.B`: the word B of the words A (`NestedTable`)


def catalog_path(lang: str, suffix: str = ".mo") -> Path:
    """Where a language's catalog lies (`.po` the one people edit)."""
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}{suffix}"


@dataclass(frozen=True)
class Catalog:
    """One language's compiled messages, by context."""

    lang: str
    messages: dict[str, str]  # context -> text
    plurals: dict[str, tuple[str, ...]]  # context -> the forms, in the language's order
    plural: Callable[[int], int]  # n -> the index of its form (the catalog's Plural-Forms)

    def group(self, group: str) -> dict[str, str]:
        """The group's messages, a `{KEY: text}`, in catalog order."""
        start = group + SEP
        return {
            context[len(start) :]: text
            for context, text in self.messages.items()
            if context.startswith(start)
        }


def read_mo(data: bytes, lang: str) -> Catalog:
    """A GNU `.mo` file's messages (the format `pybabel compile` writes)."""
    magic = struct.unpack("<I", data[:4])[0]
    order = "<" if magic == 0x950412DE else ">"
    if magic not in (0x950412DE, 0xDE120495):
        raise ValueError(f"{lang}: not a .mo file")
    count, originals, translations = struct.unpack(order + "4x4xIII", data[:20])[0:3]
    messages: dict[str, str] = {}
    plurals: dict[str, tuple[str, ...]] = {}
    header = ""
    for i in range(count):
        olen, ooff = struct.unpack(order + "II", data[originals + 8 * i : originals + 8 * i + 8])
        tlen, toff = struct.unpack(
            order + "II", data[translations + 8 * i : translations + 8 * i + 8]
        )
        msgid = data[ooff : ooff + olen].decode("utf-8")
        text = data[toff : toff + tlen].decode("utf-8")
        if not msgid:
            header = text
            continue
        context, sep, _ = msgid.partition("\x04")
        if not sep:
            continue  # a message without a key: none of ours
        if "\x00" in msgid:
            plurals[context] = tuple(text.split("\x00"))
        else:
            messages[context] = text
    return Catalog(lang, messages, plurals, _plural_function(header))


def _plural_function(header: str) -> Callable[[int], int]:
    for line in header.splitlines():
        name, _, value = line.partition(":")
        if name.strip().lower() == "plural-forms":
            expression = value.split("plural=", 1)[1].strip().rstrip(";")
            return _gettext.c2py(expression)
    return lambda n: int(n != 1)


_LOADED: dict[str, Catalog] = {}


def catalog(lang: str) -> Catalog:
    """The language's catalog, read once; KeyError for a language not in LANGUAGES."""
    if lang not in LANGUAGES:
        raise KeyError(lang)
    if lang not in _LOADED:
        _LOADED[lang] = read_mo(catalog_path(lang).read_bytes(), lang)
    return _LOADED[lang]


def gettext(lang: str, key: str) -> str:
    """The message `GROUP.KEY` in the language, English where its catalog lacks it."""
    text = catalog(lang).messages.get(key)
    return text if text else catalog(SOURCE).messages[key]


def ngettext(lang: str, key: str, n: int) -> str:
    """The form of the plural message `GROUP.KEY` for `n` (the language's CLDR rule)."""
    found = catalog(lang)
    forms = found.plurals.get(key)
    if not forms or not all(forms):
        found, forms = catalog(SOURCE), catalog(SOURCE).plurals[key]
    return forms[min(found.plural(n), len(forms) - 1)]


def messages(lang: str, group: str) -> dict[str, str]:
    """A group's messages in the language (`{KEY: text}`), English where it lacks one."""
    english = _group(SOURCE, group)
    own = _group(lang, group)
    return {key: own.get(key) or text for key, text in english.items()}


def nformat(lang: str, key: str, count: int, /, **fields: object) -> str:
    """The form of the plural message `GROUP.KEY` for `count`, its `{marks}`
    filled in (`{n}` is `count` unless `fields` names it)."""
    return ngettext(lang, key, count).format(**{"n": count, **fields})


def plural_messages(lang: str, group: str) -> dict[str, list[str]]:
    """A group's plural messages in the language (`{KEY: [form, ...]}`, the forms in
    the order of `plural_js(lang)`), English where its catalog lacks one."""
    out: dict[str, list[str]] = {}
    start = group + SEP
    for context, forms in catalog(SOURCE).plurals.items():
        if not context.startswith(start):
            continue
        key = context[len(start) :]
        own = catalog(lang).plurals.get(context)
        out[key] = list(own if own and all(own) else forms)
    return out


def page_words(lang: str, group: str) -> dict[str, str | list[str]]:
    """A group's words for a page's script: a text a message, a list of forms a
    plural message (pick one with `plural_js(lang)` and the count)."""
    words: dict[str, str | list[str]] = dict(messages(lang, group))
    words.update(plural_messages(lang, group))
    return words


PLURAL_RULES = LOCALE / "plural_rules.json"  # {lang: a JavaScript function}


def compile_plural_rules() -> str:
    """The text of `locale/plural_rules.json`: each language's CLDR plural rule as
    a JavaScript function `n -> index` of its form in a plural message (the
    catalog's order, Latvian zero, one, other), compiled from Babel's CLDR data.
    Babel is there only for people who edit catalogs, so the file is committed;
    tests/test_i18n.py fails on a stale one (docs/development.md)."""
    import babel
    from babel import plural as _plural

    rules: dict[str, str] = {}
    for lang in LANGUAGES:
        rule = babel.Locale.parse(lang).plural_form
        order = [tag for tag in _plural._plural_tags if tag in rule.tags or tag == "other"]
        body = _plural.to_javascript(rule)
        rules[lang] = f"((rule) => (n) => {json.dumps(order)}.indexOf(rule(n)))({body})"
    return json.dumps(rules, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def plural_js(lang: str) -> str:
    """The language's plural rule, a JavaScript function `n -> index` of the
    form to take from a plural message's list (`page_words`)."""
    rules: dict[str, str] = json.loads(PLURAL_RULES.read_text(encoding="utf-8"))
    return rules[lang]


def plural_rules_js(name: str = "PLURAL") -> str:
    """A script line giving `name[lang]`, every language's rule (a page that switches)."""
    body = ",".join(f"{json.dumps(lang)}:{plural_js(lang)}" for lang in LANGUAGES)
    return f"const {name} = {{{body}}};\n"


def page_json(lang: str, groups: tuple[str, ...]) -> str:
    """The messages a page's script needs, `{GROUP: {KEY: text}}`, as JSON to put in
    the page; a plural message is the list of its forms (`page_words`)."""
    return json.dumps(
        {group: page_words(lang, group) for group in groups}, ensure_ascii=False, sort_keys=True
    )


_GROUPS: dict[tuple[str, str], dict[str, str]] = {}


def _group(lang: str, group: str) -> dict[str, str]:
    if (lang, group) not in _GROUPS:
        _GROUPS[lang, group] = catalog(lang).group(group)
    return _GROUPS[lang, group]


class WordTable(Mapping[str, dict[str, str]]):
    """A group's messages as the `{lang: {KEY: text}}` table a module used to
    hold, read from the catalogs on first use: `TABLE[lang][key]`,
    `TABLE.get(lang, TABLE["en"])`, `tuple(TABLE)` (the languages) read as before."""

    def __init__(self, group: str) -> None:
        self.group = group
        self._langs: dict[str, dict[str, str]] = {}

    def __getitem__(self, lang: str) -> dict[str, str]:
        if lang not in self._langs:
            if lang not in LANGUAGES:
                raise KeyError(lang)
            found = messages(lang, self.group)
            if not found:
                raise KeyError(f"{self.group}: no message in the catalogs")
            self._langs[lang] = found
        return self._langs[lang]

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)

    def __contains__(self, lang: object) -> bool:
        return lang in LANGUAGES

    def __repr__(self) -> str:
        return f"WordTable({self.group!r})"


def table(group: str) -> WordTable:
    """The group's messages as a `{lang: {KEY: text}}` mapping (see `WordTable`)."""
    return WordTable(group)


class WordLists(Mapping[str, dict[str, str | list[str]]]):
    """Like `WordTable`, for a table whose words are texts or lists of texts
    (a rules box's lines): a list's items are the messages `KEY#0`, `KEY#1`..."""

    def __init__(self, group: str) -> None:
        self.group = group
        self._langs: dict[str, dict[str, str | list[str]]] = {}

    def __getitem__(self, lang: str) -> dict[str, str | list[str]]:
        if lang not in self._langs:
            if lang not in LANGUAGES:
                raise KeyError(lang)
            words: dict[str, str | list[str]] = {}
            items: dict[str, dict[int, str]] = {}
            for key, text in messages(lang, self.group).items():
                name, sep, index = key.rpartition(INDEX)
                if sep and index.isdigit():
                    items.setdefault(name, {})[int(index)] = text
                    words.setdefault(name, [])
                else:
                    words[key] = text
            for name, texts in items.items():
                words[name] = [texts[i] for i in sorted(texts)]
            self._langs[lang] = words
        return self._langs[lang]

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)

    def __contains__(self, lang: object) -> bool:
        return lang in LANGUAGES


def lists_table(group: str) -> WordLists:
    """The group's texts and lists of texts as a `{lang: {KEY: text or [text, ...]}}` mapping."""
    return WordLists(group)


class NestedTable(Mapping[str, dict[str, Any]]):
    """Like `WordTable`, for words a level or more below the language: the
    message `KEY` `A.B` is `TABLE[lang]["A"]["B"]` (a worksheet's rules by age)."""

    def __init__(self, group: str) -> None:
        self.group = group
        self._langs: dict[str, dict[str, Any]] = {}

    def __getitem__(self, lang: str) -> dict[str, Any]:
        if lang not in self._langs:
            if lang not in LANGUAGES:
                raise KeyError(lang)
            words: dict[str, Any] = {}
            for key, text in messages(lang, self.group).items():
                *path, last = key.split(NEST)
                place = words
                for part in path:
                    place = place.setdefault(part, {})
                place[last] = text
            self._langs[lang] = words
        return self._langs[lang]

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)

    def __contains__(self, lang: object) -> bool:
        return lang in LANGUAGES


def nested_table(group: str) -> NestedTable:
    """The group's words, keyed `A.B`, as a `{lang: {A: {B: text}}}` mapping."""
    return NestedTable(group)
